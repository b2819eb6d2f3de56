import wave

import numpy as np
import pytest
from voice_helpers import needs_espeak

from hideout.voice.audio import from_pcm16, pcm_ms, read_wav, resample, to_pcm16, write_wav
from hideout.voice.synth import espeak_wav


def dominant_hz(samples: np.ndarray, rate: int) -> float:
    spectrum = np.abs(np.fft.rfft(samples))
    return float(np.fft.rfftfreq(len(samples), 1.0 / rate)[int(np.argmax(spectrum))])


@pytest.mark.parametrize("from_rate", [22050, 44100, 8000])
def test_resample_keeps_pitch_and_length(from_rate: int) -> None:
    t = np.arange(from_rate) / from_rate            # one second
    tone = 0.5 * np.sin(2 * np.pi * 440.0 * t)
    out = resample(tone, from_rate, 16000)
    assert len(out) == 16000
    assert dominant_hz(out, 16000) == pytest.approx(440.0, abs=2.0)
    assert np.sqrt(np.mean(out ** 2)) == pytest.approx(0.5 / np.sqrt(2), rel=0.02)


def test_resample_removes_what_16k_cannot_hold() -> None:
    rate = 44100
    t = np.arange(rate) / rate
    out = resample(np.sin(2 * np.pi * 12000.0 * t), rate, 16000)   # above the new Nyquist
    assert np.sqrt(np.mean(out ** 2)) < 0.01


def test_read_wav_mixes_stereo_and_resamples(tmp_path) -> None:
    rate = 22050
    t = np.arange(rate // 2) / rate
    left = (0.4 * np.sin(2 * np.pi * 300 * t) * 32767).astype("<i2")
    stereo = np.stack([left, left], axis=1).tobytes()
    path = tmp_path / "stereo.wav"
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(2), wav.setsampwidth(2), wav.setframerate(rate)
        wav.writeframes(stereo)
    pcm = read_wav(path)
    assert pcm_ms(pcm) == pytest.approx(500.0, abs=1.0)
    assert dominant_hz(from_pcm16(pcm), 16000) == pytest.approx(300.0, abs=3.0)


def test_16k_mono_wav_is_returned_untouched(tmp_path) -> None:
    pcm = to_pcm16(np.linspace(-0.5, 0.5, 1600))
    write_wav(tmp_path / "a.wav", pcm)
    assert read_wav(tmp_path / "a.wav") == pcm


@needs_espeak
def test_espeak_output_is_read_at_16k(tmp_path) -> None:
    espeak_wav("hello", tmp_path / "hello.wav")
    with wave.open(str(tmp_path / "hello.wav")) as wav:
        assert wav.getframerate() == 22050
    pcm = read_wav(tmp_path / "hello.wav")
    assert 200 < pcm_ms(pcm) < 2000
