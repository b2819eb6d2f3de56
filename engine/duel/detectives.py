"""Simulated Detectives for testing and benchmarking Mister X.

Both see only the Detective's view (events passed through ``for_detective``).
"""

from __future__ import annotations

import random

from hideout.engine.commands import Command
from hideout.engine.duel import board
from hideout.engine.duel.belief import Belief, move_score
from hideout.engine.duel.commands import Action, Move
from hideout.engine.duel.game import DETECTIVE_ACTION, DuelGame



class RandomDetective:
    """Any legal Detective command, uniformly."""

    name = "random"

    def choose(self, game: DuelGame, rng: random.Random) -> Command:
        return rng.choice(game.legal_commands())


class GreedyDetective:
    """Moves where Mister X most probably is, given everything the Detective has seen.

    A move scores the belief on it plus the belief within two spaces of it
    (where a typical ticket takes her next), so she closes in on likely areas. On a Scotland Yard district it plays
    reinforcements when a reachable district is a strong suspect, otherwise grid
    search, then the camera.
    """

    name = "greedy"
    strong_suspect = 0.3
    prior: tuple[float, ...] | None = None

    def choose(self, game: DuelGame, rng: random.Random) -> Command:
        belief = Belief.for_game(game, self.prior)
        moves = game.detective_moves()
        if game.phase == DETECTIVE_ACTION:
            card = action_card(belief, moves, game.cards_left, self.strong_suspect)
            if card is not None:
                return card
        return Move(board.name(best_move(belief, moves, rng)))


class InformedDetective(GreedyDetective):
    """The greedy Detective who also knows how Mister X sets up his London (``level``'s published
    set-up rules, see :func:`~hideout.engine.duel.mister_x.setup_prior`) and so starts from
    where those put him, then tracks every public swap like the others."""

    name = "informed"

    def __init__(self, level: str = "search") -> None:
        from hideout.engine.duel.mister_x import setup_prior

        self.prior = setup_prior(level)




def action_card(belief: Belief, moves: list[int], cards_left: list[str],
                strong_suspect: float) -> Action | None:
    """The action card to play on a fresh Scotland Yard district: reinforcements first when a
    reachable district is a strong suspect (move again at once), else grid search, surveillance,
    reinforcements; None when none is left."""
    best = max((belief.p[m] for m in moves), default=0.0)
    order = (["reinforcements"] if best >= strong_suspect else []) + [
        "grid_search", "surveillance", "reinforcements"]
    return next((Action(card) for card in order if card in cards_left), None)


def best_move(belief: Belief, moves: list[int], rng: random.Random) -> int:
    # Equal prospects: take the chance of catching him now.
    return max(moves, key=lambda m: (round(move_score(belief, m), 9), belief.p[m], rng.random()))


DETECTIVES: dict[str, type[RandomDetective] | type[GreedyDetective]] = {
    "random": RandomDetective, "greedy": GreedyDetective, "informed": InformedDetective}
