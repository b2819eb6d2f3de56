"""Destination X: the rules engine, the computer spy and a simulated detective team.

The public names, importable from here:

- :class:`DestinationXGame` (``apply``, ``legal_commands``, ``current_player``, ``outcome``,
  ``view_for``, ``replay``, ``undo``, ``to_json``/``from_json``), :class:`GameConfig`,
  :class:`GameView`, :class:`Phase`;
- commands ``Ask``, ``Eliminate``, ``Guess``, the spy's ``Hide`` and, for physical games, ``Deal``, ``OutOfCards``;
- events (:mod:`engine.destination_x.events`) with ``event_from_json``;
- answers: :class:`Answer`, :func:`answer_for`, :func:`base_rate`;
- :class:`ComputerSpy` (the spy's seat; moved by :func:`hideout.engine.players.computer_moves`)
  and the simulated teams :class:`DetectiveTeam`, :class:`BayesianTeam`, :class:`RandomTeam`.
"""

from hideout.engine.destination_x.answers import (
    Answer,
    AnswerKind,
    BaseRate,
    answer_for,
    base_rate,
    base_rates,
)
from hideout.engine.destination_x.commands import Ask, Deal, Eliminate, Guess, Hide, OutOfCards
from hideout.engine.destination_x.config import ConfigError, GameConfig
from hideout.engine.destination_x.detectives import (
    BayesianTeam,
    DetectiveTeam,
    Knowledge,
    RandomTeam,
)
from hideout.engine.destination_x.events import (
    Event,
    Outcome,
    Side,
    Termination,
    event_from_json,
)
from hideout.engine.destination_x.game import DestinationXGame, GameView, Phase
from hideout.engine.errors import SaveError
from hideout.engine.destination_x.spy import ComputerSpy

__all__ = [
    "Answer", "AnswerKind", "Ask", "BaseRate", "BayesianTeam", "ComputerSpy", "ConfigError",
    "Deal", "DestinationXGame", "DetectiveTeam", "Eliminate", "Event", "GameConfig", "GameView",
    "Guess", "Hide", "Knowledge", "OutOfCards", "Outcome", "Phase", "RandomTeam", "SaveError",
    "Side", "Termination", "answer_for",
    "base_rate", "event_from_json",
]
