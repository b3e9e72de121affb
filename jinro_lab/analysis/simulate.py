"""Play many games and tabulate them: one row per game, reproducible from one seed.

Game ``i`` of a simulation with master seed ``s`` is played with the seed
:func:`game_seed` ``(s, i)`` and each of its agents with :func:`agent_seed`
``(game seed, seat)``, so a row depends only on the master seed and its index,
never on how many workers ran the job, how it was cut into batches, or in which
order the batches finished.

How a job runs (see :func:`simulate`): the first games are played and timed in this
process; the rest is cut into batches of about :data:`BATCH_S` seconds of play (at
least :data:`BATCHES_PER_WORKER` per worker, for load balance and a lively progress
bar) and sent to local processes, an ``Executor`` or a Dask cluster. A batch comes
back as columns, not rows (numpy arrays for columns of ints or bools, lists for the
rest), so that the parent process only joins them and builds the table once: its
serial work is one or two microseconds per game, and two workers on two cores play
about twice as fast as one. Per game, a worker derives the game's and agents' seeds
from the hash state of their common prefix, copied and continued by the game's or
seat's number (no string building), and reuses one :class:`RandomAgent` per seat,
reseeded per game by the generator's own seeding (the same generator state as a new
agent: this seeding, some 3.5 microseconds a seat, is most of what a game costs
``simulate`` beyond the fast engine's own loop, ``benchmarks/simulate_overhead.py``), and one
heuristic agent per seat, given ``reset(seat, seed)`` per game (the agent protocol's
start of a game: the state of a new agent of that seed); worker
processes ignore Ctrl-C (the parent stops the job) and freeze the objects inherited
from the parent out of the garbage collector's passes.
"""

from __future__ import annotations

import gc
import hashlib
import math
import os
import pickle
import signal
import time
import warnings
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import FIRST_COMPLETED, Executor, ProcessPoolExecutor, wait
from functools import lru_cache
from itertools import chain, islice
from typing import TYPE_CHECKING, Any

from ..agents.base import Agent, RandomAgent, play_game
from ..core.browser import in_browser
from ..core.capabilities import MissingCapability
from ..core.errors import InvalidArgument, InvalidSetup, describe
from ..core.memo import SETUPS
from ..core.phrases import counted
from ..core.registry import heuristic_agent, load, lookup

if TYPE_CHECKING:
    import pandas as pd

    from ..core.engine import Game
    from ..core.fast import FastGame, FastSetup

__all__ = [
    "agent_seed",
    "check_workers",
    "choose_workers",
    "finished_row",
    "game_seed",
    "make_agents",
    "pool_slots",
    "progress_bar",
    "run_jobs",
    "simulate",
]

AgentSpec = str | Callable[[int, int], Agent]
AGENT_KINDS = ("random", "heuristic")

#: games played in-process first (at most, and for at most PROBE_S seconds), to time
#: them before choosing how to run the rest
PROBE_GAMES = 32
PROBE_S = 0.25
#: below this many estimated seconds of work, processes cost more than they save
PROCESS_THRESHOLD_S = 1.0
#: show a progress bar (progress=None) when the job is expected to take longer than this
PROGRESS_THRESHOLD_S = 1.0
#: seconds of play per batch: local processes (a batch costs them well under a
#: millisecond), a Dask cluster (a few milliseconds per task), this process (the
#: progress bar's steps)
BATCH_S = 0.1
DASK_BATCH_S = 0.5
LOCAL_BATCH_S = 0.25
#: batches per worker at least (load balance: the last batches end nearly together)
BATCHES_PER_WORKER = 4
#: batches submitted ahead per worker of a local pool or executor (the rest wait their turn)
IN_FLIGHT = 4

#: the fixed columns of every table, in order
FIXED_COLUMNS = ("game", "seed", "players", "winners", "side", "reason", "day")

_blake2b = hashlib.blake2b


def derive_seed(*parts: object) -> int:
    digest = _blake2b(":".join(map(str, parts)).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1  # 63 bits, a non-negative int


def _hashed(prefix: bytes) -> Any:
    """The hash of ``prefix`` (the encoded ``"part:part:"``), to be continued by :func:`_derived`."""
    return _blake2b(prefix, digest_size=8)


def _derived(head: Any, last: bytes) -> int:
    """``derive_seed(*parts, last)`` given ``head`` = :func:`_hashed` of the encoded
    ``"part:part:"`` and ``last`` encoded: the same value, without joining strings or
    hashing the prefix again (a copy of its hash state: half the cost of a new hash)."""
    tail = head.copy()
    tail.update(last)
    return int.from_bytes(tail.digest(), "big") >> 1


def game_seed(master_seed: int, index: int) -> int:
    """The seed of game ``index`` of a simulation with ``master_seed``."""
    return derive_seed("game", master_seed, index)


def agent_seed(seed: int, seat: int) -> int:
    """The seed of the agent at ``seat`` in the game with seed ``seed``."""
    return derive_seed("agent", seed, seat)


def make_agents(variant: str, players: int, seat: int | None, agents: str | Sequence[Any], seed: int) -> dict[int, Any]:
    """The agents of every seat but ``seat`` (``None``: of every seat): ``"heuristic"`` (the variant's
    heuristic agent), ``"random"`` (:class:`RandomAgent`), or a list with one
    agent per seat (the entry for ``seat`` is ignored). Agents are seeded as in
    :func:`~jinro_lab.analysis.simulate.simulate` (``agent_seed(seed, seat)``) and
    one with a ``reset`` gets ``reset(its seat, that seed)`` (the agent protocol's
    start of a game), so a game is the same for the same choices."""
    others = [s for s in range(players) if s != seat]
    seeds = {s: agent_seed(seed, s) for s in others}
    if agents == "heuristic":
        chosen = {s: heuristic_agent(variant, seed=seeds[s]) for s in others}
    elif agents == "random":
        chosen = {s: RandomAgent(seed=seeds[s]) for s in others}
    elif isinstance(agents, str) or not isinstance(agents, Sequence) or len(agents) != players:
        raise InvalidArgument(
            f'agents must be "heuristic", "random" or a list of {players} agents, got {describe(agents)}'
        )
    else:
        chosen = {s: agents[s] for s in others}
    for s, agent in chosen.items():
        if hasattr(agent, "reset"):
            agent.reset(s, seeds[s])
    return chosen


def check_agents(variant: str, agents: AgentSpec | Sequence[AgentSpec]) -> None:
    try:
        specs = [agents] if isinstance(agents, str) or callable(agents) else list(agents)
    except TypeError:  # not a list of agents either
        specs = [agents]  # type: ignore[list-item]  # refused below, by name
    for spec in specs:
        if not (callable(spec) or spec in AGENT_KINDS):
            raise InvalidArgument(
                f"agents must be one of {AGENT_KINDS}, a callable (seat, seed) -> Agent, "
                f"or a list of those per seat; got {describe(spec)}"
            )
        info = lookup(variant)
        if spec == "heuristic" and info.heuristic is None:
            raise MissingCapability(info.id, info.title_ja, "heuristic", "agents='heuristic'", "use agents='random'")


#: what a worker needs to play any game of a simulation: variant, master seed, agents,
#: options, whether its rows name each seat's side (``side_seat_<s>``, for tournaments),
#: and the engine (:data:`ENGINES`)
Job = tuple[str, int, Any, Mapping[str, Any], bool, str]
#: ``auto``: the game's fast engine (``VariantInfo.fast``, issue 41) when it covers the
#: setup and every agent is random (or heuristic, where it serves the heuristic), else the
#: game itself; ``readable``: the game itself; ``fast``: the fast engine, or an error saying why it cannot
ENGINES = ("auto", "readable", "fast")
#: a batch's result: its first game's index, its number of games, and its columns (lists or arrays)
Batch = tuple[int, int, dict[str, Any]]


class _Player:
    """Plays the games of one job, one after another, with as little per-game work
    as the seeds allow: the game class and the agents' makers are looked up once,
    and each seat's random agent is one object reseeded per game."""

    def __init__(self, job: Job):
        variant, master_seed, agents, options, sides, engine = job
        info = lookup(variant)
        if not options.keys() <= info.accepts - {"seed"}:
            info.check_setup(options, seed=False)
        self.variant = info.id
        self.fast = None if engine == "readable" else _fast_setup(info.id, agents, options, engine == "fast")
        self.cls = load(info.game)
        self.heuristic = load(info.heuristic) if info.heuristic is not None else None
        self.agents = agents
        self.options = dict(options)
        self.sides = sides
        self.head = _hashed(b"game:%d:" % master_seed)  # game_seed(master_seed, i), hashed on from here
        #: players -> each seat's encoded number (the last part of its agent_seed) and agent maker
        self.seats: dict[int, list[tuple[bytes, Callable[[int], Agent]]]] = {}

    def _makers(self, players: int) -> list[tuple[bytes, Callable[[int], Agent]]]:
        makers = self.seats.get(players)
        if makers is None:
            agents = self.agents
            per_seat = [agents] * players if isinstance(agents, str) or callable(agents) else list(agents)
            if len(per_seat) != players:
                raise InvalidArgument(
                    f"agents lists {counted(len(per_seat), 'seat')} but the game has {players}: give one per seat"
                )
            makers = self.seats[players] = [
                (b"%d" % seat, self._maker(spec, seat)) for seat, spec in enumerate(per_seat)
            ]
        return makers

    def _agents(self, players: int, seed: int) -> list[Agent]:
        """The agents of game ``seed``, each made for ``agent_seed(seed, its seat)``."""
        head = _hashed(b"agent:%d:" % seed)
        return [make(_derived(head, number)) for number, make in self._makers(players)]

    def _maker(self, spec: AgentSpec, seat: int) -> Callable[[int], Agent]:
        """``seed -> the agent of seat ``seat`` for the game``, as :func:`simulate` documents."""
        if spec == "random":
            agent = RandomAgent(0)

            def random_agent(seed: int) -> Agent:  # the state of RandomAgent(seed), without a new generator
                agent.reset(seat, seed)
                return agent

            return random_agent
        if spec == "heuristic":
            cls = self.heuristic
            if cls is None:
                info = lookup(self.variant)
                raise MissingCapability(
                    info.id, info.title_ja, "heuristic", "agents='heuristic'", "use agents='random'"
                )
            reused = cls(seed=0)
            reset = getattr(reused, "reset", None)
            if reset is None:
                return lambda seed: cls(seed=seed)

            def heuristic(seed: int) -> Agent:  # the agent protocol's start of a game: a new agent's state
                reset(seat, seed)
                return reused

            return heuristic
        return lambda seed: spec(seat, seed)  # type: ignore[operator]

    def row(self, index: int) -> dict[str, Any]:
        """The row of game ``index``."""
        seed = _derived(self.head, b"%d" % index)
        if self.fast is not None:  # the same game on the fast engine: the game's seed, then the agents'
            fast = self.fast.play(seed, self._agents(self.fast.players, seed))
            return finished_row(fast, index, seed, self.sides)
        game = self.cls(**self.options, seed=seed)
        play_game(game, self._agents(game.players, seed))
        return finished_row(game, index, seed, self.sides)

    def batch(self, start: int, stop: int) -> Batch:
        """The columns of games ``start .. stop-1``."""
        rows = [self.row(i) for i in range(start, stop)]
        keys = dict.fromkeys(k for row in rows for k in row)
        if all(len(row) == len(keys) for row in rows):
            columns = {k: [row[k] for row in rows] for k in keys}
        else:  # games with different columns (a missing one is None)
            columns = {k: [row.get(k) for row in rows] for k in keys}
        return start, stop - start, _pack(columns)


def _fast_setup(variant: str, agents: Any, options: Mapping[str, Any], required: bool) -> FastSetup | None:
    """The variant's fast engine prepared for ``options`` (:data:`ENGINES`), or ``None``
    (the game itself plays): when it has none, when an agent is not ``"random"`` (nor
    ``"heuristic"``, for an engine that keeps the observations the game's heuristic agent
    reads: ``Engine.observes``) or when the engine does not cover the setup; ``required``
    (``engine="fast"``) says why instead."""
    from ..core.fast import fast_engine

    engine = fast_engine(variant)
    kinds = ("random", "heuristic") if engine is not None and getattr(engine, "observes", False) else ("random",)
    if engine is None:
        why = f"{variant} has no fast engine (VariantInfo.fast)"
    elif not (agents in kinds or (isinstance(agents, list | tuple) and all(a in kinds for a in agents))):
        why = f"the fast engine of {variant} plays only {' or '.join(f'agents={k!r}' for k in kinds)}"
    else:
        uncovered = engine.supports(options)
        if uncovered is None:
            return engine.prepare(options)
        why = f"the fast engine of {variant} does not cover {uncovered}"
    if required:
        raise InvalidArgument(f'engine="fast": {why}; use engine="auto" or "readable"')
    return None


def finished_row(game: Game | FastGame, index: int, seed: int, sides: bool) -> dict[str, Any]:
    """The table row of finished game ``index`` (seeded ``seed``): its result, each
    seat's win and, with ``sides``, each seat's side at the end, and the variant's
    summary columns. Shared by :func:`simulate` and the tournaments' hosted games."""
    result = game.result
    assert result is not None  # play_game plays to the end, and a finished game has a result
    players = game.players
    winners = result.winners
    row: dict[str, Any] = {
        "game": index,
        "seed": seed,
        "players": players,
        "winners": tuple(sorted(winners)),
        "side": result.side,
        "reason": result.reason,
        "day": result.day,
    }
    for s, name in enumerate(_names("win_seat_", players)):
        row[name] = s in winners
    if sides:
        for s, name in enumerate(_names("side_seat_", players)):
            row[name] = game.seat_side(s)
    row.update(game.summary())
    return row


@lru_cache(maxsize=SETUPS)
def _names(stem: str, players: int) -> tuple[str, ...]:
    """``stem`` + each seat's number: the names of a table's per-seat columns."""
    return tuple(f"{stem}{s}" for s in range(players))


def _pack(columns: dict[str, list[Any]]) -> dict[str, Any]:
    """Columns of only ints or only bools as numpy arrays (int64, bool): the parent
    process then joins them without converting Python objects one by one, and they
    travel smaller. Anything else stays a list."""
    import numpy as np

    packed: dict[str, Any] = {}
    for key, values in columns.items():
        kinds = set(map(type, values))
        try:
            if kinds == {int}:
                packed[key] = np.array(values, dtype=np.int64)
                continue
            if kinds == {bool}:
                packed[key] = np.array(values, dtype=np.bool_)
                continue
        except OverflowError:  # an int beyond 64 bits: a list of Python ints
            pass
        packed[key] = values
    return packed


def play_one(
    variant: str, master_seed: int, index: int, agents: AgentSpec | Sequence[AgentSpec], options: Mapping[str, Any]
) -> dict[str, Any]:
    """Play game ``index`` of a simulation and return its row (see :func:`simulate`)."""
    return _Player((variant, master_seed, agents, options, False, "auto")).row(index)


def _play_batch(job: Job, start: int, stop: int) -> Batch:
    """The columns of games ``start .. stop-1`` (run by a worker)."""
    return _Player(job).batch(start, stop)


def _worker_init() -> None:
    """In each local worker process: Ctrl-C is the parent's to handle (it stops the
    job; the workers must not print tracebacks), and the objects inherited from the
    parent need no more garbage-collection passes."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    gc.freeze()


def cpu_count() -> int:
    """The CPUs this process may use: 1 in the browser, where no process can start."""
    if in_browser():
        return 1
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def pool_slots(workers: Any) -> int:
    """How many jobs ``workers`` runs at once: a ``concurrent.futures`` pool's
    ``max_workers`` (which it keeps only as the private ``_max_workers``: the module
    has no public read of it), else the CPUs this process may use (:func:`cpu_count`)."""
    slots: int | None = getattr(workers, "_max_workers", None)
    return slots or cpu_count()


def check_workers(workers: Any) -> None:
    """Refuse a ``workers`` argument (of :func:`simulate`, or the event explorer's) that
    is not ``None``, a positive int, an ``Executor`` or a dask ``Client``, and an int
    above 1 in the browser (Pyodide, issue 21), which can start no process; ``None``
    there means ``1``. Raises before any game."""
    if not (
        workers is None
        or (isinstance(workers, int) and not isinstance(workers, bool) and workers >= 1)
        or isinstance(workers, Executor)
        or _is_client(workers)
    ):
        raise InvalidArgument(
            f"workers must be None, a positive int, an Executor or a dask Client, got {describe(workers)}"
        )
    if in_browser() and isinstance(workers, int) and workers > 1:
        raise InvalidArgument(
            f"workers={workers} starts {workers} processes, and the browser (Pyodide) can start none; "
            "use workers=1 (or leave workers out: the games then run here, one after the other), "
            "or run the kit on a machine with Python for several processes"
        )


def _is_client(workers: Any) -> bool:
    """A dask.distributed Client (duck-typed, so dask is imported only if used)."""
    return hasattr(workers, "submit") and hasattr(workers, "gather") and hasattr(workers, "nthreads")


def _picklable(obj: Any) -> bool:
    try:
        pickle.dumps(obj)
    except (pickle.PicklingError, AttributeError, TypeError):
        return False
    return True


def choose_workers(workers: Any, expected: float, agents: Any) -> Any:
    """What runs a job of ``expected`` seconds (see :func:`simulate`'s ``workers``):
    ``None`` becomes one local process per CPU, or ``1`` (this process) for a job under
    :data:`PROCESS_THRESHOLD_S`; agents that cannot be pickled (a lambda, a local
    function) play in this process, with a warning that says why."""
    if workers is None:
        cpus = cpu_count()
        workers = cpus if cpus > 1 and expected > PROCESS_THRESHOLD_S else 1
    if workers != 1 and not _is_client(workers) and not _picklable(agents):
        warnings.warn(
            "agents cannot be pickled (a lambda or a local function?), so the games run in this process; "
            "define the agent factory at module level to use several processes",
            RuntimeWarning,
            stacklevel=3,
        )
        workers = 1
    return workers


def progress_bar(progress: bool | None, expected: float, total: int, done: int, description: str) -> Any:
    """A ``tqdm.auto`` bar over ``total`` games (``done`` already played), or ``None``:
    ``progress=None`` shows one when the job looks longer than :data:`PROGRESS_THRESHOLD_S`."""
    if progress is None:
        progress = expected > PROGRESS_THRESHOLD_S
    if not progress:
        return None
    from tqdm.auto import tqdm

    return tqdm(total=total, initial=done, unit="game", desc=description)


def simulate(
    variant: str,
    n: int,
    seed: int,
    agents: AgentSpec | Sequence[AgentSpec] = "random",
    options: Mapping[str, Any] | None = None,
    workers: int | Any | None = None,
    progress: bool | None = None,
    engine: str = "auto",
) -> pd.DataFrame:
    """Play ``n`` games of ``variant`` and return one row per game, sorted by index.

    Columns: ``game`` (index), ``seed`` (the game's seed, :func:`game_seed`),
    ``players``, ``winners`` (tuple of seats), ``side`` (``None`` if nobody won, or
    the variant's own no-winner side: ``none`` for mahou_toshi's day limit, MAH-04),
    ``reason`` (with rule ids), ``day`` (final day), ``win_seat_0`` ..
    ``win_seat_<p-1>``, then the variant's ``game.summary()`` columns (its
    registered ``summary_columns`` first, in order).

    ``agents``: ``"random"``, ``"heuristic"`` (the variant's heuristic agent), a
    callable ``(seat, seed) -> Agent``, or a list of those, one per seat. Each
    agent gets its own seed (:func:`agent_seed`): a random agent plays as
    ``RandomAgent(agent_seed(game seed, seat))``, a heuristic one as
    ``heuristic_agent(variant, agent_seed(game seed, seat))``. ``options``: passed
    to ``new_game`` (e.g. ``{"players": 3}``).

    ``workers``: ``None`` times the first games in this process and runs the rest
    in local processes (one per CPU) unless they would take under about a second;
    ``1`` runs everything in this process; an int runs that many local processes;
    a ``concurrent.futures.Executor`` (e.g. one ``ProcessPoolExecutor`` shared by
    many calls, which saves starting processes each time) or a
    ``dask.distributed.Client`` runs batches of games on it. The result is the same
    whatever ``workers`` is. In the browser (Pyodide), which starts no process,
    ``None`` is ``1`` and an int above 1 is refused (:func:`check_workers`).
    ``progress``: a ``tqdm.auto`` bar over games;
    ``None`` shows one if the job looks longer than about a second.

    ``engine``: ``"auto"`` plays on the game's fast engine (issue 41) when it has one
    that covers the setup and every agent is ``"random"`` (or ``"heuristic"``, for a
    fast engine that serves the game's heuristic agent: 魔法都市の人狼's, 政治家人狼's,
    LotROで人狼's and 人狼は眠らない's): the same games, seed for seed, and the same table; ``"readable"``
    always plays the game itself (the rules as the step-through shows them); ``"fast"``
    requires the fast engine (an error says why it cannot).
    """
    import pandas as pd

    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise InvalidArgument(f"n must be a non-negative number of games (an int), got {describe(n)}")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise InvalidArgument(f"seed must be an integer, got {describe(seed)}")
    check_workers(workers)
    if engine not in ENGINES:
        raise InvalidArgument(f"engine must be one of {', '.join(ENGINES)}, got {describe(engine)}")
    info = lookup(variant)
    variant = info.id
    check_agents(variant, agents)
    options = dict(options or {})
    if "seed" in options:
        raise InvalidSetup("options may not hold a seed: each game's seed comes from the simulation's seed")
    info.check_setup(options, seed=False)
    job: Job = (variant, seed, agents, options, False, engine)

    batches, per_game = probe_games(job, n)  # also checks the setup here, loudly
    probe = batches[0][1] if batches else 0
    expected = per_game * (n - probe)

    workers = choose_workers(workers, expected, agents)
    bar = progress_bar(progress, expected, n, probe, f"{variant} x{n}")
    try:
        for batch in _run(job, probe, n, workers, per_game):
            batches.append(batch)
            if bar is not None:
                bar.update(batch[1])
    finally:
        if bar is not None:
            bar.close()
    return games_table(batches, info.summary_columns, pd)


def probe_games(job: Job, n: int) -> tuple[list[Batch], float]:
    """Play the first games in this process (see PROBE_GAMES): their batch, and the
    seconds per game (the first game, which may import the rules, not counted)."""
    player = _Player(job)
    rows: list[dict[str, Any]] = []
    started = first = time.perf_counter()
    while len(rows) < min(n, PROBE_GAMES) and (len(rows) < 2 or time.perf_counter() - started < PROBE_S):
        rows.append(player.row(len(rows)))
        if len(rows) == 1:
            first = time.perf_counter()
    timed = len(rows) - 1
    per_game = (time.perf_counter() - first) / timed if timed > 0 else first - started
    if not rows:
        return [], per_game
    keys = dict.fromkeys(k for row in rows for k in row)
    return [(0, len(rows), _pack({k: [row.get(k) for row in rows] for k in keys}))], per_game


def _batches(start: int, stop: int, slots: int, seconds: float, per_game: float) -> list[tuple[int, int]]:
    """Games ``start .. stop-1`` cut into batches of about ``seconds`` of play each,
    at least :data:`BATCHES_PER_WORKER` per slot (worker or thread)."""
    by_time = seconds / per_game if per_game > 0 else stop - start
    by_balance = math.ceil((stop - start) / (slots * BATCHES_PER_WORKER))
    size = max(1, min(int(by_time), by_balance))
    return [(a, min(a + size, stop)) for a in range(start, stop, size)]


def _run(job: Job, start: int, stop: int, workers: Any, per_game: float) -> Iterator[Batch]:
    """Yield the batches of games ``start .. stop-1`` as they finish."""
    for _, batch in run_jobs([job], start, stop, workers, per_game):
        yield batch


#: a batch to play: the index of its job (in the list given to :func:`run_jobs`), its games
Task = tuple[int, int, int]


def run_jobs(
    jobs: Sequence[Job], start: int | Sequence[int], stop: int, workers: Any, per_game: float
) -> Iterator[tuple[int, Batch]]:
    """Yield ``(job index, batch)`` for games ``start .. stop-1`` of every job in
    ``jobs`` as the batches finish (``start``: one for all, or one per job, e.g. after
    games already played by :func:`probe_games`; ``per_game``: seconds per game, to size the
    batches). The jobs' batches are interleaved — the first games of every job, then the
    next — so that a partial result (a tournament's standings as they come in) covers
    the jobs alike. ``workers`` as :func:`simulate` takes it, but not ``None``."""
    starts = [start] * len(jobs) if isinstance(start, int) else list(start)
    if not jobs or min(starts) >= stop:
        return
    count = len(jobs)

    def tasks(slots: int, seconds: float) -> list[Task]:
        cuts = _batches(min(starts), stop, max(1, slots // count), seconds, per_game * count)
        return [(j, max(a, starts[j]), b) for a, b in cuts for j in range(count) if max(a, starts[j]) < b]

    if workers == 1:
        players = [_Player(job) for job in jobs]
        for j, a, b in tasks(1, LOCAL_BATCH_S):
            yield j, players[j].batch(a, b)
    elif _is_client(workers):
        from distributed import as_completed as dask_completed

        threads = max(1, sum(workers.nthreads().values()))
        futures = {
            workers.submit(_play_batch, jobs[j], a, b, pure=False): j for j, a, b in tasks(threads, DASK_BATCH_S)
        }
        try:
            for future in dask_completed(futures):
                yield futures[future], future.result()
        finally:  # interrupted: do not leave the cluster busy
            workers.cancel(list(futures))
    elif isinstance(workers, Executor):
        slots = pool_slots(workers)
        yield from _on_executor(workers, jobs, tasks(slots, BATCH_S), slots)
    else:
        pool = ProcessPoolExecutor(max_workers=workers, initializer=_worker_init)
        try:
            yield from _on_executor(pool, jobs, tasks(workers, BATCH_S), workers)
        finally:
            pool.shutdown(wait=True, cancel_futures=True)


def _on_executor(pool: Executor, jobs: Sequence[Job], tasks: list[Task], slots: int) -> Iterator[tuple[int, Batch]]:
    """The tasks' batches played on ``pool``, as they finish, with at most
    :data:`IN_FLIGHT` per slot submitted at a time: a long run (ten million games, some
    30,000 batches) does not spend its start submitting them all, and a Ctrl-C then
    finds the parent outside the executor's locks, with few batches to drop."""
    waiting = iter(tasks)

    def submit(task: Task) -> tuple[Any, int]:
        j, a, b = task
        return pool.submit(_play_batch, jobs[j], a, b), j

    running = dict(submit(task) for task in islice(waiting, slots * IN_FLIGHT))
    try:
        while running:
            done, _ = wait(running, return_when=FIRST_COMPLETED)
            for future in done:
                j = running.pop(future)
                running.update(submit(task) for task in islice(waiting, 1))
                yield j, future.result()
    finally:  # interrupted: drop the batches not yet started
        for future in running:
            future.cancel()


def games_table(batches: list[Batch], summary: Sequence[str], pd: Any) -> pd.DataFrame:
    """The table of the batches' games, sorted by game index."""
    import numpy as np

    batches = sorted(batches, key=lambda batch: batch[0])
    keys = dict.fromkeys(k for _, _, columns in batches for k in columns)

    def column(key: str) -> Any:
        parts: list[Any] = [columns[key] if key in columns else [None] * size for _, size, columns in batches]
        if all(isinstance(part, np.ndarray) for part in parts) and len({part.dtype for part in parts}) == 1:
            return np.concatenate(parts)
        return list(chain.from_iterable(p.tolist() if isinstance(p, np.ndarray) else p for p in parts))

    data = {key: column(key) for key in keys}
    players = int(max(data["players"])) if "players" in data else 0
    df = pd.DataFrame(data, columns=_columns(keys, players, summary))
    for name in df.columns:
        values = data.get(name)
        if isinstance(values, list) and set(map(type, values)) == {int, type(None)}:
            df[name] = df[name].astype("Int64")  # a seat or None: not a float with NaN
    return df


def _columns(keys: Mapping[str, Any] | Sequence[str], players: int, summary: Sequence[str] = ()) -> list[str]:
    """Column order: fixed columns, win flags by seat, then the summary columns
    (the registered ones first, so a table without rows has them too)."""
    seats = [f"win_seat_{s}" for s in range(players)]
    extra: dict[str, None] = dict.fromkeys(summary)
    extra.update(dict.fromkeys(k for k in keys if k not in FIXED_COLUMNS and not k.startswith("win_seat_")))
    return [*FIXED_COLUMNS, *seats, *extra]
