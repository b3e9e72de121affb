"""The bot API's contract (issue 39, item 4): every answer of a seeded game of each
variant, played over HTTP by its seats, validates against the JSON Schema the server
serves for it (``GET /api/schema/<name>.json``, :mod:`jinro_lab.table.contract`):
every seat state, table state and game master state as the game goes on (in both
languages, with the pages' fragments too), every action's answer, the refusals, a
nickname and the lobby. The schemas forbid fields they do not list, so a field added
to a state without its schema fails here."""

from __future__ import annotations

import random
from typing import Any

import httpx
import pytest
from games import GAMES, a_game, each_game, players_near

from jinro_lab.core.viewers import PUBLIC
from jinro_lab.rules import RULE_ID
from jinro_lab.table import TableServer
from jinro_lab.table import app as app_module
from jinro_lab.table.contract import SCHEMAS, schema

from .served import JSON, seated

jsonschema = pytest.importorskip("jsonschema")

#: actions per game at most: a game of random seats ends well before
LIMIT = 400


def validator(name: str) -> Any:
    found = schema(name)
    jsonschema.Draft202012Validator.check_schema(found)
    return jsonschema.Draft202012Validator(found, format_checker=jsonschema.FormatChecker())


VALIDATORS = {name: validator(name) for name in SCHEMAS}


def check(name: str, answer: httpx.Response, status: int = 200) -> dict[str, Any]:
    assert answer.status_code == status, answer.text
    body: dict[str, Any] = answer.json()
    errors = sorted(VALIDATORS[name].iter_errors(body), key=str)
    assert not errors, f"{name}: {errors[0].message} at {list(errors[0].absolute_path)}"
    return body


def test_every_schema_is_served_as_shipped(server: TableServer, client: httpx.Client) -> None:
    for name in SCHEMAS:
        answer = client.get(f"/api/schema/{name}.json")
        assert answer.status_code == 200 and answer.json() == schema(name)
        assert answer.headers["content-type"].startswith("application/schema+json")
    assert client.get("/api/schema/secrets.json").json() == {"error": "not found", "code": "not_found"}


@each_game()
def test_every_answer_of_a_seeded_game_keeps_the_contract(
    server: TableServer, client: httpx.Client, game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(app_module, "BURST", 10**6)  # the seats act as fast as the test runs
    variant, players = game, players_near(game)
    seats = seated(server, variant, players=players, humans=list(range(players)), seed=3, agents="random")
    table = seats.table
    rng = random.Random(variant)
    for s in range(players):
        check("seat_state", client.get(f"/api/seat/{seats.seat(s)}", params={"lang": "ja", "html": "1"}))
    check("error", client.post(f"/api/seat/{seats.seat(0)}/name", content=b"{}", headers=JSON), 400)
    check("named", client.post(f"/api/seat/{seats.seat(0)}/name", json={"name": "Aiko"}))
    for _ in range(LIMIT):
        if table.over:
            break
        if table.held():
            check("ok", client.post(f"/api/gm/{seats.gm}/end-discussion", headers=JSON))
            continue
        seat = table.read(lambda game: game.to_act())[0]
        state = check(
            "seat_state", client.get(f"/api/seat/{seats.seat(seat)}", params={"lang": rng.choice(["en", "ja"])})
        )
        action = rng.choice(state["legal"])
        check("act", httpx.Response(200, json={"action": action, "at": state["version"]}))  # what a bot sends
        check(
            "acted", client.post(f"/api/seat/{seats.seat(seat)}/act", json={"action": action, "at": state["version"]})
        )
        check("error", client.post(f"/api/seat/{seats.seat(seat)}/act", json={"action": action, "at": 0}), 409)
        if rng.random() < 0.2:
            other = rng.randrange(players)
            check("seat_state", client.get(f"/api/seat/{seats.seat(other)}", params={"html": "1", "lang": "ja"}))
            check("table_state", client.get(f"/api/table/{seats.public}", params={"html": "1"}))
            check("gm_state", client.get(f"/api/gm/{seats.gm}", params={"lang": "ja"}))
    assert table.over, f"{variant}: not over after {LIMIT} actions"
    for s in range(players):
        ended = check("seat_state", client.get(f"/api/seat/{seats.seat(s)}", params={"html": "1"}))
        assert "reveal" in ended and ended["result"] is not None
    check("table_state", client.get(f"/api/table/{seats.public}", params={"html": "1", "lang": "ja"}))
    check("gm_state", client.get(f"/api/gm/{seats.gm}", params={"html": "1"}))
    assert table.version(PUBLIC) >= 1


def test_a_seats_private_facts_come_as_data(server: TableServer, client: httpx.Client) -> None:
    """What a seat alone learned at the start (a role it saw, a random white of MAH-05)
    comes as a fact with its kind, subject, key and rules, not only as a sentence; some
    game's seats learn something before anyone acts (each game's own facts are tested in
    its folder)."""
    found = 0
    for game in GAMES:
        players = players_near(game)
        seats = seated(server, game, players=players, humans=list(range(players)), seed=3, agents="random")
        for s in range(players):
            for fact in check("seat_state", client.get(f"/api/seat/{seats.seat(s)}"))["facts"]:
                assert fact["key"][:2] == [fact["kind"], fact["subject"]], (game, fact)
                assert all(RULE_ID.fullmatch(r) for r in fact["rules"]), (game, fact)
                found += 1
    assert found


def test_a_refusal_and_the_lobby_keep_the_contract(server: TableServer, client: httpx.Client) -> None:
    game = a_game()
    seats = seated(server, game, players=players_near(game), humans=[0, 1], seed=1)
    check("error", client.post(f"/api/seat/{seats.seat(0)}/act", json={"action": "draw"}), 409)  # not begun
    check("error", client.post(f"/api/seat/{seats.seat(0)}/act", content=b"{}", headers={}), 415)
    check("error", client.get("/api/seat/nothing"), 404)
    entrant = server.entrant("bot club")
    check("lobby", client.get(entrant.link.replace(server.url, "")))
