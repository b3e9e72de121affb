"""Who knows what (SEI-60) and the trust graph (SEI-61)."""

from __future__ import annotations

from matplotlib.patches import FancyArrowPatch

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, play_game
from jinro_lab.core.events import Ballot, Knowledge
from jinro_lab.variants.seijika import crossing_votes, draw_trust_graph, trust_graph
from jinro_lab.variants.seijika import events as ev
from jinro_lab.variants.seijika.trust import CROSSING_COLOR

from .helpers import R8, events, everyone_for, new, night
from .test_manifestos import carry, mgame

PRIVATE = (ev.RoleDealt, ev.ManifestoDealt, ev.SeatFilled, ev.SmearResolved, ev.PromiseDrawn, ev.SideChosen)


def test_private_facts_stay_private():
    """SEI-60: roles, manifestos held, whether a seat was filled, the smear's outcome,
    the promise card and the winner's choice are seen only by those who hold them (the
    game master sees all); a human's view knows no other role."""
    game = mgame()
    everyone_for(game, 0, 1)
    carry(game, 0, "carry out endorsement: wolf side, player seat 5")
    night(game, {1: "smear seat 6", 3: "investigate seat 2", 4: "protect seat 7"})
    for seat in range(8):
        for e in game.events_seen_by(seat):
            if isinstance(e, PRIVATE):
                assert e.visible_to is not None and seat in e.visible_to, (seat, e)
        view = game.view(seat)
        if R8[seat] in ("human", "guard", "reporter"):
            assert [r for s, r in enumerate(view.roles) if s != seat] == [None] * 7
    assert game.view(None).roles == R8


def test_public_facts_reach_everyone():
    """SEI-60: ballots, elections, who sits out, manifesto announcements and executions,
    the morning announcements and the roles at the end are public."""
    game = mgame()
    everyone_for(game, 0, 1)
    carry(game, 0, "carry out endorsement: wolf side, player seat 5")
    night(game, {1: "smear seat 6", 3: "investigate seat 2", 4: "protect seat 7"})
    public = (Ballot, ev.Elected, ev.ManifestoAnnounced, ev.ManifestoExecuted, ev.Announcement)
    for e in game.log:
        if isinstance(e, public):
            assert e.visible_to is None, e
    seen = [len([e for e in game.events_seen_by(s) if isinstance(e, public)]) for s in range(8)]
    assert len(set(seen)) == 1


def test_view_does_not_depend_on_hidden_roles():
    """SEI-60: swapping the roles of two other seats (the reporter and a human) leaves
    a human's view unchanged until something public tells them apart."""
    swapped = list(R8)
    swapped[3], swapped[5] = swapped[5], swapped[3]
    a, b = new(R8, seed=9), new(swapped, seed=9)
    assert a.view(7) == b.view(7)
    for game in (a, b):
        everyone_for(game, 6, 7)
    assert a.view(7).events == b.view(7).events


def test_targets_are_private_until_the_morning():
    """SEI-54, SEI-60: the targets the winner named are the winner's (and the GM's) until
    the morning announcement."""
    game = mgame()
    everyone_for(game, 7, 0)
    carry(game, 7, "carry out endorsement: human side, player seat 6")
    assert [e.targets for e in events(game, ev.SideChosen)] == [(6,)]
    assert not [e for e in game.events_seen_by(6) if type(e) is ev.SideChosen]
    night(game, {0: "smear seat 2", 1: "smear seat 2", 3: "investigate seat 0", 4: "protect seat 2"})
    assert [e for e in game.events_seen_by(6) if type(e) is ev.Announcement and e.key == "named"]


def test_trust_graph_marks_votes_across_parties():
    """SEI-61: the vote graph's edges are trust (voter -> candidate); edges between
    parties are marked, from the roles revealed at the end or the GM's roles."""
    game = new()
    everyone_for(game, 5, 0)
    g = trust_graph(game, roles=R8)
    assert g.number_of_edges() == 8 and g.graph["trust"]
    crossing = {(a, b) for a, b, _ in crossing_votes(g)}
    assert crossing == {(0, 5), (1, 5), (2, 5), (5, 0)}
    assert {d.get("color") for a, b, d in g.edges(data=True) if (a, b) in crossing} == {CROSSING_COLOR}
    ax = draw_trust_graph(g)
    colours = {tuple(p.get_edgecolor()) for p in ax.patches if isinstance(p, FancyArrowPatch)}
    assert len(colours) == 2  # the crossing votes stand out
    assert all(d["crosses"] is None for _, _, d in trust_graph(game).edges(data=True))  # roles not yet revealed
    done = play_game(jl.new_game("seijika", players=8, seed=3), [RandomAgent(s) for s in range(8)])
    g = trust_graph(done)
    assert g.nodes[0]["party"] in ("human", "wolf") and all(d["crosses"] is not None for *_, d in g.edges(data=True))
    day1 = trust_graph(done, day=1)
    assert {d["day"] for *_, d in day1.edges(data=True)} == {1}


def test_reporter_hint_and_lover_favourite_are_information_flow_edges():
    """SEI-60: the reporter's hint and the lover's favourite are ``Knowledge`` edges of the
    information-flow graph, seen by their observer only."""
    from jinro_lab.analysis.graphs import info_flow_graph

    game = new(("wolf", "lover", "reporter", "guard", "human", "human", "human"))
    game.act(1, "favourite seat 0")
    g = info_flow_graph(game.log)
    facts = [f for _, _, d in g.edges(data=True) for f in d.get("facts", ())]
    assert any("favourite" in f for f in facts) and any("SEI-13" in f for f in facts)
    assert [e.key[0] for e in events(game, Knowledge) if e.observer == 2] == ["hint"]
