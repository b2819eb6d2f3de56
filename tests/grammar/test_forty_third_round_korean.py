"""The forty-third round's Korean kinds (issue 10), examples of my own beside what each must leave alone.

An answer the spy already gave, recalled among the players ("면적이 얼마라 했어", "왼쪽이랬어 오른쪽이랬어"),
is talk however the sentence goes on, where "방금 뭐라고 했어" still asks the answer again. A card pointed
to as one everyone knows ("종교 고르는 카드 있제 그거 불교로 물어보께") is asked; "인구 카드 있잖아" alone
is not. "인도 말고 인도양" means the ocean, and an older speaker's "그 나라 서울" its capital; "뭐라 카면
알아듣노" asks for help. At "브라질을 제거할까요?": "하믄 빼야지" (then it must go), Gyeongsang "그래 마 해라", Jeolla "그라씨요" and "잉 허씨요" are a
yes; "아닌디", "그거 아녀", "빼지 말어라" and "그거 아이라 카이" a no; "좀 기다려 봐요" is a wait, no answer.
"""

from __future__ import annotations

import pytest
from phrasing_checks import read_at, said_at

from hideout.grammar.matcher import Matcher

TABLE = ("BRA", "PER", "CHN", "KEN", "THA")


@pytest.mark.parametrize(("text", "want"), [
    ("하믄 빼야지", {"type": "confirm"}),
    ("그래 마 해라", {"type": "confirm"}),
    ("그라씨요", {"type": "confirm"}),
    ("잉 허씨요", {"type": "confirm"}),
    ("아닌디", {"type": "cancel"}),
    ("그거 아녀", {"type": "cancel"}),
    ("빼지 말어라", {"type": "cancel"}),
    ("그거 아이라 카이", {"type": "cancel"}),
    ("스파이님 좀 기다려 봐요", None),
    ("기다려 보류한다", {"type": "cancel"}),
])
def test_answers(ko_rules: Matcher, text: str, want: dict[str, str] | None) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko", awaiting=True) == want


@pytest.mark.parametrize("text", ["면적이 얼마라 했어 큰 거야 작은 거야",
                                  "방금 왼쪽이랬어 오른쪽이랬어",
                                  "국경 몇 개랬지"])
def test_answer_recalled_is_talk(ko_rules: Matcher, text: str) -> None:
    result = read_at(ko_rules, text, TABLE, lang="ko")
    assert result.command is None or result.tentative


def test_repeat_still_asked(ko_rules: Matcher) -> None:
    assert said_at(ko_rules, "방금 뭐라고 했어 다시", TABLE, lang="ko") == {"type": "repeat"}


@pytest.mark.parametrize(("text", "want"), [
    ("종교 고르는 카드 있제 그거 불교로 물어보께", {"type": "ask", "card": "religion_choice", "option": "buddhism"}),
    ("그 카드 있잖아 바다 있는지 묻는 거 그거", {"type": "ask", "card": "coastline"}),
])
def test_card_pointed_to(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") == want


def test_card_pointed_to_alone_asks_nothing(ko_rules: Matcher) -> None:
    assert said_at(ko_rules, "인구 카드 있잖아", TABLE, lang="ko") is None


@pytest.mark.parametrize(("text", "want"), [
    ("인도 말고 인도양 물어봐", {"type": "ask", "card": "indian"}),
    ("그 나라 서울 이름 첫 자가 뭐여", {"type": "ask", "card": "capital_letter"}),
    ("그 나라는 서울이 젤 큰 도시여", {"type": "ask", "card": "capital_largest"}),
    ("니는 뭐라 카면 알아듣노", {"type": "help"}),
    ("인도 말고 태국 빼", {"type": "eliminate", "destination": "THA"}),
])
def test_told_apart_and_old_words(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") == want
