"""The twentieth round's English kinds (issue 10), each with examples of my own (none a bench line)
beside what its rule must leave alone. Rules alone: the learned reader is tested in test_reader.py.

Holding on said once at a pending question; the spy placed, then locked up; the group's verdict
said after an opinion ("it's surely kenya, we're going for kenya") and the blame pinned ("pin it on brazil").
"""

from __future__ import annotations

import pytest
from phrasing_checks import guess, read_at, said_at

from hideout.grammar.matcher import Matcher

TABLE = ("IND", "ARG", "PER", "BRA", "KEN", "FRA", "JPN", "JAM")


# ---- holding on, said once: the question stays pending ------------------------------------------

@pytest.mark.parametrize("text", ["hang on", "hold on", "hold up", "hold up bruv", "hang on fam", "hold on mate"])
def test_holding_on_once_asks_for_time(rules: Matcher, text: str) -> None:
    # the spent blind sets wrote 49 of 53 bare waits as still deciding: "Eliminate Peru?" "hang on"
    assert said_at(rules, text, TABLE, awaiting=True) is None


@pytest.mark.parametrize("text", ["no hang on", "hold on no", "hang on take that back", "hold up don't do that"])
def test_a_wait_or_a_hold_on_with_a_no_is_a_no(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == {"type": "cancel"}


# ---- the spy placed, then locked up --------------------------------------------------------------

@pytest.mark.parametrize(("text", "ident"), [
    ("he's in jamaica lock him up", "JAM"),
    ("she's in kenya lock her up", "KEN"),
    ("he's in peru cuff him", "PER"),
])
def test_the_spy_placed_and_locked_up_is_an_arrest(rules: Matcher, text: str, ident: str) -> None:
    assert said_at(rules, text, TABLE) == guess(ident)


@pytest.mark.parametrize("text", ["he's not in peru lock him up", "he's in peru i'd lock him up"])
def test_a_lock_up_after_a_denial_or_a_wish_is_talk(rules: Matcher, text: str) -> None:
    assert read_at(rules, text, TABLE).command is None


# ---- the group's verdict said after an opinion, and the blame pinned -----------------------------

@pytest.mark.parametrize(("text", "ident"), [
    ("it's surely kenya we're going for kenya", "KEN"),
    ("i bet it's peru we're guessing peru", "PER"),
    ("pin it on brazil", "BRA"),
    ("we're pinning it on argentina", "ARG"),
])
def test_a_verdict_or_the_blame_pinned_is_an_arrest(rules: Matcher, text: str, ident: str) -> None:
    assert said_at(rules, text, TABLE) == guess(ident)


@pytest.mark.parametrize("text", ["should we pin it on brazil", "are we going for kenya", "we're not guessing peru"])
def test_a_verdict_proposed_or_denied_is_talk(rules: Matcher, text: str) -> None:
    assert read_at(rules, text, TABLE).command is None


# ---- Oz, and the table called at the close ---------------------------------------------------------

@pytest.mark.parametrize(("text", "command"), [
    ("get rid of oz", {"type": "eliminate", "destination": "AUS"}),
    ("he's holed up in oz", guess("AUS")),
    ("he's in peru pet", guess("PER")),
    ("she's in kenya lads", guess("KEN")),
])
def test_oz_and_the_table_called_after_the_accusation(rules: Matcher, text: str, command: dict[str, str]) -> None:
    table = (*TABLE[:-1], "AUS")
    assert said_at(rules, text, table) == command


def test_ounces_are_no_destination(rules: Matcher) -> None:
    assert read_at(rules, "about six oz of flour", (*TABLE[:-1], "AUS")).command is None


# ---- a wager of certainty, the group's guess, faith, and requests ---------------------------------

@pytest.mark.parametrize(("text", "command"), [
    ("he's in kenya i'd bet the ranch on it", guess("KEN")),
    ("it has to be peru we guess peru", guess("PER")),
    ("which faith is the biggest over there", {"type": "ask", "card": "religion"}),
    ("what'd it say", {"type": "repeat"}),
    ("what'd the spy say", {"type": "repeat"}),
    ("which countries are still left on the board", {"type": "status"}),
])
def test_verdicts_faith_and_requests(rules: Matcher, text: str, command: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == command


def test_faith_and_population_together_is_never_the_population(rules: Matcher) -> None:
    # "the predominant faith of the population" read the population card
    command = read_at(rules, "tell us the predominant faith of the population", TABLE).command
    assert command is None or command.to_json() == {"type": "ask", "card": "religion"}


def test_whose_go_stays_talk(rules: Matcher) -> None:
    # two blind writers wrote "whose go is it" as talk among players, one as a request: left as talk
    assert read_at(rules, "whose go is it", TABLE).command is None


@pytest.mark.parametrize(("text", "command"), [
    ("kick brazil to the curb", {"type": "eliminate", "destination": "BRA"}),
    ("kenya mate he's there", guess("KEN")),
    ("the hideout isn't peru", {"type": "eliminate", "destination": "PER"}),
])
def test_the_curb_and_the_spy_placed_there(rules: Matcher, text: str, command: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == command


def test_he_is_not_there_is_never_an_arrest(rules: Matcher) -> None:
    command = read_at(rules, "kenya he's not there", TABLE).command
    assert command is None or command.to_json() == {"type": "eliminate", "destination": "KEN"}
