"""Korean kinds added in the matcher's eighteenth round (issue 10, after the spent sets ko_heldout30
and ko_heldout32 and the leads from the headline's kinds), read by the rules alone (the learned
reader off). Each kind is fixed by form, with examples of this file's own (none is a bench line),
beside what it must leave alone."""

from __future__ import annotations

from typing import Any

import pytest
from grammar_fixtures import shipped_handbook_exists
from phrasing_checks import said_at

from hideout.grammar.evidence import HESITANT_WAIT
from hideout.grammar.hangul import sounded_letters
from hideout.grammar.matcher import MatchContext, Matcher

pytestmark = pytest.mark.skipif(not shipped_handbook_exists(), reason="needs data/handbook.json")

TABLE = ("BRA", "PER", "CHL", "MNG", "CHN", "IND", "JPN", "KEN", "VNM", "MWI", "EGY", "CAN")


def said(matcher: Matcher, text: str, awaiting: bool = False) -> dict[str, Any] | None:
    return said_at(matcher, text, TABLE, lang="ko", awaiting=awaiting)


CANCEL, CONFIRM = {"type": "cancel"}, {"type": "confirm"}


@pytest.mark.parametrize("text", [
    # a wait said over and over, as English "wait wait": asking for time, not withdrawing
    "잠깐 잠깐", "잠깐만 잠깐만요", "잠시만 잠시만",
    # ... with thinking said aloud
    "잠깐만요 생각 중", "잠깐 생각 좀",
    # ... or a moment asked for by name (English "one moment")
    "잠시만", "잠시만요",
])
def test_a_wait_while_still_thinking_leaves_the_question_pending(ko_rules: Matcher, text: str) -> None:
    korean = MatchContext(game="destination-x", lang="ko", table=TABLE, awaiting_confirmation=True, typed=True)
    result = ko_rules.match(text, korean)
    assert result.command is None and result.reason == HESITANT_WAIT


@pytest.mark.parametrize("text", [
    # a wait with a no, a change of mind, another verb of waiting (a bare wait asks for time from the
    # thirty-eighth round on: test_thirty_eighth_round_korean.py)
    "아니 잠깐 잠깐", "잠깐만 다시 생각해 볼게요", "잠깐 잠깐 멈춰",
])
def test_a_bare_wait_or_a_wait_with_a_no_still_withdraws(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text, awaiting=True) == CANCEL


@pytest.mark.parametrize("text", [
    # the act's verb negated at "브라질을 제거할까요?" ("I won't take it off") was read as a sound
    # before a yes: it is a no
    "안 빼", "안 빼요", "안 지워요", "안 뺌다",
])
def test_the_acts_verb_negated_is_a_no_never_a_yes(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text, awaiting=True) == CANCEL


@pytest.mark.parametrize("text,expected", [
    # ... while a learner's sound before an answer still answers, and the verb alone is a yes
    ("벙 맞아요", CONFIRM), ("빼요", CONFIRM), ("뺌다", CONFIRM),
    # Yanbian "부요" (不要), Jeolla "놔두랑께" (leave it, I say), Chungcheong "그렇고 말고유" (of course)
    ("부요", CANCEL), ("놔두랑께", CANCEL), ("그렇고 말고유", CONFIRM), ("그렇고 말고요 빼버려요", CONFIRM),
    ("그렇게 하오", CONFIRM),
])
def test_answers_in_regional_and_learner_forms(ko_rules: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(ko_rules, text, awaiting=True) == expected


@pytest.mark.parametrize("text", [
    # the Jeolla and Chungcheong "-것-" for "-겠-": not knowing said aloud, as "모르겠어"
    "태평양에 붙었는지 나는 모르것네", "종교가 뭔지 당최 모르겄어",
    # the card played before, recalled among the players, then named
    "아까 그 카드 뭐였지 인구 그거", "방금 낸 카드 면적이었나", "그 카드 뭐였더라 역사였나",
    # a place's card told as a fact, then the same card's answer it is not: still about that place
    "일본 돈 엔이에요 유로 아니에요", "중국 돈은 위안이야 달러 아니야",
])
def test_talk_kinds(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) is None


@pytest.mark.parametrize("text,expected", [
    # a word search for the card's name, then the card, still asks
    ("그 뭐더라 종교 카드 그거 쓸게요", {"type": "ask", "card": "religion"}),
    # a place's card told, then another card asked: asks
    ("몽골 돈 투그릭이에요 인구 알려 주세요", {"type": "ask", "card": "population"}),
    # ... and after a place named, the hideout said as the subject ("이 나라는") asks about it
    ("브라질은 포르투갈어 쓰는데 이 나라는 스페인어 써요?",
     {"type": "ask", "card": "official_language", "option": "spanish"}),
])
def test_what_the_talk_kinds_leave_alone(ko_rules: Matcher, text: str, expected: dict[str, Any]) -> None:
    assert said(ko_rules, text) == expected


@pytest.mark.parametrize("text,expected", [
    # the biggest mountain is the highest peak, not the biggest industry (산이 ~ 산업이)
    ("제일 큰 산이 뭐예요", {"type": "ask", "card": "highest_peak"}),
    ("가장 큰 산은 뭐야", {"type": "ask", "card": "highest_peak"}),
    ("가장 큰 산업이 뭐예요", {"type": "ask", "card": "industry"}),
    ("젤 큰 산업은 뭐야", {"type": "ask", "card": "industry"}),
])
def test_a_mountain_is_no_industry(ko_rules: Matcher, text: str, expected: dict[str, Any]) -> None:
    assert said(ko_rules, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a person called, then the speaker's own card play: told to them, and played
    ("할아버지 제가 할게요 종교 카드 쓸게요", {"type": "ask", "card": "religion"}),
    ("기사님 인구 카드 낼게요", {"type": "ask", "card": "population"}),
    ("엄마 면적 카드 쓸게", {"type": "ask", "card": "land_area"}),
    # ... while a card asked of the person, or handed to them to play, stays talk
    ("할머니 인구 몇 명이에요", None), ("기사님 인구 카드 쓰세요", None),
])
def test_a_person_called_then_ones_own_card_play(ko_rules: Matcher, text: str,
                                                 expected: dict[str, Any] | None) -> None:
    assert said(ko_rules, text) == expected


def test_names_are_compared_by_the_letters_heard() -> None:
    # the silent ㅇ dropped and a glide spelt as its vowels: 말리 is all in 말라위
    assert sounded_letters("말라위") == "ㅁㅏㄹㄹㅏㅜㅣ"
    assert sounded_letters("말리") == "ㅁㅏㄹㄹㅣ"
    assert sounded_letters("Mali 말") == "Mali ㅁㅏㄹ"


@pytest.mark.parametrize("text", [
    # Chungcheong and Jeolla prohibitions and a refusal at "브라질을 제거할까요?": a no
    "그거 지우지 말어", "빼믄 안 되아", "아니 안 할래요", "안 하겠습니다",
])
def test_prohibitions_and_refusals_in_more_forms_are_a_no(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text, awaiting=True) == CANCEL


@pytest.mark.parametrize("text,expected", [
    # a hedge trailing after a request said whole: the request stands (an act still waits for its yes)
    ("종교 카드 낼게요 아마", {"type": "ask", "card": "religion"}),
    ("케냐 빼 주세요 아마도", {"type": "eliminate", "destination": "KEN"}),
    # ... after a statement it is a guess, and a hedge inside the request is left as it was
    ("케냐일 거예요 아마", None),
])
def test_a_hedge_trailing_after_a_request(ko_rules: Matcher, text: str, expected: dict[str, Any] | None) -> None:
    assert said(ko_rules, text) == expected
