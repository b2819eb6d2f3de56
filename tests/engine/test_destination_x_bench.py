"""The spy strength benchmark runs end to end (a few games; the real run is bench/spy_strength.py)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench" / "spy_strength.py"


def test_spy_strength_bench_prints_its_table(capsys, monkeypatch):
    spec = importlib.util.spec_from_file_location("spy_strength", BENCH)
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "spy_strength", bench)  # dataclasses look their module up
    spec.loader.exec_module(bench)
    assert bench.main(["--games", "6", "--budget", "2", "--workers", "1"]) == 0
    out = capsys.readouterr().out
    lines = {line.split()[0]: line.split() for line in out.splitlines() if line.split()}
    assert lines["random"][1] == "6" and lines["cunning"][1] == "6"
    assert int(lines["random"][2]) >= 18  # every game lasts at least three rounds
