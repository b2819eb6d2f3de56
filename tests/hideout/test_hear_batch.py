"""`hideout hear --jsonl` reads the next request line ahead (hideout.cli._ReadAhead), works out
its front end in another process and begins it while the last line's second opinion is still
being weighed (hideout.cli._InOrder): a batch sent whole is heard exactly as the same lines sent
one at a time, each answered before the next is written."""

from __future__ import annotations

import io
import json
import os
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from hideout.cli import BadRequest, _batch, _ReadAhead

ROOT = Path(__file__).resolve().parents[2]


def test_the_next_line_is_seen_only_once_it_has_come() -> None:
    def lines() -> Iterator[dict[str, Any] | BadRequest]:
        yield {"n": 1}
        yield BadRequest("line 2 is not JSON")
        yield {"n": 3}

    ahead = _ReadAhead(lines())
    seen = []
    for item in ahead:
        seen.append(item)
        if item == {"n": 1}:
            deadline = time.monotonic() + 10
            while not ahead._held and time.monotonic() < deadline:   # the reader thread's turn
                ahead.waiting()
                time.sleep(0.01)
            assert ahead._held and ahead.waiting() is None           # a bad line is no request
    assert [s if isinstance(s, dict) else str(s) for s in seen] == [{"n": 1}, "line 2 is not JSON", {"n": 3}]


def test_a_failing_reader_fails_the_batch() -> None:
    def lines() -> Iterator[dict[str, Any] | BadRequest]:
        yield {"n": 1}
        raise OSError("stdin went away")

    with pytest.raises(OSError, match="stdin went away"):
        list(_ReadAhead(lines()))


def test_results_begun_before_the_last_is_done_are_written_in_order(monkeypatch, capsys) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO('{"n": 1}\n{"n": 2}\nnot json\n{"n": 3}\n{"n": 4}\n'))
    first_done = threading.Event()
    begun = []

    def serve(req: dict[str, Any]) -> Any:
        begun.append(req["n"])
        if req["n"] == 1:
            def later() -> dict[str, Any]:
                # line 1's result is only done once line 2 has begun: it is written first anyway
                assert first_done.wait(10)
                return {"n": 1}
            return later
        if req["n"] == 2:
            first_done.set()
            return {"n": 2}
        if req["n"] == 3:
            def fails() -> dict[str, Any]:
                raise ValueError("no such destination: XYZ")
            return fails
        return lambda: {"n": req["n"]}

    assert _batch(serve) == 0
    written = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert begun == [1, 2, 3, 4]
    assert written[:2] == [{"n": 1}, {"n": 2}]
    assert "not JSON" in written[2]["error"]
    assert written[3] == {"error": "bad request line: no such destination: XYZ"}   # and the batch goes on
    assert written[4] == {"n": 4}


def test_a_batch_begins_only_a_line_or_two_ahead_of_what_is_written(monkeypatch, capsys) -> None:
    """The serving thread does not run ahead of the results still being worked out (each holds
    its recording until written): a long batch holds a few recordings, not all of them."""
    monkeypatch.setattr(sys, "stdin", io.StringIO("".join(f'{{"n": {n}}}\n' for n in range(10))))
    release = threading.Event()
    begun: list[int] = []

    def serve(req: dict[str, Any]) -> Any:
        begun.append(req["n"])

        def later() -> dict[str, Any]:
            assert release.wait(10)
            return {"n": req["n"]}
        return later

    begun_before_any_was_done: list[int] = []

    def watch() -> None:
        time.sleep(0.5)   # time to begin every line, were nothing holding the serving thread
        begun_before_any_was_done.append(len(begun))
        release.set()

    watcher = threading.Thread(target=watch)
    watcher.start()
    assert _batch(serve) == 0
    watcher.join()
    assert begun_before_any_was_done == [3]   # the one being written, one waiting, one being begun
    assert [json.loads(line)["n"] for line in capsys.readouterr().out.splitlines()] == list(range(10))


def _clean(line: str) -> dict[str, Any]:
    out = json.loads(line)
    out.pop("decode_ms")
    out.get("second_opinion", {}).pop("front_end_ms", None)
    return out


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng is not installed")
def test_a_batch_is_heard_as_the_same_lines_one_at_a_time(speech) -> None:
    tables = [["BRA", "PER", "KEN", "NPL", "FRA", "JPN"], ["KOR", "CHL", "EGY", "IND", "MEX", "NZL"]]
    said = ["eliminate brazil", "what is the population", "cross off new zealand", "yes", "how big is it"]
    requests = [json.dumps({"audio": str(speech.path(text, voice)), "table": tables[i % 2],
                            "awaiting": "confirmation" if text == "yes" else None})
                for i, (text, voice) in enumerate(zip(said, ["en-us", "en-gb", "en-us+f3", "en-us", "en+m7"]))]
    command = [sys.executable, "-m", "hideout", "hear", "--jsonl"]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    whole = subprocess.run(command, input="\n".join(requests) + "\n", capture_output=True, text=True,
                           env=env, cwd=ROOT, timeout=600, check=True).stdout.splitlines()
    one_by_one = []
    with subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env,
                          cwd=ROOT) as process:
        assert process.stdin is not None and process.stdout is not None
        for request in requests:
            process.stdin.write(request + "\n")
            process.stdin.flush()
            one_by_one.append(process.stdout.readline())   # answered before the next line is sent
        process.stdin.close()
        assert process.wait(timeout=60) == 0
    assert len(whole) == len(requests)
    assert [_clean(line) for line in whole] == [_clean(line) for line in one_by_one]
    assert json.loads(whole[0])["command"] == {"type": "eliminate", "destination": "BRA"}
