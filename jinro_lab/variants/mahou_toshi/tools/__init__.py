"""魔法都市の人狼's own analysis tools (issue 20): they sit on top of the kit's analysis
and widgets (``jinro_lab.analysis``, ``jinro_lab.widgets``) and may use them; nothing of
the rules, the agents or the kit's analysis imports them (the layers contract in
``pyproject.toml``). Their old names stay: ``jinro_lab.analysis.explorer``,
``jinro_lab.analysis.effect_plots`` and ``jinro_lab.widgets.explorer`` are these modules.

* ``explorer.py``: what each event card (MAH-E01 ... MAH-E25) and each pair does to the
  sides' win rates (MAH-40 ... MAH-42), run and saved;
* ``effect_plots.py``: its pictures (bars with intervals, a heat map of the pairs);
* ``widget.py``: the event-card explorer widget (ipywidgets).
"""

from .. import INFO

#: the game these tools are for (its registered id)
VARIANT = INFO.id
