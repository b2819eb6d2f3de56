"""The wheel holds every package of the checkout: the tests import the checkout, so a package
folder missing from pyproject.toml's list would pass them and still break `pip install .`."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_every_package_folder_is_installed() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    listed = set(config["packages"])
    folders = {config["package-dir"].get("hideout", "hideout"): "hideout"}
    folders.update({folder: name for name, folder in config["package-dir"].items()})
    found = set()
    for folder, package in folders.items():
        for init in (ROOT / folder).rglob("__init__.py"):
            parts = init.parent.relative_to(ROOT / folder).parts
            found.add(".".join((package, *parts)))
    # folders of data alone (no __init__.py) are listed with the files they ship
    data_only = {name for name in config["package-data"] if name not in found}
    assert found <= listed, f"not in pyproject.toml's packages: {sorted(found - listed)}"
    assert listed <= found | data_only, f"listed but not in the checkout: {sorted(listed - found - data_only)}"
    for name in data_only:
        top = max((p for p in config["package-dir"] if name == p or name.startswith(p + ".")), key=len)
        folder = ROOT / config["package-dir"][top] / Path(*name[len(top) + 1:].split("."))
        assert any(folder.glob(pattern) for pattern in config["package-data"][name]), f"no data in {folder}"


def _installed_package() -> Path | None:
    """The installed `hideout` (not the checkout), if it holds every module of the checkout."""
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-c", "import hideout, os; print(os.path.dirname(hideout.__file__))"],
                          cwd="/", capture_output=True, text=True, timeout=60)
    if done.returncode != 0:
        return None
    where = Path(done.stdout.strip())
    if where == ROOT / "hideout":
        return None
    for module in (ROOT / "hideout").rglob("*.py"):
        if not (where / module.relative_to(ROOT / "hideout")).exists():
            return None  # an older install: scripts/setup.sh reinstalls it
    return where


import pytest  # noqa: E402


@pytest.mark.slow
def test_the_installed_package_plays_a_typed_turn(tmp_path: Path) -> None:
    """What `pip install .` put in the venv runs outside the checkout: package data (phrasebooks,
    templates, handbook, lexicon) included."""
    import subprocess
    import sys

    if _installed_package() is None:
        pytest.skip("the venv's hideout is not a current install (run scripts/setup.sh)")
    done = subprocess.run(
        [sys.executable, "-m", "hideout", "play", "--text", "--seed", "3", "--lang", "ko",
         "--players", "민지,준호"],
        input="status\nquit\n", cwd=tmp_path, capture_output=True, text=True, timeout=120,
        env={"HIDEOUT_HOME": str(tmp_path), "PATH": "/usr/bin:/bin", "COLUMNS": "80"})
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert "라운드" in done.stdout
