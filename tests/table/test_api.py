"""The live table's bot API (issue 22, item 4), through a real server on loopback:
the shape of each answer, and each error's status and message, the game unchanged by
every refused request."""

from __future__ import annotations

import json
import threading
import time
from typing import Any

import httpx
import pytest
from games import a_game
from websockets.sync.client import connect

from jinro_lab.core.errors import IllegalAction
from jinro_lab.core.registry import VARIANTS, renderer
from jinro_lab.core.viewers import PUBLIC
from jinro_lab.table import TableServer
from jinro_lab.table.app import ACTIONS_PER_SECOND
from jinro_lab.table.views import jsonable

from .served import JSON, TIMEOUT, Seated, legal_of, seated, snapshot, vote_table

#: how long a WebSocket is watched for a message that must not come (seconds)
QUIET = 0.5
#: at most this many requests to play a game to its end
MOST_REQUESTS = 200


def join_all(client: httpx.Client, seats: Seated) -> None:
    """Open every human seat's API (which joins it: the game begins with the last)."""
    for s in seats.table.humans:
        assert client.get(f"/api/seat/{seats.seat(s)}").status_code == 200
    assert seats.table.begun


def act(client: httpx.Client, token: str, body: Any) -> httpx.Response:
    """POST ``body`` (JSON data, or bytes sent as they are) to the seat's act route."""
    content = body if isinstance(body, bytes) else json.dumps(body).encode()
    return client.post(f"/api/seat/{token}/act", content=content, headers=JSON)


def expected_events(seats: Seated, viewer: Any, lang: str) -> list[dict[str, Any]]:
    """The events ``viewer`` saw, as the API must list them."""
    render = renderer(seats.table.variant)
    seen = seats.table.read(lambda game: game.events_seen_by(viewer))
    return [
        {"n": i, "type": type(e).__name__, "text": render.event_text(e, lang), "private": e.visible_to is not None}
        for i, e in enumerate(seen)
    ]


def test_a_seats_state_has_its_view_choices_and_events(server: TableServer, client: httpx.Client) -> None:
    """GET /api/seat/<token>: legal actions as strings, to_act, over, the events the
    seat saw (n, type, text, private), no result yet, its version, and its view
    without the events (they are listed apart)."""
    seats = vote_table(server)
    join_all(client, seats)
    state = client.get(f"/api/seat/{seats.seat(0)}").json()
    assert state["legal"] == legal_of(seats.table, 0) and all(isinstance(a, str) for a in state["legal"])
    assert state["legal"] and state["to_act"] is True and state["over"] is False
    assert state["result"] is None and state["seat"] == 0 and state["played_by"] == "human"
    assert state["version"] == seats.table.version(0)
    assert state["events"] == expected_events(seats, 0, "en")
    assert any(e["private"] for e in state["events"]) and not all(e["private"] for e in state["events"])
    assert isinstance(state["view"], dict) and "events" not in state["view"] and state["view"]["seat"] == 0


def test_since_lists_the_events_from_that_index_on(server: TableServer, client: httpx.Client) -> None:
    """?since=N: the events numbered N and later, the same as in the full list."""
    seats = vote_table(server)
    join_all(client, seats)
    token = seats.seat(1)
    every = client.get(f"/api/seat/{token}").json()["events"]
    assert len(every) >= 3
    assert client.get(f"/api/seat/{token}", params={"since": 2}).json()["events"] == every[2:]
    assert client.get(f"/api/seat/{token}", params={"since": len(every) + 5}).json()["events"] == []


def test_lang_ja_writes_the_texts_in_japanese(server: TableServer, client: httpx.Client) -> None:
    """?lang=ja: the events and choices in the Japanese renderer's words."""
    seats = vote_table(server)
    join_all(client, seats)
    token = seats.seat(0)
    english = client.get(f"/api/seat/{token}").json()
    japanese = client.get(f"/api/seat/{token}", params={"lang": "ja"}).json()
    assert japanese["lang"] == "ja" and japanese["events"] == expected_events(seats, 0, "ja")
    assert japanese["events"] != english["events"]
    assert any("\u3040" <= ch <= "\u30ff" for ch in japanese["events"][1]["text"])  # kana
    assert [c["text"] for c in japanese["choices"]] != [c["text"] for c in english["choices"]]


@pytest.mark.parametrize("lang", ["fr", "", "EN", "ja;"])
def test_an_unknown_lang_is_a_400_naming_the_languages(server: TableServer, client: httpx.Client, lang: str) -> None:
    """?lang= other than en or ja: 400, the message naming both."""
    seats = vote_table(server)
    for path in (f"/api/seat/{seats.seat(0)}", f"/api/table/{seats.public}", f"/api/gm/{seats.gm}"):
        answer = client.get(path, params={"lang": lang})
        assert answer.status_code == 400, path
        assert "en, ja" in answer.json()["error"]


@pytest.mark.parametrize("since", ["-1", "x", "1.5", "", "9999999999", "\u00b2", "\u0661"])
def test_a_bad_since_is_a_400_saying_what_it_takes(server: TableServer, client: httpx.Client, since: str) -> None:
    """?since= that is not a whole number of events (negative, a fraction, a
    superscript or another script's digit, too long): 400, not 500."""
    seats = vote_table(server)
    for path in (f"/api/seat/{seats.seat(0)}", f"/api/table/{seats.public}", f"/api/gm/{seats.gm}"):
        answer = client.get(path, params={"since": since})
        assert answer.status_code == 400, (path, answer.text)
        assert "since must be a whole number" in answer.json()["error"]


@pytest.mark.parametrize(
    "size", [("width", "100"), ("width", "x"), ("height", "199"), ("height", "1.5"), ("height", "")]
)
def test_a_bad_picture_size_is_a_400_saying_what_it_takes(
    server: TableServer, client: httpx.Client, size: tuple[str, str]
) -> None:
    """The projector's ?width= and ?height= (its picture's box) outside the CSS pixels a
    page may have: 400, the message naming the range; a good pair draws the picture."""
    seats = vote_table(server)
    name, value = size
    answer = client.get(f"/api/table/{seats.public}", params={"html": "1", name: value})
    assert answer.status_code == 400, answer.text
    assert f"{name} must be the page's {name} in CSS pixels" in answer.json()["error"]
    good = client.get(f"/api/table/{seats.public}", params={"html": "1", "width": "940", "height": "700"})
    assert good.status_code == 200 and "<svg" in good.json()["html"]["picture"]


def test_a_legal_action_is_taken_and_the_game_goes_on(server: TableServer, client: httpx.Client) -> None:
    """POST a legal action: 200 with the action as stored and the seat's new
    version; the game has it, and the seat has nothing more to choose (MAH-11)."""
    seats = vote_table(server)
    join_all(client, seats)
    before = len(seats.table.record().actions)
    answer = act(client, seats.seat(0), {"action": "vote seat 3", "at": seats.table.version(0)})
    assert answer.status_code == 200, answer.text
    assert answer.json() == {"ok": True, "action": "vote seat 3", "version": seats.table.version(0)}
    record = seats.table.record()
    assert len(record.actions) == before + 1 and str(record.actions[-1][1]) == "vote seat 3"
    state = client.get(f"/api/seat/{seats.seat(0)}").json()
    assert state["to_act"] is False and state["legal"] == []
    again = act(client, seats.seat(0), {"action": "vote seat 3"})
    assert again.status_code == 400 and again.json()["code"] == "not_your_turn"


def test_an_illegal_action_is_a_400_with_the_engines_message(server: TableServer, client: httpx.Client) -> None:
    """An action the rules do not allow: 400 with IllegalAction's message, the game
    (its record, steps, every version) as it was."""
    seats = vote_table(server)
    join_all(client, seats)
    copy = seats.table.read(lambda game: game.clone())
    with pytest.raises(IllegalAction) as engine:
        copy.act(0, "vote seat 0")
    before = snapshot(seats.table)
    answer = act(client, seats.seat(0), {"action": "vote seat 0"})
    assert answer.status_code == 400 and answer.json() == {"error": str(engine.value), "code": "illegal"}
    assert snapshot(seats.table) == before


@pytest.mark.parametrize(
    "body",
    [
        b"vote seat 3",
        b'{"action": "vote seat 3"',
        b"",
        b'["vote seat 3"]',
        b'"vote seat 3"',
        b'{"at": 1}',
        b'{"action": 3}',
        b'{"action": ["vote seat 3"]}',
        b'{"action": null}',
        b'{"action": ""}',
        b'{"action": "vote seat 3", "at": "1"}',
        b'{"action": "vote seat 3", "at": 1.0}',
        b'{"action": "vote seat 3", "at": true}',
        b'{"action": "vote seat 3", "at": NaN}',
    ],
)
def test_a_malformed_act_body_is_a_400(server: TableServer, client: httpx.Client, body: bytes) -> None:
    """Not JSON, a JSON list or string, a missing or non-string action, an at that
    is not a whole number: 400 saying what is expected; nothing changed."""
    seats = vote_table(server)
    join_all(client, seats)
    before = snapshot(seats.table)
    answer = act(client, seats.seat(0), body)
    assert answer.status_code == 400, answer.text
    assert "the body" in answer.json()["error"] or "at, if given" in answer.json()["error"]
    assert answer.json()["code"] == "bad_request"
    assert snapshot(seats.table) == before


def test_a_stale_at_is_a_409_and_changes_nothing(server: TableServer, client: httpx.Client) -> None:
    """at that is not the seat's version (the view changed since it was read, or a
    made-up one): 409, the game unchanged; the current version is accepted."""
    seats = vote_table(server)
    join_all(client, seats)
    now = seats.table.version(0)
    before = snapshot(seats.table)
    for at in (now - 1, now + 1, 10**40):
        answer = act(client, seats.seat(0), {"action": "vote seat 3", "at": at})
        assert answer.status_code == 409 and "has changed since" in answer.json()["error"]
        assert answer.json()["code"] == "stale"
    assert snapshot(seats.table) == before
    assert act(client, seats.seat(0), {"action": "vote seat 3", "at": now}).status_code == 200


def test_acting_before_the_game_begins_is_a_409(server: TableServer, client: httpx.Client) -> None:
    """Before every human seat joined (and the game master began it): 409, nothing changed."""
    seats = vote_table(server)
    assert client.get(f"/api/seat/{seats.seat(0)}").json()["begun"] is False
    before = snapshot(seats.table)
    answer = act(client, seats.seat(0), {"action": "vote seat 3"})
    assert answer.status_code == 409 and "has not begun" in answer.json()["error"]
    assert answer.json()["code"] == "not_begun"
    assert snapshot(seats.table) == before


def test_the_game_master_begins_the_game(server: TableServer, client: httpx.Client) -> None:
    """POST /api/gm/<token>/begin: the game begins with the seats that joined (the
    others wait, absent="wait"); again, it changes nothing more."""
    seats = vote_table(server)
    client.get(f"/api/seat/{seats.seat(0)}")
    answer = client.post(f"/api/gm/{seats.gm}/begin", json={})
    assert answer.status_code == 200 and answer.json() == {"ok": True} and seats.table.begun
    before = snapshot(seats.table)
    assert client.post(f"/api/gm/{seats.gm}/begin", json={}).status_code == 200
    assert snapshot(seats.table) == before
    assert act(client, seats.seat(0), {"action": "vote seat 3"}).status_code == 200


@pytest.mark.parametrize("body", [b"", b"[]", b"begin", b"{" * 5000])
def test_begin_reads_no_body(server: TableServer, client: httpx.Client, body: bytes) -> None:
    """POST /api/gm/<token>/begin with no body, or any (a bot's bare POST sent as
    JSON): the body is not read, the game begins."""
    seats = vote_table(server)
    answer = client.post(f"/api/gm/{seats.gm}/begin", content=body, headers=JSON)
    assert answer.status_code == 200, answer.text
    assert seats.table.begun


def test_the_game_master_hands_a_seat_to_its_agent_and_back(server: TableServer, client: httpx.Client) -> None:
    """POST /api/gm/<token>/hand: the seat's agent plays it (it votes at once), its
    student cannot act; handed back, the student plays the next choice."""
    seats = vote_table(server)
    join_all(client, seats)
    gm, token = f"/api/gm/{seats.gm}/hand", seats.seat(0)
    assert client.post(gm, json={"seat": 0, "to": "agent"}).json() == {"ok": True}
    state = client.get(f"/api/seat/{token}").json()
    assert state["played_by"] == "agent" and state["to_act"] is False and state["legal"] == []
    assert seats.table.read(lambda game: 0 not in game.to_act())  # its agent voted
    assert act(client, token, {"action": "vote seat 3"}).status_code == 400
    assert client.post(gm, json={"seat": 0, "to": "human"}).json() == {"ok": True}
    assert client.get(f"/api/seat/{token}").json()["played_by"] == "human"
    assert seats.table.handed == ()


@pytest.mark.parametrize(
    "body",
    [
        b"[]",
        b"{}",
        b'{"to": "agent"}',
        b'{"seat": "0", "to": "agent"}',
        b'{"seat": true, "to": "agent"}',
        b'{"seat": 0.0, "to": "agent"}',
        b'{"seat": 9, "to": "agent"}',
        b'{"seat": -1, "to": "agent"}',
        b'{"seat": 0, "to": "robot"}',
        b'{"seat": 0, "to": ["agent"]}',
        b'{"seat": 1' + b"0" * 400 + b', "to": "agent"}',
    ],
)
def test_a_bad_hand_body_is_a_400(server: TableServer, client: httpx.Client, body: bytes) -> None:
    """A hand-over without a seat number, of a seat that is not human, to someone
    other than "agent" or "human": 400, nothing changed."""
    seats = vote_table(server, humans=(0, 1, 2))
    join_all(client, seats)
    before = snapshot(seats.table)
    answer = client.post(f"/api/gm/{seats.gm}/hand", content=body, headers=JSON)
    assert answer.status_code == 400, answer.text
    assert answer.json()["error"]
    assert snapshot(seats.table) == before


def public_texts_only(seats: Seated, body: str) -> None:
    """``body`` holds no text of an event the public did not see."""
    render = renderer(seats.table.variant)
    public = {render.event_text(e, "en") for e in seats.table.read(lambda game: game.events_seen_by(PUBLIC))}
    secret = {render.event_text(e, "en") for e in seats.table.read(lambda game: game.log)} - public
    assert secret and not [text for text in secret if text in body]


def test_the_table_reads_the_public_view_and_no_secret(server: TableServer, client: httpx.Client) -> None:
    """GET /api/table/<token>: the events the public saw, and no private one, during
    the game and after its end (the projector never reveals)."""
    seats = vote_table(server, humans=(0,), seed=3)
    path = f"/api/table/{seats.public}"
    state = client.get(path).json()
    assert state["begun"] is False and state["events"] == expected_events(seats, PUBLIC, "en")
    assert client.post(f"/api/gm/{seats.gm}/hand", json={"seat": 0, "to": "agent"}).status_code == 200
    assert client.post(f"/api/gm/{seats.gm}/begin", headers=JSON).status_code == 200  # the agents play it out
    answer = client.get(path, params={"html": 1})
    state = answer.json()
    assert state["over"] is True and state["result"] is not None and "reveal" not in state
    assert state["events"] == expected_events(seats, PUBLIC, "en")
    assert not any(e["private"] for e in state["events"])
    view = seats.table.read(lambda game: jsonable(game.view(PUBLIC)))
    assert state["view"] == {k: v for k, v in view.items() if k != "events"}
    public_texts_only(seats, answer.text)


def test_a_finished_game_shows_the_seat_its_result(server: TableServer, client: httpx.Client) -> None:
    """Played through the API to the end: over, nothing to choose, the result (its
    winners, side, reason, day and text) and the whole game revealed (NEM-40): a game
    for three players, short enough to play through."""
    seats = seated(server, a_game(players=3), players=3, humans=[0], seed=2)
    token = seats.seat(0)
    for _ in range(MOST_REQUESTS):
        state = client.get(f"/api/seat/{token}").json()
        if state["over"]:
            break
        answer = act(client, token, {"action": state["legal"][0], "at": state["version"]})
        if answer.status_code == 429:
            time.sleep(1 / ACTIONS_PER_SECOND)
        else:
            assert answer.status_code == 200, answer.text
    assert state["over"] is True and state["to_act"] is False and state["legal"] == []
    assert set(state["result"]) == {"winners", "side", "reason", "day", "text"}
    assert state["result"]["side"] == seats.table.read(lambda game: game.result.side)
    assert state["reveal"]["events"] == expected_events(seats, None, "en")


def ws_url(server: TableServer, token: str) -> str:
    return f"ws://127.0.0.1:{server.port}/ws/{token}"


def quiet(socket: Any) -> bool:
    """Whether ``socket`` receives nothing for :data:`QUIET` seconds."""
    try:
        socket.recv(timeout=QUIET)
    except TimeoutError:
        return True
    return False


def test_a_websocket_tells_its_own_views_changes_only(server: TableServer, client: httpx.Client) -> None:
    """WS /ws/<token>: {"version": n} on connecting and when that token's view
    changes; seat 0's secret vote (MAH-11) reaches seat 0's socket and neither seat
    1's nor the table's; the vote's count, seen by all, reaches every socket."""
    seats = vote_table(server)
    join_all(client, seats)
    table = seats.table
    with (
        connect(ws_url(server, seats.seat(0)), open_timeout=TIMEOUT) as mine,
        connect(ws_url(server, seats.seat(1)), open_timeout=TIMEOUT) as other,
        connect(ws_url(server, seats.public), open_timeout=TIMEOUT) as public,
    ):
        for socket, viewer in ((mine, 0), (other, 1), (public, PUBLIC)):
            assert json.loads(socket.recv(timeout=TIMEOUT)) == {"version": table.version(viewer)}
        seen_by_1 = len(table.read(lambda game: game.events_seen_by(1)))
        assert act(client, seats.seat(0), {"action": "vote seat 3"}).status_code == 200
        assert json.loads(mine.recv(timeout=TIMEOUT)) == {"version": table.version(0)}
        assert len(table.read(lambda game: game.events_seen_by(1))) == seen_by_1  # the case: seat 1 saw nothing
        assert quiet(other) and quiet(public)
        for s in (1, 2, 3, 4):
            assert act(client, seats.seat(s), {"action": legal_of(table, s)[0]}).status_code == 200
        assert len(table.read(lambda game: game.events_seen_by(1))) > seen_by_1
        for socket, viewer in ((mine, 0), (other, 1), (public, PUBLIC)):
            message = json.loads(socket.recv(timeout=TIMEOUT))
            assert set(message) == {"version"} and type(message["version"]) is int
            assert message["version"] <= table.version(viewer)


def test_the_game_master_prints_the_join_cards(server: TableServer, client: httpx.Client) -> None:
    """``GET /gm/<token>/cards``: the printable join cards (issue 37, item 1), for the game
    master's token only; the game master's page links them while the game is on."""
    table = server.add(a_game(players=6), players=6, humans=[0, 2, 4], seed=5, lang="ja")
    tokens = table.config["tokens"]
    page = client.get(f"/gm/{tokens['gm']}/cards")
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    assert page.text.count('class="card"') == 3 and VARIANTS[table.variant].title_ja in page.text
    assert all(f"/seat/{tokens['seats'][s]}" in page.text for s in ("0", "2", "4"))
    assert "参加カード" in page.text and "Join cards" in client.get(f"/gm/{tokens['gm']}/cards?lang=en").text
    for token in (tokens["table"], tokens["seats"]["0"], "x" * 22):
        assert client.get(f"/gm/{token}/cards").status_code == 404
    assert "参加カードを印刷" in client.get(f"/api/gm/{tokens['gm']}?html=1").json()["html"]["cards"]


def test_refusals_are_written_in_the_pages_language(server: TableServer, client: httpx.Client) -> None:
    """A Japanese page reads its refusals in Japanese (issue: 「the view of seat 0 has
    changed since version 2 (now 3)…」 on a Japanese page): not begun, a stale view,
    an illegal action, a malformed body; the English stays as programs read it."""
    from jinro_lab.core.glossary import ascii_marks, japanese

    seats = vote_table(server)

    def refused(body: Any, lang: str) -> str:
        answer = client.post(f"/api/seat/{seats.seat(0)}/act?lang={lang}", json=body, timeout=TIMEOUT)
        assert answer.status_code in (400, 409), answer.text
        return str(answer.json()["error"])

    assert "has not begun" in refused({"action": "vote seat 3"}, "en")
    assert refused({"action": "vote seat 3"}, "ja").startswith("ゲームはまだ始まっていません")
    join_all(client, seats)
    now = seats.table.version(0)
    english = refused({"action": "vote seat 3", "at": now - 1}, "en")
    assert english == (
        f"the view of seat 0 has changed since version {now - 1} (now {now}); read it again and "
        "choose from what it offers now"
    )
    texts = {
        "stale": refused({"action": "vote seat 3", "at": now - 1}, "ja"),
        "illegal": refused({"action": "vote seat 99"}, "ja"),
        "no action": refused({"at": now}, "ja"),
    }
    stale = (
        f"席0の画面はバージョン{now - 1}から変わりました（現在{now}）。もう一度読み込み、今ある選択肢から選んでください"
    )
    assert texts["stale"] == stale
    for what, text in texts.items():
        prose = text.replace('{"action": "vote seat 3"}', "")  # an example of the JSON a program sends
        assert japanese(prose) and not ascii_marks(prose), (what, text)
        assert "seat" not in prose and "version" not in prose, (what, text)


def test_a_read_waits_for_its_table_alone(server: TableServer, client: httpx.Client) -> None:
    """A bot's read is answered on the server's loop when its table is free (issue 39:
    the thread hop cost more than the read), yet a table another thread is changing
    holds up only its own readers: while a thread holds table A, table B's seat is
    read, and A's read is answered once A is free, with A's state then."""
    a, b = vote_table(server), vote_table(server, seed=2)
    join_all(client, a)
    join_all(client, b)
    held, release = threading.Event(), threading.Event()

    def hold(game: Any) -> None:
        held.set()
        release.wait(TIMEOUT)

    holder = threading.Thread(target=a.table.read, args=(hold,))
    holder.start()
    assert held.wait(TIMEOUT)
    answers: list[httpx.Response] = []
    reader = threading.Thread(target=lambda: answers.append(client.get(f"/api/seat/{a.seat(0)}")))
    try:
        reader.start()
        other = client.get(f"/api/seat/{b.seat(0)}")
        assert other.status_code == 200 and other.json()["legal"] == legal_of(b.table, 0)
        assert not answers and holder.is_alive()  # B answered while A was still held, A's reader waiting
    finally:
        release.set()
        holder.join(TIMEOUT)
        reader.join(TIMEOUT)
    assert answers[0].status_code == 200 and answers[0].json()["legal"] == legal_of(a.table, 0)


def test_now_runs_only_when_the_table_is_free(server: TableServer) -> None:
    """Table.now: the function's result under the lock when no thread holds the
    table, else (False, None) at once, the function not called."""
    table = vote_table(server).table
    assert table.now(lambda x: x + 1, 1) == (True, 2)
    held, release, called = threading.Event(), threading.Event(), []
    holder = threading.Thread(target=table.read, args=(lambda game: (held.set(), release.wait(TIMEOUT)),))
    holder.start()
    try:
        assert held.wait(TIMEOUT)
        assert table.now(called.append, 1) == (False, None) and not called
    finally:
        release.set()
        holder.join(TIMEOUT)
    assert table.now(called.append, 1) == (True, None) and called == [1]
