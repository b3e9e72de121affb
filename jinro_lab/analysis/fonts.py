"""A Japanese (CJK) font for matplotlib, or a clear warning and English labels.

matplotlib's default font has no kanji or kana: Japanese labels would be drawn
as empty boxes ("tofu") with only a "Glyph missing" warning per character. The
plots therefore draw Japanese labels inside :func:`japanese_font`, which selects
an installed CJK font; when the system has none (the browser, Colab, a fresh macOS
or Windows Python), the IPAexGothic font that the ``matplotlib-fontja`` wheel ships
(a dependency of the kit, pure Python, so it installs in Pyodide too) is registered
with matplotlib and used (issue 38). Only if neither is there does it warn once
with :class:`JapaneseFontWarning` (naming what to install) and tell the caller to
fall back to English. The wheel's package is never imported (importing it changes
matplotlib's default font for the whole process): its font file is registered.
"""

from __future__ import annotations

import contextlib
import inspect
import os
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType

from ..core.browser import in_browser

__all__ = ["CJK_FONTS", "JapaneseFontWarning", "cjk_font", "japanese_font", "wheel_font"]

#: font families that cover Japanese, in order of preference
CJK_FONTS: tuple[str, ...] = (
    "IPAPGothic",
    "IPAGothic",
    "IPAexGothic",
    "Noto Sans CJK JP",
    "Noto Sans JP",
    "Source Han Sans JP",
    "TakaoGothic",
    "TakaoPGothic",
    "VL Gothic",
    "Hiragino Sans",
    "Hiragino Kaku Gothic ProN",
    "Yu Gothic",
    "Meiryo",
    "MS Gothic",
    "IPAMincho",
    "Noto Serif CJK JP",
)

INSTALL_HINT = (
    "install the kit's font wheel (`pip install matplotlib-fontja`), or a system Japanese font, e.g. the "
    "Debian/Ubuntu package fonts-ipafont-gothic "
    "(`sudo apt-get install fonts-ipafont-gothic`) or fonts-noto-cjk (Noto Sans CJK JP), "
    "then delete matplotlib's font cache (~/.cache/matplotlib) and restart Python"
)
#: the hint in the browser (Pyodide, ``core.browser``), where nothing can be installed
BROWSER_HINT = (
    "install the font wheel in the browser (`%pip install matplotlib-fontja`) and run the cell again "
    "(the table pictures, SVG, use the browser's own fonts and stay in Japanese)"
)

_warned = False


class JapaneseFontWarning(UserWarning):
    """No Japanese font is installed: labels are drawn in English instead."""


def cjk_font() -> str | None:
    """The family name of an installed font that covers Japanese (see
    :data:`CJK_FONTS` for the order of preference), else the wheel's
    (:func:`wheel_font`), or ``None``."""
    from matplotlib import font_manager

    installed = {f.name for f in font_manager.fontManager.ttflist}
    return next((name for name in CJK_FONTS if name in installed), None) or wheel_font()


#: the font file the ``matplotlib-fontja`` wheel ships, in its package folder, and its family
WHEEL_FONT = ("matplotlib_fontja", ("fonts", "ipaexg.ttf"), "IPAexGothic")


def wheel_font() -> str | None:
    """Register the Japanese font of the ``matplotlib-fontja`` wheel with matplotlib
    (found without importing its package) and return its family name, or ``None``
    when the wheel is not installed."""
    import importlib.util
    from pathlib import Path

    from matplotlib import font_manager

    package, parts, family = WHEEL_FONT
    try:
        spec = importlib.util.find_spec(package)
    except (ImportError, ValueError):
        return None
    folders = list(spec.submodule_search_locations or ()) if spec is not None else []
    path = next((Path(f).joinpath(*parts) for f in folders if Path(f).joinpath(*parts).is_file()), None)
    if path is None:
        return None
    if family not in {f.name for f in font_manager.fontManager.ttflist}:
        font_manager.fontManager.addfont(str(path))
    return family


@contextmanager
def japanese_font() -> Iterator[str | None]:
    """Draw Japanese text inside this block: yields the CJK font in use (text made
    inside the block keeps it), or ``None`` after warning once with
    :class:`JapaneseFontWarning`; the caller should then use English labels."""
    name = cjk_font()
    if name is None:
        _warn_missing()
        yield None
        return
    import matplotlib

    with matplotlib.rc_context({"font.family": [name, "DejaVu Sans"]}):
        yield name


def _warn_missing() -> None:
    global _warned
    if not _warned:
        _warned = True
        hint = BROWSER_HINT if in_browser() else INSTALL_HINT
        warnings.warn(
            f"no Japanese font found for matplotlib, so labels are drawn in English; to draw them in Japanese, {hint}",
            JapaneseFontWarning,
            stacklevel=_caller_level(),
        )


def _caller_level() -> int:
    """The ``stacklevel`` of the first caller outside this package and contextlib, so
    the warning points at the user's code."""
    internal = (os.path.dirname(__file__) + os.sep, contextlib.__file__)
    here = inspect.currentframe()
    frame: FrameType | None = here.f_back if here is not None else None
    level = 1
    while frame is not None and frame.f_code.co_filename.startswith(internal):
        frame, level = frame.f_back, level + 1
    return level
