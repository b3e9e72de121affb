"""The vote graph: who voted for whom (matplotlib, imported when drawing).

:func:`draw_vote_graph` draws a :func:`~jinro_lab.analysis.graphs.vote_graph` on the
table (:mod:`~jinro_lab.analysis.table_layout`): an arrow per ballot, each seat's
votes (with nemuranai's face-down discards beyond its ballots, NEM-30) and the seat
the vote chose; 政治家人狼's trust graph marks the votes across parties (SEI-61).
"""

from __future__ import annotations

from collections import defaultdict
from typing import TYPE_CHECKING, Any

from ..core.registry import Marks
from .legends import add_legend, chosen_tag, game_marks, vote_colours, vote_name
from .plot_style import CHOSEN_COLOR, SEAT_COLOR, TITLE_FONT, VOTE_ARROW, font_family, language
from .table_arrows import Arrow, draw_arrows
from .table_layout import (
    FONT_SIZE,
    label_font,
    laid_out,
    node_box,
    positions,
    projector_table_scale,
    seat_count,
    table_axes,
)

if TYPE_CHECKING:
    import networkx as nx
    from matplotlib.axes import Axes

__all__ = ["draw_vote_graph"]


def _bend(k: int) -> float:
    """The curvature of the ``k``-th arrow between the same two seats."""
    return 0.2 + 0.22 * k


def _vote_lines(
    attrs: dict[str, Any], counted: dict[tuple[str, int], dict[Any, int]], t: dict[str, str], marks: Marks | None
) -> list[str]:
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
    words = list(dict.fromkeys(chosen_tag(t, p, marks) for p in attrs["purposes"]))
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
    (:func:`~jinro_lab.analysis.legends.table_legend`).

    With ``ax=None`` the figure is sized for the seat count; in a given ``ax`` the
    boxes' font shrinks as needed for the boxes to stay apart (module docstring).
    Labels never cover a box, another label or an arrow: an arrow's label that finds
    no clear place is left out. ``legend=False`` leaves the legend out
    (:func:`~jinro_lab.analysis.legends.table_legend` draws it apart). ``scale`` grows every text and mark (a
    projector: ``scale=1.5``)."""
    if ax is None:  # a figure of its own: larger for a projector
        scale *= projector_table_scale(seat_count(graph))
    ax, new = table_axes(ax, seat_count(graph), scale)
    with language(lang) as t:
        pos = positions(graph)
        infos = graph.graph.get("votes", {})
        counted: dict[tuple[str, int], dict[Any, int]] = defaultdict(lambda: defaultdict(int))
        for _, v, d in graph.edges(data=True):
            counted[d["vote"], d["round"]][v] += d["weight"]
        boxes = {}
        marks = game_marks(graph.graph.get("variant"))
        for v, attrs in graph.nodes(data=True):
            purposes = [infos.get(k, {}).get("purpose") or "" for k in attrs["chosen"]]
            lines = [t["seat"].format(v), *_vote_lines(attrs | {"seat": v, "purposes": purposes}, counted, t, marks)]
            color = CHOSEN_COLOR if attrs["chosen"] else SEAT_COLOR if attrs["total"] or attrs["received"] else "white"
            boxes[v] = node_box(ax, pos[v], "\n".join(lines), color, bold=bool(attrs["chosen"]))
        table = laid_out(ax, boxes, pos, {u for u, v in graph.edges() if u == v}, new, FONT_SIZE * scale)
        colours = vote_colours(graph)
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
            arrows.append(Arrow(u, v, _bend(k), width, color, "--" if d["round"] else "-", label))
        draw_arrows(ax, table, arrows, label_font(table))
        vote, round_, day = (graph.graph.get(key) for key in ("vote", "round", "day"))
        if not graph.number_of_edges():
            empty = t["not held"] if vote is not None and not infos else t["no votes"]
            ax.text(0, 0, empty, ha="center", va="center", fontsize=11 * max(table.scale, 0.8), color="#555555")
        if title is None:
            if vote is not None:  # the id as recorded (a phrase, in both languages), not the filter's string
                vote = next((v for v, _ in graph.graph.get("votes", {}) if v == vote), vote)
                title = t["vote title vote"].format(vote_name(vote, round_ or 0, t))
            elif day is not None:
                title = t["vote title day"].format(day)
            else:
                title = t["vote title"]
        ax.set_title(title, y=1.0, fontsize=TITLE_FONT * scale, **font_family())  # above the axes (off)
        if legend:
            add_legend(ax, "vote", lang, scale, new, graph)
    return ax
