"""Win rates with Wilson score intervals, and comparisons of two setups.

Tables come from :func:`jinro_lab.analysis.simulate.simulate` (one row per game,
with ``side`` and ``win_seat_<i>`` columns). The intervals:

* :func:`wilson_interval`: the Wilson score interval of one proportion (Wilson 1927;
  method 3 of Newcombe 1998, Stat. Med. 17:857), good even for rates near 0 or 1;
* :func:`newcombe_interval`: the interval of a difference of two independent
  proportions from their Wilson intervals (method 10 of Newcombe 1998, Stat. Med.
  17:873);
* :func:`paired_newcombe_interval`: the interval of a difference of two proportions
  measured on the same units (paired: e.g. two setups played with the same game
  seeds), Newcombe's square-and-add with the continuity-corrected phi (method 10 of
  Newcombe 1998, Stat. Med. 17:2635);
* :func:`contrast_interval`: a sum of independent proportions with signs ±1, such as
  an interaction ``p_ab - p_a - p_b + p_0``, by the square-and-add of their Wilson
  limits (MOVER: Newcombe 2001, Am. Stat. 55:200; Zou and Donner 2008, Stat. Med.
  27:1693); with two terms it is :func:`newcombe_interval`;
* :func:`games_needed`: how many games make an interval narrow enough.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from statistics import NormalDist
from typing import TYPE_CHECKING, Any

from ..core.errors import InvalidArgument, describe

if TYPE_CHECKING:
    import pandas as pd

__all__ = [
    "NOBODY",
    "compare",
    "contrast_interval",
    "games_needed",
    "newcombe_interval",
    "paired_newcombe_interval",
    "wilson_interval",
    "win_rates",
]

#: the ``side`` label of games that nobody won
NOBODY = "nobody"
_STAT_COLUMNS = ["wins", "games", "rate", "lo", "hi"]


def z_score(confidence: float) -> float:
    if not _between(0, confidence, 1, strict=True):
        raise InvalidArgument(f"confidence must be between 0 and 1 (exclusive), got {describe(confidence)}")
    return NormalDist().inv_cdf(0.5 + confidence / 2)


def _between(low: float, value: Any, high: float | None, strict: bool = False) -> bool:
    """``low <= value <= high`` (``<`` with ``strict``; no upper bound if ``high`` is
    None), and False for a value that does not compare as a number (a string, None)."""
    try:
        above = low < value if strict else low <= value
        below = high is None or (value < high if strict else value <= high)
        return bool(above and below)
    except (TypeError, ValueError):  # not a number: a string, None, an array
        return False


def wilson_interval(successes: int, n: int, confidence: float = 0.95) -> tuple[float, float]:
    """The Wilson score interval of ``successes`` out of ``n`` (exact formula, no
    continuity correction). With ``n == 0`` nothing is known: ``(0.0, 1.0)``."""
    if not (_between(0, n, None) and _between(0, successes, n)):
        raise InvalidArgument(
            f"need whole numbers 0 <= successes <= n, got successes={describe(successes)}, n={describe(n)}"
        )
    z = z_score(confidence)
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    z2n = z * z / n
    center = (p + z2n / 2) / (1 + z2n)
    half = z / (1 + z2n) * math.sqrt(p * (1 - p) / n + z2n / (4 * n))
    # the exact bounds at 0 and n (the formula leaves float dust like 8.7e-19)
    lo = 0.0 if successes == 0 else max(0.0, center - half)
    hi = 1.0 if successes == n else min(1.0, center + half)
    return (lo, hi)


def newcombe_interval(
    successes_a: int, n_a: int, successes_b: int, n_b: int, confidence: float = 0.95
) -> tuple[float, float]:
    """The interval of the difference ``p_a - p_b`` of two independent proportions
    (Newcombe's hybrid score interval, method 10)."""
    lo_a, hi_a = wilson_interval(successes_a, n_a, confidence)
    lo_b, hi_b = wilson_interval(successes_b, n_b, confidence)
    p_a = successes_a / n_a if n_a else 0.0
    p_b = successes_b / n_b if n_b else 0.0
    d = p_a - p_b
    return (d - math.hypot(p_a - lo_a, hi_b - p_b), d + math.hypot(hi_a - p_a, p_b - lo_b))


def paired_newcombe_interval(
    both: int, only_a: int, only_b: int, neither: int, confidence: float = 0.95
) -> tuple[float, float]:
    """The interval of ``p_a - p_b`` for paired proportions: each of the ``n = both +
    only_a + only_b + neither`` units has an outcome under ``a`` and one under ``b``
    (``both``: a success under each; ``only_a``: under ``a`` only; ...), so
    ``p_a = (both + only_a) / n`` and ``p_b = (both + only_b) / n``.

    Newcombe's square-and-add of the two Wilson intervals corrected by the estimated
    correlation phi of the pair, with phi's numerator ``both * neither - only_a *
    only_b`` shrunk by ``n / 2`` towards 0 when positive (a continuity correction;
    method 10 of Newcombe 1998, Stat. Med. 17:2635, as in Fagerland, Lydersen and
    Laake 2017, *Statistical Analysis of Contingency Tables*, section 8.5). Positive
    correlation (common random numbers) narrows the interval honestly; with no
    correlation it is :func:`newcombe_interval` for two samples of ``n``.
    """
    cells = (both, only_a, only_b, neither)
    if any(c < 0 for c in cells):
        raise InvalidArgument(f"paired counts must be non-negative whole numbers, got {describe(cells)}")
    n = both + only_a + only_b + neither
    if n == 0:
        return (-1.0, 1.0)
    sa, sb = both + only_a, both + only_b
    lo_a, hi_a = wilson_interval(sa, n, confidence)
    lo_b, hi_b = wilson_interval(sb, n, confidence)
    p_a, p_b = sa / n, sb / n
    product = sa * (n - sa) * sb * (n - sb)
    phi = 0.0
    if product > 0:
        cross = both * neither - only_a * only_b
        if cross > n / 2:
            phi = (cross - n / 2) / math.sqrt(product)
        elif cross < 0:
            phi = cross / math.sqrt(product)
    da, db = p_a - lo_a, hi_b - p_b  # the room below p_a and above p_b
    lower = p_a - p_b - math.sqrt(max(0.0, da * da + db * db - 2 * phi * da * db))
    ua, ub = hi_a - p_a, p_b - lo_b
    upper = p_a - p_b + math.sqrt(max(0.0, ua * ua + ub * ub - 2 * phi * ua * ub))
    return (max(-1.0, lower), min(1.0, upper))


def contrast_interval(terms: Sequence[tuple[int, int, int]], confidence: float = 0.95) -> tuple[float, float, float]:
    """The estimate and interval of ``sum(sign * successes / n)`` over independent
    proportions, ``terms`` being ``(sign, successes, n)`` with sign +1 or -1: e.g. the
    interaction ``p_ab - p_a - p_b + p_0`` of two factors.

    MOVER (the method of variance estimates recovery; Newcombe 2001, Am. Stat.
    55:200; Zou and Donner 2008, Stat. Med. 27:1693): the lower limit takes, for each
    term, the distance from its estimate to the Wilson limit on the side that lowers
    the sum, square-and-added; the upper limit likewise. Two terms ``+a, -b`` give
    :func:`newcombe_interval`. Returns ``(estimate, lo, hi)``.
    """
    estimate = down = up = 0.0
    for sign, successes, n in terms:
        if sign not in (1, -1):
            raise InvalidArgument(f"each term's sign must be +1 or -1, got {describe(sign)}")
        lo, hi = wilson_interval(successes, n, confidence)
        p = successes / n if n else 0.0
        estimate += sign * p
        below, above = p - lo, hi - p
        down += (below if sign > 0 else above) ** 2
        up += (above if sign > 0 else below) ** 2
    return (estimate, estimate - math.sqrt(down), estimate + math.sqrt(up))


GAMES_NEEDED_METHODS = ("wilson", "normal")


def games_needed(
    width: float, p: float = 0.5, confidence: float = 0.95, method: str = "wilson", proportions: int = 1
) -> int:
    """The fewest games per setup that make a ``confidence`` interval of a win rate
    near ``p`` at most ``width`` wide in total (upper minus lower limit).

    ``method="wilson"``: the Wilson interval (:func:`wilson_interval`, the one the
    kit's tables show) at an observed rate ``p``; its width shrinks as games are
    added, and the answer is the first ``n`` where it is at most ``width`` (at
    ``p=0.5`` that is ``ceil(z**2 / width**2 - z**2)``). ``method="normal"``: the
    normal approximation ``2 z sqrt(p (1 - p) / n)``, i.e. ``ceil(4 z**2 p (1 - p) /
    width**2)``. ``p=0.5`` is the worst case, the safe choice when the rate is
    unknown. Examples at 95%: width 0.05 needs 1537 games (normal) or 1533 (Wilson);
    width 0.1 needs 385 (normal).

    ``proportions``: how many independent win rates, each from ``n`` games at rate
    ``p``, the quantity adds up: 1 (a win rate), 2 (a difference of two setups), 4
    (an interaction, a difference of differences). Above 1 the normal approximation
    of the summed variances is used: ``ceil(4 z**2 proportions p (1 - p) /
    width**2)`` (the Newcombe and MOVER intervals the kit shows are about as wide;
    a paired design with positive correlation needs fewer).
    """
    if isinstance(width, bool) or not isinstance(width, int | float) or not 0 < width <= 2:
        raise InvalidArgument(f"width must be a number in (0, 2], the interval's total width; got {describe(width)}")
    if isinstance(p, bool) or not isinstance(p, int | float) or not 0 <= p <= 1:
        raise InvalidArgument(f"p must be a proportion in [0, 1], got {describe(p)}")
    if method not in GAMES_NEEDED_METHODS:
        raise InvalidArgument(f"method must be one of {', '.join(GAMES_NEEDED_METHODS)}, got {describe(method)}")
    if isinstance(proportions, bool) or not isinstance(proportions, int) or proportions < 1:
        raise InvalidArgument(
            "proportions must be a positive int (1 rate, 2 a difference, 4 an interaction), "
            f"got {describe(proportions)}"
        )
    z = z_score(confidence)
    q = p * (1 - p)
    if method == "normal" or proportions > 1:
        # the float product can land a hair above an exact integer: round that dust away
        return max(1, math.ceil(round(4 * z * z * proportions * q / (width * width), 9)))

    def wide(n: int) -> float:  # the Wilson width at rate p (decreasing in n)
        return 2 * z / (n + z * z) * math.sqrt(n * q + z * z / 4)

    lo, hi = 1, 1
    while wide(hi) > width:
        lo, hi = hi + 1, hi * 2
    while lo < hi:
        mid = (lo + hi) // 2
        if wide(mid) > width:
            lo = mid + 1
        else:
            hi = mid
    return lo


def _outcomes(df: pd.DataFrame, by: str | None) -> tuple[str, dict[Any, pd.Series]]:
    """The outcome column name and, per outcome, a boolean Series "this game had it":
    each side (``nobody`` for games without a winner) or, with ``by="seat"``, each seat."""
    if by == "seat":
        seats = sorted(int(c.removeprefix("win_seat_")) for c in df.columns if c.startswith("win_seat_"))
        if not seats:
            raise InvalidArgument("win_rates(by='seat') needs win_seat_<i> columns (a table from simulate())")
        return "seat", {s: df[f"win_seat_{s}"].fillna(False).astype(bool) for s in seats}
    if "side" not in df.columns:
        raise InvalidArgument("win_rates needs a 'side' column (a table from simulate())")
    sides = df["side"].fillna(NOBODY)
    names = sorted(set(sides), key=lambda s: (s == NOBODY, str(s)))
    return "side", {name: sides == name for name in names}


def _rows(won: dict[Any, pd.Series], index: pd.Index | None, confidence: float) -> list[dict[str, Any]]:
    """One row per outcome: wins, games, rate and Wilson interval (over ``index`` only, if given)."""
    rows = []
    for outcome, hits in won.items():
        if index is not None:
            hits = hits.loc[index]
        wins, games = int(hits.sum()), len(hits)
        lo, hi = wilson_interval(wins, games, confidence)
        rate = wins / games if games else math.nan
        rows.append({"outcome": outcome, "wins": wins, "games": games, "rate": rate, "lo": lo, "hi": hi})
    return rows


def win_rates(df: pd.DataFrame, by: str | Sequence[str] | None = None, confidence: float = 0.95) -> pd.DataFrame:
    """How often each side won (``by=None``; games nobody won count as side
    ``"nobody"``), or each seat (``by="seat"``), or each side within groups of games
    (``by=`` a column name or a list of them, e.g. ``"werewolf_start"``).

    Columns: the group columns, ``side`` or ``seat``, then ``wins``, ``games``,
    ``rate`` and the Wilson interval ``lo``, ``hi``. ``table.attrs["confidence"]``
    records the confidence level.
    """
    import pandas as pd

    per_seat = by == "seat"
    name, won = _outcomes(df, "seat" if per_seat else None)
    groups = [] if by is None or per_seat else [by] if isinstance(by, str) else list(by)
    missing = [c for c in groups if c not in df.columns]
    if missing:
        raise InvalidArgument(f"no column(s) {describe(missing)} to group by; columns: {describe(list(df.columns))}")
    rows: list[dict[str, Any]] = []
    if groups:
        for key, group in df.groupby(groups, sort=True, dropna=False):
            values = key if isinstance(key, tuple) else (key,)
            for row in _rows(won, group.index, confidence):
                rows.append(dict(zip(groups, values, strict=True)) | row)
    else:
        rows = _rows(won, None, confidence)
    table = pd.DataFrame(rows, columns=[*groups, "outcome", *_STAT_COLUMNS]).rename(columns={"outcome": name})
    table.attrs["confidence"] = confidence
    return table


def compare(
    df_a: pd.DataFrame,
    df_b: pd.DataFrame,
    by: str | None = None,
    confidence: float = 0.95,
) -> pd.DataFrame:
    """Compare two setups (e.g. 3 and 4 players, random and heuristic agents): per
    side (``by=None``) or per seat (``by="seat"``), the win rates ``rate_a``,
    ``rate_b``, their difference ``diff = rate_a - rate_b`` and Newcombe's interval
    ``lo``, ``hi`` of the difference. An interval that excludes 0 is a difference
    the games show at that confidence. Outcomes seen in only one table count as 0
    wins in the other.
    """
    import pandas as pd

    if by not in (None, "seat"):
        raise InvalidArgument(f"compare(by=...) takes None (sides) or 'seat', got {describe(by)}")
    name, won_a = _outcomes(df_a, by)
    _, won_b = _outcomes(df_b, by)
    rows = []
    for outcome in sorted(won_a.keys() | won_b.keys(), key=lambda s: (s == NOBODY, str(s))):
        wa = int(won_a[outcome].sum()) if outcome in won_a else 0
        wb = int(won_b[outcome].sum()) if outcome in won_b else 0
        na, nb = len(df_a), len(df_b)
        ra, rb = (wa / na if na else math.nan), (wb / nb if nb else math.nan)
        lo, hi = newcombe_interval(wa, na, wb, nb, confidence)
        rows.append(
            {name: outcome, "wins_a": wa, "games_a": na, "rate_a": ra, "wins_b": wb, "games_b": nb, "rate_b": rb}
            | {"diff": ra - rb, "lo": lo, "hi": hi}
        )
    table = pd.DataFrame(rows)
    table.attrs["confidence"] = confidence
    return table
