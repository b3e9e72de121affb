"""Starting a LotRO game from a described position (``position=``): a teacher's
arrangement of who is dead, what is spent and last night's rooms (LOT-03, LOT-32,
LOT-41, LOT-42, LOT-62 ... LOT-64)."""

from __future__ import annotations

import pytest

import jinro_lab as jl
from jinro_lab.core.events import Eliminated
from jinro_lab.variants.lotro import Position, position_of
from jinro_lab.variants.lotro import events as ev

from .helpers import BASIC9, new, night, vote

ALONE = ["wolf", "friend", *["villager"] * 7]
FEW = {"dead": [2, 3, 4, 5, 6, 7, 8], "day": 3, "phase": "night"}


def test_one_wolf_and_the_friend_play_the_night_out():
    """LOT-62, LOT-41: one wolf and the friend with water: checkmated for Sauron, so the
    position is refused with checkmate on; played with it off, the water kills the wolf."""
    with pytest.raises(jl.InvalidSetup, match=r"checkmated \(LOT-62\)"):
        new(ALONE, position=FEW, checkmate=True)
    game = new(ALONE, position=FEW, checkmate=False)
    assert events_of(game, ev.PositionStarted) == [ev.PositionStarted(3, "night", (2, 3, 4, 5, 6, 7, 8), ())]
    assert position_of(game) == Position(1, 1, 0, 1, 0, 3, True, 6)
    night(game, {0: ["present warg_tooth to seat 1"]})
    assert game.result.reason == "LOT-60: every wolf is dead" and game.day == 4


def test_spent_items_and_passes_are_the_holders_own():
    """LOT-41, LOT-42: a spent item is known to its holder (no question: the tooth kills);
    a wolf's first pass to that wolf (a second kills it); the table learns neither."""
    game = new(BASIC9, position={"dead": [8], "day": 2, "phase": "evening", "used": [4], "passes": [0]})
    assert game.view(4).item_used is True and game.view(3).item_used is False
    assert game.view(0).passes == 1 and game.view(1).passes == 0
    assert game.view(5).item_used is None and not any(
        isinstance(e, ev.PositionStarted) and e.visible_to for e in game.log
    )
    assert game.phase == "vote" and 8 not in game.to_act()
    vote(game, {v: (7 if v != 7 else 6) for v in game.to_act()})
    assert Eliminated(7, "execution") in game.log


def test_a_positions_views_are_what_each_seat_saw():
    """LOT-71: a position's dead are public (its ``PositionStarted``), so every seat's view
    shows them dead, as the GM's does; LOT-41, LOT-42, LOT-70: a spent item and a pass
    are told to their holder alone (``PositionPrivate``). Every field of a seat's view is
    a function of the events it saw: a position that differs only in another seat's
    spent item or pass gives this seat the same events and the same view."""
    start = {"dead": [5, 8], "day": 2, "phase": "evening", "used": [4], "passes": [0]}
    game = new(BASIC9, position=start)
    for seat in range(9):
        assert game.view(seat).alive == game.view(None).alive == (*[True] * 5, False, True, True, False), seat
    assert [e for e in game.events_seen_by(4) if isinstance(e, ev.PositionPrivate)] == [
        ev.PositionPrivate(4, True, 0, frozenset({4}))
    ]
    plain = new(BASIC9, position={**start, "used": [], "passes": []})
    for seat in (1, 2, 3, 5, 6, 7, 8):
        assert game.events_seen_by(seat) == plain.events_seen_by(seat) and game.view(seat) == plain.view(seat), seat
    assert game.view(4).item_used and not plain.view(4).item_used
    assert game.view(0).passes == 1 and plain.view(0).passes == 0


def test_last_nights_rooms_are_banned():
    """LOT-32: a position's last rooms ban those pairs on its night."""
    rooms = [[0, 5], [1, 3], [2, 4], [6, 7, 8]]
    game = new(BASIC9, position={"day": 2, "phase": "night", "last_rooms": rooms})
    assert game.to_act() == (0,) and 5 not in [a.target for a in game.legal_actions(0)]


def test_a_position_replays_and_clones():
    """A game from a position is replayed from its record and cloned exactly."""
    game = new(BASIC9, position={"dead": [8], "day": 2, "phase": "evening", "used": [4]})
    vote(game, {v: (7 if v != 7 else 6) for v in game.to_act()})
    assert jl.replay(game.record()).log == game.log
    assert game.clone().log == game.log


@pytest.mark.parametrize(
    ("position", "match"),
    [
        ({"day": 1, "phase": "evening"}, r"from 2 to 6 .*LOT-13"),
        ({"day": 6, "phase": "night"}, "from 1 to 5"),
        ({"day": 2, "phase": "noon"}, "evening, night"),
        ({"day": 2, "dead": [9]}, "seats are 0..8"),
        ({"day": 2, "dead": [1, 1]}, "twice"),
        ({"day": 2, "used": [5]}, "only healers and friends"),
        ({"day": 2, "passes": [3]}, "only wolves pass"),
        ({"day": 2, "dead": [0, 1]}, "LOT-60"),
        ({"day": 2, "dead": [3, 4, 5, 6, 7, 8]}, "LOT-61"),
        ({"day": 2, "last_rooms": [[0, 1], [1, 2]]}, "two rooms"),
        ({"day": 2, "seer": [1]}, "unknown position key"),
        ("day 2", r"position must be none, a lotro Position or a mapping of its fields \(LOT-10\)"),
    ],
)
def test_bad_positions_are_refused(position, match):
    """LOT-03: a position that could not occur is refused, naming what is wrong."""
    with pytest.raises(jl.InvalidSetup, match=match):
        new(BASIC9, position=position)


def test_a_position_needs_fixed_roles():
    """LOT-03: a dealt setup cannot be described seat by seat."""
    with pytest.raises(jl.InvalidSetup, match="needs roles"):
        jl.new_game("lotro", players=9, position={"day": 2})


def events_of(game, cls):
    return [e for e in game.log if isinstance(e, cls)]
