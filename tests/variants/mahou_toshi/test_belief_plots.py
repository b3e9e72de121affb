"""Belief heat maps (issue 11, item 4) of a real 魔法都市の人狼 game: a heat map per family
of its facts, each other seat's role and team (the maps of any table:
``tests/analysis/test_belief_plots.py``)."""

from __future__ import annotations

from analysis.test_belief_plots import truth_patches

import jinro_lab as jl
from jinro_lab.analysis.belief import belief, hidden_model
from jinro_lab.analysis.belief_plots import belief_figure


def test_a_belief_figure_of_a_real_game_has_one_heat_map_per_family():
    game = jl.new_game("mahou_toshi", players=6, seed=4)
    t = belief(game, 0, n=20)
    truth = hidden_model("mahou_toshi").facts(game, 0)
    figure = belief_figure(t, truth, variant="mahou_toshi", title="seat 0")
    role, team = figure.axes
    assert "role" in role.get_title() and "team" in team.get_title()
    assert len(truth_patches(role)) == 5 == len(truth_patches(team))  # each other seat's true role and team
    assert len(truth_patches(belief_figure(t).axes[0])) == 0
