"""Action probabilities from a heuristic's scores or choices, for the games' agents' ``policy``.

A heuristic agent (``variants/<name>/agents.py``) says how likely each legal action is
(``policy(view, legal)``), so the world sampler (``jinro_lab.core.hidden``) can use it as a
model of the other players. These helpers sit in the core, below the games, so a game's
agents need nothing above the rules; ``jinro_lab.agents.base`` re-exports them.
"""

from __future__ import annotations

import math
import random
import zlib
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache
from typing import Any

from .memo import STATES

__all__ = ["EXPLORE", "reseed", "sampled_policy", "shared_noise", "softmax_policy"]

#: ``random.Random``'s C seeding (its base ``_random.Random``'s ``seed``, which its Python
#: ``seed`` calls for an int)
_seed_in_c: Callable[[random.Random, int], None] = vars(random.Random.__mro__[1])["seed"]


def reseed(rng: random.Random, seed: int) -> None:
    """``rng`` in the state of ``random.Random(seed)``: an agent's ``reset(seat, seed)``, the
    agent protocol's start of a game, which a simulation makes for every seat every game.
    For an int, the generator's own seeding without ``random.Random.seed``'s Python wrapper
    (whose one other step, clearing ``gauss``'s cached deviate, is done here too)."""
    if type(seed) is int:
        _seed_in_c(rng, seed)
        rng.gauss_next = None  # type: ignore[attr-defined]
    else:
        rng.seed(seed)


#: the share of a heuristic policy spread uniformly over the legal actions, so that
#: every action keeps a chance (a model of other players must allow what they did)
EXPLORE = 0.05


def softmax_policy(scores: Sequence[float], temperature: float, explore: float = EXPLORE) -> list[float]:
    """Probabilities from scores: a softmax at ``temperature`` (on the scores' own
    scale), mixed with ``explore`` of the uniform distribution."""
    n = len(scores)
    if n == 0:
        return []
    top = max(scores)
    raw = [math.exp((s - top) / temperature) for s in scores]
    total = sum(raw)
    return [(1 - explore) * r / total + explore / n for r in raw]


def sampled_policy(
    agent: Any, view: Any, legal: Sequence[Any], draws: int = 32, explore: float = EXPLORE
) -> list[float]:
    """An agent's action probabilities estimated from ``draws`` choices with its RNG
    (``agent.rng``) seeded afresh each time from the view's size, so the estimate is
    a function of ``(view, legal)``; the RNG's state is restored after. Mixed with
    ``explore`` of the uniform distribution. An approximation for agents whose
    choice is an argmax of noisy scores."""
    n = len(legal)
    if n == 1:
        return [1.0]
    rng = getattr(agent, "rng", None)
    state = rng.getstate() if rng is not None else None
    counts = [0] * n
    index = {id(a): i for i, a in enumerate(legal)}
    events = getattr(view, "events", ())
    try:
        for k in range(draws):
            if rng is not None:
                rng.seed(len(events) * 7919 + k)
            choice = agent.choose(view, legal)
            i = index.get(id(choice))
            if i is None:
                i = list(legal).index(choice)
            counts[i] += 1
    finally:
        if rng is not None and state is not None:
            rng.setstate(state)
    return [(1 - explore) * c / draws + explore / n for c in counts]


def shared_noise(team: Iterable[int], day: int, players: int) -> tuple[float, ...]:
    """A tie-breaking number in [0, 1) per seat that every member of ``team`` draws
    alike on ``day``: seeded from the team's seats and the day, which each member
    knows, so a team whose scores agree (the werewolves' public reading of the table)
    also agrees on how it breaks their ties, and votes as one. Each deal's team gives
    another draw; nothing in it favours a seat. (Shared, read only: a team's draws are
    kept for the next time it asks, found by the team's frozenset when it is one.)"""
    if type(team) is frozenset:
        return _team_noise(team, day, players)
    return _noise(",".join(map(str, (day, *sorted(team)))), players)


@lru_cache(maxsize=STATES)
def _team_noise(team: frozenset[int], day: int, players: int) -> tuple[float, ...]:
    """:func:`shared_noise` of a frozenset: its seats' key built once per team and day."""
    return _noise(",".join(map(str, (day, *sorted(team)))), players)


@lru_cache(maxsize=STATES)
def _noise(key: str, players: int) -> tuple[float, ...]:
    rng = random.Random(zlib.crc32(key.encode()))
    return tuple([rng.random() for _ in range(players)])
