"""ISMCTS against the heuristics, per variant and side (issue 11, item 5).

The search agent searches every seat (``others="searched"``, multi-observer ISMCTS:
the other seats answer its moves as searching players, not as a fixed heuristic it
could exploit) and starts its root from the heuristic's policy (``prior="heuristic"``),
as ``scripts/game_theory_data.py`` plays it for notebook 05; ``--others rollout`` keeps
the other seats the heuristic throughout, ``--prior none`` is plain UCB1 at the root.

For each variant the sampler has a model of (``belief.HIDDEN_MODULES``), in its
default setup (:data:`CASES`), game ``i`` is played twice with the same game seed: once
with :class:`jinro_lab.agents.ISMCTSAgent` at seat ``i % players`` and the
variant's heuristic agent at every other seat, and once with the heuristic at that
seat too (the baseline, measured in the same run, every agent seeded alike). The
seat's win rate is printed per side it played (95% Wilson intervals), with the
gain — the paired difference ISMCTS minus heuristic — per side (over the games where
the seat played that side in both arms) and over all games (Newcombe's paired
interval: the same seeds make the two arms correlated), the agent's seconds per searched decision (median and
mean) and the share of its decisions where no world was found and the heuristic
chose (the fallback).

The side of a seat is ``Game.seat_side`` at the end: its role's side in the role
games and, in 人狼は眠らない, the werewolf side for the Werewolf player at the end of
that game (NEM-06; the card can be drawn during play, so the two arms' sides can
differ) and the villagers' side for everybody else.

Run: ``python benchmarks/ismcts_vs_heuristic.py [--games 100] [--iterations 100]
[--worlds 20] [--rollout heuristic] [--model random] [--prior heuristic] [--others searched] [--workers 1]
[--variants nemuranai ...]
[--players N]``.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from jinro_lab.agents import ISMCTSAgent, heuristic_agent
from jinro_lab.analysis.belief import HIDDEN_MODULES
from jinro_lab.analysis.duels import duel
from jinro_lab.analysis.simulate import agent_seed, game_seed
from jinro_lab.analysis.stats import paired_newcombe_interval, wilson_interval

#: variant -> (players, options): the setup played (each variant's default at that size)
CASES: dict[str, tuple[int, dict[str, Any]]] = {
    "nemuranai": (4, {}),
    "mahou_toshi": (9, {}),
    "lotro": (12, {}),
    "seijika": (8, {}),
}


@dataclass
class Pair:
    """One game seed played by both arms: the seat's side and win in each, and the search's figures."""

    side: str
    win: bool
    base_side: str
    base_win: bool
    seconds: list[float]
    fallbacks: int
    base_seconds: list[float]


class Timed:
    """The baseline's seat: the heuristic, timed on each decision with several options."""

    def __init__(self, agent: Any):
        self.agent, self.seconds = agent, []

    def choose(self, view: Any, legal: Any) -> Any:
        start = time.perf_counter()
        choice = self.agent.choose(view, legal)
        if len(legal) > 1:
            self.seconds.append(time.perf_counter() - start)
        return choice


def play_pair(job: tuple[str, int, int, dict[str, Any], int, int, str, str, int, str, str]) -> Pair:
    """Game ``index`` of ``variant`` with ISMCTS at one seat, and with the heuristic there."""
    variant, players, index, options, iterations, worlds, rollout, model, master, prior, others = job
    seed = game_seed(master, index)
    seat = index % players
    outcomes = []
    search = ISMCTSAgent(
        seed=agent_seed(seed, seat),
        iterations=iterations,
        worlds=worlds,
        rollout=rollout,
        model=model,
        prior=prior,
        others=others,
    )
    baseline = Timed(heuristic_agent(variant, seed=agent_seed(seed, seat)))
    for agent in (search, baseline):
        game = duel(variant, seed, seat, agent, players=players, **options)
        result = game.result
        outcomes.append((game.seat_side(seat), result is not None and seat in result.winners))
    searches: list[Any] = search.history
    (side, win), (base_side, base_win) = outcomes
    return Pair(
        side,
        win,
        base_side,
        base_win,
        [s.seconds for s in searches if s.fallback is None],
        sum(s.fallback is not None for s in searches),
        baseline.seconds,
    )


def rate(wins: int, games: int) -> str:
    low, high = wilson_interval(wins, games)
    share = wins / games if games else 0.0
    return f"{wins:4d}/{games:<4d} {share:.3f} [{low:.3f}, {high:.3f}]"


def paired_gain(pairs: list[Pair]) -> str:
    """The paired difference of the two arms' win rates over ``pairs``, with its 95%
    interval (Newcombe's paired interval: the same seeds make the arms correlated)."""
    if not pairs:
        return "no games"
    both = sum(p.win and p.base_win for p in pairs)
    only_a = sum(p.win and not p.base_win for p in pairs)
    only_b = sum(p.base_win and not p.win for p in pairs)
    low, high = paired_newcombe_interval(both, only_a, only_b, len(pairs) - both - only_a - only_b)
    return f"{(only_a - only_b) / len(pairs):+.3f} [{low:+.3f}, {high:+.3f}]"


def report(variant: str, players: int, options: dict[str, Any], pairs: list[Pair], seconds: float) -> Iterator[str]:
    """The lines of one variant's table."""
    yield f"{variant} {players}p {options or 'default setup'}: {len(pairs)} games per arm, {seconds:.0f} s"
    yield f"  {'side':10s} {'ISMCTS seat (wins/games rate [95% CI])':42s} {'heuristic seat (same seeds)':42s}"
    sides = sorted({p.side for p in pairs} | {p.base_side for p in pairs})
    for side in [*sides, "all"]:
        mine = [p.win for p in pairs if side in ("all", p.side)]
        base = [p.base_win for p in pairs if side in ("all", p.base_side)]
        yield f"  {side:10s} {rate(sum(mine), len(mine)):42s} {rate(sum(base), len(base)):42s}"
    for side in [*sides, "all"]:
        same = [p for p in pairs if side == "all" or p.side == p.base_side == side]
        yield f"  gain ISMCTS - heuristic, {side} (paired, {len(same)} games): {paired_gain(same)}"
    times = [t for p in pairs for t in p.seconds]
    fallbacks = sum(p.fallbacks for p in pairs)
    decisions = len(times) + fallbacks
    if times:
        yield (
            f"  seconds per searched decision: median {statistics.median(times):.3f}, "
            f"mean {statistics.fmean(times):.3f} ({len(times)} decisions); "
            f"heuristic fallback (no world found): {fallbacks}/{decisions} decisions"
        )
    base = [t for p in pairs for t in p.base_seconds]
    if base:
        yield f"  baseline, the heuristic's seconds per decision (same seat): mean {statistics.fmean(base):.6f}"
    else:
        yield f"  no decision was searched; heuristic fallback: {fallbacks}/{decisions} decisions"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=100, help="games per arm and variant")
    parser.add_argument("--iterations", type=int, default=100, help="ISMCTS simulations per decision")
    parser.add_argument("--worlds", type=int, default=20, help="worlds sampled per decision")
    parser.add_argument("--rollout", default="heuristic", choices=("random", "heuristic"))
    parser.add_argument("--model", default="random", choices=("random", "heuristic"), help="the sampler's model")
    parser.add_argument("--prior", default="heuristic", choices=("none", "heuristic"), help="the root's prior (PUCT)")
    parser.add_argument(
        "--others", default="searched", choices=("rollout", "searched"), help="the other seats in the tree"
    )
    parser.add_argument("--workers", type=int, default=1, help="processes (results do not depend on it)")
    parser.add_argument("--seed", type=int, default=11, help="master seed of the game seeds")
    parser.add_argument("--variants", nargs="*", default=list(CASES), help="variants to play")
    parser.add_argument("--players", type=int, default=None, help="players (default: per variant, see CASES)")
    args = parser.parse_args()
    print(
        f"ISMCTS (iterations={args.iterations}, worlds={args.worlds}, rollout={args.rollout}, model={args.model}, "
        f"prior={args.prior}, others={args.others}) "
        f"at one seat (game i: seat i mod players) vs the heuristic at that seat; the other seats heuristic"
    )
    for variant in args.variants:
        if variant not in HIDDEN_MODULES:
            print(f"{variant}: skipped, no model of hidden information yet (belief.HIDDEN_MODULES)")
            continue
        players, options = CASES[variant]
        players = args.players or players
        jobs = [
            (
                variant,
                players,
                i,
                options,
                args.iterations,
                args.worlds,
                args.rollout,
                args.model,
                args.seed,
                args.prior,
                args.others,
            )
            for i in range(args.games)
        ]
        start = time.perf_counter()
        if args.workers > 1:
            with ProcessPoolExecutor(args.workers) as pool:
                pairs = list(pool.map(play_pair, jobs, chunksize=1))
        else:
            pairs = [play_pair(job) for job in jobs]
        for line in report(variant, players, options, pairs, time.perf_counter() - start):
            print(line, flush=True)


if __name__ == "__main__":
    main()
