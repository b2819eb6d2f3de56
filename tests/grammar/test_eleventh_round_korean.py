"""Korean kinds added in the matcher's eleventh round (issue 10, after the spent set ko_heldout10),
read by the rules alone (the learned reader off: it was trained on that set).

Safety first: ``TALK_PROBE`` is table talk of kinds no set holds, written for this round before any
of its rules (on main, the rules acted on 6 of its 30 lines, three of them card questions a typed
game plays at once). The rules then fixed those kinds by form, each with examples of its own below
(none is a bench line nor a probe line), beside the commands each rule must leave alone; then the
command kinds ko_heldout10 showed (a question relayed for an elder and said again, a destination
likened, Jeolla's "-ㄴ당가", "in English" beside a first letter)."""

from __future__ import annotations

from typing import Any

import pytest
from grammar_fixtures import shipped_handbook_exists
from phrasing_checks import ask, eliminate, guess, said_at

from hideout.grammar.matcher import Matcher

pytestmark = pytest.mark.skipif(not shipped_handbook_exists(), reason="needs data/handbook.json")

TABLE = ("BRA", "PER", "CHL", "CAN", "NER", "NGA", "IND", "JPN")

#: Talk of kinds in no set, written before this round's rules (kept as they were written).
TALK_PROBE = (
    # small talk with the spy itself
    "스파이야 너는 몇 살이야", "스파이 너 밥은 먹었어", "컴퓨터야 너도 추석 쇠니",
    # a quiz put to a child with the quiz ending "-게"
    "브라질 사람 몇 명이게", "일본은 차가 어느 쪽으로 다니게", "그럼 이 나라 종교는 뭐게 맞혀 봐",
    # a plan on a condition: if the spy says so, then an act
    "바다 없다고 하면 칠레 빼자", "스파이가 예 하면 바로 브라질 체포하는 거야", "인구가 일억 넘으면 나이지리아는 남겨",
    # wishes about the answer
    "제발 바다 있었으면 좋겠다", "종교가 불교였으면 좋겠네", "인구 적게 나와라 제발",
    # a command taught or read aloud, not said
    "페루 빼 주세요 이렇게 말하면 돼요 할머니", "체포할 때는 브라질 체포 이렇게 말하는 거야", "카드에 해안선이 있습니까 라고 써 있네",
    # a phone call or the door
    "여보세요 응 엄마 나 지금 게임 중이라 이따 전화할게", "택배 왔어요 문 앞에 두고 가세요", "네 네 지금 나가요 잠시만요",
    # regret: what one should have done
    "아까 면적 물어볼 걸 그랬다", "칠레 먼저 뺐어야 했는데", "종교 카드 쓰지 말 걸",
    # irony
    "퍽이나 바다 있겠다", "그래 인구 엄청 많겠지 아주",
    # the map, trips and family abroad
    "지도에서 페루 어디 있는지 손가락으로 짚어 봐", "내년 봄에 일본 여행 가기로 했어", "우리 손주가 캐나다에서 공부해",
    # an act forbidden as a rule of thumb, the spy praised, answers noted down
    "브라질은 절대 빼면 안 돼", "스파이 대답 잘하네 목소리도 좋고", "적어 놔 인구 많음 바다 없음",
    "공책에 써 놓자 종교 기독교 화폐 달러",
)


def said(matcher: Matcher, text: str, awaiting: bool = False) -> dict[str, Any] | None:
    return said_at(matcher, text, TABLE, lang="ko", awaiting=awaiting)


@pytest.mark.parametrize("text", TALK_PROBE)
def test_talk_probe_is_silent(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) is None


# ---- safety: the probe's kinds, in other words -----------------------------------------------------
@pytest.mark.parametrize("text", [
    # a quiz put to a player ("-게" on a question word, "맞혀 봐")
    "이 나라 수도 첫 글자 뭐게", "면적 얼마게 맞혀 봐", "종교 맞혀 봐", "인구 몇이게",
    # a wish on the answer
    "바다 있다고 나와라", "종교 불교 나와라 제발", "화폐 달러 나와 줘",
    # a command taught, not said
    "면적 물어볼 땐 이렇게 말하면 돼", "인구는 이런 식으로 물어보는 거야", "페루 빼 주세요 이렇게 하면 돼요",
    # answers noted down
    "메모 종교 불교 바다 있음", "써 놔 인구 적음", "받아 적어 수도 첫 글자 비", "수첩에 인구 많음", "적자 화폐 달러",
    # an act planned on what the spy will answer
    "태평양 아니라고 하면 일본 빼자", "네 하면 바로 페루 체포", "인구 일억 넘는다고 하면 캐나다 빼", "스파이가 그렇다면 칠레 빼자",
    # Gyeongsang's sure "X 아이가", Jeolla's "should we" ("-야 쓰까")
    "브라질은 포르투갈어 쓴다 아이가", "페루 빼야 쓰까", "칠레 체포해야 쓸까", "어째야 쓰까 인구 물어볼까",
    # a card's cue said across two words ("알림 설정 부탁": no "정부")
    "알림 설정 부탁해요", "걱정 부탁해",
    # an elder told about a named country: "거기" is that country, not the hideout
    "이모 캐나다는 엄청 추워요 거기는 영어 써요", "할아버지 일본은 섬이에요 거기는 바다 있어요",
    # "니가" opening a word still addresses a player
    "니가 인구 물어봐", "네가 면적 물어봐라",
])
def test_talk_asks_and_acts_on_nothing(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) is None


@pytest.mark.parametrize("text,expected", [
    # beside the quiz, wish, teaching and notes blockers
    ("수도 첫 글자 뭐예요", ask("capital_letter")), ("종교 뭐고", ask("religion")), ("인구 알려 줘", ask("population")),
    ("뭐라고 말하면 돼요", {"type": "help"}), ("인구 몇 명임", ask("population")),
    # beside the conditions: an act, a courtesy said as an "if"
    ("브라질 빼자", eliminate("BRA")), ("괜찮으시면 페루 빼 주세요", eliminate("PER")),
    # a card's cue inside one word, typed without spaces
    ("그 나라 정부 형태가 뭐예요", ask("government")), ("그나라정부형태뭐야", ask("government")),
    # an act, then its reason about "거기"
    ("인도 빼요 거기는 너무 더워요", eliminate("IND")),
])
def test_commands_beside_the_new_talk(ko_rules: Matcher, text: str, expected: dict[str, Any]) -> None:
    assert said(ko_rules, text) == expected


# ---- the command kinds ko_heldout10 showed, in other words ------------------------------------------
@pytest.mark.parametrize("text,expected", [
    # a question or an act relayed for an elder ("할머니가 ... -래요 / -재요"), then said again (the last
    # below too: a relayed arrest)
    ("할머니가 면적 물어보래요 면적요", ask("land_area")), ("할아버지가 종교 물어보재요 종교요", ask("religion")),
    ("엄마가 페루 빼래요 페루 빼요", eliminate("PER")),
    # a destination likened ("X처럼", "X같이"): the hideout compared to it
    ("일본처럼 섬나라예요", ask("coastline")), ("인도처럼 사람 많아요", ask("population")),
    ("바다 있어요 페루처럼", ask("coastline")),
    # Jeolla's question "-ㄴ당가"
    ("거기 바다 있당가", ask("coastline")), ("그 나라 뭘 믿는당가", ask("religion")),
    ("수도가 뭐로 시작한당가", ask("capital_letter")),
    # "in English" beside a first letter spells the name; alone it asks the language
    ("화폐 이름 영어로 첫 글자 뭐예요", ask("currency_letter")), ("수도 영어로 무슨 글자로 시작해요", ask("capital_letter")),
    ("거기 사람들 영어로 말해요", ask("official_language", "english")),
    ("할머니가 칠레래요 칠레 체포요", guess("CHL")),
])
def test_commands_in_other_words(ko_rules: Matcher, text: str, expected: dict[str, Any]) -> None:
    assert said(ko_rules, text) == expected


@pytest.mark.parametrize("text", [
    # a destination likened is never the one acted on
    "브라질처럼 큰 나라 빼", "칠레처럼 길쭉한 나라 체포",
])
def test_likened_destination_is_not_acted_on(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) is None


@pytest.mark.parametrize("text,expected", [
    # a yes or no relayed for an elder, then said again
    ("할머니가 좋대요 네 좋아요", {"type": "confirm"}), ("할아버지가 아니래요 아니요", {"type": "cancel"}),
    ("할아버지가 맞대요 맞아요", {"type": "confirm"}),
    # ... not when answered otherwise, nor hearsay on anything else
    ("할머니가 맞대요 아니에요", None), ("인구 많대요 네", None),
    # ... nor when the one relaying asks whether the relay is right ("grandma says yes: is it?")
    ("엄마가 맞대요 맞아요?", None), ("할아버지가 아니래요 아니에요?", None),
])
def test_relayed_answers(ko_rules: Matcher, text: str, expected: dict[str, Any] | None) -> None:
    assert said(ko_rules, text, awaiting=True) == expected


# a bare yes with a question mark asks back ("네?" is "pardon?", "그래요?" "really?"): it confirmed a
# pending elimination; said plainly it is a yes, and a no asked back still drops nothing but the question
@pytest.mark.parametrize("text,expected", [
    ("네?", None), ("예?", None), ("응?", None), ("그래요?", None),
    ("네", {"type": "confirm"}), ("그래요", {"type": "confirm"}), ("네 네", {"type": "confirm"}),
    ("아니요", {"type": "cancel"}), ("아니요?", {"type": "cancel"}),
])
def test_a_yes_asked_back_is_no_yes(ko: Matcher, text: str, expected: dict[str, Any] | None) -> None:
    assert said(ko, text, awaiting=True) == expected


@pytest.mark.parametrize("text,expected", [
    # a word said twice running is read once
    ("나이지리아 나이지리아 뒤집어", eliminate("NGA")),
    # "-자" on an act's light verb decides ("체포하자", "체포 가자"); "덮-" (cover the card) eliminates
    ("니제르 체포하자", guess("NER")), ("인도 제거 가자", eliminate("IND")),
    ("페루 덮어", eliminate("PER")), ("캐나다 덮자", eliminate("CAN")),
    # the capital's size asked as a statement; Europe's money
    ("수도가 제일 커요", ask("capital_largest")), ("수도가 가장 큰 도시예요", ask("capital_largest")),
    ("유럽 돈 써요", ask("currency_choice", "euro")),
    # a card corrected after "아니" is the card meant
    ("면적 아 아니 인구 알려 줘", ask("population")), ("화폐 아니 수도 첫 글자 뭐야", ask("capital_letter")),
])
def test_commands_said_again_or_corrected(ko_rules: Matcher, text: str, expected: dict[str, Any]) -> None:
    assert said(ko_rules, text) == expected


@pytest.mark.parametrize("text", [
    # "-자" on a plan, or on an act forbidden, still proposes to the table
    "나중에 칠레 체포하자", "칠레 체포하지 말자",
])
def test_act_proposed_later_or_forbidden(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) is None


@pytest.mark.parametrize("text", ["그라자", "그랍시다"])
def test_gyeongsang_yes(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text, awaiting=True) == {"type": "confirm"}


@pytest.mark.parametrize("text,expected", [
    # help's "할 수 있" said across a verb's end ("수영할 수 있어") is no request for help
    ("거기 바다 있어요 낚시할 수 있어요", ask("coastline")), ("그 나라 산 높아요 등산할 수 있어요", ask("highest_peak")),
    ("뭘 할 수 있어요", {"type": "help"}), ("무슨 질문 할 수 있어요", {"type": "help"}),
])
def test_help_said_across_words(ko_rules: Matcher, text: str, expected: dict[str, Any]) -> None:
    assert said(ko_rules, text) == expected


@pytest.mark.parametrize("text", ["땅으로 몇 나라랑 붙어 있어요", "옆에 있는 나라 몇 개예요"])
def test_neighbours_by_land(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) == ask("land_borders")


@pytest.mark.parametrize("text,expected", [
    # "and go on" after an act decides it; "빼고 다" (all but) still offers the rest
    ("칠레 빼고 가자", eliminate("CHL")), ("브라질 빼고 다 가자", None),
    # a card's words run from a compound's last part ("자동차" holds "차 어느 쪽")
    ("거기 자동차 어느 쪽으로 다녀요", ask("traffic")),
])
def test_acts_going_on_and_compounds(ko_rules: Matcher, text: str, expected: dict[str, Any] | None) -> None:
    assert said(ko_rules, text) == expected


@pytest.mark.parametrize("text", ["쌉가능", "완전 가능 고고"])
def test_slang_yes(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text, awaiting=True) == {"type": "confirm"}


@pytest.mark.parametrize("text,expected", [
    # beside the notes and teaching blockers: a question with a note promised, "when doing ..."
    ("스파이님 인구 몇 명인지 말해 주세요 메모할게요", ask("population")),
    ("그 나라에서 운전할 때는 어느 쪽으로 다녀요", ask("traffic")),
    ("이렇게 물어봐도 돼요 인구 몇 명이에요", ask("population")),
])
def test_commands_beside_notes_and_teaching(ko_rules: Matcher, text: str, expected: dict[str, Any]) -> None:
    assert said(ko_rules, text) == expected
