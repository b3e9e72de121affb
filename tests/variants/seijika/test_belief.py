"""Worlds consistent with a seat's view, belief and advice (issue 11, items 1-3) in
政治家人狼: what the seat learned kept in its worlds, its calibration (what every game with
a model of hidden information is checked for: ``tests/analysis/test_belief.py``)."""

from __future__ import annotations

import math
import random
from typing import Any

import pytest
from analysis.test_belief import assert_calibrated, check_worlds

from jinro_lab.analysis import sample_worlds
from jinro_lab.analysis.calibration import calibration, random_point
from jinro_lab.variants.seijika import hidden


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (6, {}),
        (8, {"manifestos": True}),
    ],
)
def test_every_world_reproduces_the_seat_view(players, options):
    """At random points of random games of its options, every sampled world shows the seat
    the same view as the game (``check_worlds``)."""
    check_worlds("seijika", players, options)


@pytest.mark.slow
def test_seijika_worlds_agree_with_what_the_seat_learned():
    """SEI-11 … SEI-14, SEI-02: a wolf's worlds keep the Wolf Party it met; the
    reporter's keep its hint and results; a Human Party player announced its card
    in every world (SEI-51)."""
    game = random_point("seijika", 21, 8, steps=40, manifestos=True)
    for seat in (0, 2, 5, 7):
        view = game.view(seat)
        worlds = sample_worlds(game, seat, n=8, seed=seat, max_attempts=400)
        for world in worlds:
            truth = world.view(None)
            assert all(r is None or truth.roles[s] == r for s, r in enumerate(view.roles))
            for s, member in view.facts("member").items():
                assert (truth.roles[s] == "wolf") == member
            for s, said in enumerate(truth.announced):
                if said is not None and world.roles[s] in ("human", "reporter", "prosecutor", "guard", "lawyer"):
                    assert world.manifesto[s] in (said, "mimic")


@pytest.mark.slow
def test_belief_is_calibrated_seijika():
    """Each other seat's role in 政治家人狼 (6 to 8 players, plain rules). Random
    players reveal little here (random votes; the night's results are private), so
    the gain over the uniform prior is smaller than in the other games (measured:
    Brier 0.172 against 0.185), but the bins are calibrated."""
    found = calibration("seijika", (6, 7, 8), points=50, steps=60, facts="role of seat")
    assert_calibrated(found, least=600, ratio=0.95)


class Unconditioned(hidden.SeijikaHidden):
    """政治家人狼's model without the facts it reads since issue 41: the deal ignores the
    mimic claims and the cards carried out, the night's choices of several seats are any
    (and the test leaves the players a manifesto named unread too)."""

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
    """政治家人狼's model of what a seat saw (issue 41, item 4): the facts it now reads before
    a world is played (a wolf sees the other wolves' proposals, SEI-31; the players a
    manifesto named are announced, SEI-54; a seat that said it holds the mimic holds it and a
    seat that carried a card out holds it or the mimic, SEI-51, SEI-53) only leave out
    worlds that could not show the seat its view, so the posterior is the one the model
    gave without them: the two samplers' estimates of every hidden fact agree within their
    sampling error."""
    rng = random.Random(0)
    games = [random_point("seijika", 500 + k, 8, rng.randrange(15, 60), manifestos=True) for k in range(point + 1)]
    game = games[point]
    seat = next(s for s in game.to_act() if len(game.legal_actions(s)) > 1)
    now, ess_now = estimates(game, seat, 150)
    monkeypatch.setattr(hidden, "HIDDEN", Unconditioned())
    monkeypatch.setattr(hidden, "_named_agrees", lambda memory, pos, seat, legal, among: among)
    before, ess_before = estimates(game, seat, 150)
    worst = largest_difference(now, ess_now, before, ess_before)
    assert worst < 4.0, worst


def largest_difference(now: dict[Any, float], ess_now: float, before: dict[Any, float], ess_before: float) -> float:
    """The largest difference of two samplers' estimates of the same facts' probabilities,
    in standard errors (from their effective sample sizes)."""
    worst = 0.0
    for fact in set(now) | set(before):
        p, q = now.get(fact, 0.0), before.get(fact, 0.0)
        mean = (p + q) / 2
        if 0 < mean < 1:
            worst = max(worst, abs(p - q) / math.sqrt(mean * (1 - mean) * (1 / ess_now + 1 / ess_before)))
    return worst
