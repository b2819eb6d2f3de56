"""The thirty-sixth round's Korean kinds (issue 10), examples of my own beside what each must leave
alone: Gyeongsang "마 치아라" (stop it), "안 할란다" (I won't) and "빼지 마래이" (don't remove it) are a
no, though "치아라" alone (put it away) stays a yes; "지아뿌라" is the dialect verb of removing, a yes;
"딴 거다" (it's another one) after a no leaves the no. Gyeongsang's quotative "캤" recalls what was said
("많다 캤나": did they say many), talk at a pending question. Names said in speech: "인디아" (India),
"우즈베크" (Uzbekistan), "대영제국" (Britain). A yes left hanging on "근데" (but), "그게" (the thing is) or
"저기" (um) is no answer yet. "-ㄹ 수도 있다" (may) names no capital ("그럴 수도 있지" had asked the capital).
"""

from __future__ import annotations

import pytest
from phrasing_checks import eliminate, guess, read_at, said_at

from hideout.grammar.matcher import Matcher

TABLE = ("EGY", "JPN", "CAN", "PRT", "KOR", "VNM")


@pytest.mark.parametrize(("text", "want"), [
    ("마 치아라", {"type": "cancel"}),
    ("아 마 치아라 안 할란다", {"type": "cancel"}),
    ("빼지 마래이", {"type": "cancel"}),
    ("아이다 딴 거다", {"type": "cancel"}),
    ("치아라", {"type": "confirm"}),
    ("응 지아뿌라", {"type": "confirm"}),
])
def test_answers(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko", awaiting=True) == want


@pytest.mark.parametrize("text", ["바다 있다 캤나 없다 캤나", "아까 인구 많다 캤제"])
def test_what_was_said_recalled_is_talk(ko_rules: Matcher, text: str) -> None:
    assert read_at(ko_rules, text, TABLE, lang="ko", awaiting=True).command is None


@pytest.mark.parametrize(("text", "want"), [
    ("인디아 빼 주세요", eliminate("IND")),
    ("우즈베크 지워", eliminate("UZB")),
    ("대영제국에 숨었네 잡아", guess("GBR")),
])
def test_names_said_in_speech(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, ("IND", "UZB", "GBR", "IDN"), lang="ko") == want


@pytest.mark.parametrize("text", ["네 근데", "예 저기", "그려 근디", "네 그게"])
def test_a_yes_left_hanging_is_no_answer_yet(ko_rules: Matcher, text: str) -> None:
    assert read_at(ko_rules, text, TABLE, lang="ko", awaiting=True).command is None


def test_a_yes_with_the_act_still_answers(ko_rules: Matcher) -> None:
    assert said_at(ko_rules, "네 빼 주세요", TABLE, lang="ko", awaiting=True) == {"type": "confirm"}


@pytest.mark.parametrize("text", ["그럴 수도 있지", "바다가 있을 수도 있고", "이집트일 수도 있어"])
def test_may_names_no_capital(ko_rules: Matcher, text: str) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") is None


def test_the_capital_still_named(ko_rules: Matcher) -> None:
    assert said_at(ko_rules, "그 나라 수도 있잖아 그거 첫 글자", TABLE, lang="ko") == {"type": "ask", "card": "capital_letter"}
