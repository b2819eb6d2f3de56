"""Destination X commands: ask a card, eliminate a destination, attempt an arrest."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.commands import Command, register

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
