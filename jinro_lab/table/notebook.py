"""The teacher's notebook side of a live table (issue 22, items 2 and 3): join QR
codes, the cards to hand out, and a Stepper that follows the game as it is played.

Example (in a notebook)::

    from jinro_lab.table import Table, join_cards, LiveStepper
    table = Table("mahou_toshi", players=8, humans=range(8), seed=3)
    table.start()
    join_cards(table)            # one card per seat: its QR code and link (secrets: hand them out)
    LiveStepper(table)           # the public view, following the game; any viewer from its menu
    table.server.summary()       # every table's result so far
    table.record()               # when it ends: the tutorials' graphs, belief and reports on it
"""

from __future__ import annotations

from html import escape
from typing import Any

from ..core.errors import InvalidArgument
from ..core.i18n import Labels, seat_label
from ..core.viewers import PUBLIC, Viewer
from ..widgets.stepper import Stepper
from .live import Table

__all__ = ["JoinCards", "LiveStepper", "join_cards", "qr_svg"]

_say = Labels(
    {
        "cards": (
            "Join cards of {}: each seat's secret link. Hand each to its student; do not project this.",
            "{}の参加カード：席ごとの秘密のリンクです。各生徒に渡し、プロジェクターには映さないでください。",
        ),
        "scan": ("scan to join", "読み取って参加"),
        "not started": (
            "{}: start the table (table.start()) to get its links",
            "{}：リンクはtable.start()の後に表示されます",
        ),
    }
)


def qr_svg(url: str, scale: int = 4) -> str:
    """The QR code of ``url`` as an SVG document (``segno``), ``scale`` pixels per module."""
    import segno

    svg: str = segno.make(url, error="m").svg_inline(scale=scale, dark="#1d1d1d", light="#ffffff")
    return svg


class JoinCards:
    """The join cards of a started table: per human seat its label, QR code and link
    (shown as HTML in a notebook, printable; as text elsewhere)."""

    def __init__(self, table: Table, lang: str = "en", scale: int = 4):
        self.table, self.lang, self.scale = table, lang, scale

    def links(self) -> dict[str, str]:
        """The seats' links, ``{"seat N": url}``."""
        return {k: v for k, v in self.table.links().items() if k.startswith("seat ")}

    def _repr_html_(self) -> str:
        lang = self.lang
        cards = []
        for name, url in self.links().items():
            seat = int(name.split()[1])
            cards.append(
                "<div style='display:inline-block;border:1px solid #999;border-radius:6px;padding:8px;margin:4px;"
                "text-align:center;width:220px;vertical-align:top'>"
                f"<div style='font-weight:bold;font-size:120%'>{escape(seat_label(seat, lang))}</div>"
                f"{qr_svg(url, self.scale)}<div style='font-size:80%'>{escape(_say('scan', lang))}</div>"
                f"<div style='font-family:monospace;font-size:70%;word-break:break-all'>{escape(url)}</div></div>"
            )
        head = escape(_say("cards", lang, self.table.name))
        return f"<div><p>{head}</p>{''.join(cards)}</div>"

    def __repr__(self) -> str:
        lines = [_say("cards", self.lang, self.table.name)]
        lines += [f"{name}: {url}" for name, url in self.links().items()]
        return "\n".join(lines)


def join_cards(table: Table, lang: str | None = None, scale: int = 4) -> JoinCards:
    """The join cards of ``table`` (started: its links exist), in ``lang`` (the table's by default)."""
    if table.server is None:
        raise InvalidArgument(_say("not started", lang or table.lang, table.name))
    return JoinCards(table, lang or table.lang, scale)


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
