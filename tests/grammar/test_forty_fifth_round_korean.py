"""The forty-fifth round's Korean kinds (issue 10), examples of my own (none a bench line) beside what
each rule must leave alone.

At "브라질을 제거할까요?": Hamgyong "그렇슴메" and "합소", "없애" and "디비라" as the act's verb, and a
developer's "머지해" are a yes, and so is the place denied in Chungcheong and Jeolla words then the act ("그려 거기는
아녀 빼"); "싫소", "안 되오", "그거 아이야", "살려놔" (keep it alive) and "리젝트" a no.
Gyeongsang "-ㄹ란다" asks as "-ㄹ게" does ("그거 쓸란다"); "빼 뿌자" proposes the act as "빼자" does; "유케이"
is the UK. A hedge followed by the hideout pointed at again and the act closing the sentence ("...
숨었을 거요 | 거기 덮치라우") acts. An answer asked of a player ("몇 미터라 했냐"), a card's text asked of its holder ("뭐라
써있냐") and a conclusion checked with the players ("빠지는 거 맞죠") are talk.
"""

from __future__ import annotations

import pytest
from phrasing_checks import eliminate, guess, read_at, said_at

from hideout.grammar.matcher import Matcher

TABLE = ("GRC", "GBR", "JPN", "UZB", "PER", "CHE", "THA")


@pytest.mark.parametrize(("text", "want"), [
    ("그렇슴메", {"type": "confirm"}),
    ("야 그렇게 합소", {"type": "confirm"}),
    ("어 그래 없애", {"type": "confirm"}),
    ("그래 디비라", {"type": "confirm"}),
    ("머지해", {"type": "confirm"}),
    ("싫소", {"type": "cancel"}),
    ("안 되오", {"type": "cancel"}),
    ("그거 아이야", {"type": "cancel"}),
    ("그건 살려놔", {"type": "cancel"}),
    ("리젝트", {"type": "cancel"}),
    ("그려 거기는 아녀 빼", {"type": "confirm"}),
    ("그래 그래 맞다니께", {"type": "confirm"}),
    ("소우데스", {"type": "confirm"}),
    ("치아라 안 한다", {"type": "cancel"}),
    ("아뇨 킵 해주세요", {"type": "cancel"}),
    ("아녀 빼", {"type": "cancel"}),
])
def test_answers(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko", awaiting=True) == want


@pytest.mark.parametrize(("text", "want"), [
    ("인구 카드 그거 쓸란다", {"type": "ask", "card": "population"}),
    ("그리스 빼 뿌자", eliminate("GRC")),
    ("유케이 컷", eliminate("GBR")),
    ("태국 그거 내삐리라", eliminate("THA")),
    ("우즈베키스탄에 숨었을 거요 거기 덮치라우", guess("UZB")),
    ("페루에 숨은 거 같으니 거기서 붙잡으시오", guess("PER")),
])
def test_read(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") == want


@pytest.mark.parametrize("text", ["방금 스파이가 몇 미터라 했냐", "아까 해안선 있다 했나",
                                  "종교 카드 읽어봐 뭐라 써있냐", "일본은 후보에서 빠지는 거 맞죠",
                                  "페루에 있을 거 같아 거기 체포할까", "페루 붙잡으면 안 돼"])
def test_talk_changes_nothing(ko_rules: Matcher, text: str) -> None:
    result = read_at(ko_rules, text, TABLE, lang="ko")
    assert result.command is None or result.tentative
