"""The thirty-first round's Korean kinds (issue 10), examples of my own beside what each must leave alone.

Chungcheong and Jeolla "-은디/-는디" ends a clause as "-은데/-는데" does ("있는 것 같은디 | 잡아유"), and a past
joined by "-는디" still tells a story; a like name set aside after the act closes it ("페루 잡아 칠레 말고"), while
"그거 말고" after it stays talk; "재차 말씀" asks again; "정정합니다" at a pending question is a no.
"""

from __future__ import annotations

import pytest
from phrasing_checks import eliminate, guess, said_at

from hideout.grammar.matcher import Matcher

TABLE = ("PER", "CHL", "KEN", "IRN", "IRQ")


@pytest.mark.parametrize(("text", "want"), [
    ("케냐에 숨은 것 같은디 잡아유", guess("KEN")),
    ("이란 체포해 이라크 말고", guess("IRN")),
    ("칠레 지워 페루 말구", eliminate("CHL")),
    ("재차 말씀해 주세요", {"type": "repeat"}),
])
def test_said_so_is_understood(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") == want


@pytest.mark.parametrize("text", [
    "작년에 페루 가봤는디 거기 차가 오른쪽으로 댕겨",  # a story, not the traffic card
    "페루 빼 그거 말고",                               # the act itself set aside
])
def test_talk_stays_talk(ko_rules: Matcher, text: str) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") is None


def test_a_correction_announced_is_a_no(ko_rules: Matcher) -> None:
    assert said_at(ko_rules, "정정하겠습니다", TABLE, lang="ko", awaiting=True) == {"type": "cancel"}


@pytest.mark.parametrize(("text", "want"), [
    ("케냐 지워라 사막 있다 했잖아", eliminate("KEN")),            # the act, then why (a tag of what all know)
    ("종교 카드 그냥 내뿌자", {"type": "ask", "card": "religion"}),   # a card played "for good"
    ("할 수 있는 말 목록 좀 주세요", {"type": "help"}),
])
def test_more_said_so(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") == want


def test_nothing_to_say_is_no_help_request(ko_rules: Matcher) -> None:
    assert said_at(ko_rules, "난 말할 수 있는 거 없어", TABLE, lang="ko") is None
