"""The twenty-fourth round's Korean kinds (issue 10). Examples of my own (none a bench line).

Konglish "컨펌이요" and Chungcheong "맞슈" confirm, "불가" (not allowed) refuses; Australia's everyday
nickname "캥거루 나라" names it (the handbook's alias, with its note).
"""

from __future__ import annotations

import pytest
from grammar_fixtures import shipped_handbook_exists
from phrasing_checks import eliminate, said_at

from hideout.grammar.matcher import Matcher

pytestmark = pytest.mark.skipif(not shipped_handbook_exists(), reason="needs data/handbook.json")

TABLE = ("AUS", "AUT", "PER", "KEN", "FIN")


@pytest.mark.parametrize(("text", "want"), [("컨펌이요", "confirm"), ("그거 맞슈", "confirm"), ("불가요", "cancel")])
def test_answers_at_a_pending_question(ko_rules: Matcher, text: str, want: str) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko", awaiting=True) == {"type": want}


def test_the_answers_say_nothing_unasked(ko_rules: Matcher) -> None:
    assert said_at(ko_rules, "불가", TABLE, lang="ko") is None


@pytest.mark.parametrize("text", ["캥거루 나라 빼", "캥거루 나라는 제외해 주세요"])
def test_the_kangaroos_country(ko_rules: Matcher, text: str) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") == eliminate("AUS")
