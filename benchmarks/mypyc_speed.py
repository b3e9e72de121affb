"""Does compiling the fast engine pay? The mypyc build of ``scripts/compile_fast.py`` against
the pure-Python kit, in alternating runs (issue 41, item 5).

The two builds cannot share a process (they are the same modules), so each run starts
one process per build, alternating which goes first, and each process times the bare
basic-9 loop (``shared/bench/bare_basic9.py``) beside the engine: its ratios are to its
own bare loop. Prints, as medians over ``--runs`` runs, for ``pure`` and ``mypyc``:

* ``bare_basic9_games_per_s``;
* ``{row}_games_per_s`` and ``{row}_to_bare`` for the rows, every one played by compiled
  modules in the mypyc build (``scripts/compile_fast.py``: ``core/fast.py``, every game's
  fast engine and heuristic agent): ``basic9_fast`` (魔法都市の人狼 with 2 werewolves, a seer,
  a knight and 5 citizens and their default deck, as ``fast_speed.py``'s ``basic9`` plays
  it: random agents sharing one generator reseeded per game; target 0.2 of the bare
  loop), ``mahou9_random_fast`` and ``mahou9_heuristic_fast`` (魔法都市の人狼's default
  9-player setup and deck, random agents as ``basic9_fast``'s or the game's heuristic at
  every seat: target 0.05), ``seijika9_*_fast``, ``lotro9_*_fast`` and
  ``nemuranai4_*_fast`` (their default setups, random or heuristic agents);
* ``explorer_heuristic_cpu_s``: the event explorer's singles,
  ``event_effects(players=9, n=--explorer-n, agents="heuristic", workers=1)`` (target
  <= 10 CPU-s at n=2000; ``--explorer-n 0`` leaves it out);

then ``{row}_mypyc_speedup``: the median over runs of the mypyc ratio to bare ÷ the pure
one (and, after it, of the games per second alone: the bare loop's own timing drifts
too). Each process also plays the same seeds of each row and reports a digest of the
games (winner, day, deaths); the script stops if the two builds' digests differ.

Run: ``python scripts/compile_fast.py`` first, then
``python benchmarks/mypyc_speed.py [--runs 5] [--games 2000] [--explorer-n 2000]``.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from fast_speed import BASIC9

ROOT = Path(__file__).resolve().parent.parent
#: the rows: name -> (game, seats, options, heuristic agents); ``basic9_fast`` is ``fast_speed.py``'s
#: ``basic9`` (fixed roles, their default deck)
ROWS: dict[str, tuple[str, int, dict[str, Any], bool]] = {
    "basic9_fast": ("mahou_toshi", 9, {"roles": BASIC9}, False),
    "mahou9_random_fast": ("mahou_toshi", 9, {"players": 9}, False),
    "mahou9_heuristic_fast": ("mahou_toshi", 9, {"players": 9}, True),
    "seijika9_random_fast": ("seijika", 9, {"players": 9}, False),
    "seijika9_heuristic_fast": ("seijika", 9, {"players": 9}, True),
    "lotro9_random_fast": ("lotro", 9, {"players": 9}, False),
    "lotro9_heuristic_fast": ("lotro", 9, {"players": 9}, True),
    "nemuranai4_random_fast": ("nemuranai", 4, {"players": 4}, False),
    "nemuranai4_heuristic_fast": ("nemuranai", 4, {"players": 4}, True),
}
#: the modules whose compiled copy tells a process that it runs the build
COMPILED = (
    "jinro_lab.core.fast",
    *(f"jinro_lab.variants.{game}.fast" for game in ("mahou_toshi", "seijika", "lotro", "nemuranai")),
)
#: the seeds of each row's digest
DIGEST_SEEDS = range(200)


def heuristic_agent(variant: str) -> Any:
    """The class of ``variant``'s heuristic agent."""
    return importlib.import_module(f"jinro_lab.variants.{variant}.agents").HeuristicAgent


def digest(variant: str, seats: int, options: dict[str, Any], heuristic: bool) -> str:
    """A digest of the games of :data:`DIGEST_SEEDS` on the fast engine: winner, day, deaths."""
    import random

    from jinro_lab.agents import RandomAgent
    from jinro_lab.core.fast import fast_engine

    heuristic_class = heuristic_agent(variant)
    engine = fast_engine(variant)
    assert engine is not None
    prepared = engine.prepare(options)
    shared = random.Random()
    h = hashlib.sha256()
    for seed in DIGEST_SEEDS:
        shared.seed(seed)
        agents = [heuristic_class(s) if heuristic else RandomAgent(rng=shared) for s in range(seats)]
        game = prepared.play(seed, agents)
        result = game.result
        assert result is not None
        h.update(repr((sorted(result.winners), result.side, game.deaths)).encode())
    return h.hexdigest()[:16]


def probe(games: int, explorer_n: int) -> dict[str, Any]:
    """One process's figures (this process's build of the kit)."""
    import random

    from _common import bare_module, bare_run, fast_run, heuristic_fast_run

    compiled = {not str(importlib.import_module(m).__file__).endswith(".py") for m in COMPILED}
    if len(compiled) != 1:
        raise SystemExit(f"a build with some of {COMPILED} compiled and some not: build it again")
    out: dict[str, Any] = {"compiled": compiled.pop()}
    play = bare_module().make_play(rng=random.Random(0).random)
    for variant, seats, options, heuristic in ROWS.values():  # warm up the caches
        if heuristic:
            heuristic_fast_run(variant, heuristic_agent(variant), seats, 20, 10**6, **options)
        else:
            fast_run(variant, seats, 200, 10**6, **options)
    out["bare"] = bare_run(play, games * 20)
    for name, (variant, seats, options, heuristic) in ROWS.items():
        if heuristic:
            out[name] = heuristic_fast_run(variant, heuristic_agent(variant), seats, games, 0, **options)
        else:
            out[name] = fast_run(variant, seats, games * 4, 0, **options)
        out[f"{name}_digest"] = digest(variant, seats, options, heuristic)
    out["bare"] = (out["bare"] + bare_run(play, games * 20)) / 2  # before and after the rows
    if explorer_n:
        from jinro_lab.variants.mahou_toshi.tools.explorer import event_effects

        start = time.process_time()
        event_effects(players=9, n=explorer_n, agents="heuristic", workers=1, progress=False)
        out["explorer_heuristic_cpu_s"] = time.process_time() - start
    return out


def run_build(path: Path, games: int, explorer_n: int) -> dict[str, Any]:
    """:func:`probe` in a fresh process with ``path`` first on its ``PYTHONPATH``."""
    env = {**os.environ, "PYTHONPATH": str(path)}
    args = [sys.executable, __file__, "--probe", "--games", str(games), "--explorer-n", str(explorer_n)]
    done = subprocess.run(args, env=env, cwd=path, capture_output=True, text=True, check=False)
    if done.returncode:
        raise SystemExit(f"the run with PYTHONPATH={path} failed:\n{done.stderr[-3000:]}")
    return json.loads(done.stdout.splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--build", type=Path, default=ROOT / "build" / "mypyc", help="compile_fast.py's --out")
    parser.add_argument("--runs", type=int, default=5, help="runs of each build, alternating; medians printed")
    parser.add_argument("--games", type=int, default=2000, help="heuristic games a row; random ones x4")
    parser.add_argument("--explorer-n", type=int, default=2000, help="the explorer's games a deck (0: not run)")
    parser.add_argument("--probe", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.probe:
        print(json.dumps(probe(args.games, args.explorer_n)))
        return
    build = args.build.resolve()
    if not (build / "jinro_lab").is_dir():
        raise SystemExit(f"no compiled build in {build}: run python scripts/compile_fast.py first")
    builds = {"pure": ROOT, "mypyc": build}
    runs: dict[str, list[dict[str, Any]]] = {name: [] for name in builds}
    for r in range(args.runs):
        for name in builds if r % 2 == 0 else reversed(builds):
            figures = run_build(builds[name], args.games, args.explorer_n)
            if figures["compiled"] != (name == "mypyc"):
                raise SystemExit(f"the {name} run imported the wrong build (compiled: {figures['compiled']})")
            runs[name].append(figures)
    for row in ROWS:
        digests = {f[f"{row}_digest"] for figures in runs.values() for f in figures}
        if len(digests) != 1:
            raise SystemExit(f"{row}: the builds played different games (digests {sorted(digests)})")
    print(f"# {args.runs} runs a build, alternating; the games of every row identical in both builds")
    for name, figures in runs.items():
        print(f"{name}: bare_basic9_games_per_s={statistics.median(f['bare'] for f in figures):.0f}")
        for row in ROWS:
            print(f"{name}: {row}_games_per_s={statistics.median(f[row] for f in figures):.0f}")
            print(f"{name}: {row}_to_bare={statistics.median(f[row] / f['bare'] for f in figures):.4f}")
        if args.explorer_n:
            cpu = statistics.median(f["explorer_heuristic_cpu_s"] for f in figures)
            print(f"{name}: explorer_heuristic_cpu_s={cpu:.1f}  # n={args.explorer_n}, 26 decks, 9 players")
    for row in ROWS:
        pairs = zip(runs["mypyc"], runs["pure"], strict=True)
        speedup = statistics.median((c[row] / c["bare"]) / (p[row] / p["bare"]) for c, p in pairs)
        raw = statistics.median(c[row] / p[row] for c, p in zip(runs["mypyc"], runs["pure"], strict=True))
        print(f"{row}_mypyc_speedup={speedup:.2f}  # games/s alone: {raw:.2f}")
    if args.explorer_n:
        pairs = zip(runs["mypyc"], runs["pure"], strict=True)
        cpu = statistics.median(p["explorer_heuristic_cpu_s"] / c["explorer_heuristic_cpu_s"] for c, p in pairs)
        print(f"explorer_heuristic_mypyc_speedup={cpu:.2f}")


if __name__ == "__main__":
    main()
