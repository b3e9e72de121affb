"""Agents: the protocol, ``RandomAgent``, ``ScriptedAgent`` and ``play_game``.

Heuristic agents live with their variant (``jinro_lab.variants.<name>.agents``)
and are listed by :func:`heuristic_agent`.
"""

from .base import Agent, RandomAgent, ScriptedAgent, play_game

__all__ = ["Agent", "RandomAgent", "ScriptedAgent", "play_game"]
