"""The vote graph and the information-flow graph, derived from the log only (NEM-30, NEM-71)."""

from __future__ import annotations

from collections import Counter

import networkx as nx
import pytest

from jinro_lab.analysis.graphs import PUBLIC_NODE, info_flow_graph, seat_count, vote_graph, vote_label, votes_in
from jinro_lab.core.events import Ballot, Knowledge, VoteResult, is_visible
from jinro_lab.core.voting import vote_id
from jinro_lab.variants import renderer

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
    assert list(g.graph["votes"]) == [("day 1", 0), ("day 1", 1), ("day 2", 0)]
    assert [(v["vote"], v["day"], v["round"], v["chosen"], v["closed"]) for v in g.graph["votes"].values()] == [
        ("day 1", 1, 0, None, True),
        ("day 1", 1, 1, 2, True),
        ("day 2", 2, 0, None, True),
    ]
    first = g.graph["votes"]["day 1", 0]
    assert first["totals"] == {1: 2, 2: 2} and first["note"] == "tie" and first["revote"] == (1, 2)
    assert first["purpose"] == "execution"
    assert g.nodes[2]["totals"] == {("day 1", 0): 2, ("day 1", 1): 4}
    assert g.nodes[2]["chosen"] == [("day 1", 1)]
    assert g.nodes[1]["label"] == "seat 1"
    assert (g.graph["players"], g.graph["day"], g.graph["vote"], g.graph["round"]) == (3, None, None, None)


def test_totals_may_exceed_ballots():
    """NEM-30 in general form: a VoteResult total may include votes beyond the ballots."""
    g = vote_graph(TOY_LOG, day=1)
    assert g.nodes[2]["total"] == 2 + 4 and g.nodes[2]["received"] == 1 + 3


def test_ballots_carry_their_vote_id_and_round():
    g = vote_graph(TOY_LOG)
    rounds = Counter((u, v, d["vote"], d["round"]) for u, v, d in g.edges(data=True))
    assert rounds == Counter(
        {
            (0, 1, "day 1", 0): 1,
            (1, 2, "day 1", 0): 1,
            (2, 1, "day 1", 0): 1,
            (0, 2, "day 1", 1): 1,
            (1, 2, "day 1", 1): 1,
            (2, 1, "day 1", 1): 1,
            (0, 1, "day 2", 0): 1,
            (1, 0, "day 2", 0): 1,
        }
    )


def test_votes_and_rounds_come_from_the_events_not_their_order():
    """A log that starts in a runoff (e.g. a seat's view, or a cut log) and holds two
    votes on one day: the ids and rounds are those the events carry."""
    runoff = TOY_LOG[8:]  # from the first ballot of day 1's runoff
    assert votes_in(runoff) == [("day 1", 1), ("day 2", 0)]
    g = vote_graph(runoff)
    assert list(g.graph["votes"]) == [("day 1", 1), ("day 2", 0)]
    assert {d["round"] for _, _, d in g.edges(data=True) if d["vote"] == "day 1"} == {1}
    two_votes = (
        Ballot(0, 1, 1, 2, "day 2", 0),
        Ballot(1, 0, 1, 2, "day 2", 0),
        VoteResult(((0, 1), (1, 1)), None, 2, "day 2", 0, "tie"),
        Ballot(0, 2, 1, 2, "day 2 prison", 0),
        Ballot(1, 2, 1, 2, "day 2 prison", 0),
        VoteResult(((2, 2),), 2, 2, "day 2 prison", 0, purpose="prison"),
    )
    assert votes_in(two_votes) == [("day 2", 0), ("day 2 prison", 0)]
    g = vote_graph(two_votes)
    assert g.nodes[2]["totals"] == {("day 2 prison", 0): 2} and g.nodes[2]["chosen"] == [("day 2 prison", 0)]
    assert g.graph["votes"]["day 2 prison", 0]["purpose"] == "prison"
    assert {(d["vote"], d["round"]) for _, v, d in g.edges(data=True) if v == 2} == {("day 2 prison", 0)}


def test_a_round_still_being_voted_has_no_totals_yet():
    g = vote_graph(TOY_LOG[:10])  # day 1's runoff: two ballots in, no result
    assert votes_in(TOY_LOG[:10]) == [("day 1", 0), ("day 1", 1)]
    runoff = g.graph["votes"]["day 1", 1]
    assert not runoff["closed"] and runoff["totals"] == {} and runoff["chosen"] is None and runoff["purpose"] is None
    assert g.number_of_edges() == 5


def test_votes_in_lists_each_round_once_in_order(games):
    assert votes_in(TOY_LOG) == [("day 1", 0), ("day 1", 1), ("day 2", 0)]
    assert votes_in(()) == [] and votes_in(TOY_LOG[:4]) == []
    for game in games:
        results = [e for e in game.log if type(e) is VoteResult]
        assert votes_in(game) == votes_in(game.log) == [(r.vote, r.round) for r in results]  # every round has a result
        unit = renderer(game.variant).WORDS.unit  # what the game counts, days or turns (NEM-30)
        assert all(r.vote == vote_id(r.day, unit) for r in results)  # the game's vote ids


def test_one_vote_or_one_round_is_selected():
    g = vote_graph(TOY_LOG, vote="day 1")
    assert edge_list(g) == sorted((e.voter, e.target, e.day, e.weight) for e in TOY_LOG[4:11] if type(e) is Ballot)
    assert list(g.graph["votes"]) == [("day 1", 0), ("day 1", 1)] and g.graph["vote"] == "day 1"
    runoff = vote_graph(TOY_LOG, vote="day 1", round=1, players=3)
    assert sorted((u, v, d["weight"]) for u, v, d in runoff.edges(data=True)) == [(0, 2, 2), (1, 2, 1), (2, 1, 1)]
    assert list(runoff.graph["votes"]) == [("day 1", 1)] and (runoff.graph["vote"], runoff.graph["round"]) == (
        "day 1",
        1,
    )
    assert runoff.nodes[2]["totals"] == {("day 1", 1): 4} and runoff.nodes[2]["chosen"] == [("day 1", 1)]
    assert runoff.nodes[0]["totals"] == {} and sorted(runoff) == [0, 1, 2]
    firsts = vote_graph(TOY_LOG, round=0)
    assert list(firsts.graph["votes"]) == [("day 1", 0), ("day 2", 0)]
    assert {d["round"] for *_, d in firsts.edges(data=True)} == {0}
    assert vote_graph(TOY_LOG, vote="day 2", day=1).number_of_edges() == 0  # filters combine


def test_a_vote_not_in_the_log_gives_a_graph_without_votes():
    g = vote_graph(TOY_LOG, vote="day 9", players=3)
    assert sorted(g) == [0, 1, 2] and g.number_of_edges() == 0 and g.graph["votes"] == {}
    assert vote_graph(TOY_LOG, vote="day 1", round=2).graph["votes"] == {}


def test_vote_labels_in_both_languages():
    """Vote ids are phrases (``core.voting.vote_id``): written from their templates."""
    turn = vote_id(3, "turn")
    assert vote_label(turn) == "turn 3" and vote_label(turn, 1) == "turn 3 runoff 1"
    assert vote_label(turn, 0, "ja") == "3ターン目"
    assert vote_label(vote_id(2, rest="prison"), 2, "ja") == "2日目・監獄の決選投票2回目"
    assert vote_label("final", 1, "ja") == "finalの決選投票1回目"


def test_day_filter_keeps_one_day():
    g = vote_graph(TOY_LOG, day=2)
    assert edge_list(g) == [(0, 1, 2, 1), (1, 0, 2, 1)]
    assert set(g) == {0, 1}
    assert list(g.graph["votes"]) == [("day 2", 0)]
    assert g.nodes[0]["totals"] == {("day 2", 0): 1}


def test_log_without_votes_gives_an_empty_graph():
    assert vote_graph(TOY_LOG[:4]).number_of_nodes() == 0
    g = vote_graph((), players=4)
    assert sorted(g) == [0, 1, 2, 3] and g.number_of_edges() == 0 and g.graph["votes"] == {}


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
        one = vote_graph(game.log, vote=r.vote, round=r.round)
        assert edge_list(one) == sorted(
            (b.voter, b.target, b.day, b.weight) for b in ballots if (b.vote, b.round) == (r.vote, r.round)
        )
        assert list(one.graph["votes"]) == [(r.vote, r.round)]
        assert one.graph["votes"][r.vote, r.round]["totals"] == dict(r.totals)


def test_seat_count_counts_the_seats_of_a_16_seat_log():
    big = tuple(Ballot(s, (s + 5) % 16, 1, 1, "day 1", 0) for s in range(16))
    assert seat_count(big) == 16
    assert vote_graph(big).graph["players"] == 16 and votes_in(big) == [("day 1", 0)]


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
            assert all(v == seat for _, v in private_facts(g))  # each private fact goes to its observer, the seat
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
