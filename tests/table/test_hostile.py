"""A hostile client of the live table on loopback (issue 22, items 6 and 7): other
seats' tokens, forged tokens, replays, oversized and malformed bodies, bursts, wrong
methods, and routes that could list tables. Each is refused with the same answer as a
path that does not exist, or with a 4xx saying what is wrong, never a 500 or a stack
trace, and the game (its record, steps and every viewer's version) is unchanged."""

from __future__ import annotations

import base64
import contextlib
import json
import secrets
import socket
import threading
import time
from typing import Any

import httpx
import pytest
from games import each_game
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import connect

from jinro_lab.core.registry import VARIANTS
from jinro_lab.core.voting import Vote
from jinro_lab.table import TableServer
from jinro_lab.table import app as app_module
from jinro_lab.table.app import ACTIONS_PER_SECOND, BURST, MAX_BODY, SOCKETS_PER_TOKEN
from jinro_lab.table.tokens import new_token

from .served import JSON, TIMEOUT, Seated, client_of, legal_of, snapshot, vote_table

NOT_FOUND = {"error": "not found", "code": "not_found"}
#: a vote the first seat may cast on the first day of :func:`vote_table`'s game
VOTE = {"action": str(Vote(3))}


@pytest.fixture
def seats(server: TableServer, client: httpx.Client) -> Seated:
    """A fresh table whose every seat joined: the game has begun, every seat must vote."""
    table = vote_table(server)
    for s in table.table.humans:
        assert client.get(f"/api/seat/{table.seat(s)}").status_code == 200
    assert table.table.begun
    return table


def routes(token: str) -> list[tuple[str, str]]:
    """Every route that takes a token, as (method, path)."""
    gets = [f"/seat/{token}", f"/table/{token}", f"/gm/{token}", f"/api/seat/{token}", f"/api/table/{token}"]
    posts = [f"/api/seat/{token}/act", f"/api/gm/{token}/begin", f"/api/gm/{token}/hand"]
    return [*(("GET", p) for p in [*gets, f"/api/gm/{token}"]), *(("POST", p) for p in posts)]


def send(client: httpx.Client, method: str, path: str) -> httpx.Response:
    """``method`` on ``path``, a POST with a body that would be accepted."""
    body = json.dumps({**VOTE, "seat": 0, "to": "agent"}) if method == "POST" else None
    return client.request(method, path, content=body, headers=JSON)


def refused_alike(answer: httpx.Response) -> None:
    """The answer of a path that does not exist: 404, the same body, no trace."""
    assert answer.status_code == 404, (answer.request.url, answer.text)
    assert answer.json() == NOT_FOUND


def opens(seats: Seated, token: str) -> tuple[set[str], set[str]]:
    """The paths ``token`` reads, and those it changes the table with (tried apart)."""
    if token == seats.public:
        return {f"/table/{token}", f"/api/table/{token}"}, set()
    if token == seats.gm:
        return {f"/gm/{token}", f"/api/gm/{token}"}, {f"/api/gm/{token}/begin", f"/api/gm/{token}/hand"}
    return set(), {f"/seat/{token}", f"/api/seat/{token}", f"/api/seat/{token}/act"}  # they join, or act


def test_each_token_opens_its_own_routes_only(seats: Seated, client: httpx.Client) -> None:
    """A seat's token neither reads the table's, the game master's or another seat's
    view nor begins or hands over; the table's token neither acts nor reads a seat;
    the game master's does not act as a seat: each a 404 like a missing path."""
    before = snapshot(seats.table)
    for token in seats.tokens:
        reads, changes = opens(seats, token)
        for method, path in routes(token):
            if path in reads:
                assert send(client, method, path).status_code == 200, path
            elif path not in changes:
                refused_alike(send(client, method, path))
    assert snapshot(seats.table) == before
    for s in seats.table.humans:
        assert client.get(f"/api/seat/{seats.seat(s)}").json()["seat"] == s


def test_a_seat_acts_for_itself_whatever_its_body_says(seats: Seated, client: httpx.Client) -> None:
    """A "seat" in the act body is ignored: seat 1's token casts seat 1's vote."""
    answer = client.post(f"/api/seat/{seats.seat(1)}/act", json={"action": "vote seat 3", "seat": 0})
    assert answer.status_code == 200
    assert seats.table.read(lambda game: (0 in game.to_act(), 1 in game.to_act())) == (True, False)


def forgeries(token: str) -> list[str]:
    """Tokens a hostile client could make up from a real one, or from nothing."""
    changed = ("B" if token[0] == "A" else "A") + token[1:]
    return [
        new_token(),
        token[:-1],
        token[:8],
        changed,
        token + "A",
        token.upper() if token.upper() != token else token.lower(),
        "A" * 5000,
        "席" * 22,
        "%00" + token,
        "%2e%2e",
        "..%2F" + token,
        "%C0%AF" + token,
        "%FF%FE",
    ]


def test_forged_tokens_open_nothing_and_change_nothing(seats: Seated, client: httpx.Client) -> None:
    """Random, truncated, one character changed, longer, unicode, NUL, encoded path
    traversal: every route a 404 with the same body; nothing changed."""
    before = snapshot(seats.table)
    real = [seats.seat(0), seats.public, seats.gm]
    forged = [*forgeries(seats.seat(0)), *(f for token in real[1:] for f in forgeries(token)[1:4])]
    assert len(forged) * len(routes("x")) <= 200
    for token in forged:
        for method, path in routes(token):
            refused_alike(send(client, method, path))
    assert snapshot(seats.table) == before


def raw_request(server: TableServer, head: str) -> tuple[int, bytes]:
    """Send ``head`` (a request line and headers, no body) as it is, no client
    normalizing its path; the status and the body of the answer."""
    with socket.create_connection(("127.0.0.1", server.port), timeout=TIMEOUT) as conn:
        conn.sendall(head.encode() + b"Host: 127.0.0.1\r\nConnection: close\r\n\r\n")
        answer = b""
        while chunk := conn.recv(65536):
            answer += chunk
    status_line, _, rest = answer.partition(b"\r\n")
    return int(status_line.split()[1]), rest.partition(b"\r\n\r\n")[2]


@pytest.mark.parametrize("shape", ["/api/seat/../gm/{gm}", "/seat/../gm/{gm}", "/api/seat/{seat}/../../gm/{gm}"])
def test_path_traversal_reaches_nothing(seats: Seated, server: TableServer, shape: str) -> None:
    """A path with ../ sent as it is (a browser would resolve it): not the game
    master's view through a seat's route, a 404 like any missing path."""
    path = shape.format(gm=seats.gm, seat=seats.seat(0))
    status, body = raw_request(server, f"GET {path} HTTP/1.1\r\n")
    assert status == 404 and json.loads(body) == NOT_FOUND


@pytest.mark.parametrize("with_at", [False, True])
def test_a_replayed_action_is_refused(seats: Seated, client: httpx.Client, with_at: bool) -> None:
    """The same act POST sent again after it succeeded: refused (400: the seat has
    voted, MAH-11; 409 with its at: the view changed), the game unchanged."""
    body = {**VOTE, "at": seats.table.version(0)} if with_at else VOTE
    path = f"/api/seat/{seats.seat(0)}/act"
    assert client.post(path, json=body).status_code == 200
    before = snapshot(seats.table)
    again = client.post(path, json=body)
    assert again.status_code == (409 if with_at else 400), again.text
    assert snapshot(seats.table) == before


def oversized() -> bytes:
    """A well-formed act body of more than :data:`MAX_BODY` bytes."""
    body = json.dumps(VOTE).encode()
    return body[:-1] + b" " * (MAX_BODY + 1 - len(body)) + b"}"


@pytest.mark.parametrize("chunked", [False, True])
@pytest.mark.parametrize("route", ["/api/seat/{seat}/act", "/api/gm/{gm}/hand"])
def test_an_oversized_body_is_a_413(seats: Seated, server: TableServer, chunked: bool, route: str) -> None:
    """A body over MAX_BODY bytes, announced by its Content-Length or sent in chunks
    without one: 413, nothing changed."""
    before = snapshot(seats.table)
    body = oversized()
    content: Any = iter([body[:1000], body[1000:]]) if chunked else body
    with client_of(server) as fresh:  # the server may close the connection without reading the body
        answer = fresh.post(route.format(seat=seats.seat(0), gm=seats.gm), content=content, headers=JSON)
    assert answer.status_code == 413 and str(MAX_BODY) in answer.json()["error"]
    assert ("content-length" in answer.request.headers) != chunked
    assert snapshot(seats.table) == before


def test_a_body_of_exactly_max_body_bytes_is_read(seats: Seated, client: httpx.Client) -> None:
    """The limit is MAX_BODY bytes, not fewer: such an action is taken."""
    body = json.dumps(VOTE).encode()
    exact = body[:-1] + b" " * (MAX_BODY - len(body)) + b"}"
    assert len(exact) == MAX_BODY
    assert client.post(f"/api/seat/{seats.seat(0)}/act", content=exact, headers=JSON).status_code == 200


def test_the_same_action_sent_at_once_from_several_clients_is_taken_once(seats: Seated, server: TableServer) -> None:
    """A double click, or a replay racing the original: of four requests with the same
    at sent together, one is taken, the others are refused with 409 (MAH-11: one vote)."""
    at, answers = seats.table.version(0), []

    def post() -> None:
        with client_of(server) as own:
            answers.append(own.post(f"/api/seat/{seats.seat(0)}/act", json={**VOTE, "at": at}).status_code)

    threads = [threading.Thread(target=post) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=TIMEOUT)
    assert sorted(answers) == [200, 409, 409, 409]
    votes = [a for s, a in seats.table.record().actions if s == 0]
    assert [str(a) for a in votes] == ["vote seat 3"]


@pytest.mark.parametrize(
    ("body", "status"),
    [
        (b'{"action": "vote seat \xff\xfe"}', 400),
        (b"\xef\xbb\xbf\xff" + json.dumps(VOTE).encode(), 400),
        (b"[" * 2000 + b"]" * 2000, 400),
        (b'{"action": ' + b"[" * 1900 + b"]" * 1900 + b"}", 400),
        (b'{"action": "vote seat 3", "at": 1e999}', 400),
        (b'{"action": "vote seat 3", "at": -1e400}', 400),
        (b'{"action": "vote seat 3", "at": 1' + b"0" * 4000 + b"}", 409),
        (b'{"action": "' + b"v" * 300 + b'"}', 400),
        (b'{"action": "vote seat 3\\ud800"}', 400),
    ],
)
def test_a_malformed_body_is_a_4xx_not_a_500(seats: Seated, client: httpx.Client, body: bytes, status: int) -> None:
    """Invalid UTF-8, deeply nested JSON, numbers too large for a float, a lone
    surrogate: 400 (a whole number too large to be the view's version: 409); never a 500."""
    before = snapshot(seats.table)
    answer = client.post(f"/api/seat/{seats.seat(0)}/act", content=body, headers=JSON)
    assert answer.status_code == status, answer.text
    assert snapshot(seats.table) == before


@pytest.mark.parametrize(
    ("route", "content_type"),
    [
        ("/api/seat/{seat}/act", "text/plain"),
        ("/api/seat/{seat}/act", "application/x-www-form-urlencoded"),
        ("/api/seat/{seat}/act", None),
        ("/api/seat/{seat}/name", "text/plain;charset=UTF-8"),
        ("/api/gm/{gm}/begin", "multipart/form-data; boundary=x"),
        ("/api/gm/{gm}/begin", None),
        ("/api/gm/{gm}/end-discussion", "text/plain"),
        ("/api/gm/{gm}/hand", "text/plain"),
    ],
)
def test_a_state_changing_request_not_sent_as_json_is_a_415(
    server: TableServer, client: httpx.Client, route: str, content_type: str | None
) -> None:
    """Issue 39, item 2: what a page of another site can send without the browser
    asking first (a form, ``text/plain``, no type) changes nothing, even with a JSON
    body (on a table not yet begun: a forged "begin" must not begin it); the answer
    says what to send. ``application/json; charset=utf-8`` is JSON."""
    seats = vote_table(server)
    before = snapshot(seats.table)
    headers = {"Content-Type": content_type} if content_type else {}
    path = route.format(seat=seats.seat(0), gm=seats.gm)
    body = b'{"action": "vote seat 3", "name": "Aiko", "seat": 0, "to": "agent"}'
    answer = client.post(path, content=body, headers=headers)
    assert answer.status_code == 415, answer.text
    assert "application/json" in answer.json()["error"] and answer.json()["code"] == "not_json"
    assert snapshot(seats.table) == before
    assert not seats.table.begun
    typed = {"Content-Type": "application/json; charset=utf-8"}
    assert client.post(f"/api/gm/{seats.gm}/begin", content=body, headers=typed).status_code == 200
    assert seats.table.begun


@pytest.mark.parametrize("body", [b'{"seat": 0, "to": "agent\\udc80"}', b'{"seat": 0, "to": "\\ud800"}'])
def test_a_lone_surrogate_in_a_hand_body_is_a_400(seats: Seated, client: httpx.Client, body: bytes) -> None:
    """A hand-over whose "to" holds a lone surrogate (text that cannot be written as
    UTF-8, in an answer that names what was wrong): 400, not 500."""
    before = snapshot(seats.table)
    answer = client.post(f"/api/gm/{seats.gm}/hand", content=body, headers=JSON)
    assert answer.status_code == 400, answer.text
    assert snapshot(seats.table) == before


class FrozenClock:
    """``time`` for the rate limiter, standing still until moved on."""

    def __init__(self) -> None:
        self.now = 1000.0
        self.perf_counter = self.monotonic

    def monotonic(self) -> float:
        return self.now


def test_a_burst_of_actions_is_refused_with_429(
    seats: Seated, client: httpx.Client, monkeypatch: pytest.MonkeyPatch
) -> None:
    """More than BURST actions from one seat at once: the next is a 429 even if it is
    legal, and does not change the game; another seat still acts; after
    1/ACTIONS_PER_SECOND seconds the seat may act again."""
    clock = FrozenClock()
    monkeypatch.setattr(app_module, "time", clock)
    path = f"/api/seat/{seats.seat(0)}/act"
    for _ in range(BURST):
        assert client.post(path, json={"action": "vote seat 0"}).status_code == 400  # illegal, but counted
    before = snapshot(seats.table)
    answer = client.post(path, json=VOTE)
    assert answer.status_code == 429 and "too many actions" in answer.json()["error"]
    assert answer.json()["code"] == "rate_limited"
    japanese = client.post(path + "?lang=ja", json=VOTE)  # the refusal in the page's words, not a 500
    assert japanese.status_code == 429 and "1秒に5回まで" in japanese.json()["error"]
    assert snapshot(seats.table) == before
    assert client.post(f"/api/seat/{seats.seat(1)}/act", json=VOTE).status_code == 200
    clock.now += 1 / ACTIONS_PER_SECOND
    assert client.post(path, json=VOTE).status_code == 200
    assert 0 not in seats.table.read(lambda game: game.to_act())


@pytest.mark.parametrize("method", ["GET", "PUT", "DELETE", "PATCH"])
def test_a_wrong_method_is_a_404_without_a_trace(seats: Seated, client: httpx.Client, method: str) -> None:
    """GET on a POST route, POST on a GET route, PUT, DELETE, PATCH: 404 or 405 with
    a short JSON body and no stack trace; nothing changed."""
    before = snapshot(seats.table)
    gets = [f"/api/seat/{seats.seat(0)}", f"/api/table/{seats.public}", f"/api/gm/{seats.gm}"]
    posts = [f"/api/seat/{seats.seat(0)}/act", f"/api/gm/{seats.gm}/begin", f"/api/gm/{seats.gm}/hand"]
    for path in posts if method == "GET" else [*gets, *posts]:
        answer = send(client, method, path)
        assert answer.status_code in (404, 405), (method, path)
        assert answer.json() == NOT_FOUND and "Traceback" not in answer.text
    if method == "GET":
        for path in gets:
            assert client.post(path, json={}).json() == NOT_FOUND
    assert snapshot(seats.table) == before


def test_every_answer_carries_the_security_headers(seats: Seated, client: httpx.Client) -> None:
    """Pages and API answers, accepted or refused: never cached, no referrer, a
    content security policy that runs the kit's own script only, not framed."""
    seat = seats.seat(0)
    answers = [
        client.get(f"/seat/{seat}"),
        client.get(f"/table/{seats.public}"),
        client.get(f"/gm/{seats.gm}"),
        client.get(f"/api/seat/{seat}"),
        client.get(f"/api/seat/{seat}", params={"since": "x"}),
        client.post(f"/api/seat/{seat}/act", json={"action": "vote seat 0"}),
        client.get(f"/api/seat/{new_token()}"),
        client.get("/nowhere"),
        client.put(f"/api/seat/{seat}"),
    ]
    assert [a.status_code for a in answers] == [200, 200, 200, 200, 400, 400, 404, 404, 404]
    assert "text/html" in answers[0].headers["content-type"]
    for answer in answers:
        headers = answer.headers
        assert headers["cache-control"] == "no-store" and headers["referrer-policy"] == "no-referrer"
        assert "default-src 'none'" in headers["content-security-policy"]
        assert "script-src 'self'" in headers["content-security-policy"]
        assert headers["x-frame-options"] == "DENY" and headers["x-content-type-options"] == "nosniff"


def test_the_server_listens_on_loopback_by_default(server: TableServer) -> None:
    """TableServer() binds to 127.0.0.1 unless told otherwise, and so does its socket."""
    default = TableServer(port=0)
    try:
        assert default.host == "127.0.0.1"
        default.start()
        assert default._server.servers[0].sockets[0].getsockname()[0] == "127.0.0.1"
    finally:
        default.close()
    assert server._server.servers[0].sockets[0].getsockname()[0] == "127.0.0.1"


LISTINGS = ["/", "/api", "/api/", "/api/seat", "/api/seat/", "/api/table", "/api/gm", "/seat", "/seat/", "/gm/"]
LISTINGS += ["/static/", "/static", "/static/page.html", "/docs", "/redoc", "/openapi.json", "/ws", "/tables"]


def tokens_in(server: TableServer, text: str) -> set[str]:
    """The tokens of any of the server's tables that appear in ``text``."""
    return {p.token for table in server.tables for p in table.passes() if p.token in text}


def test_no_route_lists_tables_or_tokens(seats: Seated, server: TableServer, client: httpx.Client) -> None:
    """/, /api, /static/, /docs, /openapi.json…: 404 and no token in the body; and an
    answer to a token holds no token but its own."""
    for path in LISTINGS:
        answer = client.get(path)
        assert answer.status_code == 404 and answer.json() == NOT_FOUND, path
    for token in seats.tokens:
        for method, path in routes(token):
            answer = send(client, method, path)
            assert tokens_in(server, answer.text) <= {token}, path


def test_a_websocket_with_a_bad_token_is_refused(seats: Seated, server: TableServer) -> None:
    """WS /ws/<forged>: refused before it opens (403), nothing changed; the real
    token's socket opens."""
    before = snapshot(seats.table)
    for token in forgeries(seats.seat(0))[:6]:
        with pytest.raises(InvalidStatus) as refused:
            connect(f"ws://127.0.0.1:{server.port}/ws/{token}", open_timeout=TIMEOUT)
        assert refused.value.response.status_code == 403
    assert snapshot(seats.table) == before
    with connect(f"ws://127.0.0.1:{server.port}/ws/{seats.seat(0)}", open_timeout=TIMEOUT) as ws:
        assert json.loads(ws.recv(timeout=TIMEOUT)) == {"version": seats.table.version(0)}
    assert legal_of(seats.table, 0)


@each_game()
def test_a_tables_name_is_written_as_text_in_every_page(server: TableServer, client: httpx.Client, game: str) -> None:
    """A name with markup (the teacher's, or pasted from anywhere) is escaped in the
    seat's, the table's and the game master's HTML titles, never run as HTML, in every game."""
    name = "<img src=x onerror=alert(1)>"
    players = min(VARIANTS[game].players)
    seats = Seated(server.add(game, players=players, humans=[0], name=name), server)
    paths = [f"/api/seat/{seats.seat(0)}", f"/api/table/{seats.public}", f"/api/gm/{seats.gm}"]
    for path in paths:
        title = client.get(path, params={"html": 1}).json()["html"]["title"]
        assert "<img" not in title and "&lt;img" in title, path


def upgrade_and_drop(server: TableServer, token: str) -> None:
    """Open a WebSocket by hand and drop the connection without a closing handshake."""
    key = base64.b64encode(secrets.token_bytes(16)).decode()
    head = (
        f"GET /ws/{token} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
    )
    with socket.create_connection(("127.0.0.1", server.port), timeout=TIMEOUT) as conn:
        conn.sendall(head.encode())
        assert conn.recv(4096).startswith(b"HTTP/1.1 101")


def test_a_message_over_max_body_closes_the_socket(seats: Seated, server: TableServer) -> None:
    """The sockets only push: a client's message over MAX_BODY bytes closes its socket (1009)."""
    with connect(f"ws://127.0.0.1:{server.port}/ws/{seats.seat(0)}", open_timeout=TIMEOUT) as ws:
        ws.recv(timeout=TIMEOUT)
        ws.send("x" * (MAX_BODY + 1))
        with pytest.raises(ConnectionClosed) as closed:
            ws.recv(timeout=TIMEOUT)
    assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009


def test_sockets_opened_and_dropped_leave_no_listener(seats: Seated, server: TableServer) -> None:
    """A client opening sockets and leaving (closing them after sending text the
    server does not read, dropping the connection, or closed for too big a message):
    each one's listener goes with it."""
    url = f"ws://127.0.0.1:{server.port}/ws/{seats.seat(0)}"
    for _ in range(10):
        with connect(url, open_timeout=TIMEOUT) as ws:
            ws.recv(timeout=TIMEOUT)
            ws.send("x" * 1000)
        upgrade_and_drop(server, seats.seat(0))
    with connect(url, open_timeout=TIMEOUT) as ws, contextlib.suppress(ConnectionClosed):
        ws.send("x" * (MAX_BODY + 1))
        ws.recv(timeout=TIMEOUT)
    deadline = time.monotonic() + TIMEOUT
    while seats.table._listeners.get(0) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert seats.table._listeners.get(0) == []


def test_a_token_opens_at_most_so_many_sockets_at_once(seats: Seated, server: TableServer) -> None:
    """A client cannot grow the server by opening socket after socket: past
    SOCKETS_PER_TOKEN open at once, the next is refused; closing one frees its place."""
    url = f"ws://127.0.0.1:{server.port}/ws/{seats.seat(0)}"
    with contextlib.ExitStack() as held:
        for _ in range(SOCKETS_PER_TOKEN):
            held.enter_context(connect(url, open_timeout=TIMEOUT)).recv(timeout=TIMEOUT)
        with pytest.raises(InvalidStatus) as refused:
            connect(url, open_timeout=TIMEOUT)
        assert refused.value.response.status_code == 403
        with connect(f"ws://127.0.0.1:{server.port}/ws/{seats.seat(1)}", open_timeout=TIMEOUT) as other:
            other.recv(timeout=TIMEOUT)  # another seat's place is its own
    deadline = time.monotonic() + TIMEOUT
    while True:  # the server notices the closed sockets, then a new one opens
        try:
            with connect(url, open_timeout=TIMEOUT) as ws:
                assert "version" in json.loads(ws.recv(timeout=TIMEOUT))
            break
        except InvalidStatus:
            assert time.monotonic() < deadline, "a closed socket's place was not freed"
            time.sleep(0.05)


@pytest.mark.parametrize(("query", "burst"), [({}, "READ_BURST"), ({"html": "1", "lang": "ja"}, "PAGE_READ_BURST")])
def test_a_flood_of_reads_is_refused_with_429_after_a_pause(
    seats: Seated, client: httpx.Client, monkeypatch: pytest.MonkeyPatch, query: dict[str, str], burst: str
) -> None:
    """Issue 39, item 1: a token's reads past its burst (a page's HTML has a smaller
    one: it is drawn) are refused with 429, in the page's language, after
    READ_PENALTY seconds (made short here); the other tokens read on."""
    clock = FrozenClock()
    monkeypatch.setattr(app_module, "time", clock)
    monkeypatch.setattr(app_module, "READ_PENALTY", 0.01)
    path = f"/api/table/{seats.public}"
    for _ in range(getattr(app_module, burst)):
        assert client.get(path, params=query).status_code == 200
    refused = client.get(path, params=query)
    assert refused.status_code == 429 and refused.json()["code"] == "rate_limited"
    assert ("読み込みが多すぎます" if query else "too many reads") in refused.json()["error"]
    assert client.get(f"/api/gm/{seats.gm}", params=query).status_code == 200  # a token not read yet
