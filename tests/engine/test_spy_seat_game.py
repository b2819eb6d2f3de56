"""bench/spy_seat_game.py's new pieces on games small enough to solve by hand: the game as a chain
of sampled rounds (rates, a spy choosing its mixture for the game), the paired bootstrap, the
seat's choice against the fixed team, and the trading team's Dinkelbach iteration."""

from __future__ import annotations

import random
import sys

import pytest


@pytest.fixture(scope="module")
def seat(load_bench):
    return load_bench("spy_bound", "spy_game_bound", "spy_seat_game")


# A two-card game, first to two rounds. With 2 cards left the team always wins the round and
# spends one; with 1 card left the spy can hide so that it wins half the time and the team keeps
# the card (A), or wins 0.6 of the time but the card is spent and the game ends (B).
A = {(True, 1): 0.5, (False, 0): 0.5}
B = {(True, 0): 0.6, (False, 0): 0.4}
TWO_CARDS = {(False, 1): 1.0}


def chain_of(seat, rows_at_one):
    plays = {2: seat.Plays.of([TWO_CARDS]), 1: seat.Plays.of(rows_at_one)}
    return seat.Chain(lambda state, t: plays[state.left], {1: [0], 2: [0]}, deck=2, win=2)


def test_a_fixed_spy_s_rate_is_its_wins_over_its_rounds(seat):
    # Always A: round 1 lost (1-0 for the detectives), round 2 won half the time (then
    # 1-1 with the card kept, and round 3 is won half the time), else the detectives have two:
    # E[W] = 1/2 + 1/4 = 3/4 over E[R] = 2.5 rounds = 0.3. Not the rounds' own 1/2: the first
    # round gives the spy nothing.
    w, r = chain_of(seat, [A]).totals()
    assert (w, r) == (pytest.approx(0.75), pytest.approx(2.5))
    # Always B: round 2 is the last (the card spent): 0.6 over 2 rounds.
    assert chain_of(seat, [B]).rate() == pytest.approx(0.3)


def test_a_spy_choosing_for_the_game_looks_past_the_round(seat):
    # At 1-0 for the detectives A keeps the game going (a third round at 1-1, where B is best:
    # it ends the game either way and wins more): W = 1/2 + 1/2 * 0.6 = 0.8 over 2.5 rounds =
    # 0.32, above both fixed spies (0.3) and the round-greedy one (B everywhere, 0.3).
    assert chain_of(seat, [A, B]).rate() == pytest.approx(0.32)
    # The choice is made for W - rate * R: at a price of 0.9 a round, A's third round costs more
    # than it wins (0.8 - 1.5 * 0.9 against B's 0.6 - 0.9), so B ends the game after two rounds.
    assert chain_of(seat, [A, B]).totals(0.9) == (pytest.approx(0.6), pytest.approx(2.0))
    assert chain_of(seat, [A, B]).totals(0.0) == (pytest.approx(0.8), pytest.approx(2.5))


def test_the_paired_bootstrap_of_a_spy_against_itself_is_exactly_one(seat):
    # Three sampled rounds with 1 card left that differ a lot: a spy's ratio to itself is 1 in
    # every draw (paired), while its ratio to another spy varies with the draw.
    rows = [seat.Plays.of([A]), seat.Plays.of([B]), seat.Plays.of([{(True, 1): 0.1,
                                                                   (False, 0): 0.9}])]
    other = [seat.Plays.of([A]), seat.Plays.of([A]), seat.Plays.of([A])]
    two = seat.Plays.of([TWO_CARDS])

    def spy(table):
        def rate(picks):
            chain = seat.Chain(lambda s, t: two if s.left == 2 else table[t], picks, deck=2, win=2)
            w, r = chain.totals()
            return w / r
        return rate

    found = seat.paired_bootstrap({"one": spy(rows), "same": spy(rows), "other": spy(other)},
                                  {1: 3, 2: 1}, "one", 200, random.Random(1))
    assert found["same"][:3] == (pytest.approx(1.0), pytest.approx(1.0), pytest.approx(1.0))
    assert found["other"][1] < found["other"][2]   # a real spread
    assert found["one"][3] == 0.0   # the base always won something


def three_destinations(seat, readings):
    """One detective holding the one card ``z`` (the game's last), three destinations."""
    bound = sys.modules["spy_bound"]
    return bound.RoundGame(3, {"z": [readings]}, bound.Cards((("z",),), (), 0))


def test_the_seat_hides_where_its_sampled_teams_see_alike(seat):
    # The card tells C from A and B. Hiding between A and B, the fixed team arrests at once (asking
    # would cost a card and still leave a coin toss): the spy wins 1/2. Hiding anywhere, the team
    # asks (1/3 for the spy); hiding with C, it asks and pins it (0).
    ab_alike = three_destinations(seat, (0b011, 0b011, 0b100))
    mixtures = seat.searched_mixtures(3, left=1, search_below=2)
    assert len(mixtures) == 4   # anywhere, and the three pairs
    chosen = seat.seat_choice_fixed([ab_alike, ab_alike], mixtures, card_price=0.03)
    assert mixtures[chosen] == pytest.approx([0.5, 0.5, 0.0])
    # A sampled team that reads B and C alike instead: each pair wins 1/4 on average, hiding
    # anywhere 1/3: the seat hides anywhere.
    bc_alike = three_destinations(seat, (0b001, 0b110, 0b110))
    assert seat.seat_choice_fixed([ab_alike, bc_alike], mixtures, card_price=0.03) == 0


def test_the_trading_team_matches_the_game_solver(seat):
    # The trading team's Dinkelbach iteration against a fixed mixture gives the rate
    # bench/spy_game_bound.py's secant root finds for the same team and spy (the hand-checked
    # solver), on a game where the team's plan matters: the card tells A apart from B and C.
    game_bound = sys.modules["spy_game_bound"]
    bound = sys.modules["spy_bound"]

    def deal(left, t):
        return bound.RoundGame(3, {"z": [(0b001, 0b110, 0b110)]},
                               bound.Cards((("z",) * left,), (), 0))

    reference = game_bound.GameBound(deal, tables=1, deck=2, win=2, spend=0, tolerance=1e-9)
    expected, _ = reference.rate("uniform", guess=0.3, step=0.1, precision=1e-7)
    team = seat.TradingTeam(deal, {1: 1, 2: 1}, lambda left, t: [1 / 3] * 3, spend=0,
                            deck=2, win=2)
    rate, plays = team.solve(start=0.9)
    assert rate == pytest.approx(expected, abs=1e-5)
    # Hiding anywhere, the team pins A but B and C are a coin toss: the spy wins 1/3 of a round
    # at most, and something.
    assert 0 < rate <= 1 / 3 + 1e-9
    # Its plays, played as a chain, give that same rate.
    chain = seat.Chain(lambda s, t: plays[(s, t)], {1: [0], 2: [0]}, deck=2, win=2)
    w, r = chain.totals()
    assert w / r == pytest.approx(rate, abs=1e-9)
