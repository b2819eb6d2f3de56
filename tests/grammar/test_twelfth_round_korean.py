"""Korean kinds added in the matcher's twelfth round (issue 10, after the spent sets ko_heldout15 and
ko_heldout17), read by the rules alone (the learned reader off: it was trained on those sets).

Safety first: ``probe_twelfth_ko_talk.jsonl`` beside this file is table talk in registers no set held
(Chungcheong, Jeju, older speakers, teenagers, a foreign-born speaker), written before any of this
round's rules; on main the rules acted on 5 of its 30 lines, three of them card questions a typed game
plays at once. Each kind below is fixed by form, with examples of this file's own (none is a bench line
nor a probe line), beside the commands it must leave alone."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from grammar_fixtures import shipped_handbook_exists
from phrasing_checks import ask, eliminate, guess, read_at, said_at

from hideout.grammar.hangul import southern_ending
from hideout.grammar.matcher import Matcher

pytestmark = pytest.mark.skipif(not shipped_handbook_exists(), reason="needs data/handbook.json")

TABLE = ("BRA", "PER", "CHL", "CAN", "NER", "NGA", "IND", "JPN")
PROBE = [json.loads(line) for line in
         Path(__file__).with_name("probe_twelfth_ko_talk.jsonl").read_text("utf-8").splitlines() if line.strip()]


def said(matcher: Matcher, text: str, awaiting: bool = False) -> dict[str, Any] | None:
    return said_at(matcher, text, TABLE, lang="ko", awaiting=awaiting)


@pytest.mark.parametrize("line", PROBE, ids=[line["text"] for line in PROBE])
def test_talk_probe_says_nothing(ko_rules: Matcher, line: dict[str, Any]) -> None:
    # nothing at all: no command applied, and none asked back either
    assert read_at(ko_rules, line["text"], tuple(line["table"]), lang="ko").command is None


# ---- safety: talk of the probe's kinds, in other words ------------------------------------------------
@pytest.mark.parametrize("text", [
    # the room's own noise dealt with: no "say again" to the spy
    "티비 소리 좀 줄여 줘", "음악 꺼 봐 시끄러워", "라디오 뉴스 나온다 조용히 해 봐", "텔레비 소리 때문에 하나도 안 들려",
    # a player told to stop doing something: no "cancel"
    "그만 먹고 카드 봐", "너희 그만 떠들어", "형님 그만 좀 웃어요", "그만 싸우고 빨리 해",
    # which card a card in hand is, and a card handed between players
    "이거 무슨 카드야", "어떤 카드 냈어", "면적 카드 나 줘", "종교 카드 좀 넘겨", "인구 카드 나 주라", "그 카드 이리 줘 봐",
    # Jeju grandparents and taxi drivers called by name
    "우리 할망은 바당 옆에 살아", "박 기사 인구 물어봐", "기사님 바다 보러 가요",
    # an act put off: not yet, or for a later turn or game (said before the name too)
    "페루 빼는 건 아직이야", "아직 브라질 체포는 이르다", "아직 캐나다 체포 ㄴㄴ", "다음 판엔 브라질 체포할게", "나중에 칠레로 할게",
    # an act taken back by a word of waiting after it
    "페루 빼자 아 잠깐만", "인도 제거 아 가만 있어 봐", "니제르 체포 ㄱㄱ 아 에바다",
    # Gyeongsang: "아인" (아닌), the proposal "-까" on an open stem (빼까: 뺄까)
    "브라질은 아인 것 같다", "칠레 빼까", "인구 물어보까", "종교 카드 쓰까", "니제르 체포하까",
    # Jeju: "무사" (why), "게메" (well, who knows), the prohibition "-지 맙서"
    "무사 종교를 물어봐", "게메 인구 많을까", "캐나다 빼지 맙서", "일본 체포하지 맙서",
    # a sure remark's tag in Chungcheong and Jeolla ("-잖여", "-잖어", "-잖유")
    "거기 영어 쓰잖여", "일본은 섬나라잖어", "브라질 인구 많잖유",
    # "-믄" for "-면": what would follow an act or a question
    "칠레 빼믄 후회할 거여", "페루 체포하믄 우리 진다", "인구 물어보믄 다 알 텐디",
    # the countries of a kind left on the table
    "바다 있는 나라 많이 남았네", "영어 쓰는 나라가 많네",
])
def test_talk_asks_and_acts_on_nothing(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) is None


@pytest.mark.parametrize("text,expected", [
    # beside the noise and stop blockers
    ("잘 안 들려요 다시 말해 주세요", {"type": "repeat"}),
    # beside "which card": a card played by name
    ("면적 카드 쓸게요", ask("land_area")), ("인구 카드로 할게요 인구 몇 명이에요", ask("population")),
    # a word of waiting before an act asks for the floor; after a repair a new act still counts
    ("잠깐만요 페루 빼 주세요", eliminate("PER")), ("잠시만요 브라질 체포할게요", guess("BRA")),
    ("페루 빼 아 아니 잠깐 칠레 빼", eliminate("CHL")),
    # Jeju questions and requests still ask and act; "있잖아요" opening a question is a filler
    ("그 나라 바당 이수과", ask("coastline")), ("칠레 빼줍서", eliminate("CHL")),
    ("있잖아요 인구 몇 명이에요", ask("population")),
    # a country said to be a country with a coast is asked about
    ("바다 있는 나라예요", ask("coastline")),
])
def test_commands_beside_the_new_talk(ko_rules: Matcher, text: str, expected: dict[str, Any]) -> None:
    assert said(ko_rules, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a stop or a wait said to the pending question is still a no
    ("그만", {"type": "cancel"}), ("그만해", {"type": "cancel"}), ("아직", {"type": "cancel"}),
])
def test_no_words_at_the_pending_question(ko_rules: Matcher, text: str, expected: dict[str, Any]) -> None:
    assert said(ko_rules, text, awaiting=True) == expected


# ---- the command kinds ko_heldout15 and ko_heldout17 showed, in other words ---------------------------
@pytest.mark.parametrize("text,expected", [
    # yes and no phrases read whole though the longest first cuts across the next ("잠깐 기다려 | 보세요")
    # the plain imperative "-라" of a yes or a no
    ("그래 잡아라", {"type": "confirm"}), ("응 지워라", {"type": "confirm"}), ("그래 진행해라", {"type": "confirm"}),
    ("보류해라", {"type": "cancel"}),
    # the radio operator's affirmative and negative
    ("긍정", {"type": "confirm"}), ("긍정입니다 진행하십시오", {"type": "confirm"}), ("부정입니다", {"type": "cancel"}),
    # "of course" ("-고 말고"): its "말고" negates nothing
    ("좋고 말고요", {"type": "confirm"}), ("맞고말고", {"type": "confirm"}), ("암 그렇고 말고", {"type": "confirm"}),
    ("여부가 있나", {"type": "confirm"}),
    # Jeolla "-부러" on "do" (just do it)
    ("진행해부러", {"type": "confirm"}),
])
def test_answers_in_other_words(ko_rules: Matcher, text: str, expected: dict[str, Any]) -> None:
    assert said(ko_rules, text, awaiting=True) == expected


@pytest.mark.parametrize("text,expected", [
    # Jeolla: "I'll do it" ("-ㄹ라네"), "let's ask" on a verb of asking ("-드라고")
    ("인도로 체포할라네", guess("IND")), ("페루 뺄라네", eliminate("PER")),
    ("면적 한번 물어보드라고", ask("land_area")), ("종교 좀 들어보드라고", ask("religion")),
    # an ocean with a coast word asks that ocean's card, not the coast's
    ("대서양 바닷가 있어요", ask("atlantic")), ("인도양 해안 있나", ask("indian")), ("태평양 쪽 바닷가예요", ask("pacific")),
    # a story with a negation, then the name said again and acted on
    ("브라질은 안 가 봤어 브라질 빼", eliminate("BRA")), ("칠레는 우리 안 갔었어 칠레 지워", eliminate("CHL")),
    ("페루는 아무도 안 골랐어 페루 제거해 주세요", eliminate("PER")),
    # a destination chosen ("-로 할게 / 갈게 / 정할게", "-로 결정")
    ("브라질로 할게요", guess("BRA")), ("캐나다로 갈게", guess("CAN")), ("니제르로 정할게요", guess("NER")),
    ("칠레로 결정", guess("CHL")),
    # the money asked with "뭘" (뭐를)
    ("그 나라 돈은 뭘 써요", ask("currency_letter")), ("돈 뭘 쓰나요", ask("currency_letter")),
])
def test_commands_in_other_words(ko_rules: Matcher, text: str, expected: dict[str, Any]) -> None:
    assert said(ko_rules, text) == expected


@pytest.mark.parametrize("text,expected", [
    # what the new forms must leave alone: Jeolla's report "-드라고" (what one saw), "몰라요" (no "-ㄹ라")
    ("사람 많드라고", None), ("나도 몰라요", None),
    # the coast alone is the coast's card
    ("바닷가 있어요", ask("coastline")), ("해안선 길어요", ask("coastline")),
    # a story then the name said again without an act, or an act negated, or no name said again
    ("페루 갔었어 페루 좋았어", None), ("캐나다는 추워서 못 살았어 캐나다 체포 안 해", None),
    ("방금 스파이가 뭐라고 했어 태평양?", None),
    # a card chosen stays a card; an act chosen stays the act
    ("인구로 할게요", ask("population")), ("페루 빼는 걸로 할게요", eliminate("PER")),
])
def test_what_the_new_forms_leave_alone(ko_rules: Matcher, text: str, expected: dict[str, Any] | None) -> None:
    assert said(ko_rules, text) == expected


# ---- kinds a third batch of lines (written after the rules above, read once) showed ------------------
@pytest.mark.parametrize("text", [
    # an act weighed as possible or not, asked of the table
    "페루 빼도 돼 안 돼", "캐나다 체포 가능 불가능", "칠레 빼도 되나 안 되나",
])
def test_act_offered_either_way(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) is None


@pytest.mark.parametrize("text,expected", [
    # the honorific request on "잡-" (잡으세요, 잡으십시오, Jeju 잡읍서)
    ("니제르 잡으세요", guess("NER")), ("캐나다 잡으십시오", guess("CAN")), ("일본 잡읍서", guess("JPN")),
])
def test_arrest_requested_politely(ko_rules: Matcher, text: str, expected: dict[str, Any]) -> None:
    assert said(ko_rules, text) == expected


@pytest.mark.parametrize("text,expected", [
    # the plain and formal "no", and "it won't do" (Jeju "안 되우다"), said of "that" too ("그건 안 돼")
    ("아니다", {"type": "cancel"}), ("안 됩니다", {"type": "cancel"}), ("안 된다", {"type": "cancel"}),
    ("그건 안 되우다", {"type": "cancel"}), ("그건 안 돼", {"type": "cancel"}), ("이건 아니야", {"type": "cancel"}),
])
def test_plain_and_formal_no(ko_rules: Matcher, text: str, expected: dict[str, Any]) -> None:
    assert said(ko_rules, text, awaiting=True) == expected


@pytest.mark.parametrize("text,expected", [
    # "아니다" still restarts a question and still negates the name just said
    ("인구 몇 명이에요 아니다 면적 알려 줘", ask("land_area")), ("인도 엎어 인도 아니다", eliminate("IND")),
])
def test_aniida_left_alone(ko_rules: Matcher, text: str, expected: dict[str, Any]) -> None:
    assert said(ko_rules, text) == expected


# ---- kinds a fourth batch (written after all the rules above, read once) showed --------------------------
@pytest.mark.parametrize("text", [
    # a player's habit remarked on, with Chungcheong hearsay "-ㄴ댜"; what matters judged
    "저 양반 또 인구 물어본댜", "맨날 면적 질문이여", "형은 만날 종교만 물어봐", "바다 있냐 없냐 그거 중요한 거지",
])
def test_habits_and_what_matters(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) is None


@pytest.mark.parametrize("text,expected", [
    # the mountain's height asked with "얼마나" after the mountain (not any height: "건물 얼마나 높아")
    ("그 나라 산 얼마나 높아유", ask("highest_peak")), ("그 나라 산은 얼마나 돼요", ask("highest_peak")),
    ("그 나라 건물 얼마나 높아", None),
    # Chungcheong "읎-" (없-) and "-ㄴ 겨" still ask; "중요한" in a question is no judgement
    ("거기 바다 있는겨 읎는겨", ask("coastline")), ("그 나라 종교는 뭔 겨", ask("religion")),
    ("가장 중요한 산업이 뭐예요", ask("industry")),
])
def test_peak_and_chungcheong_questions(ko_rules: Matcher, text: str, expected: dict[str, Any] | None) -> None:
    assert said(ko_rules, text) == expected


@pytest.mark.parametrize("word,standard", [
    # the proposal "-까" on an open stem of the table's verbs, the intention "-ㄹ라네" on them
    ("빼까", "뺄까"), ("물어보까요", "물어볼까요"), ("체포하까", "체포할까"),
    ("체포할라네", "체포할게"), ("잡을라네요", "잡을게요"),
    # ... and what stays: "아까" (earlier), "-니까" (because), Jeju "-우까", 르 verbs, "-ㄹ라요"
    ("아까", "아까"), ("하니까", "하니까"), ("되우까", "되우까"), ("몰라요", "몰라요"), ("달라네", "달라네"), ("빨라요", "빨라요"),
])
def test_southern_endings(word: str, standard: str) -> None:
    assert southern_ending(word) == standard
