"""``core.collector``: the cyclic garbage collector paused for a search or the sampler, and
as it was after, whatever happens inside; the youngest generation's cycles freed on
``tidy`` while it is paused."""

from __future__ import annotations

import gc
import weakref

import pytest
from games import GAMES, choice_points, players_near

import jinro_lab as jl
from jinro_lab.agents.ismcts import ISMCTSAgent
from jinro_lab.core.collector import collector_paused, tidy
from jinro_lab.core.hidden import sample_worlds


@pytest.fixture(autouse=True)
def _collector_back():
    was = gc.isenabled()
    yield
    if was:
        gc.enable()
    else:
        gc.disable()


class _Node:
    def __init__(self) -> None:
        self.other: object = self


def test_the_collector_is_paused_inside_and_back_after() -> None:
    gc.enable()
    with collector_paused():
        assert not gc.isenabled()
        with collector_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()  # the outermost block gives it back
    assert gc.isenabled()


def test_it_comes_back_after_an_error_and_stays_off_if_it_was() -> None:
    gc.enable()
    with pytest.raises(ValueError), collector_paused():
        raise ValueError("inside")
    assert gc.isenabled()
    gc.disable()
    with collector_paused():
        pass
    assert not gc.isenabled()


def test_tidy_frees_a_cycle_dropped_while_paused() -> None:
    with collector_paused():
        node = _Node()
        gone = weakref.ref(node)
        del node
        assert gone() is not None  # a cycle: reference counts alone do not free it
        tidy()
        assert gone() is None


@pytest.mark.parametrize("game", GAMES)
def test_a_search_and_the_sampler_give_the_collector_back(game: str) -> None:
    """ISMCTS and ``sample_worlds`` pause it (``core.collector``) and leave it on after,
    also when the sampler refuses its arguments."""
    gc.enable()
    position, seat = choice_points(game, players_near(game, 8), {}, 1, 900, (15, 60))[0]
    assert len(sample_worlds(position, seat, n=3, seed=0)) > 0
    assert gc.isenabled()
    with pytest.raises(jl.JinroError):
        sample_worlds(position, seat, n=3, engine="no such engine")
    assert gc.isenabled()
    agent = ISMCTSAgent(seed=0, iterations=8, worlds=3)
    agent.bind(position, seat)
    agent.search(position.view(seat), position.legal_actions(seat))
    assert gc.isenabled()
