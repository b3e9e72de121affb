"""Days: the discussion time (MAH-10), the three vote styles (MAH-11), the execution and
the runoff (MAH-12), with what the votes leave for the medium (MAH-R03)."""

from __future__ import annotations

from collections import Counter

import pytest

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, play_game
from jinro_lab.core.events import Ballot, Chance, Eliminated, Knowledge, VoteResult
from jinro_lab.variants.mahou_toshi.events import Announcement

from .helpers import BASIC9, day, events, execute, lines, new, night, strings


# ----- MAH-10 -------------------------------------------------------------------------------------
@pytest.mark.parametrize(("players", "minutes"), [(5, 3), (6, 4), (9, 5), (12, 7), (16, 9)])
def test_first_discussion_time(players, minutes):
    """MAH-10: the discussion lasts (living players // 2 + 1) minutes, announced to all."""
    game = jl.new_game("mahou_toshi", players=players, seed=1)
    (talk,) = events(game, Announcement)
    assert talk == Announcement("discussion", (minutes,), f"discussion: {minutes} minutes (MAH-10)")
    assert talk.visible_to is None


def test_discussion_time_follows_the_living():
    """MAH-10: each day's time is counted from the players alive that morning, over whole
    random games of every size."""
    checked = 0
    for seed in range(60):
        n = 5 + seed % 12
        game = play_game(jl.new_game("mahou_toshi", players=n, seed=seed), [RandomAgent(seed + s) for s in range(n)])
        living = n
        for e in game.log:
            if type(e) is Eliminated:
                living -= 1
            elif type(e) is Announcement and e.key == "discussion":
                assert e.args == (living // 2 + 1,)
                checked += 1
    assert checked > 100


# ----- MAH-11: vote styles ---------------------------------------------------------------------------
def test_simultaneous_ballots_are_hidden_until_all_voted():
    """MAH-11: in a simultaneous vote no ballot is logged (nor seen) until the last voter
    chose; then all are shown in seat order."""
    game = new(BASIC9)
    start = len(game.log)
    for voter in (8, 3, 0, 1, 2, 4, 5, 6):
        game.act(voter, "vote seat 7")
        assert len(game.log) == start and not events(game.view(7), Ballot)
    assert game.to_act() == (7,)
    game.act(7, "vote seat 3")
    assert [(b.voter, b.target) for b in events(game.log[start:], Ballot)] == [
        (0, 7),
        (1, 7),
        (2, 7),
        (3, 7),
        (4, 7),
        (5, 7),
        (6, 7),
        (7, 3),
        (8, 7),
    ]
    assert events(game, Eliminated) == [Eliminated(7, "execution")]


def test_in_turn_vote_goes_in_seat_order_from_a_random_start():
    """MAH-11: an in-turn vote asks one voter at a time, in seat order from a starting
    seat drawn at random and announced to all; each voter's view holds the earlier
    ballots."""
    game = new(BASIC9, vote_style="in_turn")
    chance = game.log[-1]
    assert chance == Chance("day 1: first voter", 6) and chance.visible_to is None
    order = []
    while game.phase == "vote":
        (voter,) = game.to_act()
        seen = [(b.voter, b.target) for b in events(game.view(voter), Ballot)]
        assert seen == [(v, 7 if v != 7 else 0) for v in order]
        order.append(voter)
        game.act(voter, "vote seat 7" if voter != 7 else "vote seat 0")
    assert order == [6, 7, 8, 0, 1, 2, 3, 4, 5]
    assert events(game, Eliminated) == [Eliminated(7, "execution")]


def test_in_turn_start_is_drawn_for_each_vote():
    """MAH-11: the starting seat is drawn anew: over seeds every seat starts sometime."""
    starts = Counter()
    for seed in range(80):
        game = new(BASIC9, seed=seed, vote_style="in_turn")
        (chance,) = [e for e in events(game, Chance) if e.what == "day 1: first voter"]
        assert game.to_act() == (chance.outcome,)
        starts[chance.outcome] += 1
    assert set(starts) == set(range(9))


def test_free_vote_order_is_random_and_announced():
    """MAH-11: a free vote's order is drawn at random and announced; voters come in that
    order and each sees the ballots before theirs."""
    orders = set()
    for seed in range(30):
        game = new(BASIC9, seed=seed, vote_style="free")
        chance = game.log[-1]
        assert chance.what == "day 1: order of the open vote" and chance.visible_to is None
        assert sorted(chance.outcome) == list(range(9))
        orders.add(chance.outcome)
        done = []
        for voter in chance.outcome:
            assert game.to_act() == (voter,)
            assert [b.voter for b in events(game.view(voter), Ballot)] == done
            game.act(voter, "vote seat 8" if voter != 8 else "vote seat 0")
            done.append(voter)
        assert events(game, Eliminated) == [Eliminated(8, "execution")]
    assert len(orders) == 30


@pytest.mark.parametrize("style", ["simultaneous", "in_turn", "free"])
def test_no_self_votes_and_only_living_candidates(style):
    """MAH-11: every living player votes for another living player; no abstaining."""
    game = new(BASIC9, vote_style=style)
    (voter,) = game.to_act()[:1]
    assert strings(game.legal_actions(voter)) == [f"vote seat {s}" for s in range(9) if s != voter]
    with pytest.raises(jl.IllegalAction):
        game.act(voter, f"vote seat {voter}")
    # a later day: the dead are neither voters nor candidates
    game = execute(new(BASIC9), 7, 0)
    night(game, s0="attack seat 8", s1="attack seat 8", s2="divine seat 0", s3="guard seat 2")
    assert game.to_act() == (0, 1, 2, 3, 4, 5, 6)
    assert strings(game.legal_actions(0)) == [f"vote seat {s}" for s in range(1, 7)]


# ----- MAH-12: execution and runoff -------------------------------------------------------------------
def test_most_voted_is_executed():
    """MAH-12: the single most-voted player is executed and leaves the game."""
    game = new(BASIC9)
    start = len(game.log)
    day(game, {0: 8, 1: 8, 2: 0, 3: 0, 4: 0, 5: 1, 6: 8, 7: 0, 8: 3})
    assert lines(game, 5, start)[9:12] == [
        "vote totals seat 0: 4, seat 1: 1, seat 2: 0, seat 3: 1, seat 4: 0, seat 5: 0, seat 6: 0, seat 7: 0, "
        "seat 8: 3 -> seat 0",
        "seat 0 is eliminated (execution)",
        "night 1: everyone closes their eyes",
    ]
    assert not game.view(None).alive[0] and game.to_act() == (1, 2, 3)


def test_tie_leads_to_a_runoff_among_the_tied():
    """MAH-12: a tie at the top leads to a runoff among the tied: every living player
    votes again, each for a tied player other than themselves; its winner is executed."""
    game = new(BASIC9)
    start = len(game.log)
    day(game, {0: 1, 1: 0, 2: 0, 3: 1, 4: 0, 5: 1, 6: 2, 7: 3, 8: 4})
    result = events(game.log[start:], VoteResult)[-1]
    assert result.revote == (0, 1) and result.chosen is None and result.round == 0
    assert str(result).endswith("-> runoff between seat 0, seat 1 (tie: runoff among the tied (MAH-12))")
    assert game.phase == "vote" and game.to_act() == tuple(range(9))
    assert strings(game.legal_actions(0)) == ["vote seat 1"]
    assert strings(game.legal_actions(1)) == ["vote seat 0"]
    assert strings(game.legal_actions(5)) == ["vote seat 0", "vote seat 1"]
    day(game, {0: 1, 1: 0, 2: 0, 3: 1, 4: 0, 5: 1, 6: 0, 7: 1, 8: 0})
    assert lines(game, None)[-3:] == [
        "runoff 1: vote totals seat 0: 5, seat 1: 4 -> seat 0",
        "seat 0 is eliminated (execution)",
        "night 1: everyone closes their eyes",
    ]
    assert {b.round for b in events(game, Ballot)} == {0, 1}


def test_runoff_tie_executes_nobody():
    """MAH-12/MAH-R03: a second consecutive tie means no execution that day; the night
    follows, and the medium learns nothing that night."""
    game = new(["werewolf", "werewolf", "seer", "knight", "medium", "mason", "mason", "citizen"])
    day(game, {0: 1, 1: 0, 2: 0, 3: 1, 4: 0, 5: 1, 6: 2, 7: 3})
    start = len(game.log)
    day(game, {0: 1, 1: 0, 2: 0, 3: 1, 4: 0, 5: 1, 6: 0, 7: 1})
    assert lines(game, None, start)[8:] == [
        "runoff 1: vote totals seat 0: 4, seat 1: 4 -> nobody (second tie: no execution (MAH-12))",
        "night 1: everyone closes their eyes",
    ]
    assert not events(game, Eliminated) and game.phase == "night"
    night(game, s0="attack seat 7", s1="attack seat 7", s2="divine seat 0", s3="guard seat 2")
    assert not [e for e in events(game, Knowledge) if e.observer == 4]
    assert game.view(4).judged() == {}
    assert game.day == 2 and game.phase == "vote"


@pytest.mark.parametrize("style", ["in_turn", "free"])
def test_runoff_in_turn_and_free_draw_a_new_order(style):
    """MAH-11/MAH-12: an in-turn or free runoff draws its own order (a new public chance
    event) and asks the voters in it, each seeing the runoff ballots before theirs."""
    game = new(BASIC9, vote_style=style, seed=3)
    plan = {0: 1, 1: 0, 2: 0, 3: 1, 4: 0, 5: 1, 6: 2, 7: 3, 8: 4}
    while not events(game, VoteResult):
        (voter,) = game.to_act()
        game.act(voter, f"vote seat {plan[voter]}")
    assert events(game, VoteResult)[0].revote == (0, 1)
    _, second = [e for e in events(game, Chance) if e.what.startswith("day 1: ")]
    assert game.log[-1] == second and second.visible_to is None
    if style == "in_turn":
        assert second.what == "day 1: first voter"
        order = [(second.outcome + i) % 9 for i in range(9)]
    else:
        assert second.what == "day 1: order of the open vote"
        order = list(second.outcome)
    done = []
    for voter in order:
        assert game.to_act() == (voter,)
        assert [b.voter for b in events(game.view(voter), Ballot) if b.round == 1] == done
        game.act(voter, "vote seat 0" if voter != 0 else "vote seat 1")
        done.append(voter)
    assert events(game, Eliminated) == [Eliminated(0, "execution")]


def test_no_execution_leaves_the_count_for_the_next_day():
    """MAH-12/MAH-10: after a day without execution the next day counts the living as they are."""
    game = new(["werewolf", "werewolf", "seer", "knight", "medium", "mason", "mason", "citizen"])
    day(game, {0: 1, 1: 0, 2: 0, 3: 1, 4: 0, 5: 1, 6: 2, 7: 3})
    day(game, {0: 1, 1: 0, 2: 0, 3: 1, 4: 0, 5: 1, 6: 0, 7: 1})
    night(game, s0="attack seat 7", s1="attack seat 7", s2="divine seat 0", s3="guard seat 7")
    assert events(game, Announcement)[-1].args == (5,)  # 8 alive: 8 // 2 + 1
