"""LOT-12 and LOT-22: the noon discussion and the tied players' speeches, for the
live table's timer (``core.discussion``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...core.discussion import Discussion, vote_began
from .events import PhaseBegan, Speech

__all__ = ["discussion"]


def discussion(events: Sequence[Any]) -> Discussion | None:
    """Noon's discussion (3 minutes on day 1, then 5) until the evening vote's first
    ballot is seen (day 1 has no vote, LOT-13, and the engine stops at the night's
    first choice: the timer then runs into the night, until the next morning); the
    tied players' speeches (a minute each, one after the other) until the revote's
    ballots are seen; otherwise ``None``."""
    for i in range(len(events) - 1, -1, -1):
        e = events[i]
        if vote_began(e):
            return None
        if isinstance(e, Speech):
            first = i
            while first > 0 and isinstance(events[first - 1], Speech):
                first -= 1
            return Discussion(first, float(sum(s.minutes for s in events[first : i + 1])), "LOT-22")
        if isinstance(e, PhaseBegan) and e.phase in ("noon", "morning"):
            return Discussion(i, float(e.minutes), "LOT-12") if e.phase == "noon" else None
    return None
