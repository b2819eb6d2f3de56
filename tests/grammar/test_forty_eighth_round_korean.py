"""The forty-eighth round's Korean kinds (issue 10), examples of my own (none a bench line) beside what
each rule must leave alone.

A place said to be all but out ("칠레는 거의 아웃이지") is a verdict in the making, no act; the act said
plainly still is one. At "Eliminate X?" a no said unsure is no answer yet ("아니 잘 모르겠어"), unless a
cancel's own word closes it ("아니 아닌 거 같아 취소").
"""

from __future__ import annotations

import pytest
from phrasing_checks import eliminate, read_at, said_at

from hideout.grammar.matcher import Matcher

TABLE = ("GRC", "CHL", "PER", "THA", "DEU", "MNG", "JPN", "BTN")


@pytest.mark.parametrize("text", ["칠레는 거의 아웃이지", "태평양이라니까 몽골은 거의 탈락이네"])
def test_talk_changes_nothing(ko_rules: Matcher, text: str) -> None:
    result = read_at(ko_rules, text, TABLE, lang="ko")
    assert result.command is None or result.tentative


def test_plain_act_still_acts(ko_rules: Matcher) -> None:
    assert said_at(ko_rules, "칠레 아웃", TABLE, lang="ko") == eliminate("CHL")


@pytest.mark.parametrize(("text", "want"), [
    ("아니 그거 아닌 거 같아 취소", {"type": "cancel"}),
])
def test_answers(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko", awaiting=True) == want


@pytest.mark.parametrize("text", ["아니 잘 모르겠어", "아니요 아마"])
def test_no_answer_yet(ko_rules: Matcher, text: str) -> None:
    assert read_at(ko_rules, text, TABLE, lang="ko", awaiting=True).command is None
