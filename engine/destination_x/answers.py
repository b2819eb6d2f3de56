"""What the spy reads out of its handbook for each informant card.

:func:`answer_for` turns one handbook page (a :class:`~data.handbook.Destination`) and one
card (plus its option, for the four choice cards) into a structured :class:`Answer`: a kind,
a value and, with the Gaining Knowledge variant, the fuller detail. The engine puts the
answer in an ``Answered`` event; ``hideout.narration`` phrases it for the ear.

Readings where the rulebook is terse (decided here, tested in tests/engine):

- ``capital_letter``: the first letter of the capital's English name, accents dropped
  ("Reykjavík" -> "R").
- ``currency_letter``: the first letter of the currency's own word, not of its country
  qualifier. The rulebook's example answers "D" for New Zealand's (New Zealand) dollar, so
  "Swiss franc" -> "F", "West African CFA franc" -> "F"; "pound sterling" -> "P".
- ``history`` ("Country's history"): how and when the country became the state it is
  (independence and from whom, founding, unions, changes of regime), read from the page's
  line. The line says "It" and no name of the country's own, nor a name built on it (North
  Yemen, Czechoslovakia): read aloud, it must not give the hideout away by a word (the
  handbook's ``meta.history_rule``, checked by its build).
- ``government_choice``: monarchy / republic follow the handbook's ``monarchy`` flag, so every
  destination is exactly one of the two.
- Gaining Knowledge adds ``detail``: the capital's or currency's full name, all official
  languages, the neighbours' names, the seas, the peak's name, the full system of government or
  religion. Its ``detail_kind`` says which, so the narrator can phrase it.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from enum import Enum
from typing import Any

from hideout.data.cards import InformantCard
from hideout.data.handbook import Destination, Handbook
from hideout.engine.errors import InvalidCommand


class AnswerKind(str, Enum):
    """How an answer is spoken: a measured number, a count, a letter, words, yes/no, a side."""

    NUMBER = "number"
    COUNT = "count"
    LETTER = "letter"
    TEXT = "text"
    YES_NO = "yes_no"
    SIDE = "side"
    UNKNOWN = "unknown"   # the handbook has no figure (e.g. the Vatican's GDP per capita)


@dataclass(frozen=True)
class Answer:
    """The spy's truthful answer to one card about one destination.

    ``value`` is an int for NUMBER/COUNT (a float for a fractional figure), a one-letter str
    for LETTER, a str for TEXT, a bool for YES_NO and "left"/"right" for SIDE. ``unit`` names
    what a NUMBER counts ("km2", "people", "usd", "m"); an UNKNOWN answer has value None.
    ``detail`` holds the Gaining Knowledge extras (empty otherwise).
    """

    card: str
    kind: AnswerKind
    value: int | float | str | bool | None
    option: str | None = None
    unit: str | None = None
    detail: tuple[str, ...] = ()
    detail_kind: str | None = None

    def __post_init__(self) -> None:
        # No detail, no kind of detail: keeps answers equal to their JSON round-trip.
        if not self.detail and self.detail_kind is not None:
            object.__setattr__(self, "detail_kind", None)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"card": self.card, "kind": self.kind.value, "value": self.value}
        if self.option is not None:
            out["option"] = self.option
        if self.unit is not None:
            out["unit"] = self.unit
        if self.detail:
            out["detail"] = list(self.detail)
            out["detail_kind"] = self.detail_kind
        return out

    @classmethod
    def from_json(cls, obj: dict[str, Any]) -> Answer:
        """:raises InvalidCommand: not an answer's JSON form."""
        try:
            return cls(
                card=str(obj["card"]), kind=AnswerKind(obj["kind"]), value=obj["value"],
                option=obj.get("option"), unit=obj.get("unit"),
                detail=tuple(obj.get("detail", ())), detail_kind=obj.get("detail_kind"),
            )
        except (KeyError, ValueError, TypeError) as err:
            raise InvalidCommand(f"bad answer {obj!r}: {err}") from None


NUMBER_CARDS: dict[str, tuple[str, str]] = {
    # card -> (Destination attribute, unit)
    "land_area": ("land_area_km2", "km2"),
    "population": ("population", "people"),
    "gdp_per_capita": ("gdp_per_capita_usd", "usd"),
}
TEXT_CARDS: dict[str, str] = {
    "agricultural_product": "agricultural_product",
    "industry": "industry",
    "export": "export",
    "government": "government",
    "religion": "religion",
    "history": "history",
}
OCEAN_CARDS = ("atlantic", "pacific", "indian")


# Letters that Unicode does not decompose into a base letter plus an accent.
_PLAIN_LETTERS = str.maketrans({"Đ": "D", "đ": "D", "Ø": "O", "ø": "O", "Ł": "L", "ł": "L",
                                "Æ": "A", "æ": "A", "Œ": "O", "œ": "O", "Þ": "T", "þ": "T"})


def first_letter(name: str) -> str:
    """The first letter of ``name``, upper case, accents dropped ("Óslo" -> "O", "đồng" -> "D")."""
    for char in unicodedata.normalize("NFD", name.translate(_PLAIN_LETTERS)):
        if char.isalpha():
            return char.upper()
    return "?"


def currency_word(currency: str) -> str:
    """The currency's own word: "New Zealand dollar" -> "dollar", "pound sterling" -> "pound"."""
    words = currency.split("(")[0].split()
    if not words:
        return currency
    if words[-1].lower() == "sterling" and len(words) > 1:
        return words[-2]
    return words[-1]


def _names(handbook: Handbook | None, ids: tuple[str, ...]) -> tuple[str, ...]:
    if handbook is None:
        return ids
    return tuple(handbook[i].name if i in handbook else i for i in ids)


def answer_for(
    card: InformantCard,
    option: str | None,
    dest: Destination,
    gaining_knowledge: bool = False,
    handbook: Handbook | None = None,
) -> Answer:
    """The answer to ``card`` (with ``option`` for choice cards) if the spy hides in ``dest``.

    ``handbook`` is only used to name neighbours for Gaining Knowledge.

    :raises InvalidCommand: a choice card without a valid option, or an option on a plain card.
    """
    cid = card.id
    if card.is_choice:
        if option is None:
            raise InvalidCommand(f"the {cid!r} card needs an option: "
                                 + ", ".join(o.id for o in card.options))
        try:
            card.option(option)
        except KeyError:
            raise InvalidCommand(f"{option!r} is not an option of the {cid!r} card") from None
    elif option is not None:
        raise InvalidCommand(f"the {cid!r} card takes no option, got {option!r}")
    gk = gaining_knowledge

    def yes_no(value: bool, detail: tuple[str, ...], detail_kind: str) -> Answer:
        return Answer(cid, AnswerKind.YES_NO, value, option=option,
                      detail=detail if gk else (), detail_kind=detail_kind if gk else None)

    if cid in NUMBER_CARDS:
        attr, unit = NUMBER_CARDS[cid]
        figure = getattr(dest, attr)
        if figure is None:
            return Answer(cid, AnswerKind.UNKNOWN, None, unit=unit)
        # Whole figures as int; the Vatican's 0.44 km2 stays a float (int() would say "zero").
        value = int(figure) if float(figure).is_integer() else float(figure)
        return Answer(cid, AnswerKind.NUMBER, value, unit=unit)
    if cid == "highest_peak":
        return Answer(cid, AnswerKind.NUMBER, dest.highest_peak.height_m, unit="m",
                      detail=(dest.highest_peak.name,) if gk else (),
                      detail_kind="peak" if gk else None)
    if cid == "land_borders":
        return Answer(cid, AnswerKind.COUNT, dest.border_count,
                      detail=_names(handbook, dest.land_borders) if gk else (),
                      detail_kind="neighbours" if gk and dest.land_borders else None)
    if cid in TEXT_CARDS:
        return Answer(cid, AnswerKind.TEXT, str(getattr(dest, TEXT_CARDS[cid])))
    if cid == "capital_letter":
        return Answer(cid, AnswerKind.LETTER, first_letter(dest.capital),
                      detail=(dest.capital,) if gk else (), detail_kind="capital" if gk else None)
    if cid == "currency_letter":
        return Answer(cid, AnswerKind.LETTER, first_letter(currency_word(dest.currency)),
                      detail=(dest.currency,) if gk else (), detail_kind="currency" if gk else None)
    if cid == "official_language":
        return yes_no(dest.speaks(card.option(str(option)).name), dest.official_languages, "languages")
    if cid == "government_choice":
        return yes_no(dest.monarchy == (option == "monarchy"), (dest.government,), "government")
    if cid == "currency_choice":
        return yes_no(dest.currency_kind == option, (dest.currency,), "currency")
    if cid == "religion_choice":
        return yes_no(dest.religion_group == option, (dest.religion,), "religion")
    if cid in OCEAN_CARDS:
        return yes_no(cid in dest.oceans, dest.seas, "seas")
    if cid == "coastline":
        return yes_no(dest.has_coastline, dest.seas, "seas")
    if cid == "capital_largest":
        return yes_no(dest.capital_largest, (dest.capital,), "capital")
    if cid == "traffic":
        return Answer(cid, AnswerKind.SIDE, dest.traffic)
    raise InvalidCommand(f"no answer is defined for the {cid!r} card")


def card_questions(cards: dict[str, InformantCard], card_ids: tuple[str, ...] | None = None
                   ) -> tuple[tuple[str, str | None], ...]:
    """Every (card, option) question that the cards ``card_ids`` (default: all) can ask."""
    out: list[tuple[str, str | None]] = []
    for cid in card_ids if card_ids is not None else tuple(cards):
        card = cards[cid]
        if card.is_choice:
            out.extend((cid, o.id) for o in card.options)
        else:
            out.append((cid, None))
    return tuple(out)


@dataclass(frozen=True)
class BaseRate:
    """How common an answer is across the handbook, for the narrator's hints.

    ``share`` is the fraction of destinations answering "yes" (yes/no cards) or "left"
    (traffic); ``median`` the median value of a number or count card. Text and letter cards
    have neither.
    """

    card: str
    option: str | None
    share: float | None = None
    median: float | None = None


def base_rate(handbook: Handbook, card: InformantCard, option: str | None = None) -> BaseRate:
    """The base rate of ``card``/``option`` over the whole handbook.

    :raises InvalidCommand: as :func:`answer_for`.
    """
    answers = [answer_for(card, option, d) for d in handbook]
    kinds = {a.kind for a in answers} - {AnswerKind.UNKNOWN}
    kind = kinds.pop() if len(kinds) == 1 else AnswerKind.TEXT
    if kind is AnswerKind.YES_NO:
        return BaseRate(card.id, option, share=sum(bool(a.value) for a in answers) / len(answers))
    if kind is AnswerKind.SIDE:
        return BaseRate(card.id, option, share=sum(a.value == "left" for a in answers) / len(answers))
    if kind in (AnswerKind.NUMBER, AnswerKind.COUNT):
        values = sorted(float(a.value) for a in answers if a.value is not None)
        mid = len(values) // 2
        median = values[mid] if len(values) % 2 else (values[mid - 1] + values[mid]) / 2
        return BaseRate(card.id, option, median=median)
    return BaseRate(card.id, option)


def base_rates(handbook: Handbook, cards: dict[str, InformantCard]
               ) -> dict[tuple[str, str | None], BaseRate]:
    """:func:`base_rate` of every question (card and option) over the handbook."""
    return {(c, o): base_rate(handbook, cards[c], o) for c, o in card_questions(cards)}
