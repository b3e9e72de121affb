"""The live table's replay downloads (issue 37, item 7), through a real server on
loopback: a seat's file holds the table and the seat (the game master's view once the
game is over), the game master's everything; the pages offer the link when the game
ends; a token that opens another kind of page gets the same 404 as any unknown path."""

from __future__ import annotations

import json
import time
from typing import Any

import httpx
import pytest
from games import a_small_game

import jinro_lab as jl
from jinro_lab.analysis import replay_html, replay_viewers
from jinro_lab.core.record import replay
from jinro_lab.core.registry import VARIANTS, renderer
from jinro_lab.core.viewers import viewer_name
from jinro_lab.table import TableServer
from jinro_lab.table.app import ACTIONS_PER_SECOND

from .served import Seated, seated
from .test_api import act

#: building a replay draws its graphs: more time than an API answer
BUILD = 120.0
#: at most this many requests to play a game to its end
MOST_REQUESTS = 200
#: the game played to its end (a short one: the fewest players), at its smallest count
GAME = a_small_game()
PLAYERS = min(VARIANTS[GAME].players)


def play_to_end(client: httpx.Client, seats: Seated, token: str) -> dict[str, Any]:
    for _ in range(MOST_REQUESTS):
        state: dict[str, Any] = client.get(f"/api/seat/{token}", params={"html": 1}).json()
        if state["over"]:
            return state
        answer = act(client, token, {"action": state["legal"][0], "at": state["version"]})
        if answer.status_code == 429:
            time.sleep(1 / ACTIONS_PER_SECOND)
        else:
            assert answer.status_code == 200, answer.text
    raise AssertionError("the game did not end")


def names_in(page: str, players: int, lang: str = "en") -> list[str]:
    viewers = (jl.PUBLIC, *range(players), None)
    return [viewer_name(v, lang) for v in viewers if f'"name":"{viewer_name(v, lang)}"' in page]


@pytest.fixture
def running(server: TableServer, client: httpx.Client) -> Seated:
    seats = seated(server, GAME, players=PLAYERS, humans=[0], seed=2)
    state = client.get(f"/api/seat/{seats.seat(0)}", params={"html": 1}).json()
    assert not state["over"] and state["html"]["replay"] == ""  # no link while the game runs
    return seats


def test_a_seats_replay_of_a_running_game_is_what_it_saw(running: Seated, client: httpx.Client) -> None:
    answer = client.get(f"/api/seat/{running.seat(0)}/replay.html", timeout=BUILD)
    assert answer.status_code == 200
    disposition = answer.headers["content-disposition"]
    assert disposition.startswith('attachment; filename="jinro-replay-') and disposition.endswith('-seat0.html"')
    assert "script-src 'unsafe-inline'" in answer.headers["content-security-policy"]
    assert "connect-src" not in answer.headers["content-security-policy"]  # default-src 'none': it fetches nothing
    page = answer.text
    assert names_in(page, PLAYERS) == [viewer_name(v) for v in (jl.PUBLIC, 0)]  # no game master while it runs
    game = replay(running.table.record())
    render = renderer(GAME)
    secrets = {render.event_text(e, "en") for e in game.log if e not in game.events_seen_by(0)}
    secrets -= {render.event_text(e, "en") for e in game.events_seen_by(0)}
    assert secrets and not [s for s in secrets if s in page]


def test_at_the_end_each_page_offers_its_replay(running: Seated, client: httpx.Client) -> None:
    state = play_to_end(client, running, running.seat(0))
    assert state["html"]["replay"] == "Download the game&#x27;s replay (one HTML file)"
    gm = client.get(f"/api/gm/{running.gm}", params={"html": 1, "lang": "ja"}).json()
    assert gm["html"]["replay"] == "ゲームのリプレイをダウンロード（ブラウザで開くファイル1つ）"
    game = replay(running.table.record())
    seat_page = client.get(f"/api/seat/{running.seat(0)}/replay.html", timeout=BUILD).text
    assert seat_page == replay_html(game, viewers=replay_viewers(game, seat=0))
    assert names_in(seat_page, PLAYERS) == [viewer_name(v) for v in (jl.PUBLIC, 0, None)]  # over: the reveal too
    gm_page = client.get(f"/api/gm/{running.gm}/replay.html", params={"lang": "ja"}, timeout=BUILD).text
    everyone = (jl.PUBLIC, *range(PLAYERS), None)
    assert names_in(gm_page, PLAYERS, "ja") == [viewer_name(v, "ja") for v in everyone]
    assert '<html lang="ja">' in gm_page


def test_a_token_of_another_kind_or_none_is_a_404(running: Seated, client: httpx.Client) -> None:
    nowhere = client.get("/api/no/such/path")
    for path in (
        f"/api/seat/{running.gm}/replay.html",
        f"/api/seat/{running.public}/replay.html",
        f"/api/gm/{running.seat(0)}/replay.html",
        f"/api/gm/{running.public}/replay.html",
        "/api/gm/not-a-token/replay.html",
        f"/api/table/{running.public}/replay.html",
    ):
        answer = client.get(path)
        assert (answer.status_code, answer.json()) == (nowhere.status_code, nowhere.json())
    assert nowhere.status_code == 404
    assert client.get(f"/api/seat/{running.seat(0)}/replay.html", params={"lang": "xx"}).status_code == 400


def test_the_replays_name_the_students_escaped_in_both_languages(server: TableServer, client: httpx.Client) -> None:
    """Issue 37, items 2 and 7: a student's nickname is in the table's record (the game
    master's API), and the replays beside its seat, as text, in English and Japanese."""
    seats = seated(server, GAME, players=PLAYERS, humans=[0], seed=2)
    assert client.post(f"/api/seat/{seats.seat(0)}/name", json={"name": "<i>Aiko</i>"}).status_code == 200
    play_to_end(client, seats, seats.seat(0))
    record = client.get(f"/api/gm/{seats.gm}").json()["record"]
    assert json.loads(record)["names"] == {"0": "<i>Aiko</i>"}
    seat_page = client.get(f"/api/seat/{seats.seat(0)}/replay.html", timeout=BUILD).text
    gm_page = client.get(f"/api/gm/{seats.gm}/replay.html", params={"lang": "ja"}, timeout=BUILD).text
    assert '<p class="jinro-names">Players: seat 0 (&lt;i&gt;Aiko&lt;/i&gt;)</p>' in seat_page
    assert '"name":"seat 0 (\\u003ci\\u003eAiko\\u003c/i\\u003e)"' in seat_page  # the viewer menu
    assert '<p class="jinro-names">プレイヤー：席0（&lt;i&gt;Aiko&lt;/i&gt;）</p>' in gm_page
    assert '"name":"席0（\\u003ci\\u003eAiko\\u003c/i\\u003e）"' in gm_page
    assert "<i>Aiko" not in seat_page + gm_page
    assert seat_page == replay_html(record, viewers=replay_viewers(replay(record), seat=0))  # the saved record's
