"""Python's cyclic garbage collector kept to the youngest generation while a search or the
belief sampler runs.

Those make and drop many short-lived objects (copies of worlds, their logs and events):
reference counting frees them as they go, but every 700 new objects the collector walks
the youngest again, every ten of those walks the older ones, and now and then every object
alive, a search's tree and worlds and the whole session's too: 9 to 16% of an ISMCTS
decision (``benchmarks/search_speed.py``), over half of it in the older walks. Held to the
youngest generation, the collector still frees the few cycles the dropped objects leave (a
readable world and its rule changes) as it goes, so memory stays bounded; the older
generations wait for the block's end.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

__all__ = ["older_generations_held"]

#: a count of young collections the older generations never reach within a block
_NEVER = 1_000_000_000


@contextmanager
def older_generations_held() -> Iterator[None]:
    """Inside the block the collector walks only the youngest generation (its thresholds for
    the older ones out of reach); after it, the thresholds as they were (a nested block gives
    back the outer one's). A collector the user turned off stays off."""
    before = gc.get_threshold()
    gc.set_threshold(before[0], _NEVER, _NEVER)
    try:
        yield
    finally:
        gc.set_threshold(*before)
