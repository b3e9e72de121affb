"""The information-flow graph: who learned what about whom (matplotlib, imported when drawing).

:func:`draw_info_flow` draws an :func:`~jinro_lab.analysis.graphs.info_flow_graph`
(NEM-71) on the table (:mod:`~jinro_lab.analysis.table_layout`): an arrow subject ->
learner per pair with private facts, labelled with the facts in the game's words;
facts made stale (MAH-E06) marked "(old)"; the public events in the middle. Facts
whose label finds no room are listed in full in a key below the table (:data:`KEY`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.errors import JinroError
from .graphs import PUBLIC_NODE
from .legends import add_legend
from .plot_style import (
    FACT_ARROW,
    OTHER_COLOR,
    PUBLIC_COLOR,
    SEAT_COLOR,
    STALE_ARROW,
    TITLE_FONT,
    VIEWER_COLOR,
    font_family,
    lang_code,
    language,
)
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

__all__ = ["draw_info_flow"]


#: an arrow's label shows at most this many facts (then "+N more"), on lines of about this many characters
FACTS_SHOWN = 2
FACT_WIDTH = 26
#: private-fact arrows curve enough to pass beside the public node in the middle
FACT_BEND = 0.3


#: the ``gid`` of a table drawing's key (drawn below the axes when the legend is not)
KEY = "key"
#: a key line's length (characters; half that in Japanese) before it wraps
KEY_WIDTH = 64


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
    in the key: :func:`~jinro_lab.analysis.table_arrows.draw_arrows`)."""

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
    ``legend=False`` leaves the legend out (:func:`~jinro_lab.analysis.legends.table_legend` draws it apart).
    ``scale`` grows every text and mark (a projector: ``scale=1.5``)."""
    if ax is None:  # a figure of its own: larger for a projector
        scale *= projector_table_scale(seat_count(graph))
    ax, new = table_axes(ax, seat_count(graph), scale)
    with language(lang) as t:
        code = lang_code(t)
        words = _fact_words(graph.graph.get("variant"), code)
        pos = positions(graph)
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
            boxes[v] = node_box(ax, pos[v], label, color, bold=v == viewer)
        table = laid_out(ax, boxes, pos, {u for u, v, _ in private if u == v}, new, FONT_SIZE * scale)
        arrows = []
        for u, v, d in private:
            width = 1.0 + 0.5 * min(d["count"], 6)
            count, stale = d["count"], d.get("stale", 0)
            color, style = (STALE_ARROW, ":") if stale == count else (FACT_ARROW, "-")
            texts = _fact_texts(u, v, d, words, code, t)
            whole = f"{_node_name(u, t)} → {_node_name(v, t)}: " + ("、" if code == "ja" else "; ").join(texts)
            arrows.append(Arrow(u, v, FACT_BEND, width, color, style, _fact_labels(texts, code, t), whole))
        keys: list[str] = []
        draw_arrows(ax, table, arrows, label_font(table), keys)
        key = _key_lines(keys, code)
        if not private:
            px, py = 0.0, -(table.halves[PUBLIC_NODE][1] + 14 * table.scale) / table.points
            ax.text(px, py, t["nothing learned"], ha="center", va="top", fontsize=label_font(table), color="#555555")
        if title is None:
            title = t["flow title seat"].format(viewer) if viewer is not None else t["flow title"]
        ax.set_title(title, y=1.0, fontsize=TITLE_FONT * scale, **font_family())  # above the axes (off)
        if legend:
            add_legend(ax, "flow", lang, scale, new, graph, key)
        elif key:  # below the axes, where a legend drawn apart goes (a TablePicture takes it out)
            ax.text(
                0.0,
                -0.01,
                "\n".join(key),
                transform=ax.transAxes,
                ha="left",
                va="top",
                gid=KEY,
                fontsize=label_font(table),
            )
    return ax
