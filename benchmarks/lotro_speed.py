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

from _common import speed_main

from jinro_lab.variants.lotro.agents import HeuristicAgent

PLAYERS = (9, 16)


def main() -> None:
    speed_main(
        __doc__,
        "lotro",
        "lotro",
        HeuristicAgent,
        PLAYERS,
        {"": {}},
        games=300,
        runs=3,
        heuristic_share=3,
        warm_up=20,
        sep=" ",
    )


if __name__ == "__main__":
    main()
