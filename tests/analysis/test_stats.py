"""Wilson intervals, Newcombe's difference intervals, win-rate tables and comparisons."""

from __future__ import annotations

import math

import pandas as pd
import pytest

from jinro_lab.analysis.stats import compare, newcombe_interval, wilson_interval, win_rates

# Newcombe (1998), Stat. Med. 17:857, Table I, method 3 (Wilson score, no continuity correction)
WILSON_95 = [
    ((81, 263), (0.2553, 0.3662)),
    ((15, 148), (0.0624, 0.1605)),
    ((0, 20), (0.0, 0.1611)),
    ((1, 29), (0.0061, 0.1718)),
    ((29, 29), (0.8830, 1.0)),
]

# Newcombe (1998), Stat. Med. 17:873, Table II, method 10 (hybrid score)
NEWCOMBE_95 = [
    ((56, 70, 48, 80), (0.0524, 0.3339)),
    ((9, 10, 3, 10), (0.1705, 0.8090)),
    ((6, 7, 2, 7), (0.0582, 0.8062)),
    ((5, 56, 0, 29), (-0.0381, 0.1926)),
    ((0, 10, 0, 20), (-0.1611, 0.2775)),
    ((0, 10, 0, 10), (-0.2775, 0.2775)),
    ((10, 10, 0, 20), (0.6791, 1.0)),
    ((10, 10, 0, 10), (0.6075, 1.0)),
]


@pytest.mark.parametrize(("args", "expected"), WILSON_95)
def test_wilson_interval_matches_published_values(args, expected):
    assert wilson_interval(*args) == pytest.approx(expected, abs=5e-5)


@pytest.mark.parametrize(("args", "expected"), NEWCOMBE_95)
def test_newcombe_interval_matches_published_values(args, expected):
    assert newcombe_interval(*args) == pytest.approx(expected, abs=5e-5)


def test_wilson_interval_is_symmetric_and_widens_with_confidence():
    lo, hi = wilson_interval(3, 17)
    assert wilson_interval(14, 17) == pytest.approx((1 - hi, 1 - lo))
    lo99, hi99 = wilson_interval(3, 17, confidence=0.99)
    assert lo99 < lo < 3 / 17 < hi < hi99


def test_wilson_interval_edges_and_errors():
    assert wilson_interval(0, 0) == (0.0, 1.0)
    # no float dust at the ends: 0 of n starts at exactly 0, n of n ends at exactly 1
    assert wilson_interval(0, 267)[0] == 0.0 and wilson_interval(267, 267)[1] == 1.0
    for bad in [(-1, 5), (6, 5), (1, -1)]:
        with pytest.raises(ValueError):
            wilson_interval(*bad)
    with pytest.raises(ValueError, match="confidence"):
        wilson_interval(1, 2, confidence=1.0)


def games(sides: list[str | None], seat_wins: list[tuple[int, ...]], **extra) -> pd.DataFrame:
    """A table shaped like simulate()'s output, for 3 seats."""
    df = pd.DataFrame({"side": sides, "winners": seat_wins, **extra})
    for s in range(3):
        df[f"win_seat_{s}"] = [s in w for w in seat_wins]
    return df


SIDES = ["red", "red", "blue", None, "red", "blue", "red", None]
WINNERS = [(0, 1), (0, 1), (2,), (), (0, 2), (1,), (0, 1), ()]


def test_win_rates_per_side():
    table = win_rates(games(SIDES, WINNERS))
    assert list(table.columns) == ["side", "wins", "games", "rate", "lo", "hi"]
    assert list(table["side"]) == ["blue", "red", "nobody"]
    assert list(table["wins"]) == [2, 4, 2] and set(table["games"]) == {8}
    assert table["rate"].tolist() == pytest.approx([2 / 8, 4 / 8, 2 / 8])
    for _, row in table.iterrows():
        assert (row["lo"], row["hi"]) == pytest.approx(wilson_interval(row["wins"], 8))
    assert table.attrs["confidence"] == 0.95


def test_win_rates_per_seat():
    table = win_rates(games(SIDES, WINNERS), by="seat", confidence=0.9)
    assert list(table["seat"]) == [0, 1, 2] and list(table["wins"]) == [4, 4, 2]
    assert (table.loc[0, "lo"], table.loc[0, "hi"]) == pytest.approx(wilson_interval(4, 8, 0.9))


def test_win_rates_within_groups():
    start = ["a", "b", "a", "b", "a", "b", "a", "b"]
    table = win_rates(games(SIDES, WINNERS, start=start), by="start")
    assert list(table.columns[:2]) == ["start", "side"]
    a = table[table["start"] == "a"].set_index("side")
    assert a["wins"].to_dict() == {"blue": 1, "red": 3, "nobody": 0} and set(a["games"]) == {4}
    b = table[table["start"] == "b"].set_index("side")
    assert b["wins"].to_dict() == {"blue": 1, "red": 1, "nobody": 2}
    with pytest.raises(ValueError, match="no column"):
        win_rates(games(SIDES, WINNERS), by="nope")


def test_compare_two_setups():
    df_a = games(SIDES, WINNERS)
    df_b = games(["blue", "blue", "red", "blue"], [(2,), (1,), (0,), (2,)])
    table = compare(df_a, df_b).set_index("side")
    assert table.loc["red", ["wins_a", "games_a", "wins_b", "games_b"]].tolist() == [4, 8, 1, 4]
    assert table.loc["red", "diff"] == pytest.approx(4 / 8 - 1 / 4)
    assert (table.loc["red", "lo"], table.loc["red", "hi"]) == pytest.approx(newcombe_interval(4, 8, 1, 4))
    assert table.loc["nobody", "wins_b"] == 0  # seen only in df_a
    seats = compare(df_a, df_b, by="seat").set_index("seat")
    assert seats.loc[2, "diff"] == pytest.approx(2 / 8 - 2 / 4)
    assert math.isclose(seats.loc[0, "rate_b"], 1 / 4)
