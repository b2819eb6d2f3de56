"""Korean families added in the matcher's seventh round (issue 10, after the spent set
ko_heldout7): Gangwon "-드래요" read in its standard spelling, formal requests closed by thanks
("알려 주시면 감사하겠습니다"), and "-야 돼 말아야 돼" deliberation as talk. Every example is
written for these tests (none is a bench line), beside the talk each family must leave alone."""

from __future__ import annotations

from typing import Any

import pytest
from grammar_fixtures import shipped_handbook_exists
from phrasing_checks import ask, said_at

from hideout.grammar.hangul import gangwon_ending
from hideout.grammar.matcher import Matcher

pytestmark = pytest.mark.skipif(not shipped_handbook_exists(), reason="needs data/handbook.json")

TABLE = ("BRA", "PER", "CHL", "CAN", "NER", "NGA")


def said(matcher: Matcher, text: str, awaiting: bool = False) -> dict[str, Any] | None:
    return said_at(matcher, text, TABLE, lang="ko", awaiting=awaiting)


@pytest.mark.parametrize("word,standard", [
    ("맞드래요", "맞아요"), ("먹드래요", "먹어요"), ("하드래요", "해요"), ("섬이드래요", "섬이요"),
    ("드래요", "드래요"), ("그래요", "그래요"),
])
def test_gangwon_endings_in_standard_spelling(word: str, standard: str) -> None:
    assert gangwon_ending(word) == standard


@pytest.mark.parametrize("text,expected", [
    ("인구가 얼마드래요", ask("population")),
    ("바다에 닿드래요", ask("coastline")),
    ("수도 첫 글자가 뭐드래요", ask("capital_letter")),
])
def test_gangwon_questions(ko: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(ko, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("맞드래요 맞아", {"type": "confirm"}),
    ("아니드래요", {"type": "cancel"}),
])
def test_gangwon_answers(ko: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(ko, text, awaiting=True) == expected


# ---- formal requests closed by thanks, and an apology before them -----------------------------------
@pytest.mark.parametrize("text,expected", [
    ("죄송하지만 인구를 알려 주시면 감사하겠습니다", ask("population")),
    ("실례지만 그 나라 종교를 말씀해 주시면 정말 감사드리겠습니다", ask("religion")),
    ("그 나라의 국경 수를 알려 주실 수 있을까요", ask("land_borders")),
])
def test_formal_requests(ko: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(ko, text) == expected


# ---- "should we or not": deliberation among players ---------------------------------------------
@pytest.mark.parametrize("text", [
    "브라질 빼야 돼 말아야 돼",
    "칠레 체포해야 되나 말아야 되나",
    "캐나다 뺄지 말지 모르겠네",
])
def test_deliberation_is_talk(ko: Matcher, text: str) -> None:
    assert said(ko, text) is None


def test_deliberation_in_short_forms_is_talk(ko: Matcher) -> None:
    assert said(ko, "칠레 빼야 함 말아야 함") is None


# ---- a place compared in regional words ("서울맨치로", "부산맹키로"): no destination named ----------
@pytest.mark.parametrize("text,expected", [
    ("부산맹키로 바다에 닿아요", ask("coastline")),
    ("서울맨치로 수도가 제일 큰 도시예요", ask("capital_largest")),
])
def test_regional_comparisons(ko: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(ko, text) == expected
