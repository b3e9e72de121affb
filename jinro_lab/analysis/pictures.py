"""PNG pictures of the table drawings, quick enough to redraw at each click of a widget.

A :class:`TablePicture` draws one kind of table (the vote graph or the
information-flow graph, :mod:`~jinro_lab.analysis.plots`) for one seat count in
a figure it keeps, with a fixed layout: the table's axes (a square of
:func:`~jinro_lab.analysis.plots.table_inches`), its title above and its legend
below, in a figure just large enough for them. So:

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
from typing import TYPE_CHECKING, Any, Literal

from .plots import BOX_PAD, NODE, draw_info_flow, draw_vote_graph, table_inches, table_legend

if TYPE_CHECKING:
    import networkx as nx
    from matplotlib.backend_bases import RendererBase
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.text import Text
    from matplotlib.transforms import Bbox

__all__ = ["Kind", "TablePicture"]

#: the kinds of table drawings: the vote graph, the information flow
Kind = Literal["vote", "flow"]

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

DRAW = {"vote": draw_vote_graph, "flow": draw_info_flow}


class TablePicture:
    """PNG pictures of the ``kind`` table (``"vote"``: :func:`~jinro_lab.analysis.plots.draw_vote_graph`,
    ``"flow"``: :func:`~jinro_lab.analysis.plots.draw_info_flow`) of ``players``
    seats in ``lang``: ``picture.png(graph)``. The figure is :attr:`figure`."""

    def __init__(self, kind: Kind, players: int, lang: str = "en", dpi: float = DPI):
        self.kind, self.lang = kind, lang
        self._canvas = _canvas(kind, players, lang, dpi)
        self.figure = self._canvas.figure
        self._background: Any = None  # the rendered figure without the table's axes (pixels)
        self._cache: OrderedDict[str, bytes] = OrderedDict()
        self._boxes: OrderedDict[tuple[Any, ...], Any] = OrderedDict()  # node boxes drawn alone (pixels)

    def png(self, graph: nx.Graph) -> bytes:
        """The picture of ``graph`` (as the drawing function draws it), a PNG."""
        key = _content(graph)
        png = self._cache.get(key)
        if png is None:
            self.draw(graph)
            png = self._cache[key] = _encode(self._render())
            if len(self._cache) > CACHE:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(key)
        return png

    def draw(self, graph: nx.Graph) -> None:
        """Draw ``graph`` in the figure's table axes, in place of the last one."""
        ax = self.figure.axes[0]
        for artist in [*ax.texts, *ax.patches]:
            artist.remove()
        DRAW[self.kind](graph, ax=ax, lang=self.lang, legend=False)

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
            assert patch is not None  # node boxes have one (plots._node)
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


def _canvas(kind: Kind, players: int, lang: str, dpi: float) -> FigureCanvasAgg:
    """A figure (and its canvas) for the ``kind`` table of ``players`` seats: the
    table's axes (square), room for its title above and its legend (drawn now)
    below, and margins."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    side = table_inches(players)
    fig = Figure(figsize=(side + 2 * MARGIN, side), dpi=dpi)
    canvas = FigureCanvasAgg(fig)
    legend = table_legend(fig, kind, lang, loc="upper center")
    box = legend.get_window_extent(canvas.get_renderer())
    below = box.height / dpi + MARGIN  # the legend's room (inches)
    width = max(side, box.width / dpi) + 2 * MARGIN
    height = MARGIN + TITLE_ROOM + side + below
    fig.set_size_inches(width, height)
    fig.add_axes(((width - side) / 2 / width, below / height, side / width, side / height))
    legend.set_bbox_to_anchor((0.5, below / height), transform=fig.transFigure)
    return canvas


def _ink(text: Text, renderer: RendererBase) -> Bbox:
    """Where (pixels, from the bottom left) a node box draws: its box (the text's box
    grown by the box style's padding) and its edge line."""
    from matplotlib.transforms import Bbox

    text.update_bbox_position_size(renderer)
    patch = text.get_bbox_patch()
    assert patch is not None  # node boxes have one (plots._node)
    x, y = patch.get_transform().transform((patch.get_x(), patch.get_y()))
    pad = BOX_PAD * patch.get_mutation_scale()  # the box style's padding (plots._node), in pixels
    line = patch.get_linewidth() * text.figure.dpi / 72  # pixels
    return Bbox.from_bounds(x, y, patch.get_width(), patch.get_height()).padded(pad + line / 2)


def _area(ink: Bbox, height: int) -> tuple[slice, slice]:
    """The rows and columns of a figure's pixels (``height`` rows, from the top) that
    ``ink`` touches, with a margin of :data:`BOX_BLEED` pixels."""
    x0, y0, x1, y1 = ink.padded(BOX_BLEED).extents
    return slice(max(height - math.ceil(y1), 0), height - math.floor(y0)), slice(max(math.floor(x0), 0), math.ceil(x1))


def _content(graph: nx.Graph) -> str:
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
