"""The forty-third round's English kinds (issue 10), examples of my own (none a bench line) beside what
each rule must leave alone.

At "Eliminate X?": the elimination done to "it" ("bin it", "toss it out") is a yes, and so are German
"genau", Portuguese "isso", an Irish "'tis yeah" and a Canadian "give 'er"; "don't toss it" is no yes (a no since
the forty-fifth round: the act's words refused).
Acts: peoples between an act's words ("knock the swedes out", "send the kenyans packing") name their
country; a request with the answer dared away ("what's the main export and don't you say oil") and
Turkey told from the bird are asked and acted, and so is a request repaired in its middle ("is it on the
pacific sorry i mean does it touch it"); the spy placed "on" a place is placed there. Talk: an answer already
given, recalled with its card ("what was the answer, coast or no coast"), where "what was the answer again"
asks it again; a card's worth doubted ("what does that even help with") asks nothing, and in the Duel a
card's meaning told ("reinforcements mean he moves twice") plays no card.
"""

from __future__ import annotations

import pytest
from phrasing_checks import eliminate, read_at, said_at, said_in_duel

from hideout.grammar.matcher import Matcher

TABLE = ("SWE", "KEN", "PER", "CHL", "BRA", "JPN")


@pytest.mark.parametrize(("text", "want"), [
    ("bin it", {"type": "confirm"}),
    ("yeah toss it out", {"type": "confirm"}),
    ("cross it off mate", {"type": "confirm"}),
    ("genau", {"type": "confirm"}),
    ("isso mesmo", {"type": "confirm"}),
    ("'tis yeah", {"type": "confirm"}),
    ("give 'er", {"type": "confirm"}),
    ("don't toss it", {"type": "cancel"}),
    # "'tis" alone is the same word as "it's" to the rules: "it's not there" stays what it was
    ("absolutely it's not there", {"type": "confirm"}),
])
def test_answers(rules: Matcher, text: str, want: dict[str, str] | None) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == want


@pytest.mark.parametrize(("text", "want"), [
    ("knock the swedes out", eliminate("SWE")),
    ("send the kenyans packing", eliminate("KEN")),
    ("send the peruvians packing", eliminate("PER")),
])
def test_peoples_inside_acts(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", ["i'd send the kenyans packing",
                                  "the land borders card what does that even help with"])
def test_talk_changes_nothing(rules: Matcher, text: str) -> None:
    result = read_at(rules, text, TABLE)
    assert result.command is None or result.tentative


@pytest.mark.parametrize("text", ["reinforcements mean he moves twice right",
                                  "the camera means we see his column"])
def test_duel_meaning_told(duel_rules: Matcher, text: str) -> None:
    assert said_in_duel(duel_rules, text) is None


def test_duel_card_still_played(duel_rules: Matcher) -> None:
    assert said_in_duel(duel_rules, "play reinforcements") == {"type": "action", "card": "reinforcements"}


@pytest.mark.parametrize(("text", "want"), [
    ("what's the main export and don't you say oil", {"type": "ask", "card": "export"}),
    ("the population and don't just say lots", {"type": "ask", "card": "population"}),
    ("turkey's out not the bird the country", {"type": "eliminate", "destination": "TUR"}),
])
def test_teases_beside_requests(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE + ("TUR",)) == want


def test_dont_say_alone_asks_nothing(rules: Matcher) -> None:
    assert said_at(rules, "don't say brazil", TABLE) is None


@pytest.mark.parametrize(("text", "want"), [
    ("is it on the pacific sorry i mean does it touch it", {"type": "ask", "card": "pacific"}),
    ("how many folks i mean people live there", {"type": "ask", "card": "population"}),
    ("she's hiding on the emerald isle", {"type": "guess", "destination": "IRL"}),
    ("what was the answer again", {"type": "repeat"}),
    ("what did she say", {"type": "repeat"}),
])
def test_repairs_placings_and_repeats(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE + ("IRL",)) == want


@pytest.mark.parametrize("text", ["what was the answer coast or no coast",
                                  "did he say yes to the atlantic",
                                  "it might be chile i mean who knows"])
def test_answers_recalled_and_musings_are_talk(rules: Matcher, text: str) -> None:
    result = read_at(rules, text, TABLE)
    assert result.command is None or result.tentative
