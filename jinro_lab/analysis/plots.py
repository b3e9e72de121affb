"""Pictures of the graphs and the statistics (matplotlib, imported when drawing).

Seats sit on a circle like players around a table: seat 0 at the top, then
clockwise, so the picture of every vote of a game (and of every game with the
same number of players) puts each seat in the same place. Nodes are labelled
boxes; arrows stop at the boxes, curve apart when two seats point at each other
or one seat points at another several times, and grow with their count.

The table is laid out for the axes it is drawn in and the boxes it holds: the
font size of the boxes (and with it the boxes, arrows and labels) and the axes
limits around the unit circle of seats are chosen from the measured label sizes
so that no two boxes overlap and every box is inside the axes, from 3 to 16 seats
and more. A new figure (``ax=None``) is sized by the seat count
(:func:`table_inches`) and enlarged if needed so the boxes stay readable
(:data:`READABLE` points at least).

Every function takes ``ax=`` (a new figure if ``None``), returns the axes, and
draws in English (``lang="en"``) or Japanese (``lang="ja"``, needs a CJK font; see
:mod:`jinro_lab.analysis.fonts`).
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Literal, NamedTuple

from ..core.errors import InvalidArgument, describe
from ..core.i18n import side_name
from ..core.memo import Memo
from .fonts import japanese_font
from .graphs import PUBLIC_NODE, vote_label

if TYPE_CHECKING:
    import networkx as nx
    import pandas as pd
    from matplotlib.axes import Axes
    from matplotlib.path import Path
    from matplotlib.text import Text

__all__ = ["draw_info_flow", "draw_vote_graph", "plot_win_rates", "table_inches", "table_legend"]

TEXT: dict[str, dict[str, str]] = {
    "en": {
        "seat": "seat {}",
        "public": "public",
        "events": "{} events",
        "private": "{} private",
        "votes": "votes {}",
        "extra": "votes {} (incl. {} extra)",
        "chosen": "chosen",
        "no votes": "no votes",
        "not held": "not held (yet)",
        "runoff": "runoff {}",
        "vote title": "Votes",
        "vote title day": "Votes, day {}",
        "vote title vote": "Votes, {}",
        "flow title": "Information flow",
        "flow title seat": "Information flow seen by seat {}",
        "win rate": "win rate",
        "rates title": "Win rates ({:.0%} Wilson intervals)",
        "legend ballot": "arrow: a ballot, voter → voted seat",
        "legend weight": "xN: a ballot of weight N (wider arrow)",
        "legend extra": "(incl. N extra): N votes beyond the ballots (face-down cards)",
        "legend chosen": "red bold box: the seat chosen (executed)",
        "legend runoff": "runoff N: a ballot of the N-th runoff",
        "legend private": "orange arrow: private knowledge, subject → learner (N facts)",
        "stale facts": "{} ({} stale)",
        "legend public": "grey dashed arrow: public events, seen by every seat",
        "legend viewer": "green bold box: the viewing seat",
        "legend other": "yellow box: a subject that is not a seat (e.g. a pile)",
        "legend rate": "bar: win rate",
        "legend interval": "error bar: {:.0%} Wilson interval",
    },
    "ja": {
        "seat": "席 {}",
        "public": "公開",
        "events": "{}件",
        "private": "非公開 {}件",
        "votes": "得票 {}",
        "extra": "得票 {} (うち追加 {})",
        "chosen": "選出",
        "no votes": "投票なし",
        "not held": "(まだ) 行われていない",
        "runoff": "決選投票{}回目",
        "vote title": "投票",
        "vote title day": "投票 ({}日目)",
        "vote title vote": "投票 ({})",
        "flow title": "情報の流れ",
        "flow title seat": "情報の流れ (席 {} の視点)",
        "win rate": "勝率",
        "rates title": "勝率 ({:.0%} Wilson 区間)",
        "legend ballot": "矢印: 1票 (投票者 → 投票先)",
        "legend weight": "xN: 重み N の票 (太い矢印)",
        "legend extra": "(うち追加 N): 投票以外の追加票 N (伏せ札)",
        "legend chosen": "赤い太枠: 選ばれた (処刑された) 席",
        "legend runoff": "決選投票N回目: N回目の決選投票の票",
        "legend private": "橙の矢印: 非公開の知識 (対象 → 知った席、N 件)",
        "stale facts": "{} (古い {})",
        "legend public": "灰色の破線: 公開の出来事 (全員が見る)",
        "legend viewer": "緑の太枠: 視点の席",
        "legend other": "黄色の枠: 席以外の対象 (山札など)",
        "legend rate": "棒: 勝率",
        "legend interval": "誤差棒: {:.0%} Wilson 区間",
    },
}

SEAT_COLOR = "#dde7f5"
CHOSEN_COLOR = "#f4a6a6"
PUBLIC_COLOR = "#eeeeee"
OTHER_COLOR = "#fff3c4"
VIEWER_COLOR = "#c9ecc9"
VOTE_ARROW = "#35507a"
FACT_ARROW = "#c0601a"
#: an arrow whose every fact is out of date (MAH-E06: the soul vortex dealt the subject again)
STALE_ARROW = "#d9a67e"
PUBLIC_ARROW = "#b0b0b0"
#: private-fact arrows curve enough to pass beside the public node in the middle
FACT_BEND = 0.3

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
BOX_GAP = 0.4
EDGE_MARGIN = 0.4
LOOP_ROOM = 3.4
#: the axes limits are at least this far from the centre (the seats are on the
#: unit circle): room for arrows that curve outside the table
MIN_LIMIT = 1.3
#: a new figure is not enlarged beyond this many inches
MAX_INCHES = 24.0
#: the boxes' font sizes are multiples of this (points): drawings of a game then
#: measure their labels at the same few sizes, which matplotlib caches
FONT_STEP = 0.25


@contextmanager
def _language(lang: str) -> Iterator[dict[str, str]]:
    """The label texts for ``lang``; Japanese inside :func:`japanese_font`, or English
    (after its warning) when no Japanese font is installed."""
    if type(lang) is not str or lang not in TEXT:
        raise InvalidArgument(f"lang must be one of {sorted(TEXT)}, got {describe(lang)}")
    if lang == "en":
        yield TEXT["en"]
        return
    with japanese_font() as font:
        yield TEXT[lang] if font else TEXT["en"]


def _font() -> dict[str, Any]:
    """The current font family, for texts that exist before the drawing starts (the
    title, axis labels, tick labels) and so do not pick up :func:`japanese_font`."""
    import matplotlib

    return {"fontfamily": matplotlib.rcParams["font.family"]}


def _axes(ax: Axes | None, size: tuple[float, float] = (6, 6)) -> Axes:
    if ax is None:
        import matplotlib.pyplot as plt

        _, ax = plt.subplots(figsize=size)
    return ax


def table_inches(players: int) -> float:
    """The side (inches) of a square axes in which a table of ``players`` seats is
    drawn with its usual labels at a readable size (about 8 points or more at 16
    seats): 4.4 inches up to 6 seats, then 0.12 inch more per seat."""
    return 4.4 + 0.12 * max(players - 6, 0)


#: where the axes of a new figure sit in it (figure fractions): the axes are off, so
#: only the title needs room
NEW_FIGURE = {"left": 0.03, "right": 0.97, "bottom": 0.2, "top": 0.92}
#: the legend of a table sits below its axes (outside the table, so it never covers
#: a seat box), in a font this many times the boxes' (at least :data:`LEGEND_FONT`)
LEGEND_SCALE = 0.8
LEGEND_FONT = 6.5


def _table_axes(ax: Axes | None, players: int) -> tuple[Axes, bool]:
    """``ax``, or a new figure sized for ``players`` seats; and whether it is new
    (then :func:`_fit` may resize it)."""
    if ax is not None:
        return ax, False
    side = table_inches(players)
    ax = _axes(None, (side / 0.94, side / 0.89))
    ax.figure.subplots_adjust(**NEW_FIGURE)
    return ax, True


def _players(graph: nx.Graph) -> int:
    seats = [v for v in graph if v.__class__ is int]
    return max(graph.graph.get("players") or 0, max(seats, default=-1) + 1)


def _seat_positions(players: int) -> dict[int, tuple[float, float]]:
    """Seat ``i`` of ``players`` on the unit circle: seat 0 at the top, clockwise."""
    return {
        s: (math.cos(math.pi / 2 - 2 * math.pi * s / players), math.sin(math.pi / 2 - 2 * math.pi * s / players))
        for s in range(players)
    }


def _positions(graph: nx.Graph) -> dict[Any, tuple[float, float]]:
    """Seats around the table, the public node in the middle, other nodes (e.g. a
    pile named as a knowledge subject) just outside the table, between the seats."""
    players = _players(graph)
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
    sizes = _box_sizes(boxes)
    nodes = list(boxes)
    em = (next(iter(boxes.values())).figure.dpi if boxes else 72) / 72  # pixels per point
    rho = math.inf
    for i, a in enumerate(nodes):
        (xa, ya), (wa, ha) = pos[a], sizes[a]
        for b in nodes[i + 1 :]:
            (xb, yb), (wb, hb) = pos[b], sizes[b]
            across = abs(xa - xb) / ((wa + wb) / 2 + BOX_GAP * em)
            up = abs(ya - yb) / ((ha + hb) / 2 + BOX_GAP * em)
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
    ax: Axes, boxes: dict[Any, Text], pos: dict[Any, tuple[float, float]], loops: set[Any], new: bool
) -> tuple[float, float]:
    """Lay the table out in ``ax`` (:func:`_layout`): set the boxes' font size (a
    multiple of :data:`FONT_STEP`) and the axes limits (equal aspect); return the
    font size and the pixels per data unit. The boxes are measured again at each
    smaller size tried until the size fits as measured. A new figure is enlarged if
    the font would be smaller than :data:`READABLE` (up to :data:`MAX_INCHES`), then
    trimmed to the table's shape."""
    from matplotlib.figure import Figure

    fig = ax.figure
    current = FONT_SIZE  # the font the boxes have, at which they are measured
    for text in boxes.values():
        text.set_fontsize(current)
    for _ in range(8):
        bounds = _axes_box(ax)
        font, lx, ly, u = _layout(boxes, pos, loops, bounds.width, bounds.height, most=current)
        font = max(FONT_STEP, math.floor(font / FONT_STEP) * FONT_STEP)
        if new and font < READABLE and isinstance(fig, Figure):
            inches = fig.get_size_inches()
            grow = min(READABLE / font * 1.03, MAX_INCHES / max(inches))
            if grow > 1.001:
                fig.set_size_inches(inches * grow)
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


def _node(ax: Axes, xy: tuple[float, float], label: str, color: str, bold: bool = False) -> Text:
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


class _Table(NamedTuple):
    """A table laid out in its axes (:func:`_fit`), what :func:`_arrow` needs: the node
    boxes, their centres (data units) and half sizes (points, :func:`_half_sizes`),
    the boxes' font size over :data:`FONT_SIZE` and the points per data unit."""

    boxes: dict[Any, Text]
    pos: dict[Any, tuple[float, float]]
    halves: dict[Any, tuple[float, float]]
    scale: float
    points: float


def _laid_out(
    ax: Axes, boxes: dict[Any, Text], pos: dict[Any, tuple[float, float]], loops: set[Any], new: bool
) -> _Table:
    """Fit the table in ``ax`` (:func:`_fit`) and measure its boxes at their final size."""
    font, pixels = _fit(ax, boxes, pos, loops, new)
    return _Table(boxes, pos, _half_sizes(boxes), font / FONT_SIZE, pixels * 72 / ax.figure.dpi)


def _arrow(
    ax: Axes,
    table: _Table,
    u: Any,
    v: Any,
    *,
    rad: float,
    width: float,
    color: str,
    label: str = "",
    style: str = "-",
) -> None:
    """An arrow ``u -> v`` between two node boxes of ``table`` (a loop on the box's
    outer side if ``u == v``), with ``label`` at its middle. Arrows are drawn after
    the boxes (zorder 4) and stop at their final size. Arrow heads, widths, loops
    and labels follow the boxes' font (``table.scale``)."""
    from matplotlib.patches import FancyArrowPatch

    scale, pos = table.scale, table.pos
    props: dict[str, Any] = {
        "arrowstyle": "-|>",
        "mutation_scale": (10 + 2 * width) * scale,
        "lw": width * max(scale, 0.6),
        "color": color,
        "linestyle": style,
    }
    (x1, y1), (x2, y2) = pos[u], pos[v]
    if u == v:
        box = table.boxes[u].get_bbox_patch()
        assert box is not None  # every node box is drawn by _node, with a bbox
        arm, away = 16 * scale, 26 * scale  # the loop's arms, its label beyond the box edge (points)
        start: tuple[float, float]
        end: tuple[float, float]
        offset: tuple[float, float]
        if abs(x1) > abs(y1):  # at the side of the table: a loop to the left or right
            edge, angle = (1, 0) if x1 >= 0 else (0, 180)
            start, end, offset = (edge, 0.3), (edge, 0.7), (away if edge else -away, 0)
        else:  # at the top or bottom: a loop above or below
            edge, angle = (1, 90) if y1 >= 0 else (0, -90)
            start, end, offset = (0.3, edge), (0.7, edge), (0, away if edge else -away)
        conn = f"arc,angleA={angle},angleB={angle},armA={arm},armB={arm},rad={6 * scale}"
        ax.annotate(
            "",
            xy=end,
            xycoords=box,
            xytext=start,
            textcoords=box,
            arrowprops=props | {"connectionstyle": conn, "shrinkA": 0, "shrinkB": 0},
            zorder=4,
        )
        if label:
            middle = ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2)
            ax.annotate(label, middle, xycoords=box, xytext=offset, textcoords="offset points", **_edge_text(scale))
        return
    # the arrow stops at the boxes: cut (1 point beyond) at the distance from a box's
    # centre to its edge along the arrow's tangent there (arc3's control point is the
    # middle moved by rad across), which is much faster to draw than clipping the
    # path to the box patches (equal aspect: data and display directions agree)
    dx, dy = x2 - x1, y2 - y1
    cut_u = (_to_edge(table.halves[u], dx / 2 + rad * dy, dy / 2 - rad * dx) + 1) / table.points
    cut_v = (_to_edge(table.halves[v], dx / 2 - rad * dy, dy / 2 + rad * dx) + 1) / table.points
    arrow = FancyArrowPatch(path=_arc(pos[u], pos[v], rad, cut_u, cut_v), zorder=4, **props)
    ax.add_artist(arrow)  # not add_patch: the limits are set (_fit), no need to measure the arrow for them
    if label:  # the middle of arc3's quadratic curve (equal aspect, so data = display up to scale)
        ax.text((x1 + x2) / 2 + rad * (y2 - y1) / 2, (y1 + y2) / 2 - rad * (x2 - x1) / 2, label, **_edge_text(scale))


def _arc(start: tuple[float, float], end: tuple[float, float], rad: float, cut_start: float, cut_end: float) -> Path:
    """The curve of matplotlib's ``arc3,rad=rad`` connection from ``start`` to ``end``
    (a quadratic Bezier curve), without its parts within ``cut_start`` of ``start``
    and ``cut_end`` of ``end`` (data units): what ``FancyArrowPatch`` draws with
    ``shrinkA`` and ``shrinkB``, but computed once, not at every rendering."""
    from matplotlib.path import Path

    (x1, y1), (x2, y2) = start, end
    cx, cy = (x1 + x2) / 2 + rad * (y2 - y1), (y1 + y2) / 2 - rad * (x2 - x1)

    def blossom(a: float, b: float) -> tuple[float, float]:
        """The curve's point at ``t`` for ``a = b = t``; the control point of its piece ``a .. b``."""
        w0, w1, w2 = (1 - a) * (1 - b), (1 - a) * b + a * (1 - b), a * b
        return w0 * x1 + w1 * cx + w2 * x2, w0 * y1 + w1 * cy + w2 * y2

    def leaves(centre: tuple[float, float], radius: float, inside: float, outside: float) -> float:
        """Where (``t``, by bisection) the curve crosses the circle around ``centre``."""
        for _ in range(20):  # to a millionth of the curve
            middle = (inside + outside) / 2
            x, y = blossom(middle, middle)
            if math.hypot(x - centre[0], y - centre[1]) < radius:
                inside = middle
            else:
                outside = middle
        return (inside + outside) / 2

    a = leaves(start, cut_start, 0.0, 1.0)
    b = max(a, leaves(end, cut_end, 1.0, 0.0))
    return Path([blossom(a, a), blossom(a, b), blossom(b, b)], [Path.MOVETO, Path.CURVE3, Path.CURVE3])


def _half_sizes(boxes: dict[Any, Text]) -> dict[Any, tuple[float, float]]:
    """Half the width and height (points) of each node box at its current font
    (measured once per drawing, after :func:`_fit`, for :func:`_arrow`)."""
    halves = {}
    for v, text in boxes.items():
        width, height = _extent(text)
        points = 72 / text.figure.dpi
        pad = BOX_PAD * float(text.get_fontsize())
        halves[v] = (width * points / 2 + pad, height * points / 2 + pad)
    return halves


def _to_edge(half: tuple[float, float], dx: float, dy: float) -> float:
    """The distance (points) from a box's centre to its edge in direction ``(dx, dy)``."""
    w, h = half
    ax, ay = abs(dx), abs(dy)
    if ax == 0 and ay == 0:
        return 0.0
    return min(w * math.hypot(ax, ay) / ax if ax else math.inf, h * math.hypot(ax, ay) / ay if ay else math.inf)


def _edge_text(scale: float = 1.0) -> dict[str, Any]:
    return {
        "ha": "center",
        "va": "center",
        "fontsize": 8 * scale,
        "zorder": 5,
        "bbox": {"boxstyle": "round,pad=0.15", "fc": "white", "ec": "none", "alpha": 0.85},
    }


def _bend(k: int) -> float:
    """The curvature of the ``k``-th arrow between the same two seats."""
    return 0.2 + 0.22 * k


def table_legend(target: Any, kind: Literal["vote", "flow"], lang: str = "en", scale: float = 1.0, **place: Any) -> Any:
    """The legend of a table drawing (``kind``: the vote graph or the information
    flow) on ``target`` (an axes, or a figure), in ``lang``, in a font for boxes of
    ``scale`` times :data:`FONT_SIZE` (:data:`LEGEND_SCALE`, at least
    :data:`LEGEND_FONT`). By default below the axes, where it cannot cover a seat
    box; ``place`` overrides ``Axes.legend`` options (``loc``, ``bbox_to_anchor``...)."""
    import matplotlib

    with _language(lang) as t:
        handles = _vote_handles(t) if kind == "vote" else _flow_handles(t)
        options = {
            "loc": "upper center",
            "bbox_to_anchor": (0.5, 0.0),
            "ncol": 1,
            "frameon": False,
            "borderaxespad": 0.2,
            "handlelength": 2.4,
        }
        size = max(LEGEND_FONT, FONT_SIZE * LEGEND_SCALE * scale)
        return target.legend(
            handles=handles, prop={"family": matplotlib.rcParams["font.family"], "size": size}, **(options | place)
        )


def _legend(ax: Axes, kind: Literal["vote", "flow"], lang: str, scale: float, new: bool) -> None:
    """The legend of a table below its axes (:func:`table_legend`); a new figure is
    widened if the legend is wider."""
    from matplotlib.figure import Figure

    legend = table_legend(ax, kind, lang, scale)
    fig = ax.figure
    if new and isinstance(fig, Figure):
        width = legend.get_window_extent().width
        across = NEW_FIGURE["right"] - NEW_FIGURE["left"]
        if width > fig.bbox.width * across:
            inches = fig.get_size_inches()
            fig.set_size_inches(inches[0] * width / (fig.bbox.width * across) * 1.02, inches[1])


def _arrow_handle(color: str, label: str, width: float = 1.2, style: Literal["-", "--"] = "-") -> Any:
    """A legend proxy for an arrow: a line of the arrow's colour, width and dashes
    with an arrow head."""
    from matplotlib.lines import Line2D

    return Line2D([], [], color=color, lw=width, linestyle=style, marker=">", markevery=[-1], label=label)


def _box_handle(color: str, label: str, bold: bool = False) -> Any:
    """A legend proxy for a node box of ``color`` (edge as :func:`_node` draws it)."""
    from matplotlib.patches import Patch

    return Patch(facecolor=color, edgecolor="#333333", lw=2.2 if bold else 1.0, label=label)


def _vote_handles(t: dict[str, str]) -> list[Any]:
    """The entries of the vote graph's legend (texts ``t``)."""
    return [
        _arrow_handle(VOTE_ARROW, t["legend ballot"]),
        _arrow_handle(VOTE_ARROW, t["legend weight"], width=2.8),
        _box_handle(SEAT_COLOR, t["legend extra"]),
        _box_handle(CHOSEN_COLOR, t["legend chosen"], bold=True),
        _arrow_handle(VOTE_ARROW, t["legend runoff"]),
    ]


def _flow_handles(t: dict[str, str]) -> list[Any]:
    """The entries of the information-flow graph's legend (texts ``t``)."""
    return [
        _arrow_handle(FACT_ARROW, t["legend private"], width=2.6),
        _arrow_handle(PUBLIC_ARROW, t["legend public"], width=0.8, style="--"),
        _box_handle(VIEWER_COLOR, t["legend viewer"], bold=True),
        _box_handle(OTHER_COLOR, t["legend other"]),
    ]


def _vote_name(vote: str, round: int, t: dict[str, str]) -> str:
    return vote_label(vote, round, "ja" if t is TEXT["ja"] else "en")


def draw_vote_graph(
    graph: nx.MultiDiGraph, ax: Axes | None = None, lang: str = "en", title: str | None = None, legend: bool = True
) -> Axes:
    """Draw a :func:`~jinro_lab.analysis.graphs.vote_graph`: an arrow voter -> target
    per ballot (wider for heavier ballots; labelled with its vote, e.g. ``turn 3``,
    when the graph holds several votes, with its round, e.g. ``runoff 1``, when it
    holds several rounds, and ``xN`` for a weight N), each seat's total and the
    extra votes beyond its ballots (nemuranai: face-down discards, NEM-30), and the
    chosen seat in red. The title names the vote (or the day) the graph was
    filtered to. An edge's ``color`` attribute, if set, colours its arrow (政治家人狼's
    trust graph marks the votes that cross parties, SEI-61).

    With ``ax=None`` the figure is sized for the seat count; in a given ``ax`` the
    boxes' font shrinks as needed for the boxes to stay apart (module docstring).
    ``legend=False`` leaves the legend out (:func:`table_legend` draws it apart)."""
    ax, new = _table_axes(ax, _players(graph))
    with _language(lang) as t:
        pos = _positions(graph)
        rounds: dict[tuple[str, int], int] = {key: i for i, key in enumerate(graph.graph.get("votes", {}))}
        for _, _, d in graph.edges(data=True):
            rounds.setdefault((d["vote"], d["round"]), len(rounds))
        several_votes = len({vote for vote, _ in rounds}) > 1
        several_rounds = len(rounds) > len({vote for vote, _ in rounds})
        boxes = {}
        for v, attrs in graph.nodes(data=True):
            lines = [t["seat"].format(v)]
            if attrs["totals"]:
                extra = attrs["total"] - attrs["received"]
                lines.append(
                    t["extra"].format(attrs["total"], extra) if extra > 0 else t["votes"].format(attrs["total"])
                )
            if attrs["chosen"]:
                lines.append(t["chosen"])
            color = CHOSEN_COLOR if attrs["chosen"] else SEAT_COLOR if attrs["totals"] else "white"
            boxes[v] = _node(ax, pos[v], "\n".join(lines), color, bold=bool(attrs["chosen"]))
        table = _laid_out(ax, boxes, pos, {u for u, v in graph.edges() if u == v}, new)
        scale = table.scale
        parallel: dict[tuple[Any, Any], int] = defaultdict(int)
        edges = sorted(graph.edges(data=True), key=lambda e: (rounds[(e[2]["vote"], e[2]["round"])], e[0], e[1]))
        for u, v, d in edges:
            k = parallel[(u, v)]
            parallel[(u, v)] += 1
            label = ""
            if several_votes:
                label = _vote_name(d["vote"], d["round"] if several_rounds else 0, t)
            elif several_rounds and d["round"]:
                label = t["runoff"].format(d["round"])
            if d["weight"] != 1:
                label = f"{label} x{d['weight']}".strip()
            width = 1.2 + 0.8 * max(d["weight"] - 1, 0)
            _arrow(ax, table, u, v, rad=_bend(k), width=width, color=d.get("color", VOTE_ARROW), label=label)
        vote, round_, day = (graph.graph.get(key) for key in ("vote", "round", "day"))
        if not graph.number_of_edges():
            empty = t["not held"] if vote is not None and not rounds else t["no votes"]
            ax.text(0, 0, empty, ha="center", va="center", fontsize=11 * max(scale, 0.8), color="#777777")
        if title is None:
            if vote is not None:
                title = t["vote title vote"].format(_vote_name(vote, round_ or 0, t))
            elif day is not None:
                title = t["vote title day"].format(day)
            else:
                title = t["vote title"]
        ax.set_title(title, y=1.0, **_font())  # above the axes (off): not placed by measuring them
        if legend:
            _legend(ax, "vote", lang, scale, new)
    return ax


def draw_info_flow(
    graph: nx.DiGraph, ax: Axes | None = None, lang: str = "en", title: str | None = None, legend: bool = True
) -> Axes:
    """Draw an :func:`~jinro_lab.analysis.graphs.info_flow_graph` (NEM-71): the public
    node in the middle with thin grey arrows to every seat, and an arrow subject ->
    observer per pair with private facts, as wide as their count and labelled with
    it; facts made stale (MAH-E06: the soul vortex dealt the subject's role again)
    are counted in the label (``3 (2 stale)``), and an arrow whose facts are all
    stale is dotted and pale. The viewer of a seat's-eye graph is drawn in green.

    With ``ax=None`` the figure is sized for the seat count; in a given ``ax`` the
    boxes' font shrinks as needed for the boxes to stay apart (module docstring).
    ``legend=False`` leaves the legend out (:func:`table_legend` draws it apart)."""
    ax, new = _table_axes(ax, _players(graph))
    with _language(lang) as t:
        pos = _positions(graph)
        viewer = graph.graph.get("seat")
        boxes = {}
        for v, attrs in graph.nodes(data=True):
            if v == PUBLIC_NODE:
                label, color = f"{t['public']}\n{t['events'].format(attrs['count'])}", PUBLIC_COLOR
            elif v.__class__ is int:
                label = t["seat"].format(v) + (f"\n{t['private'].format(attrs['private'])}" if attrs["private"] else "")
                color = VIEWER_COLOR if v == viewer else SEAT_COLOR
            else:
                label, color = str(v), OTHER_COLOR
            boxes[v] = _node(ax, pos[v], label, color, bold=v == viewer)
        table = _laid_out(ax, boxes, pos, {u for u, v in graph.edges() if u == v}, new)
        scale = table.scale
        for u, v, d in graph.edges(data=True):
            if d.get("public"):
                _arrow(ax, table, u, v, rad=0.0, width=0.8, color=PUBLIC_ARROW, style="--")
            else:
                width = 1.0 + 0.8 * min(d["count"], 6)
                count, stale = d["count"], d.get("stale", 0)
                label = t["stale facts"].format(count, stale) if stale else str(count)
                color, style = (STALE_ARROW, ":") if stale == count else (FACT_ARROW, "-")
                _arrow(ax, table, u, v, rad=FACT_BEND, width=width, color=color, label=label, style=style)
        if title is None:
            title = t["flow title seat"].format(viewer) if viewer is not None else t["flow title"]
        ax.set_title(title, y=1.0, **_font())  # above the axes (off): not placed by measuring them
        if legend:
            _legend(ax, "flow", lang, scale, new)
    return ax


def plot_win_rates(table: pd.DataFrame, ax: Axes | None = None, lang: str = "en") -> Axes:
    """A bar per side (or per seat) of a :func:`~jinro_lab.analysis.stats.win_rates`
    table, with its Wilson interval as error bar; grouped bars if the table is
    grouped (``win_rates(df, by=column)``)."""
    ax = _axes(ax, (7, 4))
    with _language(lang) as t:
        outcome = "seat" if "seat" in table.columns else "side"
        groups = [c for c in table.columns if c not in (outcome, "wins", "games", "rate", "lo", "hi")]
        names = list(dict.fromkeys(table[outcome]))
        keys = list(dict.fromkeys(map(tuple, table[groups].itertuples(index=False)))) if groups else [()]

        def name(value: Any) -> str:
            if outcome == "seat":
                return t["seat"].format(value)
            return side_name(str(value), "ja" if t is TEXT["ja"] else "en")

        width = 0.8 / max(len(names), 1) if groups else 0.6
        for j, value in enumerate(names):
            rows = table[table[outcome] == value]
            if groups:
                rows = rows.set_index(groups).reindex(keys if len(groups) > 1 else [k[0] for k in keys])
            xs = [i + (j - (len(names) - 1) / 2) * width if groups else j for i in range(len(rows))]
            rate, lo, hi = (rows[c].to_numpy(dtype=float) for c in ("rate", "lo", "hi"))
            yerr = [(rate - lo).clip(0), (hi - rate).clip(0)]  # an interval always holds its rate
            ax.bar(xs, rate, width, yerr=yerr, capsize=4, label=name(value), color=f"C{j}")
        if groups:
            ax.set_xticks(range(len(keys)), [" / ".join(map(str, k)) for k in keys], **_font())
            ax.set_xlabel(", ".join(groups), **_font())
        else:
            ax.set_xticks(range(len(names)), [name(v) for v in names], **_font())
        ax.set_ylim(0, 1)
        ax.set_ylabel(t["win rate"], **_font())
        confidence = table.attrs.get("confidence", 0.95)
        ax.set_title(t["rates title"].format(confidence), **_font())
        from matplotlib.lines import Line2D
        from matplotlib.patches import Patch

        handles = ax.get_legend_handles_labels()[0] if groups else [Patch(color="#999999", label=t["legend rate"])]
        interval = Line2D(
            [], [], color="black", lw=1.5, marker="_", markersize=10, label=t["legend interval"].format(confidence)
        )
        ax.legend(handles=[*handles, interval], loc="best", prop={"family": _font()["fontfamily"], "size": 8})
    return ax
