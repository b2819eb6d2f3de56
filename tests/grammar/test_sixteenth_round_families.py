"""The sixteenth round's English kinds (issue 10), each with examples of my own (none a bench line)
and what each rule must leave alone. Rules alone: the reader is tested in test_reader.py.

Talk first: an act negated in the progressive ("we're not cutting peru"), an option said as a general
fact ("euro's the money over in europe"), a single modal weighing a
choice, a proposal asked of the table or planned for later, checking said aloud at "Eliminate Peru?"
(the question stays pending). Then commands: the spy placed as "he" / "she" and the group's verdict, "that's where he is" after a
name, "no way it's X, knock it off" as an elimination, proposals softened by hedges, read and asked back
("i mean we could maybe ask the coast one", "one might ask ...", "i'd suggest the religion card",
"i believe we can safely remove norway"), "i mean" opening a sentence as a habit, a wish to know
said formally ("i should like to know ..."), yes and no in Zulu and Mexican Spanish exclamations;
second pass (en_heldout26): Scots words and grammar ("whit dae", "it's no there", "on ye go"), arrests
as "lifting" and "huckling", a request closed by "i guess" asked back.
"""

from __future__ import annotations

import pytest
from phrasing_checks import ask, eliminate, guess, read_at, said_at, said_in_duel

from hideout.grammar.matcher import HEDGED_PROPOSAL, MatchContext, Matcher

TABLE = ("PER", "BRA", "CHL", "KEN", "NGA", "JPN", "IND", "EGY", "AUS", "CAN", "MEX", "NOR")

# ---- table talk ----------------------------------------------------------------------------------

TALK = (
    # an act negated as under way
    "we're not cutting peru",
    "we are not dropping kenya",
    # a single modal weighs a choice at the table; "should" proposes an act to it (a card question so
    # proposed is asked back since the thirty-sixth round: tests/grammar/test_thirty_sixth_round_en.py)
    "we could eliminate kenya",
    "perhaps we should get rid of chile",
    # a softened proposal planned for later, for keeping a card, or for someone else
    "maybe we ask the coast one next round",
    "i think we could maybe save the history card",
    "my brother says we could maybe ask the coast one",
    "i'd rather ask about the religion honestly",
    "i think we can forget about chile",
    # a wish to know said formally, for a later turn
    "i would like to ask about the religion next",
    "we should ask about the coast next",
    # a wish for the hideout; where someone is from; the spy placed, then a remark about someone else
    "i'd love for japan to be the answer for once",
    "egypt, that's where he's from",
    "no way it's norway",
    # a closing hedge on a claim, not a request; a Scots "no" before a noun keeps its sense
    "it's kenya i reckon",
    "who's got the coast card",
    "it's no bother",
    # an option said as a general fact with a contracted "is"
    "the franc's the money in switzerland kid",
    "spanish's the language of most of south america",
    "she loves peru, that's our guess",
)


@pytest.mark.parametrize("text", TALK)
def test_talk_of_these_kinds_does_nothing(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


@pytest.mark.parametrize("text", ("one second, let me check", "hold on, let me consider", "a moment, let me verify",
                                  # a Zulu exclamation is a hesitation sound before the wait
                                  "eish, wait", "haibo hold on", "whoa, hang on"))
def test_checking_said_aloud_leaves_the_question_pending(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) is None


# (a wait said twice keeps the question pending from the seventeenth round on, a bare wait from the thirty-eighth)
@pytest.mark.parametrize("text", ("no, let me check", "wait no"))
def test_a_no_or_a_bare_wait_still_cancels(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == {"type": "cancel"}


# ---- proposals softened by hedges: read, and asked back -------------------------------------------

HEDGED = (
    ("i mean we could maybe ask how many people live there", ask("population")),
    ("we could perhaps check whether they drive on the left", ask("traffic")),
    ("perhaps we ask about the highest mountain", ask("highest_peak")),
    ("one might ask what their main export is", ask("export")),
    ("we might conceivably try the religion card", ask("religion")),
    ("i'd suggest the coastline card", ask("coastline")),
    ("i'd lean towards the land area one", ask("land_area")),
    ("i'd want to know perhaps whether it is a monarchy", ask("government_choice", "monarchy")),
    ("i believe we can safely eliminate norway", eliminate("NOR")),
    ("it's probably safe to rule out kenya", eliminate("KEN")),
    ("perhaps we can lose chile", eliminate("CHL")),  # (a bare "we can lose chile" decides: 27th round)
    ("tentatively we'd cross off egypt i think", eliminate("EGY")),
    ("i guess we go with mexico then", guess("MEX")),
    # a request said whole, then a closing hedge (second pass)
    ("okay cross off brazil i suppose", eliminate("BRA")),
    ("is it on the pacific i reckon", ask("pacific")),
    # the sixth round kept this one as talk; a proposal of a concrete act now, asked back, never done at once
    ("maybe we could possibly ask the coast", ask("coastline")),
)


@pytest.mark.parametrize(("text", "want"), HEDGED)
def test_a_hedged_proposal_is_read_and_asked_back(rules: Matcher, text: str, want: dict[str, str]) -> None:
    result = read_at(rules, text, TABLE)
    assert result.command is not None and result.command.to_json() == want
    assert result.tentative and result.reason == HEDGED_PROPOSAL


def test_a_hedged_proposal_waits_for_no_pending_question(rules: Matcher) -> None:
    # at "Eliminate Peru?" a proposal is no answer
    assert said_at(rules, "i mean we could maybe ask the coast one", TABLE, awaiting=True) is None


@pytest.mark.parametrize(("text", "want"), (("i mean we could maybe move to c four", {"type": "move", "to": "C4"}),
                                            ("perhaps we turn the cameras on", {"type": "action", "card": "surveillance"})))
def test_the_duel_reads_hedged_moves_and_asks_them_back(duel_rules: Matcher, text: str, want: dict[str, str]) -> None:
    result = duel_rules.match(text, MatchContext(game="duel", lang="en"))
    assert result.command is not None and result.command.to_json() == want and result.tentative


@pytest.mark.parametrize("text", ("i'm no going to c four, it's a trap", "cover your eyes, look away, i'm moving",
                                  "i've no clue where he went"))
def test_duel_talk_of_these_kinds_does_nothing(duel_rules: Matcher, text: str) -> None:
    assert said_in_duel(duel_rules, text) is None


def test_a_plain_duel_move_is_not_asked_back(duel_rules: Matcher) -> None:
    result = duel_rules.match("go to c four", MatchContext(game="duel", lang="en"))
    assert said_in_duel(duel_rules, "go to c four") == {"type": "move", "to": "C4"} and not result.tentative


# ---- other commands ------------------------------------------------------------------------------

COMMANDS = (
    # "i mean" opening a sentence: a habit, nothing to correct
    ("i mean what's the population", ask("population")),
    # a wish to know said formally
    ("i should like to know the land area", ask("land_area")),
    ("i would very much like to hear about their exports", ask("export")),
    ("i would enquire whether they use the euro", ask("currency_choice", "euro")),
    ("i should like the first letter of the capital", ask("capital_letter")),
    # checking a yes/no question asked as a proposal
    ("we could maybe check if they have a king", ask("government_choice", "monarchy")),
    # the spy placed as "he" / "she", then the group's verdict or a call to go and get them
    ("she's in kenya, go get her", guess("KEN")),
    ("he's hiding in chile, that's our guess", guess("CHL")),
    ("mexico, that's our answer", guess("MEX")),
    ("egypt, that's where she's hiding", guess("EGY")),
    # "no way it's ...", then the place let go in other words ("no way it's norway" alone is an opinion)
    ("no way it's norway, knock it off", eliminate("NOR")),
    ("no way it's egypt, lose that one", eliminate("EGY")),
    # Scots words and grammar (second pass)
    ("whit dae they export maistly", ask("export")),
    ("whit's the first letter o' the capital", ask("capital_letter")),
    ("whit dae they send oot tae the world", ask("export")),
    ("have they got a coast", ask("coastline")),
    ("scrap kenya, he's no hiding there", eliminate("KEN")),
    ("we're lifting the spy in peru", guess("PER")),
    ("we're huckling her in chile", guess("CHL")),
    # "cut" is an elimination's verb
    ("cut nigeria", eliminate("NGA")),
    ("we can dispense with brazil", eliminate("BRA")),
)


@pytest.mark.parametrize(("text", "want"), COMMANDS)
def test_these_kinds_are_understood(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


ANSWERS = (
    ("yebo", {"type": "confirm"}),
    ("yebo go ahead", {"type": "confirm"}),
    ("kulungile", {"type": "confirm"}),
    ("sho, do it", {"type": "confirm"}),
    ("orale, yes", {"type": "confirm"}),
    ("andale do it", {"type": "confirm"}),
    ("hhayi", {"type": "cancel"}),
    ("hayi hayi", {"type": "cancel"}),
    ("haibo no", {"type": "cancel"}),
    ("eish no don't", {"type": "cancel"}),
    ("i mean, sure, go ahead", {"type": "confirm"}),
    ("whoa whoa, no", {"type": "cancel"}),
    ("on ye go then", {"type": "confirm"}),
    ("course aye", {"type": "confirm"}),
    ("naw, ya numpty", {"type": "cancel"}),
)


@pytest.mark.parametrize(("text", "want"), ANSWERS)
def test_yes_and_no_said_these_ways(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == want


@pytest.mark.parametrize("text", ("yebo", "hhayi", "eish"))
def test_those_words_with_nothing_pending_do_nothing(rules: Matcher, text: str) -> None:
    assert said_at(rules, text, TABLE) is None


# What the rules must leave alone: the same words asking or acting as before, not asked back.
LEFT_ALONE = (
    ("let's ask about the population", ask("population")),
    ("we're cutting peru", eliminate("PER")),
    ("eliminate kenya", eliminate("KEN")),
    # "i mean" correcting inside the sentence still restarts it
    ("is french, i mean spanish, an official language", ask("official_language", "spanish")),
)


@pytest.mark.parametrize(("text", "want"), LEFT_ALONE)
def test_the_same_words_still_ask_or_act(rules: Matcher, text: str, want: dict[str, str]) -> None:
    result = read_at(rules, text, TABLE)
    assert said_at(rules, text, TABLE) == want and not result.tentative
