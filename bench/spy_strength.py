"""How strong is the computer spy, and can a team that reads it beat it? Each spy level against a
family of simulated detective teams, over many seeded games, with its speed.

    python3 bench/spy_strength.py --games 2000 --workers 2

Teams (all play from the detectives' view; see engine/destination_x/detectives.py):

- ``standard``: the strong team: figures within x3 look alike, 50% of facts known, 20% of trade
  facts; it weighs every face-up destination alike.
- ``other-facts``: a better-read table that knows other facts (another hash salt, figures within
  x2, 70% and 30%): the spy cannot have tuned on what it knows.
- ``bayesian``: the standard team's facts, plus the spy's exact mixed strategy for the round (the
  probabilities the spy itself drew its hideout from): it weighs candidates by them, eliminates
  the least likely and arrests at 0.8. A best response to a spy whose algorithm it knows.
- ``best-response``: the standard team's facts and the spy's exact mixture for the round, playing
  the Bayes-optimal round by look-ahead (engine/destination_x/seeking.py: questions, eliminations
  and arrests chosen for the best chance with the cards it holds, a card worth seeking.CARD_VALUE, 0.03 round wins).
- ``random``: asks random cards, eliminates what its answers ruled out, else at random.

Game ``i`` of every pairing uses seed ``seed + i`` (the same deals for every spy); the spy draws
from its own generator, seeded from the game's number. "spy ms/game" is the CPU time of all the
spy's decisions in one game (median and 95th percentile); the target is under 200 ms.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from bench.measures import percentile  # noqa: E402

from hideout.data.cards import load_cards
from hideout.data.handbook import load_handbook
from hideout.engine.commands import Command
from hideout.engine.destination_x.config import SPY_LEVELS, GameConfig
from hideout.engine.destination_x.detectives import (
    BayesianTeam,
    BestResponseTeam,
    DetectiveTeam,
    Knowledge,
    RandomTeam,
)
from hideout.engine.destination_x.events import RoundEnded, Side
from hideout.engine.destination_x.game import DestinationXGame, GameView
from hideout.engine.destination_x.spy import ComputerSpy
from hideout.engine.players import computer_moves

TEAMS = ("standard", "other-facts", "bayesian", "best-response", "random")
OTHER_FACTS = Knowledge(numeric_tolerance=2.0, recall=0.7, text_recall=0.3, salt="other table/")


@dataclass
class Tally:
    games: int = 0
    rounds: int = 0
    spy_rounds: int = 0
    spy_games: int = 0
    seconds: float = 0.0
    spy_ms: list[float] = field(default_factory=list)

    def add(self, other: Tally) -> None:
        self.games += other.games
        self.rounds += other.rounds
        self.spy_rounds += other.spy_rounds
        self.spy_games += other.spy_games
        self.seconds += other.seconds
        self.spy_ms += other.spy_ms


class TimedSpy:
    """The spy in its seat, with a clock on its decisions."""

    def __init__(self, spy: ComputerSpy) -> None:
        self.spy = spy
        self.seconds = 0.0

    def choose(self, view: GameView) -> Command:
        start = time.process_time()
        try:
            return self.spy.choose(view)
        finally:
            self.seconds += time.process_time() - start


def make_team(name: str, game: DestinationXGame, spy: ComputerSpy, seed: int) -> DetectiveTeam:
    if name == "standard":
        return DetectiveTeam(game.handbook, game.cards, seed=seed)
    if name == "other-facts":
        return DetectiveTeam(game.handbook, game.cards, knowledge=OTHER_FACTS, seed=seed)
    if name == "bayesian":
        return BayesianTeam(game.handbook, game.cards, prior=lambda view: spy.last_mixture,
                            seed=seed)
    if name == "best-response":
        return BestResponseTeam(game.handbook, game.cards, prior=lambda view: spy.last_mixture,
                                seed=seed)
    if name == "random":
        return RandomTeam(game.handbook, game.cards, seed=seed)
    raise ValueError(f"unknown team {name!r}")


def play_games(level: str, team_name: str, seeds: range, budget: int, players: int,
               table: int) -> Tally:
    handbook, cards = load_handbook(), load_cards()
    tally = Tally()
    start = time.process_time()  # CPU time: the machine may be shared
    for seed in seeds:
        config = GameConfig(players=tuple(f"D{i}" for i in range(players)), seed=seed,
                            spy_strategy=level, spy_budget=budget, destinations_per_round=table)
        game = DestinationXGame(config, handbook, cards)
        spy = ComputerSpy.for_game(game, seed=seed * 7919 + 13)
        seat = TimedSpy(spy)
        computer = {"spy": seat}
        team = make_team(team_name, game, spy, seed)
        computer_moves(game, computer)
        while not game.is_over():
            game.apply(team.choose(game))
            computer_moves(game, computer)
        ended = [e for e in game.log if isinstance(e, RoundEnded)]
        tally.games += 1
        tally.rounds += len(ended)
        tally.spy_rounds += sum(e.winner is Side.SPY for e in ended)
        outcome = game.outcome()
        tally.spy_games += outcome is not None and outcome.winner is Side.SPY
        tally.spy_ms.append(seat.seconds * 1000)
    tally.seconds = time.process_time() - start
    return tally


def interval(wins: int, n: int) -> float:
    """Half-width of a 95% normal confidence interval for a proportion."""
    if n == 0:
        return 0.0
    p = wins / n
    return 1.96 * math.sqrt(p * (1 - p) / n)


def run(pairings: list[tuple[str, str]], games: int, seed: int, budget: int, players: int,
        table: int, workers: int) -> dict[tuple[str, str], Tally]:
    chunk = max(1, games // (4 * workers))
    jobs = [(pair, range(seed + i, seed + min(games, i + chunk)))
            for pair in pairings for i in range(0, games, chunk)]
    totals = {pair: Tally() for pair in pairings}
    if workers == 1:
        for pair, seeds in jobs:
            totals[pair].add(play_games(*pair, seeds, budget, players, table))
        return totals
    with ProcessPoolExecutor(workers) as pool:
        futures = [(pair, pool.submit(play_games, *pair, seeds, budget, players, table))
                   for pair, seeds in jobs]
        for pair, future in futures:
            totals[pair].add(future.result())
    return totals


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2000, help="games per spy and team")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game")
    parser.add_argument("--budget", type=int, default=GameConfig(players=("x",)).spy_budget,
                        help="sampled worlds per spy decision")
    parser.add_argument("--players", type=int, default=3, help="detectives")
    parser.add_argument("--table", type=int, default=6, choices=(6, 8, 10),
                        help="destinations per round")
    parser.add_argument("--workers", type=int, default=min(2, os.cpu_count() or 1))
    parser.add_argument("--levels", default=",".join(SPY_LEVELS))
    parser.add_argument("--teams", default=",".join(TEAMS))
    args = parser.parse_args(argv)

    pairings = [(lv, tm) for lv in args.levels.split(",") for tm in args.teams.split(",")]
    wall = time.perf_counter()
    totals = run(pairings, args.games, args.seed, args.budget, args.players, args.table,
                 args.workers)
    wall = time.perf_counter() - wall

    print(f"Spy strength: {args.games} games per spy and team, seeds {args.seed}.."
          f"{args.seed + args.games - 1}, {args.players} detectives, {args.table} destinations, "
          f"budget {args.budget}, {args.workers} worker(s), {wall:.0f} s wall")
    header = (f"{'spy':<7} {'team':<13} {'games':>6} {'rounds':>7} {'spy rounds':>11} "
              f"{'±95%':>6} {'spy games':>10} {'±95%':>6} {'spy ms/game p50':>16} "
              f"{'p95':>6} {'rounds/s':>9}")
    print(header)
    print("-" * len(header))
    for (level, team), t in totals.items():
        rate = t.spy_rounds / t.rounds if t.rounds else 0.0
        game_rate = t.spy_games / t.games if t.games else 0.0
        per_second = t.rounds / t.seconds if t.seconds else 0.0
        print(f"{level:<7} {team:<13} {t.games:>6} {t.rounds:>7} {rate:>11.1%} "
              f"{interval(t.spy_rounds, t.rounds):>6.1%} {game_rate:>10.1%} "
              f"{interval(t.spy_games, t.games):>6.1%} {percentile(t.spy_ms, 0.5):>16.1f} "
              f"{percentile(t.spy_ms, 0.95):>6.1f} {per_second:>9.0f}")
    print("spy rounds / spy games: share won by the spy; rounds/s: game rounds per CPU second, "
          "the spy's thinking and the team's included.")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
