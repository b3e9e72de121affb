"""Helpers shared by the conformance checks: seeded random games, state snapshots."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from ..core.registry import new_game

if TYPE_CHECKING:
    from ..agents import RandomAgent
    from ..core.engine import Game
    from . import Conformance

__all__ = ["agents_for", "finished", "games", "snapshot", "step"]


def games(
    spec: Conformance, n: int, start: int = 0, setup: Callable[[int, int], dict[str, Any]] | None = None
) -> Iterator[Game]:
    """``n`` new games of ``spec``'s variant, cycling through its player counts, seeded ``start``, ``start+1``...,
    each with the options ``setup(seed, players)`` (default ``spec.setup``: variations of the rules' options)."""
    options = spec.setup if setup is None else setup
    for seed in range(start, start + n):
        players = spec.players[seed % len(spec.players)]
        yield new_game(spec.variant, players=players, seed=seed, **options(seed, players))


def agents_for(game: Game) -> list[RandomAgent]:
    """One random agent per seat, seeded from the game's seed."""
    from ..agents import RandomAgent

    return [RandomAgent(game.seed * 16 + seat) for seat in range(game.players)]


def finished(variant: str, players: int, seed: int, **options: Any) -> Game:
    """A game of ``variant`` played to its end: by the game's heuristic agents for an
    odd ``seed``, by random agents for an even one."""
    from ..agents import RandomAgent, heuristic_agent, play_game

    game = new_game(variant, players=players, seed=seed, **options)
    agents = [heuristic_agent(variant, seed=s) if seed % 2 else RandomAgent(seed * 97 + s) for s in range(players)]
    return play_game(game, agents)


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
