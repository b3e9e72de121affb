"""LotROで人狼's action list for OpenSpiel and PettingZoo (``jinro_lab.interop``): every
pointing, tooth, hold, answer and vote of a setup, in a fixed order (the registry's
``catalogue``)."""

from __future__ import annotations

from typing import Any

from ...core.voting import vote

__all__ = ["action_catalogue"]


def action_catalogue(game: Any) -> list[Any]:
    """LOT-31 pointing, LOT-40 presenting the tooth, LOT-44 holding, LOT-45 the
    apostle's death, LOT-41 answers with each item, and the LOT-20 vote."""
    from .actions import HOLD, SUICIDE, answer, point, present
    from .roles import ITEMS

    seats = range(game.players)
    out: list[Any] = [point(t) for t in seats] + [present(t) for t in seats] + [HOLD, SUICIDE]
    out += [answer(item, use) for item in ITEMS for use in (True, False)]
    out += [vote(t) for t in seats]
    return out
