"""The ISMCTS agent on 人狼は眠らない (issue 11, item 5; the agent on every game:
``tests/agents/test_ismcts.py``): no hidden information used, and the winning search found."""

from __future__ import annotations

from search_support import assert_the_same_search

import jinro_lab as jl
from jinro_lab.agents import ISMCTSAgent

from .helpers import SEARCH_POSITION

#: 4 players, seat 0 to play first with 'seer' in hand and 'madman' drawn from the pile;
#: the rest of the deal differs between the two games (and so do the games' seeds)
DEAL_A = ["seer", "villager", "werewolf", "knight", "vote", "madman", "medium", "seer"]
DEAL_A += ["vote", "vote", "sleep", "sleep", "sleep", "attack_1", "attack_2", "attack_3"]
DEAL_B = ["seer", "attack_3", "vote", "sleep", "werewolf", "madman", "attack_1", "villager"]
DEAL_B += ["knight", "medium", "vote", "seer", "vote", "sleep", "sleep", "attack_2"]


def test_games_that_differ_only_in_hidden_facts_get_the_same_search():
    """Two deals that give seat 0 the same view (DEAL_A, DEAL_B)."""
    assert_the_same_search(
        "nemuranai",
        {"players": 4, "seed": 1, "first_player": 0, "deck": DEAL_A},
        {"players": 4, "seed": 99, "first_player": 0, "deck": DEAL_B},
    )


def test_it_finds_the_winning_search():
    """The Werewolf player holds the werewolf card at the search phase and searches
    first: searching its own hand wins at once (NEM-53, NEM-61); the search sees it."""
    game = jl.new_game("nemuranai", players=4, seed=0, position=SEARCH_POSITION)
    agent = ISMCTSAgent(seed=0, iterations=60, worlds=10, rollout="random")
    agent.bind(game, 0)
    legal = game.legal_actions(0)
    assert len(legal) > 1
    assert str(agent.choose(game.view(0), legal)) == "search hand of seat 0"
    search = agent.last
    best = search.actions.index("search hand of seat 0")
    assert search.win_rates[best] == 1.0
    assert max(r for i, r in enumerate(search.win_rates) if i != best) < 1.0
