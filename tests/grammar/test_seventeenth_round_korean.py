"""Korean kinds added in the matcher's seventeenth round (issue 10, after the spent sets ko_heldout29
and ko_heldout28), read by the rules alone (the learned reader off: it is trained on those sets). Each
kind is fixed by form, with examples of this file's own (none is a bench line), beside what it must
leave alone."""

from __future__ import annotations

from typing import Any

import pytest
from grammar_fixtures import shipped_handbook_exists
from phrasing_checks import said_at

from hideout.grammar.hangul import past_statement
from hideout.grammar.matcher import MatchContext, Matcher

pytestmark = pytest.mark.skipif(not shipped_handbook_exists(), reason="needs data/handbook.json")

TABLE = ("BRA", "PER", "CHL", "CAN", "NER", "NGA", "IND", "JPN", "MNG", "VNM", "KEN", "JAM")


def said(matcher: Matcher, text: str, awaiting: bool = False) -> dict[str, Any] | None:
    return said_at(matcher, text, TABLE, lang="ko", awaiting=awaiting)


@pytest.mark.parametrize("text", [
    # a card's topic told in a story in the past: where someone lived, worked, went, believed
    "예전에 바닷가 마을에 살았어요", "작년에 인구 많은 도시로 이사했어요", "옆집 아저씨가 교회 다녔어",
    "그 회사가 옛날에 수출 많이 했어요", "젊었을 적엔 높은 산 많이 탔습니다", "십 년 전에 사막에서 농사 지었어",
    # ... and a time of one's life opening what follows ("when I was little, ...")
    "어릴 적에 바닷가 살아서 수영 잘해",
])
def test_a_story_in_the_past_is_talk(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) is None


@pytest.mark.parametrize("text,expected", [
    # ... while the card about the past, a question word, a question mark or a state that holds now still ask
    ("옛날에 식민지였어", {"type": "ask", "card": "history"}),
    ("제일 높은 산 몇 미터였어", {"type": "ask", "card": "highest_peak"}),
    ("그 나라 인구 많았어?", None),  # a recalled answer asked of the table stays talk, as before
    ("그 나라 태평양에 닿았어요", {"type": "ask", "card": "pacific"}),
    # ... and an act on a name is no story ("you hid in Japan")
    ("너 일본에 숨었지", {"type": "guess", "destination": "JPN"}),
])
def test_what_the_past_leaves_alone(ko_rules: Matcher, text: str, expected: dict[str, Any] | None) -> None:
    assert said(ko_rules, text) == expected


@pytest.mark.parametrize("text", [
    # where someone was, told in the past, is no arrest; nor is a time of one's life before a name
    "삼촌네 가족이 페루에 있었어요", "우리 아빠 젊을 적에 칠레에 살았지", "어릴 적엔 케냐에서 살았는데 좋았어",
])
def test_where_someone_was_is_no_arrest(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) is None


@pytest.mark.parametrize("text", [
    # a possessive said as a word of its own opens no act's cue on the next word's syllables
    "브라질은 제 거예요", "페루 그건 제 거야", "제 외투 칠레에서 샀어", "제 친구 페루 가요", "제 친척 캐나다 살아요",
])
def test_a_possessive_before_a_noun_opens_no_act(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) is None


@pytest.mark.parametrize("text,expected", [
    ("페루 제거해 주세요", {"type": "eliminate", "destination": "PER"}),
    ("칠레 제외", {"type": "eliminate", "destination": "CHL"}),
    ("캐나다 제치자", {"type": "eliminate", "destination": "CAN"}),
])
def test_the_acts_own_verbs_still_act(ko_rules: Matcher, text: str, expected: dict[str, Any]) -> None:
    assert said(ko_rules, text) == expected


@pytest.mark.parametrize("text", [
    # a card carried or taken away is the thing on the table, though "가져" opens like "가자"
    "동생이 종교 카드 가져갔어요", "막내가 인구 카드 챙겨 가", "고양이가 수출 카드 집어 갔다",
    # what a card asks or tells, and how it is played, asked of the players
    "역사 카드는 뭘 물어보는 거야", "해안선 카드는 뭐 물어보는 카드예요", "정부 카드는 뭘 알려 주는 카드야",
    "통화 카드는 돈 이름을 말해 주는 거지", "수도 첫 글자 카드는 어떻게 써",
    # a card named after talk about a card, to say which one: nothing asked
    "그 카드 누구한테 있어요 인구 그거요", "아까 그 카드 누가 가졌지 종교 그거",
])
def test_cards_spoken_of_are_talk(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) is None


@pytest.mark.parametrize("text,card", [
    # ... while a card carried on to be played, or named after the question to say which, asks it
    ("해안선 카드 집어 가 물어볼게", "coastline"), ("수도 이름 첫 글자 뭐예요 수도 카드 그거", "capital_letter"),
    ("인구 몇 명이야 인구 카드 그거 말이야", "population"),
    # a card's own name, then going with it
    ("종교로 가자", "religion"), ("해안선 가자", "coastline"), ("수도 첫 글자로 가자", "capital_letter"),
    ("태평양으로 가자", "pacific"),
    # a concession asked still asks
    ("바다에 닿아 있긴 하나요", "coastline"),
    # English before a word for a letter spells the name
    ("수도 영어 이니셜 알려 주세요", "capital_letter"),
])
def test_cards_asked(ko_rules: Matcher, text: str, card: str) -> None:
    assert said(ko_rules, text) == {"type": "ask", "card": card}


@pytest.mark.parametrize("text", [
    # a weak cue before going is a trip; a plan for later stays a plan; a concession said is a remark
    "바다로 가자", "산으로 가자", "다음 판엔 인구로 가자", "궁금하긴 하다", "넓긴 하네",
])
def test_going_and_conceding_left_alone(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) is None


def test_what_they_believe_is_the_religion_card_beside_the_people(ko_rules: Matcher) -> None:
    # "사람" is a weak population cue; what they believe decides, with both cards in hand
    context = MatchContext(game="destination-x", lang="ko", table=TABLE, playable_cards=("religion", "population"),
                           typed=True)
    result = ko_rules.match("그 나라 사람들은 대체로 뭘 믿어요", context)
    assert result.command is not None and result.command.to_json() == {"type": "ask", "card": "religion"}
    assert not result.ambiguous


@pytest.mark.parametrize("text,expected", [
    # slang cut off ("손절"), Hamgyong "아이래" (아니래), and "-우" on "do"
    ("자메이카는 손절각", {"type": "eliminate", "destination": "JAM"}),
    ("페루는 아이래 빼", {"type": "eliminate", "destination": "PER"}),
    ("칠레 체포하우", {"type": "guess", "destination": "CHL"}),
    # which countries remain
    ("어떤 나라들이 남아 있어요", {"type": "status"}),
    ("노하우가 중요해", None),
])
def test_commands_said(ko_rules: Matcher, text: str, expected: dict[str, Any] | None) -> None:
    assert said(ko_rules, text) == expected


@pytest.mark.parametrize("text,expected", [
    # Russian yes and no said by Koryo-saram speakers
    ("하라쇼", {"type": "confirm"}), ("하라쇼 지워", {"type": "confirm"}), ("니엣", {"type": "cancel"}),
    # Hamgyong "-우" on "do"
    ("그리 하우", {"type": "confirm"}),
    # a yes with the act said as what must be done, and "as it should be"
    ("그럼 잡아야지", {"type": "confirm"}), ("네 빼야죠", {"type": "confirm"}), ("그래야죠", {"type": "confirm"}),
])
def test_answers_at_the_question(ko_rules: Matcher, text: str, expected: dict[str, Any]) -> None:
    assert said(ko_rules, text, awaiting=True) == expected


def test_the_act_as_what_must_be_done_is_no_yes_alone(ko_rules: Matcher) -> None:
    assert said(ko_rules, "빼야죠", awaiting=True) is None


@pytest.mark.parametrize("word,past", [
    ("살았어요", True), ("다녔어", True), ("고생했지", True), ("탔습니다", True), ("됐네", True),
    ("있어요", False), ("넓겠다", False), ("갔는데", False), ("했나", False), ("살아요", False),
])
def test_past_statement(word: str, past: bool) -> None:
    assert past_statement(word) is past


# ---- the second pass, after ko_heldout28 (its aggregate printed before and after the first pass) ----

NORTHERN_TABLE = ("POL", "KAZ", "UZB", "PAK", "AFG", "TJK", "TKM", "PER", "CHL")


@pytest.mark.parametrize("text,expected", [
    # North Korean (문화어) names: Poland from "Polska", the -stan countries with tense consonants
    ("뽈스까 지워 주세요", {"type": "eliminate", "destination": "POL"}),
    ("우즈베끼스딴 빼자", {"type": "eliminate", "destination": "UZB"}),
    ("빠끼스딴 체포", {"type": "guess", "destination": "PAK"}),
    # Pyongyang "-갔-" (-겠-) on a verb of asking, before the formal "-습네다"
    ("인구가 몇 명인지 물어보갔습네다", {"type": "ask", "card": "population"}),
    # two names told apart, then the card asked to do it: the card
    ("페루랑 칠레 갈라 보게 인구 알려 주세요", {"type": "ask", "card": "population"}),
    ("페루하고 칠레 빼", None),
])
def test_northern_and_compared_names(ko_rules: Matcher, text: str, expected: dict[str, Any] | None) -> None:
    assert said_at(ko_rules, text, NORTHERN_TABLE, lang="ko") == expected


@pytest.mark.parametrize("text,expected", [
    # Gyeongsang "그라믄" (then) opens, no condition; "지아" (지워) erases
    ("그라믄 내가 면적 카드 낼게예", {"type": "ask", "card": "land_area"}),
    ("칠레 지아 주이소", {"type": "eliminate", "destination": "CHL"}),
    ("페루 고마 지아라", {"type": "eliminate", "destination": "PER"}),
    # grain, a town for the biggest city, the steering wheel (no hearsay "-대")
    ("그 나라 곡식은 뭐가 유명해요", {"type": "ask", "card": "agricultural_product"}),
    ("수도가 그 나라에서 제일 큰 동네야", {"type": "ask", "card": "capital_largest"}),
    ("운전대 어느 쪽에 있어요", {"type": "ask", "card": "traffic"}),
    # a move taken back in northern speech
    ("방금 거 물려 주세요", {"type": "cancel"}),
    # the southern tag "-제" on "not", after a reason: a conclusion, not an elimination
    ("칠레는 바다 있잖여 그라믄 아니제", None),
])
def test_second_pass_commands_and_talk(ko_rules: Matcher, text: str, expected: dict[str, Any] | None) -> None:
    assert said(ko_rules, text) == expected


def test_a_gyeongsang_no_with_ma(ko_rules: Matcher) -> None:
    assert said(ko_rules, "안 된다 마", awaiting=True) == {"type": "cancel"}


# ---- the third pass, after ko_heldout34 (its aggregate printed first, then read) ----

@pytest.mark.parametrize("text,expected", [
    # Gyeongsang "-뿐다 / -삔다" (just do it) on the act's verb
    ("면적 카드 내뿐다", {"type": "ask", "card": "land_area"}),
    ("칠레 빼삔다", {"type": "eliminate", "destination": "CHL"}),
    # a country's name with 말 (its language), where the name is Spain's own
    ("에스파냐 말이 공용어예요", {"type": "ask", "card": "official_language", "option": "spanish"}),
    # going with the card just asked ("그걸로 가자")
    ("인구 몇 명이냐 그걸로 가자", {"type": "ask", "card": "population"}),
    # Gyeongsang's tag "아이가" closes a sentence: what follows is read on its own
    ("케냐 맞다 아이가 체포하자", {"type": "guess", "destination": "KEN"}),
    ("바다 없는 나라 아이가 해안선 물어보자", {"type": "ask", "card": "coastline"}),
    ("몽골은 산 많다 아이가", None),
    # English "remove" in Hangul
    ("칠레 리무브", {"type": "eliminate", "destination": "CHL"}),
])
def test_third_pass_commands(ko_rules: Matcher, text: str, expected: dict[str, Any] | None) -> None:
    assert said(ko_rules, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a no of two words opening the answer, whatever reason follows; a yes after it is no answer
    ("안 돼 아직 생각 중이야", {"type": "cancel"}), ("안 됩니다 거기는 바다가 있잖아요", {"type": "cancel"}),
    ("안 돼 맞아", None),
])
def test_a_two_word_no_opens_the_answer(ko_rules: Matcher, text: str, expected: dict[str, Any] | None) -> None:
    assert said(ko_rules, text, awaiting=True) == expected
