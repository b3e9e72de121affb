"""The live tables' database (issue 22, item 5): SQLite from the standard library.

Three tables for the live tables. ``tables`` holds what makes a table: its variant and setup (the seed
included, so the deal is the same), who plays which seat, its language and its
tokens (links keep working after a restart). ``steps`` holds, in order, everything
that happened to it: each accepted action (by a student or an agent), each seat
joined, the teacher's "begin" and each seat handed over. ``resumes`` counts the times
a server took a table up again, so its views' versions never repeat (issue 39). A step is committed before
the server answers the request that made it, so a server killed at any moment and
started again on the same file replays every table to the step it had acknowledged.

Two more for the class's season (issue 39, item 5; :mod:`jinro_lab.table.season`):
``played`` holds every finished game the season counts (a live table's, written when
its game ends; a tournament's, when the teacher adds it), ``played_seats`` who played
each of its seats, on which side, and whether they won. A game is kept once: its
``key`` is unique (``table:<id>`` for a live table, so a table resumed after a restart
is never counted twice). The tables only add to the file: an older file gets them
when it is opened.

The journal is SQLite's write-ahead log with ``synchronous=NORMAL``: a committed step
survives the process being killed (SIGKILL); only a power cut of the machine may lose
the last ones.
"""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..core.errors import InvalidRecord

__all__ = ["SCHEMA_VERSION", "Played", "PlayedSeat", "Step", "Store", "TableRow"]

#: the layout of the file; a file of another version is refused, not guessed at
SCHEMA_VERSION = 1

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS tables (
    id TEXT PRIMARY KEY,
    position INTEGER NOT NULL,
    config TEXT NOT NULL,
    created REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS steps (
    table_id TEXT NOT NULL REFERENCES tables(id),
    n INTEGER NOT NULL,
    kind TEXT NOT NULL,
    seat INTEGER,
    action TEXT,
    by TEXT,
    at REAL NOT NULL,
    PRIMARY KEY (table_id, n)
);
CREATE TABLE IF NOT EXISTS resumes (table_id TEXT PRIMARY KEY REFERENCES tables(id), count INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS played (
    n INTEGER PRIMARY KEY,
    key TEXT UNIQUE NOT NULL,
    at REAL NOT NULL,
    variant TEXT NOT NULL,
    kind TEXT NOT NULL,
    source TEXT NOT NULL,
    number INTEGER
);
CREATE TABLE IF NOT EXISTS played_seats (
    game INTEGER NOT NULL REFERENCES played(n),
    seat INTEGER NOT NULL,
    player TEXT NOT NULL,
    kind TEXT NOT NULL,
    side TEXT NOT NULL,
    won INTEGER NOT NULL,
    PRIMARY KEY (game, seat)
);
"""


@dataclass(frozen=True)
class Step:
    """One thing that happened to a table: ``kind`` is ``act`` (``seat`` took
    ``action``, ``by`` a ``human`` or an ``agent``), ``join`` (a seat's page or bot
    first came), ``begin`` (the game began), ``hand`` (``seat`` handed to ``by``) or
    ``name`` (``seat``'s student took the nickname ``action``)."""

    kind: str
    seat: int | None = None
    action: str | None = None
    by: str | None = None
    at: float = 0.0


@dataclass(frozen=True)
class TableRow:
    """A table as stored: its id, its configuration (JSON-able) and its steps."""

    id: str
    config: dict[str, Any]
    steps: tuple[Step, ...]


@dataclass(frozen=True)
class PlayedSeat:
    """A seat of a finished game as the season counts it: ``player`` (a student's
    nickname, a seat nobody named, a bot's name), its ``kind`` (``student`` or
    ``bot``), the ``side`` it ended on and whether it ``won``."""

    seat: int
    player: str
    kind: str
    side: str
    won: bool


@dataclass(frozen=True)
class Played:
    """A finished game of the season: its unique ``key``, when it ended (``at``, Unix
    seconds), its ``variant``, where it was played (``kind``: ``table`` or
    ``tournament``; ``source``: the table's or the tournament's name; ``number``: the
    tournament's game number, ``None`` for a table) and its ``seats``."""

    key: str
    at: float
    variant: str
    kind: str
    source: str
    number: int | None
    seats: tuple[PlayedSeat, ...]


class Store:
    """The database at ``path`` (a file, created if missing, or ``":memory:"``)."""

    def __init__(self, path: str | Path = ":memory:"):
        self.path = str(path)
        self._lock = threading.Lock()
        self._db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
        try:
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.executescript(_SCHEMA)
        except sqlite3.DatabaseError as exc:
            self._db.close()
            raise InvalidRecord(f"{self.path} is not a jinro_lab table database ({exc})") from exc
        found = self._db.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()
        if found is None:
            self._db.execute("INSERT INTO meta VALUES ('schema', ?)", (str(SCHEMA_VERSION),))
        elif found[0] != str(SCHEMA_VERSION):
            self._db.close()
            raise InvalidRecord(
                f"{self.path} holds tables of schema version {found[0]}; this kit reads version {SCHEMA_VERSION}"
            )

    def add_table(self, table_id: str, config: dict[str, Any]) -> None:
        """Store a new table's configuration (committed on return)."""
        with self._lock:
            position = self._db.execute("SELECT COUNT(*) FROM tables").fetchone()[0]
            self._db.execute(
                "INSERT INTO tables VALUES (?, ?, ?, ?)", (table_id, position, json.dumps(config), time.time())
            )

    def append(self, table_id: str, n: int, step: Step) -> None:
        """Store step ``n`` of a table (committed on return: durable before the answer)."""
        with self._lock:
            self._db.execute(
                "INSERT INTO steps VALUES (?, ?, ?, ?, ?, ?, ?)",
                (table_id, n, step.kind, step.seat, step.action, step.by, step.at),
            )

    def resumed(self, table_id: str) -> int:
        """Count one more resumption of ``table_id`` (committed on return) and return
        how many there have been, this one included."""
        with self._lock:
            self._db.execute(
                "INSERT INTO resumes VALUES (?, 1) ON CONFLICT(table_id) DO UPDATE SET count = count + 1", (table_id,)
            )
            return int(self._db.execute("SELECT count FROM resumes WHERE table_id = ?", (table_id,)).fetchone()[0])

    def tables(self) -> list[TableRow]:
        """Every stored table, in the order they were added, with its steps in order."""
        with self._lock:
            rows = self._db.execute("SELECT id, config FROM tables ORDER BY position").fetchall()
            found = []
            for table_id, config in rows:
                steps = self._db.execute(
                    "SELECT n, kind, seat, action, by, at FROM steps WHERE table_id = ? ORDER BY n", (table_id,)
                ).fetchall()
                for i, (n, *_rest) in enumerate(steps):
                    if n != i:
                        raise InvalidRecord(f"table {table_id} in {self.path}: step {i} is missing (found step {n})")
                found.append(TableRow(table_id, json.loads(config), tuple(Step(*row[1:]) for row in steps)))
        return found

    def add_played(self, games: Sequence[Played]) -> int:
        """Keep finished ``games`` for the season, all or none (one transaction,
        committed on return); a game whose key is kept already is left as it is.
        Returns how many were new."""
        added = 0
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                for game in games:
                    found = self._db.execute(
                        "INSERT INTO played (key, at, variant, kind, source, number) VALUES (?, ?, ?, ?, ?, ?) "
                        "ON CONFLICT(key) DO NOTHING RETURNING n",
                        (game.key, game.at, game.variant, game.kind, game.source, game.number),
                    ).fetchone()
                    if found is None:
                        continue
                    self._db.executemany(
                        "INSERT INTO played_seats VALUES (?, ?, ?, ?, ?, ?)",
                        [(found[0], s.seat, s.player, s.kind, s.side, int(s.won)) for s in game.seats],
                    )
                    added += 1
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")
        return added

    def played(self) -> list[Played]:
        """The season's games, in the order they were kept (the order they were played
        in: a table's when it ended, a tournament's in its order when it was added)."""
        with self._lock:
            games = self._db.execute(
                "SELECT n, key, at, variant, kind, source, number FROM played ORDER BY n"
            ).fetchall()
            seats: dict[int, list[PlayedSeat]] = {}
            rows = self._db.execute(
                "SELECT game, seat, player, kind, side, won FROM played_seats ORDER BY game, seat"
            ).fetchall()
        for game, seat, player, kind, side, won in rows:
            seats.setdefault(game, []).append(PlayedSeat(seat, player, kind, side, bool(won)))
        return [
            Played(key, at, variant, kind, source, number, tuple(seats.get(n, ())))
            for n, key, at, variant, kind, source, number in games
        ]

    def close(self) -> None:
        """Close the file (every step is already committed)."""
        with self._lock:
            self._db.close()
