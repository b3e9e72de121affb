"""The protectors beyond the knight: the dragon (MAH-R05) and the spirit user (MAH-R07),
the spirit link (MAH-22), the knight and dragon's lost protection (MAH-25), and the
options and legal targets that apply to every protector (MAH-04, MAH-27)."""

from __future__ import annotations

import pytest

import jinro_lab as jl
from jinro_lab.core.events import GM_ONLY, Eliminated, only
from jinro_lab.variants.mahou_toshi.events import AbilityLost, AttackResolved, DemonTargeted, Guarded, NightDeath

from .helpers import events, execute, new, night, strings

#: seats 0-1 werewolves, 2 seer, 3 knight, 4 dragon, 5 spirit user, 6-9 citizens
GUARDS = ("werewolf", "werewolf", "seer", "knight", "dragon", "spirit_user", "citizen", "citizen", "citizen", "citizen")


def first_night(**options):
    """Day 1 executes citizen 9; night 1 is asked."""
    return execute(new(GUARDS, **options), 9, 0)


def test_knight_and_dragon_meet_on_night_zero_and_see_each_others_guard():
    """MAH-05/MAH-R05/MAH-20/MAH-50: the knight and the dragon learn each other on night 0
    (nobody else learns them); at night both choose with the others, and each sees the
    other's guard (「共に目を開け」), nobody else does."""
    game = first_night()
    assert game.view(3).roles[4] == "dragon" and game.view(4).roles[3] == "knight"
    assert all(game.view(s).roles[3] is None and game.view(s).roles[4] is None for s in (0, 2, 5, 6))
    assert game.to_act() == (0, 1, 2, 3, 4, 5)
    night(
        game,
        s0="attack seat 6",
        s1="attack seat 6",
        s2="divine seat 0",
        s3="guard seat 2",
        s4="guard seat 7",
        s5="guard seat 8",
    )
    guards = events(game, Guarded)
    assert guards == [
        Guarded(3, 2, frozenset({3, 4})),
        Guarded(4, 7, frozenset({3, 4})),
        Guarded(5, 8, only(5)),
    ]
    for seat in range(10):
        seen = [g for g in guards if g in game.view(seat).events]
        assert seen == (guards[:2] if seat in (3, 4) else guards[2:] if seat == 5 else [])


def test_dragon_guards_neither_itself_nor_the_knight_even_with_knight_self():
    """MAH-R05/MAH-27/MAH-04: the dragon protects a living player other than the dragon
    and the knight; ``knight_self`` lets the knight and the spirit user guard themselves,
    never the dragon."""
    game = first_night()
    assert strings(game.legal_actions(4)) == [f"guard seat {s}" for s in (0, 1, 2, 5, 6, 7, 8)]
    assert strings(game.legal_actions(3)) == [f"guard seat {s}" for s in (0, 1, 2, 4, 5, 6, 7, 8)]
    assert strings(game.legal_actions(5)) == [f"guard seat {s}" for s in (0, 1, 2, 3, 4, 6, 7, 8)]
    for bad in ("guard seat 4", "guard seat 3"):
        with pytest.raises(jl.IllegalAction):
            game.act(4, bad)
    game = first_night(knight_self=True)
    assert "guard seat 4" not in strings(game.legal_actions(4)) and "guard seat 3" not in strings(game.legal_actions(4))
    assert "guard seat 3" in strings(game.legal_actions(3)) and "guard seat 5" in strings(game.legal_actions(5))


@pytest.mark.parametrize(("seat", "role"), [(4, "dragon"), (5, "spirit_user")])
def test_dragon_and_spirit_user_protect_from_the_attack(seat, role):
    """MAH-R05/MAH-R07/MAH-21: a player guarded by the dragon or the spirit user survives
    the attack; the morning says nobody died; only the GM learns the guard worked."""
    game = first_night()
    guards = {3: "guard seat 2", 4: "guard seat 7", 5: "guard seat 8"}
    guards[seat] = "guard seat 6"
    night(game, s0="attack seat 6", s1="attack seat 6", s2="divine seat 0", **{f"s{k}": v for k, v in guards.items()})
    assert game.view(None).alive[6] and AttackResolved(6, "guarded", GM_ONLY) in game.log
    assert events(game, Eliminated) == [Eliminated(9, "execution")]
    assert game.view(None).roles[seat] == role


def test_repeat_and_self_options_bind_every_protector():
    """MAH-04/MAH-27: with ``knight_repeat=False`` neither the knight, the dragon nor the
    spirit user may guard last night's player; with ``knight_self`` the spirit user may
    guard itself, and survives an attack on itself."""
    game = first_night(knight_repeat=False, knight_self=True)
    night(
        game,
        s0="attack seat 5",
        s1="attack seat 5",
        s2="divine seat 0",
        s3="guard seat 2",
        s4="guard seat 7",
        s5="guard seat 5",
    )
    assert game.view(None).alive[5] and AttackResolved(5, "guarded", GM_ONLY) in game.log
    execute(game, 8, 0)
    assert "guard seat 2" not in strings(game.legal_actions(3))
    assert "guard seat 7" not in strings(game.legal_actions(4))
    assert "guard seat 5" not in strings(game.legal_actions(5))
    assert "guard seat 3" in strings(game.legal_actions(3))


def test_spirit_user_killed_by_the_attack_takes_its_guarded_werewolf_along():
    """MAH-22/MAH-R07/MAH-20/MAH-26: the spirit user guards werewolf seat 0 and is killed
    by the attack: seat 0 dies too (a werewolf too); the morning announces both deaths,
    in order, without causes (the GM alone sees attack and spirit link)."""
    game = first_night()
    start = len(game.log)
    night(
        game,
        s0="attack seat 5",
        s1="attack seat 5",
        s2="divine seat 6",
        s3="guard seat 2",
        s4="guard seat 7",
        s5="guard seat 0",
    )
    assert [e for e in events(game.log[start:], NightDeath)] == [
        NightDeath(5, "attack", GM_ONLY),
        NightDeath(0, "spirit link", GM_ONLY),
    ]
    assert events(game.log[start:], Eliminated) == [Eliminated(5, "night"), Eliminated(0, "night")]
    assert game.result is None and game.to_act() == (1, 2, 3, 4, 6, 7, 8)


def test_no_spirit_link_when_the_spirit_user_survives_or_dies_otherwise():
    """MAH-22: the link needs the spirit user killed by the attack: guarded by the knight
    it survives and nobody dies; executed by day, its last guard takes nobody."""
    game = first_night()
    night(
        game,
        s0="attack seat 5",
        s1="attack seat 5",
        s2="divine seat 6",
        s3="guard seat 5",
        s4="guard seat 7",
        s5="guard seat 0",
    )
    assert game.view(None).alive[0] and game.view(None).alive[5]
    execute(game, 5, 0)
    assert [e.seat for e in events(game, Eliminated)] == [9, 5]


def test_knight_loses_its_protection_when_the_dragon_dies():
    """MAH-25/MAH-R04/MAH-50/MAH-26: the dragon attacked and killed: the knight is told
    (privately, after the morning announced the death) it lost its protection, and is
    asked nothing the next night; the spirit user still is."""
    game = first_night()
    night(
        game,
        s0="attack seat 4",
        s1="attack seat 4",
        s2="divine seat 6",
        s3="guard seat 2",
        s4="guard seat 7",
        s5="guard seat 8",
    )
    lost = AbilityLost(3, 4, only(3))
    assert lost in game.log and [s for s in range(10) if lost in game.view(s).events] == [3]
    seen = game.view(3).events
    assert seen.index(Eliminated(4, "night")) < seen.index(lost)  # told after the morning's announcement
    execute(game, 8, 0)
    assert game.to_act() == (0, 1, 2, 5) and game.legal_actions(3) == ()


def test_dragon_loses_its_protection_when_the_knight_is_executed():
    """MAH-25/MAH-R05: the knight executed by day: the dragon is not asked that night."""
    game = first_night()
    night(
        game,
        s0="attack seat 7",
        s1="attack seat 7",
        s2="divine seat 6",
        s3="guard seat 2",
        s4="guard seat 6",
        s5="guard seat 8",
    )
    execute(game, 3, 0)
    assert AbilityLost(4, 3, only(4)) in game.log
    assert game.to_act() == (0, 1, 2, 5)


def test_a_dragon_without_a_knight_keeps_its_protection():
    """MAH-25: the loss needs both in the game: a dragon without a knight guards every
    night, a knight without a dragon too."""
    roles = ("werewolf", "werewolf", "seer", "citizen", "dragon", "citizen", "citizen", "citizen")
    game = execute(new(roles), 7, 0)
    for victim, fallback in ((6, 0), (5, 0)):
        assert 4 in game.to_act()
        night(game, s0=f"attack seat {victim}", s1=f"attack seat {victim}", s2="divine seat 0", s4="guard seat 2")
        if game.over:
            break
        execute(game, 3, fallback)
    assert not events(game, AbilityLost)


def test_being_guarded_flags_the_demon():
    """MAH-34/MAH-R15: a protector's guard on the demon counts as a target of an ability."""
    roles = (
        "werewolf",
        "werewolf",
        "seer",
        "knight",
        "demon",
        "spirit_user",
        "citizen",
        "citizen",
        "citizen",
        "citizen",
    )
    game = execute(new(roles), 9, 0)
    night(game, s0="attack seat 6", s1="attack seat 6", s2="divine seat 0", s3="guard seat 4", s5="guard seat 7")
    assert events(game, DemonTargeted) == [DemonTargeted(4, "knight", GM_ONLY)]
