"""What the per-game fast-engine scripts share (``{lotro,seijika,nemuranai}_fast_speed.py``):
a game's fast engine against its readable one and the bare loop, and what a copy of a
position costs at the deal and late (imported as ``_engines``: a script run as
``python benchmarks/x.py`` has this folder on its path).

Prints, as medians of several interleaved runs in one process, for each column (a name and
its options, e.g. ``lotro9``: ``{"players": 9}``):

* ``bare_basic9_games_per_s``: the bare basic-9 loop (``shared/bench/bare_basic9.py``);
* ``{column}_readable_games_per_s``: ``new_game`` + ``play_game``, random agents sharing
  one generator reseeded per game (``_common.random_run``);
* ``{column}_fast_games_per_s``: the same games (same seeds, same agents' draws) on the fast
  engine (``_common.fast_run``: the registration's engine, as ``simulate`` plays it);
* ``{column}_heuristic_readable_games_per_s`` and ``{column}_heuristic_fast_games_per_s``:
  heuristic agents (one per seat, kept from game to game) on the readable engine
  (``_common.heuristic_run``) and the same games on the fast engine
  (``_common.heuristic_fast_run``: the heuristic reads the observation the engine keeps,
  issue 41, item 3), ``--games / heuristic_share`` readable ones and ``fast_share`` times as
  many fast ones a run;
* each row's median ratio to the bare loop of its run (``_to_bare``), and
  ``{column}_fast_to_readable`` and ``{column}_heuristic_fast_to_readable``;
* the copy of a position: the stepped fast game's ``copy()`` and the readable
  ``Game.clone()`` (what the belief sampler and a search copy) at the deal and late in a
  game (the last decision before the end), in microseconds, with ``late_to_deal`` for each
  (the fast copy's cost does not grow with the game; a readable clone replays it) and
  ``{column}_readable_clone_to_fast_copy_late``.

The machine's speed drifts: compare figures of one run.
"""

from __future__ import annotations

import random
import statistics
import timeit
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from _common import bare_module, bare_run, fast_run, heuristic_fast_run, heuristic_run, random_run, speed_args

import jinro_lab as jl
from jinro_lab.agents import heuristic_agent
from jinro_lab.core.fast import stepped_game


@dataclass(frozen=True)
class Columns:
    """A game's figures: ``variant`` (its heuristic agent is its registration's, seeded by
    seat), ``columns`` (name -> options, ``players`` among them), the default ``--games`` and
    ``--runs``, the readable games per heuristic game (``heuristic_share``), the fast games
    per readable one (``fast_share``), the bare loop's games per random game
    (``bare_share``), the readable clones timed at the deal and late (``clones``) and the
    games whose copies are timed (``copy_seeds``)."""

    variant: str
    columns: Mapping[str, Mapping[str, Any]]
    games: int
    runs: int = 5
    heuristic_share: int = 3
    fast_share: int = 3
    bare_share: int = 10
    clones: tuple[int, int] = (50, 10)
    copy_seeds: range = range(10)


def positions(variant: str, seed: int, options: Mapping[str, Any]) -> tuple[Any, Any]:
    """The readable game of ``seed`` at the deal and at its last decision (random choices)."""
    game = jl.new_game(variant, seed=seed, **options)
    rng = random.Random(seed)
    while not game.over:
        seat = game.to_act()[0]
        legal = game.legal_actions(seat)
        game.act(seat, legal[int(rng.random() * len(legal))])
    late = jl.new_game(variant, seed=seed, **options)
    for seat, action in game.history[:-1]:
        late.act(seat, action)
    return jl.new_game(variant, seed=seed, **options), late


def copy_times(spec: Columns, options: Mapping[str, Any]) -> dict[str, float]:
    """Median microseconds of a fast copy and a readable clone, at the deal and late."""
    times: dict[str, list[float]] = {}
    for seed in spec.copy_seeds:
        deal, late = positions(spec.variant, seed, options)
        stepped = stepped_game(spec.variant, deal.setup)
        assert stepped is not None, f"{spec.variant} {dict(options)} has no stepped fast game"
        for name, call, number in (
            ("fast_copy_deal_us", stepped.from_game(deal).copy, 2000),
            ("fast_copy_late_us", stepped.from_game(late).copy, 2000),
            ("readable_clone_deal_us", deal.clone, spec.clones[0]),
            ("readable_clone_late_us", late.clone, spec.clones[1]),
        ):
            best = min(timeit.repeat(call, number=number, repeat=3)) / number
            times.setdefault(name, []).append(best * 1e6)
        times.setdefault("late_game_actions", []).append(len(late.history))
    return {name: statistics.median(values) for name, values in times.items()}


def main(doc: str | None, spec: Columns) -> None:
    """The script: its command line (``--games``, ``--runs``), the runs, the figures."""
    args = speed_args(doc, spec.games, spec.runs)
    games, variant = args.games, spec.variant

    def heuristic_of(seat: int) -> Any:
        return heuristic_agent(variant, seed=seat)

    for options in spec.columns.values():  # warm up the caches of every setup
        random_run(variant, options["players"], 30, 10**6, **options)
        fast_run(variant, options["players"], 100, 10**6, **options)
    bare_play = bare_module().make_play(rng=random.Random(0).random)
    rows: dict[str, list[float]] = {}
    bare: list[float] = []
    for r in range(args.runs):
        bare.append(bare_run(bare_play, games * spec.bare_share))
        for column, options in spec.columns.items():
            n = options["players"]
            start = r * games * spec.fast_share
            readable = random_run(variant, n, games, start, **options)
            fast = fast_run(variant, n, games * spec.fast_share, start, **options)
            rows.setdefault(f"{column}_readable_games_per_s", []).append(readable)
            rows.setdefault(f"{column}_fast_games_per_s", []).append(fast)
            rows.setdefault(f"{column}_fast_to_readable", []).append(fast / readable)
            heuristic = max(1, games // spec.heuristic_share)
            start = r * heuristic * spec.fast_share
            readable = heuristic_run(variant, heuristic_of, n, heuristic, start, **options)
            fast = heuristic_fast_run(variant, heuristic_of, n, heuristic * spec.fast_share, start, **options)
            rows.setdefault(f"{column}_heuristic_readable_games_per_s", []).append(readable)
            rows.setdefault(f"{column}_heuristic_fast_games_per_s", []).append(fast)
            rows.setdefault(f"{column}_heuristic_fast_to_readable", []).append(fast / readable)
    print(f"bare_basic9_games_per_s={statistics.median(bare):.0f}")
    for row, values in rows.items():
        if row.endswith("_to_readable"):
            print(f"{row}={statistics.median(values):.2f}")
            continue
        print(f"{row}={statistics.median(values):.0f}")
        print(f"{row}_to_bare={statistics.median(v / b for v, b in zip(values, bare, strict=True)):.4f}")
    for column, options in spec.columns.items():
        figures = copy_times(spec, options)
        for name, value in figures.items():
            print(f"{column}_{name}={value:.1f}")
        for name in ("fast_copy", "readable_clone"):
            ratio = figures[f"{name}_late_us"] / figures[f"{name}_deal_us"]
            print(f"{column}_{name}_late_to_deal={ratio:.2f}")
        ratio = figures["readable_clone_late_us"] / figures["fast_copy_late_us"]
        print(f"{column}_readable_clone_to_fast_copy_late={ratio:.0f}")
