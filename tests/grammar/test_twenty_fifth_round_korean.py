"""The twenty-fifth round's Korean kinds (issue 10). Examples of my own (none a bench line).

A question told to a player to ask ("... 물어보소", "스파이한테 ... 물어봐라") is offered and asked back,
never played at once; a request relayed for a family member ("할머니가 ... 빼래요", "... 하지 말래요")
is the table's own.
"""

from __future__ import annotations

import pytest
from grammar_fixtures import shipped_handbook_exists
from phrasing_checks import ask, eliminate, guess, read_at, said_at

from hideout.grammar.matcher import Matcher

pytestmark = pytest.mark.skipif(not shipped_handbook_exists(), reason="needs data/handbook.json")

TABLE = ("IND", "MNG", "PER", "KEN", "FIN", "EGY")


@pytest.mark.parametrize(("text", "want"), [
    ("스파이한테 인구 물어봐라", ask("population")),
    ("철수한테 면적 물어봐", ask("land_area")),
    ("그 나라 수도가 제일 큰 도시인가 물어보소", ask("capital_largest")),
    ("할아버지가 그 나라 사람들 무슨 종교 믿는지 물어보래요", ask("religion")),
])
def test_a_question_told_to_a_player_is_asked_back(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    result = read_at(ko_rules, text, TABLE, lang="ko")
    assert result.command is not None and result.command.to_json() == want
    assert result.tentative


@pytest.mark.parametrize(("text", "want"), [
    ("할머니가 그냥 인도로 잡으래요", guess("IND")),
    ("할아버지가 몽골 빼래요", eliminate("MNG")),
])
def test_a_request_relayed_for_family_is_the_tables(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") == want


@pytest.mark.parametrize("text", ["할아버지가 하지 말래요", "빼지 말래요"])
def test_a_dont_relayed_is_a_no(ko_rules: Matcher, text: str) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko", awaiting=True) == {"type": "cancel"}


@pytest.mark.parametrize("text", [
    "할머니가 인도래요",             # hearsay of a place, no request relayed
    "할아버지가 어제 산에 가셨대요",   # a story
])
def test_hearsay_is_no_request(ko_rules: Matcher, text: str) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") is None


@pytest.mark.parametrize(("text", "want"), [
    ("버마 요즘은 미얀마라고 하죠 미얀마 빼 주세요", eliminate("MMR")),
])
def test_an_old_name_explained_by_the_new_one(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") == want
