"""The twenty-ninth round's Korean kinds (issue 10). Examples of my own (none a bench line) beside
what each rule must leave alone.

The old "하오" and "하쇼" requests on an act's verb ("빼오", "잡으오", "지우쇼", "체포하시오") ask as "-세요" does;
"찍겠습니다" (we will pick) names the arrest, as "찍습니다" does, while a vote ("찍을래") stays talk; China
said as in Mandarin ("쭝궈") is China; a name typed one letter from two spellings of the same destination
("까자흐스탄": 카자흐스탄 and 까자흐스딴) is read as it, asked back.
"""

from __future__ import annotations

import pytest
from phrasing_checks import eliminate, guess, read_at, said_at

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
