"""A game's setup is its own (as ``tests/core/test_act_inputs.py`` checks of the toy game):
人狼は眠らない's deck, given as a list, is copied into the record."""

from __future__ import annotations

from typing import Any

import jinro_lab as jl
from jinro_lab.agents import RandomAgent
from jinro_lab.variants.nemuranai.cards import DECK


def test_the_record_setup_is_a_copy() -> None:
    """Editing the deck passed in, the record's setup or the game's setup after
    recording changes neither a later record nor the replay."""
    deck = list(DECK)
    game = jl.new_game("nemuranai", players=4, seed=3, deck=deck, first_player=0)
    agent = RandomAgent(5)
    for _ in range(6):
        for seat in game.to_act():
            game.act(seat, agent.choose(None, game.legal_actions(seat)))
    first = game.record()
    deck.reverse()
    first_setup: Any = first.setup
    first_setup["deck"].reverse()
    first_setup["first_player"] = 2
    game.setup["deck"].reverse()
    game.setup["players"] = 3
    later = game.record()
    assert later.setup == {"players": 4, "deck": list(DECK), "first_player": 0}
    assert jl.replay(later).log == game.log
    assert jl.replay(later.to_json()).log == game.log
    assert game.clone().log == game.log
