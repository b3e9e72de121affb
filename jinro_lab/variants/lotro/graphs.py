"""The room graph of LotROで人狼 (LOT-31, LOT-71): who pointed at whom, rooms as groups.

Derived from the log only (public events: ``Nominated``, ``Pointed``, ``RoomFormed``),
never tracked separately. The vote graph and the information-flow graph are the
kit's own (``jinro_lab.analysis.graphs``): each ``Ballot`` of a vote and its revote
is an edge (LOT-22: the vote id and round tell them apart), each trade and each
death seen in a room a ``Knowledge`` edge (LOT-72).

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
from ...core.i18n import seat_label
from . import events as ev
from .rooms import room_name

if TYPE_CHECKING:
    import networkx as nx
    from matplotlib.axes import Axes

__all__ = ["draw_rooms", "night_ends", "nights_in", "room_graph"]


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


def room_graph(log: Any, night: int | None = None) -> nx.DiGraph:
    """The rooms of night ``night`` (its day number; ``None``: the last night formed):
    a node per seat put in a room (``room``: its index, ``nominee``: named by the GM),
    an edge ``seat -> target`` per pointing (``forced``: the only choice allowed,
    LOT-32). ``graph.graph`` holds ``night``, ``rooms`` (the seats of each room, in
    formation order) and ``repeats`` (the pairs repeated from the night before)."""
    import networkx as nx

    events = getattr(log, "log", log)
    nights = nights_in(events)
    if night is None:
        night = nights[-1] if nights else None
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


def draw_rooms(graph: nx.DiGraph, ax: Axes | None = None, lang: str = "en") -> Axes:
    """Draw ``graph`` (from :func:`room_graph`): each room a column headed by its name
    (LOT-33), its seats below (the GM's nominee in bold), arrows for the pointing."""
    import matplotlib.pyplot as plt

    if ax is None:
        _, ax = plt.subplots(figsize=(1.6 * max(1, len(graph.graph["rooms"])), 2.6))
    pos: dict[int, tuple[float, float]] = {}
    for i, room in enumerate(graph.graph["rooms"]):
        ax.text(i, 0.6, room_name(i, lang), ha="center", va="bottom", fontsize=9)
        ax.add_patch(plt.Rectangle((i - 0.4, -len(room) + 0.4), 0.8, len(room) + 0.1, fill=False, lw=0.8))
        order = sorted(room, key=lambda s: (not graph.nodes[s].get("nominee", False), s))
        for j, seat in enumerate(order):
            pos[seat] = (i, -j)
            bold = "bold" if graph.nodes[seat].get("nominee") else "normal"
            ax.text(i, -j, seat_label(seat, lang), ha="center", va="center", fontsize=9, fontweight=bold)
    for a, b in graph.edges:
        (xa, ya), (xb, yb) = pos[a], pos[b]
        ax.annotate(
            "", (xb + 0.22, yb), (xa + 0.22, ya), arrowprops={"arrowstyle": "->", "connectionstyle": "arc3,rad=-0.5"}
        )
    ax.set_xlim(-0.6, len(graph.graph["rooms"]) - 0.4)
    ax.set_ylim(-3.0, 1.1)
    ax.axis("off")
    return ax
