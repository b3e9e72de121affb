"""The drawing of LotROで人狼's rooms (LOT-31, LOT-71): a column per room, an arrow per pointing.

A tool of the game on top of the kit's analysis (it uses ``jinro_lab.analysis.plot_style`` and ``table_layout``);
the graph it draws is built from the log by ``jinro_lab.variants.lotro.graphs.room_graph``.
The kit's table pictures (``jinro_lab.analysis.pictures``) find it through the game's
registration (``VariantInfo.drawings``: ``"rooms"`` -> :data:`DRAWING`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....analysis.pictures import TableDrawing
from ....core.i18n import seat_label
from ..rooms import room_name

if TYPE_CHECKING:
    import networkx as nx
    from matplotlib.axes import Axes

__all__ = ["AGAIN_COLOR", "DRAWING", "draw_rooms", "rooms_inches", "rooms_legend"]


#: the rooms' drawing: a column per room (inches wide), a row per seat (inches high),
#: the room for the title and the rooms' names (inches)
ROOM_WIDTH = 1.55
ROW_HEIGHT = 0.62
HEAD_ROOM = 0.55

_SAY = {
    "en": {
        "title": "Rooms, night {}",
        "title none": "Rooms",
        "none": "no rooms formed yet",
        "nominee": "nominated",
        "again": "again: {}",
        "legend nominee": "bold box: the GM's nominee, who points first (LOT-31)",
        "legend point": "arrow: pointed at, who joins the room (LOT-31)",
        "legend forced": "dashed arrow: the only choice allowed (LOT-32)",
        "legend again": "again: a pair who shared a room last night too (LOT-32)",
    },
    "ja": {
        "title": "部屋（{}日目の夜）",
        "title none": "部屋",
        "none": "部屋はまだ決まっていない",
        "nominee": "指名",
        "again": "再び同室：{}",
        "legend nominee": "太枠：GMの指名した人（最初に指さす、LOT-31）",
        "legend point": "矢印：指さされた人（その部屋に入る、LOT-31）",
        "legend forced": "破線の矢印：ほかに選べなかった指名（LOT-32）",
        "legend again": "再び同室：前夜も同じ部屋だった二人（LOT-32）",
    },
}


def rooms_inches(players: int, scale: float = 1.0) -> tuple[float, float]:
    """The size (inches) of the axes in which :func:`draw_rooms` draws the rooms of a
    game of ``players`` seats (LOT-30: its most rooms, its largest room), ``scale`` times."""
    from ..rooms import ROOM_SIZES

    sizes = [ROOM_SIZES[n] for n in ROOM_SIZES if n <= max(players, 2)]
    columns = max(len(s) for s in sizes)
    rows = max(max(s) for s in sizes)
    return ROOM_WIDTH * columns * scale, (HEAD_ROOM + ROW_HEIGHT * (rows + 0.6)) * scale


def rooms_legend(target: Any, lang: str = "en", scale: float = 1.0, **place: Any) -> Any:
    """The legend of :func:`draw_rooms` on ``target`` (an axes or a figure), in a font
    of 10 points times ``scale``; below the axes unless ``place`` says otherwise."""
    import matplotlib
    from matplotlib.lines import Line2D
    from matplotlib.patches import Patch

    from ....analysis.plot_style import LEGEND_FONT, SEAT_COLOR, VOTE_ARROW, language

    with language(lang) as t:
        say = _SAY["ja" if t["seat"].startswith("席") else "en"]
        handles = [
            Patch(facecolor=SEAT_COLOR, edgecolor="#333333", lw=2.2, label=say["legend nominee"]),
            Line2D([], [], color=VOTE_ARROW, lw=1.4, marker=">", markevery=[-1], label=say["legend point"]),
            Line2D([], [], color=VOTE_ARROW, lw=1.4, ls="--", marker=">", markevery=[-1], label=say["legend forced"]),
            Line2D([], [], color=AGAIN_COLOR, lw=0, marker="s", label=say["legend again"]),
        ]
        options = {"loc": "upper center", "bbox_to_anchor": (0.5, 0.0), "frameon": False, "borderaxespad": 0.2}
        prop = {"family": matplotlib.rcParams["font.family"], "size": LEGEND_FONT * scale}
        return target.legend(handles=handles, prop=prop, **(options | place))


#: the colour of the note of a pair repeated from the night before
AGAIN_COLOR = "#b03030"


def draw_rooms(
    graph: nx.DiGraph,
    ax: Axes | None = None,
    lang: str = "en",
    title: str | None = None,
    legend: bool = True,
    scale: float = 1.0,
) -> Axes:
    """Draw ``graph`` (from :func:`~jinro_lab.variants.lotro.graphs.room_graph`): each room a column headed by its name
    (LOT-33), its seats below in the order they joined (the GM's nominee first, in a
    bold box), an arrow from each seat to the seat it pointed at (dashed when it was
    the only choice allowed, LOT-32), and under a room the pairs repeated from the
    night before. A room still being formed shows the seats in it so far. The
    legend (:func:`rooms_legend`) explains the marks; ``scale`` grows everything
    (a projector). Texts and arrows never overlap: each arrow runs
    beside its column, outside the boxes."""
    from matplotlib.patches import FancyBboxPatch

    from ....analysis.plot_style import SEAT_COLOR, VOTE_ARROW, check_scale, font_family, language
    from ....analysis.table_layout import node_box

    check_scale(scale)
    rooms = list(graph.graph["rooms"])
    placed = dict(graph.nodes(data="room"))
    forming = max((r for r in placed.values() if r is not None), default=-1)
    while len(rooms) <= forming:  # a room being formed: its nominee and those pointed at so far
        rooms.append(tuple(s for s, room in placed.items() if room == len(rooms)))
    if ax is None:
        import matplotlib.pyplot as plt

        from ....analysis.figures import projector_scale

        players = max([len(graph), *(s + 1 for r in rooms for s in r)], default=9)
        scale *= projector_scale(rooms_inches(players)[0] + 0.2, float(plt.rcParams["figure.dpi"]))  # a projector's
        width, height = rooms_inches(players, scale)
        legend_room = 1.25 * scale if legend else 0.1
        fig = plt.figure(figsize=(width + 0.2, height + legend_room + 0.35 * scale))
        ax = fig.add_axes(
            (
                0.1 / (width + 0.2),
                legend_room / fig.get_figheight(),
                width / (width + 0.2),
                height / fig.get_figheight(),
            )
        )
    where: Any = ax.figure
    box = ax.get_position(original=True).transformed(where.transSubfigure)
    inches = (box.width / where.dpi, box.height / where.dpi)
    columns = max(len(rooms), 1)
    rows = max([len(r) for r in rooms] + [3])
    # data units: a column is 1 wide, a row 1 high; the axes fit both
    ax.set_xlim(-0.5, columns - 0.5)
    ax.set_ylim(-(rows - 0.5) - 0.35, 0.5 + HEAD_ROOM / ROW_HEIGHT * 0.8)
    column_in, row_in = inches[0] / columns, inches[1] / (rows + 0.85 + HEAD_ROOM / ROW_HEIGHT * 0.8)
    font = max(4.0, min(10.0 * scale, 72 * row_in * 0.3, 72 * column_in * 0.13))
    with language(lang) as t:
        say = _SAY["ja" if t["seat"].startswith("席") else "en"]
        code = "ja" if say is _SAY["ja"] else "en"
        place: dict[int, tuple[float, float]] = {}
        for i, room in enumerate(rooms):
            ax.add_patch(
                FancyBboxPatch(
                    (i - 0.45, -(len(room) - 1) - 0.42),
                    0.9,
                    len(room) - 1 + 0.84,
                    boxstyle="round,pad=0.0,rounding_size=0.08",
                    fc="none",  # an outline: a picture lays the seat boxes first (analysis.pictures)
                    ec="#999999",
                    lw=0.8,
                    zorder=1,
                )
            )
            ax.text(i, 0.55, room_name(i, code), ha="center", va="bottom", fontsize=font, **font_family())
            order = [s for s in room if graph.nodes[s].get("nominee")] + [
                s for s in room if not graph.nodes[s].get("nominee")
            ]
            joined = _joined(graph, order)
            for j, seat in enumerate(joined):
                place[seat] = (i - 0.12, -j)
                nominee = bool(graph.nodes[seat].get("nominee"))
                label = seat_label(seat, code) + (f"\n{say['nominee']}" if nominee else "")
                text = node_box(ax, place[seat], label, SEAT_COLOR, bold=nominee)
                text.set_fontsize(font)
            again = [f"{a}–{b}" for a, b in graph.graph["repeats"] if a in room and b in room]
            if again:
                ax.text(
                    i,
                    -(len(room) - 1) - 0.5,
                    say["again"].format(", ".join(again)),
                    ha="center",
                    va="top",
                    fontsize=font * 0.9,
                    color=AGAIN_COLOR,
                )
        for a, b, data in graph.edges(data=True):
            if a not in place or b not in place:
                continue
            (xa, ya), (_, yb) = place[a], place[b]
            arm = (10 + 9 * (abs(ya - yb) - 1)) * font / 10  # points: a longer bracket for a longer jump
            ax.annotate(
                "",
                (xa + 0.3, yb),
                (xa + 0.3, ya),
                arrowprops={
                    "arrowstyle": "-|>",
                    "mutation_scale": 10 * font / 10,
                    "color": VOTE_ARROW,
                    "lw": 1.3,
                    "linestyle": "--" if data.get("forced") else "-",
                    "connectionstyle": f"arc,angleA=0,angleB=0,armA={arm},armB={arm},rad=4",
                    "shrinkA": 0,
                    "shrinkB": 0,
                },
                zorder=4,
                gid=f"arrow {a}-{b}",
            )
        if not rooms:
            ax.text((columns - 1) / 2, -1, say["none"], ha="center", va="center", fontsize=font, color="#555555")
        if title is None:
            night = graph.graph.get("night")
            title = say["title"].format(night) if night is not None else say["title none"]
        ax.set_title(title, fontsize=12 * scale, pad=4 + 2 * scale, **font_family())
        ax.axis("off")
        if legend:
            rooms_legend(ax, lang, scale)
    return ax


def _joined(graph: nx.DiGraph, order: list[int]) -> list[int]:
    """A room's seats in the order they joined: the nominee, then whom each pointed at."""
    out = order[:1]
    while len(out) < len(order):
        nxt = [b for a in out for b in graph.successors(a) if b in order and b not in out]
        out.append(nxt[0] if nxt else next(s for s in order if s not in out))
    return out


#: the rooms' table picture, registered as ``VariantInfo.drawings["rooms"]`` (``jinro_lab.analysis.pictures``)
DRAWING = TableDrawing(draw_rooms, rooms_inches, rooms_legend)
