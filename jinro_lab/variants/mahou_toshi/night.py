"""The game master's resolution of a night of 魔法都市の人狼 (MAH-20 (4)), step by step.

A night's choices are gathered in a :class:`Night` record; the game then runs
:data:`RESOLUTION`, each step a small function ``step(game, night)`` that reads
the record, kills through ``game._kill`` (the deaths wait for the morning's
announcement, MAH-26) and notes what the next steps need. The chains of the
night's deaths (MAH-24: a dead hunter's choice) and the chimera's check follow,
in the game, since a chain may ask a decision. The event cards plug in here: the
illusionist's shift as a first step, the slum in :func:`protect`, the arena
after it, the prison and the guild in :func:`attack`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ...core.events import GM_ONLY
from . import events as ev
from .roles import ROLES

if TYPE_CHECKING:
    from .game import MahouToshiGame

__all__ = ["RESOLUTION", "Night", "attack", "fox_curse", "protect", "spirit_link"]


@dataclass(slots=True)
class Night:
    """One night: the choices made (MAH-20 (2), (3)) and what the resolution made of
    them (MAH-20 (4)), read by the morning (MAH-26)."""

    targets: tuple[int, ...] = ()  # the werewolves' final attack target(s) (MAH-03)
    guards: dict[int, int] = field(default_factory=dict)  # protector -> guarded seat
    divined: int | None = None  # the seer's target (MAH-R02, MAH-23)
    lent: int | None = None  # the moneylender's double vote (MAH-R08)
    silenced: int | None = None  # the evil eye's silence (MAH-R13)
    predicted: int | None = None  # the chimera's guess (MAH-R14)
    protected: frozenset[int] = frozenset()  # who the attack cannot kill tonight (MAH-21)
    attacked: list[int] = field(default_factory=list)  # killed by the attack
    deaths: list[int] = field(default_factory=list)  # every death tonight, in order


def protect(game: MahouToshiGame, night: Night) -> None:
    """MAH-21: the players guarded tonight by a protector with its ability (a protector
    without it, MAH-25, was not asked)."""
    night.protected = frozenset(night.guards.values())


def attack(game: MahouToshiGame, night: Night) -> None:
    """MAH-21, MAH-R15, MAH-R16: the attack kills its target unless protected, or the
    demon or the fox (only the GM learns how it went)."""
    for target in night.targets:
        if target in night.protected:
            game._emit(ev.AttackResolved(target, "guarded", GM_ONLY))
        elif ROLES[game.roles[target]].immune:
            game._emit(ev.AttackResolved(target, "immune", GM_ONLY))
        else:
            game._emit(ev.AttackResolved(target, "killed", GM_ONLY))
            night.attacked.append(target)
            game._kill(target, "attack")


def spirit_link(game: MahouToshiGame, night: Night) -> None:
    """MAH-22, MAH-R07: the spirit user killed by the attack takes the player it guarded
    tonight along (a werewolf, the fox or the demon too)."""
    spirit = game._seat_of.get("spirit_user")
    guarded = night.guards.get(spirit) if spirit in night.attacked else None
    if guarded is not None and game.alive[guarded]:
        game._kill(guarded, "spirit link")


def fox_curse(game: MahouToshiGame, night: Night) -> None:
    """MAH-23: the fox divined tonight dies (even if the attack also targeted it)."""
    fox = game._seat_of.get("fox")
    if fox is not None and night.divined == fox and game.alive[fox]:
        game._kill(fox, "fox curse")


#: MAH-20 (4): the GM's resolution of a night, in order (decision); the chains
#: (MAH-24) and the chimera's check against the final target follow in the game
RESOLUTION: tuple[Callable[[MahouToshiGame, Night], None], ...] = (protect, attack, spirit_link, fox_curse)
