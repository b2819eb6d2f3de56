"""The fourteenth round's English kinds (issue 10), each with examples of my own (none a bench line)
and the talk or commands each rule must leave alone. Rules alone: the reader is tested in
test_reader.py.

Commands first: radio and Scots/Nordic yes and no words at a pending question, radio shorthand
for the status, a request closed by a tag ("would ya") or a corrected vocative ("mate, i mean
spy"), Taglish and Doric question openers, the spy placed as "she" before an act on the same
place, a card question asked outright after talk of the same card. Then talk: a card wanted for a
region's candidates, a statement whose "is" is no question, the Duel speaker's own look at the board.
"""

from __future__ import annotations

import pytest
from phrasing_checks import ask, eliminate, said_at, said_in_duel

from hideout.grammar.matcher import Matcher

TABLE = ("PER", "BRA", "CHL", "KEN", "NGA", "JPN", "IND", "EGY", "AUS", "CAN", "MEX", "NOR")

# ---- yes and no at "Eliminate Peru?" ------------------------------------------------------------

RADIO_YES = ("copy", "copy that", "copy that, go ahead", "ten four", "10-4 spy", "wilco", "roger roger")
OTHER_NO = ("nae", "nae, hold on", "nei", "nei nei", "nej", "negatory")


@pytest.mark.parametrize("text", RADIO_YES)
def test_radio_acknowledgements_confirm(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == {"type": "confirm"}


@pytest.mark.parametrize("text", OTHER_NO)
def test_scots_and_nordic_no_cancels(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == {"type": "cancel"}


@pytest.mark.parametrize("text", ("copy that", "ten four", "nae"))
def test_those_words_with_nothing_pending_do_nothing(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


@pytest.mark.parametrize("text", ("copy", "ten four", "negatory"))
def test_the_duel_hears_them_too(duel_rules: Matcher, text: str) -> None:
    want = {"type": "cancel"} if text == "negatory" else {"type": "confirm"}
    assert said_at(duel_rules, text, game="duel", awaiting=True) == want


# ---- commands ----------------------------------------------------------------------------------

COMMANDS = (
    # radio shorthand for a situation report
    ("sitrep", {"type": "status"}),
    ("give us a sit rep spy", {"type": "status"}),
    # a request tag closing a request
    ("knock kenya out for us would ya", eliminate("KEN")),
    ("flip egypt over will you", eliminate("EGY")),
    ("what do they sell abroad, would ya", ask("export")),
    # the listener named, then corrected to the spy
    ("how many folks live there mate i mean spy", ask("population")),
    # Taglish: "ano yung ..." is "what's the ..."
    ("ano yung main crop nila", ask("agricultural_product")),
    ("ano ba yung population there kuya", ask("population")),
    # Doric
    ("fit's the heichest hill", ask("highest_peak")),
    ("foo heich is the tallest mountain there", ask("highest_peak")),
    # the spy placed as a person, the same place then acted on
    ("he's not in chile, eliminate chile", eliminate("CHL")),
    ("she's not in india so cross off india", eliminate("IND")),
    # talk of a card, then its question asked outright with its word again
    ("i think we take monarchy now, is it a monarchy", ask("government_choice", "monarchy")),
    ("we'll pick the euro one i reckon, is it the euro", ask("currency_choice", "euro")),
)


@pytest.mark.parametrize(("text", "want"), COMMANDS)
def test_these_kinds_are_understood(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


# ---- talk --------------------------------------------------------------------------------------

TALK = (
    # the spy placed elsewhere, or no act after the placing
    "she's not in japan",
    "he's not in peru, he's in chile",
    "she's not in japan, she loves japan",
    "he's not in peru, arrest peru",
    # a request tag after "or": a question to the players
    "should we eliminate peru or would you",
    # a card wanted for some of the candidates
    "we want the french question for the west african ones",
    "save the spanish one for the south american ones",
    # a statement's "is", no question
    "hush the baby is asleep next door",
    "turn it down, the wee one is sleeping next door",
    "the kettle is boiling over there",
)


@pytest.mark.parametrize("text", TALK)
def test_talk_of_these_kinds_does_nothing(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


DUEL_TALK = ("hang on let me look at the board", "wait lemme check the map first", "let me have a look")


@pytest.mark.parametrize("text", DUEL_TALK)
def test_the_duel_speakers_own_look_is_talk(duel_rules: Matcher, text: str) -> None:
    assert said_in_duel(duel_rules, text) is None


@pytest.mark.parametrize("text", ("show us the board", "the map please"))
def test_asking_to_be_shown_the_board_is_status(duel_rules: Matcher, text: str) -> None:
    assert said_in_duel(duel_rules, text) == {"type": "status"}


# What the rules must leave alone: the same words asking or acting as before.
LEFT_ALONE = (
    ("does it have neighbours", ask("land_borders")),
    ("is it next door to many countries", ask("land_borders")),
    ("is spanish an official language", ask("official_language", "spanish")),
    ("eliminate the central african republic", eliminate("CAF")),
    ("what's the population", ask("population")),
)


@pytest.mark.parametrize(("text", "want"), LEFT_ALONE)
def test_the_same_words_still_ask_or_act(rules: Matcher, text: str, want: dict[str, str]) -> None:
    table = (*TABLE, "CAF")
    assert said_at(rules, text, table) == want


# ---- the second pass (kinds read on the lawn-bowls club's set, examples my own) ----------------

GREEK_AND_SPLIT_ANSWERS = (
    ("nai nai", {"type": "confirm"}),
    ("endaxi, go on", {"type": "confirm"}),
    ("bravo, yes", {"type": "confirm"}),
    ("oxi", {"type": "cancel"}),
    ("ochi, no", {"type": "cancel"}),
    # longest phrase first split the no across a yes ("nope not | that one")
    ("nope not that one", {"type": "cancel"}),
    ("nah, not that one mate", {"type": "cancel"}),
)


@pytest.mark.parametrize(("text", "want"), GREEK_AND_SPLIT_ANSWERS)
def test_greek_answers_and_a_no_said_around_that_one(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == want


@pytest.mark.parametrize("text", ("yeah not sure", "bravo", "uh what what", "um what what what"))
def test_no_answer_in_these(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) is None


@pytest.mark.parametrize("text", ("no no, cancel that", "nope, cancel it"))
def test_no_words_before_a_cancel_with_nothing_pending(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) == {"type": "cancel"}


def test_the_duel_takes_them_too(duel_rules: Matcher) -> None:
    assert said_in_duel(duel_rules, "no no, cancel that") == {"type": "cancel"}


@pytest.mark.parametrize("text", ("no, cancel the population", "no no i said peru", "don't cancel that"))
def test_a_no_before_other_words_is_no_cancel(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


ABSENCE_GIVEN = (
    ("knock out chile, we don't reckon you're there", eliminate("CHL")),
    ("scrap kenya, i don't think it's there", eliminate("KEN")),
    ("flip mexico, you would never hide there", eliminate("MEX")),
)


@pytest.mark.parametrize(("text", "want"), ABSENCE_GIVEN)
def test_an_elimination_then_why_the_spy_is_not_there(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


ABSENCE_TALK = (
    "bin peru, i reckon you're there",                 # the reason says the opposite
    "eliminate peru, maybe you're not there",          # a doubt
    "eliminate peru or do you reckon you're not there",
    "we don't reckon you're there",                    # no act
    "should we scrap kenya, you're not there surely",  # a proposal
)


@pytest.mark.parametrize("text", ABSENCE_TALK)
def test_reasons_that_doubt_or_act_on_nothing_do_nothing(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


CONTRASTS = (
    ("the population card not the area one", ask("population")),
    ("how big is it, not the population", ask("land_area")),
    ("is it on the pacific, not the atlantic", ask("pacific")),
    ("number of people please, and not just in the capital", ask("population")),
)


@pytest.mark.parametrize(("text", "want"), CONTRASTS)
def test_a_question_then_what_it_does_not_mean(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", ("what's the population, not now", "the population card, not that one",
                                  "population please, not sure", "not the population"))
def test_a_not_that_withdraws_or_doubts_is_no_contrast(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


@pytest.mark.parametrize(("text", "want"), (
    ("bin kenya i mean nigeria, the whole of nigeria", eliminate("NGA")),
    ("cross off peru i mean chile, all of chile", eliminate("CHL")),
))
def test_a_corrected_name_said_again_whole(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


def test_a_corrected_name_then_another_name_is_talk(rules: Matcher) -> None:
    assert said_at(rules, "bin kenya i mean nigeria, and all of chile", TABLE) is None


@pytest.mark.parametrize("text", ("what did it say, say it again", "what did you just say, repeat that"))
def test_what_was_said_asked_then_asked_again(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) == {"type": "repeat"}


def test_what_it_said_asked_of_the_table_is_repeated(rules: Matcher) -> None:
    # the eighteenth round: blind writers of five sets take "what did it say (again)" as a repeat asked for;
    # the spy saying it again answers whoever asked, and changes nothing
    assert said_at(rules, "what did it say again", TABLE) == {"type": "repeat"}


@pytest.mark.parametrize(("text", "want"), (
    ("bin peru, you know the one with the llamas", eliminate("PER")),
    ("we'd like to cross off egypt please, that's the one with the pyramids", eliminate("EGY")),
))
def test_the_place_described_after_the_act(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


def test_a_description_alone_does_nothing(rules: Matcher) -> None:
    assert said_at(rules, "that's the one with the pyramids", TABLE) is None


@pytest.mark.parametrize("text", ("is the capital its largest city, or is it a pretoria situation",
                                  "is the capital the biggest town or is it an ottawa type of thing"))
def test_a_place_made_a_type_is_an_example(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) == ask("capital_largest")
