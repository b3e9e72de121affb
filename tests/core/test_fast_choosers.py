"""What a fast engine (``core.fast``, issue 41) asks of the agents: a ``RandomAgent``'s
pick is one draw of its generator, ``legal[int(draw() * len(legal))]``, which the
engine makes itself (``uniform_draw``); any other agent is asked with the readable
actions."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

from jinro_lab.agents import RandomAgent
from jinro_lab.core.errors import InvalidArgument
from jinro_lab.core.fast import given_options, uniform_draw


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
