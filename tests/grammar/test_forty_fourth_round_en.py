"""The forty-fourth round's English kinds (issue 10), examples of my own (none a bench line) beside what
each rule must leave alone.

Two places named, one ruled out: after an act said outright any name is told from the one ruled out
beside it ("bin chile not peru"), and a name made precise ends with the other ruled out ("georgia the
country not the american one"); "it's chile not peru" stays talk. The arrest gone for by a people
("we're going for the aussies"), Singapore English "anot" (or not) and help asked without the
auxiliary ("how to use this thing"), and a closing "what" in Singapore English's order ("their main
export is what"). Nigerian Pidgin's reports of what the spy said ("main export gold e talk") and a
card's answer foretold ("what's the export card gonna tell us") are talk.
"""

from __future__ import annotations

import pytest
from phrasing_checks import eliminate, guess, read_at, said_at, said_in_duel

from hideout.grammar.matcher import Matcher

TABLE = ("CHL", "PER", "GEO", "USA", "AUS", "AUT", "KEN", "GHA")


@pytest.mark.parametrize(("text", "want"), [
    ("bin chile not peru", eliminate("CHL")),
    ("arrest her in kenya not ghana", guess("KEN")),
    ("cross off georgia the country not the american one", eliminate("GEO")),
    ("we're going for the aussies", guess("AUS")),
    ("got a coastline anot", {"type": "ask", "card": "coastline"}),
    ("how to use this thing", {"type": "help"}),
    ("what we can tell you to do", {"type": "help"}),
    ("their main religion is what", {"type": "ask", "card": "religion"}),
    ("their main export is what ah", {"type": "ask", "card": "export"}),
])
def test_read(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", ["it's chile not peru",
                                  "chile not peru",
                                  "let's not bin chile not peru",
                                  "main export gold e talk",
                                  "left hand traffic na wetin he talk",
                                  "what's the export card gonna tell us anyway",
                                  "they know what they export"])
def test_talk_changes_nothing(rules: Matcher, text: str) -> None:
    result = read_at(rules, text, TABLE)
    assert result.command is None or result.tentative


def test_duel_help_without_auxiliary(duel_rules: Matcher) -> None:
    assert said_in_duel(duel_rules, "how to move") == {"type": "help"}
