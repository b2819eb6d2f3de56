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


def test_alternates_are_set_up_as_pocketsphinx_sets_them_up(tmp_path):
    """set_phrase_graph hands PocketSphinx each word's other pronunciations itself (its own pass
    over the graph was most of a table's set-up); the graph that results is the one that pass
    makes, transition for transition."""
    recogniser = SphinxRecogniser()
    recogniser.set_phrase_graph(GRAPH)
    ours = tmp_path / "ours.fsg"
    recogniser._decoder.get_fsg(recogniser._search).writefile(str(ours))
    start, end, transitions = phrase_graph_transitions(GRAPH)
    decoder = recogniser._decoder
    decoder.add_fsg("own_pass", decoder.create_fsg("grammar", start, end, transitions))
    theirs = tmp_path / "theirs.fsg"
    decoder.get_fsg("own_pass").writefile(str(theirs))
    assert "(2)" in ours.read_text()       # there were alternates to add
    assert ours.read_text() == theirs.read_text()


def test_transitions_of_a_table_do_not_depend_on_the_tables_before():
    first = PhraseGraph(GRAPH.phrases, "@", ("bosnia and herzegovina", "peru"), GRAPH.before, GRAPH.after)
    second = PhraseGraph(GRAPH.phrases, "@", ("chad", "south korea", "new zealand"), GRAPH.before, GRAPH.after)
    alone = phrase_graph_transitions(first)
    phrase_graph_transitions(second)
    assert phrase_graph_transitions(first) == alone
    unfilled = phrase_graph_transitions(PhraseGraph(GRAPH.phrases, "@", ()))
    assert not any(len(t) == 4 and t[3] in ("brazil", "@") for t in unfilled[2])
