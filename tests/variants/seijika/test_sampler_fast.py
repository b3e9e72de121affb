"""政治家人狼's belief sampler on fast copies of its worlds (issue 41, item 4): with
``engine="auto"`` a night's last choice (SEI-30) is tried on a fast copy of the world
(``fast.FastGame`` tells the viewer its events: ``core.hidden``'s fast probe), which refuses
the choices after which the next morning would sit out other seats than the viewer saw
announced (SEI-31 ... SEI-33), every outcome of the wolves' lot (SEI-31) tried; the sampler
then gives the same worlds with the same weights, in the same attempts, seed for seed, as
with ``engine="readable"`` (every option probed on readable copies)."""

from __future__ import annotations

from typing import Any

import pytest
from games import choice_points

from jinro_lab.core import hidden
from jinro_lab.core.hidden import sample_worlds
from jinro_lab.variants.seijika import hidden as seijika_hidden
from jinro_lab.variants.seijika.actions import Ability


def late_points(players: int, options: dict[str, Any], count: int) -> list[tuple[Any, int]]:
    """``count`` positions 15-60 random actions into random games, a seat to act among several."""
    return choice_points("seijika", players, options, count, 500, (15, 60))


@pytest.mark.parametrize(("players", "options"), [(8, {}), (8, {"manifestos": True}), (7, {"vote_styles": ["open"]})])
def test_fast_copies_refuse_night_choices_and_give_the_readable_worlds(players, options, monkeypatch):
    """The same worlds (records), log weights and attempts with either engine, at late
    positions where the fast copies refused night choices (``Ability`` options)."""
    refused = []
    heard_after = hidden._heard_after

    def counted(p, ctx, s, legal, among):
        told = heard_after(p, ctx, s, legal, among)
        refused.extend(i for i, agrees in told.items() if not agrees and type(legal[i]) is Ability)
        return told

    monkeypatch.setattr(hidden, "_heard_after", counted)
    # the model blind to the morning and the guard's seat (it rules out most of those choices
    # itself), so that the probes have night choices to refuse
    monkeypatch.setattr(seijika_hidden, "_morning_allows", lambda memory, pos, world, seat, legal: None)
    monkeypatch.setattr(seijika_hidden, "_guard_seats", lambda players, memory, cards, guard_self: [])
    for k, (game, seat) in enumerate(late_points(players, options, 8)):
        asked = len(refused)
        readable = sample_worlds(game, seat, n=12, seed=k, max_attempts=120, engine="readable")
        assert len(refused) == asked  # the readable engine never asks the fast copies
        fast = sample_worlds(game, seat, n=12, seed=k, max_attempts=120, engine="auto")
        assert [w.record() for w in fast] == [w.record() for w in readable]
        assert fast.log_weights == readable.log_weights
        assert fast.attempts == readable.attempts
    assert refused  # the fast copies did refuse night choices
