"""The live tables' web application (issue 22, items 2, 4 and 6): Starlette routes,
served by uvicorn (:mod:`jinro_lab.table.server`).

Pages (HTML; their script and style from ``/static/``):

* ``/seat/<token>``: a student's seat; ``/table/<token>``: the projector;
  ``/gm/<token>``: the game master.
* ``/rules/<game>?lang=ja``: a game's rules (:func:`jinro_lab.rules.rules_page`),
  where each rule ID cited on the pages links (``#mah-10``); no token, nothing secret.

The bot API (JSON; a page uses it too):

* ``GET /api/seat/<token>``: the seat's view (``legal`` as strings, ``to_act``,
  ``over``, ``events``, ``result``, ``version``); ``?since=N``: events from N on,
  ``?lang=ja``: texts in Japanese, ``?html=1``: the page's fragments too.
* ``POST /api/seat/<token>/act`` with ``{"action": "vote seat 3"}`` (and optionally
  ``"at": version``, refused with 409 if the view changed since): acts. An illegal
  action is a 400 with the engine's message, a malformed body a 400 saying what is
  expected, a body over :data:`MAX_BODY` bytes a 413, too many actions a 429, a vote
  while its discussion holds it a 409; the game is unchanged by each of them.
* ``GET /api/table/<token>``: the public view; ``GET /api/gm/<token>``: everything,
  the record included; ``POST /api/gm/<token>/begin``, ``POST /api/gm/<token>/hand``
  with ``{"seat": 2, "to": "agent"}``, ``POST /api/gm/<token>/end-discussion``.
* ``GET /api/seat/<token>/replay.html``, ``GET /api/gm/<token>/replay.html``: the game's
  replay to download (:mod:`jinro_lab.table.replay`): a seat's holds the table and the
  seat (the game master's view once the game is over), the game master's everything.
* ``GET /api/lobby/<token>``: a tournament's remote entrant (:mod:`jinro_lab.table.lobby`):
  its name, the links of the seats it is to play now, the seats it played, and
  whether the lobby is closed (``over``).
* ``GET /api/schema/<name>.json``: the JSON Schema of each body (:mod:`jinro_lab.table.contract`).
* ``WS /ws/<token>``: a message ``{"version": n}`` each time that token's view
  changes (the seat's, the table's or the game master's), and once on connecting.
  It carries nothing else: a seat learns nothing of what it may not see, not even
  that something happened elsewhere.

Every ``POST`` must be sent as ``Content-Type: application/json`` (a 415 otherwise,
changing nothing), even one with no body: a web page of another site can send a
form or a ``text/plain`` request to the table without the browser asking first, but
not JSON. A seat's ``version`` only goes up, across restarts of the server too.

A token that opens nothing (or opens another kind of page) gets the same 404 as a
path that does not exist, and changes nothing. No route lists tables or tokens, and
nothing here runs code or talks to the Jupyter server.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import time
from collections.abc import Awaitable, Callable
from importlib import resources
from typing import TYPE_CHECKING, Any

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Route, WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

from ..core.errors import IllegalAction, JinroError
from ..core.i18n import LANGS
from ..core.registry import lookup
from ..core.viewers import PUBLIC, Viewer
from ..rules import games, rules_page
from .cards import cards_page
from .contract import SCHEMAS, schema_text
from .live import BadName, DiscussionOn, NotBegun, StaleAction, Table
from .refusals import REFUSE, refusal_text
from .replay import REPLAY_HEADERS, ReplayFiles, file_name
from .tokens import Pass
from .views import PAGE_HEIGHTS, PAGE_WIDTHS, gm_state, seat_state, table_state

if TYPE_CHECKING:
    from .server import TableServer

__all__ = [
    "ACTIONS_PER_SECOND",
    "BURST",
    "MAX_BODY",
    "PAGE_READS_PER_SECOND",
    "PAGE_READ_BURST",
    "READS_PER_SECOND",
    "READ_BURST",
    "READ_PENALTY",
    "SOCKETS_PER_TOKEN",
    "make_app",
]

#: the largest request body accepted (bytes): an action is a few words
MAX_BODY = 4096
#: actions a seat may send per second, on average, and in a burst
ACTIONS_PER_SECOND = 5.0
BURST = 10
#: reads a token may make per second, on average, and in a burst: a page reads once
#: each time its view changes, a bot once more after it acts; a flood of reads (the
#: projector's token is on the wall) is refused at once, costing the others nothing
READS_PER_SECOND = 20.0
READ_BURST = 40
#: reads of a page's HTML (``?html=1``: a picture drawn each time the view changed, tens of
#: ms) a token may make per second, and in a burst: a page in a class reads a few a minute
PAGE_READS_PER_SECOND = 4.0
PAGE_READ_BURST = 12
#: how long a read refused as too many waits before its 429 (seconds)
READ_PENALTY = 1.0
#: WebSockets open at once per token (a student's phone and laptop, a reloaded page)
SOCKETS_PER_TOKEN = 8

#: sent with every answer: never cached (a seat's page is a secret), no referrer
#: (the token is in the address), only the kit's own script
HEADERS = {
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": (
        "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
        "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    ),
}

_NOT_FOUND = {"error": "not found", "code": "not_found"}
#: the stable ``code`` of a refusal with each status (beside its ``error`` message, which is
#: for people and in the page's language): what a program tests
CODES = {
    400: "bad_request",
    404: "not_found",
    413: "too_large",
    415: "not_json",
    429: "rate_limited",
}


class _Refused(Exception):
    """A request refused with ``status`` and ``message`` (nothing changed)."""

    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status = status


def _json(data: Any, status: int = 200) -> JSONResponse:
    return JSONResponse(data, status_code=status, headers=HEADERS)


class _Limiter:
    """A token bucket per key (a seat's actions, a token's reads): ``burst()`` at
    once, refilled at ``rate()`` a second (read when asked, so a test may change the
    module's figures)."""

    def __init__(self, rate: Callable[[], float], burst: Callable[[], int]) -> None:
        self._buckets: dict[Any, tuple[float, float]] = {}
        self._rate, self._burst = rate, burst

    def allow(self, key: Any) -> bool:
        now = time.monotonic()
        burst = float(self._burst())
        level, then = self._buckets.get(key, (burst, now))
        level = min(burst, level + (now - then) * self._rate())
        if level < 1.0:
            self._buckets[key] = (level, now)
            return False
        self._buckets[key] = (level - 1.0, now)
        return True


def _static(name: str) -> str:
    return resources.files("jinro_lab.table").joinpath("static", name).read_text(encoding="utf-8")


def make_app(server: TableServer) -> Starlette:
    """The application serving ``server``'s tables."""
    limiter = _Limiter(lambda: ACTIONS_PER_SECOND, lambda: BURST)
    reads = _Limiter(lambda: READS_PER_SECOND, lambda: READ_BURST)
    page_reads = _Limiter(lambda: PAGE_READS_PER_SECOND, lambda: PAGE_READ_BURST)

    async def read_allowed(request: Request) -> None:
        """Refuse (429) a read past its token's :data:`READ_BURST` (a page's HTML: past
        :data:`PAGE_READ_BURST`), after :data:`READ_PENALTY` seconds: a flood's
        connection waits (costing the server nothing meanwhile) instead of coming back
        at once."""
        token = request.path_params["token"]
        if request.query_params.get("html") == "1":
            allowed, rate, burst = page_reads.allow(token), PAGE_READS_PER_SECOND, PAGE_READ_BURST
        else:
            allowed, rate, burst = reads.allow(token), READS_PER_SECOND, READ_BURST
        if not allowed:
            await asyncio.sleep(READ_PENALTY)
            raise _Refused(429, REFUSE("too many reads", f"{rate:g}", burst))

    sockets: dict[str, int] = {}  # open WebSockets per token

    def find(token: str, kind: str) -> tuple[Table, Pass]:
        found = server.find(token)
        if found is None or found[1].kind != kind:
            raise _Refused(404, REFUSE("not found"))
        return found

    def lang_of(request: Request, table: Table) -> str:
        lang = request.query_params.get("lang", table.lang)
        if lang not in LANGS:
            raise _Refused(400, f"lang must be one of {', '.join(LANGS)}, got {lang[:20]!r}")
        return lang

    def since_of(request: Request) -> int:
        raw = request.query_params.get("since", "0")
        if not (raw.isascii() and raw.isdigit()) or len(raw) > 9:  # isdigit() alone takes "²" (int() fails) and "١"
            raise _Refused(400, f"since must be a whole number of events (0 or more), got {raw[:20]!r}")
        return int(raw)

    def require_json(request: Request) -> None:
        """Refuse (415) a state-changing request not sent as ``application/json``: a
        browser sends a cross-site form or "simple" request without a preflight only
        as ``text/plain``, a form or multipart, never as JSON (issue 39)."""
        sent = request.headers.get("content-type", "")
        if sent.split(";", 1)[0].strip().lower() != "application/json":
            raise _Refused(415, REFUSE("json only", sent[:40] or "none"))

    async def body_of(request: Request, example: str = '{"action": "vote seat 3"}') -> dict[str, Any]:
        require_json(request)
        size = request.headers.get("content-length")
        if size is not None and (not size.isdigit() or int(size) > MAX_BODY):
            raise _Refused(413, REFUSE("body size", MAX_BODY))
        chunks, total = [], 0
        async for chunk in request.stream():
            total += len(chunk)
            if total > MAX_BODY:
                raise _Refused(413, REFUSE("body size", MAX_BODY))
            chunks.append(chunk)
        try:
            data = json.loads(b"".join(chunks))
            json.dumps(data, ensure_ascii=False).encode()  # a lone surrogate ("\ud800") is JSON but no text
        except (ValueError, RecursionError):
            raise _Refused(400, REFUSE("not json", example)) from None
        if not isinstance(data, dict):
            raise _Refused(400, REFUSE("not object", example))
        return data

    def page_lang(request: Request) -> str:
        """The language of the page that asked: its ``?lang=``, else its table's."""
        lang = request.query_params.get("lang")
        if lang in LANGS:
            return lang
        found = server.find(request.path_params.get("token", ""))
        return found[0].lang if found is not None else "en"

    def said(exc: Exception, request: Request) -> str:
        """A refusal's message in the page's language (a :data:`REFUSE` phrase); an
        illegal action on a Japanese page as the refusal of its action (the engine's
        message is English, for programs)."""
        lang = page_lang(request)
        message = exc.args[0] if exc.args else str(exc)
        if isinstance(exc, IllegalAction) and lang == "ja":
            why = getattr(exc, "refusal", None)  # the table's own reason (a seat an agent plays)
            return refusal_text(why, lang) if why is not None else REFUSE("illegal", str(exc.action)).text(lang)
        return refusal_text(message, lang)

    def code_of(exc: JinroError) -> str:
        """The stable code of a refusal by the table or the game: ``not_begun``,
        ``stale`` (the view changed since ``at``), ``held`` (the discussion holds the
        vote), ``agent_seat`` (an agent plays the seat), ``not_your_turn`` (the seat
        has nothing to choose now), ``illegal`` (not among its choices), ``invalid``
        (any other bad request the table refused)."""
        if isinstance(exc, NotBegun):
            return "not_begun"
        if isinstance(exc, StaleAction):
            return "stale"
        if isinstance(exc, DiscussionOn):
            return "held"
        if isinstance(exc, IllegalAction):
            if getattr(getattr(exc, "refusal", None), "key", None) == "agent seat":
                return "agent_seat"
            return "illegal" if exc.legal else "not_your_turn"
        return "invalid"

    def guarded(
        handler: Callable[[Request], Awaitable[Response]],
    ) -> Callable[[Request], Awaitable[Response]]:
        async def run(request: Request) -> Response:
            try:
                return await handler(request)
            except _Refused as exc:
                body = _NOT_FOUND if exc.status == 404 else {"error": said(exc, request), "code": CODES[exc.status]}
                return _json(body, exc.status)
            except (NotBegun, StaleAction, DiscussionOn) as exc:
                return _json({"error": said(exc, request), "code": code_of(exc)}, 409)
            except JinroError as exc:
                return _json({"error": said(exc, request), "code": code_of(exc)}, 400)

        return run

    def page(kind: str) -> Callable[[Request], Awaitable[Response]]:
        async def show(request: Request) -> Response:
            table, found = find(request.path_params["token"], kind)
            if found.seat is not None:
                await run_in_threadpool(table.join, found.seat)
            html = _static("page.html").replace("{{kind}}", kind).replace("{{lang}}", table.lang)
            return HTMLResponse(html, headers=HEADERS)

        return guarded(show)

    async def cards(request: Request) -> Response:
        """The printable join cards (:mod:`jinro_lab.table.cards`), for the game master only."""
        table, _ = find(request.path_params["token"], "gm")
        page = await run_in_threadpool(cards_page, table, lang_of(request, table))
        return HTMLResponse(page, headers=HEADERS)

    def width_of(request: Request) -> int | None:
        return pixels_of(request, "width", PAGE_WIDTHS)

    def height_of(request: Request) -> int | None:
        return pixels_of(request, "height", PAGE_HEIGHTS)

    def pixels_of(request: Request, name: str, bounds: tuple[int, int]) -> int | None:
        """The page's box's ``name`` (``width``, ``height``) in CSS pixels, if the page gave it."""
        raw = request.query_params.get(name)
        if raw is None:
            return None
        low, high = bounds
        if not (raw.isascii() and raw.isdigit()) or not low <= int(raw[:6]) <= high:
            raise _Refused(400, f"{name} must be the page's {name} in CSS pixels, {low} to {high}, got {raw[:20]!r}")
        return int(raw)

    async def read(table: Table, fn: Callable[..., Any], *args: Any) -> Any:
        """``fn(*args)``, a read of ``table`` without its pages (a bot's, a fraction of a
        millisecond): on the event loop when no thread holds the table now, else in a
        thread. Handing each read to a thread had cost the server more than the reads
        themselves (issue 39: the queue's locks, waking the loop back); a page's read
        draws a picture (tens of ms) and always goes to a thread."""
        done, value = table.now(fn, *args)
        return value if done else await run_in_threadpool(fn, *args)

    def joined_state(table: Table, seat: int, lang: str, since: int, width: int | None) -> dict[str, Any] | None:
        """A joined seat's state without its pages, or ``None`` if the seat has not
        joined (joining stores a step, and may begin the game: a thread's work)."""
        return seat_state(table, seat, lang, since, False, width) if seat in table.joined else None

    async def api_seat(request: Request) -> Response:
        table, found = find(request.path_params["token"], "seat")
        await read_allowed(request)
        seat = found.seat
        assert seat is not None
        lang, since, width = lang_of(request, table), since_of(request), width_of(request)
        pages = request.query_params.get("html") == "1"
        if not pages:
            state = await read(table, joined_state, table, seat, lang, since, width)
            if state is not None:
                return _json(state)
        await run_in_threadpool(table.join, seat)
        return _json(await run_in_threadpool(seat_state, table, seat, lang, since, pages, width))

    async def api_act(request: Request) -> Response:
        table, found = find(request.path_params["token"], "seat")
        seat = found.seat
        assert seat is not None
        data = await body_of(request)
        action, at = data.get("action"), data.get("at")
        if not isinstance(action, str) or not action or len(action) > 200:
            raise _Refused(400, REFUSE("no action"))
        if at is not None and type(at) is not int:
            raise _Refused(400, REFUSE("bad at"))
        if not limiter.allow((table.id, seat)):
            raise _Refused(429, REFUSE("too many", f"{ACTIONS_PER_SECOND:g}", BURST))
        await run_in_threadpool(table.join, seat)
        taken = await run_in_threadpool(table.act, seat, action, at)
        return _json({"ok": True, "action": taken, "version": table.version(seat)})

    async def api_name(request: Request) -> Response:
        """A student gives their nickname (issue 37): ``{"name": "Aiko"}``; a refused
        one answers 400 with the reason's key for the page's own words."""
        table, found = find(request.path_params["token"], "seat")
        seat = found.seat
        assert seat is not None
        data = await body_of(request, '{"name": "Aiko"}')
        if not limiter.allow((table.id, seat)):
            raise _Refused(429, REFUSE("too many", f"{ACTIONS_PER_SECOND:g}", BURST))
        await run_in_threadpool(table.join, seat)
        try:
            name = await run_in_threadpool(table.set_name, seat, data.get("name"))
        except BadName as exc:
            return _json({"error": str(exc), "reason": exc.reason, "code": "bad_name"}, 400)
        return _json({"ok": True, "name": name, "version": table.version(seat)})

    async def api_table(request: Request) -> Response:
        table, _ = find(request.path_params["token"], "table")
        await read_allowed(request)
        lang, since, width, height = lang_of(request, table), since_of(request), width_of(request), height_of(request)
        pages = request.query_params.get("html") == "1"
        reading = run_in_threadpool if pages else functools.partial(read, table)
        return _json(await reading(table_state, table, lang, since, pages, width, height))

    async def api_gm(request: Request) -> Response:
        table, _ = find(request.path_params["token"], "gm")
        await read_allowed(request)
        lang, since = lang_of(request, table), since_of(request)
        pages = request.query_params.get("html") == "1"
        reading = run_in_threadpool if pages else functools.partial(read, table)
        return _json(await reading(gm_state, table, lang, since, pages))

    async def api_begin(request: Request) -> Response:
        table, _ = find(request.path_params["token"], "gm")
        require_json(request)
        await run_in_threadpool(table.begin)  # no body is read: "begin" says it all
        return _json({"ok": True})

    async def api_end_discussion(request: Request) -> Response:
        table, _ = find(request.path_params["token"], "gm")
        require_json(request)
        await run_in_threadpool(table.end_discussion)  # no body is read
        return _json({"ok": True})

    async def api_hand(request: Request) -> Response:
        table, _ = find(request.path_params["token"], "gm")
        data = await body_of(request, '{"seat": 2, "to": "agent"}')
        seat, to = data.get("seat"), data.get("to", "agent")
        if type(seat) is not int:
            raise _Refused(400, 'the body must name a seat number, like {"seat": 2, "to": "agent"}')
        await run_in_threadpool(table.hand_over, seat, to)
        return _json({"ok": True})

    replays = ReplayFiles()

    def replay_route(kind: str) -> Callable[[Request], Awaitable[Response]]:
        async def download(request: Request) -> Response:
            table, found = find(request.path_params["token"], kind)
            lang = lang_of(request, table)
            page = await run_in_threadpool(replays.page, table, found.seat, lang)
            disposition = f'attachment; filename="{file_name(table, found.seat)}"'
            headers = {**HEADERS, **REPLAY_HEADERS, "Content-Disposition": disposition}
            return HTMLResponse(page, headers=headers)

        return guarded(download)

    async def api_lobby(request: Request) -> Response:
        entrant = server.find_entrant(request.path_params["token"])
        if entrant is None:
            raise _Refused(404, REFUSE("not found"))
        return _json(entrant.state())

    async def api_schema(request: Request) -> Response:
        """The bot API's JSON Schemas (:mod:`jinro_lab.table.contract`)."""
        name = request.path_params["name"]
        if name not in SCHEMAS:
            raise _Refused(404, REFUSE("not found"))
        return Response(schema_text(name), media_type="application/schema+json", headers=HEADERS)

    async def rules(request: Request) -> Response:
        """A game's rules (``jinro_lab.rules``), where the pages' cited rule IDs link (``views.RULES_LINK``)."""
        game = request.path_params["game"]
        if game not in games():
            raise _Refused(404, REFUSE("not found"))
        lang = request.query_params.get("lang", "en")
        if lang not in LANGS:
            raise _Refused(400, f"lang must be one of {', '.join(LANGS)}, got {lang[:20]!r}")
        page = rules_page(game, lang, lookup(game).title_ja)
        return HTMLResponse(page, headers={**HEADERS, "Cache-Control": "max-age=300"})

    async def static(request: Request) -> Response:
        name = request.path_params["name"]
        types = {"page.js": "text/javascript", "page.css": "text/css"}
        if name not in types:
            return _json(_NOT_FOUND, 404)
        return Response(_static(name), media_type=types[name], headers={**HEADERS, "Cache-Control": "max-age=300"})

    async def socket(websocket: WebSocket) -> None:
        found = server.find(websocket.path_params["token"])
        if found is None:
            await websocket.close(code=1008)
            return
        table, grant = found
        if sockets.get(grant.token, 0) >= SOCKETS_PER_TOKEN:
            await websocket.close(code=1008)  # a client opening socket after socket cannot grow the server
            return
        sockets[grant.token] = sockets.get(grant.token, 0) + 1
        try:
            await _serve_socket(websocket, table, grant)
        finally:
            sockets[grant.token] -= 1
            if not sockets[grant.token]:
                del sockets[grant.token]

    async def _serve_socket(websocket: WebSocket, table: Table, grant: Pass) -> None:
        viewer: Viewer = grant.seat if grant.kind == "seat" else (PUBLIC if grant.kind == "table" else None)
        await websocket.accept()
        if grant.seat is not None:
            await run_in_threadpool(table.join, grant.seat)
        loop = asyncio.get_running_loop()
        versions: asyncio.Queue[int] = asyncio.Queue()

        def changed(version: int) -> None:
            with contextlib.suppress(RuntimeError):  # the server's loop is closing
                loop.call_soon_threadsafe(versions.put_nowait, version)

        stop = table.listen(viewer, changed)

        async def push() -> None:
            await websocket.send_json({"version": table.version(viewer)})
            while True:
                version = await versions.get()
                while not versions.empty():
                    version = versions.get_nowait()
                await websocket.send_json({"version": version})

        sender = asyncio.create_task(push())
        try:
            while True:  # a client's messages are read and dropped: the socket only pushes
                message = await websocket.receive()
                if message["type"] == "websocket.disconnect":
                    break
        except WebSocketDisconnect:
            pass
        finally:
            stop()
            sender.cancel()

    async def not_found(request: Request, exc: Exception) -> Response:
        return _json(_NOT_FOUND, 404)

    routes = [
        Route("/seat/{token}", page("seat")),
        Route("/table/{token}", page("table")),
        Route("/gm/{token}", page("gm")),
        Route("/gm/{token}/cards", guarded(cards)),
        Route("/api/seat/{token}", guarded(api_seat)),
        Route("/api/seat/{token}/act", guarded(api_act), methods=["POST"]),
        Route("/api/seat/{token}/name", guarded(api_name), methods=["POST"]),
        Route("/api/seat/{token}/replay.html", replay_route("seat")),
        Route("/api/gm/{token}/replay.html", replay_route("gm")),
        Route("/api/table/{token}", guarded(api_table)),
        Route("/api/gm/{token}", guarded(api_gm)),
        Route("/api/gm/{token}/begin", guarded(api_begin), methods=["POST"]),
        Route("/api/gm/{token}/hand", guarded(api_hand), methods=["POST"]),
        Route("/api/gm/{token}/end-discussion", guarded(api_end_discussion), methods=["POST"]),
        Route("/api/lobby/{token}", guarded(api_lobby)),
        Route("/api/schema/{name}.json", guarded(api_schema)),
        Route("/static/{name}", static),
        Route("/rules/{game}", guarded(rules)),
        WebSocketRoute("/ws/{token}", socket),
    ]
    return Starlette(routes=routes, exception_handlers={404: not_found, 405: not_found})
