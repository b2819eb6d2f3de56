"""Every destination can be said: each of the 197 has a spoken form in the grammar whose words are
in PocketSphinx's cmudict or are listed for pronunciation generation."""

from __future__ import annotations

import os

import pocketsphinx
import pytest

from hideout.engine.destination_x.commands import Eliminate
from hideout.grammar.matcher import MatchContext, Matcher
from hideout.grammar.normalise import name_spoken_form
from hideout.grammar.recognition import RecognitionGrammar
from hideout.grammar.vocabulary import (
    SPOKEN_WORD,
    grammar_words,
    missing_words,
    name_coverage,
    read_dictionary_words,
)
from hideout.grammar.recognition import build_recognition_grammar

CMUDICT = os.path.join(pocketsphinx.get_model_path(), "en-us", "cmudict-en-us.dict")


@pytest.fixture(scope="module")
def cmudict() -> frozenset[str]:
    return read_dictionary_words(CMUDICT)


@pytest.fixture(scope="module")
def full(matcher: Matcher) -> RecognitionGrammar:
    return build_recognition_grammar(matcher)


def test_reads_cmudict_with_alternates_folded(cmudict: frozenset[str]) -> None:
    assert {"brazil", "what's", "population", "eliminate"} <= cmudict
    assert not any("(" in w for w in cmudict)


def test_missing_words_lists_exactly_the_unknown(cmudict: frozenset[str]) -> None:
    assert missing_words(["brazil", "eswatini", "turkiye", "peru"], cmudict) == ("eswatini", "turkiye")


def test_every_destination_is_sayable(handbook, matcher: Matcher, full: RecognitionGrammar,
                                      cmudict: frozenset[str]) -> None:  # type: ignore[no-untyped-def]
    words = set(grammar_words(full))
    to_generate = set(missing_words(words, cmudict))
    coverage = name_coverage(matcher.destination_forms, cmudict)
    assert len(handbook) == 197
    for dest in handbook:  # iterate the handbook, not the forms: a lost name fails here
        cov = coverage.get(dest.id)
        assert cov is not None, f"{dest.name} has no spoken form"
        forms = cov.in_dictionary + cov.need_generation
        assert name_spoken_form(dest.name) in forms, dest.name
        for form in forms:
            assert set(form.split()) <= words, form
            for word in form.split():
                assert SPOKEN_WORD.match(word), (dest.name, word)
                assert word in cmudict or word in to_generate, (dest.name, word)


def test_names_cmudict_lacks_are_flagged(matcher: Matcher, full: RecognitionGrammar,
                                         cmudict: frozenset[str]) -> None:
    to_generate = set(missing_words(grammar_words(full), cmudict))
    assert "eswatini" in to_generate
    assert {"brazil", "france", "eliminate"}.isdisjoint(to_generate)


def test_every_spoken_form_maps_back_to_its_destination(handbook, matcher: Matcher) -> None:  # type: ignore[no-untyped-def]
    for form, ids in matcher.destination_forms.items():
        result = matcher.match(f"eliminate {form}", MatchContext(table=ids))
        assert result.command in {Eliminate(i) for i in ids}, (form, result)
        if len(ids) > 1:  # "congo": both on the table -> ask back
            assert result.ambiguous, (form, result)
