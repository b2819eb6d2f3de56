"""Detectives talking among themselves must never act.

Hedges, negations, questions about what to do, talk about cards and snacks: the matcher returns
no command (and in particular never an elimination or an arrest).
"""

from __future__ import annotations

import pytest

from hideout.grammar.matcher import MatchContext, Matcher

TABLE = ("BRA", "PER", "FRA", "NER", "COD", "AUS")

TABLE_TALK = [
    # hedges and opinions
    "I think it's in europe",
    "i think it's brazil",
    "maybe it's peru",
    "maybe eliminate brazil",
    "it could be brazil or peru",
    "it might be france",
    "perhaps it's niger",
    "probably australia",
    "i guess it's not peru",
    "i bet it's france",
    "i believe the spy is in brazil",
    "i feel like it's australia",
    "i'd say it's peru",
    "it's probably not france",
    "i'm not sure it's brazil",
    "not sure about peru",
    "i wonder if it's niger",
    "it seems like france",
    "looks like brazil to me",
    "sounds like australia",
    "kind of sounds like peru",
    "i suppose it could be the congo",
    # questions about what to do
    "should we eliminate france?",
    "should we eliminate france",
    "shall we cross off brazil",
    "what do you think",
    "what do you think about brazil",
    "do you think it's peru",
    "should we guess brazil now",
    "should we ask about the population",
    "what if it's brazil",
    "what about peru",
    "how about france",
    "why would it be niger",
    "would it be australia",
    "wouldn't that be brazil",
    "did we eliminate peru already",
    "have we asked about the population",
    "did you write that down",
    "didn't we already cross off brazil",
    "shouldn't we ask about religion first",
    "could it be the congo",
    "should we arrest in brazil",
    "should i play the traffic card",
    # negation and delay
    "let's not eliminate brazil yet",
    "don't eliminate brazil",
    "do not cross off peru",
    "not yet",
    "let's not guess yet",
    "we're not ready to arrest",
    "let's not rush",
    "don't arrest yet",
    "no don't eliminate france",
    "we shouldn't eliminate niger",
    "never eliminate australia",
    "we haven't decided",
    "it's not brazil or peru",
    # alternatives: two destinations named
    "brazil or peru",
    "either brazil or france",
    "it's brazil or peru",
    "is it france or australia",
    "peru and brazil are both in south america",
    "brazil peru france",
    # talk about cards and the game
    "I have the population card",
    "i've got the traffic card",
    "we have the religion card",
    "you have the history card",
    "he has the atlantic card",
    "your turn",
    "it's my turn",
    "it's your turn ben",
    "remember the population answer",
    "last time it was in asia",
    "wait let me think",
    "hold on let me look at the map",
    "what did the spy say about the coast",
    "the answer was twelve million",
    "that's a lot of people",
    "twelve million is small",
    "brazil is huge",
    "peru has mountains",
    "france is in europe",
    "niger is landlocked i'm pretty sure",
    "australia drives on the left right",
    "the congo is in africa",
    # snacks and small talk
    "pass me the chips",
    "hand me the map",
    "can you pass the water",
    "who wants pizza",
    "this game is fun",
    "i love this game",
    "where's the bathroom",
    "my phone is ringing",
    "what time is it",
    "i need a coffee",
    "that's funny",
    "good question",
    "oh wow",
    "hmm interesting",
    "i have no idea",
    "we're so close",
    "come on guys",
    "let me see the cards",
    "whose phone is that",
    "turn the music down",
    "did you hear that",
    "brazil has great food",
    "have you been to peru",
    "my cousin lives in france",
    "i went to australia last year",
    "the capital of france is paris",
    "paris is the capital",
]


def test_enough_table_talk() -> None:
    assert len(TABLE_TALK) >= 100


@pytest.mark.parametrize("text", TABLE_TALK)
def test_table_talk_never_acts(matcher: Matcher, text: str) -> None:
    result = matcher.match(text, MatchContext(table=TABLE))
    assert result.command is None, result
    assert result.reason, result
