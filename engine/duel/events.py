"""What happened, as frozen dataclasses with a JSON form.

Every event may hide something from the Detective: :meth:`Event.for_detective`
returns what the Detective is allowed to see (the same event when it is public).
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any, ClassVar


@dataclass(frozen=True)
class Event:
    type: ClassVar[str] = ""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type}
        for f in fields(self):
            out[f.name] = getattr(self, f.name)
        return out

    def for_detective(self) -> Event:
        return self


@dataclass(frozen=True)
class LondonBuilt(Event):
    """Mister X has placed his 22 districts and the Scotland Yard districts are in place."""

    type: ClassVar[str] = "london_built"


@dataclass(frozen=True)
class YardsPlaced(Event):
    """The Detective set up her Scotland Yard districts: the transport on A3, C3 and E3. Mister X
    looked away: his view of the log shows only that she did."""

    type: ClassVar[str] = "yards_placed"
    a3: str
    c3: str
    e3: str


@dataclass(frozen=True)
class DetectiveMoved(Event):
    """``frm`` is None on the first move; ``transport`` is the ticket used (None on the first move)."""

    type: ClassVar[str] = "detective_moved"
    frm: str | None
    to: str
    transport: str | None


@dataclass(frozen=True)
class DistrictTurned(Event):
    """A district is face up for good. ``by`` is "detective" or "grid_search"."""

    type: ClassVar[str] = "district_turned"
    cell: str
    tile: str
    transport: str
    action: str
    by: str


@dataclass(frozen=True)
class SabotageUncovered(Event):
    type: ClassVar[str] = "sabotage_uncovered"
    cell: str
    count: int       # sabotaged districts face up so far (3 = Mister X wins)


@dataclass(frozen=True)
class MisterXSwapped(Event):
    """Mister X swapped two districts; a black-ticket swap is ``secret`` and its cells are hidden from the Detective."""

    type: ClassVar[str] = "mister_x_swapped"
    a: str | None
    b: str | None
    secret: bool = False

    def for_detective(self) -> Event:
        return replace(self, a=None, b=None) if self.secret else self


@dataclass(frozen=True)
class CameraClue(Event):
    """Mister X names his ``axis`` ("row"/"column") and its ``value`` ("3"/"B"); ``source`` is "district" or "card"."""

    type: ClassVar[str] = "camera_clue"
    axis: str
    value: str
    source: str


@dataclass(frozen=True)
class ActionCardOffered(Event):
    """The Detective stands on a fresh Scotland Yard district and may play one of ``cards``."""

    type: ClassVar[str] = "action_card_offered"
    cards: tuple[str, ...]


@dataclass(frozen=True)
class ActionCardPlayed(Event):
    type: ClassVar[str] = "action_card_played"
    card: str


@dataclass(frozen=True)
class ActionDeclined(Event):
    type: ClassVar[str] = "action_declined"


@dataclass(frozen=True)
class MisterXForfeits(Event):
    """Reinforcements: Mister X loses his turn."""

    type: ClassVar[str] = "mister_x_forfeits"


@dataclass(frozen=True)
class GridSearchEmpty(Event):
    """Grid search with every district around Mister X already face up: nothing to turn."""

    type: ClassVar[str] = "grid_search_empty"


@dataclass(frozen=True)
class DetectiveToMove(Event):
    """The Detective moves next, travelling by ``transport``; ``again`` when Mister X did nothing in
    between (sabotage, reinforcements, a declined card, an empty grid search)."""

    type: ClassVar[str] = "detective_to_move"
    transport: str | None
    again: bool


@dataclass(frozen=True)
class MisterXToAct(Event):
    """Mister X must now ``swap`` (within ``reach``), ``black_swap``, give a ``camera`` clue or answer a ``grid_search``."""

    type: ClassVar[str] = "mister_x_to_act"
    action: str
    reach: int | None = None


@dataclass(frozen=True)
class GameOver(Event):
    """``winner`` is "detective" or "mister_x"; ``reason`` one of found | mister_x_stuck | sabotage | detective_stuck.

    The game is over, so Mister X's district is public.
    """

    type: ClassVar[str] = "game_over"
    winner: str
    reason: str
    mister_x_cell: str


EVENT_TYPES: dict[str, type[Event]] = {cls.type: cls for cls in (
    LondonBuilt, YardsPlaced, DetectiveMoved, DistrictTurned, SabotageUncovered, MisterXSwapped, CameraClue,
    ActionCardOffered, ActionCardPlayed, ActionDeclined, MisterXForfeits, GridSearchEmpty,
    DetectiveToMove, MisterXToAct, GameOver,
)}


def event_from_json(obj: dict[str, Any]) -> Event:
    """Rebuild an event from :meth:`Event.to_json`.

    :raises ValueError: unknown type or fields.
    """
    cls = EVENT_TYPES.get(obj.get("type", ""))
    if cls is None:
        raise ValueError(f"unknown duel event {obj.get('type')!r}")
    values = {k: v for k, v in obj.items() if k != "type"}
    if cls is ActionCardOffered:
        values["cards"] = tuple(values.get("cards", ()))
    try:
        return cls(**values)
    except TypeError as err:
        raise ValueError(f"bad {cls.type!r} event {obj!r}: {err}") from None
