"""Milliseconds per click of the :class:`~jinro_lab.widgets.Stepper`, graphs on.

A click (next, back, or a switch of the viewer) redoes what the widget
shows: the status, the table picture (SVG), the event log and the PNG of both
graphs (the vote graph and the information-flow graph). This times those clicks
on a game of at least 100 decision steps: a seeded 16-player 魔法都市の人狼 game
of random agents with the ``in_turn`` vote style (each ballot is a step of its
own), the first seed whose game has :data:`MIN_STEPS` steps or more. The clicks
walk the game forward and back for several viewers, in a new widget (which shows
step 0 as the table, ``PUBLIC``, when made):

* for each of several viewers (the table, the game master, then seats 0, 5, 10,
  15): switch to it (at the current step), then ``next`` to the end, then
  ``back`` to the start.

So each ``next`` and each viewer switch (but the first, to the table at step
0) shows a (step, seat) for the first time, and each ``back`` one shown before.
Graphs that did not change since an earlier click are not drawn again, so a first
visit may still find one (e.g. the vote graph, the same for every seat) drawn.

Prints the medians: ``stepper_step_ms`` (all clicks), ``stepper_first_ms``
(the first visits: next and seat switches), ``stepper_next_ms``,
``stepper_back_ms`` and ``stepper_seat_ms``; ``stepper_first_p90_ms`` (9 first
visits in 10 are quicker); plus ``stepper_steps`` (the game's steps) and
``stepper_clicks``. About half the clicks go back to steps shown before (nothing
to draw), so the median of all clicks, ``stepper_step_ms``, sits where those end
and the first visits begin; ``stepper_first_ms`` is the time of a step not shown
before. A printed figure, not a test.
Run: ``python benchmarks/stepper_speed.py``.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable

import matplotlib

matplotlib.use("Agg")

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, play_game
from jinro_lab.widgets import Stepper
from jinro_lab.widgets.stepper import decision_bounds

PLAYERS = 16
SEATS: tuple[jl.Viewer, ...] = (jl.PUBLIC, None, 0, 5, 10, 15)
#: the benchmark game has at least this many decision steps
MIN_STEPS = 100


def long_game(min_steps: int = MIN_STEPS, seeds: int = 100) -> jl.Game:
    """The first seeded random in-turn-vote game with at least ``min_steps`` steps."""
    for seed in range(seeds):
        game = play_game(
            jl.new_game("mahou_toshi", players=PLAYERS, seed=seed, vote_style="in_turn"),
            [RandomAgent(seed * 100 + s) for s in range(PLAYERS)],
        )
        if len(decision_bounds(game.record())) >= min_steps:
            return game
    raise RuntimeError(f"no game of {min_steps} steps in {seeds} seeds")


def timed(action: Callable[[], None], times: list[float]) -> None:
    """Run ``action`` and append its time (milliseconds) to ``times``."""
    t0 = time.perf_counter()
    action()
    times.append((time.perf_counter() - t0) * 1000)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--lang", default="en", choices=["en", "ja"])
    args = parser.parse_args()
    stepper = Stepper(long_game(), lang=args.lang, graphs=True)
    clicks: dict[str, list[float]] = {"next": [], "back": [], "seat": []}
    for seat in SEATS:

        def switch(seat: jl.Viewer = seat) -> None:
            stepper.seat = seat

        timed(switch, clicks["seat"])
        for _ in range(stepper.steps - 1):
            timed(stepper.next, clicks["next"])
        for _ in range(stepper.steps - 1):
            timed(stepper.back, clicks["back"])
    every = [t for times in clicks.values() for t in times]
    print(f"stepper_steps={stepper.steps}")
    print(f"stepper_clicks={len(every)}")
    for name, times in clicks.items():
        print(f"stepper_{name}_ms={statistics.median(times):.0f}")
    first = clicks["next"] + clicks["seat"]
    print(f"stepper_first_ms={statistics.median(first):.0f}")
    print(f"stepper_first_p90_ms={statistics.quantiles(first, n=10)[-1]:.0f}")
    print(f"stepper_step_ms={statistics.median(every):.0f}")


if __name__ == "__main__":
    main()
