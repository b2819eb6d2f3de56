"""The fiftieth round's English kinds (issue 10), examples of my own (none a bench line) beside what
each rule must leave alone.

A play relayed from someone at the table is the play ("auntie says cross off kenya", "grandad wants to
know is it on the pacific"), and a play vouched for after it ("... and mum is never wrong") is still the
play; what they said of the game, or a relayed play countered with a "but", stays theirs. "You're over in
peru" places the spy there. Pidgin's "na peru e dey hide" places the spy; "X must go" puts
X out. A question closed by "or ain't it" is a yes/no question, and one closed by Pennsylvania Dutch "yet"
(still) asks. Gullah "wuh" is "what", "tek um off" is "take it off". "Where the government sits" is the
capital. A warning not to lie after a question leaves the question; "ain't no way he in X" rules X out; at
"Eliminate X?", "we don't agree" (Pidgin "we no agree") is a no. A word's other sense ruled out after a
request ("... and i don't mean the bird") leaves the request; the "main city" whose first letter is asked is the
capital; "which round are we on" asks the status; "nae king" rules out a king as "no king" does. In Duel, a
district waved off before the move meant ("no, not there, go to c two") is the move.
"""

from __future__ import annotations

import pytest
from phrasing_checks import eliminate, guess, read_at, said_at, said_in_duel

from hideout.grammar.matcher import Matcher

TABLE = ("CHL", "PER", "DNK", "KEN", "FRA", "JPN", "EGY", "NPL")


@pytest.mark.parametrize(("text", "want"), [
    ("auntie says cross off kenya", eliminate("KEN")),
    ("okay my dad said eliminate denmark", eliminate("DNK")),
    ("grandad wants to know is it on the pacific", {"type": "ask", "card": "pacific"}),
    ("right mum wants to know how many people live there", {"type": "ask", "card": "population"}),
    ("eliminate japan and grandma is never wrong", eliminate("JPN")),
    ("you're over in peru", guess("PER")),
    ("na peru e dey hide", guess("PER")),
    ("nepal must go", eliminate("NPL")),
    ("does it touch the pacific or ain't it", {"type": "ask", "card": "pacific"}),
    ("how many people live there yet", {"type": "ask", "card": "population"}),
    ("wuh church dem go to", {"type": "ask", "card": "religion"}),
    ("he ent in egypt tek um off", eliminate("EGY")),
    ("what letter does the place where the government sits start with", {"type": "ask", "card": "capital_letter"}),
    ("ain't no way she in chile flip it", eliminate("CHL")),
    ("tell us their main crop and don't lie", {"type": "ask", "card": "agricultural_product"}),
    ("cross off nepal and don't you dare argue", eliminate("NPL")),
    ("the capital letter card and no i don't mean upper case letters", {"type": "ask", "card": "capital_letter"}),
    ("which letter does their main city start with", {"type": "ask", "card": "capital_letter"}),
    ("what's the main city start with the capital like not the biggest", {"type": "ask", "card": "capital_letter"}),
    ("what round are we on now", {"type": "status"}),
    # with no letter asked, the main city is still the biggest city
    ("is the main city the biggest", {"type": "ask", "card": "capital_largest"}),
    ("nae crown nor king so is it a republic", {"type": "ask", "card": "government_choice", "option": "republic"}),
])
def test_read(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", [
    # what someone said of the game, and a relayed play countered, stay theirs
    "auntie says the euro one is for france because of paris",
    "grandad says ask about the coast but that card is useless",
    # a "yet" after something not done is no question to the spy
    "did they answer yet",
    "we haven't decided yet",
    # a "don't you dare" said to a player is no request closed by a warning
    "tanner don't you dare flip that card",
])
def test_talk_stays_talk(rules: Matcher, text: str) -> None:
    result = read_at(rules, text, TABLE)
    assert result.command is None or result.tentative


@pytest.mark.parametrize("text", ["we don't agree", "i no agree"])
def test_disagreement_is_no(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == {"type": "cancel"}


def test_disagreement_alone_says_nothing(rules: Matcher) -> None:
    assert said_at(rules, "we don't agree", TABLE) is None


def test_duel_move_after_waving_one_off(duel_rules: Matcher) -> None:
    assert said_in_duel(duel_rules, "no not there move to c two") == {"type": "move", "to": "C2"}


def test_duel_not_there_alone_moves_nowhere(duel_rules: Matcher) -> None:
    assert said_in_duel(duel_rules, "no not there") is None
