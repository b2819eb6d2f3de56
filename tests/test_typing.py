"""mypy --strict over the package as it is installed (configuration in pyproject.toml).

The layers are sibling folders in the checkout and ``hideout.<layer>`` once installed; mypy
cannot follow the package's run-time search path, so the test lays the installed shape out
with symbolic links and checks ``-p hideout`` there.
"""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LAYERS = ("engine", "grammar", "voice", "data")


def installed_shape(where: Path) -> Path:
    package = where / "hideout"
    package.mkdir()
    for entry in (ROOT / "hideout").iterdir():
        if entry.name != "__pycache__":
            (package / entry.name).symlink_to(entry)
    for layer in LAYERS:
        (package / layer).symlink_to(ROOT / layer, target_is_directory=True)
    return where


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("mypy") is None and subprocess.run(
    [sys.executable, "-m", "mypy", "--version"], capture_output=True).returncode != 0,
    reason="mypy is not installed (pip install .[test])")
def test_mypy_strict_is_clean(tmp_path: Path) -> None:
    tree = installed_shape(tmp_path)
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml"),
         "--cache-dir", str(tmp_path / ".mypy_cache"), "-p", "hideout"],
        cwd=tree, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
