"""The real PocketSphinx on speech synthesised at test time."""

import pytest
from voice_helpers import needs_espeak

from hideout.voice.sphinx import SphinxRecogniser, jsgf_from_phrases, jsgf_words
from hideout.voice.synth import pad, synthesise

pytestmark = needs_espeak

HARD_NAMES = ["leste", "eswatini", "kyrgyzstan", "tuvalu", "nauru", "vanuatu", "kiribati"]
PLACES = ["france", "spain", "timor leste", "kyrgyzstan", "tuvalu", "nauru"]
PHRASES = ([f"eliminate {place}" for place in PLACES] + [f"arrest {place}" for place in PLACES]
           + ["what is the population", "yes", "no"])


@pytest.fixture(scope="module")
def sphinx() -> SphinxRecogniser:
    recogniser = SphinxRecogniser()
    recogniser.set_grammar(PHRASES, "")
    return recogniser


def cmudict() -> str:
    """PocketSphinx's own dictionary: the mechanisms below are tried on it, since the packaged
    lexicon (voice/lexicon) already holds every grammar word and its accent variants."""
    import os

    import pocketsphinx

    return os.path.join(pocketsphinx.get_model_path(), "en-us", "cmudict-en-us.dict")


def test_the_packaged_lexicon_already_knows_the_hard_names() -> None:
    recogniser = SphinxRecogniser(min_confidence=0.0)
    assert recogniser.missing_words(HARD_NAMES + ["eliminate"]) == []
    assert len(recogniser.pronunciations("tunisia")) >= 2   # US and British readings


def test_missing_words_are_reported_and_then_added() -> None:
    recogniser = SphinxRecogniser(min_confidence=0.0, dictionary=cmudict())
    missing = recogniser.missing_words(HARD_NAMES + ["eliminate"])
    assert "leste" in missing and "eswatini" in missing and "nauru" in missing
    assert "eliminate" not in missing
    added = recogniser.add_words(HARD_NAMES)
    assert set(added) == set(missing)
    assert recogniser.missing_words(HARD_NAMES) == []
    assert recogniser.pronunciation("leste") == "L EH S T"


def test_jsgf_with_words_missing_from_the_dictionary_loads() -> None:
    recogniser = SphinxRecogniser(min_confidence=0.0, dictionary=cmudict())
    jsgf = ("#JSGF V1.0;\ngrammar places;\n"
            "public <cmd> = (eliminate | arrest) <place>;\n"
            f"<place> = {' | '.join(['timor leste'] + HARD_NAMES[1:])};\n")
    recogniser.set_grammar([], jsgf)   # raises if PocketSphinx rejects a word
    assert set(recogniser.added_words) >= {"leste", "eswatini", "nauru"}


def test_accent_variants_are_added_beside_the_dictionary(monkeypatch) -> None:
    """British espeak says "tjuːnˈɪziə": that pronunciation is added as "tunisia(2)", the
    dictionary's own stays first, nothing is added twice, and the transcript has no "(2)"."""
    recogniser = SphinxRecogniser(min_confidence=0.0, variant_accents=("en-us", "en-gb"),
                                  dictionary=cmudict())
    before = recogniser.pronunciations("tunisia")
    assert before == ["T UW N IY ZH AH"]
    added = recogniser.add_variants(["tunisia", "Tunisia", "france"])
    assert added["tunisia"] == ["T Y UW N IH Z IY AH"]
    assert recogniser.pronunciations("tunisia") == before + added["tunisia"]
    assert recogniser.add_variants(["tunisia"]) == {}          # once per word
    # a word espeak says like the dictionary gets nothing new
    assert "please" not in recogniser.add_variants(["please"])
    # without espeak-ng, the dictionary's pronunciations are all there is
    bare = SphinxRecogniser(min_confidence=0.0, variant_accents=("en-gb",), dictionary=cmudict())
    monkeypatch.setattr("hideout.voice.pronounce.shutil.which", lambda name: None)
    assert bare.add_variants(["tunisia"]) == {}
    assert bare.pronunciations("tunisia") == before


def test_a_british_voice_takes_the_british_variant_and_the_transcript_has_the_word() -> None:
    recogniser = SphinxRecogniser(min_confidence=0.0, variant_accents=("en-us", "en-gb"),
                                  dictionary=cmudict())
    recogniser.set_grammar(["eliminate tunisia", "eliminate haiti", "eliminate tanzania"], "")
    heard = recogniser.decode(pad(synthesise("eliminate tunisia", "en-gb")))
    assert "tunisia(2)" in [segment.word for segment in recogniser._decoder.seg()]
    assert heard.text == "eliminate tunisia"


def test_jsgf_words_skips_rule_names_weights_and_operators() -> None:
    jsgf = ("#JSGF V1.0;\ngrammar g; // comment\n"
            "public <a> = /2/ eliminate [the] <b> {tag} | arrest+;\n<b> = france | côte;\n")
    assert jsgf_words(jsgf) == ["eliminate", "the", "arrest", "france", "côte"]


def test_jsgf_from_phrases_rejects_an_empty_grammar() -> None:
    with pytest.raises(ValueError):
        jsgf_from_phrases([" "])


@pytest.mark.parametrize("text, voice", [
    ("eliminate timor leste", "en-us"),
    ("eliminate timor leste", "en-gb"),
    ("arrest kyrgyzstan", "en-us"),
    ("eliminate nauru", "en-us+f3"),
    ("what is the population", "en+m3"),
])
def test_synthesised_commands_decode(sphinx: SphinxRecogniser, speech, text: str,
                                     voice: str) -> None:
    result = sphinx.decode(speech.pcm(text, voice))
    assert result.text == text
    assert result.words and [w for w, _ in result.words] == text.split()
    assert 0.0 < result.confidence <= 1.0
    assert result.audio_ms > 1000 and result.decode_ms > 0


def test_decode_file_resamples_a_22k_wav(sphinx: SphinxRecogniser, tmp_path) -> None:
    from hideout.voice.synth import espeak_wav
    espeak_wav("eliminate france", tmp_path / "cmd.wav")      # espeak writes 22050 Hz
    assert sphinx.decode_file(str(tmp_path / "cmd.wav")).text == "eliminate france"


def test_streaming_gives_the_same_words(sphinx: SphinxRecogniser, speech) -> None:
    pcm = speech.pcm("arrest spain", "en-us")
    sphinx.start()
    for offset in range(0, len(pcm), 3200):
        sphinx.accept(pcm[offset:offset + 3200])
    with pytest.raises(RuntimeError):
        sphinx.set_grammar(["yes"], "")            # not while an utterance streams
    result = sphinx.finish()
    assert result.text == "arrest spain"
    assert result.decode_ms < 1000


def test_table_talk_never_yields_a_half_phrase(sphinx: SphinxRecogniser, speech) -> None:
    # a grammar search may end midway ("what is the"); that must come out as nothing
    for talk in ["pass me the crisps please", "whose turn is it anyway", "I think it is sunny"]:
        result = sphinx.decode(speech.pcm(talk, "en-us"))
        assert result.text == "" or result.text in PHRASES


def test_confidence_is_lower_for_table_talk_than_for_commands(sphinx: SphinxRecogniser,
                                                              speech) -> None:
    command = sphinx.decode(speech.pcm("eliminate france", "en-us")).confidence
    talk = sphinx.decode(speech.pcm("pass me the crisps please", "en-us")).confidence
    assert talk < command


def test_silence_decodes_to_nothing(sphinx: SphinxRecogniser) -> None:
    assert sphinx.decode(b"\0\0" * 16000).text == ""


def test_decode_needs_a_grammar() -> None:
    with pytest.raises(RuntimeError, match="set_grammar"):
        SphinxRecogniser(min_confidence=0.0).decode(b"\0\0" * 1600)


def test_garbage_loop_wraps_every_public_rule() -> None:
    from hideout.voice.sphinx import with_garbage_loop
    wrapped = with_garbage_loop("#JSGF V1.0;\ngrammar g;\npublic <a> = yes;\npublic <b> = no;\n",
                                1e-10)
    assert "public <a>" not in wrapped and "public <utterance_or_garbage> = /1/ (<a> | <b>)" \
        in wrapped and "/1e-10/ <garbage_phone>+" in wrapped
    with pytest.raises(ValueError):
        with_garbage_loop("#JSGF V1.0;\ngrammar g;\n<a> = yes;\n", 1e-10)


def test_garbage_loop_absorbs_chatter_but_keeps_commands(speech) -> None:
    recogniser = SphinxRecogniser(min_confidence=0.0, garbage_weight=1e-10)
    recogniser.set_grammar(PHRASES, "")
    assert recogniser.decode(speech.pcm("eliminate france", "en-us")).text == "eliminate france"
    chatter = recogniser.decode(speech.pcm("I wonder where they are hiding", "en-us"))
    assert chatter.text == "" and any(w.startswith("garbage_") for w, _ in chatter.words)
