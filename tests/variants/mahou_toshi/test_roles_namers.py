"""The roles that name a player each night: the moneylender (MAH-R08), the evil eye
(MAH-R13) and the chimera (MAH-R14), with the morning's order (MAH-26), the werewolves
they make (MAH-02, MAH-03) and their legal targets (MAH-27)."""

from __future__ import annotations

import pytest

import jinro_lab as jl
from jinro_lab.core.events import GM_ONLY, Ballot, Eliminated, Knowledge, Proposal, RuleChanged, only
from jinro_lab.variants.mahou_toshi.actions import ability
from jinro_lab.variants.mahou_toshi.events import Announcement, ChimeraMatched, ChimeraTurned, DemonTargeted, Named

from .helpers import day, events, execute, lines, new, night, strings

#: seats 0 werewolf, 1 evil eye, 2 chimera, 3 seer, 4 moneylender, 5-8 citizens, 9 medium
NAMERS = (
    "werewolf",
    "evil_eye",
    "chimera",
    "seer",
    "moneylender",
    "citizen",
    "citizen",
    "citizen",
    "citizen",
    "medium",
)


def first_night(**options):
    """Day 1 executes citizen 8; night 1 is asked."""
    return execute(new(NAMERS, **options), 8, 0)


def test_night_asks_each_namer_and_then_the_evil_eye_alone():
    """MAH-20/MAH-03/MAH-02/MAH-27/MAH-50: the werewolf and the evil eye propose the attack
    together (the chimera, not turned, is neither asked to attack nor a werewolf's
    teammate), the chimera names another player, the moneylender anyone (itself too); then
    the evil eye names another player to silence; every view shows the night's label."""
    game = first_night()
    assert game.to_act() == (0, 1, 2, 3, 4)
    assert strings(game.legal_actions(1)) == [f"attack seat {s}" for s in (2, 3, 4, 5, 6, 7, 9)]
    assert strings(game.legal_actions(2)) == [f"predict seat {s}" for s in (0, 1, 3, 4, 5, 6, 7, 9)]
    assert strings(game.legal_actions(4)) == [f"lend seat {s}" for s in (0, 1, 2, 3, 4, 5, 6, 7, 9)]
    assert game.view(0).roles[:3] == ("werewolf", "evil_eye", None) and game.view(2).roles[:2] == (None, None)
    night(game, s0="attack seat 6", s1="attack seat 6", s2="predict seat 5", s3="divine seat 2", s4="lend seat 4")
    assert game.to_act() == (1,) and game.phase == "silence"
    assert {game.view(s).phase for s in range(10)} == {"night: eyes closed"}
    assert strings(game.legal_actions(1)) == [f"silence seat {s}" for s in (0, 2, 3, 4, 5, 6, 7, 9)]
    with pytest.raises(jl.IllegalAction):
        game.act(1, "silence seat 1")
    game.act(1, "silence seat 3")
    assert [e for e in events(game, Proposal)][-2:] == [
        Proposal(0, "attack", ability("attack", 6), frozenset({0, 1})),
        Proposal(1, "attack", ability("attack", 6), frozenset({0, 1})),
    ]
    assert [(e.seat, e.ability, e.target, e.visible_to) for e in events(game, Named)] == [
        (2, "predict", 5, only(2)),
        (4, "lend", 4, only(4)),
        (1, "silence", 3, only(1)),
    ]


def test_morning_announces_deaths_then_the_double_vote_then_the_silence():
    """MAH-26/MAH-R08/MAH-R13/MAH-32: the morning's order: the night's deaths, the
    moneylender's double vote, the evil eye's silence, then the discussion time."""
    game = first_night()
    night(game, s0="attack seat 6", s1="attack seat 6", s2="predict seat 5", s3="divine seat 2", s4="lend seat 5")
    start = len(game.log)
    game.act(1, "silence seat 3")
    assert lines(game, 7, start) == [
        "day 2: morning",
        "seat 6 is eliminated (night)",
        "rule change: double_vote on seat 5 = 2 (today, from moneylender)",
        "seat 3 may not speak for the first minute (MAH-R13, MAH-32)",
        "discussion: 5 minutes (MAH-10)",
    ]


def test_the_moneylenders_double_vote_counts_in_the_runoff_and_ends_at_dusk():
    """MAH-R08/MAH-11/MAH-12: the named player's ballot weighs 2 in the day's vote and in
    its runoff (a three-way 3-3-3 tie, then 4 against 3 and 2); the next day it is 1."""
    game = first_night()
    night(game, s0="attack seat 7", s1="attack seat 7", s2="predict seat 5", s3="divine seat 2", s4="lend seat 5")
    game.act(1, "silence seat 3")
    day(game, {5: 0, 9: 0, 0: 3, 1: 3, 2: 3, 3: 1, 4: 1, 6: 1})
    assert game.phase == "vote"  # the runoff among 0, 1 and 3
    day(game, {5: 0, 9: 1, 0: 3, 1: 3, 2: 1, 3: 0, 4: 1, 6: 0})
    weights = {(b.voter, b.round): b.weight for b in events(game, Ballot) if b.day == 2}
    assert weights[(5, 0)] == weights[(5, 1)] == 2 and {w for k, w in weights.items() if k[0] != 5} == {1}
    assert events(game, Eliminated)[-1] == Eliminated(0, "execution")
    ended = [e for e in events(game, RuleChanged) if not e.active]
    assert ended == [RuleChanged("double_vote", 5, 2, "today", "moneylender", False)]


def test_the_moneylenders_death_at_night_shortens_that_mornings_discussion():
    """MAH-R08/MAH-26/MAH-20: the moneylender killed in the night: its naming still counts
    (announced), and the discussion that follows lasts 1 minute; the day after, the
    usual time again."""
    game = first_night()
    night(game, s0="attack seat 4", s1="attack seat 4", s2="predict seat 5", s3="divine seat 2", s4="lend seat 3")
    game.act(1, "silence seat 5")
    talks = [e for e in events(game, Announcement) if "discussion" in e.key]
    assert talks[-1] == Announcement("short discussion", (1,), "discussion: 1 minute (MAH-R08: the moneylender died)")
    assert RuleChanged("double_vote", 3, 2, "today", "moneylender", True) in game.log
    execute(game, 7, 0)
    night(game, s0="attack seat 5", s1="attack seat 5", s2="predict seat 6", s3="divine seat 0")
    game.act(1, "silence seat 3")
    assert [e for e in events(game, Announcement) if "discussion" in e.key][-1].key == "discussion"


def test_the_moneylenders_execution_shortens_the_next_days_discussion():
    """MAH-R08: executed by day, the moneylender makes the next day's discussion 1 minute."""
    game = execute(new(NAMERS), 4, 0)
    night(game, s0="attack seat 6", s1="attack seat 6", s2="predict seat 5", s3="divine seat 2")
    game.act(1, "silence seat 3")
    assert [e for e in events(game, Announcement) if "discussion" in e.key][-1].args == (1,)


def test_evil_eye_counts_as_a_werewolf():
    """MAH-R13/MAH-02/MAH-40: the evil eye is a werewolf: not attackable, judged werewolf,
    and with the plain werewolf executed the game goes on while it lives."""
    game = first_night()
    assert "attack seat 1" not in strings(game.legal_actions(0))
    night(game, s0="attack seat 6", s1="attack seat 6", s2="predict seat 5", s3="divine seat 1", s4="lend seat 5")
    game.act(1, "silence seat 3")
    assert game.view(3).judged()[1] == "werewolf"
    execute(game, 0, 1)
    assert game.result is None and game.to_act() == (1, 2, 3, 4)


def test_chimera_turns_werewolf_from_the_night_after_its_match():
    """MAH-R14/MAH-02/MAH-03/MAH-50: the chimera names seat 6, the werewolves' target: only
    the GM learns it that night; the day after it is still no werewolf; at the next dusk
    it turns: it and the living werewolves see it, learn each other, and it proposes the
    attack with them (no longer naming); the werewolves may not attack it any more."""
    game = first_night()
    assert "attack seat 2" in strings(game.legal_actions(0))
    night(game, s0="attack seat 6", s1="attack seat 6", s2="predict seat 6", s3="divine seat 5", s4="lend seat 5")
    game.act(1, "silence seat 3")
    assert ChimeraMatched(2, 6, GM_ONLY) in game.log and not events(game, ChimeraTurned)
    assert game.view(0).werewolves() == {0, 1} and game.view(2).werewolves() == frozenset()
    execute(game, 7, 0)
    turned = ChimeraTurned(2, frozenset({0, 1, 2}))
    assert turned in game.log and game.view(2).werewolves() == {0, 1, 2} == game.view(0).werewolves()
    assert Knowledge(2, 1, "seat 1 is a evil_eye", ("role", 1, "evil_eye"), only(2)) in game.log
    assert Knowledge(0, 2, "seat 2 is a chimera", ("role", 2, "chimera"), only(0)) in game.log
    assert [s for s in range(10) if turned in game.view(s).events] == [0, 1, 2]
    assert game.to_act() == (0, 1, 2, 3, 4)
    assert strings(game.legal_actions(2)) == [f"attack seat {s}" for s in (3, 4, 5, 9)]
    assert "attack seat 2" not in strings(game.legal_actions(0))


def test_a_missed_guess_or_a_dead_chimera_does_not_turn():
    """MAH-R14: a guess that is not the final target changes nothing; a chimera executed
    before the next night does not turn."""
    game = first_night()
    night(game, s0="attack seat 6", s1="attack seat 6", s2="predict seat 5", s3="divine seat 0", s4="lend seat 5")
    game.act(1, "silence seat 3")
    assert not events(game, ChimeraMatched)
    game = first_night()
    night(game, s0="attack seat 6", s1="attack seat 6", s2="predict seat 6", s3="divine seat 0", s4="lend seat 5")
    game.act(1, "silence seat 3")
    execute(game, 2, 0)
    assert not events(game, ChimeraTurned) and game.to_act() == (0, 1, 3, 4)


def test_the_chimeras_turn_is_a_win_check():
    """MAH-R14/MAH-24/MAH-40/MAH-02: one werewolf, the chimera and the seer alive: the
    chimera still counts as a human by day (no win); at the dusk it turns, two werewolves
    against one human: the werewolves win, the chimera with them."""
    game = execute(new(("werewolf", "chimera", "seer", "citizen", "citizen", "citizen")), 5, 0)
    night(game, s0="attack seat 3", s1="predict seat 3", s2="divine seat 1")
    assert game.result is None
    execute(game, 4, 0)
    assert (
        events(game, Eliminated)[-1] == Eliminated(4, "execution")
        and game.view(None).alive == (True,) * 3 + (False,) * 3
    )
    assert game.result is not None and game.result.side == "werewolves"
    assert game.result.winners == frozenset({0, 1})
    assert game.result.reason == "MAH-40: living humans (1) are no more than living werewolves (2)"
    assert type(game.log[-2]) is Knowledge and events(game, ChimeraTurned)


@pytest.mark.parametrize(("namer", "action"), [(4, "lend"), (1, "silence"), (2, "predict")])
def test_a_naming_flags_the_demon(namer, action):
    """MAH-34/MAH-R15: named by the moneylender, the evil eye or the chimera, the demon is
    a target of an ability."""
    roles = list(NAMERS)
    roles[5] = "demon"
    game = execute(new(roles), 8, 0)
    choices = {
        "s0": "attack seat 6",
        "s1": "attack seat 6",
        "s2": "predict seat 7",
        "s3": "divine seat 0",
        "s4": "lend seat 7",
    }
    if namer != 1:
        choices[f"s{namer}"] = f"{action} seat 5"
    night(game, **choices)
    game.act(1, "silence seat 5" if namer == 1 else "silence seat 3")
    by = {4: "moneylender", 1: "evil_eye", 2: "chimera"}[namer]
    assert events(game, DemonTargeted) == [DemonTargeted(5, by, GM_ONLY)]
