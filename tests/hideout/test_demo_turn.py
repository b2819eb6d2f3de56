"""The demos' shared turn (``say_until_applied``) with scripted hearing: no speech synthesis."""

from __future__ import annotations

import io

from rich.console import Console

from hideout.engine.commands import Cancel, Command, Confirm
from hideout.engine.duel import board
from hideout.engine.duel.commands import Move
from hideout.engine.duel.game import DuelGame
from hideout.engine.duel.mister_x import MisterX
from hideout.grammar.matcher import Matcher
from hideout.demo import DemoStats, say_until_applied
from hideout.duel_app import DuelApp
from hideout.display import Table
from hideout.display.terminal import TerminalDisplay
from hideout.session import Session


def play_turn(intended: Command, heard: list[str]) -> tuple[DuelGame, DemoStats, list[Command], str]:
    """One turn in which the recogniser hears ``heard`` in order; returns what was said too."""
    game = DuelGame(seed=2)
    app = DuelApp(game, MisterX(level="greedy"))
    session = Session(app, Matcher(game="duel", lang="en"), save_path=None)
    out = io.StringIO()
    stats, said = DemoStats(), []

    def say(command: Command) -> str:
        said.append(command)
        return heard.pop(0)

    say_until_applied(session, Table(app, [TerminalDisplay(Console(file=out, width=120))]), stats, intended, say)
    return game, stats, said, out.getvalue()


def test_a_misheard_move_is_refused_and_said_again() -> None:
    intended = Move(to="B1")
    game, stats, said, _ = play_turn(intended, ["delta one", "no", "bravo one", "yes"])
    assert said == [intended, Cancel(), intended, Confirm()]
    assert game.detective == board.parse_cell("B1")
    assert (stats.understood, stats.retries, stats.typed) == (0, 1, 0)


def test_three_failures_type_the_command() -> None:
    intended = Move(to="B1")
    game, stats, said, out = play_turn(intended, ["", "", ""])
    assert said == [intended] * 3
    assert game.detective == board.parse_cell("B1")
    assert (stats.understood, stats.retries, stats.typed) == (0, 3, 1)
    assert '(typed) {"type": "move", "to": "B1"}' in out and "[yellow]" not in out


def test_a_line_said_again_is_said_slower() -> None:
    # the demo said a misheard line again in the same voice, at the same speed: the same audio,
    # heard the same way three times ("종교" heard "아니오" thrice, then typed)
    from hideout.demo import said_again

    voice = ["ko", 150, 50]
    speeds = [said_again(voice, times)[1] for times in range(3)]
    assert speeds[0] == 150 and speeds[0] > speeds[1] > speeds[2] >= 80
    assert said_again(voice, 1)[::2] == ("ko", 50)


def test_a_demo_seed_plays_the_same_game_each_run() -> None:
    # the demo's spy hid by its own randomness: `hideout demo --seed 7` hid in the Republic of the
    # Congo on one run and in Moldova on the next
    from hideout.demo import demo_app

    for lang in ("en", "ko"):
        assert len({demo_app(lang, 7).game.hideout for _ in range(4)}) == 1


def test_the_summary_counts_commands_apart_from_the_yeses_and_speaks_the_demos_language() -> None:
    # "6 utterances, 4 commands understood at the first try, 0 retries": 4 of how many? (of 4:
    # the other 2 utterances were yeses); and the Korean demo ended on that English line
    from hideout.demo import demo_summary

    _, stats, said, _ = play_turn(Move(to="B1"), ["bravo one", "yes"])
    assert said == [Move(to="B1"), Confirm()] and (stats.commands, stats.understood) == (1, 1)
    stats.utterances = 2   # the test's recogniser is not timed: counted here as the demo's speak() does
    assert demo_summary(stats, "en", "PocketSphinx").startswith(
        "Demo finished. Commands: 1, understood at the first try: 1; utterances (with the yeses): 2")
    assert demo_summary(stats, "ko", "Vosk").startswith("데모 끝: 명령 1개 중 1개를 처음에 알아들었습니다.")
