"""What the variants' table pictures share: the day-and-phase line, a phase's name,
and the one-row-per-seat table as text and as HTML.

A renderer makes its rows, ``(seat, status, role, note)`` as the viewer sees them,
and its head lines; these helpers lay them out the same way in every game::

    def view_text(view, lang="en"):
        return table_text(_head(view, lang), _rows(view, lang), (6, 22), _result(view, lang), lang)
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any
from unicodedata import east_asian_width

from .i18n import Labels, seat_label
from .phrases import english_name

__all__ = [
    "CELL",
    "FIELD_SEP",
    "PRIVATE_MARK",
    "Row",
    "day_phase",
    "display_width",
    "events_text",
    "fields_line",
    "life",
    "line_fields",
    "pad",
    "phase_text",
    "seat_role",
    "table_html",
    "table_name",
    "table_text",
]

#: the style of a table cell: room between the columns
CELL = " style='padding:1px 0.8em 1px 0'"

#: marks a private event in logs (a glyph DejaVu Sans and IPA Gothic both have: no tofu boxes)
PRIVATE_MARK = "◆"

#: one seat's row: (seat, status, role, note)
Row = tuple[int, str, str, str]

_t = Labels(
    {
        "day": ("day {}", "{}日目"),
        "phase": ("phase: {}", "フェイズ：{}"),
        "alive": ("alive", "生存"),
        "dead": ("dead", "死亡"),
        "you": ("you", "あなた"),
    }
)


def table_name(table: Mapping[str, Any], key: str | None, lang: str) -> str:
    """An id's name from a rules table (``ROLES``): in English the id's words
    (``evil_eye`` -> ``evil eye``, :func:`~jinro_lab.core.phrases.english_name`), the
    entry's ``ja`` in Japanese (an id the table lacks as it is); ``?`` for an unknown
    one (``None``)."""
    if key is None:
        return "?"
    return table[key].ja if lang == "ja" and key in table else english_name(key) if lang != "ja" else key


def life(alive: bool, lang: str) -> str:
    """A seat's status: ``alive`` / ``dead`` (``生存`` / ``死亡``)."""
    return _t("alive" if alive else "dead", lang)


def seat_role(role: str, mine: bool, lang: str) -> str:
    """A role's cell: ``seer (you)`` on the viewer's own row."""
    if not mine:
        return role
    return role + (f"（{_t('you', lang)}）" if lang == "ja" else f" ({_t('you', lang)})")


def phase_text(phase: str, lang: str, ja: Mapping[str, str]) -> str:
    """A phase's name: as recorded in English, from ``ja`` (as recorded if missing) in Japanese."""
    return ja.get(phase, phase) if lang == "ja" else phase


#: what separates the fields of a status line: `` | `` in English, a full-width space in
#: Japanese (``2日目　フェイズ：投票``: no ASCII space or bar between Japanese words)
FIELD_SEP = {"en": " | ", "ja": "\u3000"}


def fields_line(fields: Iterable[str], lang: str) -> str:
    """The fields of a status line joined as ``lang`` writes them (:data:`FIELD_SEP`)."""
    return FIELD_SEP["ja" if lang == "ja" else "en"].join(fields)


def line_fields(line: str, lang: str) -> list[str]:
    """The fields of a line made by :func:`fields_line` (for a picture's list)."""
    return line.split(FIELD_SEP["ja" if lang == "ja" else "en"])


def day_phase(day: int, phase: str, lang: str, ja: Mapping[str, str]) -> str:
    """``day 2 | phase: vote`` / ``2日目　フェイズ：投票`` (``ja``: the phases' Japanese names)."""
    return fields_line((_t("day", lang, day), _t("phase", lang, phase_text(phase, lang, ja))), lang)


def display_width(text: str) -> int:
    """The columns ``text`` takes in a monospace font: a wide or full-width character
    (``unicodedata.east_asian_width`` W or F: kana, kanji, ``：``) takes two.

    >>> display_width("seat 2"), display_width("席2"), display_width("狼人（あなた）")
    (6, 3, 14)
    """
    return sum(2 if east_asian_width(ch) in "WF" else 1 for ch in text)


def pad(text: str, width: int, align: str = "<") -> str:
    """``text`` padded with spaces to ``width`` display columns (:func:`display_width`;
    ``str.ljust`` and ``:<N`` count characters, so Japanese columns would not line
    up): ``<`` on the right, ``>`` on the left.

    >>> pad("席2", 6, ">") + "|", pad("狼人", 6) + "|"
    ('   席2|', '狼人  |')
    """
    fill = " " * max(0, width - display_width(text))
    return fill + text if align == ">" else text + fill


def table_text(head: Sequence[str], rows: Iterable[Row], widths: tuple[int, int], result: str | None, lang: str) -> str:
    """The head lines, one line per seat (its status and role padded to ``widths``
    display columns, or to the widest cell: :func:`pad`), and the result's line if
    the game is over."""
    rows = list(rows)
    status_w = max([widths[0], *(display_width(r[1]) + 1 for r in rows)])  # a column ends with 2 spaces or more
    role_w = max([widths[1], *(display_width(r[2]) + 1 for r in rows)])
    seat_w = max([6, *(display_width(seat_label(r[0], lang)) for r in rows)])
    lines = list(head)
    for seat, status, role, note in rows:
        cells = (pad(seat_label(seat, lang), seat_w, ">"), pad(status, status_w), pad(role, role_w), note)
        lines.append(f"{cells[0]}  {cells[1]} {cells[2]} {cells[3]}".rstrip())
    if result is not None:
        lines.append(result)
    return "\n".join(lines)


def table_html(
    head: Sequence[str], rows: Iterable[Row], dimmed: Callable[[int], bool], result: str | None, lang: str
) -> str:
    """The same as an HTML fragment (for the widgets): the seats ``dimmed`` says are out
    of play in grey, the result in bold."""
    top = "".join(f"<div>{html.escape(line)}</div>" for line in head)
    lines = []
    for seat, status, role, note in rows:
        style = " style='color:#888'" if dimmed(seat) else ""
        cells = "".join(f"<td{CELL}>{html.escape(x)}</td>" for x in (seat_label(seat, lang), status, role, note))
        lines.append(f"<tr{style}>{cells}</tr>")
    tail = f"<div><b>{html.escape(result)}</b></div>" if result is not None else ""
    return f"<div>{top}<table>{''.join(lines)}</table>{tail}</div>"


def events_text(events: Sequence[Any], render: Any, lang: str) -> list[str]:
    """One line per event, private ones (not seen by everyone) marked."""
    return [(f"{PRIVATE_MARK} " if e.visible_to is not None else "") + render.event_text(e, lang) for e in events]
