"""LotROで人狼's word for the seat its vote chooses, in its legends (LOT-21; what every game's
legends follow, its ``Marks``: ``tests/analysis/test_legends.py``)."""

from __future__ import annotations

from analysis.test_legends import legend_of


def test_the_vote_legend_says_executed():
    assert "red bold box: the seat executed" in legend_of("lotro", "vote")
