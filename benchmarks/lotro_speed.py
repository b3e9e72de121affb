"""Games per second of LotROで人狼 with its default setups (LOT-03), 9 and 16 players.

Prints, as medians of several interleaved runs in one process:

* ``lotro{n}_random_games_per_s``: the default setup of ``n`` players (dealt from
  each game's seed), random agents sharing one generator reseeded per game, event
  log kept, every action validated;
* ``lotro{n}_heuristic_games_per_s``: the same with the heuristic agent, which
  reads its seat's view at every decision.

The machine's speed drifts by +-25%: compare figures of one run (or of runs made
back to back). Run: ``python benchmarks/lotro_speed.py``.
"""

from __future__ import annotations

import argparse

from _common import medians, variant_speeds

from jinro_lab.variants.lotro.agents import HeuristicAgent

PLAYERS = (9, 16)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=300, help="random-agent games per run")
    parser.add_argument("--runs", type=int, default=3, help="runs; the medians are printed")
    args = parser.parse_args()
    rates = variant_speeds(
        "lotro",
        "lotro",
        HeuristicAgent,
        PLAYERS,
        {"": {}},
        games=args.games,
        runs=args.runs,
        heuristic_games=max(1, args.games // 3),
        warm_up=20,
    )
    medians(rates, sep=" ")


if __name__ == "__main__":
    main()
