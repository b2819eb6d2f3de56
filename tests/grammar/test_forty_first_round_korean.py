"""The forty-first round's Korean kinds (issue 10), examples of my own beside what each must leave alone.
At "브라질을 제거할까요?": the place denied, then the act's verb said last ("거긴 아니니까 빼": it is not there,
take it off) is a yes, though a no word is in it; another no before the verb ("아니에요 안 빼요") is still a no.
Jeolla "빼라니께" (I said take it off) and "가자 가" / "가라 가" (go on) are yeses. With nothing pending, "됐어
안 할래" (forget it, I won't) withdraws. Jeolla "낼란다" / "낼라고요" (I'll play it) plays a card, and "잡으러
간다" (going to catch it) arrests. Faith held by the people ("무슨 신앙을 가지고 있어요") asks the religion card,
and Gyeongsang "X 쪽이가 아이가" (X's side or not) asks X's card.
"""

from __future__ import annotations

import pytest
from phrasing_checks import ask, guess, read_at, said_at

from hideout.grammar.matcher import Matcher

TABLE = ("BRA", "NLD", "CHN", "PER", "KEN")


@pytest.mark.parametrize(("text", "want"), [
    ("응 거긴 아니니까 빼", {"type": "confirm"}),
    ("맞아 그 나라 절대 아니야 빼라", {"type": "confirm"}),
    ("아 빼라니까", {"type": "confirm"}),
    ("그래 가자 가", {"type": "confirm"}),
    ("아니에요 안 빼요", {"type": "cancel"}),
    ("아니야 빼지 마", {"type": "cancel"}),
])
def test_answers(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko", awaiting=True) == want


@pytest.mark.parametrize(("text", "want"), [
    ("됐어 됐어 안 할래", {"type": "cancel"}),
    ("인구 카드 낼란다", ask("population")),
    ("종교 카드 낼라고요", ask("religion")),
    ("케냐 잡으러 간다", guess("KEN")),
    ("거기 사람들은 주로 어떤 종교를 가지고 있어요", ask("religion")),
    ("태평양 쪽이가 아이가", ask("pacific")),
])
def test_requests_in_other_words(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") == want


def test_a_plan_not_to_play_is_talk(ko_rules: Matcher) -> None:
    assert read_at(ko_rules, "나 이번 판은 안 할래", TABLE, lang="ko").command is None
