"""PNG pictures of the tables for widgets: fixed layout, legend, caching, arrows."""

from __future__ import annotations

import matplotlib.pyplot as plt
import numpy as np
import pytest
from games import a_game, fewest_players
from matplotlib.patches import FancyArrowPatch

from jinro_lab.analysis.graphs import info_flow_graph, vote_graph
from jinro_lab.analysis.pictures import TablePicture
from jinro_lab.analysis.table_arrows import arc

from .conftest import TOY_LOG
from .test_legends import FLOW_ENTRIES, VOTE_ENTRIES


def test_arrows_stop_where_matplotlib_would_shrink_them():
    """The arrow path is cut at the boxes once, when drawn; it is the path matplotlib
    draws from the same ends with ``shrinkA`` / ``shrinkB`` (equal aspect)."""
    fig, ax = plt.subplots(figsize=(4, 4), dpi=80)
    ax.set_xlim(-1.5, 1.5)
    ax.set_ylim(-1.5, 1.5)
    ax.set_aspect("equal")
    fig.canvas.draw()
    points = ax.transData.transform([(0, 0), (1, 0)])
    per_unit = (points[1, 0] - points[0, 0]) * 72 / fig.dpi  # points per data unit
    start, end, rad, shrink_a, shrink_b = (-0.8, 0.6), (0.7, -0.4), 0.3, 14.0, 9.0
    style = {"arrowstyle": "-|>", "mutation_scale": 12}
    theirs = FancyArrowPatch(start, end, connectionstyle=f"arc3,rad={rad}", shrinkA=shrink_a, shrinkB=shrink_b, **style)
    ours = FancyArrowPatch(path=arc(start, end, rad, shrink_a / per_unit, shrink_b / per_unit), **style)
    for patch in (theirs, ours):
        ax.add_artist(patch)
    fig.canvas.draw()
    assert np.allclose(ours.get_path().vertices, theirs.get_path().vertices, atol=0.05)


@pytest.mark.parametrize(
    ("kind", "graph", "entries"), [("vote", vote_graph, VOTE_ENTRIES), ("flow", info_flow_graph, FLOW_ENTRIES)]
)
def test_a_picture_has_its_legend_below_the_table_and_a_fixed_size(kind, graph, entries):
    picture = TablePicture(kind, 3)
    first = picture.png(graph(TOY_LOG[:8], players=3))
    second = picture.png(graph(TOY_LOG, players=3))
    assert first.startswith(b"\x89PNG") and first != second
    assert first[16:24] == second[16:24]  # the PNG header's width and height
    (legend,) = picture.figure.legends
    assert [t.get_text() for t in legend.get_texts()] == entries["en"]
    box, table = legend.get_window_extent(), picture.figure.axes[0].get_window_extent()
    assert box.y1 <= table.y0 and picture.figure.bbox.contains(box.x0, box.y0)


def test_a_graph_drawn_before_is_not_drawn_again(monkeypatch):
    picture = TablePicture("vote", 3)
    png = picture.png(vote_graph(TOY_LOG, players=3))
    monkeypatch.setattr(picture, "draw", lambda graph: pytest.fail("drawn again"))
    assert picture.png(vote_graph(TOY_LOG, players=3)) is png


def test_a_picture_after_others_is_the_picture_drawn_afresh():
    """Pictures reuse their figure, legend and the node boxes drawn before; what they
    show is exactly what a new picture of the same graph shows."""
    graphs = [info_flow_graph(TOY_LOG[:n], seat=1, players=3) for n in (4, 9, 14, len(TOY_LOG))]
    reused = TablePicture("flow", 3)
    for graph in graphs:
        assert reused.png(graph) == TablePicture("flow", 3).png(graph)


def test_a_picture_shows_its_games_marks_and_grows_with_scale():
    """A picture made without variant= takes its first graph's game: the legend of a
    game that executes and counts no votes beyond the ballots (its ``Marks``) has no
    extra votes; scale=1.5 makes a larger figure with a larger legend."""
    import jinro_lab as jl
    from jinro_lab.agents import RandomAgent, play_game

    variant = a_game(where=lambda info: info.marks.purposes[0] == "execution" and info.marks.extra is None)
    players = fewest_players(variant)
    game = play_game(jl.new_game(variant, players=players, seed=1), [RandomAgent(s) for s in range(players)])
    picture = TablePicture("vote", players)
    picture.png(vote_graph(game.log, players=players))
    entries = [t.get_text() for t in picture.figure.legends[0].get_texts()]
    assert picture.variant == variant and "red bold box: the seat executed" in entries
    assert not any("extra" in e for e in entries)
    big = TablePicture("vote", players, variant=variant, scale=1.5)
    assert big.figure.get_size_inches()[1] > 1.4 * picture.figure.get_size_inches()[1]
    assert big.figure.legends[0].get_texts()[0].get_fontsize() == 15
