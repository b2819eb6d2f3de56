"""The thirty-fifth round's English kinds (issue 10), examples of my own (none a bench line) beside
what each rule must leave alone.

A request closed by hedges said one after another ("the coast one | i guess | maybe | if nobody
minds") or opened by a softener straight before a verb of asking or the card ("perhaps | check the
coast one", "maybe | the population one") is a proposal: read, and asked back, never done at once. A conclusion
about a name closed by "maybe" ("so kenya maybe") stays talk, and so does a bare softener before an
elimination ("maybe eliminate brazil", tests/grammar/test_table_talk.py). At "Eliminate Peru?" the question read
back with a sound trailing ("eliminate peru um") is still deciding. A card question followed by the
speaker's taste for it ("is it on the pacific | ooh i like this one") is asked back. "I reckon so" is a
yes; "toss out" eliminates; Duel action cards and squares proposed with a hedge are asked back.
"""

from __future__ import annotations

import pytest
from phrasing_checks import ask, eliminate, read_at, said_at

from hideout.grammar.matcher import MatchContext, Matcher

TABLE = ("PER", "CHL", "KEN", "AUS", "NPL", "MEX", "CHE", "MAR")


@pytest.mark.parametrize(("text", "want"), [
    ("uh the religion one maybe", ask("religion")),
    ("the coastline i guess maybe if nobody minds", ask("coastline")),
    ("the first letter of the currency perhaps", ask("currency_letter")),
    ("perhaps check the coast one", ask("coastline")),
    ("i'd maybe remove morocco if you all agree", eliminate("MAR")),
    ("i wonder if we might ask whether it is a republic", ask("government_choice", "republic")),
])
def test_a_hedged_request_is_asked_back(rules: Matcher, text: str, want: dict[str, str]) -> None:
    result = read_at(rules, text, TABLE)
    assert result.command is not None and result.command.to_json() == want and result.tentative, result


@pytest.mark.parametrize("text", ["the capital started with an s so chile maybe", "so maybe kenya",
                                  "hmm the spy said d for the money so dollars maybe"])
def test_a_conclusion_closed_by_maybe_stays_talk(rules: Matcher, text: str) -> None:
    assert read_at(rules, text, TABLE).command is None


def test_the_question_read_back_trailing_off_is_no_answer(matcher: Matcher, rules: Matcher) -> None:
    assert read_at(matcher, "eliminate peru um", TABLE, awaiting=True).command is None
    assert said_at(rules, "yes um", TABLE, awaiting=True) == {"type": "confirm"}
    assert said_at(rules, "yes remove it um", TABLE, awaiting=True) == {"type": "confirm"}


def test_a_question_then_a_liking_for_it_is_asked_back(rules: Matcher) -> None:
    result = read_at(rules, "does it lie on the pacific ooh i like this one", TABLE)
    assert result.command is not None and result.command.to_json() == ask("pacific") and result.tentative


@pytest.mark.parametrize(("text", "want"), [
    ("i reckon so", {"type": "confirm"}), ("yeah i reckon", {"type": "confirm"}),
    ("ioe", {"type": "confirm"}), ("leai", {"type": "cancel"}),
])
def test_answers(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == want


@pytest.mark.parametrize(("text", "want"), [("toss out the swiss", eliminate("CHE")),
                                            ("chuck out peru", eliminate("PER"))])
def test_toss_out_eliminates(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize(("text", "want"), [
    ("maybe c four", {"type": "move", "to": "C4"}),
    ("the grid search one i guess", {"type": "action", "card": "grid_search"}),
    ("the camera one maybe", {"type": "action", "card": "surveillance"}),
])
def test_a_hedged_duel_play_is_asked_back(duel_rules: Matcher, text: str, want: dict[str, str]) -> None:
    result = duel_rules.match(text, MatchContext(game="duel", lang="en"))
    assert result.command is not None and result.command.to_json() == want and result.tentative, result


@pytest.mark.parametrize("text", ["one moment please we're looking it up", "let's not rush into it"])
def test_time_asked_for_is_no_answer(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) is None


@pytest.mark.parametrize(("text", "want"), [
    ("what's the main export no cap", ask("export")),
    ("tell us the size square miles or kilometres we don't mind which", ask("land_area")),
])
def test_slang_and_indifference_are_no_negation(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


def test_which_card_is_meant_is_talk(rules: Matcher) -> None:
    assert read_at(rules, "the coastline card or the pacific one", TABLE).command is None


@pytest.mark.parametrize(("text", "where"), [
    ("she's in mexico i'd bet my house on it arrest her", "MEX"),
    ("chile i'd bet my life on it", "CHL"),  # a wager the guess cues list still reads as one
])
def test_a_wager_beside_an_arrest_is_certainty(rules: Matcher, text: str, where: str) -> None:
    assert said_at(rules, text, TABLE) == {"type": "guess", "destination": where}


def test_i_would_say_stays_talk(rules: Matcher) -> None:
    assert read_at(rules, "i'd say it's an island", TABLE).command is None
