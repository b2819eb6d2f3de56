"""The twenty-seventh round's Korean kinds (issue 10). Examples of my own (none a bench line) beside
what each rule must leave alone.

A name put aside first, then why ("칠레 빼자 거기 바다 길잖아"), is the elimination, unless a correction,
a report, a refusal or a lesson follows it; "아 진짜" said as a habit at a sentence's end is a sigh;
"아 진짜 잠깐만요" is still thinking; "맞다니까" insists on a yes, "해 버려" says it; "어 그래 고마 해라" is
a yes as "그래 고마 해라" is; the players' own evening ("몇 판 더") is talk.
"""

from __future__ import annotations

import pytest
from phrasing_checks import ask, eliminate, read_at, said_at

from hideout.grammar.matcher import Matcher

TABLE = ("PER", "NZL", "JPN", "CAN", "CHN", "BRA", "KEN", "EGY", "CHL", "MEX")


def said_ko(matcher: Matcher, text: str, *, awaiting: bool = False) -> dict[str, str] | None:
    return said_at(matcher, text, TABLE, lang="ko", awaiting=awaiting)


@pytest.mark.parametrize(("text", "want"), [
    ("칠레 빼자 거기 바다 엄청 길잖아", eliminate("CHL")),
    ("캐나다 빼 버려 어차피 너무 추운 데라서", eliminate("CAN")),
    ("케냐 빼요 아까 영어 쓴다고 했어요", eliminate("KEN")),
    ("음 이집트 빼 이집트는 절대 아니야 believe me", eliminate("EGY")),
])
def test_a_name_put_aside_then_why(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_ko(ko_rules, text) == want


@pytest.mark.parametrize(("text", "want"), [
    ("칠레 빼 아니 아니 페루 빼", eliminate("PER")),     # corrected after it
    ("일본 빼 주세요 아니 잠깐", None),                 # withdrawn
    ("칠레 빼자 카니까 니는 와 자꾸 반대하노", None),     # a report of what was proposed
    ("브라질 빼 주세요 이렇게 말하면 돼요 어머니", None),  # a lesson in how to say it
])
def test_what_follows_the_act_can_still_undo_it(ko_rules: Matcher, text: str, want: dict[str, str] | None) -> None:
    assert said_ko(ko_rules, text) == want


@pytest.mark.parametrize(("text", "want"), [
    ("어 면적 아니 아니 인구 물어볼게요 아 진짜", ask("population")),
])
def test_a_sigh_at_the_end_is_no_word(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_ko(ko_rules, text) == want


def test_a_sigh_before_a_wait_is_still_thinking(ko_rules: Matcher) -> None:
    result = read_at(ko_rules, "아 진짜 잠시만요", TABLE, lang="ko", awaiting=True)
    assert result.command is None


@pytest.mark.parametrize(("text", "want"), [
    ("맞다니까", {"type": "confirm"}),
    ("그니까 맞다니깐", {"type": "confirm"}),
    ("그래 해 버려", {"type": "confirm"}),
    ("음 그래 고마 해라", {"type": "confirm"}),
])
def test_yes_said_insisting_or_impatient(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_ko(ko_rules, text, awaiting=True) == want


def test_the_players_own_evening_is_talk(ko_rules: Matcher) -> None:
    assert said_ko(ko_rules, "내일 출근인데 우리 몇 판 더 해요") is None


@pytest.mark.parametrize(("text", "want"), [
    ("칠레 제거 아까 바다 없다 했잖아", eliminate("CHL")),
    ("케냐 잡아 사자 보러 갔을 거야", {"type": "guess", "destination": "KEN"}),
])
def test_other_acts_said_first_then_why(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_ko(ko_rules, text) == want


@pytest.mark.parametrize(("text", "want"), [
    ("페루 체포 가능 불가능", None),                      # offered either way
    ("마지막 체포 시도 할게요 멕시코", {"type": "guess", "destination": "MEX"}),  # the name after the act
])
def test_acts_first_that_are_not_decided_there(ko_rules: Matcher, text: str, want: dict[str, str] | None) -> None:
    assert said_ko(ko_rules, text) == want
