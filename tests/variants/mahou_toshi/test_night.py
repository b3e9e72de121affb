"""Nights: night 0 (MAH-05), the werewolves' team target (MAH-03), the one night decision
(MAH-20), the attack and the guard (MAH-21), the morning (MAH-26), legal targets
(MAH-27) and the roles' abilities (MAH-R01 ... MAH-R04, MAH-R06, MAH-R11)."""

from __future__ import annotations

from collections import Counter

import pytest

import jinro_lab as jl
from jinro_lab.core.events import GM_ONLY, Ballot, Chance, Eliminated, Knowledge, Proposal, only
from jinro_lab.variants.mahou_toshi.actions import ability
from jinro_lab.variants.mahou_toshi.events import Announcement, AttackResolved, Dawn, Dusk, Guarded

from .helpers import BASIC9, events, execute, lines, new, night, strings

SETUP_LINE = (
    "roles in play: citizen x2, knight, mason x2, medium, seer, werewolf x2; vote: simultaneous; first-day seer: "
)
WOLVES3 = ("werewolf", "werewolf", "werewolf", "seer", "knight", "medium", "citizen", "citizen", "citizen", "citizen")


# ----- MAH-05: night 0 -----------------------------------------------------------------------------
def test_night_zero_random_white_as_each_seat_sees_it():
    """MAH-05/MAH-03/MAH-R06: on night 0 the werewolves meet, the masons meet, the seer
    is told one random white (the chance and the fact seen by the seer only); no attack:
    day 1 begins with everyone alive and the vote."""
    game = new(BASIC9, seed=0)
    head = [SETUP_LINE + "random_white"]
    assert lines(game, 2) == [
        *head,
        "seat 2 is dealt seer  [seen by seat 2]",
        "night 0: everyone closes their eyes",
        "chance: random white -> 6  [seen by seat 2]",
        "seat 2 learns: seat 6 is human (random white, MAH-05)  [seen by seat 2]",
        "day 1: morning",
        "discussion: 5 minutes (MAH-10)",
    ]
    assert lines(game, 1) == [
        *head,
        "seat 1 is dealt werewolf  [seen by seat 1]",
        "night 0: everyone closes their eyes",
        "seat 1 learns: seat 0 is a werewolf  [seen by seat 1]",
        "day 1: morning",
        "discussion: 5 minutes (MAH-10)",
    ]
    assert lines(game, 6)[3] == "seat 6 learns: seat 5 is a mason  [seen by seat 6]"
    assert lines(game, 7) == [
        *head,
        "seat 7 is dealt citizen  [seen by seat 7]",
        "night 0: everyone closes their eyes",
        "day 1: morning",
        "discussion: 5 minutes (MAH-10)",
    ]
    assert game.view(None).alive == (True,) * 9 and not events(game, Eliminated, AttackResolved, Proposal)
    assert game.phase == "vote" and game.to_act() == tuple(range(9)) and game.day == 1
    assert game.view(2).judged() == {6: "human"} and game.view(3).judged() == {}


def test_random_white_is_drawn_among_the_humans_other_than_the_seer():
    """MAH-05: the random white is any non-werewolf other than the seer, uniformly: over
    many seeds it is never a werewolf nor the seer, and every other seat comes up."""
    whites = Counter()
    for seed in range(300):
        game = new(BASIC9, seed=seed)
        (chance,) = [e for e in events(game, Chance) if e.what == "random white"]
        assert chance.visible_to == only(2)
        (fact,) = [e for e in events(game, Knowledge) if e.observer == 2]
        assert fact.key == ("judged", chance.outcome, "human") and fact.visible_to == only(2)
        whites[chance.outcome] += 1
    assert set(whites) == {3, 4, 5, 6, 7, 8}
    assert min(whites.values()) > 25  # about 50 each


def test_free_first_night_divination():
    """MAH-05/MAH-04/MAH-R02: with ``first_day_seer="free"`` night 0 asks the seer alone
    (under the public night label) to divine another living player; the result is the
    seer's only; still no attack."""
    game = new(BASIC9, seed=0, first_day_seer="free")
    assert game.phase == "night" and game.to_act() == (2,) and game.view(7).phase == "night: eyes closed"
    assert strings(game.legal_actions(2)) == [f"divine seat {s}" for s in (0, 1, 3, 4, 5, 6, 7, 8)]
    start = len(game.log)
    game.act(2, "divine seat 1")
    assert lines(game, None, start) == [
        "seat 2 learns: seat 1 is werewolf  [seen by seat 2]",
        "day 1: morning",
        "discussion: 5 minutes (MAH-10)",
    ]
    assert game.view(2).judged() == {1: "werewolf"} and not events(game, Chance)
    assert game.phase == "vote" and game.view(None).alive == (True,) * 9


def test_no_first_night_divination():
    """MAH-05/MAH-04: with ``first_day_seer="none"`` the seer learns nothing on night 0."""
    game = new(BASIC9, seed=0, first_day_seer="none")
    assert game.view(2).judged() == {} and not events(game, Chance)
    assert game.phase == "vote" and lines(game, 2)[2:] == [
        "night 0: everyone closes their eyes",
        "day 1: morning",
        "discussion: 5 minutes (MAH-10)",
    ]


def test_no_seer_no_random_white():
    """MAH-05: without a seer in the setup nobody is told a random white."""
    game = new(["werewolf", "knight", "citizen", "citizen", "citizen"], seed=0)
    assert not events(game, Chance, Knowledge) and game.phase == "vote"


# ----- MAH-20 / MAH-03: the night decision -------------------------------------------------------
def test_one_night_decision_of_wolves_seer_and_knight():
    """MAH-20/MAH-R01/MAH-R03/MAH-R06: after day 1 one decision asks the living werewolves,
    the seer and the knight at once; the medium, masons and citizens have nothing to do;
    every seat sees only the public label."""
    game = execute(new(BASIC9), 7, 0)
    assert game.phase == "night" and game.to_act() == (0, 1, 2, 3)
    for seat in (4, 5, 6, 8):
        assert game.legal_actions(seat) == ()
    assert {game.view(s).phase for s in range(9)} == {"night: eyes closed"}
    with pytest.raises(jl.IllegalAction):
        game.act(8, "vote seat 0")


def test_night_choices_are_hidden_until_all_have_chosen():
    """MAH-20/MAH-03: nothing is logged while the night is being chosen; the proposals are
    shown to the werewolves only after every seat chose."""
    game = execute(new(BASIC9), 7, 0)
    start = len(game.log) - 1  # the night's dusk
    game.act(0, "attack seat 5")
    game.act(2, "divine seat 0")
    game.act(3, "guard seat 4")
    assert len(game.log) == start + 1 and game.to_act() == (1,)
    game.act(1, "attack seat 5")
    assert lines(game, 0, start)[:3] == [
        "night 1: everyone closes their eyes",
        "seat 0 proposes attack seat 5 (attack)  [seen by seat 0, seat 1]",
        "seat 1 proposes attack seat 5 (attack)  [seen by seat 0, seat 1]",
    ]


def test_night_one_full_log():
    """MAH-20/MAH-21/MAH-26/MAH-R02/MAH-R03/MAH-R04/MAH-R11: the wolves agree on seat 5,
    the knight guards seat 4, the seer divines seat 0, the medium learns that executed
    seat 7 was human; seat 5 dies (the cause for the GM only), announced in the morning
    without its role or cause."""
    game = execute(new(BASIC9), 7, 0)
    start = len(game.log) - 1  # the night's dusk
    night(game, s0="attack seat 5", s1="attack seat 5", s2="divine seat 0", s3="guard seat 4")
    assert lines(game, None, start) == [
        "night 1: everyone closes their eyes",
        "seat 0 proposes attack seat 5 (attack)  [seen by seat 0, seat 1]",
        "seat 1 proposes attack seat 5 (attack)  [seen by seat 0, seat 1]",
        "seat 3 guards seat 4  [seen by seat 3]",
        "seat 2 learns: seat 0 is werewolf  [seen by seat 2]",
        "seat 4 learns: executed seat 7 was human  [seen by seat 4]",
        "the attack on seat 5: killed  [GM only]",
        "seat 5 dies tonight (attack)  [GM only]",
        "day 2: morning",
        "seat 5 is eliminated (night)",
        "discussion: 4 minutes (MAH-10)",
    ]
    assert lines(game, 8, start) == [
        "night 1: everyone closes their eyes",
        "day 2: morning",
        "seat 5 is eliminated (night)",
        "discussion: 4 minutes (MAH-10)",
    ]
    assert events(game, Eliminated)[-1] == Eliminated(5, "night", ())
    assert game.view(None).alive == (True,) * 5 + (False, True, False, True)
    assert game.phase == "vote" and game.day == 2


def test_guard_saves_the_target_and_the_morning_says_nobody_died():
    """MAH-21/MAH-26/MAH-R04: the knight guards the werewolves' target: nobody dies; the
    morning announces that nobody died; only the GM learns the attack was guarded."""
    game = execute(new(BASIC9), 7, 0)
    start = len(game.log) - 1  # the night's dusk
    night(game, s0="attack seat 2", s1="attack seat 2", s2="divine seat 8", s3="guard seat 2")
    assert lines(game, 4, start) == [
        "night 1: everyone closes their eyes",
        "seat 4 learns: executed seat 7 was human  [seen by seat 4]",
        "day 2: morning",
        "nobody died in the night (MAH-26)",
        "discussion: 5 minutes (MAH-10)",
    ]
    assert AttackResolved(2, "guarded", GM_ONLY) in game.log
    assert events(game, Announcement)[-2] == Announcement("no death", (), "nobody died in the night (MAH-26)")
    assert game.view(None).alive[2] and len(events(game, Eliminated)) == 1


def test_guard_on_another_seat_does_not_stop_the_attack():
    """MAH-21: protection covers only the guarded player."""
    game = execute(new(BASIC9), 7, 0)
    night(game, s0="attack seat 2", s1="attack seat 2", s2="divine seat 8", s3="guard seat 4")
    assert events(game, Eliminated)[-1] == Eliminated(2, "night") and not game.view(None).alive[2]
    assert AttackResolved(2, "killed", GM_ONLY) in game.log
    assert not [e for e in events(game, Announcement) if e.key == "no death"]


def test_seer_killed_tonight_still_gets_the_result():
    """MAH-20: actions of players who die tonight still count: the seer attacked tonight
    learns its divination; the medium attacked tonight learns its result."""
    game = execute(new(BASIC9), 0, 1)  # a werewolf is executed
    night(game, s1="attack seat 2", s2="divine seat 1", s3="guard seat 5")
    assert not game.view(None).alive[2]
    assert game.view(2).judged() == {6: "human", 1: "werewolf"}  # random white, then tonight
    assert Knowledge(2, 1, "seat 1 is werewolf", ("judged", 1, "werewolf"), only(2)) in game.log
    assert game.view(4).judged() == {0: "werewolf"}
    game = execute(new(BASIC9), 0, 1)
    night(game, s1="attack seat 4", s2="divine seat 8", s3="guard seat 5")
    assert not game.view(None).alive[4] and game.view(4).judged() == {0: "werewolf"}


def test_medium_learns_the_executed_players_judgement_that_night_only():
    """MAH-R03/MAH-20: the medium learns, on the night after an execution, whether the
    executed player is a werewolf (executed seat 0: werewolf); nothing about the
    night's victim; the next day's execution gives the next result."""
    game = execute(new(BASIC9), 0, 1)
    assert not [e for e in events(game, Knowledge) if e.observer == 4]  # nothing before the night
    night(game, s1="attack seat 7", s2="divine seat 8", s3="guard seat 5")
    medium = [e for e in events(game, Knowledge) if e.observer == 4]
    assert medium == [Knowledge(4, 0, "executed seat 0 was werewolf", ("medium", 0, "werewolf"), only(4))]
    execute(game, 8, 1)
    night(game, s1="attack seat 6", s2="divine seat 5", s3="guard seat 4")
    assert game.view(4).judged() == {0: "werewolf", 8: "human"}


def test_dead_werewolf_proposes_nothing_and_sees_no_proposal():
    """MAH-03: only living werewolves propose; the team is the living werewolves."""
    game = execute(new(BASIC9), 0, 1)
    assert game.to_act() == (1, 2, 3)
    start = len(game.log) - 1  # the night's dusk
    night(game, s1="attack seat 7", s2="divine seat 8", s3="guard seat 5")
    assert events(game.log[start:], Proposal) == [Proposal(1, "attack", ability("attack", 7), only(1))]
    assert lines(game, 0, start) == [
        "night 1: everyone closes their eyes",
        "day 2: morning",
        "seat 7 is eliminated (night)",
        "discussion: 4 minutes (MAH-10)",
    ]


def test_wolves_cannot_target_a_werewolf():
    """MAH-03/MAH-27/MAH-R11: the werewolves choose among living non-werewolves: neither
    of them, nor a dead player, is a legal target."""
    game = execute(new(BASIC9), 7, 0)
    for wolf in (0, 1):
        assert strings(game.legal_actions(wolf)) == [f"attack seat {s}" for s in (2, 3, 4, 5, 6, 8)]
    for bad in ("attack seat 1", "attack seat 0", "attack seat 7"):
        with pytest.raises(jl.IllegalAction):
            game.act(0, bad)
    assert game.to_act() == (0, 1, 2, 3)


def test_most_proposed_target_wins():
    """MAH-03: three werewolves, two propose seat 6 and one seat 7: seat 6 is attacked,
    with no lot drawn."""
    game = execute(new(WOLVES3), 9, 0)
    assert game.to_act() == (0, 1, 2, 3, 4)
    start = len(game.log)
    night(game, s0="attack seat 7", s1="attack seat 6", s2="attack seat 6", s3="divine seat 8", s4="guard seat 3")
    assert events(game.log[start:], Eliminated) == [Eliminated(6, "night")]
    assert not events(game.log[start:], Chance)
    assert [e.visible_to for e in events(game.log[start:], Proposal)] == [frozenset({0, 1, 2})] * 3


def test_tied_proposals_are_drawn_by_lot_seen_by_the_wolves():
    """MAH-03: proposals tied at the top are settled by a chance event seen by the
    werewolves only; over seeds, each tied target is drawn; the lot is a draw among
    the tied only."""
    drawn = Counter()
    for seed in range(40):
        game = execute(new(BASIC9, seed=seed), 7, 0)
        start = len(game.log)
        night(game, s0="attack seat 5", s1="attack seat 8", s2="divine seat 0", s3="guard seat 4")
        (lot,) = events(game.log[start:], Chance)
        assert lot.what == "attack: lot among the tied proposals (5, 8)"
        assert lot.visible_to == frozenset({0, 1})
        (dead,) = events(game.log[start:], Eliminated)
        assert lot.outcome == (dead.seat,) and dead.seat in (5, 8)
        assert all(lot not in game.view(s).events for s in range(2, 9))
        assert lot in game.view(0).events and lot in game.view(1).events
        drawn[dead.seat] += 1
    assert set(drawn) == {5, 8}


def test_werewolves_attack_every_night():
    """MAH-R11: each night the werewolves attack; the target dies the next morning."""
    game = execute(new(BASIC9), 7, 0)
    night(game, s0="attack seat 8", s1="attack seat 8", s2="divine seat 3", s3="guard seat 2")
    execute(game, 6, 0)
    night(game, s0="attack seat 5", s1="attack seat 5", s2="divine seat 4", s3="guard seat 2")
    assert [(e.seat, e.cause) for e in events(game, Eliminated)] == [
        (7, "execution"),
        (8, "night"),
        (6, "execution"),
        (5, "night"),
    ]
    assert events(game, Dawn)[-1] == Dawn(3) and events(game, Dusk)[-1] == Dusk(2)


# ----- MAH-27: legal targets -------------------------------------------------------------------
def test_seer_divines_any_other_living_player():
    """MAH-27/MAH-R02: the seer may divine any living player but itself."""
    game = execute(new(BASIC9), 7, 0)
    assert strings(game.legal_actions(2)) == [f"divine seat {s}" for s in (0, 1, 3, 4, 5, 6, 8)]
    with pytest.raises(jl.IllegalAction):
        game.act(2, "divine seat 2")


def test_knight_does_not_guard_itself_by_default_but_may_repeat():
    """MAH-27/MAH-04/MAH-R04: by default the knight guards any other living player, the
    same one night after night (knight_repeat true)."""
    game = execute(new(BASIC9), 7, 0)
    assert strings(game.legal_actions(3)) == [f"guard seat {s}" for s in (0, 1, 2, 4, 5, 6, 8)]
    with pytest.raises(jl.IllegalAction):
        game.act(3, "guard seat 3")
    night(game, s0="attack seat 8", s1="attack seat 8", s2="divine seat 0", s3="guard seat 2")
    execute(game, 6, 0)
    assert "guard seat 2" in strings(game.legal_actions(3))
    assert "guard seat 8" not in strings(game.legal_actions(3))  # dead


def test_knight_self_and_no_repeat():
    """MAH-04/MAH-27: ``knight_self=True`` lets the knight guard itself;
    ``knight_repeat=False`` forbids last night's player the next night only."""
    game = execute(new(BASIC9, knight_self=True, knight_repeat=False), 7, 0)
    assert strings(game.legal_actions(3)) == [f"guard seat {s}" for s in (0, 1, 2, 3, 4, 5, 6, 8)]
    night(game, s0="attack seat 3", s1="attack seat 3", s2="divine seat 0", s3="guard seat 3")
    assert game.view(None).alive[3] and events(game, Announcement)[-2].key == "no death"
    execute(game, 8, 0)
    assert strings(game.legal_actions(3)) == [f"guard seat {s}" for s in (0, 1, 2, 4, 5, 6)]
    night(game, s0="attack seat 6", s1="attack seat 6", s2="divine seat 1", s3="guard seat 2")
    execute(game, 5, 0)
    assert strings(game.legal_actions(3)) == [f"guard seat {s}" for s in (0, 1, 3, 4)]


def test_guard_is_known_to_the_knight_only():
    """MAH-R04/MAH-50: the knight's guard is a private event of the knight."""
    game = execute(new(BASIC9), 7, 0)
    night(game, s0="attack seat 8", s1="attack seat 8", s2="divine seat 0", s3="guard seat 2")
    (guard,) = events(game, Guarded)
    assert guard == Guarded(3, 2, only(3))
    assert [s for s in range(9) if guard in game.view(s).events] == [3]


def test_dead_seer_and_knight_act_no_more():
    """MAH-20/MAH-R02/MAH-R04: a dead seer or knight is not asked at night."""
    game = execute(new(BASIC9), 7, 0)
    night(game, s0="attack seat 2", s1="attack seat 2", s2="divine seat 0", s3="guard seat 4")
    execute(game, 3, 0)
    assert game.to_act() == (0, 1)


def test_citizens_and_masons_never_act_at_night():
    """MAH-R01/MAH-R06: over random games, citizens, masons and the medium are asked only
    to vote; masons know each other from night 0."""
    from jinro_lab.agents import RandomAgent

    for seed in range(20):
        game = new(BASIC9, seed=seed)
        agents = [RandomAgent(seed * 10 + s) for s in range(9)]
        assert game.view(5).roles[6] == "mason" and game.view(6).roles[5] == "mason"
        while not game.over:
            for seat in game.to_act():
                legal = game.legal_actions(seat)
                if seat in (4, 5, 6, 7, 8):
                    assert {a.kind for a in legal} == {"vote"}
                game.act(seat, agents[seat].choose(None, legal))
        assert all(e.voter in range(9) for e in events(game, Ballot))
