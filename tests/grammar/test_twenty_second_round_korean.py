"""Korean kinds added in the twenty-second round (issue 10, after the spent sets ko_heldout39, 43
and 45), read by the rules alone (the learned reader off), with examples of this file's own (none
a bench line) beside what each must leave alone."""

from __future__ import annotations

from typing import Any

import pytest
from grammar_fixtures import shipped_handbook_exists
from phrasing_checks import said_at

from hideout.grammar.matcher import Matcher

pytestmark = pytest.mark.skipif(not shipped_handbook_exists(), reason="needs data/handbook.json")

TABLE = ("IRN", "PHL", "ZAF", "KOR", "BRA", "PER")
CANCEL, CONFIRM = {"type": "cancel"}, {"type": "confirm"}


def said(matcher: Matcher, text: str, awaiting: bool = False) -> dict[str, Any] | None:
    return said_at(matcher, text, TABLE, lang="ko", awaiting=awaiting)


# 1. older names of four destinations (data/handbook_overrides.json, each with its note)
@pytest.mark.parametrize(("text", "want"), [
    ("페르샤는 빼 주세요", {"type": "eliminate", "destination": "IRN"}),
    ("필립핀 뒤집어", {"type": "eliminate", "destination": "PHL"}),
    ("남아연방에서 체포할게요", {"type": "guess", "destination": "ZAF"}),
    ("남조선은 아니니까 빼", {"type": "eliminate", "destination": "KOR"}),
])
def test_older_names(ko_rules: Matcher, text: str, want: dict[str, Any]) -> None:
    assert said(ko_rules, text) == want


# 2. any wait with the honorific request to wait keeps the question pending; a plain wait withdraws
@pytest.mark.parametrize("text", ["잠깐만 기다려 주세요", "어 잠깐 기다려 주십시오"])
def test_an_honorific_request_to_wait_keeps_the_question(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text, awaiting=True) is None


# (a plain wait asks for time from the thirty-eighth round on: test_thirty_eighth_round_korean.py)
@pytest.mark.parametrize("text", ["잠깐 기다려 봐라 아니다", "아니 잠깐만", "잠깐 기다려 취소"])
def test_a_wait_with_a_no_withdraws(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text, awaiting=True) == CANCEL


# 3. Chungcheong "-댜" closing a question word's sentence asks; without one it is still hearsay
@pytest.mark.parametrize(("text", "card"), [("거기는 뭘 주로 수출한댜", "export"),
                                            ("그 나라 사람들은 무슨 종교를 믿는댜", "religion")])
def test_a_chungcheong_question(ko_rules: Matcher, text: str, card: str) -> None:
    assert said(ko_rules, text) == {"type": "ask", "card": card}


def test_chungcheong_hearsay_stays_talk(ko_rules: Matcher) -> None:
    assert said(ko_rules, "쟤는 맨날 종교만 물어본댜") is None


# 4. elders' yeses and a northern no; a radio "retransmit"
@pytest.mark.parametrize("text", ["이의 없습니다", "그렇게 하게", "그렇고 말고"])
def test_elders_yes(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text, awaiting=True) == CONFIRM


def test_a_northern_no(ko_rules: Matcher) -> None:
    assert said(ko_rules, "아이오", awaiting=True) == CANCEL


def test_retransmit_asks_again(ko_rules: Matcher) -> None:
    assert said(ko_rules, "재송신 바랍니다") == {"type": "repeat"}


def test_kitchen_eighty_six_eliminates(ko_rules: Matcher) -> None:
    assert said(ko_rules, "브라질 에이티식스") == {"type": "eliminate", "destination": "BRA"}


# 5. a card asked for whole, ending on a request's own words, then the players' reasoning: the question
@pytest.mark.parametrize(("text", "card"), [
    ("국경 맞댄 나라 몇 개인지 물어보자 섬나라면 영이겠지", "land_borders"),
    ("수출품 카드 내겠습니다 석유면 중동이겠죠", "export"),
])
def test_a_request_then_the_reasoning(ko_rules: Matcher, text: str, card: str) -> None:
    assert said(ko_rules, text) == {"type": "ask", "card": card}


@pytest.mark.parametrize("text", ["인구 물어보자 아니 그건 아까 했잖아", "수도 첫 글자 에스면 어디임",
                                  "화폐 첫 글자 카드는 아껴 두자"])
def test_a_request_taken_back_or_a_card_word_is_no_request(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) is None


@pytest.mark.parametrize("text", ["빨리 종교 물어봐 시간 없어"])
def test_a_request_handed_to_a_player_or_urged_is_no_request_with_a_reason(ko_rules: Matcher, text: str) -> None:
    # the reasoning after a request is two words or more and reasons ("-면", "-니까", "-잖아")
    assert said(ko_rules, text) is None
