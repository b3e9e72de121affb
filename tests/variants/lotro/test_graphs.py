"""The graphs of LotROで人狼: rooms (LOT-31, LOT-71), votes and revotes (LOT-22), the
information flow (LOT-72), all derived from the log."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import pytest

from jinro_lab.analysis.graphs import info_flow_graph, vote_graph, votes_in
from jinro_lab.variants.lotro import draw_rooms, room_graph
from jinro_lab.variants.lotro.graphs import night_ends, nights_in

from .helpers import ROOMS1, form_rooms, new, night, vote


def test_room_graph_shows_pointing_and_rooms():
    """LOT-31, LOT-71: a node per seat in a room, the GM's nominee marked, an edge per
    pointing; the rooms in formation order; drawn on given axes."""
    game = form_rooms(new(checkmate=False), ROOMS1)
    g = room_graph(game.log)
    assert g.graph["rooms"] == [(0, 5), (1, 3), (2, 4), (6, 7, 8)] and g.graph["night"] == 1
    assert set(g.edges) == {(0, 5), (1, 3), (2, 4)}
    assert [s for s, nominee in g.nodes(data="nominee") if nominee] == [0, 1, 2]
    import matplotlib.pyplot as plt

    _, ax = plt.subplots()
    assert draw_rooms(g, ax=ax, lang="ja") is ax
    plt.close("all")
    with pytest.raises(ValueError, match="nights with rooms"):
        room_graph(game.log, night=5)


def test_vote_and_revote_are_separate_rounds_of_one_vote():
    """LOT-22: the first vote and the revote by the untied are rounds 0 and 1 of the
    day's vote; each its own graph."""
    game = form_rooms(new(checkmate=False), ROOMS1)
    night(game)
    vote(game, {0: 5, 1: 5, 2: 5, 3: 6, 4: 6, 5: 6, 6: 7, 7: 8, 8: 7})
    vote(game, {0: 6, 1: 6, 2: 6, 3: 5, 4: 5, 7: 5, 8: 6})
    assert votes_in(game.log) == [("day 2", 0), ("day 2", 1)]
    revote = vote_graph(game.log, vote="day 2", round=1)
    assert set(u for u, _ in revote.edges()) == {0, 1, 2, 3, 4, 7, 8}
    assert {v for _, v in revote.edges()} == {5, 6}
    assert nights_in(game.log) == [1]  # night 2's first room is not formed yet


def test_information_flow_night_by_night():
    """LOT-72: the graph up to the end of each night: night 1's trade and death edges are
    there after night 1, night 2's only after night 2."""
    roles = ("apostle", *["villager"] * 5, "wolf", "villager", "villager")
    game = form_rooms(new(roles, checkmate=False, rangers_day=9), ([0, 1], [2, 3], [4, 5], [6, 7, 8]))
    night(game, {6: ["present warg_tooth to seat 7"]})
    vote(game, {v: (1 if v != 1 else 2) for v in game.to_act()})
    form_rooms(game, ([0, 8], [2, 4], [3, 5, 6]))
    night(game, {6: ["present warg_tooth to seat 5"]})
    ends = night_ends(game.log)
    assert sorted(ends) == [1, 2] and ends[1] < ends[2]
    first = info_flow_graph(game.log, upto=ends[1], players=9)
    both = info_flow_graph(game.log, upto=ends[2], players=9)
    assert first.has_edge(6, 7) and first.has_edge(7, 8) and not first.has_edge(6, 5)
    assert both.has_edge(6, 5)
