"""Setups of 政治家人狼: the kit's default role mix per player count and the checks of
a custom one (SEI-03).

The rulebook gives no setup (SEI-03): :data:`DEFAULT_SETUPS` is the kit's own
(decision), chosen so that the Human Party always has at least three players who
can fill a seat (SEI-26, SEI-40), with a spy from 6 players, a guard from 7, a
second wolf from 8, the prosecutor from 9, the lover from 10 and the lawyers
from 11. Every check raises ``InvalidSetup`` naming the rule and what is allowed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...core.errors import InvalidSetup
from .roles import ROLES

__all__ = ["DEFAULT_SETUPS", "MAX_PLAYERS", "MIN_PLAYERS", "check_players", "check_roles", "default_roles"]

#: SEI-03: fewer than 6 players is refused (decision); 12 is the largest default
#: setup and the largest table the kit supports (decision)
MIN_PLAYERS, MAX_PLAYERS = 6, 12

#: SEI-03: the kit's own default setups (not the publisher's: the rulebook gives none)
DEFAULT_SETUPS: dict[int, tuple[str, ...]] = {
    6: ("wolf", "spy", "reporter", "human", "human", "human"),
    7: ("wolf", "spy", "reporter", "guard", "human", "human", "human"),
    8: ("wolf", "wolf", "spy", "reporter", "guard", "human", "human", "human"),
    9: ("wolf", "wolf", "spy", "reporter", "prosecutor", "guard", "human", "human", "human"),
    10: ("wolf", "wolf", "spy", "lover", "reporter", "prosecutor", "guard", "human", "human", "human"),
    11: ("wolf", "wolf", "spy", "lover", "reporter", "prosecutor", "guard", "lawyer", "human", "human", "human"),
    12: (
        *("wolf", "wolf", "spy", "lover", "corrupt_lawyer", "reporter"),
        *("prosecutor", "guard", "lawyer", "human", "human", "human"),
    ),
}


def check_players(players: Any) -> None:
    """SEI-03: 6 to 12 players (decision)."""
    if players.__class__ is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise InvalidSetup(
            f"players must be an int from {MIN_PLAYERS} to {MAX_PLAYERS} (SEI-03: fewer than 6 is refused; "
            f"12 is the largest setup the kit supports), got {players!r}"
        )


def default_roles(players: int) -> list[str]:
    """SEI-03: the kit's default setup for ``players`` (6..12), labelled as the kit's own."""
    check_players(players)
    return list(DEFAULT_SETUPS[players])


_VALID: dict[tuple[Any, ...], tuple[str, ...]] = {}


def check_roles(roles: Sequence[str] | None, players: int | None) -> tuple[str, ...] | None:
    """SEI-01, SEI-03: one known role id per seat, 6 to 12 seats, at least one ``wolf``
    (a setup that passed once passes at once: simulations repeat one setup)."""
    if roles is None:
        return None
    if roles.__class__ in (list, tuple):
        try:
            hit = _VALID.get((tuple(roles), players))
        except TypeError:
            hit = None
        if hit is not None:
            return hit
    if isinstance(roles, str | bytes) or not isinstance(roles, Sequence):
        raise InvalidSetup(f"roles must be a list of role ids, one per seat (SEI-03), got {roles!r}")
    roles_t = tuple(roles)
    for seat, role in enumerate(roles_t):
        if not isinstance(role, str) or role not in ROLES:
            raise InvalidSetup(f"roles[{seat}]: unknown role {role!r} (SEI-01); allowed: {', '.join(ROLES)}")
    if players is not None and players != len(roles_t):
        raise InvalidSetup(f"players={players} but roles names {len(roles_t)} seats (SEI-03): give one role per seat")
    if not MIN_PLAYERS <= len(roles_t) <= MAX_PLAYERS:
        raise InvalidSetup(
            f"roles names {len(roles_t)} seats; a setup has {MIN_PLAYERS} to {MAX_PLAYERS} players (SEI-03)"
        )
    if "wolf" not in roles_t:
        raise InvalidSetup("a setup needs at least one 'wolf' (SEI-03: the Wolf Party smears at night, SEI-31)")
    if len(_VALID) < 10_000:
        _VALID[(roles_t, players)] = roles_t
    return roles_t
