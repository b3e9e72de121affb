"""Actions per second of the live table under a class's load (issue 22, item 7).

A table server in a process of its own (``python -m jinro_lab.cli table``), 10
tables of 16-player LotR.O.で人狼 by default, every seat a seeded random bot
(:class:`~jinro_lab.table.bots.SeatClient`: its own HTTP connection and WebSocket,
asyncio, all in this process) playing every game to its end: the load test's run
(``tests/table/test_load.py``, whose helpers this loads). Then the same number of
games of the same setup played in this process through :meth:`Table.act`, each
seat reading its state as the bots do (``seat_state``), with no HTTP: the baseline.

Prints ``table_load_tables``, ``_seats``, ``_actions``, ``_seconds``,
``_actions_per_s``, ``_act_p50_ms`` and ``_act_p95_ms`` (an acknowledged action's
round trip, seen by its bot), ``_stale_409`` (actions refused because the view had
changed) and ``_too_fast_429`` (refused by the rate limit; both chosen again),
``_errors`` (any other refusal or failure), ``_stalls``
(waits no push ended) and ``_lost`` (acknowledged actions missing from the records:
0); the CPU seconds of the server and of the bots (Linux); then
``inprocess_actions_per_s`` and ``table_load_to_inprocess`` (the ratio: what HTTP,
JSON and the pushes cost). The two processes share the machine's cores with
whatever else runs: read the CPU seconds with the rates.
Then fairness (issue 39, item 1): a lone client's read of a seat's state before any
load (``lone_read_p50_ms``); the whole load again on a fresh server at a class's pace,
each bot taking a seeded random 0 to 2 × ``--think`` seconds over each choice
(``paced_*``: what a class of quick players meets, where the run above saturates both
cores); and that again while a hostile reader floods the projector's state
(``tests/table/load.py``'s ``flood``: 30 connections, the pages' Japanese fragments):
``flooded_*``. The ratios: ``loaded_read_p95_to_lone_p50`` and ``loaded_act_p95_…``
(target ≤ 5; ``saturated_…`` for the run as fast as the bots go) and
``flooded_to_quiet_read_p95``, ``…_act_p95`` (target < 2).
Run: ``python benchmarks/table_load.py [--tables 10 --players 16]``.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib.util
import os
import random
import sys
import tempfile
import time
from pathlib import Path
from types import ModuleType
from typing import Any

from jinro_lab.table import Table
from jinro_lab.table.views import seat_state

ROOT = Path(__file__).resolve().parent.parent


def load_module() -> ModuleType:
    """``tests/table/load.py``: the load test's server process and bots."""
    spec = importlib.util.spec_from_file_location("table_load_kit", ROOT / "tests" / "table" / "load.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def cpu_seconds(pid: int) -> float:
    """User and system CPU seconds of process ``pid`` so far (Linux's /proc), or NaN."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return float("nan")
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def inprocess_rate(variant: str, players: int, tables: int, seed: int) -> float:
    """Actions per second of the same games in this process: each seat in turn reads
    its state (its new events only, as the bots do) and, when it must, acts."""
    actions, started = 0, time.perf_counter()
    for t in range(tables):
        table = Table(variant, humans=list(range(players)), players=players, seed=seed + t, agents="random")
        rngs = [random.Random(seed * 10_000 + t * 100 + s) for s in range(players)]
        seen = [0] * players
        for s in range(players):
            table.join(s)
        while not table.over:
            for s in range(players):
                state = seat_state(table, s, since=seen[s])
                seen[s] += len(state["events"])
                if state["to_act"]:
                    table.act(s, rngs[s].choice(state["legal"]), state["version"])
                    actions += 1
    return actions / (time.perf_counter() - started)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--variant", default="lotro")
    parser.add_argument("--tables", type=int, default=10)
    parser.add_argument("--players", type=int, default=16)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--think", type=float, default=0.5, help="a class's pace: mean seconds over a choice")
    parser.add_argument("--timeout", type=float, default=600.0, help="the most the bots may take (seconds)")
    args = parser.parse_args()
    kit = load_module()
    cli = [args.variant, "--players", str(args.players), "--humans", "all", "--tables", str(args.tables)]
    cli += ["--seed", str(args.seed), "--agents", "random", "--port", "0"]

    def run(name: str, think: float, flood: bool = False) -> Any:
        with kit.served([*cli, "--db", str(Path(tmp) / f"{name}.db")], Path(tmp) / "log") as server:
            hostile = server.links[0]["table"].replace("/table/", "/api/table/") if flood else None
            return asyncio.run(kit.play_tables(server.links, args.seed, args.timeout, hostile=hostile, think=think))

    with tempfile.TemporaryDirectory() as tmp:
        with kit.served([*cli, "--db", str(Path(tmp) / "load.db")], Path(tmp) / "log") as server:
            lone = sorted(asyncio.run(kit.lone_reads(server.links[0]["seat 0"])))
            server_cpu, bots_cpu = cpu_seconds(server.process.pid), time.process_time()
            load = asyncio.run(kit.play_tables(server.links, args.seed, args.timeout))
            server_cpu, bots_cpu = cpu_seconds(server.process.pid) - server_cpu, time.process_time() - bots_cpu
        paced = run("paced", args.think)
        flooded = run("flooded", args.think, flood=True)
    lone_p50 = 1000 * lone[len(lone) // 2]
    figures = load.figures()
    for name, value in figures.items():
        print(f"table_load_{name}={value}")
    print(f"table_load_server_cpu_s={server_cpu:.2f}")
    print(f"table_load_bots_cpu_s={bots_cpu:.2f}")
    print(f"lone_read_p50_ms={lone_p50:.1f}")
    shown = ("actions_per_s", "act_p50_ms", "act_p95_ms", "read_p50_ms", "read_p95_ms", "stale_409")
    quiet = paced.figures()
    print(f"paced_think_s={args.think:g}")
    for name in shown:
        print(f"paced_{name}={quiet[name]}")
    flood = flooded.figures()
    for name in (*shown, "flood_200", "flood_429"):
        print(f"flooded_{name}={flood[name]}")
    print(f"saturated_read_p95_to_lone_p50={figures['read_p95_ms'] / lone_p50:.2f}")
    print(f"loaded_read_p95_to_lone_p50={quiet['read_p95_ms'] / lone_p50:.2f}")
    print(f"loaded_act_p95_to_lone_p50={quiet['act_p95_ms'] / lone_p50:.2f}")
    print(f"flooded_to_quiet_read_p95={flood['read_p95_ms'] / quiet['read_p95_ms']:.2f}")
    print(f"flooded_to_quiet_act_p95={flood['act_p95_ms'] / quiet['act_p95_ms']:.2f}")
    baseline = inprocess_rate(args.variant, args.players, args.tables, args.seed)
    print(f"inprocess_actions_per_s={baseline:.0f}")
    print(f"table_load_to_inprocess={figures['actions_per_s'] / baseline:.4f}")
    runs = (load, paced, flooded)
    if any(r.figures()["errors"] or r.figures()["lost"] or not all(map(kit.finished, r.records)) for r in runs):
        raise SystemExit("errors, lost actions or unfinished games: see the figures above")


if __name__ == "__main__":
    main()
