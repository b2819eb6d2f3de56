"""A resumed duel goes on against the Mister X it was started with."""

from __future__ import annotations

import argparse
from pathlib import Path

from hideout.duel_app import build_duel
from hideout.save import write_save


def _args(tmp_path: Path, **given: object) -> argparse.Namespace:
    base = {"save": str(tmp_path / "duel.json"), "seed": 7, "lang": "en", "resume": False, "mister_x": None}
    return argparse.Namespace(**{**base, **given})


def test_the_saved_level_comes_back_on_resume(tmp_path: Path) -> None:
    app, path = build_duel(_args(tmp_path, mister_x="expert"))
    assert app.mister_x.level == "rollout"
    write_save(path, "duel", app.to_json())
    resumed, _ = build_duel(_args(tmp_path, resume=True))
    assert resumed.mister_x.level == "rollout"
    assert resumed.game.to_json() == app.game.to_json()


def test_a_level_given_on_resume_wins_and_the_default_is_hard(tmp_path: Path) -> None:
    app, path = build_duel(_args(tmp_path))
    assert app.mister_x.level == "search"
    write_save(path, "duel", app.to_json())
    resumed, _ = build_duel(_args(tmp_path, resume=True, mister_x="easy"))
    assert resumed.mister_x.level == "random"


def _played_a_move(tmp_path: Path, level: str | None) -> None:
    from hideout.engine.duel.commands import Move

    app, path = build_duel(_args(tmp_path, mister_x=level))
    app.apply(Move("C1"))
    write_save(path, "duel", app.to_json())


def test_a_resumed_duel_says_which_mister_x_plays_on(tmp_path: Path) -> None:
    # resuming said nothing of his level: the table could not tell who it was playing
    _played_a_move(tmp_path, "normal")
    resumed, _ = build_duel(_args(tmp_path, resume=True))
    assert resumed.intro()[:2] == ["Welcome back. We continue the saved duel.",
                                   "I play at level normal, as when the duel was saved."]
    same, _ = build_duel(_args(tmp_path, resume=True, mister_x="normal"))
    assert same.intro()[1] == "I play at level normal, as when the duel was saved."


def test_a_level_given_on_resume_is_said_with_the_saved_one(tmp_path: Path) -> None:
    # --mister-x on resume is what the player asked for now, so it wins; the game says so
    _played_a_move(tmp_path, "expert")
    resumed, _ = build_duel(_args(tmp_path, resume=True, mister_x="easy"))
    assert resumed.mister_x.level == "random"
    assert resumed.intro()[1] == "I play at level easy from now on; the duel was saved at level expert."
