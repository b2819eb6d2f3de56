"""What every game's rules engine offers the application (python-chess and OpenSpiel habits).

Both games implement :class:`Game`: commands in, events out; the commands legal now; whose turn
it is; each side's view (what a human in that seat may see); undo; and a save envelope (JSON
that replays the game from its seed and commands). The application, the computer players and
the generic tests use only this.
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from hideout.engine.commands import Command


@runtime_checkable
class Game(Protocol):
    @property
    def current_player(self) -> str | None:
        """Who acts now (a seat or a player's name); None once the game is over."""

    def legal_commands(self) -> list[Command]:
        """Every command :meth:`apply` accepts now (where the list is finite)."""

    def apply(self, command: Command) -> list[Any]:
        """Play ``command`` and return its events.

        :raises InvalidCommand: malformed.
        :raises IllegalCommand: not allowed now; the state is unchanged.
        """

    def is_over(self) -> bool: ...

    def outcome(self) -> Any:
        """Who won and why once the game is over (the game's own ``Outcome``), else None."""

    def view_for(self, side: str) -> Any:
        """What ``side`` may see, as data; never more than a human in that seat."""

    def undo(self) -> Command:
        """Take back the last command.

        :raises IllegalCommand: nothing to undo.
        """

    def to_json(self) -> dict[str, Any]:
        """The save envelope: format, version, seed/config and the command history."""
