"""Refusals said in the players' language.

The engine decides *that* a command is illegal and says why with an error code and its
parameters (:mod:`hideout.engine.errors`); this module only words it from the phrasebook
("refusals.<code>"), with card and destination names instead of ids. A refusal the phrasebook
has no words for is said in the engine's English in an English game, and as a plain "that
cannot be done now" in any other.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hideout.engine.errors import CommandError, SaveError
from hideout.phrasebook import Phrasebook


def explain_refusal(book: Phrasebook, err: CommandError,
                    dest_name: Callable[[str], str] = str) -> str:
    """The reason for ``err``, in the phrasebook's language, with names instead of ids."""
    key = f"refusals.{err.code}"
    if err.code and book.has(key):
        params: dict[str, Any] = dict(err.params)
        if isinstance(params.get("card"), str):
            params["card"] = book.card_name(params["card"])
        if isinstance(params.get("destination"), str):
            params["destination"] = dest_name(params["destination"])
        try:
            return book.text(key, **params)
        except (KeyError, IndexError, ValueError):
            pass  # a parameter the wording needs is missing: fall back below
    if book.lang == "en":
        return str(err)
    return book.text("dialogue.refused_unworded").rstrip(".")


def worded(err: CommandError, book: Phrasebook, dest_name: Callable[[str], str] = str) -> CommandError:
    """The same refusal (class, code, parameters) with its message worded for the ear."""
    again = type(err)(explain_refusal(book, err, dest_name))
    again.code, again.params = err.code, err.params
    return again


def explain_save_error(book: Phrasebook, err: SaveError) -> str:
    """Why a save cannot be used, in the phrasebook's language ("dialogue.save_errors.<code>");
    the English message where the phrasebook has no words for it."""
    key = f"dialogue.save_errors.{err.code}"
    if err.code and book.has(key):
        try:
            return book.text(key, **err.params)
        except (KeyError, IndexError, ValueError):
            pass  # a parameter the wording needs is missing: the English message says it all
    return str(err)
