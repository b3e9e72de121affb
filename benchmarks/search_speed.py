"""Search and belief late in a game, per game, against the bare loop (issue 41, item 4).

For each game's default setup and 政治家人狼 with manifestos (:data:`CASES`), random-agent
games are stopped late (after 15-60 actions, ``analysis.calibration.random_point``, as
``belief_speed.py`` stops them) at a seat to act with several options, and in one run the
script prints:

* ``<case>_sampler_readable_worlds_per_s`` and ``<case>_sampler_fast_worlds_per_s``:
  worlds kept per CPU-second of ``sample_worlds(game, seat, n=--worlds, engine=...)`` (the
  random model, its default attempts) with ``engine="readable"`` (every option probed on
  readable copies of the worlds) and ``engine="auto"`` (the model rules options out on fast
  copies where it can: the same worlds), and ``<case>_sampler_fast_to_readable``, their ratio;
* ``<case>_ismcts_<rollout>_<engine>_s_per_decision``: the median CPU-seconds of one
  decision of ``ISMCTSAgent(iterations=200, worlds=30, rollout=..., engine=...)`` (its
  defaults but those two: :data:`RUNS`), and the worst;
* ``<case>_readable_clone_late_to_deal`` and ``<case>_fast_copy_late_to_deal``: what a
  copy of the late position costs over a copy at the deal, for the readable game
  (``Game.clone``: a replay) and, for a game with a stepped fast engine, its
  ``FastGame.copy``;
* ``load_at_start`` and ``load_at_end``: the machine's load averages (1, 5, 15 minutes);
* ``bare_basic9_games_per_s`` (``shared/bench/bare_basic9.py``, timed between the cases)
  and each figure's ratio to it (worlds per s ÷ bare games per s; decisions per s ÷
  bare games per s): the machine's speed drifts, ratios in one run do not.

Run: ``python benchmarks/search_speed.py [--points 6] [--worlds 30] [--games seijika lotro ...]``
(names of :data:`CASES`).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from _common import bare_module, bare_run, cpu, late_points

from jinro_lab.agents.ismcts import ISMCTSAgent
from jinro_lab.core.fast import stepped_game
from jinro_lab.core.hidden import sample_worlds

#: name -> (game, players, options): each game's default setup at a usual size, and 政治家人狼
#: with manifestos (its slowest worlds)
CASES: dict[str, tuple[str, int, dict[str, Any]]] = {
    "nemuranai": ("nemuranai", 4, {}),
    "seijika": ("seijika", 8, {}),
    "seijika_manifestos": ("seijika", 8, {"manifestos": True}),
    "lotro": ("lotro", 9, {}),
    "mahou_toshi": ("mahou_toshi", 9, {}),
}

#: the ISMCTS runs (rollout agents, engine): each rollout on the readable worlds (today's way)
#: and with ``engine="auto"``, the same choices: on the fast engine where the game has a
#: stepped one (the heuristic rollouts, the default, where it also keeps the observations
#: they read)
RUNS = (("heuristic", "readable"), ("heuristic", "auto"), ("random", "readable"), ("random", "auto"))


def copy_seconds(copy: Callable[[], Any], times: int = 20) -> float:
    start = time.perf_counter()
    for _ in range(times):
        copy()
    return (time.perf_counter() - start) / times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--points", type=int, default=6, help="late positions per game")
    parser.add_argument("--worlds", type=int, default=30, help="worlds sampled per position")
    parser.add_argument("--games", nargs="*", default=list(CASES))
    args = parser.parse_args()
    print("load_at_start={:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))
    bare_play = bare_module().make_play(rng=random.Random(0).random)
    bare: list[float] = [bare_run(bare_play, 20000)]
    rows: dict[str, float] = {}
    for name in args.games:
        variant, players, options = CASES[name]
        points = late_points(variant, players, options, args.points)
        for engine, how in (("readable", "readable"), ("fast", "auto")):
            kept = 0
            seconds = 0.0
            for k, (game, seat) in enumerate(points):
                spent, worlds = cpu(lambda g=game, s=seat, k=k, e=how: sample_worlds(g, s, args.worlds, k, engine=e))
                seconds += spent
                kept += len(worlds)
            rows[f"{name}_sampler_{engine}_worlds_per_s"] = kept / seconds
            bare.append(bare_run(bare_play, 20000))
        rate_of = {e: rows[f"{name}_sampler_{e}_worlds_per_s"] for e in ("fast", "readable")}
        rows[f"{name}_sampler_fast_to_readable"] = rate_of["fast"] / rate_of["readable"]
        for rollout, engine in RUNS:
            times = []
            for game, seat in points:
                agent = ISMCTSAgent(seed=0, iterations=200, worlds=30, rollout=rollout, engine=engine)
                agent.bind(game, seat)
                spent, _ = cpu(lambda a=agent, g=game, s=seat: a.search(g.view(s), g.legal_actions(s)))
                times.append(spent)
            rows[f"{name}_ismcts_{rollout}_{engine}_s_per_decision"] = statistics.median(times)
            rows[f"{name}_ismcts_{rollout}_{engine}_worst_s"] = max(times)
            bare.append(bare_run(bare_play, 20000))
        late = max((g for g, _ in points), key=lambda g: len(g.history))
        deal = type(late)(seed=late.seed, **late.setup)  # the same game at the deal
        rows[f"{name}_readable_clone_late_to_deal"] = copy_seconds(late.clone) / copy_seconds(deal.clone)
        fast = stepped_game(variant, late.setup)
        if fast is not None:
            late_copy = copy_seconds(fast.from_game(late).copy, 2000)
            rows[f"{name}_fast_copy_late_to_deal"] = late_copy / copy_seconds(fast.from_game(deal).copy, 2000)
    rate = statistics.median(bare)
    for name, value in rows.items():
        print(f"{name}={value:.4g}")
    print(f"bare_basic9_games_per_s={rate:.0f}")
    print("load_at_end={:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))
    for name, value in rows.items():
        if name.endswith("worlds_per_s"):
            print(f"{name}_to_bare={value / rate:.3g}")
        elif name.endswith("s_per_decision"):
            print(f"{name.removesuffix('_s_per_decision')}_decisions_per_s_to_bare={1 / value / rate:.3g}")


if __name__ == "__main__":
    main()
