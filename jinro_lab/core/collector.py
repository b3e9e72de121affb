"""Python's cyclic garbage collector paused while a search or the belief sampler runs.

Those make and drop many short-lived objects (copies of worlds, their logs and events):
reference counting frees them as they go, but every 700 new objects the collector walks
the youngest again, every ten of those walks the older ones, and now and then every object
alive, a search's tree and worlds and the whole session's too: 9 to 16% of an ISMCTS
decision (``benchmarks/search_speed.py``), over half of it in the older walks. Paused, the
caller tidies the youngest generation itself now and then (:func:`tidy`), where the few
cycles its dropped objects leave (a readable world and its rule changes) are, so that
memory stays bounded; the older generations wait for the collector's return.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

__all__ = ["collector_paused", "tidy"]


@contextmanager
def collector_paused() -> Iterator[None]:
    """The cyclic collector off inside the block, as it was after (nested blocks leave it
    to the outermost)."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def tidy() -> None:
    """Collect the youngest generation (the objects made since it was last collected): the
    cycles among those dropped are freed, the rest move to the next generation."""
    gc.collect(0)
