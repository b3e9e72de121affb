"""``core.policy``: the helpers the games' heuristic agents share."""

from __future__ import annotations

import random

import pytest

from jinro_lab.core.policy import reseed, sampled_policy, shared_noise, softmax_policy


def test_shared_noise_is_the_same_for_every_member_of_a_team():
    """Each member computes the team's tie breaks from what it knows (the team's seats and
    the day), in any order, so a team that agrees on its scores agrees on its choice; another
    day or another team draws again; every number is in [0, 1)."""
    draw = shared_noise({0, 5, 7}, 3, 12)
    assert draw == shared_noise([7, 0, 5], 3, 12)
    assert len(draw) == 12 and all(0 <= x < 1 for x in draw)
    assert draw != shared_noise({0, 5, 7}, 4, 12)
    assert draw != shared_noise({0, 5, 8}, 3, 12)


def test_softmax_policy_mixes_in_the_uniform():
    probs = softmax_policy([0.0, 1.0, 5.0], temperature=1.0, explore=0.3)
    assert sum(probs) == pytest.approx(1.0)
    assert min(probs) >= 0.1 - 1e-12  # every action keeps at least explore / n
    assert probs.index(max(probs)) == 2


def test_sampled_policy_restores_the_agents_random_state():
    import random

    class Coin:
        def __init__(self):
            self.rng = random.Random(5)

        def choose(self, view, legal):
            return legal[self.rng.randrange(len(legal))]

    coin = Coin()
    before = coin.rng.getstate()
    probs = sampled_policy(coin, None, ["a", "b"], draws=64, explore=0.0)
    assert coin.rng.getstate() == before
    assert sum(probs) == pytest.approx(1.0) and 0.2 < probs[0] < 0.8


def test_reseed_gives_a_new_generators_state():
    """An agent's reset (``reseed``) leaves its generator as ``random.Random(seed)`` would
    be, after any draws (a cached ``gauss`` deviate too), for an int seed and any other."""
    rng = random.Random(3)
    for seed in (0, 77, 2**62 + 5, -4, "seat 2"):
        rng.random()
        rng.gauss(0.0, 1.0)  # leaves a cached deviate behind
        reseed(rng, seed)
        fresh = random.Random(seed)
        assert rng.getstate() == fresh.getstate()
        assert rng.gauss(0.0, 1.0) == fresh.gauss(0.0, 1.0)
