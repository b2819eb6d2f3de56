"""The computer spy and the simulated detective team."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from destination_x_handbook import PAGES, small_handbook

from hideout.data.cards import default_deck_ids, load_cards
from hideout.data.handbook import handbook_from_json
from hideout.engine.destination_x.answers import card_questions
from hideout.engine.destination_x.commands import Eliminate, Guess
from hideout.engine.destination_x.config import GameConfig
from hideout.engine.destination_x.detectives import (
    DetectiveTeam,
    Knowledge,
    TableModel,
    simulate_round,
)
from hideout.engine.destination_x.events import Side
from hideout.engine.destination_x.game import DestinationXGame
from hideout.engine.destination_x.spy import RoundSituation, Spy

CARDS = load_cards()
SMALL = small_handbook()
PERFECT = Knowledge(numeric_tolerance=1.0, recall=1.0, text_recall=1.0)
# Austria's twin: the same page under another id, so no answer can tell the two apart.
TWINS = handbook_from_json({"destinations": PAGES + [
    dict(next(p for p in PAGES if p["id"] == "AUT"), id="AUX", name="Austria Two")]})
TWIN_TABLE = ("AUT", "AUX", "JPN", "PER", "EGY", "ISL")
DECK = default_deck_ids(CARDS)


def situation(table=TWIN_TABLE, hands=(DECK[:3], DECK[3:6]), pile=DECK[6:]) -> RoundSituation:
    return RoundSituation(table, hands, None, pile, 0)


def test_the_hideout_is_never_ruled_out():
    for knowledge in (Knowledge(), PERFECT, Knowledge(numeric_tolerance=1.01, recall=0.3)):
        model = TableModel(SMALL.ids[:10], SMALL, CARDS, knowledge, gaining_knowledge=True)
        for question, rows in model.masks.items():
            for h, row in enumerate(rows):
                assert row >> h & 1, f"{question} rules out its own hideout {SMALL.ids[h]}"


def test_numbers_are_told_apart_only_beyond_the_tolerance():
    model = TableModel(("AUT", "CHE", "FRA"), SMALL, CARDS, Knowledge(numeric_tolerance=1.3))
    rows = model.masks[("population", None)]
    assert rows[0] == 0b011  # Austria's 8.7 million looks like Switzerland's 8.8 million
    assert rows[2] == 0b100  # France's 68 million looks like neither


def test_perfect_detectives_win_a_round_with_distinct_destinations():
    model = TableModel(("FRA", "JPN", "NZL", "EGY", "PER", "ISL"), SMALL, CARDS, PERFECT)
    rng = random.Random(1)
    for h in range(6):
        pile = list(DECK[6:])
        assert simulate_round(model, h, [list(DECK[:3]), list(DECK[3:6])], None, pile, 0, rng)


def test_twins_cannot_be_told_apart_so_they_are_caught_about_half_the_time():
    spy = Spy("cunning", TWINS, CARDS, budget=200, knowledge=PERFECT)
    chances = spy.catch_chances(situation(), random.Random(3))
    assert chances["JPN"] == chances["PER"] == 1.0
    assert 0.35 <= chances["AUT"] <= 0.65 and 0.35 <= chances["AUX"] <= 0.65


def test_the_cunning_spy_hides_in_a_twin_and_mixes_between_them():
    spy = Spy("cunning", TWINS, CARDS, budget=30, knowledge=PERFECT)
    choices = Counter(spy.choose_hideout(situation(), random.Random(seed)) for seed in range(40))
    assert set(choices) == {"AUT", "AUX"}  # mixed: not one fixed reply
    assert min(choices.values()) >= 8


def test_the_random_spy_uses_the_whole_table():
    spy = Spy("random", TWINS, CARDS)
    choices = Counter(spy.choose_hideout(situation(), random.Random(seed)) for seed in range(300))
    assert set(choices) == set(TWIN_TABLE) and min(choices.values()) >= 25


def test_the_spy_is_reproducible_from_its_generator():
    spy = Spy("cunning", SMALL, CARDS, budget=5)
    table = SMALL.ids[:6]
    picks = {spy.choose_hideout(situation(table), random.Random(11)) for _ in range(3)}
    assert len(picks) == 1


def test_an_unknown_strategy_is_refused():
    with pytest.raises(ValueError):
        Spy("sneaky", SMALL, CARDS)


def test_the_team_plays_only_legal_commands_and_eliminates_ruled_out_destinations_first():
    team = DetectiveTeam(SMALL, CARDS, knowledge=Knowledge(recall=0.5), seed=2)
    risky = 0
    for seed in range(30):
        game = DestinationXGame(GameConfig(players=("Ann", "Ben"), seed=seed,
                                           spy_strategy="random"), SMALL, CARDS)
        while not game.is_over():
            command = team.choose(game)
            assert command in game.legal_commands()
            if isinstance(command, Eliminate):
                candidates = team.candidates(game)
                if command.destination in candidates:   # a gamble: only when nothing is ruled out
                    risky += 1
                    assert set(candidates) == set(game.remaining())
            game.apply(command)
    assert risky > 0  # the weak team did have to gamble sometimes


def test_perfect_detectives_always_beat_a_random_spy_on_distinct_destinations():
    team = DetectiveTeam(SMALL, CARDS, knowledge=PERFECT, seed=4)
    for seed in range(10):
        game = DestinationXGame(GameConfig(players=("Ann", "Ben", "Cho"), seed=seed,
                                           spy_strategy="random"), SMALL, CARDS)
        while not game.is_over():
            game.apply(team.choose(game))
        assert game.outcome().winner is Side.DETECTIVES


def test_the_team_arrests_the_last_candidate_without_asking():
    team = DetectiveTeam(SMALL, CARDS, knowledge=PERFECT, seed=0)
    game = DestinationXGame(GameConfig(players=("Ann",), seed=5, spy_strategy="random"),
                            SMALL, CARDS)
    hideout = game.view_for("spy").hideout
    game.apply(team.choose(game))                     # one question tells them apart
    assert team.candidates(game) == [hideout]
    assert team.choose(game) == Guess(hideout)


def test_every_question_has_a_mask_in_the_table_model():
    model = TableModel(SMALL.ids[:6], SMALL, CARDS, Knowledge())
    assert set(model.masks) == set(card_questions(CARDS))
