"""Korean kinds added in the twenty-third round (issue 10, after the spent sets ko_heldout42, 46 and
the earlier rounds' ko_heldout39, 45, 49), read by the rules alone (the learned reader off), with
examples of this file's own (none a bench line) beside what each must leave alone."""

from __future__ import annotations

from typing import Any

import pytest
from grammar_fixtures import shipped_handbook_exists
from phrasing_checks import said_at

from hideout.grammar.matcher import Matcher

pytestmark = pytest.mark.skipif(not shipped_handbook_exists(), reason="needs data/handbook.json")

TABLE = ("CUB", "NGA", "ITA", "MEX", "HUN", "GBR", "IRN", "PHL", "USA", "EGY")
CANCEL, CONFIRM = {"type": "cancel"}, {"type": "confirm"}


def said(matcher: Matcher, text: str, awaiting: bool = False) -> dict[str, Any] | None:
    return said_at(matcher, text, TABLE, lang="ko", awaiting=awaiting)


def eliminate(ident: str) -> dict[str, str]:
    return {"type": "eliminate", "destination": ident}


def guess(ident: str) -> dict[str, str]:
    return {"type": "guess", "destination": ident}


# 1. North Korean spellings of destinations (data/handbook_overrides.json, each with its note)
@pytest.mark.parametrize(("text", "want"), [
    ("꾸바는 빼 주라우", eliminate("CUB")), ("나이제리아 뒤집어", eliminate("NGA")),
    ("이딸리아에서 체포하갔어", guess("ITA")), ("메히꼬 빼", eliminate("MEX")), ("마쟈르는 빼자", eliminate("HUN")),
])
def test_northern_spellings(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said(ko_rules, text) == want


# 2. a raid arrests; a cover (덮어) still eliminates
def test_a_raid_arrests(ko_rules: Matcher) -> None:
    assert said(ko_rules, "영국 덮쳐") == guess("GBR")
    assert said(ko_rules, "이집트 급습하자") == guess("EGY")
    assert said(ko_rules, "영국 덮어") == eliminate("GBR")


# 3. the group taking back its own act with "-자"; a plan for later stays talk
@pytest.mark.parametrize("text", ["방금 그거 무르자", "아까 거 취소하자"])
def test_taking_back_with_ja(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) == CANCEL


def test_a_later_take_back_stays_talk(ko_rules: Matcher) -> None:
    assert said(ko_rules, "나중에 취소하자") is None


# 4. "관둬" withdraws with nothing pending
@pytest.mark.parametrize("text", ["관둬요", "됐어 그만둬"])
def test_never_mind(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) == CANCEL


# 5. regional yeses: Jeolla 그라요 and -드라고(요), Pyongyang 기렇게 하시라요
@pytest.mark.parametrize("text", ["그라요", "그리 하드라고요", "기렇게 하라우"])
def test_regional_yeses(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text, awaiting=True) == CONFIRM


# 6. a wait, then what the speaker does first, is no answer yet; a plain wait withdraws
@pytest.mark.parametrize("text", ["잠깐만요 삼촌한테 물어봐요", "잠시만요 지도 좀 보고요"])
def test_a_wait_then_what_comes_first(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text, awaiting=True) is None


@pytest.mark.parametrize("text", ["아니 잠깐만요 지도 좀 보고요"])
def test_a_plain_wait_or_a_no_withdraws(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text, awaiting=True) == CANCEL


# 7. Jeolla "-드라고" on any word, with 주- a request; "뭐라고 불러요" asks the name
@pytest.mark.parametrize(("text", "want"), [
    ("이란 빼드라고 거기는 아니여", eliminate("IRN")),
    ("수도 첫 글자 알려 주드라고", {"type": "ask", "card": "capital_letter"}),
    ("그 나라 돈은 뭐라고 불러요", {"type": "ask", "card": "currency_letter"}),
])
def test_jeolla_requests_and_names_asked(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said(ko_rules, text) == want


# 8. "뭐래" asks; "-자고" closing an act proposes it; "보내 주자" lets a destination go; "빼 부러"
@pytest.mark.parametrize(("text", "want"), [
    ("제일 많이 믿는 종교가 뭐래", {"type": "ask", "card": "religion"}),
    ("필리핀 잡자고", guess("PHL")), ("멕시코는 보내 주자", eliminate("MEX")),
    ("이란 빼 부러 거기는 아니잖여", eliminate("IRN")),
])
def test_asked_and_proposed(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said(ko_rules, text) == want


def test_a_reported_proposal_stays_talk(ko_rules: Matcher) -> None:
    assert said(ko_rules, "필리핀 빼자고 했잖아") is None


# 9. the rules asked again are help, not the last answer again
def test_the_rules_asked_again(ko_rules: Matcher) -> None:
    assert said(ko_rules, "규칙 좀 다시 알려 주세요") == {"type": "help"}
    assert said(ko_rules, "다시 알려 주세요") == {"type": "repeat"}


# 10. "what must I say for it to understand" asks for help; "아 몰라" before a request is a sigh,
# but at "Eliminate X?" it stays unsure
@pytest.mark.parametrize("text", ["뭐라고 말해야 알아듣는 거예요", "뭐라고 해야 알아먹는가"])
def test_what_to_say_asks_for_help(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) == {"type": "help"}


def test_a_sigh_before_a_request(ko_rules: Matcher) -> None:
    assert said(ko_rules, "아 몰라 그냥 인구 알려 줘") == {"type": "ask", "card": "population"}
    assert said(ko_rules, "아 몰라 잠깐", awaiting=True) is None
    assert said(ko_rules, "아 몰라 빼", awaiting=True) is None


# 11. from the round's late writer (ko_heldout52): learner Korean placing the spy without "에", "X로 해"
# arrests, Yanbian "-ㅂ세다", Gyeongsang "해라 마", a no hedged at "Eliminate X?" still a no
@pytest.mark.parametrize(("text", "want"), [
    ("스파이 이집트 있어요", guess("EGY")), ("미국 있어요 스파이", guess("USA")), ("영국으로 해", guess("GBR")),
    ("인구 얼마나 되는지 물어봅세다", {"type": "ask", "card": "population"}),
])
def test_late_writer_kinds(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said(ko_rules, text) == want


def test_late_writer_answers(ko_rules: Matcher) -> None:
    assert said(ko_rules, "그래 해라 마", awaiting=True) == CONFIRM
    assert said(ko_rules, "아니요 그건 아닌 것 같아요", awaiting=True) == CANCEL
    assert said(ko_rules, "고마 해라", awaiting=True) == CANCEL


def test_a_card_made_the_choice_stays_the_card(ko_rules: Matcher) -> None:
    assert said(ko_rules, "인구로 해") == {"type": "ask", "card": "population"}
