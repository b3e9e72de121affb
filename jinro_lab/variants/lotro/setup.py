"""Setups of LotROで人狼: the kit's default setups (LOT-03) and the checks of a custom one.

Every check raises ``InvalidSetup`` naming the rule and what is allowed, before any
game state exists.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...core.errors import InvalidSetup, describe
from .checkmate import Position, is_checkmated
from .roles import ROLES, VILLAGE

__all__ = [
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "NOMINATE",
    "check_options",
    "check_players",
    "check_position",
    "check_roles",
    "check_setup",
    "default_setup",
    "setup_roles",
]

MIN_PLAYERS, MAX_PLAYERS = 9, 16
#: LOT-31: how the GM names the first player of each room
NOMINATE = ("random", "seat")


def check_players(players: Any) -> int:
    """LOT-01: 9 to 16 players."""
    if players.__class__ is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise InvalidSetup(
            f"players must be an int from {MIN_PLAYERS} to {MAX_PLAYERS} (LOT-01), got {describe(players)}"
        )
    return players


def default_setup(players: int) -> dict[str, int]:
    """LOT-03: the kit's own default setup (a decision, to be tuned by simulation):
    9-11 players 2 wolves, 12-16 players 3; always 1 apostle, 1 friend, 1 healer;
    everyone else a villager."""
    check_players(players)
    wolves = 2 if players <= 11 else 3
    return {"wolf": wolves, "apostle": 1, "friend": 1, "healer": 1, "villager": players - wolves - 3}


def check_setup(setup: Any, players: int) -> dict[str, int]:
    """LOT-02, LOT-03: role id -> count, known roles only, summing to ``players``,
    at least one wolf and one village-side player."""
    if not isinstance(setup, Mapping):
        raise InvalidSetup(f"setup must be a mapping role id -> count (LOT-03), got {describe(setup)}")
    counts: dict[str, int] = {}
    for role, count in setup.items():
        if role not in ROLES:
            raise InvalidSetup(f"unknown role {describe(role)} in setup (LOT-02); allowed: {', '.join(ROLES)}")
        if count.__class__ is not int or count < 0:
            raise InvalidSetup(f"the count of {role} must be a non-negative int (LOT-03), got {describe(count)}")
        if count:
            counts[role] = count
    if sum(counts.values()) != players:
        raise InvalidSetup(f"the setup's roles number {sum(counts.values())}, not the {players} players (LOT-03)")
    _check_sides(counts)
    return counts


def _check_sides(counts: Mapping[str, int]) -> None:
    if not counts.get("wolf"):
        raise InvalidSetup("a setup needs at least one wolf (LOT-03)")
    if not sum(n for r, n in counts.items() if ROLES[r].side == VILLAGE):
        raise InvalidSetup("a setup needs at least one village-side player (LOT-61: Sauron would have won already)")


def check_roles(roles: Sequence[str] | None, players: int | None) -> tuple[str, ...] | None:
    """LOT-02: a fixed arrangement, one known role id per seat (``players`` agreeing)."""
    if roles is None:
        return None
    if isinstance(roles, str) or not isinstance(roles, Sequence):
        raise InvalidSetup(f"roles must be a list of role ids, one per seat (LOT-02), got {describe(roles)}")
    unknown = dict.fromkeys(describe(r) for r in roles if type(r) is not str or r not in ROLES)
    if unknown:
        raise InvalidSetup(f"unknown role id(s) {', '.join(unknown)} (LOT-02); allowed: {', '.join(ROLES)}")
    check_players(len(roles))
    if players is not None and players != len(roles):
        raise InvalidSetup(f"players={describe(players)} but roles names {len(roles)} seats (LOT-01)")
    counts: dict[str, int] = {}
    for r in roles:
        counts[r] = counts.get(r, 0) + 1
    _check_sides(counts)
    return tuple(roles)


def setup_roles(counts: Mapping[str, int]) -> list[str]:
    """The roles of a setup, in the table's order (to be dealt at random, LOT-03)."""
    return [role for role in ROLES for _ in range(counts.get(role, 0))]


def check_options(rangers_day: Any, nominate: Any, checkmate: Any) -> None:
    """LOT-04, LOT-31, LOT-62: the options' values."""
    if rangers_day.__class__ is not int or rangers_day < 2:
        raise InvalidSetup(f"rangers_day must be an int of 2 or more (LOT-04), got {describe(rangers_day)}")
    if nominate not in NOMINATE:
        raise InvalidSetup(f"nominate must be one of {', '.join(NOMINATE)} (LOT-31), got {describe(nominate)}")
    if checkmate.__class__ is not bool:
        raise InvalidSetup(f"checkmate must be true or false (LOT-62), got {describe(checkmate)}")


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
_POSITION_KEYS = ("dead", "day", "phase", "used", "passes", "last_rooms")


def check_position(
    position: Any, roles: Sequence[str] | None, rangers_day: int, checkmate: bool
) -> dict[str, Any] | None:
    """A described position (see ``LotroGame``), checked against the fixed ``roles``:
    ``dead`` seats, ``day`` (2 ... rangers_day for the evening, 1 ... rangers_day - 1
    for the night), ``phase``, ``used`` (healers and friends whose item is spent,
    LOT-41), ``passes`` (wolves that have passed once, LOT-42), ``last_rooms`` (last
    night's rooms, for the ban of LOT-32). Both sides must be alive (LOT-60, LOT-61)
    and, with checkmate on, neither checkmated (LOT-62, LOT-63)."""
    if position is None:
        return None
    if roles is None:
        raise InvalidSetup("a position needs roles=[one role id per seat]: who is who at that moment")
    if not isinstance(position, Mapping):
        raise InvalidSetup(
            f"position must be a mapping with keys {', '.join(_POSITION_KEYS)}, got {describe(position)}"
        )
    unknown = sorted(set(position) - set(_POSITION_KEYS), key=str)
    if unknown:
        raise InvalidSetup(f"unknown position key(s) {unknown}; allowed: {', '.join(_POSITION_KEYS)}")
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
