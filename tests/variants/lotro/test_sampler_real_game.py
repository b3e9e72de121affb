"""LotROで人狼's hidden model never rules out the real game: every seat's model accepts
the real deal (``deal_can_explain``: the nights, the win checks the seat saw and the
winners of the end, LOT-40 ... LOT-45, LOT-60 ... LOT-64) and keeps, at every other
seat's decision of the real game, the option really taken (``LotroHidden.candidates``).
A reading that is not exact drops real worlds and skews every posterior; these checks
play random games of 9 to 12 players with both nominations, some to their end, some
stopped at a random step, and look at every seat."""

from __future__ import annotations

import random
from typing import Any

import pytest

import jinro_lab as jl
from jinro_lab.agents import RandomAgent
from jinro_lab.core.hidden import Probe, seat_context
from jinro_lab.variants.lotro import hidden
from jinro_lab.variants.lotro.options import Position

SEEDS = range(48)


def played(seed: int) -> Any:
    """A random game (9-12 players, nomination by seat or at random), played by random
    agents to its end (every third seed) or to a random step."""
    rng = random.Random(seed)
    players = 9 + seed % 4
    game = jl.new_game("lotro", players=players, seed=seed, nominate=("seat", "random")[seed // 4 % 2])
    return play_on(game, rng, 10**9 if seed % 3 == 0 else rng.randrange(20, 90))


def from_position(seed: int) -> Any:
    """A random 9-player deal started at a random position (LOT-10: day 2 or 3, evening
    or night, two villagers dead, each item spent and each wolf's pass made or not at
    random), played by random agents to its end (every third seed) or a random step."""
    rng = random.Random(seed)
    roles = ["wolf", "wolf", "apostle", "friend", "healer"] + ["villager"] * 4
    rng.shuffle(roles)
    start = Position(
        dead=tuple(rng.sample([s for s, role in enumerate(roles) if role == "villager"], 2)),
        day=rng.choice([2, 3]),
        phase=rng.choice(["evening", "night"]),
        used=tuple(s for s, role in enumerate(roles) if role in ("friend", "healer") and rng.random() < 0.5),
        passes=tuple(s for s, role in enumerate(roles) if role == "wolf" and rng.random() < 0.5),
    )
    game = jl.new_game("lotro", roles=roles, seed=seed, position=start, nominate=("seat", "random")[seed % 2])
    return play_on(game, rng, 10**9 if seed % 3 == 0 else rng.randrange(5, 60))


def play_on(game: Any, rng: random.Random, stop: int) -> Any:
    """``game`` played on by random agents to its end or its ``stop``-th action."""
    agents = [RandomAgent(rng.randrange(2**30)) for _ in range(game.players)]
    while not game.over and len(game.history) < stop:
        game.act_together({s: agents[s].choose(game.view(s), game.legal_actions(s)) for s in game.to_act()})
    return game


def kept(model: Any, ctx: Any, world: Any, seat: int, legal: Any, pos: int) -> range | list[int] | tuple[int, ...]:
    """The options of ``seat`` the model keeps in ``world`` (all when it leaves them to the sampler)."""
    found = model.candidates(ctx, world, seat, legal, pos)
    if found is None or isinstance(found, str):
        return range(len(legal))
    return found.among if isinstance(found, Probe) else found


def refusal(game: Any, model: Any = hidden.HIDDEN) -> tuple[int, Any] | None:
    """The first seat whose model refuses the real game (the deal, or an option really
    taken by another seat, replayed from the start), with what it refused; ``None``."""
    for viewer in range(game.players):
        ctx = seat_context(game, viewer, "random")
        if not hidden.deal_can_explain(ctx.info, game.roles):
            return viewer, "deal"
        world = jl.new_game("lotro", seed=game.seed, **game.setup)
        for seat, action in game.history:
            if seat != viewer and len(world.to_act()) == 1:
                legal = world.legal_actions(seat)
                pos = len(world.memory(viewer))
                if legal.index(action) not in kept(model, ctx, world, seat, legal, pos):
                    return viewer, (len(world.history), seat, action)
            world.act(seat, action)
    return None


@pytest.mark.parametrize("seed", SEEDS)
def test_the_real_game_agrees_with_every_seats_model(seed: int) -> None:
    game = played(seed)
    assert refusal(game) is None


@pytest.mark.parametrize("seed", range(12))
def test_a_game_from_a_position_agrees_with_every_seats_model(seed: int) -> None:
    """A position's passes and spent items are its own (LOT-41, LOT-42): any may hold."""
    game = from_position(seed)
    assert refusal(game) is None


def test_the_games_reach_the_readings() -> None:
    """The games above reach what the readings read: ends by each side, win checks the
    game went on after, and nights with deaths seen (else the test checks nothing)."""
    sides, went_on, nights = set(), 0, 0
    for seed in SEEDS:
        game = played(seed)
        info = seat_context(game, 0, "random").info
        if info.end is not None:
            sides.add(info.end.side)
        went_on += sum(c.end is None for c in info.checks)
        nights += sum(bool(n.dead) for n in info.nights.values())
    assert sides == {"village", "sauron"} and went_on >= 50 and nights >= 50, (sides, went_on, nights)
