"""NEM-07 and NEM-50 ... NEM-55: the search phase."""

from __future__ import annotations

import pytest

import jinro_lab as jl
from jinro_lab.variants.nemuranai.events import MadmanRevealed, SearchBlocked, Searched, SearchPhase, TurnBegan

from .helpers import MADMAN_HANDS, deal, drive, events, madman_game, run, strings, werewolf_in_ruins_game


def test_search_begins_when_the_deck_is_empty():
    """NEM-50: the search phase starts at the end of the turn that drew the last card."""
    g = madman_game()
    assert g.phase == "search" and g.view(None).deck_size == 0
    last_turn, phase = events(g, TurnBegan)[-1], events(g, SearchPhase)[0]
    assert last_turn.deck_left == 0 and g.log.index(phase) > g.log.index(last_turn)
    assert g.view(None).hands == tuple((c,) for c in MADMAN_HANDS)


def test_search_order_ascending_madman_reveals_and_cannot_search():
    """NEM-51/NEM-07: searchers go by ascending hand order; the Madman reveals and does not search."""
    g = madman_game()
    assert events(g, MadmanRevealed) == [MadmanRevealed(0)]
    assert g.to_act() == (1,)  # knight (4)
    run(g, (1, "search ruins"))
    assert g.to_act() == (3,)  # werewolf (5)
    run(g, (3, "search discard of seat 0, card 0"))
    assert g.to_act() == (2,)  # seer (6)
    assert [(e.seat, e.order) for e in events(g, Searched)] == [(1, 4), (3, 5)]
    with pytest.raises(jl.IllegalAction):
        g.act(0, "search ruins")


def test_shared_order_blocks_both_players():
    """NEM-51: two survivors holding the same order (two seers) cannot search."""
    hands = ["seer", "seer", "madman", "werewolf"]
    g = drive(deal(hands, ruins="attack_3"), dict(enumerate(hands)))
    assert g.to_act() == (3,)
    run(g, (3, "search ruins"))
    assert events(g, SearchBlocked) == [SearchBlocked((0, 1), 6)]
    assert g.over and g.result.winners == frozenset()


def test_x_card_cannot_search():
    """NEM-51/NEM-13: a player left holding an attack card (two attacks, twice) cannot search."""
    hands = ["werewolf", "knight", "seer", "attack_1"]
    draws = ["villager", "medium", "seer", "attack_2", "vote", "vote", "vote", "attack_3"]
    g = drive(deal(hands, ruins="madman", draws=draws), {0: "werewolf", 1: "knight", 2: "seer", 3: "attack_3"})
    assert g.view(None).hands == (("werewolf",), ("knight",), ("seer",), ("attack_3",))
    searchers = []
    while not g.over:
        (seat,) = g.to_act()
        searchers.append(seat)
        run(g, (seat, "search ruins"))
    assert searchers == [1, 0, 2]  # knight 4, werewolf 5, seer 6; seat 3 (X) never
    assert not events(g, SearchBlocked) and g.result.winners == frozenset()


def test_search_options_any_hand_ruins_or_discard_card():
    """NEM-52: any survivor's hand (own included), the ruins, or one card of any discard (eliminated ones too)."""
    g = deal(["seer", "villager", "knight", "werewolf"], ruins="attack_3", draws=["attack_1"])
    run(g, (0, "play attack_1"), (0, "place attack_1 face-down in discard of seat 1"))
    drive(g, {0: "seer", 2: "knight", 3: "werewolf"})
    gm = g.view(None)
    expected = ["search hand of seat 0", "search hand of seat 2", "search hand of seat 3", "search ruins"]
    expected += [f"search discard of seat {s}, card {i}" for s in range(4) for i in range(len(gm.discards[s]))]
    assert strings(g.legal_actions(2)) == expected
    assert any(a.startswith("search discard of seat 1") for a in expected)
    with pytest.raises(jl.IllegalAction):
        g.act(2, "search hand of seat 1")


def test_searched_card_is_revealed_to_all():
    """NEM-52: the named card is revealed publicly."""
    g = madman_game()
    run(g, (1, "search hand of seat 2"))
    found = events(g, Searched)[-1]
    assert found == Searched(1, 4, "hand of seat 2", "seer") and found.visible_to is None
    assert all(found in g.events_seen_by(s) for s in range(4))


def test_werewolf_find_by_the_werewolf_wins_with_the_madman():
    """NEM-53/NEM-61/NEM-62: the Werewolf player finding the werewolf wins, and the Madman with them."""
    g = madman_game()
    run(g, (1, "search ruins"), (3, "search hand of seat 3"))
    assert g.result.winners == frozenset({0, 3}) and g.result.side == "werewolf"
    assert "NEM-53" in g.result.reason


def test_werewolf_find_by_a_villager_excludes_the_madman():
    """NEM-53/NEM-60/NEM-62: a villager player's find: all villager players win, not the Madman."""
    g = madman_game()
    run(g, (1, "search hand of seat 3"))
    assert g.result.winners == frozenset({1, 2}) and g.result.side == "villagers"
    assert events(g, Searched)[-1].card == "werewolf"


def test_a_miss_passes_to_the_next_searcher_and_nobody_finding_loses_all():
    """NEM-53/NEM-54: a miss hands over to the next searcher; if nobody finds it, everybody loses."""
    g = madman_game()
    run(g, (1, "search ruins"), (3, "search hand of seat 0"), (2, "search hand of seat 1"))
    assert [e.card for e in events(g, Searched)] == ["attack_3", "madman", "knight"]
    assert g.result.winners == frozenset() and g.result.side is None and "NEM-54" in g.result.reason


def test_werewolf_in_the_ruins_madman_cannot_win():
    """NEM-55: with the werewolf card in the ruins there is no Werewolf player, so the Madman never wins."""
    g = werewolf_in_ruins_game()
    assert g.view(None).werewolf is None and events(g, MadmanRevealed) == [MadmanRevealed(0)]
    assert g.to_act() == (2,)
    run(g, (2, "search ruins"))
    assert g.result.winners == frozenset({1, 2, 3}) and g.result.side == "villagers"
    g = werewolf_in_ruins_game()
    run(g, (2, "search hand of seat 0"), (1, "search hand of seat 1"), (3, "search hand of seat 3"))
    assert g.result.winners == frozenset()


def test_madman_is_only_the_hand_card_during_the_search():
    """NEM-07: holding the madman before the search phase makes no Madman: its holder wins with the villagers."""
    g = deal(["madman", "seer", "knight", "werewolf"], ruins="sleep", draws=["villager", "vote"], first=3)
    run(g, (3, "play villager, place villager face-down in discard of seat 3"))
    run(g, (0, "play vote"), (0, "vote seat 3"), (1, "vote seat 3"), (2, "vote seat 0"), (3, "vote seat 0"))
    assert g.result.side == "villagers" and 0 in g.result.winners


def test_werewolf_holding_the_madman_cannot_search():
    """NEM-07/NEM-51: the Werewolf player with the madman in hand is also the Madman: it reveals, does not search."""
    hands = ["seer", "knight", "seer", "werewolf"]
    draws = ["medium", "sleep", "sleep", "villager", "vote", "vote", "vote", "madman", "attack_1", "attack_2"]
    g = deal(hands, ruins="attack_3", draws=draws)
    run(g, (0, "play medium (no target)"), (1, "play sleep"), (2, "play sleep"))
    run(g, (3, "play villager, place werewolf face-down in discard of seat 3"))
    drive(g, {0: "seer", 1: "knight", 2: "seer", 3: "madman"})
    assert g.view(None).hands == (("seer",), ("knight",), ("seer",), ("madman",)) and g.view(None).werewolf == 3
    assert events(g, MadmanRevealed) == [MadmanRevealed(3)] and g.to_act() == (1,)
    run(g, (1, "search discard of seat 3, card 0"))
    assert events(g, SearchBlocked) == [] and g.result.winners == frozenset({0, 1, 2})
