"""Does trading across rounds give the spy room? A game-level bound for issue 11's 1.5x.

    nice python3 bench/spy_game_bound.py                 # a quick look (about 10 CPU minutes)
    nice python3 bench/spy_game_bound.py --tables 3 --replicates 4 --teams fixed

bench/spy_bound.py solves one round: the spy hides (a mixture over the six face-up
destinations), the team replies by exact expectimax, and only that round counts. But rounds are
linked by the informant cards: the 16 cards are shared by the whole game and never come back, so
where the spy hides also decides how many cards the team spends, and the spy wins most where
cards are short. Here the round's payoff is the round plus the value of the state it leads to.

**The objective.** The issue's figure is the bench's round-win rate: the spy's round wins over
all rounds played, pooled over many games, that is E[W] / E[R] (W: rounds the spy wins in a game,
R: rounds played). A ratio is not a sum over rounds, so it is solved the usual way (Dinkelbach):
for a price ``rate`` per round played, the game whose payoff is W - rate * R is zero-sum and
solved by backward induction; its value at the start, F(rate), falls as ``rate`` grows, and the
best rate the spy can guarantee against a team that minimises the same ratio is the root of F:
F(rate) >= 0 exactly when some spy strategy holds the ratio at ``rate`` or more against every
team reply. (For a fixed spy, the team's best ratio is the root of its own min the same way.)

**The game's state between rounds** is (informant cards left, score). Each state's value is the
average, over ``--tables`` sampled rounds (a random table of six, the standard team's facts, a
deal of that many cards reached by play from a fresh shuffle, bench/spy_bound.py's
``deal_stage``: the strongest cards spent first, or at random with ``--deals random``), of
that round's value with every end of the round paid (won or lost - rate) + value(next state):
the next state's cards are those left when the round ended (the team's spending this round), its
score one more for the round's winner; a side's third round, or the game's last card (after it
only the final arrest), ends the game. Scores only grow, so states are solved from 2-2 back to the
start (16 cards, 0-0). Within a round both sides are bench/spy_bound.py's: the team (``exact``
reading, every hand and the deck's make-up known, draws as chance) minimises; the spy maximises.

Who is who:

- ``trading team``: the team minimises the game-level objective: it trades back (spends cards
  or keeps them as the whole game's ratio says), knowing the spy's mixture in each round.
- ``best spy``: the spy's max-min per sampled round, with the team's facts and hands known (a
  spy in its seat knows neither: no seat can beat it), taken as the column-generation master's
  value (never below the round's true max-min). An upper bound on what a spy can reach.
- ``uniform``: hides anywhere alike (the easy spy); its rate against the same trading team
  (which best-responds to it) is the ratio's denominator.
- ``round``: each round's own max-min (cards free, the round alone), played in the game.
- ``fixed team``: the bench's best response as bench/spy_bound.py models it (``candidates``
  reading, a card priced at 0.03 rounds whatever the game): it does not trade back. Against it
  ``searched`` is the spy's best game-level reply among hiding alike in any set of two or more
  (a lower estimate of its best), ``fixed round`` the same mixtures chosen for the round alone,
  ``fixed uniform`` the denominator.

Approximations and which way they err:

- Best spy's round values: the master programme's value, at least the true max-min (favours the
  spy). Its knowledge of the team's facts and hands (favours the spy).
- States a round's end can reach but that are not solved (more cards left than ``--spend``
  allows: a round that spent fewer than that many cards): paid as if the spy won every round
  still to come for the best spy (favours the spy), as if it won none for uniform (lowers the
  denominator, favours the ratio). ``unsolved`` counts how much weight they got.
- The team cannot lose a round on purpose by arresting a destination its answers ruled out
  (limits the team: favours the spy).
- The next round's deal is drawn afresh with the cards left, not the very cards the team kept
  (which way this errs is not known: the team keeps the cards its tables made least useful, but
  each round's table is new). The state leaves out which cards are left for the same reason.
- Values are sample averages over ``--tables`` rounds per state; intervals are over independent
  ``--replicates`` (each a whole solve with its own tables), Student's t.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from spy_bound import Cards, RoundGame, BestReply, deal_stage, max_min, readings_for  # noqa: E402

WINNING_SCORE = 3   # the rulebook: the side that wins 3 rounds first
DECK = 16           # informant cards in the game (the red-star cards removed)


@dataclass(frozen=True, order=True)
class State:
    """Between two rounds: informant cards left in the game and the score."""

    left: int
    detectives: int
    spy: int


Deal = Callable[[int, int], RoundGame]   # (cards left, sample index) -> a round to play

# The spies each team is solved against (see the module docstring).
SPIES = {"trading": ("best", "uniform", "round"),
         "fixed": ("searched", "fixed uniform", "fixed round")}


class Ends(float):
    """What the fixed team minimises, carrying how the round ended: the chance of each (spy won,
    cards left). Sums and multiples carry it along, so a reply's column tells, per hideout, how
    its rounds end under the team's plan."""

    __slots__ = ("ends",)
    ends: dict[tuple[bool, int], float]

    def __new__(cls, value: float, ends: dict[tuple[bool, int], float]) -> Ends:
        made = super().__new__(cls, value)
        made.ends = ends
        return made

    def __add__(self, other: object) -> Ends:  # type: ignore[override]
        if isinstance(other, Ends):
            merged = dict(self.ends)
            for key, chance in other.ends.items():
                merged[key] = merged.get(key, 0.0) + chance
            return Ends(float(self) + float(other), merged)
        if other == 0:   # the start of a sum
            return self
        raise TypeError("an Ends adds only to an Ends")

    __radd__ = __add__

    def __mul__(self, k: object) -> Ends:  # type: ignore[override]
        if not isinstance(k, (int, float)):
            return NotImplemented
        return Ends(float(self) * k, {key: chance * k for key, chance in self.ends.items()})

    __rmul__ = __mul__


class GameBound:
    """Backward induction over :class:`State` for the game whose payoff is W - rate * R.

    ``deal(left, t)`` is the ``t``-th sampled round with ``left`` cards left (its ``payoff`` is
    replaced here); ``tables`` rounds per state (``tables_high`` from ``high`` cards left
    up). ``spend``: states are solved only with at most ``deck - spend * rounds
    played`` cards left; the others get the bounds of the module docstring.
    """

    def __init__(self, deal: Deal, tables: int, deck: int = DECK,
                 win: int = WINNING_SCORE, spend: int = 1, tolerance: float = 1e-3,
                 tables_high: int | None = None, high: int = 12, team: str = "trading",
                 card_price: float = 0.03, search_below: int = 10) -> None:
        if team not in SPIES:
            raise ValueError(f"unknown team {team!r}")
        self.deal = deal
        self.tables = tables
        # States with ``high`` or more cards left get ``tables_high`` rounds: they are slow to
        # solve (full hands, a deep deck) and the spy wins almost nothing there.
        self.tables_high = tables if tables_high is None else tables_high
        self.high = high
        self.deck = deck
        self.win = win
        self.spend = spend
        self.tolerance = tolerance
        # The last solve's ends of rounds paid by a bound, and all its ends (see ``_end``).
        self.unsolved = 0
        self.ends = 0
        self._rounds: dict[tuple[int, int], RoundGame] = {}
        self.team = team
        self.card_price = card_price
        self.search_below = search_below   # the fixed team's spy searches below this many cards
        self._myopic: dict[tuple[int, int], list[float]] = {}
        self._replies: dict[tuple[int, int],
                            list[tuple[list[float], list[dict[tuple[bool, int], float]]]]] = {}

    def states(self) -> list[State]:
        """Every solved state, in the order of the induction (the last is the start)."""
        out = []
        for played in range(2 * self.win - 2, -1, -1):
            most = self.deck - self.spend * played
            for spy in range(self.win):
                detectives = played - spy
                if not 0 <= detectives < self.win:
                    continue
                out += [State(left, detectives, spy) for left in range(most, 0, -1)
                        if played > 0 or left == self.deck]
        return out

    def _round(self, left: int, t: int) -> RoundGame:
        key = (left, t)
        if key not in self._rounds:
            self._rounds[key] = self.deal(left, t)
        return self._rounds[key]

    def solve(self, rate: float, spy: str) -> dict[State, float]:
        """Each state's value of W - rate * R from there on, for ``spy`` (one of :data:`SPIES`)
        against this bound's team."""
        if spy not in SPIES[self.team]:
            raise ValueError(f"no spy {spy!r} against the {self.team} team")
        values: dict[State, float] = {}
        self.unsolved = self.ends = 0
        for state in self.states():
            total = 0.0
            count = self.tables_high if state.left >= self.high else self.tables
            for t in range(count):
                end = self._end(state, rate, spy in ("best", "fixed uniform"), values)
                if self.team == "fixed":
                    total += self._fixed_value(state.left, t, spy, end)
                    continue
                game = replace(self._round(state.left, t),
                               payoff=lambda won, cards, end=end: end(won, cards.left()))
                if spy == "uniform":
                    total += BestReply(game, [1.0 / game.size] * game.size).value
                elif spy == "round":   # the round's own max-min, blind to the game
                    total += BestReply(game, self._round_mixture(state.left, t)).value
                else:
                    total += max_min([game], tolerance=self.tolerance).upper
            values[state] = total / count
        return values

    def _round_mixture(self, left: int, t: int) -> list[float]:
        key = (left, t)
        if key not in self._myopic:
            game = self._round(left, t)
            uniform = [1.0 / game.size] * game.size
            solved = max_min([game], tolerance=self.tolerance)
            # Where hiding anywhere does as well for the round (a team that pins every hideout
            # leaves every mixture 0), the programme's mixture is any vertex, a pure hideout
            # as likely as not: the round's spy then hides anywhere.
            better = solved.lower > BestReply(game, uniform).value + self.tolerance
            self._myopic[key] = solved.p if better else uniform
        return self._myopic[key]

    def _fixed_value(self, left: int, t: int, spy: str, end: Callable[[bool, int], float]) -> float:
        """The spy's best, over the mixtures it searches, of its game-level payoff against the
        fixed team's reply to each (the reply does not depend on the game, so it is computed
        once per round)."""
        def worth(p: list[float], ends: list[dict[tuple[bool, int], float]],
                  pay: Callable[[bool, int], float]) -> float:
            return sum(p[h] * sum(chance * pay(won, after) for (won, after), chance in
                                  ends[h].items()) for h in range(len(p)) if p[h] > 0)

        replies = self._fixed_replies(left, t, spy == "fixed uniform")
        if spy == "fixed round":   # the mixture best for this round alone, played in the game
            p, ends = max(replies, key=lambda reply: worth(*reply, lambda won, _: float(won)))
            return worth(p, ends, end)
        return max(worth(p, ends, end) for p, ends in replies)

    def _fixed_replies(self, left: int, t: int, uniform_only: bool
                       ) -> list[tuple[list[float], list[dict[tuple[bool, int], float]]]]:
        key = (left, t)
        if key not in self._replies:
            game = self._round(left, t)
            mixtures = [[1.0 / game.size] * game.size]
            if left < self.search_below:   # hiding alike among any set of two or more
                for subset in range(1, (1 << game.size) - 1):
                    members = [h for h in range(game.size) if subset >> h & 1]
                    if len(members) >= 2:
                        mixtures.append([1.0 / len(members) if h in members else 0.0
                                         for h in range(game.size)])

            def team_end(won: bool, cards: Cards) -> Ends:
                # What the round costs the fixed team: the round if lost, and a price per card.
                spent = left - cards.left()
                return Ends((1.0 if won else 0.0) + self.card_price * spent,
                            {(won, cards.left()): 1.0})

            fixed = replace(game, team="candidates", payoff=team_end)
            replies = []
            for p in mixtures:
                reply = BestReply(fixed, p)
                replies.append((p, [getattr(reply.column_vector[h], "ends", {})
                                    for h in range(game.size)]))
            self._replies[key] = replies
        replies = self._replies[key]
        return replies[:1] if uniform_only else replies

    def _end(self, state: State, rate: float, optimistic: bool,
             values: dict[State, float]) -> Callable[[bool, int], float]:
        """The spy's payoff for a round from ``state`` that ends with ``left`` cards."""
        def end(spy_won: bool, left: int) -> float:
            after = State(left, state.detectives + (not spy_won), state.spy + spy_won)
            now = (1.0 if spy_won else 0.0) - rate
            self.ends += 1
            if after.left == 0 or self.win in (after.detectives, after.spy):
                return now   # the game is over
            if after in values:
                return now + values[after]
            # Not solved (see the module docstring): the spy wins every round to come (for an
            # upper bound), or none of the most there could be (for a lower one).
            if optimistic:
                bound = (self.win - after.spy) * (1.0 - rate)
            else:
                bound = -rate * (2 * self.win - 1 - after.detectives - after.spy)
            self.unsolved += 1
            return now + bound
        return end

    def start(self) -> State:
        return State(self.deck, 0, 0)

    def rate(self, spy: str, guess: float = 0.01, step: float = 0.01,
             precision: float = 0.005) -> tuple[float, list[tuple[float, float]]]:
        """The root of F(rate) = the start's value (see the module docstring), by the secant
        method inside a bracket (Illinois), to ``precision`` of the rate (relative); returns it
        and the (rate, F) pairs evaluated."""
        seen: list[tuple[float, float]] = []

        def f(x: float) -> float:
            v = self.solve(x, spy)[self.start()]
            seen.append((x, v))
            return v

        a, fa = guess, f(guess)
        b = min(1.0, max(0.0, a + (step if fa > 0 else -step)))
        fb = f(b)
        while fa * fb > 0 and 0.0 < b < 1.0:   # widen until F changes sign
            a, fa = b, fb
            b = min(1.0, max(0.0, b + (step if fb > 0 else -step)))
            fb = f(b)
        if fa * fb > 0:
            return (b, seen)
        for _ in range(20):
            x = b - fb * (b - a) / (fb - fa) if fb != fa else (a + b) / 2
            if min(abs(x - b), abs(x - a)) < precision * x + 1e-7:
                return x, seen
            fx = f(x)
            if fx == 0:
                return x, seen
            if fx * fb < 0:
                a, fa = b, fb
            else:   # Illinois: keep the old end but halve its weight, so the bracket shrinks
                fa /= 2
            b, fb = x, fx
        return b, seen


# ---------------------------------------------------------------- sampled rounds of the game

def card_strength(handbook: object, cards: dict[str, object], deck_ids: Sequence[str],
                  tables: int = 100) -> dict[str, float]:
    """Each card's share of a random table its best question leaves standing, on average for the
    standard team (lower is stronger): the order a team that asks its best question spends them."""
    from hideout.engine.destination_x.answers import card_questions
    from hideout.engine.destination_x.detectives import Knowledge, TableModel

    rng = random.Random("card strength")
    ids = sorted(handbook.ids)  # type: ignore[attr-defined]
    questions = card_questions(cards, tuple(deck_ids))  # type: ignore[arg-type]
    share = {card: 0.0 for card in deck_ids}
    for _ in range(tables):
        model = TableModel(rng.sample(ids, 6), handbook, cards, Knowledge(),  # type: ignore
                           questions=questions)
        for card in deck_ids:
            share[card] += min(sum(model.masks[q][h].bit_count() for h in range(6))
                               for q in model.questions_of(card)) / 36 / tables
    return share


def standard_deal(seed: int, strongest_first: bool = False) -> Deal:
    """Rounds of the real game: a random table of six, the standard team's facts, a deal of the
    cards left reached by random play (three detectives), or with ``strongest_first`` by a team
    that spends its strongest cards first (:func:`card_strength`)."""
    from hideout.data.cards import load_cards
    from hideout.data.handbook import load_handbook
    from hideout.engine.destination_x.config import GameConfig
    from hideout.engine.destination_x.detectives import Knowledge

    handbook, cards = load_handbook(), load_cards()
    deck_ids = GameConfig(players=("a", "b", "c")).deck_ids(cards)
    ids = sorted(handbook.ids)
    strength = card_strength(handbook, cards, deck_ids) if strongest_first else None

    def deal(left: int, t: int) -> RoundGame:
        rng = random.Random(f"{seed}/{left}/{t}")
        table = tuple(rng.sample(ids, 6))
        dealt, _ = deal_stage(rng, deck_ids, left, strength=strength)
        return RoundGame(6, readings_for(table, Knowledge(), handbook, cards, deck_ids), dealt)

    return deal


def t_interval(xs: Sequence[float]) -> tuple[float, float]:
    """Mean and the half-width of a 95% Student's t interval."""
    quantile = {1: 12.71, 2: 4.30, 3: 3.18, 4: 2.78, 5: 2.57, 6: 2.45, 7: 2.36, 8: 2.31,
                9: 2.26}
    n = len(xs)
    m = sum(xs) / n
    if n < 2:
        return m, math.nan
    sd = math.sqrt(sum((x - m) ** 2 for x in xs) / (n - 1))
    return m, quantile.get(n - 1, 1.96) * sd / math.sqrt(n)


def _ratio(num: float, den: float) -> float:
    if den > 0:
        return num / den
    return math.nan if num == 0 else math.inf   # 0 / 0: both spies won nothing


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=2, help="sampled rounds per state")
    parser.add_argument("--tables-high", type=int, default=1,
                        help="sampled rounds per state with HIGH or more cards left (slow)")
    parser.add_argument("--high", type=int, default=12)
    parser.add_argument("--replicates", type=int, default=2,
                        help="independent solves (the interval is over them)")
    parser.add_argument("--teams", default="trading,fixed")
    parser.add_argument("--spies", default="",
                        help="only these spies (the teams' uniform ones are always solved)")
    parser.add_argument("--search-below", type=int, default=10,
                        help="the spy against the fixed team searches mixtures below this many "
                             "cards left (uniform from there up: the team's reply is slow)")
    parser.add_argument("--spend", type=int, default=1,
                        help="solve states with at most 16 - SPEND * rounds played cards left")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--deals", choices=("random", "strongest"), default="strongest",
                        help="how the cards left were spent: at random, or strongest first")
    parser.add_argument("--target", type=float, default=1.5,
                        help="the issue's ratio: F is also evaluated at TARGET x uniform's rate")
    args = parser.parse_args(argv)

    baseline = {"trading": "uniform", "fixed": "fixed uniform"}
    # (team, spy) -> per replicate: (rate, ratio to the team's uniform, F at the target)
    found: dict[tuple[str, str], list[tuple[float, float, float]]] = {}
    seconds: dict[str, float] = {}
    unsolved: dict[tuple[str, str], float] = {}
    for r in range(args.replicates):
        deal = standard_deal(args.seed + r, strongest_first=args.deals == "strongest")
        for team in args.teams.split(","):
            start = time.process_time()
            bound = GameBound(deal, args.tables, spend=args.spend, tables_high=args.tables_high,
                              high=args.high, team=team, search_below=args.search_below)
            uniform, _ = bound.rate(baseline[team])
            found.setdefault((team, baseline[team]), []).append((uniform, 1.0, math.nan))
            unsolved[(team, baseline[team])] = bound.unsolved / max(1, bound.ends)
            for spy in SPIES[team]:
                if spy == baseline[team] or (args.spies and spy not in args.spies.split(",")):
                    continue
                rate, tried = bound.rate(spy, guess=uniform * args.target or 0.01)
                # F at target x uniform: >= 0 exactly when that rate is in reach
                found.setdefault((team, spy), []).append((rate, _ratio(rate, uniform),
                                                          tried[0][1]))
                unsolved[(team, spy)] = bound.unsolved / max(1, bound.ends)
            seconds[team] = seconds.get(team, 0.0) + time.process_time() - start
            print(f"replicate {r + 1}, {team} team: " + ", ".join(
                f"{spy} {rows[-1][0]:.3%} ({rows[-1][1]:.2f}x, F {rows[-1][2]:+.4f})"
                for (t, spy), rows in found.items() if t == team)
                + f"; {seconds[team]:.0f} s so far", file=sys.stderr, flush=True)

    print(f"Game-level round-win rate (spy round wins / rounds over whole games); {args.tables} "
          f"sampled rounds per state ({args.tables_high} with {args.high} or more cards left), "
          f"{args.replicates} replicates (seeds {args.seed}..{args.seed + args.replicates - 1}), "
          f"deals with the cards spent {'strongest first' if args.deals == 'strongest' else 'at random'}, "
          f"states with at most 16 - {args.spend} x rounds played cards solved; mean and 95% t "
          "interval over replicates.")
    header = (f"{'team':<8} {'spy':<14} {'rate':>16} {'ratio to uniform':>20} "
              f"{'F at ' + str(args.target) + 'x':>16} {'per replicate':>24} {'unsolved':>9}")
    print(header)
    print("-" * len(header))
    for (team, spy), rows in found.items():
        rate, rate_h = t_interval([row[0] for row in rows])
        ratio, ratio_h = t_interval([row[1] for row in rows])
        f_m, f_h = t_interval([row[2] for row in rows])
        each = " ".join(f"{row[1]:.2f}x" for row in rows)
        f_text = "-" if spy == baseline[team] else f"{f_m:+.4f} ±{f_h:.4f}"
        print(f"{team:<8} {spy:<14} {rate:>8.3%} ±{rate_h:>6.3%} {ratio:>10.2f}x ±{ratio_h:>5.2f}x "
              f"{f_text:>16} {each:>24} {unsolved[(team, spy)]:>9.4%}")
    print("CPU seconds: " + ", ".join(f"{team} {s:.0f}" for team, s in seconds.items()))
    print("trading team: minimises the game's ratio, trading cards across rounds. uniform: hiding "
          "anywhere alike (the ratio's denominator). round: each round's own max-min mixture "
          "(cards free), played in the game. best: an upper bound on any spy (the game-level "
          "max-min, knowing the team's facts and hands). fixed team: the bench's best response "
          "(reads candidates, a card priced at 0.03 rounds whatever the game); searched: the "
          "spy's best game-level reply among hiding alike in any set (uniform only from "
          "SEARCH_BELOW cards left), a lower estimate of its best; fixed round: of the same "
          "mixtures, the one best for the round alone, played in the game. F at the target: the start's value of W - "
          "rate x R at TARGET x uniform's rate (negative: that spy falls short of it). unsolved: "
          "share of round ends paid by a bound (last replicate's last solve).")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
