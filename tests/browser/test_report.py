"""The handouts in Chromium (issue 19, part 6): a public report and the role cards of a
seeded 16-seat game (the first game for sixteen with a heuristic agent), opened from a
file as a teacher would open them.

Checked: the page's visible text holds no event the table did not see (as MAH-50's
private facts), no character is drawn as tofu, the table pictures' text is at least
10 pt on screen, printing works (A4) and keeps the pictures' text at a size that can
be read, and the role cards print one page per seat after the game master's page.
The screenshots and PDFs go to ``tests/browser/artifacts/`` (git-ignored).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from games import a_game

import jinro_lab as jl
from jinro_lab.agents import play_game
from jinro_lab.analysis import report, role_cards
from jinro_lab.core.engine import Game
from jinro_lab.variants import heuristic_agent, renderer

from .conftest import ARTIFACTS
from .glyphs import describe, find_tofu

pytestmark = pytest.mark.browser

VARIANT, PLAYERS, SEED = a_game("heuristic", players=16), 16, 3
#: 10 pt in CSS pixels
TEN_PT = 40 / 3
#: the print area of an A4 landscape page in CSS pixels at the report's margins (297 mm - 2 x 10 mm)
A4_LANDSCAPE_WIDTH = round((297 - 20) / 25.4 * 96)
#: the smallest text a printed 16-seat table picture may have (points): the pictures are
#: drawn for a screen, about 1,300 pixels wide at 16 seats, and scaled to the page width,
#: so a 10.5 pt label prints at about 8 pt (smaller tables print larger)
PRINTED_PT = 7.5

#: per table picture: its text size in CSS pixels as drawn (the SVG's own size), and as
#: shown (times the picture's shown width over its drawn width)
SIZES = """
() => Array.from(document.querySelectorAll('.jinro-picture svg')).map(svg => {
  const drawn = parseFloat(svg.getAttribute('width'));
  const shown = svg.getBoundingClientRect().width;
  const sizes = Array.from(svg.querySelectorAll('text'), t => parseFloat(getComputedStyle(t).fontSize));
  return [Math.min(...sizes), Math.min(...sizes) * shown / drawn];
})
"""


@pytest.fixture(scope="module")
def game() -> Game:
    game = jl.new_game(VARIANT, players=PLAYERS, seed=SEED)
    return play_game(game, [heuristic_agent(VARIANT, seed=s) for s in range(PLAYERS)])


def pdf_pages(pdf: bytes) -> int:
    """How many pages a PDF Chromium printed has (its page objects)."""
    return len(re.findall(rb"/Type\s*/Page\b(?!s)", pdf))


def secrets(game: Game, lang: str) -> list[str]:
    """The texts of the events the table did not see (but those that read like one it saw)."""
    render = renderer(game.variant)
    public = game.events_seen_by(jl.PUBLIC)
    seen = {render.event_text(e, lang) for e in public}
    return sorted({render.event_text(e, lang) for e in game.log if e not in public} - seen)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_public_report_in_the_browser(page: Any, tmp_path: Path, game: Game, lang: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    target = report(game, lang=lang, path=tmp_path / f"report_{lang}.html").save(tmp_path / f"report_{lang}.html")
    page.goto(target.as_uri())

    shown = page.evaluate("document.body.innerText")
    text = page.evaluate("document.body.textContent")  # the SVG text too, laid out or not
    hidden = secrets(game, lang)
    assert hidden, "the game should have private events"
    assert not [s for s in hidden if s in shown or s in text], "the public report shows GM-only text"
    assert renderer(VARIANT).result_text(game.result, lang) in shown

    tofu, checked = find_tofu(page, "body")
    assert checked > 50 and not tofu, f"characters no font draws (tofu):\n{describe(tofu)}"

    sizes = page.evaluate(SIZES)
    assert sizes, "no table picture"
    assert min(own for own, _ in sizes) >= TEN_PT - 0.01, "a picture's text is under 10 pt"
    assert min(on_screen for _, on_screen in sizes) >= TEN_PT - 0.01, "a picture is shrunk on screen"
    page.screenshot(path=str(ARTIFACTS / f"report_{lang}.png"))

    page.emulate_media(media="print")
    page.set_viewport_size({"width": A4_LANDSCAPE_WIDTH, "height": 720})
    printed = min(size for _, size in page.evaluate(SIZES)) * 0.75  # CSS px -> pt
    assert printed >= PRINTED_PT, f"printed pictures' text is {printed:.1f} pt"
    pdf = page.pdf(path=str(ARTIFACTS / f"report_{lang}.pdf"), prefer_css_page_size=True)
    assert pdf.startswith(b"%PDF") and pdf_pages(pdf) > 5
    print(f"{lang}: {len(target.read_bytes()) // 1024} KB, {pdf_pages(pdf)} pages, pictures' text {printed:.1f} pt")


def test_role_cards_print_one_page_per_seat(page: Any, tmp_path: Path, game: Game) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    target = role_cards(game, lang="ja").save(tmp_path / "cards.html")
    page.goto(target.as_uri())
    tofu, checked = find_tofu(page, "body")
    assert checked > 30 and not tofu, f"characters no font draws (tofu):\n{describe(tofu)}"
    page.screenshot(path=str(ARTIFACTS / "role_cards.png"))
    pdf = page.pdf(path=str(ARTIFACTS / "role_cards.pdf"), prefer_css_page_size=True)
    assert pdf_pages(pdf) == PLAYERS + 1  # the game master's page, then a page per seat
