"""人狼は眠らない's action list for OpenSpiel and PettingZoo (``jinro_lab.interop``): every
play, sleep, placement, search and vote of a setup, in a fixed order (the registry's
``catalogue``)."""

from __future__ import annotations

from typing import Any

from ...core.voting import vote

__all__ = ["action_catalogue"]


def action_catalogue(game: Any) -> list[Any]:
    """NEM-11 plays (the seer's target, NEM-25; the villager's placed card, NEM-23;
    the medium's look or turn, NEM-24), NEM-26 sleeps, NEM-27 placements, NEM-52
    searches and the NEM-30 vote. A discard pile holds at most the whole deck."""
    from .actions import place, play, search, sleep
    from .cards import CARDS, DECK

    deck = game.setup.get("deck") or DECK
    cards = [c for c in CARDS if c in deck]
    pile = range(len(deck))
    seats = range(game.players)
    out: list[Any] = [play(c) for c in cards]
    out += [play("seer", t) for t in seats]
    out += [play("villager", t, None, placed) for placed in cards for t in seats]
    out += [play("medium", t, i, None, up) for t in seats for i in pile for up in (False, True)]
    out += [sleep(None), *(sleep(i) for i in pile)]
    out += [place(c, t) for c in cards for t in seats]
    out += [search("hand", s) for s in seats] + [search("ruins")]
    out += [search("discard", s, i) for s in seats for i in pile]
    out += [vote(t) for t in seats]
    return out
