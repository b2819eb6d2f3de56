"""The twenty-sixth round's Korean kinds (issue 10). Examples of my own (none a bench line) beside
what each rule must leave alone.

Thinking said aloud after a wait leaves "브라질을 제거할까요?" pending ("잠시만요 좀 생각해 볼게요",
"잠깐만요 다들 의견 좀 들어 볼게요"), while "다시 생각" still withdraws it; "확정" and "이응이응" (ㅇㅇ said
by its letters' names) answer yes; a card played with a blunt verb ("카드 박는다") or "카드 쓸게" before
the players' reasoning asks it; "지목" names the arrest; Gyeongsang "-뿌자" is "버리자"; "멫" is "몇".
"""

from __future__ import annotations

import pytest
from phrasing_checks import ask, eliminate, guess, read_at, said_at

from hideout.grammar.matcher import Matcher

TABLE = ("PER", "NZL", "JPN", "CAN", "CHN", "BRA", "KEN", "EGY", "CHL", "MEX")


def said_ko(matcher: Matcher, text: str, *, awaiting: bool = False) -> dict[str, str] | None:
    return said_at(matcher, text, TABLE, lang="ko", awaiting=awaiting)


@pytest.mark.parametrize("text", [
    "어 잠시만요 좀 생각해 볼게요",
    "잠깐만요 다들 의견 좀 들어 볼게요",
    "음 잠깐 좀 생각해 보겠습니다",
])
def test_thinking_after_a_wait_leaves_the_question_pending(ko_rules: Matcher, text: str) -> None:
    result = read_at(ko_rules, text, TABLE, lang="ko", awaiting=True)
    assert result.command is None and "hesitation" in result.reason


def test_thinking_again_still_withdraws(ko_rules: Matcher) -> None:
    assert said_ko(ko_rules, "잠깐 다시 생각해 볼게요", awaiting=True) == {"type": "cancel"}


@pytest.mark.parametrize("text", ["확정", "네 확정이요", "이응이응"])
def test_a_yes_said_as_settled_or_by_letter_names(ko_rules: Matcher, text: str) -> None:
    assert said_ko(ko_rules, text, awaiting=True) == {"type": "confirm"}


@pytest.mark.parametrize(("text", "want"), [
    ("종교 카드 그냥 박는다", ask("religion")),
    ("인구 카드 쓸게 이거면 큰 나라인지 알 수 있잖아", ask("population")),
    ("마지막으로 칠레를 지목합니다", guess("CHL")),
    ("일본 빼뿌자", eliminate("JPN")),
])
def test_plays_said_bluntly_or_in_dialect(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_ko(ko_rules, text) == want


@pytest.mark.parametrize("text", ["머리 박는다 진짜", "확정은 아니고"])
def test_the_same_words_without_a_play_are_talk(ko_rules: Matcher, text: str) -> None:
    assert said_ko(ko_rules, text) is None


@pytest.mark.parametrize("text", ["그래 고마 해라", "맞다 고마 해라"])
def test_just_do_it_after_a_yes(ko_rules: Matcher, text: str) -> None:
    assert said_ko(ko_rules, text, awaiting=True) == {"type": "confirm"}


def test_stop_it_alone_stays_a_no(ko_rules: Matcher) -> None:
    assert said_ko(ko_rules, "고마 해라", awaiting=True) == {"type": "cancel"}


@pytest.mark.parametrize(("text", "want"), [
    ("페루로 찍음", guess("PER")),
    ("멕시코 정리", eliminate("MEX")),
    ("수출품 하나 들어간다", ask("export")),
])
def test_a_pick_a_clearing_and_a_card_going_in(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_ko(ko_rules, text) == want


def test_a_pick_kept_to_oneself_is_talk(ko_rules: Matcher) -> None:
    assert said_ko(ko_rules, "나는 케냐 찍는다 속으로만") is None


@pytest.mark.parametrize("text", ["어머니 어떻게 해요", "음 셰프 이거 어떻게 해요"])
def test_what_do_i_do_asked_of_someone_at_the_table_is_no_help_request(ko_rules: Matcher, text: str) -> None:
    assert read_at(ko_rules, text, TABLE, lang="ko", awaiting=True).command is None
    assert read_at(ko_rules, text, TABLE, lang="ko").command is None


def test_how_does_this_work_asked_of_the_game_is_help(ko_rules: Matcher) -> None:
    assert said_ko(ko_rules, "이거 어떻게 해요") == {"type": "help"}


@pytest.mark.parametrize(("text", "want"), [
    ("칠레 빼 주세요 페루 말고 칠레", eliminate("CHL")),
    ("케냐 지워 이집트 아니고 케냐", eliminate("KEN")),
])
def test_a_name_told_apart_after_it_is_said(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_ko(ko_rules, text) == want


def test_the_score_then_whether_we_are_winning_asks_the_score(ko_rules: Matcher) -> None:
    assert said_ko(ko_rules, "점수 어떻게 돼 우리 이기고 있어") == {"type": "status"}
    assert said_ko(ko_rules, "우리 이기고 있어") is None  # a boast
