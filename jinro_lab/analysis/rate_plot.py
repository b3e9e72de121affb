"""The win-rate chart: a bar per side or seat with its Wilson interval (matplotlib,
imported when drawing).

:func:`plot_win_rates` draws a :func:`~jinro_lab.analysis.stats.win_rates` table, the
sides named in the rulebooks' words (:func:`~jinro_lab.core.i18n.side_name`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.i18n import side_name
from .plot_style import font_family, lang_code, language, new_axes

if TYPE_CHECKING:
    import pandas as pd
    from matplotlib.axes import Axes

__all__ = ["plot_win_rates"]


def plot_win_rates(table: pd.DataFrame, ax: Axes | None = None, lang: str = "en") -> Axes:
    """A bar per side (or per seat) of a :func:`~jinro_lab.analysis.stats.win_rates`
    table, with its Wilson interval as error bar; grouped bars if the table is
    grouped (``win_rates(df, by=column)``). The legend sits under the chart, outside
    the bars; in projector mode the text is larger (:func:`~jinro_lab.analysis.figures.chart_pt`)."""
    from .figures import chart_pt, legend_below

    ax = new_axes(ax, (7, 4))
    fig = ax.figure
    text, tick = chart_pt(fig, 10.0), chart_pt(fig, 10.0, tick=True)
    with language(lang) as t:
        outcome = "seat" if "seat" in table.columns else "side"
        groups = [c for c in table.columns if c not in (outcome, "wins", "games", "rate", "lo", "hi")]
        names = list(dict.fromkeys(table[outcome]))
        keys = list(dict.fromkeys(map(tuple, table[groups].itertuples(index=False)))) if groups else [()]

        def name(value: Any) -> str:
            if outcome == "seat":
                return t["seat"].format(value)
            return side_name(str(value), lang_code(t))

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
            ax.set_xticks(range(len(keys)), [" / ".join(map(str, k)) for k in keys], fontsize=tick, **font_family())
            ax.set_xlabel(", ".join(groups), fontsize=text, **font_family())
        else:
            ax.set_xticks(range(len(names)), [name(v) for v in names], fontsize=tick, **font_family())
        ax.tick_params(axis="y", labelsize=tick)
        ax.set_ylim(0, 1)
        ax.set_ylabel(t["win rate"], fontsize=text, **font_family())
        confidence = table.attrs.get("confidence", 0.95)
        ax.set_title(t["rates title"].format(confidence), fontsize=chart_pt(fig, 12.0), **font_family())
        from matplotlib.lines import Line2D
        from matplotlib.patches import Patch

        handles = ax.get_legend_handles_labels()[0] if groups else [Patch(color="#999999", label=t["legend rate"])]
        interval = Line2D(
            [], [], color="black", lw=1.5, marker="_", markersize=10, label=t["legend interval"].format(confidence)
        )
        # below the chart (never over a bar), in as many columns as entries
        prop = {"family": font_family()["fontfamily"], "size": chart_pt(fig, 10.0)}
        legend_below(ax, [*handles, interval], prop=prop, ncols=min(len(handles) + 1, 3))
    return ax
