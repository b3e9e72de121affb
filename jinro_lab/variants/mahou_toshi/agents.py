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
  human, preferring those who voted against werewolves. The werewolves vote as
  one: they read the table from no seat's point of view and break its ties with
  ``core.policy.shared_noise`` of the werewolves they know and the day, which
  every one of them (and a madman shown them) draws alike.
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
* **the executed player's choices** (MAH-13, MAH-33): of two event cards (or
  the airship's, MAH-E12), the one worth most to its team (:data:`CARD_VALUE`);
  a seat a card harms (:data:`NAMINGS`: the mages' guild's victim, a lover) is
  the most suspected one (a werewolf's: the most threatening human), a seat a
  card helps the most trusted one (a werewolf's: a fellow werewolf); a word
  and the illusionist's direction (MAH-E02) at random; the mirror (MAH-E09) on
  itself for the werewolves' side (the medium's result reversed), on another
  dead player for a citizen (wasted).
* **two attack targets** (MAH-E21, MAH-E24): the two most threatening humans.
* **the madman** who learned the werewolves (evil cult, MAH-E23) votes as one.
* **claims** (option ``claims``, ``core.claims``): the seer and the medium
  claim their results, a werewolf first; the madman and one werewolf (the
  lowest living seat) claim the seer from day 1 with an invented result a day
  (a human called a werewolf), and name their accuser when a claimed seer
  names a werewolf. A human believes a seer or medium claimed by one seat only (a
  werewolf verdict adds 3 to the seat's suspicion, a human one takes 0.5
  away; the claimant is trusted a little, and a vote against it suspect),
  half as much when two or more claim the same role (then each claimant is a
  little suspect); a claim that calls a seat it knows to be
  human a werewolf (itself, a teammate, a result) marks the claimant. The
  knight guards the lone claimed seer; the werewolves count a claimed seer as
  their greatest threat until an attack on it fails (protected).

It reads its seat's :class:`Observation` (what the scores below use of the view: the
ballots, the announced deaths, its results, the roles and werewolves it knows, the
proposals and claims it saw), which the readable game's view gives (:func:`observe`)
and the fast engine keeps as its game runs (``HeuristicAgent.choose_observed``): one
scoring for both engines, the same choices on the same seed.

Every score gets a little noise from the agent's own seeded RNG (less than the
smallest step of evidence), which breaks ties and stalemates: without it, seats
that always vote alike can tie for ever while the knight always saves the
same target, and the game would never end (MAH-12 and MAH-21 allow that).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Collection, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Final, NamedTuple

from ...core.claims import Claimed, claims_by_role
from ...core.events import Ballot, Eliminated, Proposal
from ...core.memo import ACTIONS, STATES
from ...core.policy import reseed, sampled_policy, shared_noise
from ...core.viewers import seat_of
from .roles import ROLES, WEREWOLVES
from .view import MahouView

if TYPE_CHECKING:
    from ...core.fast import Readable

__all__ = ["HeuristicAgent", "Observation", "observe"]

#: the noise added to every score (less than the smallest step of evidence: it breaks ties)
_TIE: Final = 0.45
#: the lowest score, below every option's (module constants are ``Final``: compiled, they are
#: read without a look-up by name)
_WORST: Final = -math.inf
#: the noise of each night choice's scores: a guard is chosen nearly at random among trusted seats
_NOISE: Final = {"guard": 3.0}

#: what an event card is worth to the citizens and to the werewolves (their madman too),
#: for the executed player's choice of two and the airship (MAH-30, MAH-E12); 0 if unlisted
CARD_VALUE: dict[str, tuple[int, int]] = {
    "graveyard": (-3, 3),  # the seer dies
    "mages_guild": (2, 2),  # one more death of the chooser's choice
    "courthouse": (2, 0),  # one more execution by the (mostly human) table
    "altar": (2, -1),  # roles of the dead shown
    "church": (1, -1),
    "prison": (1, -1),
    "arena": (1, -1),
    "legend_tree": (1, 1),
    "airship": (1, 1),
    "guild": (1, 1),
    "bank": (1, 1),
    "thieves": (1, 1),
    "clock_tower": (-1, 1),
    "babel": (0, 1),
    "illusionist_garden": (0, 1),
    "magic_mirror": (0, 1),
    "casino": (-1, 1),
    "evil_cult": (-1, 2),
    "slum": (-2, 2),
    "beast_forest": (-3, 3),
}

#: card -> whether the seat it names is harmed (``True``: killed, a lover, robbed of
#: its vote) or helped (spared the attack, a double vote); the mirror has its own rule
NAMINGS: dict[str, bool] = {"mages_guild": True, "legend_tree": True, "thieves": True, "guild": False, "bank": False}


class Observation(NamedTuple):
    """What a seat knows, as the heuristic reads it (MAH-50, MAH-51): every field follows
    from the events the seat saw. The readable engine gives it from the seat's view
    (:func:`observe`), the fast engine keeps it as its game runs
    (``fast.FastMahou.observation``); a differential test holds the two equal.

    ``alive``: the living as the table was told (MAH-26); ``roles``: the roles the seat
    knows, its own included (``MahouView.roles``); ``judged``: ``MahouView.judged()``;
    ``wolves``: ``MahouView.werewolves()``; ``votes``: per seat, the voter of every public
    ballot against it, in order (MAH-11); ``night_dead``: the seats announced dead in a morning
    (MAH-26); ``proposals``: the attack targets of each werewolf proposal it saw
    (MAH-03); ``claims``: the public claims (``core.claims``)."""

    seat: int
    role: str | None
    day: int
    players: int
    alive: tuple[bool, ...]
    roles: tuple[str | None, ...]
    judged: dict[int, str]
    wolves: frozenset[int]
    votes: Sequence[tuple[int, ...]]
    night_dead: Collection[int]
    proposals: Sequence[tuple[int, ...]]
    claims: Sequence[Claimed]

    def living(self) -> tuple[int, ...]:
        return tuple(s for s, up in enumerate(self.alive) if up)


def observe(view: MahouView) -> Observation:
    """The :class:`Observation` of the seat whose view ``view`` is (the events it saw)."""
    me = seat_of(view.seat)
    assert me is not None, "an agent plays a seat"
    votes: list[list[int]] = [[] for _ in range(view.players)]
    night_dead: set[int] = set()
    proposals: list[tuple[int, ...]] = []
    claims: list[Claimed] = []
    for e in view.events:
        kind = type(e)
        if kind is Ballot:
            votes[e.target].append(e.voter)
        elif kind is Eliminated:
            if e.cause == "night":
                night_dead.add(e.seat)
        elif kind is Proposal:
            proposals.append(tuple(e.choice.targets))
        elif kind is Claimed:
            claims.append(e)
    return Observation(
        me,
        view.role,
        view.day,
        view.players,
        view.alive,
        view.roles,
        view.judged(),
        view.werewolves(),
        tuple(map(tuple, votes)),
        frozenset(night_dead),
        tuple(proposals),
        tuple(claims),
    )


def _key(action: Any) -> Any:
    """What the agent's scores read of a readable action: the seat it names, the two
    seats of a pair, a card's id, a claim's role, subject and verdict; the fast engine's
    options are these keys themselves (a word's or a side's is never read)."""
    kind = action.kind
    if kind == "pair":
        return action.targets
    if kind == "card":
        return action.card
    if kind == "claim":
        return (action.role, action.subject, action.verdict)
    return getattr(action, "target", action)


#: ``core.policy.shared_noise`` of the werewolves a seat knows, a day and the number of players,
#: kept (shared, read only: every werewolf's vote of the day asks it; a compiled agent calls no
#: interpreted function for it)
_pack_noise: Final = lru_cache(maxsize=STATES)(shared_noise)


@lru_cache(maxsize=ACTIONS)
def _first(readable: Readable, option: Any) -> Any:
    """The readable action of a fast engine's first option (what the question is)."""
    return readable((option,))[0]


class HeuristicAgent:
    """Plays 魔法都市の人狼 from its seat's view; ``seed`` seeds tie breaks. It reads the
    seat's :class:`Observation`: built from the view by :meth:`choose`, kept by the fast
    engine, which asks :meth:`choose_observed` (``core.fast.observed_choice``)."""

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)
        #: the fast engine's reader of ballots, once it asked a vote (:meth:`choose_observed`)
        self._ballots: Readable | None = None

    def reset(self, seat: int, seed: int) -> None:
        """The agent protocol's start of a game: the state of ``random.Random(seed)`` (``core.policy.reseed``)."""
        reseed(self.rng, seed)

    def policy(self, view: MahouView, legal: Sequence[Any]) -> list[float]:
        """How likely each of ``legal`` is, estimated from 32 choices with the agent's
        tie-breaking noise seeded from the view (``core.policy.sampled_policy``, mixed
        with a little of the uniform): an approximation, for ``jinro_lab.core.hidden``."""
        return sampled_policy(self, view, legal)

    def choose(self, view: MahouView, legal: Sequence[Any]) -> Any:
        """One of ``legal``, chosen from ``view`` alone (its :func:`observe`)."""
        if len(legal) == 1:
            return legal[0]
        return legal[self._decide(observe(view), legal[0], [_key(a) for a in legal])]

    def choose_observed(
        self, observation: Observation, options: Sequence[Any], readable: Readable | None = None
    ) -> Any:
        """One of a fast engine's ``options`` (seats, pairs of seats, card ids, words,
        sides), chosen from the seat's ``observation`` as :meth:`choose` chooses among
        the readable actions ``readable(options)``: the same scores, the same draws.
        Without ``readable`` the options are the readable actions themselves (a stepped
        game's ``legal(seat)``, as a search asks)."""
        if len(options) == 1:
            return options[0]
        if readable is None:
            return options[self._decide(observation, options[0], [_key(a) for a in options])]
        if readable is self._ballots:  # the commonest question (MAH-11), without _decide's dispatch
            return options[self._vote(observation, options)]
        first = _first(readable, options[0])
        if first.kind == "vote":  # a reader makes one kind of action: this one reads ballots
            self._ballots = readable
            return options[self._vote(observation, options)]
        return options[self._decide(observation, first, options)]

    def _decide(self, obs: Observation, first: Any, keys: Sequence[Any]) -> int:
        """The index of the chosen option: ``first`` is the first readable action (the
        question's kind), ``keys`` each option as the scores read it (:func:`_key`)."""
        kind = first.kind
        if kind == "vote":  # the commonest question first (MAH-11)
            return self._vote(obs, keys)
        me = obs.seat
        wolves = obs.wolves
        if kind == "card":
            side = 1 if obs.role is not None and ROLES[obs.role].team == WEREWOLVES else 0
            return self._best(keys, lambda c: CARD_VALUE.get(c, (0, 0))[side], _TIE)
        if kind == "claim":
            return self._claim(obs, keys, wolves)
        if kind in ("word", "side"):
            return self.rng.randrange(len(keys))
        if kind == "event_target" and first.card == "magic_mirror":
            return self._best(keys, self._mirror_score(obs), _TIE)
        if kind == "event_target":
            return self._best(keys, self._naming_score(obs, wolves, NAMINGS.get(first.card, True)), _TIE)
        if obs.role == "madman" and wolves:  # it knows them (evil cult, MAH-E23): it acts as one of them
            wolves = wolves | {me}
        if me in wolves:  # attacks, the evil eye's silence: the most threatening human(s)
            threat = self._threat(obs, wolves)
            if kind == "pair":
                return self._best(keys, lambda p: threat[p[0]] + threat[p[1]], _TIE)
            return self._most(keys, threat, _TIE)
        suspicion = self._suspicion(obs, wolves)
        if first.ability in ("shoot", "attack", "silence"):
            return self._most(keys, suspicion, _TIE)
        return self._most(keys, self._night_score(obs, first.ability, suspicion), _NOISE.get(first.ability, _TIE))

    def _vote(self, obs: Observation, keys: Sequence[int]) -> int:
        """MAH-11: the index of the seat to vote for (see the module's notes)."""
        me, role = obs.seat, obs.role
        wolves = pack = obs.wolves  # the werewolves it knows, before the madman adds itself: every member draws alike
        if wolves and role == "madman":  # it knows them (evil cult, MAH-E23): it votes as one of them
            wolves = wolves | {me}
        if wolves and me in wolves:  # blend in: the human the table suspects, then a threat; as one pack
            threat = self._threat(obs, wolves)
            table = self._table(obs)
            tie = _pack_noise(pack, obs.day, obs.players)
            # one draw per option, as every choice makes (no noise here): random() takes two
            # 32-bit words of the generator, getrandbits(64 k) the same 2 k words at once
            self.rng.getrandbits(64 * len(keys))
            best, index = _WORST, 0  # the first highest blend, in one pass
            for i, s in enumerate(keys):
                blend = table[s] + 0.3 * threat[s] + 0.45 * tie[s] - 100 * (s in wolves)
                if blend > best:
                    best, index = blend, i
            return index
        if role == "fox":  # the seer is its death (MAH-R15): vote it out, else blend in
            seers = [s for s in claims_by_role(obs.claims, "seer") if obs.alive[s]]
            table = self._table(obs)
            return self._best(keys, lambda t: table[t] + 10 * (t in seers), _TIE)
        return self._most(keys, self._suspicion(obs, wolves), _TIE)

    def _claim(self, obs: Observation, keys: Sequence[Any], wolves: frozenset[int]) -> int:
        """The claim to make today (see the module's notes): its index; ``keys[0]`` is no claim."""
        me, role = obs.seat, obs.role
        said = {(e.claim.role, e.claim.subject, e.claim.verdict) for e in obs.claims}
        options = {k: i for i, k in enumerate(keys)}
        if role in ("seer", "medium"):
            results = sorted(obs.judged.items(), key=lambda r: r[1] != "werewolf")
            return next((options[k] for s, v in results if (k := (role, s, v)) in options and k not in said), 0)
        mine = [e.claim for e in obs.claims if e.seat == me]
        first_wolf = me in wolves and all(w == me or not obs.alive[w] or w > me for w in wolves)
        if role == "madman" or mine or first_wolf:
            accuser = self._accused_by(obs, wolves) if me in wolves else None
            if accuser is not None and ("seer", accuser, "werewolf") not in said:  # the counter-claim
                return options.get(("seer", accuser, "werewolf"), 0)
            named = {c.subject for c in mine}
            humans = [s for s in obs.living() if s != me and s not in wolves and s not in named]
            if not humans:
                return 0
            target = humans[self.rng.randrange(len(humans))]
            return options.get(("seer", target, "werewolf"), 0)
        return 0

    @staticmethod
    def _accused_by(obs: Observation, wolves: frozenset[int]) -> int | None:
        """The first living seat that claimed the seer and called a werewolf a werewolf."""
        for e in obs.claims:
            if e.seat in wolves or not obs.alive[e.seat]:
                continue
            if e.claim.role == "seer" and e.claim.subject in wolves and e.claim.verdict == "werewolf":
                return int(e.seat)
        return None

    def _naming_score(self, obs: Observation, wolves: frozenset[int], harm: bool) -> Callable[[int], float]:
        """How much the executed player wants to name each seat for a card that harms
        (or helps) the seat named: a werewolf harms threats and helps werewolves, a
        human harms suspects and helps the trusted."""
        if obs.seat in wolves:
            threat = self._threat(obs, wolves)
            return threat.__getitem__ if harm else wolves.__contains__
        suspicion = self._suspicion(obs, wolves)
        return suspicion.__getitem__ if harm else (lambda t: -suspicion[t])

    def _mirror_score(self, obs: Observation) -> Callable[[int], float]:
        """MAH-E09: the werewolves' side reverses the medium's result on the executed
        player itself (a werewolf shown human, a madman shown werewolf); a citizen
        wastes the mirror on another dead player, else on a random one."""
        me = obs.seat
        if obs.role is not None and ROLES[obs.role].team == WEREWOLVES:
            return lambda t: t == me
        alive = obs.alive
        return lambda t: t != me and not alive[t]

    def _night_score(self, obs: Observation, kind: str, suspicion: list[float]) -> list[float]:
        """How much a human seat wants each seat as the target of its night ability
        ``kind`` (MAH-20 (3)), a score per seat (``suspicion``, its own, is made the divination's)."""
        if kind == "divine":  # the most suspected seat it has not checked
            for t in obs.judged:
                suspicion[t] = -1.0
            return suspicion
        if kind == "guard":  # a trusted seat, the lone claimed seer first
            seers = claims_by_role(obs.claims, "seer") if obs.claims else {}
            seer = next(iter(seers)) if len(seers) == 1 else -1
            score = [3.0 - s if s < 3.0 else 0.0 for s in suspicion]  # 3 - min(s, 3), without a call a seat
            if seer >= 0 and suspicion[seer] < 3:  # trusted
                score[seer] += 2
            return score
        if kind == "lend":  # a trusted seat: a known human first, then itself
            score = [-s for s in suspicion]
            score[obs.seat] = 0.5
            return score
        if kind == "predict":
            return [-float(len(v)) for v in obs.votes]
        return [0.0] * obs.players

    @staticmethod
    def _table(obs: Observation) -> list[float]:
        """What the whole table suspects of each seat, as a werewolf guesses the humans'
        suspicion (:meth:`_suspicion` from no private knowledge)."""
        score = [1.0] * obs.players
        votes = obs.votes
        humans = obs.night_dead  # MAH-21: the werewolves attack non-werewolves (most night deaths)
        for target in humans:
            for voter in votes[target]:
                score[voter] += 0.5
        for s in humans:
            score[s] = 0.0
        score[obs.seat] = -1.0
        return score

    def _suspicion(self, obs: Observation, wolves: frozenset[int]) -> list[float]:
        """How much this seat suspects each seat of being a werewolf. Every step is a
        sum of halves and quarters, exact in floats: the order of the sums changes no score."""
        votes = obs.votes
        score = [1.0] * obs.players
        me, roles = obs.seat, obs.roles
        humans = set(obs.night_dead)  # MAH-21: the werewolves attack non-werewolves (most night deaths)
        if roles[me] is None or roles.count(None) < len(roles) - 1:  # it knows more seats than itself
            for s, r in enumerate(roles):  # the seats it knows (but the werewolves)
                if r is not None and s not in wolves:
                    humans.add(s)
        elif me not in wolves:
            humans.add(me)
        for target in humans:  # each ballot for a seat known human adds, for a known werewolf takes away
            for voter in votes[target]:
                score[voter] += 0.5
        judged = obs.judged
        if judged or wolves or obs.claims:
            self._weigh_results(obs, score, humans, wolves)
        else:
            for s in humans:
                score[s] = 0.0
        score[me] = -1.0
        return score

    def _weigh_results(self, obs: Observation, score: list[float], humans: set[int], wolves: frozenset[int]) -> None:
        """:meth:`_suspicion` of a seat that knows a werewolf, a result (its own, MAH-R02,
        MAH-R03, MAH-05) or a claim: its results join ``humans`` (whose ballots ``score``
        already counts) or the werewolves, each ballot for a known werewolf takes away, the
        claims weigh (:meth:`_weigh_claims`), and the known seats are settled."""
        votes = obs.votes
        bad: Collection[int] = wolves
        judged = obs.judged
        if judged:  # its results
            bad = set(wolves)
            for s, j in judged.items():
                if j != "human":
                    bad.add(s)
                elif s not in humans:
                    humans.add(s)
                    for voter in votes[s]:
                        score[voter] += 0.5
        for target in bad:
            if target not in humans:
                for voter in votes[target]:
                    score[voter] -= 0.5
        if obs.claims:
            self._weigh_claims(obs, score, humans, bad)
        for s in humans:
            score[s] = 0.0
        for s in bad:
            score[s] = 100.0

    @staticmethod
    def _weigh_claims(obs: Observation, score: list[float], humans: set[int], bad: Collection[int]) -> None:
        """The claimed results (module notes): a lone claimant of a role is believed,
        rival claimants half as much and each a little suspect; a claim against a seat
        known human marks its claimant; a medium's claimed human joins ``humans``."""
        if not obs.claims:
            return
        me = obs.seat
        for role in ("medium", "seer"):  # a medium's claimed human can show a seer claim false
            claimants = claims_by_role(obs.claims, role)
            claimants.pop(me, None)
            if obs.role == role:  # every other claimant of my role lies
                for c in claimants:
                    score[c] += 5.0
                continue
            weight = 1.0 if len(claimants) == 1 else 0.5
            for claimant, results in claimants.items():
                if claimant in bad:
                    continue
                if len(claimants) > 1:
                    score[claimant] += 0.5
                else:  # the lone claimant is trusted, and so voting it out is suspect
                    score[claimant] -= 0.5
                    for voter in obs.votes[claimant]:
                        if voter != me:
                            score[voter] += 0.5
                for subject, verdict in results:
                    if verdict == "werewolf" and (subject in humans or subject == me):
                        score[claimant] += 5.0  # it called a known human a werewolf
                    elif verdict == "werewolf":
                        score[subject] += 3.0 * weight
                    elif role == "medium" and weight == 1.0:
                        humans.add(subject)
                    else:
                        score[subject] -= 0.5 * weight

    def _threat(self, obs: Observation, wolves: frozenset[int]) -> list[float]:
        """For a werewolf: how dangerous each seat is (votes cast against werewolves),
        less each time it was proposed for an attack and lived on (guarded, or the
        demon or the fox, MAH-21: an attack not to repeat for ever), more so each
        time (the penalty outgrows the votes a seat can cast in the meantime)."""
        threat = [1.0] * obs.players
        if obs.claims:
            for role, worth in (("seer", 3.0), ("medium", 1.5)):
                for claimant in claims_by_role(obs.claims, role):
                    if claimant not in wolves:
                        threat[claimant] += worth
        alive = obs.alive
        votes = obs.votes
        for wolf in wolves:
            for voter in votes[wolf]:
                if voter not in wolves:
                    threat[voter] += 1.0
        if obs.proposals:
            survived = [0] * obs.players
            for targets in obs.proposals:
                for target in targets:
                    if alive[target]:
                        survived[target] += 1
                        threat[target] -= 1.5 * survived[target]
        for w in wolves:
            threat[w] = -100.0
        return threat

    def _best(self, keys: Sequence[Any], score: Callable[[Any], float], noise: float) -> int:
        """The index of the best-scoring option (the first of equals), each score
        (``score(key)``) with up to ``noise`` added at random (one draw per option, in order)."""
        return self._most(range(len(keys)), [score(k) for k in keys], noise)  # no score draws

    def _most(self, keys: Sequence[int], table: list[float], noise: float) -> int:
        """:meth:`_best` of a score per seat (``table[seat]``), each option a seat: the
        first highest, found in one pass without a list of the scores (``list.index(max(...))``)."""
        draw = self.rng.random
        best, index = _WORST, 0
        for i, k in enumerate(keys):
            score = table[k] + noise * draw()
            if score > best:
                best, index = score, i
        return index
