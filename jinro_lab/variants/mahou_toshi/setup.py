"""Setups of 魔法都市の人狼: the default roles per player count (MAH-06) and the checks
of a custom setup (MAH-01, MAH-02, MAH-R11, MAH-40) and of a described position.

Every check raises ``InvalidSetup`` naming the rule and what is allowed, before
any game state exists.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from ...core.errors import InvalidSetup, describe
from ...core.memo import SETUPS, checked_seating
from ...core.phrases import counted
from .roles import ROLES

__all__ = [
    "DEFAULT_SETUPS",
    "PHASES",
    "check_day_limit",
    "check_players",
    "check_position",
    "check_roles",
    "default_counts",
    "default_roles",
]

PHASES = ("day", "night")

#: MAH-06: for each player count, the werewolf side with the fox (the formula's
#: (players - 1) // 2 - 2 cards, at least 1: one werewolf at 5-6 players; at most
#: the box's four werewolf cards: three werewolves (MAH-02) with the madman and the
#: fox where the formula gives 5, at 15-16) and the citizen-side roles besides the
#: formula's citizens (that number + 2). The choice of roles is the kit's own
#: (decision): seer, knight and medium always; a hunter where a fourth seat is
#: free; from 11 players the madman, from 13 the evil eye and the fox, at 14 the
#: dragon beside the knight. No default has a lone mason, a golem (its power is in
#: the event cards), a chimera, a demon, a spirit user or a moneylender: those are
#: for custom setups (``roles=``), whose effects a GM chooses on purpose.
DEFAULT_SETUPS: dict[int, tuple[tuple[str, ...], tuple[str, ...]]] = {
    5: (("werewolf",), ("seer", "knight")),
    6: (("werewolf",), ("seer", "knight", "medium")),
    7: (("werewolf",), ("seer", "knight", "medium")),
    8: (("werewolf",), ("seer", "knight", "medium", "hunter")),
    9: (("werewolf", "werewolf"), ("seer", "knight", "medium")),
    10: (("werewolf", "werewolf"), ("seer", "knight", "medium", "hunter")),
    11: (("werewolf", "werewolf", "madman"), ("seer", "knight", "medium")),
    12: (("werewolf", "werewolf", "madman"), ("seer", "knight", "medium", "hunter")),
    13: (("werewolf", "werewolf", "evil_eye", "fox"), ("seer", "knight", "medium")),
    14: (("werewolf", "werewolf", "evil_eye", "madman"), ("seer", "knight", "dragon", "medium")),
    15: (("werewolf", "werewolf", "evil_eye", "madman", "fox"), ("seer", "knight", "medium")),
    16: (("werewolf", "werewolf", "evil_eye", "madman", "fox"), ("seer", "knight", "medium", "hunter")),
}


def check_players(players: Any) -> None:
    if players.__class__ is not int or not 5 <= players <= 16:
        raise InvalidSetup(f"players must be an int from 5 to 16 (MAH-06), got {describe(players)}")


def default_roles(players: int) -> list[str]:
    """MAH-06: the kit's setup for ``players`` (5..16): the werewolf side (and the fox)
    first, then the citizen-side roles, then the formula's citizens ((players - 1) // 2
    - 2 + 2); see :data:`DEFAULT_SETUPS`."""
    check_players(players)
    evil, specials = DEFAULT_SETUPS[players]
    citizens = max(0, (players - 1) // 2 - 2) + 2
    return [*evil, *specials] + ["citizen"] * citizens


def default_counts(players: int) -> dict[str, int]:
    """MAH-06: the roles of :func:`default_roles` and how many of each (the registry's
    ``default_setup``)."""
    return dict(Counter(default_roles(players)))


def check_roles(roles: Sequence[str] | None, players: int | None) -> tuple[str, ...] | None:
    """MAH-01: known role ids, within the box's card counts, one per seat (a
    setup that passed once passes at once: simulations repeat one setup)."""
    if roles is None:
        return None
    return checked_seating(_valid_roles, _validate_roles, roles, players)


def _validate_roles(roles: Sequence[str], players: int | None) -> tuple[str, ...]:
    if isinstance(roles, str | bytes) or not isinstance(roles, Sequence):
        raise InvalidSetup(f"roles must be a list of role ids, one per seat, got {describe(roles)}")
    roles_t = tuple(roles)
    unknown = sorted({repr(r) for r in roles_t if not isinstance(r, str) or r not in ROLES})
    if unknown:
        raise InvalidSetup(f"unknown role ids {', '.join(unknown)}; allowed: {', '.join(ROLES)}")
    if players is not None and players != len(roles_t):
        raise InvalidSetup(
            f"players={describe(players)} but roles names {counted(len(roles_t), 'seat')}; give one role per seat"
        )
    check_players(len(roles_t))
    for role in set(roles_t):
        if roles_t.count(role) > ROLES[role].copies:
            raise InvalidSetup(
                f"the box has {counted(ROLES[role].copies, f'{role} card')} (MAH-01), roles uses {roles_t.count(role)}"
            )
    wolves = sum(ROLES[r].counts_as_werewolf for r in roles_t)
    if not wolves:
        raise InvalidSetup(
            "roles must include at least one werewolf (MAH-R11): a werewolf or the evil eye (MAH-02; "
            "a chimera turns only when it names the werewolves' target)"
        )
    humans = sum(not ROLES[r].counts_as_werewolf and r != "fox" for r in roles_t)
    if humans <= wolves:
        raise InvalidSetup(
            f"{counted(wolves, 'werewolf', 'werewolves')} against {counted(humans, 'human')} (the fox not counted) "
            "would win at once (MAH-40); "
            "use fewer werewolves"
        )
    return roles_t


#: the setups validated lately (a simulation repeats one; random deals rarely do)
_valid_roles = lru_cache(maxsize=SETUPS)(_validate_roles)


def check_position(position: Any, players: int, roles: tuple[str, ...] | None) -> dict[str, Any] | None:
    """A described position: ``dead`` seats, ``day`` (1 or more) and ``phase``."""
    if position is None:
        return None
    if not isinstance(position, Mapping):
        raise InvalidSetup(f"position must be a mapping with keys dead, day, phase; got {describe(position)}")
    unknown = sorted(set(map(str, position)) - {"dead", "day", "phase"})
    if unknown:
        raise InvalidSetup(f"unknown position keys {', '.join(unknown)}; allowed: dead, day, phase")
    dead = position.get("dead", [])
    if (
        isinstance(dead, str | bytes)
        or not isinstance(dead, Sequence)
        or any(s.__class__ is not int or not 0 <= s < players for s in dead)
    ):
        raise InvalidSetup(f"position['dead'] must be a list of seats 0..{players - 1}, got {describe(dead)}")
    if len(set(dead)) != len(dead):
        raise InvalidSetup(f"position['dead'] names a seat twice: {describe(dead)}")
    day = position.get("day", 1)
    if day.__class__ is not int or day < 1:
        raise InvalidSetup(f"position['day'] must be an int of 1 or more, got {describe(day)}")
    phase = position.get("phase", "day")
    if phase not in PHASES:
        raise InvalidSetup(f"position['phase'] must be 'day' or 'night', got {describe(phase)}")
    assert roles is not None
    wolves = sum(1 for s, r in enumerate(roles) if s not in dead and ROLES[r].counts_as_werewolf)
    humans = sum(1 for s, r in enumerate(roles) if s not in dead and not ROLES[r].counts_as_werewolf and r != "fox")
    if wolves == 0 or humans <= wolves:
        raise InvalidSetup(
            f"that position is already decided (MAH-40): {wolves} living werewolves, {humans} living humans"
        )
    return {"dead": sorted(dead), "day": day, "phase": phase}


def check_day_limit(day_limit: Any, position: Mapping[str, Any] | None) -> None:
    """MAH-04 ``day_limit``: ``None`` (no limit) or an int of 1 or more (not a bool);
    a described position (checked) may not start after the limit's day is over: at
    day N's night or later the game would already have ended."""
    if day_limit is None:
        return
    if day_limit.__class__ is not int or day_limit < 1:
        raise InvalidSetup(f"day_limit must be None (no limit) or an int of 1 or more (MAH-04), got {day_limit!r}")
    if position is not None:
        day, phase = position["day"], position["phase"]
        if day > day_limit or (day == day_limit and phase == "night"):
            raise InvalidSetup(
                f"position day {day} ({phase}) is after day_limit={day_limit} is over (MAH-04): start at day "
                f"{day_limit}'s vote or earlier, or raise the limit"
            )
