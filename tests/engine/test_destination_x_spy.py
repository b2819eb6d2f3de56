"""The computer spy in its seat, and the simulated detective teams."""

from __future__ import annotations

import dataclasses
import json
import random
from collections import Counter

import pytest
from destination_x_handbook import PAGES, small_handbook

from hideout.data.cards import default_deck_ids, load_cards
from hideout.data.handbook import handbook_from_json
from hideout.engine.destination_x.answers import card_questions
from hideout.engine.destination_x.commands import Ask, Eliminate, Guess, Hide
from hideout.engine.destination_x.config import GameConfig
from hideout.engine.destination_x.detectives import (
    BayesianTeam,
    BestResponseTeam,
    DetectiveTeam,
    Knowledge,
    RandomTeam,
    TableModel,
)
from hideout.engine.destination_x.events import OpenCardAdded, Side
from hideout.engine.destination_x.game import DestinationXGame, GameView, Phase, SaveError
from hideout.engine.destination_x.seeking import Move, best_response
from hideout.engine.destination_x.spy import (
    ComputerSpy,
    SeatError,
    TeamModel,
    World,
    equilibrium,
    informed_escape,
    world_value,
)
from hideout.engine.errors import IllegalCommand
from hideout.engine.players import computer_moves

CARDS = load_cards()
SMALL = small_handbook()
PERFECT = Knowledge(numeric_tolerance=1.0, recall=1.0, text_recall=1.0)
# A team model that knows every fact and tells every figure apart.
ALL_KNOWING = TeamModel(tolerances=(1.0,), recall=(1.0, 1.0), text_recall=(1.0, 1.0))
# Austria's twin: the same page under another id, so no answer can tell the two apart.
TWINS = handbook_from_json({"destinations": PAGES + [
    dict(next(p for p in PAGES if p["id"] == "AUT"), id="AUX", name="Austria Two")]})
TWIN_TABLE = ("AUT", "AUX", "JPN", "PER", "EGY", "ISL")
DECK = default_deck_ids(CARDS)


def new_game(seed: int = 3, handbook=SMALL, **options) -> DestinationXGame:
    options.setdefault("players", ("Ann", "Ben", "Cho"))
    return DestinationXGame(GameConfig(seed=seed, **options), handbook, CARDS)


def hiding_view(table: tuple[str, ...] = TWIN_TABLE) -> GameView:
    """The spy's view of a first round laid out as ``table``."""
    game = new_game(handbook=TWINS)
    game.table = table
    return game.view_for("spy")


# ------------------------------------------------------------------ the seat


def test_a_round_waits_for_the_spy_to_hide():
    game = new_game()
    assert game.phase is Phase.HIDE and game.seat_to_act() == "spy"
    assert game.legal_commands() == [Hide(d) for d in game.table]
    assert game.view_for("spy").hideout is None
    with pytest.raises(IllegalCommand, match="choosing its hideout"):
        game.apply(Ask(game.hands["Ann"][0]))
    with pytest.raises(IllegalCommand, match="not on the table"):
        game.apply(Hide(next(d for d in SMALL.ids if d not in game.table)))
    game.apply(Hide(game.table[2]))
    assert game.phase is Phase.ASK and game.seat_to_act() == "detectives"
    assert game.view_for("spy").hideout == game.table[2]
    with pytest.raises(IllegalCommand, match="only when a round"):
        game.apply(Hide(game.table[3]))


def test_the_spys_view_holds_no_hand_and_no_deck_order():
    game = new_game()
    view = game.view_for("spy")
    assert all(cards == () for _, cards in view.hands)
    assert view.hand_sizes == (3, 3, 3) and view.playable_cards == ()
    assert view.deck == tuple(sorted(game.deck_ids))  # the set-up, in no dealt order
    assert all(cards == [] for cards in view.to_json()["hands"].values())
    # The detectives see their own hands.
    assert dict(game.view_for("detectives").hands)["Ann"] == tuple(game.hands["Ann"])


def shuffled_hidden_state(game: DestinationXGame, seed: int) -> DestinationXGame:
    """The same game with the hidden cards dealt differently among hands and deck."""
    other = DestinationXGame.replay(game.config, game.history, game.handbook, game.cards)
    hidden = [c for hand in other.hands.values() for c in hand] + other.pile
    random.Random(seed).shuffle(hidden)
    for player, hand in other.hands.items():
        size = len(hand)
        other.hands[player], hidden = hidden[:size], hidden[size:]
    other.pile = hidden
    return other


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_the_spy_decides_from_what_its_seat_sees_and_nothing_else(level):
    """If a player read hidden state (hands, deck order), two games that differ only there would
    give it different views, or lead it to different choices."""
    game = new_game(seed=8, spy_strategy=level, spy_budget=3)
    twin = shuffled_hidden_state(game, seed=1)
    assert twin.hands != game.hands
    assert twin.view_for("spy") == game.view_for("spy")
    picks = [ComputerSpy.for_game(g, seed=5).choose(g.view_for("spy")) for g in (game, twin)]
    assert picks[0] == picks[1]


def test_a_computer_player_gets_a_view_never_the_game():
    seen = []

    class Recorder:
        def choose(self, view):
            seen.append(view)
            return Hide(view.table[0])

    game = new_game()
    events = computer_moves(game, {"spy": Recorder()})
    assert [type(v) for v in seen] == [GameView] and seen[0].side == "spy"
    assert not any(isinstance(getattr(seen[0], f.name), DestinationXGame)
                   for f in dataclasses.fields(seen[0]))
    assert events[0].type == "hideout_chosen" and game.phase is Phase.ASK
    assert computer_moves(game, {"spy": Recorder()}) == []  # the detectives are due: nothing


def test_the_spy_refuses_anything_but_its_own_view():
    game = new_game()
    spy = ComputerSpy("hard", SMALL, CARDS, budget=2, seed=1)
    with pytest.raises(SeatError):
        spy.choose(game)  # type: ignore[arg-type]
    with pytest.raises(SeatError, match="detectives"):
        spy.choose(game.view_for("detectives"))


def test_saves_replay_the_spys_choices_without_asking_it_again():
    game = new_game(seed=4)
    computer_moves(game, {"spy": ComputerSpy.for_game(game, seed=2)})
    team = DetectiveTeam(SMALL, CARDS, seed=1)
    for _ in range(12):
        game.apply(team.choose(game))
        computer_moves(game, {"spy": ComputerSpy.for_game(game, seed=len(game.history))})
    hides = [c for c in game.history if isinstance(c, Hide)]
    assert len(hides) == game.round
    again = DestinationXGame.from_json(json.loads(json.dumps(game.to_json())), SMALL, CARDS)
    assert again.view_for("spy") == game.view_for("spy") and again.log == game.log


def test_a_save_from_before_the_spy_was_a_seat_is_refused_clearly():
    doc = new_game().to_json()
    doc["version"] = 1
    with pytest.raises(SaveError, match="older hideout"):
        DestinationXGame.from_json(doc, SMALL, CARDS)


def test_open_cards_refill_when_the_turn_ends():
    """Ruling (the Korean rulebook: 'when the detective's turn ends'): the team eliminates
    looking at three open cards; the fourth is drawn with the elimination."""
    game = new_game(open_cards=True)
    game.apply(Hide(game.table[0]))
    card = game.open_cards[0]
    option = CARDS[card].options[0].id if CARDS[card].is_choice else None
    events = game.apply(Ask(card, option))
    assert not any(isinstance(e, OpenCardAdded) for e in events)
    assert len(game.open_cards) == 3 and len(game.pile) == 12
    events = game.apply(Eliminate(game.table[1]))
    assert [e.type for e in events][:2] == ["eliminated", "open_card_added"]
    assert len(game.open_cards) == 4 and len(game.pile) == 11


# ------------------------------------------------------------------ how it hides


def test_the_easy_spy_uses_the_whole_table():
    spy = ComputerSpy("easy", TWINS, CARDS, seed=3)
    view = hiding_view()
    choices = Counter(spy.choose(view).destination for _ in range(300))
    assert set(choices) == set(TWIN_TABLE) and min(choices.values()) >= 25


def test_the_hard_spy_hides_among_the_twins_and_mixes_between_them():
    spy = ComputerSpy("hard", TWINS, CARDS, budget=8, seed=3, team=ALL_KNOWING)
    view = hiding_view()
    mixture = dict(zip(view.table, spy.mixture(view)))
    assert mixture["AUT"] + mixture["AUX"] >= 0.9
    assert abs(mixture["AUT"] - mixture["AUX"]) < 1e-9
    assert all(p > 0 for p in mixture.values())   # never rules a destination out
    choices = Counter(spy.choose(view).destination for _ in range(40))
    assert choices["AUT"] >= 10 and choices["AUX"] >= 10


def test_twins_escape_a_team_that_knows_everything_about_half_the_time():
    spy = ComputerSpy("hard", TWINS, CARDS, budget=1, seed=3, team=ALL_KNOWING)
    view = hiding_view()
    model = TableModel(TWIN_TABLE, TWINS, CARDS, PERFECT)
    twins_only = [0.5, 0.5, 0.0, 0.0, 0.0, 0.0]
    hands, open_cards, pile = spy._deal(view, list(view.deck))
    assert informed_escape(model, 0, twins_only, hands, open_cards, pile, 0) == pytest.approx(0.5)
    hands, open_cards, pile = spy._deal(view, list(view.deck))
    uniform = [1 / 6] * 6
    assert informed_escape(model, 2, uniform, hands, open_cards, pile, 0) == 0.0  # Japan stands out


def test_the_spy_is_reproducible_from_its_seed():
    view = hiding_view(tuple(SMALL.ids[:6]))
    picks = {ComputerSpy("hard", TWINS, CARDS, budget=4, seed=11).choose(view) for _ in range(3)}
    assert len(picks) == 1


def test_an_unknown_level_is_refused_and_the_old_names_still_work():
    with pytest.raises(ValueError, match="easy, normal, hard"):
        ComputerSpy("sneaky", SMALL, CARDS)
    assert ComputerSpy("random", SMALL, CARDS).level == "easy"
    assert ComputerSpy("cunning", SMALL, CARDS).level == "hard"


# ------------------------------------------------------------------ the teams


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


def test_another_table_of_people_knows_other_facts():
    mine, theirs = Knowledge(), Knowledge(salt="other table/")
    pairs = [(d, c) for d in SMALL.ids for c in CARDS]
    assert sum(mine.knows(*p) != theirs.knows(*p) for p in pairs) > len(pairs) // 4


def play(game: DestinationXGame, team: DetectiveTeam, spy_seed: int = 0) -> None:
    players = {"spy": ComputerSpy("easy", game.handbook, game.cards, seed=spy_seed)}
    computer_moves(game, players)
    while not game.is_over():
        command = team.choose(game)
        assert command in game.legal_commands()
        game.apply(command)
        computer_moves(game, players)


@pytest.mark.parametrize("make", [
    lambda: DetectiveTeam(SMALL, CARDS, seed=2),
    lambda: RandomTeam(SMALL, CARDS, seed=2),
    lambda: BayesianTeam(SMALL, CARDS, prior=lambda view: {}, seed=2),
    lambda: BestResponseTeam(SMALL, CARDS, prior=lambda view: {}, seed=2),
])
def test_every_team_plays_only_legal_commands(make):
    for seed in range(8):
        play(new_game(seed=seed, players=("Ann", "Ben")), make(), seed)


def test_perfect_detectives_always_beat_a_random_spy_on_distinct_destinations():
    for seed in range(10):
        game = new_game(seed=seed)
        play(game, DetectiveTeam(SMALL, CARDS, knowledge=PERFECT, seed=4), seed)
        assert game.outcome().winner is Side.DETECTIVES


def test_the_bayesian_team_arrests_where_the_spy_almost_always_hides():
    game = new_game()
    game.apply(Hide(game.table[4]))
    sure = {d: (0.9 if i == 4 else 0.02) for i, d in enumerate(game.table)}
    team = BayesianTeam(SMALL, CARDS, prior=lambda view: sure, seed=1)
    assert team.choose(game) == Guess(game.table[4])


def test_the_bayesian_team_gambles_on_the_least_likely_candidate():
    twins = DestinationXGame(GameConfig(players=("Ann",), seed=1), TWINS, CARDS)
    twins.table = TWIN_TABLE
    twins.apply(Hide("AUT"))
    weights = {"AUT": 0.5, "AUX": 0.3, "JPN": 0.05, "PER": 0.05, "EGY": 0.05, "ISL": 0.05}
    team = BayesianTeam(TWINS, CARDS, prior=lambda view: weights, knowledge=PERFECT, seed=1)
    while twins.phase is Phase.ASK or twins.phase is Phase.ELIMINATE:
        command = team.choose(twins)
        if isinstance(command, Eliminate) and set(twins.remaining()) == {"AUT", "AUX"}:
            assert command == Eliminate("AUX")
            return
        twins.apply(command)
    pytest.fail("the team never had to gamble between the twins")


def test_the_best_response_draws_between_twins_and_pins_down_the_rest():
    """Twins no answer tells apart: a spy hiding between them escapes half the time whatever the
    team does; a spy hiding anywhere is caught everywhere else by a team that knows every fact."""
    model = TableModel(TWIN_TABLE, TWINS, CARDS, PERFECT)
    hands = [list(DECK[:3]), list(DECK[3:6]), list(DECK[6:9])]
    twins = best_response(model.masks, model.questions_of, [0.5, 0.5, 0, 0, 0, 0], hands, 0, 16)
    assert twins.escape[:2] == pytest.approx((0.5, 0.5)) and twins.move.kind == "arrest"
    anywhere = best_response(model.masks, model.questions_of, [1 / 6] * 6, hands, 0, 16)
    assert anywhere.escape[2:] == pytest.approx((0.0,) * 4)
    assert sum(anywhere.escape) / 6 == pytest.approx(anywhere.cost)


def test_the_best_response_asks_only_while_a_card_is_worth_it():
    model = TableModel(TWIN_TABLE, TWINS, CARDS, PERFECT)
    hands = [list(DECK[:3]), list(DECK[3:6]), list(DECK[6:9])]
    sure = [0.01, 0.0, 0.0, 0.99, 0.0, 0.0]
    cheap = best_response(model.masks, model.questions_of, sure, hands, 0, 16, card_cost=0.0)
    dear = best_response(model.masks, model.questions_of, sure, hands, 0, 16, card_cost=0.05)
    assert cheap.move.kind == "ask" and cheap.escape[3] == 0.0
    assert dear.move == Move("arrest", index=3)


def test_the_equilibrium_hides_between_twins_no_answer_tells_apart():
    """Against a team that knows every fact and replies best to the mixture, hiding anywhere
    escapes only from a twin, half the time (1/6); the equilibrium hides between the twins (1/2)."""
    model = TableModel(TWIN_TABLE, TWINS, CARDS, PERFECT)
    world = World(model, [list(DECK[:3]), list(DECK[3:6]), list(DECK[6:9])], 16)
    assert world_value([world], [1 / 6] * 6) == pytest.approx(1 / 6)
    value, mixture = equilibrium([world], 6)
    assert value == pytest.approx(0.5)
    assert mixture[0] == pytest.approx(0.5) and mixture[1] == pytest.approx(0.5)


def test_every_question_has_a_mask_in_the_table_model():
    model = TableModel(SMALL.ids[:6], SMALL, CARDS, Knowledge())
    assert set(model.masks) == set(card_questions(CARDS))


def test_the_help_names_each_level_with_its_measured_strength():
    from hideout.cli import build_parser

    play = build_parser()._subparsers._group_actions[0].choices["play"]  # type: ignore[union-attr]
    text = " ".join(play.format_help().split())
    for level in ("easy", "normal", "hard"):
        assert f"{level}: wins" in text          # the spy
        assert f"{level} (" in text              # Mister X
    assert "expert (" in text                     # Mister X's fourth level
    assert text.count("% of rounds") == 3 and text.count("% of games") == 4
