"""games_needed() and the paired and contrast intervals that the event-card explorer
(``event_effects``, tested in its game's folder) rests on."""

from __future__ import annotations

import math

import pytest

from jinro_lab.analysis import games_needed
from jinro_lab.analysis.stats import (
    contrast_interval,
    newcombe_interval,
    paired_newcombe_interval,
    wilson_interval,
)


# ----- games_needed and the intervals ---------------------------------------------------------------------
@pytest.mark.parametrize(
    ("kwargs", "expected"),
    [
        ({"width": 0.05, "method": "normal"}, 1537),  # 4 * 1.95996^2 * 0.25 / 0.05^2 = 1536.6
        ({"width": 0.1, "method": "normal"}, 385),  # 384.1
        ({"width": 0.02, "method": "normal"}, 9604),  # the pollsters' 9604 (1.96^2 / 0.01^2 * 0.25 = 9604.0)
        ({"width": 0.06, "p": 0.2, "method": "normal"}, 683),  # 4 * 3.8415 * 0.16 / 0.0036 = 682.9
        ({"width": 0.05, "confidence": 0.99, "method": "normal"}, 2654),  # z = 2.5758: 2653.9
        ({"width": 0.05}, 1533),  # Wilson at p = 0.5: z^2 / w^2 - z^2 = 1532.7
        ({"width": 0.05, "proportions": 2}, 3074),  # a difference: twice the variance
        ({"width": 0.05, "proportions": 4}, 6147),  # an interaction: four times
    ],
)
def test_games_needed_known_numbers(kwargs, expected):
    assert games_needed(**kwargs) == expected


@pytest.mark.parametrize("p", [0.05, 0.2, 0.5, 0.73])
@pytest.mark.parametrize("width", [0.02, 0.05, 0.1, 0.3])
def test_games_needed_wilson_is_the_first_n_narrow_enough(p, width):
    n = games_needed(width, p=p)

    def wilson_width(m: int) -> float:  # the Wilson width at rate p (formula of wilson_interval)
        z = 1.959963984540054
        return 2 * z / (m + z * z) * math.sqrt(m * p * (1 - p) + z * z / 4)

    assert wilson_width(n) <= width < wilson_width(n - 1) if n > 1 else wilson_width(1) <= width
    if p in (0.2, 0.5):  # with whole wins: the interval really is that narrow
        lo, hi = wilson_interval(round(p * n), n)
        assert hi - lo <= width + 2e-3


def test_games_needed_rejects_nonsense():
    for kwargs in (
        {"width": 0},
        {"width": 0.1, "p": 1.5},
        {"width": 0.1, "method": "exact"},
        {"width": 0.1, "proportions": 0},
    ):
        with pytest.raises(ValueError):
            games_needed(**kwargs)


def test_paired_newcombe_matches_the_published_example():
    """Fagerland, Lydersen and Laake (2017), section 8.5: Cavo et al. (2012), 59 6 / 16 80:
    estimate -0.0621, 95% CI -0.1186 to -0.0046 (Newcombe's square-and-add)."""
    assert paired_newcombe_interval(59, 6, 16, 80) == pytest.approx((-0.1186, -0.0046), abs=5e-5)


def test_paired_newcombe_without_correlation_is_the_independent_interval():
    # both * neither - only_a * only_b = 25*25 - 25*25 = 0: phi = 0
    assert paired_newcombe_interval(25, 25, 25, 25) == pytest.approx(newcombe_interval(50, 100, 50, 100))
    # positive correlation narrows it
    lo, hi = paired_newcombe_interval(45, 5, 5, 45)
    lo0, hi0 = newcombe_interval(50, 100, 50, 100)
    assert lo0 < lo < 0 < hi < hi0


def test_contrast_interval_of_two_terms_is_newcombe_and_of_four_is_wider():
    est, lo, hi = contrast_interval([(1, 56, 70), (-1, 48, 80)])
    assert est == pytest.approx(0.2) and (lo, hi) == pytest.approx(newcombe_interval(56, 70, 48, 80))
    est4, lo4, hi4 = contrast_interval([(1, 56, 70), (-1, 48, 80), (-1, 30, 70), (1, 30, 80)])
    assert est4 == pytest.approx(56 / 70 - 48 / 80 - 30 / 70 + 30 / 80)
    assert lo4 < est4 < hi4 and hi4 - lo4 > hi - lo
    with pytest.raises(ValueError):
        contrast_interval([(2, 1, 10)])
