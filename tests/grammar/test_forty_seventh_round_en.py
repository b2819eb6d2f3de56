"""The forty-seventh round's English kinds (issue 10), examples of my own (none a bench line) beside what
each rule must leave alone.

The spy placed by the way there ("she's away to chile", "he's down south in peru", "he's over in kenya")
is the table's accusation, as "he's in chile" is; an Irish tag closing it ("he's in peru, so he is") says
the clause again and is no one else spoken of. A people after "take ... off" or "get shot of" is its
country. A South African table's Afrikaans: the Dutch names as Afrikaans spells them ("frankryk",
"suid afrika", "nieu seeland"), "hoofstad" (capital) and "grense" (borders). Talk: a card read out and
said to be what is written on it, the answer the table expects asked of it ("what are we expecting").
At "Eliminate X?": a refusal of three words or more closing what is said ("hold your horses, don't do
that") is a no; Newfoundland's "my son" is said to anyone; Cantonese "m hai" (it isn't) is a no and "hai
mai" (is it or not) no answer yet. "What do they work at" asks the industry.
"""

from __future__ import annotations

import pytest
from phrasing_checks import eliminate, guess, read_at, said_at

from hideout.grammar.matcher import Matcher

TABLE = ("CHL", "PER", "GRC", "KEN", "FRA", "ZAF", "NZL", "ISL")


@pytest.mark.parametrize(("text", "want"), [
    ("she's away to chile", guess("CHL")),
    ("he's down south in peru the rascal", guess("PER")),
    ("he's over in kenya with the lions", guess("KEN")),
    ("he's in peru so he is", guess("PER")),
    ("she's in chile so she is", guess("CHL")),
    ("take the french off the table", eliminate("FRA")),
    ("get shot of the greeks", eliminate("GRC")),
    ("scrap frankryk", eliminate("FRA")),
    ("we think he's in suid afrika", guess("ZAF")),
    ("eliminate nieu seeland", eliminate("NZL")),
    ("what's the first letter of their hoofstad", {"type": "ask", "card": "capital_letter"}),
    ("how many grense has it got", {"type": "ask", "card": "land_borders"}),
    ("what do most folk work at there", {"type": "ask", "card": "industry"}),
])
def test_read(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", [
    # an Irish tag is the clause said again; another clause about him is someone spoken of
    "he's in peru so he loves it there",
    "is english spoken there that's what's written on it",
    "the land area one what are we expecting huge",
])
def test_talk_changes_nothing(rules: Matcher, text: str) -> None:
    result = read_at(rules, text, TABLE)
    assert result.command is None or result.tentative


@pytest.mark.parametrize(("text", "want"), [
    ("hold your horses don't do that", {"type": "cancel"}),
    ("whoa there don't do that", {"type": "cancel"}),
    ("yes my son", {"type": "confirm"}),
    ("m hai", {"type": "cancel"}),
    ("m hai not that one", {"type": "cancel"}),
])
def test_answers(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == want


@pytest.mark.parametrize("text", ["hold your horses", "hold your horses do you think that", "hai mai", "hai mai ah"])
def test_no_answer_yet(rules: Matcher, text: str) -> None:
    assert read_at(rules, text, TABLE, awaiting=True).command is None
