"""Bounded memo tables: every cache of the kit has a size, so that memory stays flat
in long simulations (issue 17).

A function's cache is ``functools.lru_cache(maxsize=...)``; a table filled inline
(a method's options keyed by the game's state) is a :class:`Memo`, a dict that
starts again when full (no bookkeeping on a hit). The sizes:

* :data:`SETUPS` for tables keyed by a seating of roles (a setup's counts, its
  night-0 meetings, its validation): a simulation of one fixed ``roles=`` hits
  every game; random deals hit almost never, so the table stays small;
* :data:`STATES` for tables keyed by who is alive (and the seat, hand or vote):
  up to 2^16 keys at 16 players, most of the hits within one game;
* :data:`ACTIONS` for interned actions (a kind and its targets: seats, pairs of
  seats, cards), and a literal size for other small key spaces (player counts).

``tests/core/test_memo.py`` checks that every cache of the kit is bounded.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

__all__ = ["ACTIONS", "SETUPS", "STATES", "Memo", "checked_seating"]

K = TypeVar("K")
V = TypeVar("V")
T = TypeVar("T")

#: entries of a table keyed by a seating of roles
SETUPS = 64
#: entries of a table keyed by who is alive (and the like)
STATES = 4096
#: interned actions of one constructor (more than any variant's key space)
ACTIONS = 8192


class Memo(dict[K, V]):
    """A memo table of at most ``size`` entries: read it as a dict (``get``), fill
    it with :meth:`put`, which empties it first when it is full."""

    __slots__ = ("size",)

    def __init__(self, size: int) -> None:
        super().__init__()
        self.size = size

    def put(self, key: K, value: V) -> V:
        """Keep ``value`` under ``key`` (emptying the table first if it is full); returns ``value``."""
        if len(self) >= self.size:
            self.clear()
        self[key] = value
        return value


def checked_seating(
    cached: Callable[[tuple[Any, ...], Any], T], check: Callable[[Any, Any], T], roles: Any, players: Any
) -> T:
    """``check(roles, players)`` (a setup's validation: raises or returns the seating)
    through ``cached``, its ``lru_cache(maxsize=SETUPS)``, when ``roles`` is a list or
    tuple of hashables (a simulation repeats one seating); uncached otherwise."""
    if roles.__class__ is list or roles.__class__ is tuple:
        try:
            return cached(tuple(roles), players)
        except TypeError:  # an unhashable role or count: checked uncached, which says what is wrong
            pass
    return check(roles, players)
