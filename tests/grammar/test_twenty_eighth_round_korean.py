"""The twenty-eighth round's Korean kinds (issue 10). Examples of my own (none a bench line) beside
what each rule must leave alone.

Wondering closed as a remark ("... 궁금하네", "... 궁금하구먼") asks, as "궁금해요" does; an elder's request
asked as a question ("... 알려 주겠나") is "... 주세요"; an intention to ask closed as a remark ("... 물어봐야겠네")
asks; other "-네" exclamations stay talk.
"""

from __future__ import annotations

import pytest
from phrasing_checks import ask, said_at

from hideout.grammar.matcher import Matcher

TABLE = ("PER", "NZL", "JPN", "CAN", "CHN", "BRA", "KEN", "EGY", "CHL", "MEX")


@pytest.mark.parametrize(("text", "want"), [
    ("그 나라 종교가 뭔지 궁금하네", ask("religion")),
    ("인도양에 붙어 있는지 그게 참 궁금하구먼", ask("indian")),
    ("수도 첫 글자를 알려 주겠나", ask("capital_letter")),
    ("인구를 한번 물어봐야겠네", ask("population")),
])
def test_wondering_and_an_elders_request_ask(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") == want


@pytest.mark.parametrize("text", ["오늘 귤 참 달고 좋네", "아이고 벌써 세 판 했네", "스파이 진짜 잘 숨네"])
def test_other_exclamations_stay_talk(ko_rules: Matcher, text: str) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") is None
