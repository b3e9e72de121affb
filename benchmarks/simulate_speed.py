"""Games per second of ``jinro_lab.analysis.simulate`` on one and two workers, per variant.

For each registered variant (its default setup) and each kind of agents, prints
games/s with ``workers=1`` (this process)
and ``workers=2`` (two local processes), the ratio 2w/1w (the median of the runs and
their range), and checks that both give the same table. Runs are interleaved
(1 worker, 2 workers, 1 worker, ...) so that a busy spell of the machine hits both.

Columns:

* ``1w/bare``: the one-worker speed as a fraction of the bare basic-9 loop
  (``shared/bench/bare_basic9.py``, no engine), timed in this run between the
  others: this machine's speed drifts, such ratios do not.
* ``cpu est.``: 2 x (CPU seconds of the one-worker run) / (CPU seconds of the
  two-worker run, parent and children): the ratio two *free* cores would give, an
  estimate that other programs on the machine disturb much less than wall time.
  The load average is printed before and after: a load above 0 means the wall-time
  ratio is pessimistic.

Games per measurement: 20,000 with random agents (the size the 1.7x target is
stated for) and 4,000 with heuristic ones for nemuranai and mahou_toshi; 3,000 and
800 for the other (slower) games; ``--random-games`` / ``--heuristic-games`` set
them for all. 3 runs. Run: ``python benchmarks/simulate_speed.py`` (``--variants
nemuranai mahou_toshi`` for the two games of the target only).
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import statistics
import time
from typing import Any

from _common import bare_module, bare_run

import jinro_lab as jl
from jinro_lab.analysis.simulate import simulate
from jinro_lab.core.registry import variants

#: games per measurement (random, heuristic agents), by variant; OTHER_GAMES for the rest
GAMES = {"nemuranai": (20_000, 4_000), "mahou_toshi": (20_000, 4_000)}
OTHER_GAMES = (3_000, 800)


def _cpu() -> float:
    """CPU seconds of this process and its finished children."""
    me, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + children.ru_utime + children.ru_stime


def timed(variant: str, agents: str, n: int, workers: int, seed: int) -> tuple[float, float, Any]:
    """(wall seconds, CPU seconds, table) of one simulation."""
    cpu, wall = _cpu(), time.perf_counter()
    table = simulate(variant, n, seed=seed, agents=agents, workers=workers, progress=False)
    return time.perf_counter() - wall, _cpu() - cpu, table


def _load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--random-games", type=int, help="games with random agents (default: by variant)")
    parser.add_argument("--heuristic-games", type=int, help="games with heuristic agents (default: by variant)")
    parser.add_argument("--runs", type=int, default=3, help="runs; medians and ranges are printed")
    parser.add_argument("--variants", nargs="+", default=["all"], help="variant ids (default: all)")
    args = parser.parse_args()
    names = [info.id for info in variants()] if args.variants == ["all"] else args.variants
    names.sort(key=lambda name: name not in GAMES)  # the two games of the target first

    def kinds(name: str) -> list[tuple[str, int]]:
        random_games, heuristic_games = GAMES.get(name, OTHER_GAMES)
        return [
            ("random", args.random_games or random_games),
            ("heuristic", args.heuristic_games or heuristic_games),
        ]

    bare = bare_module()
    play = bare.make_play(rng=random.Random(0).random)

    print(f"load average at start: {_load()}  (cpus: {os.cpu_count()})")
    for name in names:
        simulate(name, 50, seed=10**6, workers=1, progress=False)  # warm up: import the rules
    speeds: dict[tuple[str, str, int], list[float]] = {}
    cpus: dict[tuple[str, str, int], list[float]] = {}
    bares: list[float] = []
    for run in range(args.runs):
        for name in names:
            for agents, n in kinds(name):
                bares.append(bare_run(play, 20_000))
                tables = {}
                for workers in (1, 2):
                    wall, cpu, tables[workers] = timed(name, agents, n, workers, seed=run)
                    speeds.setdefault((name, agents, workers), []).append(n / wall)
                    cpus.setdefault((name, agents, workers), []).append(cpu)
                assert tables[1].equals(tables[2]), f"{name} {agents}: workers changed the results"
    bare_median = statistics.median(bares)
    print(f"load average at end: {_load()}")
    print(f"bare basic-9 loop (same run): {bare_median:,.0f} games/s (runs {min(bares):,.0f}-{max(bares):,.0f})")

    lines = []
    for name in names:
        players = jl.new_game(name, seed=0).players
        print()
        print(f"{name} ({players} players, default setup)")
        head = f"{'1 worker':>9}  {'2 workers':>9}  {'2w/1w (range)':>18}  {'cpu est.':>8}  1w/bare"
        print(f"  {'agents':<10} {'games':>6}  {head}")
        for agents, n in kinds(name):
            one, two = speeds[(name, agents, 1)], speeds[(name, agents, 2)]
            ratios = [b / a for a, b in zip(one, two, strict=True)]
            cpu_ratios = [2 * a / b for a, b in zip(cpus[(name, agents, 1)], cpus[(name, agents, 2)], strict=True)]
            ratio, low, high = statistics.median(ratios), min(ratios), max(ratios)
            print(
                f"  {agents:<10} {n:>6}  {statistics.median(one):>9,.0f}  {statistics.median(two):>9,.0f}  "
                f"{ratio:>6.2f} ({low:.2f}-{high:.2f})  {statistics.median(cpu_ratios):>8.2f}  "
                f"{statistics.median(one) / bare_median:.4f}"
            )
            key = f"simulate_{name}_{agents}"
            lines += [
                f"{key}_games_per_s_workers_1={statistics.median(one):.0f}",
                f"{key}_games_per_s_workers_2={statistics.median(two):.0f}",
                f"{key}_ratio_2w_1w={ratio:.2f}",
                f"{key}_cpu_ratio_2w_1w={statistics.median(cpu_ratios):.2f}",
            ]
    print()
    print(f"bare_basic9_games_per_s={bare_median:.0f}")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
