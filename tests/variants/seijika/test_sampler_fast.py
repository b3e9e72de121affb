"""政治家人狼's belief sampler on fast copies of its worlds (issue 41, item 4): with
``engine="auto"`` the model rules out, on fast copies of a world (``fast.FastGame``), the
last night choice after which the morning would sit out other seats than the viewer saw
announced (SEI-31 ... SEI-33, ``hidden._morning_agrees``), every outcome of the wolves' lot
played out; the sampler then gives the same worlds with the same weights, in the same
attempts, seed for seed, as with ``engine="readable"`` (every option probed on readable
copies), and the fast copies did rule options out."""

from __future__ import annotations

from typing import Any

import pytest
from games import choice_points

from jinro_lab.core.hidden import sample_worlds
from jinro_lab.variants.seijika import hidden


def late_points(players: int, options: dict[str, Any], count: int) -> list[tuple[Any, int]]:
    """``count`` positions 15-60 random actions into random games, a seat to act among several."""
    return choice_points("seijika", players, options, count, 500, (15, 60))


@pytest.mark.parametrize("lots", [hidden._LOTS, 0])
@pytest.mark.parametrize(("players", "options"), [(8, {}), (8, {"manifestos": True}), (7, {"vote_styles": ["open"]})])
def test_fast_checks_give_the_readable_worlds(players, options, lots, monkeypatch):
    """The same worlds (records), log weights and attempts with either engine, at late
    positions where the fast copies ruled night choices out; also with no outcome of a
    draw before the morning played out (``lots=0``: a copy stopped before the morning
    rules nothing out)."""
    monkeypatch.setattr(hidden, "_LOTS", lots)
    ruled_out = []
    agrees = hidden._morning_agrees

    def counted(memory, pos, world, seat, legal, among):
        kept = agrees(memory, pos, world, seat, legal, among)
        ruled_out.append(len(among) - len(kept))
        return kept

    monkeypatch.setattr(hidden, "_morning_agrees", counted)
    for k, (game, seat) in enumerate(late_points(players, options, 8)):
        asked = len(ruled_out)
        readable = sample_worlds(game, seat, n=12, seed=k, max_attempts=120, engine="readable")
        assert len(ruled_out) == asked  # the readable engine never asks the fast copies
        fast = sample_worlds(game, seat, n=12, seed=k, max_attempts=120, engine="auto")
        assert [w.record() for w in fast] == [w.record() for w in readable]
        assert fast.log_weights == readable.log_weights
        assert fast.attempts == readable.attempts
    assert sum(ruled_out) > 0  # the fast copies did rule options out
