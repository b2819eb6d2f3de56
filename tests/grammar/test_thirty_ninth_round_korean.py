"""The thirty-ninth round's Korean kinds (issue 10), examples of my own beside what each must leave
alone. At "브라질을 제거할까요?" a wait followed by a question to the table ("잠깐 아까 인구 몇이었지") asks for
time (the four spent blind lines so made were all a hesitation); a wait with a no still withdraws. A
prohibition followed by a no ("빼지 마 놔둬") is a no. Jeolla forms: "안 되야" (no), "그랑께" said with a yes,
"-씨요" for "-세요", "인자" for "이제", "뭣" for "뭐", "갯가" (the seaside). A request with its reason after it
("... 빼 주세요 ... 있으니까") is the request. A card read aloud, said so ("제가 읽을게요 ..."), is no question.
"""

from __future__ import annotations

import pytest
from phrasing_checks import ask, eliminate, guess, read_at, said_at

from hideout.grammar.matcher import Matcher

TABLE = ("BRA", "NLD", "CHN", "PER", "KEN")


@pytest.mark.parametrize("text", ["잠깐 아까 인구 몇이었지", "잠깐만요 그 카드 뭐였죠", "잠깐만 어디까지 했더라"])
def test_a_wait_then_a_question_to_the_table_asks_for_time(ko_rules: Matcher, text: str) -> None:
    assert read_at(ko_rules, text, TABLE, lang="ko", awaiting=True).command is None


@pytest.mark.parametrize(("text", "want"), [
    ("잠깐만요 아니요 빼지 마세요", {"type": "cancel"}),
    ("빼지 마 놔둬", {"type": "cancel"}),
    ("빼지 마세요 그냥 두세요", {"type": "cancel"}),
    ("그거 빼지 말랑께", {"type": "cancel"}),
    ("안 되야", {"type": "cancel"}),
    ("그랑께 맞어", {"type": "confirm"}),
    ("예 하씨요", {"type": "confirm"}),
])
def test_answers(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko", awaiting=True) == want


@pytest.mark.parametrize(("text", "want"), [
    ("케냐 잡으씨요", guess("KEN")),
    ("페루 빼 주세요 바다가 있으니까", eliminate("PER")),
    ("뭣을 제일 많이 심는가", ask("agricultural_product")),
    ("갯가가 있어요", ask("coastline")),
    ("돈 이름이 뭣으로 시작하냐", ask("currency_letter")),
    ("그 나라 국민이 몇 명이에요", ask("population")),
    ("몇 판째여 인자", {"type": "status"}),
    ("뭐라고 해야 알아들어요", {"type": "help"}),
])
def test_requests_in_other_words(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") == want


@pytest.mark.parametrize("text", ["제가 읽을게요 이 나라는 바다에 접해 있습니까", "내가 읽을게 인구가 천만 명 넘습니까"])
def test_a_card_read_aloud_is_talk(ko_rules: Matcher, text: str) -> None:
    assert read_at(ko_rules, text, TABLE, lang="ko").command is None


def test_a_wait_to_think_again_still_withdraws(ko_rules: Matcher) -> None:
    # most spent blind writers meant "잠깐 다시 생각해 볼게" as a no
    assert said_at(ko_rules, "잠깐 다시 생각해 볼게요", TABLE, lang="ko", awaiting=True) == {"type": "cancel"}


@pytest.mark.parametrize(("text", "want"), [
    ("음 네 그게 맞는 거 같네요 네", {"type": "confirm"}),
    ("안 돼요 네", None),
    ("그거 아닌 것 같아요 네", None),
])
def test_a_plain_yes_closing_what_is_said_answers_unless_a_no_is_in_it(ko_rules: Matcher, text: str,
                                                                      want: dict[str, str] | None) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko", awaiting=True) == want


@pytest.mark.parametrize(("text", "want"), [
    ("당연허지 그거 빼", {"type": "confirm"}),
    ("아무렴요", {"type": "confirm"}),
    ("말어 말어", {"type": "cancel"}),
    ("아니라니까요", {"type": "cancel"}),
    ("안 뒤야", {"type": "cancel"}),
    ("그거 놔둬 그냥", {"type": "cancel"}),
])
def test_chungcheong_answers(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko", awaiting=True) == want


def test_rushing_forbidden_is_no_no(ko_rules: Matcher) -> None:
    assert read_at(ko_rules, "잠깐 생각 좀 하구유 재촉허지 말어", TABLE, lang="ko", awaiting=True).command is None


@pytest.mark.parametrize("text", ["스파이가 페루에 숨었으면 내가 밥 산다", "이거 읽어볼게요 인구가 천만 명 넘습니까"])
def test_a_hideout_supposed_and_a_card_read_aloud_are_talk(ko_rules: Matcher, text: str) -> None:
    assert read_at(ko_rules, text, TABLE, lang="ko").command is None


@pytest.mark.parametrize(("text", "want"), [
    ("옆에 붙은 나라 몇 개예요", ask("land_borders")),
    ("바다랑 맞닿아 있어요", ask("coastline")),
    ("뭐라 카면 되노", {"type": "help"}),
])
def test_the_fresh_sets_requests(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") == want


@pytest.mark.parametrize(("text", "want"), [
    ("응 거기는 스파이 없어 빼", {"type": "confirm"}),
    ("그래 인구 물어보고 빼", ask("population")),
])
def test_a_yes_then_why_then_the_act_is_a_yes_unless_it_asks_for_more(ko_rules: Matcher, text: str,
                                                                      want: dict[str, str]) -> None:
    assert read_at(ko_rules, text, TABLE, lang="ko", awaiting=True).command.to_json() == want


def test_blow_it_away_is_a_yes(ko_rules: Matcher) -> None:
    assert said_at(ko_rules, "응 그거 날려 버려", TABLE, lang="ko", awaiting=True) == {"type": "confirm"}
