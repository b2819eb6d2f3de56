"""The thirty-ninth round's English kinds (issue 10), examples of my own (none a bench line) beside
what each rule must leave alone.

At a pending question a wait opened by words that only acknowledge it ("okay wait", "alright hold on")
asks for time, as a bare wait does (the four such spent blind lines were all a hesitation); "okay wait no"
still withdraws. The act asked, read back as a question ("eliminate what?"), is no yes. Peoples are struck and
booted ("strike the dutch", "boot the italians"), and an arrest closes on them ("it's the danes, make the
arrest"). Somali "maya" is a no. Minnesota's "you betcha" opening a claim is sure, no wager. A card played
with what it should do ("let's play land area, that should knock out ...") asks. "does it even have ..." asks
of the hideout. A nickname with a figure ("land of a thousand hills") is no figure read back. Talk: "I'm ninety
percent sure", the game's own past ("two goes ago"), notes and cards reported ("my notes say", "it literally
says"). Duel: the districts already searched asked for is the status; a card asked about is not played.
"""

from __future__ import annotations

import pytest
from phrasing_checks import ask, eliminate, guess, read_at, said_at, said_in_duel

from hideout.grammar.matcher import Matcher

TABLE = ("NLD", "ITA", "DNK", "ZAF", "RWA", "KEN", "TCD", "PER", "BRA")


@pytest.mark.parametrize("text", ["okay wait", "ok ok hold on", "alright hang on", "right wait a sec",
                                  "yeah hold on hold on"])
def test_a_wait_after_an_acknowledgement_asks_for_time(rules: Matcher, text: str) -> None:
    assert read_at(rules, text, TABLE, awaiting=True).command is None


@pytest.mark.parametrize(("text", "want"), [
    ("okay wait no", {"type": "cancel"}),
    ("yes wait", {"type": "cancel"}),
    ("okay", {"type": "confirm"}),
    ("maya", {"type": "cancel"}),
    ("maya maya not that one", {"type": "cancel"}),
    ("eliminate who sorry", {"type": "repeat"}),
    ("arrest what", {"type": "repeat"}),
    ("eliminate it", {"type": "confirm"}),
])
def test_answers(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == want


@pytest.mark.parametrize(("text", "want"), [
    ("strike the dutch off", eliminate("NLD")),
    ("just boot the italians", eliminate("ITA")),
    ("boot peru", eliminate("PER")),
    ("it's the danes, make the arrest", guess("DNK")),
    ("oh you betcha it's rwanda", guess("RWA")),
    ("it has to be rwanda, the land of a thousand hills", guess("RWA")),
])
def test_acts_in_other_words(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize(("text", "want"), [
    ("let's use population, that should split them nicely", ask("population")),
    ("does it even have mountains", ask("highest_peak")),
    ("this card settles it, what's the religion", ask("religion")),
    ("how many countries can you cross into from there", ask("land_borders")),
])
def test_requests_in_other_words(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", ["monarchy, i'm about eighty percent sure",
                                  "brazil's gone, we turned it over three turns ago",
                                  "my notes say atlantic with a question mark",
                                  "the export card literally says cocoa",
                                  "betcha it's peru",
                                  "does peru even have a coast"])
def test_opinions_the_past_and_reports_are_talk(rules: Matcher, text: str) -> None:
    assert read_at(rules, text, TABLE).command is None


def test_a_figure_after_a_cards_topic_is_still_read_back(rules: Matcher) -> None:
    assert read_at(rules, "population about a million that's small", TABLE).command is None


def test_duel_the_districts_searched_asked_for_are_the_status(duel_rules: Matcher) -> None:
    assert said_in_duel(duel_rules, "which districts have we searched so far") == {"type": "status"}


@pytest.mark.parametrize(("text", "want"), [
    ("is the camera one the one that shows a row", None),
    ("use the surveillance camera", {"type": "action", "card": "surveillance"}),
])
def test_duel_a_card_asked_about_is_not_played(duel_rules: Matcher, text: str, want: dict[str, str] | None) -> None:
    assert said_in_duel(duel_rules, text) == want


@pytest.mark.parametrize("text", ["in kenya we say it differently", "back home in peru we call it something else",
                                  "Monarchy, I'm like 80% sure."])
def test_home_ways_and_percent_signs_are_talk(rules: Matcher, text: str) -> None:
    assert read_at(rules, text, TABLE).command is None


def test_a_plain_yes_closing_what_is_said_answers(rules: Matcher) -> None:
    assert said_at(rules, "da yes", TABLE, awaiting=True) == {"type": "confirm"}


@pytest.mark.parametrize("text", ["a one in four shot for the middle", "b three looks dodgy to me",
                                  "is the surveillance on the top row or the side"])
def test_duel_odds_hunches_and_cards_asked_about_are_talk(duel_rules: Matcher, text: str) -> None:
    assert said_in_duel(duel_rules, text) is None


@pytest.mark.parametrize(("text", "want"), [
    ("we'll take the euro dollar franc card and we pick franc", ask("currency_choice", "franc")),
    ("play the monarchy or republic one, monarchy", ask("government_choice", "monarchy")),
    ("because they don't have a coast eliminate kenya", eliminate("KEN")),
    ("cross off salone", eliminate("SLE")),
    ("tell me how far we have come so far", {"type": "status"}),
])
def test_the_fresh_sets_kinds(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


def test_options_offered_are_still_talk(rules: Matcher) -> None:
    assert read_at(rules, "is it the euro or the dollar", TABLE).command is None


def test_a_card_read_out_loud_by_a_player_is_talk(rules: Matcher) -> None:
    assert read_at(rules, "kev read the population card out loud", TABLE).command is None


def test_a_change_of_mind_is_a_no(rules: Matcher) -> None:
    assert said_at(rules, "i change my mind", TABLE, awaiting=True) == {"type": "cancel"}


def test_finding_out_asks_and_pidgin_doubt_is_talk(rules: Matcher) -> None:
    assert said_at(rules, "let's find out if they drive on the left", TABLE) == ask("traffic")
    assert read_at(rules, "na peru or brazil i no fit tell", TABLE).command is None
    assert said_at(rules, "pull it", TABLE, awaiting=True) == {"type": "confirm"}


def test_the_table_asked_after_the_question_read_back_is_no_yes(rules: Matcher) -> None:
    assert said_at(rules, "eliminate kenya, is that right", TABLE, awaiting=True) != {"type": "confirm"}
    assert said_at(rules, "eliminate kenya yes", TABLE, awaiting=True) == {"type": "confirm"}
    assert said_at(rules, "oui c'est ça", TABLE, awaiting=True) == {"type": "confirm"}


def test_this_card_read_out_is_talk(rules: Matcher) -> None:
    assert read_at(rules, "gdp per capita, that's what this card says", TABLE).command is None
