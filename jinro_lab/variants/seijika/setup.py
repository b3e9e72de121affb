"""Setups of 政治家人狼: the kit's default role mix per player count and the checks of
a custom one (SEI-03).

The rulebook gives no setup (SEI-03): :data:`DEFAULT_SETUPS` is the kit's own
(decision), chosen so that the Human Party always has at least three players who
can fill a seat (SEI-26, SEI-40), with a spy from 6 players, a guard from 7, a
second wolf from 8, the prosecutor from 9, the lover from 10 and the lawyers
from 11. Every check raises ``InvalidSetup`` naming the rule and what is allowed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any

from ...core.errors import InvalidSetup, describe
from ...core.memo import SETUPS, checked_seating
from .manifestos import Deck, illustrative_deck, load_deck
from .roles import ROLES

__all__ = [
    "DEFAULT_SETUPS",
    "LAWYER_ABILITIES",
    "MANIFESTO_STYLES",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "OPEN_VOTE_ORDERS",
    "PLAIN_STYLES",
    "VOTE_STYLE_NAMES",
    "check_deck",
    "check_manifestos",
    "check_players",
    "check_promises",
    "check_roles",
    "check_vote_styles",
    "default_roles",
]

#: SEI-03: fewer than 6 players is refused (decision); 12 is the largest default
#: setup and the largest table the kit supports (decision)
MIN_PLAYERS, MAX_PLAYERS = 6, 12

#: SEI-23: the vote styles by day, the open-vote orders, the defaults (plain, manifesto)
VOTE_STYLE_NAMES = ("open", "simultaneous")
OPEN_VOTE_ORDERS = ("volunteer", "seat")
PLAIN_STYLES = ("open", "open", "simultaneous", "simultaneous")
MANIFESTO_STYLES = ("simultaneous",)
LAST_STYLED_DAY = 4  # SEI-55: days after day 4 use day 4's style
#: SEI-05: the lawyers' abilities beyond SEI-44, which the rulebook we have does not
#: describe: ``none`` (the default, decision) makes them plain party members.
LAWYER_ABILITIES = ("none",)

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
            f"12 is the largest setup the kit supports), got {describe(players)}"
        )


def default_roles(players: int) -> list[str]:
    """SEI-03: the kit's default setup for ``players`` (6..12), labelled as the kit's own."""
    check_players(players)
    return list(DEFAULT_SETUPS[players])


def check_roles(roles: Sequence[str] | None, players: int | None) -> tuple[str, ...] | None:
    """SEI-01, SEI-03: one known role id per seat, 6 to 12 seats, at least one ``wolf``
    (a setup that passed once passes at once: simulations repeat one setup)."""
    if roles is None:
        return None
    return checked_seating(_valid_roles, _validate_roles, roles, players)


def _validate_roles(roles: Sequence[str], players: int | None) -> tuple[str, ...]:
    if isinstance(roles, str | bytes) or not isinstance(roles, Sequence):
        raise InvalidSetup(f"roles must be a list of role ids, one per seat (SEI-03), got {describe(roles)}")
    roles_t = tuple(roles)
    for seat, role in enumerate(roles_t):
        if not isinstance(role, str) or role not in ROLES:
            raise InvalidSetup(f"roles[{seat}]: unknown role {describe(role)} (SEI-01); allowed: {', '.join(ROLES)}")
    if players is not None and players != len(roles_t):
        raise InvalidSetup(f"players={players} but roles names {len(roles_t)} seats (SEI-03): give one role per seat")
    if not MIN_PLAYERS <= len(roles_t) <= MAX_PLAYERS:
        raise InvalidSetup(
            f"roles names {len(roles_t)} seats; a setup has {MIN_PLAYERS} to {MAX_PLAYERS} players (SEI-03)"
        )
    if "wolf" not in roles_t:
        raise InvalidSetup("a setup needs at least one 'wolf' (SEI-03: the Wolf Party smears at night, SEI-31)")
    return roles_t


#: the setups validated lately (a simulation repeats one; random deals rarely do)
_valid_roles = lru_cache(maxsize=SETUPS)(_validate_roles)


def check_deck(source: str | Path | Mapping[str, Any] | None) -> Deck:
    """SEI-56: the illustrative deck, or a user deck (file or mapping), validated."""
    if source is None:
        return illustrative_deck()
    return load_deck(source)


def check_manifestos(value: Any, deck: Deck, players: int) -> tuple[bool, tuple[str, ...] | None]:
    """SEI-50: ``manifestos`` is false (plain), true (dealt at random) or one card id
    per seat (fixed, within the deck's copies)."""
    if value is False or value is None:
        return False, None
    pile = deck.dealt()
    if value is True:
        if len(pile) < players:
            raise InvalidSetup(
                f"the manifesto deck {describe(deck.name)} has {len(pile)} cards for {players} players "
                "(SEI-50: one each)"
            )
        return True, None
    if isinstance(value, str | bytes) or not isinstance(value, Sequence):
        raise InvalidSetup(f"manifestos must be true, false or one card id per seat (SEI-50), got {describe(value)}")
    cards = tuple(value)
    if len(cards) != players:
        raise InvalidSetup(f"manifestos names {len(cards)} cards for {players} players (SEI-50: one per seat)")
    for seat, card in enumerate(cards):
        if type(card) is not str or card not in deck.by_id():
            raise InvalidSetup(
                f"manifestos[{seat}]: unknown card {describe(card)}; the deck has {', '.join(deck.by_id())}"
            )
        if cards.count(card) > deck.by_id()[card].copies:
            raise InvalidSetup(
                f"manifestos deals {describe(card)} {cards.count(card)} times; the deck has {deck.by_id()[card].copies}"
            )
    return True, cards


def check_vote_styles(value: Sequence[str] | None, manifestos: bool) -> tuple[str, ...]:
    """SEI-23: one style per day (``open`` or ``simultaneous``), for days 1 to 4 at most;
    the last repeats (SEI-55: days after day 4 use day 4's)."""
    if value is None:
        return MANIFESTO_STYLES if manifestos else PLAIN_STYLES
    if isinstance(value, str) or not isinstance(value, Sequence) or not 1 <= len(value) <= LAST_STYLED_DAY:
        raise InvalidSetup(
            f"vote_styles must list the styles of days 1 to 4 at most, the last repeating (SEI-23; SEI-55: days "
            f"after day 4 use day 4's), got {describe(value)}"
        )
    for day, style in enumerate(value, 1):
        if style not in VOTE_STYLE_NAMES:
            raise InvalidSetup(
                f"vote_styles[{day - 1}] (day {day}): {describe(style)} is not a vote style (SEI-23); "
                f"allowed: {', '.join(VOTE_STYLE_NAMES)}"
            )
    return tuple(value)


def check_promises(value: Sequence[str] | None) -> tuple[str, ...] | None:
    """SEI-50: a fixed promise deck, top first."""
    if value is None:
        return None
    if isinstance(value, str) or not isinstance(value, Sequence) or not value:
        raise InvalidSetup(
            f"promises must be a non-empty list of 'success' / 'failure' (SEI-50), got {describe(value)}"
        )
    for i, card in enumerate(value):
        if card not in ("success", "failure"):
            raise InvalidSetup(
                f"promises[{i}]: {describe(card)} is not a promise card (SEI-50); allowed: success, failure"
            )
    return tuple(value)
