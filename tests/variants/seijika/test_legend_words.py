"""政治家人狼's word for the seat its vote chooses, in its legends (an election; what every game's
legends follow, its ``Marks``: ``tests/analysis/test_legends.py``)."""

from __future__ import annotations

from analysis.test_legends import drawn, legend_of, legend_texts

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, play_game
from jinro_lab.analysis.graphs import vote_graph
from jinro_lab.analysis.plots import draw_vote_graph
from jinro_lab.variants.seijika import draw_trust_graph, trust_graph


def test_the_vote_legend_says_elected():
    assert "red bold box: the seat elected" in legend_of("seijika", "vote")
    assert "赤い太枠：当選した席" in legend_of("seijika", "vote", "ja")


def test_a_games_drawing_shows_its_legend_and_the_trust_graphs_red_arrows():
    game = jl.new_game("seijika", players=6, seed=1)
    play_game(game, [RandomAgent(s) for s in range(6)])
    ax = draw_vote_graph(vote_graph(game, day=1))
    assert "red bold box: the seat elected" in legend_texts(ax)
    assert any(t.get_text().endswith("elected") for t in ax.texts)
    trust = draw_trust_graph(trust_graph(game, day=1))
    assert "red arrow: a vote across parties" in legend_texts(trust)
    drawn(trust)
