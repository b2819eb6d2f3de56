"""The thirty-second round's English kinds (issue 10). Examples of my own (none a bench line) beside
what each rule must leave alone.

A friend called "my brother" / "my sister" is a vocative (West African English); a question closed by
"if you have it" or "or is that a silly question" still asks; "give us ... i guess" decides as "let's ...
i guess" does; a card said to be helpful ("the population would be great") is a polite request; "what
i'd really love to know is ..." asks; a question repaired with the card named again ("what do they sell
abroad i mean their main export") keeps the question; a question closed by "i wonder" is asked back;
Australian "too easy" is a yes, "straya" and "the lucky country" are Australia. Boats "off" a place are
near it, and "we were rather hasty ..." is no correction.
"""

from __future__ import annotations

import pytest
from phrasing_checks import ask, eliminate, guess, read_at, said_at

from hideout.grammar.matcher import Matcher

TABLE = ("PER", "CHL", "KEN", "AUS", "NPL", "MEX")


@pytest.mark.parametrize(("text", "want"), [
    ("my sister please tell me the population", ask("population")),
    ("how long is the coastline if you know it", ask("coastline")),
    ("does it border the pacific or is that a daft question", ask("pacific")),
    ("tell us the religion one i guess", ask("religion")),
    ("the highest mountain would be really useful thanks", ask("highest_peak")),
    ("what we'd love to know is how many people live there", ask("population")),
    ("what do they sell abroad i mean their main export", ask("export")),
    ("cross off straya", eliminate("AUS")),
    ("the spy is hiding in the lucky country arrest", guess("AUS")),
])
def test_said_so_is_understood(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", [
    "my brother went to kenya last year",         # a story about a brother, no vocative
    "the spy in kenya would be good for us",      # a wish about the hideout, no request
    "the population card would be useful later",  # a card kept for later
    "that would be great",                         # nothing asked
    "what i'd love to know is why you picked peru",
    "my uncle used to sail boats off chile",       # where a boat was, not chile taken off
    "we were rather hasty getting rid of mexico",  # a regret, no correction ("rather")
])
def test_what_it_leaves_alone(rules: Matcher, text: str) -> None:
    result = read_at(rules, text, TABLE)
    assert result.command is None or (result.tentative and result.command.to_json()["type"] != "guess")


def test_a_repair_naming_another_card_asks_that_one(rules: Matcher) -> None:
    assert said_at(rules, "what's the population i mean how big is it", TABLE) == ask("land_area")


@pytest.mark.parametrize(("text", "want"), [
    ("too easy", {"type": "confirm"}),
    ("yeah too easy", {"type": "confirm"}),
    ("yes my brother that is the one", {"type": "confirm"}),
    ("that was too easy", None),  # a remark on the last round, no answer
])
def test_at_a_pending_question(rules: Matcher, text: str, want: dict[str, str] | None) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == want


@pytest.mark.parametrize(("text", "want"), [
    ("how many people live there i wonder", ask("population")),
    ("does it touch the atlantic i do wonder", ask("atlantic")),
])
def test_a_question_closed_by_i_wonder_is_asked_back(rules: Matcher, text: str, want: dict[str, str]) -> None:
    result = read_at(rules, text, TABLE)
    assert result.command is not None and result.command.to_json() == want
    assert result.tentative  # musing aloud may be to the table: "The population card?"


def test_rather_still_corrects_a_name(rules: Matcher) -> None:
    assert said_at(rules, "cross off peru rather chile", TABLE) == eliminate("CHL")


@pytest.mark.parametrize(("text", "want"), [
    ("what's the capital called just the first letter i know i know", ask("capital_letter")),
    ("the coastline card please yeah i know", ask("coastline")),
    ("eliminate mzansi", eliminate("ZAF")),
])
def test_a_card_asked_with_its_limits_acknowledged(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, (*TABLE, "ZAF")) == want


@pytest.mark.parametrize("text", ["she already played the religion card i know", "we used that card i know"])
def test_i_know_after_talk_about_a_card_stays_talk(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


@pytest.mark.parametrize(("text", "want"), [
    ("the country has mountains or no", ask("highest_peak")),
    ("they got any coast", ask("coastline")),
    ("they speak french there like official", ask("official_language", "french")),
])
def test_a_question_in_statement_order(rules: Matcher, text: str, want: dict[str, str]) -> None:
    result = read_at(rules, text, TABLE)
    assert result.command is not None and result.command.to_json() == want


def test_cards_left_is_no_question_about_the_place(rules: Matcher) -> None:
    assert said_at(rules, "they got any cards left", TABLE) is None
