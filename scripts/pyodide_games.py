"""Seeded games of the four variants with random agents, replayed, as one JSON file
(``scripts/pyodide_check.sh``, issue 21): run once by CPython and once by Pyodide,
whose two files must hold the same games, record for record (a record's digest covers
its whole event log), event for event and picture for picture.

Usage: ``python scripts/pyodide_games.py OUT.json``. Only the standard library and the
kit's engine are used (what the npm ``pyodide`` package holds, nothing downloaded).
"""

from __future__ import annotations

import hashlib
import json
import sys
from typing import Any

import jinro_lab as jl
from jinro_lab.agents.base import RandomAgent, play_game
from jinro_lab.core.errors import InvalidArgument

#: the games: every variant, its smallest table and a middle one, these seeds
SEEDS = range(5)


def player_counts(variant: str) -> tuple[int, ...]:
    """The smallest player count of ``variant`` and a middle one."""
    counts = jl.lookup(variant).players
    return tuple(dict.fromkeys((counts[0], counts[len(counts) // 2])))


def sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def one_game(variant: str, players: int, seed: int) -> dict[str, Any]:
    """A game played by random agents (seat ``s`` seeded ``1000 * seed + s``), its
    record, whether the record replays to itself, its events and its pictures."""
    game = play_game(
        jl.new_game(variant, players=players, seed=seed), [RandomAgent(1000 * seed + s) for s in range(players)]
    )
    record = game.record().to_json()
    result = game.result
    return {
        "game": f"{variant} players={players} seed={seed}",
        "record": record,
        "replayed": jl.replay(record).record().to_json() == record,
        "events": [type(e).__name__ for e in game.log],
        "result": None if result is None else [sorted(result.winners), result.side, result.reason],
        "pictures": [
            sha(str(game.picture(viewer, lang=lang))) for viewer in (jl.PUBLIC, None, 0) for lang in ("en", "ja")
        ],
    }


def refuses_processes() -> str:
    """What ``workers=2`` says here: refused in the browser (no process can start)."""
    from jinro_lab.analysis.simulate import check_workers

    try:
        check_workers(2)
    except InvalidArgument as err:
        return f"refused: {err}"
    return "allowed"


def main(out: str) -> None:
    games = [one_game(v, p, s) for v in sorted(jl.VARIANTS) for p in player_counts(v) for s in SEEDS]
    data = {
        "python": sys.version.split()[0],
        "platform": sys.platform,
        "workers=2": refuses_processes(),
        "heavy modules": sorted({"networkx", "pandas", "numpy", "matplotlib", "ipywidgets"} & set(sys.modules)),
        "games": games,
    }
    with open(out, "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False)


if __name__ == "__main__":
    main(sys.argv[1])
