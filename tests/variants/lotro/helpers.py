"""Shared helpers of the lotro rule tests: fixed seats, rooms formed on purpose, scripted nights.

``new`` builds a game with one role per seat (``BASIC9`` unless told) and the GM
nominating by seat order (``nominate="seat"``, LOT-31), so every room is exact;
``form_rooms`` points so the night's rooms are the given groups; ``night`` plays
the rooms' rounds from a script; ``vote`` casts a whole evening vote.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import jinro_lab as jl
from jinro_lab.variants.lotro import events as ev

#: seats 0-1 wolves, 2 apostle, 3 friend, 4 healer, 5-8 villagers
BASIC9 = ("wolf", "wolf", "apostle", "friend", "healer", "villager", "villager", "villager", "villager")


def new(roles: Sequence[str] = BASIC9, seed: int = 0, **options: Any) -> Any:
    """A game with ``roles`` fixed seat by seat, the GM nominating by seat order."""
    options.setdefault("nominate", "seat")
    return jl.new_game("lotro", roles=list(roles), seed=seed, **options)


def current_room(game: Any) -> list[int]:
    """The seats of the room being formed now (nominated and pointed at since the last room)."""
    seats: list[int] = []
    for e in reversed(game.log):
        if isinstance(e, ev.RoomFormed | ev.PhaseBegan):
            break
        if isinstance(e, ev.Nominated):
            seats.append(e.seat)
        elif isinstance(e, ev.Pointed):
            seats.append(e.target)
    return seats


def form_rooms(game: Any, groups: Sequence[Sequence[int]]) -> Any:
    """Point so that tonight's rooms are ``groups`` (each chooser points at the next
    member of its group not yet in the room); the groups must be formable in order."""
    while not game.over and game.phase == "point":
        (seat,) = game.to_act()
        group = next(g for g in groups if seat in g)
        here = current_room(game)
        target = next(s for s in group if s not in here and s != seat)
        game.act(seat, f"point at seat {target}")
    rooms = [e.seats for e in game.log if isinstance(e, ev.RoomFormed)][-len(groups) :]
    assert [tuple(sorted(g)) for g in groups] == list(rooms), rooms
    return game


def night(game: Any, script: Mapping[int, Sequence[str]] | None = None) -> list[tuple[int, str]]:
    """Play the rooms' rounds: each seat asked takes the next action of its script
    (``{seat: ["present warg_tooth to seat 5", ...]}``); a seat with none left holds,
    and a healer or friend asked presents its item. Returns (seat, action) in order."""
    queues = {s: list(a) for s, a in (script or {}).items()}
    taken: list[tuple[int, str]] = []
    while not game.over and game.phase in ("night", "answer"):
        (seat,) = game.to_act()
        queue = queues.get(seat)
        if queue:
            action = queue.pop(0)
        elif game.phase == "answer":
            action = str(game.legal_actions(seat)[0])
        else:
            action = "hold"
        game.act(seat, action)
        taken.append((seat, action))
    assert not any(queues.values()), f"unused script: {queues}"
    return taken


def vote(game: Any, ballots: Mapping[int, int]) -> Any:
    """Cast a simultaneous vote: ``{voter: target}`` for every seat asked."""
    assert set(game.to_act()) == set(ballots), (game.to_act(), ballots)
    game.act_together({v: f"vote seat {t}" for v, t in ballots.items()})
    return game


def events(source: Any, *types: type) -> list[Any]:
    """The events of ``source`` (a game, a view or an event sequence) of the given types."""
    log = source.log if hasattr(source, "log") else getattr(source, "events", source)
    return [e for e in log if isinstance(e, types)]


#: night 1 of BASIC9 in the tests: wolf 0 with villager 5, wolf 1 with the friend, the
#: apostle with the healer, three villagers together
ROOMS1 = ([0, 5], [1, 3], [2, 4], [6, 7, 8])
