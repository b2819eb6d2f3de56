"""The terminal's table on a narrow screen and the Duel's board words: whose turn it is, the
current hand and every district stay whole at 40 columns; cells and cards are named from the
phrasebook, never by their ids."""

from __future__ import annotations

from typing import Any

import pytest
from rich.cells import cell_len
from rich.console import Console

from hideout.display.state import state_builder
from hideout.display.terminal import render
from hideout.display.web.phones import serve_new_game
from hideout.duel_app import DuelApp
from hideout.engine.duel.commands import Move
from hideout.engine.duel.game import DuelGame
from hideout.engine.duel.mister_x import MisterX
from hideout.grammar.matcher import Matcher
from hideout.session import Session

RAW_IDS = ("black_swap", "scotland_yard", "mister_x", "grid_search", "underground", "_")


def printed(state: Any, width: int) -> list[str]:
    console = Console(width=width, record=True, file=open("/dev/null", "w"))
    console.print(render(state, width))
    return console.export_text().rstrip("\n").split("\n")


def test_at_40_columns_whose_turn_it_is_and_the_current_hand_are_whole() -> None:
    table, _session, server = serve_new_game(seed=5, players=("Annabelle", "Benedict", "Cho"))
    server.stop()
    lines = printed(table.refresh(), 40)
    assert all(cell_len(line) <= 40 for line in lines)
    assert "Turn: Annabelle (asks a question)" in lines[1], lines
    hand = "\n".join(lines[lines.index(next(ln for ln in lines if ln.startswith("▶"))):][:3])
    assert "…" not in hand and "agricultural product" in hand, lines
    assert printed(table.refresh(), 80)[0].endswith("Turn: Annabelle (asks a question)")


@pytest.fixture(scope="module")
def finished_duel() -> DuelApp:
    """A duel played to its end by the first legal move, so every district is face up."""
    game = DuelGame(seed=3)
    app = DuelApp(game, MisterX(level="greedy"))
    session = Session(app, Matcher(game="duel", lang="en"), save_path=None, typed=True)
    for _ in range(80):
        if app.finished():
            break
        moves = [c for c in game.legal_commands() if isinstance(c, Move)]
        if not moves:
            session.handle("pass")
            continue
        session.handle(moves[0].to)
        session.handle("yes")
    assert app.finished()
    return app


@pytest.mark.parametrize("width", [40, 60, 80])
def test_every_duel_district_is_named_whole_in_the_phrasebooks_words(finished_duel: DuelApp, width: int) -> None:
    lines = printed(state_builder(finished_duel).build(), width)
    board = lines[lines.index(next(ln for ln in lines if ln.lstrip().startswith("A "))):]
    text = "\n".join(lines)
    assert all(cell_len(line) <= width for line in lines)
    assert "…" not in text, text
    assert not any(raw in text for raw in RAW_IDS), text
    assert "MISTER X" in text or "MR X" in text
    assert sum(("SABOTAGE" in line or "SABOT." in line) for line in board) >= 1
    assert "Mister X wins" in text or "Scotland Yard wins" in text


def test_the_duels_action_cards_are_listed_whole_and_by_name_at_80_columns() -> None:
    app = DuelApp(DuelGame(seed=9), MisterX(level="random"))
    state = state_builder(app).build()
    text = "\n".join(printed(state, 80))
    assert "Action cards: grid search, reinforcements, surveillance camera" in text, text
    hand = state.seats["Detective"]["hand"]
    assert [c["name"] for c in hand] == ["grid search", "reinforcements", "surveillance camera"]


def test_every_phase_of_every_game_has_words_for_the_turn_line() -> None:
    # the Duel's phone read "Your turn · step.detective_action": the phrase was missing
    from hideout.engine.destination_x.game import Phase
    from hideout.engine.duel import game as duel
    from hideout.phrasebook import languages, phrasebook

    phases = {p.value for p in Phase} | {duel.SETUP, duel.DETECTIVE_MOVE, duel.DETECTIVE_ACTION,
                                          duel.MISTER_X_TURN, duel.OVER}
    for lang in languages():
        missing = {p for p in phases if not phrasebook(lang).has(f"display.step.{p}")}
        assert not missing, (lang, missing)


def test_the_board_marks_only_the_latest_camera_clue() -> None:
    # column B, then row 2: both were marked, crossing at B2, a district already turned over;
    # the rulebook moves his figure to the new clue
    app = DuelApp(DuelGame(seed=9), MisterX(level="random"))
    state = state_builder(app).build()
    state.public["clues"] = [["column", "B"], ["row", "2"]]
    lines = printed(state, 80)
    header = next(ln for ln in lines if ln.lstrip().startswith("A "))
    assert "X B" not in header and "B" in header
    assert any(ln.startswith("2X") for ln in lines) and not any(ln.startswith("4X") for ln in lines)


def duel_after_a_yard_visit() -> DuelApp:
    """Seed 1's London: she starts on A1, goes by bus to A2, by taxi to the Yard on A3, passes
    the card and leaves by taxi for A4, so A3 is a Yard already turned over."""
    game = DuelGame(seed=1)
    app = DuelApp(game, MisterX(level="random"))
    session = Session(app, Matcher(game="duel", lang="en"), save_path=None, typed=True)
    for said in ("A1", "yes", "A2", "yes", "A3", "yes", "pass", "A4", "yes"):
        session.handle(said)
    assert game.detective is not None and game.turned[10] and not game.turned[12], game.view_for("detective")
    return app


def cell_text(lines: list[str], row: str, col: str) -> str:
    """The words of one district on the 80-column board (its line, or its two lines)."""
    header = next(ln for ln in lines if ln.lstrip().startswith("A "))
    start = header.index(col)
    width = header.index("B") - header.index("A")
    at = next(i for i, ln in enumerate(lines) if ln.startswith(row) and lines.index(header) < i)
    rows = lines[at:at + 2] if not lines[at + 1][:2].strip() else lines[at:at + 1]
    return " ".join(ln[start:start + width].strip() for ln in rows).strip()


@pytest.mark.parametrize("width", [40, 80])
def test_a_yard_turned_over_no_longer_looks_fresh(width: int) -> None:
    # a Yard she had visited showed "taxi Yard" like the ones that still offer a card
    app = duel_after_a_yard_visit()
    lines = printed(state_builder(app).build(), width)
    if width == 80:
        assert cell_text(lines, "3", "A") == "taxi Yard used", lines
        assert cell_text(lines, "3", "C") == "bus Yard", lines
    assert sum(("used" in ln) for ln in lines) == 1, lines


def test_a_yard_turned_by_a_grid_search_is_spent_on_the_board() -> None:
    # the rulebook's grid search may turn a Yard: it is then face up like one she visited
    app = duel_after_a_yard_visit()
    app.game.turned[14] = True    # E3, as Mister X's grid search would turn it
    state = state_builder(app).build()
    yards = {cell["name"]: cell["spent"] for row in state.public["board"] for cell in row
             if cell["name"] in ("A3", "C3", "E3")}
    assert yards == {"A3": True, "C3": False, "E3": True}
    assert cell_text(printed(state, 80), "3", "E") == "tube Yard used"


@pytest.mark.parametrize("width", [40, 80])
def test_the_duel_board_says_whose_turn_it_is(width: int) -> None:
    lines = printed(state_builder(duel_after_a_yard_visit()).build(), width)
    assert any("Turn: Detective (moves)" in ln for ln in lines), lines


@pytest.mark.parametrize("width", [40, 80])
def test_at_the_end_districts_never_turned_over_are_marked_apart(finished_duel: DuelApp, width: int) -> None:
    # at the game's end all of London is shown, and the districts she never turned over looked
    # the same as the ones she uncovered
    game = finished_duel.game
    state = state_builder(finished_duel).build()
    cells = [cell for row in state.public["board"] for cell in row]
    never = {board_name for board_name, turned in zip(
        (f"{c}{r}" for r in range(1, 6) for c in "ABCDE"), game.turned) if not turned} - {"A3", "C3", "E3"}
    assert never and {cell["name"] for cell in cells if cell["unturned"]} == never
    lines = printed(state, width)
    text = "\n".join(lines)
    assert "~ never turned over" in text
    header = next(i for i, ln in enumerate(lines) if ln.lstrip().startswith(("A ", "X A")))
    for row in "12345":   # a row's line (two at 40 columns: "~" goes before the ticket, on the first)
        line = next(ln for ln in lines[header:] if ln.startswith(row))
        assert line.count("~") == sum(cell["unturned"] for cell in cells if cell["name"][1] == row), (row, lines)


def test_during_play_no_district_is_marked_never_turned_over() -> None:
    state = state_builder(duel_after_a_yard_visit()).build()
    assert not any(cell.get("unturned") for row in state.public["board"] for cell in row)
    assert "never turned over" not in "\n".join(printed(state, 80))
