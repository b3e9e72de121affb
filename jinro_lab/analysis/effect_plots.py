"""Pictures of an event-effects table (:func:`~jinro_lab.analysis.explorer.event_effects`):
the single cards' effects on one side's win rate as a bar chart with intervals, and
the pairs' interactions as a heat map (cards x cards) with the significant cells
marked.

Both take ``ax=`` (a new figure if ``None``; a figure made here is a plain
:class:`matplotlib.figure.Figure`, not pyplot's, so a widget may draw from a
background thread) and return the axes, and draw in English (``lang="en"``) or
Japanese (``lang="ja"``: inside :func:`~jinro_lab.analysis.fonts.japanese_font`,
English after its warning if no Japanese font is installed). :func:`figure_png`
renders a figure as PNG bytes (for ``ipywidgets.Image``).
"""

from __future__ import annotations

import io
import math
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from ..core.errors import InvalidArgument, describe
from ..core.i18n import Labels, side_name
from .fonts import japanese_font

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

VARIANT = "mahou_toshi"

say = Labels(
    {
        "effects title": (
            "Each card alone: {}' win rate minus no events ({:.0%} intervals)",
            "カード1枚ごとの効果: {}の勝率 − イベントなし ({:.0%}区間)",
        ),
        "effects x": (
            "difference in win rate (baseline {:.1%}, {} games per deck)",
            "勝率の差 (イベントなし {:.1%}、1デッキ {} ゲーム)",
        ),
        "inter title": (
            "Pair interactions, {}' win rate ({:.0%} intervals; * = excludes 0)",
            "2枚の相互作用: {}の勝率 ({:.0%}区間、* = 0を含まない)",
        ),
        "inter bar": (
            "interaction: pair − card A − card B + no events",
            "相互作用: 2枚 − A − B + イベントなし",
        ),
        "no cards": ("no single-card rows in the table", "表に1枚のデッキがありません"),
        "no pairs": ("no pairs in the table (run with pairs)", "表に2枚のデッキがありません (ペアありで実行)"),
        "up": ("raises the rate (interval excludes 0)", "勝率を上げる (区間が0を含まない)"),
        "down": ("lowers the rate (interval excludes 0)", "勝率を下げる (区間が0を含まない)"),
        "unclear": ("interval includes 0", "区間が0を含む"),
    }
)

UP_COLOR = "#3b75af"
DOWN_COLOR = "#c0392b"
UNCLEAR_COLOR = "#b8b8b8"
#: a heat map annotates its cells with their values up to this many cards
ANNOTATE_UP_TO = 12


@contextmanager
def _language(lang: str) -> Iterator[tuple[str, dict[str, Any]]]:
    """The language to draw in (``"en"`` when Japanese is asked for but no font
    covers it) and the font keywords for texts."""
    if lang not in ("en", "ja"):
        raise InvalidArgument(f"lang must be 'en' or 'ja', got {describe(lang)}")
    if lang == "en":
        yield "en", {}
        return
    with japanese_font() as font:
        yield ("ja", {"fontfamily": [font, "DejaVu Sans"]}) if font else ("en", {})


def _axes(ax: Axes | None, size: tuple[float, float]) -> Axes:
    if ax is not None:
        return ax
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    fig = Figure(figsize=size)
    FigureCanvasAgg(fig)
    return fig.add_subplot()


def card_label(card: str, lang: str) -> str:
    """A card's name: its printed Japanese name, or its id in English."""
    from ..variants.mahou_toshi.cards import EVENT_CARDS

    return EVENT_CARDS[card].ja if lang == "ja" else card


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
    card minus without events, sorted, with its interval as error bar, a zero line,
    and colours saying whether the interval excludes 0 (blue: raises, red: lowers,
    grey: unclear)."""
    _check_side(table, side, "_diff")
    singles = table[table["cards"] == 1]
    ax = _axes(ax, (7.5, 1.2 + 0.28 * max(len(singles), 1)))
    with _language(lang) as (lang, font):
        if singles.empty:
            return _empty(ax, say("no cards", lang), font)
        rows = singles.sort_values(f"{side}_diff")
        diff, lo, hi = (rows[f"{side}_diff{s}"].to_numpy(dtype=float) for s in ("", "_lo", "_hi"))
        colors = [
            UNCLEAR_COLOR if not significant(a, b) else UP_COLOR if d > 0 else DOWN_COLOR
            for d, a, b in zip(diff, lo, hi, strict=True)
        ]
        ys = range(len(rows))
        xerr = [(diff - lo).clip(0), (hi - diff).clip(0)]
        ax.barh(ys, diff, xerr=xerr, color=colors, capsize=3, error_kw={"elinewidth": 1})
        ax.axvline(0, color="black", lw=1)
        ax.set_yticks(list(ys), [card_label(deck[0], lang) for deck in rows["deck"]], **font)
        confidence = float(table.attrs.get("confidence", 0.95))
        base = table[table["cards"] == 0]
        rate = float(base[side].iloc[0]) if not base.empty else math.nan
        games = int(rows["games"].iloc[0])
        ax.set_xlabel(say("effects x", lang, rate, games), **font)
        ax.set_title(say("effects title", lang, _side(side, lang), confidence), fontsize=10, **font)
        ax.grid(axis="x", alpha=0.3)
        from matplotlib.patches import Patch

        handles = [Patch(color=c, label=say(k, lang)) for c, k in _KEYS if c in colors]
        if handles:
            ax.legend(handles=handles, loc="lower right", prop={"size": 7, "family": font.get("fontfamily")})
        root(ax).tight_layout()
    return ax


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
    """A heat map of the pairs' interactions on ``side``'s win rate (cards x cards,
    symmetric; red: the pair does less for the side than its two cards' effects
    add up to, blue: more), with ``*`` on the cells whose interval excludes 0 and,
    for up to 12 cards, the values in the cells."""
    import numpy as np

    cards, values, marked = interaction_matrix(table, side)
    k = len(cards)
    ax = _axes(ax, (2.2 + 0.42 * max(k, 2), 1.4 + 0.38 * max(k, 2)))
    with _language(lang) as (lang, font):
        if not k:
            return _empty(ax, say("no pairs", lang), font)
        finite = values[np.isfinite(values)]
        top = float(np.abs(finite).max()) if finite.size else 0.0
        top = top or 0.05
        image = ax.imshow(np.ma.masked_invalid(values), cmap="RdBu", vmin=-top, vmax=top)
        names = [card_label(c, lang) for c in cards]
        ax.set_xticks(range(k), names, rotation=60, ha="right", rotation_mode="anchor", fontsize=8, **font)
        ax.set_yticks(range(k), names, fontsize=8, **font)
        ax.set_facecolor("#f2f2f2")
        for i in range(k):
            for j in range(k):
                if not np.isfinite(values[i, j]):
                    continue
                dark = abs(values[i, j]) > 0.6 * top
                color = "white" if dark else "black"
                text = f"{values[i, j] * 100:+.0f}" if k <= ANNOTATE_UP_TO else ""
                if marked[i, j]:
                    text += "*"
                if text:
                    size = 7 if k <= ANNOTATE_UP_TO else 11
                    ax.text(j, i, text, ha="center", va="center", fontsize=size, color=color)
        bar = ax.figure.colorbar(image, ax=ax, shrink=0.8)
        bar.set_label(say("inter bar", lang), fontsize=8, **font)
        confidence = float(table.attrs.get("confidence", 0.95))
        ax.set_title(say("inter title", lang, _side(side, lang), confidence), fontsize=10, **font)
        root(ax).tight_layout()
    return ax


def root(ax: Axes) -> Figure:
    """The figure ``ax`` is drawn in (the top one, if in a subfigure)."""
    figure = ax.get_figure(root=True)
    assert figure is not None  # axes made by matplotlib belong to a figure
    return figure


def figure_png(figure: Figure, dpi: float = 80) -> bytes:
    """A figure as PNG bytes."""
    out = io.BytesIO()
    figure.savefig(out, format="png", dpi=dpi)
    return out.getvalue()
