"""The room graph of LotROで人狼 (LOT-31, LOT-71): who pointed at whom, rooms as groups.

Derived from the log only (public events: ``Nominated``, ``Pointed``, ``RoomFormed``),
never tracked separately. The vote graph and the information-flow graph are the
kit's own (``jinro_lab.analysis.graphs``): each ``Ballot`` of a vote and its revote
is an edge (LOT-22: the vote id and round tell them apart), each trade and each
death seen in a room a ``Knowledge`` edge (LOT-72). The rooms' drawing is a tool of the
game, on top of the analysis: ``jinro_lab.variants.lotro.tools.graphs.draw_rooms``.

>>> import jinro_lab as jl
>>> game = jl.new_game("lotro", players=9, seed=1)
>>> while game.phase == "point":
...     game.act(game.to_act()[0], game.legal_actions(game.to_act()[0])[0])
>>> g = room_graph(game.log)
>>> sorted(len(r) for r in g.graph["rooms"])
[2, 2, 2, 3]
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.errors import InvalidArgument, describe
from . import events as ev

if TYPE_CHECKING:
    import networkx as nx

__all__ = ["night_ends", "nights_in", "room_graph"]


def nights_in(log: Any) -> list[int]:
    """The nights of ``log`` whose rooms were formed (their day numbers), in order."""
    events = getattr(log, "log", log)
    nights: list[int] = []
    day = 0
    for e in events:
        if isinstance(e, ev.PhaseBegan) and e.phase == "night":
            day = e.day
        elif isinstance(e, ev.RoomFormed) and e.room == 0:
            nights.append(day)
    return nights


def night_ends(log: Any) -> dict[int, int]:
    """LOT-72, night by night: night ``d`` -> the number of events up to the end of that
    night (the next morning), for ``info_flow_graph(log, upto=night_ends(log)[d])``; a
    night still under way ends at the end of the log."""
    events = getattr(log, "log", log)
    ends: dict[int, int] = {}
    night = None
    for i, e in enumerate(events):
        if isinstance(e, ev.PhaseBegan):
            if e.phase == "night":
                night = e.day
            elif night is not None:
                ends[night] = i
                night = None
    if night is not None:
        ends[night] = len(events)
    return ends


def _last_night(events: Any) -> int | None:
    """The last night whose rooms began to be formed (a nominee named), or ``None``."""
    day, last = 0, None
    for e in events:
        if isinstance(e, ev.PhaseBegan) and e.phase == "night":
            day = e.day
        elif isinstance(e, (ev.Nominated, ev.RoomFormed)):
            last = day
    return last


def room_graph(log: Any, night: int | None = None) -> nx.DiGraph:
    """The rooms of night ``night`` (its day number; ``None``: the last night whose
    rooms began to be formed, so a picture of a step in the night shows the rooms
    so far):
    a node per seat put in a room (``room``: its index, ``nominee``: named by the GM),
    an edge ``seat -> target`` per pointing (``forced``: the only choice allowed,
    LOT-32). ``graph.graph`` holds ``night``, ``rooms`` (the seats of each room, in
    formation order) and ``repeats`` (the pairs repeated from the night before)."""
    import networkx as nx

    events = getattr(log, "log", log)
    nights = nights_in(events)
    if night is None:
        night = _last_night(events)
    elif night not in nights:
        raise InvalidArgument(f"no rooms were formed on night {describe(night)}; nights with rooms: {describe(nights)}")
    g = nx.DiGraph(night=night, rooms=[], repeats=[])
    day = 0
    for e in events:
        if isinstance(e, ev.PhaseBegan) and e.phase == "night":
            day = e.day
        if day != night:
            continue
        if isinstance(e, ev.Nominated):
            g.add_node(e.seat, room=e.room, nominee=True)
        elif isinstance(e, ev.Pointed):
            g.add_node(e.target, room=e.room, nominee=False)
            g.add_edge(e.seat, e.target, forced=e.forced)
        elif isinstance(e, ev.RoomFormed):
            for s in e.seats:
                if s not in g:
                    g.add_node(s, room=e.room, nominee=False)
            g.graph["rooms"].append(e.seats)
            g.graph["repeats"].extend(e.repeats)
    return g
