"""The Detective's belief over Mister X's district, from public information only.

Fed with Detective-side events (:meth:`Event.for_detective`), so it can never
use hidden information. Mister X runs the same model to judge how much he has
given away. The prior is uniform over the 22 Mister X districts, or, for a Detective who knows
how Mister X sets up his London, the share of set-ups that put him on each cell.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from hideout.engine.duel import board
from hideout.engine.duel.events import CameraClue, DistrictTurned, Event, MisterXSwapped

if TYPE_CHECKING:
    from hideout.engine.duel.game import DuelGame


class Belief:
    """Probability per cell index that Mister X's district is there."""

    __slots__ = ("p", "turned")

    def __init__(self, prior: Sequence[float] | None = None) -> None:
        live = [i for i in range(board.CELL_COUNT) if i not in board.SCOTLAND_YARD_INDEXES]
        self.p = [0.0] * board.CELL_COUNT
        for i in live:
            self.p[i] = 1.0 / len(live) if prior is None else float(prior[i])
        # Face-up cells, and the Scotland Yard cells that never hold Mister X.
        self.turned = [i in board.SCOTLAND_YARD_INDEXES for i in range(board.CELL_COUNT)]
        if prior is not None:
            self._normalise()

    @classmethod
    def from_events(cls, events: Iterable[Event], prior: Sequence[float] | None = None) -> Belief:
        belief = cls(prior)
        for e in events:
            belief.update(e.for_detective())
        return belief

    @classmethod
    def for_game(cls, game: DuelGame, prior: Sequence[float] | None = None) -> Belief:
        """The Detective's belief in ``game``: its public events, and every face-up district
        (``prior``: where she expects Mister X before any event; uniform by default)."""
        return cls(prior).observe(game)

    def observe(self, game: DuelGame) -> Belief:
        """This belief updated with what the Detective has seen of ``game``: its public events and
        every face-up district (for subclasses built with models of their own); returns itself."""
        for event in game.log:
            self.update(event.for_detective())
        for i, face_up in enumerate(game.turned):
            if face_up and not self.turned[i]:
                self.turn(i)
        return self

    def copy(self) -> Belief:
        b = Belief.__new__(Belief)
        b.p, b.turned = list(self.p), list(self.turned)
        return b

    def update(self, event: Event) -> None:
        if isinstance(event, DistrictTurned):
            index = board.parse_cell(event.cell)
            self.turn(index)
            if event.by == "grid_search":
                self.near(index)
        elif isinstance(event, MisterXSwapped):
            if event.a is None or event.b is None:
                self.secret_swap()
            else:
                self.swap(board.parse_cell(event.a), board.parse_cell(event.b))
        elif isinstance(event, CameraClue):
            self.clue(event.axis, event.value)

    def turn(self, index: int) -> None:
        """A district turned face up without ending the game: Mister X is not there."""
        self.turned[index] = True
        self.p[index] = 0.0
        self._normalise()

    def swap(self, a: int, b: int) -> None:
        self.p[a], self.p[b] = self.p[b], self.p[a]

    def secret_swap(self) -> None:
        """A black-ticket swap, modelled as a uniformly random pair of face-down districts."""
        live = [i for i in range(board.CELL_COUNT) if not self.turned[i]]
        n = len(live)
        if n < 2:
            return
        stay, move_in = 1.0 - 2.0 / n, 2.0 / (n * (n - 1))
        for i in live:
            self.p[i] = self.p[i] * stay + (1.0 - self.p[i]) * move_in
        self._normalise()

    def clue(self, axis: str, value: str) -> None:
        for i in range(board.CELL_COUNT):
            hit = (str(board.row_of(i)) == value) if axis == "row" else (board.COLUMNS[board.col_of(i)] == value)
            if not hit:
                self.p[i] = 0.0
        self._normalise()

    def near(self, index: int) -> None:
        """A grid search turned ``index``: Mister X is one of its (up to) eight neighbours."""
        ring = set(board.ring_of(index))
        for i in range(board.CELL_COUNT):
            if i not in ring:
                self.p[i] = 0.0
        self._normalise()

    def _normalise(self) -> None:
        total = sum(self.p)
        if total > 0:
            self.p = [x / total for x in self.p]
            return
        # Only reachable if the model's assumptions broke; fall back to every face-down district.
        live = [i for i in range(board.CELL_COUNT) if not self.turned[i]]
        self.p = [1.0 / len(live) if i in live else 0.0 for i in range(board.CELL_COUNT)] if live else [0.0] * board.CELL_COUNT


#: How much the belief a move leaves within two spaces counts next to the belief on the move itself
#: (tuned on bench/mister_x_strength.py: 0 -> Mister X wins ~76%, 1.0 -> ~53% against greedy X).
ONWARD_WEIGHT = 1.0
ONWARD_REACH = 2


def move_score(belief: Belief, move: int) -> float:
    """How promising ``move`` looks to a Detective holding ``belief`` (the simulated Detectives
    play by it, and Mister X expects them to)."""
    onward = sum(belief.p[n] for n in board.lines_of(move, ONWARD_REACH))
    return belief.p[move] + ONWARD_WEIGHT * onward
