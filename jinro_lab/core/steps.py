"""Phases as steps, assembled per setup: a game built from a setup runs only the
steps of the roles and cards it has (issue 20: a basic village pays nothing for
the golem or the casino).

A phase is written as a table of :class:`Step`, in the rulebook's order, each step
naming the roles or cards it belongs to (none: every game has it)::

    RESOLUTION = (
        Step(protect),
        Step(arena, cards=("arena",)),
        Step(fox_curse, roles=("fox",)),
    )

and the game takes :func:`assemble` of it once, from the roles dealt and the cards
in play, as a tuple of the step functions to call in that order (kept per table,
roles and cards: a simulation of one setup assembles its phases once).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from .memo import SETUPS, Memo

__all__ = ["Step", "assemble"]

F = TypeVar("F", bound=Callable[..., object])


@dataclass(frozen=True, slots=True, eq=False)
class Step(Generic[F]):
    """One step of a phase: ``run``, kept in a game that has one of ``roles`` or one
    of ``cards`` (both empty: in every game). A step is itself (compared and hashed
    by identity: a phase's table is a key of :func:`assemble`'s memo)."""

    run: F
    roles: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()

    def wanted(self, roles: Collection[str], cards: Collection[str]) -> bool:
        """Whether a game with ``roles`` and ``cards`` has this step."""
        if not self.roles and not self.cards:
            return True
        return any(r in roles for r in self.roles) or any(c in cards for c in self.cards)


def assemble(steps: Iterable[Step[F]], roles: Collection[str], cards: Collection[str]) -> tuple[F, ...]:
    """The functions of the ``steps`` a game with ``roles`` (dealt) and ``cards`` (in
    play) has, in order."""
    table = tuple(steps)
    key = (table, frozenset(roles), frozenset(cards))
    runs = _ASSEMBLED.get(key)
    if runs is None:
        runs = _ASSEMBLED.put(key, tuple(step.run for step in table if step.wanted(roles, cards)))
    return runs


#: each phase's steps by its table, the roles dealt and the cards in play
_ASSEMBLED: Memo[tuple[Any, ...], tuple[Any, ...]] = Memo(SETUPS)
