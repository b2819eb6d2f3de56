"""The fifty-second round's English kinds (issue 10), examples of my own (none a bench line) beside what
each rule must leave alone.

Liberian English: the plural "them" after a noun ("the people them") and the habitual "can" ("the people can
pray to who") are read through; a remark put to the spy about its own country ("spy your people drive on the
left") asks; "where the president sitting" is the capital. Tristan da Cunha "i's playing ..." is "i'm playing",
and "how's us doing", "where's us at", "us wants to arrest" speak of the team. A hand recited, then the card
chosen from it ("i got X, Y and Z, i'll use the Z"; "... yeah we'll do that one") is the request. What people
"make on average" is the income card; "what went on there" and "what happen there" ask the history; "how they
ruling the country" the government, and "a king or a president or what" its plain card. An act with an
apology to a relative after it ("lose peru sorry auntie") is the act. An act put off "till it's our turn"
stays talk. "True true", "eh henh", "na problem", "give'r", "most certainly", "turn her over" and "yes
already" answer yes; "i say no", "frig no", "i did not say that" and "i'm afraid not" answer no. A country
named by its people ("the dutch people country"), "how plenty", a place then "we're sure of it", what is
shipped abroad (the export), the answer asked again with why it was missed ("... my sister was hoovering"),
and the team's pick taken, had or gone for ("we'll take nepal", "let's go for it france") are read, as is
a plea to explain after not understanding ("... explain it to me"). "Hold it" while thinking is a pause.
In the Duel a row said before its column is the square, and the camera put on Mister X with what it should
show is the Surveillance card.
"""

from __future__ import annotations

import pytest
from phrasing_checks import eliminate, guess, read_at, said_at, said_in_duel

from hideout.grammar.matcher import Matcher

TABLE = ("CHL", "PER", "DNK", "KEN", "FRA", "JPN", "EGY", "NPL")


@pytest.mark.parametrize(("text", "want"), [
    ("the folks them speak english over there", {"type": "ask", "card": "official_language", "option": "english"}),
    ("the people can worship who mostly", {"type": "ask", "card": "religion"}),
    ("spy your people drive on the left", {"type": "ask", "card": "traffic"}),
    ("spy your country touching the pacific", {"type": "ask", "card": "pacific"}),
    ("what letter does the town where the president sitting start with", {"type": "ask", "card": "capital_letter"}),
    ("i's asking the coastline card", {"type": "ask", "card": "coastline"}),
    ("how's us doing then", {"type": "status"}),
    ("us wants to arrest them in kenya", guess("KEN")),
    ("which ones is still left", {"type": "status"}),
    ("okay i got religion traffic and exports i'll play the exports", {"type": "ask", "card": "export"}),
    ("i got the coast one yeah we'll do that one", {"type": "ask", "card": "coastline"}),
    ("what does a person there make on average", {"type": "ask", "card": "gdp_per_capita"}),
    ("what went on in that country long ago", {"type": "ask", "card": "history"}),
    ("how they running the country", {"type": "ask", "card": "government"}),
    ("do they have a queen or a president or what", {"type": "ask", "card": "government"}),
    ("get rid of chile sorry grandpa", eliminate("CHL")),
    ("can you tell me again what you said", {"type": "repeat"}),
    ("the dutch people country take it away", eliminate("NLD")),
    ("how plenty people be in that country", {"type": "ask", "card": "population"}),
    ("kenya we're sure of it", guess("KEN")),
    ("what do they ship abroad on the boats", {"type": "ask", "card": "export"}),
    ("repeat it please my sister was hoovering", {"type": "repeat"}),
    ("one more time the dog was barking", {"type": "repeat"}),
    ("say that again the radio is too loud", {"type": "repeat"}),
    ("nepal we'll take nepal", guess("NPL")),
    ("right we'll have a go egypt", guess("EGY")),
    ("let's go for it france", guess("FRA")),
    ("i don't understand this game explain it to me", {"type": "help"}),
])
def test_read(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", [
    # an act put off until the speaker's turn
    "chile can go but wait till it's our turn",
    "we'll drop kenya when it's my turn",
    # a hand recited and a card saved for later
    "i got the history card i'll use the history later",
    # an apology with no act before it
    "i asked about peru sorry grandma",
    # "i's sure" is the speaker's own claim about a card, no request
    "i's sure the coast card is useless",
    # a hedged pick, a pick of something that is no place, a place named with "off"
    "i think we'll have peru",
    "we'll have a cup of tea",
    "peru i'm sure of it",
])
def test_talk_stays_talk(rules: Matcher, text: str) -> None:
    result = read_at(rules, text, TABLE)
    assert result.command is None or result.tentative


@pytest.mark.parametrize(("text", "want"), [
    ("true true", "confirm"), ("eh henh", "confirm"), ("na problem go ahead", "confirm"), ("give'r", "confirm"),
    ("i say yes", "confirm"), ("i say no", "cancel"), ("frig no", "cancel"),
    ("most certainly", "confirm"), ("go ahead and turn her over", "confirm"), ("yes already", "confirm"),
    ("i did not say that", "cancel"), ("i'm afraid not", "cancel"),
])
def test_yes_and_no_words(rules: Matcher, text: str, want: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == {"type": want}


def test_hold_it_while_thinking_is_a_pause(rules: Matcher) -> None:
    # "hold it" asks for a moment, as "hold on" does; with a no after it, it is the no
    assert said_at(rules, "hold it let me think", TABLE, awaiting=True) is None
    assert said_at(rules, "hold it no", TABLE, awaiting=True) == {"type": "cancel"}


def test_a_sound_hummed_is_no_answer(rules: Matcher) -> None:
    # "ahn ahn" is a no at one table and a thinking sound at another: it answers nothing
    assert said_at(rules, "ahn ahn", TABLE, awaiting=True) is None
    # a bare "true" may open a thought ("true, but ..."): no yes
    assert said_at(rules, "true but is it though", TABLE, awaiting=True) != {"type": "confirm"}


def test_duel_row_said_first_and_camera_with_its_purpose(duel_rules: Matcher) -> None:
    assert said_in_duel(duel_rules, "second row column d") == {"type": "move", "to": "D2"}
    assert said_in_duel(duel_rules, "put the camera on him so we can see which row he's in") == \
        {"type": "action", "card": "surveillance"}
    # what the camera showed, told afterwards, plays nothing
    assert said_in_duel(duel_rules, "the camera showed his row") is None
