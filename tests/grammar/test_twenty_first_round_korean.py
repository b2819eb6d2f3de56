"""Korean kinds added in the twenty-first round (issue 10, after the spent set ko_heldout44), read
by the rules alone (the learned reader off), with examples of this file's own (none a bench line)
beside what each must leave alone."""

from __future__ import annotations

from typing import Any

import pytest
from grammar_fixtures import shipped_handbook_exists
from phrasing_checks import said_at

from hideout.grammar.matcher import Matcher

pytestmark = pytest.mark.skipif(not shipped_handbook_exists(), reason="needs data/handbook.json")

TABLE = ("BRA", "PER", "CHL", "MNG", "KEN", "NPL")
CANCEL, CONFIRM, HELP = {"type": "cancel"}, {"type": "confirm"}, {"type": "help"}


def said(matcher: Matcher, text: str, awaiting: bool = False) -> dict[str, Any] | None:
    return said_at(matcher, text, TABLE, lang="ko", awaiting=awaiting)


# 1. "안내 부탁드립니다" (please inform us) after a card's topic or the score asks for that; alone, or
#    after how to speak, it still asks for help
@pytest.mark.parametrize(("text", "want"), [
    ("인구 안내 부탁드립니다", {"type": "ask", "card": "population"}),
    ("주요 수출품 안내 좀 해 주세요", {"type": "ask", "card": "export"}),
    ("지금 점수 상황 안내 부탁드려요", {"type": "status"}),
    ("안내 부탁드립니다", HELP),
    ("어떤 식으로 말하면 되는지 안내해 주세요", HELP),
])
def test_information_asked_for_politely(ko_rules: Matcher, text: str, want: dict[str, Any]) -> None:
    assert said(ko_rules, text) == want


# 2. a moment by name asked for politely at a pending question is a pause; a plain wait withdraws
@pytest.mark.parametrize("text", ["잠시만 기다려 주세요", "음 잠시만 기다려 주시겠어요"])
def test_a_moment_asked_for_politely_keeps_the_question(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text, awaiting=True) is None


# (a plain wait asks for time from the thirty-eighth round on: test_thirty_eighth_round_korean.py)
@pytest.mark.parametrize("text", ["아니 잠깐 기다려 보세요", "잠깐만 기다려 아니야"])
def test_a_wait_with_a_no_still_withdraws(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text, awaiting=True) == CANCEL


# 3. Chungcheong and Jeolla "I said so" as a yes; the steering wheel's side is the traffic card
@pytest.mark.parametrize("text", ["그렇다니까", "그렇당께"])
def test_i_said_so_is_a_yes(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text, awaiting=True) == CONFIRM


@pytest.mark.parametrize("text", ["운전대가 어느 쪽에 달려 있어요", "핸들이 어느 쪽이에요"])
def test_the_steering_wheel_asks_the_traffic_card(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) == {"type": "ask", "card": "traffic"}
