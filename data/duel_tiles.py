"""Scotland Yard Duel district tiles, loaded from ``duel_tiles.json``.

The rulebook describes the kinds of district but does not list them; the
shipped set is our reading (see the file's ``note``). A game takes any
:class:`TileSet`, so another set can be loaded with :func:`tile_set_from_json`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

TRANSPORTS = ("taxi", "bus", "underground", "black")
#: How far each transport reaches; ``None`` = anywhere (black ticket).
TRANSPORT_RANGE: dict[str, int | None] = {"taxi": 1, "bus": 2, "underground": 3, "black": None}
MISTER_X_ACTIONS = ("swap", "black_swap", "sabotage", "camera", "mister_x")
SABOTAGE_COUNT = 3
SCOTLAND_YARD_CELLS = ("A3", "C3", "E3")


@dataclass(frozen=True)
class Tile:
    """One city district: ``transport`` at the bottom, ``action`` at the centre."""

    id: str
    transport: str   # taxi | bus | underground | black
    action: str      # swap | black_swap | sabotage | camera | mister_x | scotland_yard

    @property
    def range(self) -> int | None:
        return TRANSPORT_RANGE[self.transport]

    @property
    def is_scotland_yard(self) -> bool:
        return self.action == "scotland_yard"


@dataclass(frozen=True)
class TileSet:
    """22 Mister X districts and 3 Scotland Yard districts (in A3, C3, E3 order)."""

    id: str
    mister_x: tuple[Tile, ...]
    scotland_yard: tuple[Tile, ...]

    def by_id(self) -> dict[str, Tile]:
        return {t.id: t for t in self.mister_x + self.scotland_yard}

    def own_district(self) -> str:
        """The id of Mister X's own district (the one the Detective must find)."""
        return next(t.id for t in self.mister_x if t.action == "mister_x")

    def to_json(self) -> dict[str, Any]:
        return {
            "format": "hideout-duel-tiles", "version": 1, "id": self.id,
            "mister_x_districts": [vars_(t) for t in self.mister_x],
            "scotland_yard_districts": [
                dict(vars_(t), cell=cell) for t, cell in zip(self.scotland_yard, SCOTLAND_YARD_CELLS)
            ],
        }


def vars_(tile: Tile) -> dict[str, str]:
    return {"id": tile.id, "transport": tile.transport, "action": tile.action}


def tile_set_from_json(doc: dict[str, Any]) -> TileSet:
    """Build and check a tile set.

    :raises ValueError: the set breaks a rulebook fact (22 + 3 districts, exactly
        three sabotaged districts, one Mister X district, swap ranges matching
        their transport, unknown transport or action, duplicate ids).
    """
    mx = tuple(Tile(d["id"], d["transport"], d["action"]) for d in doc["mister_x_districts"])
    sy_docs = sorted(doc["scotland_yard_districts"], key=lambda d: SCOTLAND_YARD_CELLS.index(d["cell"]))
    sy = tuple(Tile(d["id"], d["transport"], "scotland_yard") for d in sy_docs)
    problems = []
    if len(mx) != 22:
        problems.append(f"expected 22 mister x districts, got {len(mx)}")
    if [d["cell"] for d in sy_docs] != list(SCOTLAND_YARD_CELLS):
        problems.append("scotland yard districts must sit at A3, C3 and E3")
    ids = [t.id for t in mx + sy]
    if len(set(ids)) != len(ids):
        problems.append("duplicate tile ids")
    for t in mx + sy:
        if t.transport not in TRANSPORTS:
            problems.append(f"tile {t.id!r}: unknown transport {t.transport!r}")
    for t in mx:
        if t.action not in MISTER_X_ACTIONS:
            problems.append(f"tile {t.id!r}: unknown action {t.action!r}")
        # A swap uses the range of its own transport; a black ticket swaps anything.
        if t.action == "swap" and t.transport == "black":
            problems.append(f"tile {t.id!r}: a swap district needs a ranged transport")
        if t.action == "black_swap" and t.transport != "black":
            problems.append(f"tile {t.id!r}: a black-ticket swap district travels by black ticket")
    if sum(t.action == "sabotage" for t in mx) != SABOTAGE_COUNT:
        problems.append("expected exactly 3 sabotaged districts")
    if sum(t.action == "mister_x" for t in mx) != 1:
        problems.append("expected exactly one district showing mister x")
    if any(t.transport == "black" for t in sy):
        # The Detective may never arrive by black ticket; leaving by one is our
        # own extension we do not need.
        problems.append("scotland yard districts need a ranged transport")
    if problems:
        raise ValueError("bad duel tile set: " + "; ".join(problems))
    return TileSet(id=str(doc.get("id", "custom")), mister_x=mx, scotland_yard=sy)


@lru_cache(maxsize=1)
def load_tiles() -> TileSet:
    """The shipped tile set (``data/duel_tiles.json``)."""
    text = resources.files("hideout.data").joinpath("duel_tiles.json").read_text(encoding="utf-8")
    return tile_set_from_json(json.loads(text))
