"""Events of 魔法都市の人狼 (beside the shared ones in ``jinro_lab.core.events``;
``RoleDealt`` and the other events the role games share are ``jinro_lab.core.day_night``'s,
re-exported here).

Who sees what follows MAH-50 and MAH-51: a role card is seen by its holder;
teammates and ability results by the seats that learn them (``Knowledge``);
a night choice by its chooser (the knight and the dragon see each other's guard);
nights, mornings, announcements, votes and deaths by everyone; how the night went
(the attack's outcome, what each night death came from, the demon's target flag,
the chimera's match) by the game master only.
"""

from __future__ import annotations

from typing import NamedTuple

from ...core.day_night import Announcement, Dawn, NightDeath, RoleDealt
from ...core.events import EVERYONE, Visibility, audience_note, event_type, seat_name

__all__ = [
    "AbilityLost",
    "Announcement",
    "AttackResolved",
    "AttackShifted",
    "ChimeraMatched",
    "ChimeraTurned",
    "Dawn",
    "DemonTargeted",
    "Dusk",
    "EventChoice",
    "EventDrawn",
    "EventNullified",
    "EventOffered",
    "Guarded",
    "Named",
    "NightDeath",
    "RoleDealt",
    "RoleRevealed",
    "RolesRedealt",
    "SetupAnnounced",
]


@event_type
class SetupAnnounced(NamedTuple):
    """MAH-51: the role cards in use, the vote style and the discussion time, the event
    deck's cards (in MAH-31's order, never the deck's) and the selection method (MAH-30),
    told to all."""

    roles: tuple[tuple[str, int], ...]
    vote_style: str
    first_day_seer: str
    events: tuple[str, ...] = ()
    event_selection: str = "random"
    visible_to: Visibility = EVERYONE

    def __str__(self) -> str:
        cards = ", ".join(f"{role} x{n}" if n > 1 else role for role, n in self.roles)
        deck = f"; events ({self.event_selection}): {', '.join(self.events)}" if self.events else ""
        return f"roles in play: {cards}; vote: {self.vote_style}; first-day seer: {self.first_day_seer}{deck}"


@event_type
class Dusk(NamedTuple):
    """Night ``night`` begins: everyone closes their eyes (MAH-20)."""

    night: int
    visible_to: Visibility = EVERYONE

    def __str__(self) -> str:
        return f"night {self.night}: everyone closes their eyes"


@event_type
class Guarded(NamedTuple):
    """A protector's guard tonight (MAH-R04, MAH-R05, MAH-R07), known to the protector;
    the knight and the dragon see each other's (MAH-20: 「共に目を開け」)."""

    seat: int
    target: int
    visible_to: Visibility

    def __str__(self) -> str:
        return f"{seat_name(self.seat)} guards {seat_name(self.target)}{audience_note(self.visible_to)}"


@event_type
class AttackResolved(NamedTuple):
    """How the werewolves' attack went (MAH-21): ``outcome`` is ``killed``,
    ``guarded``, ``immune`` (the demon or the fox, MAH-R15, MAH-R16), ``guild``
    (named by the guild, MAH-E11) or ``dead`` (died earlier tonight, the arena,
    MAH-E25); a ``None`` target is no attack (MAH-E24, MAH-E18). Seen by the game
    master only."""

    target: int | None
    outcome: str
    visible_to: Visibility

    def __str__(self) -> str:
        if self.target is None:
            return f"no attack tonight{audience_note(self.visible_to)}"
        return f"the attack on {seat_name(self.target)}: {self.outcome}{audience_note(self.visible_to)}"


@event_type
class AttackShifted(NamedTuple):
    """MAH-E02: the illusionist's garden moved the werewolves' target(s) ``before`` to
    ``after`` (seen by the game master only; the morning tells who died)."""

    before: tuple[int, ...]
    after: tuple[int, ...]
    visible_to: Visibility

    def __str__(self) -> str:
        moves = ", ".join(f"{seat_name(b)} -> {seat_name(a)}" for b, a in zip(self.before, self.after, strict=True))
        return f"the attack shifts: {moves}{audience_note(self.visible_to)}"


@event_type
class Named(NamedTuple):
    """A night naming (MAH-20 (3)): the moneylender's double vote (``lend``, MAH-R08),
    the evil eye's silence (``silence``, MAH-R13), the chimera's guess (``predict``,
    MAH-R14); or the executed player's (MAH-20 (1)): the mirror's, the bank's or the
    thieves' player (``magic_mirror``, ``bank``, ``thieves``: MAH-E09, MAH-E16,
    MAH-E22); known to the chooser (the moneylender's, the evil eye's, the bank's and
    the thieves' are announced in the morning)."""

    seat: int
    ability: str
    target: int
    visible_to: Visibility

    def __str__(self) -> str:
        return f"{seat_name(self.seat)} names {seat_name(self.target)} ({self.ability}){audience_note(self.visible_to)}"


@event_type
class AbilityLost(NamedTuple):
    """MAH-25: the knight (the dragon) loses its protection when the other dies; told to it."""

    seat: int
    partner: int
    visible_to: Visibility

    def __str__(self) -> str:
        return (
            f"{seat_name(self.seat)} loses the protection: {seat_name(self.partner)} is dead (MAH-25)"
            f"{audience_note(self.visible_to)}"
        )


@event_type
class DemonTargeted(NamedTuple):
    """MAH-34: the demon became the target of an ability (``by``); the flag of MAH-41, for the GM."""

    seat: int
    by: str
    visible_to: Visibility

    def __str__(self) -> str:
        return f"{seat_name(self.seat)} (demon) is targeted by {self.by} (MAH-34){audience_note(self.visible_to)}"


@event_type
class ChimeraMatched(NamedTuple):
    """MAH-R14: the chimera named the werewolves' final attack target; it turns at the next dusk (GM)."""

    seat: int
    target: int
    visible_to: Visibility

    def __str__(self) -> str:
        return (
            f"{seat_name(self.seat)} (chimera) named the attack target {seat_name(self.target)}"
            f"{audience_note(self.visible_to)}"
        )


@event_type
class ChimeraTurned(NamedTuple):
    """MAH-R14, MAH-02: from this night the chimera is a werewolf; seen by it and the living werewolves."""

    seat: int
    visible_to: Visibility

    def __str__(self) -> str:
        return f"{seat_name(self.seat)} (chimera) is a werewolf from tonight{audience_note(self.visible_to)}"


@event_type
class EventOffered(NamedTuple):
    """MAH-30, choice of two: the two cards drawn for the executed ``seat``, seen by it
    alone (the one it leaves stays private, MAH-50)."""

    seat: int
    cards: tuple[str, ...]
    visible_to: Visibility

    def __str__(self) -> str:
        return f"{seat_name(self.seat)} is offered {' or '.join(self.cards)}{audience_note(self.visible_to)}"


@event_type
class EventDrawn(NamedTuple):
    """MAH-13, MAH-51: event card ``card`` takes effect for the executed ``seat``;
    ``how``: ``random`` (drawn), ``choice`` (chosen of two, MAH-30) or ``airship``
    (chosen from the deck, MAH-E12). Told to all."""

    seat: int
    card: str
    how: str
    visible_to: Visibility = EVERYONE

    def __str__(self) -> str:
        verb = {"random": "draws", "choice": "chooses", "airship": "triggers"}[self.how]
        return f"{seat_name(self.seat)} {verb} the event {self.card}"


@event_type
class EventNullified(NamedTuple):
    """MAH-31, MAH-R10: a golem-effective card does nothing, the golem being alive (told to all)."""

    card: str
    visible_to: Visibility = EVERYONE

    def __str__(self) -> str:
        return f"the event {self.card} does nothing: the golem is alive (MAH-31)"


@event_type
class EventChoice(NamedTuple):
    """The executed player's choice for ``card`` (MAH-33): seats or a word; public
    (MAH-51) unless the card keeps it secret (the lovers: the GM only, MAH-E07)."""

    card: str
    choice: tuple[object, ...]
    visible_to: Visibility = EVERYONE

    def __str__(self) -> str:
        named = ", ".join(seat_name(c) if isinstance(c, int) else repr(c) for c in self.choice)
        return f"{self.card}: {named}{audience_note(self.visible_to)}"


@event_type
class RoleRevealed(NamedTuple):
    """MAH-E08: under the altar, a dead player's role is shown to all."""

    seat: int
    role: str
    visible_to: Visibility = EVERYONE

    def __str__(self) -> str:
        return f"{seat_name(self.seat)} was a {self.role} (altar, MAH-E08)"


@event_type
class RolesRedealt(NamedTuple):
    """MAH-E06: the living ``seats``' role cards are collected, shuffled and dealt
    again (each then sees its own new card, a ``RoleDealt``); told to all."""

    seats: tuple[int, ...]
    visible_to: Visibility = EVERYONE

    @property
    def stale(self) -> tuple[int, ...]:
        """The seats whose earlier facts are out of date (MAH-50; the information-flow graph)."""
        return self.seats

    def __str__(self) -> str:
        return f"the role cards of {', '.join(seat_name(s) for s in self.seats)} are shuffled and dealt again"
