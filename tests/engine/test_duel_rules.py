"""Scotland Yard Duel rules, one rule (or ruling) per test, on a known London."""

import json

import pytest
from duel_helpers import CELLS, STANDARD, game, layout

from hideout.engine.commands import Confirm, command_from_json
from hideout.engine.duel.commands import Action, Clue, Move, Pass, Reveal, Setup, Swap
from hideout.engine.duel.events import (
    ActionCardOffered,
    ActionDeclined,
    CameraClue,
    DistrictTurned,
    GameOver,
    GridSearchEmpty,
    MisterXForfeits,
    MisterXSwapped,
    SabotageUncovered,
)
from hideout.engine.duel.game import DuelGame
from hideout.engine.errors import IllegalCommand, InvalidCommand


def types(events):
    return [e.type for e in events]


# ------------------------------------------------------------------ setup
def test_setup_refuses_sabotage_in_the_starting_row():
    g = DuelGame(0)
    with pytest.raises(IllegalCommand, match="starting row"):
        g.apply(layout(A1="sabotage-1"))
    assert g.phase == "setup" and g.board == []


def test_setup_keeps_scotland_yard_cells_and_every_tile_once():
    g = DuelGame(0)
    bad = list(layout().layout)
    bad[10], bad[0] = bad[0], bad[10]   # yard-1 out of A3
    with pytest.raises(IllegalCommand, match="A3"):
        g.apply(Setup(tuple(bad)))
    dup = list(layout().layout)
    dup[1] = dup[0]
    with pytest.raises(IllegalCommand, match="exactly once"):
        g.apply(Setup(tuple(dup)))
    with pytest.raises(InvalidCommand, match="25"):
        g.apply(Setup(("taxi-1",)))
    with pytest.raises(InvalidCommand, match="unknown"):
        g.apply(Setup(tuple(["nope"] + list(layout().layout[1:]))))


def test_mister_x_district_in_the_starting_row_is_allowed():
    # Only advice in the rulebook, not a rule.
    g = game(A1="mister-x")
    events = g.apply(Move("A1"))
    assert events[-1] == GameOver("detective", "found", "A1")


# ------------------------------------------------------------ detective moves
def test_first_move_goes_to_any_starting_row_district():
    g = game()
    assert sorted(m.to for m in g.legal_commands() if isinstance(m, Move)) == ["A1", "B1", "C1", "D1", "E1"]
    with pytest.raises(IllegalCommand, match="starting row"):
        g.apply(Move("A2"))
    with pytest.raises(InvalidCommand, match="no district"):
        g.apply(Move("F9"))


def test_taxi_moves_one_space_orthogonally():
    g = game()
    g.apply(Move("A1"))                     # taxi: Mister X swaps within 1
    g.apply(Swap("D4", "E4"))
    assert sorted(m.to for m in g.legal_commands()) == ["A2", "B1"]
    with pytest.raises(IllegalCommand, match="at most 1 space; A3 is 2 away"):
        g.apply(Move("A3"))
    with pytest.raises(IllegalCommand, match="straight line"):
        g.apply(Move("B2"))


def test_underground_passes_over_turned_districts_but_never_ends_on_one():
    g = game()
    g.apply(Move("B1"))                     # bus
    g.apply(Swap("D4", "E4"))
    g.apply(Move("C1"))                     # underground
    g.apply(Swap("D4", "E4"))
    moves = sorted(m.to for m in g.legal_commands())
    assert moves == ["A1", "C2", "C3", "C4", "D1", "E1"]   # over B1? no: A1 is 2 left over B1
    with pytest.raises(IllegalCommand, match="already turned over"):
        g.apply(Move("B1"))


def test_black_ticket_reaches_anywhere_but_a_scotland_yard_district():
    g = game()
    g.apply(Move("D1"))                     # black ticket: Mister X black-swaps
    g.apply(Swap("A4", "E5"))
    moves = {m.to for m in g.legal_commands()}
    assert "E5" in moves and "B4" in moves
    assert not moves & {"A3", "C3", "E3", "D1"}
    with pytest.raises(IllegalCommand, match="black ticket"):
        g.apply(Move("C3"))


# ------------------------------------------------------------- Mister X swaps
def test_swap_range_follows_the_district_just_turned():
    g = game()
    g.apply(Move("B1"))                     # bus: swap up to 2 apart
    assert g.pending == "swap" and g.reach == 2
    with pytest.raises(IllegalCommand, match="at most 2 apart"):
        g.apply(Swap("A2", "D2"))
    with pytest.raises(IllegalCommand, match="at most 2 apart"):
        g.apply(Swap("A2", "B4"))           # not in line
    events = g.apply(Swap("C5", "C4"))
    assert MisterXSwapped("C4", "C5") in events
    assert g.board[CELLS.index("C4")] == "mister-x"


def test_turned_and_scotland_yard_districts_cannot_be_swapped():
    g = game()
    g.apply(Move("B1"))
    with pytest.raises(IllegalCommand, match="face up"):
        g.apply(Swap("B1", "B2"))
    with pytest.raises(IllegalCommand, match="scotland yard"):
        g.apply(Swap("A3", "A4"))
    with pytest.raises(IllegalCommand, match="two different"):
        g.apply(Swap("A2", "A2"))
    assert all(not {c.a, c.b} & {"B1", "A3", "C3", "E3"} for c in g.legal_commands())


def test_black_ticket_swap_is_secret_for_the_detective():
    g = game()
    g.apply(Move("D1"))
    assert g.pending == "black_swap"
    g.apply(Swap("C5", "A2"))               # any distance
    det = g.view_for("detective")["log"]
    swap = next(e for e in det if e["type"] == "mister_x_swapped")
    assert swap == {"type": "mister_x_swapped", "a": None, "b": None, "secret": True}
    mx = next(e for e in g.view_for("mister_x").to_json()["log"] if e["type"] == "mister_x_swapped")
    assert (mx["a"], mx["b"]) == ("A2", "C5")


def test_mister_x_who_cannot_swap_loses():
    g = game()
    g.turned = [True] * 25
    for cell in ("A4", "E1", "C5", "B1"):   # no two of A4, E1, C5 in one line within 2
        g.turned[CELLS.index(cell)] = False
    g.detective = CELLS.index("A1")
    events = g.apply(Move("B1"))            # bus-1: Mister X must swap within 2
    assert events[-1] == GameOver("detective", "mister_x_stuck", "C5")


def test_sabotage_gives_the_detective_another_move_and_three_win_for_mister_x():
    g = game()
    g.apply(Move("B1"))
    g.apply(Swap("D4", "E4"))
    events = g.apply(Move("B2"))            # sabotage-1
    assert SabotageUncovered("B2", 1) in events
    assert g.current_player == "detective" and g.pending is None
    assert g.detective_transport() == "taxi"


def test_third_sabotage_wins_for_mister_x():
    g = game(C2="sabotage-3")               # sabotage at B2, C2, D3
    g.apply(Move("B1"))                     # bus
    g.apply(Swap("E4", "E5"))
    g.apply(Move("B2"))                     # sabotage 1 (taxi), move again
    g.apply(Move("C2"))                     # sabotage 2 (underground), move again
    assert g.sabotage_turned == 2 and g.current_player == "detective"
    g.apply(Move("D2"))                     # bus-2: a swap
    g.apply(Swap("E4", "E5"))
    events = g.apply(Move("D3"))
    assert events[-1] == GameOver("mister_x", "sabotage", "C5")
    assert g.legal_commands() == []
    with pytest.raises(IllegalCommand, match="game is over"):
        g.apply(Move("D4"))


def test_camera_district_clue_names_row_or_column():
    g = game()
    g.apply(Move("E1"))
    assert g.pending == "camera"
    with pytest.raises(InvalidCommand):
        g.apply(Clue("diagonal"))
    events = g.apply(Clue("column"))
    assert CameraClue("column", "C", "district") in events
    assert g.clues == [("column", "C")]


def test_the_detective_who_cannot_move_loses():
    g = game()
    g.turned = [True] * 25
    for cell in ("B1", "C5", "E5"):
        g.turned[CELLS.index(cell)] = False
    g.detective = CELLS.index("C1")         # underground reaches B1
    g.apply(Move("B1"))                     # bus-1: swap within 2
    events = g.apply(Swap("C5", "E5"))
    assert events[-1] == GameOver("mister_x", "detective_stuck", "E5")


def reach_yard(g):
    """From a fresh standard game, walk the Detective onto C3 (yard-2, bus)."""
    g.apply(Move("C1"))                     # underground
    g.apply(Swap("E4", "E5"))
    return g.apply(Move("C3"))


def test_scotland_yard_district_offers_the_action_cards():
    g = game()
    events = reach_yard(g)
    assert ActionCardOffered(("grid_search", "reinforcements", "surveillance")) in events
    assert g.current_player == "detective" and g.phase == "detective_action"


def test_action_card_is_optional_pass_or_move_on():
    g = game()
    reach_yard(g)
    assert ActionDeclined() in g.apply(Pass())
    assert g.cards_left == ["grid_search", "reinforcements", "surveillance"]
    with pytest.raises(IllegalCommand, match="no action card"):
        g.apply(Pass())
    g2 = game()
    reach_yard(g2)
    events = g2.apply(Move("C4"))           # moving on declines
    assert types(events)[:2] == ["action_declined", "detective_moved"]


def test_reinforcements_mister_x_forfeits():
    g = game()
    reach_yard(g)
    events = g.apply(Action("reinforcements"))
    assert MisterXForfeits() in events
    assert g.current_player == "detective" and g.cards_left == ["grid_search", "surveillance"]
    with pytest.raises(IllegalCommand):
        g.apply(Action("grid_search"))     # only right after a Scotland Yard district


def test_surveillance_card_asks_mister_x_for_a_clue():
    g = game()
    reach_yard(g)
    g.apply(Action("surveillance"))
    assert g.pending == "camera"
    assert CameraClue("row", "5", "card") in g.apply(Clue("row"))





def test_black_ticket_cannot_reach_yard_and_cards_are_used_once():
    g = game()
    reach_yard(g)
    g.apply(Action("surveillance"))
    g.apply(Clue("row"))
    g.apply(Move("C4"))
    g.apply(Swap("A4", "B4"))
    with pytest.raises(IllegalCommand, match="black ticket"):
        g.apply(Move("E3"))
    with pytest.raises(InvalidCommand, match="no action card"):
        g.apply(Action("teleport"))


def test_grid_search_turns_a_neighbour_chosen_by_mister_x_without_its_action():
    g = game(D4="sabotage-2", D3="taxi-6")   # sabotage next to Mister X (C5)
    reach_yard(g)
    g.apply(Action("grid_search"))
    cells = sorted(c.cell for c in g.legal_commands())
    assert cells == ["B4", "B5", "C4", "D4", "D5"]
    with pytest.raises(IllegalCommand, match="next to mister x"):
        g.apply(Reveal("A1"))
    events = g.apply(Reveal("D4"))
    assert DistrictTurned("D4", "sabotage-2", "bus", "sabotage", "grid_search") in events
    # Ruling: a sabotage turned by grid search counts but gives no extra move beyond the normal one.
    assert g.sabotage_turned == 1 and g.current_player == "detective" and g.detective == CELLS.index("C3")


def test_grid_search_turning_a_scotland_yard_district_spends_it():
    g = game(B4="mister-x", C5="camera-2")
    g.apply(Move("C1"))
    g.apply(Swap("E4", "E5"))
    g.apply(Move("C3"))
    g.apply(Action("grid_search"))
    g.apply(Reveal("A3"))
    assert g.turned[CELLS.index("A3")]
    assert "A3" not in {m.to for m in g.legal_commands()}


def test_grid_search_with_every_neighbour_turned_finds_nothing():
    g = game()
    for cell in ("B4", "B5", "C4", "D4", "D5"):
        g.turned[CELLS.index(cell)] = True
    reach_yard(g)
    events = g.apply(Action("grid_search"))
    assert GridSearchEmpty() in events and "grid_search" not in g.cards_left
    assert g.current_player == "detective"


def test_yard_with_no_cards_left_just_lets_the_detective_move_on():
    g = game()
    g.cards_left = []
    events = reach_yard(g)
    assert types(events)[-1] == "detective_to_move" and g.phase == "detective_move"


# --------------------------------------------------------- commands and saves
def test_dialogue_and_foreign_commands_are_refused():
    g = game()
    with pytest.raises(InvalidCommand, match="dialogue"):
        g.apply(Confirm())
    with pytest.raises(IllegalCommand, match="not mister x|may not swap"):
        g.apply(Swap("A2", "A4"))


@pytest.mark.parametrize("cmd", [Move("B4"), Action("grid_search"), Pass(), Swap("A1", "B1"),
                                 Clue("row"), Reveal("C4"), layout()])
def test_commands_round_trip_through_json(cmd):
    assert command_from_json(json.loads(json.dumps(cmd.to_json())), "duel") == cmd


def test_save_and_replay():
    g = game(seed=7)
    reach_yard(g)
    g.apply(Action("surveillance"))
    g.apply(Clue("column"))
    doc = json.loads(json.dumps(g.to_json()))
    assert doc["format"] == "hideout-duel" and doc["version"] == 1
    again = DuelGame.from_json(doc)
    assert again.board == g.board and again.turned == g.turned and again.log == g.log
    assert again.to_json() == g.to_json()
    doc["state"]["detective"] = "A1"
    with pytest.raises(ValueError, match="does not match"):
        DuelGame.from_json(doc)
    with pytest.raises(ValueError, match="version"):
        DuelGame.from_json(dict(doc, version=99))
    with pytest.raises(ValueError, match="not a scotland yard"):
        DuelGame.from_json({"format": "other"})


def test_detective_view_hides_face_down_districts():
    g = game()
    reach_yard(g)
    view = g.view_for("detective")
    text = json.dumps(view)
    assert "mister-x" not in text and "sabotage-" not in text and view["mister_x"] is None
    assert view["cells"]["C1"]["tile"] == "underground-1"
    assert view["cells"]["E3"]["tile"] == "yard-3"     # face up towards the Detective
    assert view["cells"]["B2"] is None
    mx = g.view_for("mister_x").to_json()
    assert mx["mister_x"] == "C5" and mx["cells"]["B2"]["tile"] == "sabotage-1"
    with pytest.raises(ValueError):
        g.view_for("spectator")


def test_decision_rng_is_fixed_by_seed_and_move_number():
    a, b = game(seed=3), game(seed=3)
    assert a.decision_rng().random() == b.decision_rng().random()
    assert game(seed=4).decision_rng().random() != a.decision_rng().random()
    assert set(STANDARD.values()) == set(a.tiles.by_id())


def test_a_used_action_card_is_gone_for_the_next_scotland_yard_district():
    g = game()
    reach_yard(g)
    g.apply(Action("reinforcements"))
    events = g.apply(Move("E3"))            # bus from C3, passing over face-down D3
    assert ActionCardOffered(("grid_search", "surveillance")) in events
    with pytest.raises(IllegalCommand, match="already been used"):
        g.apply(Action("reinforcements"))


def test_relative_steps_resolve_from_the_detectives_district():
    from hideout.engine.duel.commands import Step, resolve_step
    assert resolve_step(Step("up", 2), "B2") == Move("B4")
    assert resolve_step(Step("left"), "B2") == Move("A2")
    assert resolve_step(Step("right", "3"), "B2") == Move("E2")
    assert resolve_step(Step("down"), "B2") == Move("B1")
    with pytest.raises(IllegalCommand, match="leaves london"):
        resolve_step(Step("left", 2), "B2")
    with pytest.raises(InvalidCommand):
        resolve_step(Step("sideways"), "B2")
    with pytest.raises(InvalidCommand):
        Step("up", "lots")
    g = game()
    with pytest.raises(IllegalCommand, match="first move"):
        g.apply(Step("up"))
    g.apply(Move("B1"))
    g.apply(Swap("E4", "E5"))
    events = g.apply(Step("up", 2))          # bus from B1 over B2 to B3
    assert events[0].to == "B3" and g.history[-1] == Move("B3")
    assert command_from_json({"type": "step", "direction": "up", "spaces": "2"}, "duel") == Step("up", 2)


def test_undo_takes_back_the_last_command():
    g = game()
    g.apply(Move("B1"))
    g.apply(Swap("C5", "C4"))
    assert g.undo() == Swap("C5", "C4")
    assert g.board[CELLS.index("C5")] == "mister-x" and g.pending == "swap"
    assert g.undo() == Move("B1")
    assert g.detective is None and not any(g.turned)
    g.undo()   # the setup
    with pytest.raises(IllegalCommand, match="nothing to undo"):
        g.undo()


def test_events_round_trip_through_json():
    from hideout.engine.duel.events import event_from_json
    g = game()
    reach_yard(g)
    g.apply(Action("grid_search"))
    g.apply(g.legal_commands()[0])
    assert [event_from_json(json.loads(json.dumps(e.to_json()))) for e in g.log] == g.log
    with pytest.raises(ValueError):
        event_from_json({"type": "teleported"})
