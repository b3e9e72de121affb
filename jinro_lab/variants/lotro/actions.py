"""The actions of LotROで人狼, as readable named tuples (shared cached instances).

``str()`` reads like the rules: ``point at seat 3`` (LOT-31), ``present warg_tooth
to seat 3`` (LOT-40), ``hold`` (LOT-44: not now), ``kill self`` (the apostle,
LOT-45), ``present athelas_leaf`` / ``keep athelas_leaf`` (the answer to the tooth,
LOT-41), and the core's ``vote seat 3`` (LOT-20).
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from ...core.memo import ACTIONS
from ...core.voting import Vote, vote

__all__ = [
    "HOLD",
    "SUICIDE",
    "Answer",
    "Hold",
    "Point",
    "Present",
    "Suicide",
    "Vote",
    "answer",
    "point",
    "present",
    "vote",
]


class Point(NamedTuple):
    """LOT-31: point at ``target`` to share this room."""

    target: int
    kind: str = "point"

    def __str__(self) -> str:
        return f"point at seat {self.target}"


point = lru_cache(maxsize=ACTIONS)(Point)


class Present(NamedTuple):
    """LOT-40: a wolf presents the warg tooth to ``target``, a roommate, in a secure trade."""

    target: int
    kind: str = "present"

    def __str__(self) -> str:
        return f"present warg_tooth to seat {self.target}"


present = lru_cache(maxsize=ACTIONS)(Present)


class Hold(NamedTuple):
    """LOT-44: do nothing this round (a wolf not presenting yet; an apostle living on)."""

    kind: str = "hold"

    def __str__(self) -> str:
        return "hold"


HOLD = Hold()


class Suicide(NamedTuple):
    """LOT-45: the apostle kills themself."""

    kind: str = "suicide"

    def __str__(self) -> str:
        return "kill self"


SUICIDE = Suicide()


class Answer(NamedTuple):
    """LOT-41: the answer to the tooth of a healer or friend with an unused item:
    present it (``use``) or keep it (and die)."""

    item: str
    use: bool
    kind: str = "answer"

    def __str__(self) -> str:
        return f"{'present' if self.use else 'keep'} {self.item}"


answer = lru_cache(maxsize=ACTIONS)(Answer)
