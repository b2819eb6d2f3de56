"""An independent check of what a hiding spy can win against a best response (issue 11).

    nice python3 bench/spy_bound.py --tables 100 --cards 16,9,6,3 --samples 6 --progress 2> log
    python3 bench/spy_bound.py --summarize log        # the tables of a run stopped early

One round of Destination X as the rulebook states it is a hider-seeker game on the six face-up
destinations. The spy's only move is its hideout, chosen before the first question and fixed
for the round (a mixture ``p`` over the table). The team moves every turn: the detective whose
turn it is asks one question from their hand, draws the top card of the deck (chance), then
eliminates a face-up destination or arrests; it may arrest at any time, and after the game's
last card is answered it gets one final arrest. The spy wins the round if its hideout is
eliminated or an arrest misses.

The seeker is the standard team (``Knowledge()``: figures within x3 alike, half the facts, a
fifth of the trade facts) handed ``p`` and every hand, playing the rest of the round by exact
expectimax over the deck's draws, with cards free (only this round counts). Two readings of an
answer:

- ``exact``: it tells hideouts apart exactly when its facts would leave different candidates
  standing, and weighs the hideouts that would leave the same ones by ``p``: the Bayes-optimal
  reply within what its facts let it see, so the spy's value is a true minimum over the team's
  plans and the max-min is a linear programme (solved by adding the team's best replies as
  columns; the master programme's value bounds the answer from above at every step). Sharper
  than a table could be: two figures within x3 of each other still leave different candidates
  when a third destination lies between them.
- ``candidates`` (how the bench's ``BestResponseTeam`` reads): it weighs every destination its
  answers leave standing by ``p``. Its reply is not a minimum over plans, so no programme
  applies: the spy's best mixture against it is searched (the 63 uniform-over-a-set mixtures,
  the exact team's solutions, then hill-climbing): a lower estimate of the best.

Per table: ``uniform`` hiding; ``omniscient``, a spy that knows the team's facts and hands (no
seat can beat it; for the candidates team, as found by the search); ``saa``, the seat's
optimum on average over ``--samples`` teams of the same making with other facts and hands
consistent with what the seat heard (in-sample: it flatters the seat, and falls as samples
grow); ``seat``, that mixture played against the real team (out of sample: it rises as samples
grow); ``seat_hands``, the same with the hands known (the rulebook lets detectives share their
cards only aloud, so a team that plans with everyone's hands has told the spy).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import numpy as np  # noqa: E402
from scipy.optimize import linprog  # noqa: E402

# A question: (card id, option or None). Its reading on a table: for each hideout h, the set
# (bit mask over the table) of destinations the team cannot rule out after hearing h's answer.
Question = tuple[str, "str | None"]
Reading = tuple[int, ...]


@dataclass(frozen=True)
class Cards:
    """Who holds what: each detective's hand (clockwise from ``turn``'s seat order), the deck
    (order unknown to everyone: each draw is uniform) and whose turn it is."""

    hands: tuple[tuple[str, ...], ...]
    deck: tuple[str, ...]
    turn: int
    # Draws whose card nobody can play before this round ends are not branched on: the drawer
    # gets UNSEEN and one deck card, unknown which, is gone. The deck's entries stay, each
    # equally likely to be drawn next (the lost ones are a uniform random subset of them).
    burned: int = 0

    def left(self) -> int:
        return sum(len(h) for h in self.hands) + len(self.deck) - self.burned


UNSEEN = "?"   # a card drawn this round that cannot be played before it ends


@dataclass
class RoundGame:
    """One round on a table of ``size`` destinations.

    ``readings[card]`` lists the card's questions (one per option), each a :data:`Reading`.
    ``team``: ``"exact"`` or ``"candidates"`` (see the module docstring).
    """

    size: int
    readings: dict[str, list[Reading]]
    cards: Cards
    team: str = "exact"
    # What a round's end is worth to the spy, from whether it won and the cards then left in
    # the game (bench/spy_game_bound.py: the round plus the value of the state it leads to).
    # None: the round alone, 1 if the spy wins it, else 0.
    payoff: Callable[[bool, Cards], float] | None = None

    def end(self, spy_won: bool, cards: Cards) -> float:
        if self.payoff is None:
            return 1.0 if spy_won else 0.0
        return self.payoff(spy_won, cards)

    def __post_init__(self) -> None:
        if self.team not in ("exact", "candidates"):
            raise ValueError(f"unknown team reading {self.team!r}")
        everyone = (1 << self.size) - 1
        # What the team learns from a question, as a function of the hideout: the child set of
        # the destinations it still weighs is ``belief & learned[q][h]``.
        self.learned: dict[str, list[Reading]] = {}
        for card, questions in self.readings.items():
            rows = []
            for reading in questions:
                if self.team == "candidates":
                    rows.append(tuple(reading))
                else:   # the hideouts that would leave exactly the same candidates standing
                    rows.append(tuple(sum(1 << g for g in range(self.size)
                                          if reading[g] == reading[h]) & everyone
                                      for h in range(self.size)))
            self.learned[card] = rows


Vector = dict[int, float]   # hideout index -> the spy's chance to win the round from here


class BestReply:
    """The team's best reply to the spy's mixture ``p`` on one :class:`RoundGame`, by exact
    expectimax. ``value`` is the spy's round-win chance under ``p``; ``column[h]`` is the spy's
    chance when it hides in ``h`` against this same plan (a column of the max-min programme)."""

    def __init__(self, game: RoundGame, p: Sequence[float], burn: bool = True) -> None:
        self.game = game
        self.burn = burn   # False: branch on every draw (slower; the tests check they agree)
        # A speck of weight everywhere: where p puts nothing the plan still plays well, so every
        # column is a sensible plan against any other mixture too.
        self.weight = [max(0.0, x) + 1e-9 for x in p]
        self.memo: dict[tuple[object, ...], tuple[float, Vector]] = {}
        everyone = (1 << game.size) - 1
        _, self.column_vector = self._turn(everyone, 0, game.cards)
        self.column = [self.column_vector[h] for h in range(game.size)]
        self.value = sum(max(0.0, x) * c for x, c in zip(p, self.column))

    # Each node returns (expected spy win under the weights, per-hideout vector). Node sets are
    # bit masks of the destinations the team still weighs; ``spare`` counts face-up destinations
    # outside it (eliminating one of them is safe).

    def _score(self, vec: Vector) -> float:
        return sum(self.weight[h] * v for h, v in vec.items())

    def _arrest(self, belief: int, cards: Cards) -> tuple[float, Vector]:
        members = _bits(belief)
        caught, missed = self.game.end(False, cards), self.game.end(True, cards)
        # The target the team names: the likeliest, unless a round lost is worth more to it
        # than one won (a payoff that values the game after the round may say so).
        pick = max if missed >= caught else min
        target = pick(members, key=lambda h: self.weight[h])
        vec = {h: (caught if h == target else missed) for h in members}
        return self._score(vec), vec

    def _turn(self, belief: int, spare: int, cards: Cards) -> tuple[float, Vector]:
        """The start of a turn: ask a question from the hand of the detective to play, or arrest."""
        key = ("turn", belief, spare, cards)
        if key in self.memo:
            return self.memo[key]
        best = self._arrest(belief, cards)
        if belief.bit_count() > 1:
            hand = cards.hands[cards.turn]
            tried: set[tuple[int, ...]] = set()
            for i, card in enumerate(hand):
                if card == UNSEEN:
                    if all(c == UNSEEN for c in hand):
                        raise RuntimeError("a burned draw was needed: the turn bound is wrong")
                    continue
                rest = hand[:i] + hand[i + 1:]
                for learned in self.game.learned[card]:
                    split = tuple(belief & learned[h] for h in _bits(belief))
                    if (split, card) in tried:
                        continue
                    tried.add((split, card))
                    option = self._asked(belief, spare, cards, rest, learned)
                    if option[0] < best[0] - 1e-15:
                        best = option
        self.memo[key] = best
        return best

    def _asked(self, belief: int, spare: int, cards: Cards, rest: tuple[str, ...],
               learned: Reading) -> tuple[float, Vector]:
        """The question is answered: the hideout's answer splits the belief; then the draw."""
        vec: Vector = {}
        children: dict[int, list[int]] = {}
        for h in _bits(belief):
            children.setdefault(belief & learned[h], []).append(h)
        for child, members in children.items():
            child_spare = spare + (belief.bit_count() - child.bit_count())
            sub = self._after_draw(child, child_spare, cards, rest)
            for h in members:
                vec[h] = sub[h]
        return self._score(vec), vec

    def _after_draw(self, belief: int, spare: int, cards: Cards,
                    rest: tuple[str, ...]) -> Vector:
        hands = list(cards.hands)
        if len(cards.deck) == cards.burned:   # the deck is exhausted: no draw
            hands[cards.turn] = rest
            return self._eliminate(belief, spare, replace(cards, hands=tuple(hands)))[1]
        # Turns left in the round after this one: each eliminates a face-up destination and the
        # round goes on while two are up, so at most (face-up now) - 2. The drawer plays again
        # only after every other detective holding a card (they keep holding until their turn).
        face_up = belief.bit_count() + spare
        others = sum(1 for seat, h in enumerate(cards.hands) if seat != cards.turn and h)
        if self.burn and face_up - 2 < others + 1:
            hands[cards.turn] = tuple(sorted(rest + (UNSEEN,)))
            burned = replace(cards, hands=tuple(hands), burned=cards.burned + 1)
            return self._eliminate(belief, spare, burned)[1]
        total: Vector = {h: 0.0 for h in _bits(belief)}
        share = 1.0 / len(cards.deck)
        for i, drawn in enumerate(cards.deck):
            hands[cards.turn] = tuple(sorted(rest + (drawn,)))
            deck = cards.deck[:i] + cards.deck[i + 1:]
            sub = self._eliminate(belief, spare, replace(cards, hands=tuple(hands), deck=deck))[1]
            for h in total:
                total[h] += share * sub[h]
        return total

    def _eliminate(self, belief: int, spare: int, cards: Cards) -> tuple[float, Vector]:
        """After the answer (and the draw): eliminate a face-up destination or arrest; after the
        game's last card, only the final arrest."""
        key = ("eliminate", belief, spare, cards)
        if key in self.memo:
            return self.memo[key]
        best = self._arrest(belief, cards)
        if cards.left() > 0 and belief.bit_count() > 1:
            following = _next_holder(cards)
            if spare > 0:   # one that no answer left standing: safe
                option = self._after_elimination(belief, spare - 1, following)
                if option[0] < best[0] - 1e-15:
                    best = option
            else:
                for r in _bits(belief):   # a guess at where the spy is not
                    sub = self._after_elimination(belief & ~(1 << r), spare, following)[1]
                    vec = dict(sub)
                    vec[r] = self.game.end(True, following)
                    option = (self._score(vec), vec)
                    if option[0] < best[0] - 1e-15:
                        best = option
        self.memo[key] = best
        return best

    def _after_elimination(self, belief: int, spare: int, cards: Cards) -> tuple[float, Vector]:
        if belief.bit_count() + spare == 1:   # one face-up destination left: arrest it
            return self._arrest(belief, cards)
        return self._turn(belief, spare, cards)


def _bits(mask: int) -> list[int]:
    return [i for i in range(mask.bit_length()) if mask >> i & 1]


def _next_holder(cards: Cards) -> Cards:
    """The turn passes clockwise to the next detective holding a card (empty hands are skipped,
    as the engine rules); the current detective, if nobody else holds one."""
    n = len(cards.hands)
    for step in range(1, n + 1):
        seat = (cards.turn + step) % n
        if cards.hands[seat]:
            return replace(cards, turn=seat)
    return cards


def first_holder(cards: Cards) -> Cards:
    if cards.hands[cards.turn]:
        return cards
    return _next_holder(cards)


def round_value(game: RoundGame, p: Sequence[float]) -> float:
    return BestReply(game, p).value


# ---------------------------------------------------------------- the max-min programme

@dataclass
class MaxMin:
    """The spy's max-min mixture over several games (sampled teams): it maximises the average
    over games of the spy's value against each game's best reply. ``upper`` is the master
    programme's value (never below the true max-min), ``lower`` the mixture's true average."""

    p: list[float]
    upper: float
    lower: float
    rounds: int
    columns: list[list[list[float]]] = field(default_factory=list)


def max_min(games: Sequence[RoundGame], tolerance: float = 1e-6, limit: int = 60) -> MaxMin:
    size = games[0].size
    uniform = [1.0 / size] * size
    columns: list[list[list[float]]] = [[BestReply(g, uniform).column] for g in games]
    p, upper, lower = uniform, 1.0, 0.0
    for step in range(1, limit + 1):
        p, upper = _master(columns, size)
        if upper <= tolerance and all(g.payoff is None for g in games):
            # the team's replies so far already win against every hideout
            return MaxMin(p, upper, 0.0, step, columns)
        replies = [BestReply(g, p) for g in games]
        lower = sum(r.value for r in replies) / len(games)
        if upper - lower <= tolerance:
            return MaxMin(p, upper, lower, step, columns)
        for cols, reply in zip(columns, replies):
            cols.append(reply.column)
    return MaxMin(p, upper, lower, limit, columns)


def _master(columns: list[list[list[float]]], size: int) -> tuple[list[float], float]:
    """max (1/m) sum_s v_s  s.t.  v_s <= sum_h p_h W_s,k(h) for every column k of game s,
    sum p = 1, p >= 0. Variables: p (size), then v (one per game)."""
    m = len(columns)
    c = np.concatenate([np.zeros(size), -np.ones(m) / m])
    rows, rhs = [], []
    for s, cols in enumerate(columns):
        for col in cols:
            row = np.zeros(size + m)
            row[:size] = -np.asarray(col)
            row[size + s] = 1.0
            rows.append(row)
            rhs.append(0.0)
    a_eq = np.concatenate([np.ones(size), np.zeros(m)])[None, :]
    bounds = [(0.0, 1.0)] * size + [(None, None)] * m   # a payoff may be any number
    done = linprog(c, A_ub=np.array(rows), b_ub=np.array(rhs), A_eq=a_eq, b_eq=[1.0],
                   bounds=bounds, method="highs")
    if done.status != 0:
        raise RuntimeError(f"the master programme failed: {done.message}")
    p = [max(0.0, float(x)) for x in done.x[:size]]
    total = sum(p)
    return [x / total for x in p], float(-done.fun)


def search_candidates_reply(games: Sequence[RoundGame], starts: Sequence[Sequence[float]],
                            rng: random.Random, steps: int = 40) -> tuple[list[float], float]:
    """The best mixture found against the ``candidates`` team on average over ``games`` (its
    reply is not a minimum over plans, so no programme applies): hill-climbing from each start
    by moving weight between two destinations. A lower estimate of the spy's best."""
    def value(p: Sequence[float]) -> float:
        return sum(round_value(g, p) for g in games) / len(games)

    size = games[0].size
    best_p, best_v = list(starts[0]), value(starts[0])
    for start in starts:
        p = list(start)
        v = value(p)
        move = 0.25
        for _ in range(steps):
            i, j = rng.sample(range(size), 2)
            shift = min(p[i], move)
            if shift <= 0:
                continue
            q = list(p)
            q[i] -= shift
            q[j] += shift
            w = value(q)
            if w > v + 1e-12:
                p, v = q, w
            else:
                move = max(move * 0.8, 0.01)
        if v > best_v:
            best_p, best_v = p, v
    return best_p, best_v


def _best_subsets(games: Sequence[RoundGame], keep: int) -> list[list[float]]:
    """Of the mixtures hiding uniformly among a set of the table (every non-empty set), the
    ``keep`` best on average over ``games``."""
    size = games[0].size
    scored = []
    for subset in range(1, 1 << size):
        members = _bits(subset)
        p = [1.0 / len(members) if h in members else 0.0 for h in range(size)]
        scored.append((sum(round_value(g, p) for g in games) / len(games), p))
    scored.sort(key=lambda item: -item[0])
    return [p for _, p in scored[:keep]]


# ---------------------------------------------------------------- tables, deals and teams

def readings_for(table: Sequence[str], knowledge: object, handbook: object,
                 cards: dict[str, object], deck_ids: Sequence[str]) -> dict[str, list[Reading]]:
    """Each card's questions read on ``table`` by a team with ``knowledge`` (the team's own
    definition: :class:`~hideout.engine.destination_x.detectives.TableModel`)."""
    from hideout.engine.destination_x.answers import card_questions
    from hideout.engine.destination_x.detectives import TableModel

    questions = card_questions(cards, tuple(deck_ids))  # type: ignore[arg-type]
    model = TableModel(table, handbook, cards, knowledge, questions=questions)  # type: ignore
    out: dict[str, list[Reading]] = {}
    for card in deck_ids:
        out[card] = [tuple(model.masks[q]) for q in model.questions_of(card)]
    return out


def deal_stage(rng: random.Random, deck_ids: Sequence[str], left: int, players: int = 3,
               hand: int = 3, strength: dict[str, float] | None = None
               ) -> tuple[Cards, tuple[str, ...]]:
    """A deal with ``left`` informant cards left, reached by random play from a fresh shuffle
    (each turn a random card of the hand is played and the top card drawn); the next round
    starts left of the last asker. With ``strength`` (lower is stronger) each turn plays the
    hand's strongest card instead, as a team that spends its best questions first. Returns the
    cards and the ones played so far."""
    pile = list(deck_ids)
    rng.shuffle(pile)
    hands = [[pile.pop() for _ in range(hand)] for _ in range(players)]
    played: list[str] = []
    turn = 0
    while len(pile) + sum(len(h) for h in hands) > left:
        if not hands[turn]:
            turn = (turn + 1) % players
            continue
        if strength is None:
            played.append(hands[turn].pop(rng.randrange(len(hands[turn]))))
        else:
            strongest = min(hands[turn], key=lambda card: strength[card])
            played.append(hands[turn].pop(hands[turn].index(strongest)))
        if pile:
            hands[turn].append(pile.pop())
        turn = (turn + 1) % players
    cards = Cards(tuple(tuple(sorted(h)) for h in hands), tuple(sorted(pile)), turn)
    return first_holder(cards), tuple(played)


def seat_deal(rng: random.Random, real: Cards, played: Sequence[str],
              deck_ids: Sequence[str]) -> Cards:
    """A deal the spy's seat cannot tell from ``real``: it knows the cards played (said aloud)
    and how many each detective holds, not which."""
    unseen = [c for c in deck_ids if c not in played]
    rng.shuffle(unseen)
    hands = []
    for h in real.hands:
        hands.append(tuple(sorted(unseen[:len(h)])))
        unseen = unseen[len(h):]
    return Cards(tuple(hands), tuple(sorted(unseen)), real.turn)


def study_table(seed: int, left: int, samples: int, candidates: bool) -> dict[str, float]:
    """One random table and deal with ``left`` cards left: the spy's round-win chance for each
    way of hiding (the keys of :data:`COLUMNS`)."""
    from hideout.data.cards import load_cards
    from hideout.data.handbook import load_handbook
    from hideout.engine.destination_x.config import GameConfig
    from hideout.engine.destination_x.detectives import Knowledge

    handbook, cards = _library(load_handbook, load_cards)
    deck_ids = GameConfig(players=("a", "b", "c")).deck_ids(cards)
    rng = random.Random(seed * 1009 + left)
    table = tuple(rng.sample(sorted(handbook.ids), 6))  # type: ignore[attr-defined]
    real_cards, played = deal_stage(rng, deck_ids, left)
    real = RoundGame(6, readings_for(table, Knowledge(), handbook, cards, deck_ids), real_cards)
    uniform = [1 / 6] * 6
    omniscient = max_min([real])
    out = {"uniform": round_value(real, uniform), "omniscient": omniscient.lower}
    # The seat: teams of the same making (tolerance, recall) with other facts, and deals it
    # cannot tell from the real one. Its sample-average optimum is an upper estimate of its
    # best; its mixture is then played against the real team.
    teams = [Knowledge(salt=f"seat sample {seed}/{s}/") for s in range(samples)]
    sampled = [RoundGame(6, readings_for(table, k, handbook, cards, deck_ids),
                         seat_deal(rng, real_cards, played, deck_ids)) for k in teams]
    seat = max_min(sampled)
    out["saa"] = seat.upper
    out["seat"] = round_value(real, seat.p)
    told = max_min([RoundGame(g.size, g.readings, real_cards) for g in sampled])
    out["seat_hands"] = round_value(real, told.p)
    if candidates:
        team = RoundGame(6, real.readings, real_cards, team="candidates")
        out["c_uniform"] = round_value(team, uniform)
        # Starts: the exact team's solutions, and hiding uniformly among each of the 63 sets
        # (the best three of them: hill-climbing from all is too slow with a full hand).
        starts = [omniscient.p, uniform, told.p] + _best_subsets([team], 3)
        _, out["c_omniscient"] = search_candidates_reply([team], starts, rng, steps=15)
        # The seat against this team: the same search on the sampled teams, then played.
        seat_teams = [replace(g, team="candidates") for g in sampled]
        starts = [uniform, seat.p] + _best_subsets(seat_teams, 3)
        p, out["c_saa"] = search_candidates_reply(seat_teams, starts, rng, steps=15)
        out["c_seat"] = round_value(team, p)
        told_teams = [replace(g, cards=real_cards) for g in seat_teams]
        starts = [uniform, told.p] + _best_subsets(told_teams, 3)
        p, _ = search_candidates_reply(told_teams, starts, rng, steps=15)
        out["c_seat_hands"] = round_value(team, p)
    return out


_CACHE: dict[str, object] = {}


def _library(load_handbook: Callable[[], object],
             load_cards: Callable[[], object]) -> tuple[object, dict[str, object]]:
    if "handbook" not in _CACHE:
        _CACHE["handbook"], _CACHE["cards"] = load_handbook(), load_cards()
    return _CACHE["handbook"], _CACHE["cards"]  # type: ignore[return-value]


def ratio_interval(num: Sequence[float], den: Sequence[float], rng: random.Random,
                   draws: int = 2000) -> tuple[float, float, float]:
    """The ratio of means and its 95% paired bootstrap interval over tables."""
    n = len(num)
    point = sum(num) / sum(den) if sum(den) else math.inf
    ratios = []
    for _ in range(draws):
        pick = [rng.randrange(n) for _ in range(n)]
        d = sum(den[i] for i in pick)
        ratios.append(sum(num[i] for i in pick) / d if d else math.inf)
    ratios.sort()
    return point, ratios[int(0.025 * draws)], ratios[int(0.975 * draws) - 1]


def mean_interval(xs: Sequence[float]) -> tuple[float, float]:
    n = len(xs)
    m = sum(xs) / n
    sd = math.sqrt(sum((x - m) ** 2 for x in xs) / max(1, n - 1))
    return m, 1.96 * sd / math.sqrt(n)


EXACT = ("omniscient", "saa", "seat", "seat_hands")
CANDIDATES = ("c_omniscient", "c_saa", "c_seat", "c_seat_hands")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=100, help="random tables per stage")
    parser.add_argument("--cards", default="16,9,6,3", help="informant cards left, per stage")
    parser.add_argument("--samples", type=int, default=6, help="sampled teams for the seat")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first table")
    parser.add_argument("--candidates-cards", default="9,6,3",
                        help="stages that also play the bench's candidates-reading team "
                             "(its reply is slow with a full deck)")
    parser.add_argument("--progress", action="store_true",
                        help="print each table's figures to standard error as JSON")
    parser.add_argument("--summarize", nargs="+", metavar="JSONL",
                        help="print the tables from --progress output instead (a stopped run)")
    args = parser.parse_args(argv)

    rng = random.Random(args.seed)
    stages = [int(x) for x in args.cards.split(",")]
    with_candidates = {int(x) for x in args.candidates_cards.split(",") if x}
    rows: dict[int, dict[str, list[float]]] = {}
    seconds: dict[int, float] = {}
    if args.summarize:
        for path in args.summarize:
            with open(path, encoding="utf-8") as lines:
                for line in lines:
                    found = json.loads(line)
                    row = rows.setdefault(found.pop("cards"), {})
                    found.pop("seed")
                    for key, value in found.items():
                        row.setdefault(key, []).append(value)
        stages = []
        seconds = {left: math.nan for left in rows}
        with_candidates = {left for left, row in rows.items() if "c_uniform" in row}
        print(f"From {', '.join(args.summarize)}: tables per stage "
              + ", ".join(f"{left}: {len(row['uniform'])}" for left, row in rows.items()))
    for left in stages:
        start = time.process_time()
        row: dict[str, list[float]] = {}
        for t in range(args.tables):
            found = study_table(args.seed + t, left, args.samples, left in with_candidates)
            if args.progress:
                print(json.dumps({"cards": left, "seed": args.seed + t, **found}),
                      file=sys.stderr, flush=True)
            for key, value in found.items():
                row.setdefault(key, []).append(value)
        rows[left], seconds[left] = row, time.process_time() - start

    if not args.summarize:
        print(f"Spy's round-win chance per table, {args.tables} tables per stage (seeds "
              f"{args.seed}..{args.seed + args.tables - 1}), {args.samples} sampled teams for "
              "the seat; ratio to uniform hiding with a 95% paired bootstrap interval over tables.")
    print()
    print("Exact team (reads which candidates each answer leaves; max-min by linear programme):")
    _print_rows(rows, seconds, "uniform", EXACT, rng)
    if with_candidates & set(rows):
        print()
        print("Candidates team (the bench's best-response reading: weighs every destination "
              "left standing by p):")
        _print_rows({k: v for k, v in rows.items() if "c_uniform" in v}, seconds, "c_uniform",
                    CANDIDATES, rng)
    print()
    print("omniscient: the spy knows the team's facts and hands (exact team: its max-min, which "
          "no seat can beat; candidates team: the best mixture a search found). saa: the seat's "
          "sample-average optimum over the sampled teams (an upper estimate of its best). seat: "
          "that mixture against the real team. seat_hands: the same, the hands told aloud. "
          "s: CPU seconds for the stage.")
    return 0


def _print_rows(rows: dict[int, dict[str, list[float]]], seconds: dict[int, float], base: str,
                names: Sequence[str], rng: random.Random) -> None:
    header = f"{'cards':>5} {'uniform':>15}" + "".join(f" {n:>14} {'ratio [95%]':>17}"
                                                      for n in names) + f" {'s':>6}"
    print(header)
    print("-" * len(header))
    for left, row in sorted(rows.items(), reverse=True):
        u, du = mean_interval(row[base])
        line = f"{left:>5} {u:>8.2%} ±{du:>5.2%}"
        for name in names:
            if name not in row:
                line += f" {'-':>14} {'':>17}"
                continue
            r, lo, hi = ratio_interval(row[name], row[base], rng)
            line += f" {sum(row[name]) / len(row[name]):>14.2%} {r:>5.2f}x [{lo:.2f}-{hi:.2f}]"
        print(line + f" {seconds[left]:>6.0f}")


if __name__ == "__main__":
    raise SystemExit(main())
