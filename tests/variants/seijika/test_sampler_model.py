"""政治家人狼's model of what a seat saw (issue 41, item 4): the facts it now reads before
a world is played (a wolf sees the other wolves' proposals, SEI-31; the players a
manifesto named are announced, SEI-54; a seat that said it holds the mimic holds it and a
seat that carried a card out holds it or the mimic, SEI-51, SEI-53) only leave out
worlds that could not show the seat its view, so the posterior is the one the model
gave without them: the two samplers' estimates of every hidden fact agree within their
sampling error."""

from __future__ import annotations

import math
import random
from typing import Any

import pytest

from jinro_lab.analysis.calibration import random_point
from jinro_lab.core.hidden import sample_worlds
from jinro_lab.variants.seijika import hidden


class Unconditioned(hidden.SeijikaHidden):
    """The model without those facts: the deal ignores the mimic claims and the cards
    carried out, and the night's choices of several seats are any."""

    def prepare(self, game: Any, seat: int) -> Any:
        info = super().prepare(game, seat)
        info.mimic_claims, info.executed = set(), {}
        return info

    def candidates(self, ctx: Any, world: Any, seat: int, legal: Any, pos: int) -> Any:
        if world.phase != "vote" and len(world.to_act()) != 1:
            return None
        return super().candidates(ctx, world, seat, legal, pos)


def estimates(game: Any, seat: int, n: int) -> tuple[dict[tuple[str, int, str], float], float]:
    """Each other seat's role and manifesto card, weighted over ``n`` worlds (fact -> probability), and the ESS."""
    worlds = sample_worlds(game, seat, n=n, seed=1, max_attempts=400 * n)
    assert len(worlds) == n
    found: dict[tuple[str, int, str], float] = {}
    for world, w in zip(worlds, worlds.weights, strict=True):
        for s in range(game.players):
            if s != seat:
                for fact in (("role", s, world.roles[s]), ("card", s, world.manifesto[s])):
                    found[fact] = found.get(fact, 0.0) + w
    return found, worlds.ess


@pytest.mark.slow
@pytest.mark.parametrize("point", [1, 2])
def test_the_facts_read_keep_the_posterior(point, monkeypatch):
    rng = random.Random(0)
    games = [random_point("seijika", 500 + k, 8, rng.randrange(15, 60), manifestos=True) for k in range(point + 1)]
    game = games[point]
    seat = next(s for s in game.to_act() if len(game.legal_actions(s)) > 1)
    now, ess_now = estimates(game, seat, 200)
    monkeypatch.setattr(hidden, "HIDDEN", Unconditioned())
    monkeypatch.setattr(hidden, "_named_agrees", lambda memory, pos, seat, legal, among: among)
    before, ess_before = estimates(game, seat, 200)
    worst = 0.0
    for fact in set(now) | set(before):
        p, q = now.get(fact, 0.0), before.get(fact, 0.0)
        mean = (p + q) / 2
        if 0 < mean < 1:
            worst = max(worst, abs(p - q) / math.sqrt(mean * (1 - mean) * (1 / ess_now + 1 / ess_before)))
    assert worst < 4.0, worst
