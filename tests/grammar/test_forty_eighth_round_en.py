"""The forty-eighth round's English kinds (issue 10), examples of my own (none a bench line) beside what
each rule must leave alone.

A name denied and then said again as the subject of why ("not chile, chile's far too long") is a player
reasoning aloud, as the Korean "미국은 아니지 뉴욕이 더 크니까" is; a denial alone, or one with an act's
verb, still eliminates. "Knock it out" puts a place out as "knock it off" does, and a place that "can hit
the road" is sent packing. The spy "down the" place
("she's down the maldives") is placed there. A name explained as "whatever they're calling it now" is
no call. Baltimore's "hon" and a "sweetie" are said to anyone, the spy too. The answer asked to be read
back, the computer's own tally, which questions the rules allow and a question given up are the
conversation's. The kind of work most people do is the industry, the goods that leave it the export;
a letter asked for and then an example of one ("like p for pound") asks the letter. Duel reads a request beside an aside about the players as Destination X does ("say it
again, i was feeding the dog"); what the rules say, told to a player, is no request for them.
"""

from __future__ import annotations

import pytest
from phrasing_checks import eliminate, guess, read_at, said_at, said_in_duel

from hideout.grammar.matcher import Matcher

TABLE = ("CHL", "PER", "MDV", "KEN", "FRA", "MMR", "EGY", "NPL")


@pytest.mark.parametrize(("text", "want"), [
    ("not chile", eliminate("CHL")),
    ("not chile cross it off chile's far too long", eliminate("CHL")),
    ("she's not in kenya knock it out", eliminate("KEN")),
    ("egypt knock it out", eliminate("EGY")),
    ("kenya can hit the road", eliminate("KEN")),
    ("she's down the maldives", guess("MDV")),
    ("strike off burma sorry myanmar whatever they're calling it these days", eliminate("MMR")),
    ("what's the main crop hon", {"type": "ask", "card": "agricultural_product"}),
    ("could you read that one back for me", {"type": "repeat"}),
    ("what'd you say just now", {"type": "repeat"}),
    ("how many games have you won off us", {"type": "status"}),
    ("which questions are we allowed", {"type": "help"}),
    ("never mind i don't want to ask any more", {"type": "cancel"}),
    ("what kind of work do folks do over there", {"type": "ask", "card": "industry"}),
    ("what goods leave the place mostly", {"type": "ask", "card": "export"}),
    ("what letter does their money begin with like p for pound", {"type": "ask", "card": "currency_letter"}),
])
def test_read(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", [
    "not chile chile's far too long for that",
    "so it's not nepal nepal's got no sea at all",
    "when did your brother leave the country",
    # a question among the players about a place sent on its way
    "did kenya hit the road already",
])
def test_reasoning(rules: Matcher, text: str) -> None:
    result = read_at(rules, text, TABLE)
    assert result.command is None or result.tentative


def test_call_made_outright(rules: Matcher) -> None:
    assert said_at(rules, "we're calling it nepal", TABLE) == guess("NPL")


@pytest.mark.parametrize(("text", "want"), [
    ("sure hon", {"type": "confirm"}),
    ("yeah knock it out", {"type": "confirm"}),
])
def test_answers(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == want


@pytest.mark.parametrize(("text", "want"), [
    ("say it again i was feeding the dog", {"type": "repeat"}),
    ("repeat the last thing you told us", {"type": "repeat"}),
    ("bus to c2", {"type": "move", "to": "C2"}),
])
def test_duel_requests_beside_asides(duel_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_in_duel(duel_rules, text) == want


@pytest.mark.parametrize("text", [
    # what the rules say, told to a player, asks nothing (the aside's split must not leave "rules say" a request)
    "rules say you can't go diagonal",
    "use the grid search now while you still can",
])
def test_duel_talk_changes_nothing(duel_rules: Matcher, text: str) -> None:
    assert said_in_duel(duel_rules, text) is None
