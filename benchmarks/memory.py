"""Memory stays flat in long simulations: resident-set growth over many random-deal games.

Every game of a row deals its roles afresh: ``roles=`` is a random permutation of
the variant's default setup (so the memo tables keyed by the seating see a new key
nearly every game), and 人狼は眠らない deals its cards from each game's seed. Random
agents share one generator, reseeded per game, all in one process. After a warm-up
of ``--warm-up`` games per row, the resident set size (``VmRSS``) is read, the row's
``--games`` games are played, and it is read again.

Prints ``rss_growth_mb_{row}`` per row and ``rss_growth_mb``, the growth over all
rows (the kit's target: under 20 MB with 6,000 games a row). Run:
``python benchmarks/memory.py`` (``--games``, ``--warm-up``, ``--rows``).
"""

from __future__ import annotations

import argparse
import gc
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, play_game
from jinro_lab.variants.lotro.setup import default_setup, setup_roles
from jinro_lab.variants.mahou_toshi.setup import default_roles as mahou_roles
from jinro_lab.variants.seijika.setup import default_roles as seijika_roles

#: row -> (variant, seats, the default roles to shuffle; ``None``: the deal of the seed)
ROWS: dict[str, tuple[str, int, Callable[[int], list[str]] | None]] = {
    "mahou16": ("mahou_toshi", 16, mahou_roles),
    "mahou9": ("mahou_toshi", 9, mahou_roles),
    "seijika8": ("seijika", 8, seijika_roles),
    "lotro16": ("lotro", 16, lambda n: setup_roles(default_setup(n))),
    "nemuranai4": ("nemuranai", 4, None),
}


def rss_mb() -> float:
    """The resident set size of this process now, in MB (``VmRSS`` of /proc/self/status)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise SystemExit("no VmRSS in /proc/self/status (this script reads Linux's)")


def play(row: str, games: int, start: int) -> None:
    """``games`` random-agent games of ``row``, seeds ``start`` on, each with a fresh deal."""
    variant, seats, roles = ROWS[row]
    shared = random.Random()
    agents = [RandomAgent(rng=shared) for _ in range(seats)]
    deal = random.Random(start)
    for i in range(start, start + games):
        shared.seed(i)
        setup: dict[str, Any] = {"players": seats}
        if roles is not None:
            setup = {"roles": deal.sample(roles(seats), seats)}
        play_game(jl.new_game(variant, seed=i, **setup), agents)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=6000, help="measured games per row")
    parser.add_argument("--warm-up", type=int, default=300, help="games per row before the first reading")
    parser.add_argument("--rows", nargs="*", default=list(ROWS), choices=list(ROWS), help="rows to play")
    args = parser.parse_args()
    for row in args.rows:
        play(row, args.warm_up, 10**6)
    gc.collect()
    first = rss_mb()
    for row in args.rows:
        gc.collect()
        before = rss_mb()
        play(row, args.games, 0)
        gc.collect()
        print(f"rss_growth_mb_{row}={rss_mb() - before:.1f}", flush=True)
    print(f"rss_growth_mb={rss_mb() - first:.1f}")


if __name__ == "__main__":
    main()
