"""The JupyterLite site (``scripts/lite.sh``, ``site/README.md``) in Chromium, offline.

Serves the built site (``site/build/output``) on 127.0.0.1 with Python's ``http.server``,
opens lesson 01, and refuses every request that would leave 127.0.0.1 (a route handler
aborts it and the test fails naming it): the site must carry the browser's Python
(Pyodide) and every package a lesson's engine, table pictures and Stepper need. Checks
that the saved outputs show as saved (trusted: the table pictures; no text line starting
with a stray comma), that the kernel starts and installs the kit, that the cells up to
the Stepper run without an error (skipping those that import what only the full Pyodide
distribution has, site/README.md), that the table picture is an SVG, and that a Stepper
step changes it.

``.ci/run`` calls this file right after ``scripts/lite.sh``, with ``JINRO_LITE_TEST=1``: then
a missing site fails the test. Otherwise (the suite's own run, which comes before the build)
a missing site skips it, saying to run ``scripts/lite.sh``. Without Chromium the test is
skipped, or fails in CI (``$CI`` set), as the other browser tests are.
"""

from __future__ import annotations

import functools
import http.server
import json
import os
import re
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any, ClassVar
from urllib.parse import urlparse

import pytest

from .conftest import ARTIFACTS, VIEWPORT

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "site" / "build" / "output"
LESSON = "01_nemuranai.ipynb"
#: a cell whose code names one of these needs the full Pyodide distribution (site/README.md)
NEEDS_FULL_PYODIDE = ("import pandas", "import matplotlib", "show_figure(", "subplots(")
#: how long the kernel may take to start and install the kit, and each later cell to run
KERNEL_START_S = 90
CELL_S = 30


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """The built site's files, with the types a browser needs for Pyodide's modules and wasm."""

    extensions_map: ClassVar[dict[str, str]] = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".js": "text/javascript",
        ".mjs": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
    }

    def log_message(self, format: str, *args: Any) -> None:
        """Quiet: the test records the requests in the browser."""


@pytest.fixture(scope="module")
def site() -> Iterator[str]:
    """The built site served on 127.0.0.1 (its base URL)."""
    if not (SITE / "lab" / "index.html").is_file():
        why = f"no JupyterLite site in {SITE}: run bash scripts/lite.sh first"
        if os.environ.get("JINRO_LITE_TEST") == "1":
            pytest.fail(why, pytrace=False)
        pytest.skip(why)
    handler = functools.partial(SiteHandler, directory=str(SITE))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="module")
def offline_page(site: str, browser: Any) -> Iterator[tuple[Any, list[str], list[str]]]:
    """A Chromium page (the suite's browser: one Playwright per process) on which every
    request off 127.0.0.1 is aborted; with the lists of the requests made (URLs) and of
    those refused."""
    made: list[str] = []
    refused: list[str] = []

    def route(request_route: Any) -> None:
        url = request_route.request.url
        if urlparse(url).hostname == "127.0.0.1":
            request_route.continue_()
        else:
            refused.append(url)
            request_route.abort()

    context = browser.new_context(viewport=VIEWPORT, locale="en-US")
    try:
        context.set_default_timeout(30_000)
        context.route("**/*", route)
        context.on("request", lambda request: made.append(request.url))
        yield context.new_page(), made, refused
    finally:
        context.close()


def code_cells(lesson: Path) -> list[tuple[int, str]]:
    """The index and source of each cell of the site's copy of ``lesson``, up to and with
    the first that makes a ``Stepper`` (``-1`` as the index of a markdown cell)."""
    cells = json.loads(lesson.read_text(encoding="utf-8"))["cells"]
    shown = []
    for index, cell in enumerate(cells):
        source = "".join(cell["source"])
        shown.append((index if cell["cell_type"] == "code" else -1, source))
        if cell["cell_type"] == "code" and "Stepper(" in source:
            return shown
    raise AssertionError(f"no cell of {lesson} makes a Stepper")


def texts(page: Any, selector: str) -> list[str]:
    """The text of every element ``selector`` finds in the notebook (those scrolled out of view too)."""
    return list(page.evaluate("s => [...document.querySelectorAll(s)].map(e => e.textContent)", selector))


def wait_idle(page: Any, timeout_s: float) -> None:
    """Wait until no cell is queued or running (no ``[*]`` prompt)."""
    page.wait_for_function(
        "() => ![...document.querySelectorAll('.jp-InputPrompt')].some(p => p.innerText.includes('*'))",
        timeout=timeout_s * 1000,
    )


def run_lesson(page: Any, site: str) -> str:
    """Open the lesson, check its saved outputs, run its cells up to the Stepper, check the
    pictures and a step; what it measured, in a sentence."""
    started = time.monotonic()
    page.goto(f"{site}/lab/index.html?path={LESSON}")
    page.wait_for_selector(".jp-Notebook .jp-Cell .jp-OutputArea-output", timeout=60_000)
    page.wait_for_timeout(1000)  # the saved outputs render

    # saved, as the lesson was saved: texts without a stray comma, pictures shown (trusted)
    lines = [line for text in texts(page, ".jp-OutputArea-output pre") for line in text.splitlines()]
    assert len(lines) > 20, f"the saved lesson shows {len(lines)} lines of text"
    assert not [line for line in lines if line.startswith(",")], "saved text lines start with a stray comma"
    saved_svgs = page.locator(".jp-OutputArea-output img[src^='data:image/svg+xml']").count()
    assert saved_svgs >= 3, f"the saved table pictures are not shown (trusted) before a cell runs: {saved_svgs} SVGs"

    # run the cells up to the Stepper, from the top, in command mode: Shift+Enter runs one,
    # "j" passes one that needs the full Pyodide distribution
    cells = code_cells(SITE / "files" / LESSON)
    skipped = [i for i, source in cells if i >= 0 and any(n in source for n in NEEDS_FULL_PYODIDE)]
    page.locator(".jp-Cell .jp-InputPrompt").first.click()
    page.keyboard.press("Escape")
    for number, (index, _source) in enumerate(cells):
        page.keyboard.press("j" if index in skipped else "Shift+Enter")
        if number == 0:  # the install cell: the kernel starts (Pyodide boots) and installs the kit
            wait_idle(page, KERNEL_START_S)
            kernel_started = time.monotonic() - started
    wait_idle(page, CELL_S * len(cells))
    ran = time.monotonic() - started

    errors = texts(page, ".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")
    assert not [e for e in errors if "Error" in e], f"a cell failed in the browser: {errors}"
    prompts = texts(page, ".jp-CodeCell .jp-InputPrompt")
    assert prompts[0].strip() == "[1]:", f"the install cell did not run (its prompt: {prompts[0]!r})"

    # the table pictures, drawn now, are SVGs, and a Stepper step changes the Stepper's
    drawing = next(i for i, source in cells if i >= 0 and "game.picture(" in source)
    cell = page.locator(f".jp-Notebook .jp-Cell[data-windowed-list-index='{drawing}']")
    cell.scroll_into_view_if_needed()  # JupyterLab draws the outputs of the cells in view
    page.wait_for_timeout(500)
    assert re.fullmatch(r"\[\d+\]:", cell.locator(".jp-InputPrompt").first.text_content() or ""), "no picture drawn"
    drawn = cell.locator(".jp-OutputArea-output img[src^='data:image/svg+xml']").count()
    assert drawn >= 3, f"the picture cell drew {drawn} SVGs in the browser"
    stepper = page.locator(".jinro-stepper").first
    stepper.scroll_into_view_if_needed()
    table = stepper.locator(".jinro-table svg").first
    before = table.evaluate("svg => svg.outerHTML")
    status = stepper.locator(".jinro-status").first
    shown = status.inner_text()
    stepper.locator(".jinro-next").first.click()
    page.wait_for_function("([e, s]) => e.innerText !== s", arg=[status.element_handle(), shown], timeout=15_000)
    after = stepper.locator(".jinro-table svg").first.evaluate("svg => svg.outerHTML")
    assert after != before, "a Stepper step did not change the table picture"
    # its graphs need matplotlib (the full distribution): the Stepper says so, in the page's language
    notice = stepper.locator(".jinro-missing").first.text_content() or ""
    assert "matplotlib" in notice and "offline" in notice, f"the Stepper's graphs: {notice!r}"
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "lite-01-stepper.png"))
    return f"kernel and kit in {kernel_started:.1f} s, cells up to the Stepper in {ran:.1f} s, skipped cells {skipped}"


def test_lesson_01_runs_offline(offline_page: tuple[Any, list[str], list[str]], site: str) -> None:
    page, made, refused = offline_page
    try:
        measured = run_lesson(page, site)
    except Exception as failed:  # a request refused is the likelier cause: say it first
        if refused:
            raise AssertionError(f"the site asked outside the machine: {refused}") from failed
        raise
    assert not refused, f"the site asked outside the machine: {refused}"
    local = sorted({urlparse(url).path for url in made})
    print(f"lite lesson 01: {measured}, {len(made)} requests ({len(local)} paths, all on 127.0.0.1)")
    (ARTIFACTS / "lite-requests.txt").write_text("\n".join(local) + "\n")
