"""Save files: the game is written after every event so a killed program loses nothing.

A save holds the game's own JSON (config, seed, command history) wrapped with a format tag.
Writes are atomic (temp file in the same folder, fsync, ``os.replace``), so a kill mid-write
leaves the previous save intact, never a half file.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

FORMAT = "hideout-save"
VERSION = 1


class SaveError(Exception):
    """A save file that cannot be used; the message says why and what to do."""


def default_save_dir() -> Path:
    base = os.environ.get("HIDEOUT_HOME") or os.environ.get("XDG_DATA_HOME")
    root = Path(base) if base else Path.home() / ".local" / "share"
    return root / "hideout" if not os.environ.get("HIDEOUT_HOME") else root


def default_save_path(game: str) -> Path:
    return default_save_dir() / f"{game}.save.json"


def write_save(path: Path, game: str, state: dict[str, Any]) -> None:
    """Atomically replace ``path`` with ``state`` wrapped in the save format."""
    path.parent.mkdir(parents=True, exist_ok=True)
    doc = {"format": FORMAT, "version": VERSION, "game": game, "state": state}
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(doc, fh, ensure_ascii=False)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise


def read_save(path: Path, game: str) -> dict[str, Any]:
    """The game state stored in ``path``.

    :raises SaveError: missing, unreadable, corrupt, foreign or for another game.
    """
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(f"there is no saved game at {path}; start one with 'hideout play'") from None
    except (OSError, UnicodeDecodeError) as err:
        raise SaveError(f"the save file {path} cannot be read ({err})") from None
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as err:
        raise SaveError(f"the save file {path} is corrupt (not JSON: {err.msg} at line {err.lineno})") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveError(f"{path} is not a Hideout save file")
    if doc.get("version") != VERSION:
        raise SaveError(f"the save file {path} has version {doc.get('version')!r}; this Hideout reads version {VERSION}")
    if doc.get("game") != game:
        raise SaveError(f"the save file {path} holds a {doc.get('game')!r} game, not {game!r}")
    state = doc.get("state")
    if not isinstance(state, dict):
        raise SaveError(f"the save file {path} is corrupt (no game state)")
    return state


def discard_save(path: Path) -> None:
    try:
        path.unlink()
    except FileNotFoundError:
        pass
