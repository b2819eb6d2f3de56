"""Korean kinds added in the nineteenth round (issue 10, after the spent set ko_heldout33), read by
the rules alone (the learned reader off). Each kind is fixed by form, with examples of this file's
own (none is a bench line), beside what it must leave alone."""

from __future__ import annotations

from typing import Any

import pytest
from grammar_fixtures import shipped_handbook_exists
from phrasing_checks import said_at

from hideout.grammar.hangul import jeolla_ending, southern_ending, stem_of_infinitive
from hideout.grammar.matcher import Matcher

pytestmark = pytest.mark.skipif(not shipped_handbook_exists(), reason="needs data/handbook.json")

TABLE = ("BRA", "PER", "CHL", "MNG", "KEN", "NPL")
CANCEL, CONFIRM = {"type": "cancel"}, {"type": "confirm"}


def said(matcher: Matcher, text: str, awaiting: bool = False) -> dict[str, Any] | None:
    return said_at(matcher, text, TABLE, lang="ko", awaiting=awaiting)


def ask(card: str, option: str | None = None) -> dict[str, Any]:
    return {"type": "ask", "card": card, **({"option": option} if option else {})}


# 1. Jeolla's "-불-" (the standard "-어 버리-") and the southern tag "-제", in standard spelling


@pytest.mark.parametrize("form, stem", [
    ("봐", "보"), ("해", "하"), ("써", "쓰"), ("치워", "치우"), ("버려", "버리"), ("돼", "되"),
    ("잡아", "잡"), ("먹어", "먹"), ("빼", "빼"), ("가", "가"), ("서", "서"), ("물어봐", "물어보"),
])
def test_stem_of_infinitive(form: str, stem: str) -> None:
    assert stem_of_infinitive(form) == stem


@pytest.mark.parametrize("word, standard", [
    ("봐불자", "보자"), ("체포해불자", "체포하자"), ("치워불자", "치우자"), ("잡아불자", "잡자"),
    ("해불어", "해"), ("빼불어요", "빼요"), ("치워불라", "치워라"), ("빼불게", "뺄게"), ("잡아불게", "잡을게"),
    ("해불까", "할까"),
    # no "-불-": French, a fire, a Buddhist, "full" stay
    ("불어", "불어"), ("모닥불", "모닥불"), ("불자", "불자"), ("배불러", "배불러"),
])
def test_jeolla_bul_is_the_verb_alone(word: str, standard: str) -> None:
    assert jeolla_ending(word) == standard


@pytest.mark.parametrize("word, standard", [
    ("당연하제", "당연하지"), ("빼야제", "빼야지"), ("되제", "되지"),
    # a noun's "제" stays
    ("문제", "문제"), ("체제", "체제"), ("해제", "해제"), ("언제", "언제"),
])
def test_southern_je_tag_is_ji(word: str, standard: str) -> None:
    assert southern_ending(word) == standard


@pytest.mark.parametrize("text, expect", [
    ("인구 한번 물어봐불자", ask("population")),
    ("칠레 빼불자", {"type": "eliminate", "destination": "CHL"}),
])
def test_jeolla_bul_proposals_are_read(ko_rules: Matcher, text: str, expect: dict[str, Any]) -> None:
    assert said(ko_rules, text) == expect


@pytest.mark.parametrize("text, expect", [
    ("오냐 해불어", CONFIRM), ("아따 당연하제", CONFIRM), ("그건 안 되제", CANCEL),
])
def test_jeolla_and_southern_answers(ko_rules: Matcher, text: str, expect: dict[str, Any]) -> None:
    assert said(ko_rules, text, awaiting=True) == expect


# 2. at a pending "Eliminate X?": a yes trailing off into a sound, a no said unsure, a yes after a sound


@pytest.mark.parametrize("text", ["아네 어", "좋아 음", "아니 잘 모르겠는데", "아니요 글쎄요 음", "아니요 그런 것 같아요"])
def test_trailing_off_or_an_unsure_no_keeps_the_question(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text, awaiting=True) is None


@pytest.mark.parametrize("text, expect", [
    # a clear yes or no said first answers; a bare wait (once) withdraws the question
    ("네 음", CONFIRM), ("아니 빼지 마", CANCEL), ("아니", CANCEL),
    ("허 맞습니다 빼세요", CONFIRM), ("킹정", CONFIRM), ("반려합니다", CANCEL),
])
def test_clear_answers_still_answer(ko_rules: Matcher, text: str, expect: dict[str, Any]) -> None:
    assert said(ko_rules, text, awaiting=True) == expect


# 3. requests: the spy consulted by a proposal, the answer asked again, "let's go with that", slang


@pytest.mark.parametrize("text, expect", [
    ("규칙 설명 좀 들어 보자", {"type": "help"}),
    ("방금 대답 다시 해 주세요", {"type": "repeat"}),
    ("답변 재안내 부탁드립니다", {"type": "repeat"}),
    ("화폐가 달러냐 그거 가자", ask("currency_choice", "dollar")),
    ("칠레 체포 박자", {"type": "guess", "destination": "CHL"}),
    ("거기 밭에 주로 뭐 심어", ask("agricultural_product")),
    ("종교가 중요한 나라여 종교 카드 쓰자", ask("religion")),
])
def test_requests_in_other_words(ko_rules: Matcher, text: str, expect: dict[str, Any]) -> None:
    assert said(ko_rules, text) == expect


# 4. a question about the hideout, then a remark about somewhere else


@pytest.mark.parametrize("text, expect", [
    ("이 나라 수도 뭐로 시작해요 페루는 L이고", ask("capital_letter")),
    ("종교 알려 주세요 몽골은 불교예요", ask("religion")),
])
def test_a_question_then_a_remark_about_elsewhere_asks(ko_rules: Matcher, text: str, expect: dict[str, Any]) -> None:
    assert said(ko_rules, text) == expect


@pytest.mark.parametrize("text", [
    # the named place is what is asked about; answers noted down or marked
    "페루 종교 알려 주세요", "몽골 종교 뭐예요 페루는 가톨릭이고", "동그라미 쳐 놔 바다 없음", "밑줄 쫙 인구 적음",
])
def test_talk_about_a_place_or_notes_stay_talk(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) is None


# 5. North Gyeongsang (Andong): the request "-소", the proposal "-시더", the formal "-니더"


@pytest.mark.parametrize("word, standard", [
    ("빼소", "빼세요"), ("두소", "두세요"), ("보소", "보세요"), ("빼시더", "뺍시다"), ("하시더", "합시다"),
    ("아이니더", "아입니다"), ("맞니더", "맞습니다"),
    # an address, an element and the formal "-소" on a closed stem stay
    ("주소", "주소"), ("요소", "요소"), ("있소", "있소"),
])
def test_gyeongbuk_endings(word: str, standard: str) -> None:
    assert southern_ending(word) == standard


@pytest.mark.parametrize("text, expect", [
    ("예 그거 지우소", CONFIRM), ("그래 빼시더", CONFIRM), ("아이니더 그대로 두소", CANCEL),
])
def test_gyeongbuk_answers(ko_rules: Matcher, text: str, expect: dict[str, Any]) -> None:
    assert said(ko_rules, text, awaiting=True) == expect


@pytest.mark.parametrize("text, expect", [
    ("할매가 물어볼게 거기 땅이 얼마나 너르노", ask("land_area")),
    ("그 나라 내력 좀 들려 주소", ask("history")),
    ("내 차례가 그라머 거기 사람들은 뭘 믿노", ask("religion")),
    ("아까 뭐라 그랬어요", {"type": "repeat"}),
])
def test_gyeongbuk_questions(ko_rules: Matcher, text: str, expect: dict[str, Any]) -> None:
    assert said(ko_rules, text) == expect


@pytest.mark.parametrize("text", [
    # the spy's word doubted among players; someone's words recalled
    "컴퓨터가 거짓말하는 거 같은데 믿어도 되나", "아까 바다 있다 그랬잖아",
])
def test_doubt_and_recall_stay_talk(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) is None


def test_let_me_see_in_dialect_keeps_the_question(ko_rules: Matcher) -> None:
    assert said(ko_rules, "어데 보자 음", awaiting=True) is None


@pytest.mark.parametrize("text", [
    # a guess in Jeolla's "-것제" (-겠지) after a sentence closed by "-여"; a plan to finish, "다시" in it
    "몽골은 추운 나라여 이슬람은 아니것제", "세 시에 다시 출근해야 된다 빨리 끝내자",
])
def test_guesses_and_plans_stay_talk(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) is None
