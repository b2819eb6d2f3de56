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


# a card question about the hideout around a remark on a named place (learner Korean): the question stands
@pytest.mark.parametrize(("text", "card"), [
    ("돈 첫 글자 뭐예요 페루는 솔 거기는 뭐예요", "currency_letter"),
    ("바다 있어요 오스트리아 바다 없어요 그 나라 바다 있어요", "coastline"),
    ("거기 차 왼쪽으로 가요 케냐는 왼쪽 가요", "traffic"),
])
def test_a_question_around_a_remark_on_a_place(ko_rules: Matcher, text: str, card: str) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") == {"type": "ask", "card": card}


def test_places_counted_without_the_hideout_stay_talk(ko_rules: Matcher) -> None:
    assert said_at(ko_rules, "영어 쓰는 나라가 둘이나 있어요 케냐하고 호주", TABLE, lang="ko") is None


# help asked, then not knowing what to say; the old words for the people, a trade and belief
@pytest.mark.parametrize(("text", "want"), [
    ("뭐라고 말해야 돼요 나 몰라요", {"type": "help"}),
    ("그 나라 백성이 몇이나 되는가", {"type": "ask", "card": "population"}),
    ("그 나라 제일 큰 업종이 뭐여", {"type": "ask", "card": "industry"}),
    ("그 나라 사람들 뭘 신봉하는가", {"type": "ask", "card": "religion"}),
])
def test_help_and_old_words(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") == want


# a question closed by what the answer is asked for ("... | 백두산보다 높은가 보게"); an auction's "sold"
def test_a_question_closed_by_its_purpose(ko_rules: Matcher) -> None:
    assert said_at(ko_rules, "제일 높은 산 몇 미터예요 설악산보다 높은가 보게", TABLE, lang="ko") == {
        "type": "ask", "card": "highest_peak"}
    assert said_at(ko_rules, "설악산보다 높은가 보게", TABLE, lang="ko") is None


@pytest.mark.parametrize("text", ["낙찰이요", "빼랑께"])
def test_more_yeses(ko_rules: Matcher, text: str) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko", awaiting=True) == {"type": "confirm"}
