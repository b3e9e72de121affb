"""The live table's pictures (issue 37, item 6): the students' nicknames beside their
seats in every picture (escaped, a long one cut), the projector's picture in the
projector's look (18 px text at least, laid out for its box), a phone's laid out to fit."""

from __future__ import annotations

import itertools
import xml.etree.ElementTree as ET

from games import a_game, each_game, players_near

from jinro_lab.core.display import PROJECTOR_TEXT
from jinro_lab.core.picture import NAME_CHARS
from jinro_lab.table import Table
from jinro_lab.table.views import gm_state, seat_state, table_state

NS = "{http://www.w3.org/2000/svg}"


def texts(svg: str) -> list[str]:
    return ["".join(t.itertext()) for t in ET.fromstring(svg).iter(NS + "text")]


def sizes(svg: str) -> list[float]:
    return [float(t.get("font-size", "0")) for t in ET.fromstring(svg).iter(NS + "text")]


def pairs(shown: list[str]) -> list[list[str]]:
    return [list(p) for p in itertools.pairwise(shown)]


def named_table() -> Table:
    table = Table(a_game(players=6), players=6, humans=[0, 1, 2], seed=2, agents="random")
    table.set_name(0, "<i>A&B</i>")
    table.set_name(1, "Kazuhiro Tanaka!")  # 16 characters: longer than a picture shows
    return table


def test_every_picture_names_the_seats_escaped() -> None:
    table = named_table()
    pictures = {
        "seat": seat_state(table, 2, pages=True)["html"]["picture"],
        "projector": table_state(table, pages=True)["html"]["picture"],
        "game master": gm_state(table, pages=True)["html"]["picture"],
    }
    cut = "Kazuhiro Tanaka!"[: NAME_CHARS - 1].rstrip() + "…"
    for where, svg in pictures.items():
        shown = texts(svg)
        for seat, name in ((0, "<i>A&B</i>"), (1, cut)):  # beside the number, or under it if it does not fit
            assert f"seat {seat} · {name}" in shown or [f"seat {seat}", name] in pairs(shown), (where, shown)
        assert "<i>" not in svg and "&lt;i&gt;A&amp;B&lt;/i&gt;" in svg, where  # user text escaped
    assert "seat 2 (you)" in texts(pictures["seat"])
    ja = seat_state(table, 2, "ja", pages=True)["html"]["picture"]
    assert "席0・<i>A&B</i>" in texts(ja)


def test_the_projector_picture_is_drawn_in_the_projectors_look_for_its_box() -> None:
    table = named_table()
    svg = table_state(table, pages=True, width=880)["html"]["picture"]
    assert min(sizes(svg)) >= PROJECTOR_TEXT
    assert float(ET.fromstring(svg).get("width", "0")) <= 880
    seat = seat_state(table, 0, pages=True, width=370)["html"]["picture"]
    assert min(sizes(seat)) < PROJECTOR_TEXT  # a seat's picture keeps the ordinary look


def test_the_projector_picture_fits_the_height_its_page_gives() -> None:
    """The projector's page gives its picture's box's height too (the screen below the
    picture's top, at 1280×720 about 700 px; 520 here, lower than this table's classic
    oval): the picture at 18 px fits it, lower than one laid out for a tall screen, every
    seat's nameplate in it."""
    table = Table(a_game(players=9), players=9, humans=list(range(9)), seed=1, agents="random")
    for seat, name in enumerate(("Aiko", "Mio", "はると", "Ren", "Sora & Kai")):
        table.set_name(seat, name)
    tall = ET.fromstring(table_state(table, pages=True, width=940, height=4000)["html"]["picture"])
    svg = ET.fromstring(table_state(table, pages=True, width=940, height=520)["html"]["picture"])
    assert float(svg.get("height", "0")) <= 520 < float(tall.get("height", "0"))
    assert float(svg.get("width", "0")) <= 940
    assert min(sizes(ET.tostring(svg, encoding="unicode"))) >= PROJECTOR_TEXT


@each_game()
def test_a_phones_picture_fits_at_readable_size(game: str) -> None:
    """A seat's picture laid out for a phone (370 CSS px) is drawn no wider than shows
    its text at 10 px or more once fitted to the phone (the page's keepReadable), in
    every game at nine seats (or its count nearest)."""
    table = Table(game, players=players_near(game, 9), humans=[0, 1], seed=1, agents="random")
    table.set_name(0, "Aiko")
    table.set_name(1, "けんたろう")
    svg = seat_state(table, 0, pages=True, width=370)["html"]["picture"]
    drawn = float(ET.fromstring(svg).get("width", "0"))
    least = min(sizes(svg)) * 370 / drawn
    assert least >= 10, f"{game}: {drawn} px wide, its text {least:.1f} px on a phone"


def test_a_games_picture_takes_the_names() -> None:
    """``game.picture(names=...)``: the notebook's (and the replay's) way to the names."""
    import jinro_lab as jl

    variant = a_game()
    game = jl.new_game(variant, players=players_near(variant), seed=1)
    shown = texts(str(game.picture(3, names={3: "Aiko", 4: "けん"})))
    assert "seat 3 · Aiko (you)" in shown and "seat 4 · けん" in shown
    assert "席4・けん" in texts(str(game.picture(3, "ja", names={4: "けん"})))
