"""The room front end (voice/frontend.py): WPE dereverberation of real synthesised speech."""

from __future__ import annotations

import numpy as np
import pytest

from hideout.voice import frontend, whisper
from hideout.voice.audio import SAMPLE_RATE, from_pcm16, to_pcm16
from hideout.voice.synth import SynthCache, pad


def room_response(rt60: float, seed: int = 1) -> np.ndarray:
    """A room's impulse response as the textbook model has it (not the bench's simulator): the
    direct sound, then from 30 ms on a diffuse tail of noise decaying 60 dB in ``rt60`` seconds,
    carrying twice the direct sound's energy (a talker across the table)."""
    rng = np.random.default_rng(seed)
    t = np.arange(int(1.5 * rt60 * SAMPLE_RATE)) / SAMPLE_RATE
    tail = rng.standard_normal(len(t)) * np.exp(-6.9 * t / rt60)
    tail[: int(0.03 * SAMPLE_RATE)] = 0.0
    tail *= np.sqrt(2.0 / np.sum(tail ** 2))
    tail[0] = 1.0
    return tail


def to_dry_db(heard: np.ndarray, dry: np.ndarray) -> float:
    """How close ``heard`` is to the dry utterance: its energy over what is left once the best
    scaled copy of the dry one is taken away (dB)."""
    scale = float(np.dot(heard, dry) / np.dot(dry, dry))
    return float(10.0 * np.log10(np.sum(dry ** 2) / np.sum((heard - scale * dry) ** 2)))


@pytest.mark.parametrize("text, voice", [("what is the population of your country", "en-gb"),
                                         ("we accuse you of being in peru", "en-us+f3")])
@pytest.mark.parametrize("rt60", [0.4, 0.7])
def test_dereverberation_brings_a_room_recording_closer_to_the_dry_voice(
        speech: SynthCache, text: str, voice: str, rt60: float) -> None:
    dry = from_pcm16(pad(speech.pcm(text, voice, 160, 50), 200, 800))
    heard = np.convolve(dry, room_response(rt60))[: len(dry)]
    cleaned = frontend.dereverberate(heard)
    assert cleaned.shape == heard.shape
    # measured about 1 dB (0.9-1.3) on these; an identity or a broken filter gives 0 or less
    assert to_dry_db(cleaned, dry) > to_dry_db(heard, dry) + 0.5


def test_dry_speech_comes_through_almost_untouched(speech: SynthCache) -> None:
    dry = from_pcm16(pad(speech.pcm("eliminate brazil", "en-us", 160, 50)))
    # nothing in dry speech is predictable from 24 ms and more before: nearly nothing is removed
    assert to_dry_db(frontend.dereverberate(dry), dry) > 25.0


def test_too_short_or_silent_audio_is_passed_as_it_is() -> None:
    short = np.random.default_rng(2).standard_normal(frontend.MIN_SAMPLES - 1)
    silent = np.zeros(SAMPLE_RATE)
    assert frontend.dereverberate(short) is short
    assert frontend.dereverberate(silent) is silent


def test_the_spectrum_round_trip_gives_the_signal_back() -> None:
    signal = np.random.default_rng(4).standard_normal(12345)
    again = frontend.istft(frontend.stft(signal), len(signal))
    assert np.max(np.abs(again - signal)) < 1e-9


@pytest.mark.slow
@pytest.mark.skipif(whisper.available() is not None, reason=str(whisper.available()))
def test_whisper_hears_a_reverberant_question_through_it(speech: SynthCache) -> None:
    dry = from_pcm16(pad(speech.pcm("what is the population of your country", "en-us", 160, 50)))
    heard = np.convolve(dry, room_response(0.6))[: len(dry)]
    pcm = to_pcm16(0.5 * heard / np.max(np.abs(heard)))
    recogniser = whisper.WhisperRecogniser(dereverberate=True)
    transcript = recogniser.decode(pcm)
    assert "population" in transcript.text.lower()
    assert recogniser.last["front_end_ms"] > 0.0
    recogniser.dereverberate = False
    recogniser.decode(pcm)
    assert recogniser.last["front_end_ms"] < 1.0       # off: nothing was done before Whisper
