"""The teacher's notebook side of a live table (issue 22, items 2 and 3; issue 37): the
join cards to print and hand out (never shown in the notebook, which may be on the
projector), and a Stepper that follows the game as it is played.

Example (in a notebook)::

    from jinro_lab.table import Table, join_cards, LiveStepper
    table = Table("mahou_toshi", players=8, humans=range(8), seed=3)
    table.start()
    join_cards(table, path="join_cards.html")  # a printable page, a card per seat (secrets: hand them out)
    LiveStepper(table)           # the public view, following the game; any viewer from its menu
    table.server.summary()       # every table's result so far
    table.record()               # when it ends: the tutorials' graphs, belief and reports on it
"""

from __future__ import annotations

import os
from html import escape
from pathlib import Path
from typing import Any

from ..core.errors import InvalidArgument
from ..core.i18n import Labels
from ..core.viewers import PUBLIC, Viewer
from ..widgets.stepper import Stepper
from .cards import cards_page, qr_svg, table_title
from .live import Table

__all__ = ["JoinCards", "LiveStepper", "join_cards", "qr_svg"]

_say = Labels(
    {
        "hidden": (
            "Join cards of {}: {}. They hold each seat's secret link, so they are not shown here.",
            "{}の参加カード（{}）。席ごとの秘密のリンクが載っているため、ここには表示しません。",
        ),
        "cards": (("{} card", "{} cards"), "{}枚"),
        "saved": ("Print them from {} (open it in a browser),", "{}をブラウザで開いて印刷するか、"),
        "gm": (
            "or from the game master's page: Print the join cards.",
            "ゲームマスターのページの「参加カードを印刷」から印刷してください。",
        ),
        "unsaved": (
            'Write them to a file to print: cards.save("join_cards.html"),',
            '印刷するには、cards.save("join_cards.html")でファイルに書き出すか、',
        ),
        "not started": (
            "{}: start the table (table.start()) to get its links",
            "{}：リンクは table.start() の後で作られます",
        ),
    }
)


class JoinCards:
    """The join cards of a started table (:func:`~jinro_lab.table.cards.cards_page`):
    one per human seat, with its QR code and secret link. A notebook shows only where
    to print them, never a card (a notebook may be on the projector): :meth:`save`
    writes the printable page to a file, and the game master's page prints it too.
    :meth:`links` gives the seats' links to a program."""

    def __init__(self, table: Table, lang: str = "en", path: str | os.PathLike[str] | None = None):
        self.table, self.lang = table, lang
        self.path: Path | None = None
        if path is not None:
            self.save(path)

    def links(self) -> dict[str, str]:
        """The seats' links, ``{"seat N": url}``."""
        return {k: v for k, v in self.table.links().items() if k.startswith("seat ")}

    def html(self) -> str:
        """The printable page (a whole HTML document)."""
        return cards_page(self.table, self.lang)

    def save(self, path: str | os.PathLike[str]) -> Path:
        """Write the printable page to ``path``; returns it."""
        self.path = Path(path)
        self.path.write_text(self.html(), encoding="utf-8")
        return self.path

    def _notice(self) -> tuple[str, str, str]:
        lang = self.lang
        head = _say("hidden", lang, table_title(self.table, lang), _say("cards", lang, len(self.links())))
        how = _say("saved", lang, self.path) if self.path is not None else _say("unsaved", lang)
        return head, how, _say("gm", lang)

    def _repr_html_(self) -> str:
        head, how, gm = map(escape, self._notice())
        if self.path is not None:
            shown = escape(str(self.path))
            link = f"<a href='{escape(self.path.as_posix())}' target='_blank'>{shown}</a>"
            how = how.replace(shown, link, 1)
        return f"<p>{head} {how} {gm}</p>"

    def __repr__(self) -> str:
        return " ".join(self._notice())


def join_cards(table: Table, lang: str | None = None, path: str | os.PathLike[str] | None = None) -> JoinCards:
    """The join cards of ``table`` (started: its links exist), in ``lang`` (the table's
    by default), written to ``path`` when given: a printable page (issue 37)."""
    if table.server is None:
        raise InvalidArgument(_say("not started", lang or table.lang, table.name))
    return JoinCards(table, lang or table.lang, path)


class LiveStepper(Stepper):
    """A :class:`~jinro_lab.widgets.Stepper` that follows a live table: it shows the
    game so far and, while it is on the last step, each new step as it is played
    (from ``seat``: the table, ``PUBLIC``, by default; ``None`` the game master; any
    seat; its menu switches). ``stop()`` stops following (``close()`` does too)."""

    def __init__(self, table: Table, seat: Viewer = PUBLIC, lang: str | None = None, **kwargs: Any):
        self.table = table
        super().__init__(table.record(), lang=lang or table.lang, seat=seat, **kwargs)
        self.last()
        self._loop = _kernel_loop()
        self._stop = table.listen(None, self._heard)

    def _heard(self, _version: int) -> None:
        """The table changed (in the server's thread): redraw in the kernel's own loop
        (the server does not wait for the drawing, and the widgets change in the thread
        that owns them), or here when there is no kernel (a script, a test)."""
        if self._loop is None:
            self._follow()
        else:
            self._loop.add_callback(self._follow)

    def _follow(self) -> None:
        """Show the game further on."""
        self.extend(self.table.record())

    def stop(self) -> None:
        """Stop following the table (the widget keeps what it shows)."""
        self._stop()

    def close(self) -> None:
        self.stop()
        super().close()


def _kernel_loop() -> Any:
    """The running IPython kernel's event loop (tornado's, thread-safe ``add_callback``),
    or ``None`` outside a kernel."""
    try:
        from IPython import get_ipython
    except ImportError:
        return None
    kernel = getattr(get_ipython(), "kernel", None)
    return getattr(kernel, "io_loop", None)
