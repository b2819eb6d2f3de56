"""Red-team Detectives for Scotland Yard Duel: they know Mister X's published set-up rules and
algorithm, and read his habits from the public record.

They see what the Detective at the table sees: the public events (``Event.for_detective``:
secret swaps without their cells), the face-up districts, her own position, moves and cards.
Mister X's habits are measured on separate self-play games (a Detective may study the published
program as long as she likes); during a measured game nothing hidden is read.

- ``informed``: the engine's InformedDetective (set-up prior, public swaps tracked exactly).
- ``reader``: the same moves, on a belief that also reads his swaps as evidence. A visible swap
  of ``a`` and ``b`` is likelier when his district is one of them (odds ``rho`` against any other
  legal swap, fitted by maximum likelihood); a secret swap moves his district with probability
  ``moved`` (measured) instead of a uniformly random pair's 2/n.
- ``hunter``: ``reader``'s belief, moving to the likeliest reachable district (catch him now)
  rather than the engine's look-ahead score.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from dataclasses import dataclass

from hideout.engine.commands import Command
from hideout.engine.duel import board
from hideout.engine.duel.belief import Belief
from hideout.engine.duel.commands import Action, Move
from hideout.engine.duel.detectives import GreedyDetective, InformedDetective, best_move
from hideout.engine.duel.events import Event, MisterXSwapped, MisterXToAct
from hideout.engine.duel.game import DETECTIVE_ACTION, MISTER_X, DuelGame
from hideout.engine.duel.mister_x import LEVELS as MISTER_X_LEVELS
from hideout.engine.duel.mister_x import MisterX, setup_prior

DETECTIVE_NAMES = ("informed", "reader", "hunter")
__all__ = ["DETECTIVE_NAMES", "MISTER_X_LEVELS", "Habit", "measure_habit", "play_duel_games"]


@dataclass(frozen=True)
class Habit:
    """How Mister X's swaps depend on where he is (1.0 and 2/n: no habit)."""

    rho: float = 1.0            # odds of a visible swap involving his district vs another one
    moved: float | None = None  # share of secret swaps that move his district


def swappable_cells(turned: list[bool]) -> list[int]:
    return [i for i in range(25) if not turned[i] and i not in board.SCOTLAND_YARD_INDEXES]


def visible_swaps(turned: list[bool], reach: int) -> list[tuple[int, int]]:
    cells = swappable_cells(turned)
    ok = set(cells)
    return [(a, b) for a in cells for b in board.lines_of(a, reach) if b > a and b in ok]


class HabitBelief(Belief):
    """:class:`Belief` that also reads Mister X's swap choices through a :class:`Habit`."""

    __slots__ = ("habit", "reach")

    def __init__(self, prior: tuple[float, ...], habit: Habit) -> None:
        super().__init__(prior)
        self.habit = habit
        self.reach: int | None = None

    def update(self, event: Event) -> None:
        if isinstance(event, MisterXToAct):
            self.reach = event.reach
        if isinstance(event, MisterXSwapped) and not event.secret and event.a and event.b \
                and self.reach is not None and self.habit.rho != 1.0:
            a, b = board.parse_cell(event.a), board.parse_cell(event.b)
            pairs = visible_swaps(self.turned, self.reach)
            involving = Counter(c for pair in pairs for c in pair)
            rho = self.habit.rho
            for x in range(25):   # P(this swap | he is on x), up to a constant
                if self.p[x] > 0:
                    n_in = involving[x]
                    self.p[x] *= (rho if x in (a, b) else 1.0) / (rho * n_in + len(pairs) - n_in)
            self._normalise()
            self.swap(a, b)
            return
        if isinstance(event, MisterXSwapped) and event.secret and self.habit.moved is not None:
            live = [i for i in range(25) if not self.turned[i]]
            n = len(live)
            if n >= 2:
                moved = self.habit.moved
                self.p = [p * (1 - moved) + (1 - p) * moved / (n - 1) if i in live else 0.0
                          for i, p in enumerate(self.p)]
                self._normalise()
            return
        super().update(event)


class ReaderDetective(GreedyDetective):
    """Moves like the engine's greedy Detective, on a belief that reads Mister X's habits
    (``hunter``: straight for the likeliest reachable district)."""

    def __init__(self, level: str, habit: Habit, hunter: bool = False) -> None:
        self.prior = setup_prior(level)
        self.habit = habit
        self.hunter = hunter
        self.name = "hunter" if hunter else "reader"

    def belief(self, game: DuelGame) -> Belief:
        belief = HabitBelief(self.prior or (), self.habit)
        for event in game.log:                       # public events only
            belief.update(event.for_detective())
        for i, face_up in enumerate(game.turned):    # face-up districts are public
            if face_up and not belief.turned[i]:
                belief.turn(i)
        return belief

    def choose(self, game: DuelGame, rng: random.Random) -> Command:
        belief = self.belief(game)
        moves = game.detective_moves()
        if game.phase == DETECTIVE_ACTION:
            best = max((belief.p[m] for m in moves), default=0.0)
            order = (["reinforcements"] if best >= self.strong_suspect else []) + [
                "grid_search", "surveillance", "reinforcements"]
            for card in order:
                if card in game.cards_left:
                    return Action(card)
        if self.hunter:
            return Move(board.name(max(moves, key=lambda m: (belief.p[m], rng.random()))))
        return Move(board.name(best_move(belief, moves, rng)))


def _fit_rho(events: list[tuple[bool, int, int]]) -> float:
    """Maximum-likelihood odds for "his district is in the swap" (bisection on log rho)."""
    if not events:
        return 1.0
    seen = sum(hit for hit, _, _ in events)

    def expected(rho: float) -> float:
        return sum(rho * n_in / (rho * n_in + total - n_in) for _, n_in, total in events)

    low, high = 1e-3, 1e3
    for _ in range(60):
        mid = (low * high) ** 0.5
        low, high = (mid, high) if expected(mid) < seen else (low, mid)
    return (low * high) ** 0.5


def measure_habit(level: str, seeds: range, iterations: int) -> tuple[Habit, str]:
    """Mister X's swap habits, from self-play games against the informed Detective (here the
    true layout is read: these are study games, not measured ones)."""
    visible: list[tuple[bool, int, int]] = []
    secret_moves, secret_total = 0, 0
    for seed in seeds:
        game = DuelGame(seed)
        mister_x = MisterX(level, iterations=iterations)
        sleuth = InformedDetective(level)
        rng = random.Random(seed * 7919 + 1)
        while not game.is_over():
            if game.current_player == MISTER_X:
                before = game.mister_x_index() if game.board else -1   # -1: set-up
                reach, turned = game.reach, list(game.turned)
                events = game.apply(mister_x.choose(game))
                for e in events:
                    if isinstance(e, MisterXSwapped) and e.a and e.b:
                        if e.secret:
                            secret_total += 1
                            secret_moves += game.mister_x_index() != before
                        elif reach is not None:
                            pairs = visible_swaps(turned, reach)
                            n_in = sum(before in pair for pair in pairs)
                            hit = before in (board.parse_cell(e.a), board.parse_cell(e.b))
                            visible.append((hit, n_in, len(pairs)))
            else:
                game.apply(sleuth.choose(game, rng))
    rho = _fit_rho(visible)
    moved = secret_moves / secret_total if secret_total else None
    hits = sum(h for h, _, _ in visible)
    uniform = sum(n / t for _, n, t in visible if t)
    note = (f"habits from {len(seeds)} study games: his district in {hits} of {len(visible)} "
            f"visible swaps ({uniform:.1f} expected from uniform choice; odds rho {rho:.2f}); "
            f"secret swaps moved him {secret_moves} of {secret_total}")
    return Habit(rho, moved), note


@dataclass
class DuelTally:
    games: int = 0
    computer_games: int = 0
    seconds: float = 0.0
    reasons: Counter[str] | None = None

    @property
    def notes(self) -> list[str]:
        return [f"{r}:{n}" for r, n in sorted((self.reasons or Counter()).items())]

    # The spy table's fields, so one printer serves both games.
    rounds: int = 0
    computer_rounds: int = 0


def play_duel_games(level: str, detective: str, seeds: range, iterations: int,
                    habit: Habit) -> DuelTally:
    tally = DuelTally(reasons=Counter())
    start = time.perf_counter()
    for seed in seeds:
        game = DuelGame(seed)
        mister_x = MisterX(level, iterations=iterations)
        sleuth: GreedyDetective
        if detective == "informed":
            sleuth = InformedDetective(level)
        else:
            sleuth = ReaderDetective(level, habit, hunter=detective == "hunter")
        rng = random.Random(seed * 7919 + 1)
        while not game.is_over():
            if game.current_player == MISTER_X:
                game.apply(mister_x.choose(game))
            else:
                game.apply(sleuth.choose(game, rng))
        assert game.outcome is not None
        tally.games += 1
        won = game.outcome.winner == MISTER_X
        tally.computer_games += won
        if won:
            assert tally.reasons is not None
            tally.reasons[game.outcome.reason] += 1
    tally.seconds = time.perf_counter() - start
    return tally

