"""The twenty-first round's English kinds (issue 10): tables that mix in Spanish, French or
Portuguese. Examples of my own (none a bench line) beside what each rule must leave alone.

The destinations' names in other languages (the handbook's names_abroad, from REST Countries'
translations); card questions, acts and answers said with Spanish, French or Portuguese words.
"""

from __future__ import annotations

import pytest
from phrasing_checks import ask, eliminate, guess, read_at, said_at, said_in_duel

from hideout.grammar.matcher import Matcher

TABLE = ("ESP", "DEU", "BRA", "MEX", "CHE", "JPN", "PER", "ISL")


# ---- names in other languages ------------------------------------------------------------------

@pytest.mark.parametrize(("text", "ident"), [
    ("we think the spy is in alemania", "DEU"),
    ("arrest him in suiza", "CHE"),
    ("he's hiding in japon", "JPN"),
])
def test_a_name_in_another_language_places_the_spy(rules: Matcher, text: str, ident: str) -> None:
    assert said_at(rules, text, TABLE) == guess(ident)


@pytest.mark.parametrize(("text", "ident"), [
    ("eliminate mexique", "MEX"),
    ("cross off brasilien", "BRA"),
    ("get rid of espagne", "ESP"),
])
def test_a_name_in_another_language_is_eliminated(rules: Matcher, text: str, ident: str) -> None:
    assert said_at(rules, text, TABLE) == eliminate(ident)


@pytest.mark.parametrize("text", ["my cousin lives in alemania", "we went to espagne last summer",
                                  "we flew over the island", "i love chili on my tacos"])
def test_talk_about_a_place_in_another_language_stays_talk(rules: Matcher, text: str) -> None:
    # "island" (German for Iceland) and "chili" (French for Chile) are English words: on the stoplist
    assert read_at(rules, text, TABLE).command is None


# ---- Spanish and French words inside English ----------------------------------------------------

@pytest.mark.parametrize(("text", "card"), [
    ("hablan ingles", "official_language"),
    ("cual es su moneda", "currency"),
    ("cuantos habitantes tiene", "population"),
    ("que religion tienen", "religion"),
    ("tell us about la frontera how many countries", "land_borders"),
])
def test_card_questions_with_spanish_or_french_words(rules: Matcher, text: str, card: str) -> None:
    got = said_at(rules, text, TABLE)
    assert got is not None and got["type"] == "ask" and got["card"].startswith(card.split("_")[0]), got


def test_a_spanish_elimination_reads_the_act(rules: Matcher) -> None:
    assert said_at(rules, "quitale japon", TABLE) == eliminate("JPN")


@pytest.mark.parametrize("text", ["vale", "orale pues", "simon", "certo", "ouais", "fer sure", "vas y"])
def test_spanish_portuguese_and_french_yeses(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == {"type": "confirm"}


@pytest.mark.parametrize("text", ["nel", "para nada", "claro que no", "uh uh"])
def test_spanish_noes(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == {"type": "cancel"}


@pytest.mark.parametrize("text", ["no se", "ay no se", "je sais pas"])
def test_not_knowing_in_spanish_or_french_is_no_answer(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) is None


# ---- "or what" closing a question about the place; a card named, then its option -----------------

@pytest.mark.parametrize(("text", "want"), [
    ("is this one a monarchy or what", ask("government_choice", "monarchy")),
    ("is the capital the largest city or what", ask("capital_largest")),
    ("the place on the pacific or wha", ask("pacific")),
    ("does it touch the atlantic si o no", ask("atlantic")),
])
def test_or_what_closing_a_question_about_the_place(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", ["are we playing or what", "is he bluffing or what", "is that card useless or what",
                                  "you gonna ask the pacific one or what"])
def test_or_what_about_players_cards_or_the_spy_stays_talk(rules: Matcher, text: str) -> None:
    assert read_at(rules, text, TABLE).command is None


@pytest.mark.parametrize(("text", "want"), [
    ("the language card is spanish one of them", ask("official_language", "spanish")),
    ("currency card is franc yeah", ask("currency_choice", "franc")),
])
def test_a_card_named_then_its_option_asks_it(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", ["the language card is useless", "the currency card is a waste of time"])
def test_a_card_named_then_a_remark_stays_talk(rules: Matcher, text: str) -> None:
    assert read_at(rules, text, TABLE).command is None


# ---- a bet placed on the hideout; Caribbean "dash way"; a Spanish or Nigerian opener --------------

@pytest.mark.parametrize(("text", "ident"), [
    ("you're in switzerland i'd put money on it", "CHE"),
    ("oya we go for mexico", "MEX"),
    ("vamos go for peru", "PER"),
])
def test_a_bet_or_an_opener_before_the_verdict(rules: Matcher, text: str, ident: str) -> None:
    assert said_at(rules, text, TABLE) == guess(ident)


@pytest.mark.parametrize(("text", "ident"), [("dash way japan", "JPN"), ("dash weh brazil", "BRA")])
def test_dash_way_eliminates(rules: Matcher, text: str, ident: str) -> None:
    assert said_at(rules, text, TABLE) == eliminate(ident)


def test_no_money_on_a_place_is_talk(rules: Matcher) -> None:
    assert read_at(rules, "i wouldn't put money on japan", TABLE).command is None


@pytest.mark.parametrize("text", ["no king no queen so is it a republic", "is it a republic then, no king"])
def test_a_republic_asked_with_the_king_ruled_out(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) == ask("government_choice", "republic")


def test_a_monarchy_asked_plainly_is_still_a_monarchy(rules: Matcher) -> None:
    assert said_at(rules, "do they have a king", TABLE) == ask("government_choice", "monarchy")


# ---- a request of the conversation beside an aside about the players -----------------------------

@pytest.mark.parametrize(("text", "want"), [
    ("sorry i was getting drinks say that again", {"type": "repeat"}),
    ("repeat that please my nan missed it", {"type": "repeat"}),
    ("cancel that it was a slip", {"type": "cancel"}),
    ("scrap that i said the wrong one", {"type": "cancel"}),
])
def test_a_request_said_whole_beside_an_aside(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", ["hold on let me look at my cards", "wait who is the spy this round",
                                  "he said cancel it lol", "don't rush it let's think first"])
def test_a_wait_or_a_report_beside_talk_is_no_request(rules: Matcher, text: str) -> None:
    assert read_at(rules, text, TABLE).command is None


@pytest.mark.parametrize("text", ["is the capital city the largest one around there or not",
                                  "is the capital also the biggest one they have"])
def test_the_capital_the_biggest_one_with_words_after_it(rules: Matcher, text: str) -> None:
    # with words after it the templates miss it, and the evidence once read the capital's letter
    assert said_at(rules, text, TABLE) == ask("capital_largest")


@pytest.mark.parametrize(("text", "card"), [("i've got the coastline card so let's play it", "coastline"),
                                            ("we got the history one what is it", "history")])
def test_a_card_in_hand_then_played(rules: Matcher, text: str, card: str) -> None:
    assert said_at(rules, text, TABLE) == ask(card)


@pytest.mark.parametrize("text", ["i've got the coastline card", "i've got the history card but i'm saving it"])
def test_a_card_in_hand_not_played_is_talk(rules: Matcher, text: str) -> None:
    assert read_at(rules, text, TABLE).command is None


@pytest.mark.parametrize("text", ["use the camera card show us where he is", "surveillance please show me where he's at"])
def test_show_me_where_he_is_asks_the_camera(duel_rules: Matcher, text: str) -> None:
    assert said_in_duel(duel_rules, text) == {"type": "action", "card": "surveillance"}


def test_where_he_is_said_of_him_stays_talk(duel_rules: Matcher) -> None:
    assert said_in_duel(duel_rules, "he is in b four i bet") is None
