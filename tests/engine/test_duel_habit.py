"""A Detective who reads Mister X's swaps (engine/duel/habit.py), and the rollout Mister X's
models of her."""

import math
import random

import pytest

from hideout.engine.duel.belief import Belief
from hideout.engine.duel.detectives import InformedDetective
from hideout.engine.duel.game import MISTER_X, DuelGame
from hideout.engine.duel.habit import Habit, HabitBelief, swap_likelihood, swap_likelihoods, visible_swaps
from hideout.engine.duel.mister_x import SELF_HABIT, MisterX, seat_game, setup_prior


def test_the_one_pass_likelihoods_are_the_definitions():
    rng = random.Random(1)
    checked = 0
    for _ in range(100):
        turned = [rng.random() < 0.3 for _ in range(25)]
        pairs = visible_swaps(turned, rng.choice([1, 2, 3]))
        if not pairs:
            continue
        threat = frozenset(rng.sample(range(25), rng.randint(0, 8)))
        habit = Habit(tuple(rng.uniform(-4, 4) for _ in range(4)))
        seen = rng.choice(pairs)
        fast = swap_likelihoods(habit, pairs, seen, threat)
        for x in range(25):
            assert math.isclose(fast[x], swap_likelihood(habit, pairs, seen, x, threat), rel_tol=1e-9)
        checked += 1
    assert checked > 50


def test_his_models_of_her_follow_the_public_log_once():
    """The model who reads no swaps is exactly the informed Detective's belief (an earlier
    version fed her the log twice: every public swap undone); the reader reads it by his habit."""
    game = DuelGame(3)
    mister_x, sleuth, rng = MisterX("greedy"), InformedDetective("rollout"), random.Random(2)
    while not game.is_over() and len(game.history) < 14:
        game.apply(mister_x.choose(game.view_for("mister_x")) if game.current_player == MISTER_X
                   else sleuth.choose(game, rng))
    assert any(e.type == "mister_x_swapped" for e in game.log)
    models = MisterX("rollout").models_of_her(seat_game(game.view_for("mister_x"), random.Random(0)))
    by_kind = {(m.hunting, isinstance(m.belief, HabitBelief) and any(m.belief.habit.weights)): m
               for m in models}
    plain = by_kind[(False, False)].belief.p
    assert plain == pytest.approx(Belief.for_game(game, setup_prior("rollout")).p)
    reader = HabitBelief(setup_prior("rollout"), SELF_HABIT)
    for event in game.log:
        reader.update(event.for_detective())
    for i, face_up in enumerate(game.turned):
        if face_up and not reader.turned[i]:
            reader.turn(i)
    assert by_kind[(True, True)].belief.p == pytest.approx(reader.p)
    assert by_kind[(True, True)].belief.p != pytest.approx(plain)
