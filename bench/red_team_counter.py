"""The ``counter``: a red-team Detective who reads Mister X through a model of her own, not the
habit of ``engine/duel/habit.py``.

Where the habit is a log-linear choice model over four swap features fitted by gradient ascent,
the counter keeps plain counts, by context, of what he did in study games, and filters his
position with them (a discrete Bayes filter over the 25 cells):

- how often he swaps his own district, by his district's context: whether she can reach it
  next, and how far it lies from her (Manhattan distance 1, 2, 3, 4+), smoothed by one
  imagined decision each way;
- when he swaps himself, which partner he takes, by the partner's kind (in her reach or not;
  nearer to her than he was or not): observed over expected picks under a uniform choice;
- when he swaps two other districts, which pair, by how many of its ends she can reach
  (0, 1, 2): observed over expected, the same way;
- how often a black-ticket (secret) swap moves him, by whether she could reach him.

A visible swap ``(a, b)`` then has likelihood, for his district ``x``,
``move[ctx(x)] * r_partner[kind] / sum over x's legal partners`` if ``x`` is in it, else
``(1 - move[ctx(x)]) * r_pair[ends] / sum over the pairs without x``. The counts are fitted on
study games against the level she plays (the true layout is read there, as any Detective may
study the published program), first against the informed Detective, then against the counter
herself, like the habit's re-fits. She moves like the wary Detective: to the likeliest
district in her reach, around the sabotage the published set-up and the public swaps point to.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from hideout.engine.commands import Command
from hideout.engine.duel import board
from hideout.engine.duel.commands import Move
from hideout.engine.duel.detectives import GreedyDetective, InformedDetective, action_card
from hideout.engine.duel.events import Event, MisterXSwapped
from hideout.engine.duel.game import DETECTIVE_ACTION, MISTER_X, DuelGame
from hideout.engine.duel.habit import SwapReadingBelief, swappable_cells, threat_cells, visible_swaps
from hideout.engine.duel.mister_x import SABOTAGE_COST, MisterX, sabotage_prior, setup_prior

from red_team_duel import sabotage_belief

DISTANCES = 4   # distance buckets 1, 2, 3, 4+ (0: she has not entered the board yet)


def distance(detective: int | None, cell: int) -> int:
    """How far ``cell`` is from her (Manhattan, capped), from the starting row before her first move."""
    if detective is None:
        return min(DISTANCES, 5 - board.row_of(cell) + 1)
    dr = abs(board.row_of(cell) - board.row_of(detective))
    dc = abs(board.col_of(cell) - board.col_of(detective))
    return min(DISTANCES, dr + dc)


def context(x: int, detective: int | None, threat: frozenset[int]) -> tuple[bool, int]:
    return x in threat, distance(detective, x)


def partner_kind(x: int, other: int, detective: int | None, threat: frozenset[int]) -> tuple[bool, bool]:
    return other in threat, distance(detective, other) < distance(detective, x)


def pair_ends(pair: tuple[int, int], threat: frozenset[int]) -> int:
    return (pair[0] in threat) + (pair[1] in threat)


@dataclass
class Counts:
    """What the counter learned from study games (see the module docstring)."""

    moved: dict[tuple[bool, int], list[int]] = field(default_factory=dict)      # ctx -> [moved, decisions]
    partner: dict[tuple[bool, bool], list[float]] = field(default_factory=dict)  # kind -> [chosen, expected]
    pair: dict[int, list[float]] = field(default_factory=dict)                   # ends -> [chosen, expected]
    secret: dict[bool, list[int]] = field(default_factory=dict)                  # threatened -> [moved, swaps]

    def move_rate(self, ctx: tuple[bool, int]) -> float:
        moved, n = self.moved.get(ctx, [0, 0])
        return (moved + 1) / (n + 2)

    def partner_rate(self, kind: tuple[bool, bool]) -> float:
        chosen, expected = self.partner.get(kind, [0.0, 0.0])
        return (chosen + 1) / (expected + 1)

    def pair_rate(self, ends: int) -> float:
        chosen, expected = self.pair.get(ends, [0.0, 0.0])
        return (chosen + 1) / (expected + 1)

    def secret_rate(self, threatened: bool) -> float:
        moved, n = self.secret.get(threatened, [0, 0])
        return (moved + 1) / (n + 2)

    def observe(self, pairs: list[tuple[int, int]], seen: tuple[int, int], x: int,
                detective: int | None, threat: frozenset[int]) -> None:
        """Count one visible swap of a study game, his district ``x`` known."""
        ctx = context(x, detective, threat)
        slot = self.moved.setdefault(ctx, [0, 0])
        slot[1] += 1
        if x in seen:
            slot[0] += 1
            partners = [b if a == x else a for a, b in pairs if x in (a, b)]
            for other in partners:
                self.partner.setdefault(partner_kind(x, other, detective, threat), [0.0, 0.0])[1] += 1 / len(partners)
            other = seen[1] if seen[0] == x else seen[0]
            self.partner.setdefault(partner_kind(x, other, detective, threat), [0.0, 0.0])[0] += 1
        else:
            rest = [p for p in pairs if x not in p]
            for p in rest:
                self.pair.setdefault(pair_ends(p, threat), [0.0, 0.0])[1] += 1 / len(rest)
            self.pair.setdefault(pair_ends(seen, threat), [0.0, 0.0])[0] += 1

    def likelihoods(self, pairs: list[tuple[int, int]], seen: tuple[int, int],
                    detective: int | None, threat: frozenset[int]) -> list[float]:
        """P(he chose ``seen`` among ``pairs`` | his district is x), for every cell x."""
        pair_weight = {p: self.pair_rate(pair_ends(p, threat)) for p in pairs}
        total = sum(pair_weight.values())
        partners: dict[int, list[int]] = {}
        for a, b in pairs:
            partners.setdefault(a, []).append(b)
            partners.setdefault(b, []).append(a)
        out = [0.0] * board.CELL_COUNT
        for x in range(board.CELL_COUNT):
            mine = partners.get(x, [])
            move = self.move_rate(context(x, detective, threat)) if mine else 0.0
            rest_total = total - sum(pair_weight[(min(x, o), max(x, o))] for o in mine)
            if x in seen:
                other = seen[1] if seen[0] == x else seen[0]
                weights = {o: self.partner_rate(partner_kind(x, o, detective, threat)) for o in mine}
                out[x] = move * weights[other] / sum(weights.values())
            else:
                out[x] = (1 - move) * pair_weight[seen] / rest_total if rest_total > 0 else 0.0
        return out

    def summary(self) -> str:
        moved = " ".join(f"{'T' if t else 's'}{d}:{m}/{n}" for (t, d), (m, n) in sorted(self.moved.items()))
        partner = " ".join(f"{'T' if t else 's'}{'<' if c else '>'}:{self.partner_rate((t, c)):.2f}"
                           for t, c in sorted(self.partner))
        pair = " ".join(f"{e}:{self.pair_rate(e):.2f}" for e in sorted(self.pair))
        secret = " ".join(f"{'T' if t else 's'}:{m}/{n}" for t, (m, n) in sorted(self.secret.items()))
        return (f"moves himself by (reach, distance) {moved}; partner rate (reach, nearer) {partner}; "
                f"other pairs by ends in reach {pair}; secret swaps moved him {secret}")


class CountBelief(SwapReadingBelief):
    """:class:`Belief` that filters his district through :class:`Counts`."""

    __slots__ = ("counts",)

    def __init__(self, prior: tuple[float, ...] | None, counts: Counts) -> None:
        super().__init__(prior)
        self.counts = counts

    def update(self, event: Event) -> None:
        self.note_seen(event)
        if isinstance(event, MisterXSwapped) and event.a and event.b and self.reach is not None:
            seen = (board.parse_cell(event.a), board.parse_cell(event.b))
            pairs = visible_swaps(self.turned, self.reach)
            threat = threat_cells(self.detective, self.transport, self.turned)
            likelihood = self.counts.likelihoods(pairs, (min(seen), max(seen)), self.detective, threat)
            self.p = [p * q for p, q in zip(self.p, likelihood)]
            self._normalise()
            self.swap(*seen)
            return
        if isinstance(event, MisterXSwapped) and event.secret:
            live = swappable_cells(self.turned)
            if len(live) >= 2:
                threat = threat_cells(self.detective, self.transport, self.turned)
                new = [0.0] * board.CELL_COUNT
                for x in live:
                    moved = self.counts.secret_rate(x in threat)
                    new[x] += self.p[x] * (1 - moved)
                    for y in live:
                        if y != x:
                            new[y] += self.p[x] * moved / (len(live) - 1)
                self.p = new
                self._normalise()
            return
        super().update(event)


class CounterDetective(GreedyDetective):
    """Hunts the likeliest district in her reach on a :class:`CountBelief`, around likely sabotage."""

    name = "counter"

    def __init__(self, level: str, counts: Counts) -> None:
        self.prior = setup_prior(level)
        self.counts = counts
        self.sabotage = sabotage_prior(level)

    def belief(self, game: DuelGame) -> CountBelief:
        belief = CountBelief(self.prior, self.counts)
        belief.observe(game)                         # public events and face-up districts only
        return belief

    def choose(self, game: DuelGame, rng: random.Random) -> Command:
        belief = self.belief(game)
        moves = game.detective_moves()
        if game.phase == DETECTIVE_ACTION:
            card = action_card(belief, moves, game.cards_left, self.strong_suspect)
            if card is not None:
                return card
        q = sabotage_belief(self.sabotage, [e.for_detective() for e in game.log], list(game.turned))
        cost = SABOTAGE_COST[min(game.sabotage_turned, 2)]
        return Move(board.name(max(moves, key=lambda m: (
            belief.p[m] - cost * q[m] * (1 - belief.p[m]), rng.random()))))


def study(level: str, seeds: range, iterations: int, counts: Counts | None,
          mister_x: Callable[[], MisterX] | None = None) -> Counts:
    """Counts from study games against ``level`` (the true layout read: these are not measured
    games), against the informed Detective when ``counts`` is None, else the counter reading them."""
    learned = Counts()
    for seed in seeds:
        game = DuelGame(seed)
        him = mister_x() if mister_x else MisterX(level, iterations=iterations)
        sleuth: GreedyDetective = InformedDetective(level) if counts is None else CounterDetective(level, counts)
        rng = random.Random(seed * 7919 + 1)
        while not game.is_over():
            if game.current_player != MISTER_X:
                game.apply(sleuth.choose(game, rng))
                continue
            before = game.mister_x_index() if game.board else -1
            reach, turned, detective = game.reach, list(game.turned), game.detective
            threat = threat_cells(detective, game.detective_transport(), turned)
            for e in game.apply(him.choose(game.view_for("mister_x"))):
                if not (isinstance(e, MisterXSwapped) and e.a and e.b):
                    continue
                if e.secret:
                    slot = learned.secret.setdefault(before in threat, [0, 0])
                    slot[0] += game.mister_x_index() != before
                    slot[1] += 1
                elif reach is not None:
                    a, b = board.parse_cell(e.a), board.parse_cell(e.b)
                    learned.observe(visible_swaps(turned, reach), (min(a, b), max(a, b)), before, detective, threat)
    return learned


def measure_counts(level: str, seeds: range, iterations: int, rounds: int = 2) -> tuple[Counts, str]:
    """The counter's counts: studied against the informed Detective, then ``rounds`` times again
    against herself reading the counts so far (he flees differently when hunted)."""
    counts = study(level, seeds, iterations, None)
    for _ in range(rounds):
        counts = study(level, seeds, iterations, counts)
    return counts, f"counts from {len(seeds)} study games (re-fitted {rounds} times against the counter): {counts.summary()}"
