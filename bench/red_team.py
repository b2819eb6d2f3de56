"""Red team: can detectives who know the computer opponents' published algorithms beat them?

    python3 bench/red_team.py spy --games 300            # Destination X: every spy level
    python3 bench/red_team.py mister-x --games 300       # Scotland Yard Duel: every Mister X level

One process, seeded games (game ``i`` uses seed ``--seed + i``: the same deals for every level and
team). Win rates are the computer's, with Wilson 95% intervals (rounds of one game are not
independent, so the round interval is a little optimistic).

Destination X teams (bench/red_team_x.py), all from the detectives' view only:

- ``standard``: the engine's standard team (for reference; knows nothing of the spy).
- ``bayes``: re-computes the spy's hiding distribution by running the spy's own code ``--samples``
  times on the public information and plays a best response to it (arrests at ``--threshold``).
- ``timed``: ``bayes``, also weighing its samples by how long the spy took to hide (a side channel:
  a concentrated mixture costs the spy more look-ahead than hiding anywhere).
- ``tuned``: ``bayes`` with the arrest threshold picked on ``--tune-games`` separate games (seeds
  from ``--tune-seed``), then measured on the reported seeds.

Scotland Yard Duel detectives (bench/red_team_duel.py): ``informed`` (the engine's: knows the
set-up rules, tracks public swaps), ``reader`` (also reads Mister X's swap habits: how much likelier
a district is to be his when he swaps it, measured on ``--tune-games`` separate games, then
re-measured against ``wary``), ``hunter`` (``reader`` who also walks toward the most likely
district instead of the engine's look-ahead score) and ``wary`` (``hunter`` who also steps
around the sabotage the published set-up and the public swaps point to).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench.measures import wilson  # noqa: E402

from hideout.data.cards import load_cards
from hideout.data.handbook import load_handbook
from hideout.engine.destination_x.config import GameConfig
from hideout.engine.destination_x.detectives import DetectiveTeam
from hideout.engine.destination_x.events import RoundEnded, Side
from hideout.engine.destination_x.game import DestinationXGame
from hideout.engine.destination_x.spy import ComputerSpy
from hideout.engine.players import computer_moves

from red_team_x import RedTeam

SPY_LEVELS = ("easy", "normal", "hard")
SPY_TEAMS = ("standard", "bayes", "timed", "tuned")
THRESHOLDS = (0.5, 0.65, 0.8, 0.95)


def rate(wins: int, n: int) -> str:
    low, high = wilson(wins, n)
    return f"{wins / n if n else 0:6.1%} [{low:5.1%},{high:6.1%}]"


@dataclass
class Tally:
    games: int = 0
    rounds: int = 0
    computer_rounds: int = 0
    computer_games: int = 0
    seconds: float = 0.0
    notes: list[str] = field(default_factory=list)


# ---------------------------------------------------------------- Destination X

def spy_team(name: str, level: str, game: DestinationXGame, seed: int, samples: int,
             threshold: float) -> DetectiveTeam | RedTeam:
    if name == "standard":
        return DetectiveTeam(game.handbook, game.cards, seed=seed)
    return RedTeam(level, game.handbook, game.cards, budget=game.config.spy_budget,
                   samples=samples, threshold=threshold, timed=name == "timed", seed=seed)


def play_spy_games(level: str, team_name: str, seeds: range, samples: int,
                   threshold: float) -> Tally:
    handbook, cards = load_handbook(), load_cards()
    tally = Tally()
    start = time.perf_counter()
    for seed in seeds:
        config = GameConfig(players=("D0", "D1", "D2"), seed=seed, spy_strategy=level)
        game = DestinationXGame(config, handbook, cards)
        # The spy's own generator, seeded as bench/spy_strength.py seeds it; never read here.
        spy = {"spy": ComputerSpy.for_game(game, seed=seed * 7919 + 13)}
        team = spy_team(team_name, level, game, seed, samples, threshold)

        def spy_moves() -> None:
            began = time.perf_counter()
            if computer_moves(game, spy) and isinstance(team, RedTeam):
                team.observe_spy_time(time.perf_counter() - began)

        spy_moves()
        while not game.is_over():
            if isinstance(team, RedTeam):
                game.apply(team.choose(game.view_for("detectives")))
            else:
                game.apply(team.choose(game))   # the engine's team reads only view_for too
            spy_moves()
        ended = [e for e in game.log if isinstance(e, RoundEnded)]
        tally.games += 1
        tally.rounds += len(ended)
        tally.computer_rounds += sum(e.winner is Side.SPY for e in ended)
        outcome = game.outcome()
        tally.computer_games += outcome is not None and outcome.winner is Side.SPY
    tally.seconds = time.perf_counter() - start
    return tally


def tune_threshold(level: str, seeds: range, samples: int) -> tuple[float, str]:
    """The arrest threshold under which the spy wins the fewest rounds on ``seeds``."""
    results = []
    for threshold in THRESHOLDS:
        t = play_spy_games(level, "bayes", seeds, samples, threshold)
        results.append((t.computer_rounds / max(t.rounds, 1), threshold))
    best = min(results)[1]
    return best, ", ".join(f"{th:g}: {r:.1%}" for r, th in results)


def spy_main(args: argparse.Namespace) -> None:
    seeds = range(args.seed, args.seed + args.games)
    tune = range(args.tune_seed, args.tune_seed + args.tune_games)
    print(f"Red team vs the spy: {args.games} games per pairing (seeds {seeds.start}.."
          f"{seeds.stop - 1}), 3 detectives, 6 destinations, {args.samples} samples of the "
          f"spy's mixture per round, arrest threshold {args.threshold:g}")
    rows: list[tuple[str, str, Tally, str]] = []
    for level in args.levels.split(","):
        for team in args.teams.split(","):
            threshold, note = args.threshold, ""
            if team == "tuned":
                threshold, note = tune_threshold(level, tune, args.samples)
                note = f"threshold {threshold:g} (tuning games: {note})"
            tally = play_spy_games(level, "bayes" if team == "tuned" else team, seeds,
                                   args.samples, threshold)
            rows.append((level, team, tally, note))
            print(f"  ... {level} vs {team}: {tally.seconds:.0f} s", file=sys.stderr, flush=True)
    header = (f"{'spy':<7} {'team':<9} {'games':>5} {'rounds':>6}  {'spy rounds [95%]':<23} "
              f"{'spy games [95%]':<23} {'s/game':>6}")
    print(header)
    print("-" * len(header))
    for level, team, t, note in rows:
        print(f"{level:<7} {team:<9} {t.games:>5} {t.rounds:>6}  "
              f"{rate(t.computer_rounds, t.rounds):<23} {rate(t.computer_games, t.games):<23} "
              f"{t.seconds / max(t.games, 1):>6.2f}")
    for level, team, t, note in rows:
        if note:
            print(f"{level} {team}: {note}")


# ---------------------------------------------------------------- Scotland Yard Duel

def duel_main(args: argparse.Namespace) -> None:
    from red_team_duel import Habit, measure_habit, play_duel_games

    seeds = range(args.seed, args.seed + args.games)
    tune = range(args.tune_seed, args.tune_seed + args.tune_games)
    print(f"Red team vs Mister X: {args.games} games per pairing (seeds {seeds.start}.."
          f"{seeds.stop - 1}), search Mister X at {args.iterations} candidates per decision")
    from red_team_counter import measure_counts

    teams = args.teams.split(",")
    rows = []
    for level in args.levels.split(","):
        # Each reader studies his program on the same study seeds: the habit (reader, hunter,
        # wary) and the counter's counts, only for the teams that read them.
        habit, habit_note = Habit(), ""
        if {"reader", "hunter", "wary"} & set(teams) or args.study_only:
            habit, habit_note = measure_habit(level, tune, args.iterations)
        counts, counts_note = None, ""
        if "counter" in teams or args.study_only:
            counts, counts_note = measure_counts(level, tune, args.iterations)
        note = "; ".join(n for n in (habit_note, counts_note) if n)
        if args.study_only:
            print(f"{level}: {note}\n  {habit}")
            continue
        for detective in teams:
            tally = play_duel_games(level, detective, seeds, args.iterations, habit, counts)
            rows.append((level, detective, tally, note))
            print(f"  ... {level} vs {detective}: {tally.seconds:.0f} s", file=sys.stderr,
                  flush=True)
    header = (f"{'mister x':<8} {'detective':<9} {'games':>5}  {'mister x wins [95%]':<23} "
              f"{'s/game':>6}  how his wins came")
    print(header)
    print("-" * len(header))
    for level, detective, t, _ in rows:
        print(f"{level:<8} {detective:<9} {t.games:>5}  {rate(t.computer_games, t.games):<23} "
              f"{t.seconds / max(t.games, 1):>6.2f}  {' '.join(t.notes)}")
    for level in dict.fromkeys(r[0] for r in rows):
        print(f"{level}: {next(r[3] for r in rows if r[0] == level)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=("spy", "mister-x"))
    parser.add_argument("--games", type=int, default=300, help="games per pairing")
    parser.add_argument("--seed", type=int, default=500_001, help="seed of the first game")
    parser.add_argument("--tune-games", type=int, default=60,
                        help="separate games to tune on (threshold; Mister X's habits)")
    parser.add_argument("--tune-seed", type=int, default=900_001)
    parser.add_argument("--levels", default=None, help="comma-separated levels (default: all)")
    parser.add_argument("--teams", default=None, help="comma-separated teams (default: all)")
    parser.add_argument("--samples", type=int, default=8,
                        help="runs of the spy's mixture per round (Destination X)")
    parser.add_argument("--threshold", type=float, default=0.8,
                        help="arrest threshold of bayes and timed (Destination X)")
    parser.add_argument("--study-only", action="store_true",
                        help="Mister X: print the habit the study games fit, play no measured game")
    parser.add_argument("--iterations", type=int, default=12,
                        help="search Mister X's candidates per decision (reproducible)")
    args = parser.parse_args(argv)
    run: Callable[[argparse.Namespace], None]
    if args.game == "spy":
        args.levels = args.levels or ",".join(SPY_LEVELS)
        args.teams = args.teams or ",".join(SPY_TEAMS)
        run = spy_main
    else:
        from red_team_duel import DETECTIVE_NAMES, MISTER_X_LEVELS
        args.levels = args.levels or ",".join(MISTER_X_LEVELS)
        args.teams = args.teams or ",".join(DETECTIVE_NAMES)
        run = duel_main
    wall = time.perf_counter()
    run(args)
    print(f"{time.perf_counter() - wall:.0f} s wall, one process")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
