"""The game-level solver of bench/spy_game_bound.py on a game small enough to solve by hand: three
destinations, one detective, two informant cards that tell nothing apart, first to two rounds."""

from __future__ import annotations

import sys

import pytest


@pytest.fixture(scope="module")
def solver(load_bench):
    return load_bench("spy_bound", "spy_game_bound")   # the solver imports spy_bound by name


def blank_game(solver):
    """Every round: A, B, C that no answer tells apart; the one detective holds every card left.
    ``spend=0``: every state is solved (rounds that arrest at once keep their cards)."""
    bound = sys.modules["spy_bound"]

    def deal(left: int, t: int):
        return bound.RoundGame(3, {"z": [(0b111, 0b111, 0b111)]},
                               bound.Cards((("z",) * left,), (), 0))

    return solver.GameBound(deal, tables=1, deck=2, win=2, spend=0, tolerance=1e-9)


# By hand. Hiding anywhere alike, every plan of the team wins the spy 2/3 of a round (an arrest
# among k equally likely misses (k-1)/k; an elimination hits the hideout 1 time in k), so the team
# chooses only how many rounds are played, and the spy's best is hiding anywhere too (its value
# is concave and the table symmetric). Rounds end when a side has 2, or after the game's last card.
#
# With no price per round (rate 0) the spy's value is 2/3 x the rounds, and the team makes the game
# short by spending its cards: at 0-0 it asks, eliminates (the hideout 1 time in 3: the spy leads
# 1-0 with a card left, where asking the last card ends the game after one more round, 2/3),
# then asks its last card and the final arrest ends the game (the spy wins 1/2):
# 1/3 * (1 + 2/3) + 2/3 * 1/2 = 8/9. Arresting at once instead would be 38/27; asking then
# arresting 4/3.
def test_the_team_spends_its_cards_to_end_the_game(solver):
    game = blank_game(solver)
    for spy in ("uniform", "best"):
        values = game.solve(0.0, spy)
        assert values[solver.State(2, 0, 0)] == pytest.approx(8 / 9, abs=1e-6)
        # One round to play whatever happens (each side has one), or one card left: 2/3.
        assert values[solver.State(1, 1, 0)] == pytest.approx(2 / 3, abs=1e-6)
        assert values[solver.State(2, 1, 1)] == pytest.approx(2 / 3, abs=1e-6)
        # The detectives lead 1-0 with both cards: ask, eliminate (1/3: the spy wins and the
        # last round at 1-1 follows, 2/3), else the last card and the final arrest (1/2): 8/9.
        assert values[solver.State(2, 1, 0)] == pytest.approx(8 / 9, abs=1e-6)


def test_a_high_price_per_round_makes_the_team_play_long(solver):
    # At a price of 1 per round, the value is (2/3 - 1) x the rounds: the team keeps its cards and
    # arrests at once every round, so the game lasts to a side's second round: 2 rounds when the
    # same side wins both (5/9), else 3: 22/9 rounds, value -22/27.
    game = blank_game(solver)
    assert game.solve(1.0, "uniform")[solver.State(2, 0, 0)] == pytest.approx(-22 / 27, abs=1e-6)
    assert game.solve(1.0, "best")[solver.State(2, 0, 0)] == pytest.approx(-22 / 27, abs=1e-6)


def test_the_round_win_rate_is_the_root(solver):
    # Every round is won 2/3 of the time whatever the stopping: the rate is 2/3 (Wald), for both.
    game = blank_game(solver)
    for spy in ("uniform", "best"):
        rate, tried = game.rate(spy, guess=0.5, step=0.25, precision=1e-5)
        assert rate == pytest.approx(2 / 3, abs=1e-4)
        # F changed sign between the rates it tried
        assert min(f for _, f in tried) < 0 < max(f for _, f in tried)


def test_the_fixed_team_keeps_its_cards_and_plays_long(solver):
    # The fixed team prices a card at 0.03 whatever the game: every plan wins it 1/3 of the round
    # against hiding anywhere, so it arrests at once and keeps its cards, and the game runs to a
    # side's second round (22/9 rounds): the spy's 2/3 a round is worth 44/27 at rate 0, where the
    # trading team held it to 8/9. Hiding among fewer (the searched spy) only loses more rounds.
    game = blank_game(solver)
    fixed = solver.GameBound(game.deal, tables=1, deck=2, win=2, spend=0, team="fixed")
    for spy in ("fixed uniform", "searched", "fixed round"):
        assert fixed.solve(0.0, spy)[solver.State(2, 0, 0)] == pytest.approx(44 / 27, abs=1e-6)
    with pytest.raises(ValueError):
        fixed.solve(0.0, "best")


def test_the_rounds_own_spy_hides_anywhere_when_the_round_gives_it_nothing(solver):
    # One question tells A, B and C apart: the team pins every hideout, every mixture is worth 0
    # for the round, and the round's own spy must not fall on a pure hideout (a team arresting
    # it at once would spend no card at all).
    bound = sys.modules["spy_bound"]

    def deal(left: int, t: int):
        return bound.RoundGame(3, {"z": [(0b001, 0b010, 0b100)]},
                               bound.Cards((("z",) * left,), (), 0))

    game = solver.GameBound(deal, tables=1, deck=2, win=2, spend=0)
    assert game._round_mixture(2, 0) == pytest.approx([1 / 3] * 3)
