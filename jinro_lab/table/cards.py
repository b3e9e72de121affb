"""The join cards of a live table as a printable page of their own (issue 37, item 1).

One card per human seat: the game's name in the page's language and the table's, the
seat, its QR code and its link, laid out six to a sheet (two columns of three) that
print on A4 and on Letter alike, each card kept whole (``break-inside: avoid``) with a
dashed border to cut along. The page is a whole HTML document with no script and
nothing fetched (the QR codes are inline SVG), so it prints from a file as it does
from the game master's page (``GET /gm/<token>/cards``, which the game master's page
links). It holds every seat's secret link: it is never shown in a notebook
(:func:`jinro_lab.table.join_cards` writes it to a file or says where to print it).

>>> from jinro_lab.table import Table, TableServer
>>> server = TableServer(port=8000)
>>> table = server.add("mahou_toshi", players=5, humans=[0, 1], seed=3, name="2-B")
>>> page = cards_page(table, "ja")
>>> page.count('class="card"'), "魔法都市の人狼" in page, "2-B" in page
(2, True, True)
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from ..core.i18n import Labels, seat_label
from ..core.registry import lookup

if TYPE_CHECKING:
    from .live import Table

__all__ = ["cards_page", "qr_svg", "table_title"]

#: cards on one printed sheet (two columns of three)
PER_SHEET = 6

_say = Labels(
    {
        "title": ("Join cards: {}", "参加カード：{}"),
        "scan": (
            "Scan the code, or open the link, on your phone",
            "スマートフォンでコードを読み取るか、リンクを開いてください",
        ),
        "keep": (
            "This card is your seat's key: show it to nobody.",
            "このカードはあなたの席の鍵です。誰にも見せないでください。",
        ),
        "print": (
            "Print this page and cut along the dashed lines: one card per student.",
            "このページを印刷し、点線に沿って切り分けて、生徒一人に一枚ずつ渡してください。",
        ),
        "named": ("{} — {}", "{}　{}"),
    }
)

_STYLE = """
@page { margin: 10mm; }
* { box-sizing: border-box; }
body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", "Hiragino Sans", "Noto Sans CJK JP",
  "Yu Gothic", sans-serif; color: #1d1d1d; }
.note { margin: 12px; font-size: 16px; }
.sheet { display: grid; grid-template-columns: 1fr 1fr; gap: 4mm; padding: 0 4mm; break-after: page; }
.sheet:last-child { break-after: auto; }
.card { border: 1px dashed #777; border-radius: 3mm; padding: 3mm; text-align: center; break-inside: avoid;
  height: 80mm; overflow: hidden; display: flex; flex-direction: column; align-items: center;
  justify-content: space-between; }
.card p { margin: 0; }
.game { font-size: 12pt; }
.seat { font-size: 24pt; font-weight: bold; }
.qr svg { width: 32mm; height: 32mm; display: block; }
.scan, .keep { font-size: 9pt; }
.link { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 7.5pt; word-break: break-all; }
@media print { .note { display: none; } }
"""


def qr_svg(url: str, scale: int = 4) -> str:
    """The QR code of ``url`` as an SVG document (``segno``) that scales to its box (a
    ``viewBox``, no fixed size; ``scale`` units per module), its quiet zone kept."""
    import segno

    svg: str = segno.make(url, error="m").svg_inline(scale=scale, dark="#1d1d1d", light="#ffffff", omitsize=True)
    return svg


def table_title(table: Table, lang: str = "en") -> str:
    """The table as a class reads it: the game's title (its rulebook's, in Japanese in
    either language: a name, as ``魔法都市の人狼``), and the table's name when the
    teacher gave one (not the name made from its id)."""
    info = lookup(table.variant)
    game = info.title_ja
    if table.name == f"{info.id} {table.id}":
        return game
    return _say("named", lang, game, table.name)


def cards_page(table: Table, lang: str | None = None) -> str:
    """The printable page of ``table``'s join cards (its links are those of the server
    it is on), in ``lang`` (the table's by default)."""
    lang = lang or table.lang
    title = table_title(table, lang)
    links = {p.seat: url for p, url in zip(table.passes(), table.links().values(), strict=True) if p.kind == "seat"}
    cards = [
        '<div class="card">'
        f'<p class="game">{escape(title)}</p>'
        f'<p class="seat">{escape(seat_label(seat, lang))}</p>'
        f'<div class="qr">{qr_svg(url)}</div>'
        f'<p class="scan">{escape(_say("scan", lang))}</p>'
        f'<p class="link">{escape(url)}</p>'
        f'<p class="keep">{escape(_say("keep", lang))}</p>'
        "</div>"
        for seat, url in sorted(links.items())
        if seat is not None
    ]
    sheets = ["".join(cards[i : i + PER_SHEET]) for i in range(0, len(cards), PER_SHEET)]
    body = "".join(f'<section class="sheet">{sheet}</section>' for sheet in sheets)
    head = escape(_say("title", lang, title))
    return (
        f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{head}</title><style>{_STYLE}</style></head><body>"
        f'<p class="note">{escape(_say("print", lang))}</p>{body}</body></html>'
    )
