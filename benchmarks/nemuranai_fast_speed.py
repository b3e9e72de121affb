"""The fast engine of 人狼は眠らない against the readable one and the bare loop (issue 41).

Prints, as medians of several interleaved runs in one process, for 3 and 4 players:

* ``bare_basic9_games_per_s``: the bare basic-9 loop (``shared/bench/bare_basic9.py``);
* ``nemuranai{n}_readable_games_per_s``: ``new_game`` + ``play_game``, random agents
  sharing one generator reseeded per game (``_common.random_run``);
* ``nemuranai{n}_fast_games_per_s``: the same games (same seeds, same agents' draws) on
  the fast engine (``_common.fast_run``: the registration's engine, what ``simulate``
  plays random agents on);
* ``nemuranai{n}_heuristic_readable_games_per_s`` and ``nemuranai{n}_heuristic_fast_games_per_s``:
  heuristic agents (one per seat, kept from game to game) on the readable engine
  (``_common.heuristic_run``) and the same games on the fast engine
  (``_common.heuristic_fast_run``: the heuristic reads the observation the engine keeps,
  issue 41, item 3), ``--games / HEURISTIC_SHARE`` readable ones and :data:`FAST_SHARE`
  times as many fast ones a run;
* each row's median ratio to the bare loop of its run (``_to_bare``),
  ``fast_to_readable{n}`` and ``heuristic_fast_to_readable{n}``;
* the copy of a position: ``FastGame.copy()`` and the readable ``Game.clone()`` at the
  deal and late in a game (the last decision before the end), in microseconds, and
  ``late_to_deal`` for each (the fast copy's cost does not grow with the game; a
  readable clone replays it).

The machine's speed drifts: compare figures of one run. Run:
``python benchmarks/nemuranai_fast_speed.py [--games 5000] [--runs 5]``.
"""

from __future__ import annotations

import random
import statistics
import timeit
from typing import Any

from _common import bare_module, bare_run, fast_run, heuristic_fast_run, heuristic_run, random_run, speed_args

import jinro_lab as jl
from jinro_lab.agents import RandomAgent
from jinro_lab.variants.nemuranai.agents import HeuristicAgent
from jinro_lab.variants.nemuranai.fast import FastGame, FastSetup

PLAYERS = (3, 4)
#: random games per readable heuristic game a run
HEURISTIC_SHARE = 5
#: fast heuristic games per readable one a run (the fast figure needs more games to time)
FAST_SHARE = 3


def _heuristic(seat: int) -> HeuristicAgent:
    return HeuristicAgent(seed=seat)


def positions(seed: int, players: int) -> tuple[Any, Any, Any, Any]:
    """The readable and the fast game of ``seed`` at the deal, and both at their last
    decision (played with the same random choices)."""
    options = {"players": players}
    deal_r = jl.new_game("nemuranai", seed=seed, **options)
    deal_f = FastGame(seed, FastSetup(options))
    late_r = jl.new_game("nemuranai", seed=seed, **options)
    late_f = FastGame(seed, FastSetup(options))
    agent = RandomAgent(seed)
    while True:
        seat = late_r.to_act()[0]
        action = agent.choose(None, late_r.legal_actions(seat))
        probe = late_f.copy()
        probe.act(seat, action)
        if probe.over:  # stop before the last choice
            return deal_r, deal_f, late_r, late_f
        late_r.act(seat, action)
        late_f.act(seat, action)


def copy_times(players: int, seeds: range) -> dict[str, float]:
    """Median microseconds of a fast copy and a readable clone, at the deal and late."""
    times: dict[str, list[float]] = {}
    for seed in seeds:
        deal_r, deal_f, late_r, late_f = positions(seed, players)
        for name, call, number in (
            ("fast_copy_deal_us", deal_f.copy, 2000),
            ("fast_copy_late_us", late_f.copy, 2000),
            ("readable_clone_deal_us", deal_r.clone, 100),
            ("readable_clone_late_us", late_r.clone, 50),
        ):
            best = min(timeit.repeat(call, number=number, repeat=3)) / number
            times.setdefault(name, []).append(best * 1e6)
        times.setdefault("late_game_actions", []).append(len(late_r.history))
    return {name: statistics.median(values) for name, values in times.items()}


def main() -> None:
    args = speed_args(__doc__, 5000, 5)
    games = args.games
    for n in PLAYERS:  # warm up the caches
        random_run("nemuranai", n, 200, 10**6, players=n)
        fast_run("nemuranai", n, 200, 10**6, players=n)
    bare_play = bare_module().make_play(rng=random.Random(0).random)
    rows: dict[str, list[float]] = {}
    bare: list[float] = []
    for r in range(args.runs):
        bare.append(bare_run(bare_play, games * 4))
        for n in PLAYERS:
            readable = random_run("nemuranai", n, games, r * games, players=n)
            fast = fast_run("nemuranai", n, games, r * games, players=n)
            rows.setdefault(f"nemuranai{n}_readable_games_per_s", []).append(readable)
            rows.setdefault(f"nemuranai{n}_fast_games_per_s", []).append(fast)
            rows.setdefault(f"fast_to_readable{n}", []).append(fast / readable)
            heuristic = max(1, games // HEURISTIC_SHARE)
            start = r * heuristic * FAST_SHARE
            readable = heuristic_run("nemuranai", _heuristic, n, heuristic, start, players=n)
            fast = heuristic_fast_run("nemuranai", _heuristic, n, heuristic * FAST_SHARE, start, players=n)
            rows.setdefault(f"nemuranai{n}_heuristic_readable_games_per_s", []).append(readable)
            rows.setdefault(f"nemuranai{n}_heuristic_fast_games_per_s", []).append(fast)
            rows.setdefault(f"heuristic_fast_to_readable{n}", []).append(fast / readable)
    print(f"bare_basic9_games_per_s={statistics.median(bare):.0f}")
    for row, values in rows.items():
        if "fast_to" in row:
            print(f"{row}={statistics.median(values):.2f}")
            continue
        print(f"{row}={statistics.median(values):.0f}")
        print(f"{row}_to_bare={statistics.median(v / b for v, b in zip(values, bare, strict=True)):.4f}")
    for n in PLAYERS:
        figures = copy_times(n, range(20))
        for name, value in figures.items():
            print(f"{name}{n}={value:.1f}")
        for name in ("fast_copy", "readable_clone"):
            print(f"{name}_late_to_deal{n}={figures[f'{name}_late_us'] / figures[f'{name}_deal_us']:.2f}")


if __name__ == "__main__":
    main()
