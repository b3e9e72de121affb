"""The heuristic agent of LotROで人狼 on the fast engine (issue 41, item 3), checked game for
game against the readable engine: each seeded game is played in both engines in lockstep
by heuristic agents seeded as ``simulate`` seeds them (every other game with a random
chooser at every third seat), the readable one choosing from its
seat's view (``choose``), the fast one from the observation the fast engine keeps
(``FastGame.observation``, ``choose_observed``). At every decision the same seats are
asked with the same actions, the observation the fast engine keeps equals the one read
from the readable view (``agents.observe``) and both choose the same action; the games
end with the same winners, side, reason and day and the same players dying of the same
causes on the same days; the same game played by ``FastGame.play`` ends the same way, a
copy and the game taken into the fast engine mid-game (``from_game``) keep the same
observations from there, and ``simulate`` gives the same table on either engine. A change on either side alone
fails it (the last tests).

The quick tier plays 10 games per setup of ``test_fast_engine.SETUPS``; the ``slow`` tier 120.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from fast_support import Lockstep, views_read_in_turn

from jinro_lab.core.errors import InvalidArgument
from jinro_lab.variants.lotro import fast
from jinro_lab.variants.lotro import game as readable
from jinro_lab.variants.lotro.agents import HeuristicAgent, Observation, Reader, observe
from jinro_lab.variants.lotro.fast import FastGame, FastSetup

from .test_fast_engine import SETUPS, deaths, fast_deaths

QUICK, SLOW = 10, 120


def plain(seen: Observation) -> tuple[Any, ...]:
    """An observation as comparable data (the fast engine's lists, the view's tuples)."""
    return (
        seen.seat,
        seen.players,
        seen.day,
        seen.role,
        tuple(seen.roles),
        tuple(seen.alive),
        seen.passes,
        tuple(seen.rooms),
        tuple(seen.deaths),
        tuple(seen.ballots),
    )


LOCKSTEP = Lockstep(
    "lotro",
    FastGame,
    FastSetup,
    HeuristicAgent,
    observe,
    plain,
    lambda quick, game: fast_deaths(quick) == deaths(game),
)


def check(name: str, games: int, master: int = 0) -> int:
    return LOCKSTEP.check(SETUPS[name], games, master)


@pytest.mark.parametrize("name", SETUPS)
def test_the_same_heuristic_games(name: str) -> None:
    assert check(name, QUICK) > QUICK * 3  # the games were played, decision by decision


@pytest.mark.slow
@pytest.mark.parametrize("name", SETUPS)
def test_the_same_heuristic_games_many(name: str) -> None:
    check(name, SLOW, master=1)


@pytest.mark.parametrize("options", [{"players": 10}, {"players": 13, "nominate": "seat", "checkmate": False}])
def test_simulate_gives_the_same_table_on_either_engine(options: dict[str, Any]) -> None:
    """``agents="heuristic"`` and a mixed list: ``engine="fast"`` plays them on the fast engine."""
    LOCKSTEP.assert_same_tables(options)


def test_the_tooth_untold_in_the_fast_engine_alone_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    """LOT-46: a target that survives the tooth with its item no longer learns the wolf,
    in the fast engine only (no rule and no draw depends on it: only a seat that reads
    what it learned can tell)."""
    check("many items", 3)
    answered = fast.FastGame._answered

    def untold(self: FastGame, target: int, choice: Any) -> None:
        facts = self._facts
        answered(self, target, choice)
        if choice.use:  # drop what the target learned: keep the wolf's fact and any death
            node, items = self._facts, []
            while node is not facts:
                node, item = node  # type: ignore[misc]
                items.append(item)
            for item in reversed(items):
                if not (item[1] == "role" and item[0] == (target,)):
                    facts = (facts, item)
            self._facts = facts

    monkeypatch.setattr(fast.FastGame, "_answered", untold)
    with pytest.raises(AssertionError):
        check("many items", 10)


def test_passes_forgotten_in_the_readable_view_alone_fail(monkeypatch: pytest.MonkeyPatch) -> None:
    """LOT-42: a wolf's view forgets its passes, in the readable engine only."""
    check("default10", 3)
    view_of = readable.LotroGame._view
    monkeypatch.setattr(readable.LotroGame, "_view", lambda self, seat: view_of(self, seat)._replace(passes=0))
    with pytest.raises(AssertionError):
        check("default10", 10)


def test_a_game_played_for_agents_reading_no_observation_keeps_none() -> None:
    """``FastSetup.play`` (what ``simulate`` plays) keeps the seats' facts only for agents that
    read them: random choosers cost nothing more."""
    setup = FastSetup({"players": 10})
    game = setup.play(3, [random.Random(s) for s in range(10)])
    with pytest.raises(InvalidArgument, match="keeps no observations"):
        game.observation(0)
    assert FastGame(3, setup).observation(0).seat == 0


def test_the_agents_reader_reads_what_a_fresh_one_reads() -> None:
    """``agents.Reader``: views read in turn (the same seat later, another seat, an earlier
    view, another game) give the observation a fresh reading gives."""
    reader = Reader()
    for view in views_read_in_turn("lotro", HeuristicAgent, 9):
        reader = reader.read(view)
        assert plain(observe(view, reader)) == plain(observe(view))
