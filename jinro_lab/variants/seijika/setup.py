"""Setups of 政治家人狼: the kit's default role mix per player count (SEI-03) and the
checks of the options' values that ``options.py`` declares: a custom setup (SEI-03),
the manifestos (SEI-50), the vote styles (SEI-23) and the promise deck (SEI-50).

The rulebook gives no setup (SEI-03): :data:`DEFAULT_SETUPS` is the kit's own
(decision), chosen so that the Human Party always has at least three players who
can fill a seat (SEI-26, SEI-40), with a spy from 6 players, a guard from 7, a
second wolf from 8, the prosecutor from 9, the lover from 10 and the lawyers
from 11. Every check raises ``InvalidSetup`` naming the option, the rule and what is
allowed (or ``OptionValueError``, for which the option table writes that message).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from ...core.errors import InvalidSetup, describe
from ...core.memo import SETUPS, checked_seating
from ...core.options import OptionValueError
from ...core.phrases import counted
from .manifestos import Deck, illustrative_deck
from .roles import ROLES

__all__ = [
    "DEFAULT_SETUPS",
    "LAST_PLAIN_DAY",
    "LAWYER_ABILITIES",
    "MANIFESTO_STYLES",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "OPEN_VOTE_ORDERS",
    "PLAIN_STYLES",
    "VOTE_STYLE_NAMES",
    "check_manifestos",
    "check_promises",
    "check_roles",
    "check_vote_styles",
    "default_counts",
    "default_roles",
    "default_vote_styles",
    "played_deck",
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
LAST_PLAIN_DAY = 4  # SEI-42: plain rules end after day 4 (night 4 is not played)
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


def default_roles(players: int) -> list[str]:
    """SEI-03: the kit's default setup for ``players`` (6..12, the ``players`` option's
    counts, which the game and ``registry.default_setup`` check), labelled as the kit's own."""
    try:
        return list(DEFAULT_SETUPS[players])
    except (KeyError, TypeError):
        raise InvalidSetup(
            f"the kit's default setups are for {MIN_PLAYERS} to {MAX_PLAYERS} players (SEI-03), not {describe(players)}"
        ) from None


def default_counts(players: int) -> dict[str, int]:
    """SEI-03: the roles of :func:`default_roles` and how many of each (the registry's
    ``default_setup``)."""
    return dict(Counter(default_roles(players)))


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
        raise InvalidSetup(
            f"players={players} but roles names {counted(len(roles_t), 'seat')} (SEI-03): give one role per seat"
        )
    if not MIN_PLAYERS <= len(roles_t) <= MAX_PLAYERS:
        raise InvalidSetup(
            f"roles names {counted(len(roles_t), 'seat')}; a setup has {MIN_PLAYERS} to {MAX_PLAYERS} players (SEI-03)"
        )
    if "wolf" not in roles_t:
        raise InvalidSetup("a setup needs at least one 'wolf' (SEI-03: the Wolf Party smears at night, SEI-31)")
    return roles_t


#: the setups validated lately (a simulation repeats one; random deals rarely do)
_valid_roles = lru_cache(maxsize=SETUPS)(_validate_roles)


def played_deck(deck: Deck | None) -> Deck:
    """SEI-56: the deck a game plays: the user's (``manifesto_deck``, loaded and checked
    by ``manifestos.load_deck``), else the kit's illustrative deck."""
    return illustrative_deck() if deck is None else deck


def check_manifestos(value: bool | tuple[str, ...], deck: Deck, players: int) -> None:
    """SEI-50: with manifestos dealt at random (``True``) the deck has a card for every
    seat; a fixed deal (one card id per seat) names the deck's cards, within their copies."""
    if value is False:
        return
    if value is True:
        pile = deck.dealt()
        if len(pile) < players:
            raise InvalidSetup(
                f"the manifesto deck {describe(deck.name)} has {len(pile)} cards for {players} players "
                "(SEI-50: one each)"
            )
        return
    if len(value) != players:
        raise InvalidSetup(
            f"manifestos names {counted(len(value), 'card')} for {counted(players, 'player')} (SEI-50: one per seat)"
        )
    by_id = deck.by_id()
    for seat, card in enumerate(value):
        if type(card) is not str or card not in by_id:
            raise InvalidSetup(
                f"manifestos[{seat}]: unknown card {describe(card)} (SEI-50); the deck has {', '.join(by_id)}"
            )
        if value.count(card) > by_id[card].copies:
            copies = by_id[card].copies
            raise InvalidSetup(
                f"manifestos deals {describe(card)} {counted(value.count(card), 'time')}; "
                f"the deck has {copies} (SEI-50)"
            )


def default_vote_styles(manifestos: bool) -> tuple[str, ...]:
    """SEI-23: the vote styles by day when ``vote_styles`` is not given."""
    return MANIFESTO_STYLES if manifestos else PLAIN_STYLES


def check_vote_styles(value: Any) -> tuple[str, ...] | None:
    """SEI-23: one style per day (``open`` or ``simultaneous``), for days 1 to 4 at most;
    the last repeats (SEI-55: days after day 4 use day 4's); ``None``: the default
    (:class:`OptionValueError` for anything but such a list: the option table's message)."""
    if value is None:
        return None
    if isinstance(value, str) or not isinstance(value, Sequence) or not 1 <= len(value) <= LAST_STYLED_DAY:
        raise OptionValueError
    for day, style in enumerate(value, 1):
        if style not in VOTE_STYLE_NAMES:
            raise InvalidSetup(
                f"vote_styles[{day - 1}] (day {day}): {describe(style)} is not a vote style (SEI-23); "
                f"allowed: {', '.join(VOTE_STYLE_NAMES)}"
            )
    return tuple(value)


def check_promises(value: Any) -> tuple[str, ...] | None:
    """SEI-50: a fixed promise deck, top first (:class:`OptionValueError` for anything
    but a non-empty list, whose message the option table writes)."""
    if value is None:
        return None
    if isinstance(value, str) or not isinstance(value, Sequence) or not value:
        raise OptionValueError
    for i, card in enumerate(value):
        if card not in ("success", "failure"):
            raise InvalidSetup(
                f"promises[{i}]: {describe(card)} is not a promise card (SEI-50); allowed: success, failure"
            )
    return tuple(value)
