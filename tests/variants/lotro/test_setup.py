"""Players, roles, setups and options of LotROで人狼 (LOT-01 ... LOT-05)."""

from __future__ import annotations

import pytest

import jinro_lab as jl
from jinro_lab.core.events import Chance, Eliminated, Knowledge
from jinro_lab.variants.lotro import events as ev
from jinro_lab.variants.lotro.roles import ITEMS, ROLES, SAURON, VILLAGE
from jinro_lab.variants.lotro.setup import default_setup

from .helpers import BASIC9, ROOMS1, events, form_rooms, new, night, vote


@pytest.mark.parametrize("players", [8, 17, 0, "12", 9.0])
def test_player_counts_outside_9_to_16_are_refused(players):
    """LOT-01: 9 to 16 players; others raise InvalidSetup naming the rule and the range."""
    with pytest.raises(jl.InvalidSetup, match=r"9 to 16 \(LOT-01\)"):
        jl.new_game("lotro", players=players, seed=1)


def test_a_player_count_that_is_no_plain_data_is_refused_before_the_rules_see_it():
    """An object (here a class) is not plain data: the kit refuses it naming the option."""
    with pytest.raises(jl.InvalidSetup, match=r"option players: .* not plain data"):
        jl.new_game("lotro", players=None.__class__, seed=1)


@pytest.mark.parametrize("players", range(9, 17))
def test_every_allowed_count_starts(players):
    """LOT-01: every count from 9 to 16 starts a game with that many seats."""
    game = jl.new_game("lotro", players=players, seed=players)
    assert game.players == players and not game.over


def test_roles_table():
    """LOT-02: five roles, their sides and items; the items' names in both languages."""
    assert {r: (ROLES[r].ja, ROLES[r].side, ROLES[r].item) for r in ROLES} == {
        "wolf": ("狼人", SAURON, "warg_tooth"),
        "apostle": ("サウロンの使徒", SAURON, None),
        "friend": ("シンダールの友", VILLAGE, "celebrant_water"),
        "healer": ("癒しの手", VILLAGE, "athelas_leaf"),
        "villager": ("村人", VILLAGE, None),
    }
    assert ITEMS["warg_tooth"].ja == "ワーグの歯" and ITEMS["celebrant_water"].ja == "ケレブラント水"
    assert ITEMS["athelas_leaf"].ja == "アセラスの葉"


def test_wolves_know_each_other_and_the_apostle_knows_nobody():
    """LOT-02, LOT-03: each wolf learns every other wolf; the apostle learns no wolf,
    and the wolves are not told who the apostle is."""
    game = new(("wolf", "wolf", "wolf", "apostle", *["villager"] * 5))
    for w in (0, 1, 2):
        assert game.view(w).wolves() == {0, 1, 2}
    assert game.view(3).wolves() == frozenset()
    assert game.view(0).roles[3] is None
    learned = {(e.observer, e.subject) for e in events(game, Knowledge)}
    assert learned == {(a, b) for a in (0, 1, 2) for b in (0, 1, 2) if a != b}


@pytest.mark.parametrize("players", range(9, 17))
def test_default_setups(players):
    """LOT-03: the kit's default: 2 wolves up to 11 players, 3 from 12; one apostle,
    friend and healer; the rest villagers; dealt at random from the seed."""
    counts = default_setup(players)
    assert counts == {
        "wolf": 2 if players <= 11 else 3,
        "apostle": 1,
        "friend": 1,
        "healer": 1,
        "villager": players - (5 if players <= 11 else 6),
    }
    assert jl.core.registry.default_setup("lotro", players) == counts
    game = jl.new_game("lotro", players=players, seed=3)
    roles = game.view(None).roles
    assert {r: roles.count(r) for r in counts} == counts


def test_the_deal_is_random_from_the_seed_and_secret():
    """LOT-03: roles are dealt from the seed (same seed, same deal; other seeds differ);
    the counts are never announced: only the GM sees the deal, and a seat's view
    holds its own role only."""
    deals = {jl.new_game("lotro", players=12, seed=s).view(None).roles for s in range(8)}
    assert len(deals) > 1
    assert (
        jl.new_game("lotro", players=12, seed=5).view(None).roles
        == jl.new_game("lotro", players=12, seed=5).view(None).roles
    )
    game = jl.new_game("lotro", players=12, seed=5)
    (deal,) = [e for e in game.log if isinstance(e, Chance)]
    assert deal.visible_to == frozenset()
    (announced,) = events(game, ev.SetupAnnounced)
    assert "wolf" not in str(announced) and announced.visible_to is None
    view = game.view(4)
    assert [r for s, r in enumerate(view.roles) if s != 4 and r is not None] == [] or view.role == "wolf"


def test_custom_setups_are_checked():
    """LOT-03: custom counts are dealt at random; no wolf, unknown roles, counts not
    summing to the players, both role_counts and roles: refused, naming the rule."""
    game = jl.new_game("lotro", players=9, seed=2, role_counts={"wolf": 1, "healer": 2, "villager": 6})
    assert sorted(game.view(None).roles).count("healer") == 2
    with pytest.raises(jl.InvalidSetup, match=r"at least one wolf \(LOT-03\)"):
        jl.new_game("lotro", players=9, role_counts={"villager": 9})
    with pytest.raises(jl.InvalidSetup, match=r"unknown role 'seer'.*LOT-02"):
        jl.new_game("lotro", players=9, role_counts={"wolf": 1, "seer": 8})
    with pytest.raises(jl.InvalidSetup, match=r"sum to the 9 players \(LOT-03\): they number 8"):
        jl.new_game("lotro", players=9, role_counts={"wolf": 1, "villager": 7})
    with pytest.raises(jl.InvalidSetup, match="not both"):
        jl.new_game("lotro", role_counts={"wolf": 1, "villager": 8}, roles=list(BASIC9))
    with pytest.raises(jl.InvalidSetup, match="LOT-02"):
        jl.new_game("lotro", roles=["wolf", "mage", *["villager"] * 7])
    with pytest.raises(jl.InvalidSetup, match="village-side"):
        jl.new_game("lotro", roles=["wolf"] * 8 + ["apostle"])


def test_setups_that_start_checkmated_are_refused_unless_checkmate_is_off():
    """LOT-03, LOT-62, LOT-63: a setup checkmated at noon of day 1 is refused with the
    rule and its numbers; with checkmate off it plays."""
    one_wolf = ["wolf", *["villager"] * 15]
    with pytest.raises(jl.InvalidSetup, match=r"starts checkmated \(LOT-03, LOT-62\).*V=15 > K"):
        jl.new_game("lotro", roles=one_wolf, rangers_day=3)
    assert not jl.new_game("lotro", roles=one_wolf, rangers_day=3, checkmate=False).over
    lone = ["wolf"] * 8 + ["villager"]
    with pytest.raises(jl.InvalidSetup, match=r"LOT-03, LOT-63"):
        jl.new_game("lotro", roles=lone)


@pytest.mark.parametrize("bad", [1, 0, -3, 2.0, "6", True])
def test_rangers_day_must_be_2_or_more(bad):
    """LOT-04: ``rangers_day`` is an int of 2 or more."""
    with pytest.raises(jl.InvalidSetup, match=r"rangers_day must be an int of 2 or more \(LOT-04\)"):
        new(rangers_day=bad)


def test_options_are_checked():
    """LOT-31, LOT-62: nominate is random or seat; checkmate a bool; unknown options refused."""
    with pytest.raises(jl.InvalidSetup, match=r"nominate must be one of random, seat \(LOT-31\)"):
        new(nominate="vote")
    with pytest.raises(jl.InvalidSetup, match=r"checkmate must be true or false \(LOT-62\)"):
        new(checkmate="yes")
    with pytest.raises(jl.InvalidSetup, match="allowed:"):
        jl.new_game("lotro", players=9, seer=True)


def test_rangers_arrive_at_the_end_of_the_declared_evening_even_without_a_death():
    """LOT-04, LOT-23: with rangers_day=2 the evening of day 2 ends the game for the
    Village after its vote, though the vote killed nobody (a tie of everyone); the
    day is public from the start."""
    game = new(rangers_day=2, checkmate=False)
    (announced,) = events(game, ev.SetupAnnounced)
    assert announced.rangers_day == 2 and game.view(5).rangers_day == 2
    form_rooms(game, ROOMS1)
    night(game)
    living = game.to_act()
    vote(game, {v: living[(i + 1) % len(living)] for i, v in enumerate(living)})  # a cycle: all tied
    assert game.over and game.result.side == "village"
    assert game.result.reason == "LOT-23: the rangers arrive at the end of the evening of day 2"
    assert not [e for e in game.log if isinstance(e, Eliminated) and e.cause == "execution"]


def test_the_dead_neither_talk_vote_nor_room_but_win_with_their_side():
    """LOT-05: a seat killed at night is not among the voters, is put in no room, has no
    channel; the winners of a side include its dead."""
    game = new(rangers_day=3, checkmate=False)
    form_rooms(game, ROOMS1)
    night(game, {0: ["present warg_tooth to seat 5"]})
    assert 5 not in game.to_act() and game.channels(5, "noon") == ()
    vote(game, {v: (6 if v != 6 else 7) for v in game.to_act()})
    assert game.phase == "point"
    while game.phase == "point":
        (seat,) = game.to_act()
        game.act(seat, game.legal_actions(seat)[0])
    rooms = [e.seats for e in events(game, ev.RoomFormed)][-3:]
    assert all(5 not in r and 6 not in r for r in rooms)
    night(game)
    while not game.over:
        living = game.to_act()
        vote(game, {v: living[(i + 1) % len(living)] for i, v in enumerate(living)})
    assert game.result.side == "village" and {5, 6} <= game.result.winners
