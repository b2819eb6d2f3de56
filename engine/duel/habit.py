"""A Detective who reads Mister X's swaps: his habit (how his swap choice depends on where he is
and where she can go next) and the belief that weighs every public swap by it.

A Detective who knows Mister X's published program may measure this habit on study games of
her own and read his swaps with it (the red team's ``reader``, ``hunter`` and ``wary``
Detectives, ``bench/red_team_duel.py``); the ``rollout`` Mister X models such a Detective with
the habit measured on his own play (:data:`~hideout.engine.duel.mister_x.SELF_HABIT`), to
judge how much a swap gives away. Public information only: the events a Detective sees.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from hideout.data.duel_tiles import TRANSPORT_RANGE
from hideout.engine.duel import board
from hideout.engine.duel.belief import Belief
from hideout.engine.duel.events import DetectiveMoved, DistrictTurned, Event, MisterXSwapped, MisterXToAct


@dataclass(frozen=True)
class Habit:
    """How Mister X's swaps depend on where he is and where the Detective can go next.

    A visible swap ``s`` given his district ``x`` and the cells ``threat`` she can reach next
    is chosen with probability proportional to ``exp(weights . features(s, x, threat))``
    (:func:`swap_features`: he moves himself; from a threatened cell; into one; a swap across
    the edge of her reach that leaves him, safe, where he is: a decoy flight). A secret swap
    moves him with probability ``moved[x in threat]``, to a cell in ``threat`` with odds
    ``into_threat`` against a safe one. All zeros and None: no habit (the engine's belief)."""

    weights: tuple[float, ...] = (0.0, 0.0, 0.0, 0.0)
    moved: tuple[float, float] | None = None   # (safe, threatened)
    into_threat: float = 1.0


def swap_features(pair: tuple[int, int], x: int, threat: frozenset[int]) -> tuple[int, int, int, int]:
    if x not in pair:
        crossing = (pair[0] in threat) != (pair[1] in threat)
        return 0, 0, 0, int(crossing and x not in threat)
    other = pair[1] if pair[0] == x else pair[0]
    return 1, int(x in threat), int(other in threat), 0


def swappable_cells(turned: list[bool]) -> list[int]:
    return [i for i in range(25) if not turned[i] and i not in board.SCOTLAND_YARD_INDEXES]


def visible_swaps(turned: list[bool], reach: int) -> list[tuple[int, int]]:
    cells = swappable_cells(turned)
    ok = set(cells)
    return [(a, b) for a in cells for b in board.lines_of(a, reach) if b > a and b in ok]


def threat_cells(detective: int | None, transport: str | None, turned: list[bool]) -> frozenset[int]:
    """Where the Detective can move next (public: her district is face up)."""
    if detective is None or transport is None:
        return frozenset(i for i in board.STARTING_ROW if not turned[i])
    reach = TRANSPORT_RANGE[transport]
    if reach is None:
        return frozenset(swappable_cells(turned))
    return frozenset(i for i in board.lines_of(detective, reach) if not turned[i])


def swap_likelihood(habit: Habit, pairs: list[tuple[int, int]], seen: tuple[int, int], x: int,
                    threat: frozenset[int]) -> float:
    """P(Mister X chose ``seen`` among ``pairs`` | his district is ``x``)."""
    def score(pair: tuple[int, int]) -> float:
        return math.exp(sum(w * f for w, f in zip(habit.weights, swap_features(pair, x, threat))))
    return score(seen) / sum(score(p) for p in pairs)


def swap_likelihoods(habit: Habit, pairs: list[tuple[int, int]], seen: tuple[int, int],
                     threat: frozenset[int]) -> list[float]:
    """:func:`swap_likelihood` for every cell at once (index: his district), in one pass over
    ``pairs``: a pair's score depends on ``x`` only through whether it holds ``x``, so each
    cell's normaliser is the whole count corrected by the pairs holding it."""
    w0, w1, w2, w3 = habit.weights
    degree, degree_crossing, degree_into = [0] * 25, [0] * 25, [0] * 25
    crossing_total = 0
    for a, b in pairs:
        crossing = (a in threat) != (b in threat)
        crossing_total += crossing
        for x, other in ((a, b), (b, a)):
            degree[x] += 1
            degree_crossing[x] += crossing
            degree_into[x] += other in threat
    e_decoy, e_into = math.exp(w3), math.exp(w2)
    seen_crossing = (seen[0] in threat) != (seen[1] in threat)
    out = [0.0] * 25
    for x in range(25):
        inside = x in threat
        own = math.exp(w0 + (w1 if inside else 0.0))
        decoy = 1.0 if inside else e_decoy
        z = (own * (degree[x] - degree_into[x] + degree_into[x] * e_into)
             + (crossing_total - degree_crossing[x]) * decoy
             + len(pairs) - crossing_total - (degree[x] - degree_crossing[x]))
        if x in seen:
            other = seen[1] if seen[0] == x else seen[0]
            score = own * (e_into if other in threat else 1.0)
        else:
            score = decoy if seen_crossing else 1.0
        out[x] = score / z
    return out


class SwapReadingBelief(Belief):
    """:class:`Belief` that also keeps what a reader of Mister X's swaps conditions them on: his
    reach, the Detective's district and the transport she came by (all public)."""

    __slots__ = ("reach", "detective", "transport")

    def __init__(self, prior: tuple[float, ...] | None) -> None:
        super().__init__(prior)
        self.reach: int | None = None
        self.detective: int | None = None
        self.transport: str | None = None

    def note_seen(self, event: Event) -> None:
        if isinstance(event, MisterXToAct):
            self.reach = event.reach
        elif isinstance(event, DetectiveMoved):
            self.detective = board.parse_cell(event.to)
        elif isinstance(event, DistrictTurned) and event.by == "detective":
            self.transport = event.transport


class HabitBelief(SwapReadingBelief):
    """:class:`Belief` that also reads Mister X's swap choices through a :class:`Habit`."""

    __slots__ = ("habit",)

    def __init__(self, prior: tuple[float, ...] | None, habit: Habit) -> None:
        super().__init__(prior)
        self.habit = habit

    def copy(self) -> HabitBelief:
        b = HabitBelief.__new__(HabitBelief)
        b.p, b.turned, b.habit = list(self.p), list(self.turned), self.habit
        b.reach, b.detective, b.transport = self.reach, self.detective, self.transport
        return b

    def update(self, event: Event) -> None:
        self.note_seen(event)
        if isinstance(event, MisterXSwapped) and not event.secret and event.a and event.b \
                and self.reach is not None and any(self.habit.weights):
            seen = (board.parse_cell(event.a), board.parse_cell(event.b))
            pairs = visible_swaps(self.turned, self.reach)
            threat = threat_cells(self.detective, self.transport, self.turned)
            likelihood = swap_likelihoods(self.habit, pairs, seen, threat)
            for x in range(25):
                self.p[x] *= likelihood[x]
            self._normalise()
            self.swap(*seen)
            return
        if isinstance(event, MisterXSwapped) and event.secret and self.habit.moved is not None:
            live = [i for i in range(25) if not self.turned[i]
                    and i not in board.SCOTLAND_YARD_INDEXES]
            if len(live) >= 2:
                threat = threat_cells(self.detective, self.transport, self.turned)
                dest = {i: self.habit.into_threat if i in threat else 1.0 for i in live}
                new = [0.0] * 25
                for x in live:
                    moved = self.habit.moved[x in threat]
                    new[x] += self.p[x] * (1 - moved)
                    total = sum(w for y, w in dest.items() if y != x)
                    for y in live:
                        if y != x:
                            new[y] += self.p[x] * moved * dest[y] / total
                self.p = new
                self._normalise()
            return
        super().update(event)
