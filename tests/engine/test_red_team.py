"""The red-team bench's foundations: what its teams compute from public information really is
what the computer player sees, and its Mister X belief reduces to the engine's without a habit.
(The measured run is bench/red_team.py.)"""

from __future__ import annotations

import random

import pytest

from hideout.data.cards import load_cards
from hideout.data.handbook import load_handbook
from hideout.engine.destination_x.commands import Hide
from hideout.engine.destination_x.config import GameConfig
from hideout.engine.destination_x.game import DestinationXGame
from hideout.engine.duel.belief import Belief
from hideout.engine.duel.detectives import InformedDetective
from hideout.engine.duel.game import MISTER_X, DuelGame
from hideout.engine.duel.mister_x import MisterX


@pytest.mark.parametrize("open_cards", [False, True])
def test_the_spy_sees_nothing_a_detective_cannot_rebuild(open_cards, load_bench):
    red = load_bench("red_team_x")
    handbook, cards = load_handbook(), load_cards()
    for seed in range(3):
        config = GameConfig(players=("A", "B", "C"), seed=seed, open_cards=open_cards)
        game = DestinationXGame(config, handbook, cards)
        rng = random.Random(seed)
        for _ in range(3):   # three rounds, with cards played and answers given in between
            assert game.view_for("spy").phase == "hide"
            rebuilt = red.spy_view_from_public(game.view_for("detectives"))
            assert rebuilt == game.view_for("spy")
            game.apply(Hide(rng.choice(game.view_for("spy").table)))
            while game.view_for("spy").phase != "hide" and not game.is_over():
                options = game.legal_commands()
                asks = [c for c in options if c.type == "ask"]
                game.apply(rng.choice(asks) if asks else options[-1])
            if game.is_over():
                break


def test_no_habit_is_the_engines_belief(load_bench):
    duel = load_bench("red_team_duel")
    from hideout.engine.duel.mister_x import setup_prior

    game = DuelGame(7)
    mister_x, sleuth, rng = MisterX("greedy"), InformedDetective("greedy"), random.Random(1)
    while not game.is_over() and len(game.history) < 30:
        game.apply(mister_x.choose(game.view_for("mister_x")) if game.current_player == MISTER_X
                   else sleuth.choose(game, rng))
    reader = duel.ReaderDetective("greedy", duel.Habit())
    ours = reader.belief(game).p
    engine = Belief.for_game(game, setup_prior("greedy")).p
    assert ours == pytest.approx(engine)


def test_a_habit_of_swapping_himself_away_raises_those_cells(load_bench):
    duel = load_bench("red_team_duel")
    turned = [False] * 25
    pairs = duel.visible_swaps(turned, 1)
    habit = duel.Habit(weights=(1.0, 3.0, -3.0, 0.0))
    threat = frozenset({16, 18})
    seen = (16, 17)   # from her reach to a safe neighbour
    inside = duel.swap_likelihood(habit, pairs, seen, 16, threat)
    outside = duel.swap_likelihood(habit, pairs, seen, 3, threat)
    assert inside > 5 * outside
    assert sum(duel.swap_likelihood(habit, pairs, p, 16, threat) for p in pairs) \
        == pytest.approx(1.0)


def test_wilson_interval(load_bench):
    bench = load_bench("red_team")
    low, high = bench.wilson(0, 10)
    assert low == 0.0 and high == pytest.approx(0.2775, abs=1e-3)
    low, high = bench.wilson(5, 10)
    assert (low, high) == pytest.approx((0.2366, 0.7634), abs=1e-3)


@pytest.mark.slow
def test_the_bench_prints_both_tables(capsys, load_bench):
    bench = load_bench("red_team")
    assert bench.main(["spy", "--games", "2", "--samples", "1", "--teams", "standard,bayes,timed",
                       "--levels", "easy,hard"]) == 0
    assert bench.main(["mister-x", "--games", "2", "--tune-games", "2", "--levels", "greedy"]) == 0
    out = capsys.readouterr().out
    rows = {tuple(line.split()[:2]) for line in out.splitlines() if line.split()}
    assert {("easy", "bayes"), ("hard", "timed"), ("greedy", "hunter")} <= rows


def test_a_habit_of_decoy_flights_makes_a_flight_say_less(load_bench):
    duel = load_bench("red_team_duel")
    pairs = duel.visible_swaps([False] * 25, 1)
    threat = frozenset({16, 18})
    seen = (16, 17)   # across the edge of her reach
    def odds(habit):   # the flight's likelihood from 16 against a safe district's (3)
        return (duel.swap_likelihood(habit, pairs, seen, 16, threat)
                / duel.swap_likelihood(habit, pairs, seen, 3, threat))
    flees = odds(duel.Habit(weights=(1.0, 3.0, -3.0, 0.0)))
    bluffs = odds(duel.Habit(weights=(1.0, 3.0, -3.0, 2.0)))
    assert flees > 5 and bluffs < flees / 3


def test_the_oracle_predicts_the_wary_detective_exactly(load_bench):
    """The oracle Mister X (bench only) keeps her belief event by event; it must give her very
    moves (same generator), or its ceiling would not be a best response to her."""
    duel = load_bench("red_team_duel")
    oracle = load_bench("oracle_mister_x")
    habit = duel.Habit((0.8, 4.3, -1.7, 0.7), (0.5, 0.8), 1.0)
    for seed in range(2):
        game = DuelGame(seed)
        sleuth = duel.ReaderDetective("search", habit, wary=True)
        mister_x = MisterX("greedy")
        her = None
        rng, copy = random.Random(seed), random.Random(seed)
        while not game.is_over():
            if game.current_player == MISTER_X:
                game.apply(mister_x.choose(game.view_for("mister_x")))
                continue
            her = her or oracle.HerModel(sleuth, game)
            predicted = her.choose(game, copy)
            assert predicted == sleuth.choose(game, rng)
            game.apply(predicted)


@pytest.mark.slow
def test_the_oracle_follows_its_winning_lines(monkeypatch, load_bench):
    duel = load_bench("red_team_duel")
    oracle = load_bench("oracle_mister_x")
    monkeypatch.setattr(oracle, "measure_habit",
                        lambda *a, **k: (duel.Habit((0.8, 4.3, -1.7, 0.7), (0.5, 0.8), 1.0), ""))
    tally, _ = oracle.play(range(4), range(0), 12, 20, 0, "greedy", True, "exact")
    assert tally.mismatches == 0
    assert tally.wins >= 3   # the greedy base alone wins about 40% against her


def test_the_counters_swap_model_is_a_distribution_for_every_district(load_bench):
    load_bench("red_team_duel")
    counter = load_bench("red_team_counter")
    counts = counter.Counts(moved={(True, 1): [9, 10], (False, 3): [1, 10]},
                            partner={(False, False): [8.0, 2.0]}, pair={1: [5.0, 1.0]})
    turned = [False] * 25
    turned[2] = True
    pairs = counter.visible_swaps(turned, 2)
    threat = frozenset({16, 18, 11})
    for x in (16, 3, 12, 24):
        total = sum(counts.likelihoods(pairs, p, 17, threat)[x] for p in pairs)
        assert total == pytest.approx(1.0)


def test_the_counter_learns_a_flight_and_reads_it(load_bench):
    """Counts of a Mister X who flees her reach make a flight point at the district fled."""
    load_bench("red_team_duel")
    counter = load_bench("red_team_counter")
    pairs = counter.visible_swaps([False] * 25, 1)
    threat, detective = frozenset({16, 18, 12}), 17
    counts = counter.Counts()
    for _ in range(20):   # in her reach he swaps himself out of it; when safe he swaps others
        counts.observe(pairs, (15, 16), 16, detective, threat)
        counts.observe(pairs, (0, 1), 3, detective, threat)
    flight = counts.likelihoods(pairs, (15, 16), detective, threat)
    assert flight[16] > 10 * flight[3]
    assert counts.likelihoods(pairs, (0, 1), detective, threat)[16] < counts.likelihoods(pairs, (0, 1), detective, threat)[3]
    blank = counter.Counts().likelihoods(pairs, (15, 16), detective, threat)
    assert blank[16] < flight[16]
