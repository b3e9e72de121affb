"""Invariants of 人狼は眠らない checked at every decision of many random games
(hypothesis picks the seeds and player counts)."""

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

import jinro_lab as jl
from jinro_lab.agents import RandomAgent
from jinro_lab.variants.nemuranai.cards import ATTACKS, DECK, WEREWOLF


def check_table(game: jl.Game) -> None:
    gm = game.view(None)
    # NEM-01: the 16 cards are always all somewhere: hands, discards, deck, ruins, in play
    places = [c for h in gm.hands for c in h] + [c for pile in gm.discards for c, _ in pile]
    places += [*gm.deck, gm.ruins] + ([gm.in_play] if gm.in_play else [])
    assert Counter(places) == Counter(DECK)
    alive = [s for s in range(gm.players) if gm.alive[s]]
    for s in range(gm.players):
        if not gm.alive[s]:  # NEM-42: no hand (face-down cards may still arrive, NEM-21)
            assert gm.hands[s] == ()
    if game.phase == "play":  # NEM-10: the active player holds two cards, the others one
        assert all(len(gm.hands[s]) == (2 if s == gm.active else 1) for s in alive)
        # NEM-12/13: werewolf is never playable; an attack in hand must be played
        legal = game.legal_actions(gm.active)
        assert all(a.card != WEREWOLF for a in legal)
        if any(c in ATTACKS for c in gm.hands[gm.active]):
            assert all(a.card in ATTACKS for a in legal)
    # NEM-06: the Werewolf player holds the werewolf card in hand or discard
    holders = [s for s in range(gm.players) if WEREWOLF in gm.hands[s] or any(c == WEREWOLF for c, _ in gm.discards[s])]
    assert holders == ([gm.werewolf] if gm.werewolf is not None else [])
    # NEM-01: the werewolf card is never in another player's discard than its holder's
    if gm.werewolf is not None:
        assert WEREWOLF not in gm.deck and gm.ruins != WEREWOLF


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.sampled_from([3, 4]))
def test_cards_are_conserved_and_roles_follow_the_cards(seed: int, players: int) -> None:
    """NEM-01, NEM-06, NEM-10, NEM-12, NEM-13, NEM-40, NEM-42 at every decision."""
    game = jl.new_game("nemuranai", players=players, seed=seed)
    agents = [RandomAgent(seed + s) for s in range(players)]
    while not game.over:
        check_table(game)
        for seat in game.to_act():
            game.act(seat, agents[seat].choose(None, game.legal_actions(seat)))
    check_table(game)
