"""The thirty-fourth round's English kinds (issue 10), read from the first talk set (a set of table
talk, hesitations and plain answers only). Examples of my own (none a bench line) beside what each
rule must leave alone.

At a pending question, the question's words said again round a hesitation sound ("remove chile um
chile chile") are still deciding, not a yes, and no learned guess is made over them. In the Duel a
move said as what one would do ("i'd head to d two", "c four, that's what i'd do") is advice to the
Detective; a bare correction of a proposal opened by a hedge ("maybe d two no wait d three") is asked
back. What a card does for the table, said of it ("the coast card splits the table in half"), is a
remark about the card, a sentence adverb before it too ("strategically ..."). A place said not to be on
the board is no act on it. A card question read while a yes or no is awaited is asked back: it would
replace the question and be asked at once, and said then it is mostly the table thinking aloud.
"""

from __future__ import annotations

import pytest
from phrasing_checks import ask, read_at, said_at

from hideout.grammar.matcher import MatchContext, Matcher

TABLE = ("PER", "CHL", "KEN", "AUS", "NPL", "MEX")


@pytest.mark.parametrize("text", ["remove chile um chile chile", "brazil er brazil"])
def test_the_question_said_again_round_a_sound_is_no_answer(matcher: Matcher, text: str) -> None:
    result = read_at(matcher, text, TABLE, awaiting=True)
    assert result.command is None, result  # the learned reader makes no guess over it either


@pytest.mark.parametrize("text", ["yes um yes please", "yeah uh yeah"])
def test_a_yes_said_again_round_a_sound_is_a_yes(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == {"type": "confirm"}


def _duel(matcher: Matcher, text: str):  # type: ignore[no-untyped-def]
    return matcher.match(text, MatchContext(game="duel", lang="en"))


@pytest.mark.parametrize("text", ["i'd head to d two", "if i were you i'd take the bus to c three",
                                  "c four that's what i'd do"])
def test_a_move_one_would_make_is_advice(duel_rules: Matcher, text: str) -> None:
    assert _duel(duel_rules, text).command is None


def test_a_move_asked_for_in_the_conditional_is_still_a_move(duel_rules: Matcher) -> None:
    result = _duel(duel_rules, "i'd like to move to c two")
    assert result.command is not None and result.command.to_json() == {"type": "move", "to": "C2"}
    assert not result.tentative


def test_a_hedged_proposal_corrected_is_asked_back(duel_rules: Matcher, rules: Matcher) -> None:
    moved = _duel(duel_rules, "maybe d two no wait d three")
    assert moved.command is not None and moved.command.to_json() == {"type": "move", "to": "D3"}
    assert moved.tentative
    asked = read_at(rules, "perhaps the land area no the population", TABLE)
    assert asked.command is not None and asked.command.to_json() == ask("population") and asked.tentative
    plain = _duel(duel_rules, "d two no wait d three")  # a correction without a hedge is a move
    assert plain.command is not None and plain.command.to_json() == {"type": "move", "to": "D3"}
    assert not plain.tentative


@pytest.mark.parametrize("text", ["the land area card knocks out the most",
                                  "strategically the coast card splits the table in half"])
def test_what_a_card_does_said_of_it_is_a_remark(rules: Matcher, text: str) -> None:
    assert read_at(rules, text, TABLE).command is None


def test_the_card_asked_for_still_asks(rules: Matcher) -> None:
    assert said_at(rules, "the population card please", TABLE) == ask("population")


def test_a_place_said_not_to_be_on_the_board_is_no_act(rules: Matcher) -> None:
    assert read_at(rules, "nah kenya's not even on the board", TABLE).command is None
    assert said_at(rules, "what countries are left on the board", TABLE) == {"type": "status"}


def test_a_card_question_while_a_yes_or_no_is_awaited_is_asked_back(matcher: Matcher) -> None:
    result = read_at(matcher, "how many people live there again", TABLE, awaiting=True)
    assert result.command is not None and result.command.to_json() == ask("population")
    assert result.tentative  # it would replace "Eliminate Kenya?" and be asked at once
    assert said_at(matcher, "yes go ahead", TABLE, awaiting=True) == {"type": "confirm"}
    assert not read_at(matcher, "how many people live there", TABLE).tentative
