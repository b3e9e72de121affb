"""The vote graph and the information-flow graph, derived from the event log only.

Both graphs are built from the generic events of ``jinro_lab.core.events``
(``Ballot``, ``VoteResult``, ``Knowledge`` and every event's ``visible_to``), so they
work for every variant and never look at the game state: what the graph shows is
exactly what the log says happened.

* :func:`vote_graph`: who voted for whom (a ``networkx.MultiDiGraph``, one edge per
  ballot), with each vote's totals and who it chose; votes are told apart by the
  ``vote`` id and ``round`` every ballot and result carries (:func:`votes_in` lists
  them, ``vote_graph(log, vote=..., round=...)`` keeps one).
* :func:`info_flow_graph`: who privately learned what about whom (a
  ``networkx.DiGraph``, an edge ``subject -> observer`` per private fact, NEM-71),
  plus a ``"public"`` node for everything the whole table saw. ``seat=`` draws it
  as one seat saw it. An event with a ``stale`` attribute (seats: 魔法都市の人狼's
  soul vortex, MAH-E06, deals their roles again) makes the facts learned so far
  about those seats stale: each edge counts them in ``stale``.

networkx loads when a graph is built, not when this module is imported: the vote menu
of :class:`~jinro_lab.widgets.Stepper` (:func:`votes_in`, :func:`vote_label`) and the
table pictures need none of it (in the browser, issue 21, it is a download of its own).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, TypeGuard

from ..core.errors import InvalidArgument, describe
from ..core.events import Ballot, Knowledge, VoteResult, is_visible
from ..core.texts import vote_id_text
from ..core.viewers import PUBLIC, Viewer

if TYPE_CHECKING:
    import networkx as nx

__all__ = [
    "PUBLIC_NODE",
    "VoteRound",
    "graph_variant",
    "info_flow_graph",
    "latest_vote",
    "seat_count",
    "step_graphs",
    "vote_graph",
    "vote_label",
    "votes_in",
]

#: a vote round: (vote id, round), e.g. ("turn 3", 0); round 1 is the first runoff
VoteRound = tuple[str, int]

#: the node of the information-flow graph that stands for the whole table
PUBLIC_NODE = "public"


def _events(log: Any) -> tuple[Any, ...]:
    """The events of ``log``: a sequence of events, or anything with a ``.log`` (a game)."""
    return tuple(getattr(log, "log", log))


def _seat(value: Any) -> TypeGuard[int]:
    """True for a seat index: an ``int`` exactly (not a bool, not a node name)."""
    return value.__class__ is int


def seat_count(log: Any) -> int:
    """How many seats a log shows: one more than the largest seat index named by
    the generic events (ballots, vote totals, knowledge, a ``seat`` field) or by any
    event's audience (``visible_to``). A game (anything with ``.players``) answers
    directly. 0 for an empty log."""
    players = getattr(log, "players", None)
    if _seat(players):
        return players
    top = -1
    for e in _events(log):
        seats: list[Any] = list(e.visible_to or ())
        t = type(e)
        if t is Ballot:
            seats += (e.voter, e.target)
        elif t is VoteResult:
            seats += [s for s, _ in e.totals] + [e.chosen]
        elif t is Knowledge:
            seats += (e.observer, e.subject)
        seats.append(getattr(e, "seat", None))
        seats.extend(getattr(e, "winners", ()))
        top = max([top, *(s for s in seats if _seat(s))])
    return top + 1


def graph_variant(log: Any) -> str | None:
    """The variant a log belongs to: a game's ``variant``, else the package of its
    first event defined by a variant (``jinro_lab.variants.<id>.events``); ``None``
    for a log of the generic events only. Drawings use it for the game's own marks
    (:class:`~jinro_lab.core.registry.Marks`)."""
    variant = getattr(log, "variant", None)
    if isinstance(variant, str):
        return variant
    for e in _events(log):
        parts = type(e).__module__.split(".")
        if len(parts) > 2 and parts[:2] == ["jinro_lab", "variants"]:
            return parts[2]
    return None


def _label(seat: int | str) -> str:
    return f"seat {seat}" if _seat(seat) else str(seat)


def votes_in(log: Any) -> list[tuple[str, int]]:
    """The votes of ``log`` in the order they were held: one ``(vote id, round)``
    per round of voting (round 0 is the first vote, 1 the first runoff...), taken
    from the ``vote`` and ``round`` of its ballots and its ``VoteResult``. A round
    whose ballots are in the log but not yet its result is listed too.

    >>> votes_in(game.log)  # doctest: +SKIP
    [('turn 3', 0), ('turn 3', 1), ('turn 7', 0)]
    """
    return list(dict.fromkeys((e.vote, e.round) for e in _events(log) if type(e) in (Ballot, VoteResult)))


def vote_label(vote: str, round: int = 0, lang: str = "en") -> str:
    """How a vote round is written for people: ``turn 3``, ``turn 3 runoff 1``;
    in Japanese ``3ターン目``, ``3ターン目の決選投票1回目`` (an id that does not
    start with ``day N`` or ``turn N`` is kept as it is: :func:`~jinro_lab.core.texts.vote_id_text`)."""
    name = vote_id_text(vote, lang)
    if not round:
        return name
    return f"{name}の決選投票{round}回目" if lang == "ja" else f"{name} runoff {round}"


def vote_graph(
    log: Any,
    day: int | None = None,
    players: int | None = None,
    *,
    vote: str | None = None,
    round: int | None = None,
) -> nx.MultiDiGraph:
    """The vote graph of ``log``: one node per seat that voted or got votes, one edge
    ``voter -> target`` per ``Ballot`` (attributes ``day``, ``weight``, ``vote``: the
    vote's id, e.g. ``"turn 3"``, and ``round``: 0 for the first vote, 1 for the
    first runoff...), as the events say: nothing is inferred from their order.

    Filters (combined): ``day`` keeps that day's votes; ``vote`` keeps the vote with
    that id (all its rounds, or only round ``round``); ``round`` alone keeps that
    round of every vote. A filter that matches nothing gives a graph without votes.
    :func:`votes_in` lists the ``(vote, round)`` pairs of a log. ``players`` adds a
    node for every seat (seats ``0 .. players-1``), so pictures of different votes
    line up.

    ``graph.graph["votes"]`` is a dict ``{(vote, round): info}`` in the order the
    rounds were held, ``info`` a dict with ``vote``, ``round``, ``day``, ``totals``
    {seat: total}, ``chosen``, ``note``, ``revote``, ``purpose`` (from the round's
    ``VoteResult``) and ``closed`` (whether that result is in the log: a round whose
    ballots are still coming in has empty totals, ``chosen`` and ``purpose`` None).
    Nodes carry ``totals`` {(vote, round): total}, ``total`` (their sum),
    ``received`` (sum of ballot weights received) and ``chosen`` (the ``(vote,
    round)`` pairs that chose the seat). Totals may exceed the ballots: a variant may
    add extra votes (nemuranai: one per face-down discard card, NEM-30).
    ``graph.graph`` also holds ``players`` (the seat count), the filters ``day``,
    ``vote`` and ``round``, and ``variant`` (:func:`graph_variant`; the drawing's
    legend shows that game's marks).
    """
    events = _events(log)
    import networkx as nx

    g = nx.MultiDiGraph(
        players=players if players is not None else seat_count(log),
        day=day,
        vote=vote,
        round=round,
        votes={},
        variant=graph_variant(log),
    )
    votes: dict[tuple[str, int], dict[str, Any]] = g.graph["votes"]

    def node(seat: int) -> dict[str, Any]:
        if seat not in g:
            g.add_node(seat, label=_label(seat), totals={}, total=0, received=0, chosen=[])
        return g.nodes[seat]

    def entry(key: tuple[str, int], e: Any) -> dict[str, Any]:
        info = votes.get(key)
        if info is None:
            info = votes[key] = {
                "vote": e.vote,
                "round": e.round,
                "day": e.day,
                "totals": {},
                "chosen": None,
                "note": "",
                "revote": (),
                "purpose": None,
                "closed": False,
            }
        return info

    if players is not None:
        for seat in range(players):
            node(seat)
    for e in events:
        t = type(e)
        if t is not Ballot and t is not VoteResult:
            continue
        if (
            (day is not None and e.day != day)
            or (vote is not None and e.vote != vote)
            or (round is not None and e.round != round)
        ):
            continue
        key = (e.vote, e.round)
        info = entry(key, e)
        if t is VoteResult:
            info.update(
                totals=dict(e.totals), chosen=e.chosen, note=e.note, revote=e.revote, purpose=e.purpose, closed=True
            )
            for seat, total in e.totals:
                attrs = node(seat)
                attrs["totals"][key] = total
                attrs["total"] += total
            for seat in e.chosen_all:  # one seat, or the several a tie rule chose at once (ALL_TIED)
                node(seat)["chosen"].append(key)
        else:
            node(e.voter)
            node(e.target)["received"] += e.weight
            g.add_edge(e.voter, e.target, day=e.day, weight=e.weight, vote=e.vote, round=e.round)
    return g


def info_flow_graph(
    log: Any, upto: int | None = None, seat: int | None = None, players: int | None = None
) -> nx.DiGraph:
    """The information-flow graph of ``log`` (NEM-71): an edge ``subject -> observer``
    for every private fact (``Knowledge`` event), with attributes ``facts`` (the fact
    strings, in order), ``keys`` (their ``Knowledge.key``, for the drawing's words in
    the variant's language), ``count`` and ``stale`` (how many of the first facts are out
    of date: an event with a ``stale`` attribute, the seats whose roles changed,
    makes every fact learned so far about them stale, MAH-E06); a node :data:`PUBLIC_NODE` with ``count`` = the
    number of public events and an edge to every seat (``count`` the same).

    ``upto``: consider only the first ``upto`` events of ``log``. ``seat``: the graph
    as that seat saw it, built only from the events it saw (it shows no other
    seat's private facts). ``players``: the seat count (default: inferred with
    :func:`seat_count` from the whole log, so every seat has a node even before it
    acts). Subjects that are not seats (e.g. a pile) become nodes of their own.

    Seat nodes carry ``label`` and ``private`` (how many non-public events the seat
    saw among those considered). ``graph.graph`` holds ``players``, ``variant``
    (:func:`graph_variant`), ``seat``,
    ``events`` (how many were considered), ``public`` and ``gm_only`` counts.
    """
    events = _events(log)
    n = players if players is not None else seat_count(log)
    considered = events[:upto] if upto is not None else events
    if seat is not None:
        if not _seat(seat) or not 0 <= seat < n:
            raise InvalidArgument(f"no seat {describe(seat)} in this log; seats are 0..{n - 1}")
        considered = tuple(e for e in considered if is_visible(e, seat))
    public = sum(1 for e in considered if e.visible_to is None)
    import networkx as nx

    g = nx.DiGraph(
        players=n,
        variant=graph_variant(log if isinstance(getattr(log, "variant", None), str) else considered),
        seat=seat,
        events=len(considered),
        public=public,
        gm_only=sum(1 for e in considered if e.visible_to is not None and not e.visible_to),
    )
    g.add_node(PUBLIC_NODE, label=PUBLIC_NODE, count=public)
    for s in range(n):
        g.add_node(s, label=_label(s), private=0)
        g.add_edge(PUBLIC_NODE, s, facts=[], count=public, public=True)
    for e in considered:
        for s in e.visible_to or ():
            if s in g:
                g.nodes[s]["private"] += 1
        if type(e) is not Knowledge:
            stale = getattr(e, "stale", None)
            if stale:
                for subject, _, edge in g.edges(data=True):
                    if subject in stale and not edge["public"]:
                        edge["stale"] = edge["count"]
            continue
        for end in (e.subject, e.observer):
            if end not in g:
                g.add_node(end, label=_label(end), private=0)
        if g.has_edge(e.subject, e.observer):
            edge = g.edges[e.subject, e.observer]
            edge["facts"].append(e.fact)
            edge["keys"].append(e.key)
            edge["count"] += 1
        else:
            g.add_edge(e.subject, e.observer, facts=[e.fact], keys=[e.key], count=1, public=False, stale=0)
    return g


def latest_vote(seen: Sequence[Any]) -> VoteRound | None:
    """The last vote round in the events ``seen`` (``None`` before any vote)."""
    held = votes_in(seen)
    return held[-1] if held else None


def step_graphs(
    seen: Sequence[Any], players: int, seat: Viewer = None, vote: VoteRound | None = None
) -> tuple[nx.MultiDiGraph, nx.DiGraph]:
    """The graphs of one step as ``seat`` (``None``: the game master; ``PUBLIC``: the
    table) saw them: the vote graph of one vote round and the information-flow graph,
    for ``players`` seats (what the Stepper and the replay page show at a step).

    ``seen`` are the events the viewer saw up to the step; ``vote`` is the ``(vote
    id, round)`` to show, by default the latest one in ``seen`` (a vote not held yet
    is drawn as such)."""
    if vote is None:
        vote = latest_vote(seen)
    if vote is None:
        votes = vote_graph(seen, players=players)
    else:
        votes = vote_graph(seen, players=players, vote=vote[0], round=vote[1])
    return votes, info_flow_graph(seen, seat=None if seat is PUBLIC else seat, players=players)
