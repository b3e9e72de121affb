"""The heuristic agent of 人狼は眠らない on the fast engine (issue 41, item 3), checked game
for game against the readable engine: each seeded game is played in both engines in
lockstep by heuristic agents seeded as ``simulate`` seeds them (every other game with a
random chooser at every third seat), the readable one choosing from its seat's view
(``choose``), the fast one from the observation the fast engine keeps
(``FastGame.observation``, ``choose_observed``). At every decision the same seats are
asked with the same actions, the observation the fast engine keeps (its facts, hand,
discards as shown, survivors, deck size, turn and whether the seat is the Werewolf
player) equals the one read from the readable view (``agents.observe``), and both choose
the same action; the games end with the same winners, side, reason and turn and the same
players eliminated by the same causes on the same turns; the same game played by
``FastGame.play`` ends the same way, a copy and the game taken into the fast engine
mid-game (``from_game``) keep the same observations from there, and ``simulate`` gives the
same table on either engine. A change on either side alone fails it (the last tests).

The quick tier plays 40 games per setup of ``test_fast_engine.SETUPS`` (440 in all); the
``slow`` tier 240 more per setup.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from fast_support import Lockstep

import jinro_lab as jl
from jinro_lab.core.errors import InvalidArgument
from jinro_lab.variants.nemuranai import fast
from jinro_lab.variants.nemuranai import game as readable
from jinro_lab.variants.nemuranai.agents import HeuristicAgent, Observation, Reader, observe
from jinro_lab.variants.nemuranai.fast import FastGame, FastSetup

from .test_fast_engine import SETUPS, deaths

QUICK, SLOW = 40, 240


def plain(seen: Observation) -> tuple[Any, ...]:
    """An observation as comparable data (with what it says was last seen face-down)."""
    return (
        seen.seat,
        seen.players,
        seen.active,
        tuple(seen.alive),
        tuple(seen.hand),
        tuple(tuple(pile) for pile in seen.discards),
        seen.deck_size,
        seen.werewolf,
        tuple(seen.facts),
        sorted(seen.last_seen().items()),
    )


LOCKSTEP = Lockstep(
    "nemuranai",
    FastGame,
    FastSetup,
    HeuristicAgent,
    observe,
    plain,
    lambda quick, game: quick.deaths == deaths(game),
)


def check(name: str, games: int, master: int = 0) -> int:
    return LOCKSTEP.check(SETUPS[name], games, master)


@pytest.mark.parametrize("name", SETUPS)
def test_the_same_heuristic_games(name: str) -> None:
    assert check(name, QUICK) > QUICK * 10  # the games were played, decision by decision


@pytest.mark.slow
@pytest.mark.parametrize("name", SETUPS)
def test_the_same_heuristic_games_many(name: str) -> None:
    check(name, SLOW, master=1)


@pytest.mark.parametrize("options", [{"players": 3}, {"players": 4, "first_player": 2}])
def test_simulate_gives_the_same_table_on_either_engine(options: dict[str, Any]) -> None:
    """``agents="heuristic"`` and a mixed list: ``engine="fast"`` plays them on the fast engine."""
    LOCKSTEP.assert_same_tables(options)
