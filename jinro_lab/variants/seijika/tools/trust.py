"""The vote graph of 政治家人狼 read as a graph of trust (SEI-61).

A ballot is a vote *to elect*: an edge ``voter -> candidate`` means the voter
trusted the candidate (the reverse of an execution game). :func:`trust_graph` is
the kit's vote graph (``jinro_lab.analysis.graphs.vote_graph``, per election and
runoff) with each edge marked ``crosses``: ``True`` when voter and candidate are of
different parties, ``False`` when of the same, ``None`` when the parties are not
known from the log (before the roles are revealed at the end, SEI-43, unless
``roles`` is given: the game master's knowledge). Nodes carry ``party``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..events import RolesRevealed
from ..roles import ROLES

if TYPE_CHECKING:
    import networkx as nx

__all__ = ["CROSSING_COLOR", "crossing_votes", "draw_trust_graph", "trust_graph"]

#: the colour of a vote that crosses parties in :func:`draw_trust_graph`
CROSSING_COLOR = "#d62728"


def trust_graph(
    log: Any,
    roles: Sequence[str] | None = None,
    day: int | None = None,
    *,
    vote: str | None = None,
    round: int | None = None,
) -> nx.MultiDiGraph:
    """SEI-61: the vote graph of ``log`` (a game or its events) with edges marked
    ``crosses`` (voter and candidate in different parties) and nodes ``party``;
    ``roles`` (one per seat) if known, else the roles revealed in the log."""
    from ....analysis.graphs import vote_graph

    events = tuple(getattr(log, "log", log))
    if roles is None:
        revealed = [e for e in events if type(e) is RolesRevealed]
        roles = revealed[-1].roles if revealed else None
    players = len(roles) if roles is not None else getattr(log, "players", None)
    g = vote_graph(events, day, players, vote=vote, round=round)
    party = {s: ROLES[r].party for s, r in enumerate(roles)} if roles is not None else {}
    for node in g.nodes:
        g.nodes[node]["party"] = party.get(node)
    for a, b, data in g.edges(data=True):
        data["crosses"] = None if not party else party[a] != party[b]
        if data["crosses"]:
            data["color"] = CROSSING_COLOR
    g.graph["trust"] = True
    return g


def crossing_votes(graph: nx.MultiDiGraph) -> list[tuple[int, int, dict[str, Any]]]:
    """The edges of a :func:`trust_graph` that cross parties (the ones the kit highlights)."""
    return [(a, b, d) for a, b, d in graph.edges(data=True) if d.get("crosses")]


def draw_trust_graph(graph: nx.MultiDiGraph, ax: Any = None, lang: str = "en", title: str | None = None) -> Any:
    """Draw a :func:`trust_graph` (``jinro_lab.analysis.plots.draw_vote_graph``): the
    votes that cross parties in :data:`CROSSING_COLOR`; returns the axes."""
    from ....analysis.plots import draw_vote_graph

    return draw_vote_graph(graph, ax=ax, lang=lang, title=title)
