"""The thirtieth round's English kinds (issue 10). Examples of my own (none a bench line) beside what
each rule must leave alone.

Leave asked of the spy without a "please" ("can we take off fiji") is asked back: no spent writer said it
of the table, two said it to the spy ("should we ..." stays talk). An apology for one's own words closing
a request ("..., sorry if that's wrong", "sorry if that's the right word") sets no condition on it. South
African tables mix in Afrikaans ("hoeveel mense", how many people; "gooi weg", throw away; "haal ... af",
take off; "uit", out), say "sharp" for fine and "hayibo" as "haibo". A never-mind closed by an apology or
by what not to do ("never mind sorry", "never mind, don't move") cancels. A card request said whole, then a
remark to the table opening a clause of its own ("we'll go with the land area card, seeing as it's my turn") is
asked back, as Korean's is read. Zimbabwe is also "zim" (a spoken alias in data/handbook_overrides.json).
"""

from __future__ import annotations

import pytest
from phrasing_checks import ask, eliminate, guess, read_at, said_at, said_in_duel

from hideout.grammar.matcher import Matcher

TABLE = ("NPL", "CHL", "FJI", "PRT", "ISL", "KEN", "PER", "AUS", "EGY", "LAO")


@pytest.mark.parametrize(("text", "want"), [
    ("can we take off fiji", eliminate("FJI")),
    ("could we arrest in laos", guess("LAO")),
    ("can we cross out egypt", eliminate("EGY")),
])
def test_leave_asked_of_the_spy_is_asked_back(rules: Matcher, text: str, want: dict[str, str]) -> None:
    result = read_at(rules, text, TABLE)
    assert result.command is not None and result.command.to_json() == want and result.tentative


@pytest.mark.parametrize("text", ["should we take off fiji", "can we not cross out egypt",
                                  "can we cross out egypt or not"])
def test_the_table_weighing_an_act_stays_talk(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


@pytest.mark.parametrize(("text", "want"), [
    ("how rich are they on average sorry if that's the right word", ask("gdp_per_capita")),
    ("we're going with chile sorry if that's wrong", guess("CHL")),
    ("what religion do most people follow sorry if that is a silly question", ask("religion")),
])
def test_an_apology_for_ones_words_sets_no_condition(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


def test_a_condition_stays_one(rules: Matcher) -> None:
    assert said_at(rules, "if i'm wrong take off fiji", TABLE) is None


@pytest.mark.parametrize(("text", "want"), [
    ("hoeveel mense live there", ask("population")),
    ("gooi weg portugal", eliminate("PRT")),
    ("haal chile af", eliminate("CHL")),
    ("kenya uit", eliminate("KEN")),
    ("throw out the aussies", eliminate("AUS")),
])
def test_afrikaans_inside_south_african_english(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize(("text", "want"), [("sharp sharp", {"type": "confirm"}),
                                            ("hayibo no", {"type": "cancel"})])
def test_south_african_yes_and_no(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == want


def test_sharp_is_no_yes_unasked(rules: Matcher) -> None:
    assert said_at(rules, "that's sharp", TABLE) is None


@pytest.mark.parametrize("text", ["never mind sorry", "never mind don't do it"])
def test_a_never_mind_closed_by_an_apology_cancels(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) == {"type": "cancel"}


def test_a_duel_never_mind_with_what_not_to_do_cancels(duel_rules: Matcher) -> None:
    assert said_in_duel(duel_rules, "never mind no don't go") == {"type": "cancel"}


@pytest.mark.parametrize(("text", "want"), [
    ("we'll go with the population card since nobody wants it", ask("population")),
    ("the religion card please my cousin has been waiting all night for this", ask("religion")),
])
def test_a_card_request_then_a_remark_is_asked_back(rules: Matcher, text: str, want: dict[str, str]) -> None:
    result = read_at(rules, text, TABLE)
    assert result.command is not None and result.command.to_json() == want and result.tentative


@pytest.mark.parametrize("text", ["the population card is my favourite card", "i'll play the history card later we have time",
                                  "the history card we used it already", "the coastline card please no wait"])
def test_a_card_spoken_of_or_put_off_stays_talk(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


def test_zimbabwe_by_its_short_name(rules: Matcher) -> None:
    assert said_at(rules, "take zim off the board", ("ZWE", "ZMB", "KEN")) == eliminate("ZWE")


def test_the_duel_state_asked_formally(duel_rules: Matcher) -> None:
    assert said_in_duel(duel_rules, "please give me the state of the game") == {"type": "status"}
