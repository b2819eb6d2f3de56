"""Families added in the matcher's tenth round, English (issue 10, after the spent set en_heldout9),
read by the rules alone (the learned reader off: it was trained on that set).

Safety first: talk that changed the game or made the spy speak up, by what is structurally true of
it. Every example is written for these tests (none is a bench line), beside the commands each rule
must keep:
- a plan for a later turn ("let's ask about the religion next", "next time ...", "... after the
  coast one"): "next" closing a sentence with a verb of playing plans; "population next" asks now;
- a trip of one's own ("i've been to kenya"), a case supposed for the argument ("let's say it's
  japan", "suppose it's kenya, then what"), a turn handed to another player in the third person
  ("tell him to ask about the population");
- "no" after a verb of noting or reporting ("write down no coast", "the spy said no to the
  pacific"): an answer written down or reported, not a repair before a card;
- "so" after a word of being ("india is so crowded"): a degree, not a settled argument;
- names in a list after a describing word ("between peru and chile"): all described, none acted on;
- someone spoken of in the third person ("he hesitated on the coast question"), the rules asked
  among players ("are we allowed to ask about the population twice"), a player coached on what to
  say to the game ("try saying what's the population"), and an act or a question judged after the
  fact ("who eliminated chile", "good call on eliminating kenya").
"""

from __future__ import annotations

from typing import Any

import pytest
from phrasing_checks import ask, eliminate, guess, said_at, said_in_duel

from hideout.grammar.matcher import Matcher

TABLE = ("BRA", "PER", "CHL", "CAN", "KEN", "NPL", "EGY", "IND", "JPN")


def said(matcher: Matcher, text: str, awaiting: bool = False) -> dict[str, Any] | None:
    return said_at(matcher, text, TABLE, awaiting=awaiting)


# ---- safety: a plan for a later turn -----------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "let's ask about the population next",
    "i want to ask about the history next",
    "we can do the religion one next",
    "next time let's ask about the currency",
    "next turn we eliminate peru",
    "after that we can eliminate brazil",
    "let's do the government card after the coast one",
    "afterwards we can arrest them in kenya",
])
def test_a_plan_for_a_later_turn_is_talk(rules: Matcher, text: str) -> None:
    assert said(rules, text) is None


@pytest.mark.parametrize("text,expected", [
    ("population next please", ask("population")),
    ("next question what's the population", ask("population")),
    ("okay next eliminate brazil", eliminate("BRA")),
    ("eliminate peru next please", eliminate("PER")),
    ("let's ask about the religion now", ask("religion")),
    ("how many countries are next to it", ask("land_borders")),
])
def test_next_as_the_turn_now_still_asks(rules: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(rules, text) == expected


@pytest.mark.parametrize("text", ["no next time", "nope we'll ask the coast next", "no, later on"])
def test_a_no_opening_a_plan_still_answers_the_question_pending(rules: Matcher, text: str) -> None:
    assert said(rules, text, awaiting=True) == {"type": "cancel"}


# ---- safety: a trip of one's own, a case supposed, a turn handed to another player ---------------------
@pytest.mark.parametrize("text", [
    "i've been to kenya it's lovely in june",
    "we've been to egypt twice on holiday",
    "have you been to india it's so hot",
    "suppose it's kenya then what",
    "let's say it's japan for argument's sake",
    "let's say it's peru what would the currency be",
    "supposing they're in nepal the peak would be huge",
    "tell him to ask about the population",
    "get him to ask about the history",
    "let her play the coast card",
])
def test_trips_suppositions_and_turns_handed_on_are_talk(rules: Matcher, text: str) -> None:
    assert said(rules, text) is None


@pytest.mark.parametrize("text,expected", [
    ("say it again", {"type": "repeat"}),
    ("say it again please i couldn't hear", {"type": "repeat"}),
    ("you're in kenya", guess("KEN")),
    ("we say japan final answer", guess("JPN")),
    ("tell us the history", ask("history")),
    ("so what's the main industry out there then", ask("industry")),
])
def test_commands_beside_those_forms_are_kept(rules: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(rules, text) == expected


# ---- safety: a noted or reported "no", "so" as a degree, names in a described list -----------------------
@pytest.mark.parametrize("text", [
    "write down no coast",
    "jot down no pacific",
    "the spy said no to the pacific",
    "india is so crowded",
    "japan is so expensive",
    "brazil is so big",
    "chile is so long and thin",
    "so it's between peru and chile",
    # someone spoken of in the third person, the rules asked among players
    "he hesitated on the coast question",
    "she looked nervous at the population card",
    "are we allowed to ask about the population twice",
    "can we use two cards in one turn",
    # a player coached on what to say to the game, an act or a question judged after the fact
    "try saying what's the population",
    "you can say eliminate peru to it",
    "you have to say eliminate and then the country",
    "tell it the coast card",
    "who eliminated chile",
    "great question about the religion",
    "good call on eliminating kenya",
    "i'm saving the population card",
    # a guess mocked, a warning among players
    "yeah right like it's gonna be japan",
    "careful the coast question is a trap",
    # a card spoken of as the subject of its own working
    "how does the currency card even work",
    "what does the export card ask",
    "does the history card give a year",
    "the religion one always gives it away",
    "how does the spy answer the population card",
    "i'm deciding between population and coast",
])
def test_noted_answers_degrees_and_described_lists_are_talk(rules: Matcher, text: str) -> None:
    assert said(rules, text) is None


@pytest.mark.parametrize("text,expected", [
    ("what commands do you understand", {"type": "help"}),
    ("can you say that again", {"type": "repeat"}),
    ("who leads the country", ask("government")),
    ("after careful thought we eliminate kenya", eliminate("KEN")),
    ("the religion one please", ask("religion")),
    ("coast card does it have a coast", ask("coastline")),
    ("is the population like huge", ask("population")),
    ("so how big is it", ask("land_area")),
    ("population no coast", ask("coastline")),
    ("kenya is so out cross it off", eliminate("KEN")),
    ("it's not peru so eliminate peru", eliminate("PER")),
])
def test_settles_and_repairs_still_read(rules: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(rules, text) == expected


# ---- then the largest kinds of "none" and "wrong" --------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    # a visit imagined in the hideout whose question names nothing: the visit is what is asked
    ("if we held a census there what number would come back", ask("population")),
    ("if i cracked open a shipping container from that country what would be in it", ask("export")),
    ("if i climbed the tallest mountain there how high would i be", ask("highest_peak")),
    # the speaker's own words: said again, taken back, not heard
    ("what's the population i said what's the population", ask("population")),
    ("forget that forget what i just said", {"type": "cancel"}),
    ("sorry i didn't catch what you said", {"type": "repeat"}),
    # an act closing a sentence about one destination, on a pronoun
    ("we don't think it's kenya get rid of it", eliminate("KEN")),
    ("we don't think you're hiding in chile eliminate it", eliminate("CHL")),
    ("nepal can't be it take it off", eliminate("NPL")),
    # a "no" before a thing had is no negation of the act ("has no coast")
    ("kenya has no coast get rid of it", eliminate("KEN")),
    ("egypt has no king so take it off", eliminate("EGY")),
    ("not peru i'd know if it was peru cross it off", eliminate("PER")),
    # an act's reason opening with "it's"; a concession after an act; a place's lie
    ("eliminate peru it's too hot", eliminate("PER")),
    ("cross out canada it's far too cold for a spy", eliminate("CAN")),
    ("we eliminate kenya even if it hurts", eliminate("KEN")),
    ("is the country lying on the pacific", ask("pacific")),
    ("does your country lie along the atlantic", ask("atlantic")),
    # a topic said first, then its question in statement order; a pronoun said twice
    ("the population you can tell me", ask("population")),
    ("the atlantic it touches it or not", ask("atlantic")),
    ("me i want to know the main religion", ask("religion")),
    # a tag seeking assent closing a decision
    ("we'll strike off kenya shall we dear", eliminate("KEN")),
    ("let's do the history one i guess", ask("history")),
    # a shrug and a courtesy are no act asked about ("who eliminated ...") nor a card's working ("whenever ...")
    ("who cares eliminate chile", eliminate("CHL")),
    ("whenever you're ready what's the population", ask("population")),
    # "say the ..." opening a request to the spy (a player coached is told "try saying ...")
    ("say the capital letter please", ask("capital_letter")),
    ("what's the population sorry say the religion", ask("religion")),
    # "say it's ..." after a word of will is the speakers' answer, not a case supposed
    ("we'll say it's not chile", eliminate("CHL")),
    ("we will say it's egypt", guess("EGY")),
    # "spy" as the subject, not an address word
    ("spy is in kenya", guess("KEN")),
    ("spy is there a coast", ask("coastline")),
    ("we guess peru", guess("PER")),
    ("my guess is japan final answer", guess("JPN")),
])
def test_tenth_round_kinds(rules: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(rules, text) == expected


@pytest.mark.parametrize("text", [
    "if we eliminate chile we only have four left",
    "if you ask me the population card is useless",
    "i said it's peru",
    "she said the capital starts with l",
    "if it's kenya get rid of it",
    "should we keep peru or get rid of it",
    "kenya maybe get rid of it",
    # an act on a pronoun negated or questioned right before it is no decision
    "kenya we can't get rid of it",
    "peru don't get rid of it",
    "egypt never take it off",
    "peru is lovely why get rid of it",
    # ... with words inside the negated act, or "not" said apart from the name before an act
    "peru don't you dare get rid of it",
    "kenya we can't really just get rid of it",
    "peru do not get rid of it",
    "kenya we will not take it off",
    "chile please do not eliminate",
    "egypt do not arrest them there",
    "i think it's kenya keep it",
    "is morocco a monarchy i think it is",
    "it is not peru i am telling you it's too hot for a spy",
    "even if it's peru",
    "the spy is lying",
    "i think it has a coast or not",
    "shall we eliminate peru",
    "what if we guess kenya",
    "don't cross off brazil",
    # a cue inside a hedge is the hedge's word
    "it's peru i guess",
    "it's kenya i bet",
])
def test_talk_those_kinds_leave_alone(rules: Matcher, text: str) -> None:
    assert said(rules, text) is None


@pytest.mark.parametrize("text,expected", [
    ("i'll take a taxi to c three shall i", {"type": "move", "to": "C3"}),
    ("sorry i didn't hear what it said", {"type": "repeat"}),
    ("no no forget it", {"type": "cancel"}),
])
def test_duel_tags_and_own_words(duel_rules: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said_in_duel(duel_rules, text) == expected


@pytest.mark.parametrize("text", [
    "next turn i'll move to c3",
    "let's move to b2 next",
    "i've been to c3 already",
    "tell him to go to e5",
    "you can say move to c2",
    "who moved to d1",
    "good move going to a4",
    # an act on a pronoun negated or questioned
    "c3 don't go to it",
    "c3 why would you move to it",
    "c3 don't you ever go to it",
])
def test_duel_talk_of_the_same_kinds(duel_rules: Matcher, text: str) -> None:
    assert said_in_duel(duel_rules, text) is None


@pytest.mark.parametrize("text,expected", [
    ("move to c3", {"type": "move", "to": "C3"}),
    ("next district d two by taxi", {"type": "move", "to": "D2"}),
    ("taxi to b two", {"type": "move", "to": "B2"}),
])
def test_duel_moves_beside_them(duel_rules: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said_in_duel(duel_rules, text) == expected
