"""The text tables line their columns up by display width (a kana or kanji takes two
columns in a monospace font): ``core.render.pad``, used by every game's ``view_text``."""

from __future__ import annotations

import re

import pytest

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, play_game
from jinro_lab.core.registry import renderer, variants
from jinro_lab.core.render import display_width, pad


def test_pad_counts_wide_characters_twice() -> None:
    assert display_width("シンダールの友") == 14 and display_width("seat 2") == 6
    assert pad("狼人", 6) == "狼人  " and pad("席2", 6, ">") == "   席2" and pad("wolf", 2) == "wolf"


def columns(line: str) -> list[int]:
    """The display column where each cell of a padded line starts (cells: two spaces or more apart)."""
    return [display_width(line[: m.start()]) for m in re.finditer(r"(?:(?<=  )|^)\S", line)]


@pytest.mark.parametrize("variant", [info.id for info in variants()])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_seat_rows_line_up(variant: str, lang: str) -> None:
    """Every seat row of the game master's table starts its cells at the same display
    columns (the rows with as many cells as the widest: the notes come last; the seat
    itself is aligned to the right, so its cell is left out)."""
    info = jl.lookup(variant)
    game = jl.new_game(variant, players=info.players[-1], seed=1)
    play_game(game, [RandomAgent(s) for s in range(game.players)], max_steps=40)
    text = renderer(variant).view_text(game.view(None), lang)
    seat = re.compile(r"^[> ]?\s*(seat \d+|席\d+)(?=\s{2}|［| \[)")
    rows = [line for line in text.splitlines() if seat.match(line)]
    assert len(rows) == game.players, text
    starts = [columns(row)[1:] for row in rows]
    widest = max(len(s) for s in starts)
    for row, cols in zip(rows, starts, strict=True):
        if len(cols) == widest:
            assert cols == starts[[len(s) for s in starts].index(widest)], f"{row!r}\n{text}"
