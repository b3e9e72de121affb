"""The old name of 魔法都市の人狼's event-card explorer's pictures, kept for the notebooks and
scripts that import it: the module is a tool of the game, on top of the analysis and
the widgets (``jinro_lab.variants.mahou_toshi.tools.effect_plots``), and importing this name
gives that very module (so its names, and patches of them, are the same)."""

import sys

from ..variants.mahou_toshi.tools import effect_plots as _tool

sys.modules[__name__] = _tool
