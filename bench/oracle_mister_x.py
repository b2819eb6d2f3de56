"""How well can ANY Mister X do against the red team's wary Detective? A ceiling, for measurement.

    python3 bench/oracle_mister_x.py --games 300              # seeds 500001..500300
    python3 bench/oracle_mister_x.py --games 300 --choose-setup 24

:class:`OracleMisterX` is NOT a fair player and is never shipped: it reads the true game, the
wary Detective's own code, her belief and her random generator (so her every move is known in
advance), and plays a best response found by search: each of his choices is tried with a
rollout to the end of the game (the wary Detective's exact moves; his later choices by a base
Mister X), best first by the base's own order, and the first that wins is kept together with
the whole winning line, which he then follows (the game is deterministic once her generator is
known, so the line cannot fail; a mismatch is counted). When no choice wins he keeps the one
with the most sabotage turned, then the one that lasts longest. Since the base's own choice is always among
those tried, he wins every game the base would win from the same position (rollout policy
improvement), and his win rate is a lower bound on a best response's.

By default his London is drawn from the published set-up (the distribution her prior is built
from), so the figure measures play only; ``--choose-setup N`` also lets him pick the best of N
published draws by rollouts (an exploit of her fixed prior that a fair Mister X could not make:
she builds her prior from his published set-up code).

The table also says what the oracle does that the base does not (``what the oracle changes``):
on decisions where it departs from the base, how often he moves himself, flees her reach, makes
a decoy flight, or brings a sabotage into her reach; and his secret swaps.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from collections import Counter
from dataclasses import dataclass, field

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench.measures import percentile, wilson  # noqa: E402

from hideout.engine.commands import Command
from hideout.engine.duel import board
from hideout.engine.duel.commands import Swap
from hideout.engine.duel.game import MISTER_X, SETUP, DuelGame
from hideout.engine.duel.mister_x import MisterX, strategic_layout

from red_team_duel import Habit, HabitBelief, ReaderDetective, measure_habit, threat_cells


def full_copy(game: DuelGame) -> DuelGame:
    """A copy that keeps the log (her belief is built from it) and the history (his decision
    keys count it), unlike :meth:`DuelGame.copy`."""
    g = game.copy()
    g.log, g.history = list(game.log), list(game.history)
    return g


class HerModel:
    """The wary Detective's exact decisions, her belief kept event by event (the same numbers
    :meth:`ReaderDetective.belief` rebuilds from the whole log at every move)."""

    def __init__(self, sleuth: ReaderDetective, game: DuelGame) -> None:
        self.sleuth = sleuth
        self.belief: HabitBelief = sleuth.belief(game)   # type: ignore[assignment]
        self.seen = len(game.log)

    def copy(self) -> HerModel:
        m = HerModel.__new__(HerModel)
        m.sleuth, m.belief, m.seen = self.sleuth, self.belief.copy(), self.seen
        return m

    def choose(self, game: DuelGame, rng: random.Random) -> Command:
        for event in game.log[self.seen:]:
            self.belief.update(event.for_detective())
        self.seen = len(game.log)
        return self.sleuth.choose_from(game, self.belief, rng)


@dataclass
class Rollout:
    won: bool
    sabotage: int
    plies: int
    line: list[Command]   # every command from the position on (his and hers)


def rollout(game: DuelGame, her: HerModel, rng: random.Random | None, base: MisterX,
            first: Command) -> Rollout:
    """``first``, then the base Mister X against her exact moves to the end; her tie-breaks from
    a copy of her generator ``rng`` (None: from a fresh one, as if he did not know it)."""
    g, her, r = full_copy(game), her.copy(), random.Random(f"rollout/{len(game.history)}")
    if rng is not None:
        r.setstate(rng.getstate())
    line = [first]
    g.apply(first)
    while not g.is_over():
        cmd = base.choose(g.view_for("mister_x")) if g.current_player == MISTER_X else her.choose(g, r)
        g.apply(cmd)
        line.append(cmd)
    outcome = g.outcome()
    assert outcome is not None
    return Rollout(outcome.winner == MISTER_X, g.sabotage_turned, len(line), line)


class OracleMisterX:
    """Measurement only: a best response to the wary Detective that reads her code, belief and
    generator and the true game (see the module docstring). Never a player of the program."""

    def __init__(self, sleuth: ReaderDetective, base: MisterX, candidates: int,
                 setups: int = 0, knows_generator: bool = True) -> None:
        self.sleuth, self.base, self.candidates, self.setups = sleuth, base, candidates, setups
        self.knows_generator = knows_generator
        self.model: ReaderDetective | None = None   # set: rollouts play this Detective, not her
        self.plan: list[Command] = []     # the winning line from here on, once found
        self.mismatches = 0
        self.rollouts = 0
        self.departures: Counter[str] = Counter()

    def choose(self, game: DuelGame, rng: random.Random) -> Command:
        if self.plan:
            return self.plan.pop(0)
        base_cmd = self.base.choose(game.view_for("mister_x"))
        options = self._options(game, base_cmd)
        her = HerModel(self.model or self.sleuth, game)
        best: tuple[tuple[int, int], Rollout, Command] | None = None
        for cmd in options:
            exact = self.knows_generator and self.model is None
            result = rollout(game, her, rng if exact else None, self.base, cmd)
            self.rollouts += 1
            if result.won:
                if exact:   # else the line may fail: he re-plans at every decision
                    self._follow(game, result)
                self._note(game, base_cmd, cmd)
                return cmd
            key = (result.sabotage, result.plies)
            if best is None or key > best[0]:
                best = (key, result, cmd)
        assert best is not None
        self._note(game, base_cmd, best[2])
        return best[2]

    def _follow(self, game: DuelGame, result: Rollout) -> None:
        """Keep his commands of a winning line; hers are checked as the game goes on."""
        self.plan = []
        self._line = result.line
        self._start = len(game.history)
        g = full_copy(game)
        for cmd in result.line:
            if g.current_player == MISTER_X and len(g.history) > self._start:
                self.plan.append(cmd)
            g.apply(cmd)

    def check_line(self, game: DuelGame) -> None:
        """Count a departure of the real game from the followed winning line (should be none)."""
        if not self.plan:
            return
        done = game.history[self._start:]
        if done != self._line[:len(done)]:
            self.mismatches += 1
            self.plan = []

    def _options(self, game: DuelGame, base_cmd: Command) -> list[Command]:
        if game.phase == SETUP:
            rng = random.Random(f"oracle/{game.seed}")
            return [base_cmd] + [strategic_layout(game.tiles, rng) for _ in range(self.setups - 1)]
        legal = game.legal_commands()
        x = board.name(game.mister_x_index())
        # The base's order is his view's; the oracle tries the base's choice first, then the
        # choices moving his own district, then the rest, up to ``candidates``.
        own = [c for c in legal if isinstance(c, Swap) and x in (c.a, c.b) and c != base_cmd]
        rest = [c for c in legal if c not in own and c != base_cmd]
        random.Random(f"oracle/{game.seed}/{len(game.history)}").shuffle(rest)
        return ([base_cmd] + own + rest)[:max(1, self.candidates)]

    def _note(self, game: DuelGame, base_cmd: Command, cmd: Command) -> None:
        """What kind of choice the oracle made where it departs from the base, and in general."""
        if not isinstance(cmd, Swap) or game.pending not in ("swap", "black_swap"):
            return
        secret = game.pending == "black_swap"
        x = game.mister_x_index()
        threat = threat_cells(game.detective, game.detective_transport(), list(game.turned))
        a, b = board.parse_cell(cmd.a), board.parse_cell(cmd.b)
        kinds = ["all"]
        if base_cmd != cmd:
            kinds.append("departs")
        for kind in kinds:
            key = f"{'secret' if secret else 'visible'} {kind}"
            self.departures[key] += 1
            self.departures[key + ": threatened"] += x in threat
            if x in (a, b):
                other = b if a == x else a
                self.departures[key + ": moves himself"] += 1
                self.departures[key + ": flees her reach"] += x in threat and other not in threat
                self.departures[key + ": steps into her reach"] += other in threat
            else:
                self.departures[key + ": decoy across her reach"] += (a in threat) != (b in threat)
                sabotage = [c for c in (a, b) if game.tile_at(c).action == "sabotage"]
                self.departures[key + ": sabotage into her reach"] += any(
                    (c in threat) != ((b if c == a else a) in threat) and c not in threat
                    for c in sabotage)


@dataclass
class OracleTally:
    games: int = 0
    wins: int = 0
    reasons: Counter[str] = field(default_factory=Counter)
    seconds: list[float] = field(default_factory=list)
    rollouts: int = 0
    mismatches: int = 0
    departures: Counter[str] = field(default_factory=Counter)


def play(seeds: range, habit_seeds: range, iterations: int, candidates: int, setups: int,
         base_level: str, knows_generator: bool, her_model: str) -> tuple[OracleTally, str]:
    habit, note = measure_habit("search", habit_seeds, iterations)
    model = {"exact": None,
             "public": ReaderDetective("search", Habit(), wary=True),
             "first-fit": ReaderDetective("search", measure_habit("search", habit_seeds,
                                                                  iterations, rounds=0)[0],
                                          wary=True)}[her_model]
    tally = OracleTally()
    for seed in seeds:
        game = DuelGame(seed)
        sleuth = ReaderDetective("search", habit, wary=True)
        base = MisterX(base_level, iterations=iterations)
        oracle = OracleMisterX(sleuth, base, candidates, setups, knows_generator)
        oracle.model = model
        rng = random.Random(seed * 7919 + 1)     # her generator, as in the red-team bench
        start = time.perf_counter()
        while not game.is_over():
            if game.current_player == MISTER_X:
                oracle.check_line(game)
                game.apply(oracle.choose(game, rng))
            else:
                game.apply(sleuth.choose(game, rng))
        tally.seconds.append(time.perf_counter() - start)
        outcome = game.outcome()
        assert outcome is not None
        tally.games += 1
        if outcome.winner == MISTER_X:
            tally.wins += 1
            tally.reasons[outcome.reason] += 1
        tally.rollouts += oracle.rollouts
        tally.mismatches += oracle.mismatches
        tally.departures.update(oracle.departures)
    return tally, note


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=500_001, help="seed of the first game")
    parser.add_argument("--tune-games", type=int, default=60, help="study games for her habit")
    parser.add_argument("--tune-seed", type=int, default=900_001)
    parser.add_argument("--iterations", type=int, default=12,
                        help="search Mister X's candidates per decision (the study games' and "
                             "a search base's)")
    parser.add_argument("--base", default="greedy", help="the Mister X level the rollouts play")
    parser.add_argument("--candidates", type=int, default=40,
                        help="his choices tried by rollout per decision")
    parser.add_argument("--choose-setup", type=int, default=0,
                        help="published set-ups he picks among by rollout (0: draws one)")
    parser.add_argument("--blind-generator", action="store_true",
                        help="he knows her code and belief but not her random tie-breaks: "
                             "rollouts draw their own, and he re-plans at every decision")
    parser.add_argument("--her-model", choices=("exact", "public", "first-fit"), default="exact",
                        help="the Detective his rollouts play: her own (exact); her code without "
                             "her habit, reading no swaps (public: what his seat can model); or "
                             "with the habit of her first study, before the re-fits (first-fit)")
    args = parser.parse_args(argv)
    seeds = range(args.seed, args.seed + args.games)
    tally, note = play(seeds, range(args.tune_seed, args.tune_seed + args.tune_games),
                       args.iterations, args.candidates, args.choose_setup, args.base,
                       not args.blind_generator, args.her_model)
    low, high = wilson(tally.wins, tally.games)
    reads = "code and belief" if args.blind_generator else "code, belief and generator"
    print(f"Oracle Mister X (measurement only: reads the true game and her {reads}) against the "
          f"wary red team: "
          f"{tally.games} games (seeds {seeds.start}..{seeds.stop - 1}), rollouts by "
          f"{args.base} Mister X, {args.candidates} candidates per decision, set-up "
          f"{'best of ' + str(args.choose_setup) + ' published draws' if args.choose_setup else 'published draw'}"
          f", rollouts against {args.her_model} model of her")
    print(f"oracle wins {tally.wins / tally.games:.1%} [{low:.1%}, {high:.1%}]  "
          f"{' '.join(f'{r}:{n}' for r, n in sorted(tally.reasons.items()))}")
    print(f"s/game median {percentile(tally.seconds, 0.5):.2f}, p95 "
          f"{percentile(tally.seconds, 0.95):.2f}; rollouts {tally.rollouts}; "
          f"departures from a followed winning line {tally.mismatches}")
    print("what the oracle changes (swap decisions; 'departs': where it overrides the base):")
    for key in sorted(tally.departures):
        if ":" not in key:
            n = tally.departures[key]
            parts = [f"{k.split(': ')[1]} {tally.departures[k] / n:.0%}"
                     for k in sorted(tally.departures) if k.startswith(key + ":")]
            print(f"  {key} ({n}): {', '.join(parts)}")
    print(f"habit: {note}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
