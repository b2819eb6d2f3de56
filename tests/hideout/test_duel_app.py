"""Scotland Yard Duel through the application's session: typed moves, confirmation, saves."""

from __future__ import annotations

import pytest

from hideout.engine.duel.commands import Move, Yards
from hideout.engine.duel.game import DuelGame
from hideout.engine.duel.mister_x import MisterX
from hideout.grammar.matcher import Matcher
from hideout.duel_app import DuelApp
from hideout.save import read_save
from hideout.session import Session


@pytest.fixture(scope="module")
def matcher() -> Matcher:
    return Matcher(game="duel", lang="en")


def play_to_the_end(game: DuelGame, app: DuelApp, session: Session) -> None:
    """Play a Duel's first legal command, saying yes to every confirmation, until it ends."""
    from hideout.engine.commands import Confirm

    for _ in range(200):
        if app.finished():
            break
        session.dispatch(game.legal_commands()[0])
        if session.pending is not None:
            session.dispatch(Confirm())
    assert app.finished()

def test_duel_played_to_the_end_by_spoken_moves(matcher, tmp_path):
    """A Detective who always says the first legal district in words ("bravo one"), confirmed."""
    game = DuelGame(seed=3)
    app = DuelApp(game, MisterX(level="greedy"))
    session = Session(app, matcher, save_path=tmp_path / "d.json", typed=True)
    letters = {"A": "alpha", "B": "bravo", "C": "charlie", "D": "delta", "E": "echo"}
    numbers = {"1": "one", "2": "two", "3": "three", "4": "four", "5": "five"}
    for _ in range(60):
        if app.finished():
            break
        moves = [c for c in game.legal_commands() if isinstance(c, Move)]
        if not moves:  # on a Scotland Yard district with a card to play or pass
            reply = session.handle("pass")
            if reply.applied is None:
                reply = session.handle(f"use {game.cards_left[0].replace('_', ' ')}")
            continue
        target = moves[0].to
        reply = session.handle(f"{letters[target[0]]} {numbers[target[1]]}")
        assert reply.heard == Move(target) and session.pending == Move(target)
        reply = session.handle("yes")
        assert reply.applied == Move(target), reply.lines
    assert app.finished() and game.outcome() is not None
    saved = DuelGame.from_json(read_save(tmp_path / "d.json", "duel"))
    assert saved.history == game.history


def test_illegal_move_is_refused_with_reason(matcher, tmp_path):
    game = DuelGame(seed=1)
    app = DuelApp(game, MisterX(level="random"))
    session = Session(app, matcher, save_path=None, typed=True)
    before = game.to_json()
    reply = session.handle("c five")   # refused at once: never "To C5?" and then "Sorry"
    assert reply.applied is None and reply.lines[0].startswith("Sorry,") and session.pending is None
    assert session.handle("yes").lines == ["There is nothing to confirm."]
    assert game.to_json() == before


def test_detective_view_never_shows_face_down_districts():
    game = DuelGame(seed=9)
    app = DuelApp(game, MisterX(level="random"))
    from rich.console import Console

    from hideout.display.state import state_builder
    from hideout.display.terminal import render

    console = Console(record=True, width=80)
    console.print(render(state_builder(app).build(), 80))
    text = console.export_text()
    assert "MISTER X" not in text and "SABOTAGE" not in text  # nothing turned yet
    assert text.count("Yard") >= 3


def test_the_game_asks_for_her_yards_and_she_sets_them_up_aloud(matcher):
    """The opening asks her to set up her Scotland Yard districts; saying their tickets from
    left to right places them on A3, C3 and E3 before her first move, and Mister X's view of
    the game stays the same whatever order she said."""
    game = DuelGame(seed=4)
    app = DuelApp(game, MisterX(level="greedy"))
    session = Session(app, matcher, save_path=None, typed=True)
    opening = " ".join(app.intro())
    assert "Scotland Yard districts" in opening and "A3, C3 and E3" in opening
    his_view = game.view_for("mister_x")
    reply = session.handle("yards underground taxi bus")
    assert reply.applied == Yards("underground", "taxi", "bus"), reply.lines
    assert reply.lines[0].startswith("Your Scotland Yard districts: underground on A3, taxi on C3")
    assert [game.tile_at(i).transport for i in (10, 12, 14)] == ["underground", "taxi", "bus"]
    assert game.view_for("mister_x").layout == his_view.layout


def test_a_yard_named_twice_is_refused_and_changes_nothing(matcher):
    game = DuelGame(seed=4)
    app = DuelApp(game, MisterX(level="greedy"))
    session = Session(app, matcher, save_path=None, typed=True)
    before = game.to_json()
    reply = session.handle("set up bus bus taxi")
    assert reply.applied is None and reply.lines[0].startswith("Sorry"), reply.lines
    assert "once" in reply.lines[0]
    assert game.to_json() == before


def test_a_yes_asked_as_a_question_does_not_move(matcher, tmp_path):
    # "To C1?" "yes?" moved her: a questioning yes is a doubt, the question is asked again
    game = DuelGame(seed=3)
    session = Session(DuelApp(game, MisterX(level="greedy")), matcher, save_path=tmp_path / "d.json", typed=True)
    session.handle("start on c1")
    assert session.pending == Move("C1")
    reply = session.handle("yes?")
    assert reply.applied is None and session.pending == Move("C1") and "yes or no" in reply.lines[0]
    assert session.handle("yes").applied == Move("C1")


@pytest.mark.parametrize("line,cell", [("bus to E6", "E6"), ("move to a6", "A6"), ("F1", "F1"), ("c10", "C10")])
def test_a_district_london_does_not_have_is_refused_by_name(matcher, tmp_path, line, cell):
    # "bus to E6" was read as E1 and asked "To E1?" (a yes moved her there); "F1" was not caught
    game = DuelGame(seed=3)
    session = Session(DuelApp(game, MisterX(level="greedy")), matcher, save_path=tmp_path / "d.json", typed=True)
    session.handle("start on c1")
    before = game.to_json()
    reply = session.handle(line)
    assert reply.lines == [f"Sorry, there is no district {cell}: columns are A to E, rows 1 to 5."]
    assert session.pending is None and game.to_json() == before
    assert session.handle("yes").applied is None and game.to_json() == before


def test_yards_set_up_too_late_are_refused_in_the_players_words(matcher, tmp_path):
    # "Sorry, the scotland yard districts are set up before the detective's first move.": the
    # engine's lower-case words about "the detective", said to her
    game = DuelGame(seed=3)
    session = Session(DuelApp(game, MisterX(level="greedy")), matcher, save_path=tmp_path / "d.json", typed=True)
    assert session.handle("yards bus bus taxi").lines == \
        ["Sorry, name each Scotland Yard district once: taxi, bus, underground."]
    session.handle("start on c1")
    session.handle("yes")
    assert session.handle("yards bus taxi underground").lines == \
        ["Sorry, your Scotland Yard districts are set up before your first move; they stay where they are."]


def test_a_finished_duel_resumed_says_it_is_over(matcher, tmp_path):
    # it said "Welcome back. We continue the saved duel." and where she stood
    game = DuelGame(seed=4)
    app = DuelApp(game, MisterX(level="random"))
    session = Session(app, matcher, save_path=tmp_path / "d.json", typed=True)
    play_to_the_end(game, app, session)
    again = DuelApp(DuelGame.from_json(read_save(tmp_path / "d.json", "duel")), MisterX(level="random"))
    intro = again.intro()
    assert intro[0] == "Welcome back. That duel is over: start a new one with hideout play duel."
    assert "wins" in intro[1] and "travelling" not in " ".join(intro), intro


def test_a_yes_naming_another_district_asks_about_that_one(matcher, tmp_path):
    # "To C1?" "yes, b1" started her on C1
    game = DuelGame(seed=3)
    session = Session(DuelApp(game, MisterX(level="greedy")), matcher, save_path=tmp_path / "d.json", typed=True)
    session.handle("c1")
    reply = session.handle("yes, b1")
    assert reply.applied is None and game.detective is None and session.pending == Move("B1")
    assert reply.lines == ["To B1?"]
    assert session.handle("yes, B1!").applied == Move("B1")


def test_repeat_after_a_cancelled_move_says_the_last_turn_again(matcher):
    # "repeat" right after "Cancelled." said "Cancelled." again; the table wants its move back
    session = Session(DuelApp(DuelGame(seed=1), MisterX(level="random")), matcher, typed=True)
    session.handle("A1")
    told = session.handle("yes").lines
    assert told[-1] == "Your move by bus."
    assert session.handle("A2").lines == ["To A2 by bus?"]
    assert session.handle("cancel").lines == ["Cancelled."]
    assert session.handle("repeat").lines == told


def test_an_act_without_a_destination_is_not_asked_back_in_the_duel(matcher, tmp_path):
    # only Destination X asks "Which destination?" (session.AsksWhichDestination): the duel has
    # no destinations, so a bare "eliminate" typed there is simply not understood
    from hideout.session import AsksWhichDestination

    app = DuelApp(DuelGame(seed=1), MisterX(level="random"))
    assert not isinstance(app, AsksWhichDestination)
    session = Session(app, matcher, save_path=None, typed=True)
    before = app.game.to_json()
    assert session.handle("eliminate").lines == [session._t("not_understood")]
    assert app.game.to_json() == before


def test_help_after_the_duel_ends_says_it_is_over_and_how_to_start_again(matcher, tmp_path):
    # it taught moves and action cards for a game with none left to make
    game = DuelGame(seed=4)
    app = DuelApp(game, MisterX(level="random"))
    session = Session(app, matcher, save_path=None, typed=True)
    play_to_the_end(game, app, session)
    assert session.handle("help").lines == ["This duel is over. Start a new one with hideout play duel."]


def test_a_step_out_of_london_and_a_move_too_far_say_their_numbers_as_words(matcher):
    # "Sorry, left 1 from A1 leaves London." beside "Up two by the black ticket?"
    game = DuelGame(seed=3)
    session = Session(DuelApp(game, MisterX(level="search")), matcher, save_path=None, typed=True)
    session.handle("A1")
    session.handle("yes")
    assert game.view_for("detective")["transport"] == "taxi"
    assert session.handle("left").lines == ["Sorry, left one from A1 leaves London."]
    far = session.handle("right three").lines   # A1 is a taxi: one space
    assert far == ["Sorry, the taxi from A1 has a range of one; D1 is three away."]


def test_on_a_scotland_yard_district_status_and_help_say_the_choice_of_a_card_or_pass(matcher):
    # status said where she stood and the cards left, help how to move: not that a card or a pass
    # was what the game waited for
    game = DuelGame(seed=3)
    session = Session(DuelApp(game, MisterX(level="search")), matcher, save_path=None, typed=True)
    for said in ("C1", "yes", "C3", "yes"):
        session.handle(said)
    assert game.phase == "detective_action"
    offer = "You may use grid search, reinforcements or the surveillance camera, or pass."
    assert session.handle("status").lines[0].endswith(offer)
    assert session.handle("help").lines == [
        "You are on a Scotland Yard district: say which action card to use, grid search, "
        "reinforcements or the surveillance camera, or say pass; a move passes too. You can also say repeat, "
        "status or help."]
    session.handle("pass")
    assert offer not in session.handle("status").lines[0]
    assert session.handle("help").lines[0].startswith("Say where to go")


@pytest.mark.parametrize("line", ["what is the population", "what's the population?", "how big is it",
                                  "eliminate Brazil", "we think the spy is in France"])
def test_a_destination_x_command_in_the_duel_is_told_so_and_changes_nothing(matcher, tmp_path, line):
    # "what is the population" was read as a status request (it sounds like "what is the situation");
    # the others were not understood: the Detective hears which game they belong to
    game = DuelGame(seed=3)
    session = Session(DuelApp(game, MisterX(level="greedy")), matcher, save_path=tmp_path / "d.json", typed=True)
    before = game.to_json()
    reply = session.handle(line)
    assert reply.lines == ["That is a Destination X command, and this game is Scotland Yard Duel: nothing "
                           "changes. Say help to hear what you can say."]
    assert reply.applied is None and session.pending is None and game.to_json() == before
    # with a move waiting for its yes, the question stays and is asked again
    session.handle("start on c1")
    reply = session.handle(line)
    assert reply.lines[-1] == "To C1?" and session.pending == Move("C1") and game.to_json() == before


@pytest.mark.parametrize("line", ["what's the situation", "status", "where am i", "help", "how many sabotages are there"])
def test_the_duels_own_status_and_help_stay_themselves(matcher, line):
    app = DuelApp(DuelGame(seed=3), MisterX(level="greedy"))
    session = Session(app, matcher, typed=True)
    assert session.handle(line).lines in (app.status(), app.help())
