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
    "역사 카드에 콜라 흘렸어", "역사 카드는 노란색이야", "인구 카드 모서리가 닳았어",
    "면적 카드가 의자 밑에 있어", "인구 카드가 바닥에 있어?",
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
    "제 카드는 수도 첫 글자랑 종교예요",
    # two places or answers set side by side
    "브라질 칠레 비슷해요 둘 다 가톨릭", "페루하고 칠레는 스페인어가 비슷해요",
    # the speaker's home spoken of, and a loanword holding "바이" (bye)
    "제 고향 몽골은 겨울에 진짜 추워요", "케냐 사람들 바이크 많이 타요",
    # the table told to listen
    "다들 인구 숫자 잘 들으세요",
])
def test_remarks_to_the_table(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) is None


def test_a_system_card_is_not_my_card(ko_rules: Matcher) -> None:
    assert said(ko_rules, "정치 체제 카드는 뭐예요") == {"type": "ask", "card": "government"}


@pytest.mark.parametrize("text,expected", [
    # a learner's sound before a whole answer, once or stammered
    ("흐 네 맞아요", {"type": "confirm"}), ("후 후 맞습니다", {"type": "confirm"}),
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


def test_a_wait_with_a_no_withdraws(ko_rules: Matcher) -> None:
    # (a bare wait said once asks for time from the thirty-eighth round on, as English "wait":
    # test_thirty_eighth_round_korean)
    assert said(ko_rules, "아니 잠깐만요", awaiting=True) == {"type": "cancel"}


@pytest.mark.parametrize("text,expected", [
    # the imperative "물어봐(라)" said to the table asks the card
    ("수출품 물어봐라", {"type": "ask", "card": "export"}), ("해안선 있나 없나 물어봐", {"type": "ask", "card": "coastline"}),
    # the capital the biggest "city" in the English word
    ("캐피탈이 제일 큰 시티예요", {"type": "ask", "card": "capital_largest"}),
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
    # (a question told to a player is asked back since the twenty-fifth round: test_twenty_fifth_round_korean.py)
    "이제 그만 좀 물어봐라",
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
    "아까 지디피 높다고 했잖아요 그럼 잘사는 나라예요",
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


@pytest.mark.parametrize("text", [
    # a wait said while still thinking, in other words: a little, let me think, let me just
    "음 조금만 기다려 봐", "어 잠깐만요 생각 중", "에 잠시만요 일단", "음 잠시만요 웨이트",
])
def test_waits_while_thinking_keep_the_question(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text, awaiting=True) is None


@pytest.mark.parametrize("text,expected", [
    # ... while a wait alone or after a no still withdraws, and the formal yes answers
    ("아니 기다려 봐", {"type": "cancel"}),
    ("물론이에요 그렇게 해 주십시오", {"type": "confirm"}),
])
def test_formal_answers_and_waits_alone(ko_rules: Matcher, text: str, expected: dict[str, Any]) -> None:
    assert said(ko_rules, text, awaiting=True) == expected


@pytest.mark.parametrize("text,expected", [
    # "그렇다면" opening an act: then (no plan on an answer), and "-는 것으로 결정" decides the act
    ("그렇다면 페루를 빼는 것으로 결정했습니다", {"type": "eliminate", "destination": "PER"}),
    # what is not done first ("-지 않고") negates nothing after it
    ("카드는 더 내지 않고 바로 브라질로 체포 시도하겠습니다", {"type": "guess", "destination": "BRA"}),
    # a request as an "if" closed by what it would help; the written request "-시기 바랍니다"
    ("종교가 뭔지 알려 주시면 많이 좁힐 수 있겠습니다", {"type": "ask", "card": "religion"}),
    ("페루는 아닌 것 같으니 지워 주시기 바랍니다", {"type": "eliminate", "destination": "PER"}),
    # the speaker's own turn named: no "whose turn"
    ("이번 차례엔 제가 인구를 여쭤보겠습니다", {"type": "ask", "card": "population"}),
    # the wheel's hand in English words; a replay asked for
    ("레프트 핸드예요 라이트 핸드예요", {"type": "ask", "card": "traffic"}),
    # the side in Sino-Korean words (좌측, 우측) with a verb of going, a Yanbian ending too
    ("차들이 좌측으로 달려요", {"type": "ask", "card": "traffic"}), ("거기는 우측으로 다님까", {"type": "ask", "card": "traffic"}),
    ("아까 답변 리플레이 부탁해요", {"type": "repeat"}),
])
def test_second_pass_commands(ko_rules: Matcher, text: str, expected: dict[str, Any]) -> None:
    assert said(ko_rules, text) == expected


@pytest.mark.parametrize("text", [
    # a person of a country said of someone; a story in the past joined on by "-는데"
    "칠레 사람이에요 제 친구가", "칠레 여행 갔었는데 진짜 넓어요 땅이",
])
def test_second_pass_talk(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) is None


def test_a_final_ending_written_as_one_word_closes_the_last_word(ko_rules: Matcher) -> None:
    # "수영하는 데" (a place to swim) is no "-는데" (talk): the question before it asks
    assert said(ko_rules, "거기 해안 있어요 가족끼리 놀러 가는 데") == {"type": "ask", "card": "coastline"}
    assert said(ko_rules, "거기 해안 있는데") is None


def test_a_guess_joined_on_is_no_story(ko_rules: Matcher) -> None:
    # "-겠는데" is no past story: the request after it is read
    assert said(ko_rules, "어떻게 하는지 모르겠는데 도움말 좀 들을 수 있을까요") == {"type": "help"}


@pytest.mark.parametrize("text,awaiting,expected", [
    # the act's verb said alone at the question is a yes there (as English "eliminate"), after a
    # learner's sound or stammered too; with nothing pending it says nothing
    ("빼 주세요", True, {"type": "confirm"}), ("음 해 해", True, {"type": "confirm"}),
    ("뿅 지워요", True, {"type": "confirm"}), ("빼 주세요", False, None), ("해요", False, None),
    # ... and a no said with it is still a no
    ("아니요 빼지 마세요", True, {"type": "cancel"}),
])
def test_the_acts_verb_alone_at_the_question(ko_rules: Matcher, text: str, awaiting: bool,
                                             expected: dict[str, Any] | None) -> None:
    assert said(ko_rules, text, awaiting=awaiting) == expected


@pytest.mark.parametrize("text,expected", [
    # a request for help closed by not knowing the rules
    ("도와주세요 하나도 몰라요", {"type": "help"}), ("어떻게 해요 저 몰라요", {"type": "help"}),
    # asking for someone ("X 대신 제가"): the speaker asks
    ("엄마 대신 제가 할게요 인구 알려 주세요", {"type": "ask", "card": "population"}),
    # the speaker's turn said with "-지" / "-야"
    ("이제 내 차례야 종교 알려 줘", {"type": "ask", "card": "religion"}),
    # the old word for a town; what one person earns
    ("나라에서 가장 큰 고을이 수도인가", {"type": "ask", "card": "capital_largest"}),
    ("거기 사람 하나가 얼마나 버는지 알려 줘", {"type": "ask", "card": "gdp_per_capita"}),
])
def test_third_pass_commands(ko_rules: Matcher, text: str, expected: dict[str, Any]) -> None:
    assert said(ko_rules, text) == expected


@pytest.mark.parametrize("text", [
    # not knowing an answer is no request for help; "your turn" is still said to a player
    "인구 몰라요", "네 차례야 면적 물어봐",
])
def test_third_pass_talk(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) is None
