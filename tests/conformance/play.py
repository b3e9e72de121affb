"""Helpers shared by the conformance tests: seeded random games, state snapshots."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import jinro_lab as jl
from jinro_lab.agents import RandomAgent
from jinro_lab.core.engine import Game

from .variants import VariantSpec

__all__ = ["agents_for", "games", "snapshot", "step"]


def games(
    spec: VariantSpec, n: int, start: int = 0, setup: Callable[[int, int], dict[str, Any]] | None = None
) -> Iterator[Game]:
    """``n`` new games of ``spec``'s variant, cycling through its player counts, seeded ``start``, ``start+1``...,
    each with the options ``setup(seed, players)`` (default ``spec.setup``: variations of the rules' options)."""
    options = spec.setup if setup is None else setup
    for seed in range(start, start + n):
        players = spec.players[seed % len(spec.players)]
        yield jl.new_game(spec.id, players=players, seed=seed, **options(seed, players))


def agents_for(game: Game) -> list[RandomAgent]:
    """One random agent per seat, seeded from the game's seed."""
    return [RandomAgent(game.seed * 16 + seat) for seat in range(game.players)]


def step(game: Game, agents: list[RandomAgent]) -> tuple[int, Any]:
    """Let the first seat to act choose at random; returns (seat, action)."""
    seat = game.to_act()[0]
    action = agents[seat].choose(None, game.legal_actions(seat))
    game.act(seat, action)
    return seat, action


def snapshot(game: Game, full: bool = True) -> tuple[Any, ...]:
    """What can be observed of ``game``: log, omniscient view, who acts and every
    seat's legal actions; ``full`` adds the record and every seat's view."""
    seats = range(game.players)
    state = (
        game.log,
        game.view(None),
        game.phase,
        game.over,
        game.result,
        game.to_act(),
        tuple(game.legal_actions(s) for s in seats),
    )
    return (*state, game.record(), tuple(game.view(s) for s in seats)) if full else state
