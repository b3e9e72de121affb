"""The standings of a tournament as they come in (issue 23): an ipywidgets table per side.

>>> board = Standings("nemuranai", lang="en")          # doctest: +SKIP
>>> board                                                # doctest: +SKIP
>>> result = jl.tournament("nemuranai", entrants, games=400, watch=board.update)  # doctest: +SKIP

Each side's block ranks the entrants by win rate, with the 95% Wilson interval as a
number and as a bar (the point in the middle), so a class sees at a glance which
leads are real (the bars apart) and which are luck (the bars overlapping).
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

import ipywidgets as widgets

from ..analysis.tournament import side_label
from ..core.display import current
from ..core.i18n import Labels, check_lang
from ..core.registry import lookup

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["Standings"]

SAY = Labels(
    {
        "waiting": ("Standings: waiting for the first games", "順位表：最初の対戦を待っています"),
        "so far": ("Standings so far: {} games", "途中経過：{}ゲーム"),
        "final": ("Final standings: {} games", "最終順位：{}ゲーム"),
        "rank": ("rank", "順位"),
        "entrant": ("entrant", "エントリー"),
        "won": ("won / seats", "勝ち／席"),
        "rate": ("win rate [95% interval]", "勝率 [95%区間]"),
        "interval": ("0% … 100%", "0% … 100%"),
    }
)

#: the widths of the interval bar (pixels)
BAR_PX = 160


class Standings(widgets.VBox):
    """A live standings board: :meth:`update` it with a tournament's ``standings``
    (``watch=board.update``), in ``lang`` (``en`` or ``ja``)."""

    def __init__(self, variant: str, lang: str = "en"):
        check_lang(lang)
        self.variant = lookup(variant).id
        self.lang = lang
        self.title = widgets.HTML(f"<b>{escape(SAY('waiting', lang))}</b>")
        self.table = widgets.HTML("")
        super().__init__([self.title, self.table])
        self.add_class("jinro-standings")
        #: the display settings it was made with (``jinro_lab.display``): on a projector its text is 18 px
        self.display = current()
        if self.display.projector:
            self.add_class("jinro-projector")

    def update(self, standings: pd.DataFrame, games: int, done: bool = False) -> None:
        """Show ``standings`` (a :class:`~jinro_lab.analysis.Tournament`'s table) after
        ``games`` games; ``done``: they are the final ones."""
        lang = self.lang
        style = " style='font-size:18px'" if self.display.projector else ""
        self.title.value = f"<b{style}>{escape(SAY('final' if done else 'so far', lang, games))}</b>"
        blocks = "".join(self._block(standings, side) for side in dict.fromkeys(standings["side"]))
        self.table.value = f"<div{style}>{blocks}</div>" if style else blocks

    def _block(self, standings: pd.DataFrame, side: str) -> str:
        lang = self.lang
        rows = standings[standings["side"] == side]
        head = "".join(
            f"<th style='text-align:left;padding:2px 8px'>{escape(SAY(key, lang))}</th>"
            for key in ("rank", "entrant", "won", "rate", "interval")
        )
        body = "".join(
            "<tr>"
            f"<td style='padding:2px 8px'>{row.rank}</td>"
            f"<td style='padding:2px 8px'>{escape(str(row.entrant))}</td>"
            f"<td style='padding:2px 8px'>{row.wins} / {row.seats}</td>"
            f"<td style='padding:2px 8px'>{row.rate:.1%} [{row.low:.1%}, {row.high:.1%}]</td>"
            f"<td style='padding:2px 8px'>{_bar(row.rate, row.low, row.high)}</td>"
            "</tr>"
            for row in rows.itertuples()
        )
        title = escape(side_label(side, self.variant, lang))
        return (
            f"<div style='margin:6px 0;font-size:13px'><b>{title}</b>"
            f"<table style='border-collapse:collapse'><tr>{head}</tr>{body}</table></div>"
        )


def _bar(rate: float, low: float, high: float) -> str:
    """The interval as a bar on 0 … 100%, the win rate a dark tick in it."""
    left, width, point = BAR_PX * low, max(2.0, BAR_PX * (high - low)), BAR_PX * rate
    return (
        f"<div style='position:relative;width:{BAR_PX}px;height:12px;background:#eee'>"
        f"<div style='position:absolute;left:{left:.0f}px;width:{width:.0f}px;height:12px;background:#9cc3e6'></div>"
        f"<div style='position:absolute;left:{point - 1:.0f}px;width:2px;height:12px;background:#1d3b5c'></div>"
        "</div>"
    )
