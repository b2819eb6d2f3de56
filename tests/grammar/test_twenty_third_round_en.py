"""The twenty-third round's English kinds (issue 10). Examples of my own (none a bench line) beside
what each rule must leave alone.

One act said twice in two ways; "it's" naming a guess only before the name; a look-alike name
ruled out beside the one meant; a people after an act's words; a state's title before its name;
"they ... or ..." asked in statement order; a clear yes closing an answer; small cues and
templates (arrests closed by "lock it" or "final", undo said as a reversal, Australian "how are we
going", the police sent in other words).
"""

from __future__ import annotations

import pytest
from phrasing_checks import ask, eliminate, guess, read_at, said_at, said_in_duel

from hideout.grammar.matcher import Matcher

TABLE = ("ISL", "AUT", "AUS", "DOM", "DMA", "CHE", "DNK", "TUR", "BTN", "GHA", "KAZ", "PER", "ESP", "NER", "NGA")
CONFIRM, CANCEL = {"type": "confirm"}, {"type": "cancel"}


# ---- one act said twice ------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "want"), [
    ("he's in peru we're going with peru", guess("PER")),
    ("she's hiding in iceland b'y we're guessing iceland", guess("ISL")),
    ("cross off spain yep eliminate spain", eliminate("ESP")),
])
def test_one_act_said_twice(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", ["he's in peru no way he's in peru", "we're going with peru are we going with peru"])
def test_a_doubt_between_two_sayings_stays_talk(rules: Matcher, text: str) -> None:
    assert read_at(rules, text, TABLE).command is None


# ---- "it's" names a guess only right before the name -------------------------------------------

@pytest.mark.parametrize("text", ["kazakhstan it's far too cold for a spy", "peru it's a lovely place in spring",
                                  "we could lose kazakhstan it's far too big"])
def test_its_after_a_name_is_no_guess(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


@pytest.mark.parametrize(("text", "want"), [
    ("it's peru", guess("PER")), ("it's definitely peru", guess("PER")),
    ("peru it is", guess("PER")),
])
def test_its_before_a_name_still_guesses(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


def test_definitely_not_counts_only_beside_a_name(rules: Matcher) -> None:
    assert said_at(rules, "definitely not peru", TABLE) == eliminate("PER")
    assert said_at(rules, "peru has loads of mountains it's definitely not flat", TABLE) is None


# ---- a look-alike name ruled out beside the one meant --------------------------------------------

@pytest.mark.parametrize(("text", "want"), [
    ("eliminate the dominican republic not dominica", eliminate("DOM")),
    ("arrest niger not nigeria", guess("NER")),
    ("cross off austria not australia please", eliminate("AUT")),
])
def test_a_look_alike_ruled_out(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


def test_two_unlike_names_stay_talk(rules: Matcher) -> None:
    assert said_at(rules, "eliminate peru not spain", TABLE) is None


# ---- a people after an act's words; a state's title ----------------------------------------------

@pytest.mark.parametrize(("text", "want"), [
    ("get rid of the danes", eliminate("DNK")), ("it's the turks final answer", guess("TUR")),
    ("going with the swiss", guess("CHE")), ("kindly remove the kingdom of bhutan", eliminate("BTN")),
    ("we believe the spy is in the republic of ghana", guess("GHA")),
])
def test_peoples_and_titles_name_the_destination(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", ["it's the swiss cheese i miss", "the danes were lovely to us"])
def test_a_people_in_passing_names_nothing(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


def test_a_title_alone_stays_the_card(rules: Matcher) -> None:
    assert said_at(rules, "is it a kingdom of some sort", TABLE) == ask("government_choice", "monarchy")


def test_a_title_that_is_a_name_stays_that_name(rules: Matcher) -> None:
    assert said_at(rules, "eliminate the republic of china", ("TWN", "CHN")) == eliminate("TWN")


# ---- questions in statement order, offering the answers ------------------------------------------

@pytest.mark.parametrize(("text", "want"), [
    ("they drive left or right over there", ask("traffic")),
    ("they got a queen or a king there", ask("government_choice", "monarchy")),
])
def test_they_or_asks(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", ["they either win or lose", "they would drive left or right"])
def test_they_or_without_a_card_asks_nothing(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


# ---- answers at "Eliminate X?" ---------------------------------------------------------------

@pytest.mark.parametrize("text", ["ano yes", "hmm okay bro yes", "approved proceed", "it's a go"])
def test_a_closing_yes_answers(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == CONFIRM


@pytest.mark.parametrize("text", ["should we say yes", "no yes", "i don't know yes"])
def test_a_yes_asked_about_or_with_a_no_is_no_yes(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) != CONFIRM


def test_thinking_aloud_keeps_the_question(rules: Matcher) -> None:
    assert said_at(rules, "hang on lemme think", TABLE, awaiting=True) is None


# ---- small cues and templates ----------------------------------------------------------------

@pytest.mark.parametrize(("text", "want"), [
    ("spain lock it", guess("ESP")), ("peru final", guess("PER")), ("spain that's where you at", guess("ESP")),
    ("get the cops round to peru", guess("PER")),
    ("sorry sorry reverse that", CANCEL), ("how are we going so far", {"type": "status"}),
    ("what gets shipped out the country", ask("export")), ("how many folk call the place home", ask("population")),
    ("what church do they go to", ask("religion")), ("is the capital also the most populous", ask("capital_largest")),
    ("i'm thinking the history one yeah let's do that", ask("history")),
])
def test_small_cues(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", ["the final round is next", "what's landlocked mean mum"])
def test_small_cues_leave_talk_alone(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


def test_duel_cancel_that_move(duel_rules: Matcher) -> None:
    assert said_in_duel(duel_rules, "cancel that move") == CANCEL


# ---- from the round's two late writers (en_heldout56, en_heldout57) ------------------------------

@pytest.mark.parametrize(("text", "want"), [
    ("the danes are out", eliminate("DNK")), ("peru's gotta go", eliminate("PER")),
    ("the gov one", ask("government")), ("ag product card", ask("agricultural_product")),
    ("pop please", ask("population")), ("history card lol why not", ask("history")),
    ("are we winning or what", {"type": "status"}), ("give us an update on the standings", {"type": "status"}),
    ("a peru yuh deh", guess("PER")), ("mi seh eliminate spain", eliminate("ESP")),
])
def test_late_writers_kinds(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", ["we gotta go home soon", "i'm saving the coastline card for later"])
def test_late_writers_kinds_leave_talk_alone(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


@pytest.mark.parametrize(("text", "want"), [
    ("yes that is what we said", CONFIRM), ("dead on", CONFIRM), ("khong khong", CANCEL), ("catch yourself on", CANCEL),
])
def test_late_writers_answers(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == want


@pytest.mark.parametrize("text", ["right well", "okay well"])
def test_an_answer_left_hanging_on_well_is_no_answer(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) is None


def test_the_camera_kept_for_later_is_talk(duel_rules: Matcher) -> None:
    assert said_in_duel(duel_rules, "nah i'm saving the camera card") is None
