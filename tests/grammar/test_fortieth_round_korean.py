"""The fortieth round's Korean kinds (issue 10), examples of my own beside what each must leave alone.
At "브라질을 제거할까요?": Chungcheong "하셔유" (do so) and "아뉴" (no), the check said as a word ("확인이요"),
and sure said plainly ("확실하다"). Gyeongsang "디비-" (뒤집-, turn over) removes a destination. The area
asked in 평, the unit a home is sized in ("몇 평이에요"), is the land-area card; a home's 평 is talk. A wish to
ask in the past form ("물어봤으면 좋겠어요") asks. Gangwon "빼우" is a yes and "아니우" a no; a choir's "아멘" is a
yes. A card read out, said so ("카드 읽는다 ..."), is no question. A name denied with more said after it and no
act's verb ("미국은 아니지 뉴욕이 더 크니까") is a player reasoning aloud; alone ("브라질은 아니야") or with the act's
verb, or urged on ("페루 아니다 고고"), it eliminates. Jeju "데껴-" (throw away) removes.
"""

from __future__ import annotations

import pytest
from phrasing_checks import ask, eliminate, read_at, said_at

from hideout.grammar.matcher import Matcher

TABLE = ("BRA", "NLD", "CHN", "PER", "KEN")


@pytest.mark.parametrize(("text", "want"), [
    ("예 하셔유", {"type": "confirm"}),
    ("확인이요", {"type": "confirm"}),
    ("확실하다", {"type": "confirm"}),
    ("아뉴 아뉴", {"type": "cancel"}),
    ("그거 아니라니께", {"type": "cancel"}),
    ("그래 빼우", {"type": "confirm"}),
    ("아멘", {"type": "confirm"}),
    ("아니우 냅두우", {"type": "cancel"}),
])
def test_answers(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko", awaiting=True) == want


@pytest.mark.parametrize(("text", "want"), [
    ("페루 디비뿌라", eliminate("PER")),
    ("브라질은 아니야", eliminate("BRA")),
    ("페루는 아니지 페루 빼", eliminate("PER")),
    ("케냐는 아니라게 데껴붑서", eliminate("KEN")),
    ("페루 아니다 고고", eliminate("PER")),
    ("땅이 몇 평이야", ask("land_area")),
    ("인구를 물어봤으면 좋겠어요", ask("population")),
])
def test_requests_in_other_words(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") == want


def test_a_homes_area_is_talk(ko_rules: Matcher) -> None:
    assert read_at(ko_rules, "우리 집 평수가 몇 평인데", TABLE, lang="ko").command is None


def test_a_card_read_out_is_talk(ko_rules: Matcher) -> None:
    assert read_at(ko_rules, "카드 읽는다 이 나라는 바다에 접해 있습니까", TABLE, lang="ko").command is None


@pytest.mark.parametrize("text", ["페루는 아니지 거기 바다 있으니까", "중국은 절대 아니야 내가 장담한다"])
def test_a_name_denied_with_a_reason_is_talk(ko_rules: Matcher, text: str) -> None:
    assert read_at(ko_rules, text, TABLE, lang="ko").command is None
