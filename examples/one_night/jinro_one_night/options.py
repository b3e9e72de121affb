"""The options of ワンナイト人狼, declared once with ``jinro_lab.core.options``: the
player count (ONE-02), a fixed deal (ONE-03) and the lone wolf's look (ONE-11); and the
checks between them (:func:`settle`).

This module is light: the registration names :class:`Options`, and ``new_game``'s
keywords, the record's setup, the command line's ``--option`` and the options' table
all come from it.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from jinro_lab.core import options as opt
from jinro_lab.core.errors import InvalidSetup

from .roles import BOX, CENTRE, ROLES

__all__ = ["DEFAULT_PLAYERS", "OPTIONS", "PLAYER_COUNTS", "Options", "settle"]

DEFAULT_PLAYERS = 5
#: ONE-02: the player counts
PLAYER_COUNTS = (3, 4, 5, 6)


def _box(cards: tuple[str, ...]) -> tuple[str, ...]:
    """ONE-01, ONE-03: a deal takes its cards from the box: no more copies of a card
    than the box holds."""
    counts = Counter(cards)
    over = [f"{role} x{n} (the box holds {BOX[role]})" for role, n in counts.items() if n > BOX[role]]
    if over:
        raise InvalidSetup(f"roles takes more cards than the box holds (ONE-01): {'; '.join(over)}")
    return cards


@dataclass(frozen=True, slots=True)
class Options:
    """The options of a game of ワンナイト人狼, as the game keeps them (checked)."""

    players: int = opt.players_option(DEFAULT_PLAYERS, PLAYER_COUNTS, "ONE-02", derived="the number of roles less 2")
    roles: tuple[str, ...] | None = opt.id_list(
        None,
        lambda: tuple(ROLES),
        "ONE-03",
        "the cards in dealing order: one per seat from seat 0, then the 2 centre cards (none: the default setup"
        " for the player count, shuffled)",
        check=_box,
        what="role ids",
    )
    lone_wolf_looks: bool = opt.flag(True, "ONE-11", "a lone werewolf may look at one centre card")


OPTIONS = opt.OptionTable(Options)


def settle(values: dict[str, Any], players_given: bool) -> Options:
    """The checks between options (ONE-02, ONE-03) on checked ``values``: a fixed deal
    sets the player count (its length less the 2 centre cards), which must be one the
    game allows."""
    opt.players_follow_roles(values, players_given, "ONE-03", centre=CENTRE)
    players = values["players"]
    if players not in PLAYER_COUNTS:
        raise InvalidSetup(
            f"roles names {players + CENTRE} cards, a game of {players} players (ONE-03); ONE-02 allows 3 to 6"
            f" players: give {PLAYER_COUNTS[0] + CENTRE} to {PLAYER_COUNTS[-1] + CENTRE} cards"
        )
    return Options(**values)
