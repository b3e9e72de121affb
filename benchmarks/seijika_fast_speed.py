"""The fast engine of 政治家人狼 against the readable one and the bare loop (issue 41),
for 9 players, plain rules and manifesto rules with the illustrative deck: the figures of
``_engines.py`` (columns ``seijika9``, ``seijika9_manifestos``).

The machine's speed drifts: compare figures of one run. Run:
``python benchmarks/seijika_fast_speed.py [--games 2000] [--runs 5]``.
"""

from __future__ import annotations

from _engines import Columns, main

SPEC = Columns(
    "seijika",
    {"seijika9": {"players": 9}, "seijika9_manifestos": {"players": 9, "manifestos": True}},
    games=2000,
    heuristic_share=10,
    bare_share=10,
    clones=(50, 20),
    copy_seeds=range(20),
)

if __name__ == "__main__":
    main(__doc__, SPEC)
