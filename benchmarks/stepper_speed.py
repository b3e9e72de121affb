"""Milliseconds per click of the :class:`~jinro_lab.widgets.Stepper`, graphs on.

A click (next, back, or a switch of the viewing seat) redoes what the widget
shows: the status, the table view's HTML, the event log and the PNG of both
graphs (the vote graph and the information-flow graph). This times those clicks
on a seeded 16-player 魔法都市の人狼 game of random agents, the longest of a few
seeds (16-player games run to about 20 decision steps, a vote being one step);
the clicks walk the game forward and back for several seats, about 100 of each
kind:

* for each of several seats (the game master, then seats 0, 5, 10, 15): switch
  to the seat (at the current step), then ``next`` to the end, then ``back`` to
  the start.

Prints the medians: ``stepper_step_ms`` (all clicks), ``stepper_next_ms``,
``stepper_back_ms`` and ``stepper_seat_ms``, plus ``stepper_steps`` (the game's
steps) and ``stepper_clicks``. A printed figure, not a test.
Run: ``python benchmarks/stepper_speed.py``.
"""

from __future__ import annotations

import argparse
import statistics
import time

import matplotlib

matplotlib.use("Agg")

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, play_game
from jinro_lab.widgets import Stepper
from jinro_lab.widgets.stepper import decision_bounds

PLAYERS = 16
SEATS = (None, 0, 5, 10, 15)


def longest_game(seeds: range) -> jl.Game:
    """The seeded random game with the most decision steps (the first such seed)."""
    games = (
        play_game(
            jl.new_game("mahou_toshi", players=PLAYERS, seed=seed),
            [RandomAgent(seed * 100 + s) for s in range(PLAYERS)],
        )
        for seed in seeds
    )
    return max(games, key=lambda game: len(decision_bounds(game.record())))


def timed(action, times: list[float]) -> None:
    t0 = time.perf_counter()
    action()
    times.append((time.perf_counter() - t0) * 1000)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seeds", type=int, default=40, help="seeds tried for the longest game")
    parser.add_argument("--lang", default="en", choices=["en", "ja"])
    args = parser.parse_args()
    game = longest_game(range(args.seeds))
    stepper = Stepper(game, lang=args.lang, graphs=True)
    clicks: dict[str, list[float]] = {"next": [], "back": [], "seat": []}
    for seat in SEATS:

        def switch(seat: int | None = seat) -> None:
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
    print(f"stepper_step_ms={statistics.median(every):.0f}")


if __name__ == "__main__":
    main()
