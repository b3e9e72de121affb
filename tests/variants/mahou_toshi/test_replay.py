"""Records, replays and clones: every game of 魔法都市の人狼 is replayed event for event
from its seed, setup and actions, and a clone taken at any point (mid-night too) plays
on exactly like the original and independently of it (MAH-03 lots, MAH-05 random
whites, MAH-06 deals and MAH-11 vote orders all come from the seed)."""

from __future__ import annotations

import json
import random

import pytest

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, play_game

from .helpers import BASIC9, execute, new

STYLES = ("simultaneous", "in_turn", "free")
SEERS = ("random_white", "free", "none")


def _setup(seed: int) -> dict:
    return {
        "players": 5 + seed % 12,
        "seed": seed,
        "vote_style": STYLES[seed % 3],
        "first_day_seer": SEERS[seed // 3 % 3],
        "knight_self": seed % 4 == 0,
        "knight_repeat": seed % 5 != 0,
    }


@pytest.mark.parametrize("block", range(4))
def test_replay_reproduces_whole_games(block):
    """Record/replay: ``replay(record().to_json())`` gives the same log, views and result,
    for every size and option."""
    for seed in range(block * 25, block * 25 + 25):
        setup = _setup(seed)
        game = play_game(jl.new_game("mahou_toshi", **setup), [RandomAgent(seed * 7 + s) for s in range(20)])
        text = game.record().to_json()
        again = jl.replay(text)
        assert again.log == game.log and again.result == game.result
        assert again.record().to_json() == text
        for seat in (None, 0, game.players - 1):
            assert again.view(seat) == game.view(seat)
        assert json.loads(text)["setup"]["vote_style"] == setup["vote_style"]


def test_replay_refuses_an_altered_record():
    """Record/replay: changing an action of a record is detected."""
    game = play_game(new(BASIC9, seed=3), [RandomAgent(s) for s in range(9)])
    data = json.loads(game.record().to_json())
    first = data["actions"][0]
    seat, action = first
    target = int(action.split()[-1])
    data["actions"][0] = [seat, f"vote seat {next(t for t in range(9) if t not in (seat, target))}"]
    with pytest.raises(jl.InvalidRecord):
        jl.replay(json.dumps(data))


def test_clone_at_every_point_plays_on_exactly():
    """clone(): a copy taken before any decision, and in the middle of a simultaneous one
    (some seats chosen), plays on with the same actions to the same log and result; the
    original is not touched by the clone's moves."""
    rng = random.Random(5)
    for seed in range(12):
        setup = _setup(seed)
        game = jl.new_game("mahou_toshi", **setup)
        clones = []
        steps = 0
        while not game.over:
            seat = game.to_act()[0]
            legal = game.legal_actions(seat)
            if steps % 3 == 0:
                clones.append((game.clone(), len(game.record().actions)))
            game.act(seat, legal[rng.randrange(len(legal))])
            steps += 1
        actions = game.record().actions
        for twin, done in clones:
            assert twin.log == game.log[: len(twin.log)]
            for seat, text in actions[done:]:
                twin.act(seat, text)
            assert twin.log == game.log and twin.result == game.result


def test_clone_is_independent():
    """clone(): acting on a clone mid-night leaves the original's pending decision as it was."""
    game = execute(new(BASIC9, seed=8), 7, 0)
    game.act(0, "attack seat 5")
    twin = game.clone()
    assert twin.to_act() == game.to_act() == (1, 2, 3)
    twin.act_together({1: "attack seat 5", 2: "divine seat 0", 3: "guard seat 4"})
    assert twin.phase == "vote" and game.phase == "night" and game.to_act() == (1, 2, 3)
    game.act_together({1: "attack seat 6", 2: "divine seat 1", 3: "guard seat 6"})
    assert game.view(None).alive[5] and not twin.view(None).alive[5]


def test_same_seed_same_game():
    """Determinism: the same setup, seed and agents give the same record."""
    a = play_game(jl.new_game("mahou_toshi", players=11, seed=9), [RandomAgent(s) for s in range(11)])
    b = play_game(jl.new_game("mahou_toshi", players=11, seed=9), [RandomAgent(s) for s in range(11)])
    assert a.record() == b.record()
