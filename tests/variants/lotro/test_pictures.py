"""LotROで人狼's table pictures: the rooms as boxes and bands (moved from tests/conformance: the kit's picture checks,
jinro_lab.testing.checks.test_pictures, run over every game)."""

from __future__ import annotations

import xml.etree.ElementTree as ET

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
