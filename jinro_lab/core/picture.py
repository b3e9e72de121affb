"""The table as a picture, shared by every game: seats around an oval table, each
seat a box of text lines and card rows, the latest vote as arrows across the table,
a column of sections (the middle of the table: deck, rooms, rule changes…) and a
legend beside it, a header above and the result below.

Variant-agnostic: a game's ``picture.py`` turns its view into a :class:`TableSpec`
(strings, cards and marks as the viewer may see them) and :func:`draw_table` lays it
out. The layout keeps labels apart by construction: every seat box lies outside the
tangent of the oval at its seat, so the arrows (chords inside the oval) never cross
a label; the oval grows until no two boxes touch; the side column sits to the right.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any
from unicodedata import east_asian_width

from .events import Ballot
from .i18n import Labels
from .svg import FONT_SIZE, Box, Svg, SvgBuilder, boxes_overlap, oval_positions, text_width

__all__ = [
    "COLORS",
    "Card",
    "SeatSpec",
    "Section",
    "TableSpec",
    "Vote",
    "draw_table",
    "latest_ballots",
    "seat_marks",
    "seat_title",
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
#: room colours (LotRO) or any grouping, in order
GROUP_COLORS = ("#f4a259", "#5b8e7d", "#bc4b51", "#8c6bb1", "#4f86c6", "#c9a227", "#7f7f7f", "#e377c2")

#: the words every game's picture shares
words = Labels(
    {
        "legend": ("legend", "凡例"),
        "you": ("you", "あなた"),
        "mine": ("{} (you)", "{}（あなた）"),
        "your seat": ("your seat (you)", "あなたの席"),
        "acting": ("choosing now", "選択中"),
        "dead": ("dead", "死亡"),
        "dead mark": ("dead (greyed, crossed)", "死亡（灰色・×印）"),
        "viewer": ("viewer: {}", "視点: {}"),
        "vote": ("vote: {}", "投票: {}"),
        "runoff": ("{} runoff {}", "{}の決選投票{}回目"),
        "ballot": ("a ballot: voter → choice", "投票: 投票者 → 投票先"),
        "runoff ballot": ("a runoff ballot: voter → choice", "決選投票: 投票者 → 投票先"),
        "weight": ("a thicker arrow: a heavier ballot", "太い矢印: 重みのある票"),
        "ballots": (("{} ballot seen", "{} ballots seen"), "見えた票: {}"),
        "voted for": ("{} ← {}", "{} ← {}"),
        "no one": ("-", "なし"),
    }
)

_PAD = 7.0
_LINE = FONT_SIZE * 1.25 + 3
_WRAP = 250.0  # the widest seat line before it wraps
_COLUMN = 360.0  # the widest side-column line before it wraps


@dataclass(frozen=True)
class Card:
    """A card as the viewer sees it: ``name`` ``None`` for an unknown back; a
    face-down card the viewer knows shows its name on the back (``note``: a memory)."""

    name: str | None
    face_up: bool = True
    note: bool = False


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


def _units(text: str) -> list[str]:
    """``text`` as the pieces a line may break between: each space, each wide (CJK)
    character, and each run of other characters (a word, a rule id such as MAH-E23)."""
    units: list[str] = []
    for ch in text:
        narrow = not ch.isspace() and east_asian_width(ch) not in ("W", "F")
        if narrow and units and not units[-1].isspace() and east_asian_width(units[-1][-1]) not in ("W", "F"):
            units[-1] += ch
        else:
            units.append(ch)
    return units


def wrap(text: str, width: float, size: float = FONT_SIZE, bold: bool = False) -> list[str]:
    """``text`` in lines no wider than ``width`` px: broken at spaces or between wide
    (CJK) characters, never inside a word or a rule id, nor before closing punctuation;
    only a word longer than a whole line is broken inside."""
    if text_width(text, size, bold) <= width:
        return [text]
    lines: list[str] = []
    current = ""
    for unit in _units(text):
        trial = current + unit
        if not current.strip() or text_width(trial, size, bold) <= width or unit[0] in _NO_BREAK_BEFORE:
            current = trial.lstrip()
            continue
        lines.append(current.rstrip())
        current = "" if unit.isspace() else unit
    if current:
        lines.append(current)
    return [piece for line in lines for piece in _cut(line, width, size, bold)]


def _cut(line: str, width: float, size: float, bold: bool) -> list[str]:
    """A line that is still too wide (one long word) cut into pieces that fit."""
    pieces = [""]
    for ch in line:
        if pieces[-1] and text_width(pieces[-1] + ch, size, bold) > width:
            pieces.append("")
        pieces[-1] += ch
    return pieces


class _SeatBox:
    """A seat's box laid out at the origin: its lines and card rows, and its size."""

    def __init__(self, b: SvgBuilder, spec: SeatSpec) -> None:
        self.spec = spec
        self.lines: list[tuple[str, bool]] = []
        for i, line in enumerate(spec.lines):
            self.lines += [(part, i == 0) for part in wrap(line, _WRAP, bold=i == 0)]
        self.rows: list[tuple[str | None, list[list[Card]]]] = []
        left = _PAD + (6 if spec.band else 0)
        width = max((text_width(t, bold=bold) for t, bold in self.lines), default=0.0)
        for label, cards in spec.cards:
            rows: list[list[Card]] = [[]]
            used = 0.0
            for card in cards:
                cw = b.card_width(card.name, note=card.note) + 4
                if rows[-1] and used + cw > _WRAP:
                    rows.append([])
                    used = 0.0
                rows[-1].append(card)
                used += cw
                width = max(width, used)
            if label:
                width = max(width, text_width(label))
            self.rows.append((label, rows))
        self.left = left
        self.w = width + left + _PAD
        card_h = FONT_SIZE * 1.25 + 6
        h = _PAD + _LINE * len(self.lines)
        for label, rows in self.rows:
            h += (_LINE if label else 0) + sum(card_h + 4 for row in rows if row) + 2
        self.h = h + _PAD - 3

    def draw(self, b: SvgBuilder, x: float, y: float) -> None:
        s = self.spec
        fill = s.fill or (
            COLORS["dead"] if s.dead else COLORS["acting"] if s.acting else COLORS["dim"] if s.dim else COLORS["seat"]
        )
        if s.acting and s.dead:
            fill = COLORS["dead"]
        stroke, sw = ("#888888", 1.2)
        if s.acting:
            stroke, sw = COLORS["acting_stroke"], 3.0
        if s.you:
            stroke, sw = COLORS["you"], 3.5
        b.open("seat", data_seat=s.seat)
        b.rect(x, y, self.w, self.h, rx=6, fill=fill, stroke=stroke, stroke_width=sw)
        if s.acting and s.you:  # both marks: the turn's colour inside the viewer's border
            b.rect(x + 3.5, y + 3.5, self.w - 7, self.h - 7, rx=4, fill="none", stroke=COLORS["acting_stroke"])
        if s.band:
            b.rect(x + 3, y + 4, 6, self.h - 8, rx=2, fill=s.band)
        color = "#6a6a6a" if s.dead or s.dim else "#222222"
        ty = y + _PAD
        for text, bold in self.lines:
            b.text(x + self.left, ty, text, weight="bold" if bold else None, fill=color)
            ty += _LINE
        card_h = FONT_SIZE * 1.25 + 6
        for label, rows in self.rows:
            if label:
                b.text(x + self.left, ty, label, fill=color)
                ty += _LINE
            for row in rows:
                cx = x + self.left
                for card in row:
                    w, _ = b.card(cx, ty, card.name, face_up=card.face_up, note=card.note)
                    cx += w + 4
                if row:
                    ty += card_h + 4
            ty += 2
        b.close()


def _place(boxes: Sequence[_SeatBox], rx: float, ry: float) -> list[tuple[float, float, Box]]:
    """Each seat's point on the oval (centred at 0, 0) and its box, outside the
    oval's tangent there."""
    out = []
    gap = 14.0
    for (px, py, ux, uy), box in zip(oval_positions(len(boxes), 0, 0, rx, ry), boxes, strict=True):
        hw, hh = box.w / 2, box.h / 2
        t = gap + hw * abs(ux) + hh * abs(uy)
        cx, cy = px + ux * t, py + uy * t
        out.append((px, py, Box(cx - hw, cy - hh, box.w, box.h, "")))
    return out


def _fit(boxes: Sequence[_SeatBox]) -> tuple[float, float, list[tuple[float, float, Box]]]:
    """The smallest oval (by steps of 8 %) whose seat boxes do not touch."""
    n = len(boxes)
    rx = max(110.0, 26.0 * n)
    ry = rx * 0.62
    for _ in range(60):
        placed = _place(boxes, rx, ry)
        rects = [p[2] for p in placed]
        if not any(boxes_overlap(rects[i], rects[j], 10) for i in range(n) for j in range(i + 1, n)):
            return rx, ry, placed
        rx *= 1.08
        ry *= 1.08
    return rx, ry, placed


def _arrows(b: SvgBuilder, spec: TableSpec, dots: Sequence[tuple[float, float]]) -> None:
    pairs = {(v.voter, v.target) for v in spec.votes}
    color = COLORS["runoff"] if spec.runoff else COLORS["vote"]
    dash = "7 4" if spec.runoff else None
    n = len(dots)
    for v in spec.votes:
        if v.voter == v.target or not (0 <= v.voter < n and 0 <= v.target < n):
            continue
        (x0, y0), (x1, y1) = dots[v.voter], dots[v.target]
        dx, dy = x1 - x0, y1 - y0
        d = (dx * dx + dy * dy) ** 0.5 or 1.0
        ux, uy = dx / d, dy / d
        off = 5.0 if (v.target, v.voter) in pairs else 0.0  # both ways: side by side
        nx, ny = -uy * off, ux * off
        start = (x0 + ux * 11 + nx, y0 + uy * 11 + ny)
        end = (x1 - ux * 11 + nx, y1 - uy * 11 + ny)
        b.arrow((start, end), color=color, width=1.8 + 1.4 * (max(v.weight, 1) - 1), dash=dash)


def _line_width(entry: str | tuple[str, str]) -> float:
    if isinstance(entry, tuple):
        return 34 + max(text_width(p) for p in wrap(entry[1], _COLUMN - 34))
    return max(text_width(p) for p in wrap(entry, _COLUMN))


def draw_table(spec: TableSpec, *, scale: float = 1.0) -> Svg:
    """Lay out and draw ``spec``: the header, the table with its seats and the vote's
    arrows, the side column (sections, then the legend), and the result."""
    b = SvgBuilder(title=spec.title, desc=spec.desc or " / ".join(spec.header), scale=scale)
    margin = 16.0
    # the header
    y = margin
    header_w = 0.0
    for i, line in enumerate(spec.header):
        box = b.text(margin, y, line, size=17.0 if i == 0 else FONT_SIZE, weight="bold" if i == 0 else None)
        header_w = max(header_w, box.w)
        y += box.h + 4
    top = y + 8
    # the seats around the oval
    boxes = [_SeatBox(b, s) for s in spec.seats]
    rx, ry, placed = _fit(boxes)
    min_x = min([-rx] + [p[2].x for p in placed])
    min_y = min([-ry] + [p[2].y for p in placed])
    max_x = max([rx] + [p[2].right for p in placed])
    max_y = max([ry] + [p[2].bottom for p in placed])
    ox, oy = margin - min_x, top - min_y
    b.ellipse(ox, oy, rx, ry, fill=COLORS["felt"], stroke=COLORS["felt_stroke"], stroke_width=2)
    dots = []
    for (px, py, rect), seat_box, s in zip(placed, boxes, spec.seats, strict=True):
        seat_box.draw(b, rect.x + ox, rect.y + oy)
        dx, dy = px + ox, py + oy
        dots.append((dx, dy))
        dot = s.band or (
            "#bbbbbb" if s.dead else COLORS["acting_stroke"] if s.acting else COLORS["you"] if s.you else COLORS["dot"]
        )
        b.circle(dx, dy, 8, fill=dot, stroke="#444444", stroke_width=1)
        if s.dead:
            b.cross(dx, dy, 6.5, stroke="#333333")
    _arrows(b, spec, dots)
    table_right = max_x + ox
    table_bottom = max_y + oy
    # the side column
    cx = table_right + 32
    cy = top
    col_w = 0.0
    for section in spec.sections:
        start_x, start_y = cx, cy
        if section.box:
            cx += 10
            cy += 7
        box = b.text(cx, cy, section.title, weight="bold")
        col_w = max(col_w, box.right - start_x)
        cy += _LINE
        for entry in section.lines:
            mark, text = entry if isinstance(entry, tuple) else ("", entry)
            indent = 34.0 if mark else 0.0
            for part in wrap(text, _COLUMN - indent):
                if mark:
                    b.mark(cx, cy, mark, FONT_SIZE)
                    mark = ""
                box = b.text(cx + indent, cy, part)
                col_w = max(col_w, box.right - start_x)
                cy += _LINE
        if section.cards:
            x = cx
            for card in section.cards:
                w = b.card_width(card.name, note=card.note) + 4
                if x > cx and x + w - cx > _COLUMN:
                    x = cx
                    cy += FONT_SIZE * 1.25 + 10
                b.card(x, cy, card.name, face_up=card.face_up, note=card.note)
                x += w
                col_w = max(col_w, x - start_x)
            cy += FONT_SIZE * 1.25 + 10
        if section.box:
            inner = max(text_width(section.title, bold=True), *(_line_width(e) for e in section.lines))
            b.rect(
                start_x, start_y, inner + 20, cy - start_y + 3, rx=6, fill="none", stroke=section.box, stroke_width=3
            )
            col_w = max(col_w, inner + 20)
            cx = start_x
            cy += 6
        cy += 10
    if spec.legend:
        w, h = b.legend(cx, cy, spec.legend_title, spec.legend)
        col_w = max(col_w, w)
        cy += h
    width = max(cx + col_w + margin, margin + header_w + margin)
    bottom = max(table_bottom, cy) + 12
    if spec.result is not None:
        for part in wrap(spec.result, width - 2 * margin, 16.0, bold=True):
            box = b.text(margin, bottom, part, size=16.0, weight="bold")
            bottom = box.bottom + 4
    return b.build(width, bottom + margin)


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
        lines.append(words("voted for", lang, seat_label(target, lang), sep.join(seat_label(v, lang) for v in voters)))
    color = COLORS["runoff"] if rnd else COLORS["vote"]
    legend = [("dash:" if rnd else "arrow:") + color, words("runoff ballot" if rnd else "ballot", lang)]
    marks: list[tuple[str, str]] = [(legend[0], legend[1])]
    if any(b.weight > 1 for b in ballots):
        marks.append(("arrow:" + color, words("weight", lang)))
    return votes, bool(rnd), Section(words("vote", lang, name), tuple(lines)), tuple(marks)


def seat_title(seat: int, viewer: object, lang: str) -> str:
    """A seat box's first line: ``seat 2``, the viewer's own ``seat 2 (you)`` / ``席2（あなた）``."""
    from .i18n import seat_label

    name = seat_label(seat, lang)
    return words("mine", lang, name) if viewer == seat and type(viewer) is int else name


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
) -> Svg:
    """A game's table drawn the one way every game draws it: its title, the head line
    and who is looking (``viewer``), the seats, the side column's ``sections``, the
    vote's arrows (``votes``: the arrows, whether a runoff, their legend lines, as
    :func:`vote_part` gives them), the legend (the vote's lines last) and the result."""
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
        result=result,
    )
    return draw_table(spec, scale=scale)
