"""What the games' search-agent tests share (``from search_support import ...``: pytest puts
``tests/variants`` on the path for the variants' test packages): the ISMCTS agent uses no
hidden information (issue 11, item 5), checked on two games of one game that differ only
in what seat 0 cannot see (each game's folder: ``test_ismcts.py``); a stepped fast game
follows a readable game's chance script (``FastGame.from_game``, each game's
``test_fast_engine.py``: ISMCTS plays the belief sampler's worlds on it)."""

from __future__ import annotations

from typing import Any

import jinro_lab as jl
from jinro_lab.agents import ISMCTSAgent, RandomAgent, play_game

__all__ = ["assert_the_same_search", "assert_the_script_followed"]


def assert_the_same_search(variant: str, setup_a: dict[str, Any], setup_b: dict[str, Any]) -> None:
    """No hidden information: two games whose hidden facts (deal, roles, seed) differ
    but which give seat 0 the same view get the same visit counts and choice."""
    game_a, game_b = jl.new_game(variant, **setup_a), jl.new_game(variant, **setup_b)
    assert 0 in game_a.to_act() and 0 in game_b.to_act()
    assert game_a.view(0) == game_b.view(0)
    assert game_a.view(None) != game_b.view(None)  # the games do differ
    choices, searches = [], []
    for game in (game_a, game_b):
        agent = ISMCTSAgent(seed=4, iterations=40, worlds=8)
        agent.bind(game, 0)
        choices.append(str(agent.choose(game.view(0), game.legal_actions(0))))
        searches.append(agent.last)
    assert choices[0] == choices[1]
    assert searches[0].visits == searches[1].visits
    assert searches[0].wins == searches[1].wins
    assert len(set(searches[0].visits)) > 1  # the search did discriminate between actions


def assert_the_script_followed(fast_game: Any, scripted: Any, seeds: int = 5) -> None:
    """``fast_game.from_game(scripted)`` (a readable game whose announced chance is
    scripted, ``Game.scripted``) stands where the readable game stands and plays on as it
    does with the same random agents: the same winners, day and reason."""
    fast = fast_game.from_game(scripted)
    assert fast.to_act() == scripted.to_act()
    assert all(fast.legal(s) == scripted.legal_actions(s) for s in scripted.to_act())
    for seed in range(seeds):
        game, copy = scripted.clone(), fast.copy()
        play_game(game, [RandomAgent(seed * 100 + s) for s in range(game.players)])
        copy.play([RandomAgent(seed * 100 + s) for s in range(game.players)])
        assert game.result is not None and copy.result is not None
        assert (copy.result.winners, copy.result.day, copy.result.reason) == (
            game.result.winners,
            game.result.day,
            game.result.reason,
        )
