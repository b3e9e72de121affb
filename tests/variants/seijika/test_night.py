"""The back-room night (SEI-30 ... SEI-35): the smear, the guard, the reporter, the prosecutor."""

from __future__ import annotations

import pytest

import jinro_lab as jl
from jinro_lab.core.events import Chance, Knowledge, Proposal
from jinro_lab.variants.seijika import events as ev

from .helpers import EVERY, R8, elect, events, everyone_for, new, night, strings


def every_role_night_one(seed: int = 0):
    """EVERY: the lover favours seat 0; the lawyer (8) is elected on day 1."""
    game = new(EVERY, seed=seed)
    game.act(3, "favourite seat 0")
    everyone_for(game, 8, 9)
    return game


def test_night_order_and_private_results():
    """SEI-30: wolves (smear) -> guard (protect) -> reporter (investigate) -> prosecutor
    (the elected player's party); each result is told privately."""
    game = every_role_night_one()
    assert set(game.to_act()) == {0, 1, 5, 7} and game.label == "night: back-room time"
    mark = len(game.log)
    night(game, {0: "smear seat 9", 1: "smear seat 9", 5: "investigate seat 2", 7: "protect seat 10"})
    tonight = game.log[mark:]
    kinds = [type(e).__name__ for e in tonight if type(e) in (Proposal, ev.Protected, Knowledge, ev.SmearResolved)]
    assert kinds == ["Proposal", "Proposal", "Protected", "SmearResolved", "Knowledge", "Knowledge"]
    knowledge = [e for e in tonight if type(e) is Knowledge]
    assert [(k.observer, k.key) for k in knowledge] == [(5, ("member", 2, False)), (6, ("party", 8, "human"))]
    assert all(k.visible_to == frozenset({k.observer}) for k in knowledge)
    assert [e.visible_to for e in tonight if type(e) is Proposal] == [frozenset({0, 1})] * 2


def test_reporter_and_prosecutor_judgements():
    """SEI-02: the reporter finds only a ``wolf`` a member (spy, lover, corrupt lawyer:
    not); the prosecutor learns the party (spy, lover, corrupt lawyer: Wolf Party)."""
    found = {}
    for target in (0, 2, 3, 4, 9):
        game = every_role_night_one()
        night(game, {0: "smear seat 9", 1: "smear seat 9", 5: f"investigate seat {target}", 7: "protect seat 9"})
        found[EVERY[target]] = game.view(5).facts("member")[target]
    assert found == {"wolf": True, "spy": False, "lover": False, "corrupt_lawyer": False, "human": False}
    for elected in (2, 3, 4):
        game = new(EVERY)
        game.act(3, "favourite seat 0")
        everyone_for(game, elected, 9)
        night(game, {0: "smear seat 9", 1: "smear seat 9", 5: "investigate seat 0", 7: "protect seat 10"})
        assert game.view(6).facts("party") == {elected: "wolf"}


def test_smear_targets_anyone_in_the_race_and_is_mandatory():
    """SEI-31: the wolves in the race choose among every player in the race, wolves,
    spies and the lover included, a wolf itself too; there is no pass."""
    game = every_role_night_one()
    assert strings(game.legal_actions(0)) == [f"smear seat {s}" for s in range(12) if s != 8]


def test_wolves_disagreeing_are_settled_by_lot_seen_by_the_wolves():
    """SEI-31: each wolf proposes at once; the wolves see the proposals; the most
    proposed is chosen, a tie by lot (a chance event the wolves see)."""
    outcomes = set()
    for seed in range(12):
        game = every_role_night_one(seed)
        night(game, {0: "smear seat 9", 1: "smear seat 10", 5: "investigate seat 2", 7: "protect seat 11"})
        (lot,) = [e for e in events(game, Chance) if e.what.startswith("smear: lot")]
        assert lot.visible_to == frozenset({0, 1})
        (smear,) = events(game, ev.SmearResolved)
        assert smear.target in (9, 10) and smear.outcome == "smeared"
        outcomes.add(smear.target)
    assert outcomes == {9, 10}


def test_no_wolf_in_the_race_no_smear():
    """SEI-31: the smear is skipped when no ``wolf`` is in the race (spies do not smear)."""
    game = new(("wolf", "spy", "reporter", "guard", "human", "human"))
    everyone_for(game, 0, 1)
    assert set(game.to_act()) == {2, 3}
    night(game, {2: "investigate seat 1", 3: "protect seat 4"})
    assert not events(game, ev.SmearResolved) and not events(game, Proposal)


@pytest.mark.parametrize("guard_self", [False, True])
def test_guard_self_option(guard_self):
    """SEI-32: the guard protects a player in the race, itself only with ``guard_self``."""
    game = new(R8, guard_self=guard_self)
    everyone_for(game, 5, 6)
    options = strings(game.legal_actions(4))
    assert ("protect seat 4" in options) is guard_self and "protect seat 5" not in options


@pytest.mark.parametrize("repeat", [True, False])
def test_guard_repeat_option(repeat):
    """SEI-32: with ``guard_repeat`` false the guard may not protect the same player two
    nights running."""
    game = new(R8, guard_repeat=repeat)
    everyone_for(game, 5, 6)
    night(game, {0: "smear seat 7", 1: "smear seat 7", 3: "investigate seat 0", 4: "protect seat 6"})
    elect(game, {v: (1 if v != 1 else 0) for v in game.to_act()})  # wolf 1 elected (no quota yet)
    assert ("protect seat 6" in strings(game.legal_actions(4))) is repeat


def test_protected_target_is_not_smeared():
    """SEI-32, SEI-33: a protected target is not smeared: nobody sits out."""
    game = new()
    everyone_for(game, 5, 6)
    night(game, {0: "smear seat 7", 1: "smear seat 7", 3: "investigate seat 0", 4: "protect seat 7"})
    assert events(game, ev.SmearResolved)[0].outcome == "protected"
    assert events(game, ev.SmearResolved)[0].visible_to == frozenset()
    assert [e.key for e in events(game, ev.Announcement)][-2:] == ["nobody sits out", "campaign"]
    assert 7 in game.to_act()


def test_reporter_may_investigate_elected_players_but_not_itself():
    """SEI-32: the reporter investigates any player but itself, elected players included."""
    game = new()
    everyone_for(game, 5, 6)
    assert "investigate seat 5" in strings(game.legal_actions(3))
    assert "investigate seat 3" not in strings(game.legal_actions(3))


def test_smeared_player_sits_out_announced_in_the_morning():
    """SEI-33: a smeared player sits out the next day, and everyone learns who in the morning."""
    game = new()
    everyone_for(game, 5, 6)
    night(game, {0: "smear seat 7", 1: "smear seat 7", 3: "investigate seat 0", 4: "protect seat 6"})
    (out,) = [e for e in events(game, ev.Announcement) if e.key == "sits out"]
    assert out.args == (7,) and out.visible_to is None and 7 not in game.to_act()
    assert all(game.view(s).sitting_out[7] for s in range(8))


def test_smeared_lover_never_returns():
    """SEI-34: the smeared lover stays out of the race for good; the table learns it
    (which reveals the role, SEI-60)."""
    game = new(("wolf", "lover", "reporter", "guard", "human", "human", "human"))
    game.act(1, "favourite seat 0")
    everyone_for(game, 4, 5)
    night(game, {0: "smear seat 1", 2: "investigate seat 0", 3: "protect seat 5"})
    everyone_for(game, 5, 6)
    (out,) = [e for e in events(game, ev.Announcement) if e.key == "lover out"]
    assert out.args == (1,) and out.visible_to is None
    assert not game.view(None).in_race[1] and game.view(6).roles[1] == "lover"
    assert "smear seat 1" not in strings(game.legal_actions(0))


def test_reporter_and_prosecutor_get_results_on_the_night_they_are_smeared():
    """SEI-35, SEI-32: being smeared never cancels the smeared player's own action."""
    game = every_role_night_one()
    night(game, {0: "smear seat 5", 1: "smear seat 6", 5: "investigate seat 1", 7: "protect seat 10"})
    smeared = events(game, ev.SmearResolved)[0].target
    assert smeared in (5, 6) and events(game, ev.SmearResolved)[0].outcome == "smeared"
    assert game.view(5).facts("member") == {1: True} and game.view(6).facts("party") == {8: "human"}


def test_illegal_night_choice_changes_nothing():
    """SEI-31: a choice not offered is refused with IllegalAction and changes nothing."""
    game = new()
    everyone_for(game, 5, 6)
    before = game.log
    with pytest.raises(jl.IllegalAction, match="smear seat 5"):
        game.act(0, "smear seat 5")
    assert game.log == before
