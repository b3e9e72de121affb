"""Whether the kit runs in the browser (Pyodide, ``sys.platform == "emscripten"``,
issue 21), where Python can start neither a thread nor a process: the widgets then
work in the calling cell (``jinro_lab.widgets.background``) and a simulation refuses
``workers > 1`` (``jinro_lab.analysis.simulate``)."""

from __future__ import annotations

import sys

__all__ = ["in_browser"]


def in_browser() -> bool:
    """Whether the kit runs in the browser (Pyodide), where no thread or process can start."""
    return sys.platform == "emscripten"
