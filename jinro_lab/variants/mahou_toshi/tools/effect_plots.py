"""Pictures of an event-effects table (:func:`~jinro_lab.variants.mahou_toshi.tools.explorer.event_effects`):
the single cards' effects on one side's win rate as a bar chart with intervals, and
the pairs' interactions as a heat map (cards x cards) with the significant cells
marked.

Both take ``ax=`` (a new figure if ``None``; a figure made here is a plain
:class:`matplotlib.figure.Figure`, not pyplot's, so a widget may draw from a
background thread) and return the axes, and draw in English (``lang="en"``) or
Japanese (``lang="ja"``: inside :func:`~jinro_lab.analysis.fonts.japanese_font`,
English after its warning if no Japanese font is installed). :func:`figure_png`
renders a figure as PNG bytes (for ``ipywidgets.Image``; it and the figure helpers are
the kit's, ``jinro_lab.analysis.figures``). A tool of 魔法都市の人狼, on top of the analysis;
``jinro_lab.analysis.effect_plots`` is the same module under its old name.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from ....analysis.figures import chart_pt, figure_language, figure_png, legend_below, root
from ....core.errors import InvalidArgument, describe
from ....core.i18n import Labels, side_name
from ..cards import EVENT_CARDS
from . import VARIANT

if TYPE_CHECKING:
    import pandas as pd
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

__all__ = [
    "card_label",
    "figure_png",
    "interaction_matrix",
    "plot_card_effects",
    "plot_interactions",
    "root",
    "significant",
]


say = Labels(
    {
        "effects title": (
            "Each card alone: {}' win rate minus no events\n(in percentage points, {:.0%} intervals)",
            "カード1枚ごとの効果：{}の勝率 − イベントなし\n(ポイント、{:.0%}区間)",
        ),
        "effects x": (
            "difference in win rate, points (no events: {:.1f}%, games per deck: {})",
            "勝率の差、ポイント（イベントなし {:.1f}%、1デッキ{}ゲーム）",
        ),
        "inter title": (
            "Pair interactions, {}' win rate, in percentage points\n"
            "(pair − card A − card B + no events; {:.0%} intervals, * = excludes 0)",
            "2枚の相互作用：{}の勝率、ポイント\n（2枚−A−B＋イベントなし、{:.0%}区間、＊は0を含まない）",
        ),
        "inter bar": ("interaction, points", "相互作用（ポイント）"),
        "no cards": ("no single-card rows in the table", "表に1枚のデッキがありません"),
        "no pairs": (
            "no pairs in the table (run with pairs)",
            "表に2枚のデッキがありません（ペアありで実行してください）",
        ),
        "up": ("raises the rate (interval excludes 0)", "勝率を上げる（区間が0を含まない）"),
        "down": ("lowers the rate (interval excludes 0)", "勝率を下げる（区間が0を含まない）"),
        "unclear": ("interval includes 0", "区間が0を含む"),
    }
)

UP_COLOR = "#3b75af"
DOWN_COLOR = "#c0392b"
UNCLEAR_COLOR = "#b8b8b8"
#: a heat map annotates its cells with their values up to this many cards
ANNOTATE_UP_TO = 12


def card_label(card: str, lang: str, full: bool = False) -> str:
    """A card's name: its printed Japanese name, or its English name (the id as a
    person reads it, :func:`~jinro_lab.core.phrases.english_name`: ``illusionist
    garden``, never ``illusionist_garden``); ``full=True`` gives both, the language's
    own first (``prison (監獄)``, ``監獄（prison）``)."""
    from ....core.phrases import english_name

    ja, en = EVENT_CARDS[card].ja, english_name(card)
    if not full:
        return ja if lang == "ja" else en
    return f"{ja}（{en}）" if lang == "ja" else f"{en} ({ja})"


def _name_font(lang: str, font: dict[str, Any]) -> tuple[bool, dict[str, Any]]:
    """Whether the cards' full names (with their Japanese names) can be drawn, and
    the font keywords for them: in Japanese the drawing's font; in English a CJK
    font if one is installed (else the ids alone, never tofu)."""
    if lang == "ja":
        return True, font
    from ....analysis.fonts import cjk_font

    name = cjk_font()
    return (True, {"fontfamily": [name, "DejaVu Sans"]}) if name else (False, {})


#: the font sizes of the pictures made here, in points (legends and labels at least 10)
TITLE_PT = 11
LABEL_PT = 10
#: the default resolution of :func:`figure_png`'s callers in the explorer: at 96 dpi
#: a point in the figure is a CSS point on the screen when shown at its own pixels
SCREEN_DPI = 96


def _new_figure() -> Figure:
    """A plain figure whose parts :func:`_arrange` places (explicit margins, in inches)."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    fig = Figure(figsize=(8, 8), dpi=SCREEN_DPI)
    FigureCanvasAgg(fig)
    return fig


#: the margins of a figure made here, in inches: around it, and between its parts
PAD, GAP = 0.12, 0.15
#: the colour bar's width in inches, and its height as a share of the heat map's
BAR_WIDTH, BAR_SHARE = 0.22, 0.8


def _arrange(fig: Figure, ax: Axes, size: tuple[float, float], bar: Axes | None = None, legend: Any = None) -> None:
    """Size ``fig`` around ``ax`` (``size`` inches: the picture itself, so its cells or
    bars keep their size whatever the figure holds), with explicit margins measured
    from what is drawn: the tick labels and axis labels around it, the colour bar
    ``bar`` at its right, the ``legend`` (a figure legend) below, and the figure's
    title (its suptitle) above, centred over the whole figure, which is at least as
    wide as the title. Text sizes do not depend on the figure's size, so one
    measurement places everything."""
    width, height = size
    bar_h = BAR_SHARE * height

    def place(left: float, bottom: float, w_fig: float, h_fig: float) -> None:
        fig.set_size_inches(w_fig, h_fig)
        ax.set_position((left / w_fig, bottom / h_fig, width / w_fig, height / h_fig))
        if bar is not None:
            x = left + width + GAP
            bar.set_position((x / w_fig, (bottom + (height - bar_h) / 2) / h_fig, BAR_WIDTH / w_fig, bar_h / h_fig))

    origin = 6.0  # inches: room for any label around the first placement
    place(origin, origin, width + 2 * origin, height + 2 * origin)
    renderer = fig.canvas.get_renderer()  # type: ignore[attr-defined]
    dpi = fig.dpi
    main = ax.get_tightbbox(renderer)
    assert main is not None  # a visible axes has a box
    left = origin - main.x0 / dpi
    below = origin - main.y0 / dpi
    above = main.y1 / dpi - (origin + height)
    right = main.x1 / dpi - (origin + width)
    if bar is not None:
        extent = bar.get_tightbbox(renderer)
        assert extent is not None
        right = max(right, extent.x1 / dpi - (origin + width))
        above = max(above, extent.y1 / dpi - (origin + height))
    legend_w = legend_h = 0.0
    if legend is not None:
        extent = legend.get_window_extent(renderer)
        legend_w, legend_h = extent.width / dpi, extent.height / dpi + GAP
    title = getattr(fig, "_suptitle", None)  # the suptitle (matplotlib keeps its Text there)
    title_w = title_h = 0.0
    if title is not None:
        extent = title.get_window_extent(renderer)
        title_w, title_h = extent.width / dpi, extent.height / dpi + GAP
    content = left + width + right
    w_fig = max(content, title_w, legend_w) + 2 * PAD
    h_fig = PAD + legend_h + below + height + above + title_h + PAD
    x = PAD + (w_fig - 2 * PAD - content) / 2 + left
    y = PAD + legend_h + below
    place(x, y, w_fig, h_fig)
    if title is not None:
        title.set_position((0.5, 1 - PAD / h_fig))
        title.set_verticalalignment("top")
    if legend is not None:
        legend.set_bbox_to_anchor(((x + width / 2) / w_fig, PAD / h_fig), transform=fig.transFigure)
        legend.set_loc("lower center")


def significant(lo: float, hi: float) -> bool:
    """Whether an interval excludes 0 (NaN intervals do not)."""
    return not (math.isnan(lo) or math.isnan(hi)) and (lo > 0 or hi < 0)


def _check_side(table: pd.DataFrame, side: Any, suffix: str) -> None:
    """Refuse a ``side`` that ``table`` has no ``<side><suffix>`` column for, naming the sides it has."""
    columns = [c for c in table.columns if type(c) is str]
    if type(side) is not str or f"{side}{suffix}" not in columns:
        sides = [c.removesuffix(suffix) for c in columns if c.endswith(suffix)]
        raise InvalidArgument(
            f"side must be one of {', '.join(sides) or 'none'} (this table's sides), got {describe(side)}"
        )


def _side(side: str, lang: str) -> str:
    return side_name(side, lang, VARIANT)


def _empty(ax: Axes, text: str, font: dict[str, Any]) -> Axes:
    ax.set_axis_off()
    ax.text(0.5, 0.5, text, ha="center", va="center", transform=ax.transAxes, **font)
    return ax


def plot_card_effects(table: pd.DataFrame, ax: Axes | None = None, lang: str = "en", side: str = "citizens") -> Axes:
    """One horizontal bar per single card of ``table``: ``side``'s win rate with the
    card minus without events, in percentage points, sorted, with its interval as
    error bar, a zero line, and colours saying whether the interval excludes 0
    (blue: raises, red: lowers, grey: unclear). The cards carry their full names
    (with their Japanese names when a Japanese font is installed). A figure made
    here is sized by the number of cards, laid out so nothing is clipped."""
    _check_side(table, side, "_diff")
    singles = table[table["cards"] == 1]
    own = ax is None
    with figure_language(lang) as (lang, font):
        full, name_font = _name_font(lang, font)
        rows = singles.sort_values(f"{side}_diff")
        names = [card_label(deck[0], lang, full) for deck in rows["deck"]]
        confidence = float(table.attrs.get("confidence", 0.95))
        title = say("effects title", lang, _side(side, lang), confidence)
        if ax is None:
            ax = _new_figure().add_subplot()
        fig = root(ax)
        label_pt, tick_pt, title_pt = (
            chart_pt(fig, LABEL_PT),
            chart_pt(fig, LABEL_PT, tick=True),
            chart_pt(fig, TITLE_PT),
        )
        grow = tick_pt / LABEL_PT  # a projector's larger labels: taller rows
        size = (4.6 * min(grow, 1.5), 0.3 * grow * max(len(singles), 1) + 0.3)  # the bars themselves, in inches
        if singles.empty:
            return _empty(ax, say("no cards", lang), font)
        diff, lo, hi = (rows[f"{side}_diff{s}"].to_numpy(dtype=float) * 100 for s in ("", "_lo", "_hi"))
        colors = [
            UNCLEAR_COLOR if not significant(a, b) else UP_COLOR if d > 0 else DOWN_COLOR
            for d, a, b in zip(diff, lo, hi, strict=True)
        ]
        ys = range(len(rows))
        xerr = [(diff - lo).clip(0), (hi - diff).clip(0)]
        ax.barh(ys, diff, xerr=xerr, color=colors, capsize=3, error_kw={"elinewidth": 1})
        ax.axvline(0, color="black", lw=1)
        ax.set_yticks(list(ys), names, fontsize=tick_pt, **name_font)
        ax.tick_params(axis="x", labelsize=tick_pt)
        base = table[table["cards"] == 0]
        rate = float(base[side].iloc[0]) * 100 if not base.empty else math.nan
        games = int(rows["games"].iloc[0])
        ax.set_xlabel(say("effects x", lang, rate, games), fontsize=label_pt, **font)
        _title(ax, title, own, font, title_pt)
        ax.grid(axis="x", alpha=0.3)
        from matplotlib.patches import Patch

        handles = [Patch(color=c, label=say(k, lang)) for c, k in _KEYS if c in colors]
        legend = None
        if handles:  # below the chart, where it covers no bar
            prop = {"size": label_pt, "family": font.get("fontfamily")}
            if own:
                legend = root(ax).legend(handles=handles, loc="lower center", ncols=1, prop=prop, frameon=False)
            else:
                legend_below(ax, handles, prop=prop)
        _finish(ax, own, size, legend=legend)
    return ax


def _title(ax: Axes, title: str, own: bool, font: dict[str, Any], size: float = TITLE_PT) -> None:
    """A figure made here has the title centred over the whole figure (which is as
    wide as the title at least); in another the title is the axes' own (``size``
    points)."""
    if own:
        root(ax).suptitle(title, fontsize=size, **font)
    else:
        ax.set_title(title, fontsize=size, **font)


def _finish(ax: Axes, own: bool, size: tuple[float, float], bar: Axes | None = None, legend: Any = None) -> None:
    """A figure made here is sized around its parts (:func:`_arrange`); another one
    is left to its own layout engine, or tightened if it has none."""
    fig = root(ax)
    if own:
        _arrange(fig, ax, size, bar, legend)
    elif fig.get_layout_engine() is None:
        fig.tight_layout()


_KEYS = ((UP_COLOR, "up"), (DOWN_COLOR, "down"), (UNCLEAR_COLOR, "unclear"))


def interaction_matrix(table: pd.DataFrame, side: str = "citizens") -> tuple[list[str], Any, Any]:
    """The cards of ``table``'s pairs (in the table's order), and two symmetric
    matrices over them: ``side``'s interactions (NaN where no pair) and whether each
    one's interval excludes 0."""
    import numpy as np

    _check_side(table, side, "_inter")
    pairs = table[table["cards"] == 2]
    cards = list(dict.fromkeys(c for deck in pairs["deck"] for c in deck))
    index = {c: i for i, c in enumerate(cards)}
    values = np.full((len(cards), len(cards)), np.nan)
    marked = np.zeros((len(cards), len(cards)), dtype=bool)
    for deck, v, lo, hi in zip(
        pairs["deck"], pairs[f"{side}_inter"], pairs[f"{side}_inter_lo"], pairs[f"{side}_inter_hi"], strict=True
    ):
        a, b = index[deck[0]], index[deck[1]]
        values[a, b] = values[b, a] = v
        marked[a, b] = marked[b, a] = significant(lo, hi)
    return cards, values, marked


def plot_interactions(table: pd.DataFrame, ax: Axes | None = None, lang: str = "en", side: str = "citizens") -> Axes:
    """A heat map of the pairs' interactions on ``side``'s win rate, in percentage
    points (cards x cards, symmetric; red: the pair does less for the side than its
    two cards' effects add up to, blue: more), with ``*`` on the cells whose
    interval excludes 0 and, for up to 12 cards, the values in the cells. A figure
    made here is sized by the number of cards (square cells of a fixed size, the
    full card names beside them) and laid out so that the title, the colour bar and
    the labels lie inside it."""
    import numpy as np

    cards, values, marked = interaction_matrix(table, side)
    values = values * 100
    k = len(cards)
    own = ax is None
    with figure_language(lang) as (lang, font):
        full, name_font = _name_font(lang, font)
        names = [card_label(c, lang, full) for c in cards]
        confidence = float(table.attrs.get("confidence", 0.95))
        title = say("inter title", lang, _side(side, lang), confidence)
        if ax is None:
            ax = _new_figure().add_subplot()
        fig = root(ax)
        label_pt, tick_pt, title_pt = (
            chart_pt(fig, LABEL_PT),
            chart_pt(fig, LABEL_PT, tick=True),
            chart_pt(fig, TITLE_PT),
        )
        grow = tick_pt / LABEL_PT  # a projector's larger labels and values: larger cells
        cell = max(0.42 if k <= ANNOTATE_UP_TO else 0.3, 2.2 / max(k, 1)) * grow  # inches
        size = (cell * max(k, 1), cell * max(k, 1))
        if not k:
            return _empty(ax, say("no pairs", lang), font)
        finite = values[np.isfinite(values)]
        top = float(np.abs(finite).max()) if finite.size else 0.0
        top = top or 5.0
        image = ax.imshow(np.ma.masked_invalid(values), cmap="RdBu", vmin=-top, vmax=top)
        ax.set_xticks(range(k), names, rotation=90, fontsize=tick_pt, **name_font)
        ax.set_yticks(range(k), names, fontsize=tick_pt, **name_font)
        ax.set_facecolor("#f2f2f2")
        for i in range(k):
            for j in range(k):
                if not np.isfinite(values[i, j]):
                    continue
                dark = abs(values[i, j]) > 0.6 * top
                color = "white" if dark else "black"
                whole = round(float(values[i, j]))  # an int: no "−0"
                text = (f"{whole:+d}".replace("-", "−") if whole else "0") if k <= ANNOTATE_UP_TO else ""
                if marked[i, j]:
                    text += "*"
                if text:
                    pt = chart_pt(fig, 9 if k <= ANNOTATE_UP_TO else 11)
                    ax.text(j, i, text, ha="center", va="center", fontsize=pt, color=color)
        if own:
            bar = root(ax).colorbar(image, cax=root(ax).add_axes((0, 0, 0.1, 0.1)))
        else:
            bar = root(ax).colorbar(image, ax=ax)
        bar.set_label(say("inter bar", lang), fontsize=label_pt, **font)
        bar.ax.tick_params(labelsize=tick_pt)
        _title(ax, title, own, font, title_pt)
        _finish(ax, own, size, bar.ax)
    return ax
