"""The Game protocol, checked the same way on every game of the registry (OpenSpiel's habit):
random legal play until the end never breaks a rule, the save envelope replays to the same game,
undo steps back exactly, and a seat's view never holds what the other side hides."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from hideout.engine.destination_x.config import GameConfig
from hideout.engine.destination_x.game import DestinationXGame
from hideout.engine.duel.game import DuelGame
from hideout.engine.duel.mister_x import random_layout
from hideout.engine.game import Game
from hideout.games import GAMES

#: A fresh game per registry entry, and the side whose view must never show the hidden state.
FACTORIES: dict[str, Any] = {
    "destination-x": lambda seed: DestinationXGame(
        GameConfig(players=("Ann", "Ben", "Cho"), seed=seed, spy_strategy="random")),
    "duel": lambda seed: DuelGame(seed=seed),
}
#: Where a game cannot list its legal commands (Mister X's 25-district layout), a move of the
#: game's own random player.
UNLISTED: dict[str, Any] = {"duel": lambda game, rng: random_layout(game.tiles, rng)}
LOADERS: dict[str, Any] = {"destination-x": DestinationXGame.from_json, "duel": DuelGame.from_json}


def test_every_registered_game_is_covered() -> None:
    assert set(FACTORIES) == set(GAMES)


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("seed", range(6))
def test_random_play_respects_the_protocol(game_id: str, seed: int) -> None:
    rng = random.Random(seed)
    game = FACTORIES[game_id](seed)
    assert isinstance(game, Game)
    steps = 0
    while not game.is_over() and steps < 400:
        legal = game.legal_commands()
        assert legal or game_id in UNLISTED, f"{game_id}: no legal command but the game is not over"
        before = json.dumps(game.to_json(), sort_keys=True)
        command = rng.choice(legal) if legal else UNLISTED[game_id](game, rng)
        game.apply(command)
        steps += 1
        if steps % 17 == 0:  # undo steps back exactly, then play on
            assert game.undo() == command
            assert json.dumps(game.to_json(), sort_keys=True) == before
            game.apply(command)
    assert game.is_over(), f"{game_id} did not end in {steps} random commands"
    assert game.current_player is None and game.legal_commands() == []
    assert game.outcome() is not None
    copy = LOADERS[game_id](json.loads(json.dumps(game.to_json())))
    assert copy.to_json() == game.to_json()
