"""``core.collector``: the cyclic garbage collector held to its youngest generation for a
search or the sampler, and as it was after, whatever happens inside; the youngest
generation's cycles still freed as the block goes on, the older generations never walked."""

from __future__ import annotations

import gc
import weakref

import pytest
from games import GAMES, choice_points, players_near

import jinro_lab as jl
from jinro_lab.agents.ismcts import ISMCTSAgent
from jinro_lab.core.collector import older_generations_held
from jinro_lab.core.hidden import sample_worlds

#: the collector's thresholds at the start of a test (Python's defaults unless the session changed them)
THRESHOLDS = gc.get_threshold()


@pytest.fixture(autouse=True)
def _collector_back():
    was = gc.isenabled()
    yield
    gc.set_threshold(*THRESHOLDS)
    if was:
        gc.enable()
    else:
        gc.disable()


class _Node:
    def __init__(self) -> None:
        self.other: object = self


def held() -> bool:
    """Whether the older generations are out of the collector's reach now."""
    young, middle, old = gc.get_threshold()
    return young == THRESHOLDS[0] and middle > 10**6 and old > 10**6


def test_the_older_generations_are_held_inside_and_given_back_after() -> None:
    gc.enable()
    with older_generations_held():
        assert held() and gc.isenabled()
        with older_generations_held():
            assert held()
        assert held()  # the outermost block gives them back
    assert gc.get_threshold() == THRESHOLDS and gc.isenabled()


def test_they_come_back_after_an_error_and_a_collector_turned_off_stays_off() -> None:
    gc.enable()
    with pytest.raises(ValueError), older_generations_held():
        raise ValueError("inside")
    assert gc.get_threshold() == THRESHOLDS
    gc.disable()
    with older_generations_held():
        pass
    assert not gc.isenabled()


def test_a_cycle_dropped_inside_is_freed_by_the_young_collections() -> None:
    gc.enable()
    with older_generations_held():
        gc.collect(0)  # the young generation empty: the cycle below is its first object
        node = _Node()
        gone = weakref.ref(node)
        del node
        assert gone() is not None  # a cycle: reference counts alone do not free it
        kept = [[] for _ in range(THRESHOLDS[0] * 3)]  # enough new objects for a young collection
        assert gone() is None
        del kept


@pytest.mark.parametrize("game", GAMES)
def test_a_search_and_the_sampler_give_the_collector_back(game: str) -> None:
    """ISMCTS and ``sample_worlds`` hold the older generations (``core.collector``) and give
    them back after, also when the sampler refuses its arguments."""
    gc.enable()
    position, seat = choice_points(game, players_near(game, 8), {}, 1, 900, (15, 60))[0]
    assert len(sample_worlds(position, seat, n=3, seed=0)) > 0
    assert gc.get_threshold() == THRESHOLDS and gc.isenabled()
    with pytest.raises(jl.JinroError):
        sample_worlds(position, seat, n=3, engine="no such engine")
    assert gc.get_threshold() == THRESHOLDS
    agent = ISMCTSAgent(seed=0, iterations=8, worlds=3)
    agent.bind(position, seat)
    agent.search(position.view(seat), position.legal_actions(seat))
    assert gc.get_threshold() == THRESHOLDS and gc.isenabled()
