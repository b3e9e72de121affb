"""Issue 18, item 3: LotROで人狼's rooms, and the Stepper's pictures of a 16-seat game
(its rooms beside the votes and the information flow), are readable in English and
Japanese: no two texts overlap and no arrow crosses a text but its own label
(``tests/analysis/clearness.py``); legends at 10 points or more."""

from __future__ import annotations

import matplotlib.pyplot as plt
import pytest
from analysis.test_readable import assert_readable, language, played  # the checks of every figure

from jinro_lab.analysis.graphs import info_flow_graph, vote_graph
from jinro_lab.analysis.pictures import TablePicture
from jinro_lab.variants.lotro import draw_rooms, room_graph
from jinro_lab.variants.lotro.graphs import nights_in


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_lotros_rooms_are_readable(lang):
    language(lang)
    for n in (9, 16):
        game = played("lotro", n)
        ax = draw_rooms(room_graph(game, night=nights_in(game.log)[0]), lang=lang)
        assert_readable(ax.figure)
        assert ax.get_legend() is not None
    plt.close("all")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_stepper_pictures_are_readable_at_16_seats(lang):
    language(lang)
    game = played("lotro", 16)
    graphs = {
        "vote": vote_graph(game, vote="day 2", players=16),
        "flow": info_flow_graph(game.log, players=16),
        "rooms": room_graph(game, night=nights_in(game.log)[-1]),
    }
    for kind, graph in graphs.items():
        picture = TablePicture(kind, 16, lang)
        assert picture.png(graph).startswith(b"\x89PNG")
        assert_readable(picture.figure)
