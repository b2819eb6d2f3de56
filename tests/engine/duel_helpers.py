"""Shared builders for the duel tests: a known London and quick ways to play it."""

from __future__ import annotations

from hideout.engine.duel.commands import Setup
from hideout.engine.duel.game import DuelGame

# Row 1 is the Detective's starting row; read bottom-up from her seat.
STANDARD = {
    "A1": "taxi-1", "B1": "bus-1", "C1": "underground-1", "D1": "black-1", "E1": "camera-1",
    "A2": "taxi-2", "B2": "sabotage-1", "C2": "taxi-3", "D2": "bus-2", "E2": "taxi-4",
    "A3": "yard-1", "B3": "taxi-5", "C3": "yard-2", "D3": "sabotage-2", "E3": "yard-3",
    "A4": "bus-3", "B4": "camera-2", "C4": "black-2", "D4": "taxi-6", "E4": "bus-4",
    "A5": "sabotage-3", "B5": "bus-5", "C5": "mister-x", "D5": "underground-2", "E5": "underground-3",
}
CELLS = [f"{c}{r}" for r in range(1, 6) for c in "ABCDE"]


def layout(**changes: str) -> Setup:
    """The standard London with some cells' tiles exchanged: ``layout(B2="taxi-2")`` swaps B2 with wherever taxi-2 was."""
    where = dict(STANDARD)
    for cell, tile in changes.items():
        old_cell = next(c for c, t in where.items() if t == tile)
        where[old_cell], where[cell] = where[cell], tile
    return Setup(tuple(where[c] for c in CELLS))


def game(seed: int = 0, **changes: str) -> DuelGame:
    g = DuelGame(seed)
    g.apply(layout(**changes))
    return g
