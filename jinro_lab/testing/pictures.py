"""Helpers for the checks of the table pictures (issue 18), shared by the kit's checks
and a game's own picture tests: a view's picture, the readability check, a seat's
group in the SVG, a picture's label texts, a game played until a position."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..core.display import PROJECTOR_TEXT, display
from ..core.registry import new_game, renderer
from .play import agents_for, step

if TYPE_CHECKING:
    from ..core.engine import Game
    from ..core.svg import Svg

__all__ = ["MIN_PX", "NS", "check_picture", "label_texts", "picture", "play_until", "seat_group"]

#: the SVG namespace, as ElementTree writes it in a tag
NS = "{http://www.w3.org/2000/svg}"
#: the smallest text, 10 pt, in pixels
MIN_PX = 10 * 96 / 72


def picture(game: Game, viewer: Any, lang: str = "en", **kw: Any) -> Svg:
    """The table picture of ``viewer``'s view of ``game`` (its renderer's ``table_svg``)."""
    svg: Svg = renderer(game.variant).table_svg(game.view(viewer), lang, **kw)
    return svg


def check_picture(svg: Svg) -> None:
    """No label over another, no arrow across a label, every label inside the picture,
    text of 10 pt at least (18 px in projector mode), no wider than the display's width."""
    root = ET.fromstring(str(svg))
    assert svg.overlaps() == [], svg.overlaps()[:3]
    assert svg.crossings() == [], svg.crossings()[:3]
    sizes = [float(t.get("font-size", "0")) for t in root.iter(NS + "text")]
    assert sizes and min(sizes) >= (PROJECTOR_TEXT if display().projector else MIN_PX)
    assert all(b.x >= 0 and b.right <= svg.width and b.y >= 0 and b.bottom <= svg.height for b in svg.labels)
    assert svg.width <= display().width


def label_texts(svg: Svg) -> set[str]:
    """The texts of a picture's labels."""
    return {b.text for b in svg.labels}


def seat_group(svg: Svg, seat: int) -> ET.Element:
    """The SVG group drawing ``seat`` (its ``data-seat``)."""
    root = ET.fromstring(str(svg))
    return next(g for g in root.iter(NS + "g") if g.get("data-seat") == str(seat))


def play_until(variant: str, players: int, test: Callable[[Game], bool], seeds: int = 40) -> Game:
    """The first seeded game of random agents (seeds 0, 1 ...) that reaches a position
    where ``test(game)`` holds, stopped there."""
    for seed in range(seeds):
        game = new_game(variant, players=players, seed=seed)
        agents = agents_for(game)
        while not game.over:
            if test(game):
                return game
            step(game, agents)
    raise AssertionError(f"no {variant} game reached the position")
