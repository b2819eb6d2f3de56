"""The thirty-sixth round's Korean kinds (issue 10), examples of my own beside what each must leave
alone: Gyeongsang "마 치아라" (stop it), "안 할란다" (I won't) and "빼지 마래이" (don't remove it) are a
no, though "치아라" alone (put it away) stays a yes; "지아뿌라" is the dialect verb of removing, a yes;
"딴 거다" (it's another one) after a no leaves the no.
"""

from __future__ import annotations

import pytest
from phrasing_checks import said_at

from hideout.grammar.matcher import Matcher

TABLE = ("EGY", "JPN", "CAN", "PRT", "KOR", "VNM")


@pytest.mark.parametrize(("text", "want"), [
    ("마 치아라", {"type": "cancel"}),
    ("아 마 치아라 안 할란다", {"type": "cancel"}),
    ("빼지 마래이", {"type": "cancel"}),
    ("아이다 딴 거다", {"type": "cancel"}),
    ("치아라", {"type": "confirm"}),
    ("응 지아뿌라", {"type": "confirm"}),
])
def test_answers(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko", awaiting=True) == want
