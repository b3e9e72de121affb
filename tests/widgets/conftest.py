"""Fixtures for the widget tests: finished random games and a game one step in, of a
game chosen from the registry (``tests/games.py``): one with a model of hidden
information (the belief panel's) that the fewest players can play, so that games are
quick. What only one game's deal shows is tested in its folder."""

from __future__ import annotations

from collections.abc import Callable

import matplotlib
import pytest
from games import a_small_game, players_near

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, play_game
from jinro_lab.core.events import Ballot

matplotlib.use("Agg")

#: the game of these fixtures, and its players at a table
GAME = a_small_game("hidden")
PLAYERS = players_near(GAME, 4)


def _random_game(seed: int, players: int = PLAYERS) -> jl.Game:
    game = jl.new_game(GAME, players=players, seed=seed)
    return play_game(game, [RandomAgent(seed * 10 + s) for s in range(players)])


@pytest.fixture
def random_game() -> Callable[..., jl.Game]:
    """A factory of finished random games of :data:`GAME`: ``random_game(seed, players=PLAYERS)``."""
    return _random_game


@pytest.fixture
def one_step() -> jl.Game:
    """A game of :data:`GAME` after its first decision, taken by one seat alone (the
    first legal action of the first seed's game where one seat opens it)."""
    for seed in range(50):
        game = jl.new_game(GAME, players=PLAYERS, seed=seed)
        if len(game.to_act()) == 1:
            (seat,) = game.to_act()
            game.act(seat, game.legal_actions(seat)[0])
            return game
    raise AssertionError(f"no game of {GAME} in 50 seeds opens with one seat's decision")


@pytest.fixture(scope="module")
def voted_game() -> jl.Game:
    """A finished random game with at least one vote (a simultaneous decision) whose
    every ballot is public (the tests of what a seat's menu keeps rely on it)."""
    for seed in range(50):
        game = _random_game(seed)
        ballots = [e for e in game.log if type(e) is Ballot]
        if ballots and all(e.visible_to is None for e in ballots):
            return game
    raise AssertionError("no random game with a public vote in 50 seeds")
