"""Issue 18, item 3: every figure is readable at 5, 9, 12 and 16 seats in English and
Japanese: as rendered, no two texts overlap (seat boxes, arrow labels, titles, the
public box, the legend) and no arrow crosses a text but its own label
(:mod:`.clearness`); legends at 10 points or more (a game's own drawings, such as its
rooms: its folder's ``test_readable_pictures.py``)."""

from __future__ import annotations

import functools

import matplotlib.pyplot as plt
import pytest
from games import each_game

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, play_game
from jinro_lab.analysis.graphs import info_flow_graph, vote_graph
from jinro_lab.analysis.plots import draw_info_flow, draw_vote_graph
from jinro_lab.core.registry import lookup

from .clearness import problems
from .test_plots import big_log, require_cjk_font

#: a game of each variant for each table size: the nearest count it is played by
SIZES = (5, 9, 12, 16)


@functools.cache
def played(variant: str, players: int) -> jl.Game:
    allowed = lookup(variant).players
    n = min(max(players, min(allowed)), max(allowed))
    game = jl.new_game(variant, players=n, seed=3)
    return play_game(game, [RandomAgent(30 + s) for s in range(n)])


def assert_readable(fig) -> None:
    found = problems(fig)
    assert not found, found
    legends = [*fig.legends, *(ax.get_legend() for ax in fig.axes if ax.get_legend() is not None)]
    assert all(t.get_fontsize() >= 10 for legend in legends for t in legend.get_texts())


def language(lang: str) -> None:
    if lang == "ja":
        require_cjk_font()


@pytest.mark.parametrize("players", SIZES)
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_tables_of_long_labels_are_readable(players, lang):
    """The synthetic worst case (every seat voted for, extra votes, a runoff, a fact
    per seat, a loop, a pile) in new figures."""
    language(lang)
    log = big_log(players)
    assert_readable(draw_vote_graph(vote_graph(log), lang=lang).figure)
    assert_readable(draw_info_flow(info_flow_graph(log), lang=lang).figure)
    plt.close("all")


@each_game()
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_games_figures_are_readable_at_every_size(game, lang):
    """Every game at 5, 9, 12 and 16 seats (as near as it is played; in Japanese at
    its largest only, to keep the test short): the whole game's votes, the game
    master's information flow, and at its largest seat 0's."""
    language(lang)
    variant = game
    sizes = sorted({played(variant, n).players for n in SIZES})
    for n in sizes if lang == "en" else sizes[-1:]:
        game = played(variant, n)
        draws = [draw_vote_graph(vote_graph(game), lang=lang), draw_info_flow(info_flow_graph(game), lang=lang)]
        if n == max(sizes):
            draws.append(draw_info_flow(info_flow_graph(game, seat=0), lang=lang))
        for ax in draws:
            assert_readable(ax.figure)
        plt.close("all")
