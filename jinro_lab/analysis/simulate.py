"""Play many games and tabulate them: one row per game, reproducible from one seed.

Game ``i`` of a simulation with master seed ``s`` is played with the seed
:func:`game_seed` ``(s, i)`` and each of its agents with :func:`agent_seed`
``(game seed, seat)``, so a row depends only on the master seed and its index,
never on how many workers ran the job or in which order chunks finished.
"""

from __future__ import annotations

import hashlib
import math
import os
import pickle
import time
import warnings
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from typing import TYPE_CHECKING, Any

from ..agents.base import Agent, RandomAgent, play_game
from ..core.errors import InvalidSetup
from ..core.registry import heuristic_agent, lookup, new_game

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["agent_seed", "game_seed", "simulate"]

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
#: chunks per worker: enough for a smooth progress bar and load balance
CHUNKS_PER_WORKER = 8


def _derive(*parts: object) -> int:
    digest = hashlib.blake2b(":".join(map(str, parts)).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1  # 63 bits, a non-negative int


def game_seed(master_seed: int, index: int) -> int:
    """The seed of game ``index`` of a simulation with ``master_seed``."""
    return _derive("game", master_seed, index)


def agent_seed(seed: int, seat: int) -> int:
    """The seed of the agent at ``seat`` in the game with seed ``seed``."""
    return _derive("agent", seed, seat)


def _make_agent(variant: str, spec: AgentSpec, seat: int, seed: int) -> Agent:
    if spec == "random":
        return RandomAgent(seed)
    if spec == "heuristic":
        return heuristic_agent(variant, seed)
    return spec(seat, seed)  # type: ignore[operator]


def _check_agents(agents: AgentSpec | Sequence[AgentSpec]) -> None:
    specs = [agents] if isinstance(agents, str) or callable(agents) else list(agents)
    for spec in specs:
        if not (callable(spec) or spec in AGENT_KINDS):
            raise ValueError(
                f"agents must be one of {AGENT_KINDS}, a callable (seat, seed) -> Agent, "
                f"or a list of those per seat; got {spec!r}"
            )


def play_one(
    variant: str, master_seed: int, index: int, agents: AgentSpec | Sequence[AgentSpec], options: Mapping[str, Any]
) -> dict[str, Any]:
    """Play game ``index`` of a simulation and return its row (see :func:`simulate`)."""
    seed = game_seed(master_seed, index)
    game = new_game(variant, **options, seed=seed)
    players = game.players
    per_seat = [agents] * players if isinstance(agents, str) or callable(agents) else list(agents)
    if len(per_seat) != players:
        raise ValueError(f"agents lists {len(per_seat)} seats but the game has {players}")
    play_game(game, [_make_agent(variant, per_seat[s], s, agent_seed(seed, s)) for s in range(players)])
    result = game.result
    assert result is not None  # play_game plays to the end, and a finished game has a result
    row: dict[str, Any] = {
        "game": index,
        "seed": seed,
        "players": players,
        "winners": tuple(sorted(result.winners)),
        "side": result.side,
        "reason": result.reason,
        "day": result.day,
    }
    row.update({f"win_seat_{s}": s in result.winners for s in range(players)})
    row.update(game.summary())
    return row


#: what a worker needs to play any game of a simulation: variant, master seed, agents, options
Job = tuple[str, int, Any, Mapping[str, Any]]


def _play_chunk(job: Job, start: int, stop: int) -> list[dict[str, Any]]:
    """Rows of games ``start .. stop-1`` (run by a worker)."""
    variant, master_seed, agents, options = job
    return [play_one(variant, master_seed, i, agents, options) for i in range(start, stop)]


def _chunks(start: int, stop: int, workers: int) -> list[tuple[int, int]]:
    size = max(1, math.ceil((stop - start) / (workers * CHUNKS_PER_WORKER)))
    return [(a, min(a + size, stop)) for a in range(start, stop, size)]


def _cpu_count() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def _is_client(workers: Any) -> bool:
    """A dask.distributed Client (duck-typed, so dask is imported only if used)."""
    return hasattr(workers, "submit") and hasattr(workers, "gather")


def _picklable(obj: Any) -> bool:
    try:
        pickle.dumps(obj)
    except (pickle.PicklingError, AttributeError, TypeError):
        return False
    return True


def simulate(
    variant: str,
    n: int,
    seed: int,
    agents: AgentSpec | Sequence[AgentSpec] = "random",
    options: Mapping[str, Any] | None = None,
    workers: int | Any | None = None,
    progress: bool | None = None,
) -> pd.DataFrame:
    """Play ``n`` games of ``variant`` and return one row per game, sorted by index.

    Columns: ``game`` (index), ``seed`` (the game's seed, :func:`game_seed`),
    ``players``, ``winners`` (tuple of seats), ``side`` (``None`` if nobody won),
    ``reason`` (with rule ids), ``day`` (final day), ``win_seat_0`` ..
    ``win_seat_<p-1>``, then the variant's ``game.summary()`` columns (its
    registered ``summary_columns`` first, in order).

    ``agents``: ``"random"``, ``"heuristic"`` (the variant's heuristic agent), a
    callable ``(seat, seed) -> Agent``, or a list of those, one per seat. Each
    agent gets its own seed (:func:`agent_seed`). ``options``: passed to
    ``new_game`` (e.g. ``{"players": 3}``).

    ``workers``: ``None`` times the first games in this process and runs the rest
    in local processes (one per CPU) unless they would take under about a second;
    ``1`` runs everything in this process; an int runs that many processes; a
    ``dask.distributed.Client`` runs chunks of games on its cluster. The result is
    the same whatever ``workers`` is. ``progress``: a ``tqdm.auto`` bar over games;
    ``None`` shows one if the job looks longer than about a second.
    """
    import pandas as pd

    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a non-negative number of games, got {n!r}")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"seed must be an integer, got {seed!r}")
    if isinstance(workers, bool) or (isinstance(workers, int) and workers < 1):
        raise ValueError(f"workers must be None, a positive int or a dask Client, got {workers!r}")
    _check_agents(agents)
    info = lookup(variant)
    variant = info.id
    options = dict(options or {})
    if "seed" in options:
        raise InvalidSetup("options may not hold a seed: each game's seed comes from the simulation's seed")
    info.check_setup(options, seed=False)
    job: Job = (variant, seed, agents, options)

    rows, elapsed = _probe(job, n)  # also checks the setup here, loudly
    probe = len(rows)
    expected = elapsed / max(probe, 1) * (n - probe)

    if workers is None:
        cpus = _cpu_count()
        workers = cpus if cpus > 1 and expected > PROCESS_THRESHOLD_S else 1
    if workers != 1 and not _is_client(workers) and not _picklable(agents):
        warnings.warn(
            "agents cannot be pickled (a lambda or a local function?), so the games run in this process; "
            "define the agent factory at module level to use several processes",
            RuntimeWarning,
            stacklevel=2,
        )
        workers = 1
    if progress is None:
        progress = expected > PROGRESS_THRESHOLD_S

    bar = None
    if progress:
        from tqdm.auto import tqdm

        bar = tqdm(total=n, initial=probe, unit="game", desc=f"{variant} x{n}")
    try:
        for chunk in _run(job, probe, n, workers):
            rows.extend(chunk)
            if bar is not None:
                bar.update(len(chunk))
    finally:
        if bar is not None:
            bar.close()
    rows.sort(key=lambda row: row["game"])
    df = pd.DataFrame(rows, columns=_columns(rows, info.summary_columns))
    for column in _optional_int_columns(rows):
        df[column] = df[column].astype("Int64")  # a seat or None: not a float with NaN
    return df


def _probe(job: Job, n: int) -> tuple[list[dict[str, Any]], float]:
    """Play the first games in this process (see PROBE_GAMES); their rows and the time taken."""
    started = time.perf_counter()
    rows: list[dict[str, Any]] = []
    while len(rows) < min(n, PROBE_GAMES) and (not rows or time.perf_counter() - started < PROBE_S):
        rows.extend(_play_chunk(job, len(rows), len(rows) + 1))
    return rows, time.perf_counter() - started


def _run(job: Job, start: int, stop: int, workers: Any) -> Iterator[list[dict[str, Any]]]:
    """Yield the rows of games ``start .. stop-1`` chunk by chunk, as chunks finish."""
    if start >= stop:
        return
    if workers == 1:
        for a, b in _chunks(start, stop, 1):
            yield _play_chunk(job, a, b)
    elif _is_client(workers):
        from distributed import as_completed as dask_completed

        threads = max(1, sum(workers.nthreads().values()))
        futures = [workers.submit(_play_chunk, job, a, b) for a, b in _chunks(start, stop, threads)]
        try:
            for future in dask_completed(futures):
                yield future.result()
        finally:  # interrupted: do not leave the cluster busy
            workers.cancel(futures)
    else:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            futures = [pool.submit(_play_chunk, job, a, b) for a, b in _chunks(start, stop, workers)]
            try:
                for future in as_completed(futures):
                    yield future.result()
            finally:  # interrupted: drop the chunks not yet started
                for future in futures:
                    future.cancel()


def _optional_int_columns(rows: list[dict[str, Any]]) -> list[str]:
    """Columns whose values are ints or ``None`` (with at least one ``None``)."""
    kinds: dict[str, set[type]] = {}
    for row in rows:
        for key, value in row.items():
            kinds.setdefault(key, set()).add(type(value))
    return [key for key, types in kinds.items() if types == {int, type(None)}]


def _columns(rows: list[dict[str, Any]], summary: Sequence[str] = ()) -> list[str]:
    """Column order: fixed columns, win flags by seat, then the summary columns
    (the registered ones first, so a table without rows has them too)."""
    fixed = ["game", "seed", "players", "winners", "side", "reason", "day"]
    players = max((row["players"] for row in rows), default=0)
    seats = [f"win_seat_{s}" for s in range(players)]
    extra: dict[str, None] = dict.fromkeys(summary)
    for row in rows:
        extra.update(dict.fromkeys(k for k in row if k not in fixed and not k.startswith("win_seat_")))
    return [*fixed, *seats, *extra]
