"""The thirty-fifth round's Korean kinds (issue 10), examples of my own beside what each must leave
alone: the act's verb in dialect ("치아뿌라", "빼부러") is a yes, with hurry ("얼른") or the speaker taking
the blame ("내가 책임진다") beside it; "됐다" (enough) before the verb says do it, alone it stays a no; "I
don't think so" and "I won't remove it" are a no; a wait while busy with a note or a thought is still
deciding; a wish to travel and quitting a job act on no place.
"""

from __future__ import annotations

import pytest
from phrasing_checks import said_at

from hideout.grammar.matcher import Matcher

TABLE = ("EGY", "JPN", "CAN", "PRT", "KOR", "VNM")


@pytest.mark.parametrize(("text", "want"), [
    ("응 치아뿌라", {"type": "confirm"}),
    ("아이고 빼부러 얼른", {"type": "confirm"}),
    ("됐다 빼라", {"type": "confirm"}),
    ("마 됐다 해라 내가 책임질게", {"type": "confirm"}),
    ("됐다", {"type": "cancel"}),
    ("됐다 고마", {"type": "cancel"}),
    ("됐다 하지 마", {"type": "cancel"}),
    ("죄송한데 취소해 주시겠어요", {"type": "cancel"}),
    ("무슨 소리야 안 빼", {"type": "cancel"}),
    ("아 잘못 말했어 아니야", {"type": "cancel"}),
])
def test_answers(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko", awaiting=True) == want


@pytest.mark.parametrize("text", ["잠깐만요 수첩 좀 볼게요", "잠시만 계산 중"])
def test_a_wait_while_busy_is_still_deciding(ko_rules: Matcher, text: str) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko", awaiting=True) is None


def test_a_second_look_withdraws(ko_rules: Matcher) -> None:
    assert said_at(ko_rules, "잠깐 다시 생각해 볼게", TABLE, lang="ko", awaiting=True) == {"type": "cancel"}


@pytest.mark.parametrize("text", ["일본 온천 가고 싶다", "회사 때려치우고 캐나다 가서 살까"])
def test_wishes_and_quitting_act_on_no_place(ko_rules: Matcher, text: str) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") is None
