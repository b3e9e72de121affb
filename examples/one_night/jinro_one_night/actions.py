"""The actions of ワンナイト人狼: named tuples with a ``kind`` and a readable ``str()``
(the text ``game.act`` accepts and a record keeps). The vote is the core's
(``jinro_lab.core.voting.vote``: ``vote seat 3``).
"""

from __future__ import annotations

from typing import NamedTuple

from jinro_lab.core.voting import Vote, vote

__all__ = ["PASS", "Look", "LookCentre", "Pass", "Rob", "Swap", "Vote", "vote"]


class Look(NamedTuple):
    """ONE-12: the seer looks at ``target``'s card."""

    target: int
    kind: str = "look"

    def __str__(self) -> str:
        return f"look at seat {self.target}"


class LookCentre(NamedTuple):
    """ONE-11, ONE-12: look at the centre cards ``cards`` (a lone wolf one, the seer both)."""

    cards: tuple[int, ...]
    kind: str = "look_centre"

    def __str__(self) -> str:
        if len(self.cards) == 1:
            return f"look at centre card {self.cards[0]}"
        return "look at centre cards " + " and ".join(map(str, self.cards))


class Rob(NamedTuple):
    """ONE-13: the robber swaps its card with ``target``'s and looks at the new one."""

    target: int
    kind: str = "rob"

    def __str__(self) -> str:
        return f"rob seat {self.target}"


class Swap(NamedTuple):
    """ONE-14: the troublemaker swaps the cards of seats ``a`` and ``b`` (``a < b``)."""

    a: int
    b: int
    kind: str = "swap"

    def __str__(self) -> str:
        return f"swap seats {self.a} and {self.b}"


class Pass(NamedTuple):
    """ONE-15: use no ability tonight."""

    kind: str = "pass"

    def __str__(self) -> str:
        return "pass"


#: the one instance of :class:`Pass`
PASS = Pass()
