"""NEM-10 ... NEM-16: draw, play, effect, discard, end of turn."""

from __future__ import annotations

import pytest

import jinro_lab as jl
from jinro_lab.core.events import Knowledge
from jinro_lab.variants.nemuranai.events import (
    AttackResolved,
    Discarded,
    Drew,
    PlacedFaceDown,
    Played,
    SearchPhase,
    TurnBegan,
)

from .helpers import deal, drive, events, hand, pile, run, strings


def test_draw_takes_the_top_card():
    """NEM-10: the active seat draws the top card (hand of 2); the draw is seen by that seat only."""
    g = deal(["seer", "vote", "knight", "madman"], ruins="sleep", draws=["werewolf", "villager"])
    assert hand(g, 0) == ("seer", "werewolf") and g.view(0).deck_size == 10
    (began,) = events(g, TurnBegan)
    (drew,) = events(g, Drew)
    assert (began.seat, began.turn, began.deck_left, began.visible_to) == (0, 1, 10, None)
    assert (drew.seat, drew.card, drew.visible_to) == (0, "werewolf", frozenset({0}))
    run(g, (0, "play seer -> seat 2"))
    assert hand(g, 1) == ("vote", "villager") and g.view(2).deck_size == 9
    assert drew not in g.events_seen_by(1)


def test_play_one_card_the_other_stays():
    """NEM-11: the played card goes face-up in front of its player; the other card stays in hand."""
    g = deal(["knight", "vote", "sleep"], ruins="werewolf", draws=["seer"])
    assert sorted({a.card for a in g.legal_actions(0)}) == ["knight", "seer"]
    run(g, (0, "play knight"))
    assert hand(g, 0) == ("seer",)
    assert pile(g, 0) == (("knight", True),)
    assert events(g, Played)[-1] == Played(0, "knight")
    assert g.view(2).discards[0] == (("knight", True),)


def test_villager_is_the_only_face_down_play():
    """NEM-11/NEM-23: the villager is played face-down: it returns to hand, nothing face-up is added."""
    g = deal(["seer", "vote", "sleep"], ruins="werewolf", draws=["villager"])
    run(g, (0, "play villager, place seer face-down in discard of seat 2"))
    assert hand(g, 0) == ("villager",)
    assert pile(g, 0) == () and pile(g, 2) == (("seer", False),)
    assert str(events(g, Played)[-1]) == "seat 0 plays villager (face-down)"


def test_werewolf_can_never_be_played():
    """NEM-12: the werewolf card is not among the legal plays, so the other card must be played."""
    g = deal(["werewolf", "vote", "sleep"], ruins="seer", draws=["knight"])
    assert strings(g.legal_actions(0)) == ["play knight"]
    before = (g.log, g.view(None))
    with pytest.raises(jl.IllegalAction, match=r"play werewolf.*Legal now: play knight"):
        g.act(0, "play werewolf")
    assert (g.log, g.view(None)) == before


def test_werewolf_with_seer_must_play_the_seer():
    """NEM-12: a player holding werewolf plays the other card, whatever it is."""
    g = deal(["seer", "werewolf", "knight"], draws=["seer"], first=1)
    assert {a.card for a in g.legal_actions(1)} == {"seer"}
    assert strings(g.legal_actions(1)) == ["play seer -> seat 0", "play seer -> seat 2"]


@pytest.mark.parametrize("other", ["seer", "knight", "villager", "vote"])
def test_attack_must_be_played(other):
    """NEM-13: an attack card in hand must be played, whatever the other card is."""
    g = deal([other, "madman", "sleep"], ruins="werewolf", draws=["attack_2"])
    assert strings(g.legal_actions(0)) == ["play attack_2"]
    with pytest.raises(jl.IllegalAction):
        g.act(0, g.legal_actions(0)[0]._replace(card=other))


def test_two_attacks_player_chooses():
    """NEM-13: with two attack cards the player chooses which one to play."""
    g = deal(["attack_1", "madman", "sleep"], ruins="werewolf", draws=["attack_3"])
    assert strings(g.legal_actions(0)) == ["play attack_1", "play attack_3"]
    run(g, (0, "play attack_3"))
    assert hand(g, 0) == ("attack_1",)
    assert events(g, AttackResolved)[-1].victim == 1  # the madman holder


def test_attack_and_werewolf_play_the_attack():
    """NEM-13/NEM-12: holding an attack and the werewolf, the attack is played."""
    g = deal(["werewolf", "knight", "sleep"], ruins="seer", draws=["attack_1"])
    assert strings(g.legal_actions(0)) == ["play attack_1"]


def test_effect_without_target_does_nothing():
    """NEM-14: a medium with no card in any other discard, an attack nobody matches, a sleep
    without a Werewolf: the effect does nothing and the turn goes on."""
    g = deal(["seer", "knight", "vote"], ruins="werewolf", draws=["medium", "attack_1", "sleep"])
    assert sorted(strings(g.legal_actions(0))) == [
        "play medium (no target)",
        "play seer -> seat 1",
        "play seer -> seat 2",
    ]
    run(g, (0, "play medium (no target)"))
    assert pile(g, 0) == (("medium", True),) and not events(g, Knowledge)
    assert events(g, Played)[-1] == Played(0, "medium")
    run(g, (1, "play attack_1"))
    assert events(g, AttackResolved)[-1] == AttackResolved(1, "attack_1", 1, None)
    assert all(g.view(None).alive)
    run(g, (1, "place attack_1 face-down in discard of seat 1"), (2, "play sleep"))
    assert g.phase == "play" and g.to_act() == (0,)
    assert pile(g, 2) == (("sleep", False),)


def test_played_cards_go_to_the_discard():
    """NEM-15: roles face-up; vote and sleep face-up then face-down; an attack face-down where chosen."""
    g = deal(["seer", "knight", "madman", "vote"], ruins="werewolf", draws=["sleep", "vote", "attack_2", "seer"])
    run(g, (0, "play sleep"))
    assert pile(g, 0) == (("sleep", False),)
    assert events(g, Discarded)[-1] == Discarded(0, "sleep", 0, False)
    run(g, (1, "play vote"), (0, "vote seat 1"), (1, "vote seat 2"), (2, "vote seat 1"), (3, "vote seat 2"))
    assert all(g.view(None).alive)  # a tie
    assert pile(g, 1) == (("vote", False),)
    assert events(g, Discarded)[-1] == Discarded(1, "vote", 0, False)
    run(g, (2, "play attack_2"), (2, "place attack_2 face-down in discard of seat 3"))
    assert pile(g, 2) == () and pile(g, 3) == (("attack_2", False),)
    assert events(g, PlacedFaceDown)[-1] == PlacedFaceDown(2, 3, 0, "attack_2")
    run(g, (3, "play seer -> seat 0"))
    assert pile(g, 3) == (("attack_2", False), ("seer", True))


def test_next_surviving_player_to_the_left():
    """NEM-16: after a turn, the next surviving seat to the left takes a turn (eliminated seats skipped)."""
    g = deal(["seer", "villager", "knight", "madman"], ruins="werewolf", draws=["attack_1", "sleep", "sleep"])
    run(g, (0, "play attack_1"), (0, "place attack_1 face-down in discard of seat 0"))
    assert not g.view(None).alive[1]
    assert g.to_act() == (2,) and events(g, TurnBegan)[-1].seat == 2
    run(g, (2, "play sleep"), (3, "play sleep"))
    assert g.to_act() == (0,)


def test_deck_empty_at_end_of_turn_starts_the_search():
    """NEM-16/NEM-50: when the last card was drawn, the end of that turn begins the search phase."""
    g = deal(["seer", "knight", "madman", "werewolf"], ruins="attack_3")
    drive(g, {0: "seer", 1: "knight", 2: "madman", 3: "werewolf"})
    assert g.phase == "search"
    turns = events(g, TurnBegan)
    assert len(turns) == 11 and turns[-1].deck_left == 0
    last_turn = g.log.index(turns[-1])
    assert g.log.index(events(g, SearchPhase)[0]) > last_turn
