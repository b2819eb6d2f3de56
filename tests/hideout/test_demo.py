"""``hideout demo`` end to end: espeak-ng voices -> PocketSphinx -> matcher -> session -> engine."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng is not installed")


@pytest.mark.slow
def test_demo_plays_a_round_through_the_real_recogniser():
    out = subprocess.run([sys.executable, "-m", "hideout", "demo", "--rounds", "1", "--seed", "3",
                          "--recogniser", "sphinx"],
                         capture_output=True, text=True, timeout=600, cwd=ROOT,
                         env={**os.environ, "COLUMNS": "200"})
    assert out.returncode == 0, out.stdout + out.stderr
    text = out.stdout
    heard = re.findall(r'says: "([^"]+)" heard: "([^"]*)"', text)
    assert len(heard) >= 4
    # Most of what the detectives said came through the recogniser word for word.
    exact = sum(1 for said, got in heard if said == got)
    assert exact >= len(heard) // 2, heard
    assert "The detectives win round one" in text or "I win round one" in text
    summary = re.search(r"Commands: (\d+), understood at the first try: (\d+); utterances \(with the yeses\): "
                        r"(\d+), retries: (\d+), typed: (\d+)", text)
    assert summary is not None
    commands, understood, utterances, _retries, typed = map(int, summary.groups())
    assert utterances == len(heard) and 3 <= understood <= commands < utterances and typed == 0


@pytest.mark.slow
def test_duel_demo_moves_by_voice():
    out = subprocess.run([sys.executable, "-m", "hideout", "demo", "duel", "--rounds", "1", "--seed", "2",
                          "--recogniser", "sphinx"],
                         capture_output=True, text=True, timeout=600, cwd=ROOT,
                         env={**os.environ, "COLUMNS": "200"})
    assert out.returncode == 0, out.stdout + out.stderr
    heard = re.findall(r'Detective says: "([^"]+)" heard: "([^"]*)"', out.stdout)
    assert len(heard) >= 6
    assert sum(1 for said, got in heard if said == got) >= len(heard) // 2, heard
    assert "You start at" in out.stdout  # the first move went through speech, confirmation and engine
    summary = re.search(r"Commands: (\d+), understood at the first try: (\d+)", out.stdout)
    assert summary is not None and int(summary.group(2)) >= 3
