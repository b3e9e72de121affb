"""An announced draw the viewer does not see, drawn by a world of the belief sampler
(``core.hidden._chance_hook``): among the outcomes the hidden model allows
(``Hidden.unseen``), the weight multiplied by their share; uniformly where it allows any."""

from __future__ import annotations

import math
import random
from types import SimpleNamespace
from typing import Any

from jinro_lab.core import hidden


class Allowing(hidden.Hidden):
    """A model that allows ``allowed`` of every unseen draw."""

    def __init__(self, allowed: list[int] | None):
        self.allowed = allowed

    def unseen(self, ctx: Any, world: Any, n: int, visible: Any, pos: int) -> list[int] | None:
        return self.allowed


def draw(allowed: list[int] | None, n: int, seed: int) -> tuple[int, float]:
    """One unseen draw among ``n`` (seen by seat 1 only, the viewer seat 0): its outcome and the weight it added."""
    ctx = SimpleNamespace(seat=0, memory=(), hidden=Allowing(allowed))
    particle = SimpleNamespace(logw=0.0)
    world = SimpleNamespace(memory=lambda seat: [])
    hook = hidden._chance_hook(ctx, particle, random.Random(seed))  # type: ignore[arg-type]
    return hook(world, n, frozenset({1}), lambda seen: None), particle.logw  # type: ignore[arg-type]


def test_an_unseen_draw_falls_among_the_outcomes_allowed_weighed_by_their_share() -> None:
    outcomes = {draw([1, 4], 6, seed)[0] for seed in range(40)}
    assert outcomes == {1, 4}
    assert all(math.isclose(draw([1, 4], 6, seed)[1], math.log(2 / 6)) for seed in range(5))


def test_an_unseen_draw_the_model_does_not_restrict_is_uniform_and_unweighed() -> None:
    outcomes = {draw(None, 3, seed)[0] for seed in range(40)}
    assert outcomes == {0, 1, 2}
    assert all(draw(None, 3, seed)[1] == 0.0 for seed in range(5))
