"""What the live table's browser tests share (``test_table_pages.py``, ``test_room.py``):
a table on its own :class:`~jinro_lab.table.TableServer` on loopback (port 0, in this
process, :func:`served`), each of its pages in a browser context of its own
(:class:`Screen`: a seat's phone, the projector, the game master), waited for until it
shows what the server's view of its token says, and a bot's call of the bot API
(:func:`call`: a seat a test plays without a browser, cheaply).
"""

from __future__ import annotations

import json
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import pytest

from jinro_lab.table import Table, TableServer
from jinro_lab.table.views import gm_state, seat_state, table_state

from .conftest import ARTIFACTS

#: a phone's screen and a projector's (CSS px)
PHONE = {"width": 390, "height": 844}
PROJECTOR = {"width": 1280, "height": 720}
#: the height the projector's page asks its picture to fit (``pictureHeight`` in page.js):
#: the first screen below the picture's top, less the page's margin at the bottom
PICTURE_HEIGHT = """
() => {
  const top = document.getElementById("picture").getBoundingClientRect().top + window.scrollY;
  const margin = parseFloat(getComputedStyle(document.body).paddingBottom) || 0;
  return Math.max(200, Math.min(4000, Math.floor(window.innerHeight - top - margin)));
}
"""
#: how long a page may take to show the server's state after a change (ms)
SETTLE_MS = 10_000
#: where the live table's screenshots go (git-ignored)
SHOTS = ARTIFACTS / "table"

#: what the page shows that differs from the HTML fragments (each parsed as the page
#: parses them), the choices and the timer given: a list of the differences, empty
#: once it shows them all, its choices enabled and no error
DIFFERS = """
([html, actions, timer]) => {
  const differs = Object.entries(html).filter(([id, want]) => {
    const parsed = document.createElement("template");
    parsed.innerHTML = want;
    return document.getElementById(id).innerHTML !== parsed.innerHTML;
  }).map(([id]) => "#" + id);
  const buttons = Array.from(document.querySelectorAll("#choices .choice"));
  const shown = buttons.map((b) => b.dataset.action);
  if (JSON.stringify(shown) !== JSON.stringify(actions)) differs.push("choices " + JSON.stringify(shown));
  if (buttons.some((b) => b.disabled)) differs.push("disabled choices");
  const error = document.getElementById("error").textContent;
  if (error) differs.push("error " + error);
  if (timer !== null && document.getElementById("timer").hidden === timer) differs.push("timer");
  return differs;
}
"""
#: which HTML fragment of a token's state goes in which element of its page
ELEMENTS = {
    "seat": {
        "title": "title",
        "status": "status",
        "picture": "picture",
        "secrets": "secrets",
        "log": "log",
        "outcome": "outcome",
        "reveal": "reveal",
        "choices_title": "choices-title",
    },
    "table": {"title": "title", "status": "status", "picture": "picture", "votes": "votes", "log": "log"},
    "gm": {"title": "title", "status": "status", "picture": "picture", "seats": "seats", "log": "log"},
}


def spaced(text: str) -> str:
    """``text`` with its runs of white space as one space, as a page shows it."""
    return " ".join(text.split())


@dataclass
class Screen:
    """One browser context on one of the table's links: a seat's, the projector's or
    the game master's; the errors its page logged, the language it shows."""

    kind: str
    seat: int | None
    page: Any
    lang: str = "en"
    errors: list[str] = field(default_factory=list)

    @property
    def name(self) -> str:
        return f"seat {self.seat}" if self.kind == "seat" else self.kind

    def state(self, table: Table) -> dict[str, Any]:
        """What the server says this page should show now."""
        if self.kind == "seat":  # its picture laid out for the page's width, as the page asks
            assert self.seat is not None
            width = round(self.page.evaluate("() => document.getElementById('picture').clientWidth"))
            return seat_state(table, self.seat, self.lang, pages=True, width=max(280, min(4000, width)))
        if self.kind == "table":  # its picture laid out for its box and the screen's height, as the page asks
            width = round(self.page.evaluate("() => document.getElementById('picture').clientWidth"))
            height = self.page.evaluate(PICTURE_HEIGHT)
            return table_state(table, self.lang, pages=True, width=max(280, min(4000, width)), height=height)
        return gm_state(table, self.lang, pages=True)

    def settle(self, table: Table) -> dict[str, Any]:
        """Wait until the page shows the server's state for it; returns that state."""
        from playwright.sync_api import TimeoutError as PlaywrightTimeout

        state = self.state(table)
        html = {element: state["html"][key] for key, element in ELEMENTS[self.kind].items()}
        actions = [c["action"] for c in state.get("choices", ())]
        timer = (state["timer"] is not None) if self.kind == "table" else None
        arg = [html, actions, timer]
        try:
            self.page.wait_for_function(f"(arg) => ({DIFFERS})(arg).length === 0", arg=arg, timeout=SETTLE_MS)
        except PlaywrightTimeout:
            differs = self.page.evaluate(DIFFERS, arg)
            pytest.fail(f"{self.name}'s page did not show the server's state in {SETTLE_MS} ms: {differs}")
        return state

    def text(self) -> str:
        """The page's text as shown, its runs of white space as one space."""
        return spaced(self.page.inner_text("body"))


#: opens a browser context on one of a table's links ("seat N", "table", "gm") on a
#: screen of that size; ``url``: the link's address as a person got it (a join card's)
Opener = Callable[..., Screen]


@contextmanager
def served(browser: Any, variant: str, **options: Any) -> Iterator[tuple[Table, Opener]]:
    """A table of ``variant`` (``options``: the :class:`Table`'s) on its own server,
    and the function that opens its pages, each in its own browser context collecting
    what its page logs as errors; on the way out the contexts close, then the server."""
    server = TableServer(port=0)
    screens: list[Screen] = []
    try:
        table = server.add(variant, **options)
        server.start()
        links = server.links(table)

        def open_screen(link: str, viewport: dict[str, int], url: str | None = None) -> Screen:
            context = browser.new_context(viewport=viewport, locale="en-US")
            context.set_default_timeout(SETTLE_MS)
            kind, _, seat = link.partition(" ")
            screen = Screen(kind, int(seat) if seat else None, context.new_page())
            screens.append(screen)
            screen.page.on(
                "console", lambda m: m.type == "error" and screen.errors.append(f"{m.text} ({m.location['url']})")
            )
            screen.page.on("pageerror", lambda e: screen.errors.append(f"page error: {e}"))
            screen.page.goto(url or links[link])
            return screen

        yield table, open_screen
    finally:
        for screen in screens:
            screen.page.context.close()
        server.close()


def call(url: str, body: dict[str, Any] | None = None) -> Any:
    """A bot's call of the bot API: ``GET url`` (or ``POST`` ``body`` as JSON), its JSON answer."""
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data, {"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as answer:
        return json.loads(answer.read())
