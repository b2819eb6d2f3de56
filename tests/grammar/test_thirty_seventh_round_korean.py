"""The thirty-seventh round's Korean kinds (issue 10), examples of my own beside what each must leave
alone. At "브라질을 제거할까요?" the table's "빼자" (let's take it off) or "하자" (let's do it) is a yes, alone or after one ("오케이
빼자"), while whether it may be taken off, asked of the table ("이거 빼도 되나"), is none, and so is a yes
left hanging on Jeolla "그런디" (but) or stalled on "쪼까만" (just a moment). Jeju "맞주" is a yes and
"말라", "말앙" (don't) a no; "엘지티엠" (LGTM said out) is a yes. A noun that ends as the proposing "-자"
does ("숫자", the number) proposes nothing. After a word's meaning asked of the table ("... 무슨 뜻이에요"),
the asker's gloss that follows asks nothing. Names said by speakers mixing English in: "저머니" (Germany),
"차이나" (China).
"""

from __future__ import annotations

import pytest
from phrasing_checks import ask, guess, read_at, said_at

from hideout.grammar.matcher import Matcher

TABLE = ("BRA", "DEU", "CHN", "EGY", "PER", "VNM")


@pytest.mark.parametrize(("text", "want"), [
    ("빼자", {"type": "confirm"}),
    ("그래 빼자", {"type": "confirm"}),
    ("응 빼자", {"type": "confirm"}),
    ("하자", {"type": "confirm"}),
    ("그래 빼버리자", {"type": "confirm"}),
    ("그럼 맞주", {"type": "confirm"}),
    ("엘지티엠", {"type": "confirm"}),
    ("말라 말라", {"type": "cancel"}),
    ("말앙", {"type": "cancel"}),
])
def test_answers(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko", awaiting=True) == want


@pytest.mark.parametrize("text", ["이거 빼도 되나", "빼 빼도 되냐", "응 그런디 쪼까만", "그라제 근디", "누가 빼자 했어"])
def test_a_question_to_the_table_or_a_stall_is_no_answer(ko_rules: Matcher, text: str) -> None:
    assert read_at(ko_rules, text, TABLE, lang="ko", awaiting=True).command is None


def test_a_proposal_with_nothing_pending_stays_talk(ko_rules: Matcher) -> None:
    assert read_at(ko_rules, "빼자", TABLE, lang="ko").command is None


@pytest.mark.parametrize(("text", "want"), [
    ("이웃 나라 숫자", ask("land_borders")),
    ("인구 숫자", ask("population")),
])
def test_a_noun_ending_like_a_proposal_asks(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") == want


def test_a_meaning_asked_then_glossed_is_talk(ko_rules: Matcher) -> None:
    assert read_at(ko_rules, "면적 무슨 뜻이에요 땅 크기 맞아요", TABLE, lang="ko").command is None


@pytest.mark.parametrize(("text", "want"), [("저머니 체포", guess("DEU")), ("차이나에 숨었어 잡아", guess("CHN"))])
def test_english_names_in_hangul(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") == want
