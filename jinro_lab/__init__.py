"""jinro_lab: exact rules, agents and analysis for four Japanese werewolf games.

>>> import jinro_lab as jl
>>> game = jl.new_game("nemuranai", players=4, seed=7)

Only the core engine is imported here; variants, analysis (pandas, networkx,
matplotlib) and widgets (ipywidgets) load when first used.
"""

from .core.engine import Game, Result
from .core.errors import IllegalAction, InvalidRecord, InvalidSetup, JinroError
from .core.record import GameRecord, replay
from .variants import VARIANTS, new_game

__all__ = [
    "VARIANTS",
    "Game",
    "GameRecord",
    "IllegalAction",
    "InvalidRecord",
    "InvalidSetup",
    "JinroError",
    "Result",
    "new_game",
    "replay",
]

__version__ = "0.1.0"
