"""Names a package exports but imports only when first used (``import jinro_lab``
stays light: matplotlib, pandas, ipywidgets and the rules load on demand).

A package lists ``_WHERE = {public name: submodule}`` and defines::

    def __getattr__(name: str) -> Any:
        return lazy_attribute(__name__, _WHERE, name)
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from importlib import import_module
from typing import Any

__all__ = ["lazy_attribute"]


def lazy_attribute(package: str, where: Mapping[str, str], name: str) -> Any:
    """``name`` from the submodule ``where[name]`` of ``package`` (relative, e.g.
    ``"plots"``), imported now and kept in the package for the next use; an unknown
    name raises ``AttributeError`` as a missing attribute does."""
    module = where.get(name)
    if module is None:
        raise AttributeError(f"module {package!r} has no attribute {name!r}")
    value = getattr(import_module(f".{module}", package), name)
    setattr(sys.modules[package], name, value)
    return value
