"""``simulate``'s own cost per game on the fast engines (issue 41): its games/s against the engine's loop.

For each registered variant with a fast engine (its default setup, random agents),
interleaved runs of:

* ``engine``: the fast engine's own loop, ``FastSetup.play(seed, agents)`` for seeds
  0, 1, ... with random agents sharing one generator reseeded per game (as
  ``_common.fast_run`` plays it, the loop the engine figures of ``fast_speed.py`` time);
* ``simulate``: ``simulate(variant, n, seed, workers=1, progress=False, engine="fast")``
  (this process, no probe into processes): each game's seed and each seat's seed
  derived from the master seed, one ``RandomAgent`` per seat reseeded per game, a row
  per game, the table;
* ``per seat``: ``simulate``'s games (the same seeds) in the engine's loop with what the
  table's definition requires of the agents and nothing else: a ``RandomAgent`` per seat,
  each reseeded per game with ``agent_seed(game seed, seat)`` (derived before the clock),
  where ``engine`` reseeds one generator for all seats: ``seats - 1`` more Mersenne
  Twister initialisations per game (done in C, about 3.5 microseconds each), first draws
  (each generates a generator's first 624 words) and the caches they evict.

Prints per variant the medians of games/s, ``simulate/engine`` (the ratio of paired
runs), simulate's overhead in microseconds per game (``1e6/simulate - 1e6/engine``),
split into ``seeding`` (``1e6/per seat - 1e6/engine``: what the seeds' definition costs)
and ``rest`` (``1e6/simulate - 1e6/per seat``, the same games: deriving the seeds,
making the rows and the table); the load average before and after, and the bare basic-9
loop of the same run (``1w/bare`` as in ``simulate_speed.py``). The engine's games are
not simulate's (other seeds) but come from the same setups: over thousands of games
their mean cost is the same, within the noise the ``seeding`` column carries.

Run: ``python benchmarks/simulate_overhead.py [--games N] [--runs R] [--variants ...]``
(``--games``: random games per run for every variant; default 20,000 for the two
quick games, 5,000 for the others).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time

from _common import bare_module, bare_run, fast_run

from jinro_lab.agents import RandomAgent
from jinro_lab.analysis.simulate import agent_seed, game_seed, simulate
from jinro_lab.core.fast import fast_engine
from jinro_lab.core.registry import variants

#: games per run, by variant; OTHER_GAMES for the rest
GAMES = {"nemuranai": 20_000, "mahou_toshi": 20_000}
OTHER_GAMES = 5_000


def simulate_run(variant: str, games: int, seed: int) -> float:
    """Games per second of ``simulate`` with random agents on the fast engine, in this process."""
    t0 = time.perf_counter()
    simulate(variant, games, seed=seed, workers=1, progress=False, engine="fast")
    return games / (time.perf_counter() - t0)


def per_seat_run(variant: str, seats: int, games: int, seed: int) -> float:
    """Games per second of the fast engine playing ``simulate(variant, games, seed)``'s
    games, its seeds derived before the clock: a ``RandomAgent`` per seat, reseeded per
    game with ``agent_seed(game seed, seat)`` (by the generator's C seeding, as ``simulate``)."""
    engine = fast_engine(variant)
    assert engine is not None
    prepared = engine.prepare({})
    agents = [RandomAgent(0) for _ in range(seats)]
    reseeds = [super(random.Random, agent.rng).seed for agent in agents]
    games_seeds = [game_seed(seed, i) for i in range(games)]
    agents_seeds = [[agent_seed(g, s) for s in range(seats)] for g in games_seeds]
    t0 = time.perf_counter()
    for g, seats_seeds in zip(games_seeds, agents_seeds, strict=True):
        for reseed, s in zip(reseeds, seats_seeds, strict=True):
            reseed(s)
        prepared.play(g, agents)
    return games / (time.perf_counter() - t0)


def _load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, help="random games per run (default: by variant)")
    parser.add_argument("--runs", type=int, default=3, help="runs; medians are printed")
    parser.add_argument("--variants", nargs="+", default=["all"], help="variant ids (default: all with a fast engine)")
    args = parser.parse_args()
    names = [info.id for info in variants()] if args.variants == ["all"] else args.variants
    names = [name for name in names if fast_engine(name) is not None]
    players = {name: fast_engine(name).prepare({}).players for name in names}  # type: ignore[union-attr]
    games = {name: args.games or GAMES.get(name, OTHER_GAMES) for name in names}

    play = bare_module().make_play(rng=random.Random(0).random)
    print(f"load average at start: {_load()}  (cpus: {os.cpu_count()})")
    for name in names:  # warm up: import the rules
        simulate(name, 50, seed=10**6, workers=1, progress=False, engine="fast")
        fast_run(name, players[name], 50, 10**6)
    rows: dict[tuple[str, str], list[float]] = {}
    bares: list[float] = []
    for run in range(args.runs):
        for name in names:
            n = games[name]
            bares.append(bare_run(play, 20_000))
            rows.setdefault((name, "engine"), []).append(fast_run(name, players[name], n, run * n))
            rows.setdefault((name, "simulate"), []).append(simulate_run(name, n, seed=run))
            rows.setdefault((name, "per seat"), []).append(per_seat_run(name, players[name], n, seed=run))
    bare = statistics.median(bares)
    print(f"load average at end: {_load()}")
    print(f"bare basic-9 loop (same run): {bare:,.0f} games/s")
    print()
    head = (
        f"{'engine/s':>9}  {'per seat/s':>10}  {'simulate/s':>10}  {'sim/engine':>10}  "
        f"{'overhead us':>11}  {'seeding':>7}  {'rest':>5}  1w/bare"
    )
    print(f"  {'variant':<12} {'seats':>5} {'games':>6}  {head}")
    lines = []
    for name in names:
        engine, seat, sim = rows[(name, "engine")], rows[(name, "per seat")], rows[(name, "simulate")]
        ratio = statistics.median(s / e for s, e in zip(sim, engine, strict=True))
        overhead = statistics.median(1e6 / s - 1e6 / e for s, e in zip(sim, engine, strict=True))
        seeding = statistics.median(1e6 / p - 1e6 / e for p, e in zip(seat, engine, strict=True))
        rest = statistics.median(1e6 / s - 1e6 / p for s, p in zip(sim, seat, strict=True))
        print(
            f"  {name:<12} {players[name]:>5} {games[name]:>6}  {statistics.median(engine):>9,.0f}  "
            f"{statistics.median(seat):>10,.0f}  {statistics.median(sim):>10,.0f}  {ratio:>10.3f}  "
            f"{overhead:>11.1f}  {seeding:>7.1f}  {rest:>5.1f}  {statistics.median(sim) / bare:.4f}"
        )
        lines += [
            f"simulate_{name}_to_engine={ratio:.3f}",
            f"simulate_{name}_overhead_us={overhead:.1f}",
            f"simulate_{name}_seeding_us={seeding:.1f}",
            f"simulate_{name}_rest_us={rest:.1f}",
        ]
    print()
    print("\n".join(lines))


if __name__ == "__main__":
    main()
