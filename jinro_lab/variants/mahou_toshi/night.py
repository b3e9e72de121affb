"""The game master's resolution of a night of 魔法都市の人狼 (MAH-20 (4)), step by step.

A night's choices are gathered in a :class:`Night` record; the game then runs
:data:`RESOLUTION`, each step a small function ``step(game, night)`` that reads
the record, kills through ``game.kill`` (the deaths wait for the morning's
announcement, MAH-26) and notes what the next steps need; a game runs only the
steps of its cards and roles (``core.steps``). The chains of the
night's deaths (MAH-24: a dead hunter's choice) and the chimera's check follow,
in the game, since a chain may ask a decision. The night-side event cards plug
in here (their rule changes are set by ``night_cards.py``): the illusionist's
shift as a first step (:func:`illusionist_shift`, MAH-E02), the slum in
:func:`protect` (MAH-E19), the arena after it (:func:`arena`, MAH-E25), the
prison and the guild in :func:`attack` (MAH-E18, MAH-E11).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ...core.chance import announce
from ...core.events import GM_ONLY
from ...core.steps import Step
from . import events as ev
from .phrases import CHANCE
from .roles import ROLES

if TYPE_CHECKING:
    from .host import MahouHost

__all__ = ["RESOLUTION", "Night", "arena", "attack", "fox_curse", "illusionist_shift", "protect", "spirit_link"]


@dataclass(slots=True)
class Night:
    """One night: the choices made (MAH-20 (2), (3)) and what the resolution made of
    them (MAH-20 (4)), read by the morning (MAH-26)."""

    attacks: int = 1  # how many targets the werewolves choose (MAH-20 (2): 0 or 2 under casino, 2 beast_forest)
    named: dict[str, int] = field(default_factory=dict)  # the executed player's namings (MAH-20 (1)), by card
    targets: tuple[int, ...] = ()  # the werewolves' final attack target(s) (MAH-03)
    guards: dict[int, int] = field(default_factory=dict)  # protector -> guarded seat
    divined: int | None = None  # the seer's target (MAH-R02, MAH-23)
    lent: int | None = None  # the moneylender's double vote (MAH-R08)
    silenced: int | None = None  # the evil eye's silence (MAH-R13)
    predicted: int | None = None  # the chimera's guess (MAH-R14)
    protected: frozenset[int] = frozenset()  # who the attack cannot kill tonight (MAH-21)
    attacked: list[int] = field(default_factory=list)  # killed by the attack
    deaths: list[int] = field(default_factory=list)  # every death tonight, in order


def illusionist_shift(game: MahouHost, night: Night) -> None:
    """MAH-E02: under the illusionist's garden each attack target moves the rolled number
    of living players in the chosen direction (left: increasing seat numbers, counting
    from the werewolves' target, a werewolf or tonight's prisoner too); the landing
    player is the attack target for every purpose (protection, chimera, church). Only
    the GM learns where it landed (MAH-26: the morning tells who died)."""
    shift = game.modifiers.get("illusionist_garden")
    if shift is None or not night.targets:
        return
    side, roll = shift.args  # ``phrases.shift``
    step = roll if side == "left" else -roll
    living = game.living()
    landed = tuple(living[(living.index(t) + step) % len(living)] for t in night.targets)
    game.emit(ev.AttackShifted(night.targets, landed, GM_ONLY))
    night.targets = tuple(dict.fromkeys(landed))  # two targets landing on one player: one attack


def protect(game: MahouHost, night: Night) -> None:
    """MAH-21, MAH-E19: the players guarded tonight by a protector with its ability (a
    protector without it, MAH-25, was not asked); under the slum nobody (the guards
    still count for MAH-34 and for the spirit link, MAH-22)."""
    night.protected = frozenset() if game.modifiers.has("slum") else frozenset(night.guards.values())


def arena(game: MahouHost, night: Night) -> None:
    """MAH-E25: under the arena each protector who guarded the attack target makes one
    random living werewolf (MAH-02) die, one at most whatever their number (the target
    stays protected); each protector who guarded someone else dies. Protectors without
    their ability were not asked; with no protector, or no attack, nothing happens."""
    if not night.guards or not night.targets or not game.modifiers.has("arena"):
        return
    hit = False
    for protector, guarded in sorted(night.guards.items()):
        if guarded in night.targets:
            hit = True
        elif game.alive[protector]:
            game.kill(protector, "arena")
    wolves = [s for s in game.wolf_seats if game.alive[s]]
    if hit and wolves:
        victim = announce(game, CHANCE("arena: a random werewolf"), wolves, GM_ONLY)
        game.kill(victim, "arena")


def attack(game: MahouHost, night: Night) -> None:
    """MAH-21, MAH-R15, MAH-R16, MAH-E11: the attack kills its target unless protected,
    or the demon or the fox, or named by tonight's guild; a target already dead tonight
    (the arena) is not killed twice; ``night.attacks`` 0 is no attack (a casino
    citizen, MAH-E24). Only the GM learns how it went."""
    if not night.attacks:
        game.emit(ev.AttackResolved(None, "none", GM_ONLY))
    for target in night.targets:
        if not game.alive[target]:
            game.emit(ev.AttackResolved(target, "dead", GM_ONLY))
        elif target in night.protected:
            game.emit(ev.AttackResolved(target, "guarded", GM_ONLY))
        elif game.modifiers.has("guild", target):
            game.emit(ev.AttackResolved(target, "guild", GM_ONLY))
        elif ROLES[game.roles[target]].immune:
            game.emit(ev.AttackResolved(target, "immune", GM_ONLY))
        else:
            game.emit(ev.AttackResolved(target, "killed", GM_ONLY))
            night.attacked.append(target)
            game.kill(target, "attack")


def spirit_link(game: MahouHost, night: Night) -> None:
    """MAH-22, MAH-R07: the spirit user killed by the attack takes the player it guarded
    tonight along (a werewolf, the fox or the demon too)."""
    spirit = game.seat_of.get("spirit_user")
    guarded = night.guards.get(spirit) if spirit in night.attacked else None
    if guarded is not None and game.alive[guarded]:
        game.kill(guarded, "spirit link")


def fox_curse(game: MahouHost, night: Night) -> None:
    """MAH-23: the fox divined tonight dies (even if the attack also targeted it)."""
    fox = game.seat_of.get("fox")
    if fox is not None and night.divined == fox and game.alive[fox]:
        game.kill(fox, "fox curse")


#: a step of the GM's resolution of a night
Resolve = Callable[["MahouHost", Night], None]

#: MAH-20 (4): the GM's resolution of a night, in order (decision), each step with the
#: card or role it belongs to (a game has only its own, ``core.steps.assemble``); the
#: chains (MAH-24) and the chimera's check against the final target follow in the game
RESOLUTION: tuple[Step[Resolve], ...] = (
    Step(illusionist_shift, cards=("illusionist_garden",)),
    Step(protect),
    Step(arena, cards=("arena",)),
    Step(attack),
    Step(spirit_link, roles=("spirit_user",)),
    Step(fox_curse, roles=("fox",)),
)
