"""What the speed scripts share: the bare basic-9 loop, games-per-second timers and
the interleaved per-variant runs (imported as ``_common``: a script run as
``python benchmarks/x.py`` has this folder on its path)."""

from __future__ import annotations

import argparse
import importlib.util
import random
import statistics
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from types import ModuleType
from typing import Any

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, play_game
from jinro_lab.analysis.calibration import random_point


def speed_args(
    doc: str | None, games: int, runs: int, more: Callable[[argparse.ArgumentParser], object] | None = None
) -> argparse.Namespace:
    """The command line of a per-variant speed script: ``--games`` (random-agent games
    per run) and ``--runs``, and what ``more(parser)`` adds."""
    parser = argparse.ArgumentParser(description=doc)
    parser.add_argument("--games", type=int, default=games, help="random-agent games per run")
    parser.add_argument("--runs", type=int, default=runs, help="runs; the medians are printed")
    if more is not None:
        more(parser)
    return parser.parse_args()


def bare_module() -> ModuleType:
    """``shared/bench/bare_basic9.py``, found beside the repository (as CI lays it out)."""
    here = Path(__file__).resolve().parent
    for base in (here.parent.parent, here.parent):
        path = base / "shared" / "bench" / "bare_basic9.py"
        if path.exists():
            spec = importlib.util.spec_from_file_location("bare_basic9", path)
            assert spec is not None and spec.loader is not None
            module = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(module)
            return module
    raise SystemExit("shared/bench/bare_basic9.py not found beside the repository")


def bare_run(play: Callable[[], Any], games: int) -> float:
    """Games per second of ``games`` calls of the bare loop's ``play``."""
    t0 = time.perf_counter()
    for _ in range(games):
        play()
    return games / (time.perf_counter() - t0)


def random_run(variant: str, seats: int, games: int, start: int, **setup: Any) -> float:
    """Games per second of ``variant`` games ``start``, ``start + 1``... (``setup`` as
    ``new_game`` takes it), random agents sharing one generator reseeded per game."""
    shared = random.Random()
    agents = [RandomAgent(rng=shared) for _ in range(seats)]
    t0 = time.perf_counter()
    for i in range(start, start + games):
        shared.seed(i)
        play_game(jl.new_game(variant, seed=i, **setup), agents)
    return games / (time.perf_counter() - t0)


def fast_run(variant: str, seats: int, games: int, start: int, **setup: Any) -> float:
    """Games per second of :func:`random_run`'s games on the variant's fast engine
    (``VariantInfo.fast``, issue 41): the same games, seed for seed."""
    shared = random.Random()
    agents = [RandomAgent(rng=shared) for _ in range(seats)]
    return _fast_timed(variant, agents, games, start, setup, shared.seed)


def _fast_timed(
    variant: str,
    agents: list[Any],
    games: int,
    start: int,
    setup: Mapping[str, Any],
    before: Callable[[int], object] | None,
) -> float:
    """Games per second of ``variant``'s fast engine playing games ``start``... with
    ``agents`` (``before(seed)`` called before each game)."""
    from jinro_lab.core.fast import fast_engine

    engine = fast_engine(variant)
    assert engine is not None, f"{variant} has no fast engine"
    prepared = engine.prepare(setup)
    t0 = time.perf_counter()
    for i in range(start, start + games):
        if before is not None:
            before(i)
        prepared.play(i, agents)
    return games / (time.perf_counter() - t0)


def heuristic_run(variant: str, agent: Callable[[int], Any], seats: int, games: int, start: int, **setup: Any) -> float:
    """The same with ``agent(seat)`` at every seat (kept from game to game)."""
    agents = [agent(seat) for seat in range(seats)]
    t0 = time.perf_counter()
    for i in range(start, start + games):
        play_game(jl.new_game(variant, seed=i, **setup), agents)
    return games / (time.perf_counter() - t0)


def heuristic_fast_run(
    variant: str, agent: Callable[[int], Any], seats: int, games: int, start: int, **setup: Any
) -> float:
    """:func:`heuristic_run`'s games on the variant's fast engine (the same games, seed for
    seed, when the agents start from the same state: ``agent(seat)`` anew for both)."""
    return _fast_timed(variant, [agent(seat) for seat in range(seats)], games, start, setup, None)


def medians(rows: Mapping[str, list[float]], sep: str = "=") -> None:
    """Print ``name{sep}median`` per row."""
    for name, values in rows.items():
        print(f"{name}{sep}{statistics.median(values):.0f}")


def speed_main(
    doc: str | None,
    variant: str,
    name: str,
    agent: Callable[[int], Any],
    players: tuple[int, ...],
    columns: Mapping[str, dict[str, Any]],
    *,
    games: int = 1000,
    runs: int = 5,
    heuristic_share: int = 10,
    warm_up: int = 100,
    sep: str = "=",
    fast_heuristic: bool = False,
) -> None:
    """A per-variant speed script: its command line (``--games``, ``--runs``: these
    defaults), then games per second of ``variant``'s default setups per number of
    ``players`` and column (``columns``: suffix -> options), random agents then
    ``games // heuristic_share`` games of heuristic ones, in interleaved runs after a
    warm-up of ``warm_up`` random games each; printed as medians,
    ``{name}{players}_{random|heuristic}_games_per_s{suffix}{sep}{median}``, then the
    bare basic-9 loop timed in each run (``bare_basic9_games_per_s``) and each row's
    median ratio to it (``{row}_to_bare``: the machine's speed drifts, ratios do not).
    ``fast_heuristic``: also the heuristic's games on the fast engine, four times as many
    (``{name}{players}_heuristic_fast_games_per_s{suffix}``, issue 41)."""
    args = speed_args(doc, games, runs)
    games, heuristic_games = args.games, max(1, args.games // heuristic_share)
    for n in players:  # warm up the caches of every setup
        for options in columns.values():
            random_run(variant, n, warm_up, 10**6, players=n, **options)
    bare_play = bare_module().make_play(rng=random.Random(0).random)
    rows: dict[str, list[float]] = {}
    bare: list[float] = []
    for r in range(args.runs):
        bare.append(bare_run(bare_play, games * 10))
        for n in players:
            for suffix, options in columns.items():
                rows.setdefault(f"{name}{n}_random_games_per_s{suffix}", []).append(
                    random_run(variant, n, games, r * games, players=n, **options)
                )
                rows.setdefault(f"{name}{n}_heuristic_games_per_s{suffix}", []).append(
                    heuristic_run(variant, agent, n, heuristic_games, r * heuristic_games, players=n, **options)
                )
                if fast_heuristic:
                    rows.setdefault(f"{name}{n}_heuristic_fast_games_per_s{suffix}", []).append(
                        heuristic_fast_run(
                            variant, agent, n, heuristic_games * 4, r * heuristic_games, players=n, **options
                        )
                    )
    medians(rows, sep)
    print(f"bare_basic9_games_per_s{sep}{statistics.median(bare):.0f}")
    for row, values in rows.items():
        print(f"{row}_to_bare{sep}{statistics.median(v / b for v, b in zip(values, bare, strict=True)):.4f}")


def late_points(variant: str, players: int, options: dict[str, Any], count: int) -> list[tuple[Any, int]]:
    """``count`` late positions (15-60 random actions, ``analysis.calibration.random_point``,
    as ``belief_speed.py`` stops its games) with a seat to act among several options."""
    rng = random.Random(0)
    found: list[tuple[Any, int]] = []
    k = 0
    while len(found) < count and k < 40 * count:
        game = random_point(variant, 500 + k, players, rng.randrange(15, 60), **options)
        k += 1
        if game.over:
            continue
        seat = next((s for s in game.to_act() if len(game.legal_actions(s)) > 1), None)
        if seat is not None:
            found.append((game, seat))
    return found


def cpu(call: Callable[[], Any]) -> tuple[float, Any]:
    """The CPU seconds ``call()`` took, and what it returned."""
    start = time.process_time()
    out = call()
    return time.process_time() - start, out
