"""The thirty-first round's English kinds (issue 10). Examples of my own (none a bench line) beside
what each rule must leave alone.

The polite past ("we were wondering what ...") asks now; a faith's following asked ("which religion has
the most followers") is no card held; a yes/no question told to a player about the place ("ask it if
they drive on the left") is asked back like the other questions told; Scots and Irish "if ye don't mind"
and a go-ahead closed by "so" ("sure go on so"); "what am i meant to say"; "... that's where they are"
places the spy, "that's where they are from" does not; a word's meaning asked ("what is this word
landlocked") is talk; "one moment please i am thinking" asks for time; Duel "search round about him".
"""

from __future__ import annotations

import pytest
from phrasing_checks import ask, guess, read_at, said_at, said_in_duel

from hideout.grammar.matcher import Matcher

TABLE = ("PER", "CHL", "KEN", "NPL", "ZAF", "MEX")


@pytest.mark.parametrize(("text", "want"), [
    ("i was wondering what the main export is", ask("export")),
    ("we were just wondering how many people live there", ask("population")),
    ("what faith has the most followers over there", ask("religion")),
    ("what's the highest mountain if ye don't mind", ask("highest_peak")),
    ("mexico that's where they are", guess("MEX")),
    ("what are we meant to say to the spy", {"type": "help"}),
])
def test_said_so_is_understood(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize(("text", "want"), [
    ("ask it if they drive on the left", ask("traffic")),
    ("go on ask the spy whether it has a coast", ask("coastline")),
])
def test_a_yes_no_question_told_to_a_player_is_asked_back(rules: Matcher, text: str, want: dict[str, str]) -> None:
    result = read_at(rules, text, TABLE)
    assert result.command is not None and result.command.to_json() == want
    assert result.tentative  # "The traffic card?": a player coached is no decision of the table's


@pytest.mark.parametrize("text", [
    "ask her if she wants the population card",   # of a player, not the place
    "who has the most cards left",                # a card held
    "kenya that's where they are from",           # where people come from, no hideout
    "what is this word landlocked",               # a word's meaning asked of the table
    "we were wondering about dinner",             # no question to the spy
])
def test_what_it_leaves_alone(rules: Matcher, text: str) -> None:
    result = read_at(rules, text, TABLE)
    assert result.command is None or (result.tentative and result.command.to_json()["type"] != "guess")


@pytest.mark.parametrize(("text", "want"), [
    ("sure go on so", {"type": "confirm"}),
    ("grand so", {"type": "confirm"}),
    ("one moment please i am thinking", None),
    ("ok so", None),  # still trailing off
])
def test_at_a_pending_question(rules: Matcher, text: str, want: dict[str, str] | None) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == want


def test_search_round_about_him_is_a_grid_search(duel_rules: Matcher) -> None:
    assert said_in_duel(duel_rules, "search every square round about him") == {"type": "action", "card": "grid_search"}


def test_a_pension_staked_places_the_spy(rules: Matcher) -> None:
    assert said_at(rules, "it's chile i'd put my pension on it", TABLE) == guess("CHL")


@pytest.mark.parametrize("text", [
    "population is like how many folks live there right",   # a card's word explained to the table
    "what's a republic is that like no king",
])
def test_a_card_word_explained_is_talk(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


@pytest.mark.parametrize(("text", "want"), [
    ("he's in kenya i'm telling you", guess("KEN")),          # conviction closing a claim
    ("it's peru i am sure she is there", guess("PER")),
    ("encore une fois please", {"type": "repeat"}),            # French "once more"
    ("ag los dit", {"type": "cancel"}),                         # Afrikaans "leave it"
])
def test_conviction_and_loanwords(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


def test_i_am_telling_you_alone_is_talk(rules: Matcher) -> None:
    assert said_at(rules, "kenya is huge i'm telling you", TABLE) is None


@pytest.mark.parametrize(("text", "want"), [
    ("he's in kenya i reckon yeah kenya", guess("KEN")),   # a hedge, then the name again as the decision
    ("it has to be peru i'm sure peru", guess("PER")),
])
def test_a_name_said_again_after_a_hedge_decides(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


def test_a_hedge_with_another_name_after_it_stays_talk(rules: Matcher) -> None:
    assert said_at(rules, "he's in kenya i reckon or chile", TABLE) is None


def test_innit_closing_a_card_request_is_a_habit(rules: Matcher) -> None:
    assert said_at(rules, "land area innit", TABLE) == ask("land_area")
    assert said_at(rules, "chile's got a coast innit", TABLE) is None   # assent sought about a place


def test_the_choice_card_named_by_what_it_offers_can_be_set_aside(rules: Matcher) -> None:
    assert said_at(rules, "the government card please not the either or one", TABLE) == ask("government")
