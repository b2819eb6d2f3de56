"""The eleventh round's talk probe, English (issue 10): 40 lines of table talk in kinds no phrasing
set holds, written before the round's rules, to see whether the rules reach talk of a kind nobody
tuned on. None is a bench line. On the round's base (main c16302f) the rules acted on 4; the rules
written from the spent sets acted on the same 4; one rule written after reading the probe (a card's
topic after "my" / "our") took it to 1 (notes/MEASUREMENTS.md, "Eleventh round, English").

Kinds: a player whose name is a country's ("jordan's out, he had to pick up his kids"), food and
drink named like one ("a cuba libre for me please"), a command's verb in its everyday sense ("we
need to eliminate the echo in this room"), a card's word in its everyday sense ("the population of
my village"), sport and news in the background, the device itself, the game taught to a newcomer,
greetings, things passed across the table, wishes, songs, the score, the time, words of another
language, a pet on the cards.
"""

from __future__ import annotations

import pytest
from phrasing_checks import said_at

from hideout.grammar.matcher import Matcher

#: Jordan, Georgia, Chad, Turkey, Chile, Cuba, Brazil, France, Japan, Peru, Nepal, Egypt, Portugal,
#: Argentina, Maldives, Jamaica, Canada, Kenya face up: every name the probe says is on the table.
TABLE = ("JOR", "GEO", "TCD", "TUR", "CHL", "CUB", "BRA", "FRA", "JPN", "PER", "NPL", "EGY", "PRT",
         "ARG", "MDV", "JAM", "CAN", "KEN")

PROBE = (
    # a player whose name is a country's
    "jordan's out, he had to pick up his kids",
    "georgia can you get rid of these crisp packets",
    "chad you're up, don't be shy",
    "pass it to georgia, she's keeping score",
    # food and drink named like a country
    "can i get a turkey sandwich from the machine",
    "who finished the brazil nuts",
    "we're having turkey at my mum's on sunday",
    "this chile con carne is lethal",
    "a cuba libre for me please",
    # a command's verb in its everyday sense
    "we need to eliminate the echo in this room",
    "guess who forgot to charge the speaker",
    "cross off milk from the shopping list, we've got some",
    "the police arrested someone outside the chippy",
    "can you remove your elbow from my cards",
    # a card's word in its everyday sense
    "the population of my village is about four hundred",
    "my currency is chocolate buttons",
    "the history teacher made us learn every capital",
    "my religion is sunday football",
    "our coast guard course starts monday",
    # sport and news in the background
    "france just scored a penalty",
    "the match is japan against peru tonight",
    "they said on the radio nepal had an earthquake",
    # the device itself
    "the speaker keeps cutting out",
    "can someone turn the volume down on that thing",
    "does it understand scottish accents",
    # the game taught to a newcomer
    "so you pick one of your cards and it answers for the hidden country",
    "when you're sure you say arrest and the country",
    # greetings
    "cheers everyone, here's to kenya",
    "say hi to your gran in jamaica for me",
    # things passed across the table
    "could you pass me the egypt card from the pile",
    "hand me the population card so i can read it",
    # wishes
    "my dream holiday is the maldives",
    "i'd love to retire to portugal",
    # songs
    "don't cry for me argentina",
    "it's coming home, it's coming home",
    # the score, the time
    "that's two points to us and one to the spy",
    "we've only got ten minutes before the last bus",
    # another language's words
    "how do you say thank you in japanese",
    "what's the word for beer in german",
    # a pet on the cards
    "the cat's sitting on canada again",
)


#: What the round left: a player named like a country whose act word is an everyday one ("jordan's
#: out" is how an elimination is said too; the "he" after it may be the spy: "he's in norway, arrest him").
LEFT = {"jordan's out, he had to pick up his kids"}


@pytest.mark.parametrize("text", [pytest.param(t, marks=pytest.mark.xfail(strict=True, reason="left: a player named like a country"))
                                  if t in LEFT else t for t in PROBE])
def test_the_probe_is_talk(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None
