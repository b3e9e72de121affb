"""Fixtures of 人狼は眠らない's widget and rendering tests (moved from
``tests/widgets/conftest.py``, issue 40 item 2): a fixed deal and finished random games."""

from __future__ import annotations

from collections.abc import Callable

import matplotlib
import pytest

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, play_game
from jinro_lab.core.events import Ballot

matplotlib.use("Agg")

#: seat 0 holds villager, seat 1 seer, seat 2 vote, seat 3 madman; ruins attack_1;
#: seat 0 (first player) draws knight, seat 1 then draws medium
DECK = [
    "villager", "seer", "vote", "madman", "attack_1",
    "knight", "medium", "werewolf", "seer", "vote", "vote", "sleep", "sleep", "sleep", "attack_2", "attack_3",
]  # fmt: skip
#: seat 0 plays villager and hides the knight face-down in seat 2's discard (NEM-23)
HIDE_KNIGHT = "play villager, place knight face-down in discard of seat 2"


def _fixed_game() -> jl.Game:
    return jl.new_game("nemuranai", players=4, seed=0, deck=DECK, first_player=0)


def _random_game(seed: int, players: int = 4) -> jl.Game:
    game = jl.new_game("nemuranai", players=players, seed=seed)
    return play_game(game, [RandomAgent(seed * 10 + s) for s in range(players)])


@pytest.fixture
def fixed_game() -> Callable[[], jl.Game]:
    """A factory of the fixed deal above, seat 0 to play."""
    return _fixed_game


@pytest.fixture
def random_game() -> Callable[..., jl.Game]:
    """A factory of finished random games: ``random_game(seed, players=4)``."""
    return _random_game


@pytest.fixture
def hidden_knight() -> jl.Game:
    """The fixed deal after seat 0 hid the knight face-down in seat 2's discard."""
    game = _fixed_game()
    game.act(0, HIDE_KNIGHT)
    return game


@pytest.fixture(scope="module")
def voted_game() -> jl.Game:
    """A finished random game with at least one vote (a simultaneous decision)."""
    for seed in range(50):
        game = _random_game(seed)
        if any(type(e) is Ballot for e in game.log):
            return game
    raise AssertionError("no random game with a vote in 50 seeds")
