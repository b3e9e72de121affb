"""The options of 政治家人狼, declared once (``core.options``): the spec's option table
(the setup SEI-03, the manifesto rules SEI-50 and SEI-56, the vote styles SEI-23, the
night's options SEI-14 and SEI-32, the campaign's length, the lawyers SEI-05) and a
described position (``position.py``); and the checks between them (:func:`settle`).

This module is light: the registration names :class:`Options`, and ``new_game``'s
keywords, the record's setup, the docs' option table and the command line's
``--option`` all come from it. The checks of each value live in ``setup.py`` (and
a user deck's in ``manifestos.load_deck``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ...core import options as opt
from ...core.errors import InvalidSetup
from .manifestos import Deck, InvalidDeck, load_deck
from .position import Position, check_position
from .setup import (
    LAWYER_ABILITIES,
    MAX_PLAYERS,
    MIN_PLAYERS,
    OPEN_VOTE_ORDERS,
    check_manifestos,
    check_promises,
    check_roles,
    check_vote_styles,
    default_vote_styles,
    played_deck,
)

__all__ = ["OPTIONS", "Options", "Position", "settle"]

DEFAULT_PLAYERS = 8


def _roles(value: Any) -> tuple[str, ...] | None:
    return check_roles(value, None)


def _manifestos(value: Any) -> bool | tuple[str, ...]:
    """``False`` (also ``None``), ``True`` or a list of card ids (checked against the deck by :func:`settle`)."""
    if value is None or value is False:
        return False
    if value is True:
        return True
    if isinstance(value, str | bytes) or not isinstance(value, list | tuple):
        raise opt.OptionValueError
    return tuple(value)


def _deck(value: Any) -> Deck | None:
    """A user deck, loaded and checked by ``load_deck``, whose message names the file,
    the card and the field: prefixed here with the option and the rule."""
    if value is None:
        return None
    try:
        return load_deck(value)
    except InvalidDeck as err:
        raise InvalidDeck(f"manifesto_deck (SEI-56): {err}") from None


@dataclass(frozen=True, slots=True)
class Options:
    """The options of a game of 政治家人狼, as the game keeps them (checked): see each
    field's declaration, the docs' option table (``docs/options.md``) and the spec's
    Options section. After :func:`settle`, ``vote_styles`` holds the styles played
    (the default for the rules when not given)."""

    players: int = opt.players_option(
        DEFAULT_PLAYERS, range(MIN_PLAYERS, MAX_PLAYERS + 1), "SEI-03", derived="the number of roles"
    )
    roles: tuple[str, ...] | None = opt.custom(
        None,
        "SEI-03",
        "one role id per seat, in seat order (none: the kit's default setup for the player count, dealt at random)",
        allowed="none or a list of role ids, one per seat, with a wolf",
        check=_roles,
        kind="list",
    )
    manifestos: bool | tuple[str, ...] = opt.custom(
        False,
        "SEI-50",
        "false: plain rules; true: manifesto rules, the cards dealt at random; a list: one card id per seat",
        allowed="true, false or one card id per seat",
        check=_manifestos,
    )
    manifesto_deck: Deck | None = opt.custom(  # noqa: RUF009 (a Deck is a frozen dataclass)
        None,
        "SEI-56",
        "the manifesto deck, a TOML or JSON file or a mapping of its cards (none: the kit's illustrative deck)",
        allowed="none, a .toml or .json file, or a mapping with name and cards",
        check=_deck,
    )
    promises: tuple[str, ...] | None = opt.custom(
        None,
        "SEI-50",
        "the promise deck, top first (none: 8 successes and 2 failures, shuffled)",
        allowed="none or a non-empty list of success and failure",
        check=check_promises,
        kind="list",
    )
    vote_styles: tuple[str, ...] | None = opt.custom(
        None,
        "SEI-23",
        "the vote style of days 1 to 4, the last repeating (none: open, open, simultaneous, simultaneous; "
        "with manifestos, simultaneous every day)",
        allowed="none or a list of 1 to 4 styles, each open or simultaneous",
        check=check_vote_styles,
        kind="list",
    )
    spy_meets_wolves: bool = opt.flag(True, "SEI-14", "the spies learn the wolves (the wolves always learn the spies)")
    guard_self: bool = opt.flag(False, "SEI-32", "the guard may protect itself")
    guard_repeat: bool = opt.flag(True, "SEI-32", "the guard may protect the same player two nights running")
    open_vote_order: str = opt.choice(
        "volunteer",
        OPEN_VOTE_ORDERS,
        "SEI-23",
        "an open vote's order: volunteers first (a random one each step), or in seat order",
    )
    campaign_rounds: int = opt.integer(
        3, "SEI-56", "the rounds of discussion of a campaign (manifestos may lengthen or shorten it)", 1, 10
    )
    lawyer_ability: str = opt.choice(
        "none",
        LAWYER_ABILITIES,
        "SEI-05",
        "the lawyers' ability beyond SEI-44, which the rulebook we have does not describe: none (plain members)",
    )
    position: Mapping[str, Any] | None = opt.position_option(
        Position, "SEI-20", "start from a described position (needs roles): elected seats, day, phase, smeared seats"
    )


OPTIONS = opt.OptionTable(Options)


def settle(values: dict[str, Any], players_given: bool) -> Options:
    """The checks between options (SEI-03, SEI-20, SEI-23, SEI-50), on checked ``values``:
    the roles against the player count (``players`` follows the roles when not given),
    the manifestos against the deck and the players, a position against the roles and
    the rules; the day's vote styles by default for the rules."""
    opt.players_follow_roles(values, players_given, "SEI-03")
    manifestos = values["manifestos"]
    check_manifestos(manifestos, played_deck(values["manifesto_deck"]), values["players"])
    if values["position"] is not None:
        if values["roles"] is None:
            raise InvalidSetup("a position needs roles=[one role id per seat] (SEI-03): who is who at that moment")
        values["position"] = check_position(values["position"], values["roles"], manifestos is not False)
    if values["vote_styles"] is None:
        values["vote_styles"] = default_vote_styles(manifestos is not False)
    return Options(**values)
