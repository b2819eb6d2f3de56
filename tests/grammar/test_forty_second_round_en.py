"""The forty-second round's English kinds (issue 10), examples of my own (none a bench line) beside what
each rule must leave alone.

At "Eliminate X?": a wait, then anything that is no answer nor command ("hang on, my phone's ringing") is
still deciding, where "wait, no" stays a no; a yes with the reason the spy is not there beside it ("yep,
she's not there") is a yes, where "no, it's not there" stays a no. Welsh "nage", American
"shoot yeah", "darn right", "that's a no" and a radio's "disregard" answer. Acts: "we'll say peru" names
the guess (not "can you say peru", nor "we'll say it's not peru", an elimination); rugby sides name their
country ("turn the wallabies over"); the spy placed "down yonder in" or "on" a place and accused outright
is arrested there. Talk: the game's own past ("we flipped it two turns back", "i thought we kept peru")
changes nothing, nor, in the Duel, a reach or a card's meaning told to a player ("you can get to e one").
"""

from __future__ import annotations

import pytest
from phrasing_checks import eliminate, guess, read_at, said_at, said_in_duel

from hideout.grammar.matcher import Matcher

TABLE = ("ZAF", "NZL", "CHE", "AUS", "IRL", "PER", "LKA", "COL", "KEN")


@pytest.mark.parametrize(("text", "want"), [
    ("hang on my phone's ringing", None),
    ("one sec the kettle's boiling", None),
    ("wait a minute let me have a think about that", None),
    ("wait no", {"type": "cancel"}),
    ("hang on yes", {"type": "confirm"}),
    ("yep she's not there", {"type": "confirm"}),
    ("sure thing it ain't there get rid of it", {"type": "confirm"}),
    ("no it's not there", {"type": "cancel"}),
    ("nage", {"type": "cancel"}),
    ("shoot yeah", {"type": "confirm"}),
    ("darn right", {"type": "confirm"}),
    ("that's a no", {"type": "cancel"}),
    ("disregard that", {"type": "cancel"}),
])
def test_answers(rules: Matcher, text: str, want: dict[str, str] | None) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == want


def test_na_is_no_no_of_its_own(rules: Matcher) -> None:
    # Tagalog "na" (now) closing a yes, and Pidgin "na so" (it is so)
    assert said_at(rules, "sige alisin mo na", TABLE, awaiting=True) == {"type": "confirm"}
    assert said_at(rules, "na so", TABLE, awaiting=True) == {"type": "confirm"}


@pytest.mark.parametrize(("text", "want"), [
    ("we'll say kenya", guess("KEN")),
    ("i'm going to say peru", guess("PER")),
    ("we'll have a stab at colombia", guess("COL")),
    ("we'll say it's not kenya", eliminate("KEN")),
    ("turn the wallabies over", eliminate("AUS")),
    ("flip the springboks over", eliminate("ZAF")),
    ("turn the swiss over", eliminate("CHE")),
    ("he's down yonder in australia", guess("AUS")),
    ("she's on the emerald isle arrest her", guess("IRL")),
    ("get rid of lanka", eliminate("LKA")),
])
def test_acts_in_other_words(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", ["can you say kenya",
                                  "they say peru is lovely",
                                  "kenya's gone we flipped it two turns back",
                                  "peru's out isn't it i thought we kept peru",
                                  "he's on the phone",
                                  "population density what's that in english",
                                  "the coast card is pointless unless peru's still in play"])
def test_talk_changes_nothing(rules: Matcher, text: str) -> None:
    result = read_at(rules, text, TABLE)
    assert result.command is None or result.tentative


@pytest.mark.parametrize("text", ["from there you can get right up to a five on the bus",
                                  "surveillance means you show your row"])
def test_duel_reach_and_meaning_told(duel_rules: Matcher, text: str) -> None:
    assert said_in_duel(duel_rules, text) is None
