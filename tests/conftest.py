"""Shared fixtures: synthesised speech is cached per test session in a temp folder (the voice
and hideout tests speak the same lines); damaged Whisper and Moonshine weights."""

from __future__ import annotations

from pathlib import Path

import pytest

from hideout.voice.synth import SynthCache


@pytest.fixture(scope="session")
def speech(tmp_path_factory: pytest.TempPathFactory) -> SynthCache:
    return SynthCache(tmp_path_factory.mktemp("speech"))


@pytest.fixture
def damaged_whisper_weights(tmp_path: Path) -> Path:
    """A Whisper weights folder whose model.bin is cut short (its tokenizer is whole); skips where
    Whisper's weights are not installed."""
    from hideout.voice import whisper

    if whisper.available() is not None:
        pytest.skip(str(whisper.available()))
    shipped, folder = whisper.weights_dir(), tmp_path / "damaged-whisper"
    folder.mkdir()
    for name in ("tokenizer.json", "vocabulary.txt", "config.json"):
        (folder / name).write_bytes((shipped / name).read_bytes())
    with (shipped / "model.bin").open("rb") as whole:
        (folder / "model.bin").write_bytes(whole.read(1000))
    return folder


@pytest.fixture
def damaged_moonshine_weights(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Moonshine's weights with the decoder's graph cut short (encoder and tokenizer whole), and
    an empty cache for its prepared graphs; skips where Moonshine or Whisper is not installed."""
    from hideout.voice import moonshine, whisper

    for missing in (whisper.available(), moonshine.available()):
        if missing is not None:
            pytest.skip(missing)
    shipped, folder = moonshine.weights_dir(), tmp_path / "damaged-moonshine"
    folder.mkdir()
    for name in ("encoder_model.ort", "tokenizer.bin"):
        (folder / name).write_bytes((shipped / name).read_bytes())
    with (shipped / "decoder_model_merged.ort").open("rb") as whole:
        (folder / "decoder_model_merged.ort").write_bytes(whole.read(5000))
    monkeypatch.setattr(moonshine, "weights_dir", lambda: folder)
    monkeypatch.setenv("HIDEOUT_CACHE", str(tmp_path / "cache"))
    return folder
