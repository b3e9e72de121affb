"""The night in the rooms of LotROで人狼: the tooth, the items, passes, the apostle,
rounds and what each seat sees (LOT-40 ... LOT-47)."""

from __future__ import annotations

import pytest

import jinro_lab as jl
from jinro_lab.core.events import Eliminated
from jinro_lab.variants.lotro import events as ev

from .helpers import ROOMS1, events, form_rooms, new, night, vote

#: seats 0-5 villagers, 6 and 7 wolves, 8 a villager: the wolves share the last room (of 3)
WOLVES_TOGETHER = (*["villager"] * 6, "wolf", "wolf", "villager")
#: seat 6 the wolf, in the last room with villagers 7 and 8; seat 0 the apostle (it keeps the night going)
WOLF_IN_THREE = ("apostle", *["villager"] * 5, "wolf", "villager", "villager")
ROOMS_PAIRS = ([0, 1], [2, 3], [4, 5], [6, 7, 8])
#: BASIC9 with wolf 1 rooming with the healer (4) and the apostle with the friend (3)
ROOMS_HEALER = ([0, 5], [1, 4], [2, 3], [6, 7, 8])


def test_the_tooth_kills_its_target():
    """LOT-40: a wolf presents the tooth to a roommate, who cannot refuse, and dies."""
    game = form_rooms(new(checkmate=False), ROOMS1)
    assert game.to_act() == (0,) and game.label == "night: in the rooms"
    assert [str(a) for a in game.legal_actions(0)] == ["present warg_tooth to seat 5", "hold"]
    night(game, {0: ["present warg_tooth to seat 5"]})
    assert ev.Trade(0, 5, "death", frozenset({0, 5})) in game.log
    assert ev.NightDeath(5, "tooth", frozenset()) in game.log
    assert Eliminated(5, "night") in game.log


def test_tooth_to_a_wolf_does_nothing_and_is_a_pass_while_a_non_wolf_remains():
    """LOT-40: a wolf shown the tooth is unharmed; that presentation is spent, and it is a
    pass if a living non-wolf roommate remains at the night's end; not if none does."""
    game = form_rooms(new(WOLVES_TOGETHER, checkmate=False), ROOMS_PAIRS)
    night(game, {6: ["present warg_tooth to seat 7"], 7: ["present warg_tooth to seat 8"]})
    assert ev.Trade(6, 7, "wolf", frozenset({6, 7})) in game.log
    assert game.view(None).alive[7] and not game.view(None).alive[8]
    judged = events(game, ev.PassJudged)
    assert [(j.wolf, j.counted) for j in judged] == [(6, False)]  # 8 is dead: no non-wolf left (LOT-43)
    game = form_rooms(new(WOLVES_TOGETHER, checkmate=False), ROOMS_PAIRS)
    night(game, {6: ["present warg_tooth to seat 7"]})
    judged = events(game, ev.PassJudged)
    assert [(j.wolf, j.counted, j.passes) for j in judged] == [(6, True, 1), (7, True, 1)]


def test_the_leaf_saves_its_holder_once():
    """LOT-40, LOT-41: the healer shown the tooth may present the leaf and survives; the
    leaf is then spent (the next tooth: below)."""
    game = form_rooms(new(checkmate=False, rangers_day=9), ROOMS_HEALER)
    game.act(0, "hold")
    game.act(1, "present warg_tooth to seat 4")
    assert game.phase == "answer" and game.to_act() == (4,)
    assert [str(a) for a in game.legal_actions(4)] == ["present athelas_leaf", "keep athelas_leaf"]
    game.act(4, "present athelas_leaf")
    night(game)
    assert ev.Trade(1, 4, "athelas_leaf", frozenset({1, 4})) in game.log
    assert game.view(None).alive[4] and game.view(4).item_used is True
    assert [e for e in game.view(5).events if isinstance(e, ev.Trade)] == []  # the trade is private


def test_a_spent_leaf_gives_no_choice_and_the_holder_dies():
    """LOT-41: a healer whose leaf is spent is not asked: the tooth kills it."""
    roles = ("healer", "wolf", "wolf", *["villager"] * 6)
    game = form_rooms(new(roles, checkmate=False, rangers_day=9), ([0, 1], [2, 3], [4, 5], [6, 7, 8]))
    game.act(1, "present warg_tooth to seat 0")
    game.act(0, "present athelas_leaf")
    night(game, {2: ["present warg_tooth to seat 3"]})
    vote(game, {v: (8 if v != 8 else 7) for v in game.to_act()})
    # night 2: seat 0 nominated first; it may not point at 1 (last night's roommate): wolf 2 is allowed
    assert 2 in [a.target for a in game.legal_actions(0)] and 1 not in [a.target for a in game.legal_actions(0)]
    game.act(0, "point at seat 2")
    while game.phase == "point":
        (seat,) = game.to_act()
        game.act(seat, game.legal_actions(seat)[0])
    taken = night(game, {2: ["present warg_tooth to seat 0"]})
    assert ev.Trade(2, 0, "death", frozenset({0, 2})) in game.log
    assert all(seat != 0 for seat, _ in taken)  # the healer was never asked


def test_the_water_kills_the_wolf_and_keeping_an_item_kills_its_holder():
    """LOT-40, LOT-41: the friend's water saves the friend and kills the presenting wolf at
    once; a healer or friend who keeps its item dies."""
    game = form_rooms(new(checkmate=False), ROOMS1)
    night(game, {1: ["present warg_tooth to seat 3"]})
    assert ev.Trade(1, 3, "celebrant_water", frozenset({1, 3})) in game.log
    assert ev.NightDeath(1, "water", frozenset()) in game.log and game.view(None).alive[3]
    game = form_rooms(new(checkmate=False), ROOMS1)
    night(game, {1: ["present warg_tooth to seat 3"], 3: ["keep celebrant_water"]})
    assert ev.Trade(1, 3, "death", frozenset({1, 3})) in game.log
    assert not game.view(None).alive[3] and game.view(None).alive[1]


def test_items_only_at_their_moment():
    """LOT-41, LOT-80: nobody presents the leaf or the water except in answer to a tooth
    presented to them; such an attempt is refused and changes nothing (no death)."""
    game = form_rooms(new(checkmate=False), ROOMS1)
    record = game.record()
    for seat, item in ((4, "athelas_leaf"), (3, "celebrant_water"), (5, "athelas_leaf")):
        with pytest.raises(jl.IllegalAction):
            game.act(seat, f"present {item}")
    assert game.record() == record and all(game.view(None).alive)
    night(game)
    with pytest.raises(jl.IllegalAction):
        game.act(4, "present athelas_leaf")


def test_one_pass_per_game_and_a_second_pass_kills():
    """LOT-42: a wolf may hold all night once (a pass, told to that wolf only); the second
    pass kills it when the room's night ends: its roommate sees the death, not the
    cause, and the morning announces it like any other."""
    game = form_rooms(new(checkmate=False, rangers_day=9), ROOMS1)
    night(game)
    first = events(game, ev.PassJudged)
    assert [(j.wolf, j.counted, j.passes) for j in first] == [(0, True, 1), (1, True, 1)]
    assert all(j.visible_to == frozenset({j.wolf}) for j in first)
    assert game.view(0).passes == 1 and game.view(None).alive[0] and game.view(None).alive[1]
    vote(game, {v: (8 if v != 8 else 7) for v in game.to_act()})
    form_rooms(game, ([0, 6], [1, 7], [2, 3], [4, 5]))
    night(game)
    assert ev.RoomDeath(0, 0, frozenset({0, 6})) in game.log
    assert [e for e in game.view(6).events if isinstance(e, ev.NightDeath | ev.PassJudged)] == []
    assert ev.NightDeath(0, "second pass", frozenset()) in game.log
    assert Eliminated(0, "night") in game.log


def test_not_presenting_is_no_pass_without_a_living_non_wolf_roommate():
    """LOT-43: a wolf whose only roommate (the apostle) killed themself has not passed;
    nor a wolf whose non-wolf roommate another wolf killed."""
    roles = ("wolf", "apostle", *["villager"] * 7)
    game = form_rooms(new(roles, checkmate=False), ([0, 1], [2, 3], [4, 5], [6, 7, 8]))
    night(game, {1: ["kill self"]})
    (judged,) = events(game, ev.PassJudged)
    assert (judged.wolf, judged.counted, judged.passes) == (0, False, 0)
    game = form_rooms(new(WOLVES_TOGETHER, checkmate=False), ROOMS_PAIRS)
    night(game, {7: ["present warg_tooth to seat 8"]})
    assert [(j.wolf, j.counted) for j in events(game, ev.PassJudged)] == [(6, False)]


def test_rounds_in_lockstep_in_seat_order_until_a_round_without_acts():
    """LOT-44: each round asks, in seat order across the rooms, every living wolf yet to
    present and every living apostle; a wolf who held is asked again while others act;
    the night ends after a round in which nobody acted."""
    game = form_rooms(new(checkmate=False), ROOMS1)
    taken = night(game, {0: ["hold", "present warg_tooth to seat 5"], 1: ["present warg_tooth to seat 3"]})
    assert taken == [
        (0, "hold"),
        (1, "present warg_tooth to seat 3"),
        (3, "present celebrant_water"),
        (2, "hold"),  # round 1 ends: seat 1 acted
        (0, "present warg_tooth to seat 5"),
        (2, "hold"),  # round 2: seat 0 acted (seat 1 is dead)
        (2, "hold"),  # round 3: nobody acted: the night ends
    ]
    assert game.phase == "vote"


def test_the_apostle_may_kill_themself_but_not_while_a_trade_target():
    """LOT-45: the apostle's suicide kills them (roommates see a death, the GM its cause);
    an apostle shown the tooth dies in that one step, never asked in between."""
    game = form_rooms(new(checkmate=False), ROOMS1)
    assert [str(a) for a in (game.act(0, "hold"), game.act(1, "hold")) and game.legal_actions(2)] == [
        "kill self",
        "hold",
    ]
    game.act(2, "kill self")
    night(game)
    assert ev.NightDeath(2, "suicide", frozenset()) in game.log
    assert ev.RoomDeath(2, 2, frozenset({2, 4})) in game.log
    roles = ("wolf", "apostle", *["villager"] * 7)
    game = form_rooms(new(roles, checkmate=False), ([0, 1], [2, 3], [4, 5], [6, 7, 8]))
    taken = night(game, {0: ["present warg_tooth to seat 1"]})
    assert taken == [(0, "present warg_tooth to seat 1")]  # the apostle died in the trade: never asked
    assert ev.Trade(0, 1, "death", frozenset({0, 1})) in game.log


def test_what_a_room_sees():
    """LOT-46: the two traders see the trade (the target learns the wolf); a roommate of
    3 sees the death as it happens, not the trade or the cause; other rooms see
    nothing until the morning; the GM sees the cause."""
    game = form_rooms(new(WOLF_IN_THREE, checkmate=False), ROOMS_PAIRS)
    game.act(0, "hold")
    game.act(6, "present warg_tooth to seat 7")
    assert game.to_act() == (0,)  # round 2: the night goes on
    assert game.view(8).alive[7] is False and game.view(0).alive[7] is True
    assert game.view(7).roles[6] == "wolf" and game.view(8).roles[6] is None
    seen8 = game.view(8).events
    assert [type(e) for e in seen8 if isinstance(e, ev.Trade | ev.NightDeath)] == []
    assert ev.RoomDeath(7, 3, frozenset({6, 7, 8})) in seen8
    assert not [e for e in game.view(0).events if isinstance(e, ev.RoomDeath | ev.Trade)]
    assert [e for e in game.view(None).events if isinstance(e, ev.NightDeath)]
    night(game)
    assert game.view(0).alive[7] is False  # the morning told everyone


def test_the_night_plays_out_after_a_side_dies_and_the_morning_judges():
    """LOT-47: both wolves die by water in round 1, yet the night goes on (the apostle is
    still asked); the Village's win is declared at the morning."""
    roles = ("wolf", "wolf", "apostle", "friend", "friend", *["villager"] * 4)
    game = form_rooms(new(roles, checkmate=False), ([0, 3], [1, 4], [2, 5], [6, 7, 8]))
    taken = night(game, {0: ["present warg_tooth to seat 3"], 1: ["present warg_tooth to seat 4"]})
    assert taken[-2:] == [(2, "hold"), (2, "hold")]
    assert game.over and game.result.reason == "LOT-60: every wolf is dead" and game.day == 2
    assert isinstance(game.log[-1], jl.core.events.GameEnded)
    assert [e.phase for e in events(game, ev.PhaseBegan)][-1] == "morning"
