"""What a seat can know and what it should do: worlds consistent with its view, belief, advice.

A seat sees part of a game (``game.view(seat)``). A **world** is a whole game,
replayable from its record (``jinro_lab.replay(world.record())``), in which the
hidden facts (the deal, the roles, other seats' secret choices, chance the seat
did not see) may differ but everything the seat saw is the same:
``world.view(seat) == game.view(seat)``. :func:`sample_worlds` draws worlds from the
posterior given the seat's view under a stated model of the other players;
:func:`belief` turns them into the probability of each hidden fact;
:func:`advise` plays each legal action out in sampled worlds.

The worlds (:func:`sample_worlds`, :class:`Worlds`) and the models the games supply
(:class:`Hidden`, :data:`HIDDEN_MODULES`) live in :mod:`jinro_lab.core.hidden`, below
the games and the agents; they are re-exported here under their old names.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from ..core.engine import Game
from ..core.errors import JinroError
from ..core.hidden import (
    FACTS,
    HIDDEN_MODULES,
    PROBE,
    Context,
    Hidden,
    KnownRoles,
    Particle,
    SeatRoles,
    Worlds,
    ballot_candidates,
    hidden_model,
    model_probabilities,
    sample_worlds,
    seat_fact,
)

if TYPE_CHECKING:
    import pandas as pd

__all__ = [
    "FACTS",
    "HIDDEN_MODULES",
    "PROBE",
    "Context",
    "Hidden",
    "KnownRoles",
    "Particle",
    "SeatRoles",
    "Worlds",
    "advise",
    "ballot_candidates",
    "belief",
    "hidden_model",
    "model_probabilities",
    "sample_worlds",
    "seat_fact",
]


# ----- belief ---------------------------------------------------------------------------------------------
def belief(
    game: Game,
    seat: int,
    n: int = 200,
    seed: int = 0,
    model: Any = "random",
    worlds: Worlds | None = None,
    exact: bool | None = None,
) -> pd.DataFrame:
    """The probability of each hidden fact (rows: ``fact``, ``value``,
    ``probability``, ``se``) from ``seat``'s view, with its standard error from the
    importance weights (0 when exact). ``df.attrs`` holds ``exact``, ``ess``,
    ``worlds`` and ``seconds``. Pass ``worlds`` to reuse a sample."""
    import pandas as pd

    if worlds is None:
        worlds = sample_worlds(game, seat, n=n, seed=seed, model=model, exact=exact)
    hidden = hidden_model(game.variant)
    table: dict[tuple[str, str], float] = {}
    facts_of = [hidden.facts(w, seat) for w in worlds]
    for facts, wt in zip(facts_of, worlds.weights, strict=True):
        for fact, value in facts.items():
            table[(fact, value)] = table.get((fact, value), 0.0) + wt
    rows = []
    for (fact, value), prob in sorted(table.items()):
        if worlds.exact:
            se = 0.0
        else:  # the delta-method error of a self-normalised importance estimate
            var = sum(
                wt * wt * ((1.0 if f.get(fact) == value else 0.0) - prob) ** 2
                for f, wt in zip(facts_of, worlds.weights, strict=True)
            )
            se = math.sqrt(var)
        rows.append({"fact": fact, "value": value, "probability": prob, "se": se})
    df = pd.DataFrame(rows, columns=["fact", "value", "probability", "se"])
    df.attrs.update(exact=worlds.exact, ess=worlds.ess, worlds=len(worlds), seconds=worlds.seconds)
    return df


# ----- advice ---------------------------------------------------------------------------------------------
def _rollout_agents(agents: Any, game: Game, seed: int) -> list[Any]:
    from ..agents.base import RandomAgent

    if agents == "random" or agents is None:
        return [RandomAgent(seed * 64 + s) for s in range(game.players)]
    if agents == "heuristic":
        from ..core.registry import heuristic_agent

        return [heuristic_agent(game.variant, seed * 64 + s) for s in range(game.players)]
    if callable(agents):
        return [agents(s) for s in range(game.players)]
    return list(agents)


def advise(
    game: Game,
    seat: int,
    n: int = 100,
    rollouts: int = 200,
    seed: int = 0,
    model: Any = "random",
    agents: Any = "random",
    confidence: float = 0.95,
    worlds: Worlds | None = None,
) -> pd.DataFrame:
    """Each legal action of ``seat`` (which must be to act) with its expected win
    probability for the seat's side: ``rollouts`` games per action, each played out
    from a world drawn (by weight) from :func:`sample_worlds` (``n`` worlds under
    ``model``; the same draws for every action, so the actions are compared on the
    same worlds) with ``agents`` (``"random"``, ``"heuristic"``, a list, or
    ``seat -> agent``). Rows: ``action``, ``wins``, ``games``, ``win_rate``, ``low``,
    ``high`` (Wilson interval at ``confidence``), ``best`` (True for the action whose
    interval lies above every other's; none when they overlap)."""
    import pandas as pd

    from ..agents.base import play_game
    from .stats import wilson_interval

    legal = game.legal_actions(seat)
    if not legal:
        raise JinroError(f"seat {seat} has nothing to choose now; advice is for a seat to act")
    if worlds is None:
        worlds = sample_worlds(game, seat, n=n, seed=seed, model=model)
    if not len(worlds):
        raise JinroError("no world consistent with the seat's view was found; try more attempts")
    rows = []
    picks = worlds.resample(rollouts, seed=seed)  # the same worlds for every action (common random numbers)
    for k, action in enumerate(legal):
        wins = 0
        for r, world in enumerate(picks):
            g = world.clone()
            g.act(seat, action)
            agents_r = _rollout_agents(agents, g, seed * 100_003 + k * 10_007 + r)
            for s, a in enumerate(agents_r):
                if hasattr(a, "reset"):
                    a.reset(s, seed * 100_003 + k * 10_007 + r * 17 + s)
            play_game(g, agents_r)
            result = g.result
            wins += int(result is not None and seat in result.winners)
        low, high = wilson_interval(wins, len(picks), confidence)
        rows.append(
            {
                "action": str(action),
                "wins": wins,
                "games": len(picks),
                "win_rate": wins / len(picks),
                "low": low,
                "high": high,
            }
        )
    df = pd.DataFrame(rows)
    best = df["win_rate"].idxmax()
    others = df.drop(index=best)
    df["best"] = False
    if len(others) and df.loc[best, "low"] > others["high"].max():
        df.loc[best, "best"] = True
    df.attrs.update(exact=worlds.exact, ess=worlds.ess, worlds=len(worlds))
    return df
