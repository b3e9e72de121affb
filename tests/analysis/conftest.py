"""Shared fixtures: finished games, a generic hand-made log, the Agg backend."""

from __future__ import annotations

import matplotlib
import pytest
from games import a_game

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, play_game
from jinro_lab.core.events import GM_ONLY, Ballot, Chance, Eliminated, GameEnded, Knowledge, VoteResult, only
from jinro_lab.core.voting import vote_id

matplotlib.use("Agg")


@pytest.fixture(autouse=True)
def _close_figures():
    yield
    import matplotlib.pyplot as plt

    plt.close("all")


def finished_game(seed: int, players: int = 4) -> jl.Game:
    """A finished game of random agents (seeded), of a game for that many players."""
    game = jl.new_game(a_game(players=players), players=players, seed=seed)
    return play_game(game, [RandomAgent(seed * 10 + s) for s in range(players)])


@pytest.fixture(scope="session")
def games() -> list[jl.Game]:
    return [finished_game(seed) for seed in range(12)]


@pytest.fixture(scope="session")
def game(games) -> jl.Game:
    """A finished game with at least one vote and at least one private fact."""
    for g in games:
        kinds = {type(e) for e in g.log}
        if Ballot in kinds and Knowledge in kinds:
            return g
    raise AssertionError("none of the seeded games has both a vote and a private fact")


#: A variant-agnostic log of 3 seats, written by hand: day 1 a vote that ties and a
#: runoff that chooses seat 2 (with one extra vote beyond the ballots), private
#: facts (one about a non-seat subject, one about the observer itself), a GM-only
#: chance and public events.
DAY1, DAY2 = vote_id(1), vote_id(2)  # vote ids as the games record them (phrases)
TOY_LOG = (
    Chance("shuffle", (2, 0, 1), GM_ONLY),
    Knowledge(0, 1, "seat 1 is red", ("role", 1, "red"), only(0)),
    Knowledge(0, 1, "seat 1 holds a key", ("item", 1, "key"), only(0)),
    Knowledge(2, "pile", "the pile's top is blue", ("pile", "blue"), only(2)),
    Ballot(0, 1, 1, 1, DAY1, 0),
    Ballot(1, 2, 1, 1, DAY1, 0),
    Ballot(2, 1, 1, 1, DAY1, 0),
    VoteResult(((1, 2), (2, 2)), None, 1, DAY1, 0, "tie", (1, 2)),
    Ballot(0, 2, 2, 1, DAY1, 1),
    Ballot(1, 2, 1, 1, DAY1, 1),
    Ballot(2, 1, 1, 1, DAY1, 1),
    VoteResult(((1, 1), (2, 4)), 2, 1, DAY1, 1),
    Eliminated(2, "vote"),
    Knowledge(1, 1, "own card 0 is green", ("own", 1, 0, "green"), frozenset({1, 0})),
    Ballot(0, 1, 1, 2, DAY2, 0),
    Ballot(1, 0, 1, 2, DAY2, 0),
    VoteResult(((0, 1), (1, 1)), None, 2, DAY2, 0, "tie"),
    GameEnded((0, 1), "blue team", "TOY-1"),
)
