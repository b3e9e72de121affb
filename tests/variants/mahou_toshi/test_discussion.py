"""魔法都市の人狼's discussion timer at the live table (issue 22, item 5): its length
from the day's announcement (MAH-10, MAH-E14, MAH-R08)."""

from __future__ import annotations

from jinro_lab.core.day_night import Announcement
from jinro_lab.core.discussion import Discussion, discussion
from jinro_lab.core.viewers import PUBLIC
from jinro_lab.table import Table


def test_discussion_timers_follow_the_rules() -> None:
    """MAH-10 ((living ÷ 2 + 1) minutes), MAH-E14 (halved), MAH-R08 (1 minute)."""
    said = [Announcement("discussion", (5,), "discussion: 5 minutes")]
    assert discussion("mahou_toshi", said) == Discussion(0, 5.0, "MAH-10")
    assert discussion("mahou_toshi", [Announcement("halved discussion", (2.5,), "")]).rule == "MAH-E14"
    assert discussion("mahou_toshi", [Announcement("short discussion", (1,), "")]) == Discussion(0, 1.0, "MAH-R08")
    table = Table("mahou_toshi", players=8, humans=[0], seed=1, agents="random")
    seen = table.read(lambda g: g.events_seen_by(PUBLIC))
    found = discussion("mahou_toshi", seen)
    assert found is not None and found.minutes == 8 // 2 + 1  # MAH-10, eight alive
