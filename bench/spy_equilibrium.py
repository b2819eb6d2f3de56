"""What can any spy win against a team that knows its mixed strategy? The hider-seeker game of one
round, solved table by table.

    python3 bench/spy_equilibrium.py --tables 500 --cards 16,6,3

The spy's only choice in a round is where it hides among the table's destinations. For each random
table (and a random deal of the cards the team holds: ``--cards`` says how many are left in the
game, as in the first round (16) or later ones), the team is the standard one of the spy bench
(figures within x3 look alike, half the facts known, a fifth of the trade facts) playing the
Bayes-optimal round against a spy whose mixture it knows (engine/destination_x/seeking.py, no card
cost). Three spies:

- ``uniform``: hides anywhere (the easy spy).
- ``omniscient``: knows the team's facts and cards and plays the round's equilibrium for them:
  the best of the cutting-plane solution of max over mixtures of the team's best reply, and of
  hiding uniformly among each of the 63 sets of destinations. No spy in its own seat can do
  better: this is an upper bound on what hiding can win against a best response.
- ``seat``: what a spy that sees only its seat can do, with the best model it could have of the
  team: the equilibrium over ``--worlds`` sampled teams drawn from the very process that made the
  real team (same tolerance and recall), evaluated against the real team. The shipped hard spy
  (engine/destination_x/spy.py) solves the same game with a wider model of the team.

Prints the mean value (the spy's chance to win the round) of each spy and its ratio to uniform,
the share of tables where the omniscient spy reaches 1.5x uniform, and the distribution of
per-table values.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from hideout.data.cards import default_deck_ids, load_cards
from hideout.data.handbook import load_handbook
from hideout.engine.destination_x.detectives import Knowledge, TableModel
from hideout.engine.destination_x.spy import TableFacts, TeamModel, World, equilibrium, world_value

STANDARD = Knowledge()
# The process the standard team's facts come from, as a spy's model: exactly its parameters.
CALIBRATED = TeamModel(tolerances=(STANDARD.numeric_tolerance,),
                       recall=(STANDARD.recall, STANDARD.recall),
                       text_recall=(STANDARD.text_recall, STANDARD.text_recall))


def deal(deck: list[str], left: int, rng: random.Random) -> list[list[str]]:
    cards = rng.sample(deck, left)
    return [cards[i:min(i + 3, left)] for i in range(0, min(9, left), 3)]


def subsets_best(worlds: list[World], size: int) -> tuple[float, list[float]]:
    best: tuple[float, list[float]] = (-1.0, [])
    for m in range(1, 1 << size):
        k = m.bit_count()
        p = [1.0 / k if m >> i & 1 else 0.0 for i in range(size)]
        v = world_value(worlds, p)
        if v > best[0]:
            best = (v, p)
    return best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=500)
    parser.add_argument("--cards", default="16,6,3", help="cards left in the game, per stage")
    parser.add_argument("--worlds", type=int, default=16, help="sampled teams for the seat spy")
    parser.add_argument("--seat-tables", type=int, default=100,
                        help="tables (the first ones) on which the seat spy is also solved")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args(argv)
    handbook, cards = load_handbook(), load_cards()
    deck = default_deck_ids(cards)
    ids = list(handbook.ids)
    print(f"One round, 6 destinations, the standard team's facts, {args.tables} tables per stage "
          f"(seat spy on the first {args.seat_tables}, {args.worlds} sampled teams), seed {args.seed}")
    print(f"{'cards left':>10} {'tables':>6} {'uniform':>8} {'omniscient':>11} {'ratio':>6} "
          f"{'tables >=1.5x':>14} {'seat (same tables)':>19} {'uniform there':>14} {'ratio':>6} "
          f"{'s':>5}")
    for left in (int(c) for c in args.cards.split(",")):
        rng = random.Random(f"{args.seed}/{left}")
        start = time.process_time()
        uniform_values, omniscient_values, seat_values = [], [], []
        for t in range(args.tables):
            table = rng.sample(ids, 6)
            actual = [World(TableModel(table, handbook, cards, STANDARD), deal(deck, left, rng),
                            left)]
            u = world_value(actual, [1 / 6] * 6)
            lp_value, _ = equilibrium(actual, 6, iterations=15)
            omniscient = max(lp_value, subsets_best(actual, 6)[0], u)
            uniform_values.append(u)
            omniscient_values.append(omniscient)
            if t < args.seat_tables:
                facts = TableFacts(table, handbook, cards, deck, False)
                worlds = [World(TableModel.from_masks(table, cards, facts.sample_masks(CALIBRATED,
                                                                                      rng)),
                                deal(deck, left, rng), left) for _ in range(args.worlds)]
                _, mixture = equilibrium(worlds, 6, iterations=8)
                seat_values.append(world_value(actual, mixture))
        mu, mo = statistics.mean(uniform_values), statistics.mean(omniscient_values)
        reach = sum(o >= 1.5 * u and o > 0 for o, u in zip(omniscient_values, uniform_values))
        ms = statistics.mean(seat_values) if seat_values else 0.0
        mus = statistics.mean(uniform_values[:len(seat_values)]) if seat_values else 0.0
        print(f"{left:>10} {args.tables:>6} {mu:>8.2%} {mo:>11.2%} {mo / mu if mu else 0:>5.2f}x "
              f"{reach / args.tables:>14.1%} {ms:>19.2%} {mus:>14.2%} "
              f"{ms / mus if mus else 0:>5.2f}x {time.process_time() - start:>5.0f}")
        deciles = statistics.quantiles(omniscient_values, n=10) if len(omniscient_values) > 1 else []
        print(f"{'':>10} per-table omniscient value deciles: "
              + " ".join(f"{d:.2f}" for d in deciles)
              + f"; tables where uniform wins nothing: "
              f"{sum(u == 0 for u in uniform_values) / args.tables:.0%}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
