"""The bot examples of the docs run against a live server on loopback (issue 39,
item 4), exactly as printed but for their links, so they cannot drift from the API:
the urllib seat of ``docs/site/live_table.md``, its :class:`SeatClient` bot, and the
:class:`LobbyClient` program of ``docs/site/tournament.md``. An ``http_proxy`` in the
environment is set to a dead address: an example that followed it would fail."""

from __future__ import annotations

import contextlib
import io
import re
import threading
from pathlib import Path

import pytest
from games import a_small_game, players_near

import jinro_lab as jl
from jinro_lab.table import TableServer, lobby

from .load import in_thread
from .served import VOTERS, serving, vote_game

DOCS = Path(__file__).resolve().parents[2] / "docs" / "site"


def examples(page: str, needle: str) -> str:
    """The one Python block of ``page`` that holds ``needle``."""
    blocks = re.findall(r"```python\n(.*?)```", (DOCS / page).read_text(encoding="utf-8"), re.S)
    found = [b for b in blocks if needle in b]
    assert len(found) == 1, f"{page}: {len(found)} Python blocks hold {needle!r}"
    return found[0]


def run(code: str, links: dict[str, str]) -> str:
    """Run ``code`` with its placeholder links replaced; what it printed."""
    for placeholder, link in links.items():
        assert placeholder in code, placeholder
        code = code.replace(placeholder, link)
    printed = io.StringIO()

    def target() -> None:
        with contextlib.redirect_stdout(printed):
            exec(compile(code, "<docs example>", "exec"), {"__name__": "__docs__"})

    in_thread(target)  # not in the worker's main thread: it may run an event loop (Playwright's)
    return printed.getvalue()


@pytest.fixture(autouse=True)
def dead_proxy(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("http_proxy", "HTTP_PROXY", "all_proxy", "ALL_PROXY"):
        monkeypatch.setenv(name, "http://127.0.0.1:9")  # the discard port: nothing answers
    for name in ("no_proxy", "NO_PROXY"):
        monkeypatch.delenv(name, raising=False)


@pytest.fixture
def server() -> TableServer:
    with serving() as running:
        yield running


def test_the_urllib_seat_reads_its_view_and_acts(server: TableServer) -> None:
    table = server.add(vote_game(), players=VOTERS, humans=[0], seed=1)
    api = server.links(table)["seat 0"].replace("/seat/", "/api/seat/")
    run(examples("live_table.md", "urllib"), {"http://127.0.0.1:8000/api/seat/Zq0m…": api})
    assert table.joined == (0,) and [by for by, _ in table.record().actions].count(0) == 1


def test_the_seat_client_bot_plays_its_seat_to_the_end(server: TableServer) -> None:
    game = a_small_game()
    table = server.add(game, players=players_near(game), humans=[0], seed=2)
    seat = server.links(table)["seat 0"]
    printed = run(examples("live_table.md", "SeatClient"), {"http://127.0.0.1:8000/seat/Zq0m…": seat})
    assert table.over
    assert printed.strip() == str([a for by, a in table.record().actions if by == 0])


def test_the_lobby_program_plays_its_seats_of_a_tournament(
    server: TableServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(lobby, "GRACE", 0.2)
    entrant = server.entrant("alice", timeout=30)
    outcome: list[object] = []
    games = threading.Thread(
        target=lambda: outcome.append(jl.tournament(a_small_game(), {"alice": entrant, "kit": "random"}, games=2)),
    )
    games.start()
    program = threading.Thread(
        target=run, args=(examples("tournament.md", "LobbyClient"), {"http://…:8000/api/lobby/<token>": entrant.link})
    )
    program.start()
    games.join(timeout=60)
    entrant.close()
    program.join(timeout=30)
    assert not games.is_alive() and not program.is_alive() and len(outcome) == 1
    assert entrant.played >= 2
