"""The forty-sixth round's Korean kinds (issue 10), examples of my own (none a bench line) beside what
each rule must leave alone.

A question word right before a verb closed by casual "-는데" asks ("인구 몇 명인데" stays as it was; "몇 명
사는데", "뭐로 시작하는데"); "처음 보는데" states. Market and slang words for throwing a place out ("나가리",
"땡처리", "반품 처리", "빠꾸") act. A fact about the place and then the act's verb closing the sentence acts
("칠레는 바다 있잖아 칠레 빼"); with only a denial closing it ("그럼 칠레는 아니다"), it is a conclusion drawn
at the table. The capital explained by Seoul ("우리로 치면 서울 ...") and what follows a wrong arrest ("틀리면
...") are no part of the request; the area counted in Jeju Islands asks the area. At "Eliminate X?":
Gyeongbuk "됐니더", "아이시더", "아이지", "놔둬야 된다"; the place denied in polite speech before the act
("거기는 아니에요 빼세요", "거긴 아니야 빼도 돼"); a yes with polite words after it closing what is said.
Talk: a region guessed ("그쪽 아니에요"), places said to get filtered out by a question ("걸러지지"), hearsay
"-다 카데", an answer wondered at ("그래 많노").
"""

from __future__ import annotations

import pytest
from phrasing_checks import eliminate, guess, read_at, said_at

from hideout.grammar.matcher import Matcher

TABLE = ("GRC", "CHL", "PER", "KAZ", "KGZ", "DEU", "MNG", "JPN")


@pytest.mark.parametrize(("text", "want"), [
    ("거기 사람 몇 명 사는데", {"type": "ask", "card": "population"}),
    ("수도 이름 뭐로 시작하는데", {"type": "ask", "card": "capital_letter"}),
    ("그리스 나가리", eliminate("GRC")),
    ("칠레 땡처리", eliminate("CHL")),
    ("페루 빠꾸", eliminate("PER")),
    ("키르기즈 지워", eliminate("KGZ")),
    ("칠레는 태평양 붙었잖아 칠레 빼", eliminate("CHL")),
    ("우리로 치면 서울 그 나라 수도 첫 글자 알려 줘", {"type": "ask", "card": "capital_letter"}),
    ("독일에 체포 시도할게요 틀리면 제가 밥 살게요", guess("DEU")),
    ("제주도가 몇 개 들어가는지 면적 알려 줘", {"type": "ask", "card": "land_area"}),
    ("인구 뭐임 걔네", {"type": "ask", "card": "population"}),
])
def test_read(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") == want


@pytest.mark.parametrize(("text", "want"), [
    ("됐니더", {"type": "confirm"}),
    ("아이시더", {"type": "cancel"}),
    ("아이지 아이지", {"type": "cancel"}),
    ("놔둬야 된다", {"type": "cancel"}),
    ("택도 없다", {"type": "cancel"}),
    ("그럼요 거기는 아니에요 빼세요", {"type": "confirm"}),
    ("응 거긴 아니야 빼도 돼", {"type": "confirm"}),
    ("다들 찬성이니까 네 빼 주세요", {"type": "confirm"}),
    ("그렇다니까 몇 번을 말해", {"type": "confirm"}),
    ("메이원티", {"type": "confirm"}),
])
def test_answers(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko", awaiting=True) == want


@pytest.mark.parametrize("text", ["처음 보는데", "몽골 그쪽 아니에요", "해안선 물어보면 몽골은 바로 걸러지지",
                                  "일본은 왼쪽으로 다닌다 카데", "인구가 우째 이래 많노",
                                  "그럼 칠레는 아니다", "바다 없대 그럼 몽골은 아니네"])
def test_talk_changes_nothing(ko_rules: Matcher, text: str) -> None:
    result = read_at(ko_rules, text, TABLE, lang="ko")
    assert result.command is None or result.tentative
