"""Korean kinds added in the matcher's sixteenth round (issue 10, after the spent sets ko_heldout23,
ko_heldout25 and ko_heldout31), read by the rules alone (the learned reader off: it is trained on
those sets). Each kind is fixed by form, with examples of this file's own (none is a bench line),
beside what it must leave alone."""

from __future__ import annotations

from typing import Any

import pytest
from grammar_fixtures import shipped_handbook_exists
from phrasing_checks import said_at

from hideout.grammar.matcher import Matcher

pytestmark = pytest.mark.skipif(not shipped_handbook_exists(), reason="needs data/handbook.json")

TABLE = ("BRA", "PER", "CHL", "CAN", "NER", "NGA", "IND", "JPN", "MNG", "VNM", "KEN")


def said(matcher: Matcher, text: str, awaiting: bool = False) -> dict[str, Any] | None:
    return said_at(matcher, text, TABLE, lang="ko", awaiting=awaiting)


@pytest.mark.parametrize("text", [
    # a card named as the thing on the table: where it lies, what lies on it, what was done to it
    "강아지가 면적 카드 위에 누워 있네", "인구 카드 밑에 연필 있어요", "해안선 카드 옆에 컵 두지 마",
    "역사 카드에 콜라 흘렸어", "종교 카드는 초록색이네", "수도 카드 귀퉁이가 찢어졌어",
    "교통 카드를 동생이 깔고 앉았어", "인구 카드가 바닥에 있어?",
])
def test_a_card_spoken_of_as_a_thing_is_talk(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) is None


@pytest.mark.parametrize("text,card", [
    # ... while the card played, handed in or asked about by its name still asks it
    ("면적 카드 쓸게요", "land_area"), ("종교 카드요", "religion"), ("역사 카드 부탁드립니다", "history"),
    ("인구 카드 꺼낼게요", "population"), ("수출 카드 던질게", "export"), ("해안선 카드 씀", "coastline"),
    ("종교 카드 뭐예요", "religion"), ("면적 카드 바로 까 주세요", "land_area"),
])
def test_a_card_played_by_its_name_still_asks(ko_rules: Matcher, text: str, card: str) -> None:
    assert said(ko_rules, text) == {"type": "ask", "card": card}


@pytest.mark.parametrize("text", [
    # the speaker's own cards listed ("^": "체제 카드" is no "제 카드")
    "제 카드는 인구랑 종교 그리고 해안선이에요",
    # two places or answers set side by side
    "케냐랑 나이지리아 둘 다 영어 쓰잖아요", "페루하고 칠레는 스페인어가 비슷해요",
    # the speaker's home spoken of, and a loanword holding "바이" (bye)
    "제 고향 몽골은 겨울에 진짜 추워요", "베트남은 오토바이 엄청 많아요",
    # the table told to listen
    "다들 인구 숫자 잘 들으세요",
])
def test_remarks_to_the_table(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) is None


def test_a_system_card_is_not_my_card(ko_rules: Matcher) -> None:
    assert said(ko_rules, "정치 체제 카드는 뭐예요") == {"type": "ask", "card": "government"}


@pytest.mark.parametrize("text,expected", [
    # a learner's sound before a whole answer, once or stammered
    ("엉 네 맞아요", {"type": "confirm"}), ("후 후 맞습니다", {"type": "confirm"}),
    ("빵 빵 아니에요", {"type": "cancel"}),
    # the meeting's words: no objection, carried; defeated, withdrawn
    ("이의 없소 가결입니다", {"type": "confirm"}), ("부결합니다", {"type": "cancel"}),
    ("철회하겠습니다", {"type": "cancel"}),
    # a refusal in the formal future negative closes the answer
    ("그건 체포하지 않겠습니다", {"type": "cancel"}),
    # an apology with the no, an approval said as a wish
    ("미안해요 틀렸어요 아니요", {"type": "cancel"}), ("예 그게 좋겠네요", {"type": "confirm"}),
    # Gyeongsang "치아라" (clear it away) after a yes is the act; "고마 치아라" (quit it) a no
    ("하모 치아라", {"type": "confirm"}), ("고마 치아라", {"type": "cancel"}),
    # a yes with the act restated on its name (the session asks again for another name)
    ("네 페루 빼 주세요", {"type": "confirm"}), ("맞아요 칠레 체포해요", {"type": "confirm"}),
])
def test_answers_at_the_question(ko_rules: Matcher, text: str, expected: dict[str, Any]) -> None:
    assert said(ko_rules, text, awaiting=True) == expected


@pytest.mark.parametrize("text", [
    # a word fumbled with before a wait ("그게", "그러니까"): still thinking
    "어 그게 잠시만요", "그러니까 음 잠깐만",
    # a name alone after a yes opens a remark; two names after it say nothing sure
    "네 칠레는", "네 페루 칠레 빼",
])
def test_no_answer_yet(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text, awaiting=True) is None


def test_a_wait_alone_still_withdraws(ko_rules: Matcher) -> None:
    assert said(ko_rules, "잠시만요", awaiting=True) == {"type": "cancel"}


@pytest.mark.parametrize("text,expected", [
    # the plain imperative "물어봐라" said to the table asks the card
    ("수출품 물어봐라", {"type": "ask", "card": "export"}),
    # the act's claim quoted right before its verb
    ("케냐라고 체포 시도할게요", {"type": "guess", "destination": "KEN"}),
    ("니제르에 숨어 있다고 체포하겠습니다", {"type": "guess", "destination": "NER"}),
    # Gyeongsang "-뿌-" on the arrest verb; "drop" as a bare loanword
    ("일본 잡아뿌라", {"type": "guess", "destination": "JPN"}), ("캐나다 드롭", {"type": "eliminate", "destination": "CAN"}),
    # an act decided in the formal register ("-하기로 결정"): no arrest "X로 결정"
    ("저희는 칠레를 제외하기로 결정했습니다", {"type": "eliminate", "destination": "CHL"}),
    # the highest of the mountains; how many times we won
    ("산 제일 높은 거 얼마야", {"type": "ask", "card": "highest_peak"}),
    ("우리 몇 판 이겼어요", {"type": "status"}),
    # an ending blocker ("-자고") lies inside one word: "글자 | 고" (a letter, then "go")
    ("수도 첫 글자 고", {"type": "ask", "card": "capital_letter"}),
    # an act, then its reason closed as known to all
    ("몽골 빼 주세요 바다가 없잖아요", {"type": "eliminate", "destination": "MNG"}),
    ("인도 빼요 섬나라가 아니거든요", {"type": "eliminate", "destination": "IND"}),
    # a request withdrawn formally with nothing pending
    ("방금 질문 철회합니다", {"type": "cancel"}),
])
def test_commands_by_kind(ko_rules: Matcher, text: str, expected: dict[str, Any]) -> None:
    assert said(ko_rules, text) == expected


@pytest.mark.parametrize("text", [
    # ... a player told to ask (someone named as the one asked of), or told to stop asking
    "스파이한테 인구 물어봐라", "이제 그만 좀 물어봐라",
    # a claim quoted as hearsay or a condition stays talk
    "페루라고 체포했잖아", "칠레라고 체포하면 안 돼",
    # a plain ending "-자고" in one word still proposes to the table
    "인구 물어보자고",
    # "we won" said, not asked
    "우리 이겼어요",
])
def test_talk_beside_those_commands(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) is None


@pytest.mark.parametrize("text", [
    # the speakers' own people as the topic: a remark about them, nothing in it started over
    "우리 간호사들은 영어 하는 사람 많아요", "저희 신입들도 면적 넓은 거 다 알아요",
    # a conclusion drawn after what all know, recalled ("-다고 했잖아요 | 그럼 ...")
    "아까 인구 적다고 했잖아요 그럼 작은 나라예요",
])
def test_remarks_that_hold_a_card_word(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) is None


@pytest.mark.parametrize("text,expected", [
    # ... while the speakers' decided act, a request after a recalled answer and a question with
    # its reason still count
    ("우리 팀원들은 칠레 체포할게요", {"type": "guess", "destination": "CHL"}),
    ("아까 종교 물어봤잖아요 그럼 이제 면적 알려 주세요", {"type": "ask", "card": "land_area"}),
    ("면적 얼마예요 궁금하거든요", {"type": "ask", "card": "land_area"}),
    # an act, then its reason: the act, not a card question read in the reason
    ("케냐 빼 주세요 인구가 너무 적거든요", {"type": "eliminate", "destination": "KEN"}),
])
def test_commands_beside_those_remarks(ko_rules: Matcher, text: str, expected: dict[str, Any]) -> None:
    assert said(ko_rules, text) == expected
