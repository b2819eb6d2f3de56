"""Phrasebooks: everything the game says or shows in a language, as data.

``data/i18n/<lang>/<book>.yaml`` files hold flat ``key: template`` maps; a phrase is named
``"<book>.<key>"`` ("dialogue.cancelled", "refusals.not_in_hand"). Templates are
``str.format`` strings whose format spec asks the language helper for a word form:
``{dest:eul}`` (Korean particle), ``{value:a}`` (English article), ``{spaces:count}`` (a whole
number as counted aloud: "two", "여섯"). Adding a language is a
folder of phrasebooks plus one helper module in :mod:`hideout.languages`.
"""

from __future__ import annotations

import string
from functools import cache
from importlib import resources
from typing import Any

import yaml  # type: ignore[import-untyped]

from hideout.languages import LanguageHelper, helper_for


class MissingPhrase(KeyError):
    """A key that no phrasebook of the language holds."""


class _Formatter(string.Formatter):
    def __init__(self, helper: LanguageHelper) -> None:
        self.helper = helper

    def format_field(self, value: Any, format_spec: str) -> Any:
        if format_spec == "count" and isinstance(value, int):   # "{spaces:count}": "two", "여섯"
            return self.helper.count(value)
        if format_spec and format_spec.isalpha() and isinstance(value, str):
            return self.helper.form(value, format_spec)
        return super().format_field(value, format_spec)


class Phrasebook:
    """The phrases of one language (see the module docstring)."""

    def __init__(self, lang: str, phrases: dict[str, str],
                 lists: dict[str, list[Any]] | None = None) -> None:
        self.lang = lang
        self.helper = helper_for(lang)
        self.phrases = phrases
        self.lists = lists or {}
        self._formatter = _Formatter(self.helper)

    def has(self, key: str) -> bool:
        return key in self.phrases

    def text(self, key: str, **params: Any) -> str:
        """The phrase ``key`` filled with ``params``.

        :raises MissingPhrase: no such phrase in this language.
        """
        try:
            template = self.phrases[key]
        except KeyError:
            raise MissingPhrase(f"no phrase {key!r} in the {self.lang!r} phrasebooks") from None
        return self._formatter.format(template, **params)

    def choices(self, key: str) -> list[Any]:
        """A list entry (phrasings to pick from, voices).

        :raises MissingPhrase: no such list in this language.
        """
        try:
            return self.lists[key]
        except KeyError:
            raise MissingPhrase(f"no list {key!r} in the {self.lang!r} phrasebooks") from None

    def get(self, key: str, default: str) -> str:
        """A plain phrase, or ``default`` where the phrasebook has none (handbook words)."""
        return self.phrases.get(key, default)

    def card_name(self, card: str) -> str:
        return self.get(f"cards.names.{card}", card)

    def option_name(self, card: str, option: str) -> str:
        return self.get(f"cards.options.{card}.{option}", option)

    def option_said(self, card: str, option: str) -> str:
        """An option as a sentence says it ("the euro"; "English": its name where nothing else
        is given)."""
        return self.get(f"cards.options_said.{card}.{option}", self.option_name(card, option))

    def question(self, card: str, option: str | None = None) -> str:
        """The card's question as the detective reads it ("Is English an official language?")."""
        template = self.get(f"cards.questions.{card}", self.card_name(card))
        return template.format(option=self.option_said(card, option)) if option else template

    def term(self, value: str) -> str:
        """A handbook word (crop, industry, government, ...) in this language; the English word
        where the phrasebook has none."""
        return self.get(f"terms.{value}", self.get(f"terms.{value.lower()}", value))


def _i18n_root() -> Any:
    return resources.files("hideout.data").joinpath("i18n")


def languages() -> tuple[str, ...]:
    """Every language that has phrasebooks."""
    return tuple(sorted(p.name for p in _i18n_root().iterdir() if p.is_dir()))


@cache
def phrasebook(lang: str) -> Phrasebook:
    """The phrasebook of ``lang`` (all its books merged under their names).

    :raises ValueError: no phrasebooks for ``lang``.
    """
    folder = _i18n_root().joinpath(lang)
    if not lang.isalpha() or not folder.is_dir():
        raise ValueError(f"no phrasebooks for language {lang!r}")
    phrases: dict[str, str] = {}
    lists: dict[str, list[Any]] = {}
    for path in sorted(folder.iterdir(), key=lambda p: p.name):
        if not path.name.endswith(".yaml"):
            continue
        book = path.name[:-len(".yaml")]
        doc = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        for key, value in _flatten(doc):
            if isinstance(value, list):
                lists[f"{book}.{key}"] = value
            else:
                phrases[f"{book}.{key}"] = str(value)
    return Phrasebook(lang, phrases, lists)


def _flatten(doc: dict[str, Any], prefix: str = "") -> list[tuple[str, Any]]:
    """``doc``'s phrases under dotted keys.

    :raises ValueError: a key YAML did not read as text (a bare ``yes:`` is the boolean true, so
        ``display.yes`` went missing and the phone showed its fallback, the English "yes").
    """
    out: list[tuple[str, Any]] = []
    for key, value in doc.items():
        if not isinstance(key, str):
            raise ValueError(f"phrasebook key {prefix}{key!r} is not text: quote it in the YAML")
        name = f"{prefix}{key}"
        if isinstance(value, dict):
            out.extend(_flatten(value, name + "."))
        else:
            out.append((name, value))
    return out


def dialogue_text(lang: str, key: str, **params: Any) -> str:
    """A line of the session's own dialogue ("dialogue.<key>") in ``lang``."""
    return phrasebook(lang).text(f"dialogue.{key}", **params)


def address_word(game: str, lang: str, given: str | None) -> str:
    """The loud-table mode's word (empty: the mode is off): ``given`` (``--address-word WORD``),
    or the game's own word in ``lang`` when ``given`` is "" (``--address-mode``), from the game's
    phrasebook (``<game>.address_word``: "spy", "스파이", "Mister X").

    :raises ValueError: a word that is no word (only spaces or punctuation), or no word of the game's own
        in ``lang`` (the duel has none in Korean).
    """
    if given is None:
        return ""
    if given and not given.strip():
        # Only spaces is a slip, not a request for the game's own word ("" asks for that).
        raise ValueError(f"the address word must be a word, not {given!r}")
    try:
        word = given.strip() or phrasebook(lang).text(f"{game}.address_word")
    except MissingPhrase:
        raise ValueError(f"{game} has no address word of its own in {lang!r}: "
                         "give one with --address-word WORD") from None
    if not any(ch.isalnum() for ch in word):
        raise ValueError(f"the address word must be a word, not {given!r}")
    return word
