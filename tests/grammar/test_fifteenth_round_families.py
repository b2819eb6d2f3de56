"""The fifteenth round's English kinds (issue 10), each with examples of my own (none a bench line)
and what each rule must leave alone. Rules alone: the reader is tested in test_reader.py.

Talk first: a moment asked for at "Eliminate Peru?" after a hesitation sound or with thinking said
aloud (the question stays pending; a bare "wait" is still a no), a remark about what a card gives,
a card weighed against keeping it, the speaker's home country set beside the place, a word's
translation asked, something seen on television. Then commands: yes and no in the languages a table
mixes in, one withdrawal said twice, status and help asked in other words, arrests in police words
and closed by "final", card questions in other words ("salt water", "lore", "el pacifico", "or nah").
"""

from __future__ import annotations

import pytest
from phrasing_checks import ask, guess, said_at, said_in_duel

from hideout.grammar.matcher import Matcher

TABLE = ("PER", "BRA", "CHL", "KEN", "NGA", "JPN", "IND", "EGY", "AUS", "CAN", "MEX", "NOR")

# ---- a moment asked for at a pending question --------------------------------------------------

MOMENTS = (
    "um, hang on",
    "er hold on",
    "hmm, wait",
    "uh hold up lah",
    "oh, just a moment",
    "give me a minute, i need to think",
    "wait, i have to think",
    "one second, still thinking",
    # a moment asked for by name, whatever opens it (second pass)
    "a moment please",
    "just a moment",
    "give me a moment",
)


@pytest.mark.parametrize("text", MOMENTS)
def test_a_moment_asked_for_leaves_the_question_pending(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) is None


# (a wait said over and over, "hang on hang on", keeps the question pending from the seventeenth round on,
# a hold-on said once from the twentieth: test_twentieth_round_en.py, and a bare wait from the thirty-eighth)
@pytest.mark.parametrize("text", ("hold on no", "um, wait, no", "hmm no, hold on"))
def test_a_bare_wait_or_one_with_a_no_still_cancels(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == {"type": "cancel"}


def test_a_yes_after_the_moment_is_not_taken_for_a_pause(rules: Matcher) -> None:
    assert said_at(rules, "uh yes", TABLE, awaiting=True) == {"type": "confirm"}


# ---- table talk --------------------------------------------------------------------------------

TALK = (
    # what a card gives, remarked on (after "bruh" too)
    "bruh the coastline card clues are useless",
    "the population card answers are always huge numbers",
    # a card weighed against keeping it
    "do we play the history card now or save it",
    "you want to use the area card or keep it",
    # the speaker's home set beside the place
    "in my country the capital is the biggest city",
    "back home the coast is rocky",
    # a word's translation asked
    "how do you say border in spanish",
    "how you say in tagalog the word coast",
    # something seen on a screen
    "chile ain't big at all, we seen it on tv",
    "norway has loads of mountains i seen it on tv",
    # military service told (second pass)
    "spent two tours off kenya, rough water",
    "i did a tour off chile once, cold as anything",
    "we were stationed near egypt for a year",
)


@pytest.mark.parametrize("text", TALK)
def test_talk_of_these_kinds_does_nothing(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


# ---- yes and no in other languages at "Eliminate Peru?" -----------------------------------------

ANSWERS = (
    ("claro", {"type": "confirm"}),
    ("dale dale", {"type": "confirm"}),
    ("mais oui", {"type": "confirm"}),
    ("betul betul", {"type": "confirm"}),
    ("boleh lah", {"type": "confirm"}),
    ("mais non", {"type": "cancel"}),
    ("tidak tidak", {"type": "cancel"}),
    ("bukan", {"type": "cancel"}),
    ("tak mau", {"type": "cancel"}),
    ("heck naw", {"type": "cancel"}),
    ("steady lah", {"type": "confirm"}),
    ("batal", {"type": "cancel"}),
    # a yes said with a belief or as a verdict (second pass)
    ("yes, i believe so", {"type": "confirm"}),
    ("it's a yes", {"type": "confirm"}),
    ("i would say yes", {"type": "confirm"}),
)


@pytest.mark.parametrize(("text", "want"), ANSWERS)
def test_yes_and_no_in_the_tables_other_languages(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == want


@pytest.mark.parametrize("text", ("claro", "bukan"))
def test_those_words_with_nothing_pending_do_nothing(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


# ---- commands ----------------------------------------------------------------------------------

COMMANDS = (
    # one withdrawal said twice
    ("never mind, scratch that", {"type": "cancel"}),
    ("stop, cancel it", {"type": "cancel"}),
    ("ignore the last message", {"type": "cancel"}),
    # the score asked in other words
    ("how many points have we got so far", {"type": "status"}),
    ("who is winning now", {"type": "status"}),
    ("where do we stand", {"type": "status"}),
    ("what's the score at the moment", {"type": "status"}),
    # how to play asked in other words
    ("how do the cards work again", {"type": "help"}),
    ("what things can we even say", {"type": "help"}),
    # an arrest in police words, closed by "final", made as a noun, with "hiding" after a belief
    ("our target is holed up in kenya", guess("KEN")),
    ("detain her in peru", guess("PER")),
    ("close in on chile", guess("CHL")),
    ("apprehend the suspect at kenya", guess("KEN")),
    ("last call, the suspect is in mexico", guess("MEX")),
    ("we'll go with egypt final answer", guess("EGY")),
    ("we go with egypt final", guess("EGY")),
    ("we make the accusation on india", guess("IND")),
    ("we reckon she's hiding in japan", guess("JPN")),
    ("we think the spy is hiding in chile", guess("CHL")),
    # card questions in other words
    ("does it reach salt water at all", ask("coastline")),
    ("does the country touch salt water", ask("coastline")),
    ("give us the lore of the place", ask("history")),
    ("the size of the land please", ask("land_area")),
    ("how much money does the average guy make there", ask("gdp_per_capita")),
    # an elimination announced as under way, or after the decision is announced
    ("we're dropping kenya", {"type": "eliminate", "destination": "KEN"}),
    ("we are cutting egypt", {"type": "eliminate", "destination": "EGY"}),
    ("right, decision made, bin nigeria", {"type": "eliminate", "destination": "NGA"}),
    ("okay decision made lose chile", {"type": "eliminate", "destination": "CHL"}),
    # the answer missed, then asked again
    ("we missed that, say it once more", {"type": "repeat"}),
    # radio and Spanish words (second pass)
    ("belay our last", {"type": "cancel"}),
    ("deep six nigeria", {"type": "eliminate", "destination": "NGA"}),
    ("quita mexico from the list", {"type": "eliminate", "destination": "MEX"}),
    # Malay dialogue words with nothing pending
    ("batal lah", {"type": "cancel"}),
    ("sorry, ulang lagi", {"type": "repeat"}),
    ("oye, is it on el pacifico", ask("pacific")),
    ("is their capital the largest city or nah", ask("capital_largest")),
)


@pytest.mark.parametrize(("text", "want"), COMMANDS)
def test_these_kinds_are_understood(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", ("i suspect it's peru", "we suspect chile", "should we guess peru", "are we dropping kenya",
                                  "decision made, peru", "we've decided, chile"))
def test_a_suspicion_or_a_proposal_stays_talk(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


@pytest.mark.parametrize("text", ("don't take that back", "don't cancel it"))
def test_a_negation_before_the_withdrawal_still_negates_it(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


DUEL = (
    ("what's the situation now", {"type": "status"}),
    ("how do the action cards work again", {"type": "help"}),
    ("what moves can we even make", {"type": "help"}),
    ("put the cams on him", {"type": "action", "card": "surveillance"}),
)


@pytest.mark.parametrize(("text", "want"), DUEL)
def test_the_duel_hears_them_too(duel_rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_in_duel(duel_rules, text) == want


# What the rules must leave alone: the same words asking or acting as before.
LEFT_ALONE = (
    ("the history card answer please", ask("history")),
    ("what's the population", ask("population")),
    ("is it landlocked", ask("coastline")),
    ("we think you're in peru", guess("PER")),
    # home as a comparison inside a question, not opening a story
    ("do they use the euro like back home", ask("currency_choice", "euro")),
    ("is it on the atlantic like in my country", ask("atlantic")),
    # a speaker finding the word, then saying it
    ("el pib, how you say, the gdp per capita", ask("gdp_per_capita")),
    # a question word after an opening sound asks, whatever verb follows the cue
    ("bruh how many people are in that place", ask("population")),
)


@pytest.mark.parametrize(("text", "want"), LEFT_ALONE)
def test_the_same_words_still_ask_or_act(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want
