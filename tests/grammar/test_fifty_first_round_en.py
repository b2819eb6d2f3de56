"""The fifty-first round's English kinds (issue 10), examples of my own (none a bench line) beside what
each rule must leave alone.

A card asked for someone at the table ("the coast one, grandad likes that one", "play the export one for
mum"), named as theirs ("we'll use grandpa's card, the population"), hurried before them ("... before grandpa
wastes it"), relayed as their question ("... grandma is asking") or asked for someone who missed the answer ("say
that again, nan didn't hear") is the request; their fondness for a card said alone stays talk.
"He's chilling in X" places the spy as "he's hiding in X" does ("she's living in X" is someone's relative).
An act with its reason straight after ("peru out they drive on the right") is the act. A name said, then a
belief naming it again, is the belief; "we'll take a shot X" and "i'd put my pension on X" are guesses. Maltese, Navajo and Tok Pisin
yes and no words, Nigerian "no wahala" and a yes hurried ("yes yes hurry up") answer "Eliminate X?", and Tok Pisin "rausim" (remove), "solwara" (sea) and "gavman"
(government) are read, and "em i stap long X" places the spy. "Remind us which countries we still have" asks the
status; a country's card put down "because it's not X" puts X out. A hunch put off for another question, a card
explained ("it's like how many ...", "what's X when it's at home") or weighed ("is it X we want next") stays talk, and
so does a Duel card explained to oneself ("reinforcements means i go again").
"""

from __future__ import annotations

import pytest
from phrasing_checks import eliminate, guess, read_at, said_at, said_in_duel

from hideout.grammar.matcher import Matcher

TABLE = ("CHL", "PER", "DNK", "KEN", "FRA", "JPN", "EGY", "NPL")


@pytest.mark.parametrize(("text", "want"), [
    ("the coast card grandad likes that one", {"type": "ask", "card": "coastline"}),
    ("let's do the export one for mum she loves it", {"type": "ask", "card": "export"}),
    ("could we ask the religion one auntie loves a story", {"type": "ask", "card": "religion"}),
    ("my nan wants the population one go on", {"type": "ask", "card": "population"}),
    ("we'll use grandpa's card the land area", {"type": "ask", "card": "land_area"}),
    ("um the one dad likes how tall is the highest mountain", {"type": "ask", "card": "highest_peak"}),
    ("could you say that again my nan didn't hear", {"type": "repeat"}),
    ("uh mum says ask if they speak french officially",
     {"type": "ask", "card": "official_language", "option": "french"}),
    ("she's chilling in kenya go get her", guess("KEN")),
    ("peru out they drive on the right", eliminate("PER")),
    ("eliminate chile their capital starts with an s", eliminate("CHL")),
    ("denmark we reckon it's denmark", guess("DNK")),
    ("we'll take a shot nepal", guess("NPL")),
    ("rausim egypt", eliminate("EGY")),
    ("does the country touch the solwara", {"type": "ask", "card": "coastline"}),
    ("what kind of gavman do they have", {"type": "ask", "card": "government"}),
    ("right this time we do the religion one", {"type": "ask", "card": "religion"}),
    ("me me i wanna ask the coast one", {"type": "ask", "card": "coastline"}),
    ("can you remind us which countries are still left", {"type": "status"}),
    ("put down the kenya card it's not kenya", eliminate("KEN")),
    ("yu i stap long peru", guess("PER")),
    ("holim pas em long nepal", guess("NPL")),
    ("do they tok inglis officially", {"type": "ask", "card": "official_language", "option": "english"}),
    ("no king no queen nothing so is it a republic", {"type": "ask", "card": "government_choice", "option": "republic"}),
    ("ask the export card she says that one always helps", {"type": "ask", "card": "export"}),
    ("let me ask the coast one before grandpa wastes it", {"type": "ask", "card": "coastline"}),
    ("arrest them in kenya my auntie's hometown", guess("KEN")),
    ("how many countries are left grandma is asking", {"type": "status"}),
    ("i'd put my wages on kenya arrest them", guess("KEN")),
    ("i'd bet the house on it nepal", guess("NPL")),
    ("let's ask the export one jo says it's a good one to start with", {"type": "ask", "card": "export"}),
])
def test_read(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", [
    # their fondness for a card, said alone, and their own doings stay theirs
    "grandad likes the coast one",
    "the export one is for mum",
    "mum can't hear a thing with the telly on",
    "she's living in kenya these days",
    # a hunch put off for another question
    "it's peru i can feel it but let's ask one more",
    # a name out of a game that is no destination on the table
    "we're out they beat us again",
    "remind me which countries have a coast",
    "put down the phone it's not yours",
    # a card explained, queried or weighed at the table
    "it's like how many people live in the whole place",
    "what's land area when it's at home",
    "is it religion we want next or the coast one",
    "it's peru grandma's favourite",
    "i'd put the house on it being somewhere hot",
])
def test_talk_stays_talk(rules: Matcher, text: str) -> None:
    result = read_at(rules, text, TABLE)
    assert result.command is None or result.tentative


@pytest.mark.parametrize(("text", "want"), [
    ("no wahala go ahead", "confirm"), ("yes yes hurry up", "confirm"), ("yep that's the one we said", "confirm"),
    ("iva", "confirm"), ("mela iva", "confirm"), ("aoo", "confirm"), ("orait", "confirm"), ("stret", "confirm"),
    ("le le", "cancel"), ("dooda", "cancel"), ("nogat", "cancel"),
])
def test_yes_and_no_words(rules: Matcher, text: str, want: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == {"type": want}


def test_yes_word_alone_answers_nothing(rules: Matcher) -> None:
    assert said_at(rules, "orait", TABLE) is None


def test_duel_card_explained_to_oneself_is_talk(duel_rules: Matcher) -> None:
    assert said_in_duel(duel_rules, "reinforcements means i get another go doesn't it") is None
    assert said_in_duel(duel_rules, "play reinforcements") == {"type": "action", "card": "reinforcements"}
