"""Computer players at the table: the glue that lets them move, in one place.

A computer player sits in one seat and sees only that seat's view: it has a ``choose(view)``
method that receives ``game.view_for(seat)`` (never the game) and returns a command, which the
game then checks like anyone else's. Applications call :func:`computer_moves` after every
command they apply (and once after creating or loading a game).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from hideout.engine.commands import Command


class ComputerPlayer(Protocol):
    def choose(self, view: Any) -> Command: ...


class SeatedGame(Protocol):
    def seat_to_act(self) -> str | None: ...
    def view_for(self, side: str) -> Any: ...
    def apply(self, command: Command) -> list[Any]: ...


def computer_moves(game: SeatedGame, players: Mapping[str, ComputerPlayer]) -> list[Any]:
    """Let the computer players move for as long as the game waits for one of their seats;
    return the events of their commands (none when a person is due or the game is over).

    :raises CommandError: a computer player chose a command the rules refuse (a bug in it).
    """
    events: list[Any] = []
    while (seat := game.seat_to_act()) is not None and seat in players:
        events.extend(game.apply(players[seat].choose(game.view_for(seat))))
    return events
