"""Wins: the head count of MAH-02, the two conditions of MAH-40 with whole teams as
winners, and the end of the game at the first condition met (MAH-43)."""

from __future__ import annotations

import pytest

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, play_game
from jinro_lab.core.events import Ballot, Eliminated, GameEnded, Knowledge
from jinro_lab.variants.mahou_toshi.events import Dawn, Dusk, RoleRevealed
from jinro_lab.variants.mahou_toshi.roles import ROLES

from .helpers import BASIC9, events, execute, lines, new, night


def test_citizens_win_when_the_last_werewolf_is_executed():
    """MAH-40/MAH-43: executing the last werewolf ends the game at once: the whole citizen
    team wins, the dead citizen (seat 7) included; no night follows, the medium learns
    nothing, no event comes after the end."""
    game = execute(new(BASIC9), 0, 1)
    night(game, s1="attack seat 7", s2="divine seat 1", s3="guard seat 2")
    start = len(game.log)
    execute(game, 1, 2)
    assert lines(game, None, start)[-3:] == [
        "vote totals seat 1: 6, seat 2: 1, seat 3: 0, seat 4: 0, seat 5: 0, seat 6: 0, seat 8: 0 -> seat 1",
        "seat 1 is eliminated (execution)",
        "game over: seat 2, seat 3, seat 4, seat 5, seat 6, seat 7, seat 8 win (citizens) - "
        "MAH-40: every werewolf is dead",
    ]
    assert game.log[-1] == GameEnded((2, 3, 4, 5, 6, 7, 8), "citizens", "MAH-40: every werewolf is dead")
    result = game.result
    assert result.winners == frozenset({2, 3, 4, 5, 6, 7, 8}) and result.side == "citizens" and result.day == 2
    assert game.over and game.phase == "over" and game.to_act() == ()
    assert not [e for e in events(game.log[start:], Knowledge) if e.observer == 4]
    with pytest.raises(jl.IllegalAction, match="the game is over"):
        game.act(2, "divine seat 0")


def test_werewolves_win_by_an_execution_that_makes_parity():
    """MAH-40/MAH-43: two werewolves and three humans; executing a human leaves 2 humans
    and 2 werewolves: the werewolves win on the spot, before any night."""
    game = execute(new(["werewolf", "werewolf", "seer", "citizen", "citizen"]), 3, 0)
    assert game.log[-1] == GameEnded(
        (0, 1), "werewolves", "MAH-40: living humans (2) are no more than living werewolves (2)"
    )
    assert game.result.winners == frozenset({0, 1}) and game.result.day == 1
    assert not events(game, Dusk)[1:]  # only night 0's
    assert game.view(None).alive == (True, True, True, False, True)


def test_werewolves_win_at_the_morning_death():
    """MAH-40/MAH-26: the attack that brings humans down to the werewolves' number ends
    the game in the morning, after the death is announced."""
    game = execute(new(["werewolf", "werewolf", "seer", "knight", "citizen", "citizen"]), 5, 4)
    assert game.result is None
    start = len(game.log)
    night(game, s0="attack seat 4", s1="attack seat 4", s2="divine seat 0", s3="guard seat 2")
    assert lines(game, 3, start)[-3:] == [
        "day 2: morning",
        "seat 4 is eliminated (night)",
        "game over: seat 0, seat 1 win (werewolves) - MAH-40: living humans (2) are no more than living werewolves (2)",
    ]
    assert game.result.day == 2 and game.log[-1].side == "werewolves"


def test_a_guarded_night_keeps_the_game_going():
    """MAH-40/MAH-21: the same night with the target guarded kills nobody: no win yet."""
    game = execute(new(["werewolf", "werewolf", "seer", "knight", "citizen", "citizen"]), 5, 4)
    night(game, s0="attack seat 4", s1="attack seat 4", s2="divine seat 0", s3="guard seat 4")
    assert game.result is None and game.phase == "vote" and events(game, Dawn)[-1] == Dawn(2)


def test_winners_include_dead_team_members():
    """MAH-40: a werewolf executed early still wins with its team."""
    game = execute(new(["werewolf", "werewolf", "werewolf", "seer", "knight", "citizen", "citizen"]), 0, 1)
    night(game, s1="attack seat 5", s2="attack seat 5", s3="divine seat 1", s4="guard seat 3")
    execute(game, 6, 1)
    assert game.result.winners == frozenset({0, 1, 2}) and game.result.side == "werewolves"
    assert not game.view(None).alive[0]
    assert game.result.reason == "MAH-40: living humans (2) are no more than living werewolves (2)"


def test_every_human_counts_for_the_head_count():
    """MAH-02/MAH-40: seer, knight, medium, masons and citizens are all humans for the
    count; only the ``werewolf`` cards are werewolves: one werewolf against one living
    human of each kind in turn is a werewolf win."""
    for human in ("seer", "knight", "medium", "mason", "citizen"):
        roles = ["werewolf", human, "citizen", "citizen", "citizen"]
        if human == "mason":
            roles[2] = "mason"
        # position: the werewolf and two humans alive (seat 0, 1, 2); the vote takes seat 2
        game = new(roles, position={"dead": [3, 4], "day": 2, "phase": "day"})
        execute(game, 2, 0)
        assert game.result.side == "werewolves", human
        assert game.result.winners == frozenset({0})


def test_game_ends_at_the_first_condition_and_logs_nothing_after():
    """MAH-43/MAH-40/MAH-42: in whole random games of every size and option (default
    setups: the madman, the evil eye, the fox, the hunter at larger counts) the game ends
    at the first met condition: the end is the log's last event; before it the
    condition did not hold; at it, it holds; a living fox takes the win."""
    for seed in range(150):
        n = 5 + seed % 12
        game = jl.new_game(
            "mahou_toshi",
            players=n,
            seed=seed,
            vote_style=("simultaneous", "in_turn", "free")[seed % 3],
            first_day_seer=("random_white", "free", "none")[seed // 3 % 3],
        )
        play_game(game, [RandomAgent(seed * 31 + s) for s in range(n)])
        roles = game.view(None).roles
        wolves = {s for s, r in enumerate(roles) if r in ("werewolf", "evil_eye")}
        fox = {s for s, r in enumerate(roles) if r == "fox"}
        alive = set(range(n))

        ended = [i for i, e in enumerate(game.log) if type(e) is GameEnded]
        assert ended == [len(game.log) - 1]
        for e in game.log[:-1]:
            if type(e) is Dusk or type(e) is Ballot:  # deaths are checked after a whole step
                assert not _decided(alive, wolves, fox), (seed, e)
            if type(e) is Eliminated:
                alive.discard(e.seat)
        last = game.log[-3] if type(game.log[-2]) is RoleRevealed else game.log[-2]  # the altar, MAH-E08
        assert _decided(alive, wolves, fox) and type(last) is Eliminated
        side = "citizens" if not alive & wolves else "werewolves"
        team = {s for s, r in enumerate(roles) if ROLES[r].team == side}
        if alive & fox:
            assert game.result.side == "fox" and game.result.winners == frozenset(fox)
        else:
            assert game.result.side == side and game.result.winners == frozenset(team)
        assert all(b.voter in range(n) for b in events(game, Ballot))


def _decided(alive: set[int], wolves: set[int], fox: set[int]) -> bool:
    """MAH-40: no werewolf alive, or the living humans (not the fox) no more than the werewolves."""
    return not alive & wolves or len(alive - wolves - fox) <= len(alive & wolves)
