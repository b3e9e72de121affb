"""Figure helpers shared by the kit's pictures: the language to draw in, a figure made
off pyplot (so a widget may draw from a background thread), its top figure and PNG bytes.
"""

from __future__ import annotations

import base64
import io
import weakref
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from typing import TYPE_CHECKING, Any

from ..core.errors import InvalidArgument, describe
from .fonts import japanese_font

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

__all__ = [
    "chart_pt",
    "figure_png",
    "fit_figure",
    "least_text_px",
    "legend_below",
    "projector_pt",
    "projector_rc",
    "projector_scale",
    "root",
    "show_figure",
    "subplots",
]

#: in projector mode, the least width of a lesson's panel (:func:`subplots`), a share of the display's
PANEL_WIDTH = 0.7
#: how many times :func:`fit_figure` lays a figure out, at most
LAYOUT_PASSES = 4
#: the colours of a lesson's figure as shown (:func:`show_figure`), at most
COLOURS = 256
#: the key of a shown figure's output metadata (:func:`show_figure`): its smallest text
SHOWN = "jinro_lab"

#: the most a figure is enlarged for the projector (its text then ``2.2`` times its size)
MOST_ENLARGED = 2.2


@contextmanager
def figure_language(lang: str) -> Iterator[tuple[str, dict[str, Any]]]:
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


def axes_for(ax: Axes | None, size: tuple[float, float]) -> Axes:
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


def _texts(figure: Figure) -> list[Any]:
    """The figure's visible, non-empty texts (not the tick labels of axes drawn without
    their axis: matplotlib keeps them "visible" and does not draw them)."""
    from matplotlib.text import Text

    hidden = {id(t) for a in figure.axes if not a.axison for axis in (a.xaxis, a.yaxis) for t in axis.findobj(Text)}
    found = figure.findobj(Text)
    return [t for t in found if t.get_visible() and t.get_text().strip() and id(t) not in hidden]


def least_text_px(figure: Figure) -> float:
    """The smallest visible text of ``figure``, in pixels at its resolution (``inf`` if none)."""
    figure.canvas.draw()
    return min((t.get_fontsize() * figure.dpi / 72 for t in _texts(figure)), default=float("inf"))


def fit_figure(figure: Figure) -> Figure:
    """A lesson's own figure made ready for the kit's display (``jl.display()``); in
    the ordinary mode it is left as it is. In projector mode: no wider than the
    display's width at its resolution (its height shrunk with it), every text at least
    :data:`~jinro_lab.core.display.PROJECTOR_TEXT` px at its resolution and every tick
    label at least :data:`~jinro_lab.core.display.PROJECTOR_TICK_PT` points, legends
    moved under their axes (outside the data), laid out again (``tight_layout``, or
    matplotlib's constrained layout where the axes' labels or legends still overlap;
    a figure with a layout engine keeps it)."""
    from ..core.display import PROJECTOR_TICK_PT, current

    settings = current()
    if not settings.projector:
        return figure
    width, height = figure.get_size_inches()
    widest = settings.width / figure.dpi
    if width > widest:
        figure.set_size_inches(widest, height * widest / width)
    least = projector_pt(figure.dpi)
    tick = max(least, PROJECTOR_TICK_PT)
    for ax in figure.axes:
        ax.tick_params(which="both", labelsize=max(tick, _tick_pt(ax)))  # ticks made later too
    for text in _texts(figure):
        if text.get_fontsize() < least:
            text.set_fontsize(least)
    for ax in figure.axes:
        legend = ax.get_legend()
        if legend is not None and not _outside(legend):
            _below(ax, legend)
    from matplotlib.layout_engine import PlaceHolderLayoutEngine, TightLayoutEngine

    engine = figure.get_layout_engine()  # after tight_layout(), a place holder
    if engine is not None and not isinstance(engine, PlaceHolderLayoutEngine | TightLayoutEngine):
        return figure
    if any(ax.get_subplotspec() is None for ax in figure.axes):  # axes placed by hand (draw_rooms): laid out already
        return figure
    for _ in range(LAYOUT_PASSES):  # tight_layout is an estimate: with large decorations, again until none overlap
        figure.tight_layout()
        for ax in figure.axes:  # placed again, under the tick labels as laid out now
            legend = ax.get_legend()
            if legend is not None and legend in _BELOW:
                _below(ax, legend)
        if not _overlapping(figure):
            return figure
    # matplotlib's constrained layout keeps the axes' decorations (legends below them too) apart; not where a
    # colorbar was made for another layout
    with suppress(RuntimeError):
        figure.set_layout_engine("constrained")
    return figure


def _overlapping(figure: Figure) -> bool:
    """Whether two axes of ``figure``, with their labels, titles and legends, overlap."""
    figure.canvas.draw()
    renderer = figure.canvas.get_renderer()  # type: ignore[attr-defined]
    found = [ax.get_tightbbox(renderer) for ax in figure.axes if ax.get_visible()]
    boxes = [b for b in found if b is not None]
    return any(a.overlaps(b) for i, a in enumerate(boxes) for b in boxes[i + 1 :])


def _tick_pt(ax: Axes) -> float:
    labels = [*ax.get_xticklabels(), *ax.get_yticklabels()]
    return max((float(t.get_fontsize()) for t in labels), default=0.0)


def _outside(legend: Any) -> bool:
    """Whether a legend is anchored outside its axes (a bbox beyond the unit square)."""
    anchor = legend.get_bbox_to_anchor()
    box = anchor.transformed(legend.axes.transAxes.inverted()) if legend.axes is not None else None
    return box is not None and (box.y1 <= 0.01 or box.y0 >= 0.99 or box.x1 <= 0.01 or box.x0 >= 0.99)


#: the legends placed under their axes (:func:`legend_below`), placed again after each
#: layout pass (a set of the legends, not a mark on matplotlib's objects)
_BELOW: weakref.WeakSet[Any] = weakref.WeakSet()


def _below(ax: Axes, legend: Any) -> None:
    """Move ``legend`` under ``ax``'s tick labels and axis label (as :func:`legend_below`)."""
    from matplotlib.transforms import ScaledTranslation

    fig = root(ax)
    renderer = fig.canvas.get_renderer()  # type: ignore[attr-defined]
    frame = ax.get_window_extent(renderer)
    tight = ax.get_tightbbox(renderer, bbox_extra_artists=[])
    below = max(frame.y0 - tight.y0, 0.0) / fig.dpi + 0.06 if tight is not None else 0.3
    place = ax.transAxes + ScaledTranslation(0, -below, fig.dpi_scale_trans)
    legend.set_bbox_to_anchor((0.5, 0.0), transform=place)
    legend.set_loc("upper center")  # hanging from the anchor
    legend.set_frame_on(False)
    _BELOW.add(legend)


def _few_colours(png: io.BytesIO) -> io.BytesIO:
    """A PNG in at most :data:`COLOURS` colours (a chart has few; a third of the bytes)."""
    from PIL import Image

    image = Image.open(io.BytesIO(png.getvalue())).convert("RGB")
    out = io.BytesIO()
    image.quantize(COLOURS, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE).save(out, "png", optimize=True)
    return out


def subplots(panels: int = 1, *, figsize: tuple[float, float], **options: Any) -> tuple[Figure, Any]:
    """``plt.subplots`` for a lesson's own figure of ``panels`` charts side by side
    (``figsize``: the whole figure's inches at the ordinary size), as the kit's display
    asks (``jl.display()``): in the ordinary mode, ``plt.subplots(1, panels, figsize=figsize)``;
    in projector mode the panels one under the other, each at least :data:`PANEL_WIDTH`
    of the display's width (at most all of it; its shape kept), so that a chart's
    text of 18 px still leaves it room.
    ``options`` go to ``plt.subplots`` (``dpi``...). Show it with :func:`show_figure`."""
    import matplotlib
    import matplotlib.pyplot as plt

    from ..core.display import current

    settings = current()
    if not settings.projector:
        return plt.subplots(1, panels, figsize=figsize, **options)
    dpi = float(options.get("dpi") or matplotlib.rcParams["figure.dpi"])
    width, height = figsize[0] / panels, figsize[1]
    wide = min(settings.width / dpi, max(width, PANEL_WIDTH * settings.width / dpi))
    return plt.subplots(panels, 1, figsize=(wide, height * wide / width * panels), **options)


def show_figure(figure: Figure | None = None) -> None:
    """Show a lesson's own figure (the current pyplot figure if ``None``) as the kit's
    display asks (:func:`fit_figure`), in place of ``plt.show()``: a PNG at the
    figure's resolution, cut to its drawing (as the notebook's inline backend draws),
    in at most :data:`COLOURS` colours (lighter notebooks), whose output's metadata
    records its smallest text in pixels at that resolution
    (``{"jinro_lab": {"least_px": ...}}``: the browser suite multiplies it by the
    picture's shown width over its own to know the text's size on the screen). The
    figure is closed after (pyplot does not show it a second time)."""
    from IPython.display import display

    if figure is None:
        import matplotlib.pyplot as plt

        figure = plt.gcf()
    fit_figure(figure)
    least = least_text_px(figure)
    out = io.BytesIO()
    figure.savefig(out, format="png", dpi=figure.dpi, bbox_inches="tight")
    out = _few_colours(out)
    width, height = figure.get_size_inches() * figure.dpi
    shown = {
        "image/png": base64.b64encode(out.getvalue()).decode("ascii"),
        "text/plain": f"<Figure size {width:.0f}x{height:.0f} with {len(figure.axes)} Axes>",
    }
    display(shown, raw=True, metadata={SHOWN: {"least_px": round(least, 2)}})
    import matplotlib.pyplot as plt

    plt.close(figure)
