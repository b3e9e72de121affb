"""How long a class season takes to keep and rate its games (issue 39, item 5).

A season of ``--games`` synthetic 9-seat games of 魔法都市の人狼 (``--players`` students,
seated at random; seven citizens and two werewolves; the winning side drawn at random) is
kept in a SQLite file, then rated and shown (``Season.board``, which rates every game again
in the order played). Prints the seconds of each, the median of ``--runs``.

    python benchmarks/season_speed.py [--games 2000] [--players 30] [--runs 3]
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from pathlib import Path

from jinro_lab.table.season import Season
from jinro_lab.table.store import Played, PlayedSeat, Store


def games(n: int, players: int, seed: int = 0) -> list[Played]:
    """``n`` seeded 9-seat games among ``players`` students."""
    rng = random.Random(seed)
    names = [f"student {i}" for i in range(players)]
    out = []
    for g in range(n):
        seated = rng.sample(names, 9)
        wolves = set(rng.sample(range(9), 2))
        wolves_won = rng.random() < 0.6
        seats = tuple(
            PlayedSeat(s, name, "student", "werewolves" if s in wolves else "citizens", (s in wolves) == wolves_won)
            for s, name in enumerate(seated)
        )
        out.append(Played(f"bench:{g}", float(g), "mahou_toshi", "table", "bench", None, seats))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--players", type=int, default=30)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    played = games(args.games, args.players)
    keep, rate = [], []
    for _ in range(args.runs):
        with tempfile.TemporaryDirectory() as folder:
            store = Store(Path(folder) / "season.db")
            start = time.perf_counter()
            store.add_played(played)
            keep.append(time.perf_counter() - start)
            start = time.perf_counter()
            Season(store).board()
            rate.append(time.perf_counter() - start)
            store.close()
    print(f"{args.games} games of 9 seats, {args.players} students, median of {args.runs} runs:")
    print(f"  keep them in SQLite: {statistics.median(keep):.3f} s")
    print(f"  rate them and show the board: {statistics.median(rate):.3f} s")


if __name__ == "__main__":
    main()
