"""The forty-fifth round's English kinds (issue 10), examples of my own (none a bench line) beside what
each rule must leave alone.

Scots and Geordie spellings read as the words they are ("aff", "ower", "gan", "divvent", "gie", "ye");
the spy placed by where he went ("he ran off to peru, arrest him there") is accused like one placed
"in" it; a card corrected in mid-question ("does the atlantic, no, the pacific touch it") asks the
second card with the question kept, and one form of a card set aside ("the government one, not the
choice one, the open one") is read without it. A denial of the place or of the spy hiding there beside an
elimination said outright ("not the aussies, bin australia", "the pope's not hiding him, eliminate the
vatican") is the act's reason, not its negation; a negation of the act itself ("let's not bin peru") or of
something else ("she's done nothing wrong") still holds it back. At "Eliminate X?" the act's own words under "don't" ("nope, don't
flip it") are a no, and Swahili answers ("toa", "tupa hiyo": take it off; "wacha ibaki": leave it;
"ngoja": wait), Nigerian "ehe" (yes), London "safe" before a yes and a Yorkshire "give over, no" read as
said. "The people card" is the population card, and "capital biggest" asks whether the capital is the largest city. Sheng "si" opening a suggestion ("si
tuulize ...": shouldn't we ask ...) is talk, as is a card's question read out from it ("it says ..."), a place said to be on the
table or not ("chile's still up there ain't it", "peru ain't even up there"), an argument kept up ("i still say it's peru", "i'm leaning kenya") and a player who has lost track.
"""

from __future__ import annotations

import pytest
from phrasing_checks import eliminate, guess, read_at, said_at, said_in_duel

from hideout.grammar.matcher import Matcher

TABLE = ("CHL", "PER", "GRC", "RUS", "KEN", "NZL", "USA", "DNK")


@pytest.mark.parametrize(("text", "want"), [
    ("take the greeks aff the board", eliminate("GRC")),
    ("turn ower the chilean yin", eliminate("CHL")),
    ("russia can gan", eliminate("RUS")),
    ("gonnae gie us the population", {"type": "ask", "card": "population"}),
    ("whit did ye say", {"type": "repeat"}),
    ("he ran off to kenya arrest him there", guess("KEN")),
    ("she's gone to new zealand arrest her", guess("NZL")),
    ("he's up in russia arrest him", guess("RUS")),
    ("does the atlantic no the pacific touch it", {"type": "ask", "card": "pacific"}),
    ("is the population no the land area big", {"type": "ask", "card": "land_area"}),
    ("how am i getting on", {"type": "status"}),
    ("the religion one not the choice one the open one", {"type": "ask", "card": "religion"}),
    ("not the either or one the plain government card", {"type": "ask", "card": "government"}),
    ("chile's getting the heave", eliminate("CHL")),
    ("hoy the danes out", eliminate("DNK")),
    ("not the russians bin russia", eliminate("RUS")),
    ("cross off chile he ain't hiding there", eliminate("CHL")),
    ("the spy's not hiding in kenya get rid of kenya", eliminate("KEN")),
    ("let's do the people card", {"type": "ask", "card": "population"}),
    ("capital biggest yes or no", {"type": "ask", "card": "capital_largest"}),
    # Scots "wan" (one) is no Jamaican "wan" (want), which follows who wants ("mi wan know ...")
    ("the religion wan i'll play that", {"type": "ask", "card": "religion"}),
    ("the first letter of their capital g'wan", {"type": "ask", "card": "capital_letter"}),
    ("mi wan know di population", {"type": "ask", "card": "population"}),
])
def test_read(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize(("text", "want"), [
    ("nope don't flip it", {"type": "cancel"}),
    ("don't turn it over", {"type": "cancel"}),
    ("do not flip it", {"type": "cancel"}),
    ("eeh toa", {"type": "confirm"}),
    ("yes tupa hiyo", {"type": "confirm"}),
    ("wacha ibaki", {"type": "cancel"}),
    ("give over no", {"type": "cancel"}),
    ("yeah do it before i change my mind", {"type": "confirm"}),
    ("reyt then aye", {"type": "confirm"}),
    ("ehe that's the one", {"type": "confirm"}),
    ("mm hm yes", {"type": "confirm"}),
    ("safe yeah do it", {"type": "confirm"}),
])
def test_answers(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == want


@pytest.mark.parametrize("text", ["sawa ngoja", "si tuongee kwanza", "don't yes"])
def test_no_answer_yet(rules: Matcher, text: str) -> None:
    result = read_at(rules, text, TABLE, awaiting=True)
    assert result.command is None or result.command.to_json()["type"] != "confirm"


@pytest.mark.parametrize("text", ["si tuulize the population one",
                                  "it says does the country border the pacific",
                                  "i still say it's peru",
                                  "it's kenya or chile and i'm leaning kenya",
                                  "is it left hand traffic or right i've lost track",
                                  "he's not in kenya arrest him in chile",
                                  "eliminate peru not the chile one",
                                  "let's not bin peru",
                                  "we're getting rid of kenya next aren't we",
                                  "leave chile out of it she's done nothing wrong",
                                  "chile's still on the board ain't it",
                                  "peru ain't even up there"])
def test_talk_changes_nothing(rules: Matcher, text: str) -> None:
    result = read_at(rules, text, TABLE)
    assert result.command is None or result.tentative


@pytest.mark.parametrize(("text", "want"), [
    ("si", {"type": "confirm"}),
    ("sawa", {"type": "confirm"}),
])
def test_bare_answers_stay(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == want


@pytest.mark.parametrize("text", ["si utumie grid search", "usiende b four", "what's reinforcements do again"])
def test_duel_talk(duel_rules: Matcher, text: str) -> None:
    assert said_in_duel(duel_rules, text) is None


def test_duel_status(duel_rules: Matcher) -> None:
    assert said_in_duel(duel_rules, "how am i getting on") == {"type": "status"}
