"""The thirtieth round's Korean kind (issue 10), an example of my own beside what it must leave alone.

The old and regional "don't", "하지 말라", reads as "하지 마라": a no said after it at "Eliminate X?" still
answers ("하지 말라 그거 아니여"), while an act refused with it stays talk.
"""

from __future__ import annotations

from phrasing_checks import said_at

from hideout.grammar.matcher import Matcher

TABLE = ("PER", "CHL", "KEN")


def test_an_old_dont_then_a_no_cancels(ko_rules: Matcher) -> None:
    assert said_at(ko_rules, "하지 말라 그거 아니여", TABLE, lang="ko", awaiting=True) == {"type": "cancel"}


def test_an_act_refused_so_stays_talk(ko_rules: Matcher) -> None:
    assert said_at(ko_rules, "칠레 빼지 말라", TABLE, lang="ko") is None
