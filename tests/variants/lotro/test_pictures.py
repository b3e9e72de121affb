"""LotROで人狼's table pictures: the rooms as boxes and bands (moved from tests/conformance: the kit's picture checks,
jinro_lab.testing.checks.test_pictures, run over every game)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import replace

import pytest

import jinro_lab as jl
from jinro_lab.testing.pictures import NS, label_texts, picture, play_until


def test_lotro_rooms_are_boxes_and_bands() -> None:
    from jinro_lab.variants.lotro.rooms import room_name

    game = play_until("lotro", 10, lambda g: bool(g.view(jl.PUBLIC).rooms))
    view = game.view(jl.PUBLIC)
    svg = picture(game, jl.PUBLIC, "ja")
    names = label_texts(svg)
    for i, room in enumerate(view.rooms):
        assert room_name(i, "ja") in names
        assert "、".join(f"席{s}" for s in room) in names
    root = ET.fromstring(str(svg))
    boxes = [r for r in root.iter(NS + "rect") if r.get("fill") == "none" and r.get("stroke-width") == "3"]
    assert len(boxes) == len(view.rooms)


@pytest.mark.parametrize(
    ("lang", "joint", "both", "band"),
    [
        ("en", " ", "a room's colour (band and box)", "a room's colour (a seat's band)"),
        ("ja", "", "部屋の色（帯と枠）", "部屋の色（席の帯）"),
    ],
)
def test_the_rooms_projector_legend_speaks_of_the_bands_alone(lang: str, joint: str, both: str, band: str) -> None:
    """The room's projector page leaves the room boxes out (the seats' bands and room names
    say the rooms): its legend calls a room's colour its seats' band, not "band and box";
    the notebooks' picture, with the boxes, keeps "band and box"."""
    from jinro_lab.core.display import current, using
    from jinro_lab.core.picture import GROUP_COLORS

    game = play_until("lotro", 10, lambda g: bool(g.view(jl.PUBLIC).rooms))
    notebook = joint.join(b.text for b in picture(game, jl.PUBLIC, lang).labels)
    with using(replace(current(), projector=True, aside=True, width=932, height=702)):
        projector = picture(game, jl.PUBLIC, lang)
    text = joint.join(b.text for b in projector.labels)
    assert both in notebook and band not in notebook
    assert band in text and both not in text
    boxes = [r for r in ET.fromstring(str(projector)).iter(NS + "rect") if r.get("fill") == "none"]
    assert not [r for r in boxes if r.get("stroke") in GROUP_COLORS]  # the seats' bands are filled
