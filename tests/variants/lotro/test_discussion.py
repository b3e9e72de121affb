"""LotROで人狼's discussion timer at the live table (issue 22, item 5): its length from
the day's phases and speeches (LOT-12, LOT-22)."""

from __future__ import annotations

from jinro_lab.core.discussion import Discussion, discussion
from jinro_lab.variants.lotro.events import PhaseBegan, Speech


def test_discussion_timers_follow_the_rules() -> None:
    """LOT-12 (3 then 5 minutes at noon), LOT-22 (a minute per tied player); none once
    the noon is over."""
    assert discussion("lotro", [PhaseBegan(2, "noon", 5), PhaseBegan(2, "evening")]) == Discussion(0, 5.0, "LOT-12")
    speeches = [PhaseBegan(2, "noon", 5), Speech(1, 1, "day 2"), Speech(4, 1, "day 2")]
    assert discussion("lotro", speeches) == Discussion(1, 2.0, "LOT-22")
    assert discussion("lotro", [PhaseBegan(2, "noon", 5), PhaseBegan(3, "morning")]) is None
