"""The actions of 魔法都市の人狼: abilities naming a seat, and the shared vote.

Actions are named tuples tagged with their ``kind`` (compared in C, never equal
to an action of another kind), handed out as shared cached instances.
``str()`` reads like the rules: ``attack seat 3``, ``divine seat 2``,
``guard seat 5``, ``lend seat 4``, ``silence seat 1``, ``predict seat 6``,
``shoot seat 0``, ``vote seat 1``; the executed player's choices after an
execution (MAH-13, MAH-33): an event card (``take airship``, MAH-30, MAH-E12), a
player named by a card (``mages_guild seat 3``) and a word (``library: にゃ``,
MAH-E05, MAH-E20), a direction (``shift left``, MAH-E02); the werewolves' two
targets (``attack seats 3 and 5``, MAH-E21, MAH-E24).
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from ...core.memo import ACTIONS
from ...core.voting import Vote, vote

__all__ = [
    "ABILITIES",
    "Ability",
    "Card",
    "EventTarget",
    "Pair",
    "Side",
    "Vote",
    "Word",
    "ability",
    "card",
    "event_target",
    "pair",
    "side",
    "vote",
]

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

    @property
    def targets(self) -> tuple[int]:
        """The seats it names (one; a :class:`Pair` names two)."""
        return (self.target,)


ability = lru_cache(maxsize=ACTIONS)(Ability)


class Pair(NamedTuple):
    """An ability aimed at two distinct players (MAH-27): a werewolf's proposal of two
    attack targets under the beast forest or a casino werewolf (MAH-03, MAH-E21, MAH-E24)."""

    ability: str
    targets: tuple[int, int]
    kind: str = "pair"

    def __str__(self) -> str:
        return f"{self.ability} seats {self.targets[0]} and {self.targets[1]}"


pair = lru_cache(maxsize=ACTIONS)(Pair)


class Card(NamedTuple):
    """The executed player takes event card ``card``: one of the two drawn (MAH-30,
    choice of two) or one left in the deck (the airship, MAH-E12)."""

    card: str
    kind: str = "card"

    def __str__(self) -> str:
        return f"take {self.card}"


card = lru_cache(maxsize=ACTIONS)(Card)


class EventTarget(NamedTuple):
    """The executed player names ``target`` for event card ``card`` (MAH-33, MAH-34)."""

    card: str
    target: int
    kind: str = "event_target"

    def __str__(self) -> str:
        return f"{self.card} seat {self.target}"


event_target = lru_cache(maxsize=ACTIONS)(EventTarget)


class Word(NamedTuple):
    """The executed player's word for event card ``card`` (MAH-E05 a sentence
    ending, MAH-E20 the only word), at most five characters."""

    card: str
    text: str
    kind: str = "word"

    def __str__(self) -> str:
        return f"{self.card}: {self.text}"


class Side(NamedTuple):
    """MAH-E02: the executed player's direction for the illusionist's shift (``left``:
    increasing seat numbers, ``right``: decreasing)."""

    side: str
    kind: str = "side"

    def __str__(self) -> str:
        return f"shift {self.side}"


side = lru_cache(maxsize=ACTIONS)(Side)
