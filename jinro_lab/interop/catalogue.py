"""Each variant's action list, derived from a game's setup: the stable part of the action ids.

OpenSpiel and PettingZoo need a fixed, finite action space. A kit game's legal
actions are objects (named tuples such as ``Vote(3)`` or ``Play("seer", 2)``),
some of them open (a word, MAH-E05) or combinatorial (a winner's manifesto, SEI-53).
:func:`catalogue` lists, for one setup (the variant, its player count and
options), every action of the kinds its decisions offer, built with the variant's
own constructors and tables, so an action's id means the same thing in every game
of that setup and in every process. An open choice is offered as the samples the
game lists (``OpenChoice.samples``: the sample words are listed here). Whatever a
game offers beyond the list (a choice of three seats at once, a kind of action a
variant adds later) gets an *overflow* id at the decision where it is legal (see
:class:`jinro_lab.interop.encoding.ActionIndex`); in random games of every variant
none did (``benchmarks/interop_speed.py`` prints the share). Issue 11 item 6.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

from ..core.engine import Game
from ..core.errors import JinroError
from ..core.voting import WAIT, vote

__all__ = ["CATALOGUES", "catalogue"]


def _nemuranai(game: Game) -> list[Any]:
    """NEM-11 plays (the seer's target, NEM-25; the villager's placed card, NEM-23;
    the medium's look or turn, NEM-24), NEM-26 sleeps, NEM-27 placements, NEM-52
    searches and the NEM-30 vote. A discard pile holds at most the whole deck."""
    from ..variants.nemuranai.actions import place, play, search, sleep
    from ..variants.nemuranai.cards import CARDS, DECK

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


def _lotro(game: Game) -> list[Any]:
    """LOT-31 pointing, LOT-40 presenting the tooth, LOT-44 holding, LOT-45 the
    apostle's death, LOT-41 answers with each item, and the LOT-20 vote."""
    from ..variants.lotro.actions import HOLD, SUICIDE, answer, point, present
    from ..variants.lotro.roles import ITEMS

    seats = range(game.players)
    out: list[Any] = [point(t) for t in seats] + [present(t) for t in seats] + [HOLD, SUICIDE]
    out += [answer(item, use) for item in ITEMS for use in (True, False)]
    out += [vote(t) for t in seats]
    return out


def _mahou_toshi(game: Game) -> list[Any]:
    """Every ability on every seat (MAH-03, MAH-21, MAH-24, MAH-R02..R14), the
    werewolves' two targets (MAH-E21, MAH-E24), the event cards taken or aimed
    (MAH-30), their sample words (MAH-E05, MAH-E20), the shift (MAH-E02) and the
    MAH-11 vote."""
    from ..variants.mahou_toshi.actions import ABILITIES, Word, ability, card, event_target, pair, side
    from ..variants.mahou_toshi.cards import EVENT_CARDS
    from ..variants.mahou_toshi.day_cards import SAMPLE_WORDS

    seats = range(game.players)
    out: list[Any] = [ability(a, t) for a in ABILITIES for t in seats]
    out += [pair("attack", (a, b)) for a, b in itertools.combinations(seats, 2)]
    out += [card(c) for c in EVENT_CARDS] + [event_target(c, t) for c in EVENT_CARDS for t in seats]
    out += [Word(c, w) for c, words in SAMPLE_WORDS.items() for w in words]
    out += [side("left"), side("right")]
    out += [vote(t) for t in seats]
    return out


def _seijika(game: Game) -> list[Any]:
    """The lover's favourite (SEI-12), night abilities on one seat or two (SEI-31,
    SEI-32, SEI-54), the vote and the volunteer vote's wait (SEI-22, SEI-23), and
    with manifestos the announcements of the setup's card list (SEI-51) and every
    execution of each card: side, and a seat or nobody per kind of target (SEI-53)."""
    from ..variants.seijika.actions import ABILITIES, Announce, CarryOut, Favourite, ability
    from ..variants.seijika.roles import HUMAN, WOLF

    seats = range(game.players)
    out: list[Any] = [Favourite(t) for t in seats]
    out += [ability(a, (t,)) for a in ABILITIES for t in seats]
    out += [ability(a, pair) for a in ABILITIES for pair in itertools.combinations(seats, 2)]
    out += [vote(t) for t in seats] + [WAIT]
    deck = game.deck  # type: ignore[attr-defined]  # the game's manifesto deck (the kit's, or the setup's)
    out += [Announce(c, mimic) for c in deck.listed() for mimic in (False, True)]
    named = (*seats, None)
    for card in deck.cards:
        for side in (HUMAN, WOLF):
            for targets in itertools.product(named, repeat=len(card.slots)):
                out.append(CarryOut(card.id, side, card.slots, targets))
    return out


#: variant id -> ``game -> actions`` (a game of the setup, whose players and options are read)
CATALOGUES: dict[str, Callable[[Game], list[Any]]] = {
    "nemuranai": _nemuranai,
    "lotro": _lotro,
    "mahou_toshi": _mahou_toshi,
    "seijika": _seijika,
}


def catalogue(game: Game) -> tuple[Any, ...]:
    """The listed actions of ``game``'s setup (its variant, players and options: any
    game of the setup gives the same list), in a fixed order without repeats (their
    index is their id)."""
    build = CATALOGUES.get(game.variant)
    if build is None:
        raise JinroError(
            f"no action list for variant {game.variant!r}; lists exist for: {', '.join(sorted(CATALOGUES))}"
        )
    return tuple(dict.fromkeys(build(game)))
