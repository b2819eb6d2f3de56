"""Destination X commands: ask a card, eliminate a destination, attempt an arrest; the spy hides."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from hideout.engine.commands import Command, register

GAME = "destination-x"


@dataclass(frozen=True)
class Ask(Command):
    """Play informant card ``card``; choice cards carry ``option`` (e.g. "english")."""

    type: ClassVar[str] = "ask"
    card: str
    option: str | None = None


@dataclass(frozen=True)
class Eliminate(Command):
    """Turn a destination face down: the team says the spy is NOT there."""

    type: ClassVar[str] = "eliminate"
    destination: str


@dataclass(frozen=True)
class Guess(Command):
    """Arrest attempt: the team names the hideout."""

    type: ClassVar[str] = "guess"
    destination: str


for _cls in (Ask, Eliminate, Guess):
    register(GAME, _cls)


@dataclass(frozen=True)
class Deal(Command):
    """Physical mode: the table tells the spy which destination cards it dealt this round."""

    type: ClassVar[str] = "deal"
    destinations: tuple[str, ...]

    def __post_init__(self) -> None:
        # JSON gives a list; keep the command hashable and equal to its round-trip.
        if isinstance(self.destinations, list):
            object.__setattr__(self, "destinations", tuple(self.destinations))

    def to_json(self) -> dict[str, object]:
        return {"type": self.type, "destinations": list(self.destinations)}


@dataclass(frozen=True)
class OutOfCards(Command):
    """Physical mode: the table says the last informant card has been played and answered,
    so only the final arrest attempt is left (the engine counts cards itself otherwise)."""

    type: ClassVar[str] = "out_of_cards"


for _physical in (Deal, OutOfCards):
    register(GAME, _physical)


@dataclass(frozen=True)
class Hide(Command):
    """The spy's seat chooses this round's hideout among the destinations on the table.

    A command like any other (a computer spy gives it from its seat's view), so a save replays
    the spy's choices instead of asking the spy again."""

    type: ClassVar[str] = "hide"
    destination: str


register(GAME, Hide)
