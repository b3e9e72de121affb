"""The hunter and the chains of deaths (MAH-R09, MAH-24), and the roles without a night
ability whose judgement or side differ from the rest: the golem (MAH-R10) and the
madman (MAH-R12), counted by MAH-40."""

from __future__ import annotations

import jinro_lab as jl
from jinro_lab.core.events import GM_ONLY, Eliminated, GameEnded, Knowledge, only
from jinro_lab.variants.mahou_toshi.events import NightDeath

from .helpers import events, execute, lines, new, night, strings

#: seats 0-1 werewolves, 2 seer, 3 hunter, 4 golem, 5 madman, 6 spirit user, 7-8 citizens, 9 medium
HUNT = ("werewolf", "werewolf", "seer", "hunter", "golem", "madman", "spirit_user", "citizen", "citizen", "medium")


def test_executed_hunter_takes_a_living_player_along():
    """MAH-R09/MAH-24/MAH-50: the executed hunter chooses (a decision of the dead seat,
    under a public label that names no role) one living player, who dies at once; the
    medium learns of the executed hunter only."""
    game = execute(new(HUNT), 3, 0)
    assert game.to_act() == (3,) and game.phase == "hunter"
    assert {game.view(s).phase for s in range(10)} == {"day: a dead player chooses"}
    assert strings(game.legal_actions(3)) == [f"shoot seat {s}" for s in (0, 1, 2, 4, 5, 6, 7, 8, 9)]
    game.act(3, "shoot seat 0")
    assert events(game, Eliminated) == [Eliminated(3, "execution"), Eliminated(0, "hunter")]
    assert game.phase == "night" and game.to_act() == (1, 2, 6)
    night(game, s1="attack seat 7", s2="divine seat 4", s6="guard seat 8")
    medium = [e for e in events(game, Knowledge) if e.observer == 9]
    assert medium == [Knowledge(9, 3, "executed seat 3 was human", ("medium", 3, "human"), only(9))]


def test_win_check_comes_after_the_whole_chain():
    """MAH-24/MAH-40/MAH-43: the hunter executed takes the last werewolf along: the
    citizens win after the chain, the hunter among them."""
    game = execute(new(("werewolf", "hunter", "seer", "citizen", "citizen", "citizen")), 1, 0)
    assert game.result is None
    game.act(1, "shoot seat 0")
    assert game.result.side == "citizens" and game.result.winners == frozenset({1, 2, 3, 4, 5})
    assert [type(e).__name__ for e in game.log[-3:]] == ["Eliminated", "Eliminated", "GameEnded"]


def test_hunter_killed_at_night_chooses_at_dawn_among_the_living():
    """MAH-24/MAH-20/MAH-26: the hunter attacked at night chooses, still under the night's
    label, among the players alive after every night death (the fox cursed the same
    night is no option); both deaths are announced in the morning."""
    roles = ("werewolf", "werewolf", "seer", "hunter", "fox", "citizen", "citizen", "citizen", "citizen")
    game = execute(new(roles), 8, 0)
    night(game, s0="attack seat 3", s1="attack seat 3", s2="divine seat 4")
    assert game.to_act() == (3,) and game.view(5).phase == "night: eyes closed"
    assert strings(game.legal_actions(3)) == [f"shoot seat {s}" for s in (0, 1, 2, 5, 6, 7)]
    start = len(game.log)
    game.act(3, "shoot seat 1")
    assert lines(game, 6, start) == [
        "day 2: morning",
        "seat 3 is eliminated (night)",
        "seat 4 is eliminated (night)",
        "seat 1 is eliminated (night)",
        "discussion: 3 minutes (MAH-10)",
    ]
    assert [(e.seat, e.cause) for e in events(game, NightDeath)] == [(3, "attack"), (4, "fox curse"), (1, "hunter")]


def test_chains_resolve_fully_attack_spirit_link_hunter():
    """MAH-24/MAH-22: a death step with its whole chain: the spirit user is attacked, its
    link takes the hunter it guarded, the hunter takes a werewolf: three deaths."""
    game = execute(new(HUNT), 8, 0)
    night(game, s0="attack seat 6", s1="attack seat 6", s2="divine seat 4", s6="guard seat 3")
    assert game.to_act() == (3,)
    game.act(3, "shoot seat 1")
    assert events(game, NightDeath) == [
        NightDeath(6, "attack", GM_ONLY),
        NightDeath(3, "spirit link", GM_ONLY),
        NightDeath(1, "hunter", GM_ONLY),
    ]
    assert game.result is None and game.to_act() == (0, 2, 4, 5, 7, 9)


def test_hunter_shot_at_a_dead_seat_is_refused():
    """MAH-24/MAH-27: the hunter takes a living player: the dead are no option."""
    game = execute(new(HUNT), 8, 0)
    night(game, s0="attack seat 3", s1="attack seat 3", s2="divine seat 4", s6="guard seat 2")
    for bad in ("shoot seat 8", "shoot seat 3"):
        try:
            game.act(3, bad)
        except jl.IllegalAction:
            continue
        raise AssertionError(bad)
    assert game.to_act() == (3,)


def test_golem_is_judged_werewolf_but_plays_for_the_citizens():
    """MAH-R10/MAH-R02/MAH-R03/MAH-40: the seer and the medium see the golem as a
    werewolf; the werewolves may attack it; it is a human for the head count and wins
    with the citizens."""
    game = execute(new(HUNT), 4, 0)
    assert game.phase == "night" and "attack seat 4" not in strings(game.legal_actions(0))  # dead
    night(game, s0="attack seat 7", s1="attack seat 7", s2="divine seat 5", s6="guard seat 8")
    assert game.view(9).judged() == {4: "werewolf"}
    game = new(HUNT, first_day_seer="free")
    game.act(2, "divine seat 4")
    assert game.view(2).judged() == {4: "werewolf"}
    execute(game, 8, 0)
    assert "attack seat 4" in strings(game.legal_actions(0))
    night(game, s0="attack seat 7", s1="attack seat 7", s2="divine seat 5", s6="guard seat 2")
    execute(game, 0, 1)
    night(game, s1="attack seat 9", s2="divine seat 6", s6="guard seat 2")
    execute(game, 1, 2)
    assert game.result.side == "citizens" and 4 in game.result.winners and 5 not in game.result.winners


def test_madman_is_human_and_wins_with_the_werewolves():
    """MAH-R12/MAH-40: the madman is judged human, counts as a human, knows no werewolf,
    and wins with the werewolves."""
    roles = ("werewolf", "madman", "seer", "citizen", "citizen")
    game = new(roles, first_day_seer="free")
    assert game.view(1).roles == (None, "madman", None, None, None) and game.view(0).roles[1] is None
    game.act(2, "divine seat 1")
    assert game.view(2).judged() == {1: "human"}
    execute(game, 3, 0)
    night(game, s0="attack seat 2", s2="divine seat 4")
    assert game.result is None  # the werewolf against the madman and a citizen
    execute(game, 4, 0)
    assert game.result.side == "werewolves" and game.result.winners == frozenset({0, 1})
    assert game.log[-1] == GameEnded(
        (0, 1), "werewolves", "MAH-40: living humans (1) are no more than living werewolves (1)"
    )
