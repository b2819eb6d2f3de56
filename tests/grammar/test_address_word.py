"""The address-word mode in the grammar layer: the matcher reads what follows the word and says
whether it was there; the recognition grammars expect the word (grammar/address.py)."""

from __future__ import annotations

import pytest

from hideout.grammar.address import address_forms, after_address
from hideout.grammar.canonical import canonical_grammar
from hideout.grammar.matcher import MatchContext, Matcher
from hideout.grammar.normalise import normalise
from hideout.grammar.recognition import build_recognition_grammar, build_word_graph, recognition_prompt
from hideout.grammar.templates import load_templates

TABLE = ("NPL", "PER", "BRA", "KEN", "JPN", "CHL")
SPY = MatchContext(table=TABLE, address_word="spy")


@pytest.fixture(scope="module")
def matcher() -> Matcher:
    return Matcher()


@pytest.mark.parametrize("text, rest", [
    ("spy, is it on the pacific", "is it on the pacific"),
    ("Spy! Eliminate Nepal.", "eliminate nepal"),
    ("um okay spy what's the population", "what's the population"),
    ("hey spy, arrest peru", "arrest peru"),
    ("spies, eliminate peru", "eliminate peru"),     # a transcriber's spelling
    ("spy", ""),                                        # the word alone: addressed, nothing asked
])
def test_the_word_at_the_start_is_stripped(text: str, rest: str) -> None:
    words = after_address(normalise(text).split(), load_templates("destination-x", "en"), "spy")
    assert words is not None and " ".join(words) == rest


@pytest.mark.parametrize("text", [
    "is it on the pacific",
    "is it on the pacific spy",          # only the start counts
    "the spy is in peru",
    "spy's probably in peru",
    "my guess is peru",                  # sounds like the word, is not it
    "",
])
def test_without_the_word_at_the_start_it_is_not_addressed(text: str) -> None:
    assert after_address(normalise(text).split(), load_templates("destination-x", "en"), "spy") is None


def test_the_matcher_reads_what_follows_the_word(matcher: Matcher) -> None:
    plain = matcher.match("is it on the pacific", MatchContext(table=TABLE))
    addressed = matcher.match("spy, is it on the pacific", SPY)
    assert addressed.command == plain.command and addressed.command is not None
    assert addressed.addressed is True and addressed.text == "spy, is it on the pacific"
    assert addressed.to_json()["addressed"] is True


def test_unaddressed_commands_are_still_read_but_marked(matcher: Matcher) -> None:
    result = matcher.match("eliminate nepal", SPY)
    assert result.command is not None and result.command.to_json() == {"type": "eliminate", "destination": "NPL"}
    assert result.addressed is False and result.to_json()["addressed"] is False


def test_mode_off_reports_nothing_about_addressing(matcher: Matcher) -> None:
    result = matcher.match("eliminate nepal", MatchContext(table=TABLE))
    assert result.addressed is None and "addressed" not in result.to_json()


def test_a_chosen_word_and_the_duels_word() -> None:
    assert Matcher().match("banana, eliminate peru", MatchContext(address_word="banana")).addressed is True
    duel = Matcher(game="duel")
    context = MatchContext(game="duel", address_word="Mister X")
    heard = duel.match("Mr. X, bus to B4", context)   # as Whisper writes it
    assert heard.addressed is True and heard.command is not None and heard.command.to_json() == {"type": "move", "to": "B4"}
    assert duel.match("bus to b4", context).addressed is False


def test_korean_calls_the_spy_but_a_sentence_about_it_is_no_call() -> None:
    ko = Matcher(lang="ko")
    context = MatchContext(lang="ko", address_word="스파이")
    called = ko.match("스파이야, 인구는?", context)
    assert called.addressed is True and called.command is not None and called.command.to_json() == {"type": "ask", "card": "population"}
    assert ko.match("인구는?", context).addressed is False
    assert ko.match("스파이는 브라질에 있어", context).addressed is False


def test_the_grammar_expects_the_word_and_only_its_forms(matcher: Matcher) -> None:
    grammar = build_recognition_grammar(matcher, SPY)
    address_rule = next(line for line in grammar.jsgf.splitlines() if line.startswith("<address>"))
    assert " spy" in address_rule and "computer" not in address_rule
    assert "[<address>]" in grammar.jsgf   # optional: talk without the word decodes without it
    assert "spy" in grammar.words
    graph = build_word_graph(matcher, SPY)
    assert set(address_forms(matcher.templates, "spy")) in [set(group) for group in graph.before]
    assert "computer" not in {p for group in graph.before for p in group}
    # a word of the players' choosing is in the grammar too
    assert "banana" in build_recognition_grammar(matcher, MatchContext(table=TABLE, address_word="banana")).words
    # mode off: the usual ways to address the game
    assert "computer" in build_recognition_grammar(matcher, MatchContext(table=TABLE)).words


def test_the_open_recogniser_is_told_the_word(matcher: Matcher) -> None:
    assert recognition_prompt(matcher, SPY).startswith("Spy, Nepal")
    assert recognition_prompt(Matcher(game="duel"), MatchContext(game="duel", address_word="mister x")) == "Mister X."
    assert not recognition_prompt(matcher, MatchContext(table=TABLE)).startswith("Spy")


def test_the_korean_phrase_list_holds_each_phrase_with_and_without_the_word() -> None:
    ko = Matcher(lang="ko")
    grammar = canonical_grammar(ko, MatchContext(lang="ko", table=TABLE, address_word="스파이"))
    phrases = set(grammar.phrases)
    plain = {p for p in phrases if not p.startswith("스파이 ") and p != "[unk]"}
    assert plain and all(f"스파이 {p}" in phrases for p in plain)


def test_the_question_mark_survives_the_word(matcher: Matcher) -> None:
    plain = matcher.match("I, what's the population?", MatchContext(table=TABLE))
    addressed = matcher.match("spy I, what's the population?", SPY)
    assert addressed.command == plain.command and addressed.score == plain.score and addressed.addressed
