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

from collections.abc import Callable, Mapping
from typing import Any

from ..core.capabilities import MissingCapability
from ..core.engine import Game
from ..core.registry import LiveMapping, load, lookup, variants

__all__ = ["CATALOGUES", "catalogue"]

#: variant id -> ``game -> actions`` (a game of the setup, whose players and options are
#: read): each game's registered ``catalogue``, as registered now
CATALOGUES: Mapping[str, Callable[[Game], list[Any]]] = LiveMapping(
    lambda: {v.id: load(v.catalogue) for v in variants() if v.catalogue is not None},
    "variant id -> its action list (VariantInfo.catalogue)",
)


def catalogue(game: Game) -> tuple[Any, ...]:
    """The listed actions of ``game``'s setup (its variant, players and options: any
    game of the setup gives the same list), in a fixed order without repeats (their
    index is their id)."""
    build = CATALOGUES.get(game.variant)
    if build is None:
        info = lookup(game.variant)
        lists = f"lists exist for: {', '.join(sorted(CATALOGUES))}"
        raise MissingCapability(info.id, info.title_ja, "catalogue", "OpenSpiel and PettingZoo", lists)
    return tuple(dict.fromkeys(build(game)))
