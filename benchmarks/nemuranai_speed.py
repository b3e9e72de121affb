"""Random-agent games per second for 人狼は眠らない with 4 players, one process.

Prints ``nemuranai4_games_per_s=NNNN``: the median of several runs of the full
engine (event log kept, every action validated, RandomAgent choices; random agents
read no view, so none is built). For scale it also times, in the same process and
interleaved run by run, a bare hand-written loop that only shuffles, draws and
picks random cards (no rules, no log), and prints the median ratio of the paired
runs: this machine's speed drifts by +-25% from minute to minute, and the ratio
is the steadier figure. Run: ``python benchmarks/nemuranai_speed.py``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, play_game


def engine_run(games: int, start: int) -> float:
    agents = [RandomAgent(seed) for seed in range(4)]
    t0 = time.perf_counter()
    for i in range(start, start + games):
        play_game(jl.new_game("nemuranai", players=4, seed=i), agents)
    return games / (time.perf_counter() - t0)


def bare_run(games: int, start: int) -> float:
    """A bare loop: shuffle 16 cards, 11 turns of draw-and-play-one, no rules."""
    deck0 = list(range(16))
    t0 = time.perf_counter()
    for i in range(start, start + games):
        rng = random.Random(i)
        deck = deck0[:]
        rng.shuffle(deck)
        hands = [[deck.pop()] for _ in range(4)]
        seat = 0
        while deck:
            hand = hands[seat]
            hand.append(deck.pop())
            hand.pop(rng.randrange(2))
            seat = (seat + 1) % 4
    return games / (time.perf_counter() - t0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000, help="games per run")
    parser.add_argument("--runs", type=int, default=9, help="runs; the median is printed")
    args = parser.parse_args()
    engine_run(200, 10**6)  # warm up
    runs = [(engine_run(args.games, r * args.games), bare_run(args.games, r * args.games)) for r in range(args.runs)]
    print(f"nemuranai4_games_per_s={statistics.median(e for e, _ in runs):.0f}")
    print(f"bare_loop_games_per_s={statistics.median(b for _, b in runs):.0f}")
    print(f"engine_to_bare_ratio={statistics.median(e / b for e, b in runs):.3f}")


if __name__ == "__main__":
    main()
