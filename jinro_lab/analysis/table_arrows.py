"""The arrows of a table drawing and their labels (matplotlib, imported when drawing).

An arrow (:class:`Arrow`: a ballot of the vote graph, a private fact of the
information flow, NEM-71) runs between two seat boxes of a laid-out table
(:class:`~jinro_lab.analysis.table_layout.Table`), stops at the boxes, curves around
the boxes it does not join and toward the table's centre; an arrow from a seat to
itself is a loop on the box's outer side. Its label goes where it covers no box, no
other label and no other arrow (issue 18: readable at every table size), or is left
out (:func:`draw_arrows`).
"""

from __future__ import annotations

import itertools
import math
from typing import TYPE_CHECKING, Any, NamedTuple

from .table_layout import Table, label_size

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.path import Path

__all__ = ["Arrow", "arc", "draw_arrows"]


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

    def __init__(self, table: Table):
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


class Arrow(NamedTuple):
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


def _inward(table: Table, u: Any, v: Any, rad: float) -> float:
    """``rad`` with the sign that bows the arrow ``u -> v`` toward the table's centre."""
    (x1, y1), (x2, y2) = table.pos[u], table.pos[v]
    mx, my = (x1 + x2) / 2, (y1 + y2) / 2
    side = (y2 - y1) * -mx + -(x2 - x1) * -my  # the control point's offset direction, toward the centre
    return rad if side >= 0 else -rad


def draw_arrows(ax: Axes, table: Table, arrows: list[Arrow], label_size: float, keys: list[str] | None = None) -> None:
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


def _arrow_patch(path: Path, table: Table, a: Arrow, k: int) -> Any:
    from matplotlib.patches import FancyArrowPatch

    return FancyArrowPatch(path=path, zorder=4, gid=f"arrow {k}", **_arrow_props(table, a))


def _arrow_props(table: Table, a: Arrow) -> dict[str, Any]:
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
    w, h = label_size(ax, text, size)
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


def _cut_arc(table: Table, u: Any, v: Any, rad: float) -> Path:
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
    return arc(table.pos[u], table.pos[v], rad, cut_u, cut_v)


def _loop_side(table: Table, u: Any) -> str:
    x, y = table.pos[u]
    if abs(x) > abs(y):
        return "right" if x >= 0 else "left"
    return "top" if y >= 0 else "bottom"


def _loop_outline(table: Table, u: Any) -> list[tuple[float, float]]:
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


def _loop(ax: Axes, table: Table, a: Arrow, scene: _Scene, k: int, size: float, tag: str | None = None) -> str | None:
    """A loop on the outer side of box ``a.u`` (a fact a seat learned about itself),
    its label beyond it where clear (the first of its texts, then ``tag``, that is);
    returns the text placed."""
    box = table.boxes[a.u].get_bbox_patch()
    assert box is not None  # every node box is drawn by node_box, with a bbox
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
        lw, lh = label_size(ax, text, size)
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


def arc(start: tuple[float, float], end: tuple[float, float], rad: float, cut_start: float, cut_end: float) -> Path:
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
