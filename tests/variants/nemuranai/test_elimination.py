"""NEM-40 ... NEM-43: elimination, the active player's own elimination, lone survivors."""

from __future__ import annotations

import pytest

import jinro_lab as jl
from jinro_lab.core.events import Eliminated, GameEnded, VoteResult
from jinro_lab.variants.nemuranai.events import AttackResolved, Discarded, PlacedFaceDown, TurnBegan

from .helpers import deal, drive, events, hand, pile, run


def test_elimination_reveals_hand_and_face_down_cards():
    """NEM-40: the hand goes to the discard and every face-down card there turns face-up, publicly."""
    g = deal(["seer", "medium", "knight", "vote"], ruins="werewolf", draws=["sleep", "villager", "attack_2"])
    run(g, (0, "play sleep"), (1, "play villager, place villager face-down in discard of seat 1"))
    assert pile(g, 1) == (("villager", False),)
    run(g, (2, "play attack_2"))
    (out,) = events(g, Eliminated)
    assert out == Eliminated(1, "attack_2", ("villager", "medium")) and out.visible_to is None
    assert pile(g, 1) == (("villager", True), ("medium", True))
    assert hand(g, 1) == ()
    for seat in (0, 2, 3):
        assert g.view(seat).discards[1] == (("villager", True), ("medium", True))


def test_eliminated_werewolf_ends_the_game_for_the_villagers():
    """NEM-40/NEM-60: revealing the Werewolf player ends the game at once; every other player wins."""
    g = deal(["seer", "medium", "knight", "werewolf"], ruins="sleep", draws=["attack_2", "villager", "vote"])
    run(g, (0, "play attack_2"), (0, "place attack_2 face-down in discard of seat 1"))  # seat 1 (medium) is out
    run(g, (2, "play villager, place villager face-down in discard of seat 3"))  # seat 3: 1 face-down
    run(g, (3, "play vote"), (0, "vote seat 3"), (2, "vote seat 3"), (3, "vote seat 0"))
    assert events(g, VoteResult)[-1].totals == ((0, 1), (2, 0), (3, 3))
    assert g.over and g.phase == "over" and g.to_act() == ()
    assert g.result.winners == frozenset({0, 1, 2}) and g.result.side == "villagers"
    assert "NEM-40" in g.result.reason
    out = events(g, Eliminated)[-1]
    assert out.seat == 3 and "werewolf" in out.revealed
    assert isinstance(g.log[-1], GameEnded) and g.log[-1].winners == (0, 1, 2)
    with pytest.raises(jl.IllegalAction, match="game is over"):
        g.act(0, "play seer -> seat 2")


def test_hidden_werewolf_is_revealed_by_elimination():
    """NEM-40: a werewolf hidden face-down in the discard is turned face-up and ends the game."""
    g = deal(["werewolf", "seer", "madman"], ruins="knight", draws=["villager", "vote"])
    run(g, (0, "play villager, place werewolf face-down in discard of seat 0"))
    run(g, (1, "play vote"), (0, "vote seat 1"), (1, "vote seat 0"), (2, "vote seat 0"))
    assert events(g, Eliminated)[-1] == Eliminated(0, "vote", ("werewolf", "villager"))
    assert pile(g, 0) == (("werewolf", True), ("villager", True))
    assert g.result.winners == frozenset({1, 2}) and g.result.side == "villagers"


def test_active_player_eliminated_by_own_attack_ends_the_turn():
    """NEM-41: the attacker holding the order is eliminated; the attack stays face-up; no placement."""
    g = deal(["medium", "seer", "knight", "vote"], ruins="werewolf", draws=["attack_2"])
    run(g, (0, "play attack_2"))
    assert events(g, AttackResolved)[-1] == AttackResolved(0, "attack_2", 2, 0)
    assert pile(g, 0) == (("attack_2", True), ("medium", True))
    assert not events(g, PlacedFaceDown) and g.phase == "play" and g.to_act() == (1,)
    assert events(g, TurnBegan)[-1].seat == 1


def test_active_player_voted_out_keeps_the_vote_face_up():
    """NEM-41: a player eliminated by their own vote: the vote card stays face-up, the turn ends."""
    g = deal(["seer", "madman", "knight"], ruins="werewolf", draws=["vote"])
    run(g, (0, "play vote"), (0, "vote seat 1"), (1, "vote seat 0"), (2, "vote seat 0"))
    assert not g.view(None).alive[0]
    assert pile(g, 0) == (("vote", True), ("seer", True))
    assert not [e for e in events(g, Discarded) if e.card == "vote"]
    assert g.to_act() == (1,)


def test_self_elimination_on_the_last_turn_still_begins_the_search():
    """NEM-41/NEM-16/NEM-50: the last card drawn is an attack that eliminates its player: the turn
    ends and, the deck being empty, the survivors search."""
    draws = ["villager", "madman", "seer", "vote", "vote", "vote", "sleep", "sleep", "sleep", "attack_1", "attack_3"]
    g = deal(["seer", "knight", "medium"], ruins="werewolf", draws=draws)
    assert g.view(None).deck[-1] == "attack_2"
    drive(g, {0: "seer", 1: "knight", 2: "medium"})
    assert events(g, AttackResolved)[-1] == AttackResolved(2, "attack_2", 2, 2)
    assert g.view(None).alive == (True, True, False) and pile(g, 2)[-2:] == (("attack_2", True), ("medium", True))
    assert g.phase == "search" and g.to_act() == (1,)


def test_eliminated_players_take_no_turn_hold_no_hand_do_not_vote():
    """NEM-42: an eliminated player is skipped, holds nothing, is not asked to vote."""
    g = deal(["seer", "villager", "knight", "madman"], ruins="werewolf", draws=["attack_1", "sleep", "sleep", "vote"])
    run(g, (0, "play attack_1"), (0, "place attack_1 face-down in discard of seat 0"))
    assert g.view(1).hand == () and g.view(1).alive == (True, False, True, True)
    run(g, (2, "play sleep"), (3, "play sleep"), (0, "play vote"))
    assert g.to_act() == (0, 2, 3) and g.legal_actions(1) == ()
    with pytest.raises(jl.IllegalAction):
        g.act(1, "vote seat 0")
    run(g, (0, "vote seat 2"), (2, "vote seat 3"), (3, "vote seat 0"))
    assert events(g, TurnBegan)[-1].seat == 2
    assert {e.seat for e in events(g, TurnBegan)} == {0, 2, 3}


def test_eliminated_players_still_win_with_their_side():
    """NEM-42/NEM-53: an eliminated villager player wins when a villager finds the werewolf."""
    g = deal(["seer", "villager", "knight", "werewolf"], ruins="attack_3", draws=["attack_1"])
    run(g, (0, "play attack_1"), (0, "place attack_1 face-down in discard of seat 0"))
    drive(g, {0: "seer", 2: "knight", 3: "werewolf"})
    assert g.phase == "search" and g.to_act() == (2,)  # knight (4) searches first; seat 1 never does
    run(g, (2, "search hand of seat 3"))
    assert g.result.winners == frozenset({0, 1, 2}) and g.result.side == "villagers"


def test_last_player_standing_werewolf_wins():
    """NEM-43/NEM-61: everyone else eliminated before the search phase: the Werewolf player wins."""
    g = deal(["werewolf", "villager", "medium"], ruins="knight", draws=["attack_1", "attack_2"])
    run(g, (0, "play attack_1"), (0, "place attack_1 face-down in discard of seat 1"))
    run(g, (2, "play attack_2"))  # seat 2 keeps the medium: it eliminates itself
    assert g.result.winners == frozenset({0}) and g.result.side == "werewolf"
    assert "NEM-43" in g.result.reason and g.view(None).deck_size > 0


@pytest.mark.parametrize("werewolf_at", ["ruins", "deck"])
def test_last_villager_standing_everybody_loses(werewolf_at):
    """NEM-43/NEM-63: the lone survivor is not the Werewolf player: everybody loses."""
    ruins = "werewolf" if werewolf_at == "ruins" else "knight"
    g = deal(["seer", "villager", "medium"], ruins=ruins, draws=["attack_1", "attack_2"])
    run(g, (0, "play attack_1"), (0, "place attack_1 face-down in discard of seat 0"), (2, "play attack_2"))
    assert g.over and g.result.winners == frozenset() and g.result.side is None
    assert "NEM-43" in g.result.reason
    assert (werewolf_at == "deck") == ("werewolf" in g.view(None).deck)
