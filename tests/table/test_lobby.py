"""Remote entrants of a tournament (issue 23, item 3): a program elsewhere plays its
seats through the live table's bot API (:mod:`jinro_lab.table.lobby`,
:class:`~jinro_lab.table.bots.LobbyClient`), on loopback, bounded in games and time.

The strongest check: a remote program that always takes the first legal action gets
the very same tournament — games, standings, pairwise differences — as a local agent
that does the same, because the hosted games seed the local seats' agents as any
tournament game does."""

from __future__ import annotations

import threading
import time
from typing import Any

import httpx
import pytest
from games import a_small_game

import jinro_lab as jl
from jinro_lab.core.errors import InvalidArgument, InvalidRecord
from jinro_lab.table import LobbyClient, RemoteTimeout, Table, TableServer, lobby
from jinro_lab.table.live import GIVEN
from jinro_lab.table.store import Store

from .load import run_async
from .served import TIMEOUT, client_of, serving

#: a short game (the fewest players), six games of it
VARIANT, GAMES, SEED = a_small_game(), 6, 4


class FirstLegal:
    """Takes the first legal action, always (what the remote program does too)."""

    def choose(self, view: Any, legal: Any) -> Any:
        return legal[0]


def first_legal(seat: int, seed: int) -> FirstLegal:
    return FirstLegal()


def _moves(record: Any, seat: int) -> list[str]:
    """The actions of ``seat`` in a game's record, in order."""
    return [action for by, action in record.actions if by == seat]


def _remote_program(link: str, done: list[Any]) -> threading.Thread:
    """A thread running the remote program: a LobbyClient taking each seat's first legal action."""

    async def main() -> int:
        async with httpx.AsyncClient(timeout=TIMEOUT, trust_env=False) as http:
            client = LobbyClient(link, http)
            played = await client.play(lambda state: state["legal"][0], poll=0.05)
            done.append(client)
            return played

    thread = threading.Thread(target=lambda: done.append(run_async(main())), name="jinro_lab remote entrant")
    thread.start()
    return thread


@pytest.fixture
def server(monkeypatch):
    monkeypatch.setattr(lobby, "GRACE", 0.2)  # a finished game's table leaves the server soon
    with serving() as running:
        yield running


def _gone(server: TableServer) -> bool:
    """Whether the hosted tables have left the server (within a few seconds)."""
    deadline = time.monotonic() + 5
    while server.tables and time.monotonic() < deadline:
        time.sleep(0.05)
    return server.tables == []


def test_a_remote_program_gets_the_same_tournament_as_a_local_agent(server: TableServer):
    """The remote entrant plays every one of its seats over the bot API (its seats are
    human seats of live tables that leave the server when over), and the tables equal
    those of a local tournament where a FirstLegal agent sits in its place."""
    bot = server.entrant("bot", timeout=30)
    done: list[Any] = []
    program = _remote_program(bot.link, done)
    try:
        hosted = jl.tournament(VARIANT, {"bot": bot, "first": first_legal, "kit": "heuristic"}, games=GAMES,
                               seed=SEED, progress=False)  # fmt: skip
    finally:
        bot.close()
        program.join(timeout=30)
    local = jl.tournament(VARIANT, {"bot": first_legal, "first": first_legal, "kit": "heuristic"}, games=GAMES,
                          seed=SEED, workers=1, progress=False)  # fmt: skip
    assert hosted.games.equals(local.games)
    assert hosted.standings.equals(local.standings) and hosted.pairwise.equals(local.pairwise)
    seats = sum(seating.count("bot") for seating in hosted.games["seating"])
    client, played = done
    assert played == seats == len(client.seats) == bot.played > 0
    assert all(actions for actions in client.acted.values())  # every seat it was given, it played
    assert _gone(server) and bot.state()["seats"] == []  # the hosted tables left; the lobby is empty
    for game in range(GAMES):  # the kept records replay; each seat made the same moves (the order of
        # a simultaneous decision's ballots may differ: at a live table the agents cast theirs first)
        mine, theirs = hosted.record(game), local.record(game)
        assert [_moves(mine, s) for s in range(4)] == [_moves(theirs, s) for s in range(4)]
        assert hosted.replay(game).result == local.replay(game).result


def test_a_remote_entrant_that_never_plays_stops_the_tournament_with_a_clear_error(server: TableServer):
    """No program at the lobby: after its timeout the tournament stops, naming the
    entrant and what to check; its tables leave the server and its lobby is empty."""
    idle = server.entrant("idle", timeout=0.5)
    waiting = r"no move for 0.5 s, waiting for the remote entrant\(s\) 'idle'.*LobbyClient"
    with pytest.raises(RemoteTimeout, match=waiting):
        jl.tournament(VARIANT, {"idle": idle, "kit": "heuristic"}, games=2, progress=False)
    assert server.tables == [] and idle.state() == {"entrant": "idle", "seats": [], "played": 0, "over": False}


def test_the_lobby_answers_its_own_token_only(server: TableServer):
    """``GET /api/lobby/<token>`` gives the entrant's state; a wrong token, the same 404
    as a path that does not exist (it tells nothing)."""
    entrant = server.entrant("alice")
    with client_of(server) as http:
        answer = http.get(f"/api/lobby/{entrant.token}")
        assert answer.status_code == 200
        assert answer.json() == {"entrant": "alice", "seats": [], "played": 0, "over": False}
        wrong, missing = http.get(f"/api/lobby/{entrant.token[:-1]}x"), http.get("/api/nothing")
        assert wrong.status_code == missing.status_code == 404 and wrong.json() == missing.json()
    entrant.close()
    assert entrant.state()["over"] is True
    assert entrant.link == f"{server.url}/api/lobby/{entrant.token}"


def test_bad_remote_entrants_are_refused_before_any_game(server: TableServer):
    """Workers with a remote entrant, entrants of two servers, a name taken twice, a bad
    timeout and a link that is not a lobby's: each a clear error, nothing played."""
    alice = server.entrant("alice")
    with pytest.raises(InvalidArgument, match="workers must be None or 1"):
        jl.tournament(VARIANT, {"alice": alice, "kit": "heuristic"}, games=2, workers=2)
    with serving() as other:
        bob = other.entrant("bob")
        with pytest.raises(InvalidArgument, match="all come from one server"):
            jl.tournament(VARIANT, {"alice": alice, "bob": bob}, games=2)
    with pytest.raises(InvalidArgument, match="an entrant named 'alice' already"):
        server.entrant("alice")
    with pytest.raises(InvalidArgument, match="timeout must be a number of seconds above 0"):
        server.entrant("carol", timeout=0)
    with pytest.raises(ValueError, match="not a lobby's link"):
        LobbyClient(f"{server.url}/seat/abc")
    assert server.tables == []
    stopped = TableServer(port=0)
    with pytest.raises(InvalidArgument, match=r"not serving: call server\.start"):
        jl.tournament(VARIANT, {"dave": stopped.entrant("dave"), "kit": "heuristic"}, games=2)


def test_a_table_with_given_agents_is_checked_and_not_resumed():
    """A table's agents given per seat: ``None`` exactly at the human seats, and a
    human seat without an agent stays human; such a table cannot be resumed from its
    database (its agents are objects), and says so."""
    agents = [FirstLegal(), None, FirstLegal(), FirstLegal()]
    with pytest.raises(InvalidArgument, match="seat 0 is a human seat: give None"):
        Table(VARIANT, humans=[0, 1], agents=agents, seed=1)
    with pytest.raises(InvalidArgument, match="one agent per seat"):
        Table(VARIANT, humans=[1], agents=agents[:3], seed=1)
    with pytest.raises(InvalidArgument, match='absent must be "wait"'):
        Table(VARIANT, humans=[1], agents=agents, absent="agent", seed=1)
    table = Table(VARIANT, humans=[1], agents=agents, seed=1)
    assert table.config["agents"] == GIVEN
    with pytest.raises(InvalidArgument, match="seat 1 has no agent at this table"):
        table.hand_over(1)
    store = Store(":memory:")
    table.attach(store)
    with pytest.raises(InvalidRecord, match="cannot be resumed"):
        Table.resume(table.id, table.config, [], store)
