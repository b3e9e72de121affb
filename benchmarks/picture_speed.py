"""Milliseconds per table picture (``table_svg``, issue 18) of each game, against
the text table (``view_text``) of the same views as a baseline measured in the
same run.

* ``picture_first_ms[<game>]``: the first picture of a fresh process at the game's
  largest table (16 seats; 人狼は眠らない: 4), the lazy imports of the picture
  modules included (``import jinro_lab`` and making the game are not: they come
  before any picture). The issue's bound: under 300 ms.
* ``picture_ms[<game>,<seats>]``: the median over the views of every decision of a
  seeded random game (the public, the game master and seat 0, in English and
  Japanese), at 5, 9 and 16 seats where the game is played at that size (else its
  nearest size); ``view_text_ms`` the same views as text.

* ``pictures_per_s[<game>,<seats>,<viewer>,<look>]`` (issue 41: what a widget's step,
  a replay page, a report and a lesson wait for): pictures drawn per second over the
  views of every decision of a seeded random game, in English and Japanese, at the
  game's smallest and largest table, for the public and for seat 0, at the ordinary
  size and in projector mode; a new game (seed) in each run.
* ``replay_page_s[<game>,<seats>]``: one replay page (``replay_html``, every viewer,
  without graphs) of a finished seeded game; ``report_s[...]``: its report for the
  public with the graphs (matplotlib), ``report_plain_s[...]`` without.
* ``bare_basic9_games_per_s``: the bare loop (``shared/bench/bare_basic9.py``) timed in
  each run, and each row's ratio to it (``..._to_bare``, per second; the machine's
  speed drifts, ratios do not).

Every row is the median of ``--runs`` interleaved runs. A printed figure, not a test.
Run: ``python benchmarks/picture_speed.py [--runs 3] [--quick]`` (``--quick``: only
the pictures per second and the pages, not the first pictures and the per-size medians).
"""

from __future__ import annotations

import argparse
import importlib
import random
import statistics
import subprocess
import sys
import time
from typing import Any

from _common import bare_module, bare_run

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, play_game
from jinro_lab.variants import renderer

#: the table sizes timed per game (its nearest allowed size to 5, 9 and 16)
SIZES = {
    "nemuranai": (3, 4),
    "seijika": (6, 9, 12),
    "lotro": (9, 16),
    "mahou_toshi": (5, 9, 16),
}

_FIRST = """
import time, jinro_lab as jl
game = jl.new_game({variant!r}, players={players}, seed=5)
view = game.view(jl.PUBLIC)
start = time.perf_counter()
from jinro_lab.variants import renderer
svg = renderer({variant!r}).table_svg(view, "ja")
print((time.perf_counter() - start) * 1000)
"""


def first_ms(variant: str, players: int, runs: int = 3) -> float:
    """The median over ``runs`` fresh processes of the first picture's time."""
    times = []
    for _ in range(runs):
        code = _FIRST.format(variant=variant, players=players)
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
        times.append(float(out.stdout.split()[-1]))
    return statistics.median(times)


def views(variant: str, players: int, seed: int = 7, viewers: tuple[Any, ...] = (jl.PUBLIC, None, 0)) -> list[Any]:
    """The views of ``viewers`` at every decision of a seeded random game."""
    game = jl.new_game(variant, players=players, seed=seed)
    agents = [RandomAgent(seed * 16 + s) for s in range(players)]
    out = []
    while True:
        out += [game.view(viewer) for viewer in viewers]
        if game.over:
            return out
        seat = game.to_act()[0]
        game.act(seat, agents[seat].choose(None, game.legal_actions(seat)))


def per_call_ms(fn: Any, items: list[Any]) -> float:
    times = []
    for view in items:
        for lang in ("en", "ja"):
            start = time.perf_counter()
            fn(view, lang)
            times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def pictures_per_s(variant: str, players: int, viewer: Any, projector: bool, seed: int) -> float:
    """Pictures per second of ``viewer``'s views at every decision of a seeded random
    game, in both languages (``projector``: in projector mode)."""
    draw = renderer(variant).table_svg
    items = views(variant, players, seed, (viewer,))[:60]
    with jl.display(projector=projector):
        start = time.perf_counter()
        for view in items:
            for lang in ("en", "ja"):
                draw(view, lang)
        return 2 * len(items) / (time.perf_counter() - start)


def finished(variant: str, players: int, seed: int) -> Any:
    game = jl.new_game(variant, players=players, seed=seed)
    play_game(game, [RandomAgent(seed * 16 + s) for s in range(players)])
    return game


def seconds(fn: Any, *args: Any, **kwargs: Any) -> float:
    start = time.perf_counter()
    fn(*args, **kwargs)
    return time.perf_counter() - start


#: a page's game per game: its table size
PAGES = {"nemuranai": 4, "seijika": 9, "lotro": 9, "mahou_toshi": 9}


def speed_rows(runs: int) -> None:
    """The pictures per second and the pages' seconds, in ``runs`` interleaved runs,
    with the bare loop timed in each, as medians and ratios to the bare loop."""
    from jinro_lab.analysis import replay_html, report

    bare_play = bare_module().make_play(rng=random.Random(0).random)
    rows: dict[str, list[float]] = {}
    per_s: dict[str, list[float]] = {}  # the rows as "per second", for the ratios
    bare: list[float] = []
    report(finished("mahou_toshi", 5, 1))  # the graphs' first figure imports matplotlib: not timed
    for r in range(runs):
        bare.append(bare_run(bare_play, 50_000))
        for variant, sizes in SIZES.items():
            for players in (sizes[0], sizes[-1]):
                for viewer, who in ((jl.PUBLIC, "public"), (0, "seat0")):
                    for projector, look in ((False, "ordinary"), (True, "projector")):
                        name = f"pictures_per_s[{variant},{players},{who},{look}]"
                        value = pictures_per_s(variant, players, viewer, projector, 7 + r)
                        rows.setdefault(name, []).append(value)
                        per_s.setdefault(name, []).append(value)
        for variant, players in PAGES.items():
            game = finished(variant, players, 7 + r)
            for name, fn, kwargs in (
                ("replay_page_s", replay_html, {"graphs": False}),
                ("report_plain_s", report, {"graphs": False}),
                ("report_s", report, {}),
            ):
                row = f"{name}[{variant},{players}]"
                value = seconds(fn, game, **kwargs)
                rows.setdefault(row, []).append(value)
                per_s.setdefault(row, []).append(1 / value)
    for row, values in rows.items():
        print(f"{row} {statistics.median(values):.3f}")
    print(f"bare_basic9_games_per_s {statistics.median(bare):.0f}")
    for row, values in per_s.items():
        ratio = statistics.median(v / b for v, b in zip(values, bare, strict=True))
        print(f"{row}_to_bare {ratio:.3g}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=3, help="interleaved runs; the medians are printed")
    parser.add_argument("--quick", action="store_true", help="only the pictures per second and the pages")
    args = parser.parse_args()
    speed_rows(args.runs)
    if args.quick:
        return
    for variant, sizes in SIZES.items():
        print(f"picture_first_ms[{variant},{sizes[-1]}] {first_ms(variant, sizes[-1]):.1f}")
    for variant, sizes in SIZES.items():
        picture = importlib.import_module(f"jinro_lab.variants.{variant}.picture").table_svg
        text = renderer(variant).view_text
        for players in sizes:
            items = views(variant, players)
            pic = per_call_ms(picture, items)
            base = per_call_ms(text, items)
            print(
                f"picture_ms[{variant},{players}] {pic:.2f}  view_text_ms {base:.2f}"
                f"  ({len(items) * 2} views, picture/text {pic / base:.1f}x)"
            )


if __name__ == "__main__":
    main()
