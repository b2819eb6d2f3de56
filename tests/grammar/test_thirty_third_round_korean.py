"""The thirty-third round's Korean kinds (issue 10), examples of my own beside what each must leave alone.

Yanbian "-ㅁ다" on open stems ("카드 씀다", "뺌다"); the speaker's turn said first ("제 차례니까 ...") and
then the play; a question insisted on ("그거 물어보라고", "알려 달라니까"), what someone said ("물어보라고
했어") is not; a request of the table's own ("... 카드 쓰자") before a remark; a unit set aside ("피트 말고
미터로") and the sea set aside after a question on land borders; an elimination proposed as safe ("빼도 될
것 같아요"), which the game asks back. At a pending question: "로저", "기래 하쇼", "그렇게 하우야", "마커 빼"
say yes; Gyeongsang "마 아니다" says no.
"""

from __future__ import annotations

import pytest
from phrasing_checks import ask, eliminate, said_at

from hideout.grammar.matcher import Matcher

TABLE = ("HUN", "JPN", "DNK", "SYR", "KHM", "VNM", "USA", "BEL")


@pytest.mark.parametrize(("text", "want"), [
    ("인구 카드 씀다", ask("population")),
    ("일본 뺌다", eliminate("JPN")),
    ("제 차례니까 인구 알려 주세요", ask("population")),
    ("내 차례지 그럼 덴마크 빼", eliminate("DNK")),
    ("종교 뭐 믿는지 그거 물어보라고", ask("religion")),
    ("면적 알려 달라니까", ask("land_area")),
    ("수출품 카드 쓰자 뭐라도 나오겠지", ask("export")),
    ("제일 높은 산 몇 미터인지 알려 주세요 피트 말고 미터로", ask("highest_peak")),
    ("국경 맞댄 나라 몇 개예요 땅으로 붙은 거 바다 말고", ask("land_borders")),
    ("시리아 빼도 될 것 같아요", eliminate("SYR")),
])
def test_said_so_is_understood(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") == want


@pytest.mark.parametrize("text", [
    "종교 뭐 믿는지 물어보라고 했어",        # what someone said
    "내 차례 아니야 일본 빼지 마",            # not my turn, and a negated act
    "인구 카드 쓰자 일본이면 대박인데",       # a remark naming a destination
    "시리아는 빼도 될 것 같은데 왜 안 빼",    # a question to the table
])
def test_talk_stays_talk(ko_rules: Matcher, text: str) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") is None


@pytest.mark.parametrize(("text", "want"), [
    ("로저", {"type": "confirm"}),
    ("기래 하쇼", {"type": "confirm"}),
    ("그래 그렇게 하우야", {"type": "confirm"}),
    ("어 그래 마커 빼", {"type": "confirm"}),
    ("마 아니다 그거 아니고", {"type": "cancel"}),
    ("정정합니다", {"type": "cancel"}),       # kept when "마 아니다" was added beside it
])
def test_at_a_pending_question(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko", awaiting=True) == want


def test_roger_is_no_command_when_nothing_is_pending(ko_rules: Matcher) -> None:
    assert said_at(ko_rules, "로저", TABLE, lang="ko") is None


def test_an_elimination_word_runs_on_into_no_other_word(ko_rules: Matcher) -> None:
    # "알제 | 거기": the syllables 제 and 거 meet across a space, which makes no "제거" (eliminate)
    assert said_at(ko_rules, "베트남은 누나가 제일 잘 알제 거기 바다 있나", TABLE, lang="ko") != eliminate("VNM")
    assert said_at(ko_rules, "베트남 제거 해", TABLE, lang="ko") == eliminate("VNM")


@pytest.mark.parametrize("text", ["사용 가능한 커맨드 가이드 좀 주세요", "명령어 목록 보여 주세요"])
def test_the_commands_asked_for_are_help(ko_rules: Matcher, text: str) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") == {"type": "help"}
