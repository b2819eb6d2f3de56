"""Families added in the matcher's sixth round (issue 10, English, after the blind set
en_heldout6): each kind is checked on examples written for these tests before its rule (none is
a bench line), beside the talk it must leave alone."""

from __future__ import annotations

from typing import Any

import pytest
from phrasing_checks import ask, guess, read_at, unambiguous

from hideout.grammar.matcher import Matcher, MatchResult
from hideout.policy import decide

TABLE = ("BRA", "PER", "KEN", "NPL", "NOR", "CAN", "EGY", "USA")


def result(matcher: Matcher, text: str, awaiting: bool = False) -> MatchResult:
    return read_at(matcher, text, TABLE, awaiting=awaiting)


def said(matcher: Matcher, text: str, awaiting: bool = False) -> dict[str, Any] | None:
    return unambiguous(result(matcher, text, awaiting))


def acted(matcher: Matcher, text: str) -> dict[str, Any] | None:
    """The command the game would act on without asking back (None: nothing, or asked back)."""
    found = result(matcher, text)
    return None if found.tentative else said(matcher, text)


# ---- telegraphic questions: a "yes no" tag, the question word last --------------------------------
@pytest.mark.parametrize("text,expected", [
    ("coast yes no", ask("coastline")),
    ("pacific touch yes no", ask("pacific")),
    ("muslim mostly yes no", ask("religion_choice", "islam")),
    ("capital first letter what", ask("capital_letter")),
    ("mountain highest how tall", ask("highest_peak")),
    ("the neighbours, the countries next to it, how many", ask("land_borders")),
])
def test_telegraphic_questions_ask(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert acted(matcher, text) == expected


@pytest.mark.parametrize("text", [
    "yes no i cant decide",           # the negation is the speaker's own
    "was that a yes or no",           # about an answer given
])
def test_yes_and_no_in_talk(matcher: Matcher, text: str) -> None:
    assert said(matcher, text) is None


# ---- questions in statement order, the hideout their subject: asked back, never acted on -----------
@pytest.mark.parametrize("text,expected", [
    ("the country has king", ask("government_choice", "monarchy")),
    ("this country is on the pacific", ask("pacific")),
    ("they speak english in this country", ask("official_language", "english")),
    ("your country drives on the left", ask("traffic")),
    ("they drive on the left there", ask("traffic")),
    ("they have a president there", ask("government_choice", "republic")),
])
def test_statement_order_questions_are_asked_back(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    found = result(matcher, text)
    assert found.command is not None and found.command.to_json() == expected
    assert found.tentative and decide(found).action == "ask_back"


@pytest.mark.parametrize("text", [
    "the country is definitely a republic",       # an opinion
    "so this country is on the pacific then",     # a conclusion
    "it's a monarchy i'm sure of it",             # no word for the hideout, and sure
    "they speak english there, we know that",     # known
    "i reckon they speak english there",          # a hedge
])
def test_opinions_about_the_hideout_stay_talk(matcher: Matcher, text: str) -> None:
    assert said(matcher, text) is None


# ---- a clarification closing the sentence --------------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("is it mostly muslim i mean", ask("religion_choice", "islam")),
    ("what's the tallest mountain i mean", ask("highest_peak")),
])
def test_a_closing_i_mean_clarifies(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert acted(matcher, text) == expected


def test_an_opening_i_mean_still_restarts(matcher: Matcher) -> None:
    assert said(matcher, "i mean it's kenya") is None   # an opinion after a repair, no arrest


# ---- a question to the spy after a story told to the table -------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("my grandad kept sheep in wales what do they farm there", ask("agricultural_product")),
    ("my sister lives by the sea does your country have a coast", ask("coastline")),
    ("my sister lives by the sea is there a coast", ask("coastline")),
    ("anyway how many people live there all told", ask("population")),
])
def test_a_question_after_a_story_is_asked(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert acted(matcher, text) == expected


@pytest.mark.parametrize("text", [
    "my uncle asked what they grow there",            # embedded by a verb of asking
    "my mum told me how big it is",
    "my boss says their money is the dollar",         # "is" after a noun: the story's own verb
    "my dad went to kenya is it landlocked",          # about the place in the story
    "i have the coastline card",
    "who has the traffic card",
])
def test_stories_and_cards_in_hand_stay_talk(matcher: Matcher, text: str) -> None:
    assert said(matcher, text) is None


# ---- arrests and eliminations in other shapes ------------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("the spy is staying in peru we know it", guess("PER")),
    ("lock her up in nepal", guess("NPL")),
    ("you is in canada", guess("CAN")),
    ("you are in egypt my friend arrest", guess("EGY")),
    ("we say you is not in kenya", {"type": "eliminate", "destination": "KEN"}),
])
def test_arrests_in_other_shapes(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert acted(matcher, text) == expected


@pytest.mark.parametrize("text", [
    "my friend is staying in peru",
    "i think the spy is in peru",
])
def test_other_peoples_whereabouts_stay_talk(matcher: Matcher, text: str) -> None:
    assert said(matcher, text) is None


# ---- the answers of one card offered as alternatives; a place compared --------------------------------
@pytest.mark.parametrize("text,expected", [
    ("the cars drive on the left or the right", ask("traffic")),
    ("is the capital the biggest or is somewhere else bigger", ask("capital_largest")),
    ("do they drive on the left like kenya", ask("traffic")),           # "like kenya": a comparison
    ("is it a monarchy like norway", ask("government_choice", "monarchy")),
])
def test_alternatives_and_comparisons_ask(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert acted(matcher, text) == expected


def test_two_options_of_a_choice_card_stay_talk(matcher: Matcher) -> None:
    assert said(matcher, "is it a republic or a monarchy") is None


# ---- an option named makes the yes/no card, never its open sibling (open_cards) ----------------------------
@pytest.mark.parametrize("text,expected", [
    ("islam religion most people", ask("religion_choice", "islam")),
    ("buddhist the religion there", ask("religion_choice", "buddhism")),
])
def test_an_option_named_is_the_choice_card(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(matcher, text) == expected


# ---- paraphrases: money per person, the spy hiding ---------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("how much does each person make on average", ask("gdp_per_capita")),
    ("what is their main agric produce", ask("agricultural_product")),
    ("bust the spy in brazil", guess("BRA")),
    ("spy inside norway", guess("NOR")),
])
def test_paraphrases(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(matcher, text) == expected


# ---- requests said with their subject; the points ----------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("you can say it again please", {"type": "repeat"}),
    ("you tell us the population please", ask("population")),
    ("what are the points now", {"type": "status"}),
])
def test_requests_with_a_subject(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(matcher, text) == expected


def test_you_can_say_that_again_agrees(matcher: Matcher) -> None:
    assert said(matcher, "you can say that again", awaiting=True) == {"type": "confirm"}
    assert acted(matcher, "you can say that again") is None   # at most a guess, asked back


def test_king_rule_is_no_request_for_help(matcher: Matcher) -> None:
    assert said(matcher, "does a king rule there") == ask("government_choice", "monarchy")


# ---- yes and no in the players' other languages ------------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("sim", "confirm"), ("claro", "confirm"), ("right on", "confirm"),
    ("nahi", "cancel"), ("nein danke", "cancel"), ("non", "cancel"),
])
def test_yes_and_no_in_other_languages(matcher: Matcher, text: str, expected: str) -> None:
    assert said(matcher, text, awaiting=True) == {"type": expected}


# ---- a conclusion among players is never an act --------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "the answer said no coast so peru cannot be",
    "okay so brazil has to be out then",
    "the peak was low so nepal must be out",
    "abeg make una hurry up",
])
def test_conclusions_stay_talk(matcher: Matcher, text: str) -> None:
    assert said(matcher, text) is None


def test_duel_things_passed_round_the_table_are_talk(duel: Matcher) -> None:
    assert duel.match("pass the crisps please i need snacks").command is None
    assert duel.match("where we at in this game").command is not None


# ---- a card's topic in everyday words ---------------------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("how much room has the place got, roughly", ask("land_area")),
    ("are folks there doing alright money wise", ask("gdp_per_capita")),
    ("would a regular worker there be comfortable", ask("gdp_per_capita")),
    ("do they vote for a president there", ask("government_choice", "republic")),
    ("when did they become their own country", ask("history")),
    ("is it stuck in the middle with no sea", ask("coastline")),     # "with no": no negation
])
def test_everyday_words_for_a_card(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert acted(matcher, text) == expected


def test_a_destination_no_longer_wanted_is_eliminated(matcher: Matcher) -> None:
    assert said(matcher, "we don't want egypt anymore, bin it") == {"type": "eliminate", "destination": "EGY"}
    assert said(matcher, "we don't want to eliminate egypt") is None


# ---- requests said to another player --------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "ask it about the population, go on",      # the spy spoken of
    # ("ask him the coast thing" is asked back since the twenty-fifth round: test_twenty_fifth_round_en.py)
    "shall we ask the spy about the coast",
    "you ask the religion one",                # a turn handed to a player
    "you do the population question",
    "put the religion card back",              # a card handled
    "hold up who's got the religion card",
    "hand me the land area card would you",
])
def test_requests_to_players_stay_talk(matcher: Matcher, text: str) -> None:
    assert said(matcher, text) is None


@pytest.mark.parametrize("text,expected", [
    ("let's ask the spy about the coast", ask("coastline")),
    ("can we ask the spy about the population", ask("population")),
    ("we want to ask the spy about the religion", ask("religion")),
])
def test_asking_the_spy_ourselves(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(matcher, text) == expected


# ---- more courtesy, texting, a rejection said after the name ------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("might one learn the chief export of the nation", ask("export")),
    ("could we possibly hear about the main crop", ask("agricultural_product")),
    ("whats the gdp lol", ask("gdp_per_capita")),
    ("nepal? nope, out it goes", {"type": "eliminate", "destination": "NPL"}),
])
def test_courtesy_texting_and_rejections(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(matcher, text) == expected


@pytest.mark.parametrize("text", [
    "it's brazil lol",                          # a joke about the hideout, no arrest
    "is that the one with the pacific",         # a card on the table pointed at
])
def test_jokes_and_cards_pointed_at_stay_talk(matcher: Matcher, text: str) -> None:
    assert said(matcher, text) is None


# ---- a fourth batch of own phrasings: superlatives said long, acts in idioms, a card judged ------------------
@pytest.mark.parametrize("text,expected", [
    ("i want to know if the capital is the most big city", ask("capital_largest")),
    ("what is the biggest hill", ask("highest_peak")),
    ("get kenya outta here", {"type": "eliminate", "destination": "KEN"}),
    ("norway is history", {"type": "eliminate", "destination": "NOR"}),
    ("canada's our final answer, no take backs", guess("CAN")),
])
def test_superlatives_and_idioms(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(matcher, text) == expected


@pytest.mark.parametrize("text", [
    "ja, the pacific one is tricky",       # a card judged, after an interjection
    "yeah the coast question is the best",
    "what's the time",                     # no sound-alike of "what's the regime"
    "that's history now",
])
def test_judged_cards_and_the_clock_stay_talk(matcher: Matcher, text: str) -> None:
    assert said(matcher, text) is None


# ---- remarks about the hideout in statement order stay talk (a fifth batch, talk only) ------------------------
@pytest.mark.parametrize("text", [
    "this country is huge, look at the map",            # an exclamation
    "there's a lot of people there",
    "the place has mountains everywhere apparently",    # hearsay
    "the country has a president, as we found out",    # a finding
    "ok so they use the euro there",                    # a conclusion, also after its restart
    # ("they drive on the left there like us" is asked back since the twenty-ninth round: two spent writers
    # closed a question so, none a remark; test_twenty_ninth_round_en.py)
])
def test_remarks_about_the_hideout_stay_talk(matcher: Matcher, text: str) -> None:
    assert said(matcher, text) is None


# ---- a card announced, idioms for "tell us" (a sixth batch) ------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("i'm gonna use the export card", ask("export")),
    ("spill the beans on the currency", ask("currency_letter")),
    ("fill us in on the population", ask("population")),
])
def test_a_card_announced_and_tell_us_idioms(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(matcher, text) == expected


def test_other_plans_stay_talk(matcher: Matcher) -> None:
    assert said(matcher, "i'm gonna use the bathroom") is None
    assert said(matcher, "fill me in on what happened") is None


# ---- acts in other words; acts asked as a question among players (a seventh batch) ----------------------------
@pytest.mark.parametrize("text,expected", [
    ("nepal isn't it, take it off", {"type": "eliminate", "destination": "NPL"}),
    ("peru doesn't make the cut", {"type": "eliminate", "destination": "PER"}),
    ("send the cops to peru", guess("PER")),
    ("you been in kenya all along", guess("KEN")),
])
def test_acts_in_other_words(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(matcher, text) == expected


@pytest.mark.parametrize("text", [
    "is norway gone already",         # asked of the players
    "is the spy in kenya",
    "are we eliminating peru",
    "did we cross off canada",
])
def test_acts_asked_as_questions_stay_talk(matcher: Matcher, text: str) -> None:
    assert said(matcher, text) is None


def test_an_accusation_asked_of_the_spy_is_an_arrest(matcher: Matcher) -> None:
    assert said(matcher, "are you hiding in peru") == guess("PER")
    assert said(matcher, "is it canada, we're guessing canada") == guess("CAN")


# ---- talk with question words after a remark (an eighth batch, talk only) ----------------------------------------
@pytest.mark.parametrize("text", [
    "my cousin has a boat does it have a coast",            # "it": the story's boat
    "my dad grows tomatoes what do you grow in your garden",
    "the population card is gone, so what",                 # a shrug, no "say that again"
    "the weather is awful is it raining there",
    "i forgot the population, how many",
])
def test_question_words_after_remarks_stay_talk(matcher: Matcher, text: str) -> None:
    assert said(matcher, text) is None


# ---- found by a last batch run on the finished branch: history asked in the past, "sure" as a hedge -----------
def test_history_asked_in_the_past(matcher: Matcher) -> None:
    assert said(matcher, "when was the nation founded") == ask("history")
    assert said(matcher, "when was the last time we won") is None


def test_sure_hedges_a_claim_it_opens_and_backs_one_it_closes(matcher: Matcher) -> None:
    assert said(matcher, "i'm sure it's on the pacific") is None
    assert said(matcher, "the spy is in peru we're sure") == guess("PER")
    assert said(matcher, "yes i'm sure", awaiting=True) == {"type": "confirm"}
