"""``jinro_lab.analysis.duels.duel``: one seat's player against the heuristic table, the
other seats seeded as ``simulate`` seeds them (issue 23, item 1: the paired games of
the search agent's gain)."""

from __future__ import annotations

from typing import Any

from games import a_game, each_game, fewest_players

from jinro_lab.analysis import simulate
from jinro_lab.analysis.duels import duel


class Counting:
    """Takes the first legal action and counts the decisions it was asked."""

    def __init__(self) -> None:
        self.asked = 0

    def choose(self, view: Any, legal: Any) -> Any:
        self.asked += 1
        return legal[0]


@each_game("heuristic")
def test_a_duel_with_the_heuristic_at_the_seat_is_simulates_game(game: str):
    """With no agent of its own at the seat, game ``seed`` is the very game ``simulate``
    plays with heuristic agents for that seed: the same winners on the same day."""
    variant, players = game, fewest_players(game)
    table = simulate(variant, n=3, seed=7, agents="heuristic", options={"players": players}, workers=1, progress=False)
    for row in table.itertuples():
        game = duel(variant, int(row.seed), 0, players=players)
        assert game.over and game.result is not None
        assert (tuple(sorted(game.result.winners)), game.result.day) == (tuple(row.winners), row.day)


def test_the_seats_own_agent_plays_it_and_only_it():
    """The agent given plays the seat (asked at each of its decisions); the other seats
    stay the heuristic's, so the game differs from the all-heuristic one only through it."""
    mine = Counting()
    game = duel(a_game("heuristic", players=4), 11, 2, mine, players=4)
    assert mine.asked == sum(1 for seat, _ in game.record().actions if seat == 2) > 0
