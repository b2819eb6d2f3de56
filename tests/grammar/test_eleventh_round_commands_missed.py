"""Families added in the matcher's eleventh round, English, second helper (issue 10): commands read
as nothing, by kind, after the spent set en_heldout19 (and the other spent sets), read by the rules
alone (the learned reader off). Every example is written for these tests (none is a bench line),
beside the talk each rule must leave alone:
- a term of address ("bro") around a command is no talk on its own: "what side do they drive on bro";
- a turn claimed before the question ("right my turn, how many people live there"); a turn claimed
  for later ("my turn next, i'll ask the coast") is a plan;
- a tag closing a question to the spy ("what religion are they mostly innit", "is it english or
  what"): still a question; closing a statement it is said to the players;
- a command said whole, then an addition that neither acts nor takes it back ("one more time spy,
  the music's too loud", "bin kenya, they'd never go there", "the coast card please and hurry up"):
  the command; an addition that reports, doubts, plans, asks back or tells a trip keeps it talk.

``probe_eleventh_en.jsonl`` beside this file holds 40 commands of kinds no set held, written before
the round's rules to measure what carries to fresh writers (never tuned on).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from phrasing_checks import ask, eliminate, guess, said_at, said_in_duel

from hideout.grammar.matcher import Matcher

TABLE = ("BRA", "PER", "CHL", "CAN", "KEN", "NPL", "EGY", "IND", "JPN")


def said(matcher: Matcher, text: str, awaiting: bool = False) -> dict[str, Any] | None:
    return said_at(matcher, text, TABLE, awaiting=awaiting)


# ---- a term of address around a command -----------------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("what side do they drive on bro", ask("traffic")),
    ("bro is it on the coast", ask("coastline")),
    ("how many borders have they got bro", ask("land_borders")),
    ("eliminate peru bro", eliminate("PER")),
    ("the religion card bro", ask("religion")),
])
def test_a_term_of_address_leaves_the_command(rules: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(rules, text) == expected


@pytest.mark.parametrize("text", [
    "bro look at brazil's flag",
    "bro the population one is useless",
    "bro we should eliminate peru",
    "bro kenya is my favourite",
    "bro canada is cold",
    "bro my uncle lives in kenya",
])
def test_talk_with_a_term_of_address_stays_talk(rules: Matcher, text: str) -> None:
    assert said(rules, text) is None


# ---- a turn claimed before the question ---------------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("right my turn um how many people live there", ask("population")),
    ("my turn, what's the religion", ask("religion")),
    ("okay my go, is it on the pacific", ask("pacific")),
    ("my turn then eliminate peru", eliminate("PER")),
])
def test_a_turn_claimed_before_the_command(rules: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(rules, text) == expected


@pytest.mark.parametrize("text", [
    "is it my turn",
    "is it my go or yours",
    "my turn next, i'll ask the coast",
    "i'm next, i'll do the population",
    "my go after yours, eliminate peru then",
    "my turn, i think it's peru",
])
def test_a_turn_asked_about_or_planned_is_talk(rules: Matcher, text: str) -> None:
    assert said(rules, text) is None


# ---- a tag closing a question -------------------------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("what does the currency begin with innit", ask("currency_letter")),
    ("what religion are they mostly innit", ask("religion")),
    ("official language is it english or what", ask("official_language", "english")),
    ("och what's the big industry there is it fishing or what", ask("industry")),
])
def test_a_tag_closing_a_question_still_asks(rules: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(rules, text) == expected


@pytest.mark.parametrize("text", [
    "japan drives on the left innit",
    "peru has a coast innit",
    "it's peru is it or what",
    "is that card useless or what",
    "what a game innit",
])
def test_a_tag_closing_a_statement_stays_talk(rules: Matcher, text: str) -> None:
    assert said(rules, text) is None


# ---- a command said whole, then an addition -------------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("bin kenya they'd never go there", eliminate("KEN")),
    ("scrap chile sure he'd never hide there", eliminate("CHL")),
    ("the coastline card please and hurry up the kettle's boiling", ask("coastline")),
    ("the religion card please and make it quick", ask("religion")),
    ("go on tell us the history so we can win this", ask("history")),
    ("we are arresting you in egypt you can't hide from us", guess("EGY")),
])
def test_a_command_then_an_addition(rules: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(rules, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("say that again the music is too loud", {"type": "repeat"}),
    ("one more time spy the kids were screaming", {"type": "repeat"}),
    ("what's the score i lost track", {"type": "status"}),
])
def test_a_request_then_its_reason(rules: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(rules, text) == expected


@pytest.mark.parametrize("text", [
    "eliminate peru they said",
    "eliminate peru i'm not sure",
    "eliminate peru i don't know",
    "eliminate peru we already did",
    "eliminate peru the way you did last game",
    "how tall is the highest peak my dad climbed it",
    "it is not kenya i am telling you it's too hot for any spy",
    "in nepal we have also many mountains but this is not relevant",
    "sorry whose turn is it now is it mine",
    "ask about the population if they let us",
    # a command reported in the progressive ("were shouting" is an aside, "were saying" a report)
    "population please spy they were saying",
    "ask about the coast spy the others were asking",
    "eliminate peru the lads were telling me",
])
def test_an_addition_that_takes_the_command_back_stays_talk(rules: Matcher, text: str) -> None:
    assert said(rules, text) is None


# ---- a name corrected, then acted on ------------------------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("chile no canada eliminate canada", eliminate("CAN")),
    ("get rid of peru no wait brazil yeah brazil", eliminate("BRA")),
    ("we're crossing off kenya no hang on nepal nepal's gone", eliminate("NPL")),
    ("bin egypt sorry india yes india", eliminate("IND")),
])
def test_a_name_corrected_then_acted_on(rules: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(rules, text) == expected


@pytest.mark.parametrize("text", [
    "it's not brazil it's peru",
    "not brazil peru's the one",
    "peru no brazil",
])
def test_a_name_corrected_in_an_opinion_stays_talk(rules: Matcher, text: str) -> None:
    assert said(rules, text) is None


# ---- the spy placed in the third person, then arrested ------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("she's in kenya arrest her", guess("KEN")),
    ("he's in egypt mate arrest him", guess("EGY")),
    ("he's hiding in japan arrest him now", guess("JPN")),
    ("he is in india arrest him", guess("IND")),
])
def test_the_spy_placed_then_arrested(rules: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(rules, text) == expected


@pytest.mark.parametrize("text", [
    "he's in peru don't arrest him",
    "he thinks it's peru arrest him",
    "he's not in peru arrest him",
    "he went to peru arrest him",
    "she loves peru arrest her",
    "he's from peru arrest him",
    "he's in peru should we arrest him",
    "he's in peru maybe arrest him",
])
def test_someone_else_in_the_third_person_stays_talk(rules: Matcher, text: str) -> None:
    assert said(rules, text) is None


# ---- yes and no in the players' other languages --------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("tak yes", {"type": "confirm"}),
    ("evet", {"type": "confirm"}),
    ("ndiyo yes please", {"type": "confirm"}),
    ("nie nie no", {"type": "cancel"}),
    ("nyet", {"type": "cancel"}),
    ("hapana no", {"type": "cancel"}),
])
def test_yes_and_no_in_other_languages(rules: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(rules, text, awaiting=True) == expected


@pytest.mark.parametrize("text", ["ei", "da da", "eh", "er"])
def test_sounds_like_them_answer_nothing(rules: Matcher, text: str) -> None:
    assert said(rules, text, awaiting=True) is None


# ---- a place the hideout is compared with, inside the question ---------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("do they drive on the left like in london", ask("traffic")),
    ("is the capital the biggest city like tokyo", ask("capital_largest")),
    ("do they use the dollar like us in toronto", ask("currency_choice", "dollar")),
    ("is the capital the biggest town or is it like canberra", ask("capital_largest")),
])
def test_a_place_compared_is_not_asked_about(rules: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(rules, text) == expected


@pytest.mark.parametrize("text", [
    "what's the population of london",
    "how big is london",
    "the population of london like",
    "i like london what's the population",
])
def test_a_place_asked_about_stays_talk(rules: Matcher, text: str) -> None:
    assert said(rules, text) is None


def test_a_turn_claimed_over_another_players(rules: Matcher) -> None:
    assert said(rules, "no it's my turn not yours how many people live there") == ask("population")


def test_the_probe_of_fresh_kinds_reads_at_least_as_on_the_rounds_base(rules: Matcher, duel_rules: Matcher) -> None:
    """The 40 commands of kinds no set held (written before this round's rules, never tuned on):
    the round's base read 37 of them by the rules alone; a rule that loses one of them shows here."""
    probe = Path(__file__).with_name("probe_eleventh_en.jsonl")
    lines = [json.loads(text) for text in probe.read_text("utf-8").splitlines() if text.strip()]
    right = sum(said_at(rules if line["game"] == "destination-x" else duel_rules, line["text"],
                        tuple(line["table"]), game=line["game"],
                        awaiting=line["awaiting"] == "confirmation") == line["expect"] for line in lines)
    assert len(lines) == 40 and right >= 37


# ---- not heard, said in full (Duel) ---------------------------------------------------------------------------
@pytest.mark.parametrize("text", ["sorry i did not hear can you repeat", "i did not catch that mister x"])
def test_not_heard_in_full_asks_a_repeat_in_duel(duel_rules: Matcher, text: str) -> None:
    assert said_in_duel(duel_rules, text) == {"type": "repeat"}


@pytest.mark.parametrize("text", ["i did not move there", "we did not go to b2"])
def test_other_things_not_done_stay_talk_in_duel(duel_rules: Matcher, text: str) -> None:
    assert said_in_duel(duel_rules, text) is None
