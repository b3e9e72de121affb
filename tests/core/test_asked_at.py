"""When a seat was asked (``Game.asked_at``) and worlds that ask it there (``core.hidden``).

A seat knows when it was asked to act: how much it had seen each time. A world the belief
sampler returns must ask it at the same points, not only show it the same events and take
its actions: a night whose round ended earlier, with the seat's later hold taken in the
next round, is not a world the seat could be in.
"""

from __future__ import annotations

import pytest
from games import GAMES, choice_points, players_near

import jinro_lab as jl
from jinro_lab.agents import RandomAgent
from jinro_lab.core.hidden import sample_worlds


@pytest.mark.parametrize("game", GAMES)
def test_asked_at_is_what_the_seat_had_seen_when_it_acted(game: str) -> None:
    """Recorded while a random game is played, and read back from the finished game."""
    players = players_near(game, 6)
    played = jl.new_game(game, players=players, seed=11)
    agents = [RandomAgent(20 + s) for s in range(players)]
    seen: dict[int, list[int]] = {s: [] for s in range(players)}
    while not played.over:
        seat = played.to_act()[0]
        seen[seat].append(len(played.memory(seat)))
        played.act(seat, agents[seat].choose(None, played.legal_actions(seat)))
    for seat in range(players):
        assert played.asked_at(seat) == tuple(seen[seat])
    with pytest.raises(jl.JinroError, match="no seat"):
        played.asked_at(players)


@pytest.mark.parametrize("game", GAMES)
def test_every_world_asks_the_seat_where_the_game_did(game: str) -> None:
    """At late positions of random games, each world asks the seat at the points the game did."""
    players = players_near(game, 8)
    for k, (position, seat) in enumerate(choice_points(game, players, {}, 3, 900, (15, 60))):
        worlds = sample_worlds(position, seat, n=20, seed=k, max_attempts=400)
        for world in worlds:
            assert world.asked_at(seat) == position.asked_at(seat)
