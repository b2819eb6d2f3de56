"""Korean families added in the matcher's eighth round (issue 10, after the spent set
ko_heldout8), read by the rules alone (the learned reader off: it was trained on that set).

Every example is written for these tests, none is a bench line: the short dialogue turns (yes and
no at a pending question, say again, the score, help) and the two acts in the registers people
use (반말, 해요체, 하십시오체), in slang, in Gyeongsang, Jeolla, Chungcheong, Jeju and Pyongyang
speech and in learners' Korean; and beside them the talk each rule must leave alone (a plan, a
negation, what cannot be, the countries on the table counted, a word glossed)."""

from __future__ import annotations

from typing import Any

import pytest
from grammar_fixtures import shipped_handbook_exists
from phrasing_checks import ask, eliminate, guess, said_at, unambiguous

from hideout.grammar.hangul import jeju_ending, northern_spelling
from hideout.grammar.matcher import MatchContext, Matcher

pytestmark = pytest.mark.skipif(not shipped_handbook_exists(), reason="needs data/handbook.json")

TABLE = ("BRA", "PER", "CHL", "CAN", "NER", "NGA", "IND", "JPN")


def said(matcher: Matcher, text: str, awaiting: bool = False) -> dict[str, Any] | None:
    return said_at(matcher, text, TABLE, lang="ko", awaiting=awaiting)


# ---- spellings -------------------------------------------------------------------------------------
@pytest.mark.parametrize("word,standard", [
    ("력사", "역사"), ("령토", "영토"), ("녀자", "여자"), ("있습네다", "있습니다"), ("어떻습네까", "어떻습니까"),
    ("하라우", "하라"), ("리비아", "리비아"), ("라오스", "라오스"), ("니제르", "니제르"), ("뉴질랜드", "뉴질랜드"),
    # bound nouns keep their ㄴ in the South too
    ("년에", "년에"), ("녀석", "녀석"),
])
def test_pyongyang_spelling(word: str, standard: str) -> None:
    assert northern_spelling(word) == standard


@pytest.mark.parametrize("word,standard", [
    ("이수과", "이습니까"), ("되우꽈", "됩니까"), ("나라우꽈", "나랍니까"), ("맞수다", "맞습니다"),
    ("골아줍서", "골아주세요"), ("뒤집읍서", "뒤집으세요"), ("에서", "에서"), ("수다", "수다"),
])
def test_jeju_endings(word: str, standard: str) -> None:
    assert jeju_ending(word) == standard


# ---- yes at a pending "브라질을 제거할까요?" ------------------------------------------------------------
@pytest.mark.parametrize("text", [
    # slang and clipped forms
    "오키도키", "고", "빙고", "맞음", "인정", "ㅇㅈ", "쌉인정", "오케바리", "당근빠따", "넴", "그랭", "마자", "웅웅",
    # the formal register
    "진행하십시오", "그렇게 하십시오", "동의합니다", "예 그렇습니다",
    # Gyeongsang, Chungcheong, Jeju, Pyongyang
    "맞데이", "그라이소", "그래라 마", "그류", "좋수다", "기래", "옳소", "알갔어", "기래 기렇게 하라우", "옳습네다", "기렇습네다",
    # learners
    "네 맞아요 그렇게 해요", "네 맞다",
    # written after the first read of a second batch: Gyeongsang 그라모 / 암만, Jeolla 글지, the meme 진행시켜
    "그라모 그라모", "암만", "글지 글지", "진행시켜",
])
def test_yes_in_many_registers(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text, awaiting=True) == {"type": "confirm"}


def test_names_keep_their_spelling(ko_rules: Matcher) -> None:
    """A name is no dialect ending: Palau is no Pyongyang "-라우" request, Ljubljana no northern
    "류" (a capital named in a question is talk about that place, not the spy's)."""
    context = MatchContext(lang="ko", table=("PLW", "SVN", "PER"))
    assert unambiguous(ko_rules.match("팔라우 빼", context)) == eliminate("PLW")
    assert unambiguous(ko_rules.match("류블랴나 인구 얼마야", context)) is None
    assert unambiguous(ko_rules.match("류블랴나의 인구는 얼마야", context)) is None
    assert unambiguous(ko_rules.match("그 나라 력사 들려주라우", context)) == ask("history")   # not a name


@pytest.mark.parametrize("text,expected", [
    # listed answers the rewrites read as other words ("혀" as the polite "해", "경헙서" as "경하세요")
    ("혀", "confirm"), ("빼 혀", "confirm"), ("경헙서", "confirm"), ("경 헙서", "confirm"),
    # listed prohibitions read in the spelling the said text is matched in ("말라우" -> "말라", "되쥬" -> "되죠")
    ("빼지 말라우", "cancel"), ("그러면 안 되쥬", "cancel"),
])
def test_listed_answers_survive_the_rewrites(ko_rules: Matcher, text: str, expected: str) -> None:
    assert said(ko_rules, text, awaiting=True) == {"type": expected}


# ---- no at a pending question, a prohibition among them ----------------------------------------------
@pytest.mark.parametrize("text", [
    "에바", "에반데", "아님", "그거 아님", "안됨", "빠꾸",
    "잘못 말씀드렸습니다", "취소해 주십시오", "그게 아닙니다",
    "일없어", "일없습네다", "아니디", "아니야요", "아니라마씀", "그건 아니지", "아이 아니라", "그건 좀 아닌데",
    # a prohibition closing the answer, whatever it forbids
    "빼지 마", "빼면 안 돼", "그러지 마", "그거 지우지 마세요", "아직 체포하지 말자",
])
def test_no_in_many_registers(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text, awaiting=True) == {"type": "cancel"}


@pytest.mark.parametrize("text", ["음 글쎄", "잠깐 생각 좀", "어 그러니까", "네가 정해", "어떡하지"])
def test_hesitation_at_a_pending_question_is_no_yes(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text, awaiting=True) in (None, {"type": "cancel"})


# ---- say again, the score, help ---------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "뭐라구요", "못 알아들었어", "뭐라는 거야", "뭐라 캤노", "뭐라카노", "뭐라는겨", "뭐랭 골아수과", "다시 말하라우",
    "뭐이라구", "다시 말씀해 주십시오", "한 번 더 골아줍서", "뭐라 하셨어요",
])
def test_say_again(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) == {"type": "repeat"}


@pytest.mark.parametrize("text", [
    "몇 개 남았어", "판세 어떻습네까", "지금 우리가 이기고 있나", "우리 몇 점이야", "남은 후보 뭐야", "남은 거 뭐뭐 있어",
    "점수 어떵 되우꽈", "현재 스코어 알려 주십시오",
])
def test_status(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) == {"type": "status"}


@pytest.mark.parametrize("text", [
    "이거 어떻게 해요", "사용법 알려 주세요", "어찌케 혀", "어떵 허는 거우꽈", "뭐라고 하면 돼",
    "어떻게 물어봐야 하는지 알려 주세요",
    "뭘 물어볼 수 있는지 모르겠어요", "규칙 좀 다시 알려 줘",
    "어떻게 하는지 모르겠어",
])
def test_help(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) == {"type": "help"}


@pytest.mark.parametrize("text", ["누가 이기든 상관없어", "점수는 신경 쓰지 마", "엄마가 뭐라고 했어", "뭐라고 했더라"])
def test_talk_about_the_score_or_what_was_said(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) is None


# ---- the acts ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "브라질 제껴", "브라질 걸러", "브라질 빼불어", "브라질은 후보 아님", "브라질 지와 주라", "브라질 빼붑서",
    "브라질 빼라우", "브라질 제외하겠습네다", "브라질 빼셈", "브라질 빼 브라질 아니다", "칠레는 지워 칠레는 아니다",
])
def test_eliminations(ko_rules: Matcher, text: str) -> None:
    ident = "CHL" if "칠레" in text else "BRA"
    assert said(ko_rules, text) == eliminate(ident)


@pytest.mark.parametrize("text", [
    "브라질에서 잡으라우", "브라질에 숨었쥬", "브라질 올인", "브라질 파이널 앤서", "브라질 확정 체포",
    "브라질에서 수갑 채워", "브라질에서 체포하갔어", "브라질에 숨어 이수과 체포헙서",
    # the spy told where it hides, with a tag (as "you're in brazil, aren't you")
    "너 브라질에 있잖아", "니 브라질에 숨어 있잖아", "스파이 너 브라질에 숨었잖아",
])
def test_arrests(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) == guess("BRA")


@pytest.mark.parametrize("text", [
    "나중에 브라질 빼자", "스파이가 브라질에 있을 리가 없어", "브라질 뺄까", "브라질 빼지 마", "브라질 빼자고 했잖아",
    "인구 물어볼까 아니다", "브라질 빼면 되나 아니다",
    "브라질에 있잖아 그 큰 예수상", "너 아까 브라질 뺐잖아",
])
def test_acts_planned_negated_or_impossible_are_talk(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) is None


# ---- card questions in dialect, slang and Konglish --------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("그 나라 력사 들려주라우", ask("history")),
    ("령토 면적이 얼마나 됩네까", ask("land_area")),
    ("바당에 닿아 이수과", ask("coastline")),
    ("사름 하영 살암수과", ask("population")),
    ("인구 얼마나 되노 인구 말이다", ask("population")),
    ("종교 카드 간다", ask("religion")),
    ("수출 카드로 갑니다", ask("export")),
    ("차 레프트 사이드로 다녀요", ask("traffic")),
    ("차는 왼쪽으로 댕기나", ask("traffic")),
])
def test_card_questions(ko_rules: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(ko_rules, text) == expected


@pytest.mark.parametrize("text", ["바다 가자", "바다 가고 싶다"])
def test_going_to_the_sea_is_talk(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) is None


# ---- the countries on the table counted or picked among, words glossed: talk (safety) ---------------
@pytest.mark.parametrize("text", [
    "태평양 닿는 나라가 여기 몇 개야",
    "인도양 있는 나라가 몇 개지",
    "이 중에 대서양에 닿는 나라 어디야",
    "남은 나라 중에 인구 많은 데가 어디지",
    "이 나라들 중에 불교 나라 있나",
    "해안은 바닷가라는 뜻이야",
    "바당은 제주 말로 바다야",
    "경상도 말로 정구지가 부추야",
    "야 그거 스페인어로 뭐라 해",
    "인구는 영어로 뭐야",
    "여기 섬나라 몇 개 있어",
    "영어로는 인구가 파퓰레이션이지",
])
def test_table_countries_and_glosses_are_talk(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) is None


@pytest.mark.parametrize("text", ["국경 맞댄 나라가 몇 개예요", "이웃 나라 몇 개랑 붙어 있어", "거기 프랑스 말로 말해"])
def test_neighbours_counted_and_languages_spoken_still_ask(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) is not None
