"""ipywidgets views of games: :class:`Stepper` (step through a record as any seat)
and :class:`PlayerSeat` (a person takes one seat against agents).

Thin views over the public API, with no rules of their own; ipywidgets (and
matplotlib, for the graphs) load only when a widget is first used.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .player import PlayerSeat
    from .stepper import Stepper

__all__ = ["PlayerSeat", "Stepper"]

_WHERE = {"Stepper": ".stepper", "PlayerSeat": ".player"}


def __getattr__(name: str) -> Any:
    if name in _WHERE:
        return getattr(import_module(_WHERE[name], __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
