"""The heuristic agent of ワンナイト人狼 (``VariantInfo.heuristic``): it reads only its
seat's view (ONE-40).

* **At night** a lone werewolf looks at a centre card, the seer at another player's
  card, the robber robs and the troublemaker swaps, each on a seat drawn at random
  (ONE-11 … ONE-14).
* **The vote.** A seat that believes it holds a werewolf votes for a seat it does not
  know to be a werewolf; any other seat votes for a seat it saw holding a werewolf
  (ONE-31), else for a seat it has not seen holding a village card (ONE-22). Ties are
  broken at random.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from jinro_lab.core.policy import sampled_policy

from .roles import ROLES, WEREWOLF, WOLF_SIDE
from .view import OneNightView

__all__ = ["HeuristicAgent"]


class HeuristicAgent:
    """A seat that acts at random at night and votes for whom it suspects."""

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def reset(self, seat: int, seed: int) -> None:
        """A new game for ``seat``: the RNG seeded afresh."""
        self.rng.seed(seed)

    def policy(self, view: OneNightView, legal: Sequence[Any]) -> list[float]:
        """How likely each of ``legal`` is (``core.policy.sampled_policy``)."""
        return sampled_policy(self, view, legal)

    def choose(self, view: OneNightView, legal: Sequence[Any]) -> Any:
        """One of ``legal`` for ``view``'s seat (see the module docstring)."""
        votes = [a for a in legal if a.kind == "vote"]
        if not votes:
            acts = [a for a in legal if a.kind != "pass"] or list(legal)
            return self.rng.choice(acts)
        mine = view.roles[view.seat] if isinstance(view.seat, int) else None
        if mine is not None and ROLES[mine].side == WOLF_SIDE:
            wanted = [a for a in votes if view.roles[a.target] != WEREWOLF]
        else:
            wanted = [a for a in votes if view.roles[a.target] == WEREWOLF]
            wanted = wanted or [a for a in votes if view.roles[a.target] in (None, WEREWOLF)]
        return self.rng.choice(wanted or votes)
