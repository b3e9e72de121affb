"""The fast engine of 人狼は眠らない against the readable one and the bare loop (issue 41),
for 3 and 4 players: the figures of ``_engines.py`` (columns ``nemuranai3``, ``nemuranai4``).

The machine's speed drifts: compare figures of one run. Run:
``python benchmarks/nemuranai_fast_speed.py [--games 5000] [--runs 5]``.
"""

from __future__ import annotations

from _engines import Columns, main

SPEC = Columns(
    "nemuranai",
    {f"nemuranai{n}": {"players": n} for n in (3, 4)},
    games=5000,
    heuristic_share=5,
    bare_share=4,
    clones=(100, 50),
    copy_seeds=range(20),
)

if __name__ == "__main__":
    main(__doc__, SPEC)
