"""The fast engine of 政治家人狼 against the readable one and the bare loop (issue 41).

Prints, as medians of several interleaved runs in one process, for 9 players
(plain rules, and manifesto rules with the illustrative deck):

* ``bare_basic9_games_per_s``: the bare basic-9 loop (``shared/bench/bare_basic9.py``);
* ``seijika9_readable_games_per_s{rules}``: ``new_game`` + ``play_game``, random agents
  sharing one generator reseeded per game (what ``benchmarks/seijika_speed.py`` times);
* ``seijika9_fast_games_per_s{rules}``: the same games (same seeds, same agents'
  draws) on the fast engine, ``FastGame(seed, setup).play(agents)``;
* ``seijika9_heuristic_readable_games_per_s{rules}`` and
  ``seijika9_heuristic_fast_games_per_s{rules}``: heuristic agents (one per seat, kept
  from game to game) on the readable engine (``_common.heuristic_run``) and the same
  games on the fast engine (``_common.heuristic_fast_run``: the heuristic reads the
  observation the engine keeps, issue 41, item 3), ``--games / 10`` readable ones and
  three times as many fast ones a run;
* each row's median ratio to the bare loop of its run (``_to_bare``),
  ``fast_to_readable{rules}`` and ``heuristic_fast_to_readable{rules}``;
* the copy of a position: ``FastGame.copy()`` and the readable ``Game.clone()`` at the
  deal and late in a game (the last decision before the end), in microseconds, and
  ``late_to_deal`` for each (the fast copy's cost does not grow with the game; a
  readable clone replays it).

The machine's speed drifts: compare figures of one run. Run:
``python benchmarks/seijika_fast_speed.py [--games 2000] [--runs 5]``.
"""

from __future__ import annotations

import random
import statistics
import time
import timeit
from typing import Any

from _common import bare_module, bare_run, heuristic_fast_run, heuristic_run, random_run, speed_args

import jinro_lab as jl
from jinro_lab.variants.seijika.agents import HeuristicAgent
from jinro_lab.variants.seijika.fast import FastGame, FastSetup

PLAYERS = 9
#: random games per heuristic game a run, and fast heuristic games per readable one
HEURISTIC_SHARE, FAST_SHARE = 10, 3
#: the options of each column: plain rules, or manifesto rules with the illustrative deck
RULES: dict[str, dict[str, Any]] = {"_plain": {}, "_manifesto": {"manifestos": True}}


def fast_run(setup: FastSetup, games: int, start: int) -> float:
    """Games per second of the fast engine on games ``start``, ``start + 1``..., random
    agents sharing one generator reseeded per game (as ``_common.random_run``)."""
    shared = random.Random()
    agents = [shared] * setup.players
    t0 = time.perf_counter()
    for i in range(start, start + games):
        shared.seed(i)
        FastGame(i, setup).play(agents)
    return games / (time.perf_counter() - t0)


def _heuristic(seat: int) -> HeuristicAgent:
    return HeuristicAgent(seed=seat)


def positions(seed: int, options: dict[str, Any]) -> tuple[Any, Any, Any, Any]:
    """The readable and the fast game of ``seed`` at the deal, and both at their last
    decision (played with the same random choices)."""
    deal_r = jl.new_game("seijika", seed=seed, **options)
    deal_f = FastGame(seed, FastSetup(options))
    late_r = jl.new_game("seijika", seed=seed, **options)
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
            ("readable_clone_late_us", late_r.clone, 20),
        ):
            best = min(timeit.repeat(call, number=number, repeat=3)) / number
            times.setdefault(name, []).append(best * 1e6)
        times.setdefault("late_game_actions", []).append(len(late_r.history))
    return {name: statistics.median(values) for name, values in times.items()}


def main() -> None:
    args = speed_args(__doc__, 2000, 5)
    games = args.games
    setups = {suffix: FastSetup({"players": PLAYERS, **options}) for suffix, options in RULES.items()}
    for suffix, options in RULES.items():  # warm up the caches of every setup
        random_run("seijika", PLAYERS, 100, 10**6, players=PLAYERS, **options)
        fast_run(setups[suffix], 100, 10**6)
    bare_play = bare_module().make_play(rng=random.Random(0).random)
    rows: dict[str, list[float]] = {}
    bare: list[float] = []
    for r in range(args.runs):
        bare.append(bare_run(bare_play, games * 10))
        for suffix, options in RULES.items():
            readable = random_run("seijika", PLAYERS, games, r * games, players=PLAYERS, **options)
            fast = fast_run(setups[suffix], games, r * games)
            rows.setdefault(f"seijika{PLAYERS}_readable_games_per_s{suffix}", []).append(readable)
            rows.setdefault(f"seijika{PLAYERS}_fast_games_per_s{suffix}", []).append(fast)
            rows.setdefault(f"fast_to_readable{suffix}", []).append(fast / readable)
            heuristic = max(1, games // HEURISTIC_SHARE)
            start = r * heuristic * FAST_SHARE
            options = {"players": PLAYERS, **options}
            readable = heuristic_run("seijika", _heuristic, PLAYERS, heuristic, start, **options)
            fast = heuristic_fast_run("seijika", _heuristic, PLAYERS, heuristic * FAST_SHARE, start, **options)
            rows.setdefault(f"seijika{PLAYERS}_heuristic_readable_games_per_s{suffix}", []).append(readable)
            rows.setdefault(f"seijika{PLAYERS}_heuristic_fast_games_per_s{suffix}", []).append(fast)
            rows.setdefault(f"heuristic_fast_to_readable{suffix}", []).append(fast / readable)
    print(f"bare_basic9_games_per_s={statistics.median(bare):.0f}")
    for row, values in rows.items():
        if "fast_to_readable" in row:
            print(f"{row}={statistics.median(values):.2f}")
            continue
        print(f"{row}={statistics.median(values):.0f}")
        print(f"{row}_to_bare={statistics.median(v / b for v, b in zip(values, bare, strict=True)):.4f}")
    for suffix, options in RULES.items():
        figures = copy_times({"players": PLAYERS, **options}, range(20))
        for name, value in figures.items():
            print(f"{name}{suffix}={value:.1f}")
        for engine, name in (("fast_copy", "fast_copy"), ("readable_clone", "readable_clone")):
            ratio = figures[f"{name}_late_us"] / figures[f"{name}_deal_us"]
            print(f"{engine}_late_to_deal{suffix}={ratio:.2f}")


if __name__ == "__main__":
    main()
