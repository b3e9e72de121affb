"""The options of 人狼は眠らない, declared once (``core.options``): the player count
(NEM-02), a fixed deck (NEM-01, NEM-03), the first player (NEM-04) and a described
position (``position.py``); and the checks between them (:func:`settle`).

This module is light: the registration names :class:`Options`, and ``new_game``'s
keywords, the record's setup, the docs' option table and the command line's
``--option`` all come from it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ...core import options as opt
from ...core.errors import InvalidSetup, describe
from .cards import CARDS, DECK
from .position import Position, check_position

__all__ = ["DEFAULT_PLAYERS", "OPTIONS", "Options", "Position", "settle"]

DEFAULT_PLAYERS = 4
#: NEM-02: the player counts
PLAYER_COUNTS = (3, 4)


#: the 16 cards of NEM-01 in sorted order (a deck holds exactly these)
_SORTED_DECK = sorted(DECK)


def _deck(value: Any) -> tuple[str, ...] | None:
    """NEM-01: a fixed arrangement is exactly the 16 cards, in any order."""
    if value is None:
        return None
    if isinstance(value, str | bytes) or not isinstance(value, Sequence):
        raise opt.OptionValueError
    deck = tuple(value)
    if len(deck) == len(DECK) and all(c.__class__ is str for c in deck) and sorted(deck) == _SORTED_DECK:
        return deck  # the 16 cards (the common case: a world of the belief sampler, a replayed record)
    unknown = sorted({describe(c) for c in deck if c.__class__ is not str or c not in CARDS})
    if unknown:
        raise InvalidSetup(f"deck has unknown card ids {', '.join(unknown)}; allowed: {', '.join(CARDS)} (NEM-01)")
    counts = Counter(deck)
    if counts != Counter(DECK):
        wrong = [f"{cid} x{counts[cid]} (needs {c.copies})" for cid, c in CARDS.items() if counts[cid] != c.copies]
        raise InvalidSetup(f"deck must hold exactly the 16 cards of NEM-01; wrong counts: {'; '.join(wrong)}")
    return deck


def _first_player(value: Any) -> int | None:
    """NEM-04: a seat of the largest table (the player count is checked in :func:`settle`)."""
    if value is not None and (value.__class__ is not int or value not in range(PLAYER_COUNTS[-1])):
        raise opt.OptionValueError
    return value


@dataclass(frozen=True, slots=True)
class Options:
    """The options of a game of 人狼は眠らない, as the game keeps them (checked): see each
    field's declaration, the docs' option table (``docs/options.md``) and the rules'
    Options section."""

    players: int = opt.players_option(DEFAULT_PLAYERS, PLAYER_COUNTS, "NEM-02")
    deck: tuple[str, ...] | None = opt.custom(
        None,
        "NEM-03",
        "the 16 cards in dealing order: a hand per seat from seat 0, the ruins, then the draw pile top first "
        "(none: shuffled)",
        allowed="a list of 16 card ids or none",
        check=_deck,
        kind="list",
        digest_keeps_default=True,  # records made before options were data hold deck=None in their digests
    )
    first_player: int | None = opt.custom(
        None,
        "NEM-04",
        "the seat that takes the first turn (none: drawn at random)",
        allowed="a seat 0..3 or none",
        check=_first_player,
    )
    position: Position | None = opt.position_option(  # noqa: RUF009 (a maker: the default is None)
        Position,
        "NEM-03",
        "start at the beginning of a turn instead of the deal (hands, discards, ruins, pile, eliminated, turn)",
    )


OPTIONS = opt.OptionTable(Options)


def settle(values: dict[str, Any]) -> Options:
    """The checks between options (NEM-03, NEM-04), on checked ``values``: the first
    player is a seat of the table; a position (checked against the player count,
    ``position.check_position``) fixes every card and whose turn it is, so it takes
    neither a deck nor a first player."""
    players, first = values["players"], values["first_player"]
    if first is not None and first >= players:
        raise InvalidSetup(
            f"first_player must be a seat 0..{players - 1} or none for players={players} (NEM-04), got {first}"
        )
    if values["position"] is not None:
        given = " and ".join(k for k in ("deck", "first_player") if values[k] is not None)
        if given:
            raise InvalidSetup(
                f"position cannot be combined with {given}: a position fixes every card and whose turn "
                f"it is; give either position, or deck and/or first_player"
            )
        values["position"] = check_position(values["position"], players)
    return Options(**values)
