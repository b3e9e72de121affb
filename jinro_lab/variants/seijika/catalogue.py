"""政治家人狼's action list for OpenSpiel and PettingZoo (``jinro_lab.interop``): every
favourite, ability, vote, announcement and manifesto execution of a setup, in a fixed
order (the registry's ``catalogue``)."""

from __future__ import annotations

import itertools
from typing import Any

from ...core.voting import WAIT, vote

__all__ = ["action_catalogue"]


def action_catalogue(game: Any) -> list[Any]:
    """The lover's favourite (SEI-12), night abilities on one seat or two (SEI-31,
    SEI-32, SEI-54), the vote and the volunteer vote's wait (SEI-22, SEI-23), and
    with manifestos the announcements of the setup's card list (SEI-51) and every
    execution of each card: side, and a seat or nobody per kind of target (SEI-53)."""
    from .actions import ABILITIES, Announce, CarryOut, Favourite, ability
    from .roles import HUMAN, WOLF

    seats = range(game.players)
    out: list[Any] = [Favourite(t) for t in seats]
    out += [ability(a, (t,)) for a in ABILITIES for t in seats]
    out += [ability(a, pair) for a in ABILITIES for pair in itertools.combinations(seats, 2)]
    out += [vote(t) for t in seats] + [WAIT]
    deck = game.deck  # the game's manifesto deck (the kit's, or the setup's)
    out += [Announce(c, mimic) for c in deck.listed() for mimic in (False, True)]
    named = (*seats, None)
    for card in deck.cards:
        for side in (HUMAN, WOLF):
            for targets in itertools.product(named, repeat=len(card.slots)):
                out.append(CarryOut(card.id, side, card.slots, targets))
    return out
