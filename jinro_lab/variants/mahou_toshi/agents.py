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

Every score gets a little noise from the agent's own seeded RNG (less than the
smallest step of evidence), which breaks ties and stalemates: without it, seats
that always vote alike can tie for ever while the knight always saves the
same target, and the game would never end (MAH-12 and MAH-21 allow that).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from ...core.claims import Claimed, claims_by_role
from ...core.events import Ballot, Eliminated, Proposal
from ...core.policy import sampled_policy, shared_noise
from ...core.viewers import seat_of
from .roles import ROLES, WEREWOLVES
from .view import MahouView

__all__ = ["HeuristicAgent"]

#: the noise of each night choice's scores: a guard is chosen nearly at random among trusted seats
_NOISE = {"guard": 3.0}

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


class HeuristicAgent:
    """Plays 魔法都市の人狼 from its seat's view; ``seed`` seeds tie breaks."""

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def reset(self, seat: int, seed: int) -> None:
        self.rng.seed(seed)

    def policy(self, view: MahouView, legal: Sequence[Any]) -> list[float]:
        """How likely each of ``legal`` is, estimated from 32 choices with the agent's
        tie-breaking noise seeded from the view (``core.policy.sampled_policy``, mixed
        with a little of the uniform): an approximation, for ``jinro_lab.core.hidden``."""
        return sampled_policy(self, view, legal)

    def choose(self, view: MahouView, legal: Sequence[Any]) -> Any:
        """One of ``legal``, chosen from ``view`` alone."""
        if len(legal) == 1:
            return legal[0]
        me = seat_of(view.seat)
        assert me is not None
        wolves = view.werewolves()
        first = legal[0]
        kind = first.kind
        if kind == "card":
            side = 1 if view.role is not None and ROLES[view.role].team == WEREWOLVES else 0
            return self._best(legal, lambda a: CARD_VALUE.get(a.card, (0, 0))[side])
        if kind == "claim":
            return self._claim(view, legal, wolves)
        if kind in ("word", "side"):
            return legal[self.rng.randrange(len(legal))]
        if kind == "event_target" and first.card == "magic_mirror":
            return self._best(legal, self._mirror_score(view))
        if kind == "event_target":
            return self._best(legal, self._naming_score(view, wolves, NAMINGS.get(first.card, True)))
        pack = wolves  # the werewolves it knows, before the madman adds itself: every member draws alike
        if view.role == "madman" and wolves:  # it knows them (evil cult, MAH-E23): it votes as one of them
            wolves = wolves | {me}
        if me in wolves:  # votes, attacks, the evil eye's silence: the most threatening human(s)
            threat = self._threat(view, wolves)
            if kind == "vote":  # blend in: the human the table suspects, then a threat; as one pack
                table = self._suspicion(view, frozenset(), private=False)
                tie = shared_noise(pack, view.day, view.players)
                blend = [
                    t + 0.3 * h + 0.45 * tie[s] - 100 * (s in wolves)
                    for s, (t, h) in enumerate(zip(table, threat, strict=True))
                ]
                return self._best(legal, lambda a: blend[a.target], noise=0.0)
            if kind == "pair":
                return self._best(legal, lambda a: threat[a.targets[0]] + threat[a.targets[1]])
            return self._best(legal, lambda a: threat[a.target])
        if view.role == "fox" and kind == "vote":  # the seer is its death (MAH-R15): vote it out, else blend in
            seers = [s for s in claims_by_role(view.events, "seer") if view.alive[s]]
            table = self._suspicion(view, frozenset(), private=False)
            return self._best(legal, lambda a: table[a.target] + 10 * (a.target in seers))
        suspicion = self._suspicion(view, wolves)
        if first.kind == "vote" or first.ability in ("shoot", "attack", "silence"):
            return self._best(legal, lambda a: suspicion[a.target])
        return self._best(legal, self._night_score(view, first.ability, suspicion), _NOISE.get(first.ability, 0.45))

    def _claim(self, view: MahouView, legal: Sequence[Any], wolves: frozenset[int]) -> Any:
        """The claim to make today (see the module's notes); ``legal[0]`` is no claim."""
        me, role = view.seat, view.role
        said = {(e.claim.role, e.claim.subject, e.claim.verdict) for e in view.events if type(e) is Claimed}
        options = {(a.role, a.subject, a.verdict): a for a in legal}
        if role in ("seer", "medium"):
            results = sorted(view.judged().items(), key=lambda r: r[1] != "werewolf")
            return next((options[k] for s, v in results if (k := (role, s, v)) in options and k not in said), legal[0])
        mine = [e.claim for e in view.events if type(e) is Claimed and e.seat == me]
        first_wolf = me in wolves and all(w == me or not view.alive[w] or w > me for w in wolves)
        if role == "madman" or mine or first_wolf:
            accuser = self._accused_by(view, wolves) if me in wolves else None
            if accuser is not None and ("seer", accuser, "werewolf") not in said:  # the counter-claim
                return options.get(("seer", accuser, "werewolf"), legal[0])
            named = {c.subject for c in mine}
            humans = [s for s in view.living() if s != me and s not in wolves and s not in named]
            if not humans:
                return legal[0]
            target = humans[self.rng.randrange(len(humans))]
            return options.get(("seer", target, "werewolf"), legal[0])
        return legal[0]

    @staticmethod
    def _accused_by(view: MahouView, wolves: frozenset[int]) -> int | None:
        """The first living seat that claimed the seer and called a werewolf a werewolf."""
        for e in view.events:
            if type(e) is not Claimed or e.seat in wolves or not view.alive[e.seat]:
                continue
            if e.claim.role == "seer" and e.claim.subject in wolves and e.claim.verdict == "werewolf":
                return int(e.seat)
        return None

    def _naming_score(self, view: MahouView, wolves: frozenset[int], harm: bool) -> Callable[[Any], float]:
        """How much the executed player wants to name each seat for a card that harms
        (or helps) the seat named: a werewolf harms threats and helps werewolves, a
        human harms suspects and helps the trusted."""
        if view.seat in wolves:
            threat = self._threat(view, wolves)
            return (lambda a: threat[a.target]) if harm else (lambda a: a.target in wolves)
        suspicion = self._suspicion(view, wolves)
        return (lambda a: suspicion[a.target]) if harm else (lambda a: -suspicion[a.target])

    def _mirror_score(self, view: MahouView) -> Callable[[Any], float]:
        """MAH-E09: the werewolves' side reverses the medium's result on the executed
        player itself (a werewolf shown human, a madman shown werewolf); a citizen
        wastes the mirror on another dead player, else on a random one."""
        me = seat_of(view.seat)
        if view.role is not None and ROLES[view.role].team == WEREWOLVES:
            return lambda a: a.target == me
        return lambda a: a.target != me and not view.alive[a.target]

    def _night_score(self, view: MahouView, kind: str, suspicion: list[float]) -> Callable[[Any], float]:
        """How much a human seat wants each target of its night ability ``kind``."""
        me = seat_of(view.seat)
        if kind == "divine":
            checked = view.judged()
            return lambda a: -1 if a.target in checked else suspicion[a.target]
        if kind == "guard":  # a trusted seat, the lone claimed seer first
            seers = claims_by_role(view.events, "seer")
            seer = next(iter(seers)) if len(seers) == 1 else -1
            trusted_seer = seer >= 0 and suspicion[seer] < 3
            return lambda a: 3 - min(suspicion[a.target], 3) + (2 if trusted_seer and a.target == seer else 0)
        if kind == "lend":  # a trusted seat: a known human first, then itself
            return lambda a: 0.5 if a.target == me else -suspicion[a.target]
        if kind == "predict":
            received = [0.0] * view.players
            for e in view.events:
                if type(e) is Ballot:
                    received[e.target] += 1
            return lambda a: -received[a.target]
        return lambda a: 0.0

    def _suspicion(self, view: MahouView, wolves: frozenset[int], private: bool = True) -> list[float]:
        """How much this seat suspects each seat of being a werewolf (``private=False``:
        from what the whole table saw, as a werewolf guesses the humans' suspicion)."""
        n, me = view.players, seat_of(view.seat)
        score = [1.0] * n
        judged = view.judged() if private else {}
        humans = {s for s, j in judged.items() if j == "human"}
        for s, r in enumerate(view.roles if private else ()):
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
        if private:
            self._weigh_claims(view, score, humans, bad)
        for s in humans:
            score[s] = 0.0
        for s in bad:
            score[s] = 100.0
        if me is not None:
            score[me] = -1.0
        return score

    @staticmethod
    def _weigh_claims(view: MahouView, score: list[float], humans: set[int], bad: set[int]) -> None:
        """The claimed results (module notes): a lone claimant of a role is believed,
        rival claimants half as much and each a little suspect; a claim against a seat
        known human marks its claimant; a medium's claimed human joins ``humans``."""
        me = seat_of(view.seat)
        for role in ("medium", "seer"):  # a medium's claimed human can show a seer claim false
            claimants = claims_by_role(view.events, role)
            if me is not None:
                claimants.pop(me, None)
            if view.role == role:  # every other claimant of my role lies
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
                    for e in view.events:
                        if type(e) is Ballot and e.target == claimant and e.voter != me:
                            score[e.voter] += 0.5
                for subject, verdict in results:
                    if verdict == "werewolf" and (subject in humans or subject == me):
                        score[claimant] += 5.0  # it called a known human a werewolf
                    elif verdict == "werewolf":
                        score[subject] += 3.0 * weight
                    elif role == "medium" and weight == 1.0:
                        humans.add(subject)
                    else:
                        score[subject] -= 0.5 * weight

    def _threat(self, view: MahouView, wolves: frozenset[int]) -> list[float]:
        """For a werewolf: how dangerous each seat is (votes cast against werewolves),
        less each time it was proposed for an attack and lived on (guarded, or the
        demon or the fox, MAH-21: an attack not to repeat for ever), more so each
        time (the penalty outgrows the votes a seat can cast in the meantime)."""
        threat = [1.0] * view.players
        for role, worth in (("seer", 3.0), ("medium", 1.5)):
            for claimant in claims_by_role(view.events, role):
                if claimant not in wolves:
                    threat[claimant] += worth
        alive = view.alive
        survived = [0] * view.players
        for e in view.events:
            if type(e) is Ballot and e.target in wolves and e.voter not in wolves:
                threat[e.voter] += 1.0
            elif type(e) is Proposal:
                for target in e.choice.targets:
                    if alive[target]:
                        survived[target] += 1
                        threat[target] -= 1.5 * survived[target]
        for w in wolves:
            threat[w] = -100.0
        return threat

    def _best(self, legal: Sequence[Any], score: Any, noise: float = 0.45) -> Any:
        """The best-scoring action, each score with up to ``noise`` added at random."""
        draw = self.rng.random
        return max(legal, key=lambda a: score(a) + noise * draw())
