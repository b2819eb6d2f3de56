"""The eighteenth round's English leftovers (issue 10), each kind with examples of my own (none a
bench line) and what each rule must leave alone. Rules alone: the learned reader is tested in
test_reader.py.

At "Eliminate Nepal?": a yes followed by thinking aloud ("let's go, like, let's go") is no clear
yes. A tag seeking the table's agreement ("he's in qatar, isn't he, arrest him") negates no
accusation. A withdrawal of "that last thing", the rules asked "one more time", a card asked for
impatiently ("just do population already"), an elimination said around the name and then why
("turn nepal over, that one's not it").
"""

from __future__ import annotations

import pytest
from phrasing_checks import ask, eliminate, guess, read_at, said_at

from hideout.grammar.matcher import Matcher

TABLE = ("NPL", "QAT", "PER", "BRA", "KEN", "CHL", "FRA", "JPN")

# ---- a yes, then thinking aloud -----------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "let's go like let's go",
    "yes like i don't know",
    "okay let's go you know maybe",
    "sure kind of",
    "yeah sort of eliminate it",
])
def test_a_yes_then_thinking_aloud_is_no_clear_yes(rules: Matcher, text: str) -> None:
    result = read_at(rules, text, TABLE, awaiting=True)
    assert result.command is None or result.command.to_json() != {"type": "confirm"}


@pytest.mark.parametrize("text", [
    "let's go then", "yes let's go", "sure thing", "go on then", "yes sir",
    "yes eliminate nepal", "yeah cross it off", "yep bin it mate",
])
def test_a_yes_with_the_act_or_courtesy_after_it_still_confirms(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == {"type": "confirm"}


# ---- a tag seeking agreement --------------------------------------------------------------------

@pytest.mark.parametrize(("text", "command"), [
    ("he's hiding out in qatar isn't he arrest him", guess("QAT")),
    ("she's in kenya isn't she, arrest her", guess("KEN")),
    ("he's in peru, isn't he, so arrest him", guess("PER")),
])
def test_a_tag_seeking_agreement_negates_no_accusation(rules: Matcher, text: str,
                                                        command: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == command


@pytest.mark.parametrize("text", [
    "he's not in qatar isn't he arrest him",   # the spy placed elsewhere: still a negation
    "he's in qatar isn't he",                  # the tag alone: talk
    "she isn't in kenya arrest her",
])
def test_a_real_negation_or_a_tag_alone_stays_talk(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


# ---- withdrawals, help asked again, impatience --------------------------------------------------

@pytest.mark.parametrize("text", [
    "wait cancel that last thing", "no, scrap that last thing", "hold on undo that last thing",
])
def test_a_withdrawal_of_that_last_thing_cancels(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) == {"type": "cancel"}
    assert said_at(rules, text, TABLE, awaiting=True) == {"type": "cancel"}


def test_a_negated_withdrawal_cancels_nothing(rules: Matcher) -> None:
    assert said_at(rules, "don't cancel that last thing", TABLE) is None


@pytest.mark.parametrize("text", [
    "explain the rules one more time", "could you explain the rules once more", "explain the rules again please",
])
def test_the_rules_asked_one_more_time_is_help(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) == {"type": "help"}


@pytest.mark.parametrize("text", ["one more time", "say that one more time"])
def test_one_more_time_alone_still_repeats(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) == {"type": "repeat"}


@pytest.mark.parametrize(("text", "command"), [
    ("just do population already", ask("population")),
    ("ask the religion already", ask("religion")),
])
def test_a_card_asked_for_impatiently_is_asked(rules: Matcher, text: str, command: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == command


@pytest.mark.parametrize("text", [
    "we did population already", "did we do the religion already", "you asked the religion already",
])
def test_a_card_done_already_stays_talk(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


# ---- an elimination said around the name, then why ----------------------------------------------

@pytest.mark.parametrize(("text", "command"), [
    ("turn nepal over, that one's not it", eliminate("NPL")),
    ("turn brazil over love, that's not it", eliminate("BRA")),
    ("cross chile off, that one's not the one", eliminate("CHL")),
])
def test_an_elimination_then_why_is_an_elimination(rules: Matcher, text: str, command: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == command


@pytest.mark.parametrize("text", [
    "turn nepal over, that one's not it, wait",   # taken back
    "peru is huge it can't be that",              # a reason with no act
    "is that not it",
])
def test_a_reason_without_the_act_or_taken_back_stays_talk(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None
