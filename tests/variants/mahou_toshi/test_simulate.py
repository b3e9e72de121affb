"""simulate() on 魔法都市の人狼 with heuristic agents and an event deck: the same table
whatever runs it (the simulations of every game: ``tests/analysis/test_simulate.py``)."""

from __future__ import annotations

import pandas as pd
import pytest

from jinro_lab.analysis import simulate


def test_mahou_tables_are_identical_on_one_and_two_workers_and_dask():
    """魔法都市 with heuristic agents and an event deck: 1 process, 2 processes, a Dask cluster."""
    options = {"players": 9, "events": ["prison", "guild", "bath"]}
    one = simulate("mahou_toshi", 90, seed=8, agents="heuristic", options=options, workers=1)
    assert set(one["players"]) == {9} and set(one["werewolves"]) == {2}
    pd.testing.assert_frame_equal(
        simulate("mahou_toshi", 90, seed=8, agents="heuristic", options=options, workers=2), one
    )
    distributed = pytest.importorskip("distributed")
    with (
        distributed.LocalCluster(n_workers=1, threads_per_worker=2, processes=False, dashboard_address=":0") as cluster,
        distributed.Client(cluster) as client,
    ):
        pd.testing.assert_frame_equal(
            simulate("mahou_toshi", 90, seed=8, agents="heuristic", options=options, workers=client), one
        )
