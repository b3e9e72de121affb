"""States per second of random play through the OpenSpiel games and PettingZoo
environments (``jinro_lab.interop``, issue 11 item 6) against the bare engine, in the
same run.

For each variant (small player counts, the tests' setups): ``engine`` plays random
games with ``jinro_lab.agents.play_game`` and ``RandomAgent``; ``openspiel`` plays
random games on the registered ``python_jinro_<variant>`` game
(``state.legal_actions()`` and ``state.apply_action`` after the seed's chance node);
``pettingzoo`` steps the AEC environment with uniform masked actions. A state is a
decision taken (the chance node not counted). After a warm-up, runs are interleaved; medians printed
as ``<variant><players>_<loop>_states_per_s=<median>``, the wrappers' slowdown as
``<variant><players>_openspiel_slowdown=<engine / openspiel>``, and the share of
decisions that needed an overflow action id (an action outside the setup's list).

    python benchmarks/interop_speed.py --games 50 --runs 3
"""

from __future__ import annotations

import random
import statistics
import time
from typing import Any

from _common import medians, speed_args

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, play_game
from jinro_lab.interop import openspiel_game, pettingzoo_env

#: variant -> (players, options): the setups the tests use
SETUPS: dict[str, tuple[int, dict[str, Any]]] = {
    "nemuranai": (3, {}),
    "mahou_toshi": (5, {}),
    "lotro": (9, {}),
    "seijika": (6, {}),
}


def engine_run(variant: str, players: int, options: dict[str, Any], games: int, start: int) -> float:
    """Decisions per second of bare ``play_game`` random games."""
    shared = random.Random()
    agents = [RandomAgent(rng=shared) for _ in range(players)]
    states = 0
    seconds = 0.0
    for i in range(start, start + games):
        shared.seed(i)
        t0 = time.perf_counter()
        game = play_game(jl.new_game(variant, seed=i, players=players, **options), agents)
        seconds += time.perf_counter() - t0
        states += len(game.record().actions)  # outside the timing: a record also fingerprints the log
    return states / seconds


def openspiel_run(game: Any, games: int, start: int) -> tuple[float, int, int]:
    """Decisions per second through the OpenSpiel game; also decisions and overflow ones."""
    rng = random.Random(start)
    listed = len(game.table.actions.actions)
    states = overflow = 0
    t0 = time.perf_counter()
    for i in range(start, start + games):
        state = game.new_initial_state()
        state.apply_action(i % game.seeds)
        while not state.is_terminal():
            legal = state.legal_actions()
            action = legal[int(rng.random() * len(legal))]
            overflow += action >= listed
            state.apply_action(action)
            states += 1
    return states / (time.perf_counter() - t0), states, overflow


def pettingzoo_run(env: Any, games: int, start: int) -> float:
    """Decisions per second through the AEC environment."""
    rng = random.Random(start)
    states = 0
    t0 = time.perf_counter()
    for i in range(start, start + games):
        env.reset(seed=i)
        for _agent in env.agent_iter():
            obs, _, terminated, truncated, _ = env.last()
            if terminated or truncated:
                env.step(None)
                continue
            legal = obs["action_mask"].nonzero()[0]
            env.step(int(legal[int(rng.random() * len(legal))]))
            states += 1
    return states / (time.perf_counter() - t0)


def main() -> None:
    args = speed_args(__doc__, games=50, runs=3)
    rows: dict[str, list[float]] = {}
    coverage: dict[str, list[int]] = {}
    wrappers = {
        v: (openspiel_game(v, players=n, **options), pettingzoo_env(v, players=n, **options))
        for v, (n, options) in SETUPS.items()
    }
    for v, (n, options) in SETUPS.items():  # warm up every loop's caches
        game, env = wrappers[v]
        engine_run(v, n, options, 5, 10**6)
        openspiel_run(game, 5, 10**6)
        pettingzoo_run(env, 5, 10**6)
    for r in range(args.runs):
        for v, (n, options) in SETUPS.items():
            name = f"{v}{n}"
            start = r * args.games
            rows.setdefault(f"{name}_engine_states_per_s", []).append(engine_run(v, n, options, args.games, start))
            game, env = wrappers[v]
            speed, states, overflow = openspiel_run(game, args.games, start)
            rows.setdefault(f"{name}_openspiel_states_per_s", []).append(speed)
            rows.setdefault(f"{name}_pettingzoo_states_per_s", []).append(pettingzoo_run(env, args.games, start))
            total = coverage.setdefault(name, [0, 0])
            total[0] += states
            total[1] += overflow
    medians(rows)
    for v, (n, _) in SETUPS.items():
        name = f"{v}{n}"
        slowdown = statistics.median(rows[f"{name}_engine_states_per_s"]) / statistics.median(
            rows[f"{name}_openspiel_states_per_s"]
        )
        print(f"{name}_openspiel_slowdown={slowdown:.1f}")
        states, overflow = coverage[name]
        print(f"{name}_overflow_share={overflow / max(states, 1):.4f} (of {states} decisions)")


if __name__ == "__main__":
    main()
