"""The fast engine of LotROで人狼 against the readable one and the bare loop (issue 41),
for the default setups of 9 and 16 players (LOT-03): the figures of ``_engines.py``
(columns ``lotro9``, ``lotro16``).

The machine's speed drifts: compare figures of one run. Run:
``python benchmarks/lotro_fast_speed.py [--games 300] [--runs 5]``.
"""

from __future__ import annotations

from _engines import Columns, main

SPEC = Columns(
    "lotro",
    {f"lotro{n}": {"players": n} for n in (9, 16)},
    games=300,
    fast_share=5,
)

if __name__ == "__main__":
    main(__doc__, SPEC)
