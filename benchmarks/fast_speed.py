"""The fast engine (issue 41) against the readable engine and the bare basic-9 loop, in one run.

Prints, as medians of several interleaved runs in one process:

* ``bare_basic9_games_per_s``: ``shared/bench/bare_basic9.py``, the bare loop;
* ``basic9_games_per_s`` and ``basic9_fast_games_per_s``: 魔法都市の人狼 with 2
  werewolves, a seer, a knight and 5 citizens (fixed ``roles=``, the default event
  deck for those roles, 21 cards), random agents sharing one generator reseeded per
  game, on the readable engine and on the fast one (the same games, seed for seed);
* the same for ``basic9_nocards`` (``events=[]``);
* the ratios of paired runs: ``basic9_to_bare`` (the readable engine, what ``simulate``
  ran before), ``basic9_fast_to_bare`` (what it runs now), the same for
  ``basic9_nocards``, and ``basic9_fast_speedup`` / ``basic9_nocards_fast_speedup``
  (fast ÷ readable).

Run: ``python benchmarks/fast_speed.py [--games N] [--runs R]``.
"""

from __future__ import annotations

import random
import statistics

from _common import bare_module, bare_run, fast_run, random_run, speed_args

BASIC9 = ["werewolf", "werewolf", "seer", "knight"] + ["citizen"] * 5
SETUPS: dict[str, dict[str, object]] = {"basic9": {"roles": BASIC9}, "basic9_nocards": {"roles": BASIC9, "events": []}}


def main() -> None:
    args = speed_args(__doc__, 500, 7)
    play = bare_module().make_play(rng=random.Random(0).random)
    for setup in SETUPS.values():  # warm up
        random_run("mahou_toshi", 9, 100, 10**6, **setup)
        fast_run("mahou_toshi", 9, 1000, 10**6, **setup)
    rows: dict[str, list[float]] = {}
    bare: list[float] = []
    for r in range(args.runs):
        bare.append(bare_run(play, args.games * 20))
        for name, setup in SETUPS.items():
            start = r * args.games * 10
            rows.setdefault(name, []).append(random_run("mahou_toshi", 9, args.games, start, **setup))
            rows.setdefault(f"{name}_fast", []).append(fast_run("mahou_toshi", 9, args.games * 10, start, **setup))
    print(f"bare_basic9_games_per_s={statistics.median(bare):.0f}")
    for name, values in rows.items():
        print(f"{name}_games_per_s={statistics.median(values):.0f}")
    for name, values in rows.items():
        print(f"{name}_to_bare={statistics.median(v / b for v, b in zip(values, bare, strict=True)):.4f}")
    for name in SETUPS:
        speedups = (f / s for f, s in zip(rows[f"{name}_fast"], rows[name], strict=True))
        print(f"{name}_fast_speedup={statistics.median(speedups):.1f}")


if __name__ == "__main__":
    main()
