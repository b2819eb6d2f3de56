"""Red-team detectives for Destination X: teams that know the computer spy's published algorithm
and try to beat it, playing only from what the detectives' seat sees.

Every team here gets the detectives' view (``game.view_for("detectives")``) and, for the timing
team, how long the table waited for the spy to hide (what a stopwatch at the table would show).
None reads the game, the hideout or the spy's generator: the spy's mixture is re-estimated by
running the spy's own code, with the team's own randomness, on the spy's view rebuilt from public
information (the table, the cards played, the hand sizes, the score and the set-up are all public;
:func:`spy_view_from_public` checks this by construction).
"""

from __future__ import annotations

import dataclasses
import math
import random
import time
from collections.abc import Sequence

from hideout.data.cards import InformantCard
from hideout.data.handbook import Handbook
from hideout.engine.commands import Command
from hideout.engine.destination_x.answers import Answer
from hideout.engine.destination_x.commands import Ask, Eliminate, Guess
from hideout.engine.destination_x.detectives import Knowledge, Question, TableModel
from hideout.engine.destination_x.game import GameView
from hideout.engine.destination_x.spy import ComputerSpy


def spy_view_from_public(view: GameView) -> GameView:
    """The spy's view at the start of this round, from the detectives' view of its first turn.

    Everything the spy's seat sees before it hides is said or laid open at the table: the
    detectives' view lacks only the hideout (which the spy has not chosen yet when it decides),
    and shows more (the hands), which is removed here."""
    return dataclasses.replace(
        view, side="spy", phase="hide", hands=tuple((p, ()) for p, _ in view.hands),
        deck=tuple(sorted(view.deck)), playable_cards=view.open_cards or (), hideout=None,
        eliminated=(), answers=())


class CountingSpy(ComputerSpy):
    """The published spy, counting its look-ahead evaluations (its thinking time's unit)."""

    calls = 0

    def value(self, view: GameView, worlds: Sequence[tuple[TableModel, list[str]]],
              weights: Sequence[float]) -> float:
        self.calls += 1
        return super().value(view, worlds, weights)


class SpyMixtureEstimate:
    """The spy's hiding distribution as a team that knows its algorithm can compute it: the
    average of ``samples`` runs of the spy's own mixture (each on its own sampled worlds).

    Each run also records how many look-ahead evaluations it made: the spy's thinking time is
    proportional to that, which is what :meth:`conditioned` uses."""

    def __init__(self, level: str, handbook: Handbook, cards: dict[str, InformantCard],
                 budget: int, samples: int, rng: random.Random) -> None:
        self.level = level
        self.samples = samples
        self.spy = CountingSpy(level, handbook, cards, budget=budget, seed=rng.randrange(2**63))
        self.seconds_per_call: list[float] = []   # measured on this machine, on our own runs

    def runs(self, spy_view: GameView) -> list[tuple[list[float], int]]:
        """``samples`` independent mixtures and the evaluations each took."""
        size = len(spy_view.table)
        if self.level == "easy":
            return [([1.0 / size] * size, 0)]
        out = []
        for _ in range(self.samples):
            self.spy.calls = 0
            start = time.perf_counter()
            mixture = self.spy.mixture(spy_view)
            if self.spy.calls:
                self.seconds_per_call.append((time.perf_counter() - start) / self.spy.calls)
            calls = self.spy.calls
            out.append((mixture, calls))
        return out

    def conditioned(self, runs: list[tuple[list[float], int]], spy_seconds: float | None,
                    spread: float = 0.35) -> list[float]:
        """The average mixture; with ``spy_seconds``, each run weighed by how well its number of
        evaluations explains the spy's observed thinking time (log-normal noise ``spread``)."""
        size = len(runs[0][0])
        weights = [1.0] * len(runs)
        if spy_seconds is not None and self.seconds_per_call and len(runs) > 1:
            per_call = sorted(self.seconds_per_call[-200:])[len(self.seconds_per_call[-200:]) // 2]
            observed_calls = max(spy_seconds / per_call, 1e-9)
            weights = [math.exp(-(math.log(observed_calls / max(calls, 1))) ** 2
                                / (2 * spread ** 2)) for _, calls in runs]
            if sum(weights) < 1e-12:
                weights = [1.0] * len(runs)
        total = sum(weights)
        return [sum(w * m[h] for w, (m, _) in zip(weights, runs)) / total for h in range(size)]


class RedTeam:
    """A Bayesian best response to the published spy, from the detectives' view.

    - Prior: the spy's hiding distribution for this round (:class:`SpyMixtureEstimate`), or,
      with ``timed``, that distribution conditioned on the spy's thinking time.
    - Posterior: the prior on the destinations the answers leave standing (the team's own
      :class:`Knowledge` of the world decides what an answer rules out).
    - Question: the one expected to leave the least probability standing.
    - Elimination: a destination the answers ruled out (free); if none, the least likely.
    - Arrest: when the likeliest destination holds ``threshold`` of the probability, or when an
      elimination would risk more than an arrest loses.
    """

    def __init__(self, level: str, handbook: Handbook, cards: dict[str, InformantCard],
                 knowledge: Knowledge | None = None, budget: int = 16, samples: int = 8,
                 threshold: float = 0.8, timed: bool = False, seed: int = 0) -> None:
        self.handbook, self.cards = handbook, cards
        self.knowledge = knowledge or Knowledge()
        self.threshold = threshold
        self.timed = timed
        self.rng = random.Random(seed)
        self.estimate = SpyMixtureEstimate(level, handbook, cards, budget, samples,
                                           random.Random(seed * 31 + 7))
        self._round_key: tuple[int, tuple[str, ...]] | None = None
        self._prior: list[float] = []
        self._model: TableModel | None = None
        self._spy_seconds: float | None = None

    def observe_spy_time(self, seconds: float) -> None:
        """How long the table waited for the spy's hiding decision (wall clock)."""
        self._spy_seconds = seconds

    def _start_round(self, view: GameView) -> None:
        self._round_key = (view.round, view.table)
        self._model = TableModel(view.table, self.handbook, self.cards, self.knowledge,
                                 view.gaining_knowledge)
        runs = self.estimate.runs(spy_view_from_public(view))
        self._prior = self.estimate.conditioned(runs, self._spy_seconds if self.timed else None)

    def _candidates(self, view: GameView) -> int:
        assert self._model is not None
        mask = sum(1 << i for i, d in enumerate(view.table) if d not in view.eliminated)
        for heard in view.answers:
            question = (heard.card, heard.option)
            own: list[Answer] = self._model.answers[question]
            matching = [h for h, a in enumerate(own) if a == heard]
            if matching:
                mask &= self._model.masks[question][matching[0]]
        return mask

    def posterior(self, view: GameView) -> list[float]:
        """The probability of each table destination being the hideout, given the view."""
        if self._round_key != (view.round, view.table):
            self._start_round(view)
        mask = self._candidates(view)
        weight = [p if mask >> i & 1 else 0.0 for i, p in enumerate(self._prior)]
        total = sum(weight)
        if total <= 0:
            weight = [1.0 if mask >> i & 1 else 0.0 for i in range(len(view.table))]
            total = sum(weight)
        return [w / total for w in weight]

    def choose(self, view: GameView) -> Command:
        if view.side != "detectives":
            raise ValueError("the red team plays from the detectives' view")
        if view.phase in ("over", "deal", "hide"):
            raise ValueError(f"the detectives have nothing to do in phase {view.phase!r}")
        post = self.posterior(view)
        alive = [i for i, d in enumerate(view.table) if d not in view.eliminated]
        cands = [i for i in alive if post[i] > 0]
        top = max(cands, key=lambda i: (post[i], self.rng.random()))
        if len(cands) == 1 or view.phase in ("arrest", "final_arrest") \
                or post[top] >= self.threshold:
            return Guess(view.table[top])
        if view.phase == "eliminate":
            ruled_out = [i for i in alive if post[i] == 0]
            if ruled_out:
                return Eliminate(view.table[ruled_out[0]])
            low = min(cands, key=lambda i: (post[i], self.rng.random()))
            if post[low] > 1.0 - post[top]:   # eliminating risks more than arresting
                return Guess(view.table[top])
            return Eliminate(view.table[low])
        return Ask(*self._question(view.playable_cards, post))

    def _question(self, pool: Sequence[str], post: list[float]) -> Question:
        """The question expected to leave the least probability standing (ties: hand order)."""
        assert self._model is not None
        bits = [h for h, p in enumerate(post) if p > 0]
        best: Question | None = None
        best_score = math.inf
        for card_id in pool:
            for q in self._model.questions_of(card_id):
                row = self._model.masks[q]
                score = sum(post[h] * sum(post[c] for c in bits if row[h] >> c & 1)
                            for h in bits)
                if score < best_score - 1e-12:
                    best, best_score = q, score
        if best is None:
            raise ValueError("no card to choose from")
        return best
