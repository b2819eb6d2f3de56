"""Korean kinds added in the eighteenth round's second Korean pass (issue 10, after the spent sets
ko_heldout30, ko_heldout32 and ko_heldout37), read by the rules alone (the learned reader off). Each
kind is fixed by form, with examples of this file's own (none is a bench line), beside what it must
leave alone."""

from __future__ import annotations

from typing import Any

import pytest
from grammar_fixtures import shipped_handbook_exists
from phrasing_checks import said_at

from hideout.grammar.matcher import Matcher

pytestmark = pytest.mark.skipif(not shipped_handbook_exists(), reason="needs data/handbook.json")

TABLE = ("BRA", "PER", "CHL", "MNG", "CHN", "IND", "JPN", "KEN", "VNM", "MWI", "EGY", "CAN")


def said(matcher: Matcher, text: str, awaiting: bool = False) -> dict[str, Any] | None:
    return said_at(matcher, text, TABLE, lang="ko", awaiting=awaiting)


CANCEL, CONFIRM = {"type": "cancel"}, {"type": "confirm"}


# 1. a blocker written as one word holds only inside one word


@pytest.mark.parametrize("text, expect", [
    # "-다 | 고-" held the hearsay blocker "다고" across the space: thanks after a request, "go go" after a verdict
    ("인구 알려 주세요 다 고마워요", {"type": "ask", "card": "population"}),
    ("칠레 빼 주세요 다 고맙습니다", {"type": "eliminate", "destination": "CHL"}),
    ("몽골 아니다 고고", {"type": "eliminate", "destination": "MNG"}),
])
def test_a_one_word_blocker_is_not_found_across_two_words(ko_rules: Matcher, text: str, expect: dict[str, Any]) -> None:
    assert said(ko_rules, text) == expect


@pytest.mark.parametrize("text", [
    # "맞다 | 고마" held the hearsay blocker "다고" across the space; "고마" with the act's verb is "just"
    "맞다 고마 지워라", "그래 고마 빼라", "예 고마 그걸로 해라",
])
def test_a_yes_then_gyeongsang_goma_with_the_verb_is_a_yes(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text, awaiting=True) == CONFIRM


@pytest.mark.parametrize("text", [
    # "고마" alone or with "해라" / "치아라" is "stop it"
    "고마", "고마 해라", "됐다 고마",
])
def test_goma_alone_or_stop_it_stays_a_no(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text, awaiting=True) == CANCEL


def test_an_act_closed_by_goma_is_the_act(ko_rules: Matcher) -> None:
    assert said(ko_rules, "케냐 빼라 고마") == {"type": "eliminate", "destination": "KEN"}


@pytest.mark.parametrize("text", [
    # inside one word the blockers still hold: hearsay "-다고", a proposal reported "-자고"
    "칠레 바다 넓다고 했잖아", "몽골 빼자고 누가 그랬어",
])
def test_one_word_blockers_inside_a_word_still_make_talk(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) is None


# 2. a hedged yes or no at the question, as English "i think so" / "i don't think so"


@pytest.mark.parametrize("text", [
    "맞는 거 같아", "음 그런 것 같아요", "네 그런 거 같네요", "맞는 것 같습니다",
])
def test_a_hedged_yes_at_the_question_is_a_yes(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text, awaiting=True) == CONFIRM


def test_a_hedged_no_about_the_place_after_an_act_is_its_reason(ko_rules: Matcher) -> None:
    # "거기는 아닌 것 같아요" after an act is why (the place is not it), not a no taking the act back:
    # so the hedged no is left out of the no words (at the question it keeps the question pending)
    assert said(ko_rules, "인도 빼 주세요 거기는 아닌 것 같아요") == {"type": "eliminate", "destination": "IND"}
    assert said(ko_rules, "아닌 거 같아요", awaiting=True) is None


@pytest.mark.parametrize("text", [
    # a maybe is no yes ("maybe" is none in English either), nor a hedge said outside a question
    "아마 그런 것 같기도 하고", "글쎄 맞는 것 같기도",
])
def test_a_maybe_at_the_question_is_no_answer(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text, awaiting=True) is None


def test_a_hedged_yes_said_with_nothing_pending_is_nothing(ko_rules: Matcher) -> None:
    assert said(ko_rules, "맞는 거 같아") is None


@pytest.mark.parametrize("text", [
    # "안 돼요" (won't do) opens a no, a reason after it changes nothing
    "안 돼요 거기 남겨 둬요", "안돼요 그건 아직 몰라요",
])
def test_a_refusal_with_a_reason_is_a_no(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text, awaiting=True) == CANCEL


# 3. dialect requests and acts


@pytest.mark.parametrize("text", [
    # the polite "shall I ask" closing what is said (Chungcheong "-까유"), as English "shall i ask"
    "종교 물어보까유", "국경 몇 개인지 한번 물어나 보까유", "인구 물어볼까요",
])
def test_a_polite_shall_i_ask_is_asked(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) is not None and said(ko_rules, text)["type"] == "ask"


@pytest.mark.parametrize("text", [
    # the plain "-까" (should we) stays talk among players, and so does a choice not made
    "종교 물어볼까", "인구 물어볼까요 말까요",
])
def test_should_we_ask_stays_talk(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) is None


@pytest.mark.parametrize("text", ["시방 판이 어떻게 돌아가는지 말해 봐유", "판 어떻게 됐슈"])
def test_chungcheong_status_requests(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) == {"type": "status"}


@pytest.mark.parametrize("text", ["말하는 법 좀 갈켜 줘유", "뭐라고 혀야 알아듣는디"])
def test_chungcheong_help_requests(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) == {"type": "help"}


@pytest.mark.parametrize("text", ["이집트 줄 그어", "말라위 줄 긋자", "캐나다에 줄 그어 주세요"])
def test_a_line_drawn_through_a_country_eliminates_it(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text)["type"] == "eliminate"  # type: ignore[index]


@pytest.mark.parametrize("text, expect", [
    # Jeolla "-당께" ends its sentence: the negation in it is not the act's ("안 갔당께 | 빼부러")
    ("거긴 스파이 안 갔당께 인도 빼부러", {"type": "eliminate", "destination": "IND"}),
    # ... and "-드라고" proposes (let's), not the hearsay "-라고"
    ("베트남에 있당께 잡으러 가드라고", {"type": "guess", "destination": "VNM"}),
])
def test_jeolla_endings_before_an_act(ko_rules: Matcher, text: str, expect: dict[str, Any]) -> None:
    assert said(ko_rules, text) == expect


def test_hearsay_rago_stays_talk(ko_rules: Matcher) -> None:
    assert said(ko_rules, "인도는 아니라고") is None


def test_lets_finish_after_an_act_keeps_the_act(ko_rules: Matcher) -> None:
    assert said(ko_rules, "중국 체포 얼른 끝내자") == {"type": "guess", "destination": "CHN"}


@pytest.mark.parametrize("awaiting", [False, True])
def test_lets_finish_alone_is_talk(ko_rules: Matcher, awaiting: bool) -> None:
    assert said(ko_rules, "빨리 끝내자", awaiting=awaiting) is None

