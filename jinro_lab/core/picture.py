"""The table as a picture, shared by every game: seats around an oval table, each
seat a box of text lines and card rows, the latest vote as arrows across the table,
a column of sections (the middle of the table: deck, rooms, rule changes…) and a
legend beside it, a header above and the result below.

Variant-agnostic: a game's ``picture.py`` turns its view into a :class:`TableSpec`
(strings, cards and marks as the viewer may see them) and :func:`draw_table` lays it
out. The layout keeps labels apart by construction: every seat box lies outside the
tangent of the oval at its seat, so the arrows (chords inside the oval) never cross
a label; the oval grows until no two boxes touch; the side column sits to the right.
A picture too wide or too tall for its screen (the look's ``width`` and ``height``)
takes the lowest layout that fits: another oval, or the seats in rows around a wide
table (their boxes outside the oval's bounding box), the side column under the table.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any, NamedTuple
from unicodedata import east_asian_width

from .events import Ballot
from .glossary import japanese
from .i18n import Labels
from .svg import (
    FONT,
    FONT_JA,
    FONT_SIZE,
    Box,
    Svg,
    SvgBuilder,
    mark_room,
    num,
    oval_positions,
    text_width,
)

__all__ = [
    "COLORS",
    "NAME_CHARS",
    "ORDINARY",
    "PROJECTOR",
    "TONES",
    "Card",
    "Look",
    "SeatSpec",
    "Section",
    "TableSpec",
    "Vote",
    "current_look",
    "draw_table",
    "latest_ballots",
    "seat_marks",
    "seat_title",
    "side_card",
    "side_marks",
    "vote_part",
    "words",
    "wrap",
]

#: the colours of the marks, shared by every game (its legend explains the ones it uses)
COLORS = {
    "seat": "#ffffff",
    "dead": "#e2e2e2",
    "dim": "#f1f1f1",
    "acting": "#fff1b8",
    "acting_stroke": "#d98200",
    "you": "#1f5fbf",
    "vote": "#c0392b",
    "runoff": "#7d3c98",
    "felt": "#e8f1e4",
    "felt_stroke": "#9db89a",
    "dot": "#6b8e6b",
    "good": "#d8f0d0",
    "bad": "#f7d6d6",
    "held": "#cfe6ff",
}
#: the colours of the sides' chips on role cards (:func:`side_card`): the village's, the
#: werewolves', a third side's
TONES = {"good": "#2b6cb0", "bad": "#a4243b", "third": "#b7791f"}
#: room colours (LotRO) or any grouping, in order
GROUP_COLORS = ("#f4a259", "#5b8e7d", "#bc4b51", "#8c6bb1", "#4f86c6", "#c9a227", "#7f7f7f", "#e377c2")

#: the words every game's picture shares
words = Labels(
    {
        "legend": ("legend", "凡例"),
        "you": ("you", "あなた"),
        "mine": ("{} (you)", "{}（あなた）"),
        "named": ("{} · {}", "{}・{}"),
        "your seat": ("your seat (you)", "あなたの席"),
        "acting": ("choosing now", "選択中"),
        "dead": ("dead", "死亡"),
        "dead mark": ("dead (grey, struck through, ✕)", "死亡（灰色・取り消し線・×印）"),
        "viewer": ("viewer: {}", "視点：{}"),
        "vote": ("vote: {}", "投票：{}"),
        "runoff": ("{} runoff {}", "{}の決選投票{}回目"),
        "ballot": ("a ballot: voter → choice", "投票：投票者 → 投票先"),
        "runoff ballot": ("a runoff ballot: voter → choice", "決選投票：投票者 → 投票先"),
        "weight": ("a thicker arrow: a heavier ballot", "太い矢印：重みのある票"),
        "ballots": (("{} ballot seen", "{} ballots seen"), "見えた票：{}"),
        "voted for": ("{1} → {0}", "{1} → {0}"),
        "side": ("side: {}", "{}"),
        "no one": ("-", "なし"),
    }
)


@dataclass(frozen=True)
class Look:
    """The sizes a table picture is drawn at, in px at ``scale=1`` (:func:`look`):
    ``font`` the text of the seats and the side column (the legend's too), ``heading``
    the header's first line, ``result`` the result line, ``wrap`` the widest seat line
    and ``column`` the widest side-column line before they wrap, and ``width`` the
    widest picture: beyond it the side column goes under the table and the table
    takes a narrower shape (``None``: no limit); ``height`` the tallest picture
    wanted: a picture whose classic oval would be taller takes the lowest layout that
    fits its width instead, its seats' lines wrapped sooner if that is lower still
    (``None``: no limit)."""

    font: float = FONT_SIZE
    heading: float = 17.0
    result: float = 16.0
    wrap: float = 250.0
    column: float = 360.0
    legend: float | None = 540.0
    width: float | None = None
    height: float | None = None
    #: the least half-width of the table's felt (the room for the arrows across it), at 14 px text
    felt: float = 110.0
    #: how much larger than the text a seat's name is
    name_scale: float = 1.25
    #: the picture's page says beside it who looks, the latest vote's ballots and the result
    #: (the room's projector page): the picture leaves out its header's second line (the
    #: viewer), its vote section and its result line, never twice on one screen, and keeps the
    #: screen's height for the table
    aside: bool = False
    #: a seat's cards, when they are one row without a label, drawn at the right end of its
    #: name's line (or else its last line) if they fit there within the box's widest line or
    #: this width (0: never): a box a line lower (tried on the room's projector page, ``Look.aside``)
    beside: float = 0.0

    @property
    def k(self) -> float:
        """How much larger than the ordinary 14 px text this look's text is (the
        paddings, marks, dots and arrows grow with it)."""
        return self.font / FONT_SIZE

    @property
    def line(self) -> float:
        """The height of a line of text."""
        return self.font * 1.25 + 3 * self.k

    @property
    def name(self) -> float:
        """The size of a seat's name (its box's first line, in bold): a quarter larger
        than the text, to be read across a room (on a phone, held in the hand, as large)."""
        return round(self.font * self.name_scale, 1)

    @property
    def name_line(self) -> float:
        """The height of a seat's name line."""
        return self.name * 1.25 + 4 * self.k

    @property
    def card_h(self) -> float:
        """The height of a card."""
        return self.font * 1.25 + 6


#: the ordinary look (``width`` set by :func:`look`)
ORDINARY = Look()
#: the projector's look (issue 36): 18 px text at least, seat boxes and the side column
#: narrower, so that a 16-seat table fits a notebook at 1280×720
PROJECTOR = Look(font=18.0, heading=22.0, result=20.0, wrap=190.0, column=330.0, legend=330.0)


def current_look(scale: float = 1.0) -> Look:
    """The look of a picture drawn now at ``scale``: :data:`PROJECTOR` in projector
    mode, else :data:`ORDINARY`, laid out to fit the display's width and height
    (:func:`jinro_lab.core.display.display`) once drawn ``scale`` times its size; a
    phone's to fit its width only (its page scrolls down, never sideways)."""
    from .display import current

    settings = current()
    base = PROJECTOR if settings.projector else ORDINARY
    width = settings.width / scale
    height = settings.height / scale if settings.height is not None else None
    if width < PHONE_WIDTH:  # a phone: seat lines wrapped sooner, a slim table between two rows of seats
        room = max(width - 2 * 16.0 * base.k, PHONE_WRAP)  # the side column's lines wrapped to the page
        base = replace(
            base, wrap=PHONE_WRAP, felt=PHONE_FELT, name_scale=1.0, column=min(base.column, room), legend=room
        )
        height = None
    return replace(base, width=width, height=height, aside=settings.aside)


#: a picture laid out narrower than this (CSS px) is a phone's (issue 37): its seats' lines
#: wrap at :data:`PHONE_WRAP` px and its table may be as slim as :data:`PHONE_FELT` px across
PHONE_WIDTH = 600.0
PHONE_WRAP = 110.0
PHONE_FELT = 30.0


_PAD = 7.0


@dataclass(frozen=True)
class Card:
    """A card as the viewer sees it: ``name`` ``None`` for an unknown back; a
    face-down card the viewer knows shows its name on the back (``note``: a memory).
    ``color`` and ``mark``: a chip of that colour with that short mark (one or two
    characters) before the name, e.g. the role's side (:func:`side_card`)."""

    name: str | None
    face_up: bool = True
    note: bool = False
    color: str | None = None
    mark: str | None = None


def _card_style(card: Card, lk: Look) -> dict[str, Any]:
    """The keywords :meth:`SvgBuilder.card` draws ``card`` with in look ``lk``."""
    return {"face_up": card.face_up, "size": lk.font, "note": card.note, "color": card.color, "mark": card.mark}


@dataclass(frozen=True)
class SeatSpec:
    """One seat as drawn: its text ``lines`` (the first in bold: the seat's name),
    its card rows ``(label, cards)``, and its marks."""

    seat: int
    lines: tuple[str, ...]
    cards: tuple[tuple[str | None, tuple[Card, ...]], ...] = ()
    dead: bool = False
    dim: bool = False
    you: bool = False
    acting: bool = False
    fill: str | None = None
    band: str | None = None


@dataclass(frozen=True)
class Section:
    """A block of the side column: a bold ``title``, its lines (a text, or ``(mark,
    text)`` with a legend mark before it) and a row of cards."""

    title: str
    lines: tuple[str | tuple[str, str], ...] = ()
    cards: tuple[Card, ...] = ()
    #: a colour: the section is drawn as a box of that colour (a group: a LotRO room)
    box: str | None = None
    #: the latest vote's ballots (:func:`vote_part`): left out of a picture whose page lists them (``Look.aside``)
    vote: bool = False
    #: says again what the seat boxes or the header show (LotRO's rooms: each seat box's band and
    #: room name): left out of the room's projector page's picture (``Look.aside``), a screen
    #: nobody scrolls, where it would push the table's seats smaller or off the screen
    repeats: bool = False
    #: the section as the room's projector page draws it (``Look.aside``), without what the seat
    #: boxes, the header or the page's own column show (政治家人狼's seats held without the race
    #: every seat box names, an event card's line without the card it names); ``None``: whole
    brief: Section | None = None


@dataclass(frozen=True)
class Vote:
    """One ballot drawn: an arrow ``voter -> target``, thicker for a heavier ballot."""

    voter: int
    target: int
    weight: int = 1


@dataclass(frozen=True)
class TableSpec:
    """Everything one picture shows, as strings and marks (see :func:`draw_table`)."""

    title: str
    header: tuple[str, ...]
    seats: tuple[SeatSpec, ...]
    sections: tuple[Section, ...] = ()
    votes: tuple[Vote, ...] = ()
    runoff: bool = False
    legend_title: str = "legend"
    legend: tuple[tuple[str, str], ...] = ()
    result: str | None = None
    desc: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    #: the picture's language: its font stack (``FONT_JA`` for Japanese); ``None``: Japanese if its header is
    lang: str | None = None
    #: the legend as the room's projector page words it (``Look.aside``), which leaves out the
    #: sections some of its lines speak of (LotRO's room boxes: a room's colour is its seats'
    #: band there, not "band and box"); ``None``: the legend
    legend_brief: tuple[tuple[str, str], ...] | None = None


def latest_ballots(events: Iterable[Any]) -> tuple[str, int, tuple[Ballot, ...]] | None:
    """The latest round of voting among ``events`` (the ones a viewer saw): its vote
    id, its round (0: the first vote, 1: the first runoff…) and its ballots; ``None``
    if no ballot was seen. Rounds are told apart by ``(vote, round)`` as in
    ``analysis.graphs.votes_in``."""
    last: tuple[str, int] | None = None
    ballots: list[Ballot] = []
    for e in events:
        if type(e) is Ballot:
            key = (e.vote, e.round)
            if key != last:
                last, ballots = key, []
            ballots.append(e)
    if last is None:
        return None
    return last[0], last[1], tuple(ballots)


#: characters a line must not start with (Japanese line-breaking rules, 禁則)
_NO_BREAK_BEFORE = frozenset("、。，．・：；）」』】〕！？ー々,.:;!?)")
#: characters a line must not end with (an opening bracket goes to the next line with what it opens)
_NO_BREAK_AFTER = frozenset("（「『【〔(")


def _units(text: str) -> list[str]:
    """``text`` as the pieces a line may break between: each space, each wide (CJK)
    character, and each run of other characters (a word, a rule id such as MAH-E23);
    a word and the number after it are one piece (``seat 15``, ``day 6``: never split)."""
    units: list[str] = []
    for ch in text:
        narrow = not ch.isspace() and east_asian_width(ch) not in ("W", "F")
        if narrow and units and not units[-1].isspace() and east_asian_width(units[-1][-1]) not in ("W", "F"):
            units[-1] += ch
        else:
            units.append(ch)
    joined: list[str] = []
    for unit in units:
        if unit[:1].isdigit() and len(joined) >= 2 and joined[-1] == " " and joined[-2][-1:].isalpha():
            joined.pop()
            joined[-1] += " " + unit
        else:
            joined.append(unit)
    return joined


def wrap(text: str, width: float, size: float = FONT_SIZE, bold: bool = False) -> list[str]:
    """``text`` in lines no wider than ``width`` px: broken at spaces or between wide
    (CJK) characters, never inside a word or a rule id, nor between a word and its
    number, nor before closing punctuation or after an opening bracket; only a word
    longer than a whole line is broken inside: at its punctuation (after a hyphen, a
    slash, a closing bracket; before an opening one) if that is enough, else between
    its characters."""
    return list(_wrapped(text, width, size, bold))


@lru_cache(maxsize=4096)
def _wrapped(text: str, width: float, size: float, bold: bool) -> tuple[str, ...]:
    """:func:`wrap`'s lines, kept: a picture wraps the same lines to measure and to
    draw them, and so do the pictures of a game's steps."""
    if text_width(text, size, bold) <= width:
        return (text,)
    lines: list[str] = []
    current = ""
    for unit in _units(text):
        trial = current + unit
        if not current.strip() or text_width(trial, size, bold) <= width or unit[0] in _NO_BREAK_BEFORE:
            current = trial.lstrip()
            continue
        kept = current.rstrip()
        carried = ""
        while kept and kept[-1] in _NO_BREAK_AFTER and len(kept) > 1:
            kept, carried = kept[:-1], kept[-1] + carried
        lines.append(kept.rstrip())
        current = carried + ("" if unit.isspace() else unit)
    if current:
        lines.append(current)
    return tuple(piece for line in lines for piece in _cut(line, width, size, bold))


#: where a word too long for a line may break inside: after a hyphen, a slash or a closing
#: bracket or punctuation, before an opening bracket (``<i>Mio</i>`` as ``<i>Mio`` and ``</i>``)
_BREAK_AFTER = frozenset("-‐/\\>)]},.;:!?_&+|")
_OPENING = frozenset("<([{")


def _word_parts(word: str) -> list[str]:
    """``word`` in the parts it may break between (:data:`_BREAK_AFTER`): never after an
    opening bracket (``</`` stays with what it opens) nor before closing punctuation or
    more punctuation (``?!``, ``...`` stay whole)."""
    parts = [""]
    for i, ch in enumerate(word):
        prev, before = word[i - 1 : i], word[i - 2 : i - 1]
        after_punct = prev in _BREAK_AFTER and before not in _OPENING
        breaks = ch not in _BREAK_AFTER and ch not in _NO_BREAK_BEFORE and after_punct
        if parts[-1] and prev not in _OPENING and (ch in _OPENING or breaks):
            parts.append("")
        parts[-1] += ch
    return parts


def _cut(line: str, width: float, size: float, bold: bool) -> list[str]:
    """A line that is still too wide (one word longer than a line) cut into pieces that
    fit: at its punctuation (:func:`_word_parts`) first, between characters only where a
    part alone is wider than the line; closing punctuation hangs at the end of its line
    (as :func:`wrap` lets it), never opens one. A line with Japanese in it (too wide for
    the closing punctuation :func:`wrap` hung at its end) breaks between its characters,
    as Japanese does."""
    if text_width(line, size, bold) <= width:
        return [line]
    if any(east_asian_width(ch) in ("W", "F") for ch in line):
        return _characters(line, width, size, bold)
    pieces = [""]
    for part in _word_parts(line):
        if text_width(pieces[-1] + part, size, bold) <= width or not pieces[-1]:
            pieces[-1] += part
            continue
        pieces.append(part)
    return [cut for piece in pieces for cut in _characters(piece, width, size, bold)]


def _characters(piece: str, width: float, size: float, bold: bool) -> list[str]:
    """``piece`` (a part of a word with no break inside) cut between its characters into
    pieces that fit, if it is wider than the line."""
    cuts = [""]
    for ch in piece:
        if cuts[-1] and ch not in _NO_BREAK_BEFORE and text_width(cuts[-1] + ch, size, bold) > width:
            cuts.append("")
        cuts[-1] += ch
    return cuts


#: what joins a seat's number and its nickname (:func:`seat_title`'s "named" words)
_NAME_JOINTS = (" · ", "・")


def _split_name(title: str) -> list[str]:
    """A seat's title as its number and its nickname (``seat 4 · Aiko`` → ``seat 4``,
    ``Aiko``); a title without a nickname as it is."""
    for joint in _NAME_JOINTS:
        head, found, tail = title.partition(joint)
        if found and head and tail:
            return [head, tail]
    return [title]


class _SeatBox:
    """A seat's box laid out at the origin in look ``lk``: its lines and card rows, and its size."""

    def __init__(self, spec: SeatSpec, lk: Look) -> None:
        self.spec = spec
        self.look = lk
        laid = _seat_layout(spec.lines, spec.cards, bool(spec.band), lk)
        self.lines, self.rows, self.left, self.w, self.h, self.beside = laid

    def draw(self, b: SvgBuilder, x: float, y: float) -> None:
        s, lk = self.spec, self.look
        k = lk.k
        fill = s.fill or (
            COLORS["dead"] if s.dead else COLORS["acting"] if s.acting else COLORS["dim"] if s.dim else COLORS["seat"]
        )
        if s.acting and s.dead:
            fill = COLORS["dead"]
        stroke, sw = ("#888888", 1.2)
        if s.acting:
            stroke, sw = COLORS["acting_stroke"], 3.0 * k
        if s.you:
            stroke, sw = COLORS["you"], 3.5 * k
        b.open("seat", data_seat=s.seat)
        b.rect(x, y, self.w, self.h, rx=6 * k, fill=fill, stroke=stroke, stroke_width=sw)
        if s.acting and s.you:  # both marks: the turn's colour inside the viewer's border
            b.rect(
                x + 3.5 * k,
                y + 3.5 * k,
                self.w - 7 * k,
                self.h - 7 * k,
                rx=4 * k,
                fill="none",
                stroke=COLORS["acting_stroke"],
            )
        if s.band:
            b.rect(x + 3 * k, y + 4 * k, 6 * k, self.h - 8 * k, rx=2 * k, fill=s.band)
        color = "#6a6a6a" if s.dead or s.dim else "#222222"
        ty = y + _PAD * k
        line, row_w = self.beside
        if row_w:  # the one row of cards at the right end of that line, centred on its text
            size = lk.name if self.lines[line][1] else lk.font
            cy = ty + _total(lk.name_line if name else lk.line for _, name in self.lines[:line])
            cx = x + self.w - _PAD * k - row_w
            for card in self.rows[0][1][0]:
                w, _ = b.card(cx, cy + (size * 1.25 - lk.card_h) / 2, card.name, **_card_style(card, lk))
                cx += w + 4
        for text, name in self.lines:
            size = lk.name if name else lk.font
            strike = name and s.dead  # the dead's name struck through
            b.text(x + self.left, ty, text, size=size, weight="bold" if name else None, fill=color, strike=strike)
            ty += lk.name_line if name else lk.line
        for label, rows in self.rows[1:] if row_w else self.rows:
            if label:
                for part in _wrapped(label, lk.wrap, lk.font, False):
                    b.text(x + self.left, ty, part, size=lk.font, fill=color)
                    ty += lk.line
            for row in rows:
                cx = x + self.left
                for card in row:
                    w, _ = b.card(cx, ty, card.name, **_card_style(card, lk))
                    cx += w + 4
                if row:
                    ty += lk.card_h + 4
            ty += 2
        b.close()


#: a seat box's lines ``(text, is the seat's name)``, its card rows ``(label, rows of cards)``,
#: where its text starts, its width and its height, and the line its one row of cards is
#: drawn at the end of and that row's width (``Look.beside``; width 0: its rows under its lines)
_SeatLayout = tuple[
    tuple[tuple[str, bool], ...],
    tuple[tuple[str | None, tuple[tuple[Card, ...], ...]], ...],
    float,
    float,
    float,
    tuple[int, float],
]


@lru_cache(maxsize=2048)
def _seat_layout(
    texts: tuple[str, ...], cards: tuple[tuple[str | None, tuple[Card, ...]], ...], band: bool, lk: Look
) -> _SeatLayout:
    """:class:`_SeatBox`'s layout of a seat's ``texts`` and ``cards`` (``band``: with a
    colour band at its left) in look ``lk`` (kept: a seat looks the same from step to
    step, and to most viewers)."""
    k = lk.k
    measure = SvgBuilder()
    rows: list[tuple[str | None, tuple[tuple[Card, ...], ...]]] = []
    left = _PAD * k + (6 * k if band else 0)
    cards_w = 0.0  # the widest card row or label
    for label, row_cards in cards:
        row: list[list[Card]] = [[]]
        used = 0.0
        for card in row_cards:
            cw = measure.card_width(card.name, lk.font, card.note, card.mark) + 4
            if row[-1] and used + cw > lk.wrap:
                row.append([])
                used = 0.0
            row[-1].append(card)
            used += cw
            cards_w = max(cards_w, used)
        if label:
            for part in _wrapped(label, lk.wrap, lk.font, False):
                cards_w = max(cards_w, text_width(part, lk.font))
        rows.append((label, tuple(tuple(r) for r in row)))
    lines: list[tuple[str, bool]] = []  # (text, is the seat's name: larger, bold)
    for i, line in enumerate(texts):
        size = lk.name if i == 0 else lk.font
        pieces = [line]
        # on the room's projector page a seat's name may be as wide as the box its cards make (a line lower)
        room = max(lk.wrap, cards_w) if i == 0 and lk.aside else lk.wrap
        if i == 0 and text_width(line, size, True) > room:  # a nickname that does not fit goes under its number
            pieces = _split_name(line)
        lines += [(part, i == 0) for piece in pieces for part in _wrapped(piece, room, size, i == 0)]
    width = max([cards_w, *(text_width(t, lk.name if name else lk.font, name) for t, name in lines)])
    beside = (0, 0.0)
    if lk.beside and len(rows) == 1 and rows[0][0] is None and len(rows[0][1]) == 1 and lines:
        row_w = _total(measure.card_width(c.name, lk.font, c.note, c.mark) + 4 for c in rows[0][1][0]) - 4
        widths = [text_width(t, lk.name if name else lk.font, name) for t, name in lines]
        room = max(max(widths), lk.beside)
        for at in dict.fromkeys((0, len(lines) - 1)):
            if widths[at] + 6 * k + row_w <= room:
                beside = (at, row_w)
                width = max(max(widths), widths[at] + 6 * k + row_w)
                break
    h = _PAD * k + _total(lk.name_line if name else lk.line for _, name in lines)
    for label, grid in rows[1:] if beside[1] else rows:
        h += (
            (lk.line * len(_wrapped(label, lk.wrap, lk.font, False)) if label else 0)
            + _total(lk.card_h + 4 for r in grid if r)
            + 2
        )
    return tuple(lines), tuple(rows), left, width + left + _PAD * k, h + _PAD * k - 3, beside


class _Shape(NamedTuple):
    """The outline of a table: an oval of half-width 1 and half-height ``aspect`` (an
    ellipse for ``power`` 2, squarer above), with each seat's point on it and the
    outward unit normal there, seat 0 at the top, clockwise. ``classic``: the ellipse
    with its seats at equal angles (the kit's first layout), else at equal lengths
    along the outline."""

    aspect: float
    power: float
    seats: tuple[tuple[float, float, float, float], ...]
    classic: bool = False
    #: a table of seats in rows (:func:`_rows`): how many along the top, down the right, along
    #: the bottom and up the left (its oval an ellipse, its seats' points found from their boxes)
    rows: tuple[int, int, int, int] | None = None


@lru_cache(maxsize=512)
def _shape(n: int, aspect: float, power: float, classic: bool = False) -> _Shape:
    """The :class:`_Shape` of ``n`` seats (kept: a shape is the same for every picture
    of that size, and its 720-point outline was most of a picture's drawing time)."""
    if classic:
        return _Shape(aspect, 2.0, tuple(oval_positions(n, 0, 0, 1.0, aspect)), True)
    outline = _outline(aspect, power)
    lengths = [0.0]
    for (x0, y0), (x1, y1) in zip(outline, outline[1:] + outline[:1], strict=True):
        lengths.append(lengths[-1] + math.hypot(x1 - x0, y1 - y0))
    total = lengths[-1]
    seats = []
    j = 0
    for i in range(n):
        target = total * i / n
        while lengths[j + 1] < target:
            j += 1
        (x0, y0), (x1, y1) = outline[j], outline[(j + 1) % len(outline)]
        f = (target - lengths[j]) / ((lengths[j + 1] - lengths[j]) or 1.0)
        x, y = x0 + (x1 - x0) * f, y0 + (y1 - y0) * f
        nx = math.copysign(abs(x) ** (power - 1), x)
        ny = math.copysign(abs(y / aspect) ** (power - 1), y) / aspect
        norm = math.hypot(nx, ny) or 1.0
        seats.append((_snap(x), _snap(y), _snap(nx / norm), _snap(ny / norm)))
    return _Shape(aspect, power, tuple(seats))


def _total(values: Iterable[float]) -> float:
    """The sum of ``values``, added left to right: ``sum`` of floats adds with compensation
    since Python 3.12 (Pyodide's) and plainly before (3.11), and a last bit apart can print
    a coordinate differently (:func:`_snap`); plain addition is the same everywhere."""
    total = 0.0
    for value in values:
        total += value
    return total


def _snap(value: float) -> float:
    """``value`` to 9 decimals: ``math.pow``, ``cos`` and ``sin`` may differ in their last
    bit between C libraries (CPython on Linux, Pyodide's), and a coordinate exactly at a
    rounding boundary (70.75) would then print differently (70.7 or 70.8); the pictures
    must be the same everywhere (``scripts/pyodide_check.sh``)."""
    return round(value, 9)


@lru_cache(maxsize=64)
def _outline(aspect: float, power: float, samples: int = 720) -> tuple[tuple[float, float], ...]:
    """Points along the oval ``|x|^p + |y / aspect|^p = 1`` from the top, clockwise
    (kept: the felt of every picture of a shape draws the same outline)."""
    points = []
    for i in range(samples):
        t = -math.pi / 2 + 2 * math.pi * i / samples
        c, s = _snap(math.cos(t)), _snap(math.sin(t))
        x, y = math.copysign(abs(c) ** (2 / power), c), aspect * math.copysign(abs(s) ** (2 / power), s)
        points.append((_snap(x), _snap(y)))
    return tuple(points)


#: the shapes tried when the classic oval is too wide: (aspect, power), rounder first; the last
#: two tall and square-sided, seats down both sides (a phone's)
_SHAPES = (
    *((aspect, power) for power in (2.0, 3.0) for aspect in (0.62, 0.8, 1.0, 1.25, 1.6)),
    (2.4, 4.0),
    (3.6, 4.0),
)


class _Table(NamedTuple):
    """A table laid out: its shape, half-axes, each seat's point and box (the oval
    centred at 0, 0), and the extent of it all."""

    shape: _Shape
    rx: float
    ry: float
    placed: tuple[tuple[float, float, Box], ...]
    left: float
    top: float
    right: float
    bottom: float

    @property
    def width(self) -> float:
        return self.right - self.left

    @property
    def height(self) -> float:
        return self.bottom - self.top


#: the seat boxes as the layout sees them: each box's width and height
_Sizes = tuple[tuple[float, float], ...]
#: a seat laid out: its point on the oval and its box's left and top
_Spot = tuple[float, float, float, float]


def _reach(sizes: _Sizes, seats: Sequence[tuple[float, float, float, float]], gap: float) -> list[float]:
    """How far out along the oval's normal each seat's box centre lies from its point:
    ``gap`` beyond the tangent there."""
    return [gap + w / 2 * abs(ux) + h / 2 * abs(uy) for (_, _, ux, uy), (w, h) in zip(seats, sizes, strict=True)]


def _spots(
    sizes: _Sizes, seats: Sequence[tuple[float, float, float, float]], reach: Sequence[float], rx: float
) -> list[_Spot]:
    """Each seat's point on the oval of half-width ``rx`` (``seats`` on the unit shape;
    ``rx`` 1 for seats already at size) and its box's corner, ``reach`` out along the normal."""
    return [
        (px * rx, py * rx, px * rx + ux * t - w / 2, py * rx + uy * t - h / 2)
        for (px, py, ux, uy), t, (w, h) in zip(seats, reach, sizes, strict=True)
    ]


def _apart(spots: Sequence[_Spot], sizes: _Sizes, space: float) -> bool:
    """Whether no two seat boxes come within ``space`` of each other (as
    :func:`~jinro_lab.core.svg.boxes_overlap` tells it, with the same sums): a sweep
    from left to right compares a box only with those that start before it ends."""
    rects = sorted((x, y, x + w + space, y + h + space) for (_, _, x, y), (w, h) in zip(spots, sizes, strict=True))
    for i, (x0, y0, r0, b0) in enumerate(rects):
        for x1, y1, r1, b1 in rects[i + 1 :]:
            if x1 >= r0:
                break
            if x0 < r1 and y0 < b1 and y1 < b0:
                return False
    return True


def _table(shape: _Shape, rx: float, sizes: _Sizes, spots: Sequence[_Spot], ry: float | None = None) -> _Table:
    ry = rx * shape.aspect if ry is None else ry
    placed = tuple((px, py, Box(x, y, w, h, "")) for (px, py, x, y), (w, h) in zip(spots, sizes, strict=True))
    return _Table(
        shape,
        rx,
        ry,
        placed,
        min([-rx] + [p[2].x for p in placed]),
        min([-ry] + [p[2].y for p in placed]),
        max([rx] + [p[2].right for p in placed]),
        max([ry] + [p[2].bottom for p in placed]),
    )


@lru_cache(maxsize=1024)
def _grown(sizes: _Sizes, shape: _Shape, k: float, felt: float = 110.0) -> _Table:
    """``shape`` just large enough for its seat boxes (``sizes``) not to touch: the
    classic oval grown by steps of 8 % (as it always was), another by steps then
    halving. Kept: the seats' boxes of a game's pictures keep their sizes from step
    to step, and growing the twelve shapes was most of a picture's drawing time."""
    n = len(sizes)
    gap, space = 14.0 * k, 10.0 * k
    rx = max(110.0, 26.0 * n) * k
    if shape.classic:
        ry = rx * shape.aspect
        for _ in range(60):
            seats = oval_positions(n, 0, 0, rx, ry)
            spots = _spots(sizes, seats, _reach(sizes, seats, gap), 1)
            if _apart(spots, sizes, space):
                break
            rx *= 1.08
            ry *= 1.08
        return _table(shape, rx, sizes, spots, ry)
    reach = _reach(sizes, shape.seats, gap)
    rx = felt * k  # the least: room for the arrows across it
    low = 0.0
    for _ in range(60):
        if _apart(_spots(sizes, shape.seats, reach, rx), sizes, space):
            break
        low, rx = rx, rx * 1.25
    high = rx
    if low:
        for _ in range(7):  # within 2 % of the least size
            middle = (low + high) / 2
            if _apart(_spots(sizes, shape.seats, reach, middle), sizes, space):
                high = middle
            else:
                low = middle
    return _table(shape, high, sizes, _spots(sizes, shape.seats, reach, high))


#: the least height of a table of seats in rows' oval, as a share of its width: a flatter
#: oval would bring a row's points too near the line between two others (their arrows)
_ROWS_ASPECT = 0.3
#: as low, on the room's projector page when nothing else fits its screen: the arrows between
#: a row's seats bend towards the middle more (:func:`_route`), the seats stay on the screen
_FLAT_ASPECT = 0.2
#: the least width of a table of seats in rows' oval, as a share of its longer row's: its
#: points spread under the row, near their boxes, not bunched in the middle
_ROWS_SPREAD = 0.75
#: as narrow, on the room's projector page when nothing else fits its screen, not even a flatter
#: table: its rows' end seats' points further in from under their boxes (at :data:`_ROWS_REACH`),
#: the columns beside it nearer the middle, so that a row of wide boxes (政治家人狼's longest role
#: card in Japanese) or of many (LotRO's 15 and 16 seats) fits the screen's width
_NARROW_SPREAD = 0.6
#: how far along a table of seats in rows' oval its points may go, as a share of its half-width
#: (half-height for a column's): a row's end seat's point stays clear of the column's beside it
_ROWS_REACH = 0.8


class _Layouts:
    """The table's possible layouts for its seat boxes (each shape grown once, when
    first needed): :func:`_plans` picks one for a width and a height."""

    def __init__(
        self,
        boxes: Sequence[_SeatBox],
        k: float,
        felt: float = 110.0,
        aspect: float = _ROWS_ASPECT,
        spread: float = _ROWS_SPREAD,
    ) -> None:
        self.sizes: _Sizes = tuple((box.w, box.h) for box in boxes)
        self.k, self.felt, self.aspect, self.spread = k, felt, aspect, spread
        self.classic = _grown(self.sizes, _shape(len(boxes), 0.62, 2.0, classic=True), k)
        self._others: list[_Table] | None = None

    def others(self) -> list[_Table]:
        """The layouts other than the classic oval: the ovals of :data:`_SHAPES`, then the
        tables of seats in rows (:func:`_rows`, their ovals ``aspect`` of their width high and
        ``spread`` of their longer row wide at least), every way of sharing the seats out."""
        if self._others is None:
            n = len(self.sizes)
            ovals = [_grown(self.sizes, _shape(n, a, p), self.k, self.felt) for a, p in _SHAPES]
            rows = [_rows(self.sizes, counts, self.k, self.felt, self.aspect, self.spread) for counts in _row_counts(n)]
            self._others = ovals + rows
        return self._others

    def every(self) -> list[_Table]:
        """Every layout: the classic oval first, then :meth:`others`."""
        return [self.classic, *self.others()]


def _row_counts(n: int) -> Iterator[tuple[int, int, int, int]]:
    """Every way :func:`_rows` shares ``n`` seats out, as ``(top, right, bottom, left)``:
    as many at each end (or one more at the right), the rest in two rows, the top row
    the longer by at most one, each row one seat at least."""
    for right in range(n // 2 + 1):
        for left in (right - 1, right):
            rest = n - right - left
            if left >= 0 and rest >= 2:
                top = (rest + 1) // 2
                yield top, right, rest - top, left


@lru_cache(maxsize=1024)
def _rows(
    sizes: _Sizes,
    counts: tuple[int, int, int, int],
    k: float,
    felt: float = 110.0,
    aspect: float = _ROWS_ASPECT,
    spread: float = _ROWS_SPREAD,
) -> _Table:
    """The seats in rows around an oval, as a long table is sat at (more seats on the long
    sides: a wide, low picture, for a projector's 16:9 screen): ``counts`` seats along
    the top from the left, down the right, along the bottom from the right and up the
    left, clockwise from seat 0 at the top left. A row's boxes stand side by side above
    (below) the oval's bounding box, a column's beside it; each seat's point is on the
    oval straight under (over, beside) its box's centre, so that a point is plainly its
    box's, unless the row reaches further than :data:`_ROWS_REACH` of the way along the
    oval (or nearer than 24 px, at 14 px text, to the end point of the column beside it,
    :func:`_short_of`): then its points are drawn in together towards the middle
    (:func:`_squeeze`), the farthest at that limit. The arrows, chords of
    the oval, stay inside its bounding box and the boxes outside it: no arrow crosses a
    label. The oval is as wide as the rows between the columns, ``spread`` of the
    longer row (:data:`_ROWS_SPREAD`; :data:`_NARROW_SPREAD` on the room's projector page
    as a last layout) and ``felt`` (at 14 px text) at least; as high as the columns and
    ``aspect`` of its width at least. Kept, as :func:`_grown`."""
    gap, space = 14.0 * k, 10.0 * k
    runs: list[range] = []
    for count in counts:
        start = runs[-1].stop if runs else 0
        runs.append(range(start, start + count))
    top, right, bottom, left = runs

    def length(run: range, side: int) -> float:
        return _total(sizes[i][side] for i in run) + space * max(len(run) - 1, 0)

    def widest(run: range) -> float:
        return max((sizes[i][0] for i in run), default=-gap)

    row = max(length(top, 0), length(bottom, 0))
    rx = max(felt * k, (row - widest(right) - widest(left)) / 2 - gap, spread * row / 2)
    ry = max(length(right, 1) / 2, length(left, 1) / 2, aspect * rx)
    corners: list[tuple[float, float]] = [(0.0, 0.0)] * len(sizes)
    x = -length(top, 0) / 2
    for i in top:
        corners[i] = (x, -ry - gap - sizes[i][1])
        x += sizes[i][0] + space
    y = -length(right, 1) / 2
    for i in right:
        corners[i] = (rx + gap, y)
        y += sizes[i][1] + space
    x = length(bottom, 0) / 2
    for i in bottom:
        x -= sizes[i][0]
        corners[i] = (x, ry + gap)
        x -= space
    y = length(left, 1) / 2
    for i in left:
        y -= sizes[i][1]
        corners[i] = (-rx - gap - sizes[i][0], y)
        y -= space
    points: dict[int, tuple[float, float]] = {}
    reach_y = _ROWS_REACH * ry
    for run, side in ((right, 1.0), (left, -1.0)):  # the columns first: beside their boxes
        centres = [corners[i][1] + sizes[i][1] / 2 for i in run]
        squeeze = _squeeze(centres, reach_y, reach_y)
        for i, centre in zip(run, centres, strict=True):
            y = centre * squeeze
            points[i] = (side * rx * math.sqrt(1 - (y / ry) ** 2), y)
    apart, reach_x = _DOTS_APART * k, _ROWS_REACH * rx
    for run, half, ends in ((top, -1.0, (left[-1:], right[:1])), (bottom, 1.0, (left[:1], right[-1:]))):
        # then the rows, their end points short of the columns' end points beside them
        lo, hi = (min(reach_x, _short_of(points[end[0]], half, rx, ry, apart)) if end else reach_x for end in ends)
        centres = [corners[i][0] + sizes[i][0] / 2 for i in run]
        squeeze = _squeeze(centres, lo, hi)
        for i, centre in zip(run, centres, strict=True):
            x = centre * squeeze
            points[i] = (x, half * ry * math.sqrt(1 - (x / rx) ** 2))
    ordered = [(_snap(x), _snap(y), *corners[i]) for i, (x, y) in sorted(points.items())]  # sqrt rounds alike
    return _table(_Shape(ry / rx, 2.0, (), rows=counts), rx, sizes, ordered, ry)


def _squeeze(centres: Sequence[float], before: float, after: float) -> float:
    """How much a row's (a column's) box centres, measured from the oval's middle, are drawn
    in together so that its points stay within ``before`` of it on the negative side and
    ``after`` on the positive one: 1 when they do already, else the share of the farthest
    past its limit. A row wider than the oval keeps its points apart in its boxes' order
    (clipped at the limit instead, its end seats' points lay one on another)."""
    squeeze = 1.0
    for centre in centres:
        if centre > after:
            squeeze = min(squeeze, after / centre)
        elif centre < -before:
            squeeze = min(squeeze, before / -centre)
    return squeeze


#: the least distance between two seats' points (px at 14 px text): their dots' radii (8 each) and air
_DOTS_APART = 24.0


def _short_of(point: tuple[float, float], half: float, rx: float, ry: float, apart: float) -> float:
    """How far from the oval's middle (``|x|``) a row's end point on the oval's top
    (``half`` -1) or bottom (1) may stand: nearer the middle than the column's end ``point``
    beside it and ``apart`` from it. A row's and a column's end points each may go
    :data:`_ROWS_REACH` of the way along the oval, and those reaches overlap at its corners:
    with the column's box high beside the row, the two dots touched or lay one on the other."""
    px = point[0]
    x, step = abs(px), rx / 256
    while x > 0:
        at = (math.copysign(x, px), half * ry * math.sqrt(1 - (x / rx) ** 2))
        if x < abs(px) and math.dist(at, point) >= apart:
            break
        x -= step
    return max(x, 0.0)


def _arrows(
    b: SvgBuilder, spec: TableSpec, dots: Sequence[tuple[float, float]], centre: tuple[float, float], k: float
) -> None:
    """The vote's arrows between the seats' points (``dots``), each along :func:`_route`."""
    pairs = {(v.voter, v.target) for v in spec.votes}
    color = COLORS["runoff"] if spec.runoff else COLORS["vote"]
    dash = f"{num(7 * k)} {num(4 * k)}" if spec.runoff else None
    n = len(dots)
    for v in spec.votes:
        if v.voter == v.target or not (0 <= v.voter < n and 0 <= v.target < n):
            continue
        (x0, y0), (x1, y1) = dots[v.voter], dots[v.target]
        both = (v.target, v.voter) in pairs  # both ways: side by side, 5 px (at 14 px text) apart from the line
        others = [d for i, d in enumerate(dots) if i not in (v.voter, v.target)]
        mx, my = _route((x0, y0), (x1, y1), others, centre, (_CLEAR + (5.0 if both else 0.0)) * k)
        dx, dy = x1 - x0, y1 - y0
        d = (dx * dx + dy * dy) ** 0.5 or 1.0
        off = 5.0 * k / d if both else 0.0
        nx, ny = -dy * off, dx * off
        ux, uy = _unit(mx - x0, my - y0)
        vx, vy = _unit(x1 - mx, y1 - my)
        start = (x0 + ux * 11 * k + nx, y0 + uy * 11 * k + ny)
        end = (x1 - vx * 11 * k + nx, y1 - vy * 11 * k + ny)
        bent = (mx, my) != ((x0 + x1) / 2, (y0 + y1) / 2)
        points = [(_snap(x), _snap(y)) for x, y in ([start, (mx + nx, my + ny), end] if bent else [start, end])]
        b.arrow(points, color=color, width=(1.8 + 1.4 * (max(v.weight, 1) - 1)) * k, dash=dash)


#: how near an arrow may pass another seat's point (px at 14 px text): its dot's radius
#: (8) and some air; nearer, the arrow would seem to go through that seat
_CLEAR = 13.0


def _unit(dx: float, dy: float) -> tuple[float, float]:
    d = (dx * dx + dy * dy) ** 0.5 or 1.0
    return dx / d, dy / d


def _route(
    start: tuple[float, float],
    end: tuple[float, float],
    others: Sequence[tuple[float, float]],
    centre: tuple[float, float],
    clear: float,
) -> tuple[float, float]:
    """Where an arrow from ``start`` to ``end`` turns: the middle of the straight line
    when no other seat's point (``others``) is within ``clear`` of it, else that middle
    moved towards the table's ``centre`` by the least of tenths that keeps the bent
    arrow ``clear`` of them all (the most if none does). Rows of seats on a flat oval
    (:func:`_rows`) put three points nearly in a line; bent towards the centre, the
    arrow stays inside the oval (which holds the middle and the centre), away from
    every label."""
    mx, my = (start[0] + end[0]) / 2, (start[1] + end[1]) / 2
    xs, ys = (start[0], end[0], centre[0]), (start[1], end[1], centre[1])
    left, right, top, bottom = min(xs) - clear, max(xs) + clear, min(ys) - clear, max(ys) + clear
    near = [p for p in others if left <= p[0] <= right and top <= p[1] <= bottom]  # the rest are clear of any turn
    if all(_distance(p, start, end) >= clear for p in near):
        return mx, my
    for tenth in range(1, 10):
        f = tenth / 10
        turn = (mx + (centre[0] - mx) * f, my + (centre[1] - my) * f)
        if all(_distance(p, start, turn) >= clear and _distance(p, turn, end) >= clear for p in near):
            return turn
    return turn


def _distance(p: tuple[float, float], a: tuple[float, float], b: tuple[float, float]) -> float:
    """The distance from ``p`` to the segment ``a``–``b``."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = dx * dx + dy * dy
    t = 0.0 if not length else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length))
    return _snap(math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy))


def _line_width(entry: str | tuple[str, str], lk: Look) -> float:
    if isinstance(entry, tuple):
        room = mark_room(lk.font)
        return room + max(text_width(p, lk.font) for p in _wrapped(entry[1], lk.column - room, lk.font, False))
    return max(text_width(p, lk.font) for p in _wrapped(entry, lk.column, lk.font, False))


def _section(b: SvgBuilder, x: float, y: float, section: Section, lk: Look) -> tuple[float, float]:
    """Draw a block of the side column at ``(x, y)``; return its width and height."""
    k = lk.k
    cx, cy = x, y
    if section.box:
        cx += 10 * k
        cy += 7 * k
    w = 0.0
    if section.title:  # a section's lines carried on in the next column (:func:`_entries`) have none
        box = b.text(cx, cy, section.title, size=lk.font, weight="bold")
        w = box.right - x
        cy += lk.line
    for entry in section.lines:
        mark, text = entry if isinstance(entry, tuple) else ("", entry)
        indent = mark_room(lk.font) if mark else 0.0
        for part in _wrapped(text, lk.column - indent, lk.font, False):
            if mark:
                b.mark(cx, cy, mark, lk.font)
                mark = ""
            box = b.text(cx + indent, cy, part, size=lk.font)
            w = max(w, box.right - x)
            cy += lk.line
    if section.cards:
        px = cx
        for card in section.cards:
            cw = b.card_width(card.name, lk.font, card.note, card.mark) + 4
            if px > cx and px + cw - cx > lk.column:
                px = cx
                cy += lk.card_h + 4
            b.card(px, cy, card.name, **_card_style(card, lk))
            px += cw
            w = max(w, px - x)
        cy += lk.card_h + 4
    if section.box:
        inner = max([text_width(section.title, lk.font, bold=True), *(_line_width(e, lk) for e in section.lines)])
        b.rect(x, y, inner + 20 * k, cy - y + 3, rx=6 * k, fill="none", stroke=section.box, stroke_width=3 * k)
        w = max(w, inner + 20 * k)
        cy += 6 * k
    return w, cy - y


class _Block(NamedTuple):
    """A block of the side column (a section, or the legend's lines ``marks`` with its
    title if ``heading``: ``section`` ``None``), its size, and the room after it."""

    section: Section | None
    w: float
    h: float
    after: float
    marks: tuple[tuple[str, str], ...] = ()
    heading: bool = True


def _blocks(spec: TableSpec, lk: Look, entries: bool = False) -> list[_Block]:
    """The side column's blocks, measured (drawn once on a scratch picture); with
    ``entries``, a section of several lines as a block per line (:func:`_entries`) and
    the legend as a block per line, so that columns under the table may share their
    lines out."""
    blocks = []
    for section in spec.sections:
        pieces = _entries(section) if entries else (section,)
        for i, piece in enumerate(pieces):
            w, h = _section_size(piece, lk)
            blocks.append(_Block(piece, w, h, 10 * lk.k if i == len(pieces) - 1 else 0.0))
    if spec.legend:
        parts = [(line,) for line in spec.legend] if entries else [spec.legend]
        for i, marks in enumerate(parts):
            w, h = _legend_size(spec.legend_title if i == 0 else "", marks, lk)
            blocks.append(_Block(None, w, h, 0.0, marks, i == 0))
    return blocks


def _entries(section: Section) -> tuple[Section, ...]:
    """``section`` as one section per line, the first with its title, the last with its
    cards, drawn one under the other as the whole section is (a boxed section, a LotRO
    room, stays whole)."""
    if section.box or len(section.lines) < 2:
        return (section,)
    last = len(section.lines) - 1
    return tuple(
        replace(section, title=section.title if i == 0 else "", lines=(line,), cards=section.cards if i == last else ())
        for i, line in enumerate(section.lines)
    )


@lru_cache(maxsize=1024)
def _section_size(section: Section, lk: Look) -> tuple[float, float]:
    """The width and height of ``section``'s block (kept: most blocks stay the same
    from step to step)."""
    return _section(SvgBuilder(), 0.0, 0.0, section, lk)


@lru_cache(maxsize=256)
def _legend_size(title: str, legend: tuple[tuple[str, str], ...], lk: Look) -> tuple[float, float]:
    """The width and height of the legend block (kept, as :func:`_section_size`)."""
    return _legend(SvgBuilder(), 0.0, 0.0, title, legend, lk)


def _legend(
    b: SvgBuilder, x: float, y: float, title: str, legend: Sequence[tuple[str, str]], lk: Look
) -> tuple[float, float]:
    """The legend block (as :meth:`SvgBuilder.legend` draws it, its lines wrapped at
    the look's ``legend`` width; without its ``title`` line when ``title`` is empty: the
    legend's lines carried on in the next column); its width and height."""
    size, k = lk.font, lk.k
    line = size * 1.25 + 8 * k
    width = 0.0
    my = y
    if title:
        width = b.text(x, y, title, size=size, weight="bold").w
        my += line
    room = mark_room(size)
    for mark, text in legend:
        b.mark(x, my, mark, size)
        parts = _wrapped(text, lk.legend - room, size, False) if lk.legend else (text,)
        for i, part in enumerate(parts):
            box = b.text(x + room, my + i * lk.line, part, size=size)
            width = max(width, box.right - x)
        my += line + (len(parts) - 1) * lk.line
    return width, my - y


def _draw_block(b: SvgBuilder, block: _Block, x: float, y: float, spec: TableSpec, lk: Look) -> None:
    if block.section is not None:
        _section(b, x, y, block.section, lk)
    else:
        _legend(b, x, y, spec.legend_title if block.heading else "", block.marks, lk)


def _columns(blocks: Sequence[_Block], width: float, gap: float) -> list[list[int]]:
    """The blocks (by index, in order) in the most columns side by side that fit
    ``width`` (with ``gap`` between), each column as short as can be (the tallest
    column the least: the blocks are split where it is best, keeping their order)."""
    n = len(blocks)
    for count in range(n, 0, -1):
        groups = _split([b.h + b.after for b in blocks], count)
        used = _total(max(blocks[i].w for i in group) for group in groups) + gap * (len(groups) - 1)
        if used <= width or count == 1:
            return groups
    return []


def _split(heights: Sequence[float], count: int) -> list[list[int]]:
    """``heights`` cut into at most ``count`` runs, the highest run as low as can be."""
    n = len(heights)
    prefix = [0.0]
    for h in heights:
        prefix.append(prefix[-1] + h)
    # best[c][i]: the least highest run of the first i blocks in c runs, and where the last run starts
    best = [[(math.inf, 0)] * (n + 1) for _ in range(count + 1)]
    best[0][0] = (0.0, 0)
    for c in range(1, count + 1):
        for i in range(1, n + 1):
            for j in range(c - 1, i):
                value = max(best[c - 1][j][0], prefix[i] - prefix[j])
                if value < best[c][i][0]:
                    best[c][i] = (value, j)
    c = min(range(1, count + 1), key=lambda c: (best[c][n][0], c))
    runs, i = [], n
    while c > 0 and i > 0:
        j = best[c][i][1]
        runs.append(list(range(j, i)))
        i, c = j, c - 1
    return runs[::-1]


def _seat_fill(seat: SeatSpec) -> str:
    """The colour a seat's box is filled with (:meth:`_SeatBox.draw`)."""
    if seat.dead:
        return seat.fill or COLORS["dead"]
    return seat.fill or (COLORS["acting"] if seat.acting else COLORS["dim"] if seat.dim else COLORS["seat"])


def _mark_shown(mark: str, seats: Sequence[SeatSpec], sections: Sequence[Section]) -> bool:
    """Whether a legend line's ``mark`` is on a picture of ``seats`` and ``sections``: a
    card's mark (face up, face down, known face down, a chip of a colour) only if such a
    card is drawn, a seat's fill of the kit's colours (:data:`COLORS`: held, dim...) only if
    a box or a section's line has it (the turn's as its game gave it: its border shows it
    on any fill); any other mark as its game gave it. The room's
    projector page leaves sections out (``Section.repeats``, ``Section.brief``), and the
    legend's lines of what only they showed with them."""
    kind, _, rest = mark.partition(":")
    cards = [c for seat in seats for _, row in seat.cards for c in row] + [c for s in sections for c in s.cards]
    if kind == "up":
        return any(c.face_up for c in cards)
    if kind == "back":
        return any(not c.face_up and c.name is None for c in cards)
    if kind == "known":
        return any(not c.face_up and c.name is not None for c in cards)
    if kind == "chip":
        return any(c.color == rest.partition("/")[0] for c in cards)
    if kind == "fill" and rest.partition("/")[0] in set(COLORS.values()) - {COLORS["acting"]}:  # a turn: a border
        lines = [line[0] for s in sections for line in s.lines if isinstance(line, tuple)]
        return mark in lines or rest.partition("/")[0] in {_seat_fill(seat) for seat in seats}
    return True


def _under(lk: Look) -> float:
    """The room between the table and the side column's columns under it: less on the room's
    projector page (``Look.aside``), whose picture has less margin around it too."""
    return (12.0 if lk.aside else 24.0) * lk.k


class _Plan(NamedTuple):
    """Where the side column goes (``below``: under the table, in columns), the
    table's layout, and the picture's size without the header and the result."""

    below: bool
    table: _Table
    groups: list[list[int]]
    width: float
    height: float


def _plans(layouts: _Layouts, blocks: Sequence[_Block], lk: Look, margin: float, tall: float | None) -> _Plan:
    """The side column beside the classic oval (where it always was) if the picture is
    then no wider than the look's width and its table and column no taller than ``tall``
    (``None``: any height); else the lowest layout, the column beside or below the
    table, that fits the width (the narrowest if none does). Of layouts as low, the
    column beside comes first, then the classic oval, the other ovals, the rows."""
    k = lk.k
    beside = 32 * k
    col_w = max((b.w for b in blocks), default=0.0)
    col_h = _total(b.h + b.after for b in blocks)

    def right(table: _Table) -> _Plan:
        return _Plan(False, table, [list(range(len(blocks)))], table.width + beside + col_w, max(table.height, col_h))

    limit = lk.width
    classic = right(layouts.classic)
    if (limit is None or classic.width + 2 * margin <= limit) and (tall is None or classic.height <= tall):
        return classic
    room = math.inf if limit is None else limit - 2 * margin
    tables = layouts.every()
    plans = [right(table) for table in tables]
    if blocks:  # under a table that fits the width: in as many columns as fit it
        groups = _columns(blocks, room, beside)
        flow_w = _total(max(blocks[i].w for i in g) for g in groups) + beside * (len(groups) - 1)
        flow_h = max(_total(blocks[i].h + blocks[i].after for i in g) for g in groups)
        plans += [_Plan(True, t, groups, max(t.width, flow_w), t.height + _under(lk) + flow_h) for t in tables]
    fits = [p for p in plans if p.width <= room]
    if fits:
        return min(fits, key=lambda p: (p.height, p.below))  # the first of the lowest
    return min(plans, key=lambda p: (p.width, p.height))


def _felt(b: SvgBuilder, table: _Table, ox: float, oy: float) -> None:
    """The table's felt: the classic ellipse, or the outline of another shape."""
    style = {"fill": COLORS["felt"], "stroke": COLORS["felt_stroke"], "stroke_width": 2}
    if table.shape.classic or table.shape.rows:
        b.ellipse(ox, oy, table.rx, table.ry, **style)
        return
    b.path(_felt_path(table.shape.aspect, table.shape.power, table.rx, ox, oy), **style)


@lru_cache(maxsize=256)
def _felt_path(aspect: float, power: float, rx: float, ox: float, oy: float) -> str:
    """The outline of a table of half-width ``rx`` centred at ``ox``, ``oy`` as a path
    (kept: the pictures of a game's steps mostly draw the same table)."""
    points = _outline(aspect, power, 180)
    return "M" + "L".join(f"{num(ox + x * rx)},{num(oy + y * rx)}" for x, y in points) + "Z"


def draw_table(spec: TableSpec, *, scale: float = 1.0, look: Look | None = None) -> Svg:
    """Lay out and draw ``spec``: the header, the table with its seats and the vote's
    arrows, the side column (sections, then the legend), and the result.

    ``look``: the sizes (:class:`Look`; by default :func:`look` of the display
    settings: the projector's in projector mode). The side column sits to the right
    of the table when the picture is then no wider than the look's width; else the
    lower of two layouts that fit: the column beside a narrower table, or under the
    table in as many columns as fit.

    On the room's projector page (``Look.aside``: a 1280×720 screen nobody scrolls, its
    page's column beside the picture) the picture shows each thing once: not the viewer,
    the vote's ballots or the result (the page's column says them), nor a section that
    says again what the seat boxes or the header show (``Section.repeats``, drawn
    ``Section.brief`` where it has one: LotRO's rooms, 政治家人狼's seats held and race,
    the card of 魔法都市の人狼's event, 人狼は眠らない's deck and card in play); what
    remains goes beside the table where there is width, under it where not, and the
    screen's height then decides the table's size (:func:`_lower`)."""
    lk = look if look is not None else current_look(scale)
    if lk.aside:  # the page beside names the viewer, lists the vote's ballots, says the result; nothing twice
        sections = tuple(s.brief or s for s in spec.sections if not s.vote and not s.repeats)
        worded = spec.legend if spec.legend_brief is None else spec.legend_brief
        legend = tuple(line for line in worded if _mark_shown(line[0], spec.seats, sections))
        spec = replace(spec, header=spec.header[:1], sections=sections, result=None, legend=legend)
    k = lk.k
    ja = spec.lang == "ja" if spec.lang is not None else any(japanese(line) for line in spec.header)
    joint = "／" if ja else " / "  # a Japanese header: no ASCII slash
    b = SvgBuilder(
        title=spec.title, desc=spec.desc or joint.join(spec.header), scale=scale, font=FONT_JA if ja else FONT
    )
    margin = (8.0 if lk.aside else 16.0) * k  # the room's projector page has its own margin around the picture
    # the header (wrapped to the picture's width, if it has one)
    y = margin
    header_w = 0.0
    for i, line in enumerate(spec.header):
        size = lk.heading if i == 0 else lk.font
        parts = _wrapped(line, lk.width - 2 * margin, size, i == 0) if lk.width else (line,)
        for part in parts:
            box = b.text(margin, y, part, size=size, weight="bold" if i == 0 else None)
            header_w = max(header_w, box.w)
            y += box.h + 4
    top = y + 8 * k
    # the layout: the seats' boxes, the table's shape, where the side column goes
    boxes = [_SeatBox(s, lk) for s in spec.seats]
    blocks = _blocks(spec, lk)
    tall = None
    if lk.height is not None:  # the room left for the table and the side column
        tall = lk.height - top - 12 - margin - _result_height(spec.result, lk, margin)
    plan = _plans(_Layouts(boxes, k, lk.felt), blocks, lk, margin, tall)
    column = lk  # the look the side column is drawn in
    if tall is not None and plan.height > tall:
        boxes, blocks, column, plan = _lower(spec, lk, margin, tall, (boxes, blocks, lk, plan))
    table = plan.table
    inner = max(plan.width, header_w)
    shift = (inner - table.width) / 2 if plan.below else 0.0  # a table above the columns is centred
    ox, oy = margin + shift - table.left, top - table.top
    _felt(b, table, ox, oy)
    dots = []
    for (px, py, rect), seat_box, s in zip(table.placed, boxes, spec.seats, strict=True):
        seat_box.draw(b, rect.x + ox, rect.y + oy)
        dx, dy = px + ox, py + oy
        dots.append((dx, dy))
        dot = s.band or (
            "#bbbbbb" if s.dead else COLORS["acting_stroke"] if s.acting else COLORS["you"] if s.you else COLORS["dot"]
        )
        b.circle(dx, dy, 8 * k, fill=dot, stroke="#444444", stroke_width=1)
        if s.dead:
            b.cross(dx, dy, 6.5 * k, stroke="#333333", width=2.5 * k)
    _arrows(b, spec, dots, (ox, oy), k)
    table_bottom = top + table.height
    # the side column: beside the table, or under it in columns
    if plan.below:
        x, col_top = margin, table_bottom + _under(lk)
    else:
        x, col_top = margin + table.width + 32 * k, top
    bottom = table_bottom
    for group in plan.groups:
        cy = col_top
        for i in group:
            _draw_block(b, blocks[i], x, cy, spec, column)
            cy += blocks[i].h + blocks[i].after
        bottom = max(bottom, cy)
        x += max((blocks[i].w for i in group), default=0.0) + 32 * k
    width = max(margin + plan.width + margin, margin + header_w + margin)
    bottom += 12
    if spec.result is not None:
        for part in _wrapped(spec.result, width - 2 * margin, lk.result, True):
            box = b.text(margin, bottom, part, size=lk.result, weight="bold")
            bottom = box.bottom + 4
    return b.build(width, bottom + margin)


#: how much sooner a seat's lines wrap when that lowers a picture too tall for its height (a
#: nickname goes under its seat's number: narrower seats, more of them in a row)
_SLIM = 0.7
#: how much sooner still, on the room's projector page when that lowers it: a nickname under its
#: number even beside it (``席0・Aiko``), narrower seats, a row of seven on the screen
_SLIMMER = 0.5
#: how much later a seat's card rows wrap on the room's projector page when that lowers it: a
#: few seats with long rows of cards (人狼は眠らない's discard piles) side by side, lower
_WIDE = (1.4, 2.0)

#: a box's cards beside its name only if they fit its widest line (a width below any box's)
_TIGHT = 1e-9


def _least_wrap(seats: Sequence[SeatSpec], lk: Look) -> float:
    """The width of the widest piece of the seats' lines that :func:`wrap` keeps whole (a
    word, a seat's number: ``seat 15``; a long word's parts between its punctuation,
    :func:`_word_parts`): a seat's lines wrapped sooner than this would cut one."""
    widths = [0.0]
    for seat in seats:
        for i, line in enumerate(seat.lines):
            size = lk.name if i == 0 else lk.font
            for piece in _split_name(line) if i == 0 else (line,):
                units = [unit for unit in _units(piece) if not unit.isspace()]
                widths += [text_width(part, size, i == 0) for unit in units for part in _word_parts(unit)]
    return max(widths)


#: a picture's layout: its seats' boxes, its side column's blocks, the look they are drawn in, its plan
_Laid = tuple[list[_SeatBox], list[_Block], Look, _Plan]


def _lower(spec: TableSpec, lk: Look, margin: float, tall: float, laid: _Laid) -> _Laid:
    """A picture ``laid`` out too tall for its height (``tall``: the room for its table and
    side column) laid out lower if it can be. Its seats' lines wrapped sooner (:data:`_SLIM`),
    if that is lower and fits the width. On the room's projector page (``Look.aside``), a
    screen nobody scrolls, also its side column under the table shared out line by line in
    as many columns as fit (:func:`_entries`, the legend's lines too), then in narrower
    columns, its seats' cards beside their names (``Look.beside``) and their card rows
    wrapped later (:data:`_WIDE`): the first of these that fits the height (the least
    changed first); then the same around a flatter table (:data:`_FLAT_ASPECT`), then around
    a flatter and narrower one (:data:`_NARROW_SPREAD`); if none fits the height, the same
    with the seats' names as large as the rest of the text (``Look.name_scale`` 1: never under
    18 px on that page); then the same without the legend, if that is lower; else the lowest
    that fits the width."""
    boxes, blocks, _, plan = laid

    def fits(candidate: _Plan) -> bool:
        return lk.width is None or candidate.width + 2 * margin <= lk.width

    if not lk.aside:
        slim = [_SeatBox(s, replace(lk, wrap=lk.wrap * _SLIM)) for s in spec.seats]
        slim_plan = _plans(_Layouts(slim, lk.k, lk.felt), blocks, lk, margin, tall)
        return (slim, blocks, lk, slim_plan) if slim_plan.height < plan.height and fits(slim_plan) else laid
    narrow = replace(lk, column=lk.column * _SLIM, legend=(lk.legend or lk.column) * _SLIM)
    columns = [(blocks, lk), (_blocks(spec, lk, entries=True), lk), (_blocks(spec, narrow, entries=True), narrow)]
    least = _least_wrap(spec.seats, lk)
    looks = [
        replace(lk, wrap=max(lk.wrap * f, least), beside=beside * max(lk.wrap * f, least))
        for f in (1.0, _SLIM, _SLIMMER, *_WIDE)
        for beside in (0.0, _TIGHT, 1.0)  # the cards beside the name: never, in the box's width, in the wrap
    ]
    seats = [boxes, *([_SeatBox(s, look) for s in spec.seats] for look in looks[1:])]
    best = laid
    tables = ((_ROWS_ASPECT, _ROWS_SPREAD), (_FLAT_ASPECT, _ROWS_SPREAD), (_FLAT_ASPECT, _NARROW_SPREAD))
    for aspect, spread in tables:
        for width_first in (False, True):  # whole columns and columns line by line first, narrower ones last
            for seat_boxes in seats:
                for column_blocks, column in columns[2:] if width_first else columns[:2]:
                    layouts = _Layouts(seat_boxes, lk.k, lk.felt, aspect, spread)
                    candidate = _plans(layouts, column_blocks, column, margin, tall)
                    if not fits(candidate):
                        continue
                    if candidate.height <= tall:
                        return seat_boxes, column_blocks, column, candidate
                    if candidate.height < best[3].height:
                        best = (seat_boxes, column_blocks, column, candidate)
    if lk.name_scale > 1.0:  # then the seats' names as large as the rest of the text (18 px, bold)
        plain = replace(lk, name_scale=1.0)  # the side column has no names: its blocks stay as they are
        plain_boxes = [_SeatBox(s, plain) for s in spec.seats]
        plain_plan = _plans(_Layouts(plain_boxes, plain.k, plain.felt), blocks, plain, margin, tall)
        low = (plain_boxes, blocks, plain, plain_plan)
        if plain_plan.height > tall or not fits(plain_plan):
            low = _lower(spec, plain, margin, tall, low)
        if fits(low[3]) and (low[3].height <= tall or low[3].height < best[3].height):
            return low
    if spec.legend:  # the last resort: the legend left out (the lessons' pictures and the phones' show it)
        bare = replace(spec, legend=())
        low = _lower(bare, lk, margin, tall, (boxes, _blocks(bare, lk), lk, plan))
        if low[3].height < best[3].height:
            return low
    return best


def _result_height(result: str | None, lk: Look, margin: float) -> float:
    """The height of the result's lines under the table, wrapped to the look's width."""
    if result is None:
        return 0.0
    lines = _wrapped(result, lk.width - 2 * margin, lk.result, True) if lk.width else (result,)
    return _total(SvgBuilder().text(0, 0, line, size=lk.result, weight="bold").h + 4 for line in lines)


def vote_part(
    events: Iterable[Any], lang: str, vote_text: Any = None
) -> tuple[tuple[Vote, ...], bool, Section | None, tuple[tuple[str, str], ...]]:
    """The latest vote round the viewer saw (:func:`latest_ballots`) as arrows, whether
    it is a runoff, its section of the side column (its name and, per chosen seat, who
    voted for it) and its legend lines; nothing when no ballot was seen. ``vote_text``
    writes a vote id (``core.texts.vote_id_text`` by default)."""
    from .i18n import seat_label
    from .texts import vote_id_text

    latest = latest_ballots(events)
    if latest is None:
        return (), False, None, ()
    vote, rnd, ballots = latest
    name = (vote_text or vote_id_text)(vote, lang)
    if rnd:
        name = words("runoff", lang, name, rnd)
    votes = tuple(Vote(b.voter, b.target, b.weight) for b in ballots)
    by_target: dict[int, list[int]] = {}
    for b in ballots:
        by_target.setdefault(b.target, []).append(b.voter)
    sep = "、" if lang == "ja" else ", "
    lines: list[str | tuple[str, str]] = [words("ballots", lang, len(ballots))]
    for target, voters in sorted(by_target.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        voters_text = sep.join(seat_label(v, lang) for v in voters)
        lines.append(words("voted for", lang, seat_label(target, lang), voters_text))
    color = COLORS["runoff"] if rnd else COLORS["vote"]
    legend = [("dash:" if rnd else "arrow:") + color, words("runoff ballot" if rnd else "ballot", lang)]
    marks: list[tuple[str, str]] = [(legend[0], legend[1])]
    if any(b.weight > 1 for b in ballots):
        marks.append(("arrow:" + color, words("weight", lang)))
    return votes, bool(rnd), Section(words("vote", lang, name), tuple(lines), vote=True), tuple(marks)


#: the longest nickname a picture shows whole (characters); a longer one ends in "…"
NAME_CHARS = 12


def seat_title(seat: int, viewer: object, lang: str, names: Mapping[int, str] | None = None) -> str:
    """A seat box's first line: ``seat 2``, the viewer's own ``seat 2 (you)`` / ``席2（あなた）``;
    with the seat's nickname among ``names`` (a live table's students, issue 37) beside its
    number: ``seat 2 · Aiko`` / ``席2・あいこ``, a long one cut to :data:`NAME_CHARS`
    characters and "…" (names are the students' text: the picture escapes it)."""
    from .i18n import seat_label

    label = seat_label(seat, lang)
    nickname = (names or {}).get(seat)
    if nickname:
        short = nickname if len(nickname) <= NAME_CHARS else nickname[: NAME_CHARS - 1].rstrip() + "…"
        label = words("named", lang, label, short)
    return words("mine", lang, label) if viewer == seat and type(viewer) is int else label


def seat_marks(
    lang: str, seats: Sequence[SeatSpec], *, acting: str | None = None, dead: str | None = None
) -> tuple[tuple[str, str], ...]:
    """The legend lines of the shared seat marks that ``seats`` use: the viewer's
    seat, the seats choosing now (``acting``: the game's own words for it), the dead
    (``dead``: the game's words, e.g. out of the game)."""
    marks: list[tuple[str, str]] = []
    if any(s.you for s in seats):
        marks.append(("ring:" + COLORS["you"], words("your seat", lang)))
    if any(s.acting for s in seats):
        marks.append(("fill:" + COLORS["acting"] + "/" + COLORS["acting_stroke"], acting or words("acting", lang)))
    if any(s.dead for s in seats):
        marks.append(("cross", dead or words("dead mark", lang)))
    return tuple(marks)


#: a game's sides as its role cards show them: side id -> (tone in :data:`TONES`, its
#: mark in English, in Japanese): one character each
Sides = Mapping[str, tuple[str, str, str]]


def side_card(name: str, side: str, sides: Sides, lang: str) -> Card:
    """A face-up role card named ``name`` of ``side``, with its side's colour and mark."""
    tone, en, ja = sides[side]
    return Card(name, color=TONES[tone], mark=ja if lang == "ja" else en)


def side_marks(
    seats: Sequence[SeatSpec], sides: Sides, lang: str, side_name: Callable[[str, str], str]
) -> list[tuple[str, str]]:
    """The legend lines of the sides whose chips ``seats``' cards show, in ``sides``'
    order: the chip and the side's name (``side_name(side, lang)``, the game's words)."""
    shown = {(c.color, c.mark) for s in seats for _, row in s.cards for c in row if c.mark}
    lines = []
    for side, (tone, en, ja) in sides.items():
        mark = ja if lang == "ja" else en
        if (TONES[tone], mark) in shown:
            lines.append((f"chip:{TONES[tone]}/{mark}", words("side", lang, side_name(side, lang))))
    return lines


def card_marks(seats: Sequence[SeatSpec], up: str, back: str) -> list[tuple[str, str]]:
    """The legend lines of the cards the seats show: ``up`` if one is face up (known
    to the viewer), ``back`` if one is face down."""
    cards = [c for s in seats for _, row in s.cards for c in row]
    marks = [("up", up)] if any(c.face_up for c in cards) else []
    return marks + ([("back", back)] if any(not c.face_up for c in cards) else [])


def table_picture(
    viewer: object,
    lang: str,
    *,
    title: str,
    head: str,
    seats: Sequence[SeatSpec],
    sections: Sequence[Section],
    votes: tuple[tuple[Vote, ...], bool, tuple[tuple[str, str], ...]],
    legend: Sequence[tuple[str, str]],
    result: str | None,
    scale: float = 1.0,
    legend_brief: Sequence[tuple[str, str]] | None = None,
) -> Svg:
    """A game's table drawn the one way every game draws it: its title, the head line
    and who is looking (``viewer``), the seats, the side column's ``sections``, the
    vote's arrows (``votes``: the arrows, whether a runoff, their legend lines, as
    :func:`vote_part` gives them), the legend (the vote's lines last; ``legend_brief``: as
    the room's projector page words it, :attr:`TableSpec.legend_brief`) and the result, in
    ``lang``'s font stack."""
    from .viewers import viewer_name

    arrows, runoff, vote_marks = votes
    spec = TableSpec(
        title=title,
        header=(head, words("viewer", lang, viewer_name(viewer, lang))),  # type: ignore[arg-type]
        seats=tuple(seats),
        sections=tuple(sections),
        votes=arrows,
        runoff=runoff,
        legend_title=words("legend", lang),
        legend=(*legend, *vote_marks),
        legend_brief=None if legend_brief is None else (*legend_brief, *vote_marks),
        result=result,
        lang=lang,
    )
    return draw_table(spec, scale=scale)
