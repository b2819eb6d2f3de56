"""Recogniser grammars: the phrase list and the JSGF say the same thing as the matcher, and the
JSGF is real PocketSphinx syntax (checked with PocketSphinx's own parser)."""

from __future__ import annotations

import itertools
import random

import pocketsphinx
import pytest

from hideout.grammar.matcher import ACCEPT, MatchContext, Matcher
from hideout.grammar.recognition import VOSK_UNKNOWN, RecognitionGrammar
from hideout.grammar.vocabulary import SPOKEN_WORD
from hideout.grammar.recognition import build_recognition_grammar

CONTEXT = MatchContext(table=("BRA", "PER", "FRA", "NER", "COD", "AUS"),
                       playable_cards=("population", "traffic", "official_language", "coastline"))


@pytest.fixture(scope="module")
def small(matcher: Matcher) -> RecognitionGrammar:
    return build_recognition_grammar(matcher, CONTEXT)


@pytest.fixture(scope="module")
def full(matcher: Matcher) -> RecognitionGrammar:
    return build_recognition_grammar(matcher)


@pytest.fixture(scope="module")
def decoder() -> pocketsphinx.Decoder:
    return pocketsphinx.Decoder(lm=None, logfn="/dev/null")


def test_context_restricts_destinations_and_cards(small: RecognitionGrammar, full: RecognitionGrammar) -> None:
    phrases = set(small.phrases)
    assert "eliminate brazil" in phrases and "arrest in france" in phrases
    assert "eliminate germany" not in phrases
    assert "how many people live there" in phrases          # playable
    assert "what do they grow" not in phrases                # not playable
    assert "is french spoken there" in phrases
    assert "repeat" in phrases and "status" in phrases       # dialogue always
    assert "what do they grow" in set(full.phrases)
    assert "eliminate germany" in set(full.phrases)
    assert len(small.phrases) < len(full.phrases)
    assert small.phrases[-1] == VOSK_UNKNOWN


def test_yes_and_no_only_where_they_answer_something(matcher: Matcher, small: RecognitionGrammar) -> None:
    """A heard yes with nothing to confirm is ignored, so the grammar leaves it out (and a no,
    unless "Niger or Nigeria?" was asked): their short phrases would only explain misheard
    commands."""
    from dataclasses import replace
    idle = set(small.phrases)
    assert not {"yes", "yeah", "correct", "no", "cancel", "wait a minute"} & idle
    confirming = set(build_recognition_grammar(matcher, replace(CONTEXT, awaiting_confirmation=True)).phrases)
    assert {"yes", "yeah", "correct", "no", "cancel", "wait a minute", "repeat"} <= confirming
    choosing = set(build_recognition_grammar(matcher, replace(CONTEXT, awaiting_choice=True)).phrases)
    assert {"no", "cancel", "never mind", "eliminate brazil"} <= choosing
    assert "yes" not in choosing
    # typed text is not restricted: the matcher still reads a stray yes (and the session ignores it)
    assert matcher.match("yes", CONTEXT).command is not None


def _bigrams(phrase: str) -> set[tuple[str, str]]:
    words = ["<s>", *phrase.split(), "</s>"]
    return set(itertools.pairwise(words))


def test_full_grammar_covers_every_destination_in_every_slot_context(matcher: Matcher,
                                                                     full: RecognitionGrammar) -> None:
    """The unrestricted list is a bigram cover: every word pair of every command is in it."""
    pairs = set().union(*(_bigrams(p) for p in full.phrases))
    for form in matcher.destination_forms:
        for command in (f"eliminate {form}", f"arrest in {form}", f"cross {form} off",
                        f"we think it's {form}", f"{form} is our final answer"):
            assert _bigrams(command) <= pairs, command


def test_words_are_plain_lowercase(small: RecognitionGrammar, full: RecognitionGrammar) -> None:
    for grammar in (small, full):
        bad = [w for w in grammar.words if not SPOKEN_WORD.match(w)]
        assert not bad
        used = {w for p in grammar.phrases if p != VOSK_UNKNOWN for w in p.split()}
        assert used <= set(grammar.words)


def test_jsgf_parses_and_accepts_every_sampled_phrase(decoder: pocketsphinx.Decoder,
                                                      small: RecognitionGrammar) -> None:
    fsg = decoder.parse_jsgf(small.jsgf)
    phrases = [p for p in small.phrases if p != VOSK_UNKNOWN]
    for phrase in random.Random(7).sample(phrases, 400):
        assert fsg.accept(phrase), phrase
    # fillers, address word and lead-in around a command
    assert fsg.accept("um hey spy uh let's eliminate brazil please")
    assert fsg.accept("spy uh do they drive on the left")
    assert not fsg.accept("um uh um eliminate brazil")  # one filler per place
    # restricted: a destination off the table and a card not playable are outside the grammar
    assert not fsg.accept("eliminate germany")
    assert not fsg.accept("what do they grow")
    assert not fsg.accept("pass me the chips")


def test_full_jsgf_parses(decoder: pocketsphinx.Decoder, full: RecognitionGrammar) -> None:
    fsg = decoder.parse_jsgf(full.jsgf)
    assert fsg.accept("eliminate the democratic republic of the congo")
    assert fsg.accept("what do they grow")


def test_small_jsgf_loads_into_a_decoder_once_missing_words_exist(decoder: pocketsphinx.Decoder,
                                                                   small: RecognitionGrammar) -> None:
    """voice/ adds generated pronunciations for missing words; a dummy phone stands in here."""
    for word in small.words:
        if decoder.lookup_word(word) is None:
            decoder.add_word(word, "AH", False)
    decoder.add_jsgf_string("table", small.jsgf)


def test_matcher_accepts_sampled_grammar_phrases(matcher: Matcher, small: RecognitionGrammar) -> None:
    """Whatever the recogniser can return from the grammar, the matcher turns into a command."""
    phrases = [p for p in small.phrases if p != VOSK_UNKNOWN]
    confirming = MatchContext(table=CONTEXT.table, playable_cards=CONTEXT.playable_cards,
                              awaiting_confirmation=True)
    for phrase in random.Random(11).sample(phrases, 300):
        result = matcher.match(phrase, confirming)
        assert result.command is not None and result.score >= ACCEPT, result


def test_the_open_recogniser_is_told_the_table_then_the_playable_cards(matcher: Matcher,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    from hideout.grammar import recognition
    from hideout.grammar.recognition import recognition_prompt

    assert recognition_prompt(matcher, CONTEXT).count(".") == 1    # off: the table's names alone
    monkeypatch.setattr(recognition, "PROMPT_CARDS", True)
    prompt = recognition_prompt(matcher, CONTEXT)
    names, cards = prompt.split(". ", 1)
    assert names.startswith("Brazil, Peru, France, Niger, ")
    # the playable cards only; a choice card by its options ("French"), never "language choice"
    assert cards == "Population, English, Spanish, French, coastline, traffic."


def test_no_card_words_while_a_yes_or_no_is_awaited(matcher: Matcher, monkeypatch: pytest.MonkeyPatch) -> None:
    from dataclasses import replace

    from hideout.grammar import recognition
    from hideout.grammar.recognition import recognition_prompt

    monkeypatch.setattr(recognition, "PROMPT_CARDS", True)
    # every card when the playable ones are not known (`hideout hear`)
    assert recognition_prompt(matcher, MatchContext(table=("BRA",))).startswith("Brazil. Land area, population, ")
    assert recognition_prompt(matcher, replace(CONTEXT, table=("BRA",), awaiting_confirmation=True)) == "Brazil."
    assert recognition_prompt(Matcher(game="duel"), MatchContext(game="duel")) == ""
