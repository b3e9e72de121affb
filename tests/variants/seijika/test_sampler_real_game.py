"""政治家人狼's hidden model never rules out the real game: the deal every seat's model
accepts (``SeijikaHidden._agrees``: parties, hints, the mimic claims, where the guard that
protected a smeared seat sits, SEI-21, SEI-32, SEI-51) holds the real roles, and what a
seat saw after each manifesto carried out (``_After``: the morning's vote weights, the
next campaign's rounds, its own night ability's count, a smear that failed to sit its
target out, SEI-20, SEI-31 ... SEI-33, SEI-54) allows the side that really fired. A
reading that is not exact drops real worlds and skews every posterior; these checks play
random games with manifestos and every guard option and look at every seat."""

from __future__ import annotations

import pytest

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, play_game
from jinro_lab.core.hidden import seat_context
from jinro_lab.variants.seijika import events as ev
from jinro_lab.variants.seijika import hidden
from jinro_lab.variants.seijika.actions import CarryOut

SEEDS = range(60)


def finished(seed: int) -> jl.Game:
    """A random 8-player game with manifestos, played to its end; the guard options vary."""
    game = jl.new_game(
        "seijika", players=8, seed=seed, manifestos=True, guard_self=seed % 3 == 0, guard_repeat=seed % 4 != 0
    )
    play_game(game, [RandomAgent(seed * 10 + s) for s in range(8)])
    return game


@pytest.mark.parametrize("seed", SEEDS)
def test_the_real_game_agrees_with_every_seats_model(seed: int) -> None:
    game = finished(seed)
    carried = [(s, a) for s, a in game.history if type(a) is CarryOut]
    fired = [e for e in game.log if type(e) is ev.SideFired]
    assert len(carried) == len(fired)
    for seat in range(game.players):
        ctx = seat_context(game, seat, "random")
        assert hidden.HIDDEN._agrees(ctx.info, game.roles), (seat, ctx.info.guard_seats)
        memory = ctx.memory
        executed = [j for j, e in enumerate(memory) if type(e) is ev.ManifestoExecuted]
        for j, (winner, action), side in zip(executed, carried, fired, strict=True):
            after = hidden._After(ctx, j)
            effect = game.cards[side.card].effect(side.side)
            target = winner if effect.target == "winner" else action.target(effect.target)
            assert not after.seen or after.allows(effect, target, game.options.campaign_rounds), (seat, j, side)


def test_the_checks_see_guards_and_weights() -> None:
    """The games above reach both readings: a wolf that saw a smear fail, and a morning that
    announced a vote weight after a card carried out (else the test checks nothing)."""
    guarded = weighed = 0
    for seed in SEEDS:
        game = finished(seed)
        for seat in range(game.players):
            ctx = seat_context(game, seat, "random")
            guarded += len(ctx.info.guard_seats)
            weighed += sum(
                bool(hidden._After(ctx, j).weights) for j, e in enumerate(ctx.memory) if type(e) is ev.ManifestoExecuted
            )
    assert guarded >= 5 and weighed >= 5, (guarded, weighed)
