"""Write the event-card explorer's tables for the default 9-player 魔法都市の人狼 setup
(notebooks/data/event_effects_9p*.csv, each with its attrs as .json beside it).

Each table is one :func:`jinro_lab.analysis.event_effects` call (MAH-E01 ... MAH-E25,
default 9-player setup, MAH-06; common seeds, seed 0); the notebook loads them with
:func:`jinro_lab.analysis.explorer.read_event_effects` instead of rerunning them.

* ``event_effects_9p.csv``: the 25 cards alone, random agents, 2000 games per deck
  (26 decks, 52,000 games; about a minute on one core);
* ``event_effects_9p_heuristic.csv``: the same with the heuristic agents;
* ``event_effects_9p_pairs.csv``: every pair too, random agents, 1000 games per
  deck (326 decks, 326,000 games; about six minutes on two cores);
* ``event_effects_9p_prison_guild.csv``: prison, guild (MAH-35's pair) and
  library (a card the heuristic agents ignore, MAH-32: its pairs measure timing
  alone) with their pairs, heuristic agents, 2000 games per deck (7 decks, 14,000
  games; about two minutes on one core).

Regenerate all four (the numbers are the same whatever ``--workers`` is)::

    .venv/bin/python scripts/event_effects_data.py --workers 2

or one of them: ``--only singles``, ``--only heuristic``, ``--only pairs``,
``--only prison_guild``. The games depend on the rules and the agents, so rerun
after a change to either; the .json records the commit the tables came from.
"""

from __future__ import annotations

import argparse
import subprocess
import time
from pathlib import Path
from typing import Any

from jinro_lab.analysis.explorer import event_effects, write_event_effects

DATA_DIR = Path(__file__).resolve().parent.parent / "notebooks" / "data"
#: name -> event_effects keywords
TABLES: dict[str, dict[str, Any]] = {
    "singles": {"n": 2000, "agents": "random", "pairs": False},
    "heuristic": {"n": 2000, "agents": "heuristic", "pairs": False},
    "pairs": {"n": 1000, "agents": "random", "pairs": True},
    "prison_guild": {"n": 2000, "agents": "heuristic", "pairs": True, "cards": ["guild", "library", "prison"]},
}
FILES = {
    "singles": "event_effects_9p.csv",
    "heuristic": "event_effects_9p_heuristic.csv",
    "pairs": "event_effects_9p_pairs.csv",
    "prison_guild": "event_effects_9p_prison_guild.csv",
}


def _commit() -> str:
    root = Path(__file__).resolve().parent.parent
    try:
        head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=root, capture_output=True, text=True, check=True)
        dirty = subprocess.run(
            ["git", "status", "--porcelain", "--untracked-files=no", "jinro_lab"],
            cwd=root,
            capture_output=True,
            text=True,
            check=True,
        )
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return head.stdout.strip() + (" (with uncommitted changes in jinro_lab)" if dirty.stdout.strip() else "")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", choices=sorted(TABLES), action="append", help="the table(s) to write (default all)")
    parser.add_argument("--workers", type=int, default=1, help="local processes (the tables do not depend on it)")
    args = parser.parse_args()
    DATA_DIR.mkdir(parents=True, exist_ok=True)
    for name in args.only or list(TABLES):
        started = time.perf_counter()
        table = event_effects(players=9, seed=0, workers=args.workers, progress=True, **TABLES[name])
        table.attrs["workers"] = args.workers
        table.attrs["commit"] = _commit()
        table.attrs["command"] = f".venv/bin/python scripts/event_effects_data.py --only {name}"
        path = DATA_DIR / FILES[name]
        write_event_effects(table, path)
        print(f"{path.relative_to(DATA_DIR.parent.parent)}: {len(table)} decks, {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
