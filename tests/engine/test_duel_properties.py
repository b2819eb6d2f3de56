"""Property tests: random legal and illegal command sequences keep the duel's invariants."""

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hideout.engine.commands import command_from_json
from hideout.engine.duel.commands import Action, Clue, Move, Pass, Reveal, Step, Swap
from hideout.engine.duel.game import DuelGame
from hideout.engine.duel.mister_x import random_layout
from hideout.engine.errors import CommandError

CELLS = [f"{c}{r}" for r in range(1, 6) for c in "ABCDE"]
ANY_COMMAND = st.one_of(
    st.builds(Move, st.sampled_from(CELLS + ["F1", "a0"])),
    st.builds(Action, st.sampled_from(["grid_search", "reinforcements", "surveillance", "bogus"])),
    st.just(Pass()),
    st.builds(Swap, st.sampled_from(CELLS), st.sampled_from(CELLS)),
    st.builds(Clue, st.sampled_from(["row", "column", "both"])),
    st.builds(Reveal, st.sampled_from(CELLS)),
    st.builds(Step, st.sampled_from(["up", "down", "left", "right", "sideways"]), st.integers(0, 5)),
)


def snapshot(g: DuelGame):
    return (list(g.board), list(g.turned), g.detective, g.phase, g.pending, g.reach,
            list(g.cards_left), g.sabotage_turned, list(g.clues), g.outcome(), len(g.history), len(g.log))


def check_invariants(g: DuelGame, turned_before: list[bool]) -> None:
    tiles = g.tiles.by_id()
    assert sorted(g.board) == sorted(tiles)                           # swaps conserve tiles
    assert sum(tiles[t].action == "sabotage" for t in g.board) == 3
    assert all(now or not before for now, before in zip(g.turned, turned_before)) and \
        all(now for now, before in zip(g.turned, turned_before) if before)   # turned stays turned
    # The Scotland Yard districts stay on A3, C3, E3 (in the order the Detective chose).
    assert sorted(g.board[i] for i in (10, 12, 14)) == ["yard-1", "yard-2", "yard-3"]
    if g.detective is not None:
        assert g.turned[g.detective]                                  # never on a face-down cell
    assert g.sabotage_turned == sum(g.turned[i] and tiles[g.board[i]].action == "sabotage" for i in range(25))
    if g.is_over():
        assert g.legal_commands() == [] and g.current_player is None


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), picks=st.lists(st.tuples(st.floats(0, 1), ANY_COMMAND), max_size=60))
def test_random_play_keeps_invariants(seed, picks):
    g = DuelGame(seed)
    g.apply(random_layout(g.tiles, g.decision_rng()))
    for choice, noise in picks:
        before = snapshot(g)
        turned_before = list(g.turned)
        try:
            g.apply(noise)                      # mostly illegal: must change nothing if refused
        except CommandError:
            assert snapshot(g) == before
        check_invariants(g, turned_before)
        if g.is_over():
            # A finished game accepts nothing.
            try:
                g.apply(noise)
            except CommandError:
                pass
            else:
                raise AssertionError("a finished game accepted a command")
            break
        legal = g.legal_commands()
        assert legal, "a live game always offers its current player a command"
        turned_before = list(g.turned)
        g.apply(legal[int(choice * len(legal)) % len(legal)])
        check_invariants(g, turned_before)
        if g.is_over():
            break
    # Replay from seed and commands, through JSON, gives the same game.
    again = DuelGame.from_json(json.loads(json.dumps(g.to_json())))
    assert snapshot(again) == snapshot(g)
    assert [command_from_json(c.to_json(), "duel") for c in g.history] == g.history


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), picks=st.lists(st.floats(0, 1), max_size=40))
def test_detective_view_never_shows_a_face_down_district(seed, picks):
    g = DuelGame(seed)
    g.apply(random_layout(g.tiles, g.decision_rng()))
    for choice in picks:
        if g.is_over():
            break
        legal = g.legal_commands()
        g.apply(legal[int(choice * len(legal)) % len(legal)])
        view = g.view_for("detective")
        for i, cell in enumerate(CELLS):
            shown = view["cells"][cell]
            public = g.turned[i] or i in (10, 12, 14) or g.is_over()
            assert (shown is not None) == public
        for event in view["log"]:
            if event["type"] == "mister_x_swapped" and event["secret"]:
                assert event["a"] is None and event["b"] is None
        if not g.is_over():
            assert view["mister_x"] is None
            assert "mister-x" not in json.dumps(view)
