"""The three ways a command can be refused (python-chess style).

Messages are lowercase, quote the input and say why, so the application can
speak them as they are. A refused command never changes the game state.
"""

from __future__ import annotations


class CommandError(ValueError):
    """Base of every refusal; ``str(err)`` is a sentence fit to be spoken."""


class InvalidCommand(CommandError):
    """The command is malformed: unknown type, unknown card, bad JSON shape."""


class IllegalCommand(CommandError):
    """The command is well formed but not allowed in this position."""


class AmbiguousCommand(CommandError):
    """The command could mean several things (e.g. "Niger or Nigeria?")."""

    def __init__(self, message: str, candidates: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.candidates = candidates
