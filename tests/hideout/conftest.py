"""Shared fixtures: the English second opinion (PocketSphinx + Whisper) as the game hears with it."""

from __future__ import annotations

import pytest

from hideout.listening import Listener, choose_recogniser


@pytest.fixture(scope="module")
def listener() -> Listener:
    chosen = choose_recogniser("en", "sphinx+whisper")
    assert chosen.recogniser.name == "sphinx+whisper", chosen.note
    return Listener(chosen.recogniser)
