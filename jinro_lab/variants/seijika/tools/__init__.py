"""政治家人狼's own analysis tools (issue 20): they sit on top of the kit's analysis
(``jinro_lab.analysis``) and may use it; nothing of the rules, the agents or the kit's
analysis imports them (the layers contract in ``pyproject.toml``).

* ``trust.py``: the vote graph read as a graph of trust (SEI-61).
"""
