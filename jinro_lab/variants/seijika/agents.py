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
from dataclasses import dataclass
from typing import Any

from ...core.events import Ballot, Knowledge
from ...core.policy import reseed, sampled_policy
from ...core.viewers import seat_of
from .actions import Ability, Announce, CarryOut
from .roles import HUMAN, ROLES, WOLF
from .view import SeijikaView

__all__ = ["HeuristicAgent", "Observation", "observe"]

NON_ELIGIBLE = ("reporter", "prosecutor", "guard")
#: the kinds of a seat's own knowledge the heuristic weighs (SEI-02, SEI-13, SEI-56)
FACTS = ("member", "party", "hint")
#: the party of each role id (SEI-01)
PARTY = {r.id: r.party for r in ROLES.values()}


@dataclass(slots=True)
class Observation:
    """What the heuristic reads of a seat's view (SEI-60), as plain data: ``seat`` (``None``
    for the game master or the table), ``players``, ``day``, its own ``role`` and
    ``manifesto``, the ``roles`` it knows (``SeijikaView.roles``, a tuple), who is ``in_race``,
    ``day1``: the first-round ballots of day 1 it has seen, ``(voter, target)`` in the
    order cast (public, SEI-22), and ``facts``: its own results, a tuple of ``(kind,
    subject, value)`` in the order learned, of the kinds :data:`FACTS` (the reporter's results and
    hint, SEI-02, SEI-13; the prosecutor's results and the parties announced, SEI-56).

    :func:`observe` reads one from a view's events; the fast engine keeps one per seat as
    its game runs (``fast.FastGame.observation``); both give the same data at the same
    decision (``tests/variants/seijika/test_fast_heuristic.py``)."""

    seat: int | None
    players: int
    day: int
    role: str | None
    manifesto: str | None
    roles: tuple[str | None, ...]
    in_race: Sequence[bool]
    day1: tuple[tuple[int, int], ...]
    facts: tuple[tuple[str, int, Any], ...]


def observe(view: SeijikaView) -> Observation:
    """The heuristic's :class:`Observation` of ``view``, from its events in one pass."""
    me = seat_of(view.seat)
    day1 = []
    facts = []
    for e in view.events:
        cls = e.__class__
        if cls is Ballot:
            if e.round == 0 and e.day == 1:
                day1.append((e.voter, e.target))
        elif cls is Knowledge and e.observer == me and me is not None and e.key[0] in FACTS:
            facts.append(e.key)
    return Observation(
        me,
        view.players,
        view.day,
        view.role,
        view.manifesto,
        tuple(view.roles),
        view.in_race,
        tuple(day1),
        tuple(facts),
    )


class HeuristicAgent:
    """A seat that votes for whom it trusts (see the module docstring); it reads a view
    through its :class:`Observation` (:meth:`choose`), and the fast engine asks it with
    one directly (:meth:`choose_observed`)."""

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)
        #: the last public trust computed, by its ballots (the same tuple: the same count)
        self._public: tuple[tuple[tuple[int, int], ...], int, dict[int, float]] | None = None
        #: the last trust computed, by what it read (:meth:`_trust`)
        self._kept: tuple[Any, Any, Any, tuple[int | None, str | None, int], dict[int, float]] | None = None
        #: the last ballot chosen, by its actions and what it read (:meth:`_vote`)
        self._voted: tuple[tuple[Any, ...], Any, Any] | None = None

    def reset(self, seat: int, seed: int) -> None:
        reseed(self.rng, seed)  # a new agent's state (core.policy.reseed)

    def policy(self, view: SeijikaView, legal: Sequence[Any]) -> list[float]:
        """How likely each of ``legal`` is, estimated from 32 choices with the agent's
        tie-breaking noise seeded from the view (``core.policy.sampled_policy``, mixed
        with a little of the uniform): an approximation, for ``jinro_lab.core.hidden``."""
        return sampled_policy(self, view, legal)

    # ----- trust ------------------------------------------------------------------------------------------------
    def public_trust(self, seen: Observation) -> dict[int, float]:
        """How far each seat followed the day-1 convention (the ballots of day 1's first
        round, SEI-22, public by SEI-60): one for a ballot for the focal candidate, the lowest
        voter but the voter itself (for the lowest voter, the second lowest; none if it is
        the only voter)."""
        return dict(self._public_count(seen))

    def _public_count(self, seen: Observation) -> dict[int, float]:
        """:meth:`public_trust`, read only: kept for the same ballots (the same tuple)."""
        day1 = seen.day1
        last = self._public
        if last is not None and last[0] is day1 and last[1] == seen.players:  # the same ballots as last asked
            return last[2]
        trust = dict.fromkeys(range(seen.players), 0.0)
        lowest = second = -1  # no voter (seats are 0 and up)
        for voter, _ in day1:
            if lowest < 0 or voter < lowest:
                second, lowest = lowest, voter
            elif voter != lowest and (second < 0 or voter < second):
                second = voter
        for voter, target in day1:
            if target == (second if voter == lowest else lowest):  # the focal candidate (-1: none, never a target)
                trust[voter] += 1.0
        self._public = (day1, seen.players, trust)
        return trust

    def trust(self, seen: Observation) -> dict[int, float]:
        """Public trust plus what this seat knows (its party's view of the others)."""
        return dict(self._trust(seen))

    def _trust(self, seen: Observation) -> dict[int, float]:
        """:meth:`trust` (SEI-60), read only: kept while what it reads is the same (the day-1 ballots,
        the roles it knows and its facts: the same tuples, as the fast engine's observation keeps
        them until something is learned, or equal ones; the seat, its role and the players), a
        pure function of them."""
        day1, roles, facts = seen.day1, seen.roles, seen.facts
        kept = self._kept
        if (
            kept is not None
            and (kept[0] is day1 or kept[0] == day1)
            and (kept[1] is roles or kept[1] == roles)
            and (kept[2] is facts or kept[2] == facts)
            and kept[3] == (seen.seat, seen.role, seen.players)
        ):
            return kept[4]
        trust = dict(self._public_count(seen))
        me = seen.seat
        mine = PARTY[seen.role] if seen.role else HUMAN
        for s, r in enumerate(seen.roles):
            if r is not None and s != me:
                same = PARTY[r] == mine
                trust[s] += 10.0 if same else -10.0
                if same and r in NON_ELIGIBLE:
                    trust[s] -= 12.0  # a wasted seat (SEI-26)
        for kind, subject, value in seen.facts:
            if kind == "member":
                trust[subject] += -10.0 if value else 0.5
            elif kind == "party":
                trust[subject] += 10.0 if value == mine else -10.0
            else:  # the reporter's hint
                trust[subject] += 0.5
        if mine == WOLF:
            for s in range(seen.players):  # the Wolf Party elects its own, wolves first
                if seen.roles[s] == "wolf":
                    trust[s] += 2.0
        self._kept = (day1, roles, facts, (me, seen.role, seen.players), trust)
        return trust

    # ----- choices -------------------------------------------------------------------------------------------------
    def choose(self, view: SeijikaView, legal: Sequence[Any]) -> Any:
        """One of ``legal``, chosen from what ``view`` shows (its :func:`observe`)."""
        if len(legal) == 1:
            return legal[0]
        return self.choose_observed(observe(view), legal)

    def choose_observed(self, seen: Observation, legal: Sequence[Any]) -> Any:
        """One of ``legal``, chosen from ``seen`` (what the seat's view shows): the choice
        :meth:`choose` makes, with the same draws of the agent's generator."""
        if len(legal) == 1:
            return legal[0]
        kind = legal[0].kind
        if kind in ("vote", "wait"):
            return self._vote(seen, legal)
        if kind == "ability":
            return self._night(seen, legal)
        if kind == "announce":
            return self._announce(seen, legal)
        if kind == "carry_out":
            return self._carry_out(seen, legal)
        return legal[self.rng.randrange(len(legal))]

    def _best(self, legal: Sequence[Any], score: dict[int, float]) -> Any:
        """The ballot of ``legal`` (its votes: a wait is passed over, SEI-23) whose target
        scores highest (a seat ``score`` lacks: 0), ties to the lowest seat (the first
        such vote, as ``max`` of ``(score, -target)`` finds it), in one pass."""
        best, top, low = None, 0.0, 0
        get = score.get
        for a in legal:
            if a.kind != "vote":
                continue
            t = a.target
            value = get(t, 0.0)
            if best is None or value > top or (value == top and t < low):
                best, top, low = a, value, t
        return best

    def _vote(self, seen: Observation, legal: Sequence[Any]) -> Any:
        """A ballot (SEI-60: from the seat's view): no draw, a pure function of ``legal`` and
        what it reads (on day 1 the convention reads the seat and the roles it knows, then
        its trust), so the last one is kept for the same actions (a tuple, the same object)
        read alike."""
        role = seen.role or "human"
        convention = seen.day == 1 and PARTY[role] == HUMAN  # on day 1 no ballot of a later day exists
        if convention and role in NON_ELIGIBLE:  # off the convention: not to be trusted into a seat (the last ballot)
            return next(a for a in reversed(legal) if a.kind == "vote")
        read: Any = (seen.seat, seen.roles) if convention else self._trust(seen)
        kept = self._voted
        if kept is not None and kept[0] is legal and (kept[1] is read or kept[1] == read):
            return kept[2]
        if convention:  # the focal candidate, the lowest seat not known to be of another party
            me = seen.seat
            trust = {s: -10.0 for s, r in enumerate(seen.roles) if r is not None and s != me and PARTY[r] != HUMAN}
        else:
            trust = read
        choice = self._best(legal, trust)
        if type(legal) is tuple:
            self._voted = (legal, read, choice)
        return choice

    def _night(self, seen: Observation, legal: Sequence[Ability]) -> Ability:
        """A night ability (SEI-31: the wolves' smear; SEI-32: the guard's protection and
        the reporter's investigation; SEI-54: two targets under a manifesto), each seat
        scored in one pass (no set built per decision)."""
        ability = legal[0].ability
        me, roles = seen.seat, seen.roles
        if ability == "smear":  # the player the humans trust most, never a teammate
            public = self._public_count(seen)
            score = []
            for s in range(seen.players):
                r = roles[s]
                score.append(public[s] - (100.0 if (r is not None and PARTY[r] == WOLF) or s == me else 0.0))
            return _aimed(legal, score)
        trust = self._trust(seen)
        if ability == "investigate":  # check the trusted candidates still in the race, not yet known
            members = [subject for kind, subject, _ in seen.facts if kind == "member"]
            in_race = seen.in_race
            score = []
            for t in range(seen.players):
                learned = roles[t] is not None or t in members
                score.append((5 if in_race[t] else 0) + trust[t] - (50 if learned else 0))
            return _aimed(legal, score)
        return _aimed(legal, [trust[t] for t in range(seen.players)])  # protect

    def _announce(self, seen: Observation, legal: Sequence[Announce]) -> Announce:
        plain = [a for a in legal if not a.mimic]
        if seen.manifesto in {a.card for a in plain}:
            return next(a for a in plain if a.card == seen.manifesto)
        return plain[self.rng.randrange(len(plain))]

    def _carry_out(self, seen: Observation, legal: Sequence[CarryOut]) -> CarryOut:
        """SEI-53: the Human Party its Human effect on its most trusted (a recall on its
        least trusted); an elected wolf the Wolf effect aimed at the most trusted human.
        The best value, ties by a draw per option in order (one pass: the option ``max``
        of ``(value, rng.random())`` finds, with the same draws)."""
        party = PARTY[seen.role or "human"]
        trust = self._trust(seen)
        side = HUMAN if party == HUMAN else WOLF
        mine = [a for a in legal if a.side == side] or legal
        draw = self.rng.random
        best, top, tie = mine[0], 0.0, 0.0
        for i, a in enumerate(mine):
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
            r = draw()
            if i == 0 or total > top or (total == top and r > tie):
                best, top, tie = a, total, r
        return best


def _aimed(legal: Sequence[Ability], score: Sequence[float]) -> Ability:
    """The night ability (SEI-31, SEI-32, SEI-54) whose targets' ``score`` (by seat) sums
    highest, ties to the lowest first target: the first such ability, as ``max`` of
    ``(sum, -first target)`` finds it (one target's sum is ``0 + score``, the float ``sum``
    gives)."""
    best, top, low = legal[0], None, 0
    for a in legal:
        targets = a.targets
        first = targets[0]
        value = 0 + score[first] if len(targets) == 1 else sum([score[t] for t in targets])
        if top is None or value > top or (value == top and first < low):
            best, top, low = a, value, first
    return best
