"""Per-language grammar for the phrasebooks: number words, lists, and the word forms a template
asks for with a format spec ("{dest:eul}" is 브라질을 or 페루를; "{value:a}" is "an absolute
monarchy"). One module per language, ``hideout.languages.<code>``, written once; everything a
game says lives in the phrasebooks under ``data/i18n/<code>/``.
"""

from __future__ import annotations

import importlib
from functools import cache
from typing import Protocol


class LanguageHelper(Protocol):
    code: str

    def number(self, value: float, exact: bool = False) -> str:
        """A figure as said aloud; rounded ("about ...") unless ``exact``."""

    def count(self, n: int) -> str:
        """A small count before a counter word ("three cards", "세 장")."""

    def ordinal(self, n: int) -> str:
        """A position ("one" in "round one", "첫 번째")."""

    def join(self, items: list[str]) -> str:
        """Items as a spoken list: "a, b and c"."""

    def place(self, name: str) -> str:
        """A destination's name inside a sentence ("the Netherlands")."""

    def form(self, value: str, spec: str) -> str:
        """``value`` in the form a template's format spec names; raises ValueError for an
        unknown spec."""


@cache
def helper_for(lang: str) -> LanguageHelper:
    """The helper of ``lang``.

    :raises ValueError: no such language.
    """
    if not lang.isalpha():
        raise ValueError(f"no language {lang!r}")
    try:
        module = importlib.import_module(f"hideout.languages.{lang}")
    except ModuleNotFoundError:
        raise ValueError(f"no language {lang!r}") from None
    helper: LanguageHelper = module.HELPER
    return helper
