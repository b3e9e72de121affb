"""A live table's replay, to download when the game ends (issue 37, item 7).

``GET /api/seat/<token>/replay.html`` is that seat's file: the table and the seat, and
the game master's view only once the game is over (a game still running: what the
seat saw so far). ``GET /api/gm/<token>/replay.html`` is the game master's: the table,
every seat and the game master. Both are
:func:`~jinro_lab.analysis.replay_page.replay_html` of the game so far, in the page's
language (``?lang=``), sent as a download; the seat's and game master's pages show the
link (:func:`link_text`) once the game is over.

Each viewer's part of a table's game at one step, in one language, is drawn once (a
:class:`~jinro_lab.analysis.replay_page.ReplayBuilder` kept in :class:`ReplayFiles`), one
file at a time: a class asking for its files together at the end shares the table's and
the game master's parts, and a seat's own part is drawn once.
"""

from __future__ import annotations

import re
import threading
from collections import OrderedDict
from typing import TYPE_CHECKING, Any

from ..core.i18n import Labels

if TYPE_CHECKING:
    from ..analysis.replay_page import ReplayBuilder
    from .live import Table

__all__ = ["REPLAY_HEADERS", "ReplayFiles", "file_name", "link_text"]

#: the page's words
_say = Labels(
    {
        "link": (
            "Download the game's replay (one HTML file)",
            "ゲームのリプレイをダウンロード（ブラウザで開くファイル1つ）",
        ),
    }
)

#: a replay file's own headers: its script and style are inline (it is a file to open
#: from disk, with no server), it fetches nothing, and it downloads rather than shows
REPLAY_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; "
        "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    ),
}

#: games kept (their viewers' parts drawn so far): a few tables at their last step
KEPT = 4


def link_text(over: bool, lang: str) -> str:
    """The download link's text for a seat's or the game master's page ('' while the game runs)."""
    return _say("link", lang) if over else ""


def file_name(table: Table, seat: int | None) -> str:
    """The file's name: ``jinro-replay-<table>-seat2.html`` (``-gm`` for the game master's)."""
    name = re.sub(r"[^A-Za-z0-9_-]+", "-", table.name).strip("-")[:40] or "table"
    return f"jinro-replay-{name}-{'gm' if seat is None else f'seat{seat}'}.html"


class ReplayFiles:
    """The replay builders of the latest games asked for (at most :data:`KEPT`), used one at a time."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._builders: OrderedDict[tuple[Any, ...], ReplayBuilder] = OrderedDict()

    def page(self, table: Table, seat: int | None, lang: str) -> str:
        """The replay of ``table``'s game so far for ``seat`` (``None``: the game master)."""
        from ..analysis.replay_page import ReplayBuilder, replay_viewers

        record = table.record()
        key = (table.id, len(record.actions), lang, tuple((record.names or {}).items()))
        with self._lock:
            builder = self._builders.get(key)
            if builder is None:
                builder = self._builders[key] = ReplayBuilder(record, lang)
                if len(self._builders) > KEPT:
                    self._builders.popitem(last=False)
            else:
                self._builders.move_to_end(key)
            game = builder.final
            viewers = replay_viewers(game, seat=seat) if seat is not None else replay_viewers(game, gm=True)
            return builder.html(viewers)
