"""Families added in the matcher's eighth round (issue 10, English, after the spent set
en_heldout8), read by the rules alone (the learned reader off: it was trained on that set).

Each kind is checked on examples written for these tests before its rule (none is a bench line),
beside the talk it must leave alone: the countries on the table counted or picked among and words
glossed (safety), Jamaican Creole, an interruption apologised for, a vocative before a story,
an accusation with a tag, a formal request to act, an act then its reason, a decision the group
has come to, yes and no in Filipino, Nigerian and young people's English, and in the Duel "what
did he do", the score and help."""

from __future__ import annotations

from typing import Any

import pytest
from phrasing_checks import ask, eliminate, guess, said_at, said_in_duel

from hideout.grammar.matcher import Matcher

TABLE = ("BRA", "PER", "CHL", "CAN", "KEN", "NPL", "EGY", "IND", "JPN")


def said(matcher: Matcher, text: str, awaiting: bool = False) -> dict[str, Any] | None:
    return said_at(matcher, text, TABLE, awaiting=awaiting)


# ---- the countries on the table counted or picked among, a word glossed: talk (safety) -------------
@pytest.mark.parametrize("text", [
    "how many of these countries touch the atlantic",
    "which of these border the pacific",
    "how many countries touch the pacific",
    "how many countries here have a coast",
    "in spanish the word for coast is costa",
    "how do you say coast in spanish",
    "what's the french for population",
])
def test_table_countries_and_glosses_are_talk(rules: Matcher, text: str) -> None:
    assert said(rules, text) is None


@pytest.mark.parametrize("text", [
    "how many countries does it border",
    "how many countries touch it, not including the sea",
    "are most of them christians",
])
def test_neighbours_counted_and_the_people_still_ask(rules: Matcher, text: str) -> None:
    assert said(rules, text) is not None


# ---- Jamaican Creole ----------------------------------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("wah dem pray to ova deh", ask("religion")),
    ("wah dem sell to other country dem", ask("export")),
    ("wah di money start wid", ask("currency_letter")),
    ("dem talk spanish deh or wah", ask("official_language", "spanish")),
    ("how high di tallest mountain deh", ask("highest_peak")),
    ("tek weh peru", eliminate("PER")),
    ("mi seh chile nuh deh deh tek it weh", eliminate("CHL")),
    ("yuh deh a kenya", guess("KEN")),
    ("mi know seh yuh inna nepal", guess("NPL")),
    ("wah yuh did seh", {"type": "repeat"}),
    ("seh it again nuh", {"type": "repeat"}),
])
def test_jamaican_creole(rules: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(rules, text) == expected


# ---- an interruption apologised for: an aside beside the request --------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("sorry i was on the phone what's the main religion", ask("religion")),
    ("sorry that was my pager um eliminate chile", eliminate("CHL")),
    ("sorry i was away can you say that again", {"type": "repeat"}),
    ("what's the capital's first letter sorry i was on a call", ask("capital_letter")),
    ("eliminate peru sorry the doorbell was ringing", eliminate("PER")),
    ("sorry i'm back that was the delivery guy um does it have a coast", ask("coastline")),
])
def test_interruption_asides(rules: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(rules, text) == expected


@pytest.mark.parametrize("text", [
    "sorry i was thinking of the population card",
    "sorry that was the religion card we used",
    "sorry i was wrong about the coast",
    # an act taken back after it is no aside
    "eliminate peru sorry i was wrong",
    "arrest in peru sorry that was a mistake",
    "eliminate peru sorry i was thinking of chile",
])
def test_apologies_about_the_game_stay_talk(rules: Matcher, text: str) -> None:
    assert said(rules, text) is None


# ---- a vocative before a story; an accusation with a tag -----------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("what's the main export dear i used to work at the docks", ask("export")),
    ("is it on the pacific dear we went there on our honeymoon", ask("pacific")),
    ("you're hiding in chile aren't you", guess("CHL")),
    ("you're in peru aren't you dear", guess("PER")),
    ("yer in kenya aren't ya", guess("KEN")),
])
def test_vocatives_and_tagged_accusations(rules: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(rules, text) == expected


@pytest.mark.parametrize("text", ["oh dear i think it's peru", "my dear husband went to peru"])
def test_dear_in_talk_stays_talk(rules: Matcher, text: str) -> None:
    assert said(rules, text) is None


def test_no_then_a_vocative(rules: Matcher) -> None:
    assert said(rules, "oh no dear not that", awaiting=True) == {"type": "cancel"}


# ---- decisions: formal, agreed, then reasoned ------------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("after much deliberation we would like to eliminate egypt", eliminate("EGY")),
    ("we would like to eliminate canada please", eliminate("CAN")),
    ("we've agreed to eliminate peru", eliminate("PER")),
    ("okay we have all agreed remove chile", eliminate("CHL")),
    ("we have decided arrest in kenya", guess("KEN")),
    ("eliminate peru because it has no coast", eliminate("PER")),
    ("cross out chile cos it's far too long", eliminate("CHL")),
    ("we're binning kenya no way you're hiding there", eliminate("KEN")),
    ("arrest in nepal since you love mountains", guess("NPL")),
    ("all in on peru", guess("PER")),
])
def test_decisions(rules: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(rules, text) == expected


@pytest.mark.parametrize("text", [
    "we would like to eliminate egypt but should we",
    "we agreed to eliminate peru last round",
    "should we eliminate peru because it's landlocked",
    "i'd eliminate peru since it's so big",
    "ninety percent chance it's peru",
    "fifty fifty it's kenya or nepal",
    "i'm all in on this game tonight",
])
def test_proposals_past_decisions_and_odds_are_talk(rules: Matcher, text: str) -> None:
    assert said(rules, text) is None


# ---- yes / no in more Englishes ------------------------------------------------------------------------
@pytest.mark.parametrize("text", ["bet", "say less", "facts", "opo", "sige po", "ehen yes"])
def test_yes(rules: Matcher, text: str) -> None:
    assert said(rules, text, awaiting=True) == {"type": "confirm"}


def test_a_bare_ehen_answers_nothing(rules: Matcher) -> None:
    # Nigerian "ehen" says "I see" as often as "yes": a blind writer of the twenty-sixth round wrote
    # it alone as still deciding, so it answers only beside a yes ("ehen yes", "ehen na im")
    assert said(rules, "ehen", awaiting=True) is None


@pytest.mark.parametrize("text", ["hindi", "hindi po", "huwag po", "rara", "rara o", "mba"])
def test_no(rules: Matcher, text: str) -> None:
    assert said(rules, text, awaiting=True) == {"type": "cancel"}


@pytest.mark.parametrize("text,expected", [
    ("do they pay in euros or what like", ask("currency_choice", "euro")),
    ("is there a beach or what like", ask("coastline")),
])
def test_or_what_like(rules: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(rules, text) == expected


def test_or_what_about_a_card_stays_talk(rules: Matcher) -> None:
    assert said(rules, "is that card useless or what like") is None


@pytest.mark.parametrize("text", ["never mind forget that", "forget it never mind"])
def test_two_cancels_together(rules: Matcher, text: str) -> None:
    assert said(rules, text) == {"type": "cancel"}


# ---- Duel --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("what did he do sorry i was on the phone to the lab", {"type": "repeat"}),
    ("say that again sorry the baby was crying", {"type": "repeat"}),
    ("what did he just do", {"type": "repeat"}),
    ("what was his last move", {"type": "repeat"}),
    ("who's winning", {"type": "status"}),
    ("who is ahead right now", {"type": "status"}),
    ("how does this duel thing work", {"type": "help"}),
    ("never mind forget that", {"type": "cancel"}),
])
def test_duel_dialogue(duel_rules: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said_in_duel(duel_rules, text) == expected


@pytest.mark.parametrize("text", ["sorry i was thinking about the taxi", "what did he do last game"])
def test_duel_talk(duel_rules: Matcher, text: str) -> None:
    assert said_in_duel(duel_rules, text) is None
