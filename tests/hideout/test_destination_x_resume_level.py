"""A resumed Destination X follows the duel's rule for the computer's level: the saved spy plays on
unless --spy is given on resume; then the level given plays on, and the game says which."""

from __future__ import annotations

import argparse
from pathlib import Path

from hideout.cli import build_parser
from hideout.destination_x_app import build_destination_x
from hideout.engine.destination_x.commands import Ask
from hideout.play import unused_on_resume
from hideout.save import write_save


def _args(tmp_path: Path, *flags: str) -> argparse.Namespace:
    return build_parser().parse_args(["play", "destination-x", "--text", "--save", str(tmp_path / "dx.json"),
                                      *flags])


def _saved_after_a_question(tmp_path: Path, *flags: str) -> None:
    app, path = build_destination_x(_args(tmp_path, "--players", "Ann,Ben", "--seed", "5", *flags))
    app.apply(Ask(app.game.playable_cards()[0]))
    write_save(path, "destination-x", app.to_json())


def test_the_saved_spy_plays_on_and_says_so(tmp_path: Path) -> None:
    _saved_after_a_question(tmp_path, "--spy", "easy")
    resumed, _ = build_destination_x(_args(tmp_path, "--resume"))
    assert resumed.game.config.spy_strategy == "easy"
    assert resumed.intro()[:2] == ["Welcome back. We continue the saved game.",
                                   "I play at level easy, as when the game was saved."]


def test_a_spy_level_given_on_resume_wins_and_is_said_with_the_saved_one(tmp_path: Path) -> None:
    # --spy on resume was dropped ("not used") while the duel's --mister-x was taken: one rule now
    _saved_after_a_question(tmp_path, "--spy", "easy")
    args = _args(tmp_path, "--resume", "--spy", "normal")
    resumed, path = build_destination_x(args)
    assert resumed.game.config.spy_strategy == "normal"
    assert resumed.computer["spy"].level == "normal"
    assert resumed.intro()[1] == "I play at level normal from now on; the game was saved at level easy."
    assert unused_on_resume(args, "destination-x") == []   # taken, so not called unused
    write_save(path, "destination-x", resumed.to_json())
    again, _ = build_destination_x(_args(tmp_path, "--resume"))
    assert again.game.config.spy_strategy == "normal"   # and saved with the game from then on


def test_a_level_given_by_another_name_is_said_by_its_level(tmp_path: Path) -> None:
    _saved_after_a_question(tmp_path, "--spy", "random")   # --spy random is the easy spy
    same, _ = build_destination_x(_args(tmp_path, "--resume", "--spy", "easy"))
    assert same.intro()[1] == "I play at level easy, as when the game was saved."


def test_a_new_game_without_spy_plays_hard_and_korean_says_the_level(tmp_path: Path) -> None:
    _saved_after_a_question(tmp_path)
    resumed, _ = build_destination_x(_args(tmp_path, "--resume", "--lang", "ko", "--spy", "hard"))
    assert resumed.game.config.spy_strategy == "hard"
    assert resumed.intro()[1] == "저장할 때와 같은 hard 난이도로 합니다."
