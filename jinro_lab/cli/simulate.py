"""The command ``jinro-lab simulate``: many games of agents, their win rates and a table.

``simulate`` plays many games with agents (``jinro_lab.analysis.simulate``) on local
processes or a Dask cluster, shows a progress bar on stderr, prints the win rate of
each side with its Wilson 95% interval, and writes one row per game to ``--out``
(CSV, or Parquet with pyarrow; ``-``: CSV on stdout). An unknown variant, a player
count it does not allow, an unknown option or a value the game refuses, an ``--out``
with another extension or that cannot be written, ``--games`` or ``--workers`` below
1 are all refused in one line before any game is played; a failure inside the games
is one line too (exit status 1), never a traceback. It alone imports pandas and tqdm.
"""

from __future__ import annotations

import argparse
import sys
import time
from typing import Any

from ..core.errors import JinroError
from ..core.phrases import counted
from ..core.registry import lookup
from .common import (
    STDIO,
    Commands,
    Refused,
    check_save,
    given_options,
    number,
    option_argument,
    players_argument,
    reason,
    refuse_players,
    try_setup,
    variant_argument,
    write_table,
)

#: the extensions --out accepts, and the writer each needs
OUT_FORMATS = {".csv": "csv", ".csv.gz": "csv", ".parquet": "parquet"}


def _refuse(message: str) -> None:
    """argparse's errors for ``simulate``: one line, no usage block."""
    raise Refused(f"error: {message} (see jinro-lab simulate --help)")


def add(commands: Commands) -> None:
    """The ``simulate`` command and its arguments (refused in one line, not argparse's usage)."""
    p = commands.add_parser("simulate", help="play many games with agents; win rates and a table")
    p.error = _refuse  # type: ignore[method-assign,assignment]
    variant_argument(p)
    players_argument(p)
    p.add_argument("--games", type=int, default=1000, help="number of games (default: 1000)")
    p.add_argument("--seed", type=int, default=0, help="master seed: game i is the same whatever runs it (default: 0)")
    p.add_argument(
        "--workers",
        default="auto",
        metavar="W",
        help="local processes (1: this process only), 'auto' (one per CPU when the job is worth it; the "
        "default), or a Dask scheduler's address such as tcp://host:8786 (needs the dist extra)",
    )
    p.add_argument("--agents", choices=("random", "heuristic"), default="random", help="who plays (default: random)")
    option_argument(p)
    p.add_argument(
        "--out",
        metavar="FILE",
        help="write one row per game to FILE.csv, FILE.csv.gz or FILE.parquet (-: CSV to stdout, the rest to stderr)",
    )
    p.add_argument("--progress", action=argparse.BooleanOptionalAction, default=True, help="a progress bar on stderr")


def _simulation_setup(args: argparse.Namespace) -> tuple[str, dict[str, Any]]:
    """The variant id and the game options of ``args``, checked by building one game
    (so a bad value is refused with the game's own message, before any simulation)."""
    info = lookup(args.variant)
    refuse_players(info, args.players)
    options = given_options(info.id, args.option)
    if args.players is not None:
        options = {"players": args.players, **options}
    try_setup(info.id, options, args)
    return info.id, options


def _out_format(path: str | None) -> str | None:
    """The writer of ``--out`` (by its extension), refused before any game if unknown
    or if it needs a library that is not installed, or if the file cannot be written."""
    if path is None:
        return None
    if path == STDIO:
        return "csv"
    lower = path.lower()
    kind = next((k for ext, k in OUT_FORMATS.items() if lower.endswith(ext)), None)
    if kind is None:
        raise Refused(f"error: --out must end with {', '.join(OUT_FORMATS)}; got {path!r}")
    if kind == "parquet":
        import importlib.util

        if not any(importlib.util.find_spec(m) for m in ("pyarrow", "fastparquet")):
            raise Refused("error: --out .parquet needs pyarrow (pip install pyarrow); or write a .csv")
    check_save(path, "--out")
    return kind


def _workers(text: str) -> Any:
    """``--workers``: ``None`` (auto), a positive int, or a Dask client of a scheduler address."""
    if text == "auto":
        return None
    if "://" in text:
        try:
            from distributed import Client
        except ImportError:
            raise Refused("error: --workers ADDRESS needs dask (pip install 'jinro_lab[dist]')") from None
        try:
            return Client(text, timeout=10)
        except Exception as exc:  # unreachable, timed out, a malformed address
            raise Refused(f"error: cannot reach the Dask scheduler {text!r} (--workers): {reason(exc)}") from None
    count = number(text.strip())
    if count is None or count < 1:
        raise Refused(
            f"error: --workers must be a positive number of processes, auto, or tcp://HOST:PORT; got {text!r}"
        )
    return count


def run_simulate(args: argparse.Namespace) -> int:
    """``jinro-lab simulate``: play the games, print the win rates, write the table."""
    from ..analysis.simulate import simulate

    variant, options = _simulation_setup(args)
    if args.games <= 0:
        raise Refused(f"error: --games must be a positive number of games, got {args.games}")
    kind = _out_format(args.out)
    workers = _workers(args.workers)
    import pandas  # noqa: F401 - imported before the clock starts: the seconds are the games'

    started = time.perf_counter()
    try:
        table = simulate(
            variant, args.games, args.seed, agents=args.agents, options=options, workers=workers, progress=args.progress
        )
    except (JinroError, KeyboardInterrupt):
        raise
    except Exception as exc:  # a failure inside the games or a worker: one line, no traceback
        text = str(exc).splitlines()[0] if str(exc) else ""
        print(f"error: the simulation failed: {type(exc).__name__}: {text}", file=sys.stderr)
        return 1
    finally:
        if workers is not None and not isinstance(workers, int):
            workers.close()
    seconds = time.perf_counter() - started
    _print_summary(table, variant, args, seconds)
    return write_table(table, args.out, kind, args.data)


def _print_summary(table: Any, variant: str, args: argparse.Namespace, seconds: float) -> None:
    """The win rate of each side with its Wilson 95% interval, then the speed."""
    from ..analysis.stats import win_rates

    info = lookup(variant)
    players = int(table["players"].iloc[0])
    where = {"auto": "auto workers"}.get(args.workers, f"workers {args.workers}")
    print(
        f"{variant}: {players} players, {counted(len(table), 'game')}, seed {args.seed}, {args.agents} agents, {where}"
    )
    rates = win_rates(table)
    width = max(8, *(len(info.side_name(str(side))) for side in rates["side"]))
    print(f"{'side':<{width}}  {'wins':>7}  {'rate':>6}  95% interval")
    for row in rates.itertuples(index=False):
        name = info.side_name(str(row.side))
        print(f"{name:<{width}}  {row.wins:>7}  {row.rate:>6.1%}  [{row.lo:.1%}, {row.hi:.1%}]")
    print(f"games {len(table)}, seconds {seconds:.2f}, games/s {len(table) / seconds:.0f}")
