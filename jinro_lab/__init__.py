"""jinro_lab: exact rules, agents and analysis for four Japanese werewolf games.

>>> import jinro_lab as jl
>>> game = jl.new_game("nemuranai", players=4, seed=7)
>>> jl.VARIANTS["nemuranai"].title_ja
'人狼は眠らない'

The entry points (the docs site's "API overview" shows each with an example):
:func:`new_game` (each game's options: :func:`~jinro_lab.core.registry.option_table`),
:func:`replay`, :func:`tournament`; in :mod:`jinro_lab.analysis`,
:func:`~jinro_lab.analysis.simulate.simulate`, :func:`~jinro_lab.analysis.stats.win_rates` and
:func:`~jinro_lab.variants.mahou_toshi.tools.explorer.event_effects`; in
:mod:`jinro_lab.widgets`, :class:`~jinro_lab.widgets.stepper.Stepper` and
:class:`~jinro_lab.widgets.player.PlayerSeat`; in :mod:`jinro_lab.table`,
:class:`~jinro_lab.table.server.TableServer`. Bad input raises a :class:`JinroError`.

``jl.display(projector=True)`` (a lesson's first cell) draws the pictures, graphs and
widgets made from then on for a projector (:mod:`jinro_lab.core.display`).

Only the core engine and the games' registrations (``jinro_lab.core.registry``)
are imported here (``jinro_lab.tournament``, :func:`jinro_lab.analysis.tournament`,
loads when first used); a game's rules, analysis (pandas, networkx, matplotlib) and
widgets (ipywidgets) load when first used.
"""

from . import variants  # noqa: F401 - importing the games' packages registers them
from .core.display import Display, display
from .core.engine import Game, Result
from .core.errors import IllegalAction, InvalidArgument, InvalidRecord, InvalidSetup, JinroError
from .core.lazy import lazy_exports
from .core.record import GameRecord, replay
from .core.registry import VARIANTS, VariantInfo, glossary, lookup, new_game
from .core.viewers import PUBLIC, Viewer

#: public name -> submodule that defines it (imported when first used: pandas and the rules load then)
_WHERE = {"tournament": "analysis"}

__all__ = [
    "PUBLIC",
    "VARIANTS",
    "Display",
    "Game",
    "GameRecord",
    "IllegalAction",
    "InvalidArgument",
    "InvalidRecord",
    "InvalidSetup",
    "JinroError",
    "Result",
    "VariantInfo",
    "Viewer",
    "display",
    "glossary",
    "lookup",
    "new_game",
    "replay",
    "tournament",
]

__getattr__, __dir__ = lazy_exports(__name__, _WHERE)

__version__ = "0.1.0"
