"""The spy strength benchmark runs end to end (a few games; the real run is bench/spy_strength.py)."""

from __future__ import annotations

import pytest


def test_spy_strength_bench_prints_its_table(capsys, load_bench):
    bench = load_bench("spy_strength")
    assert bench.main(["--games", "4", "--budget", "2", "--workers", "1"]) == 0
    out = capsys.readouterr().out
    rows = [line.split() for line in out.splitlines()
            if line.split() and line.split()[0] in ("easy", "normal", "hard")]
    assert [(r[0], r[1]) for r in rows] == [(level, team) for level in ("easy", "normal", "hard")
                                          for team in bench.TEAMS]
    assert all(r[2] == "4" and int(r[3]) >= 12 for r in rows)  # a game lasts at least 3 rounds


@pytest.mark.slow
def test_the_equilibrium_bench_prints_a_row_per_stage(capsys, load_bench):
    bench = load_bench("spy_equilibrium")
    assert bench.main(["--tables", "3", "--seat-tables", "1", "--cards", "6,3",
                       "--worlds", "2"]) == 0
    rows = [line.split() for line in capsys.readouterr().out.splitlines()
            if line.split() and line.split()[0] in ("6", "3")]
    assert [r[0] for r in rows] == ["6", "3"] and all(r[1] == "3" for r in rows)
    # The omniscient spy never does worse than hiding anywhere.
    assert all(float(r[3].rstrip("%")) >= float(r[2].rstrip("%")) for r in rows)
