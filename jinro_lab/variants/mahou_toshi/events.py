"""Events of 魔法都市の人狼 (beside the shared ones in ``jinro_lab.core.events``).

Who sees what follows MAH-50 and MAH-51: a role card is seen by its holder;
teammates and ability results by the seats that learn them (``Knowledge``);
nights, mornings, announcements, votes and deaths by everyone; how the night's
attack went (guarded or not) by the game master only.
"""

from __future__ import annotations

from typing import NamedTuple

from ...core.events import PUBLIC, Visibility, audience_note, event_type, seat_name

__all__ = ["Announcement", "AttackResolved", "Dawn", "Dusk", "Guarded", "RoleDealt", "SetupAnnounced"]


@event_type
class SetupAnnounced(NamedTuple):
    """MAH-51: the role cards in use, the vote style and the discussion time, told to all."""

    roles: tuple[tuple[str, int], ...]
    vote_style: str
    first_day_seer: str
    visible_to: Visibility = PUBLIC

    def __str__(self) -> str:
        cards = ", ".join(f"{role} x{n}" if n > 1 else role for role, n in self.roles)
        return f"roles in play: {cards}; vote: {self.vote_style}; first-day seer: {self.first_day_seer}"


@event_type
class RoleDealt(NamedTuple):
    """A seat's role card (MAH-05), seen by that seat only."""

    seat: int
    role: str
    visible_to: Visibility

    def __str__(self) -> str:
        return f"{seat_name(self.seat)} is dealt {self.role}{audience_note(self.visible_to)}"


@event_type
class Dusk(NamedTuple):
    """Night ``night`` begins: everyone closes their eyes (MAH-20)."""

    night: int
    visible_to: Visibility = PUBLIC

    def __str__(self) -> str:
        return f"night {self.night}: everyone closes their eyes"


@event_type
class Dawn(NamedTuple):
    """Day ``day`` begins: the morning's announcements follow (MAH-26)."""

    day: int
    visible_to: Visibility = PUBLIC

    def __str__(self) -> str:
        return f"day {self.day}: morning"


@event_type
class Announcement(NamedTuple):
    """Something the game master says to everyone (MAH-10 discussion time, MAH-26
    "nobody died"), as a ``key`` and its arguments for the renderers."""

    key: str
    args: tuple[object, ...]
    text: str
    visible_to: Visibility = PUBLIC

    def __str__(self) -> str:
        return self.text


@event_type
class Guarded(NamedTuple):
    """A protector's guard tonight (MAH-R04), known to the protector."""

    seat: int
    target: int
    visible_to: Visibility

    def __str__(self) -> str:
        return f"{seat_name(self.seat)} guards {seat_name(self.target)}{audience_note(self.visible_to)}"


@event_type
class AttackResolved(NamedTuple):
    """How the werewolves' attack went (MAH-21): ``outcome`` is ``killed``,
    ``guarded`` or ``none`` (no attack). Seen by the game master only."""

    target: int | None
    outcome: str
    visible_to: Visibility

    def __str__(self) -> str:
        if self.target is None:
            return f"no attack tonight{audience_note(self.visible_to)}"
        return f"the attack on {seat_name(self.target)}: {self.outcome}{audience_note(self.visible_to)}"
