"""The belief sampler's probes on fast copies (issue 41, item 4): where a game's stepped
fast engine tells a watched seat its events (``core.fast.Hearing``), ``sample_worlds``
with ``engine="auto"`` tries a probed option (``Hidden.candidates``: ``PROBE`` or a
``Probe``) on a copy of the world's fast game and compares what the viewer hears after
it with what it saw (``core.hidden._heard_after``), instead of a readable copy of the
world; an option whose copy would reach an announced draw the world has not made is
still tried on a readable copy. The worlds are the same, with the same weights and
attempts, seed for seed, as with ``engine="readable"``; and a fast copy that heard
otherwise would change them."""

from __future__ import annotations

from typing import Any

import pytest
from games import choice_points, each_games_own

from jinro_lab.core import hidden
from jinro_lab.core.fast import stepped_game
from jinro_lab.core.hidden import sample_worlds

#: (game, players, options) of each game whose stepped fast engine hears, from its folder's
#: ``kit.py`` (``SEARCH_SETUPS``: setups whose announced chance a world fixes)
HEARING = [
    (game, n, options)
    for game, setups in each_games_own("SEARCH_SETUPS").items()
    for n, options in setups
    if getattr(stepped_game(game, {"players": n, **options}), "HEARS", False)
]
IDS = [f"{g}-{n}p-{i}" for i, (g, n, _) in enumerate(HEARING)]
#: game -> whether its hidden model probes options (``kit.py``'s ``SAMPLER_PROBES``; default: it does)
PROBES: dict[str, bool] = each_games_own("SAMPLER_PROBES")
#: the hearing setups of the games whose hidden model probes
PROBING = [setup for setup in HEARING if PROBES.get(setup[0], True)]


def late_points(game: str, players: int, options: dict[str, Any], count: int) -> list[tuple[Any, int]]:
    return choice_points(game, players, options, count, 700, (15, 60))


def tried_fast(monkeypatch: pytest.MonkeyPatch, change: Any = None) -> list[int]:
    """Count the options the fast copies tried (``change``: alter what they heard)."""
    counts: list[int] = []
    original = hidden._heard_after

    def counted(*args: Any) -> dict[int, bool]:
        told = original(*args)
        counts.append(len(told))
        return told if change is None else {i: change(found) for i, found in told.items()}

    monkeypatch.setattr(hidden, "_heard_after", counted)
    return counts


def assert_same(game: Any, seat: int, k: int) -> None:
    """The same worlds (records), log weights and attempts with either engine."""
    readable = sample_worlds(game, seat, n=10, seed=k, max_attempts=100, engine="readable")
    fast = sample_worlds(game, seat, n=10, seed=k, max_attempts=100, engine="auto")
    assert [w.record() for w in fast] == [w.record() for w in readable], k
    assert (fast.log_weights, fast.attempts) == (readable.log_weights, readable.attempts), k


@pytest.mark.skipif(not HEARING, reason="no game's stepped fast engine hears yet")
@pytest.mark.parametrize(("variant", "players", "options"), HEARING, ids=IDS)
def test_fast_probes_give_the_readable_worlds(
    variant: str, players: int, options: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    counts = tried_fast(monkeypatch)
    for k, (game, seat) in enumerate(late_points(variant, players, options, 8)):
        assert_same(game, seat, k)
    if PROBES.get(variant, True):
        assert sum(counts) > 0  # the fast copies did try options
    else:  # a game whose hidden model probes nothing (its kit says so): none tried, on either engine
        assert sum(counts) == 0


@pytest.mark.skipif(not PROBING, reason="no game's stepped fast engine hears and its model probes")
def test_a_fast_copy_that_agrees_with_anything_changes_the_worlds(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every option a fast copy tried said to agree (as if it heard nothing that disagrees):
    options the viewer's next events refute are kept, and some position's worlds differ."""
    variant, players, options = PROBING[0]
    points = late_points(variant, players, options, 8)
    tried_fast(monkeypatch, change=lambda agrees: True)
    differed = 0
    for k, (game, seat) in enumerate(points):
        try:
            assert_same(game, seat, k)
        except AssertionError:
            differed += 1
    assert differed
