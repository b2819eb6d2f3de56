"""The thirty-second round's Korean kinds (issue 10), examples of my own beside what each must leave alone.

Northern names of countries (문화어 and the older 웽그리아), "재팬" said in jest; Pyongan "기럼" is "그럼"
(a yes) and the northern "잡우" is "잡아"; "쌀국수" (rice noodles) names no country. Knowing wished for
politely ("... 알면 좋겠는데") asks, a wish about the place stays talk; an act insisted on at the end
("빼라니까") is the act, what someone said ("빼라고 했어") is not; a card laid face down ("엎어 놓자") is
an elimination. A Gyeongsang question on "-고" ("정치를 우째 하는 나라고") asks; a card pointed to as one
everyone knows and then taken ("그 X 카드 있잖아 그거") is asked, "나 X 카드 있잖아" says who holds it.
"""

from __future__ import annotations

import pytest
from phrasing_checks import eliminate, guess, said_at

from hideout.grammar.matcher import Matcher

TABLE = ("HUN", "JPN", "DNK", "SYR", "KHM", "VNM", "USA", "BEL")


@pytest.mark.parametrize(("text", "want"), [
    ("웽그리아 지워 주라우", eliminate("HUN")),
    ("단마르크는 빼자", eliminate("DNK")),
    ("수리아에 있갔어 잡우", guess("SYR")),
    ("벨지끄 빼 주세요", eliminate("BEL")),
    ("재팬 체포", guess("JPN")),
    ("수도 이름이 뭔지 알면 좋겠는데", {"type": "ask", "card": "capital_letter"}),
    ("일본 빼라니까 진짜", eliminate("JPN")),
    ("덴마크는 엎어 놓자", eliminate("DNK")),
    ("거기는 정치를 어찌 하는 나라고", {"type": "ask", "card": "government"}),
    ("그 수출 카드 있잖아 그걸로 물어봐", {"type": "ask", "card": "export"}),
])
def test_said_so_is_understood(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") == want


@pytest.mark.parametrize("text", [
    "바다가 있으면 좋겠는데",      # a wish about the place
    "시리아면 좋겠다",            # a wish about the hideout
    "아까 누가 일본 빼라고 했어",  # what someone said
    "나 수출 카드 있잖아",         # who holds the card
])
def test_talk_stays_talk(ko_rules: Matcher, text: str) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") is None


def test_rice_noodles_name_no_country(ko_rules: Matcher) -> None:
    assert said_at(ko_rules, "쌀국수 나라 베트남 빼요", TABLE, lang="ko") == eliminate("VNM")


@pytest.mark.parametrize(("text", "want"), [
    ("기럼", {"type": "confirm"}),
    ("기럼 기럼 해라", {"type": "confirm"}),
])
def test_at_a_pending_question(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko", awaiting=True) == want
