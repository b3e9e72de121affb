"""The table both graphs are drawn on: seats around it, their boxes, its layout
(matplotlib, imported when drawing).

Seats sit on a circle like players around a table: seat 0 at the top, then
clockwise, so the picture of every vote of a game (and of every game with the
same number of players) puts each seat in the same place. Nodes are labelled
boxes (:func:`node_box`); the vote graph (:mod:`~jinro_lab.analysis.vote_plot`) and
the information flow (:mod:`~jinro_lab.analysis.flow_plot`, NEM-71) draw their
arrows between them (:mod:`~jinro_lab.analysis.table_arrows`).

The table is laid out for the axes it is drawn in and the boxes it holds
(:func:`laid_out`): the font size of the boxes (and with it the boxes, arrows and
labels) and the axes limits around the unit circle of seats are chosen from the
measured label sizes so that no two boxes overlap and every box is inside the
axes, from 3 to 16 seats and more. A new figure (``ax=None``, :func:`table_axes`) is
sized by the seat count (:func:`table_inches`) and enlarged if needed so the boxes
stay readable (:data:`READABLE` points at least).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, NamedTuple

from ..core.memo import Memo
from .graphs import PUBLIC_NODE
from .plot_style import check_scale, new_axes

if TYPE_CHECKING:
    import networkx as nx
    from matplotlib.axes import Axes
    from matplotlib.text import Text

__all__ = [
    "Table",
    "label_font",
    "label_size",
    "laid_out",
    "node_box",
    "positions",
    "projector_table_scale",
    "seat_count",
    "table_axes",
    "table_inches",
]


#: the ``gid`` of the node boxes (texts) of a table drawing
NODE = "node"
#: the font size (points) of the node boxes when the axes have room for it
FONT_SIZE = 10.0
#: the smallest font size (points) a new figure (``ax=None``) is enlarged for
READABLE = 8.0
#: sizes in ems (of the boxes' font size): the padding inside a box, the least gap
#: between two boxes, the margin between a box and the edge of the axes, and the
#: room a loop (an arrow from a node to itself) and its label need beside a box
BOX_PAD = 0.45
BOX_GAP = 1.5
#: the least gap between two boxes in projector mode (ems): their text is larger, the gap as wide
PROJECTOR_BOX_GAP = 1.0
EDGE_MARGIN = 0.4
LOOP_ROOM = 4.5
#: the axes limits are at least this far from the centre (the seats are on the
#: unit circle): room for arrows that curve outside the table
MIN_LIMIT = 1.3
#: a new figure is not enlarged beyond this many inches
MAX_INCHES = 24.0
#: the boxes' font sizes are multiples of this (points): drawings of a game then
#: measure their labels at the same few sizes, which matplotlib caches
FONT_STEP = 0.25


def table_inches(players: int) -> float:
    """The side (inches) of a square axes in which a table of ``players`` seats is
    drawn with its usual labels at a readable size (about 8 points or more at 16
    seats): 4.4 inches up to 6 seats, then 0.22 inch more per seat (room for an
    arrow between two neighbours' boxes)."""
    return 4.4 + 0.22 * max(players - 6, 0)


#: where the axes of a new figure sit in it (figure fractions): the axes are off, so
#: only the title needs room
NEW_FIGURE = {"left": 0.03, "right": 0.97, "bottom": 0.2, "top": 0.92}


def table_axes(ax: Axes | None, players: int, scale: float = 1.0) -> tuple[Axes, bool]:
    """``ax``, or a new figure sized for ``players`` seats (``scale`` times); and
    whether it is new (then :func:`_fit` may resize it)."""
    check_scale(scale)
    if ax is not None:
        return ax, False
    side = table_inches(players) * scale
    ax = new_axes(None, (side / 0.94, side / 0.89))
    ax.figure.subplots_adjust(**NEW_FIGURE)
    return ax, True


def projector_table_scale(players: int) -> float:
    """How much larger a new figure of a table of ``players`` seats is drawn in
    projector mode (1 otherwise): :func:`~jinro_lab.analysis.figures.projector_scale`
    at matplotlib's resolution."""
    import matplotlib

    from .figures import projector_scale

    return projector_scale(table_inches(players) / 0.94, float(matplotlib.rcParams["figure.dpi"]))


def seat_count(graph: nx.Graph) -> int:
    seats = [v for v in graph if v.__class__ is int]
    return max(graph.graph.get("players") or 0, max(seats, default=-1) + 1)


def _seat_positions(players: int) -> dict[int, tuple[float, float]]:
    """Seat ``i`` of ``players`` on the unit circle: seat 0 at the top, clockwise."""
    return {
        s: (math.cos(math.pi / 2 - 2 * math.pi * s / players), math.sin(math.pi / 2 - 2 * math.pi * s / players))
        for s in range(players)
    }


def positions(graph: nx.Graph) -> dict[Any, tuple[float, float]]:
    """Seats around the table, the public node in the middle, other nodes (e.g. a
    pile named as a knowledge subject) just outside the table, between the seats."""
    players = seat_count(graph)
    pos: dict[Any, tuple[float, float]] = dict(_seat_positions(players))
    others = sorted((v for v in graph if v.__class__ is not int and v != PUBLIC_NODE), key=str)
    gaps = max(players, 1)
    for k, v in enumerate(others):  # outside the table, in the gaps between seats (clear of the arrows)
        angle = math.pi / 2 - 2 * math.pi * (k % gaps + 0.5) / gaps
        radius = 1.25 + 0.3 * (k // gaps)
        pos[v] = (radius * math.cos(angle), radius * math.sin(angle))
    pos[PUBLIC_NODE] = (0.0, 0.0)
    return pos


#: the measured text of node boxes: (label, font size, family, weight, dpi) -> (width, height) pixels
#: how many measures :data:`_EXTENTS` keeps (it starts again when full)
EXTENTS = 4096
_EXTENTS: Memo[tuple[Any, ...], tuple[float, float]] = Memo(EXTENTS)


def _extent(text: Text) -> tuple[float, float]:
    """The width and height (pixels) of a node box's text, measured once for each
    label, font and resolution (a table is measured at several font sizes per
    drawing, and the drawings of a game repeat their labels)."""
    key = (text.get_text(), text.get_fontsize(), tuple(text.get_fontfamily()), text.get_fontweight(), text.figure.dpi)
    size = _EXTENTS.get(key)
    if size is None:
        ext = text.get_window_extent()
        size = _EXTENTS.put(key, (ext.width, ext.height))
    return size


def _box_sizes(boxes: dict[Any, Text]) -> dict[Any, tuple[float, float]]:
    """Width and height of each node box (text plus padding), in pixels per point
    of font size (a box grows in proportion to its font)."""
    sizes = {}
    for v, text in boxes.items():
        size = float(text.get_fontsize())
        width, height = _extent(text)
        pad = 2 * BOX_PAD * size * text.figure.dpi / 72
        sizes[v] = ((width + pad) / size, (height + pad) / size)
    return sizes


def _layout(
    boxes: dict[Any, Text],
    pos: dict[Any, tuple[float, float]],
    loops: set[Any],
    width: float,
    height: float,
    most: float = FONT_SIZE,
) -> tuple[float, float, float, float]:
    """The font size (points) of the boxes and the axes limits ``(font, lx, ly, u)``
    (the axes show ``-lx .. lx`` by ``-ly .. ly``, ``u`` pixels per data unit) for
    axes of ``width`` x ``height`` pixels, so that no two boxes overlap and every box
    is inside the axes.

    Boxes are measured (:func:`_box_sizes`): a box is ``font x per-point size``
    pixels. Two boxes clear each other if they are apart by their half-widths (plus
    a gap) horizontally or by their half-heights vertically: for a font ``f`` this
    holds while ``f <= rho * u``, ``rho`` the least over the pairs of the better of
    the two ratios. A box at ``x`` (data) is inside the axes while ``2 u |x| + 2 f k
    <= width``, ``k`` its half-width and margin per point (the same vertically),
    which bounds ``u`` for a given ``f``; the largest ``f`` up to ``most`` meeting
    both is found by bisection (``most`` itself if it fits).
    """
    from ..core.display import current

    sizes = _box_sizes(boxes)
    nodes = list(boxes)
    em = (next(iter(boxes.values())).figure.dpi if boxes else 72) / 72  # pixels per point
    gap = PROJECTOR_BOX_GAP if current().projector else BOX_GAP
    rho = math.inf
    for i, a in enumerate(nodes):
        (xa, ya), (wa, ha) = pos[a], sizes[a]
        for b in nodes[i + 1 :]:
            (xb, yb), (wb, hb) = pos[b], sizes[b]
            across = abs(xa - xb) / ((wa + wb) / 2 + gap * em)
            up = abs(ya - yb) / ((ha + hb) / 2 + gap * em)
            rho = min(rho, max(across, up))
    # per node and direction: distance from the centre, room beyond it per point, room of the axes
    reach = []
    for v in nodes:
        room = (EDGE_MARGIN + (LOOP_ROOM if v in loops else 0)) * em
        (x, y), (w, h) = pos[v], sizes[v]
        reach += [(abs(x), w / 2 + room, width), (abs(y), h / 2 + room, height)]

    def scale(font: float) -> float:
        """The most pixels per data unit with every box of font ``font`` inside (0: none)."""
        u = min(width, height) / (2 * MIN_LIMIT)
        for c, k, side in reach:
            free = side - 2 * font * k
            if free <= 0:
                return 0.0
            if c > 0:
                u = min(u, free / (2 * c))
        return u

    def fits(font: float) -> bool:
        u = scale(font)
        return u > 0 and font <= rho * u

    font = most
    if not fits(font):
        low, high = 0.0, most
        for _ in range(40):
            middle = (low + high) / 2
            low, high = (middle, high) if fits(middle) else (low, middle)
        font = max(low, 0.5)
    u = scale(font) or min(width, height) / (2 * MIN_LIMIT)
    lx = max([MIN_LIMIT, *(c + font * k / u for c, k, _ in reach[0::2])])
    ly = max([MIN_LIMIT, *(c + font * k / u for c, k, _ in reach[1::2])])
    return font, lx, ly, u


def _fit(
    ax: Axes,
    boxes: dict[Any, Text],
    pos: dict[Any, tuple[float, float]],
    loops: set[Any],
    new: bool,
    most: float = FONT_SIZE,
) -> tuple[float, float]:
    """Lay the table out in ``ax`` (:func:`_layout`): set the boxes' font size (a
    multiple of :data:`FONT_STEP`) and the axes limits (equal aspect); return the
    font size and the pixels per data unit. The boxes are measured again at each
    smaller size tried until the size fits as measured. A new figure is enlarged if
    the font would be smaller than :data:`READABLE` (up to :data:`MAX_INCHES`), then
    trimmed to the table's shape. ``most``: the largest font (:data:`FONT_SIZE` times
    the drawing's scale; the readable size grows with it). In projector mode the
    readable size is :data:`~jinro_lab.core.display.PROJECTOR_TEXT` px, and a new
    figure grows no wider than the display's width."""
    from matplotlib.figure import Figure

    from ..core.display import current as settings
    from .figures import projector_pt

    fig = ax.figure
    readable = max(READABLE * most / FONT_SIZE, projector_pt(fig.dpi))
    widest = min(MAX_INCHES, settings().width / fig.dpi) if settings().projector else MAX_INCHES
    current = most  # the font the boxes have, at which they are measured
    for text in boxes.values():
        text.set_fontsize(current)
    for _ in range(8):
        bounds = _axes_box(ax)
        font, lx, ly, u = _layout(boxes, pos, loops, bounds.width, bounds.height, most=current)
        font = max(FONT_STEP, math.floor(font / FONT_STEP) * FONT_STEP)
        if new and font < readable and isinstance(fig, Figure):
            inches = fig.get_size_inches()
            grow = min(readable / font * 1.03, MAX_INCHES / max(inches))
            # no wider than the display (a projector's): a table held by the height still grows in height
            size = (min(inches[0] * grow, max(widest, inches[0])), inches[1] * grow)
            if size[0] > inches[0] * 1.001 or size[1] > inches[1] * 1.001:
                fig.set_size_inches(size)
                continue
        if font == current:  # fits as measured
            break
        for text in boxes.values():  # measured again at the new size: hinted text is not exactly proportional
            text.set_fontsize(font)
        current = font
    if new and isinstance(fig, Figure):  # no empty band: the figure takes the table's shape
        across = NEW_FIGURE["right"] - NEW_FIGURE["left"]
        up = NEW_FIGURE["top"] - NEW_FIGURE["bottom"]
        fig.set_size_inches(2 * lx * u / fig.dpi / across, 2 * ly * u / fig.dpi / up)
    ax.set_xlim(-lx, lx)
    ax.set_ylim(-ly, ly)
    ax.set_aspect("equal")
    ax.axis("off")
    bounds = _axes_box(ax)
    return font, min(bounds.width / (2 * lx), bounds.height / (2 * ly))


def _axes_box(ax: Axes) -> Any:
    """The axes' place in the figure (pixels) as laid out, before the equal aspect
    shrinks it (an axes drawn before and drawn in again is measured the same)."""
    return ax.get_position(original=True).transformed(ax.figure.transSubfigure)


def node_box(ax: Axes, xy: tuple[float, float], label: str, color: str, bold: bool = False) -> Text:
    """A node box: ``label`` in a rounded box of ``color`` (its ``gid`` is :data:`NODE`)."""
    return ax.text(
        *xy,
        label,
        ha="center",
        va="center",
        fontsize=FONT_SIZE,
        zorder=3,
        gid=NODE,
        bbox={"boxstyle": f"round,pad={BOX_PAD}", "fc": color, "ec": "#333333", "lw": 2.2 if bold else 1.0},
    )


class Table(NamedTuple):
    """A table laid out in its axes (:func:`_fit`), what
    :func:`~jinro_lab.analysis.table_arrows.draw_arrows` needs: the node boxes, their
    centres (data units) and half sizes (points, :func:`_half_sizes`), the boxes' font
    size over :data:`FONT_SIZE`, the points per data unit and the axes limits (data
    units)."""

    boxes: dict[Any, Text]
    pos: dict[Any, tuple[float, float]]
    halves: dict[Any, tuple[float, float]]
    scale: float
    points: float
    limits: tuple[float, float]


def laid_out(
    ax: Axes,
    boxes: dict[Any, Text],
    pos: dict[Any, tuple[float, float]],
    loops: set[Any],
    new: bool,
    most: float = FONT_SIZE,
) -> Table:
    """Fit the table in ``ax`` (:func:`_fit`) and measure its boxes at their final size."""
    font, pixels = _fit(ax, boxes, pos, loops, new, most)
    limits = (ax.get_xlim()[1], ax.get_ylim()[1])
    return Table(boxes, pos, _half_sizes(boxes), font / FONT_SIZE, pixels * 72 / ax.figure.dpi, limits)


def _half_sizes(boxes: dict[Any, Text]) -> dict[Any, tuple[float, float]]:
    """Half the width and height (points) of each node box at its current font
    (measured once per drawing, after :func:`_fit`, for :func:`~jinro_lab.analysis.table_arrows.draw_arrows`)."""
    halves = {}
    for v, text in boxes.items():
        width, height = _extent(text)
        points = 72 / text.figure.dpi
        pad = BOX_PAD * float(text.get_fontsize())
        halves[v] = (width * points / 2 + pad, height * points / 2 + pad)
    return halves


def label_size(ax: Axes, text: str, size: float) -> tuple[float, float]:
    """Half the width and height (points) of an arrow label ``text`` at ``size``
    points, its white box included (the arrows' label style,
    :mod:`~jinro_lab.analysis.table_arrows`); measured once per text, font and
    resolution (:data:`_EXTENTS`)."""
    import matplotlib

    dpi = ax.figure.dpi
    key = (text, float(size), tuple(matplotlib.rcParams["font.family"]), "normal", dpi)
    extent = _EXTENTS.get(key)
    if extent is None:
        probe = ax.text(0, 0, text, fontsize=size, ha="center", va="center")
        extent = _extent(probe)
        probe.remove()
    width, height = extent
    pts = 72 / dpi
    pad = 0.3 * size + 1
    return width * pts / 2 + pad, height * pts / 2 + pad


def label_font(table: Table) -> float:
    """The font size (points) of the arrows' labels: a little under the boxes' (as
    large in projector mode)."""
    from ..core.display import current

    return max(FONT_SIZE * table.scale * (1.0 if current().projector else 0.9), 1.0)
