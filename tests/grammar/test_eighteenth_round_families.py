"""The eighteenth round's English kinds (issue 10, after the spent sets en_heldout31 and
en_heldout39), each with examples of my own (none a bench line) and what each rule must leave
alone. Rules alone: the reader is tested in test_reader.py.

First the cleanup the last review asked for: "still deciding, trailing off into a sound" is one
rule with one reason and one data list (``trailing_hesitations``), in both English games.
"""

from __future__ import annotations

import pytest
from phrasing_checks import read_at, said_at

from hideout.grammar.evidence import TRAILING_OFF
from hideout.grammar.matcher import Matcher

TABLE = ("PER", "BRA", "CHL", "KEN", "NGA", "JPN", "IND", "EGY", "ITA", "FRA", "CAN", "MEX", "PHL", "SYR")

# ---- one rule for an answer trailing off -----------------------------------------------------------


@pytest.mark.parametrize("text", ("okay okay um", "alright uh", "fine hmm",
                                  # a sound held however long is the same sound
                                  "sure hmmmm", "okay ummm", "right errrr"))
def test_an_answer_trailing_off_is_one_rule_with_one_reason(rules: Matcher, text: str) -> None:
    result = read_at(rules, text, TABLE, awaiting=True)
    assert result.command is None and result.reason == TRAILING_OFF


@pytest.mark.parametrize("text,expected", [("yes um", "confirm"), ("no uh", "cancel"), ("uh huh", "confirm"),
                                           ("nuh uh", "cancel")])
def test_a_clear_answer_or_a_listed_sound_answer_is_still_given(rules: Matcher, text: str, expected: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == {"type": expected}


@pytest.mark.parametrize("text", ("okay um", "alright hmmm"))
def test_duel_answers_trailing_off_leave_the_question_pending(duel_rules: Matcher, text: str) -> None:
    result = read_at(duel_rules, text, game="duel", awaiting=True)
    assert result.command is None and result.reason == TRAILING_OFF
