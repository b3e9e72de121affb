"""Games per second of 政治家人狼 with the kit's default setups (SEI-03), 8 and 12 players.

Prints, as medians of several interleaved runs in one process, for plain rules
(``plain``) and manifesto rules with the illustrative deck (``manifesto``):

* ``seijika{n}_random_games_per_s_{rules}``: the default setup of ``n`` players
  (dealt from each game's seed), random agents sharing one generator reseeded per
  game, event log kept, every action validated;
* ``seijika{n}_heuristic_games_per_s_{rules}``: the same with the heuristic agent,
  which reads its seat's view at every decision.

The machine's speed drifts by +-25%: compare figures of one run (or of runs made
back to back). Run: ``python benchmarks/seijika_speed.py``.
"""

from __future__ import annotations

from typing import Any

from _common import speed_main

from jinro_lab.variants.seijika.agents import HeuristicAgent

PLAYERS = (8, 12)
#: the options of each column: plain rules, or manifesto rules with the illustrative deck
RULES: dict[str, dict[str, Any]] = {"_plain": {}, "_manifesto": {"manifestos": True}}


def main() -> None:
    speed_main(__doc__, "seijika", "seijika", HeuristicAgent, PLAYERS, RULES)


if __name__ == "__main__":
    main()
