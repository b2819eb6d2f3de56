"""Simulated rooms for tests and benchmarks: an utterance as a table microphone would pick it up.

A shoebox room (pyroomacoustics' image-source model, the `test` extra) with a random size,
reverberation time and placement; in "talkers" rooms, two other people at the table talk at the
same time (espeak-ng table talk in other voices, from their own seats, so their speech is
reverberant too). Everything is drawn from `seed`: the same seed gives the same room.

- "reverb": RT60 0.3-0.7 s, talker 0.8-2.0 m from the microphone.
- "talkers": the same kind of room, plus two other talkers whose speech reaches the microphone
  10 dB below the utterance (as loud at the microphone as the "10 dB babble" condition).
"""

from __future__ import annotations

import numpy as np

from hideout.voice.audio import SAMPLE_RATE, from_pcm16, to_pcm16

ROOMS = ("reverb", "talkers")
#: How far the other talkers sit below the utterance at the microphone (dB).
TALKERS_SNR_DB = 10.0
#: What the other people say (none of it addressed to the game).
_OTHER_TALK = (
    "did you see the match last night it went to penalties",
    "I have to pick up the kids at six tomorrow",
    "the new place on the corner does really good noodles",
    "my sister is moving to the coast next month",
    "we should book the tickets before they sell out",
    "honestly the traffic this morning was unbelievable",
)
_OTHER_VOICES = ("en-us+m3", "en-gb+f2", "en-us+f4", "en+m2")


def _room_rirs(rng: np.random.Generator, sources: int) -> list[np.ndarray]:
    """Room impulse responses from `sources` random seats to one microphone on the table."""
    import pyroomacoustics as pra

    size = np.array([rng.uniform(3.5, 7.0), rng.uniform(3.0, 6.0), rng.uniform(2.4, 3.2)])
    rt60 = rng.uniform(0.3, 0.7)
    absorption, max_order = pra.inverse_sabine(rt60, size)
    room = pra.ShoeBox(size, fs=SAMPLE_RATE, materials=pra.Material(absorption),
                       max_order=min(max_order, 20))
    mic = np.array([size[0] / 2 + rng.uniform(-0.5, 0.5), size[1] / 2 + rng.uniform(-0.5, 0.5), 0.8])
    for index in range(sources):
        distance = rng.uniform(0.8, 2.0) if index == 0 else rng.uniform(1.0, 2.5)
        for _ in range(50):
            angle = rng.uniform(0, 2 * np.pi)
            seat = mic + np.array([distance * np.cos(angle), distance * np.sin(angle), 0.4])
            if all(0.2 < seat[k] < size[k] - 0.2 for k in range(3)):
                break
        else:
            seat = np.array([0.3, 0.3, 1.2])
        room.add_source(seat)
    room.add_microphone(mic)
    room.compute_rir()
    return [np.asarray(room.rir[0][k]) for k in range(sources)]


def _convolve(signal: np.ndarray, rir: np.ndarray) -> np.ndarray:
    from scipy.signal import fftconvolve

    return np.asarray(fftconvolve(signal, rir)[: len(signal) + len(rir) // 4])


def in_room(pcm: bytes, room: str, seed: int = 0) -> bytes:
    """`pcm` (16 kHz 16-bit mono) as heard across a room of kind `room` (one of ROOMS).

    :raises ValueError: an unknown room kind.
    """
    if room not in ROOMS:
        raise ValueError(f"unknown room {room!r} (one of {', '.join(ROOMS)})")
    rng = np.random.default_rng(seed)
    speech = from_pcm16(pcm)
    peak_before = float(np.max(np.abs(speech))) or 1.0
    talkers = 2 if room == "talkers" else 0
    rirs = _room_rirs(rng, 1 + talkers)
    heard = _convolve(speech, rirs[0])
    if talkers:
        from hideout.voice.synth import speech_power, synthesise

        power = speech_power(heard)
        others = np.zeros(len(heard))
        for index in range(talkers):
            text = _OTHER_TALK[int(rng.integers(len(_OTHER_TALK)))]
            voice = _OTHER_VOICES[int(rng.integers(len(_OTHER_VOICES)))]
            other = _convolve(from_pcm16(synthesise(text, voice, int(rng.integers(150, 190)))), rirs[1 + index])
            start = int(rng.integers(0, max(1, len(other) - len(heard) // 2)))
            piece = other[start:start + len(heard)]
            # the other talker goes on for the whole utterance (tiled when their sentence is short)
            piece = np.resize(piece, len(heard)) if len(piece) else np.zeros(len(heard))
            others += piece / np.sqrt(max(speech_power(piece), 1e-12))
        others *= np.sqrt(power / talkers / 10.0 ** (TALKERS_SNR_DB / 10.0))
        heard = heard + others
    # same peak level as the dry utterance (a microphone's gain control would do that)
    heard *= 0.9 * peak_before / (float(np.max(np.abs(heard))) or 1.0)
    return to_pcm16(heard)
