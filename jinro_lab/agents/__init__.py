"""Agents: the protocol (``policy`` too), ``RandomAgent``, ``ScriptedAgent`` and ``play_game``.

Heuristic agents live with their variant (``jinro_lab.variants.<name>.agents``),
are named by its registration (``jinro_lab.core.registry``) and built by
:func:`heuristic_agent` (``heuristic_agent("nemuranai", seed=1)``).
"""

from ..core.registry import heuristic_agent
from .base import (
    Agent,
    PolicyAgent,
    RandomAgent,
    ScriptedAgent,
    action_probabilities,
    play_game,
    sampled_policy,
    softmax_policy,
)

__all__ = [
    "Agent",
    "PolicyAgent",
    "RandomAgent",
    "ScriptedAgent",
    "action_probabilities",
    "heuristic_agent",
    "play_game",
    "sampled_policy",
    "softmax_policy",
]
