"""Events of LotROで人狼 (beside the shared ones of ``jinro_lab.core.events``;
``RoleDealt`` and the other events the role games share are ``jinro_lab.core.day_night``'s,
re-exported here).

Who sees what (LOT-46, LOT-70, LOT-71): a role is seen by its holder; the setup's
role counts by nobody but the GM (LOT-03); phases, the discussion time, the tied
players' speeches, nominations, pointings, rooms, votes and morning deaths by
everyone; a trade by its two parties; a death in a room by the living roommates
(and the one who dies), never its cause; a wolf's pass by that wolf; the cause of
every night death by the GM only; a described position's dead and last rooms by
everyone, a spent item or a pass in it by its holder.
"""

from __future__ import annotations

from typing import NamedTuple

from ...core.day_night import NightDeath, RoleDealt
from ...core.events import EVERYONE, Visibility, audience_note, event_type, seat_name
from .rooms import room_name

__all__ = [
    "NOON_MINUTES",
    "SPEECH_MINUTES",
    "NightDeath",
    "NobodyDied",
    "Nominated",
    "PassJudged",
    "PhaseBegan",
    "Pointed",
    "PositionPrivate",
    "PositionStarted",
    "RoleDealt",
    "RoomDeath",
    "RoomFormed",
    "SetupAnnounced",
    "Speech",
    "Trade",
]

#: LOT-12: the noon discussion (minutes): day 1, then every other day
NOON_MINUTES = (3, 5)
#: LOT-22: each tied player's time to speak (minutes)
SPEECH_MINUTES = 1


def _seats(seats: tuple[int, ...]) -> str:
    return ", ".join(seat_name(s) for s in seats)


@event_type
class SetupAnnounced(NamedTuple):
    """LOT-01, LOT-03, LOT-04: the players, the rangers' day and the options, told to
    all; the role counts are the GM's secret (the GM-only ``Chance`` of the deal)."""

    players: int
    rangers_day: int
    nominate: str
    checkmate: bool
    visible_to: Visibility = EVERYONE

    def __str__(self) -> str:
        mate = "on" if self.checkmate else "off"
        return (
            f"{self.players} players; the rangers arrive at the end of the evening of day {self.rangers_day}; "
            f"nomination: {self.nominate}; checkmate: {mate}"
        )


@event_type
class PhaseBegan(NamedTuple):
    """LOT-10: a phase of day ``day`` begins (``morning``, ``noon``, ``evening``,
    ``night``); ``minutes`` is the noon discussion time (LOT-12), else 0."""

    day: int
    phase: str
    minutes: int = 0
    visible_to: Visibility = EVERYONE

    def __str__(self) -> str:
        if self.phase == "noon":
            return f"day {self.day}: noon, discussion of {self.minutes} minutes"
        return f"day {self.day}: {self.phase}"


@event_type
class Speech(NamedTuple):
    """LOT-22: a tied player's minute to speak before the revote."""

    seat: int
    minutes: int
    vote: str
    visible_to: Visibility = EVERYONE

    def __str__(self) -> str:
        return f"{seat_name(self.seat)} is tied and speaks for {self.minutes} minute"


@event_type
class Nominated(NamedTuple):
    """LOT-31: the GM names the first player of room ``room``."""

    room: int
    seat: int
    visible_to: Visibility = EVERYONE

    def __str__(self) -> str:
        return f"the GM nominates {seat_name(self.seat)} for the {room_name(self.room)}"


@event_type
class Pointed(NamedTuple):
    """LOT-31: ``seat`` points at ``target`` for room ``room``; ``forced``: nobody else was
    allowed (LOT-32)."""

    room: int
    seat: int
    target: int
    forced: bool
    visible_to: Visibility = EVERYONE

    def __str__(self) -> str:
        how = " (the only choice allowed)" if self.forced else ""
        return f"{seat_name(self.seat)} points at {seat_name(self.target)} for the {room_name(self.room)}{how}"


@event_type
class RoomFormed(NamedTuple):
    """LOT-30 ... LOT-33: room ``room`` holds ``seats``; ``repeats`` are the pairs who
    shared a room last night, shown when unavoidable (LOT-32); ``rest``: the last room,
    taking whoever is left (LOT-31)."""

    room: int
    seats: tuple[int, ...]
    repeats: tuple[tuple[int, int], ...]
    rest: bool
    visible_to: Visibility = EVERYONE

    def __str__(self) -> str:
        rest = " (the rest)" if self.rest else ""
        rep = ""
        if self.repeats:
            rep = "; unavoidable repeats: " + ", ".join(f"{seat_name(a)}-{seat_name(b)}" for a, b in self.repeats)
        return f"{room_name(self.room)}: {_seats(self.seats)}{rest}{rep}"


@event_type
class Trade(NamedTuple):
    """LOT-40, LOT-46: ``wolf`` presented the warg tooth to ``target``, who answered
    ``answer`` (``death``, ``athelas_leaf``, ``celebrant_water``, or ``wolf``: nothing
    happens); seen by the two parties only."""

    wolf: int
    target: int
    answer: str
    visible_to: Visibility

    def __str__(self) -> str:
        return (
            f"{seat_name(self.wolf)} presents the warg tooth to {seat_name(self.target)}: {self.answer}"
            f"{audience_note(self.visible_to)}"
        )


@event_type
class RoomDeath(NamedTuple):
    """LOT-46: ``seat`` dies (/faint) in room ``room``, seen by the living roommates,
    without the cause."""

    seat: int
    room: int
    visible_to: Visibility

    def __str__(self) -> str:
        return f"{seat_name(self.seat)} dies in the {room_name(self.room)}{audience_note(self.visible_to)}"


@event_type
class PassJudged(NamedTuple):
    """LOT-42, LOT-43: at the room's night end ``wolf`` did not present to a non-wolf:
    ``counted`` whether it is a pass (it had a living non-wolf roommate), and how many
    passes it has made; seen by that wolf."""

    wolf: int
    counted: bool
    passes: int
    visible_to: Visibility

    def __str__(self) -> str:
        if not self.counted:
            what = "not a pass (no living non-wolf roommate)"
        else:
            what = "a pass (the first)" if self.passes == 1 else "a second pass: the wolf dies"
        return f"{seat_name(self.wolf)} presented to no living non-wolf: {what}{audience_note(self.visible_to)}"


@event_type
class NobodyDied(NamedTuple):
    """LOT-11: the morning's announcement when nobody died in the night."""

    day: int
    visible_to: Visibility = EVERYONE

    def __str__(self) -> str:
        return f"day {self.day}: nobody died in the night"


@event_type
class PositionStarted(NamedTuple):
    """A game started from a described position: at the ``phase`` (evening or night) of
    ``day``, with ``dead`` seats and last night's ``rooms`` (public; spent items and
    passes are known to their holders only)."""

    day: int
    phase: str
    dead: tuple[int, ...]
    rooms: tuple[tuple[int, ...], ...]
    visible_to: Visibility = EVERYONE

    def __str__(self) -> str:
        dead = ", ".join(seat_name(s) for s in self.dead) or "nobody"
        return f"the game starts at the {self.phase} of day {self.day}; dead: {dead}"


@event_type
class PositionPrivate(NamedTuple):
    """A described position's past as its holder alone knows it: ``used`` whether the
    seat's leaf or water is spent (LOT-41), ``passes`` the wolf's passes so far (LOT-42);
    told to that seat (LOT-70), after the public ``PositionStarted``."""

    seat: int
    used: bool
    passes: int
    visible_to: Visibility

    def __str__(self) -> str:
        facts = ["its item is spent"] if self.used else []
        if self.passes:
            facts.append(f"it has passed {self.passes} time(s)")
        return f"{seat_name(self.seat)} starts knowing that {' and '.join(facts)}{audience_note(self.visible_to)}"
