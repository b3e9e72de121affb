"""The table pictures in Chromium (issue 37, item 6): drawn in the pictures' own font
stacks (a proportional face first; a Japanese one for Japanese), every text is no
wider on the screen than the layout's estimate (so labels laid apart never touch),
and the estimate is not far too generous either. A finished game of each registered
game (at its count nearest nine), as the game master and as a seat sees it, with the
students' nicknames, in both languages; screenshots of the pictures (a notebook's size)
go to ``tests/browser/artifacts/table/``."""

from __future__ import annotations

from typing import Any

import pytest
from games import games_with, players_near

import jinro_lab as jl
from jinro_lab.agents import play_game
from jinro_lab.variants import heuristic_agent

from .conftest import ARTIFACTS

pytestmark = pytest.mark.browser

#: every game with a heuristic agent (its games end as people's would), at its count nearest nine
GAMES = {game: players_near(game, 9) for game in games_with("heuristic")}
NAMES = {0: "Aiko", 1: "けんたろう", 2: "Kazuhiro Tanaka!", 3: "W. Müller-Ölz"}

#: each <text>'s length as drawn (CSS px at the picture's own scale), in document order,
#: and the font the browser took for a Latin and a Japanese run
DRAWN = """
() => {
  const svg = document.querySelector('svg');
  const lengths = Array.from(svg.querySelectorAll('text'), t => t.getComputedTextLength());
  return {lengths, family: getComputedStyle(svg).fontFamily};
}
"""


def finished(variant: str) -> Any:
    players = GAMES[variant]
    game = jl.new_game(variant, players=players, seed=4)
    return play_game(game, [heuristic_agent(variant, seed=s) for s in range(players)])


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_text_is_wider_than_its_estimate(browser: Any, lang: str) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-US")
    page = context.new_page()
    try:
        for variant in GAMES:
            game = finished(variant)
            for viewer in (None, 1):
                svg = game.picture(viewer, lang, names=NAMES)
                page.set_content(f"<!doctype html><html><body style='margin:0'>{svg}</body></html>")
                drawn = page.evaluate(DRAWN)
                assert drawn["family"].replace('"', "").startswith("IPAPGothic" if lang == "ja" else "DejaVu Sans")
                assert len(drawn["lengths"]) == len(svg.labels), f"{variant}: texts and labels differ"
                wider = [
                    (box.text, round(length, 1), round(box.w, 1))
                    for box, length in zip(svg.labels, drawn["lengths"], strict=True)
                    if length > box.w + 0.5
                ]
                assert not wider, f"{variant} {lang} viewer {viewer}: drawn wider than estimated: {wider[:5]}"
                drawn_total = sum(drawn["lengths"])
                estimated = sum(box.w for box in svg.labels)
                assert drawn_total > 0.7 * estimated, f"{variant} {lang}: estimates {estimated / drawn_total:.2f}x"
                (ARTIFACTS / "table").mkdir(parents=True, exist_ok=True)
                who = "gm" if viewer is None else f"seat{viewer}"
                page.locator("svg").screenshot(path=ARTIFACTS / "table" / f"notebook_{variant}_{who}_{lang}.png")
    finally:
        context.close()
