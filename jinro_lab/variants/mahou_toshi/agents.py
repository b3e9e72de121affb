"""A heuristic player of 魔法都市の人狼, reading only its seat's view.

There is no table talk in the engine, so a seat acts on what it saw:

* **suspicion**: a human starts every other seat at 1; what the seer or the
  medium learned (MAH-R02, MAH-R03, random white MAH-05) and known teammates
  (masons, knight and dragon) settle a seat at 0 (human) or 100 (werewolf).
  Ballots are evidence: voting for a seat later shown human (the medium's
  result, or dead in the night, so most likely attacked) adds suspicion, voting
  for a werewolf removes some; a seat that votes like a known werewolf is
  suspected a little more.
* **votes** (MAH-11, MAH-12): a human votes for the most suspected living seat;
  a werewolf (MAH-02: the evil eye and a turned chimera too) for a living
  human, preferring those who voted against werewolves.
* **night** (MAH-20): the seer divines the most suspected unchecked seat; a
  protector (knight, dragon, spirit user) guards a seat it trusts, at random (a
  guard the werewolves can predict is a guard they avoid); the moneylender
  lends its double vote to a seat it trusts, itself when it knows no human;
  werewolves propose the human who most threatens them (who voted for a
  werewolf) and who did not survive an attack already (guarded, or the demon
  or the fox), so their proposals tend to agree (MAH-03), and the evil eye
  silences the same kind of threat; the chimera, who does not know the
  werewolves, names the seat the table trusts most (fewest votes received):
  a likely attack target.
* **the hunter's shot** (MAH-24): the most suspected living seat (a werewolf
  takes a human, as it would attack).

Every score gets a little noise from the agent's own seeded RNG (less than the
smallest step of evidence), which breaks ties and stalemates: without it, seats
that always vote alike can tie for ever while the knight always saves the
same target, and the game would never end (MAH-12 and MAH-21 allow that).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from ...core.events import Ballot, Eliminated, Proposal
from .view import MahouView

__all__ = ["HeuristicAgent"]

#: the noise of each night choice's scores: a guard is chosen nearly at random among trusted seats
_NOISE = {"guard": 3.0}


class HeuristicAgent:
    """Plays 魔法都市の人狼 from its seat's view; ``seed`` seeds tie breaks."""

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
        wolves = view.werewolves()
        first = legal[0]
        if me in wolves:  # votes, attacks, the evil eye's silence: the most threatening human
            threat = self._threat(view, wolves)
            return self._best(legal, lambda a: threat[a.target])
        suspicion = self._suspicion(view, wolves)
        if first.kind == "vote" or first.ability in ("shoot", "attack", "silence"):
            return self._best(legal, lambda a: suspicion[a.target])
        return self._best(legal, self._night_score(view, first.ability, suspicion), _NOISE.get(first.ability, 0.45))

    def _night_score(self, view: MahouView, kind: str, suspicion: list[float]) -> Callable[[Any], float]:
        """How much a human seat wants each target of its night ability ``kind``."""
        me = view.seat
        if kind == "divine":
            checked = view.judged()
            return lambda a: -1 if a.target in checked else suspicion[a.target]
        if kind == "guard":
            return lambda a: 3 - min(suspicion[a.target], 3)
        if kind == "lend":  # a trusted seat: a known human first, then itself
            return lambda a: 0.5 if a.target == me else -suspicion[a.target]
        if kind == "predict":
            received = [0.0] * view.players
            for e in view.events:
                if type(e) is Ballot:
                    received[e.target] += 1
            return lambda a: -received[a.target]
        return lambda a: 0.0

    def _suspicion(self, view: MahouView, wolves: frozenset[int]) -> list[float]:
        """How much this seat suspects each seat of being a werewolf."""
        n, me = view.players, view.seat
        score = [1.0] * n
        judged = view.judged()
        humans = {s for s, j in judged.items() if j == "human"}
        for s, r in enumerate(view.roles):
            if r is not None and s not in wolves:
                humans.add(s)
        night_dead = {e.seat for e in view.events if type(e) is Eliminated and e.cause == "night"}
        humans |= night_dead  # MAH-21: the werewolves attack non-werewolves (most night deaths)
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

    def _threat(self, view: MahouView, wolves: frozenset[int]) -> list[float]:
        """For a werewolf: how dangerous each seat is (votes cast against werewolves),
        less each time it was proposed for an attack and lived on (guarded, or the
        demon or the fox, MAH-21: an attack not to repeat for ever)."""
        threat = [1.0] * view.players
        alive = view.alive
        for e in view.events:
            if type(e) is Ballot and e.target in wolves and e.voter not in wolves:
                threat[e.voter] += 1.0
            elif type(e) is Proposal and alive[e.choice.target]:
                threat[e.choice.target] -= 1.5
        for w in wolves:
            threat[w] = -100.0
        return threat

    def _best(self, legal: Sequence[Any], score: Any, noise: float = 0.45) -> Any:
        """The best-scoring action, each score with up to ``noise`` added at random."""
        draw = self.rng.random
        return max(legal, key=lambda a: score(a) + noise * draw())
