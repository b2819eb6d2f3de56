"""Save files: the game is written after every event so a killed program loses nothing.

A save holds the game's own JSON (config, seed, command history) wrapped with a format tag,
whether the game is finished, and what the game master said last (so "repeat" works after a
resume). Writes are atomic (temp file in the same folder, fsync, ``os.replace``, fsync of the
folder), so a kill mid-write leaves the previous save intact, never a half file; a temp file
left by a killed writer is removed by the next game that takes the save's lock.

One game at a time per save: :class:`SaveLock` holds an exclusive lock on ``<save>.lock`` for
as long as the game runs, so a second ``hideout play`` can neither continue nor overwrite it.
"""

from __future__ import annotations

import errno
import glob
import json
import os
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

from hideout.engine.errors import SaveError as SaveError  # one class for engines and app, re-exported

FORMAT = "hideout-save"
VERSION = 1
#: A save is a config and a command list: kilobytes. A bigger file is not ours.
MAX_SAVE_BYTES = 16 * 1024 * 1024
#: What is kept of the last reply (lines, characters per line).
MAX_SAID_LINES, MAX_LINE_CHARS = 50, 2000


class SaveLocked(SaveError):
    """The save belongs to a game running in another window."""


@dataclass(frozen=True)
class SavedGame:
    """A save file's content: the game's own state and what the session remembers."""

    state: dict[str, Any]
    finished: bool = False
    said: tuple[str, ...] = field(default=())   # the game master's last reply
    lang: str | None = None                     # the language it was played (and said) in


def default_save_dir() -> Path:
    """``$HIDEOUT_HOME`` if set, else the user data folder of this OS (platformdirs)."""
    if os.environ.get("HIDEOUT_HOME"):
        return Path(os.environ["HIDEOUT_HOME"])
    from platformdirs import user_data_path

    return user_data_path("hideout", appauthor=False)


def default_save_path(game: str) -> Path:
    return default_save_dir() / f"{game}.save.json"


def write_save(path: Path, game: str, state: dict[str, Any], *, finished: bool = False,
               said: tuple[str, ...] | list[str] = (), lang: str | None = None) -> None:
    """Atomically replace ``path`` with ``state`` wrapped in the save format.

    :raises OSError: the folder cannot be written (read-only, full, a folder named like the
        save), or ``path`` is a device or a pipe; the previous save is untouched and no temp file
        is left.
    :raises TypeError | ValueError: ``state`` is not JSON; likewise nothing changes.
    """
    if path.exists() and not (path.is_file() or path.is_dir()):
        # a device or a pipe ("--save /dev/null" to keep no save): replacing it would delete it,
        # and run as root that is the system's /dev/null
        raise OSError(errno.EINVAL, "Not a regular file", str(path))
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except (FileExistsError, NotADirectoryError):
        # mkdir's "File exists" (or "Not a directory" further up) told the table nothing: a file
        # stands where a folder must be
        blocker = next((p for p in (path.parent, *path.parent.parents) if p.exists() and not p.is_dir()), path.parent)
        raise NotADirectoryError(errno.ENOTDIR, "a file is where the save folder should be", str(blocker)) from None
    doc = {"format": FORMAT, "version": VERSION, "game": game, "finished": finished,
           "said": list(said)[-MAX_SAID_LINES:], "state": state}
    if lang is not None:
        doc["lang"] = lang   # a resume speaks it again, and the lines said are in it
    data = json.dumps(doc, ensure_ascii=False).encode("utf-8")  # fails before any file exists
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
    _fsync_folder(path.parent)


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX); Windows has no folder handles to sync."""
    if sys.platform == "win32":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def load_save(path: Path, game: str) -> SavedGame:
    """The saved game at ``path``, checked.

    :raises SaveError: missing, unreadable, too big, corrupt, foreign or for another game.
    """
    try:
        if path.is_dir():
            raise SaveError(f"{path} is a folder, not a save file", "folder", path=str(path))
        if path.stat().st_size > MAX_SAVE_BYTES:
            raise SaveError(f"{path} is too big to be a Hideout save file", "too_big", path=str(path))
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(f"there is no saved game at {path}; start one with 'hideout play {game}'",
                        "missing", path=str(path), game=game) from None
    except (OSError, UnicodeDecodeError) as err:
        raise SaveError(f"the save file {path} cannot be read ({err})", "unreadable",
                        path=str(path), reason=str(err)) from None
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as err:
        raise _corrupt(path, f"not JSON: {err.msg} at line {err.lineno}") from None
    except RecursionError:
        raise _corrupt(path, "nested too deeply") from None
    except ValueError as err:   # e.g. an integer of more digits than Python converts
        raise _corrupt(path, str(err)) from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveError(f"{path} is not a Hideout save file", "not_save", path=str(path))
    if doc.get("version") != VERSION:
        found = _short(doc.get("version"))
        raise SaveError(f"the save file {path} has version {found}; this Hideout reads version {VERSION}",
                        "version", path=str(path), found=found, supported=VERSION)
    if doc.get("game") != game:
        found = _short(doc.get("game"))
        raise SaveError(f"the save file {path} holds a {found} game, not {game!r}", "other_game",
                        path=str(path), found=found, game=game)
    state = doc.get("state")
    if not isinstance(state, dict):
        raise _corrupt(path, "no game state")
    finished = doc.get("finished", False)
    said = doc.get("said", [])
    lang = doc.get("lang")
    if not isinstance(finished, bool) or not isinstance(said, list) or \
            not all(isinstance(line, str) for line in said) or not (lang is None or isinstance(lang, str)):
        raise _corrupt(path, "bad session fields")
    lines = tuple(line[:MAX_LINE_CHARS] for line in said[-MAX_SAID_LINES:])
    return SavedGame(state, finished, lines, lang if lang is not None else said_in(lines))


def said_in(lines: tuple[str, ...]) -> str | None:
    """The language of lines saved before saves said it: Korean is written mostly in Hangul (an
    English game's Korean player names are a few letters of it). None: nothing was said."""
    text = "".join(lines)
    if not text.strip():
        return None
    hangul = sum("\uac00" <= ch <= "\ud7a3" for ch in text)
    latin = sum(ch.isascii() and ch.isalpha() for ch in text)
    return "ko" if hangul > latin else "en"


def read_save(path: Path, game: str) -> dict[str, Any]:
    """The game state stored in ``path`` (see :func:`load_save`).

    :raises SaveError: missing, unreadable, corrupt, foreign or for another game.
    """
    return load_save(path, game).state


def unresumable(path: Path, err: Exception) -> SaveError:
    """The SaveError for a save whose game cannot be rebuilt: one line, however long or
    multi-line the damaged value the engine quoted."""
    reason = " ".join(str(err).split())
    if len(reason) > 300:
        reason = reason[:297] + "..."
    if getattr(err, "code", "") == "from_older":   # what to do, said in the players' language
        return SaveError(f"the save file {path} cannot be resumed: {reason}", "from_older", path=str(path))
    return SaveError(f"the save file {path} cannot be resumed: {reason}", "unresumable",
                     path=str(path), reason=reason)


def _corrupt(path: Path, reason: str) -> SaveError:
    return SaveError(f"the save file {path} is corrupt ({reason})", "corrupt", path=str(path), reason=reason)


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."



def holds_unfinished_game(path: Path, game: str) -> bool:
    """Whether ``path`` is a file a new game must not overwrite: an unfinished game, or
    anything that is not a finished Hideout save of ``game`` (someone's file, a damaged save)."""
    if not path.is_file():
        return False
    try:
        return not load_save(path, game).finished
    except SaveError:
        return True


def keep_aside(path: Path) -> Path:
    """Rename the save at ``path`` to a free dated name beside it; returns the new name."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    stem = path.name.removesuffix(".save.json").removesuffix(".json")
    for number in range(1, 1000):
        suffix = "" if number == 1 else f"-{number}"
        target = path.with_name(f"{stem}-{stamp}{suffix}.save.json")
        if not target.exists():
            os.replace(path, target)
            return target
    raise SaveError(f"no free name beside {path} to keep the old game", "no_free_name", path=str(path))


class SaveLock:
    """An exclusive lock on ``<save>.lock`` while a game uses the save (POSIX flock, or msvcrt
    on Windows). The lock dies with the process, so a killed game never leaves a save locked.

    :meth:`acquire` also removes temp files a killed writer of this save left behind.
    """

    def __init__(self, save_path: Path) -> None:
        self.save_path = save_path
        self.path = save_path.with_name(save_path.name + ".lock")
        self._fh: BinaryIO | None = None

    def acquire(self) -> SaveLock:
        """:raises SaveLocked: another running game holds it. :raises OSError: no folder for it."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fh = open(self.path, "a+b")
        try:
            _lock(fh)
        except OSError:
            fh.seek(0)
            owner = fh.read(32).decode("ascii", "replace").strip()
            fh.close()
            if owner.isdigit():
                raise SaveLocked(f"the game saved at {self.save_path} is being played in another window "
                                 f"(process {owner})", "locked_by", path=str(self.save_path), process=owner) from None
            raise SaveLocked(f"the game saved at {self.save_path} is being played in another window",
                             "locked", path=str(self.save_path)) from None
        fh.seek(0)
        fh.truncate()
        fh.write(str(os.getpid()).encode("ascii"))
        fh.flush()
        self._fh = fh
        for stale in self.save_path.parent.glob(glob.escape(self.save_path.name) + ".*.tmp"):
            try:
                stale.unlink()
            except OSError:
                pass
        return self

    def release(self) -> None:
        if self._fh is not None:
            try:
                _unlock(self._fh)
            finally:
                self._fh.close()
                self._fh = None

    def __enter__(self) -> SaveLock:
        return self.acquire()

    def __exit__(self, *exc: object) -> None:
        self.release()


if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _lock(fh: BinaryIO) -> None:
        fh.seek(0)
        msvcrt.locking(fh.fileno(), msvcrt.LK_NBLCK, 1)

    def _unlock(fh: BinaryIO) -> None:
        fh.seek(0)
        msvcrt.locking(fh.fileno(), msvcrt.LK_UNLCK, 1)
else:
    import fcntl

    def _lock(fh: BinaryIO) -> None:
        fcntl.flock(fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(fh: BinaryIO) -> None:
        fcntl.flock(fh.fileno(), fcntl.LOCK_UN)
