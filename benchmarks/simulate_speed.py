"""Games per second of ``jinro_lab.analysis.simulate`` (the analysts' main job).

Prints, for random and heuristic agents on 4-player nemuranai, the speed in this
process (``workers=1``) and in local processes (``workers=None``: one per CPU),
and checks that both give the same table. Run: ``python benchmarks/simulate_speed.py``.
"""

from __future__ import annotations

import argparse
import time

from jinro_lab.analysis import simulate


def timed(agents: str, n: int, workers: int | None) -> tuple[float, object]:
    t0 = time.perf_counter()
    table = simulate("nemuranai", n=n, seed=2026, agents=agents, workers=workers, progress=False)
    return n / (time.perf_counter() - t0), table


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--random-games", type=int, default=20_000)
    parser.add_argument("--heuristic-games", type=int, default=4_000)
    args = parser.parse_args()
    for agents, n in (("random", args.random_games), ("heuristic", args.heuristic_games)):
        one, table_one = timed(agents, n, 1)
        local, table_local = timed(agents, n, None)
        assert table_one.equals(table_local), "workers changed the results"
        print(f"simulate_{agents}_games_per_s_workers_1={one:.0f}")
        print(f"simulate_{agents}_games_per_s_local_processes={local:.0f}")
        print(f"simulate_{agents}_process_speedup={local / one:.2f}")


if __name__ == "__main__":
    main()
