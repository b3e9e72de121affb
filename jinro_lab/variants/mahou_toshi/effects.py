"""The effects of 魔法都市の人狼's event cards (MAH-31, MAH-E01 ... MAH-E25): one registry.

An effect is a generator ``effect(game, executed) -> Steps`` run when its card
resolves (MAH-13: after the execution's chain and the win check; MAH-31: after the
golem check), registered with ``@effect("card_id")``. It may ask the executed
player (dead, MAH-33) with ``yield game.ask_one(executed, kind, options,
label=...)``. An immediate card acts at once; a card with a later timing
records what it changed as a :class:`~jinro_lab.core.modifiers.Modifier` named
after the card, with the scope of its timing (:func:`modifier`), for the rules
that read it later (the night's steps, the next day, every death).

A next-day card's morning announcement (MAH-26) is registered with
``@morning("card_id")`` and called with the value of its modifier.

The day-side cards are in ``day_cards.py``, the night-side ones in
``night_cards.py``; ``game.py`` imports both, which fills :data:`EFFECTS`.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import TYPE_CHECKING, Any

from ...core.errors import InvalidArgument, describe
from ...core.events import EVERYONE, Visibility
from ...core.modifiers import NEXT_DAY, PERMANENT, TONIGHT, Modifier, Scope
from .actions import event_target
from .cards import EVENT_CARDS

if TYPE_CHECKING:
    from ...core.engine import Decision
    from .host import MahouHost
    from .night import Night

__all__ = [
    "DEAD_CHOOSES_LABEL",
    "EFFECTS",
    "MORNING",
    "MORNING_ORDER",
    "NIGHT_LABEL",
    "SCOPES",
    "Effect",
    "Steps",
    "effect",
    "modifier",
    "morning",
    "name_seat",
]

Steps = Generator["Decision", Any, None]
Effect = Callable[["MahouHost", int], Steps]
Morning = Callable[["MahouHost", Any, "Night"], None]

#: the public labels of the executed player's choices (MAH-33): by day, or during the night (MAH-20 (1))
DEAD_CHOOSES_LABEL, NIGHT_LABEL = "day: a dead player chooses", "night: eyes closed"

#: card id -> its effect (filled by ``@effect``)
EFFECTS: dict[str, Effect] = {}

#: MAH-31: a card's timing -> the scope of the rule change it makes
SCOPES: dict[str, Scope] = {"same_day": TONIGHT, "next_day": NEXT_DAY, "permanent": PERMANENT}


def effect(card: str) -> Callable[[Effect], Effect]:
    """Register the decorated generator as the effect of event card ``card``."""
    if card not in EVENT_CARDS:
        raise InvalidArgument(f"unknown event card {describe(card)}; the cards are: {', '.join(EVENT_CARDS)}")

    def register(function: Effect) -> Effect:
        EFFECTS[card] = function
        return function

    return register


#: MAH-26: the morning announces what the previous day's next-day card requires, in this order
MORNING_ORDER = ("bank", "thieves", "library", "babel", "bath", "clock_tower", "magic_school", "parliament", "church")

#: card id -> its morning announcement ``announce(game, value of its modifier, the night)`` (``@morning``)
MORNING: dict[str, Morning] = {}


def morning(card: str) -> Callable[[Morning], Morning]:
    """Register the decorated function as ``card``'s morning announcement (MAH-26)."""
    if card not in MORNING_ORDER:
        raise InvalidArgument(
            f"{describe(card)} has no place in the morning's announcements (MAH-26); "
            f"the cards announced are: {', '.join(MORNING_ORDER)}"
        )

    def register(function: Morning) -> Morning:
        MORNING[card] = function
        return function

    return register


def name_seat(
    game: MahouHost, executed: int, card: str, seats: tuple[int, ...], label: str = DEAD_CHOOSES_LABEL
) -> Generator[Decision, Any, int]:
    """MAH-33, MAH-34: the (dead) executed player names one of ``seats`` for ``card``
    (``seat = yield from name_seat(...)``); the named seat is a target for the demon
    (MAH-34)."""
    options = tuple(event_target(card, t) for t in seats)
    choice = yield game.ask_one(executed, "event_target", options, label=label)
    game.flag_demon(choice.target, card)
    return int(choice.target)


def modifier(
    card: str, value: Any, subject: Any = None, visible_to: Visibility = EVERYONE, scope: Scope | None = None
) -> Modifier:
    """The rule change of ``card`` (MAH-31): named after the card, with its timing's
    scope (or ``scope``: an immediate card's lasting part, the prison's night) and
    its rule id as the source."""
    c = EVENT_CARDS[card]
    return Modifier(card, value, scope or SCOPES[c.timing], c.rule, subject, visible_to)
