"""Setups of LotROで人狼: the kit's default setups (LOT-03) and the checks of a custom one.

Every check raises ``InvalidSetup`` naming the rule and what is allowed, before any
game state exists.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...core.errors import InvalidSetup
from .checkmate import Position, is_checkmated
from .roles import ROLES, VILLAGE

__all__ = [
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "NOMINATE",
    "check_options",
    "check_players",
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
        raise InvalidSetup(f"players must be an int from {MIN_PLAYERS} to {MAX_PLAYERS} (LOT-01), got {players!r}")
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
        raise InvalidSetup(f"setup must be a mapping role id -> count (LOT-03), got {setup!r}")
    counts: dict[str, int] = {}
    for role, count in setup.items():
        if role not in ROLES:
            raise InvalidSetup(f"unknown role {role!r} in setup (LOT-02); allowed: {', '.join(ROLES)}")
        if count.__class__ is not int or count < 0:
            raise InvalidSetup(f"the count of {role} must be a non-negative int (LOT-03), got {count!r}")
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
        raise InvalidSetup(f"roles must be a list of role ids, one per seat (LOT-02), got {roles!r}")
    unknown = sorted({r for r in roles if r not in ROLES}, key=str)
    if unknown:
        raise InvalidSetup(f"unknown role id(s) {unknown} (LOT-02); allowed: {', '.join(ROLES)}")
    check_players(len(roles))
    if players is not None and players != len(roles):
        raise InvalidSetup(f"players={players!r} but roles names {len(roles)} seats (LOT-01)")
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
        raise InvalidSetup(f"rangers_day must be an int of 2 or more (LOT-04), got {rangers_day!r}")
    if nominate not in NOMINATE:
        raise InvalidSetup(f"nominate must be one of {', '.join(NOMINATE)} (LOT-31), got {nominate!r}")
    if checkmate.__class__ is not bool:
        raise InvalidSetup(f"checkmate must be true or false (LOT-62), got {checkmate!r}")


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
