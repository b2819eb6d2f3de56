"""The forty-first round's English kinds (issue 10), examples of my own (none a bench line) beside what
each rule must leave alone.

Answers: Australian and New Zealand "nup" is a no, Scots "haud on" is "hold on", and a debating society
votes ("motion carried", "the house rejects that"). The act's word asked about at "Eliminate X?"
("eliminate as in cross it off") is a question, no yes. Requests: "how are we getting on" and "we winning
or losing" ask the score; Scots and Irish "ye" before a verb is "you" ("that's where ye are"), and "rid o"
is "rid of"; "we'll take our chances with peru" arrests. Duel: a card's meaning asked or told ("what does
the camera mean again", "it just means ...") and a reach worked out aloud ("so i could get to d four") are
talk, and so is a move taken back in the same breath ("go b three no don't go b three"), which had moved.
"""

from __future__ import annotations

import pytest
from phrasing_checks import eliminate, guess, read_at, said_at, said_in_duel

from hideout.grammar.matcher import Matcher

TABLE = ("NLD", "ITA", "DNK", "GRC", "RWA", "KEN", "TCD", "PER", "BRA")


@pytest.mark.parametrize(("text", "want"), [
    ("nup", {"type": "cancel"}),
    ("nup nup", {"type": "cancel"}),
    ("haud on naw", {"type": "cancel"}),
    ("motion carried", {"type": "confirm"}),
    ("the ayes have it", {"type": "confirm"}),
    ("motion defeated", {"type": "cancel"}),
    ("the house rejects that", {"type": "cancel"}),
    ("that's a big ten four", {"type": "confirm"}),
    ("ye", {"type": "confirm"}),
])
def test_answers(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == want


def test_the_acts_word_asked_about_is_no_yes(rules: Matcher) -> None:
    assert read_at(rules, "eliminate as in cross it off", TABLE, awaiting=True).command is None
    assert said_at(rules, "yes eliminate it", TABLE, awaiting=True) == {"type": "confirm"}


@pytest.mark.parametrize(("text", "want"), [
    ("how are we getting on", {"type": "status"}),
    ("we winning or losing", {"type": "status"}),
    ("peru that's where ye are", guess("PER")),
    ("get rid o the danes", eliminate("DNK")),
    ("we'll take our chances with kenya", guess("KEN")),
])
def test_requests_in_other_words(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", ["what does the grid search mean again",
                                  "surveillance just means he has to show his row",
                                  "from c two i could get to c five on the underground",
                                  "go d two no don't go d two",
                                  "so c one is the corner by the window"])
def test_duel_talk_about_cards_and_reach(duel_rules: Matcher, text: str) -> None:
    assert said_in_duel(duel_rules, text) is None


def test_duel_a_move_corrected_still_moves(duel_rules: Matcher) -> None:
    assert said_in_duel(duel_rules, "go d two no go d three") == {"type": "move", "to": "D3"}
    assert said_in_duel(duel_rules, "go to d two") == {"type": "move", "to": "D2"}
