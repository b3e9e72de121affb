"""Events the day-and-night role games share (魔法都市の人狼, 政治家人狼, LotROで人狼).

The same records with the same English lines in every game that has them; each
variant's ``events`` module re-exports the ones it uses, so that
``variants.<name>.events.RoleDealt`` stays the name to write. Their Japanese texts
stay with each variant's renderer (its role names, its causes, its announcements).
"""

from __future__ import annotations

from typing import NamedTuple

from .events import EVERYONE, Visibility, audience_note, event_type, seat_name

__all__ = ["Announcement", "Dawn", "NightDeath", "RoleDealt"]


@event_type
class RoleDealt(NamedTuple):
    """A seat's role card (MAH-05, SEI-15; in LotRO its role and item, LOT-03, LOT-02),
    seen by that seat only."""

    seat: int
    role: str
    visible_to: Visibility

    def __str__(self) -> str:
        return f"{seat_name(self.seat)} is dealt {self.role}{audience_note(self.visible_to)}"


@event_type
class Dawn(NamedTuple):
    """Day ``day`` begins (SEI-20): the morning's announcements follow (MAH-26)."""

    day: int
    visible_to: Visibility = EVERYONE

    def __str__(self) -> str:
        return f"day {self.day}: morning"


@event_type
class Announcement(NamedTuple):
    """What the game master says to everyone (MAH-10 discussion time, MAH-26 "nobody
    died", SEI-20 ... SEI-55), as a ``key`` and its ``args`` (seats, numbers, card ids)
    for the renderers; ``text`` is the English line."""

    key: str
    args: tuple[object, ...]
    text: str
    visible_to: Visibility = EVERYONE

    def __str__(self) -> str:
        return self.text


@event_type
class NightDeath(NamedTuple):
    """A death tonight and what it came from, for the game master only: the morning
    announces only who died, so that no cause gives a role away (MAH-20 (4), MAH-24,
    MAH-26, MAH-50: ``attack``, ``spirit link``, ``fox curse``, ``hunter``; LOT-47:
    ``tooth``, ``water``, ``second pass``, ``suicide``)."""

    seat: int
    cause: str
    visible_to: Visibility

    def __str__(self) -> str:
        return f"{seat_name(self.seat)} dies tonight ({self.cause}){audience_note(self.visible_to)}"
