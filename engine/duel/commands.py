"""Scotland Yard Duel commands.

The Detective says :class:`Move` (or a relative :class:`Step`) and :class:`Action` (or :class:`Pass` to
decline an action card). Mister X's choices are commands too (:class:`Setup`,
:class:`Swap`, :class:`Clue`, :class:`Reveal`), so a whole game replays from
its seed and command list whoever chose them (OpenSpiel style).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from hideout.engine.commands import Command, register
from hideout.engine.duel.board import DIRECTIONS, parse_cell
from hideout.engine.duel.board import name as cell_name
from hideout.engine.duel.board import step as step_cell
from hideout.engine.errors import IllegalCommand, InvalidCommand

GAME = "duel"
ACTION_CARDS = ("grid_search", "reinforcements", "surveillance")


@dataclass(frozen=True)
class Move(Command):
    """The Detective travels to cell ``to`` ("B4") and turns that district over."""

    type: ClassVar[str] = "move"
    to: str


@dataclass(frozen=True)
class Step(Command):
    """A move said relative to the Detective's district: ``direction`` up | down | left | right,
    ``spaces`` 1-4 ("up two", "left").

    Seen from the Detective's seat: up is away from her (towards row 5), right towards column E.
    The game turns it into the :class:`Move` it means (see :func:`resolve_step`), so the grammar
    needs no knowledge of the position and the history stays absolute.
    """

    type: ClassVar[str] = "step"
    direction: str
    spaces: int = 1

    def __post_init__(self) -> None:
        # Template slot values arrive as text ("2").
        try:
            object.__setattr__(self, "spaces", int(self.spaces))
        except (TypeError, ValueError):
            raise InvalidCommand(f"a step needs a number of spaces, not {self.spaces!r}") from None


def resolve_step(step: Step, position: str | None) -> Move:
    """The absolute move ``step`` means from ``position`` ("B2" + up two -> B4).

    :raises InvalidCommand: unknown direction or a number of spaces outside 1-4.
    :raises IllegalCommand: no position yet (the first move names its district), or off the grid.
    """
    if step.direction not in DIRECTIONS:
        raise InvalidCommand(f"unknown direction {step.direction!r}; say up, down, left or right")
    if not 1 <= step.spaces <= 4:
        raise InvalidCommand(f"a move is 1 to 4 spaces, not {step.spaces}")
    if position is None:
        raise IllegalCommand("the first move names a district in the starting row, like 'C1'",
                             "start_row_by_name")
    dx, dy = DIRECTIONS[step.direction]
    here = parse_cell(position)
    there = step_cell(here, dx * step.spaces, dy * step.spaces)
    if there is None:
        raise IllegalCommand(f"{step.direction} {step.spaces} from {position} leaves london",
                             "leaves_london", direction=step.direction, spaces=step.spaces,
                             here=position)
    return Move(cell_name(there))


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


@dataclass(frozen=True)
class Yards(Command):
    """The Detective sets up her three Scotland Yard districts, named by their transport
    ("taxi", "bus", "underground"), on A3, C3 and E3, while Mister X looks away. Optional: a
    Detective who moves first keeps the order the tile set lists them in."""

    type: ClassVar[str] = "yards"
    a3: str
    c3: str
    e3: str


DETECTIVE_COMMANDS: tuple[type[Command], ...] = (Move, Step, Action, Pass, Yards)
MISTER_X_COMMANDS: tuple[type[Command], ...] = (Setup, Swap, Clue, Reveal)
for _cls in DETECTIVE_COMMANDS + MISTER_X_COMMANDS:
    register(GAME, _cls)
