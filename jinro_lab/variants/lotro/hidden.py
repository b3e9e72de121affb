"""What is hidden from a seat of LotROで人狼, for ``jinro_lab.core.hidden`` (LOT-03, LOT-70).

A seat knows its own role and the roles it learned (a wolf the other wolves, a
wolf's tooth presented to it); the others' roles are hidden. The role counts are
the game master's (LOT-03): the worlds assume the game's own (its ``role_counts``,
its fixed ``roles``, or the default setup) and deal the unknown ones at random to
the unknown seats (``roles=``). The votes are public ballots and the pointing is
public (LOT-31); every other choice of another seat is tried on a copy of the
world (``belief.PROBE``): the ones after which the seat would have seen something
else are dropped. A random nomination (``nominate="random"``, LOT-31) is announced
chance: forced to the nominee the seat saw, with its probability (``core.chance``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ...core.hidden import PROBE, Context, KnownRoles, SeatRoles
from . import events as ev
from .roles import ROLES

__all__ = ["HIDDEN", "LotroHidden"]


def _known_roles(game: Any, seat: int) -> KnownRoles:
    return KnownRoles(game.players, game.view(seat).roles, game.options.cards())


class LotroHidden(SeatRoles):
    """Each other seat's role and side (LOT-02)."""

    variant = "lotro"
    team_word = "side"

    def team_of(self, role: str) -> str:
        return ROLES[role].side

    def prepare(self, game: Any, seat: int) -> KnownRoles:
        return _known_roles(game, seat)

    def propose(self, ctx: Context, rng: random.Random) -> tuple[dict[str, Any], float] | None:
        info: KnownRoles = ctx.info
        cards = list(info.pool)
        rng.shuffle(cards)
        setup = {k: v for k, v in ctx.setup.items() if k != "role_counts"}
        setup["roles"] = info.deal(cards)
        return setup, 0.0

    def candidates(self, ctx: Context, world: Any, seat: int, legal: Sequence[Any], pos: int) -> list[int] | str | None:
        """Ballots and pointing (LOT-31) are public: the seat's next one the viewer saw.
        Anything else is tried on a copy of the world (a night choice may show at
        once: a death)."""
        phase = world.phase
        if phase == "vote":
            return super().candidates(ctx, world, seat, legal, pos)
        if phase == "point":
            e = next((e for e in ctx.memory[pos:] if type(e) is ev.Pointed and e.seat == seat), None)
            return None if e is None else [i for i, a in enumerate(legal) if a.target == e.target]
        return PROBE if len(world.to_act()) == 1 else None


HIDDEN = LotroHidden()
