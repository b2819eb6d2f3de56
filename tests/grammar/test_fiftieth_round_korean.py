"""The fiftieth round's Korean kinds (issue 10), examples of my own (none a bench line) beside what
each rule must leave alone.

A senior or family member called by title, then the speaker's own play announced ("과장님 제가 낼게요 ..."),
is said to the spy; a favour offered to them names no play and stays talk. "아웃시키자" written as one word
is "아웃 시키자", and the newsroom's "킬" (a story dropped) after a country puts it out, never inside a word.
"""

from __future__ import annotations

import pytest
from phrasing_checks import read_at, said_at

from hideout.grammar.matcher import Matcher

TABLE = ("GRC", "CHL", "PER", "THA", "DEU", "MNG", "JPN", "BTN")


@pytest.mark.parametrize(("text", "want"), [
    ("과장님 제가 낼게요 거기 인구 몇 명이에요", {"type": "ask", "card": "population"}),
    ("언니 이번엔 내가 할게 거기 종교 뭐야", {"type": "ask", "card": "religion"}),
    ("자 독일 킬", {"type": "eliminate", "destination": "DEU"}),
])
def test_read(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") == want


@pytest.mark.parametrize("text", [
    "과장님 제가 커피 타 드릴게요",
    "킬로미터로 재면 엄청 넓겠다",
])
def test_talk_stays_talk(ko_rules: Matcher, text: str) -> None:
    result = read_at(ko_rules, text, TABLE, lang="ko")
    assert result.command is None or result.tentative
