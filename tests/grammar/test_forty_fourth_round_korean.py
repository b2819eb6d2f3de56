"""The forty-fourth round's Korean kinds (issue 10), examples of my own (none a bench line) beside what
each rule must leave alone.

At "Eliminate X?": Gyeongsang "해삐라" and the polite "치우세요" (Jeju "치웁서" reads as it) are a yes;
Gyeongsang's formal "아닙니더" and "놔두라" (leave it) a no. A card thrown or laid down ("던진다",
"깝니다") is played, and a card said to be in hand and used in the same breath ("카드 있어요 그거 쓸게요")
is asked; "카드 있어요" alone only says who holds it, and a card forbidden ("묻지 마", "쓰지 말자")
asks nothing.
"""

from __future__ import annotations

import pytest
from phrasing_checks import read_at, said_at

from hideout.grammar.matcher import Matcher

TABLE = ("BRA", "PER", "CHN", "KEN", "THA")


@pytest.mark.parametrize(("text", "want"), [
    ("그래 해삐라", {"type": "confirm"}),
    ("치우세요", {"type": "confirm"}),
    ("치웁서", {"type": "confirm"}),
    ("아닙니더", {"type": "cancel"}),
    ("놔두라", {"type": "cancel"}),
])
def test_answers(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko", awaiting=True) == want


@pytest.mark.parametrize(("text", "want"), [
    ("종교 카드 던진다", {"type": "ask", "card": "religion"}),
    ("인구 카드 깝니다", {"type": "ask", "card": "population"}),
    ("국경 카드 있어요 그거 쓸게요", {"type": "ask", "card": "land_borders"}),
])
def test_cards_played(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") == want


@pytest.mark.parametrize("text", ["인구 카드 있어요", "종교 카드 던진 사람 누구야", "국경 묻지 마 아껴",
                                  "종교 카드 쓰지 말자"])
def test_cards_held_forbidden_or_spoken_of_ask_nothing(ko_rules: Matcher, text: str) -> None:
    result = read_at(ko_rules, text, TABLE, lang="ko")
    assert result.command is None or result.tentative


def test_forbidding_needs_a_word_end(ko_rules: Matcher) -> None:
    # "되지 마지막으로": "-지" then a word opening with "마", no "-지 마"
    assert said_at(ko_rules, "그 나라 인구가 어떻게 되지 마지막으로", TABLE, lang="ko") == {"type": "ask", "card": "population"}


def test_forbidden_then_asked_instead(ko_rules: Matcher) -> None:
    assert said_at(ko_rules, "인구 묻지 말고 면적 물어봐", TABLE, lang="ko") == {"type": "ask", "card": "land_area"}
