"""The live tables' database (issue 22, item 5): SQLite from the standard library.

Three tables. ``tables`` holds what makes a table: its variant and setup (the seed
included, so the deal is the same), who plays which seat, its language and its
tokens (links keep working after a restart). ``steps`` holds, in order, everything
that happened to it: each accepted action (by a student or an agent), each seat
joined, the teacher's "begin" and each seat handed over. ``resumes`` counts the times
a server took a table up again, so its views' versions never repeat (issue 39). A step is committed before
the server answers the request that made it, so a server killed at any moment and
started again on the same file replays every table to the step it had acknowledged.

The journal is SQLite's write-ahead log with ``synchronous=NORMAL``: a committed step
survives the process being killed (SIGKILL); only a power cut of the machine may lose
the last ones.
"""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..core.errors import InvalidRecord

__all__ = ["SCHEMA_VERSION", "Step", "Store", "TableRow"]

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

    def close(self) -> None:
        """Close the file (every step is already committed)."""
        with self._lock:
            self._db.close()
