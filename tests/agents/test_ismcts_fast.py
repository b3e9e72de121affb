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
from games import choice_points, each_games_own

from jinro_lab.agents import RandomAgent, play_game
from jinro_lab.agents.ismcts import ISMCTSAgent
from jinro_lab.core.errors import InvalidChance
from jinro_lab.core.fast import Script, ScriptEnded, announced, fast_engine, stepped_game
from jinro_lab.core.hidden import sample_worlds
from jinro_lab.core.registry import heuristic_agent

#: (game, players, options): each game with a stepped fast engine, with setups whose
#: announced chance a world fixes (its folder's ``kit.py``: ``SEARCH_SETUPS``)
SETUPS = [(game, n, options) for game, setups in each_games_own("SEARCH_SETUPS").items() for n, options in setups]
IDS = [f"{g}-{n}p-{i}" for i, (g, n, _) in enumerate(SETUPS)]


def positions(variant: str, players: int, options: dict[str, Any], count: int, seed: int) -> list[tuple[Any, int]]:
    """``count`` positions of random games with a seat to act among several options."""
    return choice_points(variant, players, options, count, seed * 1000, (2, 50), seed)


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


def observes(variant: str) -> bool:
    """Whether the game's stepped fast engine keeps the observations its heuristic reads."""
    engine = fast_engine(variant)
    return engine is not None and engine.observes


#: the first two setups of each game whose stepped fast engine keeps the seats' observations,
#: for the heuristic rollouts (the default)
OBSERVING = [s for i, s in enumerate(SETUPS) if observes(s[0]) and [t[0] for t in SETUPS[:i]].count(s[0]) < 2]
OBSERVING_IDS = [IDS[SETUPS.index(s)] for s in OBSERVING]


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
    observing = next(s for s in SETUPS if observes(s[0]))
    game, seat = positions(*observing, 1, 5)[0]
    for kw in ({"rollout": "random", "others": "searched"}, {"rollout": "heuristic", "others": "searched"}):
        agent = ISMCTSAgent(seed=0, **kw)  # type: ignore[arg-type]
        agent.bind(game, seat)
        assert agent._stepped(game) is None
    agent = ISMCTSAgent(seed=0)
    agent.bind(game, seat)
    assert agent._stepped(game) is not None
    heuristic = type(heuristic_agent(game.variant, seed=0))
    viewing = type("Viewing", (heuristic,), {"choose": lambda self, view, legal: heuristic.choose(self, view, legal)})
    agent._agents[0] = viewing(seed=0)  # a heuristic that reads the view itself (its choose overridden)
    assert agent._stepped(game) is None
    blind = next((s for s in SETUPS if not observes(s[0])), None)
    if blind is not None:  # a stepped engine that keeps no observations
        small, seat = positions(*blind, 1, 5)[0]
        agent.bind(small, seat)
        assert agent._stepped(small) is None


def test_a_script_fixes_the_announced_draws_then_the_generator_draws() -> None:
    rng, fresh = random.Random(3), random.Random(3)
    script = Script([2, 0])
    assert [announced(script, rng, 3), announced(script, rng, 5)] == [2, 0]
    assert rng.getstate() == fresh.getstate()  # a scripted draw never touches the generator
    assert announced(script, rng, 7) == fresh.randrange(7)
    assert script.used == 3
    with pytest.raises(InvalidChance, match=r"not in 0\.\.1"):
        announced(Script([4]), rng, 2)


def test_a_stopping_script_follows_the_worlds_later_draws_only_from_where_it_stands() -> None:
    """``Script.follows``: a belief sampler's kept fast copy takes on the outcomes its world
    drew since, when its own are their beginning and it drew none past them; then it draws
    them; otherwise it refuses (the copy is made again) and keeps its own."""
    rng = random.Random(1)
    script = Script([1], stop=True, then=[])
    assert announced(script, rng, 2) == 1
    with pytest.raises(ScriptEnded):
        announced(script, rng, 3)  # past its values: it stops, having used 2
    script = Script([1], stop=True, then=[])
    assert script.follows([1, 2]) and script.values == (1, 2)
    assert [announced(script, rng, 2), announced(script, rng, 3)] == [1, 2]
    assert not script.follows([0, 2, 1])  # not its beginning
    assert script.values == (1, 2)
    script.used = 3  # as if it had drawn past its values
    assert not script.follows([1, 2, 0])


@pytest.mark.parametrize(("variant", "players", "options"), SETUPS[::2], ids=IDS[::2])
def test_below_the_root_the_events_seen_name_the_views(variant: str, players: int, options: dict[str, Any]) -> None:
    """The search keys the seat's information sets below the root by the events it saw since
    the root (``ismcts._below_root``) instead of its view: in worlds sampled at a position,
    along random lines of play, two points give the seat equal views exactly when they give
    it equal events since the root (the view holds nothing the events do not tell)."""
    by_view: dict[Any, set[Any]] = {}
    by_events: dict[Any, set[Any]] = {}
    for k, (game, seat) in enumerate(positions(variant, players, options, 3, 6)):
        seen = len(game.memory(seat))
        for j, world in enumerate(sample_worlds(game, seat, n=6, seed=k, max_attempts=120)):
            rng = random.Random(j)
            for _ in range(3):
                g = world.clone()
                for _ in range(12):
                    if g.over:
                        break
                    view, events = (k, g.view(seat)), (k, tuple(g.memory(seat)[seen:]))
                    by_view.setdefault(view, set()).add(events)
                    by_events.setdefault(events, set()).add(view)
                    s = g.to_act()[0]
                    legal = g.legal_actions(s)
                    g.act(s, legal[rng.randrange(len(legal))])
    assert len(by_view) > 6
    assert all(len(v) == 1 for v in by_view.values()) and all(len(v) == 1 for v in by_events.values())
