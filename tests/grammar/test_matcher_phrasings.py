"""Phrasings detectives use at the table -> exactly the right Command.

Written as people talk (fillers, address words, politeness, half sentences), not copied from the
templates. Table: Brazil, Peru, France, Niger, DR Congo, Australia; every card playable.
"""

from __future__ import annotations

import pytest

from hideout.engine.commands import Cancel, Command, Confirm, Help, Repeat, Status
from hideout.engine.destination_x.commands import Ask, Eliminate, Guess
from hideout.grammar.matcher import MatchContext, Matcher

TABLE = ("BRA", "PER", "FRA", "NER", "COD", "AUS")
CONTEXT = MatchContext(table=TABLE)
CONFIRMING = MatchContext(table=TABLE, awaiting_confirmation=True)

ASKS: list[tuple[str, Command]] = [
    # land area
    ("how big is it", Ask("land_area")),
    ("um how big is the country", Ask("land_area")),
    ("what's the land area", Ask("land_area")),
    ("spy, what is the area of your country", Ask("land_area")),
    ("how large is it", Ask("land_area")),
    ("the size please", Ask("land_area")),
    ("how many square kilometers is it", Ask("land_area")),
    ("okay so how much land do they have", Ask("land_area")),
    ("let's play the land area card", Ask("land_area")),
    # population
    ("how many people live there", Ask("population")),
    ("population please", Ask("population")),
    ("what's the population", Ask("population")),
    ("uh what is the population of the country", Ask("population")),
    ("hey spy how many people live in your country", Ask("population")),
    ("how many inhabitants does it have", Ask("population")),
    ("how populated is it", Ask("population")),
    ("i'd like to ask about the population", Ask("population")),
    ("we'll use the population card", Ask("population")),
    # gdp
    ("how rich are they", Ask("gdp_per_capita")),
    ("what's the gdp per capita", Ask("gdp_per_capita")),
    ("how wealthy is the country", Ask("gdp_per_capita")),
    ("gdp please", Ask("gdp_per_capita")),
    ("what's the income per person", Ask("gdp_per_capita")),
    ("how much money do people make there", Ask("gdp_per_capita")),
    ("how poor are they", Ask("gdp_per_capita")),
    # highest peak
    ("how high is the highest mountain", Ask("highest_peak")),
    ("what's the tallest mountain there", Ask("highest_peak")),
    ("highest peak please", Ask("highest_peak")),
    ("how tall is the highest peak", Ask("highest_peak")),
    ("so how high are the mountains", Ask("highest_peak")),
    ("what's the highest point", Ask("highest_peak")),
    # land borders
    ("how many neighbours does it have", Ask("land_borders")),
    ("how many countries border it", Ask("land_borders")),
    ("how many countries does it share a border with", Ask("land_borders")),
    ("how many land borders", Ask("land_borders")),
    ("how many neighboring countries are there", Ask("land_borders")),
    ("spy how many countries touch it", Ask("land_borders")),
    ("borders please", Ask("land_borders")),
    # agriculture
    ("what do they grow", Ask("agricultural_product")),
    ("what's the main crop", Ask("agricultural_product")),
    ("what do the farmers grow", Ask("agricultural_product")),
    ("what is their main agricultural product", Ask("agricultural_product")),
    ("what grows there", Ask("agricultural_product")),
    ("agriculture card please", Ask("agricultural_product")),
    # industry
    ("what's the biggest industry", Ask("industry")),
    ("what is the largest industry", Ask("industry")),
    ("what do they make", Ask("industry")),
    ("industry please", Ask("industry")),
    ("what's their main industry", Ask("industry")),
    # export
    ("what do they export", Ask("export")),
    ("what's the main export", Ask("export")),
    ("what do they sell abroad", Ask("export")),
    ("exports please", Ask("export")),
    ("what is their biggest export", Ask("export")),
    # government
    ("what's the system of government", Ask("government")),
    ("how are they governed", Ask("government")),
    ("what kind of government do they have", Ask("government")),
    ("who runs the country", Ask("government")),
    ("what's the political system", Ask("government")),
    # religion
    ("what's the dominant religion", Ask("religion")),
    ("what religion do they follow", Ask("religion")),
    ("what do they believe in", Ask("religion")),
    ("religion please", Ask("religion")),
    ("what's the main religion there", Ask("religion")),
    # capital letter
    ("what letter does the capital start with", Ask("capital_letter")),
    ("what's the first letter of the capital", Ask("capital_letter")),
    ("which letter does the capital begin with", Ask("capital_letter")),
    ("hey spy what does the capital start with", Ask("capital_letter")),
    ("first letter of the capital please", Ask("capital_letter")),
    ("what's the first letter of the capital city", Ask("capital_letter")),
    # currency letter
    ("what letter does the currency start with", Ask("currency_letter")),
    ("what's the first letter of the currency", Ask("currency_letter")),
    ("which letter does their money begin with", Ask("currency_letter")),
    ("what does the currency start with", Ask("currency_letter")),
    # official language
    ("is french spoken there", Ask("official_language", "french")),
    ("is french an official language", Ask("official_language", "french")),
    ("do they speak english", Ask("official_language", "english")),
    ("is spanish an official language there", Ask("official_language", "spanish")),
    ("um do they speak spanish there", Ask("official_language", "spanish")),
    ("is english one of the official languages", Ask("official_language", "english")),
    ("can you speak french there", Ask("official_language", "french")),
    ("does the country speak english", Ask("official_language", "english")),
    ("is the official language spanish", Ask("official_language", "spanish")),
    # government choice
    ("is it a monarchy", Ask("government_choice", "monarchy")),
    ("do they have a king", Ask("government_choice", "monarchy")),
    ("is there a queen", Ask("government_choice", "monarchy")),
    ("is it a republic", Ask("government_choice", "republic")),
    ("is the government a republic", Ask("government_choice", "republic")),
    ("do they have a royal family", Ask("government_choice", "monarchy")),
    ("are they a kingdom", Ask("government_choice", "monarchy")),
    ("does it have a president", Ask("government_choice", "republic")),
    # currency choice
    ("do they use the euro", Ask("currency_choice", "euro")),
    ("is the currency a dollar", Ask("currency_choice", "dollar")),
    ("do they pay with francs", Ask("currency_choice", "franc")),
    ("is it a dollar country", Ask("currency_choice", "dollar")),
    ("do they use dollars", Ask("currency_choice", "dollar")),
    ("is their currency the franc", Ask("currency_choice", "franc")),
    ("are they on the euro", Ask("currency_choice", "euro")),
    # religion choice
    ("is the dominant religion christianity", Ask("religion_choice", "christianity")),
    ("is islam the main religion", Ask("religion_choice", "islam")),
    ("are they mostly buddhist", Ask("religion_choice", "buddhism")),
    ("is it a muslim country", Ask("religion_choice", "islam")),
    ("are they mostly christians", Ask("religion_choice", "christianity")),
    ("is buddhism the dominant religion", Ask("religion_choice", "buddhism")),
    ("is it mainly christian", Ask("religion_choice", "christianity")),
    # history
    ("tell me about its history", Ask("history")),
    ("what's the history", Ask("history")),
    ("history please", Ask("history")),
    ("tell us about the country's history", Ask("history")),
    ("give us the history", Ask("history")),
    # oceans
    ("are they on the pacific", Ask("pacific")),
    ("is it on the atlantic", Ask("atlantic")),
    ("does it touch the indian ocean", Ask("indian")),
    ("do they have a pacific coast", Ask("pacific")),
    ("is the country on the atlantic ocean", Ask("atlantic")),
    ("does it border the pacific ocean", Ask("pacific")),
    ("is it by the indian ocean", Ask("indian")),
    ("atlantic please", Ask("atlantic")),
    # coastline
    ("is it landlocked", Ask("coastline")),
    ("does it have a coastline", Ask("coastline")),
    ("are they landlocked", Ask("coastline")),
    ("do they have access to the sea", Ask("coastline")),
    ("is it on the coast", Ask("coastline")),
    ("does the country have a coast", Ask("coastline")),
    ("do they have beaches", Ask("coastline")),
    # traffic
    ("do they drive on the left", Ask("traffic")),
    ("which side of the road do they drive on", Ask("traffic")),
    ("do they drive on the right", Ask("traffic")),
    ("is traffic left hand or right hand", Ask("traffic")),
    ("what side do they drive on", Ask("traffic")),
    ("do people drive on the left or the right", Ask("traffic")),
    ("left or right hand traffic", Ask("traffic")),
    ("how do they drive", Ask("traffic")),
    # capital largest
    ("is the capital the largest city", Ask("capital_largest")),
    ("is the capital also the biggest city", Ask("capital_largest")),
    ("is the biggest city the capital", Ask("capital_largest")),
    ("is the largest city also the capital", Ask("capital_largest")),
]

ELIMINATIONS: list[tuple[str, Command]] = [
    ("eliminate brazil", Eliminate("BRA")),
    ("cross off brazil", Eliminate("BRA")),
    ("it's not brazil", Eliminate("BRA")),
    ("rule out brazil", Eliminate("BRA")),
    ("um eliminate brazil please", Eliminate("BRA")),
    ("spy, eliminate peru", Eliminate("PER")),
    ("hey spy cross out france", Eliminate("FRA")),
    ("we eliminate niger", Eliminate("NER")),
    ("eliminate the democratic republic of the congo", Eliminate("COD")),
    ("let's eliminate australia", Eliminate("AUS")),
    ("remove peru", Eliminate("PER")),
    ("take france off the table", Eliminate("FRA")),
    ("it isn't in peru", Eliminate("PER")),
    ("you're not in france", Eliminate("FRA")),
    ("scratch brazil", Eliminate("BRA")),
    ("flip over australia", Eliminate("AUS")),
    ("okay rule out niger", Eliminate("NER")),
    ("get rid of brazil", Eliminate("BRA")),
    ("cross peru off", Eliminate("PER")),
    ("i'd like to eliminate france", Eliminate("FRA")),
    ("the spy is not in australia", Eliminate("AUS")),
    ("brazil is out", Eliminate("BRA")),
    ("we're crossing off peru", Eliminate("PER")),
    ("not france", Eliminate("FRA")),
    ("eliminate niger please", Eliminate("NER")),
    ("uh eliminate australia", Eliminate("AUS")),
    ("so it's not in brazil", Eliminate("BRA")),
    ("turn over peru", Eliminate("PER")),
    ("strike out france", Eliminate("FRA")),
    ("knock off brazil", Eliminate("BRA")),
    ("eliminate france thanks", Eliminate("FRA")),
]

GUESSES: list[tuple[str, Command]] = [
    ("we think it's brazil", Guess("BRA")),
    ("arrest in brazil", Guess("BRA")),
    ("the spy is in brazil", Guess("BRA")),
    ("our guess is brazil", Guess("BRA")),
    ("we accuse brazil", Guess("BRA")),
    ("we think you're in peru", Guess("PER")),
    ("arrest the spy in france", Guess("FRA")),
    ("you're hiding in australia", Guess("AUS")),
    ("our final answer is niger", Guess("NER")),
    ("spy, you are in france", Guess("FRA")),
    ("we're going with peru", Guess("PER")),
    ("we guess australia", Guess("AUS")),
    ("final answer brazil", Guess("BRA")),
    ("make an arrest in peru", Guess("PER")),
    ("okay we think the spy is in niger", Guess("NER")),
    ("your hideout is in brazil", Guess("BRA")),
    ("we'd like to arrest in france", Guess("FRA")),
    ("um arrest in the democratic republic of the congo", Guess("COD")),
    ("we accuse peru please", Guess("PER")),
    ("we believe you're in australia", Guess("AUS")),
    ("it's definitely brazil", Guess("BRA")),
    ("we choose france", Guess("FRA")),
    ("brazil is our final answer", Guess("BRA")),
    ("got you you're in peru", Guess("PER")),
    ("we pick niger", Guess("NER")),
]

CONFIRMS: list[tuple[str, Command]] = [
    ("yes", Confirm()), ("yeah", Confirm()), ("correct", Confirm()), ("do it", Confirm()),
    ("yep", Confirm()), ("that's right", Confirm()), ("yes please", Confirm()),
    ("sure go ahead", Confirm()), ("go ahead", Confirm()), ("yeah do it", Confirm()),
    ("absolutely", Confirm()), ("confirm", Confirm()), ("yes that's correct", Confirm()),
    ("okay do it", Confirm()), ("yup", Confirm()), ("yes we're sure", Confirm()),
]

CANCELS: list[tuple[str, Command]] = [
    ("no", Cancel()), ("cancel", Cancel()), ("never mind", Cancel()),
    ("nope", Cancel()), ("no don't", Cancel()), ("hold on no", Cancel()), ("stop", Cancel()),
    ("that's wrong", Cancel()), ("no cancel that", Cancel()), ("forget it", Cancel()),
    ("no that's not what i said", Cancel()), ("undo", Cancel()),
    ("don't do it", Cancel()), ("no wait", Cancel()),
]

DIALOGUE: list[tuple[str, Command]] = [
    ("repeat", Repeat()), ("say that again", Repeat()), ("can you repeat that", Repeat()),
    ("what did you say", Repeat()), ("pardon", Repeat()), ("sorry i didn't catch that", Repeat()),
    ("come again", Repeat()), ("could you say that again please", Repeat()),
    ("spy repeat the answer", Repeat()), ("once more please", Repeat()),
    ("status", Status()), ("what's the score", Status()), ("whose turn is it", Status()),
    ("which countries are left", Status()), ("what round is it", Status()),
    ("show us the table", Status()), ("how many cards are left", Status()),
    ("where are we", Status()),
    ("help", Help()), ("what can i say", Help()), ("how does this work", Help()),
    ("help me please", Help()), ("what are the commands", Help()), ("how do we play", Help()),
    ("i'm confused", Help()), ("hey spy help", Help()),
]

POSITIVE = ASKS + ELIMINATIONS + GUESSES + DIALOGUE


def test_enough_phrasings() -> None:
    assert len(POSITIVE) + len(CONFIRMS) + len(CANCELS) >= 200


@pytest.mark.parametrize("text,expected", POSITIVE)
def test_phrasing_matches(matcher: Matcher, text: str, expected: Command) -> None:
    result = matcher.match(text, CONTEXT)
    assert result.command == expected, result
    assert not result.ambiguous, result


@pytest.mark.parametrize("text,expected", CONFIRMS + CANCELS)
def test_answer_matches_when_confirming(matcher: Matcher, text: str, expected: Command) -> None:
    result = matcher.match(text, CONFIRMING)
    assert result.command == expected, result


def test_every_card_and_option_is_reachable() -> None:
    from hideout.data.cards import load_cards
    asked = {(c.card, c.option) for _, c in ASKS if isinstance(c, Ask)}
    for card in load_cards().values():
        if card.options:
            for option in card.options:
                assert (card.id, option.id) in asked, (card.id, option.id)
        else:
            assert (card.id, None) in asked, card.id
