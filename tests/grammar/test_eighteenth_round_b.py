"""The eighteenth round's English kinds, second pair (issue 10): a rugby clubhouse in the Welsh
Valleys. Each kind with examples of my own (none a bench line) and what each rule must leave alone.
Rules alone: the learned reader is tested in test_reader.py.

Commands: the group's verdict said after placing the spy in the third person ("he's in chile, we
guess chile"), a card put down on the table as the speaker's move ("i'll lay down the coast card"),
a guess as a gamble ("we'll take a punt on peru"), a card asked whose question holds "most of the
population" ("which faith do most of the population keep"), yes and no as the Valleys and the
north say them at "Eliminate Nepal?" ("iawn", "na"), Duel courtesy ("if you please") and "round
him". Talk: a card named where it is played, then remarked on ("the coast card in this deck is
rubbish"), a beating taken in a place ("they gave us a proper hiding in peru").
"""

from __future__ import annotations

import pytest
from phrasing_checks import ask, guess, read_at, said_at, said_in_duel

from hideout.grammar.matcher import Matcher

TABLE = ("PER", "BRA", "NPL", "CHL", "FRA", "JPN", "KEN", "USA", "GBR", "EGY")

# ---- the spy placed, then the group's verdict -----------------------------------------------------

VERDICTS_AFTER_PLACING = (
    ("he's in chile, we guess chile", guess("CHL")),
    ("she's hiding in kenya we go for kenya", guess("KEN")),
    ("he's holed up in egypt, we're going for egypt", guess("EGY")),
    ("he is in japan we accuse japan", guess("JPN")),
)


@pytest.mark.parametrize(("text", "command"), VERDICTS_AFTER_PLACING)
def test_the_groups_verdict_after_placing_the_spy_is_an_arrest(rules: Matcher, text: str,
                                                                command: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == command


@pytest.mark.parametrize("text", [
    # the verdict inside a condition, a story, a negated placing: someone else, or no decision
    "he's in peru if we guess peru we win",
    "he's not in chile we guess chile",
    "he's in kenya last game we guess kenya and lost",
    # the placing alone, someone spoken of
    "he's in france on holiday",
])
def test_a_placing_without_a_verdict_stays_talk(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


# ---- a card put down as a move ------------------------------------------------------------------

@pytest.mark.parametrize(("text", "command"), [
    ("we'll put down the religion card", ask("religion")),
    ("i'm gonna put the gdp card down", ask("gdp_per_capita")),
    ("let's put down the history one", ask("history")),
])
def test_a_card_put_down_is_played(rules: Matcher, text: str, command: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == command


@pytest.mark.parametrize("text", [
    "i'll put down peru",  # written down, not a card
    "i'll put the card down",  # no card named
    "i'll put down the coast card next turn",  # a plan for later
    "put down the history card",  # an order to a player, no "i'll" / "let's"
])
def test_putting_down_without_a_named_card_of_ones_own_stays_talk(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


# ---- a guess as a gamble ---------------------------------------------------------------------

@pytest.mark.parametrize(("text", "command"), [
    ("we'll take a punt on brazil", guess("BRA")),
    ("let's have a punt on nepal then", guess("NPL")),
])
def test_a_punt_on_a_place_is_an_arrest(rules: Matcher, text: str, command: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == command


@pytest.mark.parametrize("text", ["should we take a punt on brazil", "we took a punt on nepal last game"])
def test_a_punt_weighed_or_told_stays_talk(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


# ---- "most of the population" inside another card's question ---------------------------------

@pytest.mark.parametrize(("text", "command"), [
    ("which faith do most of the population keep", ask("religion")),
    ("what god does the majority of the people pray to", ask("religion")),
    # the population asked itself still is
    ("how big is the population", ask("population")),
])
def test_the_population_as_a_quantifier_is_not_the_card(rules: Matcher, text: str, command: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == command


# ---- yes and no from the Valleys and the north ---------------------------------------------------

@pytest.mark.parametrize(("text", "command"), [
    ("iawn", {"type": "confirm"}),
    ("ie go on", {"type": "confirm"}),
    ("ydy", {"type": "confirm"}),
    ("na na", {"type": "cancel"}),
    ("na na, not that one", {"type": "cancel"}),
    ("na mate", {"type": "cancel"}),
    # Pidgin "na" (it is) still says yes
    ("na so", {"type": "confirm"}),
    ("yeah na that one", {"type": "confirm"}),
    ("ehen na am", {"type": "confirm"}),
])
def test_valleys_and_northern_yes_and_no(rules: Matcher, text: str, command: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == command


def test_a_bare_ie_is_no_yes(rules: Matcher) -> None:
    # Japanese "ie" is a no: alone it answers nothing
    assert read_at(rules, "ie", TABLE, awaiting=True).command is None


# ---- talk: a card remarked on where it is played, a beating taken --------------------------------

@pytest.mark.parametrize("text", [
    "the coast card in this deck is rubbish",
    "the history question of theirs was endless",
    "they gave us a proper hiding in peru",
    "we took a right hiding in france that year",
])
def test_remarks_and_beatings_are_talk(rules: Matcher, text: str) -> None:
    assert read_at(rules, text, TABLE).command is None


@pytest.mark.parametrize(("text", "command"), [
    ("you're hiding in peru", guess("PER")),
    ("the coast card please", ask("coastline")),
])
def test_the_plain_forms_still_act(rules: Matcher, text: str, command: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == command


# ---- Duel: courtesy and "round him" ------------------------------------------------------------

@pytest.mark.parametrize(("text", "command"), [
    ("i shall start in b two if you please", {"type": "move", "to": "B2"}),
    ("taxi to c three if you would be so kind", {"type": "move", "to": "C3"}),
    ("check the districts round him", {"type": "action", "card": "grid_search"}),
])
def test_duel_courtesy_and_round_him(duel_rules: Matcher, text: str, command: dict[str, str]) -> None:
    assert said_in_duel(duel_rules, text) == command


# ---- a formal "might we have", a question about the locals with its verb dropped, goods sent out ----

@pytest.mark.parametrize(("text", "command"), [
    ("might we have the capital letter", ask("capital_letter")),
    ("might i have their history", ask("history")),
    ("they mainly christian or what", ask("religion_choice", "christianity")),
    ("the locals all muslim or what", ask("religion_choice", "islam")),
    ("what stuff do they send out of the country", ask("export")),
])
def test_formal_might_verbless_or_what_and_goods_sent_out(rules: Matcher, text: str, command: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == command


@pytest.mark.parametrize("text", [
    "might we have eliminated the wrong one",  # a doubt about an act done
    "it's peru or what",  # a challenge among players
    "they're bluffing or what",
])
def test_might_and_or_what_left_as_talk(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


# ---- en_heldout40's kinds (a hospital break room): Taglish, busy waits, a wager, what it said ------

@pytest.mark.parametrize(("text", "command"), [
    ("oo sige", {"type": "confirm"}),
    ("oo po", {"type": "confirm"}),
])
def test_tagalog_yes_with_sige_or_po(rules: Matcher, text: str, command: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == command


def test_a_bare_oo_is_a_sound_not_a_yes(rules: Matcher) -> None:
    assert read_at(rules, "oo", TABLE, awaiting=True).command is None


@pytest.mark.parametrize("text", [
    "one moment, i'm looking at the board",
    "hang on we're just counting the cards",
    "give me a sec i'm reading the clues",
])
def test_a_moment_then_the_speakers_business_is_no_answer_yet(rules: Matcher, text: str) -> None:
    result = read_at(rules, text, TABLE, awaiting=True)
    assert result.command is None and result.reason.startswith("a moment asked for")


@pytest.mark.parametrize(("text", "command"), [
    ("one second i'm checking, no", {"type": "cancel"}),  # a no after the business answers
    ("wait no", {"type": "cancel"}),
])
def test_waits_that_answer_still_answer(rules: Matcher, text: str, command: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == command


@pytest.mark.parametrize(("text", "command"), [
    ("alisin na natin yung kenya", {"type": "eliminate", "destination": "KEN"}),
    ("tanggalin yung chile", {"type": "eliminate", "destination": "CHL"}),
])
def test_taglish_removals(rules: Matcher, text: str, command: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == command


@pytest.mark.parametrize("text", ["what did it say mate", "sorry what did it say", "oi what did the spy say there"])
def test_what_it_said_asked_alone_is_a_repeat(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) == {"type": "repeat"}


@pytest.mark.parametrize("text", ["what did it say about the coast", "did she say kenya or chile"])
def test_what_it_said_about_something_stays_talk(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


@pytest.mark.parametrize(("text", "command"), [
    ("the spy is in nepal, i'd bet my house on it", guess("NPL")),
    ("we're dead certain of it, the hideout is kenya", guess("KEN")),
])
def test_a_claim_said_with_conviction_is_an_arrest(rules: Matcher, text: str, command: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == command


def test_a_wager_on_a_place_stays_an_opinion(rules: Matcher) -> None:
    assert said_at(rules, "i'd bet my house on nepal", TABLE) is None


# ---- the last round's leads: slang and Indian English asks ----------------------------------------

@pytest.mark.parametrize(("text", "command"), [
    ("spill the tea on their religion", ask("religion")),
    ("give us the tea on the history", ask("history")),
    ("which one main export", ask("export")),
    ("which one is the main industry there", ask("industry")),
])
def test_slang_and_which_one_asks(rules: Matcher, text: str, command: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == command


@pytest.mark.parametrize("text", ["which one is the main card", "which one should we ask first", "spill the tea on your date"])
def test_which_one_between_cards_and_gossip_stay_talk(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


# ---- talk: the players' fondness for a card ---------------------------------------------------------

@pytest.mark.parametrize("text", ["the coast card again, you guys love that one", "ah the history one, you lot always pick it"])
def test_the_players_fondness_for_a_card_is_talk(rules: Matcher, text: str) -> None:
    assert read_at(rules, text, TABLE).command is None


def test_a_card_asked_again_still_asks(rules: Matcher) -> None:
    assert said_at(rules, "the religion card again please", TABLE) == ask("religion")
