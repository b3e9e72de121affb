"""Games per second of 魔法都市の人狼 with its default setups (MAH-06), 9 and 16 players.

Prints, as medians of several interleaved runs in one process, for the event
cards on (the default deck, random selection: ``events_on``) and off
(``events=[]``: ``events_off``):

* ``mahou{n}_random_games_per_s_events_{on,off}``: the default setup of ``n``
  players (dealt from each game's seed), random agents sharing one generator
  reseeded per game, event log kept, every action validated;
* ``mahou{n}_heuristic_games_per_s_events_{on,off}``: the same with the heuristic
  agent, which reads its seat's view at every decision;
* ``mahou{n}_heuristic_fast_games_per_s_events_{on,off}``: the same games and more on the
  fast engine, where the heuristic reads the observation the engine keeps (issue 41).

The machine's speed drifts by +-25%: compare figures of one run (or of runs made
back to back). Run: ``python benchmarks/mahou_speed.py``.
"""

from __future__ import annotations

from typing import Any

from _common import speed_main

from jinro_lab.variants.mahou_toshi.agents import HeuristicAgent

PLAYERS = (9, 16)
#: the event options of each column: the default deck (MAH-13), or none
EVENTS: dict[str, dict[str, Any]] = {"_events_on": {}, "_events_off": {"events": []}}


def main() -> None:
    speed_main(__doc__, "mahou_toshi", "mahou", HeuristicAgent, PLAYERS, EVENTS, fast_heuristic=True)


if __name__ == "__main__":
    main()
