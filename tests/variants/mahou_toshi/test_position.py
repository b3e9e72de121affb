"""Positions for lessons (``position=`` with ``roles=``): a valid position starts where it
says and plays on by the rules (MAH-12, MAH-20, MAH-21, MAH-40); an impossible one is
refused with a message naming the problem (MAH-40 for decided positions)."""

from __future__ import annotations

import pytest

import jinro_lab as jl
from jinro_lab.core.events import Chance, Eliminated, Knowledge
from jinro_lab.variants.mahou_toshi.events import Announcement, Dusk

from .helpers import BASIC9, events, execute, lines, new, night, strings

LESSON = ("werewolf", "werewolf", "seer", "knight", "citizen", "citizen", "citizen", "medium")


def test_night_position_starts_at_that_night():
    """Positions/MAH-20/MAH-03/MAH-R06: the docstring's lesson: seats 2 and 7 dead, night 3:
    the werewolves meet again, the living werewolves and the knight choose (the dead seer
    does not); no night-0 events, no medium result (nobody was executed today)."""
    game = new(LESSON, seed=1, position={"dead": [2, 7], "day": 3, "phase": "night"})
    assert lines(game, 0)[2:] == [
        "the game starts at day 3 (night); dead: seat 2, seat 7",
        "seat 0 learns: seat 1 is a werewolf  [seen by seat 0]",
        "night 3: everyone closes their eyes",
    ]
    assert game.day == 3 and game.phase == "night" and game.to_act() == (0, 1, 3)
    assert game.view(5).alive == (True, True, False, True, True, True, True, False)
    assert strings(game.legal_actions(0)) == ["attack seat 3", "attack seat 4", "attack seat 5", "attack seat 6"]
    assert not events(game, Chance, Eliminated) and not events(game, Dusk)[:-1]
    night(game, s0="attack seat 4", s1="attack seat 4", s3="guard seat 4")
    assert lines(game, 6)[-3:] == [
        "day 4: morning",
        "nobody died in the night (MAH-26)",
        "discussion: 4 minutes (MAH-10)",
    ]
    assert game.phase == "vote" and game.to_act() == (0, 1, 3, 4, 5, 6)


def test_day_position_starts_at_that_days_vote():
    """Positions/MAH-10/MAH-12: a day position starts with that day's discussion and vote
    among the living; the game then runs on to its end by the rules."""
    game = new(BASIC9, seed=2, position={"dead": [8, 7, 6], "day": 2, "phase": "day"})
    assert events(game, Announcement) == [
        Announcement("position", ((6, 7, 8), 2, "day"), "the game starts at day 2 (day); dead: seat 6, seat 7, seat 8"),
        Announcement("discussion", (4,), "discussion: 4 minutes (MAH-10)"),
    ]
    assert game.day == 2 and game.phase == "vote" and game.to_act() == (0, 1, 2, 3, 4, 5)
    assert game.view(2).judged() == {}  # no first-day result in a position
    assert game.view(5).roles[6] == "mason"  # teammates know each other, dead or alive
    execute(game, 0, 1)
    assert game.phase == "night" and game.to_act() == (1, 2, 3) and events(game, Dusk) == [Dusk(2)]
    night(game, s1="attack seat 5", s2="divine seat 1", s3="guard seat 2")
    assert Knowledge(4, 0, "executed seat 0 was werewolf", ("medium", 0, "werewolf"), frozenset({4})) in game.log
    execute(game, 1, 2)
    assert game.result.side == "citizens" and game.result.day == 3


def test_empty_position_is_day_one_without_night_zero():
    """Positions: ``{}`` is day 1's vote with everyone alive and no night 0."""
    game = new(BASIC9, position={})
    assert game.day == 1 and game.phase == "vote" and game.to_act() == tuple(range(9))
    assert not events(game, Dusk) and not events(game, Chance)
    assert game.setup["position"] == {}


@pytest.mark.parametrize(
    ("position", "message"),
    [
        ({"dead": [0, 1]}, "that position is already decided (MAH-40): 0 living werewolves, 7 living humans"),
        (
            {"dead": [2, 5, 6, 7, 8]},
            "that position is already decided (MAH-40): 2 living werewolves, 2 living humans",
        ),
        ({"dead": [9]}, "position['dead'] must be a list of seats 0..8, got [9]"),
        ({"dead": [-1]}, "position['dead'] must be a list of seats 0..8, got [-1]"),
        ({"dead": [True]}, "position['dead'] must be a list of seats 0..8, got [True]"),
        ({"dead": [7.0]}, "position['dead'] must be a list of seats 0..8, got [7.0]"),
        ({"dead": "7"}, "position['dead'] must be a list of seats 0..8, got '7'"),
        ({"dead": [7, 7]}, "position['dead'] names a seat twice: [7, 7]"),
        ({"day": 0}, "position['day'] must be an int of 1 or more, got 0"),
        ({"day": "2"}, "position['day'] must be an int of 1 or more, got '2'"),
        ({"day": True}, "position['day'] must be an int of 1 or more, got True"),
        ({"phase": "morning"}, "position['phase'] must be 'day' or 'night', got 'morning'"),
        ({"turn": 2}, "unknown position keys turn; allowed: dead, day, phase"),
        ([1, 2], "position must be none, a mahou_toshi Position or a mapping of its fields (MAH-04), got [1, 2]"),
    ],
)
def test_invalid_positions_are_refused(position, message):
    """Positions/MAH-40: decided positions, bad keys, bad seats, days and phases are refused."""
    with pytest.raises(jl.InvalidSetup) as err:
        new(BASIC9, position=position)
    assert str(err.value) == message


def test_position_needs_roles():
    """Positions: who is who must be given with ``roles=``; the default deal is refused."""
    with pytest.raises(jl.InvalidSetup, match=r"a position needs roles=\[one role id per seat\]"):
        jl.new_game("mahou_toshi", players=9, seed=0, position={"dead": [], "day": 2, "phase": "day"})


def test_position_replays_and_clones():
    """Positions: a game from a position records, replays and clones exactly."""
    game = new(LESSON, seed=4, position={"dead": [7, 2], "day": 3, "phase": "night"})
    night(game, s0="attack seat 5", s1="attack seat 5", s3="guard seat 4")
    again = jl.replay(game.record().to_json())
    assert again.log == game.log and again.view(None) == game.view(None)
    twin = game.clone()
    assert twin.log == game.log and twin.record() == game.record()
