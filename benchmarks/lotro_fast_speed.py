"""The fast engine of LotROで人狼 against the readable one and the bare loop (issue 41).

Prints, as medians of several interleaved runs in one process, for the default
setups of 9 and 16 players (LOT-03):

* ``bare_basic9_games_per_s``: the bare basic-9 loop (``shared/bench/bare_basic9.py``);
* ``lotro{n}_readable_games_per_s``: ``new_game`` + ``play_game``, random agents
  sharing one generator reseeded per game (what ``benchmarks/lotro_speed.py`` times);
* ``lotro{n}_fast_games_per_s``: the same games (same seeds, same agents' draws) on
  the fast engine (``_common.fast_run``: the registration's engine, as ``simulate``
  plays it);
* each row's median ratio to the bare loop of its run (``_to_bare``) and
  ``lotro{n}_fast_to_readable``;
* ``lotro{n}_heuristic_readable_games_per_s`` and ``lotro{n}_heuristic_fast_games_per_s``:
  heuristic agents (one per seat, kept from game to game) on the readable engine
  (``_common.heuristic_run``) and the same games on the fast engine
  (``_common.heuristic_fast_run``: the heuristic reads the observation the engine
  keeps, issue 41, item 3), ``--games / 3`` readable ones and :data:`FAST_SHARE` times
  as many fast ones a run, with their ratios to the bare loop and
  ``lotro{n}_heuristic_fast_to_readable``;
* the copy of a position: ``FastGame.copy()`` and the readable ``Game.clone()`` (what
  the belief sampler and a search copy) at the deal and late in a game (the last
  decision before the end), in microseconds, with ``late_to_deal`` for each (the fast
  copy's cost does not grow with the game; a readable clone replays it) and
  ``readable_clone_to_fast_copy_late``.

The machine's speed drifts: compare figures of one run. Run:
``python benchmarks/lotro_fast_speed.py [--games 300] [--runs 5]``.
"""

from __future__ import annotations

import random
import statistics
import timeit
from typing import Any

from _common import bare_module, bare_run, fast_run, heuristic_fast_run, heuristic_run, random_run, speed_args

import jinro_lab as jl
from jinro_lab.variants.lotro.agents import HeuristicAgent
from jinro_lab.variants.lotro.fast import FastGame, FastSetup

PLAYERS = (9, 16)
#: fast games per readable game in a run (the fast engine's figure needs more games to time)
FAST_SHARE = 5
#: random games per heuristic game a run
HEURISTIC_SHARE = 3


def _heuristic(seat: int) -> HeuristicAgent:
    return HeuristicAgent(seed=seat)


def positions(seed: int, options: dict[str, Any]) -> tuple[Any, Any, Any, Any]:
    """The readable and the fast game of ``seed`` at the deal, and both at their last
    decision (played with the same random choices)."""
    deal_r = jl.new_game("lotro", seed=seed, **options)
    deal_f = FastGame(seed, FastSetup(options))
    late_r = jl.new_game("lotro", seed=seed, **options)
    late_f = FastGame(seed, FastSetup(options))
    rng = random.Random(seed)
    while True:
        seat = late_r.to_act()[0]
        legal = late_r.legal_actions(seat)
        action = legal[int(rng.random() * len(legal))]
        probe = late_f.copy()
        probe.act(seat, action)
        if probe.over:  # stop before the last choice
            return deal_r, deal_f, late_r, late_f
        late_r.act(seat, action)
        late_f.act(seat, action)


def copy_times(options: dict[str, Any], seeds: range) -> dict[str, float]:
    """Median microseconds of a fast copy and a readable clone, at the deal and late."""
    times: dict[str, list[float]] = {}
    for seed in seeds:
        deal_r, deal_f, late_r, late_f = positions(seed, options)
        for name, call, number in (
            ("fast_copy_deal_us", deal_f.copy, 2000),
            ("fast_copy_late_us", late_f.copy, 2000),
            ("readable_clone_deal_us", deal_r.clone, 50),
            ("readable_clone_late_us", late_r.clone, 10),
        ):
            best = min(timeit.repeat(call, number=number, repeat=3)) / number
            times.setdefault(name, []).append(best * 1e6)
        times.setdefault("late_game_actions", []).append(len(late_r.history))
    return {name: statistics.median(values) for name, values in times.items()}


def main() -> None:
    args = speed_args(__doc__, 300, 5)
    games = args.games
    for n in PLAYERS:  # warm up the caches of every setup
        random_run("lotro", n, 30, 10**6, players=n)
        fast_run("lotro", n, 100, 10**6, players=n)
    bare_play = bare_module().make_play(rng=random.Random(0).random)
    rows: dict[str, list[float]] = {}
    bare: list[float] = []
    for r in range(args.runs):
        bare.append(bare_run(bare_play, games * 10))
        for n in PLAYERS:
            start = r * games * FAST_SHARE
            readable = random_run("lotro", n, games, start, players=n)
            fast = fast_run("lotro", n, games * FAST_SHARE, start, players=n)
            rows.setdefault(f"lotro{n}_readable_games_per_s", []).append(readable)
            rows.setdefault(f"lotro{n}_fast_games_per_s", []).append(fast)
            rows.setdefault(f"lotro{n}_fast_to_readable", []).append(fast / readable)
            heuristic = max(1, games // HEURISTIC_SHARE)
            start = r * heuristic * FAST_SHARE
            readable = heuristic_run("lotro", _heuristic, n, heuristic, start, players=n)
            fast = heuristic_fast_run("lotro", _heuristic, n, heuristic * FAST_SHARE, start, players=n)
            rows.setdefault(f"lotro{n}_heuristic_readable_games_per_s", []).append(readable)
            rows.setdefault(f"lotro{n}_heuristic_fast_games_per_s", []).append(fast)
            rows.setdefault(f"lotro{n}_heuristic_fast_to_readable", []).append(fast / readable)
    print(f"bare_basic9_games_per_s={statistics.median(bare):.0f}")
    for row, values in rows.items():
        if row.endswith("_to_readable"):
            print(f"{row}={statistics.median(values):.2f}")
            continue
        print(f"{row}={statistics.median(values):.0f}")
        print(f"{row}_to_bare={statistics.median(v / b for v, b in zip(values, bare, strict=True)):.4f}")
    for n in PLAYERS:
        figures = copy_times({"players": n}, range(10))
        for name, value in figures.items():
            print(f"lotro{n}_{name}={value:.1f}")
        for name in ("fast_copy", "readable_clone"):
            ratio = figures[f"{name}_late_us"] / figures[f"{name}_deal_us"]
            print(f"lotro{n}_{name}_late_to_deal={ratio:.2f}")
        ratio = figures["readable_clone_late_us"] / figures["fast_copy_late_us"]
        print(f"lotro{n}_readable_clone_to_fast_copy_late={ratio:.0f}")


if __name__ == "__main__":
    main()
