"""The thirty-second round's Duel kinds (issue 10): a district named again after a hedge is decided
("c four i think yes c four"); a district closed by a hedge after a lead-in ("the corner so a one i
guess") is asked back; a hedge about Mister X's place or a district set aside stays talk."""

from __future__ import annotations

import pytest
from phrasing_checks import said_in_duel

from hideout.grammar.matcher import MatchContext, Matcher


def test_a_district_named_again_after_a_hedge_is_decided(duel_rules: Matcher) -> None:
    assert said_in_duel(duel_rules, "um b three i reckon yeah b three") == {"type": "move", "to": "B3"}


@pytest.mark.parametrize(("text", "want"), [
    ("the corner one so a one i guess", "A1"),
    ("e one i suppose like the far right", "E1"),
])
def test_a_hedged_district_after_a_lead_in_is_asked_back(duel_rules: Matcher, text: str, want: str) -> None:
    result = duel_rules.match(text, MatchContext(game="duel", lang="en", typed=True))
    assert result.command is not None and result.command.to_json() == {"type": "move", "to": want}
    assert result.tentative


@pytest.mark.parametrize("text", ["he might be hiding at b two i guess", "not a one i guess"])
def test_talk_about_a_district_stays_talk(duel_rules: Matcher, text: str) -> None:
    assert said_in_duel(duel_rules, text) is None
