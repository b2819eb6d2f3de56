"""The eighteenth round's English kinds (issue 10, after the spent sets en_heldout31 and
en_heldout39), each with examples of my own (none a bench line) and what each rule must leave
alone. Rules alone: the reader is tested in test_reader.py.

First the cleanup the last review asked for: "still deciding, trailing off into a sound" is one
rule with one reason and one data list (``trailing_hesitations``), in both English games.
"""

from __future__ import annotations

import pytest
from phrasing_checks import ask, guess, read_at, said_at

from hideout.grammar.evidence import TRAILING_OFF
from hideout.grammar.matcher import Matcher

TABLE = ("PER", "BRA", "CHL", "KEN", "NGA", "JPN", "IND", "EGY", "ITA", "FRA", "CAN", "MEX", "PHL", "SYR")

# ---- one rule for an answer trailing off -----------------------------------------------------------


@pytest.mark.parametrize("text", ("okay okay um", "alright uh", "fine hmm",
                                  # a sound held however long is the same sound
                                  "sure hmmmm", "okay ummm", "right errrr"))
def test_an_answer_trailing_off_is_one_rule_with_one_reason(rules: Matcher, text: str) -> None:
    result = read_at(rules, text, TABLE, awaiting=True)
    assert result.command is None and result.reason == TRAILING_OFF


@pytest.mark.parametrize("text,expected", [("yes um", "confirm"), ("no uh", "cancel"), ("uh huh", "confirm"),
                                           ("nuh uh", "cancel")])
def test_a_clear_answer_or_a_listed_sound_answer_is_still_given(rules: Matcher, text: str, expected: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == {"type": expected}


@pytest.mark.parametrize("text", ("okay um", "alright hmmm"))
def test_duel_answers_trailing_off_leave_the_question_pending(duel_rules: Matcher, text: str) -> None:
    result = read_at(duel_rules, text, game="duel", awaiting=True)
    assert result.command is None and result.reason == TRAILING_OFF


# ---- talk and hesitations (after en_heldout31) ------------------------------------------------------

@pytest.mark.parametrize("text", (
    # an investigator's word for a clue is no "who leads the country"
    "honestly that's a weak lead at best",
    "we've got no leads on this one",
    "it's all circumstantial so far",
))
def test_an_investigators_talk_about_the_case_does_nothing(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


def test_who_leads_the_country_is_still_the_government_card(rules: Matcher) -> None:
    assert said_at(rules, "who leads the place", TABLE) == ask("government")


@pytest.mark.parametrize("text", ("now now wait a second", "well well well hang on", "sorry sorry hold on"))
def test_a_word_stammered_before_a_wait_leaves_the_question_pending(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) is None


@pytest.mark.parametrize("text", ("hold on buddy", "hang on a sec, b'y", "wait up guys", "jaysus, hold on"))
def test_a_wait_asked_of_someone_or_with_an_oath_leaves_the_question_pending(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) is None


# (a bare wait said once asks for time from the thirty-eighth round on: test_thirty_eighth_round_en.py)
@pytest.mark.parametrize("text", ("wait no mate", "no buddy"))
def test_a_wait_said_once_is_still_a_no(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == {"type": "cancel"}


@pytest.mark.parametrize("text", ("yalla", "wallahi", "oo", "lard"))
def test_an_oath_or_urging_alone_is_no_answer(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) is None


# ---- answers -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("text,expected", [
    # an oath or urging from another language before a clear yes or no
    ("wallahi yes", "confirm"), ("yallah, yes do it", "confirm"), ("oo yes", "confirm"), ("naku no", "cancel"),
    ("wallah, nope", "cancel"),
    # Newfoundland: "'tis" is "it is", "go way" opens a no, "b'y" is whoever is spoken to
    ("'tis true", "confirm"), ("tis right b'y", "confirm"), ("go way, nope", "cancel"), ("no me son", "cancel"),
    ("that's true", "confirm"),
])
def test_answers_with_the_words_a_table_mixes_in(rules: Matcher, text: str, expected: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == {"type": expected}


@pytest.mark.parametrize("text", ("no wait, undo that last one", "nah scrap that last one", "no, cancel my last one"))
def test_a_withdrawal_naming_what_it_withdraws_cancels(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) == {"type": "cancel"}


def test_a_negated_withdrawal_still_cancels_nothing(rules: Matcher) -> None:
    assert said_at(rules, "no don't undo that last one", TABLE) is None


# ---- commands ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("text,expected", [
    # Newfoundland address words closing a question, and the country called "her"
    ("does the atlantic reach her at all b'y", ask("atlantic")),
    ("what's her main religion me son", ask("religion")),
    # a place likened with an article before its name ("like the ..."), not the hideout named in a question
    ("do they drive on the left like the bahamas", ask("traffic")),
    ("is it in the indian ocean like the maldives", ask("indian")),
    # the Irish and Newfoundland perfect ("i'm after ...") plans no later turn
    ("we're after arguing this one for ages, how many people live there", ask("population")),
    # an officer's formal request and words for the hideout
    ("identify the main export of the subject country", ask("export")),
    ("specify the population of the nation in question", ask("population")),
    # police words for the spy placed somewhere, a bet placed, a wager of certainty
    ("the fugitive is currently in chile", guess("CHL")),
    ("my money is on kenya", guess("KEN")),
    ("she's in japan, i'd bet the farm on it", guess("JPN")),
])
def test_commands_in_these_words(rules: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == expected


@pytest.mark.parametrize("text", ("after this one we ask the pacific", "ask the coast after the population one",
                                  # an act put off until one more question is asked
                                  "my money is on kenya, but one more question first",
                                  "arrest them in peru but let's ask one more card first"))
def test_a_plan_for_later_is_still_talk(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


@pytest.mark.parametrize("text,cell", [("i guess i'll start at d one", "D1"), ("um i'll go to b three i reckon", "B3")])
def test_a_hedged_duel_move_is_asked_back(duel_rules: Matcher, text: str, cell: str) -> None:
    result = read_at(duel_rules, text, game="duel")
    assert result.command is not None and result.command.to_json() == {"type": "move", "to": cell}
    assert result.tentative


# ---- after en_heldout39 ------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ("yeah uh", "ja hmm", "yea, erm"))
def test_a_backchannel_yes_trailing_off_is_no_answer_yet(rules: Matcher, text: str) -> None:
    result = read_at(rules, text, TABLE, awaiting=True)
    assert result.command is None and result.reason == TRAILING_OFF


@pytest.mark.parametrize("text", ("that french cheese is not bad at all", "kenya's coffee is not half bad"))
def test_praise_said_as_not_bad_rejects_no_name(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


@pytest.mark.parametrize("text,expected", [
    # rhyming slang for the game's words
    ("do they pay in oxford scholars", ask("currency_choice", "dollar")),
    ("what side of the frog and toad do they drive on", ask("traffic")),
    # Australian acts and a check on the game
    ("give mexico the flick", {"type": "eliminate", "destination": "MEX"}),
    ("pinch her in egypt", guess("EGY")),
    ("how are we tracking", {"type": "status"}),
    ("agri products", ask("agricultural_product")),
])
def test_australian_words_for_commands(rules: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == expected
