"""The three ways a command can be refused (python-chess style).

Messages are lowercase, quote the input and say why, in English, for logs, tools and tests.
Each error also carries a ``code`` and its ``params`` (ids, numbers, names of players): the
application words the refusal for the ear in the players' language from its phrasebook
("refusals.<code>"), so the rules are checked in one place only. A refused command never
changes the game state.
"""

from __future__ import annotations

from typing import Any


class CommandError(ValueError):
    """Base of every refusal; ``str(err)`` is an English sentence, ``code``/``params`` name the
    reason for a phrasebook."""

    def __init__(self, message: str, code: str = "", **params: Any) -> None:
        super().__init__(message)
        self.code = code
        self.params = params


class InvalidCommand(CommandError):
    """The command is malformed: unknown type, unknown card, bad JSON shape."""


class IllegalCommand(CommandError):
    """The command is well formed but not allowed in this position."""


class AmbiguousCommand(CommandError):
    """The command could mean several things (e.g. "Niger or Nigeria?")."""

    def __init__(self, message: str, candidates: tuple[str, ...] = (), code: str = "ambiguous",
                 **params: Any) -> None:
        super().__init__(message, code, **params)
        self.candidates = candidates


class SaveError(ValueError):
    """A saved game that cannot be used (not a save, another game's, damaged, locked, missing);
    the message says why and what to do, in English. One class for the engines' and the
    application's. Like a refusal it may carry a ``code`` and ``params`` for the application to
    word it in the players' language ("dialogue.save_errors.<code>")."""

    def __init__(self, message: str, code: str = "", **params: Any) -> None:
        super().__init__(message)
        self.code = code
        self.params = params
