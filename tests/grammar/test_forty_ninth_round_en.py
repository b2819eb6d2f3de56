"""The forty-ninth round's English kinds (issue 10), examples of my own (none a bench line) beside what
each rule must leave alone.

"We reckon peru" is the table's call, as "we say peru" is. The spy said to be among a country's people
("she's with the chileans", "he's hiding with the danes") is placed there; "bye bye to the danes" sends
them off. An elimination taken back by a "no" and said again ("eliminate chile no eliminate peru") is
the second one, not the first with a reason after it. "Ain't" before a bare verb is a past "didn't"
("i ain't catch that"). "Which church" asks the religion, open, as "what church" does. A sentence's shape
is read past a word said to anyone before it ("yo, it got a coast or nah"). A phrase said word for word
stays itself: Spanish said among English ("otra vez", "cómo vamos", "déjalo") is the conversation's, and
"si señor" and "go on nah" are yeses. Scots and Shetland spellings are read as the words they spell ("hoo
mony folk", "whit happened dere in da aald days", and "noo", which is "now", no longer a long "no"); Spanish
words for income, neighbours and souls join the borrowed ones ("la renta per cápita"). Talk: the answer a card will give, foretold ("that card's gonna say
rice"); an act weighed against holding off ("... or wait"); in Duel, a card for when the player lands.
"""

from __future__ import annotations

import pytest
from phrasing_checks import eliminate, guess, read_at, said_at, said_in_duel

from hideout.grammar.matcher import Matcher

TABLE = ("CHL", "PER", "DNK", "KEN", "FRA", "JPN", "EGY", "NPL")


@pytest.mark.parametrize(("text", "want"), [
    ("we reckon peru", guess("PER")),
    ("she's with the danes", guess("DNK")),
    ("he's hiding with the danes", guess("DNK")),
    ("bye bye to the danes", eliminate("DNK")),
    ("eliminate chile no eliminate peru", eliminate("PER")),
    ("cross off kenya no egypt cross off egypt", eliminate("EGY")),
    ("strike off kenya or whatever they calling it now", eliminate("KEN")),
    ("sorry we ain't catch that", {"type": "repeat"}),
    ("which church do they mostly go to", {"type": "ask", "card": "religion"}),
    ("yo it got a coast or nah", {"type": "ask", "card": "coastline"}),
    ("otra vez por favor", {"type": "repeat"}),
    ("cómo vamos", {"type": "status"}),
    ("cómo se juega", {"type": "help"}),
    ("hoo mony folk bide in it", {"type": "ask", "card": "population"}),
    ("whit happened dere lang syne", {"type": "ask", "card": "history"}),
    ("is the capital the big town or is there a bigger one", {"type": "ask", "card": "capital_largest"}),
    ("cuantos vecinos tiene", {"type": "ask", "card": "land_borders"}),
    ("la renta per cápita", {"type": "ask", "card": "gdp_per_capita"}),
])
def test_read(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", [
    # a reason after the act still goes with it, and the name said twice after a "no" is the repair
    "eliminate peru no ocean there",
])
def test_reason_after_act_kept(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) == eliminate("PER")


@pytest.mark.parametrize("text", [
    "the religion card's gonna say islam you watch",
    "should we take out kenya now or wait a round",
    "what do we reckon peru or chile",
    "he's with the others in the kitchen",
])
def test_talk_changes_nothing(rules: Matcher, text: str) -> None:
    result = read_at(rules, text, TABLE)
    assert result.command is None or result.tentative


@pytest.mark.parametrize(("text", "want"), [
    ("si señor", {"type": "confirm"}),
    ("sí por favor", {"type": "confirm"}),
    ("go ahead nah", {"type": "confirm"}),
    ("dejalo", {"type": "cancel"}),
    # a Nigerian "na so" (that's it) is still a yes: only leading words are passed over to read a sentence's shape
    ("na so", {"type": "confirm"}),
])
def test_answers(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == want


@pytest.mark.parametrize("text", ["och noo", "weel noo let me think"])
def test_now_is_no_no(rules: Matcher, text: str) -> None:
    assert read_at(rules, text, TABLE, awaiting=True).command is None


def test_yes_with_nothing_pending_says_nothing(rules: Matcher) -> None:
    assert said_at(rules, "si señor", TABLE) is None


@pytest.mark.parametrize("text", [
    "i'll play the grid search as soon as i land on a scotland yard one",
    "take the camera now or save it",
])
def test_duel_talk_changes_nothing(duel_rules: Matcher, text: str) -> None:
    assert said_in_duel(duel_rules, text) is None


def test_duel_card_still_plays(duel_rules: Matcher) -> None:
    assert said_in_duel(duel_rules, "use the grid search") == {"type": "action", "card": "grid_search"}
