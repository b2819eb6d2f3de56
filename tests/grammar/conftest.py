"""Shared fixtures: one Matcher per session (building it expands ~17,000 phrases)."""

from __future__ import annotations

import pytest

from grammar_fixtures import shipped_handbook_exists, test_handbook

from hideout.grammar.matcher import Matcher


@pytest.fixture(scope="session")
def handbook():  # type: ignore[no-untyped-def]
    return test_handbook()


@pytest.fixture(scope="session")
def matcher(handbook) -> Matcher:  # type: ignore[no-untyped-def]
    return Matcher("destination-x", "en", handbook=handbook)


@pytest.fixture(scope="session")
def duel() -> Matcher:
    return Matcher("duel", "en")


@pytest.fixture(scope="session")
def ko() -> Matcher:
    return Matcher("destination-x", "ko")


# The rules alone: the session's matchers with the learned reader (grammar/reader.py) off, for the
# rounds whose examples sit beside sets the reader was trained on.
@pytest.fixture
def rules(matcher: Matcher, monkeypatch: pytest.MonkeyPatch) -> Matcher:
    monkeypatch.setattr(matcher, "second_opinion", None)
    return matcher


@pytest.fixture
def duel_rules(duel: Matcher, monkeypatch: pytest.MonkeyPatch) -> Matcher:
    monkeypatch.setattr(duel, "second_opinion", None)
    return duel


@pytest.fixture
def ko_rules(ko: Matcher, monkeypatch: pytest.MonkeyPatch) -> Matcher:
    if not shipped_handbook_exists():
        pytest.skip("needs data/handbook.json")
    monkeypatch.setattr(ko, "second_opinion", None)
    return ko
