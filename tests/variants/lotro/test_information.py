"""Talk, wins and what each player learns in LotROで人狼 (LOT-06, LOT-60, LOT-61,
LOT-70 ... LOT-72, LOT-80)."""

from __future__ import annotations

from typing import Any

import pytest

import jinro_lab as jl
from jinro_lab.analysis.graphs import info_flow_graph
from jinro_lab.core.events import Ballot, Eliminated, Knowledge
from jinro_lab.variants.lotro import events as ev

from .helpers import BASIC9, ROOMS1, events, form_rooms, new, night, vote


def _tooth_in_the_fourth_room() -> Any:
    """A night in which the wolf (seat 6) presents the tooth to seat 7 in the room of
    seats 6, 7 and 8 (seat 7 dies, seat 8 sees it)."""
    game = form_rooms(
        new(("apostle", *["villager"] * 5, "wolf", "villager", "villager"), checkmate=False),
        ([0, 1], [2, 3], [4, 5], [6, 7, 8]),
    )
    night(game, {6: ["present warg_tooth to seat 7"]})
    return game


def test_talk_channels_by_moment():
    """LOT-06: public talk at noon only (and the tied players' speeches); room talk at
    night among the living roommates; the wolves' channel for living wolves at every
    moment; morning and evening silent otherwise."""
    game = form_rooms(new(checkmate=False), ROOMS1)
    assert game.moment() == "night"
    assert game.channels(0) == ("room", "wolves") and game.channels(5) == ("room",)
    assert game.audience(0, "room") == {5} and game.audience(0, "wolves") == {1}
    assert game.audience(6, "room") == {7, 8}
    for moment in ("morning", "evening", "rooms"):
        assert game.channels(5, moment) == () and game.channels(1, moment) == ("wolves",)
    assert game.channels(5, "noon") == ("public",) and game.channels(0, "noon") == ("public", "wolves")
    with pytest.raises(jl.IllegalAction, match="no moment"):
        game.channels(5, "dawn")


def test_no_talk_for_the_dead_nor_the_target_of_an_open_trade():
    """LOT-05, LOT-06: the dead send nothing (the wolves' channel included); the target
    of an open trade (a healer deciding its answer) may not speak; the wolves' channel
    reaches living wolves only."""
    game = form_rooms(new(checkmate=False), ([0, 5], [1, 4], [2, 3], [6, 7, 8]))
    game.act(0, "hold")
    game.act(1, "present warg_tooth to seat 4")
    assert game.phase == "answer" and game.channels(4) == () and game.channels(1) == ("room", "wolves")
    game.act(4, "keep athelas_leaf")
    night(game, {0: ["present warg_tooth to seat 5"]})
    assert game.channels(4, "noon") == () and game.channels(5, "noon") == ()
    game = form_rooms(new(checkmate=False), ROOMS1)
    night(game, {1: ["present warg_tooth to seat 3"]})  # wolf 1 dies by the water
    assert game.channels(1, "night") == () and game.audience(0, "wolves") == frozenset()


def test_forbidden_acts_are_refused_without_a_death():
    """LOT-80: only wolves have a private channel, items only at their moment: a
    villager's private message is refused (IllegalAction) and nothing changes; nobody
    dies for it."""
    game = form_rooms(new(checkmate=False), ROOMS1)
    record = game.record()
    for seat, channel in ((5, "wolves"), (2, "wolves"), (3, "public")):
        with pytest.raises(jl.IllegalAction, match="LOT-06"):
            game.check_talk(seat, channel)
    game.check_talk(0, "wolves")
    with pytest.raises(jl.IllegalAction):
        game.act(4, "present athelas_leaf")
    assert game.record() == record and all(game.view(None).alive)


def test_the_village_wins_when_every_wolf_is_dead_dead_players_included():
    """LOT-60, LOT-05: the last wolf executed: the Village wins, its dead too."""
    game = form_rooms(new(checkmate=False), ROOMS1)
    night(game, {0: ["present warg_tooth to seat 5"], 1: ["present warg_tooth to seat 3"]})
    vote(game, {v: (0 if v != 0 else 2) for v in game.to_act()})
    assert game.result.side == "village" and game.result.reason == "LOT-60: every wolf is dead"
    assert game.result.winners == {3, 4, 5, 6, 7, 8}


def test_sauron_wins_when_every_village_side_player_is_dead():
    """LOT-61: the last village-side player killed at night: Sauron (wolves and apostle) wins."""
    roles = ("wolf", "villager", "apostle", *["wolf"] * 6)
    game = form_rooms(new(roles, checkmate=False), ([0, 1], [2, 3], [4, 5], [6, 7, 8]))
    night(game, {0: ["present warg_tooth to seat 1"]})
    assert game.result.side == "sauron" and game.result.winners == set(range(9)) - {1}
    assert game.result.reason == "LOT-61: every village-side player is dead"


def test_private_facts():
    """LOT-70: wolves know each other from the start; the two parties of a trade learn
    each other's part (the target: the wolf; the wolf: the item shown); each living
    roommate learns the deaths in its room."""
    game = form_rooms(new(checkmate=False), ([0, 5], [1, 4], [2, 3], [6, 7, 8]))
    game.act(0, "hold")
    game.act(1, "present warg_tooth to seat 4")
    game.act(4, "present athelas_leaf")
    facts = {(e.observer, e.key) for e in events(game, Knowledge)}
    assert {(0, ("role", 1, "wolf")), (1, ("role", 0, "wolf"))} <= facts
    assert (4, ("role", 1, "wolf")) in facts and (1, ("role", 4, "healer")) in facts
    assert game.view(4).wolves() == {1} and game.view(1).roles[4] == "healer"
    game = _tooth_in_the_fourth_room()
    assert (8, ("death", 7, 3)) in {(e.observer, e.key) for e in events(game, Knowledge)}
    assert (7, ("role", 6, "wolf")) in {(e.observer, e.key) for e in events(game, Knowledge)}


def test_public_facts():
    """LOT-71: deaths by name only, votes, room assignments and who pointed at whom, the
    rangers' day: all public."""
    game = form_rooms(new(checkmate=False), ROOMS1)
    night(game, {0: ["present warg_tooth to seat 5"]})
    vote(game, {v: (7 if v != 7 else 8) for v in game.to_act()})
    for cls in (Eliminated, Ballot, ev.RoomFormed, ev.Pointed, ev.Nominated, ev.SetupAnnounced, ev.PhaseBegan):
        found = events(game, cls)
        assert found and all(e.visible_to is None for e in found), cls
    assert {e.cause for e in events(game, Eliminated)} == {"night", "execution"}
    for cls in (ev.Trade, ev.RoomDeath, ev.PassJudged, ev.NightDeath, ev.RoleDealt):
        assert all(e.visible_to is not None for e in events(game, cls)), cls


def test_information_flow_graph():
    """LOT-72: the information-flow graph has an edge from the attacker to its target (the
    trade) and from each death to the roommates who saw it; a seat's own graph holds
    only what it saw."""
    game = _tooth_in_the_fourth_room()
    graph = info_flow_graph(game.log, players=game.players)
    assert graph.has_edge(6, 7)  # the attacker -> its target
    assert graph.has_edge(7, 8)  # the death -> the roommate who saw it
    assert graph.has_edge(7, 6)  # the target's answer (death) -> the wolf
    assert not graph.has_edge(7, 0)
    mine = info_flow_graph(game.log, seat=0, players=game.players)
    assert not mine.has_edge(6, 7) and not mine.has_edge(7, 8)


def test_views_hold_no_hidden_role():
    """LOT-03, LOT-46: a villager's view shows its own role only, whatever the others are."""
    a = new(checkmate=False)
    swapped = list(BASIC9)
    swapped[0], swapped[6] = swapped[6], swapped[0]
    b = new(swapped, checkmate=False)
    assert a.view(7).roles == b.view(7).roles == tuple([None] * 7 + ["villager", None])
