"""Families added in the matcher's seventh round (issue 10, English, after the spent set
en_heldout7): each kind is checked on examples written for these tests before its rule (none is
a bench line), beside the talk it must leave alone."""

from __future__ import annotations

from typing import Any

import pytest
from phrasing_checks import ask, eliminate, guess, read_at, unambiguous

from hideout.grammar.matcher import MatchContext, Matcher, MatchResult

TABLE = ("BRA", "PER", "KEN", "NPL", "NOR", "CAN", "EGY", "USA", "IND", "JPN", "GRC", "ETH", "ECU")


def result(matcher: Matcher, text: str, awaiting: bool = False) -> MatchResult:
    return read_at(matcher, text, TABLE, awaiting=awaiting)


def said(matcher: Matcher, text: str, awaiting: bool = False) -> dict[str, Any] | None:
    return unambiguous(result(matcher, text, awaiting))


# ---- exclamations holding a card's word: talk, never a question about religion -------------------
@pytest.mark.parametrize("text", [
    "good god that took ages",
    "my god it's cold in here",
    "thank god the pizza is here",
    "for god's sake sit down",
    "could you believe that traffic this morning",
    "god knows where my keys are",
    "believe it or not i've never played this",
])
def test_exclamations_are_talk(matcher: Matcher, text: str) -> None:
    assert said(matcher, text) is None


@pytest.mark.parametrize("text", ["oh my god", "good god", "oh god"])
def test_exclamation_is_no_answer(matcher: Matcher, text: str) -> None:
    assert said(matcher, text, awaiting=True) is None


@pytest.mark.parametrize("text,expected", [
    ("my god, what religion do they follow there", ask("religion")),
    ("what god do most of them pray to", ask("religion")),
    ("do they believe in god", ask("religion")),
])
def test_questions_about_faith_still_ask(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(matcher, text) == expected


# ---- an ocean described instead of named: that ocean's card ----------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("is it on the largest ocean on earth", ask("pacific")),
    ("does it reach the ocean between america and asia", ask("pacific")),
    ("any coast on the ocean you cross flying from london to new york", ask("atlantic")),
    ("does it touch the ocean between africa and the americas", ask("atlantic")),
    ("is it on the ocean below india", ask("indian")),
    ("does the country have a beach on the ocean between africa and australia", ask("indian")),
])
def test_described_oceans(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(matcher, text) == expected


# ---- a name corrected, then said again for emphasis; an article with the corrected name -----------
@pytest.mark.parametrize("text,expected", [
    ("get rid of brazil no sorry peru peru", eliminate("PER")),
    ("we arrest you in kenya wait no nepal nepal", guess("NPL")),
    ("cross off norway i mean the usa", eliminate("USA")),
])
def test_corrected_names(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(matcher, text) == expected


def test_two_names_after_a_repair_stay_talk(matcher: Matcher) -> None:
    assert said(matcher, "eliminate kenya no wait peru or nepal") is None


# ---- a verdict announced by the group ("we have decided ...", "we say ..."): the verdict ----------
@pytest.mark.parametrize("text,expected", [
    ("right we have decided you are not in egypt", eliminate("EGY")),
    ("we've agreed the spy isn't in canada", eliminate("CAN")),
    ("okay we say it's not norway", eliminate("NOR")),
    ("we have concluded that you are hiding in peru", guess("PER")),
])
def test_announced_verdicts(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(matcher, text) == expected


@pytest.mark.parametrize("text", [
    "we have decided nothing yet about kenya",
    "i say it's not norway but what do you think",
    "have we decided whether it's peru",
])
def test_verdicts_not_yet_made_are_talk(matcher: Matcher, text: str) -> None:
    assert said(matcher, text) is None


# ---- a card's topic in everyday words: the capital as the seat of government, a faith by its
# ---- holy city or feast, the economy by its firms, the peak by its height above the sea ----------
@pytest.mark.parametrize("text,expected", [
    ("what letter does the seat of government start with", ask("capital_letter")),
    ("the city where their parliament meets, what's its first letter", ask("capital_letter")),
    ("do most of them fast during ramadan", ask("religion_choice", "islam")),
    ("do people there make the pilgrimage to mecca", ask("religion_choice", "islam")),
    ("which firms employ most people there", ask("industry")),
    ("what kind of companies are biggest in the country", ask("industry")),
    ("how high above the sea does the tallest mountain reach", ask("highest_peak")),
    ("how far above the sea level is the topmost point", ask("highest_peak")),
])
def test_everyday_words_for_a_card(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(matcher, text) == expected


@pytest.mark.parametrize("text", [
    "how many companies do you work for these days",
    "our business had a rough year",
    "what do you do for a living, jim",
])
def test_the_players_jobs_are_talk(matcher: Matcher, text: str) -> None:
    assert said(matcher, text) is None


# ---- a visit imagined at length ("if i walked across the whole country tomorrow, how ..."): the
# ---- question after it is asked, whatever the visitor's clause holds -----------------------------
@pytest.mark.parametrize("text,expected", [
    ("if we hiked across the whole country next week how many borders would we cross", ask("land_borders")),
    ("if i took a train through the countryside what crops would i see", ask("agricultural_product")),
    ("if you flew over the country would that take long, how big is it", ask("land_area")),
    ("if i stood on the highest bit of the country how many metres up would i be", ask("highest_peak")),
])
def test_long_imagined_visits(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(matcher, text) == expected


@pytest.mark.parametrize("text", [
    "if we ask about the borders now what do we have left for later",
    "if you went there last year what did you think of it",
])
def test_plans_with_if_stay_talk(matcher: Matcher, text: str) -> None:
    assert said(matcher, text) is None


@pytest.mark.parametrize("text,expected", [
    ("if i mowed every field in the country how many square miles would that be", ask("land_area")),
    ("what did their last census count", ask("population")),
    ("if we drove up to the very highest point in the whole country how high up are we", ask("highest_peak")),
])
def test_visits_and_counts(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(matcher, text) == expected


def answer(kind: str) -> dict[str, str]:
    return {"type": kind}


# ---- answers with a particle or an intensifier (Singlish "can", "lah"; "literally") -------------
@pytest.mark.parametrize("text,expected", [
    ("can lah", answer("confirm")),
    ("yes lor", answer("confirm")),
    ("seriously yes", answer("confirm")),
    ("that is what i meant", answer("confirm")),
    ("cannot cannot", answer("cancel")),
    ("no leh", answer("cancel")),
])
def test_answers_with_particles(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(matcher, text, awaiting=True) == expected


# ---- "or what" closing a yes/no question asked of the spy: "or not" ------------------------------
@pytest.mark.parametrize("text,expected", [
    ("is it a monarchy or what", ask("government_choice", "monarchy")),
    ("does it have a coast or what mate", ask("coastline")),
    ("do they speak spanish there or what", ask("official_language", "spanish")),
])
def test_or_what_tags(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(matcher, text) == expected


@pytest.mark.parametrize("text", [
    "is that population card useless or what",
    "are we playing the coast card or what",
])
def test_or_what_among_players_stays_talk(matcher: Matcher, text: str) -> None:
    assert said(matcher, text) is None


# ---- "is there someone ..." asked of the country; a limit on the question ("not counting ...") ---
@pytest.mark.parametrize("text,expected", [
    ("is there anyone with a crown in charge there", ask("government_choice", "monarchy")),
    ("how many neighbours does it have not counting islands", ask("land_borders")),
    ("how many countries touch it, not including the sea", ask("land_borders")),
    ("how many countries could you drive into from there without taking a ferry", ask("land_borders")),
    ("how many countries border it, if any", ask("land_borders")),
    ("what is their main faith if they have one", ask("religion")),
])
def test_limits_and_existentials(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(matcher, text) == expected


@pytest.mark.parametrize("text", [
    "is there anyone who wants a drink",
    "is there somebody at the door",
])
def test_someone_at_the_table_stays_talk(matcher: Matcher, text: str) -> None:
    assert said(matcher, text) is None


# ---- idioms for getting rid of a destination; a country's past and its form in other words -------
@pytest.mark.parametrize("text,expected", [
    ("let's see the back of norway", eliminate("NOR")),
    ("send kenya packing", eliminate("KEN")),
    ("show egypt the door", eliminate("EGY")),
    ("what has the place lived through over the centuries", ask("history")),
    ("what type of state are they", ask("government")),
])
def test_idioms_and_everyday_words(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(matcher, text) == expected


# ---- Duel: Mister X as the object of an action card ("point the camera at him"), the rules of a
# ---- ticket asked, a cancel after an interjection ------------------------------------------------
def duel_said(matcher: Matcher, text: str) -> dict[str, Any] | None:
    return unambiguous(matcher.match(text, MatchContext(game="duel")))


@pytest.mark.parametrize("text,expected", [
    ("aim the camera at him", {"type": "action", "card": "surveillance"}),
    ("put the cameras on him", {"type": "action", "card": "surveillance"}),
    ("search the squares around where he's lurking", {"type": "action", "card": "grid_search"}),
    ("how do the bus tickets work", {"type": "help"}),
    ("och never mind", {"type": "cancel"}),
])
def test_duel_requests(duel: Matcher, text: str, expected: dict[str, str]) -> None:
    assert duel_said(duel, text) == expected


@pytest.mark.parametrize("text", [
    "he's at c4 surely",
    "i bet he's hiding near the river",
])
def test_duel_talk_about_him_stays_talk(duel: Matcher, text: str) -> None:
    assert duel_said(duel, text) is None
