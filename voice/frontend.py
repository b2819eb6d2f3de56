"""Room front end: dereverberation of a whole utterance before the open-vocabulary recogniser.

Across a room, a microphone hears the voice and, for a few hundred milliseconds after every
sound, its echoes off walls and table (a late tail that smears one syllable into the next).
Weighted prediction error (WPE; Nakatani et al., "Speech dereverberation based on
variance-normalized delayed linear prediction", IEEE TASLP 2010; Yoshioka and Nakatani, 2012)
removes that tail with no model of the room: in each frequency band of the short-time spectrum,
the late tail is what a linear filter over the frames a little in the past (``DELAY`` frames
back, so the direct sound and early echoes, which help, are kept) predicts of the present frame;
the filter is fitted by least squares weighted by the inverse of the dry speech's power, which is
estimated from the previous pass (``ITERATIONS`` passes). Written here from the paper's equations
with numpy only (single channel, no dependency).

Where it can be used and what it gave (notes/MEASUREMENTS.md, "Room front end"): Whisper
(voice/whisper.py, ``dereverberate=True``) decodes the whole utterance once it has ended, so
dereverberating its input costs 30-60 ms of CPU and no streaming. On the tuning phrasings in
simulated rooms it changed the right-command rate of PocketSphinx with Whisper by no more than
Whisper's own run-to-run jitter in any condition, so the game leaves it off. PocketSphinx streams
while the person speaks (voice/sphinx.py) and keeps its own front end (RNNoise).
"""

from __future__ import annotations

import numpy as np

from hideout.voice.audio import SAMPLE_RATE

#: Short-time spectrum: 32 ms windows every 8 ms at 16 kHz.
FFT_SIZE = 512
HOP = 128
#: Frames of the past the prediction filter looks at: from DELAY frames back (24 ms: the
#: direct sound and the early echoes stay), TAPS of them (80 ms).
DELAY = 3
TAPS = 10
ITERATIONS = 3
#: The dry power is never estimated below this share of the utterance's mean power, so that
#: near-silent frames do not dominate the weighted fit.
POWER_FLOOR = 1e-4
#: Shorter than this (in samples) there is too little to fit a filter on: passed through.
MIN_SAMPLES = SAMPLE_RATE // 4


def _window() -> np.ndarray:
    return np.sqrt(np.hanning(FFT_SIZE + 1)[:-1])     # periodic sqrt-Hann: analysis and synthesis


def stft(samples: np.ndarray) -> np.ndarray:
    """Complex spectrum, frequencies x frames (the signal padded by a window at each end)."""
    padded = np.pad(samples, (FFT_SIZE, FFT_SIZE + HOP))
    frames = 1 + (len(padded) - FFT_SIZE) // HOP
    index = np.arange(FFT_SIZE)[None, :] + HOP * np.arange(frames)[:, None]
    spectrum: np.ndarray = np.fft.rfft(padded[index] * _window(), axis=-1).T
    return spectrum


def istft(spectrum: np.ndarray, length: int) -> np.ndarray:
    """Overlap-add inverse of :func:`stft`, ``length`` samples."""
    window = _window()
    frames = np.fft.irfft(spectrum.T, n=FFT_SIZE, axis=-1) * window
    total = FFT_SIZE + HOP * (frames.shape[0] - 1)
    out, norm = np.zeros(total), np.zeros(total)
    for index, frame in enumerate(frames):
        out[index * HOP:index * HOP + FFT_SIZE] += frame
        norm[index * HOP:index * HOP + FFT_SIZE] += window ** 2
    result: np.ndarray = (out / np.maximum(norm, 1e-8))[FFT_SIZE:FFT_SIZE + length]
    return result


#: Frames per block of the products summed over time (see _summed_products).
BLOCK_FRAMES = 200


def _summed_products(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """sum over frames of a[f, t, :]^T b[f, t, :], per band (bands x a's columns x b's columns).

    In blocks of frames: over about 400 frames at once, the matrix product goes to the
    multi-threaded BLAS, whose threads on a busy machine stalled those utterances for 0.2-1.5 s
    of CPU instead of 30 ms (bench/room_front_end.py); smaller products stay on one thread."""
    total = np.zeros((a.shape[0], a.shape[2], b.shape[2]), dtype=np.result_type(a, b))
    for start in range(0, a.shape[1], BLOCK_FRAMES):
        total += a[:, start:start + BLOCK_FRAMES].transpose(0, 2, 1) @ b[:, start:start + BLOCK_FRAMES]
    return total


def wpe(spectrum: np.ndarray, taps: int = TAPS, delay: int = DELAY,
        iterations: int = ITERATIONS) -> np.ndarray:
    """Single-channel WPE on a spectrum (frequencies x frames); the dereverberated spectrum.

    Per band: X(t) = Y(t) - g^H [Y(t-delay), ..., Y(t-delay-taps+1)], with g minimising
    sum_t |X(t)|^2 / lambda(t), lambda the dry power from the last pass (first: |Y|^2).
    """
    bands, frames = spectrum.shape
    past = np.zeros((bands, frames, taps), dtype=spectrum.dtype)
    for k in range(taps):
        shift = delay + k
        if shift < frames:
            past[:, shift:, k] = spectrum[:, :frames - shift]
    floor = POWER_FLOOR * float(np.mean(np.abs(spectrum) ** 2)) + 1e-12
    dry = spectrum
    for _ in range(iterations):
        weight = 1.0 / np.maximum(np.abs(dry) ** 2, floor)            # bands x frames
        weighted = past * weight[:, :, None]
        correlation = _summed_products(weighted, past.conj())
        cross = _summed_products(weighted, spectrum.conj()[:, :, None])[:, :, 0]
        # a little diagonal loading keeps near-silent bands solvable
        loading = 1e-6 * np.trace(correlation, axis1=1, axis2=2).real[:, None, None] / taps + 1e-12
        filters = np.linalg.solve(correlation + loading * np.eye(taps), cross[:, :, None])[:, :, 0]
        dry = spectrum - np.einsum("ftk,fk->ft", past, filters.conj())
    return dry


def dereverberate(samples: np.ndarray) -> np.ndarray:
    """``samples`` (float, 16 kHz, any scale) with the late reverberation removed (WPE)."""
    if len(samples) < MIN_SAMPLES or not np.any(samples):
        return samples
    return istft(wpe(stft(samples.astype(np.float64))), len(samples))
