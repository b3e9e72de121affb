"""The fast engine (issue 41) against the readable engine and the bare basic-9 loop, in one run.

Prints, as medians of several interleaved runs in one process:

* ``bare_basic9_games_per_s``: ``shared/bench/bare_basic9.py``, the bare loop;
* ``basic9_games_per_s`` and ``basic9_fast_games_per_s``: 魔法都市の人狼 with 2
  werewolves, a seer, a knight and 5 citizens (fixed ``roles=``, the default event
  deck for those roles, 21 cards), random agents sharing one generator reseeded per
  game, on the readable engine and on the fast one (the same games, seed for seed);
* the same for ``basic9_nocards`` (``events=[]``);
* ``mahou9_heuristic_games_per_s`` and ``mahou9_heuristic_fast_games_per_s``: the
  default setup of 9 players (dealt from each game's seed, MAH-06) and its default
  deck, the heuristic agent at every seat (one per seat, kept from game to game, as
  ``mahou_speed.py`` plays them), on either engine (issue 41, item 3: the same choices);
* the ratios of paired runs: ``basic9_to_bare`` (the readable engine, what ``simulate``
  ran before), ``basic9_fast_to_bare`` (what it runs now), the same for
  ``basic9_nocards`` and ``mahou9_heuristic`` (target: ``mahou9_heuristic_fast_to_bare``
  >= 0.05), and the ``*_fast_speedup`` (fast ÷ readable);
* once, after the runs: the event explorer's singles,
  ``event_effects(players=9, n=2000, agents="heuristic", workers=1)`` (26 decks, 52,000
  games), in CPU seconds on the fast engine (``explorer_heuristic_fast_cpu_s``, target
  <= 10) and on the readable one, measured with ``--readable-n`` games a deck and
  scaled to ``--explorer-n`` (``explorer_heuristic_readable_cpu_s``, which says so),
  pandas imported before the clock (its import is the session's, once).
  ``--explorer-n 0`` leaves them out.

Run: ``python benchmarks/fast_speed.py [--games N] [--runs R] [--explorer-n N] [--readable-n N]``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from functools import partial

from _common import bare_module, bare_run, fast_run, heuristic_fast_run, heuristic_run, random_run, speed_args

from jinro_lab.variants.mahou_toshi.agents import HeuristicAgent

BASIC9 = ["werewolf", "werewolf", "seer", "knight"] + ["citizen"] * 5
SETUPS: dict[str, dict[str, object]] = {"basic9": {"roles": BASIC9}, "basic9_nocards": {"roles": BASIC9, "events": []}}
#: the heuristic rows: the default setup of 9 players and its default deck
HEURISTIC: dict[str, object] = {"players": 9}


def explorer_args(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--explorer-n", type=int, default=2000, help="the explorer's games a deck (0: not run)")
    parser.add_argument("--readable-n", type=int, default=200, help="its games a deck on the readable engine")


def explorer_cpu_s(n: int, engine: str) -> float:
    """CPU seconds of the event explorer's singles with ``n`` heuristic games a deck, its
    games played on ``engine`` (``simulate``'s)."""
    # pandas is imported before the clock: a one-off of the session (seconds without bytecode caches)
    import pandas  # noqa: F401

    from jinro_lab.analysis.simulate import simulate
    from jinro_lab.variants.mahou_toshi.tools import explorer

    real = explorer.simulate
    explorer.simulate = partial(simulate, engine=engine)  # type: ignore[assignment]
    try:
        start = time.process_time()
        explorer.event_effects(players=9, n=n, agents="heuristic", workers=1, progress=False)
        return time.process_time() - start
    finally:
        explorer.simulate = real  # type: ignore[assignment]


def main() -> None:
    args = speed_args(__doc__, 500, 7, explorer_args)
    play = bare_module().make_play(rng=random.Random(0).random)
    for setup in SETUPS.values():  # warm up
        random_run("mahou_toshi", 9, 100, 10**6, **setup)
        fast_run("mahou_toshi", 9, 1000, 10**6, **setup)
    heuristic_fast_run("mahou_toshi", HeuristicAgent, 9, 100, 10**6, **HEURISTIC)
    rows: dict[str, list[float]] = {}
    bare: list[float] = []
    for r in range(args.runs):
        bare.append(bare_run(play, args.games * 20))
        for name, setup in SETUPS.items():
            start = r * args.games * 10
            rows.setdefault(name, []).append(random_run("mahou_toshi", 9, args.games, start, **setup))
            rows.setdefault(f"{name}_fast", []).append(fast_run("mahou_toshi", 9, args.games * 10, start, **setup))
        games = max(1, args.games // 10)  # a heuristic game costs several random ones
        rows.setdefault("mahou9_heuristic", []).append(
            heuristic_run("mahou_toshi", HeuristicAgent, 9, games, r * games * 4, **HEURISTIC)
        )
        rows.setdefault("mahou9_heuristic_fast", []).append(
            heuristic_fast_run("mahou_toshi", HeuristicAgent, 9, games * 4, r * games * 4, **HEURISTIC)
        )
    print(f"bare_basic9_games_per_s={statistics.median(bare):.0f}")
    for name, values in rows.items():
        print(f"{name}_games_per_s={statistics.median(values):.0f}")
    for name, values in rows.items():
        print(f"{name}_to_bare={statistics.median(v / b for v, b in zip(values, bare, strict=True)):.4f}")
    for name in (*SETUPS, "mahou9_heuristic"):
        speedups = (f / s for f, s in zip(rows[f"{name}_fast"], rows[name], strict=True))
        print(f"{name}_fast_speedup={statistics.median(speedups):.1f}")
    if args.explorer_n:
        fast = explorer_cpu_s(args.explorer_n, "fast")
        print(f"explorer_heuristic_fast_cpu_s={fast:.1f}  # n={args.explorer_n}, 26 decks, 9 players")
        scale = args.explorer_n / args.readable_n
        readable = explorer_cpu_s(args.readable_n, "readable") * scale
        print(f"explorer_heuristic_readable_cpu_s={readable:.1f}  # n={args.readable_n} scaled x{scale:g}")
        print(f"explorer_heuristic_fast_speedup={readable / fast:.1f}")


if __name__ == "__main__":
    main()
