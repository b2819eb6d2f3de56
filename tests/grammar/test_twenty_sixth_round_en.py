"""The twenty-sixth round's English kinds (issue 10). Examples of my own (none a bench line) beside
what each rule must leave alone.

A country's people put aside ("knock off the italians", "take away the dutch") or sent packing
("the spaniards can go") name it, and so do the peoples whose word is also a language card's answer
("french", "spanish"), but only after an act's words; the initials "png" name Papua New Guinea (an
alias with its note); a visitor imagined in the country without an "if" ("which side would i be
driving on") asks about it; the spy placed first and a few words after ("he's in the vatican with
the pope") is the table's accusation, confirmed like every arrest.
"""

from __future__ import annotations

import pytest
from phrasing_checks import ask, eliminate, guess, read_at, said_at

from hideout.grammar.matcher import Matcher

TABLE = ("FRA", "ESP", "NLD", "GRC", "ITA", "PNG", "GBR", "VAT", "CHL", "JPN")


# ---- peoples ------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "want"), [
    ("knock off the italians", eliminate("ITA")),
    ("take away the dutch", eliminate("NLD")),
    ("right, the spaniards can go", eliminate("ESP")),
    ("flip over the french one", eliminate("FRA")),
    ("out with the spanish", eliminate("ESP")),
    ("turn over the pommy one", eliminate("GBR")),
])
def test_a_people_put_aside_names_its_country(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize(("text", "want"), [
    ("is it the french one", ask("official_language", "french")),    # the language card's answer
    ("do they speak spanish there", ask("official_language", "spanish")),
])
def test_a_language_answer_stays_the_cards_without_an_act(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", ["scrub png off the list", "eliminate p n g"])
def test_initials_name_papua_new_guinea(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) == eliminate("PNG")


# ---- a visitor imagined without an "if" -----------------------------------------------------------

@pytest.mark.parametrize(("text", "want"), [
    ("which side of the road would i be cycling on", ask("traffic")),
    ("would i be spending euros over there", ask("currency_choice", "euro")),
])
def test_a_visitor_asked_about_without_an_if(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


def test_the_players_own_doing_stays_talk(rules: Matcher) -> None:
    # "would we be" is the table weighing its own play, not a visitor
    assert said_at(rules, "would we be better off keeping the population card", TABLE) is None


# ---- the spy placed first -----------------------------------------------------------------------

def test_the_spy_placed_then_a_word_more_is_an_accusation(rules: Matcher) -> None:
    assert said_at(rules, "she's in the vatican with all the nuns", TABLE) == guess("VAT")


@pytest.mark.parametrize("text", [
    "my brother he's in chile for work",   # someone the speaker knows
    "he's in chile not japan surely",      # argued, negated
    "i bet she's in japan but let's wait",  # a bet among players
])
def test_someone_else_placed_or_the_placing_argued_is_talk(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


# ---- a name told apart from its neighbour ---------------------------------------------------------

@pytest.mark.parametrize(("text", "want"), [
    ("bin the big congo the democratic republic one", eliminate("COD")),
    ("scratch the small congo not the democratic republic", eliminate("COG")),
    ("remove the congo the bigger one", eliminate("COD")),
    ("flip the dominican republic not dominica", eliminate("DOM")),
    ("drop the dominican republic the republic one", eliminate("DOM")),
])
def test_a_name_told_apart_from_its_neighbour(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, ("COD", "COG", "DOM", "DMA", "PER")) == want


def test_dominica_alone_stays_dominica(rules: Matcher) -> None:
    assert said_at(rules, "eliminate dominica", ("COD", "COG", "DOM", "DMA", "PER")) == eliminate("DMA")


# ---- a wager laid on a place ----------------------------------------------------------------------

@pytest.mark.parametrize(("text", "want"), [
    ("i'd put my last tenner on chile arrest", guess("CHL")),
    ("i'd wager she's hiding in japan arrest her", guess("JPN")),
])
def test_a_wager_with_the_act_is_the_arrest(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


def test_a_wager_alone_decides_nothing(rules: Matcher) -> None:
    assert said_at(rules, "i'd put my savings on japan", TABLE) is None


# ---- cards laid down, questions compared, crops offered, questions asked in place ------------------

@pytest.mark.parametrize(("text", "want"), [
    ("right i'll put down the religion card what do most of them believe", ask("religion")),
    ("alright we'll lay down the coast card", ask("coastline")),
    ("do they use the dollar like back home", ask("currency_choice", "dollar")),
    ("do they drive on the left like over in japan", ask("traffic")),
    ("what do they farm most, is it rice or coffee or what", ask("agricultural_product")),
    ("their capital starts with which letter", ask("capital_letter")),
    ("they have how many people", ask("population")),
])
def test_questions_said_around_their_words(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", [
    "i'll put down the coast card later",              # a plan for later
    # ("they drive on the left there like us" is asked back since the twenty-ninth round: test_twenty_ninth_round_en.py)
    "who wants tea or coffee before the next card",    # the drinks
    "they know how many people there are",             # what is known
])
def test_the_same_shapes_as_talk(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


@pytest.mark.parametrize("text", [
    "it does not border the pacific",                       # a claim negated, said to the table
    "no no, everybody does not speak english officially",
])
def test_a_card_word_negated_by_its_verb_rejects_no_item(rules: Matcher, text: str) -> None:
    # "not exports" rejects a card and starts over; "does not border" negates a claim
    assert said_at(rules, text, TABLE) is None


def test_a_card_rejected_still_starts_over(rules: Matcher) -> None:
    assert said_at(rules, "not exports, the population", TABLE) == ask("population")


@pytest.mark.parametrize("text", [
    "sorry i didn't hear it, say that again",
    "i did not understand, one more time please",
    "once more please, i didn't catch it, the kids were shouting",
    "whit did it say there",
])
def test_not_having_heard_beside_the_request_is_the_repeat(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) == {"type": "repeat"}


def test_what_it_said_about_a_card_asked_of_the_table_stays_talk(rules: Matcher) -> None:
    assert said_at(rules, "what did it say about the coast", TABLE) is None


@pytest.mark.parametrize("text", ["wait ah", "aiyo hold on ah"])
def test_a_wait_closed_by_singlish_ah_is_still_deciding(rules: Matcher, text: str) -> None:
    result = read_at(rules, text, TABLE, awaiting=True)
    assert result.command is None


def test_a_yes_before_ah_still_answers(rules: Matcher) -> None:
    assert said_at(rules, "yes ah", TABLE, awaiting=True) == {"type": "confirm"}


@pytest.mark.parametrize("text", ["naw, no, that one", "no lah, not that one"])
def test_a_no_then_that_one_is_a_no(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == {"type": "cancel"}


def test_pidgin_no_before_knowing_negates(rules: Matcher) -> None:
    # "i no understand what is gdp": a player lost, no question for the spy
    assert said_at(rules, "i no understand what is the gdp", TABLE) is None


@pytest.mark.parametrize(("text", "want"), [
    ("we can eliminate chile i am quite certain", eliminate("CHL")),
    ("the spy is hiding in japan we are very sure of it", guess("JPN")),
])
def test_certainty_closing_an_act_is_said_of_it(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


def test_certainty_alone_stays_an_opinion(rules: Matcher) -> None:
    assert said_at(rules, "i am quite certain it's japan", TABLE) is None


def test_what_is_left_on_the_table_asks_the_status(rules: Matcher) -> None:
    assert said_at(rules, "what's left on the table", TABLE) == {"type": "status"}


@pytest.mark.parametrize(("text", "want"), [
    ("any ocean at all or is it stuck in the middle", ask("coastline")),
    ("count their neighbours for us", ask("land_borders")),
    ("what's their main outbound product", ask("export")),
    ("what does their dosh start with", ask("currency_letter")),
])
def test_cards_in_other_words(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", [
    "we're stuck in the middle of this game",
    "they drive on the left so that rules out most of europe",
])
def test_the_same_words_as_talk(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None
