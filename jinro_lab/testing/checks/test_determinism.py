"""Randomness lives in the game: the global random modules neither change a game nor
are changed by it."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest

import jinro_lab as jl
from jinro_lab.agents import RandomAgent
from jinro_lab.core.engine import Game
from jinro_lab.testing import Conformance, agents_for, games

__all__ = ["_restore_global_rngs", "test_same_seed_and_actions_give_the_same_log_whatever_the_global_rngs"]

try:
    import numpy
except ImportError:  # numpy is optional: only disturb it when it is there
    numpy = None  # type: ignore[assignment]

GAMES = 60


def disturber(salt: int) -> Callable[[], None]:
    """Reseed the global RNGs differently for each ``salt`` and each call, and draw from them."""
    calls = 0

    def disturb() -> None:
        nonlocal calls
        calls += 1
        random.seed(salt * 100_000 + calls)
        random.random()
        random.shuffle(list(range(10)))
        if numpy is not None:
            numpy.random.seed(salt * 100_000 + calls)
            numpy.random.random(3)

    return disturb


@pytest.fixture(autouse=True)
def _restore_global_rngs() -> Iterator[None]:
    state = random.getstate()
    np_state = numpy.random.get_state() if numpy is not None else None
    yield
    random.setstate(state)
    if numpy is not None:
        numpy.random.set_state(np_state)


def play(variant: str, like: Game, disturb: Callable[[], None], choose: Callable[[int, tuple], Any]) -> Game:
    """A new game with ``like``'s seed and players, disturbing the global RNGs before
    its creation and before every action; checks that the game itself never changes
    the global ``random`` state."""
    disturb()
    state = random.getstate()
    game = jl.new_game(variant, seed=like.seed, **like.record().setup)
    assert random.getstate() == state, "creating a game used the global random module"
    while not game.over:
        seat = game.to_act()[0]
        action = choose(seat, game.legal_actions(seat))
        disturb()
        state = random.getstate()
        game.act(seat, action)
        assert random.getstate() == state, "an action used the global random module"
    return game


def by_agents(agents: list[RandomAgent]) -> Callable[[int, tuple], Any]:
    return lambda seat, legal: agents[seat].choose(None, legal)


def by_script(texts: list[str]) -> Callable[[int, tuple], Any]:
    actions = iter(texts)
    return lambda seat, legal: next(actions)


def test_same_seed_and_actions_give_the_same_log_whatever_the_global_rngs(spec: Conformance) -> None:
    """Games with the same seed and actions have the same log whether the global
    ``random`` (and numpy's) are left alone or reseeded and consumed between steps."""
    for game in games(spec, GAMES, start=40_000):
        first = play(spec.variant, game, disturber(1), by_agents(agents_for(game)))
        second = play(spec.variant, game, disturber(2), by_script([text for _, text in first.record().actions]))
        assert second.log == first.log
        for seat, text in first.record().actions:  # the undisturbed game
            game.act(seat, text)
        assert game.log == first.log
