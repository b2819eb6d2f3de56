"""The forty-sixth round's English kinds (issue 10), examples of my own (none a bench line) beside what
each rule must leave alone.

A place's fate drawn from what the spy said ("it said no coast so bolivia's toast") is the table reasoning,
not an elimination; the act's own verb still acts ("... so cross bolivia off"). A card spoken of after what the
spy itself said ("the spy said c for the capital so ...") is no question to it. A place kept out of the
argument ("leave chile out of it") is talk, a conclusion checked with a tag ("so peru's out for sure, don't
it") and a card's meaning asked of the table ("gdp per capita, what on earth is that") too. A name corrected
and then said twice ("eliminate peru no chile chile") is the corrected name; a people named after "rule
out" or "get ... off" is its country; the table's agreement checked before the act ("we're all agreed
ain't we, knock out chile") denies nothing; a place denied by its name beside the act ("bin chile, a nuh
chile") is the act's reason. Answers: New Zealand "good as gold", Jamaican "seen" and "dun know",
Cornish "ess", Appalachian "shore", a bare "na" (no), Jamaican "cho" before a no; "na wa" (goodness)
answers nothing. The score asked as "how we doing", a Cornish "my 'ansum" at the close.
"""

from __future__ import annotations

import pytest
from phrasing_checks import eliminate, read_at, said_at, said_in_duel

from hideout.grammar.matcher import Matcher

TABLE = ("CHL", "PER", "GRC", "CHE", "NLD", "BOL", "TTO", "KEN")


@pytest.mark.parametrize(("text", "want"), [
    ("eliminate peru no chile chile", eliminate("CHL")),
    ("rule out the dutch", eliminate("NLD")),
    ("rule the swiss out", eliminate("CHE")),
    ("get the greeks off the board", eliminate("GRC")),
    ("kick the swiss to the kerb", eliminate("CHE")),
    ("we're all agreed ain't we bin peru", eliminate("PER")),
    ("bin kenya a nuh kenya", eliminate("KEN")),
    ("arrest him in trini", {"type": "guess", "destination": "TTO"}),
    ("how we doing against you", {"type": "status"}),
    ("how are we tracking then", {"type": "status"}),
    ("what's the population look like my 'ansum", {"type": "ask", "card": "population"}),
    ("is it on the water at all", {"type": "ask", "card": "coastline"}),
    ("what sort of outfit runs it", {"type": "ask", "card": "government"}),
    ("the spy said no coast so cross bolivia off", eliminate("BOL")),
])
def test_read(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize(("text", "want"), [
    ("good as gold", {"type": "confirm"}),
    ("seen", {"type": "confirm"}),
    ("dun know", {"type": "confirm"}),
    ("ess", {"type": "confirm"}),
    ("shore", {"type": "confirm"}),
    ("na", {"type": "cancel"}),
    ("cho no", {"type": "cancel"}),
    ("mi change mi mind", {"type": "cancel"}),
])
def test_answers(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == want


@pytest.mark.parametrize("text", ["na wa o", "na peru we dey talk or chile"])
def test_no_answer_yet(rules: Matcher, text: str) -> None:
    assert read_at(rules, text, TABLE, awaiting=True).command is None


@pytest.mark.parametrize("text", ["it said no coast so bolivia's toast",
                                  "she said yes to the pacific so kenya's gone",
                                  "leave chile out of it she's lovely",
                                  "so peru's out for sure don't it",
                                  "gdp per capita what on earth is that",
                                  "the land area card what even is that",
                                  "that's what this one says",
                                  "the spy said c for the capital so what starts with c",
                                  "shore"])
def test_talk_changes_nothing(rules: Matcher, text: str) -> None:
    result = read_at(rules, text, TABLE)
    assert result.command is None or result.tentative


def test_knocked_out_of_it_still_acts(rules: Matcher) -> None:
    assert said_at(rules, "knock kenya out of it", TABLE) == eliminate("KEN")


@pytest.mark.parametrize(("text", "want"), [
    ("what did he say", {"type": "repeat"}),
    ("nah scrap that move", {"type": "cancel"}),
])
def test_duel(duel_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_in_duel(duel_rules, text) == want
