"""The twenty-fifth round's English kinds (issue 10). Examples of my own (none a bench line) beside
what each rule must leave alone.

A question a player is told to ask the spy ("ask it how many people live there") is offered and
asked back, never played at once; the certainty said without its "it" ("has to be germany") and an
answer announced ("i'm going to say it's spain") propose the arrest; a renamed country explained
("whatever they call it now") is no remark; the short names "saudi" and "the land of the long white
cloud" name their countries (the handbook's aliases, with their notes).
"""

from __future__ import annotations

import pytest
from phrasing_checks import ask, eliminate, guess, read_at, said_at

from hideout.grammar.matcher import Matcher

TABLE = ("SAU", "NZL", "SWZ", "DEU", "ESP", "PER", "KEN", "CHL", "EGY", "JPN")


# ---- a question told to a player: offered, asked back ---------------------------------------------

@pytest.mark.parametrize(("text", "want"), [
    ("ask it how many people live there", ask("population")),
    ("go on nephew ask her what religion they follow", ask("religion")),
    ("ask him the coast thing", ask("coastline")),
])
def test_a_question_told_to_a_player_is_asked_back(rules: Matcher, text: str, want: dict[str, str]) -> None:
    result = read_at(rules, text, TABLE)
    assert result.command is not None and result.command.to_json() == want
    assert result.tentative  # "The population card?": never played at once


@pytest.mark.parametrize("text", [
    "ask it about the population no wait ask about the mountains",  # the table still choosing
    "ask him whether he wants more tea",                            # no card at all
    "ask it to eliminate peru",                                     # only questions are offered
])
def test_what_else_a_player_is_told_is_talk(rules: Matcher, text: str) -> None:
    result = read_at(rules, text, TABLE)
    assert result.command is None or (result.tentative and result.command.to_json()["type"] != "eliminate")


def test_the_speakers_asking_it_themselves_ask_at_once(rules: Matcher) -> None:
    result = read_at(rules, "let me ask it how many people live there", TABLE)
    assert result.command is not None and result.command.to_json() == ask("population") and not result.tentative


# ---- the certainty without its "it", and an answer announced --------------------------------------

@pytest.mark.parametrize(("text", "want"), [
    ("has to be germany", guess("DEU")),
    ("it's germany has to be germany", guess("DEU")),
    ("has got to be peru", guess("PER")),
    ("i'm going to say it's spain", guess("ESP")),
    ("we are going with saudi", guess("SAU")),
])
def test_a_certainty_or_an_answer_announced_proposes_the_arrest(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", [
    "has to be big though",
    "has to be peru or chile",
    "say it's spain then what",       # a case supposed
    "let's say it's spain",
])
def test_a_certainty_in_doubt_or_a_case_supposed_decides_nothing(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


# ---- names -----------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "want"), [
    ("scrap swaziland eswatini whatever they call it now", eliminate("SWZ")),
    ("cross off saudi", eliminate("SAU")),
    ("the land of the long white cloud is out", eliminate("NZL")),
])
def test_names_explained_or_short(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


# ---- the answer guessed at after a question ---------------------------------------------------------

@pytest.mark.parametrize(("text", "want"), [
    ("what religion are they probably catholic", ask("religion")),
    ("what's the main export maybe oil", ask("export")),
    ("what do they grow most i reckon rice", ask("agricultural_product")),
])
def test_a_guess_at_the_answer_keeps_the_question(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", [
    "does it have a coast maybe we should ask the borders",  # the guess goes on to propose a play
    "how many people live there maybe ask the coast instead",
])
def test_a_guess_that_proposes_another_play_is_talk(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


# ---- small kinds: a reason that says what a place lacks, Northern English, an impatient yes ---------

@pytest.mark.parametrize(("text", "want"), [
    ("eliminate bolivia it hasn't got any sea has it", eliminate("BOL")),
    ("bin egypt there's no way it's that hot", eliminate("EGY")),
    ("get shut of the aussies", eliminate("AUS")),
    ("let's say ta ra to kenya", eliminate("KEN")),
])
def test_an_act_then_what_the_place_lacks(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


def test_a_reason_then_a_repair_decides_nothing(rules: Matcher) -> None:
    assert said_at(rules, "bin peru it isn't peru no wait chile", TABLE) is None


@pytest.mark.parametrize("text", ["yeah yeah get on with it", "get on with it"])
def test_an_impatient_yes(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == {"type": "confirm"}
    assert said_at(rules, text, TABLE) is None  # nothing pending: said to a slow player


# ---- Singapore English, a spy placed by certainty, an old name ---------------------------------------

@pytest.mark.parametrize("text", ["sorry sorry can we discuss first", "can we discuss first", "don't rush lah"])
def test_asking_for_time_to_talk_is_no_answer(rules: Matcher, text: str) -> None:
    result = read_at(rules, text, TABLE, awaiting=True)
    assert result.command is None or result.command.to_json()["type"] not in ("confirm", "cancel")


@pytest.mark.parametrize(("text", "want"), [("can", "confirm"), ("can lah", "confirm"), ("cannot lah", "cancel")])
def test_singlish_can_still_answers(rules: Matcher, text: str, want: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == {"type": want}


def test_a_closing_particle_says_nothing(rules: Matcher) -> None:
    assert said_at(rules, "never mind lah", TABLE) == {"type": "cancel"}


@pytest.mark.parametrize(("text", "want"), [
    ("he must be in germany go and arrest him there", guess("DEU")),
    ("he's been in kenya under our noses the whole time arrest him there", guess("KEN")),
    ("he's in blighty arrest him", guess("GBR")),
])
def test_the_spy_placed_then_accused(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", ["he must be in peru he loves llamas", "he's been in peru before"])
def test_the_spy_placed_without_an_act_is_talk(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


# ---- the card named again after "you know", and curiosity as a request ------------------------------

@pytest.mark.parametrize(("text", "want"), [
    ("what's the population you know the head count", ask("population")),
    ("how much do they make each on average you know the gdp", ask("gdp_per_capita")),
])
def test_the_card_named_again_after_you_know(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", [
    "how many people live there you know the coast",      # another card named: no restatement
    "how many people live there you know peru has loads",  # a place and a remark
    "does it have a coast you know we should ask the borders",
    "lesotho has three capitals did you know that",          # nothing named again
])
def test_what_else_follows_you_know_is_talk(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


def test_curiosity_said_is_a_question_asked_back(rules: Matcher) -> None:
    result = read_at(rules, "i'd be curious to know the elevation of its highest point", TABLE)
    assert result.command is not None and result.command.to_json() == ask("highest_peak") and result.tentative
    assert said_at(rules, "i'd be curious to know if you're bluffing", TABLE) is None
