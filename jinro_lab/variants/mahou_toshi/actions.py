"""The actions of 魔法都市の人狼: night abilities naming a seat, and the shared vote.

Actions are named tuples tagged with their ``kind`` (compared in C, never equal
to an action of another kind), handed out as shared cached instances.
``str()`` reads like the rules: ``attack seat 3``, ``divine seat 2``,
``guard seat 5``, ``vote seat 1``.
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from ...core.voting import Vote, vote

__all__ = ["Ability", "Vote", "ability", "vote"]


class Ability(NamedTuple):
    """A night ability aimed at ``target``: ``attack`` (a werewolf's proposal,
    MAH-03), ``divine`` (the seer, MAH-R02), ``guard`` (the knight, MAH-R04)."""

    ability: str
    target: int
    kind: str = "ability"

    def __str__(self) -> str:
        return f"{self.ability} seat {self.target}"


ability = cache(Ability)
