"""Shared helpers of the mahou_toshi rule tests: fixed seats, scripted days and nights.

``new`` builds a game with one role per seat (``BASIC9`` unless told); ``day``
casts a whole simultaneous vote from a ``{voter: target}`` mapping; ``night``
takes the night's choices of every seat that acts; ``lines`` reads the log as a
seat saw it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import jinro_lab as jl

#: seats 0-1 werewolves, 2 seer, 3 knight, 4 medium, 5-6 masons, 7-8 citizens
BASIC9 = ("werewolf", "werewolf", "seer", "knight", "medium", "mason", "mason", "citizen", "citizen")
#: all sixteen roles at one table (one mason): 3 werewolves (MAH-02), 12 humans and the fox
EVERY_ROLE = (
    "werewolf",
    "werewolf",
    "evil_eye",
    "chimera",
    "madman",
    "seer",
    "medium",
    "knight",
    "dragon",
    "spirit_user",
    "moneylender",
    "hunter",
    "golem",
    "demon",
    "fox",
    "mason",
)


def new(roles: Sequence[str] = BASIC9, seed: int = 0, **options: Any) -> Any:
    """A game with ``roles`` fixed seat by seat; no event cards unless ``events=`` is
    given, then drawn in the given order (``shuffle_events=False``, MAH-30)."""
    options.setdefault("events", ())
    options.setdefault("shuffle_events", False)
    return jl.new_game("mahou_toshi", roles=list(roles), seed=seed, **options)


def day(game: Any, ballots: Mapping[int, int]) -> Any:
    """Cast a simultaneous vote: ``{voter: target}`` for every seat asked."""
    assert set(game.to_act()) == set(ballots), (game.to_act(), ballots)
    game.act_together({v: f"vote seat {t}" for v, t in ballots.items()})
    return game


def everyone_votes(game: Any, target: int, fallback: int) -> dict[int, int]:
    """Ballots of the seats to act: all for ``target``; ``target`` itself for ``fallback``."""
    return {v: (fallback if v == target else target) for v in game.to_act()}


def execute(game: Any, target: int, fallback: int) -> Any:
    """Everyone votes ``target`` out (``target`` votes ``fallback``)."""
    return day(game, everyone_votes(game, target, fallback))


def night(game: Any, **choices: str) -> Any:
    """Take the night's choices, given as ``s3="guard seat 5"`` (seat 3's action)."""
    game.act_together({int(k[1:]): v for k, v in choices.items()})
    return game


def events(source: Any, *types: type) -> list[Any]:
    """The events of ``source`` (a game, a view or any event sequence) of the given types."""
    log = source.log if hasattr(source, "log") else getattr(source, "events", source)
    return [e for e in log if isinstance(e, types)]


def lines(game: Any, seat: int | None, since: int = 0) -> list[str]:
    """The readable events ``seat`` saw (``None``: all), from log position ``since`` on."""
    return [str(e) for e in game.log[since:] if seat is None or e.visible_to is None or seat in e.visible_to]


def strings(actions: Any) -> list[str]:
    return [str(a) for a in actions]
