"""魔法都市の人狼's reproduction of issue 36: MAH-E25's arena (a random werewolf dies,
after the protectors who guarded someone else died), reached by a scripted game whose
script's entry is out of range (``chance_support``)."""

from __future__ import annotations

from chance_support import assert_refused_out_of_range


def test_an_act_that_reaches_a_draw_out_of_range_is_refused_and_changes_nothing() -> None:
    """The act is refused with InvalidChance and changes nothing; so is its record's replay."""
    assert_refused_out_of_range(*("mahou_toshi", {}, [0, 99], 36, "'arena: a random werewolf'", 2))
