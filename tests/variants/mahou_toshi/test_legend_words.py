"""魔法都市の人狼's word for the seat its vote chooses, in its legends (MAH-E18: the prison's vote; what every game's
legends follow, its ``Marks``: ``tests/analysis/test_legends.py``)."""

from __future__ import annotations

from analysis.test_legends import legend_of


def test_the_vote_legend_says_executed_or_imprisoned():
    assert "red bold box: the seat executed / imprisoned" in legend_of("mahou_toshi", "vote")
