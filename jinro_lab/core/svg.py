"""A small SVG builder for the table pictures: escaped text, groups, shapes, arrows,
cards and legends, recording where every label and arrow went.

Variant-agnostic: nothing here names a role or a card. A picture is built in the
units of ``scale=1`` (a pixel at 96 dpi, so a 14 px font is 10.5 pt); ``scale``
only enlarges the outer size (for a projector), the ``viewBox`` keeps the layout.

Every text label's box and every arrow's path is recorded on the result
(:class:`Svg`), so a test can check that no two labels overlap and no arrow
crosses a label::

    >>> b = SvgBuilder(title="demo")
    >>> box = b.text(10, 10, "席3 seat 3")
    >>> round(box.w, 1) > text_width("seat 3", 14)
    True
    >>> svg = b.build(200, 40)
    >>> svg.labels[0].text
    '席3 seat 3'
    >>> str(svg).startswith("<svg")
    True
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable, Sequence
from functools import lru_cache
from html import escape
from typing import Any, NamedTuple
from unicodedata import east_asian_width

__all__ = [
    "FONT",
    "FONT_JA",
    "FONT_SIZE",
    "LEGEND_SIZE",
    "Box",
    "Svg",
    "SvgBuilder",
    "boxes_overlap",
    "checked_scale",
    "mark_room",
    "oval_positions",
    "segment_hits_box",
    "text_width",
]

#: the font stack of a picture in English: a proportional Latin face first (DejaVu Sans,
#: the widest of them, is what most Linux desktops have; Noto Sans, Arial and Helvetica
#: elsewhere), then the Japanese faces for a Japanese name in an English picture
FONT = (
    "'DejaVu Sans', 'Noto Sans', 'Liberation Sans', Arial, Helvetica, "
    "'IPAPGothic', 'IPAexGothic', 'Noto Sans CJK JP', 'Hiragino Sans', sans-serif"
)
#: the font stack of a picture in Japanese: Japanese faces with proportional Latin letters
#: (IPAPGothic comes with IPAGothic in fonts-ipafont-gothic; the fixed-width IPAGothic last)
FONT_JA = "'IPAPGothic', 'IPAexGothic', 'Noto Sans CJK JP', 'Hiragino Sans', 'Yu Gothic', IPAGothic, sans-serif"
#: the body text size in px at scale 1 (10.5 pt)
FONT_SIZE = 14.0
#: the legend's text size in px at scale 1 (at least 10 pt = 13.3 px)
LEGEND_SIZE = 14.0

#: the advance of each printable ASCII character (space to ~), in hundredths of an em,
#: rounded up: the widest of DejaVu Sans, Liberation Sans (Arial's widths) and IPAPGothic,
#: regular and bold (IPAPGothic has no bold: its widths 6 % more), so that an estimate
#: is never short in any face of the stacks above
_ASCII = (
    "32 41 46 84 64 96 78 28 40 40 50 84 32 37 32 50 64 64 64 64 64 64 64 64 64 64 34 34 84 84 84 56 "
    "102 69 69 73 78 67 62 78 76 30 50 67 56 91 76 80 67 80 73 67 62 75 69 99 69 67 69 40 63 40 84 56 "
    "50 62 64 55 64 62 36 64 64 28 28 58 28 98 64 62 64 64 42 53 40 64 60 82 60 60 53 64 34 64 84"
)
_ASCII_BOLD = (
    "35 46 53 84 70 101 88 31 46 46 53 84 38 42 38 53 70 70 70 70 70 70 70 70 70 70 40 40 84 84 84 62 "
    "100 78 77 77 84 69 69 83 84 38 56 78 64 100 84 86 74 86 78 73 69 82 78 111 78 73 73 46 67 46 84 56 "
    "53 68 72 60 72 68 44 72 72 35 35 67 35 105 72 69 72 72 50 60 48 72 66 93 65 66 59 72 37 72 84"
)
_EMS = {chr(32 + i): int(w) / 100 for i, w in enumerate(_ASCII.split())}
_EMS_BOLD = {chr(32 + i): int(w) / 100 for i, w in enumerate(_ASCII_BOLD.split())}
#: a narrow character outside ASCII (an accented letter, a dash): as wide as the widest letter
_OTHER_EM = 1.0
#: East Asian wide, full-width and ambiguous characters: one em
_WIDE_EM = 1.0
#: what a browser's hinting and rounding may add to a Latin run
_SLACK = 1.03


class Box(NamedTuple):
    """A laid-out text label: its top-left corner, width and height, and its text."""

    x: float
    y: float
    w: float
    h: float
    text: str

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h


def checked_scale(scale: Any) -> float:
    """``scale`` as a float in 0.5 .. 4 (how much larger than its own size a picture is
    drawn); anything else raises :class:`~jinro_lab.core.errors.InvalidArgument`."""
    from .errors import InvalidArgument, describe

    if scale.__class__ not in (int, float) or not 0.5 <= scale <= 4:
        raise InvalidArgument(f"scale must be a number from 0.5 to 4, got {describe(scale)}")
    return float(scale)


def text_width(text: str, size: float = FONT_SIZE, bold: bool = False) -> float:
    """An estimate of the width of ``text`` at ``size`` px in the pictures' proportional
    faces (:data:`FONT`, :data:`FONT_JA`), never short: each ASCII character by the widest
    of those faces' advances (bold ones for ``bold``), 3 % more for a browser's rounding;
    East Asian wide, full-width and ambiguous characters (``unicodedata.east_asian_width``
    W, F or A: ① and ○ are wide in a Japanese font) one em; any other character one em."""
    return _text_width(text, size, bold)


@lru_cache(maxsize=8192)
def _text_width(text: str, size: float, bold: bool) -> float:
    """:func:`text_width`, kept: a picture measures the same labels again and again
    (to wrap them, to size a box, to draw them), and so do the pictures of a game."""
    table = _EMS_BOLD if bold else _EMS
    narrow = wide = 0.0
    for ch in text:
        em = table.get(ch)
        if em is not None:
            narrow += em
        elif east_asian_width(ch) in "WFA":
            wide += _WIDE_EM
        else:
            narrow += _OTHER_EM
    return (narrow * _SLACK + wide) * size


def mark_room(size: float = LEGEND_SIZE) -> float:
    """How far a legend line's text starts after its mark, for text of ``size`` px
    (34 px at the legend's usual 14 px)."""
    return 34 * size / LEGEND_SIZE


def boxes_overlap(a: Box, b: Box, gap: float = 0.0) -> bool:
    """Whether two boxes overlap (touching edges do not)."""
    return a.x < b.right + gap and b.x < a.right + gap and a.y < b.bottom + gap and b.y < a.bottom + gap


def segment_hits_box(p: tuple[float, float], q: tuple[float, float], box: Box) -> bool:
    """Whether the segment ``p``–``q`` meets ``box`` (Liang–Barsky clipping)."""
    x0, y0 = p
    dx, dy = q[0] - x0, q[1] - y0
    t0, t1 = 0.0, 1.0
    for edge_p, edge_q in (
        (-dx, x0 - box.x),
        (dx, box.right - x0),
        (-dy, y0 - box.y),
        (dy, box.bottom - y0),
    ):
        if edge_p == 0:
            if edge_q < 0:
                return False
            continue
        t = edge_q / edge_p
        if edge_p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 > t1:
            return False
    return True


def oval_positions(n: int, cx: float, cy: float, rx: float, ry: float) -> list[tuple[float, float, float, float]]:
    """``n`` seats around an oval, seat 0 at the top, clockwise: per seat its point
    ``(x, y)`` on the oval and the outward unit normal ``(ux, uy)`` there."""
    out = []
    for i in range(n):
        a = -math.pi / 2 + 2 * math.pi * i / n
        c, s = math.cos(a), math.sin(a)
        nx, ny = c / rx, s / ry
        norm = math.hypot(nx, ny)
        out.append((cx + rx * c, cy + ry * s, nx / norm, ny / norm))
    return out


def num(v: float) -> str:
    """A coordinate, short: ``12``, ``12.5`` (rounded to one decimal as ``round`` rounds:
    ``format``'s ``.1f`` rounds the same way, and is quicker)."""
    if v.__class__ is float and -1e15 < v < 1e15:
        text = f"{v:.1f}"
        if text[-2:] != ".0":
            return text
        text = text[:-2]
        return "0" if text == "-0" else text
    r = round(v, 1)
    return str(int(r)) if r == int(r) else str(r)


@lru_cache(maxsize=4096)
def _quoted(value: str) -> str:
    """``value`` escaped for an attribute (kept: a picture repeats its colours and classes)."""
    return escape(value, quote=True)


@lru_cache(maxsize=8192)
def _escaped(text: str) -> str:
    """``text`` escaped for an element's content (kept: the pictures of a game repeat their labels)."""
    return escape(text, quote=False)


#: the SVG names of the builder's keyword attributes (``stroke_width`` → ``stroke-width``)
_NAMES: dict[str, str] = {}


def _attrs(attrs: dict[str, object]) -> str:
    parts = []
    for k, v in attrs.items():
        if v is None:
            continue
        name = _NAMES.get(k) or _NAMES.setdefault(k, k.replace("_", "-"))
        if isinstance(v, float):  # a number has nothing to escape
            parts.append(f' {name}="{num(v)}"')
        else:
            parts.append(f' {name}="{_quoted(str(v))}"')
    return "".join(parts)


class Svg:
    """A finished picture: ``str(svg)`` is the SVG text, Jupyter shows it through
    ``_repr_svg_``; ``labels`` are the laid-out text boxes and ``arrows`` the arrows'
    paths as points (for tests), ``width``/``height`` the size at scale 1."""

    __slots__ = ("arrows", "height", "labels", "text", "width")

    def __init__(
        self,
        text: str,
        labels: Sequence[Box],
        arrows: Sequence[tuple[tuple[float, float], ...]],
        width: float,
        height: float,
    ) -> None:
        self.text = text
        self.labels = tuple(labels)
        self.arrows = tuple(arrows)
        self.width = width
        self.height = height

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"<Svg {num(self.width)}x{num(self.height)}, {len(self.labels)} labels, {len(self.arrows)} arrows>"

    def _repr_svg_(self) -> str:
        return self.text

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Svg) and other.text == self.text

    def __hash__(self) -> int:
        return hash(self.text)

    def overlaps(self) -> list[tuple[Box, Box]]:
        """The pairs of labels that overlap (none in a good picture)."""
        boxes = sorted(self.labels, key=lambda b: b.x)
        found = []
        for i, a in enumerate(boxes):
            for b in boxes[i + 1 :]:
                if b.x >= a.right:
                    break
                if boxes_overlap(a, b):
                    found.append((a, b))
        return found

    def crossings(self) -> list[tuple[int, Box]]:
        """The (arrow index, label) pairs where an arrow crosses a label (none in a good picture)."""
        found = []
        for i, pts in enumerate(self.arrows):
            for box in self.labels:
                if any(segment_hits_box(p, q, box) for p, q in itertools.pairwise(pts)):
                    found.append((i, box))
        return found


class SvgBuilder:
    """Collects the elements of one picture; :meth:`build` gives the :class:`Svg`.

    Coordinates are at scale 1; ``scale`` multiplies the outer size only. ``font``:
    the font stack (:data:`FONT`, or :data:`FONT_JA` for a Japanese picture).
    """

    def __init__(
        self, *, title: str | None = None, desc: str | None = None, scale: float = 1.0, font: str = FONT
    ) -> None:
        if not (isinstance(scale, int | float) and 0 < scale <= 20):
            from .errors import InvalidArgument

            raise InvalidArgument(f"scale must be a number above 0 and at most 20, got {scale!r}")
        self.scale = float(scale)
        self.title = title
        self.desc = desc
        self.font = font
        self._parts: list[str] = []
        self._labels: list[Box] = []
        self._arrows: list[tuple[tuple[float, float], ...]] = []
        self._markers: dict[str, str] = {}

    # ----- structure ---------------------------------------------------------------
    def open(self, cls: str | None = None, **attrs: object) -> None:
        """Open a group ``<g>`` (close it with :meth:`close`)."""
        self._parts.append(f"<g{_attrs({'class': cls, **attrs})}>")

    def close(self) -> None:
        self._parts.append("</g>")

    def raw(self, fragment: str) -> None:
        """Append an SVG fragment as it is (the caller escapes it)."""
        self._parts.append(fragment)

    # ----- shapes ------------------------------------------------------------------
    def rect(self, x: float, y: float, w: float, h: float, *, rx: float = 0, **style: object) -> None:
        self._parts.append(
            f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}"'
            + (f' rx="{num(rx)}"' if rx else "")
            + f"{_attrs(style)}/>"
        )

    def circle(self, cx: float, cy: float, r: float, **style: object) -> None:
        self._parts.append(f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}"{_attrs(style)}/>')

    def ellipse(self, cx: float, cy: float, rx: float, ry: float, **style: object) -> None:
        self._parts.append(f'<ellipse cx="{num(cx)}" cy="{num(cy)}" rx="{num(rx)}" ry="{num(ry)}"{_attrs(style)}/>')

    def path(self, d: str, **style: object) -> None:
        self._parts.append(f'<path d="{d}"{_attrs(style)}/>')

    def cross(self, cx: float, cy: float, r: float, *, stroke: str = "#555", width: float = 2.5) -> None:
        """An ✕ of half-size ``r`` (a dead seat's mark)."""
        d = (
            f"M{num(cx - r)},{num(cy - r)}L{num(cx + r)},{num(cy + r)}"
            f"M{num(cx - r)},{num(cy + r)}L{num(cx + r)},{num(cy - r)}"
        )
        self.path(d, stroke=stroke, stroke_width=width, fill="none", stroke_linecap="round")

    def _marker(self, color: str) -> str:
        key = "arrow" + "".join(ch for ch in color if ch.isalnum())
        if key not in self._markers:
            self._markers[key] = (
                f'<marker id="{key}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="5" markerHeight="5"'
                f' orient="auto-start-reverse"><path d="M0,0L10,5L0,10z" fill="{escape(color)}"/></marker>'
            )
        return key

    def arrow(
        self,
        points: Sequence[tuple[float, float]],
        *,
        color: str = "#c0392b",
        width: float = 2.0,
        dash: str | None = None,
        title: str | None = None,
    ) -> None:
        """An arrow along ``points`` (a polyline) with a head at the last point; its
        path is recorded for the overlap checks."""
        pts = tuple((float(x), float(y)) for x, y in points)
        d = "M" + "L".join(f"{num(x)},{num(y)}" for x, y in pts)
        marker = self._marker(color)
        tip = f"<title>{escape(title)}</title>" if title else ""
        self._parts.append(
            f'<path d="{d}" fill="none" stroke="{escape(color)}" stroke-width="{num(width)}"'
            + (f' stroke-dasharray="{dash}"' if dash else "")
            + f' marker-end="url(#{marker})">{tip}</path>'
        )
        self._arrows.append(pts)

    # ----- text --------------------------------------------------------------------
    def text(
        self,
        x: float,
        y: float,
        text: str,
        *,
        size: float = FONT_SIZE,
        anchor: str = "start",
        weight: str | None = None,
        fill: str = "#222",
        italic: bool = False,
        strike: bool = False,
        record: bool = True,
    ) -> Box:
        """A one-line label whose box's top is ``y`` (``anchor``: ``start``, ``middle``
        or ``end`` at ``x``; ``strike``: struck through); returns (and records) its box."""
        w = text_width(text, size, weight == "bold" or italic)  # a slanted glyph reaches further too
        h = size * 1.25
        left = x - w / 2 if anchor == "middle" else x - w if anchor == "end" else x
        base = y + size * 0.95
        self._parts.append(
            f'<text x="{num(x)}" y="{num(base)}" font-size="{num(size)}"'
            + (f' text-anchor="{anchor}"' if anchor != "start" else "")
            + (f' font-weight="{weight}"' if weight else "")
            + (' font-style="italic"' if italic else "")
            + (' text-decoration="line-through"' if strike else "")
            + f' fill="{_quoted(fill)}">{_escaped(text)}</text>'
        )
        box = Box(left, y, w, h, text)
        if record:
            self._labels.append(box)
        return box

    # ----- cards and legends ---------------------------------------------------------
    def card(
        self,
        x: float,
        y: float,
        name: str | None,
        *,
        face_up: bool = True,
        size: float = FONT_SIZE,
        note: bool = False,
        color: str | None = None,
        mark: str | None = None,
    ) -> tuple[float, float]:
        """A card at ``(x, y)``: face up with its ``name``; face down as a back with a
        question mark (with ``name`` in light letters if the viewer knows it, in italics
        if ``note``: a memory). ``color`` and ``mark``: a chip of that colour with that
        short mark before the name (a role's side). Returns its width and height."""
        h = size * 1.25 + 6
        if name is None:
            w = h * 0.8
            self.rect(x, y, w, h, rx=3, fill="#3d5a80", stroke="#1d2d44", stroke_width=1)
            self.text(x + w / 2, y + 3, "?", size=size, anchor="middle", weight="bold", fill="#dbe7f3")
            return w, h
        w = self.card_width(name, size, note, mark)
        if face_up:
            self.rect(x, y, w, h, rx=3, fill="#fffdf5", stroke=color or "#8a7a55", stroke_width=1.5 if color else 1.2)
            ink = "#222"
        else:
            self.rect(x, y, w, h, rx=3, fill="#3d5a80", stroke=color or "#1d2d44", stroke_width=1.5 if color else 1)
            ink = "#ffffff"
        left = x + 5
        if mark:
            chip = self._chip_width(mark, size)
            self.rect(x, y, chip, h, rx=3, fill=color or "#555555")
            self.text(x + chip / 2, y + 3, mark, size=size, anchor="middle", weight="bold", fill="#ffffff")
            left = x + chip + 5
        self.text(left, y + 3, name, size=size, fill=ink, italic=note)
        return w, h

    @staticmethod
    def _chip_width(mark: str, size: float) -> float:
        """The width of a card's chip holding ``mark``: a square at least."""
        return max(size * 1.25 + 6, text_width(mark, size, True) + 8)

    def card_width(
        self, name: str | None, size: float = FONT_SIZE, note: bool = False, mark: str | None = None
    ) -> float:
        """The width of :meth:`card`'s card (a memory's italic name is wider; a ``mark``
        adds its chip)."""
        h = size * 1.25 + 6
        if name is None:
            return h * 0.8
        return text_width(name, size, note) + 10 + (self._chip_width(mark, size) if mark else 0.0)

    def legend(
        self, x: float, y: float, title: str, entries: Iterable[tuple[str, str]], size: float = LEGEND_SIZE
    ) -> tuple[float, float]:
        """A legend block: a title and one line per ``(mark, text)`` in text of ``size``
        px (the marks grow with it); returns its width and height. Marks: ``fill:#rgb``
        (a swatch; ``fill:#rgb/#stroke`` with a border), ``ring:#rgb`` (a thick border),
        ``cross``, ``arrow:#rgb``, ``dash:#rgb`` (a dashed arrow), ``back`` (a card
        back), ``up`` (a face-up card), ``known`` (a face-down card the viewer knows),
        ``chip:#rgb/M`` (a card's chip of that colour with the short mark ``M``)."""
        k = size / LEGEND_SIZE
        line = size * 1.25 + 8 * k
        head = self.text(x, y, title, size=size, weight="bold")
        width = head.w
        my = y + line
        for mark, text in entries:
            self.mark(x, my, mark, size)
            box = self.text(x + mark_room(size), my, text, size=size)
            width = max(width, box.right - x)
            my += line
        return width, my - y

    def mark(self, x: float, y: float, mark: str, size: float = LEGEND_SIZE) -> None:
        """A legend mark (see :meth:`legend`) for text of ``size`` px at ``(x, y)``:
        26 px wide at the legend's usual 14 px, wider with larger text."""
        k = size / LEGEND_SIZE
        h = size * 1.25
        w = 26 * k
        kind, _, color = mark.partition(":")
        if kind == "fill":
            fill, _, stroke = color.partition("/")
            self.rect(x, y, w, h, rx=3, fill=fill, stroke=stroke or "#777", stroke_width=1)
        elif kind == "ring":
            self.rect(x + 1, y + 1, w - 2, h - 2, rx=3, fill="#ffffff", stroke=color, stroke_width=3.5 * k)
        elif kind == "cross":
            self.circle(x + w / 2, y + h / 2, 7 * k, fill="#bbbbbb", stroke="#777")
            self.cross(x + w / 2, y + h / 2, 6 * k, width=2.5 * k)
        elif kind in ("arrow", "dash"):
            marker = self._marker(color)
            dash = f' stroke-dasharray="{num(6 * k)} {num(3 * k)}"' if kind == "dash" else ""
            self.raw(
                f'<path d="M{num(x)},{num(y + h / 2)}L{num(x + w)},{num(y + h / 2)}" stroke="{color}"'
                f' stroke-width="{num(2.5 * k)}"{dash} marker-end="url(#{marker})"/>'
            )
        elif kind == "back":
            self.rect(x + 6 * k, y - 2, 14 * k, h + 4, rx=2, fill="#3d5a80", stroke="#1d2d44")
        elif kind == "up":
            self.rect(x + 6 * k, y - 2, 14 * k, h + 4, rx=2, fill="#fffdf5", stroke="#8a7a55")
        elif kind == "known":
            self.rect(x + 6 * k, y - 2, 14 * k, h + 4, rx=2, fill="#3d5a80", stroke="#1d2d44")
            self.rect(x + 10 * k, y + 4, 6 * k, h - 8, fill="#ffffff")
        elif kind == "chip":
            fill, _, letter = color.partition("/")
            chip = self._chip_width(letter, size)
            self.rect(x, y - 3, chip, h + 6, rx=3, fill=fill)
            self.text(x + chip / 2, y, letter, size=size, anchor="middle", weight="bold", fill="#ffffff")
        elif kind == "dot":
            self.circle(x + w / 2, y + h / 2, 7 * k, fill=color, stroke="#555")

    # ----- the result ------------------------------------------------------------------
    def build(self, width: float, height: float) -> Svg:
        """The picture, ``width`` × ``height`` at scale 1, drawn at that size times the
        scale; its ``viewBox`` keeps the layout when a page shrinks it to its container
        (the kit's pages, widgets and replays give their pictures ``max-width: 100%;
        height: auto``; an inline style here would stop the replay's Zoom)."""
        w, h = math.ceil(width), math.ceil(height)
        head = (
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{num(w * self.scale)}"'
            f' height="{num(h * self.scale)}" viewBox="0 0 {w} {h}" font-family="{escape(self.font)}"'
            ' role="img">'
        )
        meta = ""
        if self.title:
            meta += f"<title>{escape(self.title, quote=False)}</title>"
        if self.desc:
            meta += f"<desc>{escape(self.desc, quote=False)}</desc>"
        defs = f"<defs>{''.join(self._markers.values())}</defs>" if self._markers else ""
        background = f'<rect width="{w}" height="{h}" fill="#ffffff"/>'
        text = head + meta + defs + background + "".join(self._parts) + "</svg>"
        return Svg(text, self._labels, self._arrows, w, h)
