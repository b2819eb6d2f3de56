"""The spy's answers for every card, on the test handbook and on the shipped one."""

from __future__ import annotations

import pytest
from destination_x_handbook import small_handbook

from hideout.data.cards import load_cards
from hideout.data.handbook import load_handbook
from hideout.engine.destination_x.answers import (
    Answer,
    AnswerKind,
    answer_for,
    base_rate,
    base_rates,
    card_questions,
    currency_word,
    first_letter,
)
from hideout.engine.errors import InvalidCommand

SMALL = small_handbook()
FULL = load_handbook()
CARDS = load_cards()


def ask(card: str, dest: str, option: str | None = None, gk: bool = False, handbook=SMALL) -> Answer:
    return answer_for(CARDS[card], option, handbook[dest], gk, handbook)


@pytest.mark.parametrize("card,dest,option,kind,value,unit", [
    ("population", "AUT", None, AnswerKind.NUMBER, 8_710_000, "people"),
    ("land_area", "AUT", None, AnswerKind.NUMBER, 83_871, "km2"),
    ("gdp_per_capita", "CHE", None, AnswerKind.NUMBER, 75_000, "usd"),
    ("highest_peak", "NPL", None, AnswerKind.NUMBER, 8849, "m"),
    ("land_borders", "FRA", None, AnswerKind.COUNT, 4, None),
    ("land_borders", "JPN", None, AnswerKind.COUNT, 0, None),
    ("agricultural_product", "FRA", None, AnswerKind.TEXT, "wheat", None),
    ("industry", "ITA", None, AnswerKind.TEXT, "tourism", None),
    ("export", "PER", None, AnswerKind.TEXT, "copper", None),
    ("government", "ESP", None, AnswerKind.TEXT, "parliamentary constitutional monarchy", None),
    ("religion", "EGY", None, AnswerKind.TEXT, "Sunni Islam", None),
    ("history", "FRA", None, AnswerKind.TEXT, "France has a history written for the tests.", None),
    ("capital_letter", "FRA", None, AnswerKind.LETTER, "P", None),
    ("capital_letter", "ISL", None, AnswerKind.LETTER, "R", None),
    ("currency_letter", "NZL", None, AnswerKind.LETTER, "D", None),   # the rulebook's example
    ("currency_letter", "CHE", None, AnswerKind.LETTER, "F", None),
    ("currency_letter", "AUT", None, AnswerKind.LETTER, "E", None),
    ("official_language", "NZL", "english", AnswerKind.YES_NO, True, None),
    ("official_language", "CHE", "french", AnswerKind.YES_NO, True, None),
    ("official_language", "AUT", "spanish", AnswerKind.YES_NO, False, None),
    ("government_choice", "JPN", "monarchy", AnswerKind.YES_NO, True, None),
    ("government_choice", "JPN", "republic", AnswerKind.YES_NO, False, None),
    ("currency_choice", "CHE", "franc", AnswerKind.YES_NO, True, None),
    ("currency_choice", "NZL", "euro", AnswerKind.YES_NO, False, None),
    ("religion_choice", "MNG", "buddhism", AnswerKind.YES_NO, True, None),
    ("religion_choice", "EGY", "christianity", AnswerKind.YES_NO, False, None),
    ("atlantic", "EGY", None, AnswerKind.YES_NO, True, None),
    ("indian", "EGY", None, AnswerKind.YES_NO, True, None),
    ("pacific", "EGY", None, AnswerKind.YES_NO, False, None),
    ("coastline", "AUT", None, AnswerKind.YES_NO, False, None),
    ("coastline", "JPN", None, AnswerKind.YES_NO, True, None),
    ("traffic", "JPN", None, AnswerKind.SIDE, "left", None),
    ("traffic", "FRA", None, AnswerKind.SIDE, "right", None),
    ("capital_largest", "CHE", None, AnswerKind.YES_NO, False, None),
    ("capital_largest", "FRA", None, AnswerKind.YES_NO, True, None),
])
def test_every_card_answers_from_the_page(card, dest, option, kind, value, unit):
    answer = ask(card, dest, option)
    assert (answer.kind, answer.value, answer.unit, answer.detail) == (kind, value, unit, ())


@pytest.mark.parametrize("card,dest,option,detail_kind,detail", [
    ("capital_letter", "CHE", None, "capital", ("Bern",)),
    ("currency_letter", "NZL", None, "currency", ("New Zealand dollar",)),
    ("official_language", "CHE", "english", "languages", ("German", "French", "Italian")),
    ("land_borders", "AUT", None, "neighbours", ("Germany", "Switzerland", "Italy")),
    ("atlantic", "FRA", None, "seas", ("Atlantic Ocean", "Mediterranean Sea")),
    ("highest_peak", "NPL", None, "peak", ("Mount Everest",)),
    ("government_choice", "ESP", "monarchy", "government", ("parliamentary constitutional monarchy",)),
])
def test_gaining_knowledge_adds_the_full_information(card, dest, option, detail_kind, detail):
    answer = ask(card, dest, option, gk=True)
    assert (answer.detail_kind, answer.detail) == (detail_kind, detail)
    assert answer.value == ask(card, dest, option).value  # the same answer, more said


def test_gaining_knowledge_names_unknown_neighbours_by_id():
    assert ask("land_borders", "MNG", gk=True).detail == ("CHN", "RUS")


@pytest.mark.parametrize("card,option,message", [
    ("official_language", None, "needs an option"),
    ("official_language", "german", "not an option"),
    ("population", "english", "takes no option"),
])
def test_bad_options_are_invalid(card, option, message):
    with pytest.raises(InvalidCommand, match=message):
        ask(card, "FRA", option)


@pytest.mark.parametrize("name,letter", [("Reykjavík", "R"), ("Ōsaka", "O"), ("Đồng", "D"),
                                         ("  Lima", "L")])
def test_first_letter_drops_accents(name, letter):
    assert first_letter(name) == letter


@pytest.mark.parametrize("currency,word", [("New Zealand dollar", "dollar"), ("euro", "euro"),
                                           ("pound sterling", "pound"),
                                           ("West African CFA franc", "franc")])
def test_currency_word_is_the_currency_itself(currency, word):
    assert currency_word(currency) == word


def test_answers_round_trip_through_json():
    for card, option in card_questions(CARDS):
        answer = ask(card, "CHE", option, gk=True)
        assert Answer.from_json(answer.to_json()) == answer


def test_there_are_30_questions_on_23_cards():
    # 19 plain cards + language (3) + government (2) + currency (3) + religion (3) options
    assert len(CARDS) == 23 and len(card_questions(CARDS)) == 19 + 3 + 2 + 3 + 3


def test_every_question_has_an_answer_for_every_shipped_destination():
    for dest in FULL:
        for card, option in card_questions(CARDS):
            answer = answer_for(CARDS[card], option, dest, True, FULL)
            if answer.kind is AnswerKind.UNKNOWN:
                assert card in ("land_area", "population", "gdp_per_capita")
            elif answer.kind is AnswerKind.LETTER:
                assert len(answer.value) == 1 and answer.value.isascii() and answer.value.isupper()


@pytest.mark.parametrize("dest,card,option,value", [
    ("FRA", "capital_letter", None, "P"),
    ("JPN", "traffic", None, "left"),
    ("CHE", "currency_choice", "franc", True),
    ("MNG", "land_borders", None, 2),
    ("NZL", "currency_letter", None, "D"),
    ("GBR", "official_language", "english", True),
])
def test_well_known_answers_from_the_shipped_handbook(dest, card, option, value):
    assert ask(card, dest, option, handbook=FULL).value == value


def test_base_rates_from_the_shipped_handbook_match_the_rulebook():
    monarchy = base_rate(FULL, CARDS["government_choice"], "monarchy").share
    republic = base_rate(FULL, CARDS["government_choice"], "republic").share
    assert 0.18 <= monarchy <= 0.26          # the rulebook: about 22%
    assert abs(monarchy + republic - 1) < 1e-9
    assert base_rate(FULL, CARDS["population"]).median > 1_000_000
    assert base_rate(FULL, CARDS["export"]) == base_rate(FULL, CARDS["export"]).__class__(
        "export", None)


def test_base_rates_cover_every_question():
    rates = base_rates(SMALL, CARDS)
    assert set(rates) == set(card_questions(CARDS))
    assert rates[("coastline", None)].share == pytest.approx(10 / 14)


def test_base_rate_on_the_small_handbook_is_exact():
    assert base_rate(SMALL, CARDS["traffic"]).share == pytest.approx(3 / 14)
    # border counts 0,0,0,0,1,1,1,2,2,3,3,3,4,4: the median falls between 1 and 2
    assert base_rate(SMALL, CARDS["land_borders"]).median == 1.5
