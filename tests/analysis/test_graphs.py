"""The vote graph and the information-flow graph, derived from the log only (NEM-30, NEM-71)."""

from __future__ import annotations

from collections import Counter

import networkx as nx
import pytest

from jinro_lab.analysis.graphs import PUBLIC_NODE, info_flow_graph, seat_count, vote_graph
from jinro_lab.core.events import Ballot, Knowledge, VoteResult, is_visible

from .conftest import TOY_LOG


def edge_list(graph: nx.MultiDiGraph) -> list[tuple[int, int, int, int]]:
    return sorted((u, v, d["day"], d["weight"]) for u, v, d in graph.edges(data=True))


def private_facts(graph: nx.DiGraph) -> dict[tuple, list[str]]:
    return {(u, v): d["facts"] for u, v, d in graph.edges(data=True) if not d["public"]}


# ----- vote graph -----------------------------------------------------------------
def test_toy_vote_graph_has_one_edge_per_ballot_and_the_totals():
    g = vote_graph(TOY_LOG)
    assert isinstance(g, nx.MultiDiGraph)
    ballots = [(e.voter, e.target, e.day, e.weight) for e in TOY_LOG if type(e) is Ballot]
    assert edge_list(g) == sorted(ballots) and len(ballots) == 8
    assert g.number_of_edges(2, 1) == 2 and g.get_edge_data(0, 2)[0]["weight"] == 2
    assert [(v["vote"], v["day"], v["round"], v["chosen"]) for v in g.graph["votes"]] == [
        (0, 1, 0, None),
        (1, 1, 1, 2),
        (2, 2, 0, None),
    ]
    assert g.nodes[2]["totals"] == {0: 2, 1: 4}
    assert g.nodes[2]["chosen"] == [1]
    assert g.nodes[1]["label"] == "seat 1"
    assert g.graph["players"] == 3


def test_totals_may_exceed_ballots():
    """NEM-30 in general form: a VoteResult total may include votes beyond the ballots."""
    g = vote_graph(TOY_LOG, day=1)
    assert g.nodes[2]["total"] == 2 + 4 and g.nodes[2]["received"] == 1 + 3


def test_runoff_ballots_carry_their_round():
    g = vote_graph(TOY_LOG, day=1)
    rounds = Counter((u, v, d["round"]) for u, v, d in g.edges(data=True))
    assert rounds == Counter({(0, 1, 0): 1, (1, 2, 0): 1, (2, 1, 0): 1, (0, 2, 1): 1, (1, 2, 1): 1, (2, 1, 1): 1})


def test_day_filter_keeps_one_day():
    g = vote_graph(TOY_LOG, day=2)
    assert edge_list(g) == [(0, 1, 2, 1), (1, 0, 2, 1)]
    assert set(g) == {0, 1}
    assert [v["vote"] for v in g.graph["votes"]] == [2]
    assert g.nodes[0]["totals"] == {2: 1}


def test_log_without_votes_gives_an_empty_graph():
    assert vote_graph(TOY_LOG[:4]).number_of_nodes() == 0
    g = vote_graph((), players=4)
    assert sorted(g) == [0, 1, 2, 3] and g.number_of_edges() == 0 and g.graph["votes"] == []


def test_vote_graph_of_a_real_game_matches_its_ballots(game):
    """NEM-30: one edge per ballot, the totals of each VoteResult on the nodes."""
    g = vote_graph(game.log)
    ballots = [e for e in game.log if type(e) is Ballot]
    results = [e for e in game.log if type(e) is VoteResult]
    assert ballots and results
    assert edge_list(g) == sorted((b.voter, b.target, b.day, b.weight) for b in ballots)
    for seat in g:
        assert g.nodes[seat]["total"] == sum(n for r in results for s, n in r.totals if s == seat)
        assert len(g.nodes[seat]["chosen"]) == sum(r.chosen == seat for r in results)
    for r in results:
        one_day = vote_graph(game.log, day=r.day)
        assert edge_list(one_day) == sorted((b.voter, b.target, b.day, b.weight) for b in ballots if b.day == r.day)


def test_a_game_object_is_accepted(game):
    assert edge_list(vote_graph(game)) == edge_list(vote_graph(game.log))
    assert nx.utils.graphs_equal(info_flow_graph(game), info_flow_graph(game.log))


# ----- information-flow graph ----------------------------------------------------------
def test_toy_info_flow_graph_has_an_edge_subject_to_observer_per_private_fact():
    """NEM-71: an edge observer <- subject for every private fact, and a public node."""
    g = info_flow_graph(TOY_LOG)
    assert private_facts(g) == {
        (1, 0): ["seat 1 is red", "seat 1 holds a key"],
        ("pile", 2): ["the pile's top is blue"],
        (1, 1): ["own card 0 is green"],
    }
    assert g.edges[1, 0]["count"] == 2
    public = sum(1 for e in TOY_LOG if e.visible_to is None)
    assert g.nodes[PUBLIC_NODE]["count"] == public
    assert {(u, v) for u, v, d in g.edges(data=True) if d["public"]} == {(PUBLIC_NODE, s) for s in range(3)}
    assert (g.graph["gm_only"], g.graph["public"], g.graph["events"]) == (1, public, len(TOY_LOG))
    assert [g.nodes[s]["private"] for s in range(3)] == [3, 1, 1]


def test_upto_considers_only_the_first_events():
    g = info_flow_graph(TOY_LOG, upto=3)
    assert private_facts(g) == {(1, 0): ["seat 1 is red", "seat 1 holds a key"]}
    assert g.nodes[PUBLIC_NODE]["count"] == 0
    assert sorted(v for v in g if v != PUBLIC_NODE) == [0, 1, 2]  # every seat, even before it acts


def test_seat_view_has_only_what_the_seat_saw():
    g = info_flow_graph(TOY_LOG, seat=0)
    assert private_facts(g) == {
        (1, 0): ["seat 1 is red", "seat 1 holds a key"],
        (1, 1): ["own card 0 is green"],  # shown to seats 0 and 1
    }
    assert "pile" not in g and g.graph["gm_only"] == 0 and g.graph["seat"] == 0
    assert private_facts(info_flow_graph(TOY_LOG, seat=2)) == {("pile", 2): ["the pile's top is blue"]}


def test_seat_must_exist():
    with pytest.raises(ValueError, match="no seat 5"):
        info_flow_graph(TOY_LOG, seat=5)


def test_info_flow_of_real_games_matches_the_knowledge_events(games):
    """NEM-71 on real games: edges and facts equal the Knowledge events, in order."""
    for game in games:
        facts: dict[tuple, list[str]] = {}
        for e in game.log:
            if type(e) is Knowledge:
                facts.setdefault((e.subject, e.observer), []).append(e.fact)
        g = info_flow_graph(game.log)
        assert private_facts(g) == facts
        assert g.graph["players"] == game.players
        assert g.nodes[PUBLIC_NODE]["count"] == sum(e.visible_to is None for e in game.log)


def test_seat_graphs_of_real_games_hold_no_foreign_private_facts(games):
    """NEM-70/71: a seat's-eye graph shows only the facts that seat learned or saw."""
    for game in games:
        for seat in range(game.players):
            g = info_flow_graph(game.log, seat=seat)
            seen = [e for e in game.log if type(e) is Knowledge and is_visible(e, seat)]
            assert sorted(f for fs in private_facts(g).values() for f in fs) == sorted(e.fact for e in seen)
            assert all(v == seat for _, v in private_facts(g))  # nemuranai: private facts are the observer's
            assert nx.utils.graphs_equal(g, info_flow_graph(game.events_seen_by(seat), seat=seat, players=game.players))


def test_upto_equals_a_cut_log(game):
    for k in (0, 5, len(game.log) // 2, len(game.log)):
        assert nx.utils.graphs_equal(
            info_flow_graph(game.log, upto=k), info_flow_graph(game.log[:k], players=game.players)
        )


def test_seat_count_is_inferred_from_the_log(games):
    assert seat_count(TOY_LOG) == 3
    assert seat_count(()) == 0
    for game in games:
        assert seat_count(game.log) == game.players == seat_count(game)
