"""Scotland Yard Duel commands.

The Detective says :class:`Move` and :class:`Action` (or :class:`Pass` to
decline an action card). Mister X's choices are commands too (:class:`Setup`,
:class:`Swap`, :class:`Clue`, :class:`Reveal`), so a whole game replays from
its seed and command list whoever chose them (OpenSpiel style).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from engine.commands import Command, register

GAME = "duel"
ACTION_CARDS = ("grid_search", "reinforcements", "surveillance")


@dataclass(frozen=True)
class Move(Command):
    """The Detective travels to cell ``to`` ("B4") and turns that district over."""

    type: ClassVar[str] = "move"
    to: str


@dataclass(frozen=True)
class Action(Command):
    """On a fresh Scotland Yard district: play ``grid_search``, ``reinforcements`` or ``surveillance``."""

    type: ClassVar[str] = "action"
    card: str


@dataclass(frozen=True)
class Pass(Command):
    """Decline the action card offered by a Scotland Yard district (the card stays available)."""

    type: ClassVar[str] = "pass"


@dataclass(frozen=True)
class Setup(Command):
    """Mister X builds his London: 25 tile ids by cell index (A1..E5); the Scotland Yard cells hold their own ids."""

    type: ClassVar[str] = "setup"
    layout: tuple[str, ...]

    def __post_init__(self) -> None:
        # JSON gives a list; keep the command hashable.
        object.__setattr__(self, "layout", tuple(self.layout))

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "layout": list(self.layout)}


@dataclass(frozen=True)
class Swap(Command):
    """Mister X swaps the districts at cells ``a`` and ``b`` (normal or black-ticket swap)."""

    type: ClassVar[str] = "swap"
    a: str
    b: str


@dataclass(frozen=True)
class Clue(Command):
    """Mister X answers a surveillance camera with his ``row`` or his ``column``."""

    type: ClassVar[str] = "clue"
    axis: str


@dataclass(frozen=True)
class Reveal(Command):
    """Mister X answers a grid search by turning the district at ``cell`` next to his own."""

    type: ClassVar[str] = "reveal"
    cell: str


DETECTIVE_COMMANDS: tuple[type[Command], ...] = (Move, Action, Pass)
MISTER_X_COMMANDS: tuple[type[Command], ...] = (Setup, Swap, Clue, Reveal)
for _cls in DETECTIVE_COMMANDS + MISTER_X_COMMANDS:
    register(GAME, _cls)
