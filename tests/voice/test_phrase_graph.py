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


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng is not installed")
def test_a_search_set_up_beside_a_decode_decodes_as_one_set_up_after_it(speech, tmp_path):
    """prepare_phrase_graph: the next graph's search is set up in a thread while an utterance
    decodes (without Python's lock), and set_phrase_graph only switches to it: the same search,
    transition for transition, and the same transcript as when it is set up after the decode."""
    import threading

    from hideout.listening import decode_as_streamed
    from hideout.voice.audio import read_wav

    following = PhraseGraph(("what is the population", "remove @", "how big is it"), slot="@",
                            slot_phrases=("peru", "new zealand"), before=(("um",),))
    said = [read_wav(speech.path(text, "en-us", 150)) for text in
            ("eliminate brazil", "cross off new zealand", "how big is it", "eliminate new zealand",
             "remove new zealand")]
    results, grammars, set_up_by = [], [], []
    for ahead in (False, True):
        recogniser = SphinxRecogniser(min_confidence=0.0)
        recogniser.set_phrase_graph(GRAPH)
        add_graph = recogniser._add_graph

        def recorded(*args, add_graph=add_graph):
            set_up_by.append((ahead, threading.current_thread().name))
            add_graph(*args)

        recogniser._add_graph = recorded  # type: ignore[method-assign]
        for index, pcm in enumerate(said[:4]):
            if ahead and index == 3:   # after the cold start, whose CMN priming waits for nothing
                recogniser.prepare_phrase_graph(following)
            decode_as_streamed(recogniser, pcm)
        recogniser.set_phrase_graph(following)
        heard = decode_as_streamed(recogniser, said[4])
        results.append((heard.text, heard.confidence, heard.words))
        written = tmp_path / f"ahead-{ahead}.fsg"
        recogniser._decoder.get_fsg(recogniser._search).writefile(str(written))
        grammars.append(written.read_text())
        recogniser.close()
    assert [thread.startswith("sphinx-setup") for _, thread in set_up_by] == [False, True]
    assert results[0][0] == "remove new zealand"
    assert results[0] == results[1]
    assert grammars[0] == grammars[1]


def test_a_grammar_set_while_a_search_is_set_up_ahead_waits_for_it_before_changing_the_dictionary():
    """set_grammar changes PocketSphinx's dictionary (its words, their variants): the search the
    set-up thread may still be building without Python's lock reads that dictionary, so it is
    waited for first."""
    import time

    from hideout.voice.sphinx import COLD_UTTERANCES

    recogniser = SphinxRecogniser()
    recogniser.set_phrase_graph(GRAPH)
    recogniser._utterances_done = COLD_UTTERANCES   # past the cold start, which prepares nothing
    order = []
    add_graph, add_words = recogniser._add_graph, recogniser.add_words

    def slow_add_graph(*args):
        time.sleep(0.3)
        add_graph(*args)
        order.append("search set up ahead")

    def recorded_add_words(words):
        order.append("dictionary changed")
        return add_words(words)

    recogniser._add_graph = slow_add_graph  # type: ignore[method-assign]
    recogniser.add_words = recorded_add_words  # type: ignore[method-assign]
    recogniser.prepare_phrase_graph(PhraseGraph(("eliminate @", "how big is it"), "@", ("brazil",)))
    recogniser.start()          # the set-up thread starts on the announced graph
    recogniser.finish()
    recogniser.set_grammar(["eliminate brazil", "eliminate peru"])
    recogniser.close()
    assert order == ["search set up ahead", "dictionary changed"]
