"""Agents: the protocol (``policy`` too), ``RandomAgent``, ``ScriptedAgent`` and ``play_game``.

Heuristic agents live with their variant (``jinro_lab.variants.<name>.agents``),
are named by its registration (``jinro_lab.core.registry``) and built by
:func:`heuristic_agent` (``heuristic_agent("nemuranai", seed=1)``). The search
agent :class:`ISMCTSAgent` and :func:`play_bound` (``agents.ismcts``, issue 11) load
when first used: they need the world sampler of ``jinro_lab.core.hidden``.
"""

from ..core.lazy import lazy_exports
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

#: public name -> submodule that defines it (imported when the name is first used)
_WHERE = {"ISMCTSAgent": "ismcts", "play_bound": "ismcts"}

__all__ = [
    "Agent",
    "ISMCTSAgent",
    "PolicyAgent",
    "RandomAgent",
    "ScriptedAgent",
    "action_probabilities",
    "heuristic_agent",
    "play_bound",
    "play_game",
    "sampled_policy",
    "softmax_policy",
]

__getattr__, __dir__ = lazy_exports(__name__, _WHERE)
