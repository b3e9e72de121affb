"""The options of LotROで人狼, declared once (``core.options``): the spec's option table
(LOT-03, LOT-04, LOT-31, LOT-62), a fixed arrangement (LOT-02) and a described
position (LOT-10); and the checks between them (:func:`settle`).

This module is light: the registration names :class:`Options`, and ``new_game``'s
keywords, the record's setup, the docs' option table and the command line's
``--option`` all come from it. ``role_counts`` was called ``setup`` until it
collided with ``Game.setup`` (the record's setup): records saved then still load,
replay and keep their digests (``core.options.Option.former_name``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ...core import options as opt
from ...core.errors import InvalidSetup
from .setup import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    NOMINATE,
    check_position,
    check_role_counts,
    check_roles,
    default_setup,
    refuse_checkmated,
    setup_roles,
)

__all__ = ["OPTIONS", "Options", "Position", "settle"]

DEFAULT_PLAYERS = 12


@dataclass(frozen=True, slots=True)
class Position(opt.Position):
    """A described moment to start from (see ``LotroGame``): the ``dead`` seats, the
    ``day`` (a position names it: none is refused), the ``phase`` (``evening``: at
    that day's vote; ``night``: at the night after it), the healers and friends whose
    item is ``used`` (LOT-41), the wolves that have ``passes`` once (LOT-42) and last
    night's rooms, ``last_rooms`` (LOT-32)."""

    dead: tuple[int, ...] = ()
    day: int | None = None
    phase: str = "evening"
    used: tuple[int, ...] = ()
    passes: tuple[int, ...] = ()
    last_rooms: tuple[tuple[int, ...], ...] = ()


def _role_counts(value: Any) -> dict[str, int] | None:
    return None if value is None else check_role_counts(value)


def _roles(value: Any) -> tuple[str, ...] | None:
    return None if value is None else check_roles(value)


@dataclass(frozen=True, slots=True)
class Options:
    """The options of a game of LotROで人狼, as the game keeps them (checked): see each
    field's declaration and the docs' option table (``docs/options.md``)."""

    players: int = opt.players_option(
        DEFAULT_PLAYERS, range(MIN_PLAYERS, MAX_PLAYERS + 1), "LOT-01", derived="the number of roles"
    )
    role_counts: Mapping[str, int] | None = opt.custom(
        None,
        "LOT-03",
        "role id -> count, dealt at random from the seed (none: the kit's default setup for the player count)",
        allowed="none or a mapping of role id -> count, summing to the players",
        check=_role_counts,
        former_name="setup",
    )
    roles: tuple[str, ...] | None = opt.custom(
        None,
        "LOT-02",
        "one role id per seat, in seat order: a fixed arrangement (none: role_counts dealt at random)",
        allowed=f"none or a list of role ids, one per seat ({MIN_PLAYERS} to {MAX_PLAYERS})",
        check=_roles,
        kind="list",
    )
    rangers_day: int = opt.integer(6, "LOT-04", "the rangers arrive at the end of the evening of this day", minimum=2)
    nominate: str = opt.choice(
        "random", NOMINATE, "LOT-31", "how the GM names each room's first player: at random or in seat order"
    )
    checkmate: bool = opt.flag(True, "LOT-62", "a side that cannot win any more loses at once (LOT-62, LOT-63)")
    position: Mapping[str, Any] | None = opt.position_option(
        Position, "LOT-10", "start from a described position (needs roles): dead, day, phase, used, passes, last_rooms"
    )

    def cards(self) -> list[str]:
        """The roles of the game: the fixed ``roles`` in seat order, or the role counts
        (or the default setup) in the table's order, to be dealt (LOT-03)."""
        if self.roles is not None:
            return list(self.roles)
        return setup_roles(self.role_counts or default_setup(self.players))


OPTIONS = opt.OptionTable(Options)


def settle(values: dict[str, Any], players_given: bool) -> Options:
    """The checks between options (LOT-01, LOT-03, LOT-62, LOT-63), on checked
    ``values``: the roles against the player count (``players`` follows the roles
    when not given), role counts or roles (not both), the counts against the player
    count, a position against the roles, and, with checkmate on, a start that is not
    checkmated."""
    opt.players_follow_roles(values, players_given, "LOT-01")
    roles, counts = values["roles"], values["role_counts"]
    if roles is not None and counts is not None:
        raise InvalidSetup("give role_counts (dealt at random) or roles (one per seat), not both (LOT-03)")
    if counts is not None and sum(counts.values()) != values["players"]:
        raise InvalidSetup(
            f"role_counts must sum to the {values['players']} players (LOT-03): they number {sum(counts.values())}"
        )
    if values["position"] is not None:
        Position.from_json(values["position"])  # its keys are Position's
        values["position"] = check_position(values["position"], roles, values["rangers_day"], values["checkmate"])
    options = Options(**values)
    if options.checkmate and options.position is None:
        refuse_checkmated(options.cards(), options.rangers_day)
    return options
