import io

import numpy as np
import pytest
from voice_helpers import needs_espeak

from hideout.voice.audio import from_pcm16, read_wav, to_pcm16
from hideout.voice.recogniser import Recogniser, TextRecogniser
from hideout.voice.speaker import Speaker
from hideout.voice.synth import SynthCache, add_noise, noise, speech_power, synthesise


def test_say_without_an_audio_device_prints_and_returns() -> None:
    out = io.StringIO()
    speaker = Speaker(audio=False, fallback=out)
    speaker.say("the spy is hiding")
    assert "the spy is hiding" in out.getvalue()
    assert speaker.spoken == ["the spy is hiding"]
    speaker.interrupt()                      # nothing playing: harmless


@needs_espeak
def test_to_wav_writes_speech_in_the_language_voice(tmp_path) -> None:
    english, korean = Speaker("en"), Speaker("ko")
    english.to_wav("eliminate france", str(tmp_path / "en.wav"), rate=150, pitch=60)
    korean.to_wav("네", str(tmp_path / "ko.wav"))
    assert korean.voice == "ko"
    for name in ("en.wav", "ko.wav"):
        samples = from_pcm16(read_wav(tmp_path / name))
        assert len(samples) > 4000 and np.abs(samples).max() > 0.05


@pytest.mark.parametrize("snr_db", [0.0, 10.0, 20.0])
@pytest.mark.parametrize("kind", ["white", "babble"])
def test_noise_is_mixed_at_the_requested_snr(snr_db: float, kind: str) -> None:
    t = np.arange(16000) / 16000
    speech_like = np.concatenate([np.zeros(8000), 0.3 * np.sin(2 * np.pi * 220 * t), np.zeros(8000)])
    pcm = to_pcm16(speech_like)
    mixed = from_pcm16(add_noise(pcm, snr_db, kind, seed=1))
    added = mixed - from_pcm16(pcm)
    measured = 10 * np.log10(speech_power(from_pcm16(pcm)) / np.mean(added ** 2))
    assert measured == pytest.approx(snr_db, abs=0.3)


def test_babble_is_speech_shaped() -> None:
    sample = noise("babble", 32000, np.random.default_rng(0))
    spectrum = np.abs(np.fft.rfft(sample)) ** 2
    freqs = np.fft.rfftfreq(32000, 1 / 16000)
    assert spectrum[(freqs > 100) & (freqs < 1000)].mean() > 10 * spectrum[freqs > 4000].mean()
    with pytest.raises(ValueError):
        noise("pink", 10, np.random.default_rng(0))


@needs_espeak
def test_cache_synthesises_once(tmp_path) -> None:
    cache = SynthCache(tmp_path)
    first = cache.path("yes", "en-gb", 190, 70)
    stamp = first.stat().st_mtime_ns
    assert cache.path("yes", "en-gb", 190, 70) == first and first.stat().st_mtime_ns == stamp
    assert cache.path("yes", "en-gb", 190, 70, snr_db=10) != first
    assert synthesise("yes", "en-gb", 190, 70) in cache.pcm("yes", "en-gb", 190, 70)


def test_text_recogniser_is_a_recogniser() -> None:
    recogniser = TextRecogniser()
    assert isinstance(recogniser, Recogniser)
    recogniser.set_grammar(["yes"], "")
    heard = recogniser.hear("  Eliminate   France ")
    assert heard.text == "Eliminate France" and heard.confidence == 1.0
    assert recogniser.decode(b"").confidence == 0.0
