"""Random-agent games per second of the engine, against the bare basic-9 loop.

Prints, as medians of several interleaved runs in one process:

* ``basic9_games_per_s``: 魔法都市の人狼 with 2 werewolves, a seer, a knight and 5
  citizens (fixed ``roles=``, no event cards), random agents, event log kept,
  every action validated, one process;
* ``nemuranai4_games_per_s``: 人狼は眠らない with 4 players, the same way;
* ``bare_basic9_games_per_s``: ``shared/bench/bare_basic9.py``, the same basic-9
  setup as a bare loop with no engine (no log, no validation), timed in this run;
* ``basic9_to_bare`` and ``nemuranai4_to_bare``: the ratios of paired runs (this
  machine's speed drifts by +-25%, the ratios do not).

The random agents of a game share one generator, reseeded per game (as the
issue's calibration engine did: a generator per agent per game would cost more
than the rules). Run: ``python benchmarks/basic9_speed.py``.
"""

from __future__ import annotations

import argparse
import random
import statistics

from _common import bare_module, bare_run, random_run

BASIC9 = ["werewolf", "werewolf", "seer", "knight"] + ["citizen"] * 5


def engine_run(variant: str, games: int, start: int, **setup: object) -> float:
    return random_run(variant, len(BASIC9) if variant == "mahou_toshi" else 4, games, start, **setup)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000, help="engine games per run")
    parser.add_argument("--runs", type=int, default=7, help="runs; the medians are printed")
    args = parser.parse_args()
    bare = bare_module()
    rng = random.Random(0)
    play = bare.make_play(rng=rng.random)
    basic9 = {"roles": BASIC9}
    engine_run("mahou_toshi", 200, 10**6, **basic9)  # warm up
    engine_run("nemuranai", 200, 10**6, players=4)
    rows = []
    for r in range(args.runs):
        b = bare_run(play, args.games * 10)
        m = engine_run("mahou_toshi", args.games, r * args.games, **basic9)
        n = engine_run("nemuranai", args.games, r * args.games, players=4)
        rows.append((m, n, b))
    print(f"basic9_games_per_s={statistics.median(m for m, _, _ in rows):.0f}")
    print(f"nemuranai4_games_per_s={statistics.median(n for _, n, _ in rows):.0f}")
    print(f"bare_basic9_games_per_s={statistics.median(b for _, _, b in rows):.0f}")
    print(f"basic9_to_bare={statistics.median(m / b for m, _, b in rows):.3f}")
    print(f"nemuranai4_to_bare={statistics.median(n / b for _, n, b in rows):.3f}")


if __name__ == "__main__":
    main()
