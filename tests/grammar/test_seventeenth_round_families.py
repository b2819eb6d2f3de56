"""The seventeenth round's English kinds (issue 10, after the spent set en_heldout30), each with
examples of my own (none a bench line) and what each rule must leave alone. Rules alone: the
reader is tested in test_reader.py.

Talk and hesitations first: a wait said over and over at "Eliminate Peru?" and not knowing said
aloud keep the question pending (a wait said once is still a no); an act's verb used as a noun ("the
cut of his suit") acts on nothing; who holds a card asked in another language is talk.
"""

from __future__ import annotations

from typing import Any

import pytest
from grammar_fixtures import shipped_handbook_exists
from phrasing_checks import said_at

from hideout.grammar.evidence import HESITANT_WAIT, MOMENT_ASKED
from hideout.grammar.matcher import MatchContext, Matcher

TABLE = ("PER", "BRA", "CHL", "KEN", "NGA", "JPN", "IND", "EGY", "ITA", "FRA", "CAN", "MEX")

# ---- at a pending question: still deciding ------------------------------------------------------

STILL_DECIDING = (
    # a wait said over and over asks for time
    "hang on, hang on",
    "wait, wait, wait, wait",
    "hold up hold up",
    "wait, hold on",
    "um hold on hold on",
    # not knowing said aloud
    "i don't know",
    "we don't know yet",
    "hmm, no idea",
    "och, i dinnae ken",
    "beats me",
)


@pytest.mark.parametrize("text", STILL_DECIDING)
def test_still_deciding_leaves_the_question_pending(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) is None


@pytest.mark.parametrize("text", ("wait", "hold on", "wait a sec", "wait, wait, no", "hold on hold on, don't",
                                  "no idea, no", "naw dinnae"))
def test_a_wait_said_once_or_with_a_no_still_cancels(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == {"type": "cancel"}


# ---- one home for "still deciding", both languages -------------------------------------------------

def test_one_rule_says_why_in_either_language(rules: Matcher, ko_rules: Matcher) -> None:
    pending = MatchContext(table=TABLE, awaiting_confirmation=True)
    assert rules.match("hold on hold on", pending).reason == MOMENT_ASKED
    korean = MatchContext(lang="ko", table=TABLE, awaiting_confirmation=True)
    assert ko_rules.match("음 잠깐만요", korean).reason == HESITANT_WAIT
    assert said_at(ko_rules, "잠깐만요", TABLE, lang="ko", awaiting=True) == {"type": "cancel"}


# ---- talk ---------------------------------------------------------------------------------------

TALK = (
    # an act's verb as a thing, "of" something after it
    "italy, look at the cut of his suit",
    "the cut of that jacket screams france",
    "mexico on the toss of a coin",
    # who holds a card, asked in Swahili, Hindi or Tagalog
    "nani ana coast card",
    "kaun has the religion card",
    "sino may history card",
)


@pytest.mark.parametrize("text", TALK)
def test_talk_of_these_kinds_does_nothing(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


@pytest.mark.parametrize("text,expected", [
    ("cut italy", {"type": "eliminate", "destination": "ITA"}),
    ("give peru the boot", {"type": "eliminate", "destination": "PER"}),
])
def test_the_verbs_themselves_still_act(rules: Matcher, text: str, expected: dict[str, Any]) -> None:
    assert said_at(rules, text, TABLE) == expected


pytestmark = pytest.mark.skipif(not shipped_handbook_exists(), reason="needs data/handbook.json")
