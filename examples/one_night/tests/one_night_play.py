"""Helpers of the example game's tests: fixed deals of ワンナイト人狼 (``roles=``) and
how to play them to the vote."""

from __future__ import annotations

from typing import Any

import jinro_lab as jl

import jinro_one_night  # noqa: F401 - registers the game when it is not installed

#: 5 players: seat 0 the lone werewolf (the other in the centre), 1 seer, 2 robber,
#: 3 troublemaker, 4 villager; the centre: werewolf, villager
LONE = ["werewolf", "seer", "robber", "troublemaker", "villager", "werewolf", "villager"]
#: 5 players: seats 0 and 1 werewolves, 2 seer, 3 robber, 4 troublemaker; the centre: two villagers
PAIR = ["werewolf", "werewolf", "seer", "robber", "troublemaker", "villager", "villager"]
#: 4 players, both werewolves in the centre
NO_WOLF = ["seer", "robber", "villager", "villager", "werewolf", "werewolf"]


def one_night(roles: list[str], **options: Any) -> jl.Game:
    """A game with the deal ``roles`` (one card per seat, then the two centre cards)."""
    return jl.new_game("one_night", roles=roles, seed=0, **options)


def to_vote(game: jl.Game, *acts: tuple[int, str]) -> jl.Game:
    """The night's actions (seat, text) in order; then every seat left to act at night passes."""
    for seat, text in acts:
        game.act(seat, text)
    while game.phase != "vote":
        (seat,) = game.to_act()
        game.act(seat, "pass")
    return game


def vote(game: jl.Game, ballots: dict[int, int]) -> jl.Game:
    """Every seat's ballot at once (ONE-21)."""
    game.act_together({seat: f"vote seat {target}" for seat, target in ballots.items()})
    return game
