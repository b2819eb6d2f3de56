"""Simulated Detectives for testing and benchmarking Mister X.

Both see only the Detective's view (events passed through ``for_detective``).
"""

from __future__ import annotations

import random

from engine.commands import Command
from engine.duel import board
from engine.duel.belief import Belief
from engine.duel.commands import Action, Move
from engine.duel.game import DETECTIVE_ACTION, DuelGame


class RandomDetective:
    """Any legal Detective command, uniformly."""

    name = "random"

    def choose(self, game: DuelGame, rng: random.Random) -> Command:
        return rng.choice(game.legal_commands())


class GreedyDetective:
    """Moves where Mister X most probably is, given everything the Detective has seen.

    Ties go to the move whose surroundings hold the most belief (so the next
    move has somewhere good to go). On a Scotland Yard district it plays
    reinforcements when a reachable district is a strong suspect, otherwise grid
    search, then the camera.
    """

    name = "greedy"
    strong_suspect = 0.3

    def choose(self, game: DuelGame, rng: random.Random) -> Command:
        belief = Belief.for_game(game)
        moves = game.detective_moves()
        if game.phase == DETECTIVE_ACTION:
            best = max((belief.p[m] for m in moves), default=0.0)
            order = (["reinforcements"] if best >= self.strong_suspect else []) + [
                "grid_search", "surveillance", "reinforcements"]
            for card in order:
                if card in game.cards_left:
                    return Action(card)
        return Move(board.name(best_move(belief, moves, rng)))


def best_move(belief: Belief, moves: list[int], rng: random.Random) -> int:
    def score(m: int) -> tuple[float, float, float]:
        around = sum(belief.p[n] for n in board.ring_of(m))
        return (round(belief.p[m], 9), round(around, 9), rng.random())
    return max(moves, key=score)


DETECTIVES = {"random": RandomDetective, "greedy": GreedyDetective}
