"""One seat's player against the heuristic table (issue 23, item 1): how the search
agent's gain over the heuristic is measured, on common seeds.

Game ``seed`` is played with ``agent`` at ``seat`` and the variant's heuristic agents
at every other seat, each seeded as :func:`~jinro_lab.analysis.simulate` seeds it;
playing it again with the heuristic at ``seat`` too gives the paired game (the same
deal, the same other agents). ``scripts/game_theory_data.py`` (notebook 05's table)
and ``benchmarks/ismcts_vs_heuristic.py`` play their duels with it.
"""

from __future__ import annotations

from typing import Any

from ..agents.ismcts import play_bound
from ..core.engine import Game
from ..core.registry import heuristic_agent, new_game
from .simulate import agent_seed

__all__ = ["duel"]


def duel(variant: str, seed: int, seat: int, agent: Any = None, **options: Any) -> Game:
    """Game ``seed`` of ``variant`` (``options`` to :func:`~jinro_lab.new_game`) played
    to its end with ``agent`` at ``seat`` (``None``: the heuristic, as at the other
    seats); an agent that searches is bound to the game (``play_bound``)."""
    game = new_game(variant, seed=seed, **options)
    agents: list[Any] = [heuristic_agent(variant, seed=agent_seed(seed, s)) for s in range(game.players)]
    if agent is not None:
        agents[seat] = agent
    return play_bound(game, agents)
