"""bench/talkers_room.py's pieces: the loud stretch, the oracle mask and the tally of a dump."""

import json
import sys
from pathlib import Path

import numpy as np
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from bench.talkers_room import fooled, loud_stretch, spectral_mask  # noqa: E402

RATE = 16000


def test_loud_stretch_keeps_the_loud_talker_and_trims_the_quiet_ones_around_it() -> None:
    rng = np.random.default_rng(1)
    quiet = rng.standard_normal(3 * RATE) * 0.01               # others, 20 dB down, throughout
    loud = np.zeros(3 * RATE)
    loud[RATE:2 * RATE] = np.sin(2 * np.pi * 150 * np.arange(RATE) / RATE) * 0.3
    kept = loud_stretch(quiet + loud)
    # one second of the loud talker, 150 ms before and 300 ms after, frame-rounded
    assert 1.4 * RATE <= len(kept) <= 1.5 * RATE
    assert np.sum(kept ** 2) > 0.99 * np.sum(loud ** 2)


def test_the_oracle_mask_takes_the_player_out_of_a_mixture() -> None:
    t = np.arange(RATE) / RATE
    player = np.sin(2 * np.pi * 200 * t)
    other = 0.3 * np.sin(2 * np.pi * 1500 * t)
    masked = spectral_mask(player + other, player)
    middle = slice(RATE // 4, 3 * RATE // 4)
    residue = masked[middle] - player[middle]
    assert np.sum(residue ** 2) < 0.01 * np.sum(player[middle] ** 2)


@pytest.mark.slow   # builds the Destination X matcher (about a second)
def test_fooled_counts_only_lines_heard_in_every_condition(tmp_path: Path) -> None:
    expect = {"type": "ask", "card": "pacific"}
    line = {"text": "is it on the pacific", "kind": "ask", "expect": expect, "game": "destination-x"}

    def record(condition: str, grammar: str, command: dict[str, str] | None, whisper: str) -> dict[str, object]:
        note = {"first": grammar, "first_command": command, "second": whisper, "second_command": None}
        return {"line": line, "condition": condition,
                "heard": {"command": command, "action": "act", "second_opinion": note}}

    dump = tmp_path / "dump.jsonl"
    records = [record("clean", "is it on the pacific", expect, "Is it on the Pacific?"),
               record("talkers", "uh hmm eliminate peru", {"type": "eliminate", "destination": "PER"},
                      "My sister is moving to the coast."),
               # a line heard in one condition only: left out of the comparison
               {**record("clean", "x", None, ""), "line": {**line, "text": "another line"}}]
    dump.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    tallies = fooled([str(dump)])
    assert tallies["clean"]["commands"] == 1 and tallies["talkers"]["commands"] == 1
    assert tallies["clean"]["grammar right"] == 1 and tallies["talkers"]["grammar right"] == 0
    assert tallies["talkers"]["whisper: others' words"] == 1 and tallies["clean"]["whisper: others' words"] == 0
    assert tallies["talkers"]["grammar fillers before"] == 2
    assert tallies["talkers"]["grammar wrong: eliminate/guess/arrest"] == 1
    assert tallies["clean"]["player words kept"] == 1     # "pacific" ("is", "it", "on", "the" are short)
