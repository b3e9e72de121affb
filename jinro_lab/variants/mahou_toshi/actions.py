"""The actions of 魔法都市の人狼: abilities naming a seat, and the shared vote.

Actions are named tuples tagged with their ``kind`` (compared in C, never equal
to an action of another kind), handed out as shared cached instances.
``str()`` reads like the rules: ``attack seat 3``, ``divine seat 2``,
``guard seat 5``, ``lend seat 4``, ``silence seat 1``, ``predict seat 6``,
``shoot seat 0``, ``vote seat 1``.
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from ...core.voting import Vote, vote

__all__ = ["ABILITIES", "Ability", "Vote", "ability", "vote"]

#: every ability, with the rule that gives it
ABILITIES = {
    "attack": "MAH-03",  # a werewolf's proposal (the evil eye's and a turned chimera's too)
    "divine": "MAH-R02",  # the seer
    "guard": "MAH-21",  # the knight, the dragon, the spirit user (MAH-R04, MAH-R05, MAH-R07)
    "lend": "MAH-R08",  # the moneylender: a double vote tomorrow
    "silence": "MAH-R13",  # the evil eye: silent for the first minute tomorrow
    "predict": "MAH-R14",  # the chimera: a guess of the werewolves' target
    "shoot": "MAH-24",  # the dead hunter takes one living player along (MAH-R09)
}


class Ability(NamedTuple):
    """An ability (one of :data:`ABILITIES`) aimed at ``target``."""

    ability: str
    target: int
    kind: str = "ability"

    def __str__(self) -> str:
        return f"{self.ability} seat {self.target}"


ability = cache(Ability)
