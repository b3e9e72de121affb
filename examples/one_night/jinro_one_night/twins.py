"""Copies of a game that differ only in what one seat cannot see (ONE-05, ONE-40), for
the kit's privacy checks (a ``Conformance``'s ``hidden_twins``): another deal or another
night, which that seat's view must not tell apart.

Until every card is turned face up (ONE-24) a seat cannot tell apart:

* the deal with the two centre cards swapped, when it has seen neither (the cards that
  decide who wakes at night, ONE-10, stay where they were dealt);
* the same game where another seat chose otherwise at night (a look, a robbery, a swap
  or a pass, ONE-11 … ONE-15): nobody but the seat that acted is told.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from jinro_lab.core.engine import Game
from jinro_lab.core.errors import IllegalAction
from jinro_lab.core.registry import new_game

__all__ = ["hidden_twins"]


def _played(game: Game, actions: Sequence[tuple[int, Any]], **change: Any) -> Game | None:
    """``game``'s setup (with ``change``) and seed, playing ``actions``; ``None`` if one
    of them is not legal there."""
    twin = new_game(game.variant, **{**game.setup, **change}, seed=game.seed)
    try:
        for who, action in actions:
            twin.act(who, str(action))
    except IllegalAction:
        return None
    return twin


def hidden_twins(game: Game, seat: int) -> list[Game]:
    """The twins of ``game`` for ``seat`` (see the module docstring): none once the
    cards are face up."""
    truth = game.view(None)
    if truth.revealed:
        return []
    history = game.history
    twins = []
    if not any(card is not None for card in game.view(seat).centre) and truth.centre[0] != truth.centre[1]:
        deal = [*game.dealt, truth.centre[1], truth.centre[0]]  # type: ignore[attr-defined]
        twins.append(_played(game, history, roles=deal))
    for i, (who, action) in enumerate(history):
        if who == seat or action.kind == "vote":
            continue
        before = _played(game, history[:i])
        assert before is not None, "a prefix of a game's own history is legal"
        other = next(a for a in before.legal_actions(who) if a != action)
        twins.append(_played(game, [*history[:i], (who, other), *history[i + 1 :]]))
    return [twin for twin in twins if twin is not None]
