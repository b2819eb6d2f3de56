"""The thirty-eighth round's Korean kinds (issue 10), examples of my own beside what each must leave
alone. At "브라질을 제거할까요?" a bare wait ("잠깐만요") and the verb of waiting ("기다려 봐") ask for time: nine of
eleven bare waits and 32 of 37 waits asked for in the spent blind sets were hesitations; a wait with a no
("잠깐 아니 취소") still withdraws; talking it over, said after a wait ("잠깐만요 상의 좀 할게요"), asks for time too.
Gyeongsang "빼지 마쇼" (don't take it off) and "일단 보류" (hold it for now) are a no; "당연하지 그걸 왜 물어" (of
course, why ask) a yes. A letter asked "in English" ("영어로 무슨 자로 시작해") is the alphabet's, not the language
card. "찍는다" (I pick) arrests, unless the pick is kept to oneself ("마음속으로만"). Slang names: "불곰국"
(Russia), "천조국" (the United States).
"""

from __future__ import annotations

import pytest
from phrasing_checks import ask, eliminate, guess, read_at, said_at

from hideout.grammar.matcher import Matcher

TABLE = ("BRA", "RUS", "USA", "KEN", "EGY", "PER")


@pytest.mark.parametrize("text", ["잠깐만요", "잠깐만", "잠깐", "잠만", "기다려요", "기다려 봐", "기다려 봐라", "잠깐 기다려",
                                  "잠깐만 기다려 보세요", "음 잠깐 기다려 봐요", "잠깐만요 상의 좀 해 볼게요"])
def test_a_wait_asks_for_time(ko_rules: Matcher, text: str) -> None:
    assert read_at(ko_rules, text, TABLE, lang="ko", awaiting=True).command is None


@pytest.mark.parametrize(("text", "want"), [
    ("잠깐 아니 취소", {"type": "cancel"}),
    ("아니 잠깐만", {"type": "cancel"}),
    ("그거 빼지 마쇼", {"type": "cancel"}),
    ("일단 보류", {"type": "cancel"}),
    ("당연하지 그걸 왜 물어", {"type": "confirm"}),
])
def test_answers(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko", awaiting=True) == want


@pytest.mark.parametrize(("text", "want"), [
    ("수도 영어로 무슨 자로 시작해요", ask("capital_letter")),
    ("영어 써요", ask("official_language", "english")),
    ("페루 찍는다", guess("PER")),
    ("불곰국 빼", eliminate("RUS")),
    ("천조국 제거", eliminate("USA")),
])
def test_requests(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") == want


def test_a_pick_kept_to_oneself_is_talk(ko_rules: Matcher) -> None:
    assert read_at(ko_rules, "난 이집트 찍는다 마음속으로만", TABLE, lang="ko").command is None


@pytest.mark.parametrize("text", ["인구가 그 나라 사람 수냐 그걸 물어보는 거야", "종교 카드는 불교인지 이슬람인지 고를 수 있어"])
def test_what_a_card_asks_explained_is_talk(ko_rules: Matcher, text: str) -> None:
    assert read_at(ko_rules, text, TABLE, lang="ko").command is None


def test_asking_whether_said_outright_asks(ko_rules: Matcher) -> None:
    assert said_at(ko_rules, "공화국이냐고 물어보는 거야", TABLE, lang="ko") == ask("government_choice", "republic")


@pytest.mark.parametrize(("text", "want"), [
    ("나 인구 카드밖에 없네 그냥 그거 낼게", ask("population")),
    ("종교 카드 낸다고", ask("religion")),
])
def test_the_last_card_in_hand_played_and_a_card_played_insisting_ask(ko_rules: Matcher, text: str,
                                                                       want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") == want


@pytest.mark.parametrize("text", ["인구 카드밖에 없네", "그 카드 낸다고?"])
def test_a_hand_told_or_a_play_asked_back_is_talk(ko_rules: Matcher, text: str) -> None:
    assert read_at(ko_rules, text, TABLE, lang="ko").command is None


@pytest.mark.parametrize("text", ["잠깐만 메모 좀 다시 보고", "잠깐 기다려 봐요 너무 빨라", "잠깐 천천히"])
def test_a_wait_to_look_again_or_to_slow_down_asks_for_time(ko_rules: Matcher, text: str) -> None:
    assert read_at(ko_rules, text, TABLE, lang="ko", awaiting=True).command is None
