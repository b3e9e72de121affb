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

import itertools
import math
from collections import defaultdict
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Literal, NamedTuple

from ..core.errors import InvalidArgument, JinroError, describe
from ..core.i18n import side_name
from ..core.memo import Memo
from ..core.registry import Marks
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
        "event": "{} event",
        "events": "{} events",
        "seen by all": "seen by all",
        "private": "{} private",
        "votes": "votes {}",
        "extra": "votes {} (incl. {} extra)",
        "runoff votes": "runoff: {}",
        "chosen": "chosen",
        "chosen execution": "executed",
        "chosen election": "elected",
        "chosen prison": "imprisoned",
        "no votes": "no votes",
        "not held": "not held (yet)",
        "nothing learned": "no private fact learned yet",
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
        "legend runoff": "dashed arrow: a runoff ballot (counted apart)",
        "legend extra": "(incl. N extra): N votes beyond the ballots",
        "legend extra named": "(incl. N extra): N votes beyond the ballots ({})",
        "legend chosen": "red bold box: the seat {}",
        "legend voted": "blue box: a seat that got votes; white: none",
        "legend crossing": "red arrow: a vote across parties",
        "legend vote": "{}",
        "legend private": "orange arrow: what a seat learned, subject → learner",
        "legend stale": "pale dotted arrow, (old): a fact out of date (roles dealt again)",
        "stale": "(old) {}",
        "more facts": "+{} more",
        "legend public": "grey box: the public events, seen by every seat",
        "legend viewer": "green bold box: the viewing seat",
        "legend other": "yellow box: a subject that is not a seat (e.g. a pile)",
        "legend rate": "bar: win rate",
        "legend interval": "error bar: {:.0%} Wilson interval",
    },
    "ja": {
        "seat": "席{}",
        "public": "公開",
        "event": "{}件",
        "events": "{}件",
        "seen by all": "全員が見た",
        "private": "非公開{}件",
        "votes": "得票{}",
        "extra": "得票{}（うち追加{}）",
        "runoff votes": "決選：{}",
        "chosen": "選出",
        "chosen execution": "処刑",
        "chosen election": "当選",
        "chosen prison": "投獄",
        "no votes": "投票なし",
        "not held": "（まだ）行われていない",
        "nothing learned": "非公開の情報はまだない",
        "runoff": "決選投票{}回目",
        "vote title": "投票",
        "vote title day": "投票（{}日目）",
        "vote title vote": "投票（{}）",
        "flow title": "情報の流れ",
        "flow title seat": "情報の流れ（席{}の視点）",
        "win rate": "勝率",
        "rates title": "勝率（{:.0%}ウィルソン区間）",
        "legend ballot": "矢印：1票（投票者→投票先）",
        "legend weight": "xN：重みNの票（太い矢印）",
        "legend runoff": "破線の矢印：決選投票の票（別に数える）",
        "legend extra": "（うち追加N）：投票以外の追加票N",
        "legend extra named": "（うち追加N）：投票以外の追加票N（{}）",
        "legend chosen": "赤い太枠：{}席",
        "legend voted": "青い枠：票を得た席、白：票なし",
        "legend crossing": "赤い矢印：党をまたぐ票",
        "legend vote": "{}",
        "legend private": "橙の矢印：席が知ったこと（対象→知った席）",
        "legend stale": "薄い点線・（古い）：古くなった情報（役職の配り直し）",
        "stale": "（古い）{}",
        "more facts": "ほか{}件",
        "legend public": "灰色の枠：公開の出来事（全員が見る）",
        "legend viewer": "緑の太枠：視点の席",
        "legend other": "黄色の枠：席以外の対象（山札など）",
        "legend rate": "棒：勝率",
        "legend interval": "誤差棒：{:.0%}ウィルソン区間",
    },
}

#: the word for the chosen seat of a vote of each purpose (``VoteResult.purpose``), in the legend
CHOSEN_WORDS = {
    "en": {"execution": "executed", "election": "elected", "prison": "imprisoned"},
    "ja": {"execution": "処刑された", "election": "当選した", "prison": "投獄された"},
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
#: the colour of a vote across parties (政治家人狼's trust graph, ``variants.seijika.trust``)
CROSSING_COLOR = "#d62728"
#: the colours of the votes of a graph holding several, in the order held
VOTE_COLOURS = ("#35507a", "#2a9d8f", "#8e44ad", "#b5651d", "#1f77b4", "#6b8e23", "#c71585", "#444444")
#: an arrow's label shows at most this many facts (then "+N more"), on lines of about this many characters
FACTS_SHOWN = 2
FACT_WIDTH = 26
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
    seats): 4.4 inches up to 6 seats, then 0.22 inch more per seat (room for an
    arrow between two neighbours' boxes)."""
    return 4.4 + 0.22 * max(players - 6, 0)


#: where the axes of a new figure sit in it (figure fractions): the axes are off, so
#: only the title needs room
NEW_FIGURE = {"left": 0.03, "right": 0.97, "bottom": 0.2, "top": 0.92}
#: the legend of a table sits below its axes (outside the table, so it never covers
#: a seat box), in a font of this many points at ``scale=1`` (issue 18: 10 or more)
LEGEND_FONT = 10.0
#: the title's font size (points) at ``scale=1``
TITLE_FONT = 12.0


def _table_axes(ax: Axes | None, players: int, scale: float = 1.0) -> tuple[Axes, bool]:
    """``ax``, or a new figure sized for ``players`` seats (``scale`` times); and
    whether it is new (then :func:`_fit` may resize it)."""
    _check_scale(scale)
    if ax is not None:
        return ax, False
    side = table_inches(players) * scale
    ax = _axes(None, (side / 0.94, side / 0.89))
    ax.figure.subplots_adjust(**NEW_FIGURE)
    return ax, True


def _projector_scale(players: int) -> float:
    """How much larger a new figure of a table of ``players`` seats is drawn in
    projector mode (1 otherwise): :func:`~jinro_lab.analysis.figures.projector_scale`
    at matplotlib's resolution."""
    import matplotlib

    from .figures import projector_scale

    return projector_scale(table_inches(players) / 0.94, float(matplotlib.rcParams["figure.dpi"]))


def _check_scale(scale: Any) -> None:
    if type(scale) not in (int, float) or not 0.25 <= scale <= 8:
        raise InvalidArgument(f"scale must be a number from 0.25 to 8, got {describe(scale)}")


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
    the boxes' font size over :data:`FONT_SIZE`, the points per data unit and the
    axes limits (data units)."""

    boxes: dict[Any, Text]
    pos: dict[Any, tuple[float, float]]
    halves: dict[Any, tuple[float, float]]
    scale: float
    points: float
    limits: tuple[float, float]


def _laid_out(
    ax: Axes,
    boxes: dict[Any, Text],
    pos: dict[Any, tuple[float, float]],
    loops: set[Any],
    new: bool,
    most: float = FONT_SIZE,
) -> _Table:
    """Fit the table in ``ax`` (:func:`_fit`) and measure its boxes at their final size."""
    font, pixels = _fit(ax, boxes, pos, loops, new, most)
    limits = (ax.get_xlim()[1], ax.get_ylim()[1])
    return _Table(boxes, pos, _half_sizes(boxes), font / FONT_SIZE, pixels * 72 / ax.figure.dpi, limits)


Rect = tuple[float, float, float, float]
#: the places tried for an arrow's label, as fractions along the arrow
LABEL_PLACES = (0.5, 0.4, 0.6, 0.3, 0.7, 0.22, 0.78)
#: the curvatures tried for an arrow that would cross a box (its own bend first)
BENDS = (0.0, 0.12, -0.12, 0.25, -0.25, 0.4, -0.4, 0.6, -0.6, 0.8, -0.8)


class _Scene:
    """What is drawn in a table, in points from its centre: the boxes, the arrows
    (as polylines) and the labels placed so far; so an arrow is routed around the
    boxes it does not join and a label goes where it covers no box, no other label
    and no other arrow (issue 18: readable at every table size)."""

    def __init__(self, table: _Table):
        self.table = table
        p = table.points
        self.boxes: dict[Any, Rect] = {}
        for v, (x, y) in table.pos.items():
            if v in table.halves:
                w, h = table.halves[v]
                self.boxes[v] = (x * p - w - 1, y * p - h - 1, x * p + w + 1, y * p + h + 1)
        self.frame = (-table.limits[0] * p, -table.limits[1] * p, table.limits[0] * p, table.limits[1] * p)
        self.curves: list[tuple[int, list[tuple[float, float]], Rect]] = []  # arrow, polyline, its extent
        self.labels: list[Rect] = []

    def crosses_boxes(self, line: list[tuple[float, float]], ends: tuple[Any, Any]) -> int:
        """How many boxes (not ``ends``) ``line`` crosses."""
        span = _span(line)
        return sum(_overlap(span, r) and _line_hits(line, r) for v, r in self.boxes.items() if v not in ends)

    def add_curve(self, k: int, line: list[tuple[float, float]]) -> None:
        self.curves.append((k, line, _span(line)))

    def free(self, rect: Rect, owner: int) -> bool:
        """Whether a label at ``rect`` (of arrow ``owner``) is clear of everything."""
        fx0, fy0, fx1, fy1 = self.frame
        if rect[0] < fx0 or rect[1] < fy0 or rect[2] > fx1 or rect[3] > fy1:
            return False
        if any(_overlap(rect, r) for r in self.boxes.values()) or any(_overlap(rect, r) for r in self.labels):
            return False
        return not any(_overlap(span, rect) and _line_hits(line, rect) for k, line, span in self.curves if k != owner)


def _span(line: list[tuple[float, float]]) -> Rect:
    """The extent of a polyline."""
    xs, ys = [x for x, _ in line], [y for _, y in line]
    return min(xs), min(ys), max(xs), max(ys)


def _overlap(a: Rect, b: Rect) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _line_hits(line: list[tuple[float, float]], rect: Rect) -> bool:
    """Whether the polyline ``line`` enters ``rect`` (Liang-Barsky, segment by segment)."""
    x0, y0, x1, y1 = rect
    for (ax_, ay), (bx, by) in itertools.pairwise(line):
        if max(ax_, bx) < x0 or min(ax_, bx) > x1 or max(ay, by) < y0 or min(ay, by) > y1:
            continue
        dx, dy = bx - ax_, by - ay
        lo, hi = 0.0, 1.0
        for p, q in ((-dx, ax_ - x0), (dx, x1 - ax_), (-dy, ay - y0), (dy, y1 - ay)):
            if p == 0:
                if q < 0:
                    lo, hi = 1.0, 0.0
                    break
            else:
                r = q / p
                if p < 0:
                    lo = max(lo, r)
                else:
                    hi = min(hi, r)
        if lo <= hi:
            return True
    return False


def _curve_points(path: Path, points: float, n: int = 24) -> list[tuple[float, float]]:
    """The quadratic curve ``path`` (three control points, data units) sampled at ``n + 1``
    points, in points."""
    vertices: Any = path.vertices
    (x1, y1), (cx, cy), (x2, y2) = (tuple(map(float, vertices[i])) for i in range(3))
    out = []
    for i in range(n + 1):
        t = i / n
        a, b, c = (1 - t) ** 2, 2 * t * (1 - t), t * t
        out.append(((a * x1 + b * cx + c * x2) * points, (a * y1 + b * cy + c * y2) * points))
    return out


def _label_size(ax: Axes, text: str, size: float) -> tuple[float, float]:
    """Half the width and height (points) of an arrow label ``text`` at ``size``
    points, its white box included (:func:`_edge_text`); measured once per text,
    font and resolution (:data:`_EXTENTS`)."""
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


class _Arrow(NamedTuple):
    """An arrow to draw: its ends, style and label texts (the first that fits is drawn)."""

    u: Any
    v: Any
    bend: float
    width: float
    color: str
    style: str
    labels: tuple[str, ...]
    #: what the arrow says in full, for the key below the table when no label finds room
    key: str = ""


#: the ``gid`` of a table drawing's key (drawn below the axes when the legend is not)
KEY = "key"
#: a key line's length (characters; half that in Japanese) before it wraps
KEY_WIDTH = 64


def _inward(table: _Table, u: Any, v: Any, rad: float) -> float:
    """``rad`` with the sign that bows the arrow ``u -> v`` toward the table's centre."""
    (x1, y1), (x2, y2) = table.pos[u], table.pos[v]
    mx, my = (x1 + x2) / 2, (y1 + y2) / 2
    side = (y2 - y1) * -mx + -(x2 - x1) * -my  # the control point's offset direction, toward the centre
    return rad if side >= 0 else -rad


def _draw_arrows(
    ax: Axes, table: _Table, arrows: list[_Arrow], label_size: float, keys: list[str] | None = None
) -> None:
    """Route every arrow around the boxes it does not join, then place the labels
    (each at the first of :data:`LABEL_PLACES` where it is clear, with the first of
    its texts that fits) and draw. An arrow with a ``key`` none of whose texts fits
    gets a tag, ``(1)``, ``(2)``..., and its key line, the tag and the whole text, is
    added to ``keys`` (a label is never cut short)."""
    scene = _Scene(table)
    routed: list[tuple[int, float, Path, list[tuple[float, float]]] | None] = []
    for k, a in enumerate(arrows):
        if a.u == a.v:
            routed.append(None)
            scene.add_curve(k, _loop_outline(table, a.u))
            continue
        best = None
        for extra in BENDS:
            rad = _inward(table, a.u, a.v, a.bend) + extra
            path = _cut_arc(table, a.u, a.v, rad)
            line = _curve_points(path, table.points)
            hits = scene.crosses_boxes(line, (a.u, a.v))
            if best is None or hits < best[0]:
                best = (hits, rad, path, line)
            if not hits:
                break
        assert best is not None
        routed.append(best)
        scene.add_curve(k, best[3])
    for k, a in enumerate(arrows):
        route = routed[k]
        tag = f"({len(keys) + 1})" if keys is not None and a.key else None
        if route is None:
            placed = _loop(ax, table, a, scene, k, label_size, tag)
        else:
            _, rad, path, line = route
            ax.add_artist(_arrow_patch(path, table, a, k))
            placed = next(
                (text for text in (*a.labels, tag) if text and _place_label(ax, scene, k, text, line, label_size)), None
            )
        if tag is not None and keys is not None and placed not in a.labels:
            keys.append(f"{tag} {a.key}")  # the tag on the arrow if it found room, the arrow's ends in the key anyway


def _arrow_patch(path: Path, table: _Table, a: _Arrow, k: int) -> Any:
    from matplotlib.patches import FancyArrowPatch

    return FancyArrowPatch(path=path, zorder=4, gid=f"arrow {k}", **_arrow_props(table, a))


def _arrow_props(table: _Table, a: _Arrow) -> dict[str, Any]:
    scale = table.scale
    return {
        "arrowstyle": "-|>",
        "mutation_scale": (10 + 2 * a.width) * scale,
        "lw": a.width * max(scale, 0.6),
        "color": a.color,
        "linestyle": a.style,
    }


def _place_label(ax: Axes, scene: _Scene, k: int, text: str, line: list[tuple[float, float]], size: float) -> bool:
    """Put ``text`` (arrow ``k``'s label) on its arrow ``line`` at the first clear
    place of :data:`LABEL_PLACES`, else beside it (the side toward the table's
    centre first); False if no place is clear."""
    w, h = _label_size(ax, text, size)
    n = len(line) - 1
    candidates = [(t, 0.0) for t in LABEL_PLACES] + [(t, side) for t in LABEL_PLACES for side in (1.0, -1.0)]
    for t, side in candidates:
        i = round(t * n)
        x, y = line[i]
        if side:
            (ax_, ay), (bx, by) = line[max(i - 1, 0)], line[min(i + 1, n)]
            length = math.hypot(bx - ax_, by - ay) or 1.0
            nx_, ny = -(by - ay) / length, (bx - ax_) / length
            if nx_ * -x + ny * -y < 0:  # the normal toward the centre first
                nx_, ny = -nx_, -ny
            d = abs(nx_) * w + abs(ny) * h + 2.5
            x, y = x + side * d * nx_, y + side * d * ny
        rect = (x - w, y - h, x + w, y + h)
        if scene.free(rect, k if not side else -1):
            scene.labels.append(rect)
            p = scene.table.points
            ax.text(x / p, y / p, text, gid=f"arrow {k}", **_edge_text(size))
            return True
    return False


def _cut_arc(table: _Table, u: Any, v: Any, rad: float) -> Path:
    """The arrow's curve from box ``u`` to box ``v`` (``arc3`` of ``rad``), cut where it
    leaves box ``u`` and where it enters box ``v`` (1.5 points beyond their edges)."""
    from matplotlib.path import Path

    (x1, y1), (x2, y2) = table.pos[u], table.pos[v]
    cx, cy = (x1 + x2) / 2 + rad * (y2 - y1), (y1 + y2) / 2 - rad * (x2 - x1)

    def blossom(a: float, b: float) -> tuple[float, float]:
        w0, w1, w2 = (1 - a) * (1 - b), (1 - a) * b + a * (1 - b), a * b
        return w0 * x1 + w1 * cx + w2 * x2, w0 * y1 + w1 * cy + w2 * y2

    steps = [i / 50 for i in range(51)]
    # points beyond the boxes' edges: their edge line (bold for the viewer) and the
    # arrow head's tip; less where two boxes nearly touch
    for margin in (2.5 + table.scale, 1.0, 0.0):
        halves = {
            end: ((w + margin) / table.points, (h + margin) / table.points)
            for end, (w, h) in ((u, table.halves[u]), (v, table.halves[v]))
        }

        def inside(t: float, end: Any, halves: dict[Any, tuple[float, float]] = halves) -> bool:
            x, y = blossom(t, t)
            (ex, ey), (w, h) = table.pos[end], halves[end]
            return abs(x - ex) <= w and abs(y - ey) <= h

        def leaves(end: Any, inner: float, outer: float, inside: Any = inside) -> float:
            for _ in range(20):
                middle = (inner + outer) / 2
                inner, outer = (middle, outer) if inside(middle, end) else (inner, middle)
            return (inner + outer) / 2

        out_u = next((t for t in steps if not inside(t, u)), None)
        out_v = next((t for t in reversed(steps) if not inside(t, v)), None)
        if out_u is not None and out_v is not None and out_u < out_v:
            a, b = leaves(u, max(out_u - 0.02, 0.0), out_u), leaves(v, min(out_v + 0.02, 1.0), out_v)
            return Path([blossom(a, a), blossom(a, b), blossom(b, b)], [Path.MOVETO, Path.CURVE3, Path.CURVE3])
    dx, dy = x2 - x1, y2 - y1  # boxes that touch: cut at the circles
    cut_u = (_to_edge(table.halves[u], dx / 2 + rad * dy, dy / 2 - rad * dx) + 1) / table.points
    cut_v = (_to_edge(table.halves[v], dx / 2 - rad * dy, dy / 2 + rad * dx) + 1) / table.points
    return _arc(table.pos[u], table.pos[v], rad, cut_u, cut_v)


def _loop_side(table: _Table, u: Any) -> str:
    x, y = table.pos[u]
    if abs(x) > abs(y):
        return "right" if x >= 0 else "left"
    return "top" if y >= 0 else "bottom"


def _loop_outline(table: _Table, u: Any) -> list[tuple[float, float]]:
    """The outline (points) of the loop beside box ``u``: where other labels may not go."""
    p, scale = table.points, table.scale
    (x, y), (w, h) = table.pos[u], table.halves[u]
    x, y, reach = x * p, y * p, (16 + 8) * scale
    side = _loop_side(table, u)
    if side in ("left", "right"):
        e = x + w if side == "right" else x - w
        o = e + reach if side == "right" else e - reach
        return [(e, y - 0.4 * h), (o, y - 0.4 * h), (o, y + 0.4 * h), (e, y + 0.4 * h)]
    e = y + h if side == "top" else y - h
    o = e + reach if side == "top" else e - reach
    return [(x - 0.4 * w, e), (x - 0.4 * w, o), (x + 0.4 * w, o), (x + 0.4 * w, e)]


def _loop(ax: Axes, table: _Table, a: _Arrow, scene: _Scene, k: int, size: float, tag: str | None = None) -> str | None:
    """A loop on the outer side of box ``a.u`` (a fact a seat learned about itself),
    its label beyond it where clear (the first of its texts, then ``tag``, that is);
    returns the text placed."""
    box = table.boxes[a.u].get_bbox_patch()
    assert box is not None  # every node box is drawn by _node, with a bbox
    scale = table.scale
    arm = 16 * scale  # the loop's arms (points)
    side = _loop_side(table, a.u)
    start, end, angle = {
        "right": ((1, 0.3), (1, 0.7), 0),
        "left": ((0, 0.3), (0, 0.7), 180),
        "top": ((0.3, 1), (0.7, 1), 90),
        "bottom": ((0.3, 0), (0.7, 0), -90),
    }[side]
    conn = f"arc,angleA={angle},angleB={angle},armA={arm},armB={arm},rad={6 * scale}"
    props = _arrow_props(table, a) | {"connectionstyle": conn, "shrinkA": 0, "shrinkB": 0}
    ax.annotate("", xy=end, xycoords=box, xytext=start, textcoords=box, arrowprops=props, zorder=4, gid=f"arrow {k}")
    p = table.points
    (x, y), (w, h) = table.pos[a.u], table.halves[a.u]
    away = arm + 3 * scale
    for text in (*a.labels, *((tag,) if tag else ())):
        lw, lh = _label_size(ax, text, size)
        cx, cy = {
            "right": (x * p + w + away + lw, y * p),
            "left": (x * p - w - away - lw, y * p),
            "top": (x * p, y * p + h + away + lh),
            "bottom": (x * p, y * p - h - away - lh),
        }[side]
        # beyond the loop, else beside it (along the box's side, away from the loop)
        along = [(0.0, 0.0), (0.0, lh + 0.45 * h), (0.0, -lh - 0.45 * h)] if side in ("left", "right") else []
        along += [(lw + 0.45 * w, 0.0), (-lw - 0.45 * w, 0.0)] if side in ("top", "bottom") else []
        if side in ("top", "bottom"):
            along.insert(0, (0.0, 0.0))
        for dx, dy in along:
            rect = (cx + dx - lw, cy + dy - lh, cx + dx + lw, cy + dy + lh)
            if scene.free(rect, k):
                scene.labels.append(rect)
                ax.text((cx + dx) / p, (cy + dy) / p, text, gid=f"arrow {k}", **_edge_text(size))
                return text
    return None


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


def _edge_text(size: float) -> dict[str, Any]:
    """The style of an arrow's label of ``size`` points (a white box under it)."""
    return {
        "ha": "center",
        "va": "center",
        "fontsize": size,
        "zorder": 5,
        "bbox": {"boxstyle": "round,pad=0.15", "fc": "white", "ec": "none", "alpha": 0.9},
    }


def _bend(k: int) -> float:
    """The curvature of the ``k``-th arrow between the same two seats."""
    return 0.2 + 0.22 * k


def _marks(variant: str | None) -> Marks | None:
    """The marks of ``variant``'s drawings (its registration), ``None`` for a log of
    no known game (every mark is explained then)."""
    from ..core.registry import lookup

    if variant is None:
        return None
    try:
        return lookup(variant).marks
    except JinroError:
        return None


def table_legend(
    target: Any,
    kind: Literal["vote", "flow"],
    lang: str = "en",
    scale: float = 1.0,
    variant: str | None = None,
    graph: Any = None,
    key: Sequence[str] = (),
    **place: Any,
) -> Any:
    """The legend of a table drawing (``kind``: the vote graph or the information
    flow) on ``target`` (an axes, or a figure), in ``lang``, in a font of
    :data:`LEGEND_FONT` times ``scale`` points, with the marks of ``variant``'s
    drawings only (:class:`~jinro_lab.core.registry.Marks`: no face-down cards
    outside 人狼は眠らない, "elected" in 政治家人狼; every mark if ``None``). ``graph``
    (the graph drawn) adds the entries only it has (one colour per vote when it holds
    several, 政治家人狼's trust graph's red arrows); ``key``: the lines of the
    drawing's key (the arrows tagged ``(1)``, ``(2)``... in full), after the marks. By
    default below the axes, where it cannot cover a seat box; ``place`` overrides
    ``Axes.legend`` options (``loc``, ``bbox_to_anchor``...). In projector mode its
    text is :data:`~jinro_lab.core.display.PROJECTOR_TEXT` px at the figure's resolution."""
    import matplotlib
    from matplotlib.lines import Line2D

    from .figures import projector_pt

    with _language(lang) as t:
        marks = _marks(variant)
        handles = _vote_handles(t, marks, graph) if kind == "vote" else _flow_handles(t, marks)
        handles += [Line2D([], [], lw=0, label=line) for line in key]
        options = {
            "loc": "upper center",
            "bbox_to_anchor": (0.5, 0.0),
            "ncol": 1,
            "frameon": False,
            "borderaxespad": 0.2,
            "handlelength": 2.4,
        }
        figure = target if hasattr(target, "dpi") else target.figure
        least = projector_pt(figure.dpi)
        size = max(least, LEGEND_FONT) if least else LEGEND_FONT * scale
        return target.legend(
            handles=handles, prop={"family": matplotlib.rcParams["font.family"], "size": size}, **(options | place)
        )


def _legend(
    ax: Axes, kind: Literal["vote", "flow"], lang: str, scale: float, new: bool, graph: Any, key: Sequence[str] = ()
) -> None:
    """The legend of a table below its axes (:func:`table_legend`, the drawing's
    ``key`` lines after its marks); a new figure is widened if the legend is wider,
    and made taller for it."""
    from matplotlib.figure import Figure

    legend = table_legend(ax, kind, lang, scale, graph.graph.get("variant"), graph, key=key)
    fig = ax.figure
    if new and isinstance(fig, Figure):
        box = legend.get_window_extent()
        inches = fig.get_size_inches()
        across = NEW_FIGURE["right"] - NEW_FIGURE["left"]
        width = max(inches[0], box.width / fig.dpi / across * 1.02)
        table = inches[1] * (NEW_FIGURE["top"] - NEW_FIGURE["bottom"])  # the axes' height (inches)
        top = inches[1] * (1 - NEW_FIGURE["top"])
        below = box.height / fig.dpi + 0.15
        height = table + top + below
        fig.set_size_inches(width, height)
        fig.subplots_adjust(bottom=below / height, top=1 - top / height)
        legend.set_bbox_to_anchor((0.5, 0.0), transform=ax.transAxes)


def _arrow_handle(color: str, label: str, width: float = 1.2, style: str = "-") -> Any:
    """A legend proxy for an arrow: a line of the arrow's colour, width and dashes
    with an arrow head."""
    from matplotlib.lines import Line2D

    dashes: Any = style
    return Line2D([], [], color=color, lw=width, linestyle=dashes, marker=">", markevery=[-1], label=label)


def _box_handle(color: str, label: str, bold: bool = False) -> Any:
    """A legend proxy for a node box of ``color`` (edge as :func:`_node` draws it)."""
    from matplotlib.patches import Patch

    return Patch(facecolor=color, edgecolor="#333333", lw=2.2 if bold else 1.0, label=label)


def _chosen_word(t: dict[str, str], purposes: tuple[str, ...]) -> str:
    """The legend's word for the chosen seat of votes of ``purposes``."""
    lang = "ja" if t is TEXT["ja"] else "en"
    words = [CHOSEN_WORDS[lang].get(p, p) for p in purposes]
    return ("・" if lang == "ja" else " / ").join(words) if words else t["chosen"]


def _vote_handles(t: dict[str, str], marks: Marks | None, graph: Any = None) -> list[Any]:
    """The entries of the vote graph's legend (texts ``t``) for a game of ``marks``
    (every entry for ``None``), and those only ``graph`` has."""
    handles = [_arrow_handle(VOTE_ARROW, t["legend ballot"])]
    if marks is None or marks.weights:
        handles.append(_arrow_handle(VOTE_ARROW, t["legend weight"], width=2.8))
    if marks is None or marks.runoffs:
        handles.append(_arrow_handle(VOTE_ARROW, t["legend runoff"], style="--"))
    if marks is None:
        handles.append(_box_handle(SEAT_COLOR, t["legend extra"]))
    elif marks.extra is not None:
        name = marks.extra[1] if t is TEXT["ja"] else marks.extra[0]
        handles.append(_box_handle(SEAT_COLOR, t["legend extra named"].format(name)))
    purposes = marks.purposes if marks is not None else ()
    handles.append(_box_handle(CHOSEN_COLOR, t["legend chosen"].format(_chosen_word(t, purposes)), bold=True))
    handles.append(_box_handle(SEAT_COLOR, t["legend voted"]))
    if graph is not None:
        if graph.graph.get("trust"):  # 政治家人狼's trust graph (SEI-61)
            handles.append(_arrow_handle(CROSSING_COLOR, t["legend crossing"]))
        colours = _vote_colours(graph)
        if len(colours) > 1:
            for vote, colour in colours.items():
                handles.append(_arrow_handle(colour, _vote_name(vote, 0, t)))
    return handles


def _flow_handles(t: dict[str, str], marks: Marks | None) -> list[Any]:
    """The entries of the information-flow graph's legend (texts ``t``) for a game
    of ``marks`` (every entry for ``None``)."""
    handles = [_arrow_handle(FACT_ARROW, t["legend private"], width=2.6)]
    if marks is None or marks.stale:
        handles.append(_arrow_handle(STALE_ARROW, t["legend stale"], width=2.6, style=":"))
    handles += [_box_handle(PUBLIC_COLOR, t["legend public"]), _box_handle(VIEWER_COLOR, t["legend viewer"], bold=True)]
    if marks is None:
        handles.append(_box_handle(OTHER_COLOR, t["legend other"]))
    return handles


def _vote_name(vote: str, round: int, t: dict[str, str]) -> str:
    return vote_label(vote, round, "ja" if t is TEXT["ja"] else "en")


def _vote_colours(graph: nx.MultiDiGraph) -> dict[str, str]:
    """A colour per vote of ``graph`` (in the order held): the usual arrow colour
    for a graph of one vote, :data:`VOTE_COLOURS` in turn for several."""
    votes = list(
        dict.fromkeys([v for v, _ in graph.graph.get("votes", {})] + [d["vote"] for *_, d in graph.edges(data=True)])
    )
    if len(votes) <= 1:
        return {v: VOTE_ARROW for v in votes}
    return {v: VOTE_COLOURS[i % len(VOTE_COLOURS)] for i, v in enumerate(votes)}


def _vote_lines(attrs: dict[str, Any], counted: dict[tuple[str, int], dict[Any, int]], t: dict[str, str]) -> list[str]:
    """A seat's lines of the vote graph beyond its name: its first-round votes
    (with the extra votes among them), its runoff votes apart, and the word for
    each vote that chose it."""
    lines = []
    first = {k: n for k, n in attrs["totals"].items() if k[1] == 0}
    later = {k: n for k, n in attrs["totals"].items() if k[1] > 0}
    if sum(first.values()):
        total = sum(first.values())
        ballots = sum(counted.get(k, {}).get(attrs["seat"], 0) for k in first)
        extra = total - ballots
        lines.append(t["extra"].format(total, extra) if extra > 0 else t["votes"].format(total))
    if sum(later.values()):
        lines.append(t["runoff votes"].format(sum(later.values())))
    words = list(dict.fromkeys(t.get(f"chosen {p}", t["chosen"]) for p in attrs["purposes"]))
    lines += words
    return lines


def draw_vote_graph(
    graph: nx.MultiDiGraph,
    ax: Axes | None = None,
    lang: str = "en",
    title: str | None = None,
    legend: bool = True,
    scale: float = 1.0,
) -> Axes:
    """Draw a :func:`~jinro_lab.analysis.graphs.vote_graph`: an arrow voter -> target
    per ballot (wider for heavier ballots, labelled ``xN`` for a weight N; dashed for
    a runoff's; one colour per vote when the graph holds several), each seat's
    first-round votes (with the extra votes beyond its ballots: nemuranai's face-down
    discards, NEM-30) and its runoff votes apart, and the chosen seat in red with
    what the vote did (executed, elected, imprisoned: ``VoteResult.purpose``). The
    title names the vote (or the day) the graph was filtered to. An edge's ``color``
    attribute, if set, colours its arrow (政治家人狼's trust graph marks the votes that
    cross parties, SEI-61). The legend shows the game's marks only
    (:func:`table_legend`).

    With ``ax=None`` the figure is sized for the seat count; in a given ``ax`` the
    boxes' font shrinks as needed for the boxes to stay apart (module docstring).
    Labels never cover a box, another label or an arrow: an arrow's label that finds
    no clear place is left out. ``legend=False`` leaves the legend out
    (:func:`table_legend` draws it apart). ``scale`` grows every text and mark (a
    projector: ``scale=1.5``)."""
    if ax is None:  # a figure of its own: larger for a projector
        scale *= _projector_scale(_players(graph))
    ax, new = _table_axes(ax, _players(graph), scale)
    with _language(lang) as t:
        pos = _positions(graph)
        infos = graph.graph.get("votes", {})
        counted: dict[tuple[str, int], dict[Any, int]] = defaultdict(lambda: defaultdict(int))
        for _, v, d in graph.edges(data=True):
            counted[d["vote"], d["round"]][v] += d["weight"]
        boxes = {}
        for v, attrs in graph.nodes(data=True):
            purposes = [infos.get(k, {}).get("purpose") or "" for k in attrs["chosen"]]
            lines = [t["seat"].format(v), *_vote_lines(attrs | {"seat": v, "purposes": purposes}, counted, t)]
            color = CHOSEN_COLOR if attrs["chosen"] else SEAT_COLOR if attrs["total"] or attrs["received"] else "white"
            boxes[v] = _node(ax, pos[v], "\n".join(lines), color, bold=bool(attrs["chosen"]))
        table = _laid_out(ax, boxes, pos, {u for u, v in graph.edges() if u == v}, new, FONT_SIZE * scale)
        colours = _vote_colours(graph)
        order = {key: i for i, key in enumerate(infos)}
        pairs: dict[frozenset[Any], int] = defaultdict(int)
        arrows = []
        edges = sorted(graph.edges(data=True), key=lambda e: (order.get((e[2]["vote"], e[2]["round"]), 0), e[0], e[1]))
        for u, v, d in edges:
            k = pairs[frozenset((u, v))]
            pairs[frozenset((u, v))] += 1
            label = (f"x{d['weight']}",) if d["weight"] != 1 else ()
            width = 1.2 + 0.8 * max(d["weight"] - 1, 0)
            color = d.get("color", colours.get(d["vote"], VOTE_ARROW))
            arrows.append(_Arrow(u, v, _bend(k), width, color, "--" if d["round"] else "-", label))
        _draw_arrows(ax, table, arrows, _label_font(table))
        vote, round_, day = (graph.graph.get(key) for key in ("vote", "round", "day"))
        if not graph.number_of_edges():
            empty = t["not held"] if vote is not None and not infos else t["no votes"]
            ax.text(0, 0, empty, ha="center", va="center", fontsize=11 * max(table.scale, 0.8), color="#555555")
        if title is None:
            if vote is not None:  # the id as recorded (a phrase, in both languages), not the filter's string
                vote = next((v for v, _ in graph.graph.get("votes", {}) if v == vote), vote)
                title = t["vote title vote"].format(_vote_name(vote, round_ or 0, t))
            elif day is not None:
                title = t["vote title day"].format(day)
            else:
                title = t["vote title"]
        ax.set_title(title, y=1.0, fontsize=TITLE_FONT * scale, **_font())  # above the axes (off)
        if legend:
            _legend(ax, "vote", lang, scale, new, graph)
    return ax


def _label_font(table: _Table) -> float:
    """The font size (points) of the arrows' labels: a little under the boxes' (as
    large in projector mode)."""
    from ..core.display import current

    return max(FONT_SIZE * table.scale * (1.0 if current().projector else 0.9), 1.0)


def _wrap(text: str, lang: str) -> str:
    """A fact on lines of about :data:`FACT_WIDTH` characters (half that in Japanese)."""
    import textwrap

    if lang == "ja":
        width = FACT_WIDTH // 2
        return "\n".join(text[i : i + width] for i in range(0, len(text), width))
    return "\n".join(textwrap.wrap(text, FACT_WIDTH)) or text


def _fact_words(variant: str | None, lang: str) -> Any:
    """The variant renderer's words (``WORDS``: ``fact(event, lang)``), or ``None``."""
    if variant is None:
        return None
    from ..core.registry import renderer

    try:
        return getattr(renderer(variant), "WORDS", None)
    except JinroError:
        return None


def _fact_texts(u: Any, v: Any, d: dict[str, Any], words: Any, lang: str, t: dict[str, str]) -> list[str]:
    """The facts of an arrow, each once, in the game's words in ``lang`` (those made
    stale marked "(old)")."""
    from ..core.events import Knowledge

    facts, keys, stale = d["facts"], d.get("keys") or [()] * len(d["facts"]), d.get("stale", 0)
    texts = []
    for i, (fact, key) in enumerate(zip(facts, keys, strict=False)):
        text = fact
        if lang == "ja" and words is not None:
            try:
                text = words.fact(Knowledge(v, u, fact, key, None), lang) or fact
            except (IndexError, KeyError, TypeError, ValueError):
                text = fact
        texts.append(t["stale"].format(text) if i < stale else text)
    return list(dict.fromkeys(texts))


def _fact_labels(texts: list[str], lang: str, t: dict[str, str]) -> tuple[str, ...]:
    """The labels tried for an arrow of facts ``texts``, longest first: every fact
    (up to :data:`FACTS_SHOWN`, then "+N more"), then the first fact and "+N more",
    each fact wrapped, never cut (an arrow none of them fits gets a tag and a line
    in the key: :func:`_draw_arrows`)."""

    def some(n: int) -> str:
        shown = [_wrap(x, lang) for x in texts[:n]]
        if len(texts) > n:
            shown.append(t["more facts"].format(len(texts) - n))
        return "\n".join(shown)

    return tuple(dict.fromkeys([some(FACTS_SHOWN), some(1)]))


def _node_name(v: Any, t: dict[str, str]) -> str:
    return t["seat"].format(v) if v.__class__ is int else str(v)


def _key_lines(keys: list[str], lang: str) -> list[str]:
    """The key's lines: each entry wrapped at :data:`KEY_WIDTH` characters (half in
    Japanese), its next lines indented (a line that starts an entry starts with its tag)."""
    import textwrap

    lines = []
    width = KEY_WIDTH // 2 if lang == "ja" else KEY_WIDTH
    for entry in keys:
        if lang == "ja":
            parts = [("" if i == 0 else "\u3000") + entry[i : i + width] for i in range(0, len(entry), width)]
        else:
            parts = textwrap.wrap(entry, width, subsequent_indent="    ") or [entry]
        lines += parts
    return lines


def draw_info_flow(
    graph: nx.DiGraph,
    ax: Axes | None = None,
    lang: str = "en",
    title: str | None = None,
    legend: bool = True,
    scale: float = 1.0,
) -> Axes:
    """Draw an :func:`~jinro_lab.analysis.graphs.info_flow_graph` (NEM-71): an arrow
    subject -> observer per pair with private facts, as wide as their count and
    labelled with what was learned (the facts in the game's words, in ``lang``; a
    shorter label where the long one finds no clear place); facts made stale
    (MAH-E06: the soul vortex dealt the subject's role again) are marked "(old)", and
    an arrow whose facts are all stale is dotted and pale. The public events are
    the grey box in the middle (everyone saw them: no arrows). The viewer of a
    seat's-eye graph is drawn in green; a graph without private facts says so.

    With ``ax=None`` the figure is sized for the seat count; in a given ``ax`` the
    boxes' font shrinks as needed for the boxes to stay apart (module docstring).
    ``legend=False`` leaves the legend out (:func:`table_legend` draws it apart).
    ``scale`` grows every text and mark (a projector: ``scale=1.5``)."""
    if ax is None:  # a figure of its own: larger for a projector
        scale *= _projector_scale(_players(graph))
    ax, new = _table_axes(ax, _players(graph), scale)
    with _language(lang) as t:
        code = "ja" if t is TEXT["ja"] else "en"
        words = _fact_words(graph.graph.get("variant"), code)
        pos = _positions(graph)
        viewer = graph.graph.get("seat")
        boxes = {}
        private = [(u, v, d) for u, v, d in graph.edges(data=True) if not d.get("public")]
        for v, attrs in graph.nodes(data=True):
            if v == PUBLIC_NODE:
                events = t["event" if attrs["count"] == 1 else "events"].format(attrs["count"])
                label = f"{t['public']}\n{events}\n{t['seen by all']}"
                color = PUBLIC_COLOR
            elif v.__class__ is int:
                label = t["seat"].format(v) + (f"\n{t['private'].format(attrs['private'])}" if attrs["private"] else "")
                color = VIEWER_COLOR if v == viewer else SEAT_COLOR
            else:
                label, color = str(v), OTHER_COLOR
            boxes[v] = _node(ax, pos[v], label, color, bold=v == viewer)
        table = _laid_out(ax, boxes, pos, {u for u, v, _ in private if u == v}, new, FONT_SIZE * scale)
        arrows = []
        for u, v, d in private:
            width = 1.0 + 0.5 * min(d["count"], 6)
            count, stale = d["count"], d.get("stale", 0)
            color, style = (STALE_ARROW, ":") if stale == count else (FACT_ARROW, "-")
            texts = _fact_texts(u, v, d, words, code, t)
            whole = f"{_node_name(u, t)} → {_node_name(v, t)}: " + ("、" if code == "ja" else "; ").join(texts)
            arrows.append(_Arrow(u, v, FACT_BEND, width, color, style, _fact_labels(texts, code, t), whole))
        keys: list[str] = []
        _draw_arrows(ax, table, arrows, _label_font(table), keys)
        key = _key_lines(keys, code)
        if not private:
            px, py = 0.0, -(table.halves[PUBLIC_NODE][1] + 14 * table.scale) / table.points
            ax.text(px, py, t["nothing learned"], ha="center", va="top", fontsize=_label_font(table), color="#555555")
        if title is None:
            title = t["flow title seat"].format(viewer) if viewer is not None else t["flow title"]
        ax.set_title(title, y=1.0, fontsize=TITLE_FONT * scale, **_font())  # above the axes (off)
        if legend:
            _legend(ax, "flow", lang, scale, new, graph, key)
        elif key:  # below the axes, where a legend drawn apart goes (a TablePicture takes it out)
            ax.text(
                0.0,
                -0.01,
                "\n".join(key),
                transform=ax.transAxes,
                ha="left",
                va="top",
                gid=KEY,
                fontsize=_label_font(table),
            )
    return ax


def plot_win_rates(table: pd.DataFrame, ax: Axes | None = None, lang: str = "en") -> Axes:
    """A bar per side (or per seat) of a :func:`~jinro_lab.analysis.stats.win_rates`
    table, with its Wilson interval as error bar; grouped bars if the table is
    grouped (``win_rates(df, by=column)``). The legend sits under the chart, outside
    the bars; in projector mode the text is larger (:func:`~jinro_lab.analysis.figures.chart_pt`)."""
    from .figures import chart_pt, legend_below

    ax = _axes(ax, (7, 4))
    fig = ax.figure
    text, tick = chart_pt(fig, 10.0), chart_pt(fig, 10.0, tick=True)
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
            ax.set_xticks(range(len(keys)), [" / ".join(map(str, k)) for k in keys], fontsize=tick, **_font())
            ax.set_xlabel(", ".join(groups), fontsize=text, **_font())
        else:
            ax.set_xticks(range(len(names)), [name(v) for v in names], fontsize=tick, **_font())
        ax.tick_params(axis="y", labelsize=tick)
        ax.set_ylim(0, 1)
        ax.set_ylabel(t["win rate"], fontsize=text, **_font())
        confidence = table.attrs.get("confidence", 0.95)
        ax.set_title(t["rates title"].format(confidence), fontsize=chart_pt(fig, 12.0), **_font())
        from matplotlib.lines import Line2D
        from matplotlib.patches import Patch

        handles = ax.get_legend_handles_labels()[0] if groups else [Patch(color="#999999", label=t["legend rate"])]
        interval = Line2D(
            [], [], color="black", lw=1.5, marker="_", markersize=10, label=t["legend interval"].format(confidence)
        )
        # below the chart (never over a bar), in as many columns as entries
        prop = {"family": _font()["fontfamily"], "size": chart_pt(fig, 10.0)}
        legend_below(ax, [*handles, interval], prop=prop, ncols=min(len(handles) + 1, 3))
    return ax
