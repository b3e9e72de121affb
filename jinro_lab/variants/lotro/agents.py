"""A heuristic player of LotROで人狼, reading only its seat's view.

There is no table talk in the engine, so a seat acts on what it saw:

* **suspicion** (a village-side seat): a wolf that presented the tooth to it
  (it survived with the leaf or the water, LOT-46) is certain; a death in a room
  points at the room's survivors (LOT-71: rooms and deaths are public; the fewer
  survivors, the stronger), and more so at those who shared the room with it when
  it saw the death; ballots cast for a seat later killed at night count a little
  against the voter.
* **votes** (LOT-20): a village-side seat votes for its most suspected living
  seat; a wolf for the non-wolf the table suspects most (to blend in), or one who
  knows a wolf (who survived its tooth). The wolves vote as one (they may agree on
  their private channel, LOT-06): the table's reading is the same for each of them,
  and so are its tie breaks (``core.policy.shared_noise``).
* **rooms** (LOT-31): a village-side seat points at the seat it suspects least
  (it avoids rooming with suspects); a wolf forming a room of two points at a
  free fellow wolf (no death, no trace: LOT-40, LOT-43), otherwise at a non-wolf
  nobody suspects (a victim whose death points at no one) and never at a wolf.
* **the night** (LOT-40 ... LOT-44): a wolf spends its one pass (LOT-42) the
  first night it shares a room with a non-wolf, unless a roommate already knows a
  wolf: any death points at the room's survivors (LOT-71), a lone survivor most of
  all; after, it presents to the roommate who knows most (a survivor of a tooth
  first). Measured at 12 players (1000 heuristic games, seed 3): Sauron's win rate
  was 15% with each wolf voting alone and killing at once when no one would see it,
  20% with the shared vote, 32% with the pass spent first;
  a wolf whose fellow wolf sits with it leaves the kill to the lower seat;
  the healer and the friend always answer the tooth with their item (LOT-41);
  the apostle kills themself at once when it has a living roommate (LOT-45): the
  room's survivors fall under suspicion (LOT-71), most often villagers (measured:
  the heuristic Village's win rate drops from about 94% to 85% at 12 players).

Scores get a little noise from the agent's own seeded RNG to break ties.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ...core.events import Ballot, Eliminated
from ...core.memo import STATES
from ...core.policy import reseed, sampled_policy, shared_noise
from ...core.viewers import SeatReading, seat_of
from . import events as ev
from .rooms import room_sizes
from .view import LotroView

__all__ = ["HeuristicAgent", "Observation", "observe"]

#: the roles a wolf learns of a seat that survived its tooth (LOT-41): it knows a wolf
TOOTH_SURVIVORS = ("healer", "friend")
#: the noise added to every score (it breaks ties; passed at every call: a compiled build's method
#: does not see a default argument when a Python subclass of the agent plays, scripts/compile_fast.py)
_TIE = 0.45
_INF = float("inf")


@dataclass(slots=True)
class Observation:
    """What the heuristic reads of a seat's view (LOT-46, LOT-70, LOT-71), as plain data:
    ``seat`` (``None`` for the game master or the table), ``players``, ``day``, its own
    ``role``, the ``roles`` it knows, who it knows to be ``alive``, its ``passes``
    (LOT-42) and ``rooms`` as the view gives them (``LotroView``); ``deaths``: the deaths
    it saw, in order, ``(kind, seat, room)``: ``night`` a night's dead announced in the
    morning (public, LOT-11), ``room`` a death in its room as it happened (LOT-46), with
    the room the dead seat was in (its seats); ``ballots``: every ballot it saw,
    ``(voter, target)`` in order (public, LOT-20).

    :func:`observe` reads one from a view's events; the fast engine keeps one per seat as
    its game runs (``fast.FastGame.observation``); both give the same data at the same
    decision (``tests/variants/lotro/test_fast_heuristic.py``)."""

    seat: int | None
    players: int
    day: int
    role: str | None
    roles: Sequence[str | None]
    alive: Sequence[bool]
    passes: int
    rooms: tuple[tuple[int, ...], ...]
    deaths: list[tuple[str, int, tuple[int, ...]]]
    ballots: list[tuple[int, int]]


class Reader(SeatReading):
    """The events of one seat's views read so far, for :func:`observe`: a later view of the
    same seat in the same game extends the events of the last (it is read from there on);
    another seat, another game (its first event another) or an earlier view is read from
    its start. ``rooms``: the rooms formed since the last night began (LOT-71)."""

    __slots__ = ("ballots", "deaths", "rooms")

    def __init__(self, seat: Any = None, first: Any = None):
        super().__init__(seat, first)
        self.rooms: dict[int, tuple[int, ...]] = {}
        self.deaths: list[tuple[str, int, tuple[int, ...]]] = []
        self.ballots: list[tuple[int, int]] = []

    def take(self, events: Sequence[Any]) -> None:
        """Keep the rooms formed, the ballots and the deaths with their rooms (LOT-71)."""
        rooms, deaths, ballots = self.rooms, self.deaths, self.ballots
        for e in events:
            cls = type(e)
            if cls is ev.PhaseBegan and e.phase == "night":
                rooms = self.rooms = {}
            elif cls is ev.RoomFormed:
                rooms[e.room] = e.seats
            elif cls is Ballot:
                ballots.append((e.voter, e.target))
            elif (cls is Eliminated and e.cause == "night") or cls is ev.RoomDeath:
                room = next((r for r in rooms.values() if e.seat in r), ())
                deaths.append(("room" if cls is ev.RoomDeath else "night", e.seat, room))


def observe(view: LotroView, reader: Reader | None = None) -> Observation:
    """The heuristic's :class:`Observation` of ``view``, from its events (a death's room:
    the room formed that night the seat was in, LOT-71); ``reader``: what an agent read of
    this seat's earlier views (:class:`Reader`; the observation then shares its lists)."""
    seen = (reader or Reader()).read(view)
    me = seat_of(view.seat)
    return Observation(
        me,
        view.players,
        view.day,
        view.role,
        view.roles,
        view.alive,
        view.passes,
        view.rooms,
        seen.deaths,
        seen.ballots,
    )


class HeuristicAgent:
    """Plays LotROで人狼 from its seat's view; ``seed`` seeds tie breaks. It reads a view
    through its :class:`Observation` (:meth:`choose`), and the fast engine asks it with
    one directly (:meth:`choose_observed`)."""

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)
        self._reader = Reader()  # what it read of its seat's views (:func:`observe`)
        #: the roles it last read and what it read of them (:func:`_read_roles`), for the next
        #: decision with the same (immutable) tuple
        self._roles: tuple[str | None, ...] | None = None
        self._known: tuple[frozenset[int], tuple[int, ...]] = (frozenset(), ())

    def reset(self, seat: int, seed: int) -> None:
        reseed(self.rng, seed)  # a new agent's state (core.policy.reseed)
        self._reader = Reader()

    def policy(self, view: LotroView, legal: Sequence[Any]) -> list[float]:
        """How likely each of ``legal`` is, estimated from 32 choices with the agent's
        tie-breaking noise seeded from the view (``core.policy.sampled_policy``, mixed
        with a little of the uniform): an approximation, for ``jinro_lab.core.hidden``."""
        return sampled_policy(self, view, legal)

    def choose(self, view: LotroView, legal: Sequence[Any]) -> Any:
        """One of ``legal``, chosen from ``view`` alone (its :func:`observe`)."""
        if len(legal) == 1:
            return legal[0]
        self._reader = self._reader.read(view)
        return self.choose_observed(observe(view, self._reader), legal)

    def choose_observed(self, seen: Observation, legal: Sequence[Any]) -> Any:
        """One of ``legal``, chosen from ``seen`` (what the seat's view shows): the choice
        :meth:`choose` makes, with the same draws of the agent's generator."""
        if len(legal) == 1:
            return legal[0]
        kind = legal[0].kind
        if kind == "answer":
            return next(a for a in legal if a.use)  # LOT-41: the item saves its holder
        me = seen.seat
        if kind in ("suicide", "hold") and seen.role == "apostle":
            room = next((i for i, r in enumerate(seen.rooms) if me in r), None) if me is not None else None
            framed = room is not None and any(s != me and seen.alive[s] for s in seen.rooms[room])
            return next(a for a in legal if a.kind == ("suicide" if framed else "hold"))
        roles = tuple(seen.roles)  # the same tuple while the seat learns no role (a view's, the fast engine's)
        if roles is not self._roles:
            self._roles, self._known = roles, _read_roles(roles)
        wolves, knows = self._known
        if me in wolves:
            return self._wolf(seen, legal, wolves, knows)
        suspicion = self._suspicion(seen, wolves, False)
        if kind == "vote":
            return self._best(legal, suspicion, _TIE, False)
        if kind == "point":
            return self._best(legal, suspicion, _TIE, True)
        return legal[self.rng.randrange(len(legal))]

    def _wolf(self, seen: Observation, legal: Sequence[Any], wolves: frozenset[int], knows: Sequence[int]) -> Any:
        """A wolf's vote (LOT-20), pointing (LOT-31) and night (LOT-40 ... LOT-44; see the
        module docstring); ``knows``: the seats
        it knows to know a wolf (:func:`_read_roles`); the table's reading (``_suspicion``,
        public only) is computed where it is read."""
        seats = range(seen.players)
        kind = legal[0].kind
        if kind == "hold":  # the hold comes last where it is offered (LOT-44): what else is offered
            kind = next((a.kind for a in legal if a.kind != "hold"), "hold")
        if kind == "vote":  # as one: the table's reading and the team's own tie breaks agree
            public = self._suspicion(seen, wolves, True)
            tie = shared_noise(wolves, seen.day, seen.players)
            score = [-100.0 if t in wolves else public[t] + 5 * knows[t] + 0.45 * tie[t] for t in seats]
            return self._best(legal, score, 0.0, False)
        if kind == "point":
            alive = sum(seen.alive)
            sizes = room_sizes(alive)
            pair = len(seen.rooms) < len(sizes) and sizes[len(seen.rooms)] == 2
            if pair:
                for a in legal:
                    if a.target in wolves:  # a room of two wolves: a night with no trace
                        return self._best(legal, [float(t in wolves) for t in seats], _TIE, False)
            public = self._suspicion(seen, wolves, True)
            return self._best(legal, [-100.0 if t in wolves else -public[t] for t in seats], _TIE, False)
        if kind == "present":  # the offer read in one pass: presents to non-wolves, the lowest fellow wolf, the hold
            presents, others, low_wolf, hold = [], [], None, None
            for a in legal:
                if a.kind == "present":
                    target = a.target
                    if target not in wolves:
                        presents.append(a)
                        others.append(target)
                    elif low_wolf is None or target < low_wolf:
                        low_wolf = target
                elif hold is None and a.kind == "hold":
                    hold = a
            if not others:
                return hold  # only wolves here: not a pass (LOT-43)
            if low_wolf is not None and low_wolf < (seen.seat or 0):
                return hold  # the lower wolf kills; no pass if no non-wolf is left
            if seen.passes == 0 and not any(knows[t] for t in others):
                return hold  # the death would point at this room: spend the one pass (LOT-42)
            public = self._suspicion(seen, wolves, True)
            return self._best(presents, [10 * knows[t] + public[t] for t in seats], _TIE, False)
        return legal[self.rng.randrange(len(legal))]

    def _suspicion(self, seen: Observation, wolves: frozenset[int], public_only: bool) -> list[float]:
        """How much this seat suspects each seat of being a wolf (``public_only``: how
        the table reads the public record, from no seat's own point of view, so every
        wolf computes it alike): a night's dead points at its room's survivors (LOT-11,
        LOT-71), a death seen in its room at the roommates (LOT-46), a ballot for a seat
        later killed at night a little at the voter (LOT-20)."""
        n, me = seen.players, None if public_only else seen.seat
        alive = seen.alive
        score = [1.0] * n
        night_dead: set[int] = set()
        for kind, dead, room in seen.deaths:  # each share divided once, added in the same order
            # (the room's seats counted, then each given its share: plain loops over 2 or 3 seats)
            if kind == "night":
                night_dead.add(dead)
                survivors = 0
                for s in room:
                    if alive[s] and s != dead and s != me:
                        survivors += 1
                if survivors:
                    share = 3.0 / survivors
                    for s in room:
                        if alive[s] and s != dead and s != me:
                            score[s] += share
            elif not public_only and dead != me:
                others = 0
                for s in room:
                    if s != dead and s != me:
                        others += 1
                if others:
                    share = 6.0 / others
                    for s in room:
                        if s != dead and s != me:
                            score[s] += share
        if night_dead:
            for voter, target in seen.ballots:
                if target in night_dead and voter != me:
                    score[voter] += 0.3
        if not public_only:
            for w in wolves:
                score[w] = 100.0
        for s, up in enumerate(alive):
            if not up:
                score[s] = -50.0
        if me is not None:
            score[me] = -100.0
        return score

    def _best(self, legal: Sequence[Any], score: Sequence[float], noise: float, least: bool) -> Any:
        """The action whose target scores best (``score`` by seat; ``least``: the score
        negated), each score with up to ``noise`` added at random, drawn in the order of
        ``legal``: the first best, as ``max`` finds it."""
        draw = self.rng.random
        best, top = legal[0], -_INF  # the scores are finite: the first beats it
        if least:
            for a in legal:
                value = -score[a.target] + noise * draw()
                if value > top:
                    best, top = a, value
            return best
        for a in legal:
            value = score[a.target] + noise * draw()
            if value > top:
                best, top = a, value
        return best


@lru_cache(maxsize=STATES)
def _read_roles(roles: tuple[str | None, ...]) -> tuple[frozenset[int], tuple[int, ...]]:
    """What a seat reads of the roles it knows (a pure function of them, kept): the wolves,
    and for a wolf the seats that survived a wolf's tooth (they know a wolf): those whose
    role it learned as the healer or the friend (LOT-41, LOT-46)."""
    wolves = frozenset(s for s, r in enumerate(roles) if r == "wolf")
    return wolves, tuple([int(r in TOOTH_SURVIVORS) for r in roles])
