"""Property-based tests: random legal and illegal command sequences keep the game's invariants."""

from __future__ import annotations

from collections import Counter

from destination_x_handbook import small_handbook
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from hideout.data.cards import load_cards
from hideout.data.handbook import load_handbook
from hideout.engine.destination_x.commands import Ask, Deal, Eliminate, Guess, OutOfCards
from hideout.engine.destination_x.config import GameConfig
from hideout.engine.destination_x.game import DestinationXGame, Phase
from hideout.engine.errors import CommandError, IllegalCommand

CARDS = load_cards()
HANDBOOKS = {"small": small_handbook(), "full": load_handbook()}


@st.composite
def configs(draw: st.DrawFn) -> tuple[str, GameConfig]:
    detectives = draw(st.integers(1, 7))
    physical = draw(st.booleans()) and draw(st.booleans())  # a quarter of the games
    config = GameConfig(
        players=tuple(f"P{i}" for i in range(detectives)),
        seed=draw(st.integers(0, 2**32)),
        destinations_per_round=draw(st.sampled_from((6, 8, 10))),
        true_detective=draw(st.sampled_from(("none", "all", (("traffic", "religion"),)))),
        gaining_knowledge=draw(st.booleans()),
        spy_strategy=draw(st.sampled_from(("random", "cunning"))),
        spy_budget=2,
        physical=physical,
    )
    return draw(st.sampled_from(sorted(HANDBOOKS))), config


def random_command(draw: st.DrawFn, game: DestinationXGame, handbook_ids: tuple[str, ...]):
    """Any command at all: often illegal now, sometimes malformed."""
    kind = draw(st.sampled_from(("ask", "eliminate", "guess", "deal", "out")))
    if kind == "ask":
        card = draw(st.sampled_from(sorted(CARDS) + ["shoe_size"]))
        options = [o.id for o in CARDS[card].options] if card in CARDS else []
        return Ask(card, draw(st.sampled_from(options + [None, "german"])))
    if kind == "deal":
        return Deal(tuple(draw(st.lists(st.sampled_from(handbook_ids), max_size=10))))
    if kind == "out":
        return OutOfCards()
    dest = draw(st.sampled_from(handbook_ids + ("ATL",)))
    return Eliminate(dest) if kind == "eliminate" else Guess(dest)


def snapshot(game: DestinationXGame) -> tuple:
    return (game.view_for("spy"), list(game.history), list(game.log), game.rng.getstate(),
            list(game.pile), {p: list(h) for p, h in game.hands.items()})


def check_invariants(game: DestinationXGame, seen: dict) -> None:
    spy, detectives = game.view_for("spy"), game.view_for("detectives")
    assert detectives.hideout is None
    assert 0 <= spy.detectives_score <= 3 and 0 <= spy.spy_score <= 3
    if not game.config.physical:
        held = [c for h in game.hands.values() for c in h] + list(game.open_cards or [])
        assert Counter(held + game.pile + game.played) == Counter(game.deck_ids)
        if spy.phase == "ask" and game.open_cards is None:
            assert game.hands[game.current_player], "the current detective holds no card"
    if spy.phase in ("ask", "eliminate", "arrest", "final_arrest"):
        assert spy.hideout in spy.table and spy.hideout not in spy.eliminated
        key = game.round
        if key in seen:
            old_hideout, old_eliminated = seen[key]
            assert spy.hideout == old_hideout, "the hideout changed within a round"
            assert list(spy.eliminated[:len(old_eliminated)]) == list(old_eliminated)
        seen[key] = (spy.hideout, spy.eliminated)
    if spy.phase == "arrest":
        assert len(spy.remaining) == 1
    if game.is_over():
        assert game.outcome() is not None and game.legal_commands() == []
        assert max(spy.detectives_score, spy.spy_score) == 3 or \
            game.outcome().termination.value == "cards_exhausted"


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), configs())
def test_random_play_keeps_the_invariants(data, setup):
    handbook_name, config = setup
    handbook = HANDBOOKS[handbook_name]
    game = DestinationXGame(config, handbook, CARDS)
    seen: dict = {}
    ids = handbook.ids
    for _ in range(data.draw(st.integers(0, 150))):
        check_invariants(game, seen)
        if game.phase is Phase.DEAL and data.draw(st.booleans()):
            table = data.draw(st.permutations(ids))[:config.destinations_per_round]
            game.apply(Deal(tuple(table)))
            continue
        legal = game.legal_commands()
        if legal and data.draw(st.integers(0, 3)):
            # Mostly questions and eliminations, so games get deep enough to run out of cards.
            slow = [c for c in legal if not isinstance(c, Guess)]
            pool = slow if slow and data.draw(st.integers(0, 7)) else legal
            game.apply(data.draw(st.sampled_from(pool)))
            continue
        command = random_command(data.draw, game, ids)
        before = snapshot(game)
        try:
            game.apply(command)
        except CommandError:
            assert snapshot(game) == before, f"refusing {command!r} changed the game"
        else:
            assert command in legal or isinstance(command, Deal), \
                f"{command!r} was accepted but not listed as legal"
        if game.is_over():
            check_invariants(game, seen)
            try:
                game.apply(command)
            except IllegalCommand as err:
                assert "the game is over" in str(err) or isinstance(command, (Deal, OutOfCards))
            except CommandError:
                pass
            else:
                raise AssertionError("a finished game accepted a command")
            break
    check_invariants(game, seen)
    event("over" if game.is_over() else "unfinished")
    event(f"cards played: {min(len(game.played), 16) // 4 * 4}+")
    replayed = DestinationXGame.replay(game.config, game.history, handbook, CARDS)
    assert replayed.view_for("spy") == game.view_for("spy")
    assert replayed.log == game.log
