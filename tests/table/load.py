"""What the load test, the restart test and ``benchmarks/table_load.py`` share: a
table server started as its own process (``python -m jinro_lab.cli table …``, so the
bots' process does not share its interpreter), its links read from what it prints,
and seeded random bots (:class:`~jinro_lab.table.bots.SeatClient`) at every seat.

No relative imports: the benchmark loads this file by its path.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import queue
import random
import signal
import statistics
import subprocess
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

import httpx

from jinro_lab import GameRecord, replay
from jinro_lab.table.bots import SeatClient


def in_thread(run: Callable[[], Any]) -> Any:
    """``run()`` in a thread of its own, its result or its exception handed back: the
    test process may already run an event loop in its main thread (Playwright's sync
    API, kept open by the browser tests' session fixture on the same xdist worker),
    where ``asyncio.run`` is refused."""
    done: list[Any] = []
    failed: list[BaseException] = []

    def target() -> None:
        try:
            done.append(run())
        except BaseException as exc:  # handed to the caller's thread
            failed.append(exc)

    thread = threading.Thread(target=target, name="jinro_lab test thread")
    thread.start()
    thread.join()
    if failed:
        raise failed[0]
    return done[0]


def run_async(coroutine: Any) -> Any:
    """``asyncio.run(coroutine)`` in a thread of its own (:func:`in_thread`)."""
    return in_thread(lambda: asyncio.run(coroutine))


ROOT = Path(__file__).resolve().parents[2]
#: how long the server may take to print its links (seconds: imports and resuming included)
READY_TIMEOUT = 60.0


@dataclass
class Served:
    """A table server process: its links, one ``{"seat N": url, …, "table": url, "gm": url}``
    per table, and every line it printed before it served."""

    process: subprocess.Popen[str]
    links: list[dict[str, str]]
    printed: list[str]

    def kill(self) -> None:
        """SIGKILL, at once (the fault test's crash), and reap it."""
        if self.process.poll() is None:
            os.kill(self.process.pid, signal.SIGKILL)
        self.process.wait(timeout=10)


def _lines(stream: IO[str], into: queue.Queue[str | None]) -> None:
    for line in stream:
        into.put(line.rstrip("\n"))
    into.put(None)


def parse_links(lines: Sequence[str]) -> list[dict[str, str]]:
    """The tables' links from the CLI's lines (``seat N: URL``…, ``table: URL``, then
    ``gm: URL``, which ends a table's links); other lines are skipped."""
    tables: list[dict[str, str]] = []
    for line in lines:
        name, _, url = line.partition(": ")
        if url.startswith("http") and (name.startswith("seat ") or name in ("table", "gm")):
            if not tables or "gm" in tables[-1]:
                tables.append({})
            tables[-1][name] = url
    return tables


@contextlib.contextmanager
def served(args: Sequence[str], log: Path) -> Iterator[Served]:
    """``jinro-lab table *args`` in a process of its own (its errors in ``log``),
    until its ``serving`` line; killed when the block ends, however it ends."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    with log.open("a") as errors:
        process = subprocess.Popen(
            [sys.executable, "-m", "jinro_lab.cli", "table", *args],
            stdout=subprocess.PIPE,
            stderr=errors,
            text=True,
            env=env,
            cwd=ROOT,
        )
    server = Served(process, [], [])
    try:
        assert process.stdout is not None
        lines: queue.Queue[str | None] = queue.Queue()
        threading.Thread(target=_lines, args=(process.stdout, lines), daemon=True).start()
        deadline = time.monotonic() + READY_TIMEOUT
        while not (server.printed and server.printed[-1].startswith("serving ")):
            try:
                line = lines.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                raise TimeoutError(f"the server printed no 'serving' line in {READY_TIMEOUT:g} s") from None
            if line is None:
                raise RuntimeError(f"the server ended ({process.wait()}): {log.read_text()[-2000:]}")
            server.printed.append(line)
        server.links = parse_links(server.printed)
        yield server
    finally:
        server.kill()


def random_choice(seed: int) -> Any:
    """A bot's choice: uniformly among the legal actions, from its own seeded generator."""
    rng = random.Random(seed)
    return lambda state: rng.choice(state["legal"])


def seat_links(links: dict[str, str]) -> list[str]:
    """A table's seat links, in seat order."""
    return [links[f"seat {n}"] for n in sorted(int(k.split()[1]) for k in links if k.startswith("seat "))]


async def gm_state(http: httpx.AsyncClient, links: dict[str, str]) -> dict[str, Any]:
    """The game master's state of a table (``GET /api/gm/<token>``: the record included)."""
    response = await http.get(links["gm"].replace("/gm/", "/api/gm/"))
    response.raise_for_status()
    state: dict[str, Any] = response.json()
    return state


@dataclass
class Load:
    """What a run of bots measured: their clients (per table, in seat order), the wall
    time, the actions in flight when it stopped, what the bots raised (a crashed
    server's connection errors) and the records read after the run."""

    bots: list[list[SeatClient]]
    seconds: float = 0.0
    #: the hostile reader's answers by status (empty without one)
    flooded: Counter[int] = field(default_factory=Counter)
    #: how many bots had an action in flight when the run was stopped (or crashed)
    posting: int = 0
    failures: list[BaseException] = field(default_factory=list)
    records: list[GameRecord] = field(default_factory=list)

    @property
    def actions(self) -> int:
        return sum(len(b.acted) for bots in self.bots for b in bots)

    def acted(self) -> list[list[list[str]]]:
        """Each table's seats' acknowledged actions."""
        return [[list(b.acted) for b in bots] for bots in self.bots]

    def figures(self) -> dict[str, float]:
        """The printed figures: tables, seats, actions, seconds, actions/s, p50/p95 ms of
        the acknowledged actions, refusals (409: the view had changed; 429: too many
        too fast, both chosen again; any other: errors), stalls (waits that no push ended) and lost actions."""
        latencies = sorted(x for bots in self.bots for b in bots for x in b.latencies)
        reads = sorted(x for bots in self.bots for b in bots for x in b.reads)
        refused: Counter[int] = sum((b.refused for bots in self.bots for b in bots), Counter())
        return {
            "tables": len(self.bots),
            "seats": sum(len(bots) for bots in self.bots),
            "actions": self.actions,
            "seconds": round(self.seconds, 2),
            "actions_per_s": round(self.actions / self.seconds, 1),
            "act_p50_ms": round(1000 * statistics.median(latencies), 1) if latencies else 0.0,
            "act_p95_ms": round(1000 * latencies[int(0.95 * (len(latencies) - 1))], 1) if latencies else 0.0,
            "read_p50_ms": round(1000 * statistics.median(reads), 1) if reads else 0.0,
            "read_p95_ms": round(1000 * reads[int(0.95 * (len(reads) - 1))], 1) if reads else 0.0,
            "flood_200": self.flooded[200],
            "flood_429": self.flooded[429],
            "stale_409": refused[409],
            "too_fast_429": refused[429],
            "errors": sum(n for status, n in refused.items() if status not in (409, 429)) + len(self.failures),
            "stalls": sum(b.stalls for bots in self.bots for b in bots),
            "lost": sum(len(lost) for lost in lost_actions(self.acted(), self.records)) if self.records else -1,
        }


def seat_actions(record: GameRecord, seat: int) -> list[str]:
    """The actions of ``seat`` in ``record``, in order."""
    return [text for s, text in record.actions if s == seat]


def lost_actions(acted: Sequence[Sequence[Sequence[str]]], records: Sequence[GameRecord]) -> list[list[str]]:
    """Per table, the acknowledged actions its record lacks: each seat's acknowledged
    actions must begin that seat's actions in the record, in order (what follows them
    was not acknowledged: an action in flight when the server died may be there)."""
    lost = []
    for seats, record in zip(acted, records, strict=True):
        missing: list[str] = []
        for seat, done in enumerate(seats):
            stored = seat_actions(record, seat)
            same = next((i for i, (a, b) in enumerate(zip(done, stored, strict=False)) if a != b), len(stored))
            missing += done[same:]
        lost.append(missing)
    return lost


async def read_records(tables: Sequence[dict[str, str]]) -> list[GameRecord]:
    """Each table's record, as its game master reads it."""
    async with httpx.AsyncClient(timeout=30.0, trust_env=False) as http:
        return [GameRecord.from_json((await gm_state(http, links))["record"]) for links in tables]


async def play_tables(
    tables: Sequence[dict[str, str]],
    seed: int,
    timeout: float,
    stop_after: int | None = None,
    crash: Callable[[], None] | None = None,
    hostile: str | None = None,
    think: float = 0.0,
) -> Load:
    """A seeded random bot at every seat of ``tables`` (their links), all at once, each
    with its own connection (as each student's browser), until every game is over.
    With ``stop_after``, once the bots have that many actions acknowledged: the bots
    stop (before their next action), or, as soon as one has an action in flight,
    ``crash()`` is called while they play on (they fail at their next request). The
    first bot to fail stops the others (its error in :attr:`Load.failures`);
    ``TimeoutError`` after ``timeout`` seconds. With ``hostile`` (a state's API
    address), :func:`flood` reads it meanwhile, from :data:`FLOOD_LEAD` seconds before.
    With ``think``, each bot takes a seeded random 0 to 2 × ``think`` seconds over each
    choice (a class's pace: ``think`` on average), else none (as fast as it can).
    Then reads each table's record (unless it crashed or a bot failed)."""
    clients: list[httpx.AsyncClient] = []

    def bot(link: str) -> SeatClient:
        clients.append(httpx.AsyncClient(verify=False, trust_env=False, timeout=30.0))
        return SeatClient(link, clients[-1])

    bots = [[bot(link) for link in seat_links(links)] for links in tables]
    stop = asyncio.Event()

    async def one(t: int, s: int) -> None:
        pace = random.Random(seed * 10_000 + t * 100 + s + 5_000_000)
        async with bots[t][s] as bot:
            thinking = (lambda: pace.uniform(0.0, 2 * think)) if think else None
            await bot.play(random_choice(seed * 10_000 + t * 100 + s), stop, thinking)

    def due() -> bool:  # a crash waits for an action in flight
        acted = sum(len(b.acted) for row in bots for b in row)
        return acted >= stop_after and (crash is None or any(b.posting for row in bots for b in row))

    async def watch() -> None:
        if stop_after is None:
            return
        while not due():
            await asyncio.sleep(0.001)
        load.posting = sum(b.posting for row in bots for b in row)
        (crash or stop.set)()

    load = Load(bots)
    flooding = asyncio.create_task(flood(hostile, stop, load.flooded)) if hostile else None
    if flooding is not None:
        await asyncio.sleep(FLOOD_LEAD)  # the flood runs before the class plays, as a hostile reader would
    started = time.perf_counter()
    watcher = asyncio.create_task(watch())
    try:
        runs = [asyncio.create_task(one(t, s)) for t in range(len(bots)) for s in range(len(bots[t]))]
        done, pending = await asyncio.wait(runs, timeout=timeout, return_when=asyncio.FIRST_EXCEPTION)
        load.seconds = time.perf_counter() - started
        for run in pending:
            run.cancel()
        await asyncio.gather(*pending, return_exceptions=True)
        load.failures = [e for e in (run.exception() for run in done) if e is not None]
        if not load.failures and pending:
            raise TimeoutError(f"the bots were still playing after {timeout:g} s")
    finally:
        watcher.cancel()
        stop.set()
        if flooding is not None:
            await flooding
        for client in clients:
            await client.aclose()
    if crash is None and not load.failures:
        load.records = await read_records(tables)
    return load


#: the hostile reader's connections, each reading as fast as it is answered
FLOOD_CONNECTIONS = 30
#: how long the flood runs before the bots begin (seconds): the others meet it in full flow
FLOOD_LEAD = 1.5


async def flood(url: str, stop: asyncio.Event, answers: Counter[int]) -> None:
    """A hostile reader: :data:`FLOOD_CONNECTIONS` connections reading ``url`` (with
    the page's fragments, in Japanese: the dearest read) as fast as they are answered,
    until ``stop``; ``answers`` counts the statuses."""
    async with httpx.AsyncClient(trust_env=False, timeout=30.0, limits=httpx.Limits(max_connections=None)) as http:

        async def reader() -> None:
            while not stop.is_set():
                try:
                    response = await http.get(url, params={"html": "1", "lang": "ja"})
                except httpx.HTTPError:
                    answers[0] += 1
                    continue
                answers[response.status_code] += 1

        await asyncio.gather(*(reader() for _ in range(FLOOD_CONNECTIONS)))


async def lone_reads(link: str, count: int = 40) -> list[float]:
    """Seconds of each of ``count`` reads of a seat's state by one client alone (the
    baseline a loaded table's reads are compared with), paced under the read limit."""
    seconds = []
    api = link.replace("/seat/", "/api/seat/")
    async with httpx.AsyncClient(trust_env=False, timeout=30.0) as http:
        for _ in range(count):
            started = time.perf_counter()
            (await http.get(api)).raise_for_status()
            seconds.append(time.perf_counter() - started)
            await asyncio.sleep(0.06)
    return seconds


def finished(record: GameRecord) -> bool:
    """Whether ``record`` replays (its digest checked) to a game that is over."""
    return replay(record).over
