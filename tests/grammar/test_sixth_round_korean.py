"""Korean families added in the matcher's sixth round (issue 10, after the blind set ko_heldout6):
regional endings read in their standard spelling (Yanbian "-슴다", Chungcheong "-유"), a bare act
after a reason ("-니까 | 빼"), "except" (빼고 다), past answers recalled, a teacher's "-듯이" and
the spy addressed by a title. Every example is written for these tests (none is a bench line),
beside the talk each family must leave alone."""

from __future__ import annotations

from typing import Any

import pytest
from grammar_fixtures import shipped_handbook_exists
from phrasing_checks import ask, eliminate, said_at

from hideout.grammar.hangul import standard_ending
from hideout.grammar.matcher import Matcher

pytestmark = pytest.mark.skipif(not shipped_handbook_exists(), reason="needs data/handbook.json")

TABLE = ("BRA", "PER", "CHL", "CAN", "NER", "NGA")


def said(matcher: Matcher, text: str, awaiting: bool = False) -> dict[str, Any] | None:
    return said_at(matcher, text, TABLE, lang="ko", awaiting=awaiting)


@pytest.mark.parametrize("word,standard", [
    ("맞슴다", "맞습니다"), ("있슴까", "있습니까"), ("뭐임까", "뭐입니까"), ("아님다", "아닙니다"),
    ("함다", "합니다"), ("숨다", "숨다"), ("사람", "사람"),
])
def test_northern_endings_in_standard_spelling(word: str, standard: str) -> None:
    assert standard_ending(word) == standard


# ---- regional endings ------------------------------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("수도 첫 글자 뭐임까", ask("capital_letter")),
    ("거기 사람들 몇 명 있슴까", ask("population")),
    ("페루 빼유", eliminate("PER")),
    ("인구 좀 알려 줘유", ask("population")),
    ("거기는 어느 짝으로 다닌대유", ask("traffic")),      # Chungcheong's question "-대유"
    ("차덜 왼짝으로 댕겨유", ask("traffic")),
])
def test_regional_endings(ko: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(ko, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("네 맞슴다", "confirm"), ("그려유", "confirm"), ("아님다 취소임다", "cancel"),
    ("정답이에요 그대로 진행해 주세요", "confirm"),
])
def test_regional_answers(ko: Matcher, text: str, expected: str) -> None:
    assert said(ko, text, awaiting=True) == {"type": expected}


def test_a_noun_ending_in_yu_stays_a_noun(ko: Matcher) -> None:
    assert said(ko, "수출 품목이 석유인지 알려 줘") == ask("export")


# ---- a bare act after a reason; "except" -------------------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("페루는 바다가 있으니까 빼", eliminate("PER")),
    ("캐나다는 아닌 것 같으니께 빼요", eliminate("CAN")),
    ("답이 될 수 없는 곳은 칠레예요 칠레 제외", eliminate("CHL")),
])
def test_an_act_after_a_reason(ko: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(ko, text) == expected


@pytest.mark.parametrize("text", [
    "칠레 빼고 다 아시아야",                        # except Chile
    "브라질 제외하고 나머지는 바다 있어",
    "이집트면 사막이니까 농산물이 뭐 있겠노",       # more reasoning after a reason
    "여태 나온 힌트는 인구가 많았죠",              # an answer recalled
    "벌써 세 판 이겼네",                           # the score remarked on
    "페루 같은디",                                 # a hedge (Jeolla, Jeju)
])
def test_except_reasons_and_recalls_stay_talk(ko: Matcher, text: str) -> None:
    assert said(ko, text) is None


# ---- a teacher's words: "-듯이" (as if), "-냐면", the spy addressed by a title, "없던 걸로" -------------------
@pytest.mark.parametrize("text,expected", [
    ("면적을 교과서에 나오듯이 말해 주세요", ask("land_area")),
    ("스파이 선생님 인구가 몇 명인지 알려 주세요", ask("population")),
    ("수출 카드 쓸 건데 뭐냐면 제일 많이 파는 거 알려 달라고", ask("export")),
    ("방금 한 거 없던 걸로 해 주세요", {"type": "cancel"}),
    ("한 사람당 버는 돈 얼마야", ask("gdp_per_capita")),
    ("국내총생산 나누기 인구 알려 줘", ask("gdp_per_capita")),
    ("쌀 같은 거 주로 키우나요 주요 농산물", ask("agricultural_product")),   # "같은": like, no hedge
])
def test_teacher_words_and_paraphrases(ko: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(ko, text) == expected


def test_a_teacher_at_the_table_is_still_a_player(ko: Matcher) -> None:
    assert said(ko, "선생님 인구 카드 있어요") is None


def test_spit_it_out_is_no_french(ko: Matcher) -> None:
    """"불어 봐" (spit it out, 불다) beside a card is no question about French (불어)."""
    assert said(ko, "면적 얼마인지 불어 봐") == ask("land_area")


# ---- talk around the new rules (a batch of own talk lines) ---------------------------------------------------
@pytest.mark.parametrize("text", [
    "브라질은 크니까 빼지 말자",                 # a reason, then a negated proposal
    "페루는 바다 있으니까 아직 놔둬",
    "케냐는 아닌 거 같으니까 다음 판에 빼자",     # a plan for later
    "그 나라는 바다 있었쥬",                     # Chungcheong "-쥬": an answer recalled
    "아까 빼버린 게 칠레였지",                   # what was done, recalled
    "페루 빼고 전부 남미야",                     # except
    "우리 팀 이겼슴다",
])
def test_talk_near_the_new_rules(ko: Matcher, text: str) -> None:
    assert said(ko, text) is None


def test_an_accusation_in_the_past_is_still_an_arrest(ko: Matcher) -> None:
    assert said(ko, "너 캐나다에 숨었지") == {"type": "guess", "destination": "CAN"}
