"""Games per second of 政治家人狼 with the kit's default setups (SEI-03), 8 and 12 players.

Prints, as medians of several interleaved runs in one process, for plain rules
(``plain``) and manifesto rules with the illustrative deck (``manifesto``):

* ``seijika{n}_random_games_per_s_{rules}``: the default setup of ``n`` players
  (dealt from each game's seed), random agents sharing one generator reseeded per
  game, event log kept, every action validated;
* ``seijika{n}_heuristic_games_per_s_{rules}``: the same with the heuristic agent,
  which reads its seat's view at every decision.

The machine's speed drifts by +-25%: compare figures of one run (or of runs made
back to back). Run: ``python benchmarks/seijika_speed.py``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import Any

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, play_game
from jinro_lab.variants.seijika.agents import HeuristicAgent

PLAYERS = (8, 12)
RULES: dict[str, dict[str, Any]] = {"plain": {}, "manifesto": {"manifestos": True}}


def random_run(players: int, games: int, start: int, rules: str = "plain") -> float:
    shared = random.Random()
    agents = [RandomAgent(rng=shared) for _ in range(players)]
    options = RULES[rules]
    t0 = time.perf_counter()
    for i in range(start, start + games):
        shared.seed(i)
        play_game(jl.new_game("seijika", players=players, seed=i, **options), agents)
    return games / (time.perf_counter() - t0)


def heuristic_run(players: int, games: int, start: int, rules: str = "plain") -> float:
    agents = [HeuristicAgent(seat) for seat in range(players)]
    options = RULES[rules]
    t0 = time.perf_counter()
    for i in range(start, start + games):
        play_game(jl.new_game("seijika", players=players, seed=i, **options), agents)
    return games / (time.perf_counter() - t0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000, help="random-agent games per run")
    parser.add_argument("--runs", type=int, default=5, help="runs; the medians are printed")
    args = parser.parse_args()
    heuristic_games = max(1, args.games // 10)
    for players in PLAYERS:  # warm up the caches of both setups
        for rules in RULES:
            random_run(players, 100, 10**6, rules)
    rows: dict[str, list[float]] = {}
    for r in range(args.runs):
        for players in PLAYERS:
            for rules in RULES:
                rows.setdefault(f"seijika{players}_random_games_per_s_{rules}", []).append(
                    random_run(players, args.games, r * args.games, rules)
                )
                rows.setdefault(f"seijika{players}_heuristic_games_per_s_{rules}", []).append(
                    heuristic_run(players, heuristic_games, r * heuristic_games, rules)
                )
    for name, values in rows.items():
        print(f"{name}={statistics.median(values):.0f}")


if __name__ == "__main__":
    main()
