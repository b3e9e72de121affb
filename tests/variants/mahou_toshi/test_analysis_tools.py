"""The analysis tools and the Stepper work unchanged on 魔法都市の人狼 (a day/night game
with up to 16 seats, team decisions and runoffs): MAH-11, MAH-12, MAH-03, MAH-50."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, play_game
from jinro_lab.analysis import simulate, win_rates
from jinro_lab.analysis.graphs import info_flow_graph, vote_graph, votes_in
from jinro_lab.analysis.plots import draw_info_flow, draw_vote_graph
from jinro_lab.core.events import Ballot, Knowledge, VoteResult
from jinro_lab.widgets import Stepper


def _game_with_a_runoff(players: int = 16) -> jl.Game:
    """The first seeded random game of ``players`` that held a runoff (MAH-12)."""
    for seed in range(200):
        game = jl.new_game("mahou_toshi", players=players, seed=seed)
        play_game(game, [RandomAgent(seed * 100 + s) for s in range(players)])
        if any(isinstance(e, VoteResult) and e.round == 1 for e in game.log):
            return game
    raise AssertionError("no seeded game held a runoff")


def test_vote_graph_keeps_each_round_of_each_day_apart():
    """MAH-11/MAH-12: a day's vote and its runoff are separate rounds of one vote id;
    the graph of one round holds exactly that round's ballots."""
    game = _game_with_a_runoff()
    rounds = votes_in(game.log)
    vote, _ = next((v, r) for v, r in rounds if r == 1)
    assert (vote, 0) in rounds and vote.startswith("day ")
    first, runoff = vote_graph(game.log, vote=vote, round=0), vote_graph(game.log, vote=vote, round=1)
    result = next(e for e in game.log if isinstance(e, VoteResult) and e.vote == vote and e.round == 0)
    assert set(runoff.graph["votes"]) == {(vote, 1)}
    assert {t for _, t in runoff.edges()} <= set(result.revote)  # the runoff is among the tied only
    ballots = [e for e in game.log if isinstance(e, Ballot) and e.vote == vote and e.round == 0]
    assert first.number_of_edges() == len(ballots)


def test_info_flow_shows_the_werewolves_meeting_and_the_seer_results():
    """MAH-03, MAH-50: the werewolves' meeting and the seer's and medium's results are the
    seat-to-seat edges of the information-flow graph (besides what the public learned)."""
    game = jl.new_game("mahou_toshi", roles=["werewolf", "werewolf", "seer", "knight"] + ["citizen"] * 5, seed=3)
    play_game(game, [RandomAgent(s) for s in range(9)])
    graph = info_flow_graph(game.log)
    assert graph.has_edge(1, 0) and graph.has_edge(0, 1)  # each werewolf learned the other
    learned = {(e.subject, e.observer) for e in game.log if isinstance(e, Knowledge)}
    seat_edges = {(s, o) for s, o in graph.edges() if s != "public"}
    assert seat_edges == {(s, o) for s, o in learned if s != o}
    draw_info_flow(graph)
    draw_vote_graph(vote_graph(game.log))


def test_stepper_steps_through_a_16_seat_game_from_a_werewolf_seat():
    """MAH-50: the Stepper shows a 16-seat game as any seat saw it; a night is one step."""
    game = _game_with_a_runoff()
    stepper = Stepper(game, graphs=False)
    wolf = next(s for s, r in enumerate(game.view(None).roles) if r == "werewolf")
    stepper.seat = wolf
    stepper.step = stepper.steps - 1
    assert "over" in stepper.text() or "day" in stepper.text()
    stepper.step = 1
    assert stepper.game.label in ("day: vote", "night: eyes closed")


def test_simulate_runs_the_basic_village_and_reports_win_rates():
    """MAH-40: simulate() plays seeded games and win_rates() counts the two teams."""
    table = simulate("mahou_toshi", 40, seed=5, options={"players": 9}, workers=1, progress=False)
    assert len(table) == 40 and set(table["side"]) <= {"citizens", "werewolves"}
    assert {"setup", "vote_style", "werewolves"} <= set(table.columns)
    rates = win_rates(table)
    assert rates["games"].iloc[0] == 40 and abs(rates["rate"].sum() - 1) < 1e-9
    again = simulate("mahou_toshi", 40, seed=5, options={"players": 9}, workers=1, progress=False)
    assert table.equals(again)
