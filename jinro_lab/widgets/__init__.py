"""ipywidgets views of games: :class:`Stepper` (step through a record as any seat),
:class:`PlayerSeat` (a person takes one seat against agents) and
:class:`EventExplorer` (the event cards of 魔法都市の人狼: a deck, its warnings, its
effects on the win rates, its games), :class:`Standings` (a tournament's standings as
they come in) and :class:`BeliefPanel` (a seat's belief about
the hidden facts and the advice for its choice; in the Stepper and PlayerSeat on request).

Thin views over the public API, with no rules of their own; ipywidgets (and
matplotlib, for the graphs) load only when a widget is first used.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.lazy import lazy_attribute

if TYPE_CHECKING:
    from ..variants.mahou_toshi.tools.widget import EventExplorer
    from .belief_panel import BeliefPanel
    from .player import PlayerSeat
    from .standings import Standings
    from .stepper import Stepper

__all__ = ["BeliefPanel", "EventExplorer", "PlayerSeat", "Standings", "Stepper"]

_WHERE = {
    "Stepper": "stepper",
    "PlayerSeat": "player",
    "EventExplorer": "explorer",
    "BeliefPanel": "belief_panel",
    "Standings": "standings",
}


def __getattr__(name: str) -> Any:
    return lazy_attribute(__name__, _WHERE, name)
