"""The fifty-second round's Korean kinds (issue 10), examples of my own (none a bench line) beside what
each rule must leave alone.

"에집트", as older speakers say Egypt, names it; "어 가자" (uh, let's go) answers yes at "Eliminate X?".
"""

from __future__ import annotations

from phrasing_checks import said_at

from hideout.grammar.matcher import Matcher

TABLE = ("GRC", "CHL", "PER", "EGY", "DEU", "MNG", "JPN", "BTN")


def test_older_name_of_egypt(ko_rules: Matcher) -> None:
    assert said_at(ko_rules, "에집트 빼", TABLE, lang="ko") == {"type": "eliminate", "destination": "EGY"}


def test_lets_go_after_a_sound_is_yes(ko_rules: Matcher) -> None:
    assert said_at(ko_rules, "어 가자", TABLE, awaiting=True, lang="ko") == {"type": "confirm"}
    # ... and answers nothing when no yes is awaited
    assert said_at(ko_rules, "어 가자", TABLE, lang="ko") is None
