"""LotROで人狼's own analysis tools (issue 20): they sit on top of the kit's analysis
(``jinro_lab.analysis``) and may use it; nothing of the rules, the agents or the kit's
analysis imports them (the layers contract in ``pyproject.toml``): the kit's pictures
find them through the game's registration (``VariantInfo.drawings``).

* ``graphs.py``: the drawing of a night's rooms (LOT-31, LOT-71), its size and legend.
"""
