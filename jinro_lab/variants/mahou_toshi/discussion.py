"""MAH-10, MAH-26, MAH-E14, MAH-R08: the day's discussion time, as the morning
announces it, for the live table's timer (``core.discussion``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...core.day_night import Announcement
from ...core.discussion import Discussion, vote_began

__all__ = ["discussion"]

#: the announcements of a discussion's length -> the rule that sets it
RULES = {
    "discussion": "MAH-10",  # (living ÷ 2 + 1) minutes
    "halved discussion": "MAH-E14",  # the clock tower
    "short discussion": "MAH-R08",  # the moneylender died: 1 minute
}


def discussion(events: Sequence[Any]) -> Discussion | None:
    """The day's discussion from its announcement until the vote's first ballot or
    tally is seen (MAH-11), or ``None``."""
    for i in range(len(events) - 1, -1, -1):
        e = events[i]
        if vote_began(e):
            return None
        if isinstance(e, Announcement) and e.key in RULES:
            return Discussion(i, float(e.args[0]), RULES[e.key])  # type: ignore[arg-type]
    return None
