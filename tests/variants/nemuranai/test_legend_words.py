"""人狼は眠らない's word for the seat its vote chooses, in its legends (NEM-31, NEM-40:
脱落, nobody is executed; what every game's legends follow, its ``Marks``:
``tests/analysis/test_legends.py``)."""

from __future__ import annotations

from analysis.test_legends import legend_of


def test_the_vote_legend_says_eliminated():
    assert "red bold box: the seat eliminated" in legend_of("nemuranai", "vote")
    assert "赤い太枠：脱落した席" in legend_of("nemuranai", "vote", "ja")
