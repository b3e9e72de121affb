"""A bot at a seat of a live table, over the bot API (issue 22, item 7): what a
student's own agent uses to play a seat from another program, and what the load
and restart tests play with.

Example (a random bot at one seat; the link is the seat's, as the server printed it)::

    import asyncio, random
    from jinro_lab.table.bots import SeatClient

    async def main(link):
        rng = random.Random(0)
        async with SeatClient(link) as seat:        # its WebSocket opens: the seat joins
            await seat.play(lambda state: rng.choice(state["legal"]))
        print(seat.acted)                           # the actions the server acknowledged

    asyncio.run(main("http://127.0.0.1:8000/seat/..."))

* :meth:`SeatClient.state`: the seat's view (``GET /api/seat/<token>``: ``legal``,
  ``to_act``, ``over``, ``version``…), its events read once each (``since``) and kept
  in :attr:`SeatClient.events`;
* :meth:`SeatClient.act`: a choice (``POST /api/seat/<token>/act``), refused with a
  :class:`Refused` (its HTTP ``status``: 409 when the view changed since ``at``);
* :meth:`SeatClient.wait`: until the WebSocket says the view has changed;
* :meth:`SeatClient.play`: the three until the game is over.

Needs the ``table`` extra (``pip install 'jinro_lab[table]'``).
"""

from __future__ import annotations

import asyncio
import json
import time
from collections import Counter
from collections.abc import Callable
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import httpx
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

__all__ = ["LobbyClient", "Refused", "SeatClient"]

#: how long :meth:`SeatClient.wait` waits for a push before reading the view anyway (seconds)
WAIT = 15.0

#: how long :meth:`SeatClient.play` waits after a 429 (too many actions) before it reads
#: the view again (seconds): a little more than the server's refill of one action
#: (``1 / jinro_lab.table.app.ACTIONS_PER_SECOND``)
BACKOFF = 0.25

#: how often :meth:`LobbyClient.play` asks its lobby for new seats (seconds)
POLL = 0.2

#: a bot's choice: the seat's state (as :meth:`SeatClient.state` returns it) -> one of its ``legal`` strings
Choose = Callable[[dict[str, Any]], str]


def _direct_client() -> httpx.AsyncClient:
    """An HTTP client that ignores the environment's proxies: a class table is on the
    school's network (or this machine), which a proxy for the internet cannot reach."""
    return httpx.AsyncClient(trust_env=False)


class Refused(Exception):
    """The server refused a request: ``status`` is its HTTP status, ``code`` its stable
    code (``stale``, ``held``, ``not_begun``, ``illegal`` …: :mod:`jinro_lab.table.app`),
    the message its ``error``."""

    def __init__(self, status: int, message: str, code: str = ""):
        super().__init__(f"{status}: {message}")
        self.status = status
        self.code = code


class SeatClient:
    """The seat whose link is ``link`` (``http://host:port/seat/<token>``), played over
    the bot API with ``http`` (an ``httpx.AsyncClient``, closed by its owner; one of its
    own if ``None``).

    Use it as an ``async with`` block: entering opens the seat's WebSocket (the seat
    joins the table), leaving closes it. What it measured stays after the block:
    :attr:`acted` (the actions the server acknowledged, in order), :attr:`latencies`
    (seconds of each acknowledged ``act``), :attr:`reads` (seconds of each read of
    the state that was answered), :attr:`refused` (refusals by status) and
    :attr:`stalls` (waits that ended without a push, after :data:`WAIT` seconds);
    :attr:`posting` says whether an action awaits its answer."""

    def __init__(self, link: str, http: httpx.AsyncClient | None = None):
        parts = urlsplit(link)
        kind, _, token = parts.path.strip("/").partition("/")
        if kind != "seat" or not token:
            raise ValueError(f"not a seat's link (http://host:port/seat/<token>): {link!r}")
        self.base = urlunsplit((parts.scheme, parts.netloc, "", "", ""))
        self.token = token
        self._ws = urlunsplit(("wss" if parts.scheme == "https" else "ws", parts.netloc, f"/ws/{token}", "", ""))
        self._http, self._own = http or _direct_client(), http is None
        self._socket: ClientConnection | None = None
        self._reader: asyncio.Task[None] | None = None
        self._pushes = asyncio.Event()  # set by each push
        self.pushed = 0  # the latest version the WebSocket pushed
        self.events: list[dict[str, Any]] = []
        self.acted: list[str] = []
        self.latencies: list[float] = []
        self.reads: list[float] = []
        self.refused: Counter[int] = Counter()
        self.stalls = 0
        self.posting = False  # whether an action is awaiting its answer

    async def __aenter__(self) -> SeatClient:
        self._socket = await connect(self._ws, proxy=None)  # as _direct_client: no proxy
        self._reader = asyncio.create_task(self._read(self._socket))
        return self

    async def __aexit__(self, *exc: object) -> None:
        if self._reader is not None:
            self._reader.cancel()
        if self._socket is not None:
            await self._socket.close()
        if self._own:
            await self._http.aclose()

    async def _read(self, socket: ClientConnection) -> None:
        """Keep :attr:`pushed`, the latest version the WebSocket pushed, until it closes."""
        try:
            async for message in socket:
                self.pushed = max(self.pushed, int(json.loads(message)["version"]))
                self._pushes.set()
        except ConnectionClosed:
            pass
        finally:
            self._pushes.set()  # a closed socket wakes the waiting bot: its next read finds the server gone

    async def state(self) -> dict[str, Any]:
        """The seat's view now; its ``events`` are the new ones (all of them are in
        :attr:`events`). Sent a second time if the connection, kept open since the last
        request, was closed by the server as this one left (uvicorn closes a connection
        idle for 5 s: a seat waiting for its turn meets that race), and again after
        :data:`BACKOFF` while the server refuses it as read too often (429)."""
        url, since = f"{self.base}/api/seat/{self.token}", {"since": len(self.events)}
        started = time.perf_counter()
        try:
            response = await self._http.get(url, params=since)
        except (httpx.RemoteProtocolError, httpx.ReadError):  # the server closed the idle connection as it was sent
            response = await self._http.get(url, params=since)  # (a read changes nothing: sent again, once)
        while response.status_code == 429:  # read too often (the server's read limit): again after a pause
            self.refused[429] += 1
            await asyncio.sleep(BACKOFF)
            started = time.perf_counter()
            response = await self._http.get(url, params=since)
        state: dict[str, Any] = self._checked(response)
        self.reads.append(time.perf_counter() - started)
        self.events += state["events"]
        return state

    async def act(self, action: str, at: int | None = None) -> dict[str, Any]:
        """Take ``action`` (one of the state's ``legal``), for the view of version
        ``at`` if given; the server's answer (``action`` as stored, the new
        ``version``), or :class:`Refused`."""
        body: dict[str, Any] = {"action": action} if at is None else {"action": action, "at": at}
        started = time.perf_counter()
        self.posting = True
        try:
            answer = self._checked(await self._http.post(f"{self.base}/api/seat/{self.token}/act", json=body))
        finally:
            self.posting = False
        self.latencies.append(time.perf_counter() - started)
        self.acted.append(answer["action"])
        return answer

    async def wait(self, version: int, timeout: float = WAIT, stop: asyncio.Event | None = None) -> int:
        """Until the WebSocket pushes a version after ``version``, or ``stop`` is set,
        or ``timeout`` seconds pass (counted in :attr:`stalls`); the latest version
        pushed."""
        if self._reader is None:
            raise RuntimeError("open the seat first: async with SeatClient(link) as seat")
        deadline = time.monotonic() + timeout
        while self.pushed <= version and not self._reader.done() and not (stop is not None and stop.is_set()):
            self._pushes.clear()
            waits = [asyncio.ensure_future(self._pushes.wait())]
            if stop is not None:
                waits.append(asyncio.ensure_future(stop.wait()))
            done, pending = await asyncio.wait(
                waits, timeout=deadline - time.monotonic(), return_when="FIRST_COMPLETED"
            )
            for waiting in pending:
                waiting.cancel()
            if not done:
                self.stalls += 1
                break
        return self.pushed

    async def play(
        self, choose: Choose, stop: asyncio.Event | None = None, think: Callable[[], float] | None = None
    ) -> dict[str, Any]:
        """Play until the game is over (or ``stop`` is set: checked before each
        action and while waiting): read the view, act with ``choose(state)`` when it
        is the seat's turn, wait for the next push otherwise. A choice refused because
        the view changed meanwhile (409) is chosen again from the new view; one refused
        as too many too fast (429), after :data:`BACKOFF` seconds. With ``think``, the
        bot takes ``think()`` seconds over each choice, as a person does (a load test
        at a class's pace). Returns the last state read."""
        while True:
            state = await self.state()
            if state["over"] or (stop is not None and stop.is_set()):
                return state
            if state["to_act"] and await self._act_on(choose, state, think):
                continue
            await self.wait(state["version"], stop=stop)

    async def _act_on(self, choose: Choose, state: dict[str, Any], think: Callable[[], float] | None = None) -> bool:
        """Act on ``state`` (after ``think()`` seconds, if given); whether to read the
        view again at once (acted, or refused as too fast: after :data:`BACKOFF`)
        rather than after the next push (refused because the view changed: the push
        is on its way)."""
        if think is not None:
            await asyncio.sleep(think())
        try:
            await self.act(choose(state), state["version"])
        except Refused as exc:
            if exc.status == 429:
                await asyncio.sleep(BACKOFF)
                return True
            if exc.status != 409:
                raise
            return False
        return True

    def _checked(self, response: httpx.Response) -> dict[str, Any]:
        """The answer's JSON, or :class:`Refused` (counted) for any status but 200."""
        if response.status_code != 200:
            self.refused[response.status_code] += 1
            if not response.headers.get("content-type", "").startswith("application/json"):
                raise Refused(response.status_code, response.text[:200])
            body = response.json()
            raise Refused(response.status_code, str(body.get("error")), str(body.get("code", "")))
        data: dict[str, Any] = response.json()
        return data


class LobbyClient:
    """A tournament's remote entrant, played by this program (issue 23, item 3): its
    lobby link is ``http://host:port/api/lobby/<token>``, as the teacher's server
    printed it (:meth:`~jinro_lab.table.server.TableServer.entrant`).

    :meth:`play` asks the lobby for the seats to play, plays each with a
    :class:`SeatClient` (the seats of several games side by side) and stops when the
    teacher closes the lobby. What it played stays after: :attr:`seats` (the seat
    links played, in the order they came) and :attr:`acted` (each seat's actions)."""

    def __init__(self, link: str, http: httpx.AsyncClient | None = None):
        parts = urlsplit(link)
        path = parts.path.strip("/").split("/")
        if len(path) != 3 or path[:2] != ["api", "lobby"] or not path[2]:
            raise ValueError(f"not a lobby's link (http://host:port/api/lobby/<token>): {link!r}")
        self.url = urlunsplit((parts.scheme, parts.netloc, parts.path, "", ""))
        self._http, self._own = http, http is None
        self.seats: list[str] = []
        self.acted: dict[str, list[str]] = {}

    async def state(self) -> dict[str, Any]:
        """The lobby now: ``seats`` (links to play), ``played``, ``over``."""
        assert self._http is not None
        response = await self._http.get(self.url)
        if response.status_code != 200:
            raise Refused(response.status_code, "this lobby link opens nothing (a typo, or another server?)")
        data: dict[str, Any] = response.json()
        return data

    async def play(self, choose: Choose, poll: float = POLL) -> int:
        """Play every seat the lobby offers with ``choose`` (as :meth:`SeatClient.play`
        takes it) until the lobby is closed and every seat's game is over; returns the
        number of seats played."""
        self._http = self._http or _direct_client()
        running: dict[str, asyncio.Task[Any]] = {}
        try:
            while True:
                lobby = await self.state()
                for link in lobby["seats"]:
                    if link not in running and link not in self.acted:
                        self.seats.append(link)
                        running[link] = asyncio.create_task(self._seat(link, choose))
                for link, task in list(running.items()):
                    if task.done():
                        del running[link]
                        task.result()  # a seat's error (a refused action) is this program's error
                if lobby["over"] and not running:
                    return len(self.acted)
                await asyncio.sleep(poll)
        finally:
            for task in running.values():
                task.cancel()
            if self._own:
                await self._http.aclose()
                self._http = None

    async def _seat(self, link: str, choose: Choose) -> None:
        """Play one seat to its game's end. A finished game's table leaves the server a
        little after its end: a link that opens nothing any more, and that the lobby no
        longer lists, is a game that ended (any other refusal is this program's error)."""
        seat = SeatClient(link, self._http)
        try:
            async with seat:
                await seat.play(choose)
        except (Refused, OSError) as exc:
            if (isinstance(exc, Refused) and exc.status != 404) or link in (await self.state())["seats"]:
                raise
        self.acted[link] = seat.acted
