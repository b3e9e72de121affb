"""Information flow: what is private to a seat (MAH-50) and what everyone sees (MAH-51),
with the morning's deaths that reveal no role (MAH-26)."""

from __future__ import annotations

import pytest

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, play_game
from jinro_lab.core.events import (
    GM_ONLY,
    Ballot,
    Chance,
    Eliminated,
    GameEnded,
    Knowledge,
    Proposal,
    VoteResult,
    only,
)
from jinro_lab.variants.mahou_toshi.cards import EVENT_CARDS
from jinro_lab.variants.mahou_toshi.events import (
    AbilityLost,
    Announcement,
    AttackResolved,
    ChimeraMatched,
    Dawn,
    DemonTargeted,
    Dusk,
    Guarded,
    Named,
    NightDeath,
    RoleDealt,
    SetupAnnounced,
)
from jinro_lab.variants.mahou_toshi.roles import PROTECTORS, ROLES

from .helpers import BASIC9, execute, new, night

PAIR = {"knight", "dragon"}
GM_TYPES = (AttackResolved, NightDeath, DemonTargeted, ChimeraMatched)
PUBLIC_TYPES = (SetupAnnounced, Dusk, Dawn, Announcement, Ballot, VoteResult, Eliminated, GameEnded)


#: every event card but the soul vortex (MAH-E06, whose redeal these checks of fixed roles leave
#: to test_events_day.py): the rest keep each seat's role for the whole game
STATIC_ROLE_CARDS = [c for c in EVENT_CARDS if c != "soul_vortex"]


def _random_games(count: int):
    for seed in range(count):
        n = 5 + seed % 12
        game = jl.new_game(
            "mahou_toshi",
            players=n,
            seed=seed,
            vote_style=("simultaneous", "in_turn", "free")[seed % 3],
            first_day_seer=("random_white", "free", "none")[seed // 3 % 3],
            knight_self=seed % 2 == 0,
            events=STATIC_ROLE_CARDS,
        )
        yield play_game(game, [RandomAgent(1000 + seed * 17 + s) for s in range(n)])


def test_each_seat_sees_only_what_reaches_it():
    """MAH-50/MAH-51: in whole random games, a seat's events are exactly the public ones
    and those addressed to it: its own role card, the facts it learned (teammates,
    divinations, the medium's results, the random white), a protector's own guards
    (the knight's and the dragon's each other's too), its own namings and lost ability,
    the werewolves' proposals and lots; never the GM's (the deal, how the attack went,
    the causes of night deaths, the demon's flag)."""
    for game in _random_games(120):
        roles = game.view(None).roles
        wolves = {s for s, r in enumerate(roles) if r in ("werewolf", "evil_eye")}
        for seat in range(game.players):
            seen = game.view(seat).events
            assert list(seen) == [e for e in game.log if e.visible_to is None or seat in e.visible_to]
            for e in seen:
                if type(e) is RoleDealt:
                    assert e.seat == seat and e.role == roles[seat]
                elif type(e) is Knowledge:
                    assert e.observer == seat and e.visible_to == only(seat)
                elif type(e) is Guarded:
                    assert roles[seat] in PROTECTORS and (e.seat == seat or {roles[seat], roles[e.seat]} == PAIR)
                elif type(e) in (Named, AbilityLost):
                    assert e.seat == seat and e.visible_to == only(seat)
                elif type(e) is Proposal:
                    assert seat in wolves and e.visible_to <= wolves
                elif type(e) is Chance and e.visible_to is not None:
                    assert (
                        (e.what == "random white" and roles[seat] == "seer")
                        or (e.what.startswith("attack: lot") and seat in wolves)
                        or (e.what == "casino card" and e.visible_to == only(seat))  # the executed (MAH-E24)
                    )
                else:
                    assert type(e) not in GM_TYPES and e.visible_to is None, e
        for e in game.log:
            if type(e) in PUBLIC_TYPES:
                assert e.visible_to is None, e
            if type(e) in GM_TYPES or (type(e) is Chance and e.what == "roles dealt"):
                assert e.visible_to == GM_ONLY


def test_knowledge_reaches_only_the_right_roles():
    """MAH-50/MAH-03/MAH-05/MAH-R02/MAH-R03/MAH-R06: the role facts go among the werewolves
    (the evil eye included), mason-to-mason, knight-to-dragon; judgements only to the
    seer and the medium, as the role table judges (MAH-R16: the fox is human), reversed
    for the night's mirror player (MAH-E09); the evil cult's werewolves to the madman
    (MAH-E23), the casino's card to the werewolves (MAH-E24)."""
    groups = ({"werewolf", "evil_eye"}, {"mason"}, {"knight", "dragon"})
    for game in _random_games(60):
        roles = game.view(None).roles
        mirrored = None
        for e in game.log:
            if type(e) is Dusk:
                mirrored = None
            elif type(e) is Named and e.ability == "magic_mirror":
                mirrored = e.target
            if type(e) is Knowledge:
                kind, subject, value = e.key
                judged = ROLES[roles[subject]].judged
                if subject == mirrored:
                    judged = "human" if judged == "werewolf" else "werewolf"
                if kind == "role":
                    assert roles[subject] == value
                    assert any({roles[e.observer], value} <= group for group in groups)
                elif kind == "cult":
                    assert roles[e.observer] == "madman" and roles[subject] in ("werewolf", "evil_eye", "chimera")
                elif kind == "casino":
                    assert roles[e.observer] in ("werewolf", "evil_eye", "chimera") and value in ("citizen", "werewolf")
                elif kind == "judged":
                    assert roles[e.observer] == "seer"
                    assert value == judged
                else:
                    assert kind == "medium" and roles[e.observer] == "medium"
                    assert value == judged


def test_views_show_own_role_and_met_teammates_only():
    """MAH-50: a seat's view knows its own role and the teammates it met; the seer's and
    medium's findings are judgements, not roles; the GM sees every role."""
    game = execute(new(BASIC9), 0, 1)
    night(game, s1="attack seat 7", s2="divine seat 1", s3="guard seat 2")
    unknown = [None] * 9
    assert game.view(None).roles == BASIC9
    assert game.view(1).roles == ("werewolf", "werewolf", *unknown[2:])
    assert game.view(5).roles == (*unknown[:5], "mason", "mason", None, None)
    assert game.view(8).roles == (*unknown[:8], "citizen")
    assert game.view(2).roles == (None, None, "seer", *unknown[3:])
    assert game.view(2).judged() == {6: "human", 1: "werewolf"}
    assert game.view(4).judged() == {0: "werewolf"}
    assert game.view(7).role == "citizen" and not game.view(7).alive[7]
    assert game.view(3).role == "knight" and game.view(3).seat == 3 and game.view(None).seat is None


def test_deaths_reveal_no_role():
    """MAH-26/MAH-51: executions and attacks are public, with no role revealed: nobody
    else's view learns the dead seats' roles."""
    game = execute(new(BASIC9), 0, 1)
    night(game, s1="attack seat 2", s2="divine seat 1", s3="guard seat 5")
    dead = [e for e in game.log if type(e) is Eliminated]
    assert dead == [Eliminated(0, "execution", ()), Eliminated(2, "night", ())]
    assert all(e.visible_to is None for e in dead)
    assert game.view(8).roles[0] is None and game.view(8).roles[2] is None
    assert game.view(8).alive == (False, True, False, True, True, True, True, True, True)


def test_hidden_roles_do_not_change_what_others_see():
    """MAH-50: swapping the roles of the medium (seat 4) and a citizen (seat 7) changes
    nothing any other seat sees over a scripted game: the medium's result stays private."""
    swapped = list(BASIC9)
    swapped[4], swapped[7] = swapped[7], swapped[4]
    games = [new(BASIC9, seed=11), new(swapped, seed=11)]
    for game in games:
        execute(game, 8, 0)
        night(game, s0="attack seat 6", s1="attack seat 6", s2="divine seat 3", s3="guard seat 2")
        execute(game, 5, 0)
    assert [e for e in games[0].log if type(e) is Knowledge and e.key[0] == "medium"] != []
    for seat in (0, 1, 2, 3, 5, 6, 8):
        assert games[0].view(seat) == games[1].view(seat), seat
    assert games[0].view(4) != games[1].view(4)


@pytest.mark.parametrize("seat", range(9))
def test_view_phase_is_the_public_label(seat):
    """MAH-50: at night every seat sees ``night: eyes closed``, by day ``day: vote``,
    whoever acts: the label never says who holds an ability."""
    game = new(BASIC9)
    assert game.view(seat).phase == "day: vote"
    execute(game, 7, 0)
    assert game.view(seat).phase == "night: eyes closed"
    assert game.view(None).phase == "night"
