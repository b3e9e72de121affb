"""Setups of LotROで人狼: the kit's default setups (LOT-03) and the checks of a custom one.

Every check raises ``InvalidSetup`` naming the rule and what is allowed (or
``OptionValueError``, which the option table words so: ``options.py``), before any
game state exists.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...core.errors import InvalidSetup, describe
from ...core.options import OptionValueError
from .checkmate import Position, is_checkmated
from .roles import ROLES, VILLAGE

__all__ = [
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "NOMINATE",
    "check_position",
    "check_role_counts",
    "check_roles",
    "default_setup",
    "refuse_checkmated",
    "setup_roles",
]

MIN_PLAYERS, MAX_PLAYERS = 9, 16
#: LOT-31: how the GM names the first player of each room
NOMINATE = ("random", "seat")


def default_setup(players: int) -> dict[str, int]:
    """LOT-03: the kit's own default setup (a decision, to be tuned by simulation):
    9-11 players 2 wolves, 12-16 players 3; always 1 apostle, 1 friend, 1 healer;
    everyone else a villager. ``players`` is checked as the option is (LOT-01)."""
    from .options import OPTIONS  # the option's own check (options.py imports this module)

    OPTIONS["players"].checked(players)
    wolves = 2 if players <= 11 else 3
    return {"wolf": wolves, "apostle": 1, "friend": 1, "healer": 1, "villager": players - wolves - 3}


def check_role_counts(counts: Any) -> dict[str, int]:
    """LOT-02, LOT-03: role id -> count, known roles only, at least one wolf and one
    village-side player; the roles counted 0 left out. (That they sum to the players
    is checked with the player count, ``options.settle``.)"""
    if not isinstance(counts, Mapping):
        raise OptionValueError
    kept: dict[str, int] = {}
    for role, count in counts.items():
        if role.__class__ is not str or role not in ROLES:
            raise InvalidSetup(f"unknown role {describe(role)} in role_counts (LOT-02); allowed: {', '.join(ROLES)}")
        if count.__class__ is not int or count < 0:
            raise InvalidSetup(
                f"role_counts[{describe(role)}] must be a non-negative int (LOT-03), got {describe(count)}"
            )
        if count:
            kept[role] = count
    _check_sides(kept)
    return kept


def _check_sides(counts: Mapping[str, int]) -> None:
    if not counts.get("wolf"):
        raise InvalidSetup("a setup needs at least one wolf (LOT-03)")
    if not sum(n for r, n in counts.items() if ROLES[r].side == VILLAGE):
        raise InvalidSetup("a setup needs at least one village-side player (LOT-61: Sauron would have won already)")


def check_roles(roles: Any) -> tuple[str, ...]:
    """LOT-01, LOT-02: a fixed arrangement, one known role id per seat, 9 to 16 seats,
    at least one wolf and one village-side player."""
    if isinstance(roles, str) or not isinstance(roles, Sequence):
        raise OptionValueError
    unknown = dict.fromkeys(describe(r) for r in roles if type(r) is not str or r not in ROLES)
    if unknown:
        raise InvalidSetup(f"unknown role id(s) {', '.join(unknown)} (LOT-02); allowed: {', '.join(ROLES)}")
    if not MIN_PLAYERS <= len(roles) <= MAX_PLAYERS:
        raise InvalidSetup(
            f"roles must name one role per seat, {MIN_PLAYERS} to {MAX_PLAYERS} seats (LOT-01), got {len(roles)}"
        )
    counts: dict[str, int] = {}
    for r in roles:
        counts[r] = counts.get(r, 0) + 1
    _check_sides(counts)
    return tuple(roles)


def setup_roles(counts: Mapping[str, int]) -> list[str]:
    """The roles of a setup, in the table's order (to be dealt at random, LOT-03)."""
    return [role for role in ROLES for _ in range(counts.get(role, 0))]


def start_position(roles: Sequence[str], rangers_day: int) -> Position:
    """The position at the start (noon of day 1, LOT-10)."""
    return Position(
        wolves=roles.count("wolf"),
        village=sum(ROLES[r].side == VILLAGE for r in roles),
        apostles=sum(r == "apostle" for r in roles),
        waters=roles.count("friend"),
        leaves=roles.count("healer"),
        day=1,
        evening_done=False,
        rangers_day=rangers_day,
    )


def refuse_checkmated(roles: Sequence[str], rangers_day: int) -> None:
    """LOT-03, LOT-64: a setup that starts checkmated is refused (with checkmate on)."""
    verdict = is_checkmated(start_position(roles, rangers_day))
    if verdict:
        raise InvalidSetup(
            f"this setup starts checkmated (LOT-03, {verdict.rule}): {verdict.reason}; "
            "allowed: a setup where neither side is checkmated at noon of day 1 (change the roles or "
            "rangers_day), or checkmate=False"
        )


#: where a described position starts (LOT-10): the evening vote of its day, or the night after it
START_PHASES = ("evening", "night")


def check_position(
    position: Mapping[str, Any], roles: Sequence[str] | None, rangers_day: int, checkmate: bool
) -> dict[str, Any]:
    """A described position (``options.Position``'s JSON form, whose keys ``settle``
    checks; keys left out at their defaults), checked against the fixed ``roles``:
    ``dead`` seats, ``day`` (2 ... rangers_day for the evening, 1 ... rangers_day - 1
    for the night), ``phase``, ``used`` (healers and friends whose item is spent,
    LOT-41), ``passes`` (wolves that have passed once, LOT-42), ``last_rooms`` (last
    night's rooms, for the ban of LOT-32). Both sides must be alive (LOT-60, LOT-61)
    and, with checkmate on, neither checkmated (LOT-62, LOT-63)."""
    if roles is None:
        raise InvalidSetup("a position needs roles=[one role id per seat]: who is who at that moment")
    n = len(roles)

    def seats(key: str) -> tuple[int, ...]:
        value = position.get(key, ())
        if isinstance(value, str) or not isinstance(value, Sequence):
            raise InvalidSetup(f"position[{describe(key)}] must be a list of seats, got {describe(value)}")
        for s in value:
            if s.__class__ is not int or not 0 <= s < n:
                raise InvalidSetup(f"position[{describe(key)}] names {describe(s)}: seats are 0..{n - 1}")
        if len(set(value)) != len(value):
            raise InvalidSetup(f"position[{describe(key)}] names a seat twice: {list(value)}")
        return tuple(sorted(value))

    dead, used, passes = seats("dead"), seats("used"), seats("passes")
    phase = position.get("phase", "evening")
    if phase not in START_PHASES:
        raise InvalidSetup(f"position['phase'] must be one of {', '.join(START_PHASES)}, got {describe(phase)}")
    day = position.get("day")
    low, high = (2, rangers_day) if phase == "evening" else (1, rangers_day - 1)
    if day.__class__ is not int or not low <= day <= high:
        raise InvalidSetup(
            f"position['day'] for the {phase} must be an int from {low} to {high} "
            f"(LOT-13: no vote on day 1; LOT-23: the rangers end day {rangers_day}), got {describe(day)}"
        )
    for s in used:
        if roles[s] not in ("healer", "friend"):
            raise InvalidSetup(f"position['used'] names seat {s}, a {roles[s]}: only healers and friends have items")
    for s in passes:
        if roles[s] != "wolf":
            raise InvalidSetup(f"position['passes'] names seat {s}, a {roles[s]}: only wolves pass (LOT-42)")
    rooms = position.get("last_rooms", ())
    if isinstance(rooms, str) or not isinstance(rooms, Sequence):
        raise InvalidSetup(f"position['last_rooms'] must be a list of rooms (lists of seats), got {describe(rooms)}")
    seen: list[int] = []
    last_rooms = []
    for room in rooms:
        if (
            isinstance(room, str)
            or not isinstance(room, Sequence)
            or not all(s.__class__ is int and 0 <= s < n for s in room)
        ):
            raise InvalidSetup(f"position['last_rooms'] holds {describe(room)}: a room is a list of seats 0..{n - 1}")
        seen.extend(room)
        last_rooms.append(tuple(sorted(room)))
    if len(set(seen)) != len(seen):
        raise InvalidSetup(f"position['last_rooms'] puts a seat in two rooms: {describe(rooms)}")
    living = [roles[s] for s in range(n) if s not in dead]
    if "wolf" not in living:
        raise InvalidSetup("the position has no living wolf: the Village has won already (LOT-60)")
    if not any(ROLES[r].side == VILLAGE for r in living):
        raise InvalidSetup("the position has no living village-side player: Sauron has won already (LOT-61)")
    if checkmate:
        alive_used = [s for s in used if s not in dead]
        verdict = is_checkmated(
            Position(
                wolves=living.count("wolf"),
                village=sum(ROLES[r].side == VILLAGE for r in living),
                apostles=living.count("apostle"),
                waters=sum(roles[s] == "friend" for s in range(n) if s not in dead and s not in alive_used),
                leaves=sum(roles[s] == "healer" for s in range(n) if s not in dead and s not in alive_used),
                day=day,
                evening_done=phase == "night",
                rangers_day=rangers_day,
            )
        )
        if verdict:
            raise InvalidSetup(
                f"the position is checkmated ({verdict.rule}): {verdict.reason}; "
                "allowed: a position where neither side is checkmated, or checkmate=False"
            )
    return {
        "dead": list(dead),
        "day": day,
        "phase": phase,
        "used": list(used),
        "passes": list(passes),
        "last_rooms": [list(r) for r in last_rooms],
    }
