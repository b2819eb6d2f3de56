"""Shared fixtures: synthesised speech is cached per test session in a temp folder (the voice
and hideout tests speak the same lines)."""

from __future__ import annotations

import pytest

from hideout.voice.synth import SynthCache


@pytest.fixture(scope="session")
def speech(tmp_path_factory: pytest.TempPathFactory) -> SynthCache:
    return SynthCache(tmp_path_factory.mktemp("speech"))
