"""The computer Mister X, the Detective's belief model and the simulated Detectives."""

import random
import time
from collections import Counter

import pytest
from duel_helpers import CELLS, game

from hideout.engine.duel.belief import Belief
from hideout.engine.duel.commands import Action, Clue, Move, Reveal, Swap, Yards
from hideout.engine.duel.detectives import GreedyDetective, InformedDetective, RandomDetective
from hideout.engine.duel.events import CameraClue, DistrictTurned, MisterXSwapped, YardsPlaced
from hideout.engine.duel.game import DuelGame
from hideout.engine.duel.mister_x import (
    LEVELS,
    MisterX,
    play_mister_x,
    random_layout,
    setup_prior,
    strategic_layout,
)
from hideout.engine.duel.view import MisterXView
from hideout.engine.errors import IllegalCommand, InvalidCommand


def play_out(level, detective, seed, iterations=4):
    g = DuelGame(seed)
    mx = MisterX(level, iterations=iterations)
    rng = random.Random(seed)
    while not g.is_over():
        cmd = mx.choose(g.view_for("mister_x")) if g.current_player == "mister_x" else detective.choose(g, rng)
        g.apply(cmd)           # raises if a player chose an illegal command
    return g


# ------------------------------------------------------------------ belief
def test_belief_follows_swaps_clues_and_grid_searches():
    b = Belief()
    assert sum(b.p) == pytest.approx(1) and b.p[10] == 0 and b.p[0] == pytest.approx(1 / 22)
    b.update(DistrictTurned("A1", "taxi-1", "taxi", "swap", "detective"))
    assert b.p[0] == 0 and b.p[1] == pytest.approx(1 / 21)
    b.update(CameraClue("row", "5", "district"))
    assert {i for i in range(25) if b.p[i] > 0} == {20, 21, 22, 23, 24}
    b.update(MisterXSwapped("C4", "C5"))
    assert b.p[17] == pytest.approx(0.2) and b.p[22] == 0
    b.update(MisterXSwapped(None, None, secret=True))
    assert sum(b.p) == pytest.approx(1) and b.p[22] > 0 and b.p[20] < 0.2
    b2 = Belief()
    b2.update(DistrictTurned("B2", "taxi-2", "taxi", "swap", "grid_search"))
    assert {i for i in range(25) if b2.p[i] > 0} == {0, 1, 2, 5, 7, 11}  # around B2, never Scotland Yard


# --------------------------------------------------------------- Mister X
def test_setups_obey_the_rules_and_the_strategy():
    for seed in range(20):
        g = DuelGame(seed)
        rnd = random_layout(g.tiles, random.Random(seed))
        strat = strategic_layout(g.tiles, random.Random(seed))
        for setup in (rnd, strat):
            DuelGame(seed).apply(setup)          # legal
        assert strat.layout.index("mister-x") >= 5  # never the starting row (the advice)
        assert all(not t.startswith(("sabotage", "black", "camera")) for t in strat.layout[:5])


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_whole_legal_games_reproducibly(level):
    for seed in range(3):
        a = play_out(level, RandomDetective(), seed)
        b = play_out(level, RandomDetective(), seed)
        assert a.is_over() and a.history == b.history


def test_unknown_level_and_wrong_turn_are_refused():
    with pytest.raises(ValueError, match="unknown mister x level"):
        MisterX("genius")
    g = game()
    with pytest.raises(IllegalCommand):
        MisterX("greedy").choose(g.view_for("mister_x"))


@pytest.mark.parametrize("level", ["greedy", "search"])
def test_mister_x_swaps_himself_out_of_reach(level):
    g = game(C4="mister-x")                  # underground from C1 would reach C4
    g.apply(Move("C1"))
    cmd = MisterX(level, iterations=6).choose(g.view_for("mister_x"))
    g.apply(cmd)
    assert g.mister_x_index() not in g.detective_moves()


@pytest.mark.parametrize("level", ["greedy", "search"])
def test_camera_answer_leaks_the_least(level):
    g = game()
    for cell in ("A5", "B5", "D5", "E5"):    # row 5 would pin Mister X (C5) down
        g.turned[CELLS.index(cell)] = True
    g.apply(Move("E1"))
    assert MisterX(level).choose(g.view_for("mister_x")) == Clue("column")


def test_grid_search_answer_takes_the_third_sabotage():
    g = game(D4="sabotage-2")
    g.sabotage_turned = 2                    # pretend two were found already
    g.turned[CELLS.index("B2")] = g.turned[CELLS.index("A5")] = True
    g.apply(Move("C1"))
    g.apply(Swap("E4", "E5"))
    g.apply(Move("C3"))
    g.apply(Action("grid_search"))
    assert MisterX("greedy").choose(g.view_for("mister_x")) == Reveal("D4")


@pytest.mark.parametrize("level", ["search", "rollout"])
def test_time_budget_is_respected(level):
    g = game()
    g.apply(Move("D1"))                      # black ticket: the widest choice
    start = time.perf_counter()
    cmd = MisterX(level, time_budget=0.2).choose(g.view_for("mister_x"))
    assert time.perf_counter() - start < 1.5
    assert cmd in g.legal_commands()


def test_search_beats_random_against_the_greedy_detective():
    wins = {level: sum(play_out(level, GreedyDetective(), s).outcome().winner == "mister_x" for s in range(30))
            for level in ("random", "search")}
    assert wins["search"] > wins["random"] + 5


# -------------------------------------------------------------- Detectives
def test_greedy_detective_goes_where_the_clue_points():
    g = game()
    g.apply(Move("C1"))                       # underground: swap within 3
    g.apply(Swap("A4", "B4"))
    # Pretend a camera said column C: reachable C2, C3(yard), C4 and not row 1.
    g.log.append(CameraClue("column", "C", "district"))
    cmd = GreedyDetective().choose(g, random.Random(0))
    assert cmd.to in ("C2", "C4")


def test_greedy_detective_plays_cards_on_scotland_yard():
    g = game()
    g.apply(Move("C1"))
    g.apply(Swap("E4", "E5"))
    g.apply(Move("C3"))
    cmd = GreedyDetective().choose(g, random.Random(0))
    assert isinstance(cmd, Action)


def test_random_detective_only_chooses_legal_commands():
    g = game()
    rng = random.Random(1)
    for _ in range(5):
        assert RandomDetective().choose(g, rng) in g.legal_commands()


def test_play_mister_x_plays_until_the_detective_is_due():
    from hideout.engine.duel import play_mister_x
    g = DuelGame(5)
    mx = MisterX("greedy")
    events = play_mister_x(g, mx)
    assert events[0].type == "london_built" and g.current_player == "detective"
    assert play_mister_x(g, mx) == []
    g.apply(Move("D1"))                      # whatever district it is, Mister X answers if due
    play_mister_x(g, mx)
    assert g.current_player in ("detective", None)


def test_mister_x_pulls_a_sabotage_into_the_detectives_reach():
    # The one-ply heuristic shows the pull; the search may rather move his own district first.
    level = "greedy"
    g = game()
    g.apply(Move("C1"))                      # underground: she reaches C2, C4, A1, B1, D1, E1 next
    reach = set(g.detective_moves())
    assert not any(g.tile_at(i).action == "sabotage" for i in reach)
    g.apply(MisterX(level, iterations=6).choose(g.view_for("mister_x")))
    assert any(g.tile_at(i).action == "sabotage" for i in g.detective_moves())


# ------------------------------------------------- the Detective's yards, what Mister X sees
def test_the_detective_orders_her_scotland_yard_districts_before_her_first_move():
    g = game()
    assert Yards("bus", "underground", "taxi") in g.legal_commands()
    events = g.apply(Yards("bus", "underground", "taxi"))
    assert events[0] == YardsPlaced("bus", "underground", "taxi")
    assert [g.tile_at(i).transport for i in (10, 12, 14)] == ["bus", "underground", "taxi"]
    g.apply(Yards("taxi", "underground", "bus"))   # she may change her mind until she moves
    assert [g.tile_at(i).transport for i in (10, 12, 14)] == ["taxi", "underground", "bus"]
    g.apply(Move("C1"))
    with pytest.raises(IllegalCommand, match="first move"):
        g.apply(Yards("taxi", "bus", "underground"))


def test_yards_must_name_each_district_once():
    g = game()
    with pytest.raises(InvalidCommand, match="not ferry"):
        g.apply(Yards("bus", "ferry", "taxi"))
    with pytest.raises(IllegalCommand, match="each scotland yard district once"):
        g.apply(Yards("bus", "bus", "taxi"))


def test_a_detective_who_does_not_care_keeps_the_tile_sets_order():
    g = game()
    g.apply(Move("C1"))
    assert [g.tile_at(i).transport for i in (10, 12, 14)] == ["taxi", "bus", "underground"]


def test_mister_x_sees_neither_her_yard_order_nor_its_event():
    g = game()
    g.apply(Yards("underground", "taxi", "bus"))
    view = g.view_for("mister_x")
    assert isinstance(view, MisterXView)
    assert view.layout[CELLS.index("A3")] is None and view.layout[CELLS.index("C5")] == "mister-x"
    assert not any(isinstance(e, YardsPlaced) for e in view.log)
    shown = view.to_json()
    assert shown["cells"]["A3"] == {"tile": None, "transport": None, "action": "scotland_yard",
                                    "turned": False}
    assert "yard-" not in str(shown) and "underground" not in str(shown["log"])
    assert g.view_for("detective")["cells"]["A3"]["transport"] == "underground"


def test_mister_x_is_given_his_view_never_the_game():
    g = game()
    g.apply(Move("C1"))
    with pytest.raises(TypeError, match="view_for"):
        MisterX("greedy").choose(g)            # type: ignore[arg-type]
    assert play_mister_x(g, MisterX("greedy")) and g.current_player == "detective"


@pytest.mark.parametrize("level", LEVELS)
def test_mister_x_plays_the_same_whatever_she_hid_from_him(level):
    """Two games that differ only in what the Detective hid from him (the order of her yards,
    set up while he looked away): his views are equal and his choices identical, move for move,
    until she visits a yard and its front becomes public."""
    decisions = 0
    for seed in range(6):
        games = [DuelGame(seed), DuelGame(seed)]
        players = [MisterX(level, iterations=4), MisterX(level, iterations=4)]
        for g, mx in zip(games, players):
            g.apply(mx.choose(g.view_for("mister_x")))
        games[0].apply(Yards("taxi", "bus", "underground"))
        games[1].apply(Yards("underground", "taxi", "bus"))
        detective, rng = GreedyDetective(), random.Random(seed)
        while not games[0].is_over():
            if games[0].current_player == "mister_x":
                views = [g.view_for("mister_x") for g in games]
                assert views[0] == views[1]
                picks = [mx.choose(v) for mx, v in zip(players, views)]
                assert picks[0] == picks[1]
                decisions += 1
                for g in games:
                    g.apply(picks[0])
                continue
            cmd = detective.choose(games[0], rng)
            if isinstance(cmd, Move) and CELLS.index(cmd.to) in (10, 12, 14):
                break                          # her yard's front is public from here on
            for g in games:
                g.apply(cmd)
    assert decisions >= 12


# ---------------------------------------------------------------- straight lines
def test_orthogonal_means_one_straight_line_never_round_a_corner():
    """Ruling (RULINGS.md): a bus from B1 reaches B2 or B3 (and A1, C1, D1) but not C2, one
    step up and one right, even though that is two orthogonal steps."""
    g = game()
    g.apply(Move("B1"))                      # bus
    g.apply(Swap("E4", "E5"))
    assert "C2" not in {m.to for m in g.legal_commands() if isinstance(m, Move)}
    assert {"B2", "B3", "A1", "C1", "D1"} <= {m.to for m in g.legal_commands() if isinstance(m, Move)}
    with pytest.raises(IllegalCommand, match="straight line"):
        g.apply(Move("C2"))


def test_mister_x_swaps_along_a_straight_line_too():
    g = game()
    g.apply(Move("B1"))                      # bus: swaps up to two apart, in one row or column
    with pytest.raises(IllegalCommand, match="one row or column"):
        g.apply(Swap("B2", "C4"))
    assert Swap("B2", "B4") in g.legal_commands()


# ------------------------------------------------------------ randomised set-up
def test_the_setup_is_drawn_from_its_published_rows():
    rows = Counter()
    for seed in range(600):
        rows[strategic_layout(DuelGame(0).tiles, random.Random(seed)).layout.index("mister-x") // 5 + 1] += 1
    assert rows[1] == 0
    # Equal row weights over 5, 2 (two Scotland Yard cells), 5 and 5 free cells.
    assert all(abs(rows[r] / 600 - share) < 0.06 for r, share in ((2, 5 / 17), (3, 2 / 17),
                                                                  (4, 5 / 17), (5, 5 / 17)))


def test_the_informed_detective_starts_from_the_setup_rules():
    prior = setup_prior("search")
    assert sum(prior) == pytest.approx(1) and sum(prior[:5]) == 0
    assert prior[10] == prior[12] == prior[14] == 0          # never on a Scotland Yard cell
    detective = InformedDetective("search")
    g = DuelGame(3)
    g.apply(MisterX("search").choose(g.view_for("mister_x")))
    rng = random.Random(0)
    while not g.is_over():
        command = detective.choose(g, rng) if g.current_player == "detective" else \
            MisterX("greedy").choose(g.view_for("mister_x"))
        assert command in g.legal_commands()
        g.apply(command)


def test_the_help_quotes_every_levels_measured_strength():
    from hideout.engine.duel.mister_x import ALIASES, MEASURED_WINS, level_help

    said = level_help()
    assert set(MEASURED_WINS) == set(ALIASES)
    for level, rates in MEASURED_WINS.items():
        assert f"{level} ({ALIASES[level]})" in said
        assert all(f"{rate:.0%}" in said for rate in rates)


@pytest.mark.parametrize("fallback", ["base", "best"])
def test_rollout_without_a_winning_line_falls_back_as_configured(fallback, monkeypatch):
    """No line wins against his models: "base" plays the search's own choice, "best" the line
    that lasted longest (here a rollout reports one candidate lasting longer than the rest)."""
    from hideout.engine.duel import mister_x as mx

    g = game()
    g.apply(Move("C1"))                      # underground: many swaps to choose from
    view = g.view_for("mister_x")
    base = MisterX("search", iterations=mx.ROLLOUT_BASE_CANDIDATES).choose(view)
    longest = []

    def losing(game_, mine, her, first, rng):
        if not longest and first != base:
            longest.append(first)
        return 0, 0, 50 if longest and first == longest[0] else 1

    monkeypatch.setattr(mx, "rollout", losing)
    monkeypatch.setattr(mx, "ROLLOUT_FALLBACK", fallback)
    chosen = MisterX("rollout", iterations=4).choose(view)
    assert chosen == (base if fallback == "base" else longest[0])
    assert base != longest[0]
