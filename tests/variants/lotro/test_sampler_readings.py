"""Each reading of LotROで人狼's hidden model pays where it matters: with it, the sampler
draws the same number of worlds in fewer attempts than with it turned off, at late
points of random 9-player games (those of the issue's measure, ``random_point``) where
worlds died at the end or at a later night. That the readings never refuse the real
game is ``test_sampler_real_game.py``'s check."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from jinro_lab.analysis.calibration import random_point
from jinro_lab.core.hidden import sample_worlds
from jinro_lab.variants.lotro import hidden
from jinro_lab.variants.lotro.hidden import Stand

NIGHTS_TOGETHER = hidden.nights_possible


def every_stand(roles: Any) -> set[Stand]:
    """Every pass and spent item the deal allows: a night read as if alone."""
    held = [s for s, role in enumerate(roles) if role in ("wolf", "healer", "friend")]
    stands = set()
    for mask in range(1 << len(held)):
        chosen = [s for k, s in enumerate(held) if mask >> k & 1]
        wolves = frozenset(s for s in chosen if roles[s] == "wolf")
        stands.add((wolves, frozenset(chosen) - wolves))
    return stands


def nights_alone(info: Any, roles: Any, after: int, starts: set[Stand]) -> bool:
    """The nights each read alone (from any stand after the first), then the win checks
    with any spent items: the reading before the nights were read together."""
    nights = [n for n in info.nights.values() if n.dead is not None and n.day > after]
    for k, night in enumerate(nights):
        one = copy.copy(info)
        one.nights, one.checks = {night.day: night}, []
        if not NIGHTS_TOGETHER(one, roles, night.day - 1, starts if k == 0 else every_stand(roles)):
            return False
    rest = copy.copy(info)
    rest.nights = {}
    return NIGHTS_TOGETHER(rest, roles, after, every_stand(roles))


#: reading -> (what turns it off: the attribute of ``lotro.hidden`` and its stand-in; the
#: point: nomination, game seed, steps, seat, the sampler's seed; the least factor of
#: attempts it saves)
READINGS: dict[str, tuple[str, Any, tuple[str, int, int, int, int], float]] = {
    # the end's winners tell every seat's side (LOT-05, LOT-60, LOT-61)
    "sides": ("sides_agree", lambda info, roles: True, ("random", 501, 49, 3, 1), 4.0),
    # the win checks seen, where the nights stand (LOT-60 ... LOT-64)
    "checks": ("checks_hold", lambda *args: True, ("seat", 503, 42, 5, 3), 2.0),
    # the nights read together: a leaf or a pass is for good (LOT-41, LOT-42)
    "together": ("nights_possible", nights_alone, ("random", 502, 53, 8, 2), 2.0),
    # a night choice leaves the later nights and checks seen possible (the candidates)
    "later": ("_later_possible", lambda *args, **kwargs: True, ("seat", 618, 34, 8, 18), 1.5),
    # a choice after which the world would ask the seat where the game did not (LOT-44)
    "in turn": ("_asks_viewer_early", lambda *args: False, ("seat", 509, 20, 6, 9), 1.5),
}


@pytest.mark.parametrize("reading", READINGS)
def test_each_reading_saves_attempts(reading: str, monkeypatch: pytest.MonkeyPatch) -> None:
    attribute, stand_in, (nominate, seed, steps, seat, draws), factor = READINGS[reading]
    game = random_point("lotro", seed, 9, steps, nominate=nominate)
    on = sample_worlds(game, seat, n=30, seed=draws, max_attempts=600)
    monkeypatch.setattr(hidden, attribute, stand_in)
    off = sample_worlds(game, seat, n=30, seed=draws, max_attempts=600)
    assert len(on) == 30 and on.attempts * factor <= off.attempts, (on.attempts, len(off), off.attempts)
