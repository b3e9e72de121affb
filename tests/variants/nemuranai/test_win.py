"""NEM-60 ... NEM-63: who wins, checked per path and against an independent judge of random games."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, play_game
from jinro_lab.core.events import Eliminated, GameEnded
from jinro_lab.variants.nemuranai.events import MadmanRevealed, Searched

from .helpers import deal, madman_game, run


def _villager_finds() -> Any:
    return run(madman_game(), (1, "search hand of seat 3"))


def _werewolf_voted_out() -> Any:
    g = deal(["seer", "knight", "werewolf"], ruins="madman", draws=["vote"])
    return run(g, (0, "play vote"), (0, "vote seat 2"), (1, "vote seat 2"), (2, "vote seat 0"))


def _werewolf_finds() -> Any:
    return run(madman_game(), (1, "search ruins"), (3, "search hand of seat 3"))


def _werewolf_alone() -> Any:
    g = deal(["werewolf", "villager", "medium"], ruins="knight", draws=["attack_1", "attack_2"])
    return run(g, (0, "play attack_1"), (0, "place attack_1 face-down in discard of seat 0"), (2, "play attack_2"))


def _nobody_finds() -> Any:
    g = madman_game()
    return run(g, (1, "search ruins"), (3, "search ruins"), (2, "search ruins"))


def _villager_alone() -> Any:
    g = deal(["seer", "villager", "medium"], ruins="werewolf", draws=["attack_1", "attack_2"])
    return run(g, (0, "play attack_1"), (0, "place attack_1 face-down in discard of seat 0"), (2, "play attack_2"))


@pytest.mark.parametrize(
    ("build", "winners", "side", "rule"),
    [
        (_villager_finds, {1, 2}, "villagers", "NEM-60"),
        (_werewolf_voted_out, {0, 1}, "villagers", "NEM-60"),
        (_werewolf_finds, {0, 3}, "werewolf", "NEM-61"),
        (_werewolf_alone, {0}, "werewolf", "NEM-61"),
        (_nobody_finds, set(), None, "NEM-63"),
        (_villager_alone, set(), None, "NEM-63"),
    ],
)
def test_each_way_to_end(build: Callable[[], Any], winners: set[int], side: str | None, rule: str):
    """NEM-60/NEM-61/NEM-62/NEM-63: the result names the winners, their side and the deciding rule;
    a public GameEnded event closes the log."""
    g = build()
    assert g.over and g.phase == "over"
    assert g.result.winners == frozenset(winners) and g.result.side == side
    assert rule in g.result.reason and g.result.day == g.day
    end = g.log[-1]
    assert isinstance(end, GameEnded) and end.visible_to is None
    assert (end.winners, end.side, end.reason) == (tuple(sorted(winners)), side, g.result.reason)
    assert all(g.view(s).result == g.result for s in range(g.players))


def test_madman_wins_only_with_the_werewolf_search_win():
    """NEM-62: the Madman wins with the Werewolf's search win, and not with a villager's find."""
    assert 0 in _werewolf_finds().result.winners
    assert 0 not in _villager_finds().result.winners
    assert 0 not in _nobody_finds().result.winners


def judge(g: Any) -> tuple[frozenset[int], str | None]:
    """The expected result of a finished game, worked out from its log and final state alone."""
    gm = g.view(None)
    seats = range(g.players)
    wolf = gm.werewolf
    madman = next((e.seat for e in g.log if isinstance(e, MadmanRevealed)), None)
    found = [e for e in g.log if isinstance(e, Searched) and e.card == "werewolf"]
    out = [e.seat for e in g.log if isinstance(e, Eliminated)]
    if found and found[0].seat == wolf:  # NEM-61, NEM-62
        return frozenset({wolf} | ({madman} if madman is not None else set())), "werewolf"
    if found:  # NEM-60, NEM-53
        return frozenset(s for s in seats if s not in (wolf, madman)), "villagers"
    if wolf is not None and wolf in out:  # NEM-60, NEM-40
        return frozenset(s for s in seats if s != wolf), "villagers"
    alive = [s for s in seats if gm.alive[s]]
    if len(alive) == 1 and alive[0] == wolf:  # NEM-61, NEM-43
        return frozenset(alive), "werewolf"
    return frozenset(), None  # NEM-63


@pytest.mark.parametrize("players", [3, 4])
def test_random_games_agree_with_the_judge(players):
    """NEM-60/NEM-61/NEM-62/NEM-63: 150 random games per player count end as the rules say."""
    ways = set()
    for seed in range(150):
        g = jl.new_game("nemuranai", players=players, seed=seed)
        play_game(g, [RandomAgent(seed * 10 + s) for s in range(players)])
        winners, side = judge(g)
        assert (g.result.winners, g.result.side) == (winners, side), (seed, g.result)
        ways.add(g.result.reason.split(":")[0])
    assert len(ways) == 6  # every ending occurred, so the judge was exercised on each
