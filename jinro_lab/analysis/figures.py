"""Figure helpers shared by the kit's pictures: the language to draw in, a figure made
off pyplot (so a widget may draw from a background thread), its top figure and PNG bytes.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from ..core.errors import InvalidArgument, describe
from .fonts import japanese_font

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

__all__ = ["figure_png", "root"]


@contextmanager
def _language(lang: str) -> Iterator[tuple[str, dict[str, Any]]]:
    """The language to draw in (``"en"`` when Japanese is asked for but no font
    covers it) and the font keywords for texts."""
    if lang not in ("en", "ja"):
        raise InvalidArgument(f"lang must be 'en' or 'ja', got {describe(lang)}")
    if lang == "en":
        yield "en", {}
        return
    with japanese_font() as font:
        yield ("ja", {"fontfamily": [font, "DejaVu Sans"]}) if font else ("en", {})


def _axes(ax: Axes | None, size: tuple[float, float]) -> Axes:
    if ax is not None:
        return ax
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    fig = Figure(figsize=size)
    FigureCanvasAgg(fig)
    return fig.add_subplot()


def root(ax: Axes) -> Figure:
    """The figure ``ax`` is drawn in (the top one, if in a subfigure)."""
    figure = ax.get_figure(root=True)
    assert figure is not None  # axes made by matplotlib belong to a figure
    return figure


def figure_png(figure: Figure, dpi: float = 80) -> bytes:
    """A figure as PNG bytes (the event-card explorer draws at its ``SCREEN_DPI``)."""
    out = io.BytesIO()
    figure.savefig(out, format="png", dpi=dpi)
    return out.getvalue()
