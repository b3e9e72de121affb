"""A live table server on loopback for the API and hostile-client tests (issue 22,
items 4 and 6): one :class:`TableServer` (port 0) per test module, a fresh table per
test, an HTTP client, and a snapshot of everything a request could change."""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import httpx
from games import a_game, opens_with_a_vote

from jinro_lab.core.viewers import PUBLIC
from jinro_lab.table import Table, TableServer

#: every request's timeout (seconds): a test never hangs on a server that stopped answering
TIMEOUT = 10.0
#: the header every state-changing request carries (a 415 without it)
JSON = {"Content-Type": "application/json"}


@contextlib.contextmanager
def serving() -> Iterator[TableServer]:
    """A started server on 127.0.0.1 and a free port, its database in memory; stopped
    and closed however the block ends."""
    server = TableServer(port=0)
    try:
        server.start()
        yield server
    finally:
        server.close()


@contextlib.contextmanager
def client_of(server: TableServer) -> Iterator[httpx.Client]:
    """An HTTP client of ``server`` (loopback, no proxies from the environment)."""
    with httpx.Client(base_url=server.url, timeout=TIMEOUT, trust_env=False) as client:
        yield client


@dataclass(frozen=True)
class Seated:
    """A table on a running server, with its tokens."""

    table: Table
    server: TableServer

    def seat(self, seat: int) -> str:
        """The token of ``seat``."""
        token: str = self.table.config["tokens"]["seats"][str(seat)]
        return token

    @property
    def public(self) -> str:
        """The table's (projector's) token."""
        token: str = self.table.config["tokens"]["table"]
        return token

    @property
    def gm(self) -> str:
        """The game master's token."""
        token: str = self.table.config["tokens"]["gm"]
        return token

    @property
    def tokens(self) -> list[str]:
        """Every token of the table."""
        return [*(self.seat(s) for s in self.table.humans), self.public, self.gm]


def seated(server: TableServer, variant: str, **options: Any) -> Seated:
    """A new table of ``variant`` (``Table``'s arguments) added to ``server``."""
    return Seated(server.add(variant, **options), server)


#: how many seats :func:`vote_table`'s game has
VOTERS = 5


@functools.cache
def vote_game() -> str:
    """The first registered game (by id) whose game of :data:`VOTERS` seats begins with
    every seat casting a vote at once (a simultaneous vote, as MAH-11's): a seat's vote
    changes its own view alone until every seat has voted."""
    return a_game(players=VOTERS, where=lambda info: opens_with_a_vote(info.id, VOTERS))


def vote_table(server: TableServer, humans: tuple[int, ...] = (0, 1, 2, 3, 4), seed: int = 1) -> Seated:
    """A table of :func:`vote_game` whose first day's vote is simultaneous (MAH-11):
    a seat's vote changes its own view alone."""
    return seated(server, vote_game(), players=VOTERS, humans=list(humans), seed=seed)


def snapshot(table: Table) -> dict[str, Any]:
    """Everything a refused request must leave as it was: the game's record, the
    stored steps, who joined, began or was handed over, and every viewer's version."""
    stored = next(row for row in table.server.store.tables() if row.id == table.id)
    viewers = [*range(table.players), PUBLIC, None]
    return {
        "record": table.record().to_json(),
        "steps": len(stored.steps),
        "joined": table.joined,
        "handed": table.handed,
        "begun": table.begun,
        "versions": [table.version(v) for v in viewers],
    }


def legal_of(table: Table, seat: int) -> list[str]:
    """``seat``'s legal actions, as strings."""
    legal: list[str] = table.read(lambda game: [str(a) for a in game.legal_actions(seat)])
    return legal
