"""What Mister X's seat knows: the one thing the computer Mister X is given to decide from.

At the table he sees the fronts of his 22 districts wherever they stand, every face-up district,
the Detective's moves and cards, and what he did himself (his black-ticket swaps included). He
does not see the fronts of the Scotland Yard districts she has not visited yet: she set them up
while he looked away, so he knows only that three Scotland Yard districts stand on A3, C3 and E3.

:class:`MisterXView` holds exactly that and nothing else (no reference to the game), so a player
given only the view cannot read hidden state; :meth:`DuelGame.view_for` builds it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from hideout.data.duel_tiles import TileSet
from hideout.engine.duel import board
from hideout.engine.duel.events import Event


@dataclass(frozen=True)
class MisterXView:
    """Mister X's seat. ``layout`` holds a tile id per cell (A1..E5; empty before set-up), None for a Scotland Yard
    district whose front still faces the Detective; ``log`` is what he saw happen (her yard
    order left out); ``decision_key`` seeds his own randomness (the game's seed and move number)."""

    tiles: TileSet
    phase: str
    pending: str | None
    reach: int | None
    layout: tuple[str | None, ...]
    turned: tuple[bool, ...]
    detective: int | None
    cards_left: tuple[str, ...]
    sabotage_turned: int
    clues: tuple[tuple[str, str], ...]
    log: tuple[Event, ...]
    outcome: dict[str, str] | None
    decision_key: str

    @property
    def current_player(self) -> str | None:
        from hideout.engine.duel.game import player_in   # game.py imports this module

        return player_in(self.phase)

    def mister_x_cell(self) -> int | None:
        """Where his own district stands (None before he builds his London)."""
        own = self.tiles.own_district()
        return self.layout.index(own) if own in self.layout else None

    def to_json(self) -> dict[str, Any]:
        """The view as plain JSON data (what a screen for his seat would show)."""
        by_id = self.tiles.by_id()
        cells: dict[str, dict[str, Any] | None] = {name: None for name in board.CELLS}
        for i, tile_id in enumerate(self.layout):   # empty before he builds his London
            if tile_id is None:
                cells[board.name(i)] = {"tile": None, "transport": None, "action": "scotland_yard",
                                        "turned": False}
            else:
                tile = by_id[tile_id]
                cells[board.name(i)] = {"tile": tile_id, "transport": tile.transport,
                                        "action": tile.action, "turned": self.turned[i]}
        x = self.mister_x_cell()
        return {
            "side": "mister_x", "phase": self.phase, "current_player": self.current_player,
            "detective": None if self.detective is None else board.name(self.detective),
            "cards_left": list(self.cards_left), "sabotage_turned": self.sabotage_turned,
            "clues": [list(c) for c in self.clues], "outcome": self.outcome, "cells": cells,
            "log": [e.to_json() for e in self.log],
            "mister_x": None if x is None else board.name(x),
            "pending": self.pending, "reach": self.reach,
        }
