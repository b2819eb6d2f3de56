"""The forty-second round's Korean kinds (issue 10), examples of my own beside what each must leave alone.
At "브라질을 제거할까요?": a wait, then what is no answer ("잠깐만요 애가 울어서", hold on, the baby's crying) is
still deciding, where "잠깐만요 아니에요" stays a no. Radio words as airport crews say them ("카피", "어퍼머티브",
"네거티브") and Gyeongsang "오야" answer; "리핏" asks the answer again; "에미레이트" is the Emirates.
"""

from __future__ import annotations

import pytest
from phrasing_checks import eliminate, said_at

from hideout.grammar.matcher import Matcher

TABLE = ("BRA", "ARE", "CHN", "PER", "KEN")


@pytest.mark.parametrize(("text", "want"), [
    ("잠깐만요 애가 울어서", None),
    ("어 잠깐 기다려 봐 물 좀 마시고", None),
    ("잠깐만요 아니에요", {"type": "cancel"}),
    ("잠깐 취소", {"type": "cancel"}),
    ("카피", {"type": "confirm"}),
    ("어퍼머티브", {"type": "confirm"}),
    ("오야", {"type": "confirm"}),
    ("네거티브", {"type": "cancel"}),
])
def test_answers(ko_rules: Matcher, text: str, want: dict[str, str] | None) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko", awaiting=True) == want


@pytest.mark.parametrize(("text", "want"), [
    ("리핏", {"type": "repeat"}),
    ("에미레이트 빼", eliminate("ARE")),
])
def test_requests_in_other_words(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") == want
