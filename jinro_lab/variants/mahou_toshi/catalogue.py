"""魔法都市の人狼's action list for OpenSpiel and PettingZoo (``jinro_lab.interop``): every
ability, event-card choice, word, shift and vote of a setup, in a fixed order (the
registry's ``catalogue``)."""

from __future__ import annotations

import itertools
from typing import Any

from ...core.voting import vote

__all__ = ["action_catalogue"]


def action_catalogue(game: Any) -> list[Any]:
    """Every ability on every seat (MAH-03, MAH-21, MAH-24, MAH-R02..R14), the
    werewolves' two targets (MAH-E21, MAH-E24), the event cards taken or aimed
    (MAH-30), their sample words (MAH-E05, MAH-E20), the shift (MAH-E02) and the
    MAH-11 vote."""
    from .actions import ABILITIES, Word, ability, card, event_target, pair, side
    from .cards import EVENT_CARDS
    from .day_cards import SAMPLE_WORDS

    seats = range(game.players)
    out: list[Any] = [ability(a, t) for a in ABILITIES for t in seats]
    out += [pair("attack", (a, b)) for a, b in itertools.combinations(seats, 2)]
    out += [card(c) for c in EVENT_CARDS] + [event_target(c, t) for c in EVENT_CARDS for t in seats]
    out += [Word(c, w) for c, words in SAMPLE_WORDS.items() for w in words]
    out += [side("left"), side("right")]
    out += [vote(t) for t in seats]
    return out
