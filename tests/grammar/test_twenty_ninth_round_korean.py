"""The twenty-ninth round's Korean kinds (issue 10). Examples of my own (none a bench line) beside
what each rule must leave alone.

The old "하오" and "하쇼" requests on an act's verb ("빼오", "잡으오", "지우쇼", "체포하시오") ask as "-세요" does;
"찍겠습니다" (we will pick) names the arrest, as "찍습니다" does, while a vote ("찍을래") stays talk; China
said as in Mandarin ("쭝궈") is China; a name typed one letter from two spellings of the same destination
("까자흐스탄": 카자흐스탄 and 까자흐스딴) is read as it, asked back. What the speaker must know, said
with Chungcheong "-겄-" ("... 알아야겄어"), asks, while a guess aloud ("많겄어") stays talk; an emphatic
"-자고" on hearing it told ("들어 보자고") asks, as "-자" does; on asking ("물어보자고") it stays a proposal to the
table (the sixteenth round's tests), and the cheer "가보자고" keeps its arrest; "how must I say it" with the machine named after it asks for help;
Russian "of course" (까네쉬나) is a yes. "As you know" said formally ("... 오잖습니까", Yanbian "보재임까") is a
remark, as "-잖아요" is; a then-and-now story of the speaker's country ("옛날엔 ... 있었어요 ... 지금은 대통령 있어요")
is talk unless it asks what it is now.
The open government question
asked beside its options ("정부는 어떻게 돼요 왕 있어요", "... 군주제인지 공화제인지") asks the open card.
A card request said whole, then a remark to the table ("인구 카드 낼게요 어휴 이거 하나 남았네"), asks;
taken back after ("... 아니 말고"), it does not.
"""

from __future__ import annotations

import pytest
from phrasing_checks import ask, eliminate, guess, read_at, said_at

from hideout.grammar.matcher import Matcher

TABLE = ("PER", "KAZ", "JPN", "CAN", "CHN", "BRA", "KEN", "EGY", "CHL", "MEX")


@pytest.mark.parametrize(("text", "want"), [
    ("페루 빼오", eliminate("PER")),
    ("이집트는 지우쇼", eliminate("EGY")),
    ("멕시코에서 잡으오", guess("MEX")),
    ("케냐에서 체포하시오", guess("KEN")),
    ("브라질로 찍겠습니다", guess("BRA")),
    ("쭝궈는 빼 주세요", eliminate("CHN")),
])
def test_old_requests_and_a_pick(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") == want


@pytest.mark.parametrize("text", ["나는 칠레 찍을래", "사진 찍어 줄까", "아까 떡 좀 사 오"])
def test_a_vote_or_an_errand_stays_talk(ko_rules: Matcher, text: str) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") is None


def test_a_name_near_two_spellings_of_one_destination(ko_rules: Matcher) -> None:
    result = read_at(ko_rules, "까자흐스탄 빼 주세요", TABLE, lang="ko")
    assert result.command is not None and result.command.to_json() == eliminate("KAZ")
    assert result.tentative


@pytest.mark.parametrize(("text", "want"), [
    ("그 나라 종교가 뭔지 좀 알아야겄어", ask("religion")),
    ("그 나라 역사 좀 들어 보자고", ask("history")),
])
def test_a_need_to_know_and_an_emphatic_proposal_ask(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") == want


@pytest.mark.parametrize("text", ["거기 산이 많겄어", "걔가 인구 물어보자고 했어", "인구 물어보자고"])
def test_a_guess_aloud_or_a_report_stays_talk(ko_rules: Matcher, text: str) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") is None


def test_the_cheer_lets_go_still_arrests(ko_rules: Matcher) -> None:
    assert said_at(ko_rules, "칠레 체포 가보자고", TABLE, lang="ko") == guess("CHL")


def test_how_to_talk_to_the_machine_asks_help(ko_rules: Matcher) -> None:
    assert said_at(ko_rules, "뭐라고 해야 알아듣는 거야 이 컴퓨터가", TABLE, lang="ko") == {"type": "help"}


@pytest.mark.parametrize("text", ["까녜쉬나", "까네쉬나 그래"])
def test_of_course_in_russian_is_a_yes(ko_rules: Matcher, text: str) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko", awaiting=True) == {"type": "confirm"}


@pytest.mark.parametrize("text", [
    "우리 고향 사람들 여기 많이 오잖습니까",
    "옛날엔 왕이 있었어요 우리 나라 지금은 대통령 있어요",
])
def test_a_formal_as_you_know_or_a_then_and_now_story_stays_talk(ko_rules: Matcher, text: str) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") is None


@pytest.mark.parametrize("text", ["옛날엔 왕이 있었는데 지금은 뭐예요", "옛날엔 왕이 있었는데 지금은 왕 있나요"])
def test_a_question_after_the_past_still_asks(ko_rules: Matcher, text: str) -> None:
    said = said_at(ko_rules, text, TABLE, lang="ko")
    assert said is not None and said["type"] == "ask"


@pytest.mark.parametrize("text", [
    "그 나라 정부는 어떻게 돼요 왕 있어요",
    "정부 형태 좀 알려 주세요 군주제인지 공화제인지",
])
def test_the_open_government_question_beside_its_options(ko_rules: Matcher, text: str) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") == ask("government")


def test_an_option_alone_still_asks_the_choice_card(ko_rules: Matcher) -> None:
    assert said_at(ko_rules, "그 나라 왕 있나요", TABLE, lang="ko") == ask("government_choice", "monarchy")


@pytest.mark.parametrize(("text", "want"), [
    ("인구 카드 낼게요 어휴 이거 하나 남았네", ask("population")),
    ("종교가 뭔지 알려줘 별로 기대는 안 하지만", ask("religion")),
])
def test_a_request_then_a_remark_asks(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") == want


@pytest.mark.parametrize("text", ["인구 카드 낼게요 아니 말고", "인구 카드 낼게요 아 잠깐 취소"])
def test_a_request_taken_back_asks_nothing(ko_rules: Matcher, text: str) -> None:
    said = said_at(ko_rules, text, TABLE, lang="ko")
    assert said is None or said["type"] == "cancel"
