"""How often LotROで人狼's world sampler finds worlds at 12 players, before and after
conditioning on the nights (``jinro_lab.variants.lotro.hidden``), in one run.

``plain`` is :class:`~jinro_lab.variants.lotro.hidden.PlainLotroHidden` (the deal at
random, every night choice tried on a copy of the world), ``conditioned`` is
:class:`~jinro_lab.variants.lotro.hidden.LotroHidden` (the model in use). Prints:

* **positions**: for each of ``--positions`` positions from 12-player games of the
  heuristic agents (``heuristic_agent("lotro", seat)`` in each seat, game seeds
  0, 1, ...), at the evening vote of days 2, 3 and 4 (a living seat chosen in turn),
  ``sample_worlds(n=--worlds, max_attempts=--attempts, model="random")``: worlds
  found, attempts and seconds, with both models on the same position; then the
  totals, worlds per 100 attempts, worlds per second, and the ratios
  (conditioned / plain);
* **ISMCTS**: ``--games`` 12-player games, game ``i`` with seed ``i`` and seat ``i % 12``
  played by ``ISMCTSAgent(iterations=100, worlds=20, prior="heuristic",
  others="searched")`` (the duels of ``scripts/game_theory_data.py``) against the
  heuristic: its decisions and how many fell back to the heuristic (no world found
  in ``10 * worlds`` attempts), with each model.

Timings depend on the machine (+-25% drift): compare figures of one run.
Run: ``python benchmarks/lotro_sampler.py [--positions 12] [--games 4]``.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import jinro_lab as jl
from jinro_lab.agents.ismcts import ISMCTSAgent, play_bound
from jinro_lab.core.hidden import Hidden, sample_worlds
from jinro_lab.variants import heuristic_agent
from jinro_lab.variants.lotro import hidden as lotro_hidden

MODELS = {"plain": lotro_hidden.PlainLotroHidden(), "conditioned": lotro_hidden.LotroHidden()}
PLAYERS = 12
DAYS = (2, 3, 4)


@contextmanager
def model(hidden: Hidden) -> Iterator[None]:
    """Sample LotRO worlds with ``hidden`` inside the block (``core.hidden.hidden_model``
    reads the module's ``HIDDEN`` at each call)."""
    saved = lotro_hidden.HIDDEN
    lotro_hidden.HIDDEN = hidden  # type: ignore[assignment]
    try:
        yield
    finally:
        lotro_hidden.HIDDEN = saved


def heuristic_position(seed: int, day: int, seat: int) -> Any:
    """A 12-player game of heuristic agents (seat ``s`` seeded ``s``) stopped at the
    evening vote of ``day`` with ``seat`` (or the next living seat) to vote; ``None`` if
    the game ended first."""
    game = jl.new_game("lotro", players=PLAYERS, seed=seed)
    agents = [heuristic_agent("lotro", s) for s in range(PLAYERS)]
    while not game.over:
        if game.day == day and game.phase == "vote":
            living = [s for s in range(PLAYERS) if game.alive[s]]
            return game, min(living, key=lambda s: (s - seat) % PLAYERS)
        choices = {s: agents[s].choose(game.view(s), game.legal_actions(s)) for s in game.to_act()}
        game.act_together(choices)
    return None


def positions(count: int) -> list[tuple[Any, int, str]]:
    out: list[tuple[Any, int, str]] = []
    seed = 0
    while len(out) < count:
        for day in DAYS:
            found = heuristic_position(seed, day, seed % PLAYERS)
            if found is not None and len(out) < count:
                out.append((*found, f"seed {seed} day {day}"))
        seed += 1
    return out


def sampler_table(count: int, worlds: int, attempts: int) -> dict[str, list[float]]:
    totals = {name: [0.0, 0.0, 0.0] for name in MODELS}  # worlds, attempts, seconds
    print(f"positions: sample_worlds(n={worlds}, max_attempts={attempts}), 12 players")
    print(f"{'position':<18} {'seat':>4}  " + "  ".join(f"{name + ' (worlds/attempts, s)':>34}" for name in MODELS))
    for game, seat, label in positions(count):
        row = []
        for name, hidden in MODELS.items():
            with model(hidden):
                start = time.perf_counter()
                found = sample_worlds(game, seat, n=worlds, seed=1, max_attempts=attempts)
                seconds = time.perf_counter() - start
            assert all(w.view(seat) == game.view(seat) for w in found)
            t = totals[name]
            t[0] += len(found)
            t[1] += found.attempts
            t[2] += seconds
            row.append(f"{len(found):>4}/{found.attempts:<5} {seconds:6.2f} s ESS {found.ess:5.1f}")
        print(f"{label:<18} {seat:>4}  " + "  ".join(f"{r:>34}" for r in row))
    return totals


def ismcts_fallbacks(games: int) -> dict[str, tuple[int, int, float]]:
    out = {}
    for name, hidden in MODELS.items():
        decisions = fallbacks = 0
        start = time.perf_counter()
        with model(hidden):
            for i in range(games):
                game = jl.new_game("lotro", players=PLAYERS, seed=i)
                seat = i % PLAYERS
                agents: list[Any] = [heuristic_agent("lotro", s) for s in range(PLAYERS)]
                agents[seat] = ISMCTSAgent(
                    seed=seat, iterations=100, worlds=20, rollout="heuristic", prior="heuristic", others="searched"
                )
                play_bound(game, agents)
                history = agents[seat].history
                decisions += len(history)
                fallbacks += sum(1 for s in history if s.fallback)
        out[name] = (decisions, fallbacks, time.perf_counter() - start)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--positions", type=int, default=12)
    parser.add_argument("--worlds", type=int, default=20)
    parser.add_argument("--attempts", type=int, default=400)
    parser.add_argument("--games", type=int, default=4)
    args = parser.parse_args()
    if args.positions:
        sampler_summary(sampler_table(args.positions, args.worlds, args.attempts))
    if args.games:
        print()
        print(f"ISMCTS (iterations=100, worlds=20, prior=heuristic, others=searched), {args.games} games of 12")
        result = ismcts_fallbacks(args.games)
        for name, (decisions, fallbacks, seconds) in result.items():
            print(f"{name:<12} {fallbacks} of {decisions} decisions fell back ({seconds:.0f} s)")
        (pd, pf, _), (cd, cf, _) = result["plain"], result["conditioned"]
        plain_share, cond_share = pf / max(pd, 1), cf / max(cd, 1)
        ratio = plain_share / cond_share if cond_share else float("inf")
        print(f"fallback share: plain {plain_share:.1%}, conditioned {cond_share:.1%} (ratio {ratio:.1f}x fewer)")


def sampler_summary(totals: dict[str, list[float]]) -> None:
    print()
    rates = {}
    for name, (found, tried, seconds) in totals.items():
        rates[name] = (100 * found / tried, found / seconds)
        print(
            f"{name:<12} {found:.0f} worlds in {tried:.0f} attempts and {seconds:.1f} s: "
            f"{rates[name][0]:.2f} worlds per 100 attempts, {rates[name][1]:.2f} worlds per s"
        )
    (pa, ps), (ca, cs) = rates["plain"], rates["conditioned"]
    print(
        f"ratio (conditioned / plain): {ca / pa if pa else float('inf'):.1f}x per attempt, "
        f"{cs / ps if ps else float('inf'):.1f}x per second"
    )


if __name__ == "__main__":
    main()
