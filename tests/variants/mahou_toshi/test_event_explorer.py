"""event_effects(): the event-card explorer of 魔法都市の人狼 (MAH-13, MAH-30, MAH-E01 ... MAH-E25);
games_needed() and the intervals it rests on are tested in ``tests/analysis/test_explorer.py``."""

from __future__ import annotations

import math
import sys
from itertools import combinations

import pandas as pd
import pytest

from jinro_lab.analysis import event_effects
from jinro_lab.analysis.explorer import SIDES, _columns, _widest, read_event_effects, write_event_effects
from jinro_lab.analysis.stats import wilson_interval
from jinro_lab.core.errors import InvalidSetup
from jinro_lab.variants.mahou_toshi.cards import EVENT_CARDS

CARDS = ["graveyard", "guild", "prison"]  # MAH-E03, MAH-E11, MAH-E18 (MAH-35 warns against the last two)
N = 60  # more than simulate's in-process probe, so processes and dask get chunks too
FOX_SETUP = ["werewolf", "werewolf", "fox", "seer", "knight", "medium", "citizen", "citizen", "citizen"]


@pytest.fixture(scope="module")
def table() -> pd.DataFrame:
    return event_effects(cards=CARDS, pairs=True, n=N, seed=3, workers=1, progress=False)


def _intervals(df: pd.DataFrame) -> list[str]:
    return [f"{s}{kind}" for kind in ("", "_diff", "_inter") for s in SIDES]


# ----- structure ---------------------------------------------------------------------------------
def test_one_row_per_deck_baseline_then_cards_then_pairs(table):
    assert list(table.columns) == _columns()
    decks = [(), *((c,) for c in CARDS), *combinations(CARDS, 2)]
    assert table["deck"].tolist() == decks
    assert table["cards"].tolist() == [len(d) for d in decks]
    assert set(table["games"]) == {N}
    assert table["ja"].tolist()[:2] == ["イベントなし", "墓地"]
    assert table.loc[6, "ja"] == "ギルド + 監獄" and table.loc[6, "rule"] == "MAH-E11 + MAH-E18"
    assert table.attrs["games_per_deck"] == N and table.attrs["stop"] == "n" and table.attrs["common_seeds"]


def test_cards_come_in_the_spec_order_so_a_pair_is_the_same_games_in_any_call(table):
    shuffled = event_effects(cards=["prison", "graveyard", "guild"], pairs=True, n=N, seed=3, workers=1)
    pd.testing.assert_frame_equal(shuffled, table)
    alone = event_effects(cards=["prison", "guild"], pairs=True, n=N, seed=3, workers=1)
    pd.testing.assert_frame_equal(
        alone.iloc[[3]].reset_index(drop=True), table[table["deck"] == ("guild", "prison")].reset_index(drop=True)
    )


def test_all_25_cards_by_default_without_pairs():
    df = event_effects(n=3, workers=1, progress=False)
    assert df["deck"].tolist() == [(), *((c,) for c in EVENT_CARDS)]
    assert len(df) == 26 and df[[f"{s}_inter" for s in SIDES]].isna().all().all()


def test_the_baseline_row_differs_by_nothing(table):
    base = table.iloc[0]
    assert base["deck"] == ()
    for s in ("citizens", "werewolves"):
        assert base[f"{s}_diff"] == base[f"{s}_diff_lo"] == base[f"{s}_diff_hi"] == 0.0
        # every other row's difference is its rate minus the baseline's
        assert table[f"{s}_diff"].tolist() == pytest.approx((table[s] - base[s]).tolist())


def test_rates_are_the_sides_and_third_is_blank_without_a_third_party(table):
    total = table["citizens"] + table["werewolves"]
    assert total.tolist() == pytest.approx([1.0] * len(table))  # the default 9: no fox, no demon
    assert table[[c for c in table.columns if c.startswith("third")]].isna().all().all()


def test_interactions_only_on_pairs_and_equal_to_the_differences(table):
    diff = dict(zip(table["deck"], table["citizens_diff"], strict=True))
    for _, row in table.iterrows():
        if row["cards"] == 2:
            a, b = row["deck"]
            assert row["citizens_inter"] == pytest.approx(diff[(a, b)] - diff[(a,)] - diff[(b,)])
        else:
            assert math.isnan(row["citizens_inter"])


@pytest.mark.parametrize("common_seeds", [True, False])
def test_every_interval_holds_its_estimate(table, common_seeds):
    df = table if common_seeds else event_effects(cards=CARDS, pairs=True, n=N, seed=3, workers=1, common_seeds=False)
    for col in _intervals(df):
        ok = df[col].isna() | ((df[f"{col}_lo"] <= df[col] + 1e-12) & (df[col] <= df[f"{col}_hi"] + 1e-12))
        assert ok.all(), col
    for _, row in df.iterrows():  # the win rates carry Wilson intervals
        wins = round(row["citizens"] * row["games"])
        assert (row["citizens_lo"], row["citizens_hi"]) == pytest.approx(wilson_interval(wins, row["games"]))


def test_a_third_party_setup_fills_the_third_columns():
    df = event_effects(roles=FOX_SETUP, cards=["graveyard"], n=200, workers=1)
    assert df[["third", "third_lo", "third_hi", "third_diff"]].notna().all().all()
    assert (df["citizens"] + df["werewolves"] + df["third"]).tolist() == pytest.approx([1.0, 1.0])
    assert df["third"].max() > 0  # the fox (MAH-R16) survives some games
    assert df.attrs["roles"] == FOX_SETUP


# ----- what the numbers say -----------------------------------------------------------------------
def test_the_graveyard_costs_the_citizens():
    """MAH-E03: the seer dies at once, one more citizen death: the citizens win less and
    the werewolves more, beyond the interval's doubt with 1000 games each."""
    df = event_effects(cards=["graveyard"], n=1000, seed=11, workers=1)
    card = df.iloc[1]
    assert card["citizens_diff_hi"] < 0 < card["werewolves_diff_lo"]


def test_a_speech_card_changes_nothing_for_random_agents_under_common_seeds():
    """MAH-E05, MAH-32: the library is speech only, never judged; with the same seeds its
    games are the baseline's, so the difference is exactly 0 (its interval stays honest)."""
    df = event_effects(cards=["library"], n=200, workers=1)
    card = df.iloc[1]
    assert card["citizens"] == df.iloc[0]["citizens"] and card["citizens_diff"] == 0.0
    assert card["citizens_diff_lo"] < 0 < card["citizens_diff_hi"]


# ----- the same table whatever runs it --------------------------------------------------------------
def test_the_same_call_gives_the_same_table(table):
    pd.testing.assert_frame_equal(event_effects(cards=CARDS, pairs=True, n=N, seed=3, workers=1), table)
    other = event_effects(cards=CARDS, pairs=True, n=N, seed=4, workers=1)
    assert not other["citizens"].equals(table["citizens"])


def _same(a: pd.DataFrame, b: pd.DataFrame) -> None:
    pd.testing.assert_frame_equal(a, b)
    assert {k: v for k, v in a.attrs.items() if k != "seconds"} == {k: v for k, v in b.attrs.items() if k != "seconds"}


def test_same_table_in_two_processes_started_once(table, monkeypatch):
    module = sys.modules["jinro_lab.analysis.explorer"]
    pools = []

    class RecordingPool(module.ProcessPoolExecutor):
        def __init__(self, *args, **kwargs):
            pools.append(kwargs.get("max_workers", args[0] if args else None))
            super().__init__(*args, **kwargs)

    monkeypatch.setattr(module, "ProcessPoolExecutor", RecordingPool)
    _same(event_effects(cards=CARDS, pairs=True, n=N, seed=3, workers=2), table)
    assert pools == [2]  # one pool for the 7 decks


def test_same_table_on_a_dask_cluster(table):
    distributed = pytest.importorskip("distributed")
    with (
        distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0") as cluster,
        distributed.Client(cluster) as client,
    ):
        _same(event_effects(cards=CARDS, pairs=True, n=N, seed=3, workers=client), table)


def test_until_width_is_the_same_in_one_and_two_processes():
    kwargs = {"cards": ["graveyard"], "n": 50, "seed": 5, "until_width": 0.2}
    _same(event_effects(**kwargs, workers=1), event_effects(**kwargs, workers=2))


# ----- until_width: the stop rule ---------------------------------------------------------------------
def test_until_width_stops_at_the_first_batch_where_every_interval_is_narrow_enough():
    kwargs = {"cards": ["graveyard", "mages_guild"], "pairs": True, "n": 100, "seed": 1, "workers": 1}
    width = 0.25
    done = event_effects(**kwargs, until_width=width)
    played = done.attrs["games_per_deck"]
    assert done.attrs["stop"] == "width" and played > 100 and played % 100 == 0
    assert done.attrs["batches"] == played // 100 and set(done["games"]) == {played}
    assert _widest(done) <= width
    for col in _intervals(done):  # every interval, the pairs' interactions included
        assert ((done[f"{col}_hi"] - done[f"{col}_lo"]).dropna() <= width).all()
    # one batch fewer: not yet narrow enough (so the run went on), and a cap stops it there
    before = event_effects(**kwargs, until_width=width, max_n=played - 100)
    assert before.attrs["stop"] == "max_n" and before.attrs["games_per_deck"] == played - 100
    assert _widest(before) > width
    # the first batch is the plain call's games
    pd.testing.assert_frame_equal(event_effects(**kwargs, until_width=width, max_n=100), event_effects(**kwargs))


def test_until_width_stops_at_the_cap_and_at_once_when_already_narrow():
    capped = event_effects(cards=["prison"], n=40, until_width=0.001, max_n=100, workers=1)
    assert capped.attrs["stop"] == "max_n" and set(capped["games"]) == {100} and capped.attrs["batches"] == 3
    wide = event_effects(cards=["prison"], n=40, until_width=1.5, workers=1)
    assert wide.attrs["stop"] == "width" and set(wide["games"]) == {40}


def test_the_callback_sees_every_game_and_can_cancel():
    seen = []
    event_effects(cards=["prison"], n=30, until_width=0.001, max_n=60, workers=1, callback=lambda *a: seen.append(a))
    assert seen == [(30, 60), (60, 60), (90, 120), (120, 120)]

    class Cancelled(Exception):
        pass

    def cancel(done, planned):
        raise Cancelled

    with pytest.raises(Cancelled):
        event_effects(cards=["prison"], n=30, workers=1, callback=cancel)
    with pytest.raises(Cancelled):  # on processes too: the running decks finish, the rest is dropped
        event_effects(n=80, workers=2, callback=cancel)


def test_a_saved_table_reads_back_the_same(table, tmp_path):
    path = tmp_path / "effects.csv"
    write_event_effects(table, path)
    back = read_event_effects(path)
    pd.testing.assert_frame_equal(back, table, check_dtype=False, rtol=1e-5)
    assert back.attrs == table.attrs and back["deck"].tolist()[0] == ()


# ----- loud and clear errors ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("kwargs", "error", "words"),
    [
        ({"cards": ["prison", "dragon_bridge"]}, InvalidSetup, ["'dragon_bridge'", "allowed", "magic_school"]),
        ({"cards": "prison"}, InvalidSetup, ["list of event card ids"]),
        ({"cards": ["prison", "prison"]}, InvalidSetup, ["more than once"]),
        ({"players": 4}, InvalidSetup, ["5 to 16"]),
        ({"players": 17}, InvalidSetup, ["5 to 16"]),
        ({"roles": FOX_SETUP[:8]}, InvalidSetup, ["8 seats", "players=9", "one role id per seat"]),
        ({"roles": [*FOX_SETUP[:8], "wizard"]}, InvalidSetup, ["'wizard'", "allowed"]),
        ({"options": {"events": []}}, InvalidSetup, ["may not set events"]),
        ({"options": {"vote_style": "shouting"}}, InvalidSetup, ["vote_style", "simultaneous"]),
        ({"n": 0}, ValueError, ["positive number of games"]),
        ({"until_width": 0}, ValueError, ["until_width"]),
        ({"until_width": 0.1, "max_n": 10, "n": 20}, ValueError, ["max_n", "n=20"]),
        ({"confidence": 1.0}, ValueError, ["confidence"]),
        ({"pairs": "yes"}, ValueError, ["pairs must be True or False"]),
        ({"agents": "clever"}, ValueError, ["random", "heuristic"]),
        ({"workers": 0}, ValueError, ["workers must be"]),
    ],
)
def test_bad_arguments_say_what_is_allowed(kwargs, error, words):
    with pytest.raises(error) as info:
        event_effects(**{"n": 5, "workers": 1, "cards": ["prison"], **kwargs})
    for word in words:
        assert word in str(info.value)
