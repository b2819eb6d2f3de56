"""How strong is the computer spy? Round-win rates of the `random` and `cunning` spies against
the simulated detective team, over many seeded games, and how fast rounds are simulated.

    python3 bench/spy_strength.py --games 2000 --budget 24 --workers 2

Each game is a full Destination X game on the shipped handbook (3 detectives, standard deck,
6 destinations) played by ``DetectiveTeam`` against the spy; game ``i`` uses seed ``seed + i``
for both strategies, so they face the same deals. The cunning spy's look-ahead (``--budget``
simulated rounds per destination) is the main cost.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from hideout.data.cards import load_cards
from hideout.data.handbook import load_handbook
from hideout.engine.destination_x.config import GameConfig
from hideout.engine.destination_x.detectives import DetectiveTeam, Knowledge
from hideout.engine.destination_x.events import RoundEnded, Side
from hideout.engine.destination_x.game import DestinationXGame


@dataclass
class Tally:
    games: int = 0
    rounds: int = 0
    spy_rounds: int = 0
    spy_games: int = 0
    seconds: float = 0.0

    def add(self, other: Tally) -> None:
        self.games += other.games
        self.rounds += other.rounds
        self.spy_rounds += other.spy_rounds
        self.spy_games += other.spy_games
        self.seconds += other.seconds


def play_games(strategy: str, seeds: range, budget: int, players: int,
               table: int, knowledge: Knowledge) -> Tally:
    handbook, cards = load_handbook(), load_cards()
    tally = Tally()
    start = time.process_time()  # CPU time: the machine may be shared
    for seed in seeds:
        config = GameConfig(players=tuple(f"D{i}" for i in range(players)), seed=seed,
                            spy_strategy=strategy, spy_budget=budget,
                            destinations_per_round=table)
        game = DestinationXGame(config, handbook, cards, spy_knowledge=knowledge)
        team = DetectiveTeam(handbook, cards, knowledge=knowledge, seed=seed)
        while not game.is_over():
            game.apply(team.choose(game))
        ended = [e for e in game.log if isinstance(e, RoundEnded)]
        tally.games += 1
        tally.rounds += len(ended)
        tally.spy_rounds += sum(e.winner is Side.SPY for e in ended)
        tally.spy_games += game.outcome().winner is Side.SPY  # type: ignore[union-attr]
    tally.seconds = time.process_time() - start
    return tally


def run(strategy: str, games: int, seed: int, budget: int, players: int, table: int,
        workers: int, knowledge: Knowledge) -> tuple[Tally, float]:
    chunks = [range(seed + i, seed + games, workers) for i in range(workers)]
    total = Tally()
    start = time.perf_counter()
    if workers == 1:
        total.add(play_games(strategy, chunks[0], budget, players, table, knowledge))
    else:
        with ProcessPoolExecutor(workers) as pool:
            futures = [pool.submit(play_games, strategy, c, budget, players, table, knowledge)
                       for c in chunks]
            for future in futures:
                total.add(future.result())
    return total, time.perf_counter() - start


def interval(wins: int, n: int) -> float:
    """Half-width of a 95% normal confidence interval for a proportion."""
    if n == 0:
        return 0.0
    p = wins / n
    return 1.96 * math.sqrt(p * (1 - p) / n)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2000, help="games per strategy")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game")
    parser.add_argument("--budget", type=int, default=24,
                        help="cunning spy: simulated rounds per destination")
    parser.add_argument("--players", type=int, default=3, help="detectives")
    parser.add_argument("--table", type=int, default=6, choices=(6, 8, 10),
                        help="destinations per round")
    parser.add_argument("--workers", type=int, default=min(2, os.cpu_count() or 1))
    parser.add_argument("--strategies", default="random,cunning")
    default = Knowledge()
    parser.add_argument("--tolerance", type=float, default=default.numeric_tolerance,
                        help="detectives tell figures apart only beyond this ratio")
    parser.add_argument("--recall", type=float, default=default.recall,
                        help="share of other facts the detectives know")
    parser.add_argument("--text-recall", type=float, default=default.text_recall,
                        help="share of trade facts (product, industry, export) they know")
    args = parser.parse_args(argv)
    knowledge = Knowledge(args.tolerance, args.recall, args.text_recall)

    rows = []
    for strategy in args.strategies.split(","):
        tally, wall = run(strategy, args.games, args.seed, args.budget, args.players,
                          args.table, args.workers, knowledge)
        rows.append((strategy, tally, wall))

    wall = sum(row[2] for row in rows)
    print(f"Spy strength: {args.games} games per strategy, {args.players} detectives, "
          f"{args.table} destinations, cunning budget {args.budget}, {args.workers} worker(s)")
    print(f"Detectives' knowledge: figures within x{knowledge.numeric_tolerance:g} look alike, "
          f"facts known {knowledge.recall:.0%}, trade facts known {knowledge.text_recall:.0%}")
    header = (f"{'spy':<8} {'games':>6} {'rounds':>7} {'spy round wins':>15} {'95% ci':>8} "
              f"{'spy game wins':>14} {'rounds/s':>9} {'look-ahead rounds/s':>20}")
    print(header)
    print("-" * len(header))
    for strategy, tally, _ in rows:
        rate = tally.spy_rounds / tally.rounds if tally.rounds else 0.0
        game_rate = tally.spy_games / tally.games if tally.games else 0.0
        per_second = tally.rounds / tally.seconds if tally.seconds else 0.0
        look_ahead = (tally.rounds * args.table * args.budget / tally.seconds
                      if strategy == "cunning" and tally.seconds else 0.0)
        print(f"{strategy:<8} {tally.games:>6} {tally.rounds:>7} {rate:>15.1%} "
              f"{interval(tally.spy_rounds, tally.rounds):>7.1%}  {game_rate:>13.1%} "
              f"{per_second:>9.0f} {look_ahead:>20.0f}")
    print("rounds/s: game rounds per CPU second (the spy's look-ahead included); "
          "look-ahead rounds/s: the cunning spy's simulated rounds per CPU second.")
    print(f"wall time: {wall:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
