"""Families added in the matcher's fifth round (issue 10, English, after the blind set
en_heldout5): each kind is checked on examples written for these tests (none is a bench line),
beside the talk it must leave alone."""

from __future__ import annotations

from typing import Any

import pytest
from phrasing_checks import ask, read_at, unambiguous

from hideout.engine.destination_x.commands import Ask
from hideout.engine.destination_x.config import GameConfig
from hideout.engine.destination_x.game import DestinationXGame
from hideout.destination_x_app import DestinationXApp
from hideout.grammar.matcher import MatchContext, Matcher, MatchResult
from hideout.policy import decide
from hideout.session import Session

TABLE = ("BRA", "PER", "KEN", "NPL", "NOR", "CAN", "EGY", "USA")


def result(matcher: Matcher, text: str, awaiting: bool = False) -> MatchResult:
    return read_at(matcher, text, TABLE, awaiting=awaiting)


def said(matcher: Matcher, text: str, awaiting: bool = False) -> dict[str, Any] | None:
    return unambiguous(result(matcher, text, awaiting))


# ---- a question asked after words said to the table ---------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("hush everyone hush how tall is the highest mountain", ask("highest_peak")),
    ("right then team which religion do most of them follow", ask("religion")),
    ("the money thing what letter does their currency begin with", ask("currency_letter")),
    ("about the roads do they keep to the left there", ask("traffic")),
    ("okay okay is french an official language there", ask("official_language", "french")),
    ("when did the country gain independence", ask("history")),
])
def test_a_question_after_an_opener_is_asked(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(matcher, text) == expected


@pytest.mark.parametrize("text", [
    "we know how big it is already",              # a statement opening
    "sarah is winning again",                     # a remark on the score, no question
    "my brother asked how many people live there",  # a story about someone
])
def test_statements_with_question_words_stay_talk(matcher: Matcher, text: str) -> None:
    assert said(matcher, text) is None


# ---- courtesy formulas: their if / would / might / should are no hedge ----------------------------
@pytest.mark.parametrize("text,expected", [
    ("the size of the country if you please", ask("land_area")),
    ("would you be so good as to tell us the main export", ask("export")),
    ("be so kind as to name the dominant religion", ask("religion")),
    ("may we enquire about the currency's first letter", ask("currency_letter")),
    ("we would be most obliged for the population figure", ask("population")),
    ("am i correct in thinking they drive on the left", ask("traffic")),
    ("we'll have the coastline card if no one minds", ask("coastline")),
])
def test_courtesy_formulas_ask(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(matcher, text) == expected


@pytest.mark.parametrize("text", [
    "if it's landlocked we're in trouble",
    "might be worth asking the population",
    "would the gdp card help us",
])
def test_other_ifs_and_mights_stay_talk(matcher: Matcher, text: str) -> None:
    assert said(matcher, text) is None


# ---- how people name each card's topic -------------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("what's the typical take home pay there", ask("gdp_per_capita")),
    ("how much does the average worker earn", ask("gdp_per_capita")),
    ("how many mouths to feed in your country", ask("population")),
    ("how much of the map does the place cover", ask("land_area")),
    ("what comes from the farms there mostly", ask("agricultural_product")),
    ("what do most people work in over there", ask("industry")),
    ("what do they send abroad the most", ask("export")),
    ("how did the country come about", ask("history")),
    ("could we paddle in the sea without leaving the country", ask("coastline")),
    ("gdp divided by the number of people please", ask("gdp_per_capita")),
    ("which side of the road is the wrong side there", ask("traffic")),
])
def test_paraphrase_families(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(matcher, text) == expected


# ---- acts: accusations negated, team calls, a name searched for ------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("there's no way you're in nepal", {"type": "eliminate", "destination": "NPL"}),
    ("you can't be in norway flip it", {"type": "eliminate", "destination": "NOR"}),
    ("we'd like to eliminate canada now", {"type": "eliminate", "destination": "CAN"}),
    ("peru we're calling peru", {"type": "guess", "destination": "PER"}),
    ("we know you're in brazil", {"type": "guess", "destination": "BRA"}),
    ("egypt or misr or whatever it's called is out", {"type": "eliminate", "destination": "EGY"}),
])
def test_acts_in_other_words(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(matcher, text) == expected


@pytest.mark.parametrize("text", [
    "no way it's canada",                          # an opinion, no act
    "i'm telling you it's kenya",                  # a hunch, said to the players
    "my gut says nepal",
    "the banker in me says we ask the gdp next",   # a proposal reported
    "whose turn is it, is it me",
    "norway has no coast worth mentioning",        # "has no": a determiner, not a repair
])
def test_talk_near_those_acts(matcher: Matcher, text: str) -> None:
    assert said(matcher, text) is None


def test_a_state_is_not_the_states(matcher: Matcher) -> None:
    """The verb "state" is no name ("states" is the United States only as a whole word)."""
    assert said(matcher, "please state the main crop of the country") == ask("agricultural_product")


# ---- the last resort: a weak topic in a question, asked back ---------------------------------------
@pytest.mark.parametrize("text,card", [
    ("how much ground in your hideout", "land_area"),
    ("is there much sand over there", "coastline"),
])
def test_a_weak_topic_in_a_question_is_asked_back(matcher: Matcher, text: str, card: str) -> None:
    found = result(matcher, text)
    assert found.command is not None and found.command.to_json() == ask(card)
    assert found.tentative
    assert decide(found).action == "ask_back"  # typed too: "The population card?"


@pytest.mark.parametrize("text", [
    "how old is your dog now",                     # someone's own, no word for the country
    "are you going to the beach this summer",      # the players' own plans
    "who's driving home tonight",
    "what did you have for dinner",
])
def test_questions_among_players_are_not_guessed(matcher: Matcher, text: str) -> None:
    assert result(matcher, text).command is None


def test_a_strong_question_is_not_tentative(matcher: Matcher) -> None:
    found = result(matcher, "what's the population")
    assert found.command is not None and not found.tentative and decide(found).action == "act"
    assert found.to_json()["tentative"] is False


def test_a_typed_guess_at_the_card_is_asked_back_then_a_yes_plays_it(matcher: Matcher) -> None:
    game = DestinationXGame(GameConfig(players=("Ann", "Ben"), seed=22, spy_strategy="random", open_cards=False))
    app = DestinationXApp(game)
    assert "land_area" in app.game.playable_cards()  # seed 22 deals it to the first detective
    session = Session(app, matcher, typed=True)
    text = "how much ground in your hideout"
    assert result(matcher, text).tentative
    before = app.game.to_json()
    reply = session.handle(text)
    assert reply.applied is None and session.pending == Ask("land_area")
    assert app.game.to_json() == before and reply.lines
    assert session.handle("yes").applied == Ask("land_area")


# ---- answers: approval words beside a yes, retractions ---------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("lush yes", {"type": "confirm"}),
    ("yes brilliant", {"type": "confirm"}),
    ("grand, yeah", {"type": "confirm"}),
    ("cool", None),                                # an approval word alone is no yes
    ("strike that, forget what i said", {"type": "cancel"}),
    ("i take that back", {"type": "cancel"}),
])
def test_answers_in_other_words(matcher: Matcher, text: str, expected: dict[str, str] | None) -> None:
    assert said(matcher, text, awaiting=True) == expected


def test_a_formal_what_would_be(matcher: Matcher) -> None:
    assert said(matcher, "what would be the predominant faith of the nation") == ask("religion")
    assert said(matcher, "what would be the smartest card to play now") is None


@pytest.mark.parametrize("text,expected", [
    ("could you say it one more time", {"type": "repeat"}),
    ("what are our options now", {"type": "help"}),
])
def test_duel_dialogue(duel: Matcher, text: str, expected: dict[str, str]) -> None:
    found = duel.match(text, MatchContext(game="duel"))
    assert found.command is not None and found.command.to_json() == expected


def test_duel_reported_speech_stays_talk(duel: Matcher) -> None:
    assert duel.match("he says he moved by taxi", MatchContext(game="duel")).command is None


# ---- talk among players about earlier answers, places described, things on the table --------------
@pytest.mark.parametrize("text", [
    "what do you make of the currency answer",
    "is that the coast one we used",
    "tom what did you write down for the religion",
    "what does that tell us about the peak",
    "is the history clue any help",
    "okay but is it really that populous though",
    "what's the name of that country with the huge population",
    "how tall is that stack of cards getting",
    "who wants to ask the export",
])
def test_talk_about_answers_and_the_table(matcher: Matcher, text: str) -> None:
    assert result(matcher, text).command is None


@pytest.mark.parametrize("text,expected", [
    ("we're going to ask the population", ask("population")),
    ("gonna ask the export card", ask("export")),
])
def test_announcing_a_question_still_asks(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(matcher, text) == expected


# ---- arrests: accusation shapes ---------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "we'll have brazil as our final answer",
    "send the police to brazil",
    "you've been in brazil all along",
    "we know you're in brazil",
    "we think you're hiding in brazil",
    "gotcha, brazil",
])
def test_accusations(matcher: Matcher, text: str) -> None:
    assert said(matcher, text) == {"type": "guess", "destination": "BRA"}


@pytest.mark.parametrize("text", [
    "brazil was our answer last game",
    "i think brazil has been wrong all along",
])
def test_accusation_words_in_talk(matcher: Matcher, text: str) -> None:
    assert said(matcher, text) is None


def test_a_kind_of_place_is_no_hedge(matcher: Matcher) -> None:
    assert said(matcher, "is it a rich sort of country") == ask("gdp_per_capita")
    assert said(matcher, "it's sort of rich i guess") is None


# ---- questions in statement order (learners of English, texting) ------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("the country has mountains or not", ask("highest_peak")),
    ("they drive on the right, yes or no", ask("traffic")),
    ("they have a president there?", ask("government_choice", "republic")),
    ("most people are buddhist?", ask("religion_choice", "buddhism")),
    ("which type of government is there", ask("government")),
    ("your hiding in brazil", {"type": "guess", "destination": "BRA"}),  # your for you're
])
def test_questions_in_statement_order(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(matcher, text) == expected


@pytest.mark.parametrize("text", [
    "they have a president there for sure",        # an opinion (said plainly, it is asked back: sixth round)
    "most people are buddhist i think?",           # a hedge stays a hedge
    "your turn to ask the coast",
])
def test_statements_stay_talk(matcher: Matcher, text: str) -> None:
    assert said(matcher, text) is None


# ---- "no" as a determiner; phrasal verbs with out / off ----------------------------------------------
@pytest.mark.parametrize("text", [
    "fun fact canada does no military service",    # "does no": a determiner, no rejection of canada
    "we found out canada has two coasts",          # "found out": no "out"
    "brazil is better off than peru",              # "better off": no "off"
])
def test_no_out_and_off_in_talk(matcher: Matcher, text: str) -> None:
    assert result(matcher, text).command is None


@pytest.mark.parametrize("text", ["canada no", "canada's out", "not canada, no"])
def test_the_same_words_still_eliminate(matcher: Matcher, text: str) -> None:
    assert said(matcher, text) == {"type": "eliminate", "destination": "CAN"}


@pytest.mark.parametrize("text", ["she reckons it's nepal", "grandad thinks you're in peru", "he believes it's canada"])
def test_someone_elses_opinion_is_talk(matcher: Matcher, text: str) -> None:
    assert said(matcher, text) is None


def test_my_own_decisive_opinion_still_arrests(matcher: Matcher) -> None:
    assert said(matcher, "i reckon you're hiding in nepal, arrest") == {"type": "guess", "destination": "NPL"}


# ---- verbs of an act in their -ing form; "kind of" naming a kind --------------------------------------
@pytest.mark.parametrize("text", ["we're scrapping nepal", "ditching nepal now", "nepal's done, turn it over"])
def test_acts_in_the_ing_form(matcher: Matcher, text: str) -> None:
    assert said(matcher, text) == {"type": "eliminate", "destination": "NPL"}


def test_ing_forms_of_other_words_stay_talk(matcher: Matcher) -> None:
    assert said(matcher, "we were visiting nepal last year") is None


@pytest.mark.parametrize("text,expected", [
    ("what's the main kind of farming there", ask("agricultural_product")),
    ("what sort of business keeps the country going", ask("industry")),
])
def test_a_kind_named_is_no_hedge(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(matcher, text) == expected


def test_a_hedge_with_kind_of_stays_talk(matcher: Matcher) -> None:
    assert said(matcher, "it's kind of a rich place i guess") is None


def test_slang_for_wealth_is_asked_back(matcher: Matcher) -> None:
    found = result(matcher, "are the folks there minted")
    assert found.command is not None and found.command.to_json() == ask("gdp_per_capita") and found.tentative
