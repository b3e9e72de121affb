"""The heuristic agent of 政治家人狼: it elects the players it has reason to trust.

Trust is read from the seat's view only (SEI-60):

* **Human Party.** On day 1 every eligible Human Party player votes for the
  *focal* candidate (the lowest seat it may vote for): a public convention, so
  that from day 2 the players who followed it are the ones to trust (a voter
  who follows it by chance is rare). A player who cannot hold a seat (reporter,
  prosecutor, guard, SEI-26) votes elsewhere on day 1 so as not to be trusted
  into a wasted seat. Private results weigh more: a Wolf Party member found by
  the reporter or a party found by the prosecutor (SEI-02), the reporter's
  hint (SEI-13). From day 2 each votes for its most trusted candidate, ties to
  the lowest seat, so the bloc stays together. The guard protects, and the
  reporter investigates, the most trusted players.
* **Wolf Party.** Votes for its known teammates who can hold a seat (wolves
  first: two seated wolves end a manifesto game, SEI-55); the wolves smear the
  player the Human Party trusts most (by the same public count); an elected
  wolf picks the manifesto side that helps it (SEI-53) and names the targets
  that hurt the humans.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ...core.events import Ballot, Knowledge
from ...core.policy import sampled_policy
from ...core.viewers import seat_of
from .actions import Ability, Announce, CarryOut
from .roles import HUMAN, ROLES, WOLF
from .view import SeijikaView

__all__ = ["HeuristicAgent"]

NON_ELIGIBLE = ("reporter", "prosecutor", "guard")


class HeuristicAgent:
    """A seat that votes for whom it trusts (see the module docstring)."""

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)
        self._day1: tuple[Any, dict[int, float]] | None = None  # this game's finished day-1 count

    def reset(self, seat: int, seed: int) -> None:
        self.rng.seed(seed)
        self._day1 = None

    def policy(self, view: SeijikaView, legal: Sequence[Any]) -> list[float]:
        """How likely each of ``legal`` is, estimated from 32 choices with the agent's
        tie-breaking noise seeded from the view (``core.policy.sampled_policy``, mixed
        with a little of the uniform): an approximation, for ``jinro_lab.core.hidden``."""
        return sampled_policy(self, view, legal)

    # ----- trust ------------------------------------------------------------------------------------------------
    def public_trust(self, view: SeijikaView) -> dict[int, float]:
        """How far each seat followed the day-1 convention (public: the ballots)."""
        first = view.events[0] if view.events else None
        if self._day1 is not None and self._day1[0] is first:  # the same game: day 1 is over
            return dict(self._day1[1])
        trust = dict.fromkeys(range(view.players), 0.0)
        day1 = []
        over = False
        for e in view.events:
            if e.__class__ is Ballot and e.round == 0:
                if e.day > 1:
                    over = True  # the day-1 ballots are all in
                    break
                day1.append(e)
        voters = sorted(e.voter for e in day1)
        for e in day1:
            focal = next((s for s in voters if s != e.voter), None)
            if focal is not None and e.target == focal:
                trust[e.voter] += 1.0
        if over:
            self._day1 = (first, dict(trust))
        return trust

    def trust(self, view: SeijikaView) -> dict[int, float]:
        """Public trust plus what this seat knows (its party's view of the others)."""
        trust = self.public_trust(view)
        me = seat_of(view.seat)
        mine = ROLES[view.role].party if view.role else HUMAN
        for s, r in enumerate(view.roles):
            if r is not None and s != me:
                same = ROLES[r].party == mine
                trust[s] += 10.0 if same else -10.0
                if same and r in NON_ELIGIBLE:
                    trust[s] -= 12.0  # a wasted seat (SEI-26)
        for e in view.events:
            if e.__class__ is not Knowledge or e.observer != me:
                continue
            kind, subject = e.key[0], e.key[1]
            if kind == "member":
                trust[subject] += -10.0 if e.key[2] else 0.5
            elif kind == "party":
                trust[subject] += 10.0 if e.key[2] == mine else -10.0
            elif kind == "hint":
                trust[subject] += 0.5
        if mine == WOLF:
            for s in range(view.players):  # the Wolf Party elects its own, wolves first
                if view.roles[s] == "wolf":
                    trust[s] += 2.0
        return trust

    # ----- choices -------------------------------------------------------------------------------------------------
    def choose(self, view: SeijikaView, legal: Sequence[Any]) -> Any:
        if len(legal) == 1:
            return legal[0]
        kind = legal[0].kind
        if kind in ("vote", "wait"):
            return self._vote(view, legal)
        if kind == "ability":
            return self._night(view, legal)
        if kind == "announce":
            return self._announce(view, legal)
        if kind == "carry_out":
            return self._carry_out(view, legal)
        return legal[self.rng.randrange(len(legal))]

    def _best(self, options: Sequence[Any], score: dict[int, float], target: Any) -> Any:
        """The option whose target scores highest; ties to the lowest seat."""
        return max(options, key=lambda a: (score.get(target(a), 0.0), -target(a)))

    def _vote(self, view: SeijikaView, legal: Sequence[Any]) -> Any:
        votes = [a for a in legal if a.kind == "vote"]
        role = view.role or "human"
        party = ROLES[role].party
        if view.day == 1 and party == HUMAN and not any(e.__class__ is Ballot and e.day > 1 for e in view.events):
            if role in NON_ELIGIBLE:  # off the convention: not to be trusted into a seat
                return votes[-1] if len(votes) > 1 else votes[0]
            trust = {a.target: 0.0 for a in votes}
            for s, r in enumerate(view.roles):
                if r is not None and s != view.seat and ROLES[r].party != HUMAN:
                    trust[s] = -10.0
            return self._best(votes, trust, lambda a: a.target)
        return self._best(votes, self.trust(view), lambda a: a.target)

    def _night(self, view: SeijikaView, legal: Sequence[Ability]) -> Ability:
        ability = legal[0].ability
        if ability == "smear":  # the player the humans trust most, never a teammate
            public = self.public_trust(view)
            known = {s for s, r in enumerate(view.roles) if r is not None and ROLES[r].party == WOLF}
            score = {s: public[s] - (100.0 if s in known or s == view.seat else 0.0) for s in public}
            return max(legal, key=lambda a: (sum(score[t] for t in a.targets), -a.targets[0]))
        trust = self.trust(view)
        if ability == "investigate":  # check the trusted candidates still in the race, not yet known
            learned = set(view.facts("member")) | {s for s, r in enumerate(view.roles) if r is not None}
            race = set(view.race())

            def value(a: Ability) -> tuple[float, int]:
                return (sum((t in race) * 5 + trust[t] - (t in learned) * 50 for t in a.targets), -a.targets[0])

            return max(legal, key=value)
        return max(legal, key=lambda a: (sum(trust[t] for t in a.targets), -a.targets[0]))  # protect

    def _announce(self, view: SeijikaView, legal: Sequence[Announce]) -> Announce:
        plain = [a for a in legal if not a.mimic]
        if view.manifesto in {a.card for a in plain}:
            return next(a for a in plain if a.card == view.manifesto)
        return plain[self.rng.randrange(len(plain))]

    def _carry_out(self, view: SeijikaView, legal: Sequence[CarryOut]) -> CarryOut:
        """SEI-53: the Human Party its Human effect on its most trusted (a recall on its
        least trusted); an elected wolf the Wolf effect aimed at the most trusted human."""
        party = ROLES[view.role or "human"].party
        trust = self.trust(view)
        side = HUMAN if party == HUMAN else WOLF
        mine = [a for a in legal if a.side == side] or list(legal)

        def value(a: CarryOut) -> float:
            total = 0.0
            for slot, t in zip(a.slots, a.targets, strict=True):
                if t is None:
                    continue
                if slot == "seat":  # recall: the least trusted elected player
                    total -= trust[t]
                elif party == HUMAN:
                    total += trust[t]
                else:  # a wolf's effect lands on the most trusted human (weight 0 and the like)
                    total += -trust[t] if a.side == WOLF else trust[t]
            return total

        return max(mine, key=lambda a: (value(a), self.rng.random()))
