"""Shared fixtures: one Matcher per session (building it expands ~17,000 phrases)."""

from __future__ import annotations

import pytest

from grammar_fixtures import test_handbook

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
