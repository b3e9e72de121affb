"""clone(), copy.deepcopy, copy.copy and pickle: an equal game at the same point
(mid-decision, mid-chain), and an independent one."""

from __future__ import annotations

import copy
import pickle
import random
from collections.abc import Callable
from typing import Any

import pytest
from games import a_game
from hypothesis import given, settings
from hypothesis import strategies as st

import jinro_lab as jl
from jinro_lab.agents import RandomAgent
from jinro_lab.core.engine import Game

from .toy import COLOURS, Say, ToyGame, pick, snapshot

COPIES: dict[str, Callable[[Game], Game]] = {
    "clone": lambda g: g.clone(),
    "deepcopy": copy.deepcopy,
    "copy": copy.copy,
    "pickle": lambda g: pickle.loads(pickle.dumps(g)),
    "pickle0": lambda g: pickle.loads(pickle.dumps(g, protocol=0)),
}


def assert_same(a: Game, b: Game) -> None:
    """Two games at the same point: log, record, who acts, what each may do, memories, views."""
    assert a is not b and type(a) is type(b)
    assert snapshot(a) == snapshot(b)
    assert a.setup == b.setup and a.seed == b.seed and a.day == b.day
    assert a.rng.getstate() == b.rng.getstate()
    for seat in (None, *range(a.players)):
        assert a.view(seat) == b.view(seat)


def random_step(game: Game, rng: random.Random) -> None:
    """One seat of a random game acts (keeping the toy's choices that must differ distinct)."""
    seat = rng.choice(game.to_act())
    legal = game.legal_actions(seat)
    taken = set(game._decision.chosen.values()) if game._decision is not None else set()
    if game.phase == "words":
        action: Any = Say("".join(rng.choice("abc") for _ in range(4)))
        while action in taken:
            action = Say("".join(rng.choice("abc") for _ in range(4)))
    elif game.phase == "colour":
        action = rng.choice([a for a in legal if a not in taken])
    else:
        action = rng.choice(legal)
    game.act(seat, action)


def mid_colours() -> ToyGame:
    """Two of four seats have chosen their colour."""
    game = ToyGame(seed=4)
    game.act(3, COLOURS[3])
    game.act(1, "pick green")
    return game


def mid_chain() -> ToyGame:
    """Paused inside the chain's nested sub-steps (seat 2 to confirm)."""
    game = ToyGame(seed=4)
    game.act_together({s: COLOURS[s] for s in range(4)})
    game.act(0, pick("right"))
    game.act(1, pick("stop"))
    assert game.phase == "confirm"
    return game


def mid_words() -> ToyGame:
    """Two seats have said words (an open choice, taken from a string and an object)."""
    game = ToyGame(seed=4)
    game.act_together({s: COLOURS[s] for s in range(4)})
    game.act(0, pick("right"))
    game.act(1, pick("go"))
    game.act_together({0: "attack seat 3", 1: "attack seat 2"})
    game.act_together({s: f"vote seat {(s + 1) % 4}" for s in range(4)})
    game.act(game.first, "say hi")
    game.act(2, "say abc")
    game.act(0, Say("xyz"))
    return game


def mid_joint_decision() -> Game:
    """A game for 4 players at a decision several seats make together (its vote of every
    survivor), one seat already chosen."""
    game = jl.new_game(a_game(players=4), players=4, seed=3)
    agents = [RandomAgent(s) for s in range(4)]
    while len(game.to_act()) == 1:
        seat = game.to_act()[0]
        game.act(seat, agents[seat].choose(None, game.legal_actions(seat)))
    seat = game.to_act()[0]
    game.act(seat, game.legal_actions(seat)[0])
    assert len(game.to_act()) >= 2 and game.decision is not None and game.decision.chosen == {seat: game.history[-1][1]}
    return game


POINTS: dict[str, Callable[[], Game]] = {
    "colours": mid_colours,
    "chain": mid_chain,
    "words": mid_words,
    "a game mid-vote": mid_joint_decision,
    "a game at its start": lambda: jl.new_game(a_game(players=4), players=4, seed=3),
}


@pytest.mark.parametrize("how", COPIES)
@pytest.mark.parametrize("point", POINTS)
def test_a_copy_is_an_equal_game(point: str, how: str) -> None:
    game = POINTS[point]()
    assert_same(game, COPIES[how](game))


@pytest.mark.parametrize("how", COPIES)
@pytest.mark.parametrize("point", POINTS)
def test_a_copy_is_independent(point: str, how: str) -> None:
    """Acting on the copy leaves the original as it was, and vice versa; the two
    games then play on alike when given the same choices."""
    game = POINTS[point]()
    twin = COPIES[how](game)
    before = snapshot(game)
    rng = random.Random(7)
    random_step(twin, rng)
    assert snapshot(game) == before and snapshot(twin) != before
    after_twin = snapshot(twin)
    random_step(game, random.Random(7))
    assert snapshot(twin) == after_twin
    assert_same(game, twin)


def test_the_copy_of_a_mid_colour_decision() -> None:
    game = mid_colours()
    twin = game.clone()
    assert twin.to_act() == (0, 2) and twin._decision is not None
    assert twin._decision.chosen == {3: COLOURS[3], 1: COLOURS[2]}
    twin.act(0, COLOURS[0])
    assert game.to_act() == (0, 2) and twin.to_act() == (2,)
    game.act(2, COLOURS[4])
    assert twin.legal_actions(2) == COLOURS and twin.to_act() == (2,)
    twin.act(2, COLOURS[5])
    assert twin.phase == "draw" and game.to_act() == (0,) and game.phase == "colour"


def test_the_copy_of_a_paused_chain_resumes_inside_it() -> None:
    game = mid_chain()
    twin = copy.deepcopy(game)
    twin.act(2, pick("yes"))
    assert twin.over and twin.steps == ["drew right", "reacted stop", "confirmed yes"]
    assert not game.over and game.phase == "confirm" and game.steps == ["drew right", "reacted stop"]
    game.act(2, pick("no"))
    assert game.phase == "attack" and twin.over and twin.result is not None and twin.result.winners == {2}


def test_copies_of_a_finished_game() -> None:
    game = mid_chain()
    game.act(2, "pick yes")
    for how in COPIES.values():
        assert_same(game, how(game))


def test_deepcopy_keeps_shared_references_shared() -> None:
    game = mid_colours()
    a, b = copy.deepcopy([game, game])
    assert a is b and a is not game
    assert_same(a, game)


def test_a_copy_has_its_own_setup() -> None:
    game = ToyGame(seed=1, team=[0, 2])
    twin = game.clone()
    assert isinstance(twin, ToyGame)
    twin.setup["team"].append(3)
    assert game.setup == twin.setup == {"players": 4, "team": [0, 2], "k": 1, "vote_style": "simultaneous"}
    assert twin.team == (0, 2)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**16), st.integers(0, 2**16), st.integers(0, 30), st.sampled_from(sorted(COPIES)))
def test_clone_anywhere_in_random_toy_games(seed: int, play_seed: int, steps: int, how: str) -> None:
    """Copied at any point of a random game, the copy equals the original, and
    both play on alike to the same end."""
    game = ToyGame(seed=seed, players=5, k=2, vote_style=("simultaneous", "in_turn", "free")[seed % 3])
    rng = random.Random(play_seed)
    for _ in range(steps):
        if game.over:
            break
        random_step(game, rng)
    twin = COPIES[how](game)
    assert_same(game, twin)
    state = rng.getstate()
    while not game.over:
        random_step(game, rng)
    rng.setstate(state)
    while not twin.over:
        random_step(twin, rng)
    assert_same(game, twin)


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 2**16), st.integers(0, 60))
def test_clone_anywhere_in_random_games(seed: int, steps: int) -> None:
    game = jl.new_game(a_game(players=4), players=4, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.over:
            break
        seat = rng.choice(game.to_act())
        game.act(seat, rng.choice(game.legal_actions(seat)))
    twin = game.clone()
    assert_same(game, twin)
    assert twin.record().to_json() == game.record().to_json()
    assert_same(game, pickle.loads(pickle.dumps(game)))
