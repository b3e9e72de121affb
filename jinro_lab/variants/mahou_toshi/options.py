"""The options of 魔法都市の人狼, declared once (``core.options``): MAH-04's option
table, the setup (MAH-01, MAH-06), the event deck (MAH-13, MAH-30) and a described
position; and the checks between them (:func:`settle`).

This module is light: the registration names :class:`Options`, and ``new_game``'s
keywords, the record's setup, the docs' option table and the command line's
``--option`` all come from it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ...core import options as opt
from ...core.errors import InvalidSetup
from .cards import check_deck
from .setup import check_day_limit, check_position, check_roles

__all__ = ["OPTIONS", "Options", "Position", "deck_shuffled", "settle"]

FIRST_DAY_SEER = ("random_white", "free", "none")
EVENT_SELECTION = ("random", "choice_of_two")
#: MAH-11: the three vote styles (``core.voting.VoteStyle``'s values)
VOTE_STYLES = ("simultaneous", "in_turn", "free")
DEFAULT_PLAYERS = 9


@dataclass(frozen=True, slots=True)
class Position(opt.Position):
    """A described moment to start from: the ``dead`` seats, the ``day`` (1 or more)
    and the ``phase`` (``day``: at that day's vote; ``night``: at the night after it).
    Teammates know each other as after night 0; see :class:`MahouToshiGame`."""

    dead: tuple[int, ...] = ()
    day: int = 1
    phase: str = "day"


def _roles(value: Any) -> tuple[str, ...] | None:
    return None if value is None else check_roles(value, None)


def _events(value: Any) -> tuple[str, ...] | None:
    return None if value is None else check_deck(value)


def _shuffle(value: Any) -> bool | None:
    if value is not None and value.__class__ is not bool:
        raise opt.OptionValueError
    return value


@dataclass(frozen=True, slots=True)
class Options:
    """The options of a game of 魔法都市の人狼, as the game keeps them (checked): see each
    field's declaration, the docs' option table (``docs/options.md``) and MAH-04."""

    players: int = opt.players_option(DEFAULT_PLAYERS, range(5, 17), "MAH-06", derived="the number of roles")
    roles: tuple[str, ...] | None = opt.custom(
        None,
        "MAH-01",
        "one role id per seat, in seat order (none: the default setup for the player count, dealt at random, MAH-06)",
        allowed="none or a list of role ids, one per seat",
        check=_roles,
    )
    first_day_seer: str = opt.choice(
        "random_white",
        FIRST_DAY_SEER,
        "MAH-04",
        "random_white: the GM tells the seer one random human; free: a night-0 divination; none",
    )
    knight_self: bool = opt.flag(False, "MAH-04", "the knight and the spirit user may guard themselves")
    knight_repeat: bool = opt.flag(True, "MAH-04", "every protector may guard the same player two nights running")
    vote_style: str = opt.choice("simultaneous", VOTE_STYLES, "MAH-11", "how the day's votes are cast")
    fox_steals_win: bool = opt.flag(True, "MAH-42", "a living fox wins instead of the winning team")
    day_limit: int | None = opt.integer(
        None, "MAH-04", "none, or N: a game still undecided when day N is over has no winner", minimum=1, optional=True
    )
    position: Mapping[str, Any] | None = opt.position_option(
        Position, "MAH-04", "start from a described position (needs roles): dead seats, day, phase"
    )
    events: tuple[str, ...] | None = opt.custom(
        None,
        "MAH-13",
        "the event deck, top first (none: the default deck for the roles, shuffled, MAH-35; []: no events)",
        allowed="none or a list of event card ids, each at most once",
        check=_events,
        kind="list",
    )
    event_selection: str = opt.choice(
        "random", EVENT_SELECTION, "MAH-30", "random: the top card; choice_of_two: the executed player picks one of two"
    )
    shuffle_events: bool | None = opt.custom(
        None,
        "MAH-30",
        "whether the event deck is shuffled (none: the default deck is, a given deck is taken in order)",
        allowed="none, true or false",
        check=_shuffle,
        parse=opt.flag_text,
        former_defaults=(True,),
    )
    claims: bool = opt.flag(False, "MAH-10", "each day's discussion opens with public claims")


OPTIONS = opt.OptionTable(Options)


def settle(values: dict[str, Any], players_given: bool) -> Options:
    """The checks between options (MAH-01, MAH-04, MAH-40), on checked ``values``: the
    roles against the player count (``players`` follows the roles when not given), a
    position against the roles, the day limit against the position."""
    opt.players_follow_roles(values, players_given, "MAH-01")
    roles = values["roles"]
    if values["position"] is not None:
        if roles is None:
            raise InvalidSetup("a position needs roles=[one role id per seat]: who is who at that moment")
        values["position"] = check_position(values["position"], values["players"], roles)
    check_day_limit(values["day_limit"], values["position"])
    return Options(**values)


def deck_shuffled(shuffle_events: bool | None, events: Any) -> bool:
    """MAH-30: whether the event deck is shuffled before play: as ``shuffle_events``
    says, and when it says nothing (``None``), the default deck (``events=None``) is
    and a given deck is not (taken in the order given, top first, as every fixed
    arrangement of the kit)."""
    return events is None if shuffle_events is None else shuffle_events
