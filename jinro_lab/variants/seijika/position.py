"""Positions for lessons: start a game of 政治家人狼 at a moment you describe.

A position is given with ``roles=`` (who is who at that moment) as
``position=Position(elected=(seats), day=d, phase="day" | "night", smeared=(seats))``
or its JSON form, ``{"elected": [...], "day": d, "phase": ..., "smeared": [...]}``
(``Position.to_json()``, read back by ``Position.from_json``); every key may be left
out (its default: nobody elected, day 1, ``day``, nobody smeared).

``elected``
    The seats already elected, in the order of their elections (SEI-24, SEI-25):
    they are out of the race, and each seat-eligible one fills a seat for its party
    (SEI-26). One election a day at most (SEI-20): at most ``day - 1`` seats before
    day ``day``'s vote, ``day`` after it; at a night position the last one was that
    day's winner (the prosecutor learns its party that night, SEI-30).
``day``
    1 to 4 (SEI-20, SEI-42).
``phase``
    ``day``: at that day's campaign and vote (day 1: the policy speeches first);
    ``night``: at the back-room night after that day's vote (SEI-30). Plain rules do
    not play night 4 (SEI-42).
``smeared``
    The seats smeared last night, sitting out that day's campaign and vote (SEI-21,
    SEI-33): only at a day position after day 1 (night 0 has no smear, SEI-10), seats
    still in the race, with a ``wolf`` in the race to have smeared them (SEI-31), one
    at most (two under manifesto rules: a card may make the smear hit two, SEI-56). A
    smeared lover does not return after that day's election (SEI-34).

A position that is already decided is refused: in plain rules a party at its quota
(SEI-40, SEI-41: with a lawyer in the race, SEI-44, the game would go on, but the
seats still to fill cannot change who wins); in manifesto rules two seated ``wolf``
players or four seats filled (SEI-55; a party at its quota is not decided there, a
recall may take a seat back).

Kit decisions: the deal, the manifestos (SEI-50) and the role check of night 0
(SEI-10 ... SEI-15) happen as at the start of any game, so teammates know each
other; with manifestos every seat announces its manifesto at the position's start
(SEI-51, as on day 1) unless the position is day 1's own; the elected players'
manifestos were not carried out: no manifesto effect is in force at the position,
no seat was recalled and the promise deck is whole.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ...core import options as opt
from ...core.errors import InvalidSetup, describe
from ...core.phrases import counted
from .roles import HUMAN, QUOTA, ROLES, SEATS, WOLF
from .setup import LAST_PLAIN_DAY

__all__ = ["KEYS", "PHASES", "Position", "check_position"]

#: the keys of a position, in order
KEYS = ("elected", "day", "phase", "smeared")
#: SEI-20, SEI-30: where in a day a position starts
PHASES = ("day", "night")
#: SEI-31: the smear names one player; SEI-56: a manifesto may make it two (by the rules: manifestos or not)
MOST_SMEARED = {False: 1, True: 2}


@dataclass(frozen=True, slots=True)
class Position(opt.Position):
    """A described moment to start from (see the module docstring): the ``elected``
    seats in order, the ``day`` (1 to 4), the ``phase`` (``day``: at that day's vote;
    ``night``: at the night after it) and the seats ``smeared`` last night, sitting
    out that day."""

    elected: tuple[int, ...] = ()
    day: int = 1
    phase: str = "day"
    smeared: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        """Lists of seats are kept as tuples (the JSON form's lists read back equal)."""
        for name in ("elected", "smeared"):
            value = getattr(self, name)
            if isinstance(value, list):
                object.__setattr__(self, name, tuple(value))


def _seats(position: Mapping[str, Any], key: str, players: int) -> list[int]:
    """``position[key]``: a list (or tuple) of distinct seats 0..players-1 (only the
    values' types are trusted: an odd object is refused, never asked)."""
    seats = position.get(key, [])
    if type(seats) not in (list, tuple) or any(type(s) is not int or not 0 <= s < players for s in seats):
        raise InvalidSetup(f"position['{key}'] must be a list of seats 0..{players - 1}, got {describe(seats)}")
    if len(set(seats)) != len(seats):
        raise InvalidSetup(f"position['{key}'] names a seat twice: {describe(seats)}")
    return list(seats)


def check_position(position: Mapping[str, Any], roles: tuple[str, ...], manifestos: bool) -> dict[str, Any]:
    """``position`` (a mapping of :data:`KEYS`) checked against the ``roles`` and the
    rules (``manifestos``: manifesto rules); returns its JSON form with every key.
    Raises :class:`~jinro_lab.InvalidSetup` naming the key, what is allowed and the rule."""
    unknown = sorted(describe(k) for k in position if type(k) is not str or k not in KEYS)
    if unknown:
        raise InvalidSetup(f"unknown position key(s) {', '.join(unknown)}; allowed: {', '.join(KEYS)}")
    players = len(roles)
    elected = _seats(position, "elected", players)
    smeared = _seats(position, "smeared", players)
    day = position.get("day", 1)
    if type(day) is not int or not 1 <= day <= LAST_PLAIN_DAY:
        raise InvalidSetup(
            f"position['day'] must be an int from 1 to {LAST_PLAIN_DAY} (SEI-20, SEI-42), got {describe(day)}"
        )
    phase = position.get("phase", "day")
    if type(phase) is not str or phase not in PHASES:
        raise InvalidSetup(f"position['phase'] must be day or night (SEI-20, SEI-30), got {describe(phase)}")
    if phase == "night" and day == LAST_PLAIN_DAY and not manifestos:
        raise InvalidSetup(
            "position: plain rules do not play night 4, the game ends after day 4's election (SEI-42); "
            "start at day 4's vote (phase day) or earlier, or play with manifestos (SEI-55)"
        )
    held = day - 1 if phase == "day" else day
    if len(elected) > held:
        raise InvalidSetup(
            f"position['elected'] names {len(elected)} seat(s), but by day {day} ({phase}) at most {held} "
            f"election(s) were held (SEI-20: one a day)"
        )
    _check_undecided(elected, roles, manifestos)
    _check_smeared(smeared, elected, roles, day, phase, manifestos)
    return {"elected": elected, "day": day, "phase": phase, "smeared": sorted(smeared)}


def _check_undecided(elected: list[int], roles: tuple[str, ...], manifestos: bool) -> None:
    """SEI-40, SEI-41 (plain) and SEI-55 (manifestos): the seats held do not end the game."""
    seated = [s for s in elected if ROLES[roles[s]].eligible]  # SEI-26
    if manifestos:
        wolves = sum(roles[s] == "wolf" for s in seated)
        if wolves >= 2 or len(seated) >= SEATS:
            raise InvalidSetup(
                f"that position is already decided (SEI-55): {counted(wolves, 'wolf', 'wolves')} and "
                f"{counted(len(seated), 'player')} hold seats; allowed: at most one seated wolf and at most "
                f"{SEATS - 1} seats filled"
            )
        return
    counts = Counter(ROLES[roles[s]].party for s in seated)
    reached = [p for p in (HUMAN, WOLF) if counts[p] >= QUOTA[p]]
    if reached:
        raise InvalidSetup(
            f"that position is already decided (SEI-40, SEI-41): the elected seats give the Human Party "
            f"{counted(counts[HUMAN], 'seat')} and the Wolf Party {counts[WOLF]}; allowed: at most "
            f"{QUOTA[HUMAN] - 1} and {QUOTA[WOLF] - 1} (the reporter, prosecutor and guard hold none, SEI-26)"
        )


def _check_smeared(
    smeared: list[int], elected: list[int], roles: tuple[str, ...], day: int, phase: str, manifestos: bool
) -> None:
    """SEI-10, SEI-21, SEI-25, SEI-31, SEI-33, SEI-56: who may sit out at the position."""
    if not smeared:
        return
    if phase != "day" or day == 1:
        raise InvalidSetup(
            f"position['smeared'] is for a day position after day 1 (SEI-33: last night's smeared sit out "
            f"that day; night 0 has no smear, SEI-10), got day {day} ({phase}) with smeared {describe(smeared)}"
        )
    out = sorted(set(smeared) & set(elected))
    if out:
        raise InvalidSetup(
            f"position['smeared'] names elected seats {describe(out)}: an elected player has left the race "
            f"and cannot be smeared (SEI-25); allowed: seats in the race"
        )
    most = MOST_SMEARED[manifestos]
    if len(smeared) > most:
        raise InvalidSetup(
            f"position['smeared'] names {counted(len(smeared), 'seat')}; allowed: at most {most}, "
            "the players one smear hits "
            f"(SEI-31{', SEI-56' if manifestos else ''})"
        )
    if not any(r == "wolf" and s not in elected for s, r in enumerate(roles)):
        raise InvalidSetup(
            "position['smeared'] names seats, but no wolf is in the race to have smeared them (SEI-31); "
            "allowed: nobody smeared"
        )
