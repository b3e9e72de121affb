"""What a fast engine (``core.fast``, issue 41) asks of the agents: a ``RandomAgent``'s
pick is one draw of its generator, ``legal[int(draw() * len(legal))]``, which the
engine makes itself (``uniform_draw``); any other agent is asked with the readable
actions."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest
from games import games_with

from jinro_lab.agents import RandomAgent
from jinro_lab.core.errors import InvalidArgument, InvalidSetup
from jinro_lab.core.fast import given_options, stepped_game, uniform_draw


class Biased(RandomAgent):
    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        return legal[0]


def test_a_random_agents_pick_is_its_generators_draw() -> None:
    agent, twin = RandomAgent(seed=5), RandomAgent(seed=5)
    draw = uniform_draw(agent)
    assert draw is not None
    legal = tuple(range(7))
    assert [legal[int(draw() * len(legal))] for _ in range(50)] == [twin.choose(None, legal) for _ in range(50)]


def test_an_agent_that_chooses_otherwise_is_asked() -> None:
    assert uniform_draw(Biased(seed=1)) is None  # a subclass with its own choose
    assert uniform_draw(random.Random(1)) is None  # a generator is no agent (its uniform(a, b) is not a pick)
    assert uniform_draw(object()) is None


def test_a_fast_games_options_refuse_the_seed_and_are_copied() -> None:
    given = {"players": 5}
    copied = given_options(given)
    assert copied == given and copied is not given and given_options(None) == {}
    with pytest.raises(InvalidArgument, match=r"give the seed to the fast game \(FastGame or play\)"):
        given_options({"seed": 3})


#: the games whose fast engine is stepped (plays a game decision by decision)
STEPPED = [game for game in games_with("fast") if stepped_game(game, {}) is not None]


@pytest.mark.parametrize("game", STEPPED)
@pytest.mark.parametrize("seed", [-1, True, 1.5, "7"])
def test_a_stepped_fast_game_refuses_a_seed_that_is_not_a_non_negative_integer(game: str, seed: Any) -> None:
    """``core.fast.stepped_setup``: the seed is refused, saying what is allowed, as ``new_game`` refuses it."""
    cls = stepped_game(game, {})
    assert cls is not None
    with pytest.raises(InvalidSetup, match="seed must be a non-negative integer"):
        cls(seed)
    assert cls(0).players > 0
