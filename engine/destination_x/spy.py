"""The computer spy: picks its hideout among the destinations on the table.

Strategies:

- ``random``: any destination on the table, uniformly (for children).
- ``cunning``: estimates, for each destination, the chance that a strong detective team
  (:mod:`engine.destination_x.detectives`) catches it this round, given the cards the
  detectives hold (hands are public) and the cards they may still draw (the deck's order is
  unknown to the spy, so each simulation shuffles its own copy). ``budget`` simulated rounds per
  destination. It then plays a mixed strategy: it samples among the destinations whose catch
  chance is within ``margin`` of the best one, weighted by their escape chance, so players
  cannot learn a fixed reply to a table.

Every choice uses the ``random.Random`` it is given (the game's, so a game replays exactly).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from hideout.data.cards import InformantCard
from hideout.data.handbook import Handbook
from hideout.engine.destination_x.detectives import Knowledge, TableModel, simulate_round


@dataclass(frozen=True)
class RoundSituation:
    """What the spy knows when it hides: public information only.

    ``hands``: one tuple per detective, clockwise from the spy's left (empty in Open Cards);
    ``open_cards``: the face-up cards (None when playing with hands); ``pile``: the cards left
    in the informant deck, in no meaningful order; ``first``: index of the detective who starts.
    """

    table: tuple[str, ...]
    hands: tuple[tuple[str, ...], ...]
    open_cards: tuple[str, ...] | None
    pile: tuple[str, ...]
    first: int
    gaining_knowledge: bool = False


class Spy:
    """The computer spy. ``choose_hideout`` is its only decision."""

    def __init__(self, strategy: str, handbook: Handbook, cards: dict[str, InformantCard],
                 budget: int = 24, knowledge: Knowledge | None = None,
                 margin: float = 0.1) -> None:
        if strategy not in ("random", "cunning"):
            raise ValueError(f"unknown spy strategy {strategy!r}")
        self.strategy = strategy
        self.handbook = handbook
        self.cards = cards
        self.budget = budget
        self.knowledge = knowledge or Knowledge()
        self.margin = margin

    def choose_hideout(self, situation: RoundSituation, rng: random.Random) -> str:
        if self.strategy == "random":
            return situation.table[rng.randrange(len(situation.table))]
        chances = self.catch_chances(situation, rng)
        best = min(chances.values())
        eligible = [d for d in situation.table if chances[d] <= best + self.margin]
        weights = [1.0 - chances[d] + 1e-6 for d in eligible]
        return rng.choices(eligible, weights=weights)[0]

    def catch_chances(self, situation: RoundSituation, rng: random.Random) -> dict[str, float]:
        """For each destination on the table, the simulated team's chance to win the round."""
        model = TableModel(situation.table, self.handbook, self.cards, self.knowledge,
                           situation.gaining_knowledge)
        players = max(1, len(situation.hands))
        chances: dict[str, float] = {}
        for h, dest in enumerate(situation.table):
            caught = 0
            for _ in range(self.budget):
                pile = list(situation.pile)
                rng.shuffle(pile)
                hands = [list(hand) for hand in situation.hands] or [[]]
                open_cards = list(situation.open_cards) if situation.open_cards is not None else None
                caught += simulate_round(model, h, hands, open_cards, pile,
                                         situation.first % players, rng)
            chances[dest] = caught / self.budget
        return chances
