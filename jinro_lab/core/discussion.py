"""The timed discussions of the games whose rules time the talk (MAH-10, LOT-12,
LOT-22): what the live table's projector counts down.

A game registers ``discussion`` (``"module:function"``,
:class:`~jinro_lab.core.registry.VariantInfo`): a function of the public events that
says which discussion the table is in after them, if any. The engine judges no
speech (MAH-32): a timer is a guide for the room, never a rule the game enforces.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .events import Ballot, VoteResult
from .registry import load, lookup

__all__ = ["Discussion", "discussion", "vote_began"]


@dataclass(frozen=True)
class Discussion:
    """A discussion of ``minutes`` (the rule ``rule``) that the public event at index
    ``opened`` opened."""

    opened: int
    minutes: float
    rule: str


def discussion(variant: str, events: Sequence[Any]) -> Discussion | None:
    """The discussion the table of ``variant`` is in after the public ``events``, or
    ``None`` (no discussion now, or a game whose rules time none)."""
    ref = lookup(variant).discussion
    if ref is None:
        return None
    found: Discussion | None = load(ref)(events)
    return found


def vote_began(event: Any) -> bool:
    """Whether ``event`` shows that a vote has begun (a ballot or a tally seen by the
    table): the discussion before it is over."""
    return isinstance(event, Ballot | VoteResult)
