"""The belief sampler's step against its plain formulation (issue 41: a sampled world made and
stepped for less, the same worlds seed for seed). ``core.hidden`` takes a lone agreeing
option without the cumulative search of its draw (the draw itself still made) and gives the
``"random"`` model's uniform chances without ``model_probabilities``, and draws the seats of a
decision whose options the hidden model fixes at once in one go (``Hidden.together``, its
cumulative chances made once); here a world is drawn again by the plain step (each seat asked
alone, every choice's chances from ``model_probabilities``, the draw searched whatever the
number of options) and must be the same world, with the same weight,
after the same attempts, in every game with a hidden model, for the random model and for
an agent's policy."""

from __future__ import annotations

import math
import random
from typing import Any

import pytest
from games import choice_points, each_games_own, games_with, players_near

from jinro_lab.core import hidden
from jinro_lab.core.hidden import Probe, model_probabilities, sample_worlds

#: (game, players, options): each game's search setups (its ``kit.py``), or its default
SETUPS = [
    (game, n, options)
    for game in games_with("hidden")
    for n, options in each_games_own("SEARCH_SETUPS").get(game, [(None, {})])[:2]
]


class Skewed:
    """A policy that is not uniform and rules options out (chance 0 for every third)."""

    def policy(self, view: Any, legal: Any) -> list[float]:
        return [float(i % 3) for i in range(len(legal))]


def plain_choose(p: Any, ctx: Any, s: int, legal: Any) -> tuple[list[int], list[float]]:
    """The options that agree and their model probabilities, every one from ``model_probabilities``."""
    found = ctx.hidden.candidates(ctx, p.world, s, legal, p.pos)
    if isinstance(found, str):
        found = Probe(tuple(range(len(legal))))
    allowed = found.among if isinstance(found, Probe) else found
    if isinstance(found, Probe) and len(found.among) > 1:
        allowed = hidden._probe(p, ctx, s, legal, found.among)
    probs = model_probabilities(ctx.model, p.world, s, legal)
    keep = [i for i in (range(len(legal)) if allowed is None else allowed) if probs[i] > 0]
    return keep, [probs[i] for i in keep]


def plain_sample_one(ctx: Any, rng: random.Random) -> Any:
    """One world by the plain step: each choice drawn by a cumulative search over its options."""
    proposed = ctx.hidden.propose(ctx, rng)
    if proposed is None:
        return None
    p = hidden._create(ctx, proposed[0], rng)
    if p is None:
        return None
    p.logw = proposed[1]
    while True:
        state = hidden._advance(p, ctx)
        if state == "done":
            return p
        if state == "dead":
            return None
        s, legal = state
        if p.conditioned != p.steps:
            p.conditioned = p.steps
            changed = ctx.hidden.condition(ctx, p, s, legal, rng)
            if changed is not None:
                if changed[1] == -math.inf:
                    return None
                p.logw += changed[1]
                if changed[0] is not p.setup and not hidden._rebuild(ctx, p, changed[0], rng):
                    return None
                continue
        if legal is None:
            if not hidden._own(p, ctx):
                return None
            continue
        told = ctx.hidden.told(ctx, p.world, s, legal, p.pos)
        if told is not None:
            if not hidden._act(p, s, told):
                return None
            continue
        keep, probs = plain_choose(p, ctx, s, legal)
        mass = sum(probs)
        if mass <= 0:
            return None
        chosen = [legal[i] for i in keep]
        q = ctx.hidden.proposal(ctx, p.world, s, chosen, probs, p.pos) if len(keep) > 1 else None
        weights = probs if q is None else q
        total = sum(weights)
        r, acc, k = rng.random() * total, 0.0, len(keep) - 1
        for j, w in enumerate(weights):
            acc += w
            if r < acc:
                k = j
                break
        p.logw += math.log(mass) if q is None else math.log(probs[k]) - math.log(weights[k] / total)
        if not hidden._act(p, s, legal[keep[k]]):
            return None


def sampled(game: Any, seat: int, k: int, model: Any) -> tuple[Any, Any, int]:
    worlds = sample_worlds(game, seat, n=6, seed=k, max_attempts=40, model=model, exact=False)
    return [w.record() for w in worlds], worlds.log_weights, worlds.attempts


@pytest.mark.parametrize(("variant", "players", "options"), SETUPS, ids=[f"{g}-{n}" for g, n, _ in SETUPS])
def test_the_step_draws_the_worlds_of_the_plain_step(
    variant: str, players: int | None, options: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    n = players if players is not None else players_near(variant, 8)
    kept = 0
    for k, (game, seat) in enumerate(choice_points(variant, n, options, 3, 900, (10, 50))):
        for model in ("random", Skewed()):
            fast = sampled(game, seat, k, model)
            with monkeypatch.context() as patched:
                patched.setattr(hidden, "_sample_one", plain_sample_one)
                plain = sampled(game, seat, k, model)
            assert fast == plain, (k, model)
            kept += len(fast[0])
    assert kept > 0  # some worlds were drawn and compared
