"""Every variant as a PettingZoo AEC environment (issue 11 item 6): PettingZoo's own
API test, observations from the seat's view only, votes in turn, rewards."""

from __future__ import annotations

import copy
import random

import numpy as np
import pytest
from pettingzoo.test import api_test

import jinro_lab
from jinro_lab.interop import pettingzoo_env
from jinro_lab.interop.encoding import features

from .conftest import SETUPS, VARIANTS


# PettingZoo warns of any observation that is a dict (observation + action mask) unless the
# environment is one of its own classic games, which it lists by name
@pytest.mark.filterwarnings("ignore:Observation space for each agent probably should be")
@pytest.mark.filterwarnings("ignore:Observation is not a NumPy array")
@pytest.mark.parametrize("variant", VARIANTS)
def test_pettingzoo_api_test(variant):
    api_test(pettingzoo_env(variant, **SETUPS[variant]), num_cycles=200)


def _play(env, seed, on_step=None):
    """A uniformly random masked playthrough; ``on_step(env)`` before each live step."""
    rng = random.Random(seed)
    env.reset(seed=seed)
    for agent in env.agent_iter():
        observation, _, terminated, truncated, _ = env.last()
        if terminated or truncated:
            env.step(None)
            continue
        if on_step is not None:
            on_step(env)
        legal = np.flatnonzero(observation["action_mask"])
        assert env.agent_selection == agent
        env.step(int(legal[rng.randrange(len(legal))]))


@pytest.mark.parametrize("variant", VARIANTS)
def test_observations_are_the_seats_views_and_masks_the_legal_ids(variant):
    env = pettingzoo_env(variant, **SETUPS[variant])

    def check(env):
        game = env.game
        to_act = env.table.current(game)
        for seat, agent in enumerate(env.possible_agents):
            observation = env.observe(agent)
            own = [a for s, a in game._actions if s == seat]
            assert np.array_equal(observation["observation"], features(game.view(seat), own))
            legal = np.flatnonzero(observation["action_mask"])
            if seat == to_act:
                assert len(legal) == len(env.table.legal(game, seat)) > 0
                assert [str(env.table.actions.action(int(i), game.legal_actions(seat))) for i in legal] == [
                    str(a) for _, a in env.table.pairs(game, seat)
                ]
            else:
                assert len(legal) == 0

    _play(env, seed=5, on_step=check)


@pytest.mark.parametrize("variant", VARIANTS)
def test_votes_in_turn_reveal_no_earlier_choice(variant):
    env = pettingzoo_env(variant, **SETUPS[variant])
    found = []

    def look(env):
        game = env.game
        legal = np.flatnonzero(env.observe(env.agent_selection)["action_mask"])
        if found or len(game.to_act()) < 2 or len(legal) < 2:
            return
        one, other = copy.deepcopy(env), copy.deepcopy(env)
        one.step(int(legal[0]))
        other.step(int(legal[1]))
        assert one.agent_selection == other.agent_selection != env.agent_selection
        for agent in env.possible_agents:
            if agent != env.agent_selection:
                assert np.array_equal(one.observe(agent)["observation"], other.observe(agent)["observation"])
        found.append(env.agent_selection)

    for seed in range(1, 6):
        _play(env, seed, on_step=look)
        if found:
            break
    assert found, "no simultaneous decision with a choice in 5 random games"


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_game_is_the_kit_game_and_winners_are_rewarded(variant):
    setup = SETUPS[variant]
    env = pettingzoo_env(variant, **setup)
    for seed in range(6, 16):  # until a game that someone wins, so that the rewards mean something
        totals = dict.fromkeys(env.possible_agents, 0.0)
        rng = random.Random(seed)
        env.reset(seed=seed)
        assert env.game.view(None) == jinro_lab.new_game(variant, seed=seed, **setup).view(None)
        for agent in env.agent_iter():
            observation, reward, terminated, truncated, _ = env.last()
            totals[agent] += reward
            if terminated or truncated:
                env.step(None)
            else:
                legal = np.flatnonzero(observation["action_mask"])
                env.step(int(legal[rng.randrange(len(legal))]))
        assert env.agents == []
        winners = env.game.result.winners
        assert totals == {agent: float(seat in winners) for seat, agent in enumerate(env.possible_agents)}
        if winners:
            return
    raise AssertionError("nobody won 10 random games")


def test_render_and_errors():
    env = pettingzoo_env(VARIANTS[0], **SETUPS[VARIANTS[0]], render_mode="ansi")
    with pytest.raises(jinro_lab.JinroError, match="reset"):
        env.observe("seat_0")
    env.reset(seed=1)
    assert env.render() == repr(env.game.view(None))
    with pytest.raises(jinro_lab.JinroError, match="render_mode"):
        pettingzoo_env(VARIANTS[0], **SETUPS[VARIANTS[0]], render_mode="human")
    with pytest.raises(jinro_lab.IllegalAction):
        env.step(env.table.actions.size - 1)  # an overflow id no decision of this game offers
