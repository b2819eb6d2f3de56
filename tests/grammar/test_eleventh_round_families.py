"""Families added in the matcher's eleventh round, English (issue 10, after the spent set
en_heldout10), read by the rules alone (the learned reader off: it was trained on that set).

Safety first: talk that changed the game or made the spy speak up, by what is structurally true of
it. Every example is written for these tests (none is a bench line), beside the commands each rule
must keep:
- Scots negations ("dinnae", "cannae", "wouldnae") are negations;
- a wager among players ("bet you a fiver it's ...") and a prediction of the hideout ("it's gonna be
  ...", "it'll be ...") are hedges, as "i bet" is;
- a card's own working asked ("what's the monarchy one do again"), unless a subject follows that the
  card's question asks of ("the coast one, does it touch the sea");
- a thing likened to ("shaped like a boot", Duel "like the tube map"), an act's verb after "a" / "an"
  (a thing: "a cross", "a boot"; "give peru the boot" still acts) and a "no" opening a repair ("no
  wait") name no act;
- rejections joined by "and" are a list, not a restart ("it's not kenya and it's not egypt");
- after the spy spoken of to a player or a turn handed to one ("ask him ...", "tell her to ..."), a
  repair corrects what the player is told; a decision of the speakers' own still restarts;
- a card's topic right after "my" / "our" is the speakers' own ("my religion is sunday football").
"""

from __future__ import annotations

from typing import Any

import pytest
from phrasing_checks import ask, eliminate, guess, said_at, said_in_duel

from hideout.grammar.matcher import Matcher

TABLE = ("BRA", "PER", "CHL", "CAN", "KEN", "NPL", "EGY", "IND", "JPN")


def said(matcher: Matcher, text: str) -> dict[str, Any] | None:
    return said_at(matcher, text, TABLE)


# ---- safety ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    # Scots negations
    "dinnae eliminate peru",
    "we cannae arrest them in kenya",
    # wagers and predictions
    "i'll bet it's peru",
    "bet you it's kenya",
    "it's gonna be brazil",
    "it's going to be peru i can feel it",
    # a card's working
    "what's the religion card do",
    "what does the coast one do again",
    "how did the population one do",
    # things likened to, a repair's "no"
    "the one that looks like a boot, no wait, that's italy",
    # rejections listed
    "so it's landlocked so it's not chile and it's not peru",
    "it's not kenya and it's not egypt",
    "not brazil and not chile then",
    # a repair of what a player is told
    "ask him about the population no ask about the coast",
    "ask her the history one, no, the religion",
    "tell her to ask the coast no the currency",
    "you ask about the coast no wait the religion",
    # the speakers' own
    "my population is about three hundred in this village",
    "our religion at home is basically football",
])
def test_eleventh_round_talk_is_talk(rules: Matcher, text: str) -> None:
    assert said(rules, text) is None


@pytest.mark.parametrize("text,expected", [
    ("och aye eliminate peru", eliminate("PER")),
    ("aye what's the population", ask("population")),
    ("it's gotta be brazil", guess("BRA")),
    ("our elimination is going to be peru", eliminate("PER")),
    ("we're going with peru as our guess", guess("PER")),
    ("give peru the boot", eliminate("PER")),
    ("boot peru", eliminate("PER")),
    ("the currency card, does it use the euro", ask("currency_choice", "euro")),
    ("the coast one does it touch the sea", ask("coastline")),
    ("it's not kenya, eliminate peru", eliminate("PER")),
    ("not kenya, get rid of nepal", eliminate("NPL")),
    ("ask it the coast no wait let's do the religion", ask("religion")),
    ("ask about the coast no ask about the religion", ask("religion")),
    ("what's your currency", ask("currency_letter")),
    ("eliminate peru no wait chile", eliminate("CHL")),
    ("no wait eliminate chile", eliminate("CHL")),
])
def test_commands_beside_them_are_kept(rules: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(rules, text) == expected


@pytest.mark.parametrize("text", [
    "i cannae see the board from here",
    "this is like the old tube map",
    "it looks like the taxi map of london",
])
def test_duel_talk_of_the_same_kinds(duel_rules: Matcher, text: str) -> None:
    assert said_in_duel(duel_rules, text) is None


# ---- the largest kinds of "none" on en_heldout10 -------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    # a name corrected, then the act said outright after the repair (an opinion still is no act)
    ("kenya no nepal get rid of nepal", eliminate("NPL")),
    ("chile no wait peru, peru's gone", eliminate("PER")),
    ("india no sorry japan, cross off japan", eliminate("JPN")),
    # the name said again around a yes
    ("cross off brazil no wait canada yes canada", eliminate("CAN")),
    # a name described by "the one inside" is not the one acted on
    ("get rid of the one inside italy, san marino", eliminate("SMR")),
])
def test_corrected_names_and_described_ones(rules: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said_at(rules, text, (*TABLE, "ITA", "SMR")) == expected


@pytest.mark.parametrize("text", [
    "it's not brazil, it's peru",
    "not peru, it's chile",
    "peru no i mean it's chile",
    "canada no, we reckon it's peru",
    "so it's not landlocked which rules out nepal",
])
def test_opinions_after_a_repair_stay_talk(rules: Matcher, text: str) -> None:
    assert said(rules, text) is None


@pytest.mark.parametrize("text,expected", [
    # the spy spoken of as "he" or "she" and accused outright
    ("she's hiding in peru, arrest her", guess("PER")),
    ("he's in kenya i reckon, arrest him", guess("KEN")),
    # an export's verbs in their -ing form
    ("what are they sending to other countries", ask("export")),
    ("what're they selling abroad mostly", ask("export")),
])
def test_the_spy_as_he_and_exports_in_other_words(rules: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(rules, text) == expected


@pytest.mark.parametrize("text", [
    "he hesitated on the coast question",
    "he's in kenya, he always picks kenya",
    "he said arrest him in kenya",
    "he arrested her in peru last game",
    "we're shipping out tomorrow",
])
def test_a_third_person_not_accused_stays_talk(rules: Matcher, text: str) -> None:
    assert said(rules, text) is None


# ---- after en_heldout19 (spent at the start of this round) ------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    # "bro" is a word of address, as "mate" is, wherever it is said
    ("bro what's the population", ask("population")),
    ("cross off peru bro", eliminate("PER")),
    ("what side do they drive on bro", ask("traffic")),
    # a "like" after a question word is a filler, no likening
    ("how much is like the population there", ask("population")),
    ("kenya, it's kenya", guess("KEN")),
])
def test_address_words_and_fillers(rules: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(rules, text) == expected


@pytest.mark.parametrize("text", [
    "bro i have no idea where kenya is",
    "bro who keeps eating the biscuits",
    "i'll bet you a pint it's peru",
    "peru's tiny, it's like a village",
])
def test_talk_with_those_words_stays_talk(rules: Matcher, text: str) -> None:
    assert said(rules, text) is None


@pytest.mark.parametrize("text,expected", [
    ("how many people live there innit", ask("population")),
    ("what do they mostly grow innit", ask("agricultural_product")),
    ("it's peru innit", None),
    ("kenya's out innit", None),
])
def test_a_tag_after_a_question_word(rules: Matcher, text: str, expected: dict[str, str] | None) -> None:
    assert said(rules, text) == expected


@pytest.mark.parametrize("text", ["sorry i did not hear can you repeat", "we did not catch that, once more please"])
def test_not_hearing_spelled_out_asks_again_in_duel(duel_rules: Matcher, text: str) -> None:
    assert said_in_duel(duel_rules, text) == {"type": "repeat"}


@pytest.mark.parametrize("text", ["scrap that", "scrap that, take it back", "iie", "iie no sorry"])
def test_a_no_in_other_words_at_the_question(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == {"type": "cancel"}
