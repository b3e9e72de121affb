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

A printed figure, not a test. Run: ``python benchmarks/picture_speed.py``.
"""

from __future__ import annotations

import importlib
import statistics
import subprocess
import sys
import time
from typing import Any

import jinro_lab as jl
from jinro_lab.agents import RandomAgent
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


def views(variant: str, players: int, seed: int = 7) -> list[Any]:
    game = jl.new_game(variant, players=players, seed=seed)
    agents = [RandomAgent(seed * 16 + s) for s in range(players)]
    out = []
    while True:
        out += [game.view(jl.PUBLIC), game.view(None), game.view(0)]
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


def main() -> None:
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
