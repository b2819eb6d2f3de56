"""mypy --strict over every package (configuration in pyproject.toml): types are checked in CI."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.skipif(shutil.which("mypy") is None and subprocess.run(
    [sys.executable, "-m", "mypy", "--version"], capture_output=True).returncode != 0,
    reason="mypy is not installed (pip install .[test])")
def test_mypy_strict_is_clean():
    done = subprocess.run([sys.executable, "-m", "mypy"], cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
