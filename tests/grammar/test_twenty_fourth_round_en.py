"""The twenty-fourth round's English kinds (issue 10). Examples of my own (none a bench line) beside
what each rule must leave alone.

The certainty said alone proposes the arrest ("it must be peru"); a bet staked on a place arrests;
an act asked about after an auxiliary and a subject ("did we flip it") is no decision; god named
in an exclamation is no question of faith; a never-mind opened by a no or said twice; small cues
(what goes out of the country, who runs the show, the square mileage, louder, set aside, still
standing on the board).
"""

from __future__ import annotations

import pytest
from phrasing_checks import ask, eliminate, guess, read_at, said_at, said_in_duel

from hideout.grammar.matcher import Matcher

TABLE = ("ISL", "AUT", "PER", "ESP", "KEN", "NPL", "CHE", "BRA", "TLS", "GRC")
CANCEL = {"type": "cancel"}


# ---- the certainty said alone, and a bet staked on a place ------------------------------------

@pytest.mark.parametrize(("text", "want"), [
    ("it must be peru", guess("PER")),
    ("it's gotta be kenya mate", guess("KEN")),
    ("spain it has to be spain", guess("ESP")),
    ("i'll bet the farm on greece", guess("GRC")),
    ("it's austria i'd bet my life on it", guess("AUT")),
])
def test_a_certainty_or_a_bet_proposes_the_arrest(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", [
    "if they drive on the left it has to be kenya or nepal",
    "the peak was enormous so it's gotta be nepal or something near it",
    "it must be a small one if the population is that low",
    "i'd bet the farm on greece",  # in the conditional, an opinion (the eighteenth round's test)
])
def test_a_certainty_reasoned_or_supposed_stays_talk(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


# ---- an act asked about is no decision ---------------------------------------------------------

@pytest.mark.parametrize("text", [
    "is peru still on the board or did we flip it",
    "kenya's still there should we bin it",
])
def test_an_act_asked_about_is_no_decision(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


def test_an_act_closing_a_reason_still_decides(rules: Matcher) -> None:
    assert said_at(rules, "kenya has a coast get rid of it", TABLE) == eliminate("KEN")


# ---- god in an exclamation ----------------------------------------------------------------------

def test_god_in_an_exclamation_asks_no_religion(rules: Matcher) -> None:
    assert said_at(rules, "how many people live there god help us", TABLE) == ask("population")
    assert said_at(rules, "do they believe in god", TABLE) == ask("religion")


# ---- a never-mind ---------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["naw never mind", "nevermind never mind"])
def test_a_never_mind_opened_by_a_no_or_said_twice(rules: Matcher, duel_rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) == CANCEL
    assert said_in_duel(duel_rules, text) == CANCEL


# ---- small cues ------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "want"), [
    ("what goes out of the country mostly", ask("export")),
    ("so what do they send out on the boats", ask("export")),
    ("who runs the show in that place", ask("government")),
    ("what's the square mileage of it", ask("land_area")),
    ("louder please", {"type": "repeat"}),
    ("we'll set aside austria", eliminate("AUT")),
    ("which ones are still standing on the board", {"type": "status"}),
])
def test_small_cues(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


def test_leaving_the_country_stays_with_the_coast(rules: Matcher) -> None:
    assert said_at(rules, "could you swim in the sea without leaving the country", TABLE) == ask("coastline")


# ---- a card named alone, then a hedge -------------------------------------------------------------

@pytest.mark.parametrize(("text", "want"), [("um the religion one i guess", ask("religion")),
                                            ("borders i reckon", ask("land_borders")),
                                            ("main religion i suppose", ask("religion"))])
def test_a_card_named_then_hedged_is_proposed(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", ["it's a monarchy i guess", "peru i guess", "big i guess"])
def test_a_remark_then_a_hedge_stays_talk(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


# ---- a question, then what it means in other words --------------------------------------------------

@pytest.mark.parametrize(("text", "want"), [
    ("is english official there i mean by law", ask("official_language", "english")),
    ("how many countries touch it on land i mean not across the water", ask("land_borders")),
])
def test_a_question_then_its_clarification(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


def test_a_clarification_naming_another_card_corrects(rules: Matcher) -> None:
    assert said_at(rules, "how many people live there i mean how big is it", TABLE) == ask("land_area")


@pytest.mark.parametrize("text", ["scratch the last thing we said", "nevermind not that one"])
def test_the_last_thing_taken_back(rules: Matcher, duel_rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) == CANCEL
    assert said_in_duel(duel_rules, text) == CANCEL


# ---- peoples acted on, a wager after a question, a guess said as one's say ----------------------------

@pytest.mark.parametrize(("text", "want"), [
    ("cross off the swiss", eliminate("CHE")),
    ("what's their main crop betcha it's rice", ask("agricultural_product")),
    ("i'm saying nepal", guess("NPL")),
    ("we'll eliminate the land down under", eliminate("AUS")),
])
def test_peoples_wagers_and_says(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE + ("AUS",)) == want


def test_what_is_said_about_a_place_stays_talk(rules: Matcher) -> None:
    assert said_at(rules, "i'm saying nepal is too cold for anyone", TABLE) is None


# ---- what a recogniser writes of table talk: a figure said first, a round long past -------------------

@pytest.mark.parametrize("text", ["30,000 that's a lot of money for one person.", "8848 metres is massive",
                                  "i said kenya three rounds ago and you all ignored me"])
def test_remarks_on_the_game_so_far_stay_talk(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


def test_a_figure_inside_a_question_is_no_remark(rules: Matcher) -> None:
    assert said_at(rules, "is it more than 1000 metres high at the top", TABLE) == ask("highest_peak")


@pytest.mark.parametrize("text", ["we're saying peru is where they're hiding", "after all that we're saying peru"])
def test_our_say_arrests(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) == guess("PER")


# ---- a wait after a sound held long, or after a call for attention ----------------------------------

@pytest.mark.parametrize("text", ["mmmm wait", "yo wait", "chale hold on"])
def test_a_wait_after_a_sound_keeps_the_question(rules: Matcher, text: str) -> None:
    assert read_at(rules, text, TABLE, awaiting=True).command is None


@pytest.mark.parametrize(("text", "want"), [("yo no", CANCEL), ("mmm yes", {"type": "confirm"})])
def test_a_wait_said_once_and_clear_answers_still_answer(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == want


# ---- a yes after a tag, the capital asked in statement order, countries left, conviction, godzone -----

def test_a_tag_before_the_closing_yes_is_no_no(rules: Matcher) -> None:
    assert said_at(rules, "that's the one we picked isn't it yes", TABLE, awaiting=True) == {"type": "confirm"}
    assert said_at(rules, "we never picked that one yes", TABLE, awaiting=True) is None


@pytest.mark.parametrize(("text", "want"), [
    ("capital is the biggest city or not", ask("capital_largest")),
    ("how many countries are left now", {"type": "status"}),
    ("he's in peru bet you anything", guess("PER")),
    ("we're calling godzone", guess("NZL")),
])
def test_more_ways_in(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE + ("NZL",)) == want


# ---- Quebec French said whole at an English table -----------------------------------------------------

@pytest.mark.parametrize(("text", "want"), [
    ("on élimine l'autriche", eliminate("AUT")),
    ("y'est au pérou on l'arrête", guess("PER")),
    ("est ce que c'est sur l'atlantique", ask("atlantic")),
    ("peux tu répéter s'il te plaît", {"type": "repeat"}),
])
def test_quebec_french(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


def test_a_square_named_then_hedged_is_proposed_in_the_duel(duel_rules: Matcher) -> None:
    assert said_in_duel(duel_rules, "er c one i guess") == {"type": "move", "to": "C1"}
    assert said_in_duel(duel_rules, "he's near c one i guess") is None
