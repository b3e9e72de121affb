"""The SVG builder and the shared table layout (issue 18): valid XML, text widths
that count wide characters, labels that never overlap and arrows that never cross
a label at 3 to 16 seats in English and Japanese, legend text at least 10 pt; a
picture given a height takes a lower layout than its oval (the seats in rows around
a wide table), its arrows clear of the seats they pass."""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from dataclasses import replace
from itertools import pairwise

import pytest

from jinro_lab.core.errors import InvalidArgument
from jinro_lab.core.events import Ballot
from jinro_lab.core.picture import (
    COLORS,
    ORDINARY,
    PROJECTOR,
    Card,
    SeatSpec,
    Section,
    TableSpec,
    Vote,
    draw_table,
    latest_ballots,
    vote_part,
    wrap,
)
from jinro_lab.core.svg import FONT, FONT_JA, LEGEND_SIZE, Box, SvgBuilder, boxes_overlap, segment_hits_box, text_width
from jinro_lab.core.voting import vote_id

NS = "{http://www.w3.org/2000/svg}"
MIN_PX = 10 * 96 / 72  # 10 pt at 96 dpi


def font_sizes(svg: str) -> list[float]:
    root = ET.fromstring(svg)
    return [float(t.get("font-size", "0")) for t in root.iter(NS + "text")]


def test_text_width_counts_wide_characters() -> None:
    assert text_width("席", 10) == pytest.approx(10.0)
    assert text_width("人狼の襲撃①", 14) == pytest.approx(6 * 14)  # ① is ambiguous: wide in a Japanese font
    assert text_width("席3", 14) > text_width("s3", 14)


@pytest.mark.parametrize("bold", [False, True], ids=["regular", "bold"])
def test_text_width_is_never_short_in_a_proportional_face(bold: bool) -> None:
    """The estimate is for proportional faces (DejaVu Sans, the widest of the Latin stack:
    matplotlib's copy of it measured here), never short for any ASCII character, and
    proportional itself: an ``i`` is narrower than an ``M``."""
    from pathlib import Path

    import matplotlib
    from fontTools.ttLib import TTFont

    fonts = Path(matplotlib.get_data_path()) / "fonts" / "ttf"
    font = TTFont(fonts / ("DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"))
    cmap, advances, em = font.getBestCmap(), font["hmtx"], font["head"].unitsPerEm
    for code in range(32, 127):
        measured = advances[cmap[code]][0] / em * 100
        assert text_width(chr(code), 100, bold) >= measured, chr(code)
    assert text_width("i", 14, bold) < text_width("M", 14, bold) / 2
    sentence = "seat 3 · Aiko votes for seat 5 (MAH-40)"
    drawn = sum(advances[cmap[ord(c)]][0] for c in sentence) / em * 14
    assert drawn <= text_width(sentence, 14, bold) <= drawn * 1.3  # never short, not much longer either


def test_the_font_stacks_put_a_proportional_face_first() -> None:
    """English pictures: a proportional Latin face first (the fixed-width IPAGothic
    nowhere); Japanese pictures: proportional Japanese faces, IPAGothic only last."""
    assert FONT.startswith("'DejaVu Sans'") and "IPAGothic" not in FONT.replace("IPAPGothic", "")
    assert FONT_JA.startswith("'IPAPGothic'") and FONT_JA.index("IPAGothic") > FONT_JA.index("Noto Sans CJK JP")
    assert ET.fromstring(str(SvgBuilder(font=FONT_JA).build(10, 10))).get("font-family") == FONT_JA


def test_text_is_escaped_and_the_svg_parses() -> None:
    b = SvgBuilder(title="<a & b>", desc='"quoted"')
    b.text(5, 5, "<script>&amp;</script>")
    b.arrow(((0, 0), (50, 50)), title="a -> b")
    svg = b.build(100, 80)
    root = ET.fromstring(str(svg))
    assert root.find(NS + "title").text == "<a & b>"  # type: ignore[union-attr]
    assert [t.text for t in root.iter(NS + "text")] == ["<script>&amp;</script>"]
    assert root.get("font-family") == FONT
    assert svg._repr_svg_() == str(svg)
    assert svg.arrows == (((0.0, 0.0), (50.0, 50.0)),)


def test_scale_enlarges_the_outer_size_only() -> None:
    b = SvgBuilder(scale=2)
    b.text(0, 0, "x")
    root = ET.fromstring(str(b.build(100, 50)))
    assert (root.get("width"), root.get("height"), root.get("viewBox")) == ("200", "100", "0 0 100 50")
    with pytest.raises(InvalidArgument):
        SvgBuilder(scale=0)
    with pytest.raises(InvalidArgument):
        SvgBuilder(scale="big")  # type: ignore[arg-type]


def test_geometry_helpers() -> None:
    a = Box(0, 0, 10, 10, "a")
    assert boxes_overlap(a, Box(5, 5, 10, 10, "b"))
    assert not boxes_overlap(a, Box(10, 0, 10, 10, "b"))
    assert segment_hits_box((-5, 5), (15, 5), a)
    assert not segment_hits_box((-5, -5), (15, -1), a)
    assert segment_hits_box((2, 2), (3, 3), a)  # inside


def test_wrap_keeps_lines_short_and_follows_kinsoku() -> None:
    text = "席0、席1、席2、席3、席4、席5、席6、席7、席8、席9、席10、席11"
    lines = wrap(text, 120)
    assert "".join(lines) == text
    assert all(text_width(line) <= 120 + 14 for line in lines)
    assert not any(line.startswith("、") for line in lines)
    legend = wrap("役職のカード：探索順（NEM-01）", 275, 18)  # the bracket hangs: it would not fit the line
    assert "".join(legend) == "役職のカード：探索順（NEM-01）" and not any(line[0] in "）" for line in legend)
    assert wrap("a short line", 500) == ["a short line"]
    assert (
        " ".join(wrap("the quick brown fox jumps over the lazy dog", 80))
        == "the quick brown fox jumps over the lazy dog"
    )


def _spec(n: int, lang: str, runoff: bool = False) -> TableSpec:
    ja = lang == "ja"
    seats = []
    for s in range(n):
        name = (f"席{s}" if ja else f"seat {s}") + (" (あなた)" if s == 1 and ja else " (you)" if s == 1 else "")
        lines = (name, "人狼プレイヤー・手番" if ja else "Werewolf player, active", "死亡" if s % 5 == 4 else "生存")
        cards = (
            (
                "捨て札" if ja else "discard",
                (Card("失われた遺産：人狼"), Card(None, False), Card("人狼の襲撃③", False)),
            ),
        )
        seats.append(SeatSpec(s, lines, cards if s % 2 else (), dead=s % 5 == 4, you=s == 1, acting=s == 2))
    # every seat votes for the seat across the table and its neighbour votes back: crowded chords
    votes = tuple(Vote(s, (s + n // 2) % n, 1 + s % 3) for s in range(n)) + tuple(
        Vote((s + n // 2) % n, s) for s in range(0, n, 3)
    )
    sections = (
        Section(
            "テーブルの中央" if ja else "the middle of the table",
            ("山札：5枚" if ja else "deck: 5 cards",),
            (Card(None, False),),
        ),
        Section("2階" if ja else "upstairs", ("席1、席2、席3" if ja else "seat 1, seat 2, seat 3",), box="#f4a259"),
    )
    legend = (
        ("ring:#1f5fbf", "あなたの席" if ja else "your seat"),
        ("cross", "死亡" if ja else "dead"),
        ("arrow:#c0392b", "投票"),
    )
    return TableSpec(
        "t",
        ("3日目　フェイズ：投票" if ja else "day 3 | phase: vote", "視点：席1" if ja else "viewer: seat 1"),
        tuple(seats),
        sections,
        votes,
        runoff,
        "凡例" if ja else "legend",
        legend,
        "結果：村人陣営の勝ち" if ja else "result: the villagers win",
    )


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("n", [3, 5, 9, 12, 16])
def test_table_labels_never_overlap_and_arrows_never_cross_them(n: int, lang: str) -> None:
    svg = draw_table(_spec(n, lang, runoff=n % 2 == 0))
    ET.fromstring(str(svg))
    assert svg.overlaps() == []
    assert svg.crossings() == []
    assert len(svg.arrows) >= n
    texts = {b.text for b in svg.labels}
    assert {"凡例" if lang == "ja" else "legend", "投票"} <= texts
    # every label inside the canvas
    assert all(b.x >= 0 and b.right <= svg.width and b.y >= 0 and b.bottom <= svg.height for b in svg.labels)
    # all text, legend included, at least 10 pt at scale 1
    assert min(font_sizes(str(svg))) >= MIN_PX
    assert LEGEND_SIZE >= MIN_PX


def _dots(svg: str, k: float) -> list[tuple[float, float]]:
    """The seats' points of a picture drawn at ``k`` times 14 px: its circles of radius 8k."""
    root = ET.fromstring(svg)
    return [
        (float(c.get("cx", "0")), float(c.get("cy", "0")))
        for c in root.iter(NS + "circle")
        if math.isclose(float(c.get("r", "0")), 8 * k, abs_tol=0.05)
    ]


def _distance(p: tuple[float, float], a: tuple[float, float], b: tuple[float, float]) -> float:
    dx, dy = b[0] - a[0], b[1] - a[1]
    t = max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / ((dx * dx + dy * dy) or 1.0)))
    return math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)


@pytest.mark.parametrize("aside", [False, True])
@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("n", [5, 9, 12, 16])
def test_a_low_table_keeps_its_labels_apart_and_its_arrows_clear_of_other_seats(n: int, lang: str, aside: bool) -> None:
    """The projector's look given a screen lower than its oval (a notebook's, and the room's
    projector page's, ``aside``, whose table may be flatter still): its lowest layout, its
    seats in rows where that is lowest; no label overlaps another or an arrow, every label
    inside the picture, and no arrow passes over a seat's point other than its two ends (it
    would seem to go through that seat)."""
    spec = _spec(n, lang, runoff=n % 2 == 0)
    free = draw_table(spec, look=replace(PROJECTOR, width=1000.0, aside=aside))
    low = draw_table(spec, look=replace(PROJECTOR, width=1000.0, height=200.0, aside=aside))
    assert low.height <= free.height and low.width <= 1000
    assert low.overlaps() == [] and low.crossings() == []
    assert all(b.x >= 0 and b.right <= low.width and b.y >= 0 and b.bottom <= low.height for b in low.labels)
    k = PROJECTOR.k
    dots = _dots(str(low), k)
    assert len(dots) == n
    paths = re.findall(r'<path d="M([^"]+)"[^>]*marker-end', str(low))
    arrows = 0
    for path in paths:
        points = [tuple(map(float, p.split(","))) for p in path.split("L")]
        ends = [min(dots, key=lambda d, p=p: math.dist(d, p)) for p in (points[0], points[-1])]
        if max(math.dist(ends[0], points[0]), math.dist(ends[1], points[-1])) > 14 * k:
            continue  # the legend's arrow
        arrows += 1
        for dot in dots:
            if dot not in ends:
                near = min(_distance(dot, a, b) for a, b in pairwise(points))
                assert near >= 10 * k, f"an arrow passes {near:.1f} px from the seat at {dot}"
    assert arrows >= n - 1


def test_a_height_to_fit_trades_the_oval_for_a_lower_layout_only_when_it_is_too_tall() -> None:
    spec = _spec(7, "en")
    oval = draw_table(spec, look=replace(ORDINARY, width=1080.0))
    assert draw_table(spec, look=replace(ORDINARY, width=1080.0, height=oval.height)).text == oval.text
    lower = draw_table(spec, look=replace(ORDINARY, width=1080.0, height=oval.height - 1))
    assert lower.height < oval.height and lower.width <= 1080


def test_the_canvas_grows_with_the_seat_count() -> None:
    sizes = [draw_table(_spec(n, "en"), look=ORDINARY).width for n in (3, 9, 16)]  # no width to fit
    assert sizes == sorted(sizes) and sizes[0] < sizes[-1]


def test_latest_ballots_keeps_runoffs_apart() -> None:
    events = [
        Ballot(0, 1, 1, 2, vote_id(2), 0),  # vote ids as the games record them (phrases)
        Ballot(1, 0, 1, 2, vote_id(2), 0),
        Ballot(2, 1, 2, 2, vote_id(2), 1),
    ]
    assert latest_ballots([]) is None
    vote, rnd, ballots = latest_ballots(events)  # type: ignore[misc]
    assert (vote, rnd, ballots) == ("day 2", 1, (events[2],))
    votes, runoff, section, marks = vote_part(events, "ja")
    assert votes == (Vote(2, 1, 2),) and runoff
    assert section is not None and section.title == "投票：2日目の決選投票1回目"
    assert marks[0][0].startswith("dash:")
    votes, runoff, section, _ = vote_part(events[:2], "en")
    assert len(votes) == 2 and not runoff and section is not None and section.title == "vote: day 2"


def test_wrapping_never_breaks_a_rule_id_or_a_word():
    """A long Japanese line breaks between its characters, never inside MAH-E23 or an
    English word; only a word wider than a whole line is cut."""
    from jinro_lab.core.picture import wrap

    line = "ルール変更（今夜）：狂人が生存しているすべての人狼を知る（邪心教団、MAH-E23）"
    for width in (120, 160, 200, 260):
        lines = wrap(line, width)
        assert "".join(lines).replace(" ", "") == line.replace(" ", "")
        assert any("MAH-E23" in part for part in lines), lines
    english = wrap("seat 4's vote counts double (moneylender, MAH-R08)", 120)
    assert all(any(w in part.split() for part in english) for w in ("(moneylender,", "MAH-R08)"))
    assert wrap("x" * 80, 100) == ["x" * 11] * 7 + ["x" * 3]


def test_a_word_longer_than_a_line_breaks_at_its_punctuation_first():
    """A nickname wider than its seat's box (``<i>Mio</i>``, as a student typed it) breaks
    after a closing bracket or before an opening one, never inside ``</`` or ``Mio``; a
    hyphenated word after its hyphens; between characters only a part wider than a line
    alone. A word that fits a line is never broken, even with punctuation in it."""
    from jinro_lab.core.picture import wrap

    name = "<i>Mio</i>"
    width = text_width("<i>Mio</", 22.5, True) + 1  # room for "<i>Mio</" (as the 16-seat room cut it), not more
    assert text_width(name, 22.5, True) > width
    assert wrap(name, width, 22.5, True) == ["<i>Mio", "</i>"]
    assert wrap(name, text_width("</i>", 22.5, True) + 1, 22.5, True) == ["<i>", "Mio", "</i>"]
    assert wrap("seat 4 · Sora-Kai-Taro-Ren", 100, 18) == ["seat 4 ·", "Sora-Kai-", "Taro-Ren"]
    assert wrap("a well-known name", 100) == ["a well-known", "name"]  # fits a line: kept whole
    assert wrap("what?!yes", text_width("what?!", 14) + 1) == ["what?!", "yes"]  # "?!" never split
    for width in (30, 45, 60, 80):
        for text in (name, "Sora-Kai-Taro-Ren", "xxxxxxxxxxxxxxxx/yy"):
            lines = wrap(text, width)
            assert "".join(lines) == text
            assert all(text_width(line) <= width or len(line) == 1 for line in lines), (text, width, lines)


@pytest.mark.parametrize("wide", [False, True])
@pytest.mark.parametrize("narrow", [False, True])
@pytest.mark.parametrize("n", [5, 9, 12, 16])
def test_a_rows_tables_points_stand_under_their_boxes(n: int, narrow: bool, wide: bool) -> None:
    """Seats in rows (``picture._rows``): each column seat's point is on the oval beside its
    box's centre, a row seat's straight under (over) its box's centre; a row (column)
    reaching further along the oval than ``_ROWS_REACH`` (a row: or nearer than 24 px to the
    end point of the column beside it) has its points drawn in together towards the middle,
    the farthest at that limit (``wide``: boxes as wide as a 16-seat room's with nicknames,
    whose end seats' points all stopped at the reach, one on another). Around the table the
    points keep the seats' order and stand 24 px (at 14 px text) apart at least; around the
    narrower table the room's projector tries last (``_NARROW_SPREAD``) too."""
    from jinro_lab.core import picture

    base = 130.0 if wide else 80.0
    sizes = tuple((base + 9.0 * (i % 3), 60.0 + 30.0 * (i % 2) * wide + 6.0 * (i % 2)) for i in range(n))
    spread = picture._NARROW_SPREAD if narrow else picture._ROWS_SPREAD
    squeezed = 0
    for counts in picture._row_counts(n):
        table = picture._rows(sizes, counts, 1.0, spread=spread)
        start = 0
        for side, count in enumerate(counts):
            run = table.placed[start : start + count]
            start += count
            along = 0 if side in (0, 2) else 1
            centres = [box.x + box.w / 2 if along == 0 else box.y + box.h / 2 for _, _, box in run]
            got = [px if along == 0 else py for px, py, _ in run]
            reach = picture._ROWS_REACH * (table.rx if along == 0 else table.ry)
            assert all(abs(g) <= reach + 1e-6 for g in got), "a point past the reach"
            ratios = {round(g / c, 9) for g, c in zip(got, centres, strict=True) if abs(c) > 1e-9}
            assert len(ratios) <= 1 and all(0 < r <= 1 for r in ratios), "not drawn in together"
            squeezed += any(r < 1 for r in ratios)
            if along == 1:  # a column: beside its box's centre unless past the reach
                assert all(g == pytest.approx(c) for g, c in zip(got, centres, strict=True)) or reach < max(
                    abs(c) for c in centres
                )
            for px, py, _ in run:
                assert abs((px / table.rx) ** 2 + (py / table.ry) ** 2 - 1) < 1e-6  # on the oval
        points = [(px, py) for px, py, _ in table.placed]
        angles = [math.atan2(py / table.ry, px / table.rx) for px, py in points]
        turns = [(b - a) % (2 * math.pi) for a, b in pairwise([*angles, angles[0]])]
        assert sum(turns) == pytest.approx(2 * math.pi), f"{counts}: the points leave the seats' order"
        near = min(math.dist(a, b) for i, a in enumerate(points) for b in points[i + 1 :])
        assert near >= 24.0 - 1e-6, f"{counts}: two seats' points {near:.1f} px apart"
    assert squeezed or not (wide and narrow and n == 16)  # the case that laid points one on another


#: the room's projector page's look at 1280×720: its picture's box, text of 18 px, the page's
#: column beside it saying the viewer, the ballots and the result (``Look.aside``)
ROOM = replace(PROJECTOR, width=932.0, height=702.0, aside=True)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("n", [5, 9, 12, 16])
@pytest.mark.parametrize("height", [702.0, 520.0, 380.0])
def test_the_rooms_projector_keeps_its_labels_apart_however_low(n: int, lang: str, height: float) -> None:
    """The room's projector page's picture laid out lower and lower (its side column line
    by line, cards beside names, seat lines wrapped sooner or later, a flatter table, then a
    narrower one, no legend): never a label on another or an arrow across one, every label inside the
    picture, no text under 18 px, never wider than its box."""
    svg = draw_table(_spec(n, lang, runoff=n % 2 == 0), look=replace(ROOM, height=height))
    assert svg.overlaps() == [] and svg.crossings() == []
    assert all(b.x >= 0 and b.right <= svg.width and b.y >= 0 and b.bottom <= svg.height for b in svg.labels)
    assert min(font_sizes(str(svg))) >= 18 and svg.width <= ROOM.width


def _room_spec(sections: tuple[Section, ...], legend: tuple[tuple[str, str], ...]) -> TableSpec:
    seats = tuple(SeatSpec(s, (f"seat {s}",), ((None, (Card(None, False),)),)) for s in range(6))
    return TableSpec("t", ("day 1 | phase: day", "viewer: the table"), seats, sections, legend=legend)


def test_the_rooms_projector_shows_each_thing_once() -> None:
    """What says again what the seat boxes or the header show (``Section.repeats``) is not on
    the room's projector page, a section's ``brief`` stands for it there, and a legend line
    of a card no longer drawn goes with it; the notebook's picture (no ``aside``) keeps all."""
    sections = (
        Section("rooms", ("upstairs: seat 0, seat 1",), repeats=True),
        Section("the day", ("rangers: day 6", "noon: 5 minutes"), brief=Section("the day", ("rangers: day 6",))),
        Section("in play", (), (Card("sleep"),), repeats=True),
    )
    legend = (("up", "a face-up card"), ("back", "a face-down card"), ("cross", "dead"))
    spec = _room_spec(sections, legend)
    notebook = {b.text for b in draw_table(spec, look=replace(ROOM, aside=False)).labels}
    room = {b.text for b in draw_table(spec, look=ROOM).labels}
    assert {"rooms", "noon: 5 minutes", "in play", "a face-up card", "viewer: the table"} <= notebook
    assert {"the day", "rangers: day 6", "a face-down card", "dead"} <= room
    assert not {"rooms", "upstairs: seat 0, seat 1", "noon: 5 minutes", "in play", "a face-up card"} & room
    assert "viewer: the table" not in room


def test_a_seats_card_goes_beside_its_name_when_that_is_lower() -> None:
    """Sixteen seats of a number and a card each, on a screen a little lower than their
    picture: the room's projector sets each card at the right of its seat's name (a box a
    line lower, the card within the name's line) and fits it."""
    seats = tuple(SeatSpec(s, (f"seat {s}",), ((None, (Card(None, False),)),)) for s in range(16))
    spec = TableSpec("t", ("day 1 | phase: day",), seats)
    plain = draw_table(spec, look=replace(ROOM, height=None))
    low = draw_table(spec, look=replace(ROOM, height=plain.height - 10))
    assert low.height <= plain.height - 10 and low.overlaps() == []
    names = {b.text: b for b in low.labels if b.text.startswith("seat ")}
    cards = re.findall(
        r'<rect x="([\d.]+)" y="([\d.]+)" width="[\d.]+" height="[\d.]+" rx="[\d.]+" fill="#3d5a80"', str(low)
    )
    assert len(cards) == 16
    for x, y in ((float(x), float(y)) for x, y in cards):  # each card just right of a name, on its line
        before = [b for b in names.values() if b.right < x < b.right + 40 and abs(y - b.y) < b.h]
        assert len(before) == 1, f"the card at {x},{y} is not beside a seat's name"


def test_the_rooms_projector_never_cuts_a_seats_number() -> None:
    """Lines wrapped sooner to lower the picture never cut a seat's number or a word
    (``seat 1`` over ``5``): however low the screen, each seat's name is whole."""
    seats = tuple(
        SeatSpec(s, (f"seat {s} · Nick{s}", "training hall"), ((None, (Card(None, False),)),)) for s in range(16)
    )
    spec = TableSpec("t", ("day 1 | phase: day",), seats)
    for height in (702.0, 500.0, 300.0):
        texts = {b.text for b in draw_table(spec, look=replace(ROOM, height=height)).labels}
        for s in range(16):
            assert f"seat {s}" in texts or f"seat {s} · Nick{s}" in texts, (height, s, sorted(texts))
        assert "training" in texts or "training hall" in texts


def test_the_rooms_projector_legend_has_only_the_marks_on_its_picture() -> None:
    """A legend line of a seat's colour (held) no seat has, or of a card no longer drawn (the
    only face-up card in a section the room's projector leaves out), is not on the room's
    projector page; the notebook's picture keeps its game's legend as it is."""
    held = ("fill:" + COLORS["held"], "elected: holds a seat")
    legend = (held, ("up", "a face-up card"), ("back", "a face-down card"))
    spec = _room_spec((Section("in play", (), (Card("sleep"),), repeats=True),), legend)
    room = {b.text for b in draw_table(spec, look=ROOM).labels}
    assert "a face-down card" in room and not {"elected: holds a seat", "a face-up card"} & room
    assert {"elected: holds a seat", "a face-up card"} <= {b.text for b in draw_table(spec, look=ORDINARY).labels}
    seats = tuple(replace(s, fill=COLORS["held"]) if s.seat == 2 else s for s in spec.seats)
    assert "elected: holds a seat" in {b.text for b in draw_table(replace(spec, seats=seats), look=ROOM).labels}
