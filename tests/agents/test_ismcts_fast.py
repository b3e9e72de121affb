"""Search on the stepped fast engines (issue 41, item 4): a world the belief sampler drew
plays on in the game's fast engine as in the readable game (its announced chance as the
sampler fixed it: ``core.fast.Script``), and ISMCTS makes the same search, seed for seed,
on the fast engine (``engine="auto"``) as on readable copies of the worlds
(``engine="readable"``), for each game with a stepped fast engine: with random rollouts,
and with the heuristic ones (the default) where the engine keeps the observations they read."""

from __future__ import annotations

import random
from typing import Any

import pytest

from jinro_lab.agents import RandomAgent, play_game
from jinro_lab.agents.ismcts import ISMCTSAgent
from jinro_lab.analysis.calibration import random_point
from jinro_lab.core.errors import InvalidChance
from jinro_lab.core.fast import Script, announced, stepped_game
from jinro_lab.core.hidden import sample_worlds
from jinro_lab.variants.seijika.agents import HeuristicAgent as SeijikaHeuristic

#: (game, players, options): each game with a stepped fast engine, with options whose
#: announced chance a world fixes (a first player, in-turn and volunteer votes, lots,
#: random nominations)
SETUPS = [
    ("nemuranai", 3, {}),
    ("nemuranai", 4, {}),
    ("seijika", 8, {}),
    ("seijika", 8, {"manifestos": True}),
    ("seijika", 6, {"vote_styles": ["open"], "open_vote_order": "seat"}),
    ("lotro", 9, {"nominate": "random"}),
    ("lotro", 9, {}),
]
IDS = [f"{g}-{n}p-{i}" for i, (g, n, _) in enumerate(SETUPS)]


def positions(variant: str, players: int, options: dict[str, Any], count: int, seed: int) -> list[tuple[Any, int]]:
    """``count`` positions of random games with a seat to act among several options."""
    rng = random.Random(seed)
    found: list[tuple[Any, int]] = []
    for k in range(40 * count):
        game = random_point(variant, seed * 1000 + k, players, rng.randrange(2, 50), **options)
        seat = None if game.over else next((s for s in game.to_act() if len(game.legal_actions(s)) > 1), None)
        if seat is not None:
            found.append((game, seat))
            if len(found) == count:
                break
    return found


def played(game: Any, seed: int, fast: bool) -> tuple[Any, ...]:
    """``game`` played to its end by random agents seeded from ``seed``: winners, day, reason."""
    agents = [RandomAgent(seed * 100 + s) for s in range(game.players)]
    if fast:
        game.play(agents)
    else:
        play_game(game, agents)
    result = game.result
    return result.winners, result.day, result.reason


def check_worlds(variant: str, players: int, options: dict[str, Any], count: int, seed: int) -> int:
    """Worlds sampled at ``count`` positions play on alike in both engines; returns how many."""
    checked = 0
    for k, (game, seat) in enumerate(positions(variant, players, options, count, seed)):
        stepped = stepped_game(variant, game.setup)
        assert stepped is not None
        for j, world in enumerate(sample_worlds(game, seat, n=4, seed=k, max_attempts=80)):
            fast = stepped.from_game(world)
            assert fast.to_act() == world.to_act()
            assert all(fast.legal(s) == world.legal_actions(s) for s in world.to_act())
            copy = fast.copy()
            assert played(world.clone(), j, False) == played(fast, j, True) == played(copy, j, True)
            checked += 1
    return checked


def check_search(
    variant: str, players: int, options: dict[str, Any], count: int, seed: int, rollout: str = "random", **kw: Any
) -> None:
    """ISMCTS with ``rollout`` agents searches alike on the fast engine and on readable worlds."""
    for k, (game, seat) in enumerate(positions(variant, players, options, count, seed)):
        searches = []
        for engine in ("auto", "readable"):
            agent = ISMCTSAgent(seed=k, rollout=rollout, engine=engine, **kw)
            agent.bind(game, seat)
            assert (agent._stepped(game) is not None) == (engine == "auto")
            searches.append(agent.search(game.view(seat), game.legal_actions(seat)))
        fast, readable = searches
        assert (fast.visits, fast.wins, fast.nodes, fast.worlds) == (
            readable.visits,
            readable.wins,
            readable.nodes,
            readable.worlds,
        )


@pytest.mark.parametrize(("variant", "players", "options"), SETUPS, ids=IDS)
def test_sampled_worlds_play_alike_on_the_fast_engine(variant: str, players: int, options: dict[str, Any]) -> None:
    assert check_worlds(variant, players, options, 2, 1) > 0


@pytest.mark.parametrize(("variant", "players", "options"), SETUPS[1::2], ids=IDS[1::2])
def test_ismcts_searches_alike_on_the_fast_engine(variant: str, players: int, options: dict[str, Any]) -> None:
    check_search(variant, players, options, 1, 2, iterations=60, worlds=8)


@pytest.mark.slow
@pytest.mark.parametrize(("variant", "players", "options"), SETUPS, ids=IDS)
def test_more_worlds_and_searches_alike(variant: str, players: int, options: dict[str, Any]) -> None:
    assert check_worlds(variant, players, options, 12, 3) > 12
    check_search(variant, players, options, 4, 4, iterations=200, worlds=30)


#: a setup of each game whose stepped fast engine keeps the seats' observations, for the
#: heuristic rollouts (the default)
OBSERVING = [SETUPS[2], SETUPS[3], SETUPS[6]]
OBSERVING_IDS = [IDS[2], IDS[3], IDS[6]]


@pytest.mark.parametrize(("variant", "players", "options"), OBSERVING, ids=OBSERVING_IDS)
def test_heuristic_rollouts_search_alike_on_the_fast_engine(
    variant: str, players: int, options: dict[str, Any]
) -> None:
    check_search(variant, players, options, 1, 2, rollout="heuristic", iterations=60, worlds=8)


@pytest.mark.slow
@pytest.mark.parametrize(("variant", "players", "options"), OBSERVING, ids=OBSERVING_IDS)
def test_more_heuristic_searches_alike(variant: str, players: int, options: dict[str, Any]) -> None:
    check_search(variant, players, options, 4, 4, rollout="heuristic", iterations=200, worlds=30)


def test_views_and_searched_seats_stay_readable() -> None:
    """Rollout agents that read views the fast engine does not keep (the heuristic of a
    game whose engine keeps no observations, or a subclass choosing otherwise), and seats
    searched in their own trees, need the readable game: those searches do not take the
    fast engine."""
    game, seat = positions("seijika", 8, {}, 1, 5)[0]
    for kw in ({"rollout": "random", "others": "searched"}, {"rollout": "heuristic", "others": "searched"}):
        agent = ISMCTSAgent(seed=0, **kw)  # type: ignore[arg-type]
        agent.bind(game, seat)
        assert agent._stepped(game) is None
    agent = ISMCTSAgent(seed=0)
    agent.bind(game, seat)
    assert agent._stepped(game) is not None
    agent._agents[0] = Viewing(0)  # a heuristic that reads the view itself
    assert agent._stepped(game) is None
    small, seat = positions("nemuranai", 4, {}, 1, 5)[0]
    agent.bind(small, seat)
    assert agent._stepped(small) is None  # nemuranai's engine keeps no observations


class Viewing(SeijikaHeuristic):
    """政治家人狼's heuristic choosing from the view itself (no observed choice)."""

    def choose(self, view: Any, legal: Any) -> Any:
        return super().choose(view, legal)


def test_a_script_fixes_the_announced_draws_then_the_generator_draws() -> None:
    rng, fresh = random.Random(3), random.Random(3)
    script = Script([2, 0])
    assert [announced(script, rng, 3), announced(script, rng, 5)] == [2, 0]
    assert rng.getstate() == fresh.getstate()  # a scripted draw never touches the generator
    assert announced(script, rng, 7) == fresh.randrange(7)
    assert script.used == 3
    with pytest.raises(InvalidChance, match=r"not in 0\.\.1"):
        announced(Script([4]), rng, 2)
