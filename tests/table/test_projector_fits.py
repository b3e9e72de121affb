"""The room's projector page at 1280×720 (issue 37): every step of a game fits its
screen. The page lays its picture out for a box 932 px wide and 702 px high (the screen
beside the page's column, below the page's margin) in the projector's look, text of
18 px at least; nobody scrolls a projector, so the whole picture must be in that box at
every step, never shrunk.

Server-side and fast (no browser): every step of seeded random games of every game, at
nine seats (or the count nearest) and at its largest table, in English and in Japanese,
with no nicknames and with the class's of the room test (``tests/browser/test_room.py``):
the picture's own size (its ``width``, ``height`` and ``viewBox``) within the box, its text
18 px or more.

Before this check (the page's picture with every section and the whole legend, issue
37's layout), eleven of its thirteen tables failed it: the tallest pictures at 9 seats
ran to 925 px, at 12 to 1178 px, at 16 to 941 px, at 4 to 854 px. Then two still did not
fit, both of seats in rows whose oval had to be as wide as three quarters of its longer row:
a 12-seat table in Japanese once every role card is face up (768 px, boxes as wide as the
longest role's name), and a 15- and 16-seat table in English with nicknames (783 and 766
px; the check had held that game to 13 seats), until the room's projector tried a narrower
table last (``picture._NARROW_SPREAD``). That 16-seat table in English, nicknamed, at night,
still reached 750 px at some steps of seeds 3 to 7 (79 of their 1,248 pictures; its seats'
boxes up to four lines high, ``<i>Mio</i>`` over two of them) until the page tried its seats'
names as large as its other text (18 px) before leaving out its legend: the largest tables
play two of those seeds too (:data:`MORE_SEEDS`).

The seats' points stand apart too (:data:`DOTS_APART`): at that table the end seats' points
of a row wider than the oval stopped at the same place, and at its corners a row's and a
column's, one dot on another (two of the sixteen seats had no point to be seen).
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from typing import Any

import pytest
from games import GAMES, most_players, players_near

import jinro_lab as jl
from jinro_lab.agents import RandomAgent
from jinro_lab.core.display import PROJECTOR_TEXT
from jinro_lab.core.registry import renderer
from jinro_lab.core.viewers import PUBLIC
from jinro_lab.table.views import _picture

#: the projector page's picture box at 1280×720 (CSS px, as page.js asks for it)
BOX = (932, 702)
#: the games played per table
SEEDS = range(3)
#: the games played at the largest tables: two of the seeds where a table once did not fit too
MORE_SEEDS = (*SEEDS, 3, 7)
#: the least distance between two seats' points (px at the projector's 18 px text): two dots' radii and air
DOTS_APART = 24 * 18 / 14
#: the class of the room test: its students' nicknames by seat (one with markup, one with "&")
CLASS = {0: "Aiko", 1: "<i>Mio</i>", 2: "はると", 3: "Ren", 4: "Sora & Kai", 5: "Yui", 6: "Emi", 7: "Taro"}


def _tables() -> Iterator[Any]:
    for game in GAMES:
        for players in sorted({players_near(game, 9), most_players(game)}):
            for lang in ("en", "ja"):
                yield pytest.param(game, players, lang, id=f"{game}-{players}-{lang}")


def steps(game: str, players: int, seed: int) -> Iterator[Any]:
    """The game at every step of a seeded random game: before the first choice and after each."""
    played = jl.new_game(game, players=players, seed=seed)
    agents = [RandomAgent(seed * 7 + seat) for seat in range(players)]
    yield played
    while not played.over:
        seat = played.to_act()[0]
        played.act(seat, agents[seat].choose(None, played.legal_actions(seat)))
        yield played


_SIZE = re.compile(r'<svg[^>]* width="([\d.]+)" height="([\d.]+)" viewBox="0 0 ([\d.]+) ([\d.]+)"')
_FONT = re.compile(r'font-size="([\d.]+)"')
#: a seat's point: a circle of radius 8 px at 14 px text (10.3 at 18)
_DOT = re.compile(r'<circle cx="([\d.]+)" cy="([\d.]+)" r="10.3"')


@pytest.mark.parametrize(("game", "players", "lang"), list(_tables()))
def test_every_projector_step_fits_the_screen(game: str, players: int, lang: str) -> None:
    render = renderer(game)
    width, height = BOX
    problems: list[str] = []
    for seed in MORE_SEEDS if players == most_players(game) else SEEDS:
        for step, played in enumerate(steps(game, players, seed)):
            for names in (None, CLASS):
                svg = _picture(render, played, PUBLIC, lang, width, names=names, projector=True, height=height)
                found = _SIZE.search(svg)
                assert found, svg[:300]
                w, h, box_w, box_h = map(float, found.groups())
                smallest = min(float(size) for size in _FONT.findall(svg))
                where = f"seed {seed}, step {step} ({played.label}){', named' if names else ''}"
                if h > height or w > width or (w, h) != (box_w, box_h):
                    problems.append(f"{where}: {w:g}×{h:g} px")
                if smallest < PROJECTOR_TEXT:
                    problems.append(f"{where}: text of {smallest:g} px")
                dots = [tuple(map(float, xy)) for xy in _DOT.findall(svg)]
                near = min(math.dist(a, b) for i, a in enumerate(dots) for b in dots[i + 1 :])
                if len(dots) != players or near < DOTS_APART - 0.2:  # coordinates to 0.1 px
                    problems.append(f"{where}: {len(dots)} seats' points, two {near:.1f} px apart")
    assert not problems, f"{len(problems)} pictures do not fit {width}×{height}:\n" + "\n".join(problems[:20])
