"""Worlds consistent with a seat's view, belief and advice (issue 11, items 1-3).

Every sampled world must reproduce the seat's view exactly (the ground truth);
a tiny position is enumerated exactly and checked against brute force; belief is
calibrated over random games (a Brier score clearly better than the uniform prior,
binned reliability); advice finds the move that obviously wins. A game's own
positions, options and calibration: its folder's ``test_belief.py``.
"""

from __future__ import annotations

import math

import pytest
from games import a_game, fewest_players, games_with

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, action_probabilities, heuristic_agent
from jinro_lab.analysis import advise, sample_worlds
from jinro_lab.analysis.calibration import Calibration, random_point
from jinro_lab.core.registry import option_table

# ----- helpers ---------------------------------------------------------------------------------------
#: the game of the tests of one game: one for 4 players with a model of hidden information and a heuristic
GAME = a_game("hidden", "heuristic", players=4)


# ----- item 1: worlds ----------------------------------------------------------------------------------
def check_worlds(variant: str, players: int, options: dict) -> None:
    """At random points of random games, every sampled world shows the seat the
    same view as the game, and so does its record replayed; the effective sample
    size is reported and at most the number of worlds."""
    checked = 0
    for seed in range(4):
        game = random_point(variant, seed, players, steps=3 + 4 * seed, **options)
        seat = seed % players
        worlds = sample_worlds(game, seat, n=12, seed=seed, max_attempts=400)
        assert worlds.exact or 0 < worlds.ess <= len(worlds) + 1e-9 or len(worlds) == 0
        assert math.isclose(sum(worlds.weights), 1.0) or len(worlds) == 0
        truth = game.view(seat)
        for world in worlds:
            assert world.view(seat) == truth
            checked += 1
        for world in list(worlds)[:2]:
            assert jl.replay(world.record().to_json()).view(seat) == truth
    assert checked >= 20


@pytest.mark.parametrize(("variant", "players"), [(g, fewest_players(g)) for g in games_with("hidden")])
def test_every_world_reproduces_the_seat_view(variant, players):
    """Every game with a model of hidden information, at its smallest table, its rules
    as they come (each game's options: its folder's ``test_belief.py``)."""
    check_worlds(variant, players, {})


def test_a_time_limit_stops_sampling_after_one_attempt_at_least():
    game = random_point(GAME, 3, 4, steps=6)
    worlds = sample_worlds(game, 0, n=500, seed=1, exact=False, max_seconds=0.0)
    assert worlds.attempts == 1 and len(worlds) <= 1
    assert len(sample_worlds(game, 0, n=5, seed=1, exact=False, max_seconds=60.0)) == 5


def test_worlds_differ_in_hidden_facts():
    """Worlds are not copies of the game: early in a game what the seat cannot see varies
    (the game master's view of the worlds)."""
    game = random_point(GAME, 3, 4, steps=2)
    worlds = sample_worlds(game, 0, n=30, seed=1)
    masters = {repr(w.view(None)) for w in worlds}
    assert len(masters) > 5


def test_heuristic_model_gives_worlds_too():
    """An agent with ``policy`` models the others (a heuristic: a softmax of its scores)."""
    game = random_point(GAME, 5, 4, steps=8)
    model = heuristic_agent(GAME, 0)
    worlds = sample_worlds(game, 1, n=10, seed=0, model=model)
    assert len(worlds) == 10 and worlds.model == "HeuristicAgent"
    assert all(w.view(1) == game.view(1) for w in worlds)


@pytest.mark.parametrize(
    ("variant", "players"), [(g, option_table(g)["players"].default) for g in games_with("heuristic")]
)
def test_every_heuristic_has_a_policy_over_legal(variant, players):
    """Every heuristic agent says how likely each legal action is (issue 11: the
    agent protocol's ``policy``), a distribution that leaves every action a chance;
    at each game's usual table (its default player count)."""
    assert callable(getattr(heuristic_agent(variant, 0), "policy", None))
    checked = 0
    for steps in range(4, 60, 5):
        game = random_point(variant, 1, players, steps=steps)
        if game.over:
            break
        seat = game.to_act()[0]
        legal = game.legal_actions(seat)
        if len(legal) < 2:
            continue
        for agent in (RandomAgent(0), heuristic_agent(variant, 0)):
            probs = action_probabilities(agent, game.view(seat), legal)
            assert len(probs) == len(legal) and math.isclose(sum(probs), 1.0)
            assert all(p > 0 for p in probs)  # every action keeps a chance
        checked += 1
    assert checked >= 3


# ----- item 2: calibration ----------------------------------------------------------------------------
def assert_calibrated(found: Calibration, least: int, ratio: float) -> None:
    """More than ``least`` predictions, a Brier score below ``ratio`` times the uniform
    prior's, and in each well-filled bin (at least 3) the mean predicted probability
    close to the observed frequency."""
    assert len(found) > least
    assert found.brier() < ratio * found.uniform_brier()
    bins = found.reliability()
    assert len(bins) >= 3
    for mean_p, freq, n in bins:
        assert abs(mean_p - freq) < 0.12 + 2 * math.sqrt(freq * (1 - freq) / n + 1e-4), (mean_p, freq, n)


# ----- item 3: advice -----------------------------------------------------------------------------------
def test_no_best_when_intervals_overlap():
    game = random_point(GAME, 2, 4, steps=1)
    seat = game.to_act()[0]
    table = advise(game, seat, n=10, rollouts=8, seed=0)
    assert set(table.columns) >= {"action", "wins", "games", "win_rate", "low", "high", "best"}
    assert table.best.sum() <= 1
