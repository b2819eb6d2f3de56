"""The nineteenth round's English kinds (issue 10), each with examples of my own (none a bench line)
beside what its rule must leave alone. Rules alone: the learned reader is tested in test_reader.py.

Trinidadian Creole's grammar words ("de", "dat", "wha", "dey", habitual "does", "tell we", a
closing "nah" urging a request on); Mister X's habits told to the table in the duel; a card played,
then what it should ask; the spy's whereabouts with the "is" dropped; the group's answer given as
what it is saying; an apology after a hesitation; "that is incorrect" at a pending question.
"""

from __future__ import annotations

import pytest
from phrasing_checks import ask, eliminate, guess, read_at, said_at, said_in_duel

from hideout.grammar.matcher import Matcher

TABLE = ("IND", "ARG", "PER", "BRA", "KEN", "FRA", "JPN", "CHL")


# ---- Trinidadian Creole --------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "command"), [
    ("gimme de population nah", ask("population")),
    ("tell we de capital first letter nah", ask("capital_letter")),
    ("ask if it touch de atlantic nah", ask("atlantic")),
    ("wha dey does grow most over dey", ask("agricultural_product")),
    ("wha people does pray to in dat country", ask("religion")),
    ("wha de score is now", {"type": "status"}),
    ("repeat dat nah", {"type": "repeat"}),
    ("read out de export card", ask("export")),
])
def test_trinidadian_grammar_words_ask(rules: Matcher, text: str, command: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == command


@pytest.mark.parametrize("text", [
    "nah",                               # a plain no, nothing pending: no request urged on
    "don't ask de population nah",       # a real negation before the request
    "yeah nah",                          # a yes taken back
    "dey was there last summer",         # a story about them
])
def test_trinidadian_talk_and_plain_nos_stay_unacted(rules: Matcher, text: str) -> None:
    command = said_at(rules, text, TABLE)
    assert command is None or command == {"type": "cancel"}


def test_a_closing_nah_urges_nothing_pending_into_a_yes(rules: Matcher) -> None:
    assert said_at(rules, "cancel dat nah", TABLE, awaiting=True) == {"type": "cancel"}


# ---- the duel: Mister X's habits told to the table -----------------------------------------------

@pytest.mark.parametrize("text", [
    "mister x always does run to e two",
    "he usually goes to b three",
    "mister x likes to sit on c four",
    "mister x hides near a five most games",
])
def test_mister_x_habits_are_talk(duel_rules: Matcher, text: str) -> None:
    assert said_in_duel(duel_rules, text) is None


@pytest.mark.parametrize(("text", "command"), [
    ("mister x, taxi to e two", {"type": "move", "to": "E2"}),
    ("go to b three", {"type": "move", "to": "B3"}),
    ("search around where he hides with the grid search", {"type": "action", "card": "grid_search"}),
])
def test_moves_and_places_named_by_where_he_hides_still_act(duel_rules: Matcher, text: str,
                                                            command: dict[str, str]) -> None:
    assert said_in_duel(duel_rules, text) == command


# ---- a card played, then what it should ask ------------------------------------------------------

@pytest.mark.parametrize(("text", "command"), [
    ("let's play the money card ask about the euro", ask("currency_choice", "euro")),
    ("use the religion one ask about islam", ask("religion_choice", "islam")),
])
def test_a_card_played_then_what_to_ask(rules: Matcher, text: str, command: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == command


def test_what_a_card_asks_about_stays_a_question_about_the_card(rules: Matcher) -> None:
    assert said_at(rules, "so what does the money card ask about", TABLE) is None


# ---- the spy's whereabouts, the "is" dropped; the group's answer "we're saying X" -----------------

@pytest.mark.parametrize(("text", "command"), [
    ("spy in kenya", guess("KEN")),
    ("the spy hiding in chile", guess("CHL")),
    ("we're saying brazil", guess("BRA")),
    ("so we are saying japan", guess("JPN")),
    ("we're saying it's not peru", eliminate("PER")),
])
def test_whereabouts_and_answers_said_short(rules: Matcher, text: str, command: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == command


@pytest.mark.parametrize("text", [
    "we're saying brazil is far too big",   # a claim about a place, not an answer
    "is the spy in kenya do you reckon",     # a question among players
])
def test_longer_claims_stay_talk(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


# ---- an apology after a hesitation; "that is incorrect" --------------------------------------------

@pytest.mark.parametrize("awaiting", [False, True])
def test_an_apology_after_a_hesitation_asks_nothing(rules: Matcher, awaiting: bool) -> None:
    result = read_at(rules, "er hmm sorry", TABLE, awaiting=awaiting)
    assert result.command is None


def test_sorry_alone_still_asks_again(rules: Matcher) -> None:
    assert said_at(rules, "sorry", TABLE) == {"type": "repeat"}


def test_that_is_incorrect_cancels_at_a_pending_question(rules: Matcher) -> None:
    assert said_at(rules, "no that is incorrect", TABLE, awaiting=True) == {"type": "cancel"}
    assert said_at(rules, "that is incorrect", TABLE, awaiting=True) == {"type": "cancel"}


# ---- the spy placed, said whole: the table's accusation (confirmed like every arrest) ---------------

@pytest.mark.parametrize(("text", "command"), [
    ("she's in kenya", guess("KEN")),
    ("he is holed up in chile", guess("CHL")),
    ("got her she's hiding in japan", guess("JPN")),
    # more said after the place, of no one: the twenty-sixth round found 65 such lines in the spent
    # sets, every one meant as the arrest (which is confirmed before it is made)
    ("he's in chile for the skiing", guess("CHL")),
])
def test_the_spy_placed_whole_is_an_accusation(rules: Matcher, text: str, command: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == command


@pytest.mark.parametrize("text", [
    "she's in kenya i reckon",          # an opinion among players
    "he's not in japan",                # a negation: an elimination is said to the spy as "you"
    "he's in trouble",                  # no place on the table
    "maybe she's in peru",
])
def test_a_placing_with_more_said_stays_talk(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


# ---- northern English and Scouse words for the game's acts and answers -------------------------------

@pytest.mark.parametrize(("text", "command"), [
    ("get shut of brazil", eliminate("BRA")),
    ("nick her in chile", guess("CHL")),
    ("swoop on kenya", guess("KEN")),
    ("how many countries have we got left now", {"type": "status"}),
    ("as you were", {"type": "cancel"}),
])
def test_regional_words_for_acts(rules: Matcher, text: str, command: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == command


@pytest.mark.parametrize(("text", "answer"), [
    ("defo", "confirm"), ("crack on then", "confirm"), ("whey aye", "confirm"), ("go 'ed", "confirm"),
    ("you're alright thanks", "cancel"),
])
def test_regional_answers_at_a_pending_question(rules: Matcher, text: str, answer: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == {"type": answer}


@pytest.mark.parametrize("text", [
    "whose turn is it to make the tea",    # a turn at something else
    "whose go is it",                       # among players: whose turn to speak, not the game's state
    "how many biscuits we got left",        # the players' own things
    "you could ask the population or not",  # a card offered to a player, not a question about the place
])
def test_turns_at_other_things_and_offers_stay_talk(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


def test_a_question_in_statement_order_closed_by_its_negative_half(rules: Matcher) -> None:
    assert said_at(rules, "you can sail to the pacific from there or not", TABLE) == ask("pacific")


@pytest.mark.parametrize("text", ["how do the black tickets work", "what do the action cards do again"])
def test_duel_rules_of_a_thing_asked_are_help(duel_rules: Matcher, text: str) -> None:
    assert said_in_duel(duel_rules, text) == {"type": "help"}


@pytest.mark.parametrize("text", ["right side or left side they drive", "right hand side or left for driving"])
def test_right_opening_a_side_of_the_road_is_the_side(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) == ask("traffic")


@pytest.mark.parametrize("text", ["just try the language card already", "use the language card already"])
def test_impatience_closing_a_choice_card_asks_it_back(rules: Matcher, text: str) -> None:
    # the language card names no language: asked back, as it is without the impatience
    result = read_at(rules, text, TABLE)
    assert result.command is not None and result.command.to_json() == ask("official_language")
    assert result.tentative or result.ambiguous


def test_a_card_done_already_stays_talk(rules: Matcher) -> None:
    assert said_at(rules, "we did the money card already", TABLE) is None


@pytest.mark.parametrize(("text", "command"), [
    ("cross off polska", eliminate("POL")), ("we guess naija", guess("NGA")),
])
def test_names_said_as_their_own_people_say_them(rules: Matcher, text: str, command: dict[str, str]) -> None:
    assert said_at(rules, text, (*TABLE, "POL", "NGA")) == command


def test_pidgin_dey_after_a_pronoun_stays_are(rules: Matcher) -> None:
    # Nigerian Pidgin "na peru you dey" is "it's peru you are in", not Trinidadian "there"
    assert said_at(rules, "na peru you dey", TABLE) == guess("PER")
