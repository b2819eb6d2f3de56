"""The twelfth round's talk probe, English (issue 10): 40 lines of table talk in kinds no phrasing
set and no earlier probe holds, written before the round's rules, to see whether rules written by
kind reach talk nobody tuned on. None is a bench line; every one says a card's word, a
destination's name or an act's verb in its everyday sense, so each is a real chance to act.

Kinds (people and registers): children at the table, a phone call on speaker, the rulebook read
aloud, cooking, video games, directions in the house, banter aimed at the device, the news and
prices, planning a trip, the old days, a house move, a wedding being planned, homework, a car in
for repair, music, a landlord, a pet, the weather. The figures before and after the round are in
notes/MEASUREMENTS.md ("Twelfth round, English").
"""

from __future__ import annotations

import pytest
from phrasing_checks import said_at

from hideout.grammar.matcher import Matcher

#: Every destination the probe names is face up.
TABLE = ("AUS", "NGA", "CAN", "BRA", "JPN", "MEX", "KEN", "PRT", "PER", "EGY", "IND", "CHL", "FRA",
         "ITA", "GHA", "NOR")

PROBE = (
    # children at the table
    "can i have a go at being the spy after this",
    "my teacher says australia is a whole continent",
    "i'm telling mum you looked at the cards",
    # a phone call on speaker
    "hi auntie, yes we're playing that spy game, i'll ring you back",
    "tell your dad the flight from canada lands at six",
    # the rulebook read aloud
    "it says here the spy has to answer every card truthfully",
    "rule three, a detective plays only one card per turn",
    # cooking
    "the rice needs ten more minutes so nobody touch the pot",
    "add the peppers and a pinch of salt to the stew",
    # video games
    "i always play as brazil in fifa",
    "in my civ game i wiped out japan in three turns",
    # directions in the house
    "the loo is the second door on the left",
    "turn left at the lights and park by the bins",
    # banter aimed at the device
    "spy you are going down tonight",
    "this spy is way too clever, who programmed it",
    "what language is this thing even written in",
    # the news and prices
    "the government put the price of petrol up again",
    "the dollar is doing terribly against the pound",
    "they closed the border with mexico because of the storm",
    # planning a trip
    "we're flying to kenya in march for the safari",
    "portugal in august is too hot for me",
    # the old days
    "in my day we learnt every capital by heart",
    "your grandfather sailed across the atlantic twice",
    # a house move
    "the removal van can't get up the hill with the piano",
    "we'll need to get rid of the old sofa before the move",
    # a wedding being planned
    "the bride's family are flying in from nigeria",
    "her cousin is doing the speech in french and english",
    # homework
    "capital letters for the names, and underline the title",
    "she's got a history essay due on the romans",
    # a car in for repair
    "the mechanic says the gearbox is on its way out",
    # music
    "put on some afrobeats, something from ghana",
    "this song is number one in norway apparently",
    # a landlord
    "the landlord wants the rent in cash by friday",
    # a pet
    "the dog's eaten half the peru card, look",
    "take the cat off the table, she's on egypt",
    # the weather
    "it's chucking it down, nobody is going home yet",
    "it's hotter here than in india today",
    # religion, people and money in their everyday sense
    "we've got church in the morning so not too late",
    "this town has more sheep than people",
    "who owes me a fiver from the takeaway",
)


#: What the round left: a card's word in its everyday sense, plural ("capital letters" for writing;
#: the stem reads "letters" as the card's "letter").
LEFT = {"capital letters for the names, and underline the title"}


@pytest.mark.parametrize("text", [pytest.param(t, marks=pytest.mark.xfail(strict=True, reason="left: a card's word in its everyday sense"))
                                  if t in LEFT else t for t in PROBE])
def test_the_probe_is_talk(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


#: A second batch, written after the round's rules and aimed at their kinds (so not blind, and not
#: tuned on): main acted on 3 of them ("whose card is the pacific one", "they knocked out nigeria in
#: the world cup", "it's cheaper than in japan here"), the branch on none.
AFTER_THE_RULES = (
    "who brought the snacks, and who has the history card",
    "which of you is holding the religion card",
    "whose card is the pacific one",
    "make una no vex, i go soon come",
    "e don late, make we finish this round quick",
    "i'm way ahead on points, sorry not sorry",
    "she's leading us by two",
    "last week we eliminated brazil first and it was brazil",
    "you crossed out peru in the last game too",
    "they knocked out nigeria in the world cup",
    "pass the chips over to the kenya side",
    "put the dice away before chile falls off",
    "it's cheaper than in japan here",
    "mexico's bigger than peru by miles",
    "na wa o, this game hard",
    "e be like say na egypt",
    "dem no dey play this kind game for my village",
    "abeg who get charger",
    "the spy dey form, e no wan talk",
    "i dey for kitchen, shout when na my turn",
)


@pytest.mark.parametrize("text", AFTER_THE_RULES)
def test_talk_written_after_the_rules_is_talk(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE + ("NGA", "MEX")) is None
