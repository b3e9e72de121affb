"""The heuristic agent of 政治家人狼 on the fast engine (issue 41, item 3), checked game for
game against the readable engine: each seeded game is played in both engines in lockstep
by heuristic agents seeded as ``simulate`` seeds them (every other game with a random
chooser at every third seat), the readable one choosing from its
seat's view (``choose``), the fast one from the observation the fast engine keeps
(``FastGame.observation``, ``choose_observed``). At every decision the same seats are
asked with the same actions, the observation the fast engine keeps equals the one read
from the readable view (``agents.observe``) and both choose the same action; the games
end with the same winners, side, reason and day and the same players elected, smeared,
kept out and recalled on the same days; the same game played by ``FastGame.play`` ends
the same way, a copy and the game taken into the fast engine mid-game (``from_game``)
keep the same observations from there, and ``simulate`` gives the same table on either engine. A change on either
side alone fails it (the last tests).

The quick tier plays 12 games per setup of ``test_fast_engine.SETUPS``; the ``slow`` tier 150.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from fast_support import Lockstep

import jinro_lab as jl
from jinro_lab.core.errors import InvalidArgument
from jinro_lab.variants.seijika import fast
from jinro_lab.variants.seijika import game as readable
from jinro_lab.variants.seijika.agents import HeuristicAgent, Observation, observe
from jinro_lab.variants.seijika.fast import FastGame, FastSetup

from .test_fast_engine import SETUPS, by_day, deaths

QUICK, SLOW = 12, 150


def plain(seen: Observation) -> tuple[Any, ...]:
    """An observation as comparable data (the fast engine's lists, the view's tuples)."""
    return (
        seen.seat,
        seen.players,
        seen.day,
        seen.role,
        seen.manifesto,
        tuple(seen.roles),
        tuple(seen.in_race),
        tuple(seen.day1),
        tuple(seen.facts),
    )


LOCKSTEP = Lockstep(
    "seijika",
    FastGame,
    FastSetup,
    HeuristicAgent,
    observe,
    plain,
    lambda quick, game: by_day(quick.deaths) == by_day(deaths(game)),
)


def check(name: str, games: int, master: int = 0) -> int:
    return LOCKSTEP.check(SETUPS[name], games, master)


@pytest.mark.parametrize("name", SETUPS)
def test_the_same_heuristic_games(name: str) -> None:
    assert check(name, QUICK) > QUICK * 5  # the games were played, decision by decision


@pytest.mark.slow
@pytest.mark.parametrize("name", SETUPS)
def test_the_same_heuristic_games_many(name: str) -> None:
    check(name, SLOW, master=1)


@pytest.mark.parametrize(
    "options", [{"players": 9}, {"players": 10, "manifestos": True, "vote_styles": ["open", "simultaneous"]}]
)
def test_simulate_gives_the_same_table_on_either_engine(options: dict[str, Any]) -> None:
    """``agents="heuristic"`` and a mixed list: ``engine="fast"`` plays them on the fast engine."""
    LOCKSTEP.assert_same_tables(options)


def test_the_reporters_results_changed_in_the_fast_engine_alone_fail(monkeypatch: pytest.MonkeyPatch) -> None:
    """SEI-02: every reporter's result read "a member", in the fast engine only."""
    check("default9", 3)
    monkeypatch.setattr(fast, "_MEMBER", dict.fromkeys(fast._MEMBER, True))
    with pytest.raises(AssertionError):
        check("default9", 12)


def test_the_prosecutor_silenced_in_the_readable_engine_alone_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    """SEI-30: the prosecutor learns nothing, in the readable flow only (no draw depends on
    it, so only a seat that reads what it learned can tell)."""
    check("default12", 3)
    monkeypatch.setattr(readable.SeijikaGame, "_prosecute", lambda self: None)
    with pytest.raises(AssertionError):
        check("default12", 12)


def test_the_agent_reads_an_observation_of_any_view() -> None:
    """``choose`` reads a view through ``observe`` (the game master's and the table's too)."""
    game = jl.new_game("seijika", seed=4, players=8)
    seat = game.to_act()[0]
    legal = game.legal_actions(seat)
    for viewer in (seat, None, jl.PUBLIC):
        seen = observe(game.view(viewer))
        assert seen.seat == (seat if viewer == seat else None) and seen.day == 1
        assert HeuristicAgent(seed=1).choose(game.view(viewer), legal) in legal
    agent = HeuristicAgent(seed=2)
    assert agent.choose_observed(observe(game.view(seat)), legal[:1]) is legal[0]
    assert agent.choose_observed(observe(game.view(seat)), legal) == HeuristicAgent(seed=2).choose(
        game.view(seat), legal
    )


def test_a_game_played_for_agents_reading_no_observation_keeps_none() -> None:
    """``FastSetup.play`` (what ``simulate`` plays) keeps the seats' facts only for agents that
    read them: random choosers cost nothing more."""
    setup = FastSetup({"players": 9})
    game = setup.play(3, [random.Random(s) for s in range(9)])
    with pytest.raises(InvalidArgument, match="keeps no observations"):
        game.observation(0)
    assert FastGame(3, setup).observation(0).seat == 0
