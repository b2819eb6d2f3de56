"""The commands the phrasing-family tests expect, and what the matcher said, in JSON (one copy for
every round's test file)."""

from __future__ import annotations

from typing import Any

from hideout.grammar.matcher import MatchContext, Matcher, MatchResult


def unambiguous(result: MatchResult) -> dict[str, Any] | None:
    """The command ``result`` holds, if it holds one and only one."""
    return result.command.to_json() if result.command is not None and not result.ambiguous else None


def ask(card: str, option: str | None = None) -> dict[str, str]:
    return {"type": "ask", "card": card, **({"option": option} if option else {})}


def eliminate(ident: str) -> dict[str, str]:
    return {"type": "eliminate", "destination": ident}


def guess(ident: str) -> dict[str, str]:
    return {"type": "guess", "destination": ident}


def read_at(matcher: Matcher, text: str, table: tuple[str, ...] = (), *, lang: str = "en",
            game: str = "destination-x", awaiting: bool = False) -> MatchResult:
    """What ``matcher`` reads in ``text`` with ``table`` face up (``awaiting``: a yes or no is due)."""
    return matcher.match(text, MatchContext(game=game, lang=lang, table=table, awaiting_confirmation=awaiting))


def said_at(matcher: Matcher, text: str, table: tuple[str, ...] = (), *, lang: str = "en",
            game: str = "destination-x", awaiting: bool = False) -> dict[str, Any] | None:
    """The one command ``matcher`` reads in ``text`` (:func:`read_at`), if it reads one and only one."""
    return unambiguous(read_at(matcher, text, table, lang=lang, game=game, awaiting=awaiting))


def said_in_duel(matcher: Matcher, text: str) -> dict[str, Any] | None:
    """The one Duel command ``matcher`` reads in ``text`` (:func:`said_at`)."""
    return said_at(matcher, text, game="duel")
