"""The bot client (:mod:`jinro_lab.table.bots`) without a server: its link, its
refusals, the read sent again when a kept-alive connection was closed under it (the
load test's bots met uvicorn closing connections idle for 5 s) and the back-off after
a 429 (a seat of a 12-player game acts faster than the rate limit allows)."""

from __future__ import annotations

import httpx
import pytest

from jinro_lab.table.app import ACTIONS_PER_SECOND
from jinro_lab.table.bots import BACKOFF, Refused, SeatClient

from .load import run_async

LINK = "http://127.0.0.1:1/seat/abc"
STATE = {"events": [{"n": 0}], "over": False, "to_act": False, "legal": [], "version": 3}


def _client(answers: list) -> httpx.AsyncClient:
    """A client whose requests get ``answers`` in turn (an exception is raised)."""

    def handle(request: httpx.Request) -> httpx.Response:
        answer = answers.pop(0)
        if isinstance(answer, Exception):
            raise answer
        return answer

    return httpx.AsyncClient(transport=httpx.MockTransport(handle))


def test_a_link_that_is_not_a_seats_is_refused():
    with pytest.raises(ValueError, match="not a seat's link"):
        SeatClient("http://127.0.0.1:1/table/abc")


def test_a_read_is_sent_again_once_when_the_server_closed_the_idle_connection():
    """The first GET meets a closed connection, the second is answered; the events are kept."""
    answers = [
        httpx.RemoteProtocolError("Server disconnected without sending a response."),
        httpx.Response(200, json=STATE),
    ]
    seat = SeatClient(LINK, _client(answers))
    assert run_async(seat.state())["version"] == 3
    assert seat.events == STATE["events"] and answers == []


def test_a_refused_action_is_counted_and_not_acknowledged():
    """A 409 raises :class:`Refused` with its status, counted; nothing joins ``acted``."""
    answer = {"error": "the view of seat 0 has changed", "code": "stale"}
    seat = SeatClient(LINK, _client([httpx.Response(409, json=answer)]))
    with pytest.raises(Refused, match="409: the view of seat 0 has changed") as refused:
        run_async(seat.act("vote seat 3", at=2))
    assert (refused.value.status, refused.value.code) == (409, "stale")
    assert (seat.refused[409], seat.acted, seat.posting) == (1, [], False)


def test_a_bot_refused_as_too_fast_waits_and_chooses_again():
    """A 429 (the server's rate limit) is not the end of the bot: after BACKOFF it reads
    the view again and acts; the back-off outlasts the server's refill of one action."""
    turn = {**STATE, "to_act": True, "legal": ["vote seat 3"]}
    answers = [
        httpx.Response(200, json=turn),
        httpx.Response(429, json={"error": "too many actions"}),
        httpx.Response(200, json=turn),
        httpx.Response(200, json={"ok": True, "action": "vote seat 3", "version": 4}),
        httpx.Response(200, json={**STATE, "events": [], "over": True}),
    ]
    seat = SeatClient(LINK, _client(answers))
    assert run_async(seat.play(lambda state: state["legal"][0]))["over"]
    assert (seat.acted, seat.refused[429], answers) == (["vote seat 3"], 1, [])
    assert BACKOFF >= 1 / ACTIONS_PER_SECOND


def test_a_bot_given_a_pace_thinks_before_each_action_only():
    """play(think=...): think() is asked once before each action (a load test's class
    pace), never before a read; the action is the one chosen."""
    turn = {**STATE, "to_act": True, "legal": ["vote seat 3"]}
    answers = [
        httpx.Response(200, json=turn),
        httpx.Response(200, json={"ok": True, "action": "vote seat 3", "version": 4}),
        httpx.Response(200, json=turn),
        httpx.Response(200, json={"ok": True, "action": "vote seat 3", "version": 5}),
        httpx.Response(200, json={**STATE, "events": [], "over": True}),
    ]
    thought: list[float] = []

    def think() -> float:
        thought.append(0.01)
        return 0.01

    seat = SeatClient(LINK, _client(answers))
    assert run_async(seat.play(lambda state: state["legal"][0], think=think))["over"]
    assert (seat.acted, len(thought), answers) == (["vote seat 3", "vote seat 3"], 2, [])
