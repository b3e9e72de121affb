"""Games per second of 魔法都市の人狼 with its default setups (MAH-06), 9 and 16 players.

Prints, as medians of several interleaved runs in one process, for the event
cards on (the default deck, random selection: ``events_on``) and off
(``events=[]``: ``events_off``):

* ``mahou{n}_random_games_per_s_events_{on,off}``: the default setup of ``n``
  players (dealt from each game's seed), random agents sharing one generator
  reseeded per game, event log kept, every action validated;
* ``mahou{n}_heuristic_games_per_s_events_{on,off}``: the same with the heuristic
  agent, which reads its seat's view at every decision.

The machine's speed drifts by +-25%: compare figures of one run (or of runs made
back to back). Run: ``python benchmarks/mahou_speed.py``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import Any

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, play_game
from jinro_lab.variants.mahou_toshi.agents import HeuristicAgent

PLAYERS = (9, 16)
#: the event options of each column: the default deck (MAH-13), or none
EVENTS: dict[str, dict[str, Any]] = {"on": {}, "off": {"events": []}}


def random_run(players: int, games: int, start: int, events: str = "on") -> float:
    shared = random.Random()
    agents = [RandomAgent(rng=shared) for _ in range(players)]
    options = EVENTS[events]
    t0 = time.perf_counter()
    for i in range(start, start + games):
        shared.seed(i)
        play_game(jl.new_game("mahou_toshi", players=players, seed=i, **options), agents)
    return games / (time.perf_counter() - t0)


def heuristic_run(players: int, games: int, start: int, events: str = "on") -> float:
    agents = [HeuristicAgent(seat) for seat in range(players)]
    options = EVENTS[events]
    t0 = time.perf_counter()
    for i in range(start, start + games):
        play_game(jl.new_game("mahou_toshi", players=players, seed=i, **options), agents)
    return games / (time.perf_counter() - t0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000, help="random-agent games per run")
    parser.add_argument("--runs", type=int, default=5, help="runs; the medians are printed")
    args = parser.parse_args()
    heuristic_games = max(1, args.games // 10)
    for players in PLAYERS:  # warm up the caches of both setups
        for events in EVENTS:
            random_run(players, 100, 10**6, events)
    rows: dict[str, list[float]] = {}
    for r in range(args.runs):
        for players in PLAYERS:
            for events in EVENTS:
                rows.setdefault(f"mahou{players}_random_games_per_s_events_{events}", []).append(
                    random_run(players, args.games, r * args.games, events)
                )
                rows.setdefault(f"mahou{players}_heuristic_games_per_s_events_{events}", []).append(
                    heuristic_run(players, heuristic_games, r * heuristic_games, events)
                )
    for name, values in rows.items():
        print(f"{name}={statistics.median(values):.0f}")


if __name__ == "__main__":
    main()
