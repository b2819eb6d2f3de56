"""Fuzz of the save loader: damaged saves of both games, resumed the way ``hideout play --resume``
resumes them. Every one must end in a SaveError with a one-line reason, or in a game, and fast.

Seeded: the same damaged files every run. The mutations are what disks, editors and hands do
to a JSON file: a value of another type or out of bounds, a key lost or added, a truncation, a
flipped byte, deep nesting.
"""

from __future__ import annotations

import argparse
import copy
import json
import random
import time
from pathlib import Path
from typing import Any

import pytest

from hideout.destination_x_app import DestinationXApp
from hideout.duel_app import build_duel
from hideout.engine.destination_x.commands import Ask
from hideout.engine.destination_x.config import GameConfig
from hideout.engine.destination_x.game import DestinationXGame
from hideout.engine.duel.game import DuelGame
from hideout.engine.duel.mister_x import MisterX, play_mister_x
from hideout.destination_x_app import build_destination_x
from hideout.save import SaveError, write_save

ODD_VALUES: list[Any] = [None, True, False, 0, -1, 1, 7, 2 ** 70, 1_000_000, 1e308, -0.5, "", "no",
                         "AB", "none", "all", "FRA", "\ud800", [], {}, ["A", "B"], [[1, 2]],
                         {"type": "ask"}, {"type": ["ask"]}, "x" * 5000, list(range(50))]


def _dx_save() -> dict[str, Any]:
    game = DestinationXGame(GameConfig(players=("Ann", "Ben"), seed=5, spy_budget=2))
    for _ in range(3):
        legal = game.legal_commands()
        asks = [c for c in legal if isinstance(c, Ask)]
        game.apply((asks or legal)[0])
    return DestinationXApp(game).to_json()


def _duel_save() -> dict[str, Any]:
    game = DuelGame(seed=3)
    mister_x = MisterX(level="random")
    play_mister_x(game, mister_x)
    for _ in range(2):
        if game.is_over():
            break
        game.apply(game.legal_commands()[0])
        play_mister_x(game, mister_x)
    return game.to_json()


def _paths(doc: Any, here: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [here]
    if isinstance(doc, dict):
        for key, value in doc.items():
            found += _paths(value, here + (key,))
    elif isinstance(doc, list):
        for index, value in enumerate(doc):
            found += _paths(value, here + (index,))
    return found


def _mutate_doc(doc: Any, rng: random.Random) -> Any:
    doc = copy.deepcopy(doc)
    for _ in range(rng.choice((1, 1, 2, 3))):
        path = rng.choice(_paths(doc)[1:])
        parent = doc
        for step in path[:-1]:
            parent = parent[step]
        key = path[-1]
        action = rng.random()
        if action < 0.6:
            parent[key] = copy.deepcopy(rng.choice(ODD_VALUES))
        elif action < 0.75:
            del parent[key]
        elif action < 0.9 and isinstance(parent, dict):
            parent[f"extra_{rng.randrange(9)}"] = rng.choice(ODD_VALUES)
        elif isinstance(parent, list):
            parent.append(copy.deepcopy(parent[key]))    # a command twice
    return doc


def _mutate_text(text: str, rng: random.Random) -> str:
    choice = rng.randrange(4)
    if choice == 0:
        return text[: rng.randrange(len(text))]
    if choice == 1:
        at = rng.randrange(len(text))
        return text[:at] + chr(rng.randrange(32, 0x2FFF)) + text[at + 1:]
    if choice == 2:
        at = rng.randrange(len(text))
        return text[:at] + "[" * 50_000 + text[at:]
    return "\x00" * rng.randrange(1, 100)


def _resume(path: Path, game: str) -> None:
    args = argparse.Namespace(save=str(path), resume=True, lang="en", mister_x="random")
    if game == "duel":
        build_duel(args)
    else:
        build_destination_x(args)


@pytest.mark.parametrize("game", ["destination-x", "duel"])
def test_damaged_saves_end_in_a_save_error_or_a_game(tmp_path, game):
    base = _dx_save() if game == "destination-x" else _duel_save()
    rng = random.Random(15)
    path = tmp_path / "fuzz.save.json"
    outcomes = {"refused": 0, "resumed": 0}
    slowest = 0.0
    for number in range(150):
        if number % 3 == 2:
            write_save(path, game, base)
            path.write_text(_mutate_text(path.read_text(encoding="utf-8"), rng), encoding="utf-8")
        else:
            text = json.dumps({"format": "hideout-save", "version": 1, "game": game,
                               "state": _mutate_doc(base, rng)})
            path.write_bytes(text.encode("utf-8", "surrogatepass"))
        started = time.perf_counter()
        try:
            _resume(path, game)
        except SaveError as err:
            assert "\n" not in str(err) and len(str(err)) < 600, str(err)[:300]
            outcomes["refused"] += 1
        else:
            outcomes["resumed"] += 1
        slowest = max(slowest, time.perf_counter() - started)
    assert outcomes["refused"] > 100          # the fuzz really damages saves
    assert slowest < 2.0                      # nothing hangs (a spy budget of a million did)
