"""Copies of a game that differ only in what one seat cannot see (ONE-05, ONE-40), for
the kit's privacy checks (a ``Conformance``'s ``hidden_twins``): the same actions on
another deal, which that seat's view must not tell apart.

The twins keep every card that decides who acts at night (ONE-10) where it was dealt:
they swap the two centre cards when the seat has seen neither and they differ.
"""

from __future__ import annotations

from jinro_lab.core.engine import Game
from jinro_lab.core.registry import new_game

__all__ = ["hidden_twins"]


def hidden_twins(game: Game, seat: int) -> list[Game]:
    """``game`` replayed on the deal with its centre cards swapped, if ``seat`` saw
    neither of them and they differ (else no twin); the same seed and actions."""
    truth = game.view(None)
    seen = game.view(seat).centre
    if any(card is not None for card in seen) or truth.centre[0] == truth.centre[1]:
        return []
    dealt = list(game.dealt)  # type: ignore[attr-defined]
    centre = game.centre  # type: ignore[attr-defined]
    twin = new_game(game.variant, **{**game.setup, "roles": [*dealt, centre[1], centre[0]]}, seed=game.seed)
    for who, action in game.history:
        twin.act(who, str(action))
    return [twin]
