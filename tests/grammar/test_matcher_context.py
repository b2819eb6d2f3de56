"""What the context changes: the table, the playable cards, a pending confirmation; ambiguity,
rejection and the JSON shape."""

from __future__ import annotations

import json

import pytest

from hideout.engine.commands import Cancel, Confirm, Help, Repeat
from hideout.engine.destination_x.commands import Ask, Eliminate, Guess
from hideout.grammar.matcher import ACCEPT, MatchContext, Matcher, MatchResult


def test_austria_on_the_table_is_not_australia(matcher: Matcher) -> None:
    ctx = MatchContext(table=("AUT", "BRA", "PER"))
    assert matcher.match("eliminate austria", ctx).command == Eliminate("AUT")
    # a garbled name close to both picks the one on the table
    assert matcher.match("eliminate austrlia", MatchContext(table=("AUS", "BRA"))).command == Eliminate("AUS")
    assert matcher.match("eliminate austrlia", MatchContext(table=("AUT", "BRA"))).command == Eliminate("AUT")


def test_destination_off_the_table_is_still_recognised(matcher: Matcher) -> None:
    """The engine refuses it with "Peru is not on the table"; the matcher must not swap it for
    an on-table name."""
    result = matcher.match("eliminate peru", MatchContext(table=("BRA", "FRA", "DEU")))
    assert result.command == Eliminate("PER")
    assert result.score >= ACCEPT


def test_exact_off_table_name_beats_similar_on_table_name(matcher: Matcher) -> None:
    result = matcher.match("arrest in austria", MatchContext(table=("AUS", "BRA")))
    assert result.command == Guess("AUT")


def test_niger_or_nigeria_is_ambiguous_when_garbled(matcher: Matcher) -> None:
    ctx = MatchContext(table=("NER", "NGA", "BRA"))
    assert matcher.match("eliminate niger", ctx).command == Eliminate("NER")
    assert matcher.match("eliminate nigeria", ctx).command == Eliminate("NGA")
    result = matcher.match("eliminate nigerr ia", ctx)
    candidates = {result.command, *(c for c, _ in result.alternatives)}
    assert {Eliminate("NER"), Eliminate("NGA")} <= candidates


def test_shared_name_is_ambiguous_unless_the_table_decides(matcher: Matcher) -> None:
    both = matcher.match("eliminate congo", MatchContext(table=("COD", "COG", "BRA")))
    assert both.ambiguous
    assert {both.command, both.alternatives[0][0]} == {Eliminate("COD"), Eliminate("COG")}
    one = matcher.match("eliminate congo", MatchContext(table=("COG", "BRA")))
    assert one.command == Eliminate("COG") and not one.ambiguous


def test_unplayable_card_is_still_asked_but_playable_wins_close_calls(matcher: Matcher) -> None:
    ctx = MatchContext(playable_cards=("land_area", "religion"))
    assert matcher.match("what's the population", ctx).command == Ask("population")
    garbled = "what's the pop relation"
    assert matcher.match(garbled, MatchContext(playable_cards=("population",))).command == Ask("population")
    assert matcher.match(garbled, MatchContext(playable_cards=("religion",))).command == Ask("religion")


def test_yes_no_prefer_a_pending_confirmation(matcher: Matcher) -> None:
    waiting = MatchContext(awaiting_confirmation=True)
    idle = MatchContext()
    assert matcher.match("yeah", waiting).command == Confirm()
    assert matcher.match("nope", waiting).command == Cancel()
    assert matcher.match("yeah", idle).score < matcher.match("yeah", waiting).score


@pytest.mark.parametrize("text", ["", "   ", "um", "uh uh", "?!", "[unk]", "zzzz qqqq"])
def test_nothing_usable(matcher: Matcher, text: str) -> None:
    result = matcher.match(text, MatchContext())
    assert result.command is None
    assert result.reason


def test_below_threshold_gives_reason_and_best_guess(matcher: Matcher) -> None:
    result = matcher.match("what's the temperature in winter", MatchContext())
    assert result.command is None
    assert result.reason == "no command heard"
    assert result.score < ACCEPT


def test_blocked_act_names_the_blocker(matcher: Matcher) -> None:
    result = matcher.match("should we eliminate france", MatchContext(table=("FRA",)))
    assert result.command is None
    assert "should" in result.reason


def test_to_json_shape(matcher: Matcher) -> None:
    result = matcher.match("um eliminate brazil please", MatchContext(table=("BRA", "PER")))
    doc = result.to_json()
    assert doc["text"] == "um eliminate brazil please"
    assert doc["command"] == {"type": "eliminate", "destination": "BRA"}
    assert doc["score"] == 100.0
    assert doc["ambiguous"] is False and doc["reason"] == ""
    assert isinstance(doc["alternatives"], list)
    json.dumps(doc)  # serialisable as is
    empty = matcher.match("pass the chips", MatchContext()).to_json()
    assert empty["command"] is None and empty["reason"]


def test_match_result_alternatives_are_commands_with_scores(matcher: Matcher) -> None:
    result: MatchResult = matcher.match("eliminate austrlia", MatchContext(table=("AUS", "AUT")))
    for command, score in result.alternatives:
        assert command.type in ("eliminate", "guess", "ask", "confirm", "cancel", "repeat", "status", "help")
        assert 0 <= score <= result.score


def test_default_context_accepts_any_destination(matcher: Matcher) -> None:
    assert matcher.match("cross off the united states of america").command == Eliminate("USA")


@pytest.mark.parametrize("text, act", [
    ("eliminate", Eliminate("PER")), ("Eliminate, please.", Eliminate("PER")), ("eliminated", Eliminate("PER")),
    ("arrest", Guess("PER")), ("we accuse", Guess("PER")), ("arrest!", Guess("PER")),
])
def test_an_act_without_its_destination_is_read_on_the_first_table_destination(matcher: Matcher, text: str,
                                                                               act: object) -> None:
    context = MatchContext(table=("PER", "BRA", "FRA"))
    assert matcher.match(text, context).command is None
    assert matcher.bare_act(text, context) == act
    assert matcher.with_bare_act(matcher.match(text, context), context).bare_act == act


@pytest.mark.parametrize("text", [
    "should we eliminate", "i would not eliminate anything yet", "let's not arrest anyone", "eliminate it",
    "who do we eliminate", "eliminate peru", "what is the population", "hello", "we could arrest later",
])
def test_talk_about_acts_and_acts_that_name_a_place_are_no_bare_act(matcher: Matcher, text: str) -> None:
    assert matcher.bare_act(text, MatchContext(table=("PER", "BRA", "FRA"))) is None


@pytest.mark.parametrize("text, act", [
    ("The rest.", Guess("PER")), ("A rest, please.", Guess("PER")), ("And rest.", Guess("PER")),
    ("We are accused.", Guess("PER")), ("We're accused!", Guess("PER")), ("We are used.", Guess("PER")),
    # written as said, but sounding like "we are lost": an act without its destination, not a request
    ("We arrest.", Guess("PER")), ("We are rest.", Guess("PER")),
])
def test_a_bare_act_as_whisper_writes_it_is_no_request_for_help(matcher: Matcher, text: str, act: object) -> None:
    # "arrest" and "we accuse" said alone, written by Whisper as other words: read as sound-alikes
    # of "the rules" and "we are confused", the spy explained the rules mid-accusation
    context = MatchContext(table=("PER", "BRA", "FRA"))
    assert matcher.match(text, context).command is None
    assert matcher.bare_act(text, context) == act


@pytest.mark.parametrize("text", ["the rules", "we are confused", "we're confused", "what are the rules", "we are lost",
                                  "how do i make an arrest"])
def test_asking_for_the_rules_is_still_help(matcher: Matcher, text: str) -> None:
    assert matcher.match(text, MatchContext(table=("PER", "BRA", "FRA"))).command == Help()


@pytest.mark.parametrize("text", ["the rest of the leaves", "eliminate the rest", "we are accused of nothing"])
def test_the_rest_in_a_sentence_is_no_act(matcher: Matcher, text: str) -> None:
    context = MatchContext(table=("PER", "BRA", "FRA"))
    assert matcher.bare_act(text, context) is None
    assert matcher.match(text, context).command is None


@pytest.mark.parametrize("text", ["will you tell us that again", "hmm can you tell us that again",
                                  "can you tell us that again then"])
def test_a_request_read_again_for_a_bare_act_is_read_once(matcher: Matcher, text: str) -> None:
    # the bare-act check reads "peru will you tell us that again", which restarts after the name
    # at the request, whose own bare-act check added the name again: a RecursionError, for ever
    context = MatchContext(table=("PER", "BRA", "FRA"))
    assert matcher.match(text, context).command == Repeat()
    assert matcher.bare_act(text, context) is None


def test_the_duel_has_no_bare_act(duel: Matcher) -> None:
    assert duel.bare_act("eliminate", MatchContext(game="duel")) is None


@pytest.mark.parametrize("said, cards, alike", [
    ("the capital letter", ("population", "gdp_per_capita", "currency_letter"), ("gdp_per_capita",)),
    ("what's the capital", ("gdp_per_capita", "land_area"), ("gdp_per_capita",)),
    # "letter" is on two cards' names, so it makes neither sound like the other
    ("currency letter please", ("capital_letter", "export"), ()),
    ("how many people live there", ("land_area", "export", "industry"), ()),
])
def test_cards_sounding_like_what_was_said(matcher: Matcher, said: str, cards: tuple[str, ...],
                                           alike: tuple[str, ...]) -> None:
    assert matcher.cards_sounding_like(said, cards) == alike
