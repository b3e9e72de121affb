"""Room assignment of LotROで人狼 (LOT-30 ... LOT-33)."""

from __future__ import annotations

import itertools
import random

import pytest

import jinro_lab as jl
from jinro_lab.variants.lotro import events as ev
from jinro_lab.variants.lotro.rooms import ROOM_NAMES, ROOM_SIZES, RoomPlanner, repeats, room_name, room_sizes

from .helpers import ROOMS1, events, form_rooms, new, night, vote

SPEC_TABLE = {
    2: "2",
    3: "3",
    4: "2-2",
    5: "2-3",
    6: "2-2-2",
    7: "2-2-3",
    8: "2-2-2-2",
    9: "2-2-2-3",
    10: "3-3-2-2",
    11: "3-3-3-2",
    12: "3-3-3-3",
    13: "3-3-3-2-2",
    14: "3-3-3-3-2",
    15: "3-3-3-3-3",
    16: "3-3-3-3-2-2",
}


def test_room_sizes_are_the_spec_table():
    """LOT-30: the sizes in formation order; rooms of 3 from 10 alive, of 2 up to 9; never 1."""
    assert {n: "-".join(map(str, s)) for n, s in ROOM_SIZES.items()} == SPEC_TABLE
    for alive, sizes in ROOM_SIZES.items():
        assert sum(sizes) == alive and 1 not in sizes
        assert max(sizes) == (3 if alive >= 10 or alive in (3, 5, 7, 9) else 2)
    with pytest.raises(jl.InvalidSetup, match="LOT-30"):
        room_sizes(1)


@pytest.mark.parametrize("players", range(9, 17))
def test_every_night_1_follows_the_table(players):
    """LOT-30, LOT-31: on night 1 the rooms formed have the table's sizes, in order, and
    hold every living player once."""
    game = jl.new_game("lotro", players=players, seed=players)
    while game.phase == "point":
        (seat,) = game.to_act()
        game.act(seat, game.legal_actions(seat)[-1])
    rooms = events(game, ev.RoomFormed)
    assert tuple(len(r.seats) for r in rooms) == ROOM_SIZES[players]
    assert sorted(s for r in rooms for s in r.seats) == list(range(players))
    assert [r.rest for r in rooms] == [False] * (len(rooms) - 1) + [True]


def test_nomination_by_seat_and_pointing_form_each_room():
    """LOT-31: the GM names the lowest unassigned seat (``nominate="seat"``); the nominee
    points; for a room of 3 the one pointed at points at a third; the last room takes
    whoever is left without a choice."""
    game = new()
    assert events(game, ev.Nominated) == [ev.Nominated(0, 0)]
    assert game.to_act() == (0,) and game.label == "night: room assignment"
    form_rooms(game, ROOMS1)
    noms = [(e.room, e.seat) for e in events(game, ev.Nominated)]
    assert noms == [(0, 0), (1, 1), (2, 2)]  # the fourth room (6, 7, 8) is the rest
    pointed = [(e.room, e.seat, e.target) for e in events(game, ev.Pointed)]
    assert pointed == [(0, 0, 5), (1, 1, 3), (2, 2, 4)]
    last = events(game, ev.RoomFormed)[-1]
    assert last.seats == (6, 7, 8) and last.rest


def test_room_of_three_second_pointing():
    """LOT-31: with 10 alive the first room is of 3: nominee -> pointed -> third."""
    game = jl.new_game("lotro", roles=["wolf", "wolf", *["villager"] * 8], nominate="seat", seed=0)
    form_rooms(game, ([0, 4, 7], [1, 2, 3], [5, 6], [8, 9]))
    pointed = [(e.seat, e.target) for e in events(game, ev.Pointed)]
    assert pointed[:2] == [(0, 4), (4, 7)] and pointed[2:4] == [(1, 2), (2, 3)]


def test_random_nomination_comes_from_the_seed():
    """LOT-31: ``nominate="random"`` (default): the GM's nominee is drawn from the game's
    seed: the same seed names the same player; seeds differ."""
    first = {jl.new_game("lotro", players=12, seed=s).log[-1] for s in range(10)}
    assert len({e.seat for e in first if isinstance(e, ev.Nominated)}) > 1
    a, b = (jl.new_game("lotro", players=12, seed=4) for _ in range(2))
    assert a.log == b.log


def test_night_2_bans_last_nights_roommates():
    """LOT-32: on night 2 nobody may be nominated with, or point at, a roommate of night 1
    while a split with no repeat exists; night 1 had no ban."""
    game = new(checkmate=False)
    first = game.legal_actions(0)
    assert [a.target for a in first] == [1, 2, 3, 4, 5, 6, 7, 8]  # night 1: anyone
    form_rooms(game, ROOMS1)
    night(game)
    vote(game, {v: (7 if v != 7 else 8) for v in game.to_act()})  # seat 7 executed
    assert game.phase == "point" and game.to_act() == (0,)
    assert 5 not in [a.target for a in game.legal_actions(0)]
    while game.phase == "point":
        (seat,) = game.to_act()
        game.act(seat, game.legal_actions(seat)[0])
    rooms = [e for e in events(game, ev.RoomFormed) if e.room < 4][-4:]
    last_night = [set(r) for r in ROOMS1]
    for room in rooms:
        assert room.repeats == ()
        assert not any(set(pair) <= r for r in last_night for pair in itertools.combinations(room.seats, 2))


def test_the_least_repeats_are_found_and_shown_when_unavoidable():
    """LOT-32: the planner's least number of repeated pairs is exact (checked against
    every split of a few players); only picks keeping it are allowed; with one room
    left the repeats are shown on the room."""
    banned = [0] * 5
    for room in ((0, 1, 2), (3, 4)):
        for a in room:
            for b in room:
                if a != b:
                    banned[a] |= 1 << b
    planner = RoomPlanner(banned)
    assert planner.least(range(5), (2, 3)) == 1 == _brute(range(5), (2, 3), banned)
    # seat 3 nominated for the room of 2: pointing at 4 would force 0, 1, 2 together (3 repeats)
    assert planner.allowed((3,), 2, 0b10111 & ~(1 << 3), (3,), 1) == (0, 1, 2)
    for alive, sizes in ((6, (2, 2, 2)), (7, (2, 2, 3)), (8, (2, 2, 2, 2))):
        last = [0] * alive
        for a, b in zip(range(0, alive - 1, 2), range(1, alive, 2), strict=False):
            last[a] |= 1 << b
            last[b] |= 1 << a
        assert RoomPlanner(last).least(range(alive), sizes) == _brute(range(alive), sizes, last)


def _brute(players, sizes, banned) -> int:
    """The least repeats over every split of ``players`` into rooms of ``sizes``."""
    players = tuple(players)
    if not sizes:
        return 0
    best = 10**6
    for room in itertools.combinations(players, sizes[0]):
        rest = tuple(p for p in players if p not in room)
        best = min(best, repeats(room, banned) + _brute(rest, sizes[1:], banned))
    return best


def _ban(last_rooms) -> list[int]:
    """LOT-32: each seat's roommates of ``last_rooms`` as a bit mask (12 seats)."""
    banned = [0] * 12
    for room in last_rooms:
        for a in room:
            banned[a] |= sum(1 << b for b in room if b != a)
    return banned


def test_the_allowed_picks_are_exactly_those_keeping_the_least():
    """LOT-32: at every step of random nights (last night's rooms of 1 to 4 seats, as a
    described position may give them, some seats dead), the nominees and pointed-at the
    planner allows are exactly the seats with which some completion of the night, found
    by trying every split, still repeats only the least number of pairs."""
    rng = random.Random(5)
    steps = forced = 0
    for _ in range(150):
        seats = list(range(12))
        rng.shuffle(seats)
        last: list[list[int]] = []
        while seats:
            last.append(seats[: rng.choice((1, 2, 2, 3, 3, 4))])
            del seats[: len(last[-1])]
        banned = _ban(last)
        living = sorted(rng.sample(range(12), rng.randint(4, 9)))
        sizes = room_sizes(len(living))
        planner = RoomPlanner(banned)
        budget = planner.least(living, sizes)
        assert budget == _brute(living, sizes, banned)
        forced += budget > 0
        left = set(living)
        for index, size in enumerate(sizes[:-1]):
            room: list[int] = []
            while len(room) < size:
                mask = sum(1 << s for s in left)
                allowed = planner.allowed(tuple(room), size, mask, sizes[index + 1 :], budget)
                assert allowed == tuple(
                    s
                    for s in sorted(left)
                    if _completes([*room, s], size, left - {s}, sizes[index + 1 :], banned) <= budget
                )
                steps += 1
                room.append(rng.choice(allowed))
                left.discard(room[-1])
            budget -= repeats(room, banned)
    assert steps > 500 and forced > 5  # some nights must repeat


def _completes(room, size, left, later, banned) -> int:
    """The least repeats of ``room`` filled to ``size`` from ``left``, then ``later``'s rooms."""
    return min(
        repeats([*room, *more], banned) + _brute(sorted(left - set(more)), later, banned)
        for more in itertools.combinations(sorted(left), size - len(room))
    )


def test_a_ban_that_is_not_last_nights_rooms_is_refused():
    """LOT-32: the ban is last night's rooms (同室 is the whole group): a seat banned with
    two others who are not banned with each other is no ban of rooms."""
    with pytest.raises(jl.InvalidArgument, match="LOT-32"):
        RoomPlanner([0b110, 0b001, 0b001])


def test_in_games_the_repeats_shown_are_the_least_achievable():
    """LOT-32: over random games, every night's repeated pairs (shown on the rooms) are
    exactly the least any split of the living into the night's rooms could have (by
    brute force when few are alive), and some nights must repeat."""
    from jinro_lab.agents import RandomAgent, play_game

    unavoidable = 0
    for seed in range(40):
        game = jl.new_game("lotro", players=9 + seed % 8, seed=seed, checkmate=False, rangers_day=12)
        play_game(game, [RandomAgent(seed * 16 + s) for s in range(game.players)])
        nights: list[list[ev.RoomFormed]] = []
        for e in game.log:
            if isinstance(e, ev.RoomFormed):
                if e.room == 0:
                    nights.append([])
                nights[-1].append(e)
        for before, now in itertools.pairwise(nights):
            banned = [0] * game.players
            for room in before:
                for a in room.seats:
                    for b in room.seats:
                        if a != b:
                            banned[a] |= 1 << b
            living = sorted(s for room in now for s in room.seats)
            sizes = tuple(len(r.seats) for r in now)
            shown = sum(len(r.repeats) for r in now)
            least = _brute(living, sizes, banned) if len(living) <= 7 else RoomPlanner(banned).least(living, sizes)
            assert shown == least, (seed, now)
            assert all(len(r.repeats) == repeats(r.seats, banned) for r in now)
            unavoidable += shown > 0
    assert unavoidable > 0


def test_room_names():
    """LOT-33: the inn's rooms in formation order, in Japanese and English; a sixth room
    (16 players) is 離れ."""
    assert [ja for ja, _ in ROOM_NAMES] == ["2階", "1階", "地階", "トレーニング館", "馬屋", "離れ"]
    assert room_name(0) == "upstairs" and room_name(3, "ja") == "トレーニング館"
    game = jl.new_game("lotro", players=16, seed=1)
    while game.phase == "point":
        (seat,) = game.to_act()
        game.act(seat, game.legal_actions(seat)[0])
    rooms = events(game, ev.RoomFormed)
    assert len(rooms) == 6 and str(rooms[5]).startswith("annex:")
    from jinro_lab.variants.lotro.render import event_text

    assert event_text(rooms[5], "ja").startswith("離れ：")
