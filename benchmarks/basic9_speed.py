"""Random-agent games per second of the engine, against the bare basic-9 loop.

Prints, as medians of several interleaved runs in one process:

* ``basic9_games_per_s``: 魔法都市の人狼 with 2 werewolves, a seer, a knight and 5
  citizens (fixed ``roles=``, and so the default event deck for those roles, 21
  cards, MAH-35), random agents, event log kept, every action validated, one process;
* ``basic9_nocards_games_per_s``: the same village with no event cards (``events=[]``);
* ``nemuranai4_games_per_s``: 人狼は眠らない with 4 players, the same way;
* ``bare_basic9_games_per_s``: ``shared/bench/bare_basic9.py``, the same basic-9
  setup as a bare loop with no engine (no log, no validation), timed in this run;
* ``basic9_to_bare``, ``basic9_nocards_to_bare`` and ``nemuranai4_to_bare``: the
  ratios of paired runs (this machine's speed drifts by +-25%, the ratios do not).

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
    setups: dict[str, tuple[str, dict[str, object]]] = {
        "basic9": ("mahou_toshi", {"roles": BASIC9}),
        "basic9_nocards": ("mahou_toshi", {"roles": BASIC9, "events": []}),
        "nemuranai4": ("nemuranai", {"players": 4}),
    }
    for variant, setup in setups.values():  # warm up
        engine_run(variant, 200, 10**6, **setup)
    rows: dict[str, list[float]] = {name: [] for name in setups}
    bare_rows: list[float] = []
    for r in range(args.runs):
        bare_rows.append(bare_run(play, args.games * 10))
        for name, (variant, setup) in setups.items():
            rows[name].append(engine_run(variant, args.games, r * args.games, **setup))
    for name, values in rows.items():
        print(f"{name}_games_per_s={statistics.median(values):.0f}")
    print(f"bare_basic9_games_per_s={statistics.median(bare_rows):.0f}")
    for name, values in rows.items():
        print(f"{name}_to_bare={statistics.median(v / b for v, b in zip(values, bare_rows, strict=True)):.3f}")


if __name__ == "__main__":
    main()
