"""The heuristic agent of 魔法都市の人狼 on the stepped fast engine (issue 41, items 3 and 4),
checked game for game against the readable engine (``fast_support.Lockstep``): each seeded
game is played in both engines in lockstep by heuristic agents seeded as ``simulate`` seeds
them (every other game with a random chooser at every third seat), the readable one
choosing from its seat's view (``choose``), the fast one from the observation the stepped
game keeps (``FastMahou.observation``) among its legal actions (``choose_observed`` without
a reader, as ISMCTS asks it). At every decision the same seats are asked with the same
actions, the observations are equal and both choose the same action; a copy and the
readable game taken into the fast engine mid-game (``from_game``) keep the same
observations from there; the games end with the same result and deaths, and ``play`` ends
the same way."""

from __future__ import annotations

from typing import Any

import pytest
from fast_support import Lockstep

import jinro_lab as jl
from jinro_lab.agents import play_game
from jinro_lab.variants.mahou_toshi import fast
from jinro_lab.variants.mahou_toshi.agents import HeuristicAgent, observe

from .test_fast_engine import SETUPS, readable_deaths, snapshot

LOCKSTEP = Lockstep(
    "mahou_toshi",
    fast.FastMahou,
    fast.MahouFastSetup,
    HeuristicAgent,
    observe,
    snapshot,
    lambda quick, game: quick.deaths == readable_deaths(game),
)


@pytest.mark.parametrize("name", SETUPS)
def test_heuristic_games_step_for_step(name: str) -> None:
    assert LOCKSTEP.check(SETUPS[name], 4) > 40


@pytest.mark.slow
@pytest.mark.parametrize("name", SETUPS)
def test_heuristic_games_step_for_step_many(name: str) -> None:
    assert LOCKSTEP.check(SETUPS[name], 60, master=1) > 600


def test_an_observation_changed_in_the_stepped_game_alone_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    """MAH-11: a ballot the table sees left out of the fast engine's sight only."""
    options: dict[str, Any] = SETUPS["basic9"]
    LOCKSTEP.check(options, 2)
    monkeypatch.setattr(fast.Sight, "ballot", lambda sight, voter, target: None)
    with pytest.raises(AssertionError):
        LOCKSTEP.check(options, 2)


def test_heuristic_agents_play_on_from_a_decision_begun_by_hand() -> None:
    """A vote begun by hand (one voter), then ``play`` with heuristic agents (asked one
    decision at a time with their observations, ``Pending.play``) ends as the readable game
    played on by the same agents from the same point."""
    options = SETUPS["basic9"]
    for seed in range(6):
        readable = jl.new_game("mahou_toshi", seed=seed, **options)
        quick = fast.FastMahou(seed, options)
        while len(readable.to_act()) < 2:  # to a decision of several seats at once
            seat = readable.to_act()[0]
            action = readable.legal_actions(seat)[0]
            readable.act(seat, action)
            quick.act(seat, action)
        seat = readable.to_act()[-1]
        action = readable.legal_actions(seat)[-1]
        readable.act(seat, action)
        quick.act(seat, action)
        play_game(readable, [HeuristicAgent(seed=seed * 10 + s) for s in range(9)])
        quick.play([HeuristicAgent(seed=seed * 10 + s) for s in range(9)])
        assert (quick.result, quick.deaths) == (readable.result, readable_deaths(readable)), seed
