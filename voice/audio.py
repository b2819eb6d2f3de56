"""PCM helpers: read WAV files, convert to 16 kHz mono 16-bit, measure duration.

Everything the recognisers take is raw little-endian 16-bit mono PCM at 16 kHz. Resampling is
numpy-only (FFT band-limited resampling: exact for the short, padded utterances we deal with and it
needs no scipy), so a WAV written by espeak-ng at 22050 Hz decodes without sox.
"""

from __future__ import annotations

import wave
from pathlib import Path

import numpy as np

SAMPLE_RATE = 16000
SAMPLE_WIDTH = 2  # bytes, 16-bit


def pcm_ms(pcm: bytes, rate: int = SAMPLE_RATE) -> float:
    """Duration in milliseconds of 16-bit mono PCM."""
    return 1000.0 * (len(pcm) // SAMPLE_WIDTH) / rate


def resample(samples: np.ndarray, from_rate: int, to_rate: int) -> np.ndarray:
    """Band-limited resampling of a float signal with an FFT (numpy only)."""
    if from_rate == to_rate or len(samples) == 0:
        return samples.astype(np.float64, copy=False)
    n_out = int(round(len(samples) * to_rate / from_rate))
    spectrum = np.fft.rfft(samples.astype(np.float64))
    n_bins = n_out // 2 + 1
    if n_bins <= len(spectrum):
        spectrum = spectrum[:n_bins]          # drop what the new rate cannot hold (anti-alias)
    else:
        spectrum = np.concatenate([spectrum, np.zeros(n_bins - len(spectrum), complex)])
    return np.fft.irfft(spectrum, n_out) * (n_out / len(samples))


def to_pcm16(samples: np.ndarray) -> bytes:
    """Float samples in [-1, 1] to 16-bit little-endian PCM (clipped)."""
    clipped = np.clip(samples, -1.0, 1.0)
    return bytes((clipped * 32767.0).round().astype("<i2").tobytes())


def from_pcm16(pcm: bytes) -> np.ndarray:
    """16-bit little-endian PCM to float samples in [-1, 1]."""
    return np.frombuffer(pcm, dtype="<i2").astype(np.float64) / 32768.0


def read_wav(path: str | Path, rate: int = SAMPLE_RATE) -> bytes:
    """Read a PCM WAV file as 16-bit mono PCM at `rate`, mixing down and resampling as needed.

    Raises:
        ValueError: if the file is not uncompressed 8/16/32-bit PCM.
    """
    with wave.open(str(path), "rb") as wav:
        channels, width, file_rate = wav.getnchannels(), wav.getsampwidth(), wav.getframerate()
        raw = wav.readframes(wav.getnframes())
    if width == 2:
        samples = np.frombuffer(raw, dtype="<i2").astype(np.float64) / 32768.0
    elif width == 1:
        samples = (np.frombuffer(raw, dtype=np.uint8).astype(np.float64) - 128.0) / 128.0
    elif width == 4:
        samples = np.frombuffer(raw, dtype="<i4").astype(np.float64) / 2147483648.0
    else:
        raise ValueError(f"unsupported sample width {width} bytes in {path!s}")
    if channels > 1:
        samples = samples.reshape(-1, channels).mean(axis=1)
    if width == 2 and channels == 1 and file_rate == rate:
        return raw  # already what the recognisers want: no round trip
    return to_pcm16(resample(samples, file_rate, rate))


def write_wav(path: str | Path, pcm: bytes, rate: int = SAMPLE_RATE) -> None:
    """Write 16-bit mono PCM to a WAV file."""
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(SAMPLE_WIDTH)
        wav.setframerate(rate)
        wav.writeframes(pcm)
