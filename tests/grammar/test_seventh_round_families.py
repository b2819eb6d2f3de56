"""Families added in the matcher's seventh round (issue 10, English, after the spent set
en_heldout7): each kind is checked on examples written for these tests before its rule (none is
a bench line), beside the talk it must leave alone."""

from __future__ import annotations

from typing import Any

import pytest

from hideout.grammar.matcher import MatchContext, Matcher, MatchResult

TABLE = ("BRA", "PER", "KEN", "NPL", "NOR", "CAN", "EGY", "USA", "IND", "JPN", "GRC", "ETH", "ECU")


def result(matcher: Matcher, text: str, awaiting: bool = False) -> MatchResult:
    return matcher.match(text, MatchContext(table=TABLE, awaiting_confirmation=awaiting))


def said(matcher: Matcher, text: str, awaiting: bool = False) -> dict[str, Any] | None:
    found = result(matcher, text, awaiting)
    return found.command.to_json() if found.command is not None and not found.ambiguous else None


def ask(card: str, option: str | None = None) -> dict[str, str]:
    return {"type": "ask", "card": card, **({"option": option} if option else {})}


# ---- exclamations holding a card's word: talk, never a question about religion -------------------
@pytest.mark.parametrize("text", [
    "good god that took ages",
    "my god it's cold in here",
    "thank god the pizza is here",
    "for god's sake sit down",
    "could you believe that traffic this morning",
    "god knows where my keys are",
    "believe it or not i've never played this",
])
def test_exclamations_are_talk(matcher: Matcher, text: str) -> None:
    assert said(matcher, text) is None


@pytest.mark.parametrize("text", ["oh my god", "good god", "oh god"])
def test_exclamation_is_no_answer(matcher: Matcher, text: str) -> None:
    assert said(matcher, text, awaiting=True) is None


@pytest.mark.parametrize("text,expected", [
    ("my god, what religion do they follow there", ask("religion")),
    ("what god do most of them pray to", ask("religion")),
    ("do they believe in god", ask("religion")),
])
def test_questions_about_faith_still_ask(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(matcher, text) == expected


# ---- an ocean described instead of named: that ocean's card ----------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("is it on the largest ocean on earth", ask("pacific")),
    ("does it reach the ocean between america and asia", ask("pacific")),
    ("any coast on the ocean you cross flying from london to new york", ask("atlantic")),
    ("does it touch the ocean between africa and the americas", ask("atlantic")),
    ("is it on the ocean below india", ask("indian")),
    ("does the country have a beach on the ocean between africa and australia", ask("indian")),
])
def test_described_oceans(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(matcher, text) == expected
