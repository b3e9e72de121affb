"""The third side: the demon (MAH-R15, MAH-41) and the fox (MAH-R16, MAH-23, MAH-42);
their immunity to the attack (MAH-21), the random white (MAH-05), the head count
(MAH-40) and the end at the first condition met (MAH-43)."""

from __future__ import annotations

from collections import Counter

import pytest

from jinro_lab.core.events import GM_ONLY, Chance, Eliminated, GameEnded
from jinro_lab.variants.mahou_toshi.events import Announcement, AttackResolved, DemonTargeted, NightDeath
from jinro_lab.variants.mahou_toshi.render import result_text

from .helpers import events, execute, new, night

#: seats 0-1 werewolves, 2 seer, 3 knight, 4 demon, 5 fox, 6-9 citizens
THIRD = ("werewolf", "werewolf", "seer", "knight", "demon", "fox", "citizen", "citizen", "citizen", "citizen")


def first_night(**options):
    """Day 1 executes citizen 9; night 1 is asked."""
    return execute(new(THIRD, **options), 9, 0)


@pytest.mark.parametrize("immune", [4, 5])
def test_demon_and_fox_are_not_killed_by_the_attack(immune):
    """MAH-21/MAH-R15/MAH-R16: the werewolves may target the demon and the fox, but the
    attack does not kill them: nobody dies; only the GM learns why."""
    game = first_night()
    night(game, s0=f"attack seat {immune}", s1=f"attack seat {immune}", s2="divine seat 0", s3="guard seat 2")
    assert AttackResolved(immune, "immune", GM_ONLY) in game.log
    assert game.view(None).alive[immune] and events(game, Announcement)[-2].key == "no death"


def test_fox_divined_dies_the_next_morning_even_if_attacked():
    """MAH-23/MAH-R16/MAH-R02/MAH-26: the seer divines the fox (judged human) while the
    werewolves attack it: it dies once, of the curse; the morning says only that it died."""
    game = first_night()
    start = len(game.log)
    night(game, s0="attack seat 5", s1="attack seat 5", s2="divine seat 5", s3="guard seat 2")
    assert game.view(2).judged()[5] == "human"
    assert [e for e in events(game.log[start:], AttackResolved, NightDeath)] == [
        AttackResolved(5, "immune", GM_ONLY),
        NightDeath(5, "fox curse", GM_ONLY),
    ]
    assert events(game.log[start:], Eliminated) == [Eliminated(5, "night")]


def test_fox_curse_beside_an_attack_death():
    """MAH-23/MAH-20: the fox divined and a citizen attacked: both die, announced together."""
    game = first_night()
    start = len(game.log)
    night(game, s0="attack seat 6", s1="attack seat 6", s2="divine seat 5", s3="guard seat 2")
    assert [e.seat for e in events(game.log[start:], Eliminated)] == [6, 5]


def test_free_night_zero_divination_of_the_fox_kills_it_on_morning_one():
    """MAH-05/MAH-23: a free night-0 divination is ordinary: the fox dies on morning 1."""
    game = new(THIRD, first_day_seer="free")
    game.act(2, "divine seat 5")
    assert events(game, NightDeath) == [NightDeath(5, "fox curse", GM_ONLY)]
    assert events(game, Eliminated) == [Eliminated(5, "night")] and game.day == 1 and game.phase == "vote"


def test_random_white_is_never_the_fox_nor_a_player_judged_werewolf():
    """MAH-05: the random white is drawn among the players judged human other than the
    seer and the fox: over seeds never the fox, the golem, the chimera or a werewolf."""
    roles = ("werewolf", "golem", "chimera", "seer", "fox", "citizen", "citizen", "demon")
    drawn = Counter()
    for seed in range(200):
        game = new(roles, seed=seed)
        (white,) = [e.outcome for e in events(game, Chance) if e.what == "random white"]
        drawn[white] += 1
    assert set(drawn) == {5, 6, 7}


def test_random_white_is_no_target_for_the_demon():
    """MAH-05/MAH-34/MAH-41: the demon told as the random white is not flagged: executed,
    it just dies and the game goes on."""
    game = new(("werewolf", "seer", "demon", "golem", "chimera"), seed=0)
    assert [e.outcome for e in events(game, Chance)] == [2]
    execute(game, 2, 0)
    assert game.result is None and not events(game, DemonTargeted)


def test_demon_executed_after_being_divined_wins_alone():
    """MAH-41/MAH-34/MAH-R15/MAH-43: divined on night 1, the demon executed on day 2 wins
    at once, alone (no other condition holds); nothing follows the end."""
    game = first_night()
    night(game, s0="attack seat 6", s1="attack seat 6", s2="divine seat 4", s3="guard seat 2")
    assert events(game, DemonTargeted) == [DemonTargeted(4, "seer", GM_ONLY)]
    execute(game, 4, 0)
    assert game.result.winners == frozenset({4}) and game.result.side == "demon"
    assert game.result.reason == "MAH-41: the demon is executed after being targeted"
    assert type(game.log[-1]) is GameEnded and events(game, Eliminated)[-1] == Eliminated(4, "execution")


def test_demon_executed_untargeted_just_dies():
    """MAH-41: executed without having been a target, the demon does not win."""
    game = execute(new(THIRD), 4, 0)
    assert game.result is None and game.phase == "night"


#: the demon (seat 3) divined on night 2 and executed on day 3: 2 werewolves, then 2 humans left
PARITY = ("werewolf", "werewolf", "seer", "demon", "citizen", "citizen", "citizen", "fox")
PARITY_40 = "MAH-40: living humans (2) are no more than living werewolves (2)"


def demon_executed_at_parity(roles=PARITY[:7], **options):
    game = new(roles, position={"dead": [4, 5], "day": 2, "phase": "night"}, **options)
    night(game, s0="attack seat 3", s1="attack seat 3", s2="divine seat 3")
    return execute(game, 3, 0)


def test_demons_execution_that_also_leaves_werewolf_parity():
    """MAH-42/MAH-41/MAH-40: the demon's execution also leaves humans no more than
    werewolves: the side is the demon's, the demon and the werewolves win, and the
    reason names the demon's rule, MAH-42 and the werewolves' rule, in both languages."""
    game = demon_executed_at_parity()
    assert game.result.side == "demon" and game.result.winners == frozenset({0, 1, 3})
    assert game.result.reason == (
        f"MAH-41: the demon is executed after being targeted; MAH-42: the werewolves win with the demon; {PARITY_40}"
    )
    assert result_text(game.result, "ja") == (
        "席0・席1・席3の勝ち（魔人）：MAH-41：能力の対象となった魔人が処刑された。MAH-42：人狼陣営も魔人と共に勝つ。"
        "MAH-40：生存している人間（2人）が生存している人狼（2人）以下になった（3日目）"
    )


@pytest.mark.parametrize(
    ("steals", "winners", "fox_part"),
    [
        (True, {3, 7}, "MAH-42: the fox is alive and wins instead"),
        (False, {0, 1, 3, 7}, "MAH-42: the werewolves win with the demon; MAH-42: the fox is alive and wins too"),
    ],
)
def test_demons_execution_at_parity_with_the_fox_alive(steals, winners, fox_part):
    """MAH-42/MAH-41: with the fox alive the demon wins with the fox, which takes the
    werewolves' place (``fox_steals_win``) or wins beside them; the side is the demon's."""
    game = demon_executed_at_parity(PARITY, fox_steals_win=steals)
    assert game.result.side == "demon" and game.result.winners == frozenset(winners)
    assert game.result.reason == f"MAH-41: the demon is executed after being targeted; {fox_part}; {PARITY_40}"
    assert "MAH-42：狐人が生存しており" in result_text(game.result, "ja")


def test_demons_execution_whose_chain_kills_the_last_werewolf():
    """MAH-42/MAH-41/MAH-40/MAH-E07 (decision): the demon's lover is the last werewolf; the
    execution's chain kills it: the demon and the citizens win, side ``demon``."""
    roles = ("werewolf", "citizen", "seer", "demon", "citizen", "citizen", "citizen", "citizen", "medium")
    game = execute(new(roles, events=["legend_tree", "bath"]), 7, 0)
    game.act(7, "legend_tree seat 3")
    game.act(7, "legend_tree seat 0")
    night(game, s0="attack seat 4", s2="divine seat 1")
    execute(game, 3, 0)
    assert events(game, Eliminated)[-2:] == [Eliminated(3, "execution"), Eliminated(0, "lovers")]
    assert game.result.side == "demon" and game.result.winners == frozenset({1, 2, 3, 4, 5, 6, 7, 8})
    assert game.result.reason == (
        "MAH-41: the demon is executed after being targeted; MAH-42: the citizens win with the demon; "
        "MAH-40: every werewolf is dead"
    )
    assert "MAH-42：市民陣営も魔人と共に勝つ" in result_text(game.result, "ja")


def test_living_fox_steals_the_citizens_win():
    """MAH-42/MAH-40: the last werewolf executed with the fox alive: the fox wins instead."""
    game = execute(new(("werewolf", "seer", "fox", "citizen", "citizen", "citizen")), 0, 1)
    assert game.result.winners == frozenset({2}) and game.result.side == "fox"
    assert game.result.reason == "MAH-42: the fox is alive and wins instead; MAH-40: every werewolf is dead"


def test_fox_is_not_counted_and_steals_the_werewolves_win():
    """MAH-42/MAH-40/MAH-R16: two werewolves against two humans and the fox: the werewolves'
    condition holds (the fox is not in the head count), and the living fox wins instead."""
    roles = ("werewolf", "werewolf", "fox", "citizen", "citizen", "citizen", "seer")
    game = execute(new(roles), 3, 0)
    assert game.result is None
    night(game, s0="attack seat 4", s1="attack seat 4", s6="divine seat 0")
    assert game.result.side == "fox" and game.result.winners == frozenset({2})
    assert game.result.reason.endswith("MAH-40: living humans (2) are no more than living werewolves (2)")


def test_without_fox_steals_win_the_fox_wins_with_the_team():
    """MAH-42 (``fox_steals_win=False``): the living fox wins with the winning team."""
    game = execute(new(("werewolf", "seer", "fox", "citizen", "citizen", "citizen"), fox_steals_win=False), 0, 1)
    assert game.result.side == "citizens" and game.result.winners == frozenset({1, 2, 3, 4, 5})
    assert game.result.reason == "MAH-42: the fox is alive and wins too; MAH-40: every werewolf is dead"


def test_a_dead_fox_steals_nothing():
    """MAH-42: the fox cursed before the end: the citizens win as usual."""
    game = new(("werewolf", "seer", "fox", "citizen", "citizen", "citizen"), first_day_seer="free")
    game.act(1, "divine seat 2")
    execute(game, 0, 1)
    assert game.result.side == "citizens" and 2 not in game.result.winners
