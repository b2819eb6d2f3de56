"""The seventeenth round's English kinds (issue 10, after the spent set en_heldout30), each with
examples of my own (none a bench line) and what each rule must leave alone. Rules alone: the
reader is tested in test_reader.py.

Talk and hesitations first: a wait said over and over at "Eliminate Peru?" and not knowing said
aloud keep the question pending, and so do a moment asked for by any length of time ("one sec") and an
answer trailing off into a hesitation sound ("ok ok um"; a wait said once is still a no); an act's verb used as a noun ("the
cut of his suit") acts on nothing; who holds a card asked in another language, another card offered
to the table ("or we use ..."), a move or an act imagined in hindsight ("i would've gone to e1") and a
thing passed round the table in patois ("pass mi the ...") are talk.

Then commands: the table's consent asked in passing ("if that's all right with everyone"), formal
requests ("i wish to request", "may we be told", "kindly state"), the speaker's own country likened
to ("like my uganda"), the spy accused with a verdict or "catch him", and the words a Kenyan or
Indian table mixes in: Swahili, Sheng and Hindi yes and no, "say it again", "where are we", acts
("toa", "shika", "hatao"), and exclamations ("arre", "yaar", "eeh") that carry nothing.
"""

from __future__ import annotations

from typing import Any

import pytest
from grammar_fixtures import shipped_handbook_exists
from phrasing_checks import ask, eliminate, guess, said_at, said_in_duel

from hideout.grammar.evidence import HESITANT_WAIT, MOMENT_ASKED, EvidenceRules
from hideout.grammar.matcher import MatchContext, Matcher

TABLE = ("PER", "BRA", "CHL", "KEN", "NGA", "JPN", "IND", "EGY", "ITA", "FRA", "CAN", "MEX")

# ---- at a pending question: still deciding ------------------------------------------------------

STILL_DECIDING = (
    # a wait said over and over asks for time
    "hang on, hang on",
    "wait, wait, wait, wait",
    "hold up hold up",
    "wait, hold on",
    "hold on, hold on, hold on",
    # not knowing said aloud
    "don't know",
    "no clue",
    "hmm, no idea",
    "och, dinnae ken",
    # an answer trailing off into a hesitation sound (after en_heldout35/36)
    "alright alright uh",
    "sure, erm",
    "hold on um",
    # a moment asked for by any length of time, or with the Lord called on
    "just a sec",
    "give us a minute",
    "hold on a second",
    "lawd, hang on",
)


@pytest.mark.parametrize("text", STILL_DECIDING)
def test_still_deciding_leaves_the_question_pending(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) is None


# (a hold-on said once asks for time from the twentieth round on: test_twentieth_round_en.py)
# (a bare wait said once asks for time from the thirty-eighth round on: test_thirty_eighth_round_en.py)
@pytest.mark.parametrize("text", ("hold on no", "nuh uh", "wait, wait, no", "hold on hold on, don't",
                                  "no idea, no", "naw dinnae"))
def test_a_wait_said_once_or_with_a_no_still_cancels(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == {"type": "cancel"}


# ---- one home for "still deciding", both languages -------------------------------------------------

def test_one_rule_says_why_in_either_language(rules: Matcher, ko_rules: Matcher) -> None:
    pending = MatchContext(table=TABLE, awaiting_confirmation=True)
    assert rules.match("hold on hold on", pending).reason == MOMENT_ASKED
    korean = MatchContext(lang="ko", table=TABLE, awaiting_confirmation=True)
    assert ko_rules.match("음 잠깐만요", korean).reason == HESITANT_WAIT
    assert ko_rules.match("잠깐만요", korean).reason == HESITANT_WAIT


def test_a_wait_said_twice_is_one_rule_in_either_language(rules: Matcher, ko_rules: Matcher) -> None:
    # English counted its pauses (_pauses_said) and Korean its waits (_hesitant_wait) each its own
    # way: one count now, each language's waits given to it; the answers stay what they were
    english, korean = rules._evidence, ko_rules._evidence
    assert english is not None and korean is not None
    count = EvidenceRules._waits_said
    assert count(english.units("hold on, hang on"), english.pauses, [False] * 4) == 2
    assert count(english.units("wait wait no"), english.pauses, [False] * 3) == 0   # a no said too
    waits = [(w,) for w in korean.hesitant_waits]
    twice = tuple(korean.units_key(w) for w in "잠깐 잠깐만".split())
    assert count(twice, waits, [False, False]) == 2 and count(twice[:1], waits, [False]) == 1
    pending = MatchContext(table=TABLE, awaiting_confirmation=True)
    assert rules.match("hold on, hang on", pending).reason == MOMENT_ASKED
    assert ko_rules.match("잠깐 잠깐만", MatchContext(lang="ko", table=TABLE, awaiting_confirmation=True)).reason == HESITANT_WAIT
    assert said_at(ko_rules, "아니 잠깐만", TABLE, lang="ko", awaiting=True) == {"type": "cancel"}


# ---- talk ---------------------------------------------------------------------------------------

TALK = (
    # an act's verb as a thing, "of" something after it
    "italy, look at the cut of his suit",
    "the cut of that jacket screams france",
    "mexico on the toss of a coin",
    # who holds a card, asked in Swahili, Hindi or Tagalog
    "nani ana coast card",
    "sino may history card",
    # another card offered to the table
    "or we use the currency card",
    "ama we play the traffic one",
    # hindsight
    "we could've arrested them in chile",
    "we could've crossed off japan",
    "i could have arrested them in japan",
    # an opinion owned as one at its close (second pass, after en_heldout29)
    "gdp per capita tells you very little to be honest",
    "population figures are often wrong tbh",
    # a quiz's own numbered question
    "wait, what was the answer to question four",
)


@pytest.mark.parametrize("text", ("i would've moved to c2", "you could have taken the bus to d4",
                                  "pass mi di pepper sauce", "pass him the dice"))
def test_duel_talk_of_these_kinds_does_nothing(duel_rules: Matcher, text: str) -> None:
    assert said_in_duel(duel_rules, text) is None


@pytest.mark.parametrize("text", ("pass", "pass a turn", "i pass my turn"))
def test_a_turn_passed_still_passes(duel_rules: Matcher, text: str) -> None:
    assert said_in_duel(duel_rules, text) == {"type": "pass"}


@pytest.mark.parametrize("text", TALK)
def test_talk_of_these_kinds_does_nothing(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


@pytest.mark.parametrize("text,expected", [
    ("cut italy", {"type": "eliminate", "destination": "ITA"}),
    ("give peru the boot", {"type": "eliminate", "destination": "PER"}),
])
def test_the_verbs_themselves_still_act(rules: Matcher, text: str, expected: dict[str, Any]) -> None:
    assert said_at(rules, text, TABLE) == expected


# ---- commands -------------------------------------------------------------------------------------

COMMANDS = [
    # the table's consent asked in passing
    ("let's ask how many people live there if that's all right with everybody", ask("population")),
    ("we'll play the coast card if everyone's happy with that", ask("coastline")),
    ("cross off kenya if that's okay with you guys", eliminate("KEN")),
    ("if everybody agrees, the religion card", ask("religion")),
    # formal requests
    ("we wish to request the main export", ask("export")),
    ("i wish to enquire about the highest mountain", ask("highest_peak")),
    ("may i kindly be told the land area", ask("land_area")),
    # the speaker's own country likened to
    ("do they drive on the left like our kenya", ask("traffic")),
    # the spy accused with a verdict, or caught
    ("she's in egypt, final answer", guess("EGY")),
    ("he's hiding in chile, catch him", guess("CHL")),
    # Swahili, Sheng and Hindi acts
    ("toa brazil", eliminate("BRA")),
    ("japan hatao", eliminate("JPN")),
    ("shika yeye, yuko nigeria", guess("NGA")),
    ("tunasema ni peru", guess("PER")),
    # exclamations that carry nothing
    ("arre go for mexico yaar", guess("MEX")),
    # say it again, where are we
    ("sema tena tafadhali", {"type": "repeat"}),
    ("phir se bolo", {"type": "repeat"}),
    ("tuko wapi", {"type": "status"}),
    # Swahili questions: a topic's word, closed by a question word or opened by "let's ask"
    ("dini yao ni gani", ask("religion")),
    ("hebu tuulize watu wangapi wanaishi huko", ask("population")),
    ("mlima mrefu zaidi ni mita ngapi", ask("highest_peak")),
    ("serikali yao ni ya aina gani", ask("government")),
    ("je wanaongea kiingereza", ask("official_language", "english")),
    ("iko kwa pacific ama haiko", ask("pacific")),
    # a tag seeking assent before a question about the same card; a request closed by "that's all"
    ("let's do the religion card shall we, what do most people believe", ask("religion")),
    ("the first letter of the currency yaar that's enough", ask("currency_letter")),
    # second pass (after en_heldout29): a card tried, a passive elimination
    ("we try the coastline", ask("coastline")),
    ("kenya can be crossed off", eliminate("KEN")),
]


@pytest.mark.parametrize("text,expected", COMMANDS)
def test_commands_of_these_kinds(rules: Matcher, text: str, expected: dict[str, Any]) -> None:
    assert said_at(rules, text, TABLE) == expected


@pytest.mark.parametrize("text,expected", [
    ("arre yaar, use reinforcements", {"type": "action", "card": "reinforcements"}),
    ("which moves do i have", {"type": "help"}),
])
def test_duel_commands_of_these_kinds(duel_rules: Matcher, text: str, expected: dict[str, Any]) -> None:
    assert said_in_duel(duel_rules, text) == expected


def test_a_move_with_the_tables_consent(duel_rules: Matcher) -> None:
    assert said_in_duel(duel_rules, "i'll go to c four if that's allowed") == {"type": "move", "to": "C4"}


@pytest.mark.parametrize("text,expected", [
    ("sawa", "confirm"), ("poa, yes", "confirm"), ("eeh, fanya hivyo", "confirm"), ("theek hai", "confirm"),
    ("chalo", "confirm"), ("si hiyo", "cancel"), ("arre nahi yaar", "cancel"), ("illa", "cancel"),
    # agreeing said with "i think" ("yes, i think that's right, go ahead")
    ("yes, i think that's right, go ahead", "confirm"),
    # Irish yes (second pass): "sound", "g'wan", "lash it out", "work away"
    ("sound", "confirm"), ("g'wan", "confirm"), ("lash it out", "confirm"), ("work away", "confirm"),
])
def test_yes_and_no_a_kenyan_or_indian_table_says(rules: Matcher, text: str, expected: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == {"type": expected}


@pytest.mark.parametrize("text", ("eeh", "arre", "yaar", "arre yaar"))
def test_exclamations_alone_answer_nothing(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) is None


@pytest.mark.parametrize("text", ("he's not in peru, final answer",
                                  "eliminate kenya, i said it wrong", "catch you later, kenya is lovely",
                                  "my uncle's in kenya, catch him at the airport"))
def test_what_these_rules_leave_alone(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


pytestmark = pytest.mark.skipif(not shipped_handbook_exists(), reason="needs data/handbook.json")
