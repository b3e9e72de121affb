"""PNG pictures of the table drawings, quick enough to redraw at each click of a widget.

A :class:`TablePicture` draws one kind of table (the vote graph or the
information-flow graph, :mod:`~jinro_lab.analysis.plots`, or a game's own drawing
registered as a :class:`TableDrawing`, LotRO's rooms) for one seat count in
a figure it keeps, with a fixed layout: the table's axes (a square of
:func:`~jinro_lab.analysis.plots.table_inches`; for a game's drawing its
``inches``), its title above and its
legend below (the marks of the picture's game only), in a figure just large
enough for them. So:

* each picture is rendered once (no ``bbox_inches="tight"``, which renders twice),
  and every picture of a game has the same size (the widget does not jump);
* the legend is the same in every picture: it is rendered once and copied in;
* a node box (a seat's labelled box) drawn before at the same place, with the
  same label, font and colours is copied in too (text is slow to render): its
  pixels, rendered alone on the white background, are laid on the picture by
  keeping the darker colour, so a box copied beside another leaves it whole;
* pictures are cached by what the graph holds (its nodes, edges and their data),
  so a graph that did not change since an earlier click is not drawn again.
"""

from __future__ import annotations

import io
import math
from collections import OrderedDict
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Literal, NamedTuple, cast

from ..core.errors import InvalidArgument, describe
from ..core.registry import load, variants
from .plots import BOX_PAD, KEY, NODE, draw_info_flow, draw_vote_graph, table_inches, table_legend

if TYPE_CHECKING:
    import networkx as nx
    from matplotlib.backend_bases import RendererBase
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.text import Text
    from matplotlib.transforms import Bbox

__all__ = ["Kind", "TableDrawing", "TablePicture"]

#: the kind of a table drawing: ``"vote"`` (the vote graph), ``"flow"`` (the information
#: flow), or a kind a game registers (``VariantInfo.drawings``: LotRO's ``"rooms"``)
Kind = str


class TableDrawing(NamedTuple):
    """A game's own table drawing, registered as ``VariantInfo.drawings[kind]`` (it lives
    in the game's ``tools/``): ``draw(graph, ax=..., lang=..., title=..., legend=...,
    scale=...)``, ``inches(players, scale)`` (the size of its axes) and
    ``legend(target, lang, scale, **place)``."""

    draw: Callable[..., Any]
    inches: Callable[[int, float], tuple[float, float]]
    legend: Callable[..., Any]


def game_drawings() -> dict[str, str]:
    """Every registered game's table drawings: picture kind -> ``"module:attr"``."""
    return {kind: ref for v in variants() for kind, ref in v.drawings.items()}


def _game_drawing(kind: Kind) -> TableDrawing | None:
    """The registered drawing of ``kind`` (imported when first drawn), or ``None`` for the kit's own."""
    ref = game_drawings().get(kind)
    if ref is None:
        return None
    drawing: TableDrawing = load(ref)
    return drawing


#: the pictures' resolution (dots per inch)
DPI = 80
#: margins around the table (inches): at the sides, above the title, below the legend
MARGIN = 0.1
#: the room for the title above the table (inches)
TITLE_ROOM = 0.35
#: how many PNGs a picture keeps, the least recently drawn dropped
CACHE = 256
#: how many rendered node boxes a picture keeps (about 10 kilobytes each)
BOXES = 1024
#: the pixels kept around a node box beyond its edge line (its smoothing)
BOX_BLEED = 1

DRAW: dict[str, Any] = {"vote": draw_vote_graph, "flow": draw_info_flow}


def _draw(kind: str) -> Any:
    """The drawing function of ``kind`` (a game's own imported when first drawn)."""
    drawing = _game_drawing(kind)
    return DRAW[kind] if drawing is None else drawing.draw


class TablePicture:
    """PNG pictures of the ``kind`` table (``"vote"``: :func:`~jinro_lab.analysis.plots.draw_vote_graph`,
    ``"flow"``: :func:`~jinro_lab.analysis.plots.draw_info_flow`, or a game's registered
    :class:`TableDrawing`: ``"rooms"``, LotRO's rooms of a
    :func:`~jinro_lab.variants.lotro.graphs.room_graph`) of ``players`` seats in
    ``lang``: ``picture.png(graph)``. The figure is :attr:`figure`. ``variant``: the
    game, whose marks the legend explains (every mark if ``None``); ``scale`` grows
    every text and mark (a projector)."""

    def __init__(
        self,
        kind: Kind,
        players: int,
        lang: str = "en",
        dpi: float = DPI,
        *,
        variant: str | None = None,
        scale: float = 1.0,
    ):
        kinds = ["vote", "flow", *game_drawings()]
        if kind not in kinds:
            raise InvalidArgument(f"kind must be one of {describe(kinds)}, got {describe(kind)}")
        from .plot_style import check_scale

        check_scale(scale)
        scale *= _projector(kind, players, dpi)
        self.kind, self.lang, self.variant, self.scale = kind, lang, variant, scale
        self._players, self._dpi = players, dpi
        self._canvas = _canvas(kind, players, lang, dpi, variant, scale)
        self.figure = self._canvas.figure
        self._background: Any = None  # the rendered figure without the table's axes (pixels)
        self._cache: OrderedDict[str, tuple[bytes, tuple[str, ...]]] = OrderedDict()
        #: the key of the last picture :meth:`png` gave: its tagged arrows in full (``(1) seat 2 → seat 6: …``),
        #: one line each, to show beside it (none when every arrow's label found room)
        self.key: tuple[str, ...] = ()
        self._boxes: OrderedDict[tuple[Any, ...], Any] = OrderedDict()  # node boxes drawn alone (pixels)

    def png(self, graph: nx.Graph) -> bytes:
        """The picture of ``graph`` (as the drawing function draws it), a PNG. A
        picture made without a ``variant`` takes its graph's (``graph.graph["variant"]``,
        :func:`~jinro_lab.analysis.graphs.graph_variant`) at its first graph, so its
        legend shows that game's marks."""
        if self.variant is None and self.kind in DRAW and graph.graph.get("variant") and not self._cache:
            self.variant = graph.graph["variant"]
            self._canvas = _canvas(self.kind, self._players, self.lang, self._dpi, self.variant, self.scale)
            self.figure = self._canvas.figure
        content = graph_content(graph)
        kept = self._cache.get(content)
        if kept is None:
            self.draw(graph)
            kept = self._cache[content] = (_encode(self._render()), self.key)
            if len(self._cache) > CACHE:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(content)
        png, self.key = kept
        return png

    def svg(self, graph: nx.Graph) -> str:
        """The picture of ``graph`` as SVG text for inline use in an HTML page (the
        replay page): the same figure as :meth:`png`, its text kept as text (small,
        sharp at any size, found by a search), no XML header, no metadata, no address
        (an inline SVG's namespace is implied). Its tagged arrows are :attr:`key`."""
        import re

        from matplotlib import rc_context

        self.draw(graph)
        out = io.StringIO()
        with rc_context({"svg.fonttype": "none", "svg.hashsalt": "jinro_lab"}):
            self.figure.savefig(out, format="svg", metadata={"Date": None})
        text = out.getvalue()
        text = text[text.index("<svg") :]
        text = re.sub(r"<metadata>.*?</metadata>", "", text, flags=re.S)
        text = re.sub(r' xmlns(:\w+)?="[^"]*"', "", text)
        text = re.sub(r"(\d\.\d\d)\d+", r"\1", text)  # 1/100 pt is finer than any screen
        return re.sub(r"\s*\n\s*", " ", text).replace("> <", "><").strip()

    def draw(self, graph: nx.Graph) -> None:
        """Draw ``graph`` in the figure's table axes, in place of the last one."""
        ax = self.figure.axes[0]
        for artist in [*ax.texts, *ax.patches]:
            artist.remove()
        _draw(self.kind)(graph, ax=ax, lang=self.lang, legend=False, scale=self.scale)
        keys = [text for text in ax.texts if text.get_gid() == KEY]  # shown beside the picture, not in it
        self.key = tuple(line for text in keys for line in text.get_text().split("\n"))
        for text in keys:
            text.remove()

    def _render(self) -> Any:
        """The figure rendered (an RGBA array, rows from the top): the background
        rendered once (the legend), then the node boxes (:meth:`_boxes_of`), then the
        rest of the table's axes over them (arrows, their labels, the title: the axes
        are off, so they draw no background over the boxes)."""
        import numpy as np

        canvas, ax = self._canvas, self.figure.axes[0]
        if self._background is None:
            ax.set_visible(False)
            canvas.draw()
            self._background = np.array(canvas.buffer_rgba())
            ax.set_visible(True)
        pixels = np.asarray(canvas.buffer_rgba())  # the renderer's own pixels
        ax.apply_aspect()  # the axes' place for these limits (else set when the axes draw), where the boxes go
        nodes = [text for text in ax.texts if text.get_gid() == NODE]
        boxes = self._boxes_of(nodes, pixels)
        pixels[...] = self._background
        for area, box in boxes:
            np.minimum(pixels[area], box, out=pixels[area])  # dark ink on white: boxes side by side
        for text in nodes:
            text.set_visible(False)
        self.figure.draw_artist(ax)
        for text in nodes:
            text.set_visible(True)
        return pixels

    def _boxes_of(self, nodes: list[Text], pixels: Any) -> list[tuple[Any, Any]]:
        """The pixels of each node box, ``(area, pixels)`` (``area``: the slices of
        the figure's pixels it covers): kept from an earlier picture if the same box
        (label, font size, colours) was drawn at the same place, else rendered alone
        on the background (in ``pixels``) and kept."""
        renderer = self._canvas.get_renderer()
        boxes = []
        for text in nodes:
            patch = text.get_bbox_patch()
            assert patch is not None  # node boxes have one (table_layout.node_box)
            ink = _ink(text, renderer)
            key = (text.get_text(), text.get_fontsize(), patch.get_facecolor(), patch.get_linewidth(), *ink.bounds)
            area = _area(ink, len(pixels))
            box = self._boxes.get(key)
            if box is None:
                pixels[area] = self._background[area]
                text.draw(renderer)
                box = self._boxes[key] = pixels[area].copy()
                if len(self._boxes) > BOXES:
                    self._boxes.popitem(last=False)
            else:
                self._boxes.move_to_end(key)
            boxes.append((area, box))
        return boxes


def _projector(kind: Kind, players: int, dpi: float) -> float:
    """How much larger a picture is drawn in projector mode (1 otherwise):
    :func:`~jinro_lab.analysis.figures.projector_scale` of its size at ``scale=1``."""
    from .figures import projector_scale

    drawing = _game_drawing(kind)
    width = drawing.inches(players, 1.0)[0] if drawing is not None else table_inches(players)
    return projector_scale(width + 2 * MARGIN, dpi)


def _canvas(kind: Kind, players: int, lang: str, dpi: float, variant: str | None, scale: float) -> FigureCanvasAgg:
    """A figure (and its canvas) for the ``kind`` table of ``players`` seats: the
    table's axes (square for a table, a game's drawing's ``inches``), room for its
    title above and its legend (drawn now) below, and margins."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    from ..core.display import current
    from .plot_style import check_scale

    check_scale(scale)
    drawing = _game_drawing(kind)
    if drawing is not None:
        side_x, side_y = drawing.inches(players, scale)
        if current().projector:  # its text larger, its columns no wider than the display lets them be
            side_x = min(side_x, current().width / dpi - 2 * MARGIN)
    else:
        side_x = side_y = table_inches(players) * scale
    fig = Figure(figsize=(side_x + 2 * MARGIN, side_y), dpi=dpi)
    canvas = FigureCanvasAgg(fig)
    if drawing is not None:
        legend = drawing.legend(fig, lang, scale, loc="upper center")
    else:
        legend = table_legend(fig, cast("Literal['vote', 'flow']", kind), lang, scale, variant, loc="upper center")
    box = legend.get_window_extent(canvas.get_renderer())
    below = box.height / dpi + MARGIN  # the legend's room (inches)
    width = max(side_x, box.width / dpi) + 2 * MARGIN
    height = MARGIN + TITLE_ROOM * scale + side_y + below
    fig.set_size_inches(width, height)
    fig.add_axes(((width - side_x) / 2 / width, below / height, side_x / width, side_y / height))
    legend.set_bbox_to_anchor((0.5, below / height), transform=fig.transFigure)
    return canvas


def _ink(text: Text, renderer: RendererBase) -> Bbox:
    """Where (pixels, from the bottom left) a node box draws: its box (the text's box
    grown by the box style's padding) and its edge line."""
    from matplotlib.transforms import Bbox

    text.update_bbox_position_size(renderer)
    patch = text.get_bbox_patch()
    assert patch is not None  # node boxes have one (table_layout.node_box)
    x, y = patch.get_transform().transform((patch.get_x(), patch.get_y()))
    pad = BOX_PAD * patch.get_mutation_scale()  # the box style's padding (table_layout.node_box), in pixels
    line = patch.get_linewidth() * text.figure.dpi / 72  # pixels
    return Bbox.from_bounds(x, y, patch.get_width(), patch.get_height()).padded(pad + line / 2)


def _area(ink: Bbox, height: int) -> tuple[slice, slice]:
    """The rows and columns of a figure's pixels (``height`` rows, from the top) that
    ``ink`` touches, with a margin of :data:`BOX_BLEED` pixels."""
    x0, y0, x1, y1 = ink.padded(BOX_BLEED).extents
    return slice(max(height - math.ceil(y1), 0), height - math.floor(y0)), slice(max(math.floor(x0), 0), math.ceil(x1))


def graph_content(graph: nx.Graph) -> str:
    """What a drawing of ``graph`` depends on: its data, nodes and edges (with theirs)."""
    return repr((graph.graph, list(graph.nodes(data=True)), list(graph.edges(data=True))))


def _encode(rgba: Any) -> bytes:
    """A PNG of an RGBA buffer (fast compression: pictures are redrawn often)."""
    from PIL import Image

    out = io.BytesIO()
    Image.frombuffer("RGBA", (rgba.shape[1], rgba.shape[0]), rgba, "raw", "RGBA", 0, 1).convert("RGB").save(
        out, format="png", compress_level=1
    )
    return out.getvalue()
