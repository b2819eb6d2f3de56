"""Fuzz of the CLI's batch modes (``parse --jsonl``, ``hear --jsonl``), in process and seeded.

Every input line, however broken, must give exactly one JSON result line (a result or an
"error" of one line), and the lines after it must still be served: a sentinel line with a known
answer is mixed in after every few broken ones.
"""

from __future__ import annotations

import io
import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest

from hideout import cli

SENTINEL = {"text": "eliminate brazil", "table": "bra,fra,per,jpn,aut,chn"}
SENTINEL_COMMAND = {"type": "eliminate", "destination": "BRA"}
ODD: list[Any] = [None, True, 0, -1, 3.5, 10 ** 40, "", "fr", "BRA", "bra, per", "\ud800", "\udfff x",
                  "x" * 20000, [], ["BRA", 3], [None], {}, {"a": 1}, "duel", "ko", "destination-x",
                  "   ", "🙂", "\x00", "eliminate\u200bperu"]
KEYS = ["text", "table", "game", "lang", "audio", "awaiting", "extra"]


def broken_line(rng: random.Random) -> bytes:
    kind = rng.randrange(8)
    if kind == 0:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 40))).replace(b"\n", b" ")
    if kind == 1:
        return b"[" * rng.choice((10, 5000, 200_000))
    if kind == 2:
        return json.dumps(rng.choice(ODD)).encode()
    if kind == 3:
        return json.dumps([rng.choice(ODD) for _ in range(3)]).encode()
    if kind == 4:
        text = json.dumps({"text": "what's the population"})
        return text[: rng.randrange(1, len(text))].encode()
    request = {key: rng.choice(ODD) for key in rng.sample(KEYS, rng.randrange(1, 4))}
    if kind == 5:
        request["text"] = rng.choice(["eliminate peru", "the spy is in france", "yes", "to b4"])
    return json.dumps(request).encode("utf-8", "surrogatepass")


def run_batch(argv: list[str], data: bytes, capsys: pytest.CaptureFixture[str]) -> list[str]:
    stdin = io.TextIOWrapper(io.BytesIO(data), encoding="utf-8")
    old = sys.stdin
    sys.stdin = stdin
    try:
        assert cli.main(argv) == 0
    finally:
        sys.stdin = old
    return capsys.readouterr().out.splitlines()


def test_parse_jsonl_survives_every_broken_line(capsys):
    rng = random.Random(15)
    lines: list[bytes] = []
    sentinels: list[int] = []
    for number in range(400):
        if number % 5 == 4:
            sentinels.append(len(lines))
            lines.append(json.dumps(SENTINEL).encode())
        else:
            line = broken_line(rng)
            if line.strip():
                lines.append(line)
    out = run_batch(["parse", "--jsonl"], b"\n".join(lines) + b"\n", capsys)
    assert len(out) == len(lines)
    results = [json.loads(line) for line in out]
    assert all(isinstance(r, dict) and ("error" in r or "command" in r) for r in results)
    assert all("\n" not in r["error"] and len(r["error"]) < 400 for r in results if "error" in r)
    assert all(results[i]["command"] == SENTINEL_COMMAND for i in sentinels)
    errors = sum("error" in r for r in results)
    assert errors > 150                              # the fuzz really breaks lines
    assert not any("could not serve" in r.get("error", "") for r in results), \
        [r["error"] for r in results if "could not serve" in r.get("error", "")][:3]


@pytest.mark.parametrize("line, words", [
    (b'{"text": 3}', '"text" must be a string'),
    (b'[1, 2]', "JSON list, not an object"),
    (b'"eliminate peru"', "JSON str, not an object"),
    (b'{"text": "x", "lang": "fr"}', '"lang" must be one of en, ko'),
    (b'{"text": "x\\ud800"}', "unpaired surrogate"),
    (b'\xff\xfe{}', "not UTF-8"),
    (b'{"text": "x", "table": {"a": 1}}', '"table" must be a list'),
    (b'{"table": ["BRA"]}', 'no "text"'),
])
def test_each_kind_of_bad_line_is_named(capsys, line, words):
    out = run_batch(["parse", "--jsonl"], line + b"\n" + json.dumps(SENTINEL).encode() + b"\n", capsys)
    assert words in json.loads(out[0])["error"]
    assert json.loads(out[1])["command"] == SENTINEL_COMMAND


def test_one_string_table_is_one_id_and_lower_case_is_upper_cased(capsys):
    requests = [{"text": "eliminate brazil", "table": "BRA"}, {"text": "eliminate brazil", "table": ["bra"]},
                {"text": "eliminate peru", "table": "bra"}]
    out = run_batch(["parse", "--jsonl"], "\n".join(json.dumps(r) for r in requests).encode() + b"\n", capsys)
    results = [json.loads(line) for line in out]
    assert results[0]["command"] == results[1]["command"] == SENTINEL_COMMAND
    assert results[0]["score"] == results[1]["score"]             # on the table: full score
    assert results[2]["score"] < results[0]["score"]              # Peru is off a one-id table


@pytest.mark.slow
def test_hear_jsonl_survives_bad_audio_lines(capsys, tmp_path):
    from hideout.voice.audio import write_wav
    from hideout.voice.synth import espeak_wav

    good = tmp_path / "good.wav"
    try:
        espeak_wav("eliminate brazil", good)
    except Exception as err:  # noqa: BLE001 - no espeak-ng: the rest is still tested below
        pytest.skip(f"espeak-ng unavailable: {err}")
    files = {"empty.wav": b"", "text.wav": b"hello\n" * 20, "half.wav": good.read_bytes()[:30]}
    for name, content in files.items():
        (tmp_path / name).write_bytes(content)
    write_wav(tmp_path / "silence.wav", b"\x00\x00" * 8000)
    rng = random.Random(4)
    requests: list[bytes] = []
    for number in range(40):
        if number % 4 == 3:
            requests.append(json.dumps({"audio": str(good), "table": "bra,fra,per,jpn,aut,chn"}).encode())
        elif number % 4 == 2:
            requests.append(json.dumps({"audio": str(tmp_path / rng.choice(sorted(files)))}).encode())
        else:
            requests.append(broken_line(rng) or b"{}")
    requests = [r for r in requests if r.strip()]
    requests.append(json.dumps({"audio": str(tmp_path / "missing.wav")}).encode())
    requests.append(json.dumps({"audio": str(tmp_path / "silence.wav")}).encode())
    out = run_batch(["hear", "--jsonl", "--recogniser", "sphinx"], b"\n".join(requests) + b"\n", capsys)
    assert len(out) == len(requests)
    results = [json.loads(line) for line in out]
    heard = [r for r, q in zip(results, requests) if b"good.wav" in q]
    assert heard and all(r.get("command") == SENTINEL_COMMAND for r in heard)
    assert "no such file" in results[-2]["error"] and results[-1]["transcript"] == ""
    assert not any("could not serve" in r.get("error", "") for r in results)


@pytest.mark.parametrize("content, words", [(None, "no such file"), (b"", "empty"),
                                            (b"not audio at all\n", "not a WAV"),
                                            (b"RIFF\x24\x00\x00\x00WAVEfmt \x10\x00", "truncated")])
def test_hear_names_a_bad_file_before_loading_any_model(tmp_path, capsys, monkeypatch, content, words):
    import hideout.listening

    def no_models(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("a model was loaded for a file that cannot be heard")

    monkeypatch.setattr(hideout.listening, "choose_recogniser", no_models)
    path = tmp_path / "a.wav"
    if content is not None:
        path.write_bytes(content)
    assert cli.main(["hear", str(path)]) == 1
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1


def test_broken_pipe_ends_quietly(tmp_path, monkeypatch):
    """`hideout handbook --json | head`: the reader is gone; no traceback, exit 1."""
    import os

    class GonePipe(io.TextIOWrapper):
        def write(self, text: str) -> int:
            raise BrokenPipeError(32, "Broken pipe")

    sink = open(tmp_path / "stdout", "wb")
    monkeypatch.setattr(sys, "stdout", GonePipe(sink))
    saved = os.dup(sink.fileno())
    try:
        assert cli.main(["handbook", "FRA", "--json"]) == 1
    finally:
        os.dup2(saved, sink.fileno())
        os.close(saved)


@pytest.mark.slow
def test_hear_cuts_a_long_recording_into_utterances(tmp_path, capsys):
    """25 s of room hiss with one command at 15 s: heard as the microphone would hear it."""
    import numpy as np

    from hideout.voice.audio import from_pcm16, to_pcm16, write_wav
    from hideout.voice.synth import synthesise

    try:
        command = from_pcm16(synthesise("eliminate brazil"))
    except Exception as err:  # noqa: BLE001
        pytest.skip(f"espeak-ng unavailable: {err}")
    samples = np.random.default_rng(2).standard_normal(16000 * 25) * 1e-3
    samples[16000 * 15:16000 * 15 + len(command)] += command * 0.5
    write_wav(tmp_path / "long.wav", to_pcm16(samples))
    assert cli.main(["hear", "--json", "--recogniser", "sphinx", "--table", "BRA,FRA,PER,JPN,AUT,CHN",
                     str(tmp_path / "long.wav")]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["command"] == SENTINEL_COMMAND
    starts = [s["start_ms"] for s in result["segments"] if s["command"]]
    assert len(starts) == 1 and 14000 <= starts[0] <= 15500
