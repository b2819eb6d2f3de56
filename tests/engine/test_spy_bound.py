"""The independent hider-seeker solver of bench/spy_bound.py on tables small enough to solve by
hand (the bench's figures rest on it)."""

from __future__ import annotations

import pytest


@pytest.fixture(scope="module")
def bound(load_bench):
    return load_bench("spy_bound")


def one_card(bound, reading, hands=(("q",),), deck=()):
    """A round on three destinations A, B, C (bits 0, 1, 2) with one detective."""
    return bound.RoundGame(3, {"q": [reading], "r": [reading]},
                           bound.Cards(hands, deck, 0))


# One question that tells A from B and C (B and C look alike to the team), and it is the game's
# last card: after it only the final arrest. By hand: hiding in A always loses; among B and C the
# team arrests the likelier, so the spy wins min(pB, pC). Uniform: 2/3 * 1/2 = 1/3. The max-min
# hides only in B or C, half and half: 1/2 (arresting before asking also wins 1/2).
A_APART = (0b001, 0b110, 0b110)


def test_uniform_hiding_against_the_best_reply_by_hand(bound):
    game = one_card(bound, A_APART)
    reply = bound.BestReply(game, [1 / 3] * 3)
    assert reply.value == pytest.approx(1 / 3)
    # Against this plan: A is arrested; the arrest among B, C names one of them.
    assert reply.column[0] == 0.0 and sorted(reply.column[1:]) == [0.0, 1.0]


def test_the_max_min_hides_among_the_look_alikes(bound):
    solved = bound.max_min([one_card(bound, A_APART)])
    assert solved.p == pytest.approx([0.0, 0.5, 0.5], abs=1e-6)
    assert solved.upper == pytest.approx(0.5, abs=1e-6)
    assert solved.lower == pytest.approx(0.5, abs=1e-6)


def test_a_forced_elimination_can_hit_the_hideout(bound):
    # Two cards that tell nothing apart: after the first answer the team must eliminate (or
    # arrest) with all three standing. Eliminating one loses 1/3 at once, then the last card
    # leaves a final arrest between two (1/2): 1/3 + 2/3 * 1/2 = 2/3, the same as arresting
    # at once. Uniform is the max-min here.
    same = (0b111, 0b111, 0b111)
    game = one_card(bound, same, hands=(("q", "r"),))
    assert bound.round_value(game, [1 / 3] * 3) == pytest.approx(2 / 3)
    assert bound.max_min([game]).upper == pytest.approx(2 / 3, abs=1e-6)


def test_a_safe_elimination_is_taken_and_the_draw_is_averaged(bound):
    # First question tells A apart; then a draw from a deck of {"r" (tells B from C), "z"
    # (tells nothing)}. Hiding in B against a team that must then find B or C: with "r" drawn
    # the team asks it on its next turn and is sure; with "z" it eliminates A safely, asks "z"
    # (the last card) and makes the final arrest between B and C.
    readings = {"q": [A_APART], "r": [(0b001, 0b010, 0b100)], "z": [(0b111, 0b111, 0b111)]}
    game = bound.RoundGame(3, readings, bound.Cards((("q",),), ("r", "z"), 0))
    reply = bound.BestReply(game, [0.0, 0.5, 0.5])
    # With "r" the spy loses; with "z" it wins half: 1/2 * 0 + 1/2 * 1/2.
    assert reply.value == pytest.approx(0.25)


def test_the_exact_team_reads_which_candidates_an_answer_leaves(bound):
    # A's and C's answers leave {A, C} standing, B's leaves all three (the team does not know
    # B's fact). The candidates team hearing B's answer weighs A, B, C alike; the exact team
    # knows that only B's answer leaves all three, so it arrests B. Uniform hiding, last card:
    # exact loses A or C (one of the two) and B: 1/3; candidates also misses B: 2/3.
    reading = (0b101, 0b111, 0b101)
    exact = one_card(bound, reading)
    candidates = bound.RoundGame(3, {"q": [reading], "r": [reading]},
                                 bound.Cards((("q",),), (), 0), team="candidates")
    assert bound.round_value(exact, [1 / 3] * 3) == pytest.approx(1 / 3)
    assert bound.round_value(candidates, [1 / 3] * 3) == pytest.approx(2 / 3)


def test_draws_nobody_can_play_this_round_change_nothing(bound):
    # Two detectives, five destinations, a deck of four: the solver skips the draws that cannot
    # be played before the round ends; branching on every draw must give the same plan values.
    import random

    rng = random.Random(5)
    cards = ["a", "b", "c", "d", "e", "f", "g", "h"]
    readings = {}
    for card in cards:
        labels = [rng.randrange(3) for _ in range(5)]
        readings[card] = [tuple(sum(1 << g for g in range(5) if labels[g] == labels[h]
                                    or rng.random() < 0.3) | 1 << h for h in range(5))]
    game = bound.RoundGame(5, readings, bound.Cards((("a", "b"), ("c", "d")),
                                                    ("e", "f", "g", "h"), 0))
    for p in ([0.2] * 5, [0.4, 0.3, 0.2, 0.1, 0.0], [0.0, 0.5, 0.0, 0.5, 0.0]):
        fast = bound.BestReply(game, p)
        slow = bound.BestReply(game, p, burn=False)
        assert fast.value == pytest.approx(slow.value, abs=1e-12)
        assert fast.column == pytest.approx(slow.column, abs=1e-12)
