"""Games per second of LotROで人狼 with its default setups (LOT-03), 9 and 16 players.

Prints, as medians of several interleaved runs in one process:

* ``lotro{n}_random_games_per_s``: the default setup of ``n`` players (dealt from
  each game's seed), random agents sharing one generator reseeded per game, event
  log kept, every action validated;
* ``lotro{n}_heuristic_games_per_s``: the same with the heuristic agent, which
  reads its seat's view at every decision.

The machine's speed drifts by +-25%: compare figures of one run (or of runs made
back to back). Run: ``python benchmarks/lotro_speed.py``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, play_game
from jinro_lab.variants.lotro.agents import HeuristicAgent

PLAYERS = (9, 16)


def random_run(players: int, games: int, start: int) -> float:
    shared = random.Random()
    agents = [RandomAgent(rng=shared) for _ in range(players)]
    t0 = time.perf_counter()
    for i in range(start, start + games):
        shared.seed(i)
        play_game(jl.new_game("lotro", players=players, seed=i), agents)
    return games / (time.perf_counter() - t0)


def heuristic_run(players: int, games: int, start: int) -> float:
    agents = [HeuristicAgent(seat) for seat in range(players)]
    t0 = time.perf_counter()
    for i in range(start, start + games):
        play_game(jl.new_game("lotro", players=players, seed=i), agents)
    return games / (time.perf_counter() - t0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=300, help="random-agent games per run")
    parser.add_argument("--runs", type=int, default=3, help="runs; the medians are printed")
    args = parser.parse_args()
    heuristic_games = max(1, args.games // 3)
    for players in PLAYERS:  # warm up the caches
        random_run(players, 20, 10**6)
    rates: dict[str, list[float]] = {}
    for run in range(args.runs):
        for players in PLAYERS:
            rates.setdefault(f"lotro{players}_random_games_per_s", []).append(
                random_run(players, args.games, run * args.games)
            )
            rates.setdefault(f"lotro{players}_heuristic_games_per_s", []).append(
                heuristic_run(players, heuristic_games, run * heuristic_games)
            )
    for name, values in rates.items():
        print(f"{name} {statistics.median(values):.0f}")


if __name__ == "__main__":
    main()
