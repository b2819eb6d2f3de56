"""Korean families added in the matcher's fifth round (issue 10, after the blind set ko_heldout5):
English words said among the Korean, verb stems instead of listed forms, endings that block only
at a word's end, yes-or-no questions asked both ways, a leading yes word, ramble restarts, "-자" on
a verb of asking, and the broader card lexicon. Every example is written for these tests (none is
a bench line), beside the talk each family must leave alone."""

from __future__ import annotations

from typing import Any

import pytest
from grammar_fixtures import shipped_handbook_exists
from phrasing_checks import ask, eliminate, said_at

from hideout.grammar.hangul import infinitive, verb_forms
from hideout.grammar.matcher import Matcher

pytestmark = pytest.mark.skipif(not shipped_handbook_exists(), reason="needs data/handbook.json")

TABLE = ("BRA", "PER", "CHL", "CAN", "NER", "NGA")


def said(matcher: Matcher, text: str, awaiting: bool = False) -> dict[str, Any] | None:
    return said_at(matcher, text, TABLE, lang="ko", awaiting=awaiting)


# ---- the verb stem's forms (grammar/hangul.py) ----------------------------------------------------
@pytest.mark.parametrize("stem,form", [
    ("치우", "치워"), ("버리", "버려"), ("하", "해"), ("쓰", "써"), ("보", "봐"), ("되", "돼"),
    ("거르", "걸러"), ("모르", "몰라"), ("아프", "아파"), ("빼", "빼"), ("잡", "잡"),
])
def test_infinitive(stem: str, form: str) -> None:
    assert infinitive(stem) == form


def test_verb_forms_cover_the_changed_syllables() -> None:
    assert set(verb_forms("치우")) == {"치우", "치워", "치웠", "치운", "치울", "치움", "치웁"}
    assert verb_forms("잡") == ("잡",)  # a closed stem begins every form itself


# ---- English words said among the Korean (evidence borrow: en) ----------------------------------
@pytest.mark.parametrize("text,awaiting,expected", [
    ("GDP per capita 알려 주세요", False, ask("gdp_per_capita")),
    ("religion은 뭐예요", False, ask("religion")),
    ("coastline 있어요", False, ask("coastline")),
    ("monarchy예요", False, ask("government_choice", "monarchy")),
    ("highest mountain 얼마나 높아요", False, ask("highest_peak")),
    ("chile 빼 주세요", False, eliminate("CHL")),                     # an English name
    ("we arrest you in 페루", False, {"type": "guess", "destination": "PER"}),
    ("nigeria는 제거해 주세요", False, eliminate("NGA")),             # not Niger: whole words only
    ("yes 해 주세요", True, {"type": "confirm"}),
    ("nope 안 돼요", True, {"type": "cancel"}),
])
def test_english_words_among_korean(ko: Matcher, text: str, awaiting: bool, expected: dict[str, Any]) -> None:
    assert said(ko, text, awaiting) == expected


@pytest.mark.parametrize("text", [
    "honestly 이 게임 너무 어려워요",
    "maybe 브라질 빼야 할 것 같아요",
    "my turn 이에요 잠깐만요",
    "브라질 throughout 다 봤어요",       # "out" inside a word is no elimination
    "i think population 카드는 나중에",
])
def test_english_talk_among_korean_stays_talk(ko: Matcher, text: str) -> None:
    assert said(ko, text) is None


# ---- verbs by stem --------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "칠레 치우세요", "칠레는 걸러내 주세요", "칠레 떨궈 주세요", "칠레는 배제합니다",
    "칠레 삭제해 주세요", "칠레 날려 버리세요",
])
def test_elimination_verbs_by_stem(ko: Matcher, text: str) -> None:
    assert said(ko, text) == eliminate("CHL")


@pytest.mark.parametrize("text", ["칠레 치우지 마", "칠레는 치울까", "칠레 날려 버릴까", "칠레 지울지 말지 모르겠다"])
def test_elimination_verbs_negated_or_proposed_stay_talk(ko: Matcher, text: str) -> None:
    assert said(ko, text) is None


# ---- an ending blocks only where it ends a word --------------------------------------------------
def test_an_ending_inside_a_word_is_no_blocker(ko: Matcher) -> None:
    assert said(ko, "대서양에 면한 나라예요") == ask("atlantic")


@pytest.mark.parametrize("text", ["태평양 카드 쓰면 좋겠다", "인구가 많으면 브라질이지"])
def test_a_conditional_ending_still_marks_talk(ko: Matcher, text: str) -> None:
    assert said(ko, text) is None


# ---- yes-or-no asked both ways -----------------------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("대서양 접해 있어 없어", ask("atlantic")),
    ("공화국이야 아니야", ask("government_choice", "republic")),
    ("해안선 있나 없나", ask("coastline")),
    ("잘 사는지 못 사는지 알려 줘", ask("gdp_per_capita")),
])
def test_either_or_questions(ko: Matcher, text: str, expected: dict[str, Any]) -> None:
    assert said(ko, text) == expected


@pytest.mark.parametrize("text", ["대서양엔 접하지 않아", "태평양은 물어보지 말자", "잘 못 살 것 같은데"])
def test_a_plain_negation_is_still_talk(ko: Matcher, text: str) -> None:
    assert said(ko, text) is None


# ---- a leading yes word at "Eliminate X?" ------------------------------------------------------------
@pytest.mark.parametrize("text", ["예 빼 주세요", "응 그걸로 가자", "넵 진행시켜 주세요", "네 그렇게 하세요"])
def test_a_leading_yes_answers(ko: Matcher, text: str) -> None:
    assert said(ko, text, awaiting=True) == {"type": "confirm"}


@pytest.mark.parametrize("text", [
    "네 근데 페루는 어때", "응 잠깐만", "좋아 근데 브라질은 아닌 거 같아", "네 인구 먼저 물어봐요",
    "음", "어 그게", "글쎄요", "어어 잠시", "으음 글쎄",
])
def test_a_yes_then_something_else_or_a_hesitation_is_no_yes(ko: Matcher, text: str) -> None:
    assert said(ko, text, awaiting=True) != {"type": "confirm"}


# ---- a ramble closed by a settle word, and "-자" on a verb of asking --------------------------------
def test_a_settle_word_restarts_the_ramble(ko: Matcher) -> None:
    assert said(ko, "예전에 인구부터 봤었거든 아무튼 면적 알려 줘") == ask("land_area")


@pytest.mark.parametrize("text,expected", [
    ("역사 한번 물어보자", ask("history")),
    ("종교 좀 알아보자", ask("religion")),
    ("나중에 역사 물어보자", None),         # planned for later
    ("다음에 종교 알아보자", None),
    ("면적 카드는 아껴 두자", None),        # no verb of asking
])
def test_let_us_ask(ko: Matcher, text: str, expected: dict[str, Any] | None) -> None:
    assert said(ko, text) == expected


# ---- the card lexicon ---------------------------------------------------------------------------
@pytest.mark.parametrize("text,card", [
    ("국토 크기가 어떻게 돼요", "land_area"), ("꼭대기가 몇 미터예요", "highest_peak"),
    ("인접국은 몇 개예요", "land_borders"), ("국교가 뭐예요", "religion"),
    ("섬나라예요", "coastline"), ("핸들 위치가 어느 쪽이에요", "traffic"),
    ("건국은 언제예요", "history"), ("머릿수가 얼마나 돼요", "population"),
    ("주력 산업이 뭐예요", "industry"), ("가난한 나라예요", "gdp_per_capita"),
])
def test_card_lexicon(ko: Matcher, text: str, card: str) -> None:
    assert said(ko, text) == ask(card)


# everyday talk with a word a card's topic may use (an apartment's 평, a car's 핸들, a payday): the
# lexicon holds only words whose everyday sense is about a country
@pytest.mark.parametrize("text", [
    "몇 평이야 우리 집은", "핸들 고장 났어 내 차", "건국대 나왔어요", "꼭대기 층에 사무실 있어요",
    "월급날 언제야", "농장 체험 가고 싶다", "성당 다니세요", "지폐밖에 없어요 동전 있어요",
    "아 population 카드 진짜 쓸모없다", "제주도 바다 진짜 예쁘던데",
])
def test_everyday_talk_with_card_words_stays_talk(ko: Matcher, text: str) -> None:
    assert said(ko, text) is None


# ---- a card question said as a plain statement, for later, or as hearsay -------------------------
@pytest.mark.parametrize("text,expected", [
    ("화폐 단위는 어렵다", None),
    ("역사 공부는 지겹다", None),
    ("다음 판에 역사 쓸게", None),
    ("이따가 면적 물어볼게", None),
    ("거기 사람 많대요", None),
    ("면적 카드 쓴다", ask("land_area")),          # a verb of asking, said plainly
    ("인구 물어본다", ask("population")),
    ("종교가 궁금하다", ask("religion")),
    ("인구 알려 주실래요", ask("population")),    # "-ㄹ래요" asks politely
])
def test_statements_plans_and_hearsay(ko: Matcher, text: str, expected: dict[str, Any] | None) -> None:
    assert said(ko, text) == expected


def test_a_stem_closed_by_rieul_drops_it() -> None:
    assert set(verb_forms("만들")) == {"만들", "만드", "만든", "만듭"}


# ---- other places: Korean capital names and regions ---------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("서울 인구는 몇 명이야", None),
    ("도쿄는 면적이 얼마나 돼", None),
    ("유럽 인구가 얼마예요", None),
    ("국경일이라 내일 쉬어요", None),                     # a word holding "국경" is no border
    ("도쿄처럼 수도가 제일 큰 도시예요", ask("capital_largest")),  # a place compared to, not asked about
    ("사람들이 얼매나 살아요", ask("population")),          # a dialect spelling of 얼마나
])
def test_other_places_and_dialect_spellings(ko: Matcher, text: str, expected: dict[str, Any] | None) -> None:
    assert said(ko, text) == expected


# ---- adjective stems instead of listed forms ("절 많-" for 절 많아, 많은, 많나 ...) ------------------
@pytest.mark.parametrize("text,expected", [
    ("절이 많은 편이에요", ask("religion_choice", "buddhism")),
    ("산이 높은 나라예요", ask("highest_peak")),
    ("나라가 큰 편인가요", ask("land_area")),
    ("공장이 많아요", ask("industry")),
    ("뭘 제일 많이 팔아요 외국에", ask("export")),
])
def test_adjective_stems(ko: Matcher, text: str, expected: dict[str, Any]) -> None:
    assert said(ko, text) == expected


# ---- remarks about people and likes at the table ------------------------------------------------
@pytest.mark.parametrize("text", [
    "우리 과장님 기독교 신자셔", "사람 많은 데는 싫어", "영어 쓰는 거 힘들어", "팀장님 인구 물어보세요",
])
def test_remarks_about_people_and_likes_stay_talk(ko: Matcher, text: str) -> None:
    assert said(ko, text) is None


# ---- "안" negates as a word of its own ------------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("인구 카드 아직 안 썼지", None),
    ("역사는 안 물어봐도 돼", None),
    ("잘 안 들렸어요", {"type": "repeat"}),
    ("안에 바다 있어요", ask("coastline")),        # 안에 ("inside") holds no negation
])
def test_a_negation_word(ko: Matcher, text: str, expected: dict[str, Any] | None) -> None:
    assert said(ko, text) == expected


# ---- a weak no word ("잠깐") opening more words is no answer; with other no words it is ------------
@pytest.mark.parametrize("text,expected", [
    ("잠깐 뭐였지", None),
    ("잠시만 어디 보자", None),
    ("잠깐만요 하지 마세요", {"type": "cancel"}),
    ("아니 잠깐 다른 거", {"type": "cancel"}),
])
def test_a_weak_no_word(ko: Matcher, text: str, expected: dict[str, Any] | None) -> None:
    assert said(ko, text, awaiting=True) == expected
