"""Whether the kit runs in the browser (Pyodide, ``sys.platform == "emscripten"``,
issue 21), where Python can start neither a thread nor a process: the widgets then
work in the calling cell (``jinro_lab.widgets.background``) and a simulation refuses
``workers > 1`` (``jinro_lab.analysis.simulate``).

The JupyterLite site (``site/README.md``) carries the kit and its pure-Python packages,
not the packages of the full Pyodide distribution (matplotlib, numpy, pandas, Pillow):
those load from the internet, so offline an import of one of them fails. In the browser,
``import jinro_lab`` adds an import finder that turns that failure into a sentence in the
page's language (:class:`NotInBrowser`), naming the package, instead of Python's bare
"No module named"; the Stepper shows the sentence in place of its graphs and steps on.
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import os
import sys
from collections.abc import Sequence
from types import ModuleType

from .phrases import Phrase, PhraseBook

__all__ = ["FULL_DISTRIBUTION", "NotInBrowser", "in_browser", "notice_missing_packages", "page_lang"]

#: the packages the kit imports that only the full Pyodide distribution has (by import name)
FULL_DISTRIBUTION = ("matplotlib", "numpy", "pandas", "PIL")

SAY = PhraseBook(
    __name__,
    "SAY",
    {
        "not in browser": (
            "{} is not loaded in the browser's Python: it comes from the full Pyodide distribution on the "
            "internet, so it cannot be used offline. Online, run %pip install {} and run this cell "
            "again; offline, run this lesson in Jupyter on a computer (pip install jinro-lab, then jinro-lab lab).",
            "{} はブラウザの Python に読み込まれていません。インターネット上の Pyodide 配布物から読み込む"
            "パッケージのため、オフラインでは使えません。オンラインなら %pip install {} を実行してから、"
            "このセルをもう一度実行してください。オフラインなら、パソコンの Jupyter でこの教材を開いてください"
            "（pip install jinro-lab のあと jinro-lab lab）。",
        ),
    },
)


def in_browser() -> bool:
    """Whether the kit runs in the browser (Pyodide), where no thread or process can start."""
    return sys.platform == "emscripten"


def page_lang() -> str:
    """The language of the page the browser's Python runs for: the site keeps the Japanese
    editions in its ``ja`` folder, and the kernel starts in the notebook's folder."""
    return "ja" if os.path.basename(os.getcwd()) == "ja" else "en"


class NotInBrowser(ModuleNotFoundError):
    """A package of :data:`FULL_DISTRIBUTION` that the browser's Python cannot load; its
    message is in the page's language, :meth:`text` writes it in either."""

    def __init__(self, package: str) -> None:
        self.phrase: Phrase = SAY("not in browser", package, package)
        super().__init__(self.phrase.text(page_lang()), name=package)

    def text(self, lang: str) -> str:
        """The message in ``lang``."""
        return self.phrase.text(lang)


class _NoticeFinder(importlib.abc.MetaPathFinder):
    """Last on ``sys.meta_path``: asked only when no other finder found the module."""

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if path is None and fullname in FULL_DISTRIBUTION:
            raise NotInBrowser(fullname)
        return None


def notice_missing_packages() -> None:
    """In the browser, make a failed import of a :data:`FULL_DISTRIBUTION` package say
    why in the page's language (once; elsewhere nothing)."""
    if in_browser() and not any(isinstance(f, _NoticeFinder) for f in sys.meta_path):
        sys.meta_path.append(_NoticeFinder())
