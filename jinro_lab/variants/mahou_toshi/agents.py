"""A heuristic player of 魔法都市の人狼's basic village, reading only its seat's view.

There is no table talk in the engine, so a seat acts on what it saw:

* **suspicion**: a human starts every other seat at 1; what the seer or the
  medium learned (MAH-R02, MAH-R03, random white MAH-05) and known teammates
  (masons, MAH-R06) settle a seat at 0 (human) or 100 (werewolf). Ballots are
  evidence: voting for a seat later shown human (the medium's result, or killed
  in the night, so not a werewolf) adds suspicion, voting for a werewolf removes
  some; a seat that votes like a known werewolf is suspected a little more.
* **votes** (MAH-11, MAH-12): a human votes for the most suspected living seat;
  a werewolf for a living human, preferring those who voted against werewolves.
* **night** (MAH-20): the seer divines the most suspected unchecked seat; the
  knight guards a seat it trusts, at random (a guard the werewolves can predict
  is a guard they avoid);
  werewolves propose the human who most threatens them (who voted for a
  werewolf), so their proposals tend to agree (MAH-03).

Every score gets a little noise from the agent's own seeded RNG (less than the
smallest step of evidence), which breaks ties and stalemates: without it, seats
that always vote alike can tie for ever while the knight always saves the
same target, and the game would never end (MAH-12 and MAH-21 allow that).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ...core.events import Ballot, Eliminated
from .view import MahouView

__all__ = ["HeuristicAgent"]

WEREWOLF_ROLES = ("werewolf",)


class HeuristicAgent:
    """Plays 魔法都市の人狼 (basic village) from its seat's view; ``seed`` seeds tie breaks."""

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def reset(self, seat: int, seed: int) -> None:
        self.rng.seed(seed)

    def choose(self, view: MahouView, legal: Sequence[Any]) -> Any:
        """One of ``legal``, chosen from ``view`` alone."""
        if len(legal) == 1:
            return legal[0]
        me = view.seat
        assert me is not None
        wolves = {s for s, r in enumerate(view.roles) if r in WEREWOLF_ROLES}
        i_am_wolf = view.role in WEREWOLF_ROLES
        suspicion = self._suspicion(view, wolves)
        first = legal[0]
        if first.kind == "vote":
            if i_am_wolf:
                return self._best(legal, lambda a: -100 if a.target in wolves else self._threat(view, wolves)[a.target])
            return self._best(legal, lambda a: suspicion[a.target])
        ability = first.ability
        if ability == "attack":
            threat = self._threat(view, wolves)
            return self._best(legal, lambda a: threat[a.target])
        if ability == "divine":
            checked = view.judged()
            return self._best(legal, lambda a: -1 if a.target in checked else suspicion[a.target])
        if ability == "guard":
            return self._best(legal, lambda a: 3 - min(suspicion[a.target], 3), noise=3.0)
        return legal[self.rng.randrange(len(legal))]

    def _suspicion(self, view: MahouView, wolves: set[int]) -> list[float]:
        """How much this seat suspects each seat of being a werewolf."""
        n, me = view.players, view.seat
        score = [1.0] * n
        judged = view.judged()
        humans = {s for s, j in judged.items() if j == "human"}
        for s, r in enumerate(view.roles):
            if r is not None and r not in WEREWOLF_ROLES:
                humans.add(s)
        night_dead = {e.seat for e in view.events if type(e) is Eliminated and e.cause == "attack"}
        humans |= night_dead  # MAH-21: the werewolves attack non-werewolves
        bad = {s for s, j in judged.items() if j == "werewolf"} | wolves
        for e in view.events:
            if type(e) is Ballot and e.voter != me:
                if e.target in humans:
                    score[e.voter] += 0.5
                elif e.target in bad:
                    score[e.voter] -= 0.5
        for s in humans:
            score[s] = 0.0
        for s in bad:
            score[s] = 100.0
        if me is not None:
            score[me] = -1.0
        return score

    def _threat(self, view: MahouView, wolves: set[int]) -> list[float]:
        """For a werewolf: how dangerous each seat is (votes cast against werewolves)."""
        threat = [1.0] * view.players
        for e in view.events:
            if type(e) is Ballot and e.target in wolves and e.voter not in wolves:
                threat[e.voter] += 1.0
        for w in wolves:
            threat[w] = -100.0
        return threat

    def _best(self, legal: Sequence[Any], score: Any, noise: float = 0.45) -> Any:
        """The best-scoring action, each score with up to ``noise`` added at random."""
        draw = self.rng.random
        return max(legal, key=lambda a: score(a) + noise * draw())
