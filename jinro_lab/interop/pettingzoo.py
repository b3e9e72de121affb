"""Every variant as a PettingZoo AEC environment (issue 11 item 6).

``JinroEnv("nemuranai", players=4)`` (or :func:`jinro_lab.interop.pettingzoo_env`)
plays kit games one seat at a time; turns, action ids and observations are
:class:`jinro_lab.interop.encoding.Table`'s, shared with the OpenSpiel games:

* agents ``seat_0 .. seat_{n-1}``; ``agent_selection`` is the seat to act. A
  simultaneous decision of the engine (a vote, a night) is taken in turn, and no
  agent sees an earlier chooser's choice before the decision completes.
* action space ``Discrete(A)`` (the setup's action list plus the overflow ids);
  observation space ``Dict(observation=Box(0, 255, (features,), float32),
  action_mask=Box(0, 1, (A,), int8))``; the observation is the hashed bag of the
  agent's view (``game.view(seat)``) and its own past actions (perfect recall), and
  the mask is 1 at the ids it may take now (zeros when it is not its turn).
* ``reset(seed=s)`` starts the kit game ``new_game(variant, seed=s, ...)`` (no seed:
  one drawn from the environment's generator); the kit game is ``env.game``.
* rewards at the end: 1 for each winner, 0 for the others; every agent is then
  terminated. A game that reaches ``max_game_length`` decisions is truncated.
* ``render_mode="ansi"``: ``render()`` returns the game master's view as text.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from ..core.engine import Game
from ..core.errors import JinroError
from .encoding import FEATURE_CAP, FEATURES, MAX_GAME_LENGTH, OVERFLOW, EventBag, Table

__all__ = ["RENDER_MODES", "JinroEnv"]

#: the render modes: ``ansi`` returns the game master's view as text
RENDER_MODES = ("ansi",)


class JinroEnv(AECEnv):
    """One variant and setup as an AEC environment (see the module docstring)."""

    def __init__(
        self,
        variant: str,
        players: int | None = None,
        overflow: int = OVERFLOW,
        features: int = FEATURES,
        max_game_length: int = MAX_GAME_LENGTH,
        render_mode: str | None = None,
        **options: Any,
    ):
        super().__init__()
        if render_mode not in (None, *RENDER_MODES):
            raise JinroError(f"render_mode must be one of {RENDER_MODES} or None, got {render_mode!r}")
        self.table = Table(variant, players, options, overflow, features, max_game_length)
        self.metadata = {
            "render_modes": list(RENDER_MODES),
            "name": f"jinro_{self.table.variant}_v0",
            "is_parallelizable": False,
        }
        self.render_mode = render_mode
        self.possible_agents = [f"seat_{s}" for s in range(self.table.players)]
        self._seat = {agent: s for s, agent in enumerate(self.possible_agents)}
        size = self.table.actions.size
        observation = spaces.Box(0.0, FEATURE_CAP, (self.table.feature_size,), np.float32)
        mask = spaces.Box(0, 1, (size,), np.int8)
        self.observation_spaces = {
            a: spaces.Dict({"observation": observation, "action_mask": mask}) for a in self.possible_agents
        }
        self.action_spaces = {a: spaces.Discrete(size) for a in self.possible_agents}
        self.game: Game | None = None
        self._rng = np.random.default_rng()  # draws the engine seed of a reset without one
        self._bags: list[EventBag] = []  # each seat's older events, counted once per game

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new kit game with engine seed ``seed`` (``options`` are not used)."""
        if seed is not None:
            self._rng = np.random.default_rng(seed)
            engine_seed = seed
        else:
            engine_seed = int(self._rng.integers(2**62))
        self.game = self.table.new(engine_seed)
        self._bags = [EventBag(self.table.feature_size) for _ in self.possible_agents]
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._select()

    def _select(self) -> None:
        """The seat to act, or, at the end, the first agent left (to be removed)."""
        assert self.game is not None
        seat = self.table.current(self.game)
        if seat is not None:
            self.agent_selection = self.possible_agents[seat]
        elif self.agents:
            self.agent_selection = self.agents[0]

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        game = self._game()
        seat = self._seat[agent]
        return {
            "observation": self.table.features(game, seat, perfect_recall=True, bag=self._bags[seat]),
            "action_mask": self.table.mask(game, seat),
        }

    def step(self, action: int | None) -> None:
        """Take action id ``action`` for the selected agent (``None`` for one that is done)."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise JinroError(f"{agent} is to act: give an action id, not None")
        game = self._game()
        self._cumulative_rewards[agent] = 0.0
        self.table.act(game, self._seat[agent], int(action))
        self.rewards = dict.fromkeys(self.agents, 0.0)
        if game.over:
            returns = self.table.returns(game)
            self.rewards = {a: returns[self._seat[a]] for a in self.agents}
            self.terminations = dict.fromkeys(self.agents, True)
        elif self.table.truncated(game):
            self.truncations = dict.fromkeys(self.agents, True)
        self._select()
        self._accumulate_rewards()

    def render(self) -> str | None:
        """The game master's view as text (``render_mode="ansi"``), else nothing."""
        if self.render_mode != "ansi":
            return None
        return repr(self._game().view(None))

    def close(self) -> None:
        """Nothing to release."""

    def _game(self) -> Game:
        if self.game is None:
            raise JinroError("call reset() before using the environment")
        return self.game
