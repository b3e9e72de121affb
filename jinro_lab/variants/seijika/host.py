"""What 政治家人狼's execution steps (``execution``) call on their game: the
engine's ``core.authoring.RuleHost`` and the game's state they read and keep (the
promise cards and their deck, the seats, the night's pending recalls).

``game.SeijikaGame`` implements :class:`SeijikaHost`; the steps are typed
against it, so an execution step reads what it may touch. The steps that need only
the race (:class:`Race`) or the promise deck (:class:`PromiseDeck`) are typed
against those, which the fast engine (``fast.FastGame``) implements too: one rule,
one piece of code, in both engines.
"""

from __future__ import annotations

from collections.abc import Callable
from random import Random
from typing import TYPE_CHECKING, Any, Protocol

from ...core.authoring import RuleHost

if TYPE_CHECKING:
    from ...core.modifiers import Modifiers
    from .manifestos import Card, Deck

__all__ = ["PromiseDeck", "Race", "SeijikaHost"]


class Race(Protocol):
    """The race and the seats (SEI-21, SEI-26, SEI-55): elected in order, holders net
    of recalls, the recalls and the night's pending ones; the manifesto cards by id."""

    cards: dict[str, Card]
    in_race: list[bool]
    elected: list[int]
    seats: list[int]
    recalled: list[int]
    recalls: int
    pending_recalls: list[int]
    recalled_tonight: list[int]


class PromiseDeck(Protocol):
    """The promise deck (SEI-50) and the promises drawn from it (SEI-53), shuffled
    with the game's ``rng`` and logged with its ``emit``."""

    rng: Random
    emit: Callable[[Any], None]
    promises: list[str]
    promises_drawn: list[str]


class SeijikaHost(RuleHost, Protocol):
    """A game of 政治家人狼 as its execution steps see it (SEI-26 ... SEI-35, SEI-50 ... SEI-55)."""

    modifiers: Modifiers
    roles: tuple[str, ...]
    #: the manifesto deck (SEI-50) and its cards by id
    deck: Deck
    cards: dict[str, Card]
    #: each seat's manifesto card, and the one it announced (SEI-51)
    manifesto: list[str | None]
    announced: list[str | None]
    mimic_as: dict[int, str]
    #: the promise deck (SEI-50) and the promises drawn from it (SEI-53)
    promises: list[str]
    promises_drawn: list[str]
    #: the race and the seats (SEI-21, SEI-26): elected in order, holders net of recalls
    in_race: list[bool]
    elected: list[int]
    seats: list[int]
    recalled: list[int]
    recalls: int
    #: what a night's executions leave for the morning (SEI-54, SEI-55)
    named_targets: list[tuple[int, str, tuple[int, ...]]]
    pending_recalls: list[int]
    pending_parties: list[int]
    recalled_tonight: list[int]
