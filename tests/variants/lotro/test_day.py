"""The day of LotROで人狼: phases, the noon discussion, the evening vote and the rangers
(LOT-10 ... LOT-13, LOT-20 ... LOT-23)."""

from __future__ import annotations

import pytest

import jinro_lab as jl
from jinro_lab.core.events import Ballot, Eliminated, VoteResult
from jinro_lab.variants.lotro import events as ev

from .helpers import ROOMS1, events, form_rooms, new, night, vote


def day2(**options):
    """BASIC9 at the evening vote of day 2 after a quiet night 1 (everyone held)."""
    options.setdefault("checkmate", False)
    game = new(**options)
    form_rooms(game, ROOMS1)
    night(game)
    return game


def test_the_game_starts_at_noon_and_days_run_morning_noon_evening_night():
    """LOT-10: day 1 is noon, evening, night; every later day morning, noon, evening, night."""
    game = day2()
    vote(game, {v: (5 if v != 5 else 6) for v in game.to_act()})
    phases = [(e.day, e.phase) for e in events(game, ev.PhaseBegan)]
    assert phases == [
        (1, "noon"),
        (1, "evening"),
        (1, "night"),
        (2, "morning"),
        (2, "noon"),
        (2, "evening"),
        (2, "night"),
    ]


def test_the_morning_names_the_dead_only_then_checks_the_win():
    """LOT-11: the morning announces each night death by name (cause ``night``: no role,
    no weapon), in seat order; "nobody died" when so; then the win check (LOT-64)."""
    game = new(checkmate=False)
    form_rooms(game, ROOMS1)
    night(game, {0: ["present warg_tooth to seat 5"], 1: ["present warg_tooth to seat 3"]})
    morning = [e for e in game.log if isinstance(e, Eliminated)]
    assert morning == [Eliminated(1, "night"), Eliminated(5, "night")]
    assert all(e.visible_to is None and e.revealed == () for e in morning)
    quiet = day2()
    assert events(quiet, ev.NobodyDied) == [ev.NobodyDied(2)]
    lone = new(("wolf", "wolf", "villager", *["wolf"] * 6), checkmate=False)
    form_rooms(lone, ([0, 2], [1, 3], [4, 5], [6, 7, 8]))
    night(lone, {0: ["present warg_tooth to seat 2"]})
    assert lone.over and lone.result.reason == "LOT-61: every village-side player is dead" and lone.day == 2


def test_noon_discussion_time_is_data():
    """LOT-12: noon lasts 3 minutes on day 1, 5 from day 2 (an event and the views' ``minutes``)."""
    game = new()
    assert [e.minutes for e in events(game, ev.PhaseBegan) if e.phase == "noon"] == [3]
    assert game.view(4).minutes == 3 and game.view(None).minutes == 3
    game = day2()
    assert [e.minutes for e in events(game, ev.PhaseBegan) if e.phase == "noon"] == [3, 5]
    assert game.view(4).minutes == 5
    assert "discussion of 5 minutes" in str(events(game, ev.PhaseBegan)[-2])


def test_no_vote_on_day_1_and_a_vote_from_day_2():
    """LOT-13: day 1's evening goes straight to the night; day 2's evening votes."""
    game = new()
    assert game.phase == "point" and not events(game, Ballot)
    game = day2()
    assert game.phase == "vote" and game.label == "evening: vote" and game.day == 2


def test_every_living_player_votes_for_another_living_player():
    """LOT-20: all living players vote at once for another living player: no abstaining,
    no self-vote, no dead target; refused choices change nothing."""
    game = new(checkmate=False)
    form_rooms(game, ROOMS1)
    night(game, {0: ["present warg_tooth to seat 5"]})
    living = (0, 1, 2, 3, 4, 6, 7, 8)
    assert game.to_act() == living
    for v in living:
        assert [a.target for a in game.legal_actions(v)] == [t for t in living if t != v]
        assert "hold" not in map(str, game.legal_actions(v))
    record = game.record()
    for bad in ("vote seat 0", "vote seat 5", "hold"):
        with pytest.raises(jl.IllegalAction):
            game.act(0, bad)
    assert game.record() == record


def test_the_most_voted_dies():
    """LOT-21: a unique top total dies, announced as an execution."""
    game = day2()
    vote(game, {v: (7 if v != 7 else 8) for v in game.to_act()})
    (result,) = events(game, VoteResult)
    assert result.chosen == 7 and Eliminated(7, "execution") in game.log


def test_a_tie_gives_the_tied_a_minute_then_the_untied_revote_among_them():
    """LOT-22: two tied players each speak a minute; then only the untied vote, only for
    the tied; the revote's winner dies."""
    game = day2()
    ballots = {0: 5, 1: 5, 2: 5, 3: 6, 4: 6, 5: 6, 6: 7, 7: 8, 8: 7}
    vote(game, ballots)
    speeches = events(game, ev.Speech)
    assert [(s.seat, s.minutes) for s in speeches] == [(5, 1), (6, 1)]
    assert game.to_act() == (0, 1, 2, 3, 4, 7, 8)
    assert {str(a) for a in game.legal_actions(0)} == {"vote seat 5", "vote seat 6"}
    assert game.channels(5, "speech") == ("public",) and game.channels(7, "speech") == ()
    vote(game, {0: 6, 1: 6, 2: 6, 3: 5, 4: 5, 7: 5, 8: 6})
    assert Eliminated(6, "execution") in game.log
    assert [r.round for r in events(game, VoteResult)] == [0, 1]


def test_a_second_tie_or_nobody_left_to_revote_kills_nobody():
    """LOT-22: a tie in the revote kills nobody; a tie of every voter leaves nobody to
    revote: nobody dies."""
    game = day2()
    vote(game, {0: 5, 1: 5, 2: 6, 3: 6, 4: 7, 5: 7, 6: 8, 7: 8, 8: 0})
    assert game.to_act() == (0, 1, 2, 3, 4)  # 5, 6, 7 and 8 tied
    vote(game, {0: 5, 1: 5, 2: 6, 3: 6, 4: 7})
    assert events(game, VoteResult)[-1].chosen is None and game.phase == "point"
    assert events(game, VoteResult)[-1].note == "tie: nobody is chosen (LOT-22)"
    assert not [e for e in game.log if isinstance(e, Eliminated)]
    game = day2()
    living = game.to_act()
    vote(game, {v: living[(i + 1) % len(living)] for i, v in enumerate(living)})
    (result,) = events(game, VoteResult)
    assert result.chosen is None and result.revote == () and game.phase == "point"


def test_after_the_vote_the_win_check_then_the_rangers():
    """LOT-23, LOT-64: the vote's win check comes first (the last wolf executed on the
    rangers' day: the Village wins by LOT-60); otherwise the rangers end that evening."""
    game = new(("wolf", *["villager"] * 8), rangers_day=2, checkmate=False)
    form_rooms(game, ([0, 1], [2, 3], [4, 5], [6, 7, 8]))
    night(game, {0: ["present warg_tooth to seat 1"]})
    vote(game, {v: (0 if v != 0 else 2) for v in game.to_act()})
    assert game.result.reason == "LOT-60: every wolf is dead"
    game = new(("wolf", *["villager"] * 8), rangers_day=2, checkmate=False)
    form_rooms(game, ([0, 1], [2, 3], [4, 5], [6, 7, 8]))
    night(game, {0: ["present warg_tooth to seat 1"]})
    vote(game, {v: (2 if v != 2 else 3) for v in game.to_act()})
    assert game.result.reason.startswith("LOT-23") and game.result.side == "village" and game.day == 2
