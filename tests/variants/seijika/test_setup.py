"""Roles (SEI-01, SEI-02, SEI-05), setups (SEI-03) and the night-0 role check (SEI-10 ... SEI-15)."""

from __future__ import annotations

import pytest

import jinro_lab as jl
from jinro_lab.core.events import Chance, Knowledge
from jinro_lab.core.registry import default_setup
from jinro_lab.variants.seijika import events as ev
from jinro_lab.variants.seijika.roles import ROLES
from jinro_lab.variants.seijika.setup import DEFAULT_SETUPS

from .helpers import EVERY, R8, events, new, strings


def test_role_table_follows_the_spec():
    """SEI-01: each role's party and whether it may fill a seat."""
    table = {r.id: (r.party, r.eligible) for r in ROLES.values()}
    assert table == {
        "human": ("human", True),
        "reporter": ("human", False),
        "prosecutor": ("human", False),
        "guard": ("human", False),
        "lawyer": ("human", True),
        "wolf": ("wolf", True),
        "spy": ("wolf", True),
        "lover": ("wolf", True),
        "corrupt_lawyer": ("wolf", True),
    }
    assert ROLES["reporter"].ja == "番記者" and ROLES["lover"].ja == "政治家の愛人"


def test_reporter_finds_members_only():
    """SEI-02: the reporter's investigation finds only a ``wolf`` a member: a spy, the
    lover and the corrupt lawyer show "not a member"; the prosecutor's result is the party."""
    assert [r for r in ROLES if ROLES[r].member] == ["wolf"]


@pytest.mark.parametrize("players", range(6, 13))
def test_default_setups_are_the_kits_own(players):
    """SEI-03: a default setup for 6 to 12 players (the kit's own, labelled so in the
    setup module), with a wolf and at least three Human Party players who can hold a seat."""
    roles = list(DEFAULT_SETUPS[players])
    assert default_setup("seijika", players) == {r: roles.count(r) for r in roles}
    assert len(roles) == players and "wolf" in roles
    assert sum(ROLES[r].party == "human" and ROLES[r].eligible for r in roles) >= 3
    game = jl.new_game("seijika", players=players, seed=1)
    assert sorted(game.view(None).roles) == sorted(roles)
    import jinro_lab.variants.seijika.setup as setup

    assert "kit's own" in setup.__doc__


@pytest.mark.parametrize(
    ("options", "words"),
    [
        ({"roles": ["human"] * 6}, ["wolf", "SEI-03"]),
        ({"roles": ["wolf"] + ["human"] * 4}, ["5 seats", "SEI-03"]),
        ({"roles": ["wolf", "mayor"] + ["human"] * 4}, ["roles[1]", "mayor", "SEI-01", "allowed"]),
        ({"players": 5}, ["from 6 to 12", "SEI-03"]),
        ({"players": 7, "roles": list(R8)}, ["players=7", "8 seats"]),
        ({"vote_styles": ["open", "secret"]}, ["vote_styles[1]", "day 2", "SEI-23", "allowed: open, simultaneous"]),
        ({"open_vote_order": "random"}, ["volunteer, seat", "SEI-23"]),
        ({"vote_styles": ["open"] * 5}, ["vote_styles", "1 to 4", "SEI-23"]),
        ({"guard_self": "yes"}, ["guard_self", "true or false"]),
        ({"promises": ["success", "maybe"]}, ["promises[1]", "success, failure"]),
        ({"manifestos": ["endorsement"] * 8}, ["'endorsement' 8 times", "has 2"]),
        ({"manifestos": ["nope"] + ["mimic"] * 7}, ["manifestos[0]", "unknown card 'nope'"]),
        ({"manifestos": "yes"}, ["true, false or one card id per seat"]),
    ],
)
def test_invalid_setups_name_the_rule(options, words):
    """SEI-03: invalid setups are refused with InvalidSetup naming what is wrong and what is allowed."""
    options.setdefault("players", 8) if "roles" not in options else None
    with pytest.raises(jl.InvalidSetup) as err:
        jl.new_game("seijika", seed=1, **options)
    for word in words:
        assert word in str(err.value), (word, str(err.value))


def test_lawyers_are_plain_members_and_the_missing_ability_is_an_option():
    """SEI-05: the rulebook does not describe the lawyers' abilities: the option
    ``lawyer_ability`` defaults to ``none`` (plain party members) and refuses guesses,
    naming SEI-05; a lawyer has no night action and fills a seat like a member."""
    assert jl.lookup("seijika").keywords.count("lawyer_ability") == 1
    with pytest.raises(jl.InvalidSetup, match="SEI-05"):
        new(EVERY, lawyer_ability="defend")
    game = new(("wolf", "lawyer", "corrupt_lawyer", "human", "human", "human"))
    assert game.to_act() == (0, 1, 2, 3, 4, 5)  # the day-1 vote: no night-0 decision for lawyers
    assert ROLES["lawyer"].night is None and ROLES["corrupt_lawyer"].night is None


def test_role_check_runs_in_the_rulebooks_order():
    """SEI-10: wolves meet (SEI-11), the lover meets them and picks a favourite (SEI-12),
    the reporter's hint (SEI-13), the spies (SEI-14), then the day begins."""
    game = new(EVERY, seed=3)
    assert game.to_act() == (3,) and game.phase == "favourite" and game.label == "night 0: role check"
    assert strings(game.legal_actions(3)) == ["favourite seat 0", "favourite seat 1"]
    game.act(3, "favourite seat 1")
    order = []
    for e in game.log:
        if type(e) is Knowledge:
            step = {"favourite": "favourite", "hint": "hint"}.get(e.key[0])
            if step is None:
                pair = (game.roles[e.observer], game.roles[e.subject])
                step = {
                    ("wolf", "wolf"): "wolves",
                    ("lover", "wolf"): "lover",
                    ("wolf", "lover"): "lover",
                    ("spy", "wolf"): "spies+wolves",
                    ("wolf", "spy"): "spies+wolves",
                }[pair]
            if not order or order[-1] != step:
                order.append(step)
    assert order == ["wolves", "lover", "favourite", "hint", "spies+wolves"]
    assert events(game, ev.Dawn)[0].day == 1 and game.phase == "vote"


def test_wolves_see_each_other():
    """SEI-11: each wolf learns every other wolf's role, privately."""
    game = new(("wolf", "wolf", "wolf", "human", "human", "human"))
    facts = {(e.observer, e.subject) for e in events(game, Knowledge)}
    assert facts == {(a, b) for a in range(3) for b in range(3) if a != b}
    assert all(e.visible_to == frozenset({e.observer}) for e in events(game, Knowledge))


def test_lover_meets_the_wolves_and_picks_a_private_favourite():
    """SEI-12: lover and wolves see each other; the lover alone picks one wolf as
    favourite (not a spy, not itself), seen by the lover only."""
    game = new(("wolf", "spy", "lover", "wolf", "human", "human", "human"))
    knows = {(e.observer, e.subject) for e in events(game, Knowledge)}
    assert {(2, 0), (2, 3), (0, 2), (3, 2)} <= knows and (2, 1) not in knows and (1, 2) not in knows
    assert strings(game.legal_actions(2)) == ["favourite seat 0", "favourite seat 3"]
    with pytest.raises(jl.IllegalAction):
        game.act(2, "favourite seat 1")
    game.act(2, "favourite seat 3")
    (fav,) = [e for e in events(game, Knowledge) if e.key[0] == "favourite"]
    assert fav.observer == 2 and fav.subject == 3 and fav.visible_to == frozenset({2})
    assert game.view(2).facts("favourite") == {3: True}
    assert not game.view(0).facts("favourite") and not game.view(3).facts("favourite")


def test_reporter_hint_is_never_a_wolf_the_lover_or_the_reporter():
    """SEI-13: the hint is one player drawn at random from everyone but the wolves, the
    lover and the reporter: over seeds it can be a spy or a corrupt lawyer, never the others."""
    hinted = set()
    for seed in range(200):
        game = new(EVERY, seed=seed)
        game.act(3, "favourite seat 0")
        (hint,) = [e for e in events(game, Knowledge) if e.key[0] == "hint"]
        assert hint.observer == 5 and hint.visible_to == frozenset({5})
        hinted.add(game.roles[hint.subject])
        chance = [e for e in events(game, Chance) if e.what == "reporter's hint"]
        assert chance[0].visible_to == frozenset({5})
    assert hinted == {"spy", "corrupt_lawyer", "prosecutor", "guard", "lawyer", "human"}


@pytest.mark.parametrize("meet", [True, False])
def test_spies_meet_and_the_wolves_always_see_them(meet):
    """SEI-14: spies see each other; the wolves see the spies; the spies learn the
    wolves only with ``spy_meets_wolves``."""
    game = new(("wolf", "spy", "spy", "human", "human", "human", "human"), spy_meets_wolves=meet)
    knows = {(e.observer, e.subject) for e in events(game, Knowledge)}
    assert {(1, 2), (2, 1), (0, 1), (0, 2)} <= knows
    assert ((1, 0) in knows) is meet and ((2, 0) in knows) is meet
    assert game.view(1).roles[0] == ("wolf" if meet else None)


def test_other_roles_are_only_told_their_role():
    """SEI-15: the prosecutor, guard, lawyer and corrupt lawyer learn nothing but their
    own role on night 0."""
    game = new(EVERY, seed=2)
    game.act(3, "favourite seat 0")
    for seat in (4, 6, 7, 8):
        view = game.view(seat)
        assert not [e for e in view.events if type(e) is Knowledge]
        assert [e.role for e in events(view, ev.RoleDealt)] == [EVERY[seat]]
        assert [r for r in view.roles if r is not None] == [EVERY[seat]]
