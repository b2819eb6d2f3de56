"""Korean kinds added in the matcher's fifteenth round (issue 10, after the spent sets ko_heldout22,
ko_heldout24 and ko_heldout26), read by the rules alone (the learned reader off: it was trained on
those sets). Each kind is fixed by form, with examples of this file's own (none is a bench line),
beside what it must leave alone."""

from __future__ import annotations

from typing import Any

import pytest
from grammar_fixtures import shipped_handbook_exists
from phrasing_checks import ask, said_at

from hideout.grammar.matcher import Matcher

pytestmark = pytest.mark.skipif(not shipped_handbook_exists(), reason="needs data/handbook.json")

TABLE = ("BRA", "PER", "CHL", "CAN", "NER", "NGA", "IND", "JPN")


def said(matcher: Matcher, text: str, awaiting: bool = False) -> dict[str, Any] | None:
    return said_at(matcher, text, TABLE, lang="ko", awaiting=awaiting)


@pytest.mark.parametrize("text", [
    # Jeju's polite ending "마씀" (요) after a word that is no yes: a hesitation, never a yes
    "저기 마씀", "마씀",
    # a wait said with a hesitation sound: still thinking, the question stays pending
    "에 잠시만", "잠시만 어", "흠 잠깐", "어어 잠깐만요",
])
def test_hesitations_at_the_question_answer_nothing(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text, awaiting=True) is None


@pytest.mark.parametrize("text,expected", [
    # ... while a yes with "마씀" still confirms, and a wait alone or with a no still withdraws
    ("예 마씀", {"type": "confirm"}), ("아니 잠깐", {"type": "cancel"}),
    # the act's own verb said with the yes ("네 지워 주세요", "예 빼거라"): it changes nothing
    ("네 지워 주세요", {"type": "confirm"}), ("예 빼거라", {"type": "confirm"}), ("응 제외해요", {"type": "confirm"}),
    # a Korean-Chinese speaker's Chinese yes and no (好 하오, 对 뚜이; 不行 뿌싱, 不要 부야오)
    ("하오 하오", {"type": "confirm"}), ("뚜이 그거 빼", {"type": "confirm"}),
    ("부야오 그대로 둬", {"type": "cancel"}), ("뿌싱", {"type": "cancel"}),
    # the place kept as it is: a no ("그대로 놔둬", "남겨 둬요")
    ("그대로 놔둬", {"type": "cancel"}), ("남겨 둬요", {"type": "cancel"}),
    # regional yes and no: Jeju "양" / "맞우다", Jeolla "하먼", the old "아서라" (don't), Jeolla "아니랑게"
    ("양 맞우다", {"type": "confirm"}), ("하먼 맞제", {"type": "confirm"}),
    ("아서라 안 되겠어", {"type": "cancel"}), ("워메 아니랑게", {"type": "cancel"}),
])
def test_answers_at_the_question(ko_rules: Matcher, text: str, expected: dict[str, Any]) -> None:
    assert said(ko_rules, text, awaiting=True) == expected


@pytest.mark.parametrize("text", [
    # cold (차가워요, 차가워서) holds no car ("차가 어느 쪽")
    "오늘 바람이 차가워서 손이 시려요", "수돗물 너무 차가워요",
    # "다시" across two words ("두 시입니다 | 시계"): no "say it again"
    "회의는 두 시입니다 시계 보세요",
])
def test_talk_of_the_round(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) is None


@pytest.mark.parametrize("text,expected", [
    ("차가 어느 쪽으로 다녀요", ask("traffic")), ("다시 말해 주세요", {"type": "repeat"}),
    ("거기 차가 워느 쪽으로 댕겨유", ask("traffic")),
])
def test_what_the_talk_fixes_leave_alone(ko_rules: Matcher, text: str, expected: dict[str, Any]) -> None:
    assert said(ko_rules, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "몇이나 살-" in any ending ("살어유", "살암수과", "살랑가"), as "몇이나 사-" was
    ("그 나라엔 사람이 몇이나 살어", ask("population")),
    # a side said "편" ("바른편", dialect "펜"), and the way the cars go along it
    ("그 나라 차 어느 펜으로 댕겨", ask("traffic")), ("차들이 오른편으로 댕기나 왼편으로 댕기나", ask("traffic")),
    # "제치-" (put aside), as "제끼-"
    ("니제르 제쳐 놔", {"type": "eliminate", "destination": "NER"}),
    # the commands asked for in office style ("안내 바랍니다"), a slip said in the clipped "-함"
    ("사용 가능한 명령 안내 바람", {"type": "help"}), ("방금 건 잘못 말함 취소", {"type": "cancel"}),
    # "그려 | 다시": a yes, then again; "-려다" (about to) ends its own word
    ("그려 그려 다시 한 번 혀 봐유", {"type": "repeat"}),
])
def test_commands_of_the_round(ko_rules: Matcher, text: str, expected: dict[str, Any]) -> None:
    assert said(ko_rules, text) == expected


@pytest.mark.parametrize("text", [
    # a player's side is no traffic question; a question meant and dropped stays talk
    "난 네 편이야", "면적 물어보려다 말았네", "종교 물어보려다가 참았어",
])
def test_talk_beside_the_commands(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) is None


# ---- second pass (after ko_heldout27) --------------------------------------------------------------

@pytest.mark.parametrize("text,expected", [
    # an elimination in loanwords ("드랍", "드롭", crossed out with an X), an arrest as going to catch it
    ("칠레 드롭해", {"type": "eliminate", "destination": "CHL"}),
    ("캐나다 엑스 치고 가자", {"type": "eliminate", "destination": "CAN"}),
    ("칠레에 숨었어 잡으러 가자", {"type": "guess", "destination": "CHL"}),
])
def test_commands_of_the_second_pass(ko_rules: Matcher, text: str, expected: dict[str, Any]) -> None:
    assert said(ko_rules, text) == expected


@pytest.mark.parametrize("text", [
    # whether any country of a kind is left in the world: wondering, not asking the spy
    "달러 쓰는 나라가 아직 많나", "유로 쓰는 나라 아직 있나", "왕이 있는 나라가 있긴 해",
    # fishing, not an arrest
    "고기 잡으러 가자",
])
def test_talk_of_the_second_pass(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) is None


def test_the_formal_yes_with_its_act(ko_rules: Matcher) -> None:
    assert said(ko_rules, "예 맞습니다 빼 주십시오", awaiting=True) == {"type": "confirm"}


# ---- leads left by the fourteenth round -----------------------------------------------------------

def test_a_japanese_no_with_nothing_pending_asks_no_card(ko_rules: Matcher) -> None:
    # "이이에" splits into particles ("이 이 에"), which sounded like "넓이 이": nothing is asked
    assert said(ko_rules, "이이에") is None
    assert said(ko_rules, "이이에", awaiting=True) == {"type": "cancel"}


@pytest.mark.parametrize("text,expected", [
    # a slang cheer opens the question after it ("개꿀 | 인구 ..."), and "꿀이-" judges only inside its word
    ("개꿀 면적 알려 줘", ask("land_area")), ("개꿀 이제 종교 알려 줘", ask("religion")),
])
def test_a_cheer_before_a_question(ko_rules: Matcher, text: str, expected: dict[str, Any]) -> None:
    assert said(ko_rules, text) == expected


@pytest.mark.parametrize("text", [
    # ... while a card judged stays talk
    "종교 카드 개꿀", "인구 질문은 꿀이지",
    # a remark about a country, then about its answer with emphasis, polite or not: no question
    "브라질은 진짜 커요 면적이 엄청 넓어요", "인구 정말 많아요",
])
def test_remarks_stay_talk(ko_rules: Matcher, text: str) -> None:
    assert said(ko_rules, text) is None


def test_an_emphatic_polite_question_still_asks_with_its_mark(ko_rules: Matcher) -> None:
    assert said(ko_rules, "면적이 정말 넓어요?") == ask("land_area")
