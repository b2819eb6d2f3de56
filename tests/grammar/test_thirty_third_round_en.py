"""The thirty-third round's English kinds (issue 10). Examples of my own (none a bench line) beside
what each rule must leave alone.

A wish to know, tempered ("i'd quite like to know ..."), and a question named as the one to ask ("i
suppose the thing to ask is whether ...") ask. The polite past asks a yes/no question now ("i was
wondering if they use the euro"): asked back, as the learned check finds it near talk. A card question
said whole beside a remark of the speaker's own ("how cold does it get, do i need a coat or what") is
asked back, not dropped as talk; a remark that doubts the question, tells of a trip or names a place
keeps it talk. New words: "bounce" eliminates, "gov type" asks the government, "kiwi land" and
"the great white north" are New Zealand and Canada; "i say we ..." proposes and is asked back; Maori "ae",
"ka pai" and "kao" and Scots "aye nae bother" answer a pending question.
"""

from __future__ import annotations

import pytest
from phrasing_checks import ask, read_at, said_at

from hideout.grammar.matcher import Matcher

TABLE = ("PER", "CHL", "KEN", "AUS", "NPL", "MEX")


@pytest.mark.parametrize(("text", "want"), [
    ("i'd quite like to know how many people live there", ask("population")),
    ("we'd be keen to know the main export", ask("export")),
    ("i guess the thing to ask is whether it has a coastline", ask("coastline")),
])
def test_a_tempered_wish_to_know_asks(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize(("text", "want"), [
    ("we were just wondering whether it borders the pacific", ask("pacific")),
    ("what's the biggest industry there i wanna know where i'd end up working", ask("industry")),
    ("how high is the tallest mountain do i need a coat or what", ask("highest_peak")),
    ("what do they grow mostly i hope something tasty", ask("agricultural_product")),
])
def test_a_question_beside_a_remark_is_asked_back(rules: Matcher, text: str, want: dict[str, str]) -> None:
    result = read_at(rules, text, TABLE)
    assert result.command is not None and result.command.to_json() == want, result
    assert result.tentative or "wondering" in text


@pytest.mark.parametrize("text", [
    "how high is the tallest mountain my uncle climbed it",      # a trip told: about the uncle
    "what do they grow mostly i think she said",                 # hearsay and a doubt
    "what's the population i'm not sure we need it",             # a doubt, negated
    "what do they grow mostly i hope it's like in peru",          # a place named in the remark
    "i'm wondering if it's peru",                                # a musing, not the polite past
])
def test_a_remark_that_takes_the_question_back_stays_talk(rules: Matcher, text: str) -> None:
    result = read_at(rules, text, TABLE)
    assert result.command is None or (result.tentative and result.command.to_json()["type"] != "guess"), result


@pytest.mark.parametrize(("text", "want"), [
    ("bounce kenya", {"type": "eliminate", "destination": "KEN"}),
    ("what gov type have they got", ask("government")),
    ("cross off kiwi land", {"type": "eliminate", "destination": "NZL"}),
    ("the great white north can go", {"type": "eliminate", "destination": "CAN"}),
])
def test_new_words_for_old_things(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE + ("NZL", "CAN")) == want


def test_i_say_we_proposes_and_is_asked_back(rules: Matcher) -> None:
    result = read_at(rules, "i say we get rid of peru", TABLE)
    assert result.command is not None and result.command.to_json() == {"type": "eliminate", "destination": "PER"}
    assert result.tentative
    assert said_at(rules, "i say we should all have a break", TABLE) is None


@pytest.mark.parametrize(("text", "want"), [
    ("ye", {"type": "confirm"}),
    ("ae", {"type": "confirm"}),               # Maori yes
    ("ka pai send it", {"type": "confirm"}),   # Maori "good"
    ("aye nae bother", {"type": "confirm"}),   # Scots: yes, no bother
    ("kao", {"type": "cancel"}),               # Maori no
])
def test_at_a_pending_question(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE, awaiting=True) == want


@pytest.mark.parametrize("text", [
    "pretty amazing that they drive on the left there",   # an exclamation about a fact
    "the population card kinda op ngl",                    # a card judged in gamer slang
])
def test_remarks_stay_talk(rules: Matcher, text: str) -> None:
    assert read_at(rules, text, TABLE).command is None


@pytest.mark.parametrize(("text", "want"), [
    ("mexico can go they got a pacific coast", {"type": "eliminate", "destination": "MEX"}),
    ("kenya's gotta go the peak was far too high", {"type": "eliminate", "destination": "KEN"}),
])
def test_an_elimination_then_why(rules: Matcher, text: str, want: dict[str, str]) -> None:
    assert said_at(rules, text, TABLE) == want


@pytest.mark.parametrize("text", [
    "we can go now",                       # the players leaving
    "can go beach there or not",           # Singlish: a question on the coast
    "we already heard no coast",           # an answer reported, no coast asked
])
def test_can_go_and_heard_no_ask_nothing_else(rules: Matcher, text: str) -> None:
    result = said_at(rules, text, TABLE)
    assert result is None or result == ask("coastline") and "beach" in text
