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

__all__ = ["chart_pt", "figure_png", "legend_below", "projector_pt", "projector_rc", "projector_scale", "root"]

#: the most a figure is enlarged for the projector (its text then ``2.2`` times its size)
MOST_ENLARGED = 2.2


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


def projector_pt(dpi: float) -> float:
    """The points a text needs at ``dpi`` to be :data:`~jinro_lab.core.display.PROJECTOR_TEXT`
    px on the screen in projector mode (a figure shown at its own pixels), else 0."""
    from ..core.display import PROJECTOR_TEXT, current

    return PROJECTOR_TEXT * 72 / dpi if current().projector else 0.0


def projector_scale(width: float, dpi: float, text_pt: float = 10.0) -> float:
    """How much larger to draw, in projector mode, a figure that is ``width`` inches
    wide at ``dpi`` with its smallest text ``text_pt`` points at its ordinary size
    (1 outside projector mode): large enough for that text to be
    :data:`~jinro_lab.core.display.PROJECTOR_TEXT` px, then as large as the display's
    width allows (at most :data:`MOST_ENLARGED` times), so that a table whose labels
    shrink to fit its seats still reads."""
    from ..core.display import current

    settings = current()
    if not settings.projector:
        return 1.0
    least = projector_pt(dpi) / text_pt
    room = settings.width / (width * dpi)
    return max(least, min(room, MOST_ENLARGED))


def projector_rc(dpi: float | None = None) -> dict[str, Any]:
    """The matplotlib settings of a chart in projector mode (``{}`` otherwise): text
    of :data:`~jinro_lab.core.display.PROJECTOR_TEXT` px at ``dpi`` (the figure's;
    matplotlib's default if ``None``), tick labels no smaller than
    :data:`~jinro_lab.core.display.PROJECTOR_TICK_PT` points, legends outside the data
    where the kit places them (it does; ``legend.loc`` is left alone)."""
    from ..core.display import PROJECTOR_TICK_PT

    if dpi is None:
        import matplotlib

        dpi = float(matplotlib.rcParams["figure.dpi"])
    pt = projector_pt(dpi)
    if not pt:
        return {}
    tick = max(pt, PROJECTOR_TICK_PT)
    return {
        "font.size": pt,
        "axes.titlesize": pt * 1.15,
        "axes.labelsize": pt,
        "xtick.labelsize": tick,
        "ytick.labelsize": tick,
        "legend.fontsize": pt,
        "legend.title_fontsize": pt,
        "figure.titlesize": pt * 1.15,
    }


def chart_pt(figure: Any, pt: float, tick: bool = False) -> float:
    """The size (points) of a chart's text of ``pt`` points in ``figure``: ``pt``, or
    in projector mode at least :data:`~jinro_lab.core.display.PROJECTOR_TEXT` px at
    the figure's resolution (and :data:`~jinro_lab.core.display.PROJECTOR_TICK_PT`
    points for a tick label, ``tick``)."""
    from ..core.display import PROJECTOR_TICK_PT

    least = projector_pt(figure.dpi)
    if not least:
        return pt
    return max(pt, least, PROJECTOR_TICK_PT if tick else 0.0)


def legend_below(ax: Axes, handles: list[Any], **options: Any) -> Any:
    """A legend of ``handles`` under ``ax``, below its tick labels and axis label (in
    inches, so it stays there when the figure is laid out again): outside the data,
    never over a bar. ``options`` go to ``Axes.legend`` (``prop``, ``ncols``...)."""
    from matplotlib.transforms import ScaledTranslation

    fig = root(ax)
    renderer = fig.canvas.get_renderer()  # type: ignore[attr-defined]
    frame = ax.get_window_extent(renderer)
    tight = ax.get_tightbbox(renderer)
    below = max(frame.y0 - tight.y0, 0.0) / fig.dpi + 0.06 if tight is not None else 0.3  # inches
    place = ax.transAxes + ScaledTranslation(0, -below, fig.dpi_scale_trans)
    settings: dict[str, Any] = {"bbox_to_anchor": (0.5, 0.0), "bbox_transform": place, "frameon": False}
    return ax.legend(handles=handles, loc="upper center", **(settings | options))


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
