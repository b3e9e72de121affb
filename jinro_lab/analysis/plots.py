"""Pictures of the graphs and the statistics (matplotlib, imported when drawing).

Seats sit on a circle like players around a table: seat 0 at the top, then
clockwise, so the picture of every day of a game (and of every game with the
same number of players) puts each seat in the same place. Nodes are labelled
boxes; arrows stop at the boxes, curve apart when two seats point at each other
or one seat points at another several times, and grow with their count.

Every function takes ``ax=`` (a new figure if ``None``), returns the axes, and
draws in English (``lang="en"``) or Japanese (``lang="ja"``, needs a CJK font; see
:mod:`jinro_lab.analysis.fonts`).
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from ..core.i18n import side_name
from .fonts import japanese_font
from .graphs import PUBLIC_NODE

if TYPE_CHECKING:
    import networkx as nx
    import pandas as pd
    from matplotlib.axes import Axes
    from matplotlib.text import Text

__all__ = ["draw_info_flow", "draw_vote_graph", "plot_win_rates"]

TEXT: dict[str, dict[str, str]] = {
    "en": {
        "seat": "seat {}",
        "public": "public",
        "events": "{} events",
        "private": "{} private",
        "votes": "votes {}",
        "extra": "votes {} (incl. {} extra)",
        "chosen": "chosen",
        "day": "day {}",
        "round": "day {} round {}",
        "no votes": "no votes",
        "vote title": "Votes",
        "vote title day": "Votes, day {}",
        "flow title": "Information flow",
        "flow title seat": "Information flow seen by seat {}",
        "win rate": "win rate",
        "rates title": "Win rates ({:.0%} Wilson intervals)",
    },
    "ja": {
        "seat": "席 {}",
        "public": "公開",
        "events": "{}件",
        "private": "非公開 {}件",
        "votes": "得票 {}",
        "extra": "得票 {} (うち追加 {})",
        "chosen": "選出",
        "day": "{}日目",
        "round": "{}日目 {}回目",
        "no votes": "投票なし",
        "vote title": "投票",
        "vote title day": "投票 ({}日目)",
        "flow title": "情報の流れ",
        "flow title seat": "情報の流れ (席 {} の視点)",
        "win rate": "勝率",
        "rates title": "勝率 ({:.0%} Wilson 区間)",
    },
}

#: names of the usual sides in Japanese (other sides are shown as they are)

SEAT_COLOR = "#dde7f5"
CHOSEN_COLOR = "#f4a6a6"
PUBLIC_COLOR = "#eeeeee"
OTHER_COLOR = "#fff3c4"
VIEWER_COLOR = "#c9ecc9"
VOTE_ARROW = "#35507a"
FACT_ARROW = "#c0601a"
PUBLIC_ARROW = "#b0b0b0"
#: private-fact arrows curve enough to pass beside the public node in the middle
FACT_BEND = 0.3


@contextmanager
def _language(lang: str) -> Iterator[dict[str, str]]:
    """The label texts for ``lang``; Japanese inside :func:`japanese_font`, or English
    (after its warning) when no Japanese font is installed."""
    if lang not in TEXT:
        raise ValueError(f"lang must be one of {sorted(TEXT)}, got {lang!r}")
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


def _seat_positions(players: int) -> dict[int, tuple[float, float]]:
    """Seat ``i`` of ``players`` on the unit circle: seat 0 at the top, clockwise."""
    return {
        s: (math.cos(math.pi / 2 - 2 * math.pi * s / players), math.sin(math.pi / 2 - 2 * math.pi * s / players))
        for s in range(players)
    }


def _positions(graph: nx.Graph) -> dict[Any, tuple[float, float]]:
    """Seats around the table, the public node in the middle, other nodes (e.g. a
    pile named as a knowledge subject) just outside the table, between the seats."""
    seats = [v for v in graph if v.__class__ is int]
    players = max(graph.graph.get("players") or 0, max(seats, default=-1) + 1)
    pos: dict[Any, tuple[float, float]] = dict(_seat_positions(players))
    others = sorted((v for v in graph if v.__class__ is not int and v != PUBLIC_NODE), key=str)
    gaps = max(players, 1)
    for k, v in enumerate(others):  # outside the table, in the gaps between seats (clear of the arrows)
        angle = math.pi / 2 - 2 * math.pi * (k % gaps + 0.5) / gaps
        radius = 1.25 - 0.2 * (k // gaps)
        pos[v] = (radius * math.cos(angle), radius * math.sin(angle))
    pos[PUBLIC_NODE] = (0.0, 0.0)
    return pos


def _frame(ax: Axes) -> None:
    ax.set_xlim(-1.45, 1.45)
    ax.set_ylim(-1.45, 1.45)
    ax.set_aspect("equal")
    ax.axis("off")


def _node(ax: Axes, xy: tuple[float, float], label: str, color: str, bold: bool = False) -> Text:
    return ax.text(
        *xy,
        label,
        ha="center",
        va="center",
        fontsize=10,
        zorder=3,
        bbox={"boxstyle": "round,pad=0.45", "fc": color, "ec": "#333333", "lw": 2.2 if bold else 1.0},
    )


def _arrow(
    ax: Axes,
    boxes: dict[Any, Text],
    pos: dict[Any, tuple[float, float]],
    u: Any,
    v: Any,
    *,
    rad: float,
    width: float,
    color: str,
    label: str = "",
    style: str = "-",
) -> None:
    """An arrow ``u -> v`` between two node boxes (a loop above or below the box if
    ``u == v``), with ``label`` at its middle. Arrows are drawn after the boxes
    (zorder 4), so they are clipped to the boxes' final size."""
    from matplotlib.patches import FancyArrowPatch

    props: dict[str, Any] = {
        "arrowstyle": "-|>",
        "mutation_scale": 10 + 2 * width,
        "lw": width,
        "color": color,
        "linestyle": style,
    }
    (x1, y1), (x2, y2) = pos[u], pos[v]
    if u == v:
        box = boxes[u].get_bbox_patch()
        assert box is not None  # every node box is drawn by _node, with a bbox
        edge, angle = (1, 90) if y1 >= 0 else (0, -90)
        conn = f"arc,angleA={angle},angleB={angle},armA=16,armB=16,rad=6"
        ax.annotate(
            "",
            xy=(0.7, edge),
            xycoords=box,
            xytext=(0.3, edge),
            textcoords=box,
            arrowprops=props | {"connectionstyle": conn, "shrinkA": 0, "shrinkB": 0},
            zorder=4,
        )
        if label:
            above = 26 if edge else -26  # points beyond the box edge, past the loop's 16-point arms
            ax.annotate(label, (0.5, edge), xycoords=box, xytext=(0, above), textcoords="offset points", **_edge_text())
        return
    ax.add_patch(
        FancyArrowPatch(
            (x1, y1),
            (x2, y2),
            patchA=boxes[u].get_bbox_patch(),
            patchB=boxes[v].get_bbox_patch(),
            connectionstyle=f"arc3,rad={rad}",
            shrinkA=1,
            shrinkB=1,
            zorder=4,
            **props,
        )
    )
    if label:  # the middle of arc3's quadratic curve (equal aspect, so data = display up to scale)
        ax.text((x1 + x2) / 2 + rad * (y2 - y1) / 2, (y1 + y2) / 2 - rad * (x2 - x1) / 2, label, **_edge_text())


def _edge_text() -> dict[str, Any]:
    return {
        "ha": "center",
        "va": "center",
        "fontsize": 8,
        "zorder": 5,
        "bbox": {"boxstyle": "round,pad=0.15", "fc": "white", "ec": "none", "alpha": 0.85},
    }


def _bend(k: int) -> float:
    """The curvature of the ``k``-th arrow between the same two seats."""
    return 0.2 + 0.22 * k


def draw_vote_graph(graph: nx.MultiDiGraph, ax: Axes | None = None, lang: str = "en", title: str | None = None) -> Axes:
    """Draw a :func:`~jinro_lab.analysis.graphs.vote_graph`: an arrow voter -> target
    per ballot (wider for heavier ballots; labelled with the day when the graph holds
    several days, and ``xN`` for a weight N), each seat's total and the extra votes
    beyond its ballots (nemuranai: face-down discards, NEM-30), and the chosen seat
    in red."""
    ax = _axes(ax)
    with _language(lang) as t:
        pos = _positions(graph)
        days = {d["day"] for d in graph.graph.get("votes", ())} | {d for *_, d in graph.edges(data="day")}
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
        parallel: dict[tuple[Any, Any], int] = defaultdict(int)
        for u, v, d in sorted(graph.edges(data=True), key=lambda e: (e[2]["vote"], e[0], e[1])):
            k = parallel[(u, v)]
            parallel[(u, v)] += 1
            label = ""
            if len(days) > 1:
                label = t["round"].format(d["day"], d["round"] + 1) if d["round"] else t["day"].format(d["day"])
            if d["weight"] != 1:
                label = f"{label} x{d['weight']}".strip()
            width = 1.2 + 0.8 * max(d["weight"] - 1, 0)
            _arrow(ax, boxes, pos, u, v, rad=_bend(k), width=width, color=VOTE_ARROW, label=label)
        if not graph.number_of_edges():
            ax.text(0, 0, t["no votes"], ha="center", va="center", fontsize=11, color="#777777")
        day = graph.graph.get("day")
        if title is None:
            title = t["vote title day"].format(day) if day is not None else t["vote title"]
        ax.set_title(title, **_font())
        _frame(ax)
    return ax


def draw_info_flow(graph: nx.DiGraph, ax: Axes | None = None, lang: str = "en", title: str | None = None) -> Axes:
    """Draw an :func:`~jinro_lab.analysis.graphs.info_flow_graph` (NEM-71): the public
    node in the middle with thin grey arrows to every seat, and an arrow subject ->
    observer per pair with private facts, as wide as their count and labelled with
    it. The viewer of a seat's-eye graph is drawn in green."""
    ax = _axes(ax)
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
        for u, v, d in graph.edges(data=True):
            if d.get("public"):
                _arrow(ax, boxes, pos, u, v, rad=0.0, width=0.8, color=PUBLIC_ARROW, style="--")
            else:
                width = 1.0 + 0.8 * min(d["count"], 6)
                _arrow(ax, boxes, pos, u, v, rad=FACT_BEND, width=width, color=FACT_ARROW, label=str(d["count"]))
        if title is None:
            title = t["flow title seat"].format(viewer) if viewer is not None else t["flow title"]
        ax.set_title(title, **_font())
        _frame(ax)
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
            ax.legend()
        else:
            ax.set_xticks(range(len(names)), [name(v) for v in names], **_font())
        ax.set_ylim(0, 1)
        ax.set_ylabel(t["win rate"], **_font())
        ax.set_title(t["rates title"].format(table.attrs.get("confidence", 0.95)), **_font())
    return ax
