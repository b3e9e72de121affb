"""The replay file in Chromium (issue 37, item 7), opened from disk as a student would
open the download: on a phone (390 x 844) and a projector (1280 x 720) it steps
forward, its picture changes, nothing overflows sideways, the tap targets are large
enough and the text readable. Screenshots go to ``tests/browser/artifacts/``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from games import a_game

import jinro_lab as jl
from jinro_lab.agents import play_game
from jinro_lab.analysis import replay_html, replay_viewers
from jinro_lab.variants import heuristic_agent

from .conftest import ARTIFACTS

pytestmark = pytest.mark.browser

#: a game for nine with a heuristic agent (its games end as people's would)
VARIANT, PLAYERS, SEED = a_game("heuristic", players=9), 9, 3
SIZES = {"phone": {"width": 390, "height": 844}, "projector": {"width": 1280, "height": 720}}

#: the smallest box of the controls, and the smallest text of the page outside the pictures
MEASURE = """
() => {
  const controls = Array.from(document.querySelectorAll('button, select'));
  const boxes = controls.map(c => c.getBoundingClientRect()).map(r => Math.min(r.width, r.height));
  const texts = Array.from(document.querySelectorAll('h1, h2, button, select, label, li, p'))
    .filter(e => e.offsetParent !== null && !e.closest('svg'))
    .map(e => parseFloat(getComputedStyle(e).fontSize));
  return {box: Math.min(...boxes), text: Math.min(...texts),
          wide: document.documentElement.scrollWidth, width: innerWidth};
}
"""


@pytest.mark.parametrize("size", sorted(SIZES))
def test_a_replay_file_steps_on_a_phone_and_a_projector(browser: Any, tmp_path: Path, size: str) -> None:
    game = jl.new_game(VARIANT, players=PLAYERS, seed=SEED)
    game = play_game(game, [heuristic_agent(VARIANT, seed=s) for s in range(PLAYERS)])
    target = tmp_path / "replay.html"
    # packed: the browser unpacks it itself (DecompressionStream), from a file:// page
    target.write_text(replay_html(game, viewers=replay_viewers(game, seat=2), lang="ja", compress=True), "utf-8")
    context = browser.new_context(viewport=SIZES[size], locale="ja-JP")
    try:
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.on(
            "request",
            lambda request: errors.append(f"fetched {request.url}") if request.url != target.as_uri() else None,
        )
        page.goto(target.as_uri())
        page.wait_for_selector("#jinro-picture svg")
        assert page.is_disabled("#jinro-back") and not page.is_disabled("#jinro-next")
        pictures = [page.inner_html("#jinro-picture")]
        for _ in range(3):
            page.click("#jinro-next")
            pictures.append(page.inner_html("#jinro-picture"))
        assert len(set(pictures)) > 1, "stepping did not change the picture"
        assert page.input_value("#jinro-slider") == "3"
        assert "3" in page.inner_text("#jinro-status")
        page.keyboard.press("ArrowLeft")
        assert page.input_value("#jinro-slider") == "2"
        page.keyboard.press("ArrowRight")
        page.select_option("#jinro-viewer", index=1)  # seat 2's own view
        assert page.inner_html("#jinro-picture") != pictures[3]
        assert page.locator("#jinro-figures svg").count() >= 2  # the vote and information-flow graphs
        page.click("#jinro-zoom")  # the picture at its own size, scrolled inside its box
        assert page.get_attribute("#jinro-zoom", "aria-pressed") == "true"
        zoomed = page.evaluate("document.querySelector('#jinro-picture svg').getBoundingClientRect().width")
        assert zoomed >= float(page.get_attribute("#jinro-picture svg", "width") or 0) - 1
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"replay-{size}-zoomed.png"))
        assert page.evaluate("document.documentElement.scrollWidth <= innerWidth"), "the zoomed picture overflows"
        page.click("#jinro-zoom")
        measured = page.evaluate(MEASURE)
        assert measured["wide"] <= measured["width"], f"the page overflows sideways: {measured}"
        assert measured["box"] >= 44, f"a control is smaller than 44 px: {measured}"
        assert measured["text"] >= 16 or size == "projector", f"text under 16 px on a phone: {measured}"
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"replay-{size}.png"), full_page=size == "phone")
        assert not errors, errors
    finally:
        context.close()
