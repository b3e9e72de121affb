"""The actions of 政治家人狼, beside the core's vote (``vote seat 3``) and its
volunteer-vote ``wait`` (SEI-22, SEI-23).

Named tuples tagged with their ``kind``, handed out as shared cached instances;
``str()`` reads like the rules: ``favourite seat 1`` (the lover, SEI-12), ``smear
seat 3`` / ``smear seats 3 and 5`` (a wolf's proposal, SEI-31), ``protect seat 2``
(SEI-32), ``investigate seat 4`` (SEI-32), ``announce endorsement`` /
``announce endorsement (mimic)`` (SEI-51), ``carry out endorsement: human side,
player seat 3`` (the winner's manifesto, SEI-53).
"""

from __future__ import annotations

import itertools
from functools import lru_cache
from typing import NamedTuple

from ...core.memo import ACTIONS, STATES
from ...core.voting import WAIT, Vote, Wait, vote

__all__ = ["WAIT", "Ability", "Announce", "CarryOut", "Favourite", "Vote", "Wait", "ability", "aimed", "vote"]

#: every night ability with the rule that gives it
ABILITIES = {"smear": "SEI-31", "protect": "SEI-32", "investigate": "SEI-32"}


class Favourite(NamedTuple):
    """SEI-12: the lover picks ``target`` (a wolf) as favourite (本命)."""

    target: int
    kind: str = "favourite"

    def __str__(self) -> str:
        return f"favourite seat {self.target}"


class Ability(NamedTuple):
    """A night ability (:data:`ABILITIES`) aimed at one seat or, under a manifesto, two."""

    ability: str
    targets: tuple[int, ...]
    kind: str = "ability"

    def __str__(self) -> str:
        if len(self.targets) == 1:
            return f"{self.ability} seat {self.targets[0]}"
        return f"{self.ability} seats " + " and ".join(map(str, self.targets))


ability = lru_cache(maxsize=ACTIONS)(Ability)


@lru_cache(maxsize=STATES)
def aimed(kind: str, pool: tuple[int, ...], k: int) -> tuple[Ability, ...]:
    """A night ability ``kind`` aimed at one player of ``pool``, or at ``k`` distinct
    ones (SEI-31, SEI-32; two under a manifesto, SEI-54): a night's legal actions."""
    if k <= 1 or len(pool) < 2:
        return tuple(ability(kind, (t,)) for t in pool)
    k = min(k, len(pool))
    return tuple(ability(kind, combo) for combo in itertools.combinations(pool, k))


class Announce(NamedTuple):
    """SEI-51: announce manifesto ``card`` (reading its Human-Party effect); ``mimic``:
    say that one holds the mimic acting as ``card``."""

    card: str
    mimic: bool = False
    kind: str = "announce"

    def __str__(self) -> str:
        return f"announce {self.card}" + (" (mimic)" if self.mimic else "")


class CarryOut(NamedTuple):
    """SEI-53 (1), (2): the winner invokes ``side`` of ``card`` (the card held, or the
    one the mimic acts as), naming ``targets`` (one per kind in ``slots``; ``None``:
    no such player exists)."""

    card: str
    side: str
    slots: tuple[str, ...] = ()
    targets: tuple[int | None, ...] = ()
    kind: str = "carry_out"

    def __str__(self) -> str:
        named = "".join(
            f", {slot} " + ("nobody" if t is None else f"seat {t}")
            for slot, t in zip(self.slots, self.targets, strict=True)
        )
        return f"carry out {self.card}: {self.side} side{named}"

    def target(self, slot: str | None) -> int | None:
        """The seat named for target kind ``slot``."""
        for s, t in zip(self.slots, self.targets, strict=True):
            if s == slot:
                return t
        return None
