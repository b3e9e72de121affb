"""``Game.seat_side``: the side each seat plays agrees with who won (the tournament's
standings per side count on it), and a seat not in the game is refused."""

from __future__ import annotations

import pytest

import jinro_lab as jl
from jinro_lab.testing import Conformance, finished

__all__ = ["test_a_seat_not_in_the_game_is_refused", "test_a_seat_wins_exactly_when_its_side_wins"]


def test_a_seat_wins_exactly_when_its_side_wins(spec: Conformance) -> None:
    """A side wins whole, dead or alive: a seat is among the winners exactly when its
    side is the result's (nobody, when the result names no side). A game whose third
    parties may win beside a side (``Conformance.sides_win_whole=False``) tests its
    own rule in its own folder."""
    if not spec.sides_win_whole:
        pytest.skip(f"{spec.variant} declares sides_win_whole=False: its winners are tested in its own folder")
    info = jl.lookup(spec.variant)
    checked = 0
    for players in spec.players:
        for seed in range(12):
            game = finished(spec.variant, players, seed)
            result = game.result
            assert result is not None
            for seat in range(players):
                side = game.seat_side(seat)
                assert side in info.sides
                if result.side is None:  # nobody wins
                    assert seat not in result.winners
                else:
                    assert (seat in result.winners) == (side == result.side), (players, seed, seat)
                    checked += 1
    assert checked > 40


def test_a_seat_not_in_the_game_is_refused(spec: Conformance) -> None:
    game = jl.new_game(spec.variant, seed=1)
    with pytest.raises(jl.JinroError, match=f"no seat {game.players}"):
        game.seat_side(game.players)
