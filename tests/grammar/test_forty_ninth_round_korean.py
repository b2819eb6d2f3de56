"""The forty-ninth round's Korean kinds (issue 10), examples of my own (none a bench line) beside what
each rule must leave alone.

At "Eliminate X?" the act's own words of turning over or putting out ("응 뒤집어", "그거 아웃") are a yes;
with nothing pending they say nothing. Who holds a card, asked of the players ("해안선 카드 누가 갖고
있어"), is talk. A country said to touch the sea ("바다 접한 나라") asks the coast, not its neighbours; how
politics is done there, with the topic marker ("정치는 우째 하노"), asks the government; money earned per
head ("한 명당 버는 돈") the GDP per person; and Gyeongsang "뭐라 카는지" (what it is called) is no "say
again".
"""

from __future__ import annotations

import pytest
from phrasing_checks import read_at, said_at

from hideout.grammar.matcher import Matcher

TABLE = ("GRC", "CHL", "PER", "THA", "DEU", "MNG", "JPN", "BTN")


@pytest.mark.parametrize("text", ["응 뒤집어", "그래 그거 아웃", "엎어"])
def test_act_words_answer_yes(ko_rules: Matcher, text: str) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko", awaiting=True) == {"type": "confirm"}


@pytest.mark.parametrize("text", ["응 뒤집어", "그거 아웃"])
def test_act_words_alone_say_nothing(ko_rules: Matcher, text: str) -> None:
    assert read_at(ko_rules, text, TABLE, lang="ko").command is None


def test_named_act_still_acts(ko_rules: Matcher) -> None:
    assert said_at(ko_rules, "칠레 아웃", TABLE, lang="ko") == {"type": "eliminate", "destination": "CHL"}


@pytest.mark.parametrize("text", ["해안선 카드 누가 갖고 있어", "인구 카드 누구 있어요"])
def test_holder_asked_is_talk(ko_rules: Matcher, text: str) -> None:
    result = read_at(ko_rules, text, TABLE, lang="ko")
    assert result.command is None or result.tentative


@pytest.mark.parametrize(("text", "want"), [
    ("바다 접한 나라인가요", {"type": "ask", "card": "coastline"}),
    ("이웃한 나라 몇 개야", {"type": "ask", "card": "land_borders"}),
    ("정치는 우째 하노", {"type": "ask", "card": "government"}),
    ("거기 한 명당 버는 돈이 얼마예요", {"type": "ask", "card": "gdp_per_capita"}),
    ("그 나라 돈을 뭐라 카는지 첫 글자 물어봐라", {"type": "ask", "card": "currency_letter"}),
])
def test_read(ko_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(ko_rules, text, TABLE, lang="ko") == want
