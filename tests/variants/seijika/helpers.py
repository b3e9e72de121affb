"""Shared helpers of the seijika rule tests: fixed seats, scripted elections and nights.

``new`` builds a game with one role per seat (``R8`` unless told) and simultaneous
votes (unless ``vote_styles=`` is given); ``elect`` casts a whole simultaneous vote
from a ``{voter: target}`` mapping; ``night`` takes the night's choices; ``events``
filters a log or a view by event type.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import jinro_lab as jl

#: seats 0-1 wolves, 2 spy, 3 reporter, 4 guard, 5-7 humans (the kit's 8-player setup, seated)
R8 = ("wolf", "wolf", "spy", "reporter", "guard", "human", "human", "human")
#: every role at one table: 0-1 wolves, 2 spy, 3 lover, 4 corrupt lawyer, 5 reporter,
#: 6 prosecutor, 7 guard, 8 lawyer, 9-11 humans
EVERY = (
    *("wolf", "wolf", "spy", "lover", "corrupt_lawyer", "reporter"),
    *("prosecutor", "guard", "lawyer", "human", "human", "human"),
)


def new(roles: Sequence[str] = R8, seed: int = 0, **options: Any) -> Any:
    """A game with ``roles`` fixed seat by seat, simultaneous votes unless told."""
    options.setdefault("vote_styles", ["simultaneous"])
    return jl.new_game("seijika", roles=list(roles), seed=seed, **options)


def elect(game: Any, ballots: Mapping[int, int]) -> Any:
    """Cast a simultaneous vote: ``{voter: target}`` for every seat asked."""
    assert set(game.to_act()) == set(ballots), (game.to_act(), ballots)
    game.act_together({v: f"vote seat {t}" for v, t in ballots.items()})
    return game


def everyone_for(game: Any, target: int, fallback: int) -> Any:
    """Everyone asked votes ``target`` (``target`` votes ``fallback``)."""
    return elect(game, {v: (fallback if v == target else target) for v in game.to_act()})


def night(game: Any, choices: Mapping[int, str]) -> Any:
    """Take the night's choices ``{seat: action string}`` (every seat asked)."""
    assert set(game.to_act()) == set(choices), (game.to_act(), choices)
    game.act_together(dict(choices))
    return game


def events(source: Any, *types: type) -> list[Any]:
    """The events of ``source`` (a game, a view or an event sequence) of the given types."""
    log = source.log if hasattr(source, "log") else getattr(source, "events", source)
    return [e for e in log if isinstance(e, types)]


def seen_by(game: Any, seat: int) -> list[Any]:
    return list(game.events_seen_by(seat))


def strings(actions: Any) -> list[str]:
    return [str(a) for a in actions]
