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

The quick tier plays 150 games per setup of ``test_fast_engine.SETUPS`` (1,650 in all); the
``slow`` tier 600 more per setup (6,600).
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from fast_support import Lockstep, views_read_in_turn

from jinro_lab.core.errors import InvalidArgument
from jinro_lab.variants.nemuranai import fast
from jinro_lab.variants.nemuranai import game as readable
from jinro_lab.variants.nemuranai.agents import HeuristicAgent, Observation, Reader, observe
from jinro_lab.variants.nemuranai.fast import FastGame, FastSetup

from .test_fast_engine import SETUPS, deaths

QUICK, SLOW = 150, 600


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


@pytest.mark.parametrize(
    ("fact", "setup", "games"),
    [("ballot", "default4", 30), ("swapped", "wolf dealt", 150)],
)
def test_a_fact_forgotten_in_the_fast_observation_alone_fails(
    fact: str, setup: str, games: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A kind of fact goes missing from the facts the fast engine keeps, in the fast engine
    only (no rule and no draw depends on them: only a seat that reads what it saw can tell):
    the ballots of a vote (NEM-30), the Werewolf's secret swap from its own facts (NEM-26)."""
    check(setup, 5)
    learn = fast.FastGame._learn

    def forgetful(self: FastGame, observer: int | None, kept: tuple[Any, ...]) -> None:
        if kept[0] != fact:
            learn(self, observer, kept)

    monkeypatch.setattr(fast.FastGame, "_learn", forgetful)
    with pytest.raises(AssertionError):
        check(setup, games)


def test_the_werewolf_dropped_from_the_readable_view_alone_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    """NEM-06: the Werewolf player's view no longer says it is the Werewolf, in the readable engine only."""
    check("wolf dealt", 5)
    view_of = readable.NemuranaiGame._view
    monkeypatch.setattr(readable.NemuranaiGame, "_view", lambda self, seat: view_of(self, seat)._replace(werewolf=None))
    with pytest.raises(AssertionError):
        check("wolf dealt", 10)


def test_a_seers_look_dropped_from_the_readable_view_alone_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    """NEM-25: a seat's view loses what its seer saw (its ``Knowledge`` of a hand), in the
    readable engine only."""
    check("default3", 5)
    view_of = readable.NemuranaiGame._view

    def unseen(self: readable.NemuranaiGame, seat: Any) -> Any:
        view = view_of(self, seat)
        return view._replace(events=tuple(e for e in view.events if getattr(e, "key", ("",))[0] != "hand"))

    monkeypatch.setattr(readable.NemuranaiGame, "_view", unseen)
    with pytest.raises(AssertionError):
        check("default3", 30)


def test_the_knight_changed_in_the_readable_rules_alone_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    """NEM-31: a face-up knight no longer stops a vote, in the readable engine only."""
    check("default4", 5)
    monkeypatch.setattr(readable.NemuranaiGame, "_knight_veto", lambda self, seat: None)
    with pytest.raises(AssertionError):
        check("default4", 150)


def test_the_attack_changed_in_the_fast_rules_alone_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    """NEM-27: an attack card eliminates nobody, in the fast engine only."""
    check("default3", 5)
    monkeypatch.setattr(fast, "_ATTACK", tuple(-1 if a is not None else None for a in fast._ATTACK))
    with pytest.raises(AssertionError):
        check("default3", 30)


def test_a_game_played_for_agents_reading_no_observation_keeps_none() -> None:
    """``FastSetup.play`` (what ``simulate`` plays) keeps the seats' facts only for agents that
    read them: random choosers cost nothing more."""
    setup = FastSetup({"players": 4})
    game = setup.play(3, [random.Random(s) for s in range(4)])
    with pytest.raises(InvalidArgument, match="keeps no observations"):
        game.observation(0)
    assert FastGame(3, setup).observation(0).seat == 0
    mixed = [random.Random(0), HeuristicAgent(seed=1), random.Random(2), HeuristicAgent(seed=3)]
    assert setup.play(3, mixed).observation(1).facts  # a heuristic seat: kept from the deal


def test_the_agents_reader_reads_what_a_fresh_one_reads() -> None:
    """``agents.Reader``: views read in turn (the same seat later, another seat, an earlier
    view, another game) give the observation a fresh reading gives, and what it says was
    last seen face-down is the view's own ``last_seen()``."""
    reader = Reader()
    for view in views_read_in_turn("nemuranai", HeuristicAgent, 4):
        reader = reader.read(view)
        assert plain(observe(view, reader)) == plain(observe(view))
        assert observe(view).last_seen() == view.last_seen()
