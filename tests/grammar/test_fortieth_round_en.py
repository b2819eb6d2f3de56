"""The fortieth round's English kinds (issue 10), examples of my own (none a bench line) beside what
each rule must leave alone.

"whoa" as it is also written ("wo", "woah") is a sound before the answer, so "woah woah no" withdraws.
Spanish "otra vez" asks for the answer again. South African "voetsek" (go away) sends a destination off
the table, and "ag" opens a Duel cancel as it opens a Destination X one. The table's own noise remarked
on ("are we too loud", "keep it down") is talk, not a question about neighbours. A named place measured
against an answer ("nah, chad's bigger than that"), a player put right ("no, that's chad") and a place
found on a map are no acts; what leaves a country ("the main thing leaving it") is its export. Jamaican
"sure ting" is a yes and Tagalog "wag muna" (not yet) a no; the act asked back with Tagalog "ba" (the question
particle) is a doubt, no yes. A card question read out as one's own card says it is talk, and so is anything
with Tagalog "daw" (so it is said) or one's notes in it. Duel: a player leaning on the board is talk.
"""

from __future__ import annotations

import pytest
from phrasing_checks import ask, eliminate, read_at, said_at, said_in_duel

from hideout.grammar.matcher import Matcher

TABLE = ("NLD", "ITA", "DNK", "ZAF", "RWA", "KEN", "TCD", "PER", "BRA")


@pytest.mark.parametrize(("text", "want"), [
    ("woah woah no", {"type": "cancel"}),
    ("wo no not that one", {"type": "cancel"}),
    ("woah yes", {"type": "confirm"}),
    ("sure ting man", {"type": "confirm"}),
    ("wag muna", {"type": "cancel"}),
    ("ah here no", {"type": "cancel"}),
])
def test_answers(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == want


@pytest.mark.parametrize(("text", "want"), [
    ("otra vez", {"type": "repeat"}),
    ("voetsek peru", eliminate("PER")),
    ("how many neighbours does it have", ask("land_borders")),
    ("what's the main thing leaving there", ask("export")),
    ("eliminate chad it has more people than that", eliminate("TCD")),
])
def test_requests_in_other_words(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", ["guys keep it down the neighbours are asleep",
                                  "are we too loud for the neighbours"])
def test_the_tables_noise_is_talk(rules: Matcher, text: str) -> None:
    assert read_at(rules, text, TABLE).command is None


def test_duel_ag_opens_a_cancel(duel_rules: Matcher) -> None:
    assert said_in_duel(duel_rules, "ag cancel that") == {"type": "cancel"}


@pytest.mark.parametrize("text", ["nah chad's way bigger than that", "no that's chad not niger",
                                  "i couldn't find chad on a map to save my life"])
def test_comparisons_corrections_and_maps_are_talk(rules: Matcher, text: str) -> None:
    assert read_at(rules, text, TABLE).command is None


@pytest.mark.parametrize("text", ["eliminate ba", "arrest ba talaga natin"])
def test_the_act_asked_back_in_tagalog_is_no_yes(rules: Matcher, text: str) -> None:
    assert read_at(rules, text, TABLE, awaiting=True).command is None


def test_a_card_read_out_as_ones_own_is_talk(rules: Matcher) -> None:
    assert read_at(rules, "does it have a coastline that's what my card says", TABLE).command is None


@pytest.mark.parametrize("text", ["monarchy daw monarchy", "let me look at my notes again let me look at my notes again",
                                  "per our notes peru is still up"])
def test_hearsay_and_notes_are_talk(rules: Matcher, text: str) -> None:
    assert read_at(rules, text, TABLE).command is None


def test_duel_leaning_on_the_board_is_talk(duel_rules: Matcher) -> None:
    assert said_in_duel(duel_rules, "how you're leaning on the board with your elbow") is None
    assert said_in_duel(duel_rules, "show me the board") == {"type": "status"}
