"""Names a package exports but imports only when first used (``import jinro_lab``
stays light: matplotlib, pandas, ipywidgets and the rules load on demand).

A package lists ``_WHERE = {public name: submodule}`` and takes its module
``__getattr__`` and ``__dir__`` from :func:`lazy_exports`::

    __getattr__, __dir__ = lazy_exports(__name__, _WHERE)

(or defines ``__getattr__`` alone with :func:`lazy_attribute`).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping
from importlib import import_module
from typing import Any

__all__ = ["lazy_attribute", "lazy_exports"]


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


def lazy_exports(package: str, where: Mapping[str, str]) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """The module ``__getattr__`` (:func:`lazy_attribute`) and ``__dir__`` (the names
    the package holds and the ones it will import) of ``package``."""

    def __getattr__(name: str) -> Any:
        return lazy_attribute(package, where, name)

    def __dir__() -> list[str]:
        return sorted(set(vars(sys.modules[package])) | set(where))

    return __getattr__, __dir__
