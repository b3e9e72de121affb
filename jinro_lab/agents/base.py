"""The agent protocol, the two generic agents, and the loop that plays a game.

An agent sees what a seat sees (``game.view(seat)``) and the legal actions; it never
gets the game object. Agents that keep memory between decisions get ``reset(seat,
seed)`` at the start of each game.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Protocol, runtime_checkable

from ..core.engine import Game
from ..core.errors import IllegalAction
from ..core.phrases import counted
from ..core.policy import EXPLORE, reseed, sampled_policy, softmax_policy

__all__ = [
    "EXPLORE",
    "Agent",
    "PolicyAgent",
    "RandomAgent",
    "ScriptedAgent",
    "action_probabilities",
    "play_game",
    "sampled_policy",
    "softmax_policy",
]


@runtime_checkable
class Agent(Protocol):
    """Anything with ``choose(view, legal) -> action``."""

    def choose(self, view: Any, legal: Sequence[Any]) -> Any: ...


@runtime_checkable
class PolicyAgent(Agent, Protocol):
    """An agent that also says how likely each legal action is:
    ``policy(view, legal)`` -> one probability per action of ``legal`` (summing to 1).
    ``jinro_lab.core.hidden`` uses it as a model of the other players."""

    def policy(self, view: Any, legal: Sequence[Any]) -> list[float]: ...


def action_probabilities(agent: Any, view: Any, legal: Sequence[Any]) -> list[float]:
    """``agent.policy(view, legal)`` if it has one, else :func:`sampled_policy`."""
    if len(legal) == 1:
        return [1.0]
    policy = getattr(agent, "policy", None)
    if policy is not None:
        return list(policy(view, legal))
    return sampled_policy(agent, view, legal)


class RandomAgent:
    """Chooses uniformly among the legal actions with its own seeded RNG.

    It never reads the view, so it says ``needs_view = False`` and simulation loops
    skip building one for it (the choice is the same either way).
    """

    needs_view = False

    def __init__(self, seed: int | None = None, rng: random.Random | None = None):
        """``rng`` shares one generator between several agents (seed it once per
        game: cheaper than one generator per agent in long simulations)."""
        self.rng = random.Random(seed) if rng is None else rng
        self._random = self.rng.random

    def reset(self, seat: int, seed: int) -> None:
        reseed(self.rng, seed)  # a new agent's state (core.policy.reseed)

    @property
    def pick_draw(self) -> Callable[[], float] | None:
        """This agent's generator draw, while it chooses as :meth:`choose` does
        (``legal[int(draw() * len(legal))]``; not when a subclass overrides ``choose``):
        a fast engine (``core.fast.uniform_draw``) then picks for it without readable
        actions, the same pick."""
        return self._random if type(self).choose is RandomAgent.choose else None

    def policy(self, view: Any, legal: Sequence[Any]) -> list[float]:
        """Uniform over ``legal``."""
        return [1.0 / len(legal)] * len(legal) if legal else []

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        """A uniform pick. A pause (a lone option marked ``pause``, e.g. eyes closed
        during a sleep) draws no random number, so the pauses every seat takes do not
        change the agent's later choices."""
        n = len(legal)
        if n == 1 and getattr(legal[0], "pause", False):
            return legal[0]
        # int(random() * n): uniform up to float rounding (2**-53), and C-fast
        return legal[int(self._random() * n)]


class ScriptedAgent:
    """Plays a fixed script of actions (objects or their strings), for tests and
    tutorials. Raises :class:`IllegalAction` if the next scripted action is not
    legal, and ``LookupError`` when the script runs out (or falls back to
    ``fallback`` if one is given)."""

    def __init__(self, script: Iterable[Any], fallback: Agent | None = None):
        self.script = list(script)
        self.position = 0
        self.fallback = fallback

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        if self.position >= len(self.script):
            if self.fallback is not None:
                return self.fallback.choose(view, legal)
            raise LookupError(f"the script of {counted(len(self.script), 'action')} is used up")
        wanted = self.script[self.position]
        for option in legal:
            if option == wanted or str(option) == wanted:
                self.position += 1
                return option
        raise IllegalAction(
            getattr(view, "seat", None),
            getattr(view, "phase", "?"),
            wanted,
            legal,
            f"scripted action {self.position} is not legal here",
        )


def play_game(game: Game, agents: Sequence[Agent] | Mapping[int, Agent], max_steps: int = 100_000) -> Game:
    """Let ``agents[seat]`` choose for each seat until the game is over.

    Each agent gets ``game.view(seat)``, except one that declares
    ``needs_view = False`` (it gets ``None``).
    """
    seats = range(game.players)
    choosers = [agents[seat].choose for seat in seats]
    wants_view = [getattr(agents[seat], "needs_view", True) for seat in seats]
    game.drive(choosers, wants_view, max_steps)
    return game
