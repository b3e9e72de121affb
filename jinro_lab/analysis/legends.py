"""The legends of the table drawings: what the vote graph's and the information
flow's marks mean (matplotlib, imported when drawing).

:func:`table_legend` explains the marks of one game's drawings only
(:class:`~jinro_lab.core.registry.Marks`: the face-down discards of 人狼は眠らない,
NEM-30; "elected" in 政治家人狼; stale facts of 魔法都市の人狼, MAH-E06) and those only
the graph drawn has (one colour per vote, :func:`vote_colours`; the trust graph's
votes across parties, SEI-61); :func:`add_legend` puts it under a drawing's axes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Literal

from ..core.errors import JinroError
from ..core.registry import Marks
from .graphs import vote_label
from .plot_style import (
    CHOSEN_COLOR,
    CHOSEN_WORDS,
    CROSSING_COLOR,
    FACT_ARROW,
    LEGEND_FONT,
    OTHER_COLOR,
    PUBLIC_COLOR,
    SEAT_COLOR,
    STALE_ARROW,
    TEXT,
    VIEWER_COLOR,
    VOTE_ARROW,
    VOTE_COLOURS,
    lang_code,
    language,
)
from .table_layout import NEW_FIGURE

if TYPE_CHECKING:
    import networkx as nx
    from matplotlib.axes import Axes

__all__ = ["add_legend", "chosen_tag", "game_marks", "table_legend", "vote_colours", "vote_name"]


def game_marks(variant: str | None) -> Marks | None:
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
    :data:`~jinro_lab.analysis.plot_style.LEGEND_FONT` times ``scale`` points, with the marks of ``variant``'s
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

    with language(lang) as t:
        marks = game_marks(variant)
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


def add_legend(
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
    """A legend proxy for a node box of ``color`` (edge as
    :func:`~jinro_lab.analysis.table_layout.node_box` draws it)."""
    from matplotlib.patches import Patch

    return Patch(facecolor=color, edgecolor="#333333", lw=2.2 if bold else 1.0, label=label)


def chosen_tag(t: dict[str, str], purpose: str, marks: Marks | None) -> str:
    """The word on the box of a seat a vote of ``purpose`` chose (texts ``t``): the
    game's own word (``Marks.chosen``: 人狼は眠らない's 脱落) or the drawings'."""
    own = marks.chosen.get(purpose) if marks is not None else None
    if own is not None:
        return own[1] if lang_code(t) == "ja" else own[0]
    return t.get(f"chosen {purpose}", t["chosen"])


def _chosen_word(t: dict[str, str], marks: Marks | None) -> str:
    """The legend's word for the chosen seat of the votes of a game of ``marks``: the
    game's own (``Marks.chosen``) or the drawings' for each of its purposes."""
    if marks is None or not marks.purposes:
        return t["chosen"]
    lang = lang_code(t)
    words = []
    for p in marks.purposes:
        own = marks.chosen.get(p)
        words.append((own[2] if lang == "ja" else own[0]) if own else CHOSEN_WORDS[lang].get(p, p))
    return ("・" if lang == "ja" else " / ").join(words)


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
    handles.append(_box_handle(CHOSEN_COLOR, t["legend chosen"].format(_chosen_word(t, marks)), bold=True))
    handles.append(_box_handle(SEAT_COLOR, t["legend voted"]))
    if graph is not None:
        if graph.graph.get("trust"):  # 政治家人狼's trust graph (SEI-61)
            handles.append(_arrow_handle(CROSSING_COLOR, t["legend crossing"]))
        colours = vote_colours(graph)
        if len(colours) > 1:
            for vote, colour in colours.items():
                handles.append(_arrow_handle(colour, vote_name(vote, 0, t)))
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


def vote_name(vote: str, round: int, t: dict[str, str]) -> str:
    return vote_label(vote, round, lang_code(t))


def vote_colours(graph: nx.MultiDiGraph) -> dict[str, str]:
    """A colour per vote of ``graph`` (in the order held): the usual arrow colour
    for a graph of one vote, :data:`~jinro_lab.analysis.plot_style.VOTE_COLOURS` in turn for several."""
    votes = list(
        dict.fromkeys([v for v, _ in graph.graph.get("votes", {})] + [d["vote"] for *_, d in graph.edges(data=True)])
    )
    if len(votes) <= 1:
        return {v: VOTE_ARROW for v in votes}
    return {v: VOTE_COLOURS[i % len(VOTE_COLOURS)] for i, v in enumerate(votes)}
