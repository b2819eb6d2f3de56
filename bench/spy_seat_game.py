"""The spy in its seat at the game level, with paired intervals (issue 11's 1.5x).

    nice python3 bench/spy_seat_game.py --team fixed --tables 40 --progress 2> fixed.log
    python3 bench/spy_seat_game.py --summarize fixed.log     # the table of a run stopped early

bench/spy_game_bound.py solves the whole game (states: cards left and score) from a few sampled
rounds per state, for spies that know the team's facts and hands. This adds the spy that sees
only its seat (``view_for("spy")``: the table, the answers, the cards played, how many each
detective holds; not the team's facts, not the hands): in each sampled round it picks its
mixture from ``--samples`` teams of the real team's making with other facts, and deals of the
unseen cards it cannot tell from the real one (bench/spy_bound.py's ``seat``). That mixture is
then played in the game against the real team, and so is the uniform spy **on the same sampled
rounds**, so the ratio of their game-level round-win rates (spy round wins over rounds played,
E[W] / E[R]) gets a paired bootstrap interval: each draw resamples, for every number of cards
left, which sampled rounds stand for it, the same for every spy, and plays the game again.

Teams (bench/spy_game_bound.py's):

- ``fixed``: the bench's best response (reads ``candidates``, handed the spy's mixture, a card
  priced at 0.03 rounds whatever the game). Its reply to a mixture does not depend on the game,
  so each sampled round is solved once per mixture: how it ends (spy won, cards left) per
  hideout. The seat searches the same mixtures as the omniscient ``searched`` spy (hiding alike
  in any set of two or more, below ``--search-below`` cards left; uniform from there up) and
  takes the one that wins the round most often on average over its sampled teams (each one
  replying as the fixed team would). Beside it: ``fixed round`` (the same choice made knowing
  the real team) and ``searched`` (knowing the real team, the best for the whole game among the
  same mixtures: the best any spy restricted to them can do, so an upper bound for the seat's
  search).
- ``trading``: the ``exact`` team minimising the game's ratio, trading cards across rounds,
  handed the spy's mixture every round. Its reply depends on the game (the value of the state a
  round's end leads to), so for a spy whose mixtures are fixed it is found by Dinkelbach's
  iteration (the team's best plan at a price per round, then the price set to the ratio that
  plan gives, until it stops moving), and the plan's ends of each round are kept for the
  bootstrap (which does not re-plan the team for each draw: the envelope of the team's min, a
  second-order difference). The seat's mixture: the max-min over its sampled teams for the
  round alone (hiding anywhere where that gains nothing on them). The omniscient spy is not
  solved here: where the team's reply to uniform (which leaves no hideout out) wins every round
  it reaches, that same plan wins them against any mixture, so every spy's rate is 0 too; where
  it does not, bench/spy_game_bound.py's ``best`` is the bound.

Where the uniform spy wins (almost) nothing against a team, the ratio is undefined there: the
bootstrap's share of draws with no uniform win says how often.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import numpy as np  # noqa: E402

from spy_bound import BestReply, Cards, RoundGame, deal_stage, max_min, readings_for, seat_deal  # noqa: E402
from spy_game_bound import DECK, WINNING_SCORE, Ends, State, card_strength  # noqa: E402

End = tuple[bool, int]   # how a round ended: (the spy won it, informant cards left in the game)


@dataclass
class Plays:
    """How one sampled round ends for each mixture a spy may choose: ``ends`` lists the round's
    possible ends and ``chances[m][k]`` is the chance of ``ends[k]`` under mixture ``m`` (against
    the team's reply to that mixture). A spy with one mixture has one row."""

    ends: list[End]
    chances: np.ndarray

    @staticmethod
    def of(rows: Sequence[dict[End, float]]) -> Plays:
        ends = sorted({end for row in rows for end in row})
        chances = np.array([[row.get(end, 0.0) for end in ends] for row in rows])
        if not np.allclose(chances.sum(axis=1), 1.0, atol=1e-6):
            raise RuntimeError("a round's ends do not add up to one")
        return Plays(ends, chances)

    def row(self, m: int) -> Plays:
        return Plays(self.ends, self.chances[m:m + 1])

    def to_json(self) -> dict[str, object]:
        return {"ends": [[int(won), left] for won, left in self.ends],
                "chances": [[round(float(x), 12) for x in r] for r in self.chances]}

    @staticmethod
    def from_json(data: dict[str, list[list[float]]]) -> Plays:
        return Plays([(bool(won), int(left)) for won, left in data["ends"]],
                     np.array(data["chances"], dtype=float))


def mixed(p: Sequence[float], columns: Sequence[dict[End, float]]) -> dict[End, float]:
    """The ends of a round under mixture ``p``, from each hideout's ends against one plan."""
    out: dict[End, float] = {}
    for weight, column in zip(p, columns):
        if weight > 0:
            for end, chance in column.items():
                out[end] = out.get(end, 0.0) + weight * chance
    return out


@dataclass
class Stack:
    """A state's sampled rounds as arrays (see :meth:`Chain.stack`)."""

    chances: np.ndarray
    nexts: list[State | None]
    won: np.ndarray


class Chain:
    """The game as a chain over :class:`State`: from each state a round is drawn from that state's
    sampled rounds (``picks[left]``: which sampled rounds stand for ``left`` cards left, repeats
    allowed: a bootstrap draw), and it ends as its :class:`Plays` say; a side's ``win``-th round
    or the game's last card ends the game. ``plays(state, t)`` gives the ``t``-th sampled round's
    plays from ``state``. A round's end with more cards left than ``most(rounds played)`` goes to
    that many (rounds that spend no card are rare; the solved states stop there).

    ``counts[left]``: how many sampled rounds there are (the largest pick + 1 if not given);
    ``stacks``: a store for each state's plays as arrays, shared by the chains of one spy (the
    bootstrap's draws differ only in their picks)."""

    def __init__(self, plays: Callable[[State, int], Plays], picks: dict[int, Sequence[int]],
                 deck: int = DECK, win: int = WINNING_SCORE,
                 most: Callable[[int], int] | None = None, counts: dict[int, int] | None = None,
                 stacks: dict[State, Stack] | None = None) -> None:
        self.plays = plays
        self.picks = picks
        self.deck = deck
        self.win = win
        self.most = most or (lambda played: deck)
        self.counts = counts or {left: max(ts) + 1 for left, ts in picks.items() if len(ts)}
        self.stacks = {} if stacks is None else stacks

    def states(self) -> list[State]:
        """Every state, in an order where a round's end is always met before its start."""
        out = []
        for played in range(2 * self.win - 2, -1, -1):
            for spy in range(self.win):
                detectives = played - spy
                if 0 <= detectives < self.win:
                    top = self.most(played) if played else self.deck
                    out += [State(left, detectives, spy) for left in range(top, 0, -1)
                            if played > 0 or left == self.deck]
        return out

    def after(self, state: State, end: End) -> State | None:
        """The state a round from ``state`` that ended with ``end`` leads to (None: game over)."""
        won, left = end
        detectives, spy = state.detectives + (not won), state.spy + won
        if left == 0 or self.win in (detectives, spy):
            return None
        return State(min(left, self.most(detectives + spy)), detectives, spy)

    def stack(self, state: State) -> Stack:
        """The plays of every sampled round from ``state`` as one array (round x mixture x end),
        with the states the ends lead to and the spy's round win in each."""
        if state not in self.stacks:
            rounds = [self.plays(state, t) for t in range(self.counts[state.left])]
            ends = sorted({end for plays in rounds for end in plays.ends})
            column = {end: k for k, end in enumerate(ends)}
            most = max(len(plays.chances) for plays in rounds)
            chances = np.zeros((len(rounds), most, len(ends)))
            for t, plays in enumerate(rounds):
                where = [column[end] for end in plays.ends]
                for m in range(most):   # fewer mixtures: the first repeated (the max is the same)
                    chances[t, m, where] = plays.chances[min(m, len(plays.chances) - 1)]
            self.stacks[state] = Stack(chances, [self.after(state, end) for end in ends],
                                       np.array([float(won) for won, _ in ends]))
        return self.stacks[state]

    def totals(self, rate: float | None = None) -> tuple[float, float]:
        """E[W] and E[R] from the start: the spy's round wins and the rounds played. A spy with
        several mixtures per round picks, in every state, the one that maximises W - rate * R
        from there on (``rate`` required then)."""
        wins: dict[State, float] = {}
        rounds: dict[State, float] = {}
        for state in self.states():
            stack = self.stack(state)
            picks = self.picks[state.left]
            weights = np.bincount(np.asarray(picks, dtype=int),
                                  minlength=self.counts[state.left]) / len(picks)
            w_end = stack.won + np.array([wins[s] if s else 0.0 for s in stack.nexts])
            r_end = 1.0 + np.array([rounds[s] if s else 0.0 for s in stack.nexts])
            if stack.chances.shape[1] == 1:
                rows = stack.chances[:, 0, :]
            else:
                if rate is None:
                    raise ValueError("a spy that chooses among mixtures needs a rate")
                choice = np.argmax(stack.chances @ (w_end - rate * r_end), axis=1)
                rows = stack.chances[np.arange(len(choice)), choice, :]
            wins[state] = float(weights @ rows @ w_end)
            rounds[state] = float(weights @ rows @ r_end)
        start = State(self.deck, 0, 0)
        return wins[start], rounds[start]

    def rate(self, start: float = 0.0, limit: int = 50) -> float:
        """The spy's game-level round-win rate E[W] / E[R]; for a spy choosing among mixtures,
        its best (Dinkelbach: pick the best plays at a rate, set the rate to what they give)."""
        rate = start
        for _ in range(limit):
            w, r = self.totals(rate)
            new = w / r
            if abs(new - rate) <= 1e-10:
                return new
            rate = new
        return rate


def paired_bootstrap(chains: dict[str, Callable[[dict[int, Sequence[int]]], float]],
                     counts: dict[int, int], base: str, draws: int, rng: random.Random
                     ) -> dict[str, tuple[float, float, float, float]]:
    """For every spy, its rate's ratio to ``base``'s: the point (all sampled rounds) and a 95%
    paired bootstrap interval (each draw resamples, per cards left, the same sampled rounds for
    every spy), and the share of draws where ``base`` won nothing (the ratio undefined there)."""
    everything = {left: list(range(n)) for left, n in counts.items()}
    points = {name: rate(everything) for name, rate in chains.items()}
    ratios: dict[str, list[float]] = {name: [] for name in chains}
    undefined = 0
    for _ in range(draws):
        picks = {left: rng.choices(range(n), k=n) for left, n in counts.items()}
        rates = {name: rate(picks) for name, rate in chains.items()}
        if rates[base] <= 0:
            undefined += 1
            continue
        for name in chains:
            ratios[name].append(rates[name] / rates[base])
    out = {}
    for name in chains:
        point = points[name] / points[base] if points[base] > 0 else math.nan
        xs = sorted(ratios[name])
        lo = xs[int(0.025 * len(xs))] if xs else math.nan
        hi = xs[max(0, int(0.975 * len(xs)) - 1)] if xs else math.nan
        out[name] = (point, lo, hi, undefined / draws)
    return out


# ---------------------------------------------------------------- the seat's choices

def searched_mixtures(size: int, left: int, search_below: int) -> list[list[float]]:
    """Hiding anywhere alike, and below ``search_below`` cards left hiding alike among any set
    of two or more (bench/spy_game_bound.py's ``searched`` spy chooses among the same)."""
    mixtures = [[1.0 / size] * size]
    if left < search_below:
        for subset in range(1, (1 << size) - 1):
            members = [h for h in range(size) if subset >> h & 1]
            if len(members) >= 2:
                mixtures.append([1.0 / len(members) if h in members else 0.0
                                 for h in range(size)])
    return mixtures


def fixed_columns(game: RoundGame, p: Sequence[float], card_price: float) -> list[dict[End, float]]:
    """The fixed team's reply to ``p`` (reads candidates, a card costs ``card_price`` rounds):
    per hideout, how the round ends (spy won, cards left)."""
    left = game.cards.left()

    def team_end(won: bool, cards: Cards) -> Ends:
        return Ends((1.0 if won else 0.0) + card_price * (left - cards.left()),
                    {(won, cards.left()): 1.0})

    reply = BestReply(replace(game, team="candidates", payoff=team_end), p)
    return [dict(getattr(reply.column_vector[h], "ends", {})) for h in range(game.size)]


def round_wins(ends: dict[End, float]) -> float:
    return sum(chance for (won, _), chance in ends.items() if won)


def seat_choice_fixed(sampled: Sequence[RoundGame], mixtures: Sequence[Sequence[float]],
                      card_price: float) -> int:
    """The mixture (an index) that wins the round most often on average over the seat's sampled
    teams, each replying as the fixed team does; the first (hiding anywhere) on a tie."""
    if len(mixtures) == 1:
        return 0
    scores = [sum(round_wins(mixed(p, fixed_columns(g, p, card_price))) for g in sampled)
              for p in mixtures]
    best = max(scores)
    return scores.index(best) if best > scores[0] + 1e-12 else 0


def seat_mixture_exact(sampled: Sequence[RoundGame], tolerance: float = 1e-3) -> list[float]:
    """The max-min mixture over the seat's sampled exact teams for the round alone; hiding
    anywhere where that gains nothing on them (the programme's mixture is then any vertex)."""
    size = sampled[0].size
    uniform = [1.0 / size] * size
    solved = max_min(sampled, tolerance=tolerance)
    plain = sum(BestReply(g, uniform).value for g in sampled) / len(sampled)
    return solved.p if solved.lower > plain + tolerance else uniform


# ---------------------------------------------------------------- sampled rounds

class SampledRounds:
    """The sampled rounds of bench/spy_game_bound.py's ``standard_deal`` (the same tables and
    deals for a seed), each with the seat's ``samples`` teams: the standard team's making with
    other facts, and deals of the unseen cards consistent with the cards played."""

    def __init__(self, seed: int, samples: int, strongest_first: bool = True) -> None:
        from hideout.data.cards import load_cards
        from hideout.data.handbook import load_handbook
        from hideout.engine.destination_x.config import GameConfig
        from hideout.engine.destination_x.detectives import Knowledge

        self.knowledge = Knowledge
        self.handbook, self.cards = load_handbook(), load_cards()
        self.deck_ids = GameConfig(players=("a", "b", "c")).deck_ids(self.cards)
        self.ids = sorted(self.handbook.ids)
        self.strength = (card_strength(self.handbook, self.cards, self.deck_ids)
                         if strongest_first else None)
        self.seed = seed
        self.samples = samples
        self._made: dict[tuple[int, int], tuple[RoundGame, list[RoundGame]]] = {}

    def __call__(self, left: int, t: int) -> RoundGame:
        return self.round(left, t)[0]

    def round(self, left: int, t: int) -> tuple[RoundGame, list[RoundGame]]:
        key = (left, t)
        if key not in self._made:
            rng = random.Random(f"{self.seed}/{left}/{t}")   # as standard_deal draws it
            table = tuple(rng.sample(self.ids, 6))
            dealt, played = deal_stage(rng, self.deck_ids, left, strength=self.strength)
            real = RoundGame(6, readings_for(table, self.knowledge(), self.handbook, self.cards,
                                             self.deck_ids), dealt)
            seat_rng = random.Random(f"seat {self.seed}/{left}/{t}")
            sampled = [RoundGame(6, readings_for(
                table, self.knowledge(salt=f"seat game {self.seed}/{left}/{t}/{s}/"),
                self.handbook, self.cards, self.deck_ids),
                seat_deal(seat_rng, dealt, played, self.deck_ids)) for s in range(self.samples)]
            self._made[key] = (real, sampled)
        return self._made[key]


# ---------------------------------------------------------------- the two teams

FIXED_SPIES = ("fixed uniform", "seat", "fixed round", "searched")
TRADING_SPIES = ("uniform", "seat")


def fixed_round_record(rounds: SampledRounds, left: int, t: int, search_below: int,
                       card_price: float = 0.03) -> dict[str, object]:
    """One sampled round against the fixed team: every searched mixture's ends (the searched
    spy's choices) and which of them the seat and the round-only omniscient spy take."""
    real, sampled = rounds.round(left, t)
    mixtures = searched_mixtures(real.size, left, search_below)
    rows = [mixed(p, fixed_columns(real, p, card_price)) for p in mixtures]
    seat = seat_choice_fixed(sampled, mixtures, card_price)
    wins = [round_wins(row) for row in rows]
    best = max(wins)
    own = wins.index(best) if best > wins[0] + 1e-12 else 0
    return {"left": left, "t": t, "plays": Plays.of(rows).to_json(), "seat": seat,
            "fixed round": own}


def fixed_chains(records: Iterable[dict[str, object]]
                 ) -> tuple[dict[str, Callable[[dict[int, Sequence[int]]], float]], dict[int, int]]:
    """The fixed team's spies as rates of a bootstrap draw (``picks``), from the records."""
    plays: dict[tuple[int, int], Plays] = {}
    choice: dict[str, dict[tuple[int, int], int]] = {"seat": {}, "fixed round": {}}
    for record in records:
        key = (int(record["left"]), int(record["t"]))  # type: ignore[call-overload]
        found = Plays.from_json(record["plays"])  # type: ignore[arg-type]
        if key in plays and len(plays[key].chances) > len(found.chances):
            continue   # a run that searched more mixtures in this round is kept
        plays[key] = found
        for name in choice:
            choice[name][key] = int(record[name])  # type: ignore[call-overload]
    # Per cards left, only the rounds with the widest search count (another run may have
    # searched more mixtures in fewer rounds): every spy chooses alike in every sampled round.
    widest: dict[int, int] = {}
    for (left, _), found in plays.items():
        widest[left] = max(widest.get(left, 0), len(found.chances))
    counts = complete_counts(key for key, found in plays.items()
                             if len(found.chances) == widest[key[0]])

    def spy(name: str) -> Callable[[dict[int, Sequence[int]]], float]:
        def of(state: State, t: int) -> Plays:
            every = plays[(state.left, t)]
            if name == "searched":
                return every
            return every.row(0 if name == "fixed uniform" else choice[name][(state.left, t)])

        stacks: dict[State, Stack] = {}

        def rate(picks: dict[int, Sequence[int]]) -> float:
            chain = Chain(of, picks, counts=counts, stacks=stacks)
            if name == "searched":
                return chain.rate()
            w, r = chain.totals()
            return w / r
        return rate

    return {name: spy(name) for name in FIXED_SPIES}, counts


def complete_counts(keys: Iterable[tuple[int, int]]) -> dict[int, int]:
    """Per cards left, how many sampled rounds 0..n-1 are all there (a stopped run's last ones
    may be missing for some numbers of cards)."""
    have: dict[int, set[int]] = {}
    for left, t in keys:
        have.setdefault(left, set()).add(t)
    counts = {}
    for left, ts in have.items():
        n = 0
        while n in ts:
            n += 1
        counts[left] = n
    missing = [left for left in range(1, DECK + 1) if counts.get(left, 0) == 0]
    if missing:
        raise RuntimeError(f"no sampled round yet with {missing} cards left")
    return counts


class TradingTeam:
    """The ``exact`` team minimising the game's ratio against a spy whose mixture in each sampled
    round is fixed (``mixture(left, t)``); states solved as bench/spy_game_bound.py does (at most
    ``deck - spend * rounds played`` cards left)."""

    def __init__(self, rounds: Callable[[int, int], RoundGame], counts: dict[int, int],
                 mixture: Callable[[int, int], list[float]], spend: int = 1,
                 deck: int = DECK, win: int = WINNING_SCORE) -> None:
        self.rounds = rounds
        self.counts = counts
        self.mixture = mixture
        self.deck, self.win = deck, win
        self.most = lambda played: deck - spend * played

    def plays_at(self, rate: float, log: Callable[[str], None] = lambda _: None
                 ) -> dict[tuple[State, int], Plays]:
        """The team's best plan at a price ``rate`` per round (backward induction, each round's
        end worth won - rate + the value of the state it leads to), as each round's ends."""
        chain = Chain(lambda s, t: plays[(s, t)], {}, self.deck, self.win, self.most)
        values: dict[State, float] = {}
        plays: dict[tuple[State, int], Plays] = {}
        for state in chain.states():
            total = 0.0
            for t in range(self.counts[state.left]):
                def end(won: bool, cards: Cards, state: State = state) -> Ends:
                    key = (won, cards.left())
                    after = chain.after(state, key)
                    worth = (1.0 if won else 0.0) - rate + (values[after] if after else 0.0)
                    return Ends(worth, {key: 1.0})

                p = self.mixture(state.left, t)
                reply = BestReply(replace(self.rounds(state.left, t), payoff=end), p)
                columns = [dict(getattr(reply.column_vector[h], "ends", {}))
                           for h in range(len(p))]
                plays[(state, t)] = Plays.of([mixed(p, columns)])
                total += reply.value
            values[state] = total / self.counts[state.left]
            log(f"{state}")
        return plays

    def solve(self, start: float = 0.0, limit: int = 8,
              log: Callable[[str], None] = lambda _: None
              ) -> tuple[float, dict[tuple[State, int], Plays]]:
        """The team's best (lowest) ratio against this spy, by Dinkelbach's iteration from the
        price ``start`` (each step's ratio is an upper bound on the team's best, falling to it),
        and the plan's plays."""
        rate = start
        for _ in range(limit):
            plays = self.plays_at(rate, log)
            chain = Chain(lambda s, t: plays[(s, t)],
                          {left: range(n) for left, n in self.counts.items()},
                          self.deck, self.win, self.most)
            w, r = chain.totals()
            new = w / r
            log(f"rate {rate:.6f} -> {new:.6f}")
            if abs(new - rate) <= 1e-6:
                return new, plays
            rate = new
        return rate, plays


# ---------------------------------------------------------------- the command

def run_fixed(args: argparse.Namespace, rounds: SampledRounds, emit: Callable[[dict[str, object]], None]
              ) -> list[dict[str, object]]:
    records = []
    for t in range(args.from_table, max(args.tables, args.tables_high)):
        for left in range(DECK, 0, -1):
            if t >= (args.tables_high if left >= args.high else args.tables) or (
                    args.lefts and str(left) not in args.lefts.split(",")):
                continue
            start = time.process_time()
            record = fixed_round_record(rounds, left, t, args.search_below)
            record["s"] = round(time.process_time() - start, 2)
            emit(record)
            records.append(record)
    return records


def run_trading(args: argparse.Namespace, rounds: SampledRounds,
                emit: Callable[[dict[str, object]], None]) -> list[dict[str, object]]:
    counts = {left: args.tables_high if left >= args.high else args.tables
              for left in range(1, DECK + 1)}
    seat: dict[tuple[int, int], list[float]] = {}

    def seat_mixture(left: int, t: int) -> list[float]:
        if (left, t) not in seat:
            seat[(left, t)] = seat_mixture_exact(rounds.round(left, t)[1])
        return seat[(left, t)]

    records = []
    for name, mixture in (("uniform", lambda left, t: [1.0 / 6] * 6), ("seat", seat_mixture)):
        start = time.process_time()
        team = TradingTeam(rounds, counts, mixture, spend=args.spend)
        rate, plays = team.solve()
        record = {"team": "trading", "spy": name, "rate": rate,
                  "s": round(time.process_time() - start, 1),
                  "plays": [[s.left, s.detectives, s.spy, t, p.to_json()]
                            for (s, t), p in plays.items()]}
        emit(record)
        records.append(record)
    return records


def trading_chains(records: Iterable[dict[str, object]], spend: int
                   ) -> tuple[dict[str, Callable[[dict[int, Sequence[int]]], float]], dict[int, int],
                              dict[str, float]]:
    plans: dict[str, dict[tuple[State, int], Plays]] = {}
    points: dict[str, float] = {}
    for record in records:
        points[str(record["spy"])] = float(record["rate"])  # type: ignore[arg-type]
        if "plays" in record:
            plans[str(record["spy"])] = {
                (State(left, d, s), t): Plays.from_json(p)
                for left, d, s, t, p in record["plays"]}  # type: ignore[union-attr]
    counts = complete_counts({(s.left, t) for s, t in plans["uniform"]})

    def spy(name: str) -> Callable[[dict[int, Sequence[int]]], float]:
        stacks: dict[State, Stack] = {}

        def rate(picks: dict[int, Sequence[int]]) -> float:
            chain = Chain(lambda s, t: plans[name][(s, t)], picks,
                          most=lambda played: DECK - spend * played, counts=counts,
                          stacks=stacks)
            w, r = chain.totals()
            return w / r
        return rate

    return {name: spy(name) for name in plans}, counts, points


def summarize(records: list[dict[str, object]], draws: int, seed: int) -> None:
    rng = random.Random(seed)
    fixed = [r for r in records if "left" in r]
    if fixed:
        chains, counts = fixed_chains(fixed)
        seconds = sum(float(r.get("s", 0.0)) for r in fixed)  # type: ignore[arg-type]
        print(f"Fixed team (the bench's best response): sampled rounds per cards left "
              + ", ".join(f"{left}: {n}" for left, n in sorted(counts.items()))
              + f"; {seconds:.0f} CPU s")
        _print(chains, counts, "fixed uniform", draws, rng)
    trading = [r for r in records if r.get("team") == "trading"]
    if any("plays" in r for r in trading):
        spend = int(next(r.get("spend", 1) for r in trading))  # type: ignore[call-overload]
        chains, counts, _ = trading_chains(trading, spend)
        print("Trading team (exact reading, minimises the game's ratio): sampled rounds per cards "
              "left " + ", ".join(f"{left}: {n}" for left, n in sorted(counts.items())) + "; "
              + ", ".join(f"{r['spy']} {float(r['s']):.0f} CPU s" for r in trading))  # type: ignore[arg-type]
        _print(chains, counts, "uniform", draws, rng)


def _print(chains: dict[str, Callable[[dict[int, Sequence[int]]], float]], counts: dict[int, int],
           base: str, draws: int, rng: random.Random) -> None:
    rates = {name: chain({left: range(n) for left, n in counts.items()})
             for name, chain in chains.items()}
    found = paired_bootstrap(chains, counts, base, draws, rng)
    print(f"{'spy':<14} {'rate':>8} {'ratio to ' + base:>24} {'95% paired bootstrap':>22} "
          f"{'undefined':>10}")
    for name, (point, lo, hi, undefined) in found.items():
        # a uniform spy that won nothing leaves the ratio undefined (0 / 0 or x / 0)
        ratio = "undefined" if math.isnan(point) else f"{point:.2f}x"
        interval = "-" if math.isnan(lo) else f"[{lo:.2f}-{hi:.2f}]"
        print(f"{name:<14} {rates[name]:>8.3%} {ratio:>24} {interval:>22} {undefined:>10.1%}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--team", choices=("fixed", "trading"), default="fixed")
    parser.add_argument("--tables", type=int, default=20, help="sampled rounds per cards left")
    parser.add_argument("--tables-high", type=int, default=4,
                        help="sampled rounds per cards left from HIGH up (slow, the spy wins "
                             "almost nothing there)")
    parser.add_argument("--high", type=int, default=12)
    parser.add_argument("--samples", type=int, default=4, help="the seat's sampled teams")
    parser.add_argument("--search-below", type=int, default=10)
    parser.add_argument("--spend", type=int, default=1, help="trading team: solved states")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--lefts", default="",
                        help="fixed team: only rounds with these numbers of cards left (a wider "
                             "search there; --summarize keeps the widest search per round)")
    parser.add_argument("--from-table", type=int, default=0,
                        help="fixed team: start at this sampled round (to go on with a stopped "
                             "run; --summarize takes both logs)")
    parser.add_argument("--draws", type=int, default=400, help="bootstrap draws")
    parser.add_argument("--progress", action="store_true",
                        help="each sampled round's (or solve's) result to standard error, JSON")
    parser.add_argument("--summarize", nargs="+", metavar="JSONL",
                        help="print the table from --progress output instead (a stopped run)")
    args = parser.parse_args(argv)

    if args.summarize:
        records = []
        for path in args.summarize:
            with open(path, encoding="utf-8") as lines:
                records += [json.loads(line) for line in lines if line.startswith("{")]
        summarize(records, args.draws, args.seed)
        return 0

    def emit(record: dict[str, object]) -> None:
        if args.progress:
            print(json.dumps({**record, "spend": args.spend}), file=sys.stderr, flush=True)

    rounds = SampledRounds(args.seed, args.samples)
    run = run_fixed if args.team == "fixed" else run_trading
    records = run(args, rounds, emit)
    for record in records:
        record["spend"] = args.spend
    print(f"Seed {args.seed}, {args.tables} sampled rounds per cards left ({args.tables_high} from "
          f"{args.high} up), the seat's {args.samples} sampled teams, {args.draws} bootstrap draws.")
    summarize(records, args.draws, args.seed)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
