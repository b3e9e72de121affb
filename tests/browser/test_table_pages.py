"""The live table's pages in Chromium, as a class uses them (issue 22, item 7): for each
registered game a table on a :class:`~jinro_lab.table.TableServer` (port 0, in this
process), one browser context per student's seat (a phone's screen), one for the
projector and one for the game master; the students play the whole game by clicking
the pages' buttons, each page following the game through its WebSocket.

After each click every page is waited for until it shows what the server's view of
its token says (:func:`jinro_lab.table.views.seat_state` and friends: the same HTML,
the same choices, no error), and then checked:

* a seat's page shows its picture, its secrets, its choices each with its explain
  line, and its log; at the end whether it won or lost, and the reveal;
* before the end no seat's page holds the text of another seat's private event, and
  the projector never holds any private event's text, not even at the end;
* the projector shows the discussion timer in the games whose rules time the talk
  (MAH-10, LOT-12), and never in the others;
* a reload mid-game comes back to the same seat and the same choices, and the
  Japanese button puts the page in Japanese (席);
* a seat's page fits a phone's width (no sideways scrolling) and its buttons are big
  enough to tap; the projector's picture (at 1280×720) has text of 18 px at least; no
  page logs an error.

Screenshots of each timed game mid-discussion (a seat on a phone, the projector, the
game master) go to ``tests/browser/artifacts/table/`` (git-ignored).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from games import GAMES as REGISTERED
from games import a_game, games_with, players_near

from jinro_lab.core.registry import VARIANTS, renderer
from jinro_lab.core.viewers import PUBLIC
from jinro_lab.table import Table

from .tables import PHONE, SETTLE_MS, SHOTS, Screen, served, spaced

pytestmark = pytest.mark.browser

#: the games whose rules time the discussion, so the projector counts it down (MAH-10, LOT-12)
TIMED = set(games_with("discussion"))
SCREEN = {"width": 1400, "height": 900}
#: the projector's screen (16:9): its picture's text at least :data:`PROJECTED` CSS px there
PROJECTOR = {"width": 1280, "height": 720}
PROJECTED = 18.0
#: a student's button is at least this tall (CSS pixels): big enough for a finger
TAP = 40
#: the students' clicks a game may take before the test gives up on it
MAX_CLICKS = 60
#: the fewest clicks a game chosen here takes (the reload is tried after the second)
FEWEST_CLICKS = 4


def clicks_to_the_end(variant: str, players: int, humans: tuple[int, ...], seed: int) -> int:
    """How many clicks the students take to play the table to its end as the test does
    (the first student with a choice takes the first one; the agents play on at once)."""
    table = Table(variant, players=players, humans=list(humans), agents="random", seed=seed)
    for seat in humans:
        table.join(seat)
    clicks = 0
    while not table.over and clicks <= MAX_CLICKS:
        if table.held():
            table.end_discussion()
            continue
        seat = next(s for s in humans if table.read(lambda g, s=s: g.legal_actions(s)))
        table.act(seat, str(table.read(lambda g, s=seat: g.legal_actions(s))[0]))
        clicks += 1
    return clicks


def class_table(variant: str) -> tuple[int, tuple[int, ...], int]:
    """(players, the students' seats, seed) of ``variant``'s table: a small one (its count
    nearest six; two students at a table of five or fewer, else three), and the first
    seed whose game takes from :data:`FEWEST_CLICKS` to half :data:`MAX_CLICKS` clicks."""
    players = players_near(variant, 6)
    humans = (0, 1) if players <= 5 else (0, 1, 2)
    for seed in range(30):
        if FEWEST_CLICKS <= clicks_to_the_end(variant, players, humans, seed) <= MAX_CLICKS // 2:
            return players, humans, seed
    raise AssertionError(f"no seed of {variant} in 30 gives a game of {FEWEST_CLICKS} to {MAX_CLICKS // 2} clicks")


#: variant -> (players, the students' seats, seed): small tables, fixed games
GAMES = {variant: class_table(variant) for variant in REGISTERED}

#: the smallest text of a seat's picture on a phone's screen (CSS pixels), scaled as shown. The
#: picture is laid out for the phone's width (issue 37) and shown whole when its text stays this
#: large (two of the games at 9 seats); a wider one (a game of few seats with wide seat boxes late in a
#: game) keeps this size and scrolls sideways in its own box, never the page
READABLE = 10
#: what a page's layout looks like on its screen: how far it scrolls sideways, its
#: buttons' heights, and its picture's smallest text as shown (drawn size times the
#: shown width over the drawn width)
LAYOUT = """
() => {
  const svg = document.querySelector("#picture svg");
  const sizes = Array.from(svg.querySelectorAll("text"), (t) => parseFloat(getComputedStyle(t).fontSize));
  return {
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    clipped: svg.getBoundingClientRect().right - window.innerWidth,
    scrolls: getComputedStyle(svg.parentElement).overflowX === "auto",
    buttons: Array.from(document.querySelectorAll("#choices .choice"), (b) => b.getBoundingClientRect().height),
    text: Math.min(...sizes) * svg.getBoundingClientRect().width / parseFloat(svg.getAttribute("width")),
  };
}
"""


@dataclass
class Class:
    """A table, its server, and the screens of its students, projector and game master."""

    table: Table
    seats: list[Screen]
    projector: Screen
    gm: Screen

    @property
    def screens(self) -> list[Screen]:
        return [*self.seats, self.projector, self.gm]

    def settle(self) -> dict[str, dict[str, Any]]:
        """Wait until every page shows the server's state; each screen's state by name."""
        return {s.name: s.settle(self.table) for s in self.screens}


@pytest.fixture(params=sorted(GAMES))
def room(request: pytest.FixtureRequest, browser: Any) -> Iterator[Class]:
    """A table of the variant on its own server, the projector and the game master
    opened first, then each student's seat (the last one begins the game)."""
    players, humans, seed = GAMES[request.param]
    with served(browser, request.param, players=players, humans=humans, agents="random", seed=seed) as (table, open_):
        projector, gm = open_("table", PROJECTOR), open_("gm", SCREEN)
        seats = [open_(f"seat {s}", PHONE) for s in humans]
        yield Class(table, seats, projector, gm)


# ----- what the pages must not show ------------------------------------------------------------
def private_texts(table: Table, hidden_from: Any, lang: str) -> set[str]:
    """The texts of the private events ``hidden_from`` did not see (a seat, or PUBLIC:
    every private event), less any text of an event it did see (the same words can
    be another event's, which it may read); white space as a page shows it."""

    def collect(game: Any) -> set[str]:
        render = renderer(table.variant)
        seen = game.events_seen_by(hidden_from)
        allowed = {spaced(render.event_text(e, lang)) for e in seen}
        secret = {spaced(render.event_text(e, lang)) for e in game.log if e.visible_to is not None and e not in seen}
        return secret - allowed

    found: set[str] = table.read(collect)
    return found


def check_privacy(room: Class) -> None:
    """No seat's page holds another seat's secret before the end; the projector's never."""
    table = room.table
    if not table.over:
        for screen in room.seats:
            shown = screen.text()
            leaked = [t for t in private_texts(table, screen.seat, screen.lang) if t in shown]
            assert not leaked, f"{screen.name}'s page shows other seats' private events: {leaked}"
    shown = room.projector.text()
    leaked = [t for t in private_texts(table, PUBLIC, room.projector.lang) if t in shown]
    assert not leaked, f"the projector shows private events: {leaked}"


# ----- what a seat's page must show ---------------------------------------------------------------
def check_seat_page(screen: Screen, state: dict[str, Any]) -> None:
    """The seat's picture, secrets, log; its choices with their explain lines; on a
    phone, no sideways scrolling of the page, readable text, buttons a finger can tap."""
    page = screen.page
    assert page.locator("#picture svg").count() >= 1, f"{screen.name}: no table picture"
    assert page.locator("#secrets h2").count() == 1, f"{screen.name}: no secrets box"
    assert page.locator("#log ol.log").count() == 1, f"{screen.name}: no log"
    layout = page.evaluate(LAYOUT)
    assert layout["overflow"] <= 0, f"{screen.name}'s page scrolls sideways by {layout['overflow']} px on a phone"
    if layout["clipped"] > 0:
        assert layout["scrolls"], f"{screen.name}'s picture runs {layout['clipped']} px off a phone, its box fixed"
    assert layout["text"] >= READABLE, f"{screen.name}: the picture's text is {layout['text']:.1f} px on a phone"
    if state["choices"]:
        explained = page.locator("#choices .choice .explain").count()
        assert explained >= 1, f"{screen.name}: no choice says what it does"
        assert min(layout["buttons"]) >= TAP, f"{screen.name}: buttons {layout['buttons']} px tall, under {TAP}"


def check_outcome(screen: Screen, table: Table) -> None:
    """At the end a seat's page says whether it won, and reveals the game."""
    winners = table.read(lambda game: game.result.winners)
    outcome = screen.page.inner_text("#outcome")
    words = {"en": ("won", "lost"), "ja": ("勝ち", "負け")}[screen.lang]
    want = words[0] if screen.seat in winners else words[1]
    assert want in outcome, f"{screen.name}: the outcome {outcome!r} does not say {want!r}"
    assert screen.page.locator("#reveal > details").count() == 1, f"{screen.name}: no reveal at the end"


# ----- mid-game: a reload, the Japanese button, the screenshots -------------------------------------
def check_reload(screen: Screen, room: Class) -> None:
    """A reloaded seat page comes back to the same seat and the same choices."""
    before = screen.settle(room.table)
    buttons = [c["action"] for c in before["choices"]]
    screen.page.reload()
    after = screen.settle(room.table)
    assert screen.page.inner_text("#title").endswith(f"seat {screen.seat}")
    assert [c["action"] for c in after["choices"]] == buttons
    assert screen.page.locator("#choices .choice").count() == len(buttons) > 0


def check_japanese(screen: Screen, room: Class) -> None:
    """The 日本語 button switches the page's texts to Japanese (and it stays so)."""
    screen.page.click("button[data-lang=ja]")
    screen.lang = "ja"
    screen.settle(room.table)
    assert "席" in screen.page.inner_text("#title")
    assert screen.page.evaluate("document.documentElement.lang") == "ja"


#: the smallest text of the page's picture on the screen (CSS px: its font size times the picture's scale)
SHOWN_TEXT = """
() => Math.min(...Array.from(document.querySelectorAll("#picture svg text"),
  (t) => parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a))
"""


def check_projector(screen: Screen) -> None:
    """The projector's picture (issue 37, item 6): text of 18 px at least on a 1280×720
    screen, nothing sideways."""
    page = screen.page
    least = page.evaluate(SHOWN_TEXT)
    assert least >= PROJECTED - 0.05, f"the projector's picture text is {least:.1f} px at 1280x720"
    overflow = page.evaluate("() => document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"the projector's page scrolls sideways by {overflow} px"


def take_screenshots(room: Class, seat: Screen) -> None:
    """A seat with choices on a phone, the projector with its timer, the game master."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    variant = room.table.variant
    for screen in (seat, room.projector, room.gm):
        screen.page.screenshot(path=SHOTS / f"{variant}_{screen.name.replace(' ', '')}.png", full_page=True)


# ----- the game ---------------------------------------------------------------------------------------
def next_click(states: dict[str, dict[str, Any]], room: Class) -> Screen | None:
    """The first student's page that offers a choice."""
    return next((s for s in room.seats if states[s.name]["choices"]), None)


def click_first_choice(screen: Screen, shots: str | None = None) -> None:
    """Click the page's first choice, which asks for confirmation (issue 37: nothing is
    sent yet), confirm it, and wait for the server's answer (the agents have played on
    by then, up to the next student's choice). ``shots``: save screenshots named so of
    the page asking, and of the page once it answered."""
    page = screen.page
    page.locator("#choices .choice").first.click()
    assert page.locator("#choices .choice").count() == 0 and page.locator("#choices .confirm").is_visible()
    if shots is not None:
        page.screenshot(path=SHOTS / f"{shots}_confirm.png")
    with page.expect_response(lambda r: r.request.method == "POST" and "/act" in r.url) as answer:
        page.locator("#choices .confirm").click()
    assert answer.value.ok, f"{screen.name}: the server refused the click: {answer.value.status} {answer.value.text()}"
    if shots is not None:
        page.wait_for_function("() => !document.querySelector('#choices .confirm')")
        page.screenshot(path=SHOTS / f"{shots}_sent.png")


def test_a_class_plays_through_the_pages(room: Class) -> None:
    """The students play the whole game from their pages (every page following it by
    its WebSocket); the pages show what they must and nothing they must not (MAH-10,
    LOT-12: the projector's timer)."""
    table = room.table
    timer_seen, mid_game_done, shots_taken = False, False, table.variant not in TIMED
    clicks = 0
    states = room.settle()
    while not table.over:
        check_privacy(room)
        timer_seen |= room.projector.page.is_visible("#timer")
        screen = next_click(states, room)
        assert screen is not None, f"the game is not over and no student has a choice: {table.status()}"
        check_seat_page(screen, states[screen.name])
        shots = None
        if not shots_taken and timer_seen:
            check_projector(room.projector)
            take_screenshots(room, screen)
            shots_taken = True
            shots = f"{table.variant}_{screen.name.replace(' ', '')}"
        if not mid_game_done and clicks >= 2:
            check_reload(screen, room)
            check_japanese(screen, room)
            mid_game_done = True
        click_first_choice(screen, shots)
        clicks += 1
        assert clicks <= MAX_CLICKS, f"the game did not end in {MAX_CLICKS} clicks: {table.status()}"
        states = room.settle()
    check_privacy(room)
    check_projector(room.projector)  # the end: the most the public picture holds
    for seat in room.seats:
        check_seat_page(seat, states[seat.name])
        check_outcome(seat, table)
    assert mid_game_done, f"the game ended after {clicks} clicks, before the reload was tried"
    assert shots_taken, "no screenshot: no seat had a choice while the projector's timer showed"
    assert timer_seen == (table.variant in TIMED), f"the projector's timer {'showed' if timer_seen else 'never showed'}"
    errors = [f"{s.name}: {e}" for s in room.screens for e in s.errors]
    assert not errors, "the pages logged errors:\n" + "\n".join(errors)


def test_a_late_answer_does_not_put_an_older_view_back(browser: Any) -> None:
    """A page's reads can be answered out of order (two connections, a slow phone
    network): the answer to a read sent before a change, arriving after the read that
    the change's push caused, must not put the older view back on the screen, where it
    would stay (no push follows) until the 30 s safety net. Here one student's seat is
    open twice (a phone and a laptop); the laptop's read is held while the phone acts."""
    with served(browser, a_game(players=8), players=8, humans=[0], agents="random", seed=0) as (table, open_):
        phone, laptop = open_("seat 0", PHONE), open_("seat 0", SCREEN)
        phone.settle(table)
        laptop.settle(table)
        held: list[tuple[Any, Any]] = []

        def hold_first(route: Any) -> None:
            if held:
                route.continue_()
            else:
                held.append((route, route.fetch()))  # answered by the server now, delivered later

        laptop.page.route(lambda url: "/api/seat/" in url and "/act" not in url, hold_first)
        laptop.page.click("button[data-lang=en]")  # the page reads its state again
        for _ in range(SETTLE_MS // 20):  # Playwright runs the route handler while it waits
            if held:
                break
            laptop.page.wait_for_timeout(20)
        assert held, "the page did not read its state again after its language button"
        click_first_choice(phone)
        laptop.settle(table)  # the push's read, answered after the change
        route, older = held[0]
        assert older.json()["version"] < table.version(0), "the click did not change the seat's view"
        with laptop.page.expect_event("requestfinished"):
            route.fulfill(response=older)
        laptop.page.wait_for_timeout(200)  # time for the page to draw the late answer, if it does
        laptop.settle(table)
        errors = [f"{s.name}: {e}" for s in (phone, laptop) for e in s.errors]
        assert not errors, "the pages logged errors:\n" + "\n".join(errors)


def test_the_game_master_prints_the_join_cards(browser: Any) -> None:
    """Issue 37, item 1: the game master's page links the printable join cards; printed
    (Chromium's PDF, A4 and Letter), nine cards take two sheets, six and three, none cut;
    saved as ``table/join_cards_a4.pdf`` and, as the print media shows them, a
    screenshot ``table/join_cards.png``."""
    variant = a_game(players=9)
    with served(browser, variant, players=9, humans=list(range(9)), seed=0, name="class 2B") as (table, open_):
        gm = open_("gm", SCREEN)
        gm.settle(table)
        link = gm.page.locator("#controls a.cards")
        assert link.inner_text() == "Print the join cards"
        with gm.page.context.expect_page() as opened:
            link.click()
        cards = opened.value
        cards.wait_for_load_state()
        cards.emulate_media(media="print")
        assert cards.locator(".card").count() == 9 and cards.locator(".sheet").count() == 2
        assert f"{VARIANTS[variant].title_ja} — class 2B" in cards.locator(".card").first.inner_text()
        right = cards.evaluate(
            "() => Math.max(...Array.from(document.querySelectorAll('.card'), c => c.getBoundingClientRect().right))"
        )
        assert right <= cards.evaluate("() => document.documentElement.clientWidth")
        cut = cards.evaluate(
            "() => Array.from(document.querySelectorAll('.card'), c => c.scrollHeight - c.clientHeight)"
        )
        assert not any(cut), f"a card's content runs past its edge: {cut}"
        SHOTS.mkdir(parents=True, exist_ok=True)
        cards.screenshot(path=str(SHOTS / "join_cards.png"), full_page=True)
        for paper in ("A4", "Letter"):
            pdf = cards.pdf(format=paper)
            pages = len(re.findall(rb"/Type\s*/Page(?!s)", pdf))
            assert pages == 2, f"{paper}: the nine cards print on {pages} pages, not 2"
        (SHOTS / "join_cards_a4.pdf").write_bytes(cards.pdf(format="A4"))
        assert not gm.errors


def test_students_join_with_their_names(browser: Any) -> None:
    """Issue 37, item 2: on a phone a student gives a nickname (the form is the page's
    first thing); the projector lists it beside the seat, a name another seat has is
    refused in the page's language, and a saved name can be changed."""
    with served(browser, a_game(players=6), players=6, humans=[0, 1], agents="random", seed=0) as (table, open_):
        first, second, projector = open_("seat 0", PHONE), open_("seat 1", PHONE), open_("table", SCREEN)
        first.page.fill("#name-input", "Aiko")
        first.page.click("#name .save-name")
        first.page.wait_for_function("() => document.getElementById('name').innerText.includes('You are Aiko')")
        assert table.names == {0: "Aiko"}
        projector.page.wait_for_function("() => document.getElementById('seats').innerText.includes('seat 0 (Aiko)')")
        second.page.click("button[data-lang=ja]")
        second.page.fill("#name-input", "aiko")
        second.page.click("#name .save-name")
        second.page.wait_for_function("() => document.getElementById('error').innerText.includes('ほかの席')")
        assert table.names == {0: "Aiko"}
        height = second.page.locator("#name .save-name").bounding_box()["height"]  # type: ignore[index]
        assert height >= 44, f"the name's button is {height} px tall"
        first.page.click("#name .change-name")
        first.page.fill("#name-input", "Aiko S")
        first.page.press("#name-input", "Enter")
        first.page.wait_for_function("() => document.getElementById('name').innerText.includes('Aiko S')")
        SHOTS.mkdir(parents=True, exist_ok=True)
        first.page.screenshot(path=SHOTS / f"{table.variant}_seat0_named.png")
        assert table.names == {0: "Aiko S"}
        refused = "status of 400 (Bad Request)"  # the taken name: Chromium logs every 4xx answer
        errors = [f"{s.name}: {e}" for s in (first, second, projector) for e in s.errors if refused not in e]
        assert not errors, "the pages logged errors:\n" + "\n".join(errors)


def test_a_saved_name_stays_when_an_older_answer_comes_late(browser: Any) -> None:
    """Issue 37, item 2, as CI met it: a student switches the page to Japanese and saves a
    name while the read the switch sent is still on its way; that read's answer, older
    than the name, must neither reopen the form (the name would never show: no push
    follows) nor leave the form's words in English meanwhile."""
    with served(browser, a_game(players=6), players=6, humans=[0], agents="random", seed=0) as (table, open_):
        phone = open_("seat 0", PHONE)
        phone.settle(table)
        held: list[tuple[Any, Any]] = []

        def hold_first(route: Any) -> None:
            if held:
                route.continue_()
            else:
                held.append((route, route.fetch()))  # answered by the server now, delivered later

        phone.page.route(lambda url: "/api/seat/" in url and "/name" not in url, hold_first)
        phone.page.click("button[data-lang=ja]")  # the page reads its state again: that read is held
        for _ in range(SETTLE_MS // 20):  # Playwright runs the route handler while it waits
            if held:
                break
            phone.page.wait_for_timeout(20)
        assert held, "the page did not read its state again after its language button"
        label = phone.page.locator("#name label").inner_text()
        button = phone.page.locator("#name .save-name").inner_text()
        assert (label, button) == ("あなたの名前", "決定"), f"the open form says {label!r}, {button!r} in Japanese"
        phone.page.fill("#name-input", "Aiko")
        with phone.page.expect_response(lambda r: r.url.endswith("/name")) as saved:
            phone.page.click("#name .save-name")
        assert saved.value.ok and table.names == {0: "Aiko"}
        route, older = held[0]
        assert older.json()["version"] < table.version(0), "the name did not change the seat's view"
        route.fulfill(response=older)
        phone.page.wait_for_function("() => document.getElementById('name').innerText.includes('あなたの名前：Aiko')")
        phone.page.wait_for_timeout(200)  # time for the page to draw the late answer, if it does
        shown = phone.page.locator("#name").inner_text()
        assert "Aiko" in shown and phone.page.locator("#name-input").count() == 0, f"the name's box says {shown!r}"

        # a changed name: the late answer (the old name) comes before the read after the
        # change, which is held too; the page must not show the old name as saved
        held.clear()
        second: list[Any] = []
        phone.page.unroute_all()
        phone.page.route(
            lambda url: "/api/seat/" in url and "/name" not in url,
            lambda route: second.append(route) if held else held.append((route, route.fetch())),
        )
        phone.page.click("#name .change-name")
        phone.page.click("button[data-lang=ja]")  # a read, held
        for _ in range(SETTLE_MS // 20):
            if held:
                break
            phone.page.wait_for_timeout(20)
        phone.page.fill("#name-input", "Aiko S")
        with phone.page.expect_response(lambda r: r.url.endswith("/name")):
            phone.page.click("#name .save-name")
        held[0][0].fulfill(response=held[0][1])
        phone.page.wait_for_timeout(500)  # the page's read after the change is sent meanwhile, and held
        shown = phone.page.locator("#name").inner_text()
        assert "：Aiko\n" not in shown + "\n", f"the older answer put the old name back: {shown!r}"
        assert second, "the page did not read its state after the change"
        for route in second:
            route.continue_()
        phone.page.wait_for_function("() => document.getElementById('name').innerText.includes('：Aiko S')")
        assert not phone.errors, "the page logged errors:\n" + "\n".join(phone.errors)
