"""The forty-seventh round's Korean kinds (issue 10), examples of my own (none a bench line) beside what
each rule must leave alone.

Yanbian and Hamgyong "무스거" / "무시기" (what) ask as "뭐" does ("정부가 무스거요"); "나라 제도" is the
government. A monk addressed at a temple table ("네 스님") is no question about Buddhism; a temple counted
("절이 많아요") still is.
"""

from __future__ import annotations

import pytest
from phrasing_checks import read_at, said_at

from hideout.grammar.matcher import Matcher

TABLE = ("GRC", "CHL", "PER", "THA", "DEU", "MNG", "JPN", "BTN")


@pytest.mark.parametrize(("text", "want"), [
    ("수출품이 무스거요", {"type": "ask", "card": "export"}),
    ("그 나라 종교는 무시기", {"type": "ask", "card": "religion"}),
    ("그 나라 나라 제도가 어떻게 돼요", {"type": "ask", "card": "government"}),
    ("그 나라 절이 많아요", {"type": "ask", "card": "religion_choice", "option": "buddhism"}),
])
def test_read(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") == want


@pytest.mark.parametrize("text", ["네 스님", "스님 이거 어떻게 생각하세요"])
def test_talk_changes_nothing(ko_rules: Matcher, text: str) -> None:
    result = read_at(ko_rules, text, TABLE, lang="ko")
    assert result.command is None or result.tentative
