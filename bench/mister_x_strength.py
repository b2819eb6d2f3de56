"""How strong is the computer Mister X? A table of his win rate per level against each simulated Detective.

    python3 bench/mister_x_strength.py                 # 2,000 games per pairing, 2 worker processes
    python3 bench/mister_x_strength.py --games 100 --iterations 12

Detectives: ``random`` (any legal command), ``greedy`` (moves where her belief, from public
events only, puts Mister X), ``informed`` (greedy, and she also knows Mister X's published set-up
rules, so she starts from where they put him, and tracks every public swap).

Games are seeded (seed = --seed + game number), and the search level evaluates a fixed number of
candidates (--iterations) instead of a time budget, so a run is reproducible. "decisions/s" counts
Mister X's choices per second of his own thinking time; "game s p50" is the median over games of
his whole game's thinking time (the issue's bound is per game).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from bench.measures import percentile  # noqa: E402

from hideout.engine.duel.detectives import DETECTIVES, InformedDetective
from hideout.engine.duel.game import DuelGame
from hideout.engine.duel.mister_x import LEVELS, MisterX

REASONS = ("found", "mister_x_stuck", "sabotage", "detective_stuck")


def play_games(level: str, detective: str, seeds: list[int],
               iterations: int) -> tuple[Counter, int, float, int, list[float], list[float]]:
    """Play one game per seed; return outcome reasons, Mister X's decisions, his thinking time,
    plies, the seconds of each of his decisions and of each game's decisions together."""
    reasons: Counter = Counter()
    decisions, thinking, plies = 0, 0.0, 0
    times: list[float] = []
    per_game: list[float] = []
    for seed in seeds:
        game_start = thinking
        game = DuelGame(seed)
        mister_x = MisterX(level, iterations=iterations)
        sleuth = InformedDetective(level) if detective == "informed" else DETECTIVES[detective]()
        rng = random.Random(seed * 7919 + 1)
        while not game.is_over():
            if game.current_player == "mister_x":
                start = time.perf_counter()
                command = mister_x.choose(game.view_for("mister_x"))
                times.append(time.perf_counter() - start)
                thinking += times[-1]
            else:
                command = sleuth.choose(game, rng)
            game.apply(command)
            plies += 1
        outcome = game.outcome()
        assert outcome is not None
        reasons[outcome.reason] += 1
        decisions += mister_x.decisions
        per_game.append(thinking - game_start)
    return reasons, decisions, thinking, plies, times, per_game


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="games per (Mister X level, Detective) pairing")
    parser.add_argument("--iterations", type=int, default=6, help="candidates the search level evaluates")
    parser.add_argument("--workers", type=int, default=2, help="worker processes")
    parser.add_argument("--seed", type=int, default=0, help="first game seed")
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--detectives", default=",".join(DETECTIVES))
    args = parser.parse_args(argv)

    pairings = [(lv, det) for lv in args.levels.split(",") for det in args.detectives.split(",")]
    seeds = list(range(args.seed, args.seed + args.games))
    chunk = max(1, args.games // (4 * args.workers))
    jobs = [(lv, det, seeds[i:i + chunk]) for lv, det in pairings for i in range(0, len(seeds), chunk)]
    totals: dict[tuple[str, str], list] = {p: [Counter(), 0, 0.0, 0, [], []] for p in pairings}
    wall = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        futures = [(lv, det, pool.submit(play_games, lv, det, s, args.iterations)) for lv, det, s in jobs]
        for lv, det, fut in futures:
            reasons, decisions, thinking, plies, times, per_game = fut.result()
            t = totals[(lv, det)]
            t[0].update(reasons)
            t[1] += decisions
            t[2] += thinking
            t[3] += plies
            t[4] += times
            t[5] += per_game
    wall = time.perf_counter() - wall

    print(f"Mister X strength: {args.games} games per pairing, seeds {seeds[0]}..{seeds[-1]}, "
          f"search iterations {args.iterations}, {args.workers} workers, {wall:.1f} s wall")
    head = f"{'Mister X':<9} {'Detective':<10} {'X wins':>7} {'±95%':>6} " + " ".join(
        f"{r:>15}" for r in REASONS) + f" {'plies/game':>10} {'decisions/s':>12} {'ms p50':>7} {'ms p95':>7} {'game s p50':>10}"
    print(head)
    print("-" * len(head))
    for (lv, det), (reasons, decisions, thinking, plies, times, per_game) in totals.items():
        n = sum(reasons.values())
        rate = (reasons["sabotage"] + reasons["detective_stuck"]) / n
        margin = 1.96 * (rate * (1 - rate) / n) ** 0.5
        speed = decisions / thinking if thinking > 0 else float("inf")
        print(f"{lv:<9} {det:<10} {rate:>7.1%} {margin:>6.1%} "
              + " ".join(f"{reasons[r]:>15}" for r in REASONS)
              + f" {plies / n:>10.1f} {speed:>12.0f} {1000 * percentile(times, 0.5):>7.1f} "
                f"{1000 * percentile(times, 0.95):>7.1f} {percentile(per_game, 0.5):>10.2f}")
    print("X wins = sabotage + detective_stuck; found and mister_x_stuck are Scotland Yard wins. "
          "ms p50 / p95: one decision of his; game s p50: his decisions over one game "
          "(wall time, on a shared machine).")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
