"""The twenty-ninth round's English kinds (issue 10). Examples of my own (none a bench line) beside
what each rule must leave alone.

A name corrected with "it's" ("eliminate kenya, no, it's nepal") or with the first name rejected again
("cross off peru, it's not peru, it's chile") acts on the name meant. An act put off until the table has
thought ("..., but let's not rush it") is a plan, not an act. "How many countries are still left" asks
the state of the game. A people named with "option" or "choice" ("the swiss option") is the destination,
as "the swiss one" is. Hindi "khatam karo" (finish it off) eliminates and "... hai ya nahi" (or not)
closes a yes-or-no question. In the Duel, advice given among players ("i would advise against the
reinforcements card") plays no card, nor does what a ticket allows ("the bus lets me go two right").
The open government question asked beside one of
the choice card's options ("what kind of government ..., a president or what") asks the open card.
A statement closed by the speakers' own beside it ("they pay in euro like us") is a question as often as a
remark: asked back.
"""

from __future__ import annotations

import pytest
from phrasing_checks import ask, eliminate, guess, read_at, said_at, said_in_duel

from hideout.grammar.matcher import Matcher

TABLE = ("NPL", "CHL", "CHE", "PRT", "ISL", "KEN", "PER", "MOZ", "EGY", "LAO")


@pytest.mark.parametrize(("text", "want"), [
    ("eliminate kenya no it's nepal", eliminate("NPL")),
    ("cross off peru it's not peru it's chile", eliminate("CHL")),
    ("take out egypt sorry make that laos", eliminate("LAO")),
    ("arrest in kenya, no, it's not kenya, it's nepal", guess("NPL")),
])
def test_the_name_meant_after_a_correction(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


def test_a_name_weighed_against_another_stays_talk(rules: Matcher) -> None:
    assert said_at(rules, "is it kenya no it's nepal", TABLE) is None


@pytest.mark.parametrize("text", [
    "i believe the spy is hiding in kenya but let's not rush it",
    "eliminate peru, but let's hold off",
    "chile maybe, not so fast though",
])
def test_an_act_put_off_is_no_act(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


def test_a_courteous_no_rush_still_asks(rules: Matcher) -> None:
    assert said_at(rules, "ask the population, no rush", TABLE) == ask("population")


@pytest.mark.parametrize("text", ["how many countries are still left", "how many are still left"])
def test_the_state_of_the_game(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) == {"type": "status"}


@pytest.mark.parametrize(("text", "want"), [
    ("let's drop the swiss option", eliminate("CHE")),
    ("eliminate the portuguese choice", eliminate("PRT")),
])
def test_a_people_named_as_an_option(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


def test_the_swiss_cheese_names_nothing(rules: Matcher) -> None:
    assert said_at(rules, "pass the swiss cheese please", TABLE) is None


@pytest.mark.parametrize(("text", "want"), [
    ("khatam karo egypt ko", eliminate("EGY")),
    ("samundar hai ya nahi", ask("coastline")),
])
def test_hindi_in_english(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", [
    "i would advise against the reinforcements card",
    "i'd recommend the surveillance camera card",
])
def test_advice_among_players_plays_no_card(duel_rules: Matcher, text: str) -> None:
    assert said_in_duel(duel_rules, text) is None


def test_two_words_of_a_card_weighed_as_one_are_talk(rules: Matcher) -> None:
    assert said_at(rules, "border and frontier is the same thing right", TABLE) is None


@pytest.mark.parametrize("text", ["the taxi lets me go two up", "the bus lets you go to c3"])
def test_what_a_ticket_allows_is_the_rules(duel_rules: Matcher, text: str) -> None:
    assert said_in_duel(duel_rules, text) is None


@pytest.mark.parametrize(("text", "want"), [
    ("lets go to c3", {"type": "move", "to": "C3"}),
    ("lets move two up", {"type": "step", "direction": "up", "spaces": 2}),
])
def test_lets_typed_without_its_apostrophe_still_moves(duel_rules: Matcher, text: str, want: dict[str, object]) -> None:
    assert said_in_duel(duel_rules, text) == want


@pytest.mark.parametrize("text", [
    "what sort of government do they run there, a king or something",
    "what kind of government have they got, is there a president or what",
])
def test_the_open_question_asked_beside_an_option_asks_the_open_card(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) == ask("government")


@pytest.mark.parametrize(("text", "want"), [
    ("is it a monarchy", ask("government_choice", "monarchy")),
    ("is it a monarchy or what", ask("government_choice", "monarchy")),
])
def test_an_option_alone_still_asks_the_choice_card(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


def test_two_options_alone_stay_talk(rules: Matcher) -> None:
    assert said_at(rules, "king or president", TABLE) is None


@pytest.mark.parametrize(("text", "want"), [
    ("they pay in euro like us", ask("currency_choice", "euro")),
    ("they drive on the left same as here", ask("traffic")),
    # a remark in the sixth and twenty-sixth rounds' tests; two spent writers (en56, en64) closed a
    # question so and none a remark, and asked back it costs a question, never a card
    ("they drive on the left there like us", ask("traffic")),
])
def test_the_hideout_set_beside_our_own_is_asked_back(rules: Matcher, text: str, want: dict[str, str]) -> None:
    result = read_at(rules, text, TABLE)
    assert result.command is not None and result.command.to_json() == want and result.tentative


@pytest.mark.parametrize("text", ["egypt drives on the right like us", "my nan is catholic like us"])
def test_someone_else_beside_our_own_is_talk(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None
