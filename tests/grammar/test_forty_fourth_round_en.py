"""The forty-fourth round's English kinds (issue 10), examples of my own (none a bench line) beside what
each rule must leave alone.

Two places named, one ruled out: a name made precise ends with the other ruled out ("georgia the country
not the american one"); two unlike names side by side ("chile not peru") stay talk, as the
twenty-third round ruled. The arrest gone for by a people
("we're going for the aussies"), Singapore English "anot" (or not) and help asked without the
auxiliary ("how to use this thing"), and a closing "what" in Singapore English's order ("their main
export is what"). Nigerian Pidgin's reports of what the spy said ("main export gold e talk") and a
card's answer foretold ("what's the export card gonna tell us") are talk, and so is a conclusion drawn
about a destination with no act's verb before it ("so kenya's out then", "definitely not peru then");
"bin chile then" acts. What an answer would do to the table, given as the reason ("it knocks out like half of them"), is
talk. In the Duel a card or move kept for later ("keep the camera for later") is a plan, and advice
urged with a deadline ("while you still can") plays nothing.
"""

from __future__ import annotations

import pytest
from phrasing_checks import eliminate, guess, read_at, said_at, said_in_duel

from hideout.grammar.matcher import Matcher

TABLE = ("CHL", "PER", "GEO", "USA", "AUS", "AUT", "KEN", "GHA")


@pytest.mark.parametrize(("text", "want"), [
    ("cross off georgia the country not the american one", eliminate("GEO")),
    ("we're going for the aussies", guess("AUS")),
    ("got a coastline anot", {"type": "ask", "card": "coastline"}),
    ("how to use this thing", {"type": "help"}),
    ("what we can tell you to do", {"type": "help"}),
    ("their main religion is what", {"type": "ask", "card": "religion"}),
    ("their main export is what ah", {"type": "ask", "card": "export"}),
    ("she's sat in peru with a pisco sour arrest her", guess("PER")),
])
def test_read(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", ["it's chile not peru",
                                  "chile not peru",
                                  "bin chile not peru",
                                  "let's not bin chile not peru",
                                  "main export gold e talk",
                                  "left hand traffic na wetin he talk",
                                  "what's the export card gonna tell us anyway",
                                  "they know what they export",
                                  "pick christianity it knocks out like half of them",
                                  "play the euro one it'll clear the board"])
def test_talk_changes_nothing(rules: Matcher, text: str) -> None:
    result = read_at(rules, text, TABLE)
    assert result.command is None or result.tentative


def test_duel_help_without_auxiliary(duel_rules: Matcher) -> None:
    assert said_in_duel(duel_rules, "how to move") == {"type": "help"}


@pytest.mark.parametrize("text", ["so kenya's out then", "definitely not peru then", "right so she's in chile then"])
def test_conclusions_are_talk(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


@pytest.mark.parametrize(("text", "want"), [
    ("bin chile then", eliminate("CHL")),
    ("well kenya's hot so we'll cross off kenya then", eliminate("KEN")),
    ("arrest her in peru then", guess("PER")),
])
def test_acts_closed_with_then_still_act(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", ["keep the surveillance card for later", "use the grid search later",
                                  "play the camera while you still can",
                                  "start on a one you'll have the whole row"])
def test_duel_kept_for_later(duel_rules: Matcher, text: str) -> None:
    assert said_in_duel(duel_rules, text) is None


def test_reason_with_an_explicit_ask_still_asks(rules: Matcher) -> None:
    assert said_at(rules, "ask is it euros because that knocks out half the table", TABLE) == \
        {"type": "ask", "card": "currency_choice", "option": "euro"}
