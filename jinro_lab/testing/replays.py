"""Twin games that follow a game: replays advanced by the new actions only."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any
from weakref import WeakKeyDictionary

from ..core.engine import Game
from ..core.errors import IllegalAction

__all__ = ["replayed"]

#: per game, its replays by key: [the replayed game, or None once it failed; actions applied]
_REPLAYS: WeakKeyDictionary[Game, dict[Hashable, list[Any]]] = WeakKeyDictionary()


def replayed(
    game: Game, key: Hashable, start: Callable[[], Game], errors: tuple[type[Exception], ...] = (IllegalAction,)
) -> Game | None:
    """The game ``start()`` with ``game``'s recorded actions played on it, or ``None``
    when ``start()`` or one of the actions raises one of ``errors``. The replay under
    ``key`` is kept for as long as ``game`` lives and advances with it: a later call
    plays only the actions recorded since, so following a twin through every decision
    of a game costs one replay, not one per decision (the same game as a replay from
    scratch: the same seed and actions give the same game). ``game`` only moves forward."""
    replays = _REPLAYS.setdefault(game, {})
    actions = game.history  # the record's actions, without its digest (over the whole log, at every call)
    entry = replays.get(key)
    if entry is None:
        try:
            entry = [start(), 0]
        except errors:
            entry = [None, 0]
        replays[key] = entry
    twin, done = entry
    assert done <= len(actions), "the game went back: its replays no longer follow it"
    if twin is not None:
        try:
            for seat, action in actions[done:]:
                twin.act(seat, str(action))  # as the record writes it
        except errors:
            entry[0] = None
        entry[1] = len(actions)
    return entry[0]
