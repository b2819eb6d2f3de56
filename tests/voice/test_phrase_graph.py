"""The word-graph form of a grammar (voice.sphinx.PhraseGraph) holds exactly its sentences, and
PocketSphinx decodes through it as through the JSGF the grammar layer writes."""

from __future__ import annotations

import shutil

import pytest

from hideout.voice.sphinx import PhraseGraph, SphinxRecogniser, phrase_graph_transitions

GRAPH = PhraseGraph(phrases=("eliminate @", "cross off @", "what is the population", "how big is it"),
                    slot="@", slot_phrases=("brazil", "new zealand"),
                    before=(("um", "uh"), ("hey spy",)), after=(("please",),), instead=("er", "hmm"))


@pytest.fixture(scope="module")
def fsg():
    recogniser = SphinxRecogniser()
    recogniser.set_phrase_graph(GRAPH)
    return recogniser._fsg


@pytest.mark.parametrize("text", ["eliminate brazil", "cross off new zealand", "um hey spy eliminate brazil please",
                                  "uh what is the population", "hey spy how big is it please", "er", "er hmm"])
def test_graph_accepts_its_sentences(fsg, text):
    assert fsg.accept(text)


@pytest.mark.parametrize("text", ["eliminate", "eliminate brazil new zealand", "please eliminate brazil",
                                  "what is the", "er eliminate brazil", "hey spy um", "er hmm er", "how big is it um"])
def test_graph_refuses_what_is_not_a_sentence(fsg, text):
    assert not fsg.accept(text)


def test_graph_has_no_duplicate_subtrees():
    many = tuple(f"{verb} @ {tail}" for verb in ("eliminate", "remove", "drop") for tail in ("now", "please it"))
    start, end, transitions = phrase_graph_transitions(PhraseGraph(many, "@", ("brazil",)))
    words = [t for t in transitions if len(t) == 4]
    # three verbs share one slot state and one tail: 3 verbs + 3 slot arcs at most + 3 tail words
    assert len(words) <= 9


@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng is not installed")
def test_decoding_through_the_graph(speech):
    from hideout.listening import decode_as_streamed
    from hideout.voice.audio import read_wav

    recogniser = SphinxRecogniser(min_confidence=0.0)
    recogniser.set_phrase_graph(GRAPH)
    heard = decode_as_streamed(recogniser, read_wav(speech.path("eliminate new zealand", "en-us", 150)))
    assert heard.text == "eliminate new zealand"
