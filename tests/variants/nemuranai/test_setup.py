"""NEM-02 ... NEM-06: players, the deal, the first player, hidden hands, the Werewolf player."""

from __future__ import annotations

from collections import Counter

import pytest

import jinro_lab as jl
from jinro_lab.core.events import GM_ONLY, Chance, only
from jinro_lab.variants.nemuranai.cards import DECK, arrange_deck
from jinro_lab.variants.nemuranai.events import Dealt, TurnBegan

from .helpers import deal, events, run


@pytest.mark.parametrize("players", [3, 4])
def test_three_or_four_players(players):
    """NEM-02: 3 and 4 players are the allowed counts; 4 is the default."""
    g = jl.new_game("nemuranai", players=players, seed=3)
    assert g.players == players and len(g.view(None).hands) == players
    assert jl.new_game("nemuranai", seed=3).players == 4


@pytest.mark.parametrize("players", [0, 1, 2, 5, 8, -3, True, "4", 3.0, None])
def test_other_player_counts_are_rejected(players):
    """NEM-02: any other count is InvalidSetup naming the allowed values."""
    with pytest.raises(jl.InvalidSetup, match=r"players must be 3 or 4 \(NEM-02\), got"):
        jl.new_game("nemuranai", players=players, seed=0)


@pytest.mark.parametrize(
    ("deck", "message"),
    [
        (list(DECK[:15]), "wrong counts: attack_3 x0 (needs 1)"),
        ([*DECK, "vote"], "wrong counts: vote x4 (needs 3)"),
        ([*DECK[:-1], "seer"], "seer x3 (needs 2); attack_3 x0 (needs 1)"),
        ([*DECK[:-1], "ghost"], "unknown card ids 'ghost'; allowed: villager, medium"),
        ("villager medium", "deck must be a list of 16 card ids"),
        (42, "deck must be a list of 16 card ids"),
    ],
)
def test_bad_fixed_decks_are_rejected(deck, message):
    """NEM-01/NEM-03: a fixed deck must be exactly the 16 cards; the error says what is wrong."""
    with pytest.raises(jl.InvalidSetup) as err:
        jl.new_game("nemuranai", players=4, seed=0, deck=deck)
    assert message in str(err.value)


@pytest.mark.parametrize("first", [-1, 4, True, "0", 1.0])
def test_bad_first_player_is_rejected(first):
    """NEM-04: first_player must be a seat 0..players-1 (or none)."""
    with pytest.raises(jl.InvalidSetup, match=r"first_player must be a seat 0\.\.3 or none \(NEM-04\)"):
        jl.new_game("nemuranai", players=4, seed=0, first_player=first)


def test_first_player_range_follows_the_player_count():
    """NEM-04/NEM-02: in a 3-player game seat 3 does not exist."""
    with pytest.raises(jl.InvalidSetup, match=r"0\.\.2"):
        jl.new_game("nemuranai", players=3, seed=0, first_player=3)


def test_unknown_options_seeds_and_variants_are_rejected():
    """NEM-02: setup errors name what is allowed (options, seed type, variant names)."""
    with pytest.raises(jl.InvalidSetup, match=r"unknown option.*colour.*allowed: players, seed, deck, first_player"):
        jl.new_game("nemuranai", colour="red")
    with pytest.raises(jl.InvalidSetup, match=r"seed must be .*integer"):
        jl.new_game("nemuranai", seed="7")
    with pytest.raises(jl.InvalidSetup, match=r"unknown variant 'nemurenai'; allowed: .*nemuranai.*人狼は眠らない"):
        jl.new_game("nemurenai")
    assert isinstance(jl.InvalidSetup("x"), ValueError)


def test_japanese_title_is_an_alias():
    """NEM-02: the game is also created by its Japanese title, identically."""
    a = jl.new_game("人狼は眠らない", players=3, seed=11)
    b = jl.new_game("nemuranai", players=3, seed=11)
    assert a.log == b.log and a.variant == "nemuranai"


@pytest.mark.parametrize(("players", "seed"), [(3, 0), (3, 1), (4, 2), (4, 3)])
def test_deal_one_hand_card_each_and_a_ruins(players, seed):
    """NEM-03: all 16 cards are used; one hand card per seat, one ruins card, the rest is the deck."""
    g = jl.new_game("nemuranai", players=players, seed=seed)
    gm = g.view(None)
    first = gm.active
    assert [len(h) for h in gm.hands] == [2 if s == first else 1 for s in range(players)]  # first draw done
    assert gm.ruins is not None
    assert gm.deck_size == len(gm.deck) == 16 - players - 1 - 1
    assert Counter([c for h in gm.hands for c in h] + [gm.ruins, *gm.deck]) == Counter(DECK)
    dealt = events(g, Dealt)
    assert [(e.seat, e.visible_to) for e in dealt] == [(s, only(s)) for s in range(players)]


def test_shuffle_is_random_but_seeded():
    """NEM-03: the seed decides the shuffle (a GM-only event); other seeds give other deals."""
    deals = {tuple(events(jl.new_game("nemuranai", seed=s), Chance)[0].outcome) for s in range(20)}
    assert len(deals) == 20
    g = jl.new_game("nemuranai", seed=5)
    shuffle = events(g, Chance)[0]
    assert shuffle.what == "shuffle" and shuffle.visible_to == GM_ONLY
    assert jl.new_game("nemuranai", seed=5).log == g.log


def test_fixed_deck_is_dealt_in_order():
    """NEM-03: a fixed deck deals one hand per seat from seat 0, then the ruins, then the pile top first."""
    deck = ["seer", "vote", "sleep", "werewolf", "knight", "madman", "villager", "medium", "seer"]
    deck += ["vote", "vote", "sleep", "sleep", "attack_1", "attack_2", "attack_3"]
    g = jl.new_game("nemuranai", players=4, seed=0, deck=deck, first_player=1)
    gm = g.view(None)
    assert gm.hands == (("seer",), ("vote", "madman"), ("sleep",), ("werewolf",))
    assert gm.ruins == "knight" and list(gm.deck) == deck[6:]
    assert not events(g, Chance)  # nothing was random


def test_first_player_option():
    """NEM-04: ``first_player`` names the seat that takes the first turn."""
    for first in range(4):
        g = jl.new_game("nemuranai", players=4, seed=0, first_player=first)
        assert g.view(None).active == first and g.to_act() == (first,)
        assert events(g, TurnBegan)[0].seat == first


def test_first_player_is_random_from_the_seed():
    """NEM-04: by default the first player is drawn from the seed (a public chance event)."""
    firsts = set()
    for seed in range(40):
        g = jl.new_game("nemuranai", players=3, seed=seed)
        chance = [e for e in events(g, Chance) if e.what == "first player"]
        assert len(chance) == 1 and chance[0].visible_to is None
        assert chance[0].outcome == g.view(None).active == jl.new_game("nemuranai", players=3, seed=seed).to_act()[0]
        firsts.add(chance[0].outcome)
    assert firsts == {0, 1, 2}


def test_turns_pass_to_the_left():
    """NEM-04: seat i is followed by seat i+1, wrapping round."""
    g = deal(["knight", "seer", "seer", "madman"], ruins="werewolf", draws=["villager"] + ["sleep"] * 3, first=2)
    order = [g.to_act()[0]]
    for _ in range(4):
        seat = g.to_act()[0]
        g.act(seat, g.legal_actions(seat)[0])
        order.append(g.to_act()[0])
    assert order == [2, 3, 0, 1, 2]


def test_hands_are_private():
    """NEM-05: a seat sees its own hand only; ruins and deck are hidden from every seat."""
    g = jl.new_game("nemuranai", players=4, seed=9, first_player=0)
    gm = g.view(None)
    for seat in range(4):
        v = g.view(seat)
        assert v.hand == gm.hands[seat]
        assert v.hands == tuple(gm.hands[seat] if s == seat else None for s in range(4))
        assert v.ruins is None and v.deck is None and v.deck_size == gm.deck_size
        assert all(e.visible_to is None or seat in e.visible_to for e in v.events)


def test_werewolf_player_is_whoever_has_the_card():
    """NEM-06: the dealt werewolf makes its holder the Werewolf player; hiding it in the discard keeps them so."""
    g = deal(["seer", "werewolf", "knight"], draws=["vote", "villager"])
    assert [g.view(s).werewolf for s in range(3)] == [None, 1, None]
    assert g.view(None).werewolf == 1
    run(g, (0, "play seer -> seat 1"), (1, "play villager, place werewolf face-down in discard of seat 1"))
    assert g.view(None).hands[1] == ("villager",)
    assert g.view(1).werewolf == 1 and g.view(None).werewolf == 1


def test_werewolf_player_appears_on_drawing_the_card():
    """NEM-06: while the werewolf card is in the deck there is no Werewolf player; the drawer becomes it."""
    g = deal(["seer", "vote", "knight"], ruins="sleep", draws=["madman", "werewolf"])
    assert g.view(None).werewolf is None
    run(g, (0, "play madman"))
    assert g.view(None).werewolf == 1 and g.view(1).werewolf == 1
    assert g.view(0).werewolf is None and g.view(2).werewolf is None


def test_no_werewolf_player_while_the_card_is_in_the_ruins():
    """NEM-06: the werewolf card in the ruins means nobody is the Werewolf player."""
    g = deal(["seer", "vote", "knight"], ruins="werewolf")
    assert g.view(None).werewolf is None
    assert all(g.view(s).werewolf is None for s in range(3))


def test_summary_names_first_player_and_werewolf_start():
    """NEM-04, NEM-06: the simulation columns say who started, where the werewolf card
    began (a hand, the ruins, the deck) and who became the Werewolf player."""
    in_hand = jl.new_game("nemuranai", deck=arrange_deck(4, ["seer", "werewolf", "vote", "sleep"]), first_player=2)
    assert in_hand.summary() == {"first_player": 2, "werewolf_start": "seat 1", "werewolf_seat": 1}
    in_ruins = jl.new_game(
        "nemuranai", players=3, deck=arrange_deck(3, ["seer", "vote", "sleep"], ruins="werewolf"), seed=5
    )
    first = next(e.outcome for e in in_ruins.log if getattr(e, "what", None) == "first player")
    assert in_ruins.summary() == {"first_player": first, "werewolf_start": "ruins", "werewolf_seat": None}
    in_deck = jl.new_game("nemuranai", deck=arrange_deck(4, ["seer", "vote", "sleep", "knight"]), first_player=0)
    assert in_deck.summary()["werewolf_start"] == "deck"
