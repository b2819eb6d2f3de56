"""Scotland Yard Duel: the rules engine, the computer Mister X and simulated Detectives.

The public names, importable from here:

- :class:`DuelGame` (``apply``, ``legal_commands``, ``current_player``, ``phase``, ``outcome``,
  ``view_for``, ``replay``, ``undo``, ``to_json``/``from_json``, ``decision_rng``), :class:`Outcome`;
- Detective commands ``Move``, ``Step`` (relative), ``Action``, ``Pass``; Mister X's commands
  ``Setup``, ``Swap``, ``Clue``, ``Reveal`` (all registered for ``command_from_json(obj, "duel")``);
- events (:mod:`engine.duel.events`) with ``for_detective()`` and ``event_from_json``;
- :class:`MisterX` (levels random | greedy | search) and :func:`play_mister_x`, :class:`Belief`,
  :class:`RandomDetective`, :class:`GreedyDetective`.

Rulings where the rulebook is silent: ``engine/duel/RULINGS.md``.
"""

from hideout.engine.duel.belief import Belief
from hideout.engine.duel.commands import (
    Action,
    Clue,
    Move,
    Pass,
    Reveal,
    Setup,
    Step,
    Swap,
    resolve_step,
)
from hideout.engine.duel.detectives import DETECTIVES, GreedyDetective, RandomDetective
from hideout.engine.duel.events import Event, event_from_json
from hideout.engine.duel.game import DETECTIVE, MISTER_X, DuelGame, Outcome
from hideout.engine.duel.mister_x import LEVELS, MisterX, play_mister_x

__all__ = [
    "DETECTIVE",
    "DETECTIVES",
    "LEVELS",
    "MISTER_X",
    "Action",
    "Belief",
    "Clue",
    "DuelGame",
    "Event",
    "GreedyDetective",
    "MisterX",
    "Move",
    "Outcome",
    "Pass",
    "RandomDetective",
    "Reveal",
    "Setup",
    "Step",
    "Swap",
    "event_from_json",
    "play_mister_x",
    "resolve_step",
]
