"""What is hidden from a seat of LotROで人狼, for ``jinro_lab.core.hidden`` (LOT-03, LOT-70).

A seat knows its own role and the roles it learned (a wolf the other wolves, a
wolf's tooth presented to it); the others' roles are hidden. The role counts are
the game master's (LOT-03): the worlds assume the game's own (its ``role_counts``,
its fixed ``roles``, or the default setup) and deal the unknown ones at random to
the unknown seats (``roles=``). The votes are public ballots and the pointing is
public (LOT-31). A random nomination (``nominate="random"``, LOT-31) is announced
chance: forced to the nominee the seat saw, with its probability (``core.chance``).

Conditioning on the nights and the end the seat saw
---------------------------------------------------
Every night's rooms are public, and so is the next morning's list of the dead
(LOT-11, LOT-71): for each night whose morning the seat has seen, each room's
deaths are known. So is each win check (LOT-64, after every morning and every
evening vote): the game went on (the next phase began) or ended, and an end names
its side, its reason (a checkmate with its count: W, V, L, n, LOT-62, LOT-63) and
its winners, every seat of the side, dead or alive (LOT-05). A world must
reproduce all of it, and most worlds drawn blindly do not (340 of 888 ISMCTS
decisions at 12 players found none; late in a 9-player game, up to 20 attempts a
world died at the end, or at a night's tooth with no option left). So:

* **the deal** (:meth:`LotroHidden.propose`) is drawn at random and drawn again
  until it can explain what the seat saw (:func:`deal_can_explain`): the end's
  winners are the seats of its side (:func:`sides_agree`); the nights seen can end
  as announced one after another (:func:`nights_possible`): from where the
  game stands (the wolves that have passed once, the items spent, LOT-41, LOT-42),
  each room of a night reaches one of the ends its acts allow with exactly its
  dead (:func:`room_ends`, LOT-40 ... LOT-45; rooms do not interact, the rounds
  being unbounded), so a leaf shown or a pass on one night can leave a later one
  impossible; and each win check seen gives, where the nights before stand (its
  unused water and leaves), what it gave (:func:`checks_hold`, LOT-23, LOT-60 ...
  LOT-64). Each is a necessary condition: the real history is one of those tried.
  The prior restricted to deals that can explain the view is the posterior's
  support, drawn uniformly: every deal keeps the same weight, so this is exact.
* **the night's choices** of the other seats (:meth:`LotroHidden.candidates`):
  an option after which the room can no longer end the night with the deaths the
  morning announced is left out (:func:`room_can_end`, a search of the room's
  remaining trades, items, suicides and passes, LOT-40 ... LOT-45, with the rounds
  unbounded: any order of acts can happen, so only impossible options are left
  out); a hold that would end the night (nobody acted this round and nobody after
  in seat order can still act, LOT-44) must leave every room as announced; and an
  option that settles something for good (a tooth presented to a non-wolf: no pass
  tonight; an item shown; the passes judged at the night's end) must leave the
  later nights and win checks seen possible (:func:`_later_possible`: the same
  reading from the world's certain passes and spent items, with every way the rest
  of tonight may still go). The core multiplies the weight by the model probability
  of the options kept (the optimal sequential importance proposal), so the worlds
  stay an honest posterior under the model.
* what the seat sees **at once** (a death in its own room, a trade it is party
  to, LOT-46) is checked on a copy of the world (``core.hidden.Probe``), for the
  options of its own room only (a choice in another room shows nothing before the
  morning) and for a hold that could end the night.
* **when the seat is asked** (LOT-44: in seat order, each round): a choice the seat
  does not see (a hold, an act in another room) after which the world would ask it,
  later in this round and before it sees another event, at a point where the game
  did not, is left out (:func:`_asks_viewer_early`; the core drops such a world).

Every reading only refuses what cannot agree with the view, so the worlds are the
same posterior as plain rejection finds (``tests/variants/lotro/test_sampler.py``);
``test_sampler_real_game.py`` checks that no seat's model refuses the real game.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, NamedTuple

from ...core.events import Eliminated, GameEnded
from ...core.fast import shuffle
from ...core.hidden import PROBE, Context, KnownRoles, Probe, SeatRoles
from . import events as ev
from .checkmate import count_position, win_check
from .roles import ROLES, VILLAGE

__all__ = ["HIDDEN", "LotroHidden", "PlainLotroHidden", "deal_can_explain", "room_can_end"]

#: deals drawn at most per proposal until one can explain the view (each is checked in microseconds)
DEAL_TRIES = 2000
#: the most deals whose verdict (:func:`deal_can_explain`) one call of the sampler remembers
#: (``LotroInfo.verdicts``): a deal drawn again is not checked again (most positions have a
#: few thousand deals, drawn about 70 times per one kept)
VERDICTS = 50_000


@dataclass
class Night:
    """What a seat saw of the night of ``day``: its rooms (LOT-30, public) and the
    seats the next morning announced dead (LOT-11; ``None``: the morning is not
    seen yet)."""

    day: int
    rooms: list[tuple[int, ...]] = field(default_factory=list)
    dead: frozenset[int] | None = None
    #: the seat is a wolf that presented the tooth to nobody that night (LOT-40: its own
    #: acts, which it knows; no trade of its own in its memory)
    held: bool = False


class Check(NamedTuple):
    """A win check the seat saw (LOT-64: after a morning's announcement or an evening's
    vote): the ``day``, whether it followed the evening (``evening``), the seats dead
    then (all announced, LOT-11, LOT-71) and the ``GameEnded`` it gave (``None``: the
    game went on, the next phase began)."""

    day: int
    evening: bool
    dead: frozenset[int]
    end: GameEnded | None


class LotroInfo(KnownRoles):
    """The seat's knowledge: the roles it knows (:class:`KnownRoles`), the nights it
    saw (``nights``: day -> :class:`Night`), the win checks it saw (``checks``) and the
    end (``end``), from its memory only."""

    def __init__(self, game: Any, seat: int):
        super().__init__(game.players, game.view(seat).roles, game.options.cards())
        self.seat = seat
        self.nights: dict[int, Night] = {}
        #: a deal of the pool (the unknown seats' cards in order) -> whether it can explain
        #: the nights (:func:`deal_can_explain`), as drawn (at most :data:`VERDICTS`)
        self.verdicts: dict[tuple[str, ...], bool] = {}
        self.position = game.setup.get("position") is not None
        #: the win checks the seat saw, in order (LOT-64)
        self.checks: list[Check] = []
        #: the game's end as the seat saw it (its winners are a side's every seat, LOT-05)
        self.end: GameEnded | None = None
        #: (deal, night, stand) -> whether the nights seen after it can go as seen
        #: (:func:`nights_possible`, at most :data:`VERDICTS`)
        self.feasible: dict[tuple[Any, ...], bool] = {}
        #: a night choice's look ahead (:func:`_later_possible`) by what it reads of the world
        self.later: dict[tuple[Any, ...], bool] = {}
        self.checkmate: bool = game.options.checkmate
        self.rangers_day: int = game.options.rangers_day
        dead: set[int] = set()
        morning: Night | None = None
        check: tuple[int, bool] | None = None
        wolf = self.known.get(seat) == "wolf"
        for e in game.events_seen_by(seat):
            t = type(e)
            if t is ev.PhaseBegan:
                if check is not None:  # the phase after a check: the game went on
                    self.checks.append(Check(*check, frozenset(dead), None))
                evening = e.phase == "evening"
                check = (e.day, evening) if e.phase == "morning" or (evening and e.day >= 2) else None
                morning = None
                if e.phase == "night":
                    self.nights[e.day] = Night(e.day, held=wolf)
                elif e.phase == "morning" and e.day - 1 in self.nights:
                    morning = self.nights[e.day - 1]
                    morning.dead = frozenset()
            elif t is ev.RoomFormed:
                self.nights[max(self.nights)].rooms.append(e.seats)
            elif t is ev.Trade and e.wolf == seat:
                self.nights[max(self.nights)].held = False
            elif t is Eliminated:
                dead.add(e.seat)
                if morning is not None and morning.dead is not None:
                    morning.dead = morning.dead | {e.seat}
            elif t is ev.PositionStarted:
                dead.update(e.dead)
            elif t is GameEnded:
                self.end = e
                if check is not None:
                    self.checks.append(Check(*check, frozenset(dead), e))
        #: the last day whose night's morning or win check the seat saw (0: none): a night's
        #: choices before it can tell (:func:`_later_possible`)
        #: the nights whose morning the seat saw, in order
        self.seen = [n for n in self.nights.values() if n.dead is not None]
        #: the rooms of those nights where someone died, with their dead
        self.killed: list[tuple[tuple[int, ...], frozenset[int]]] = []
        for n in self.seen:
            assert n.dead is not None
            self.killed.extend((seats, n.dead.intersection(seats)) for seats in n.rooms if n.dead.intersection(seats))
        self.horizon = max(
            (*(n.day for n in self.nights.values() if n.dead is not None), *(c.day - 1 for c in self.checks)), default=0
        )


def deal_can_explain(info: LotroInfo, roles: Sequence[str]) -> bool:
    """Whether a deal can explain what the seat saw, by necessary conditions only (a
    deal refused here explains nothing; one accepted may still fail later):

    * LOT-05, LOT-60, LOT-61: the winners of the end seen are the winning side's
      seats (:func:`sides_agree`);
    * LOT-40 ... LOT-45, LOT-47, LOT-60 ... LOT-64: the nights the seat saw can end as
      their mornings announced, one after another, for some passes and spent items,
      and each win check seen gives what it gave where they stand
      (:func:`nights_possible`, :func:`checks_hold`).
    """
    if not sides_agree(info, roles):
        return False
    for seats, dead in info.killed:  # LOT-40: a village-side death is a wolf's tooth (a quick refusal)
        if "wolf" not in (roles[s] for s in seats) and any(ROLES[roles[s]].side == VILLAGE for s in dead):
            return False
    start: Stand = (frozenset(), frozenset())
    starts = {start}
    if info.position:  # a position's passes and spent items are its own (LOT-41, LOT-42): any
        held = [s for s, role in enumerate(roles) if role in ("wolf", "healer", "friend")]
        starts = set()
        for mask in range(1 << len(held)):
            chosen = [s for k, s in enumerate(held) if mask >> k & 1]
            starts.add(
                (frozenset(s for s in chosen if roles[s] == "wolf"), frozenset(s for s in chosen if roles[s] != "wolf"))
            )
    return nights_possible(info, roles, 0, starts)


#: where a game stands between two nights for :func:`nights_possible` (LOT-41, LOT-42):
#: the wolves that have passed once, the healers and friends whose item is spent
Stand = tuple[frozenset[int], frozenset[int]]


def nights_possible(info: LotroInfo, roles: Sequence[str], after: int, starts: set[Stand]) -> bool:
    """LOT-40 ... LOT-45, LOT-47: whether the nights after night ``after`` whose
    mornings the seat saw can end as announced, one after another, from one of the
    stands ``starts``: each night, each room (rooms do not interact: the rounds are
    unbounded and anyone may hold, LOT-44) reaches one of the ends :func:`room_ends`
    finds from the stand, with the seat presenting to nobody on a night it knows it
    held (:attr:`Night.held`); the stands after the night are every combination of
    the rooms' ends. A wolf's pass and a spent item are for good, so a choice on one
    night (the leaf shown, a pass) can leave a later night impossible. At each stand,
    the win checks seen before the next night (or after the last) give what they
    gave (:func:`checks_hold`: the unused water and leaves count). Each verdict is
    remembered by deal, night and stand (``LotroInfo.feasible``), for the deal and
    for the night choices of its worlds (:func:`_later_possible`)."""
    deal = tuple(roles)
    return any(_feasible(info, deal, after, stand) for stand in starts)


def _feasible(info: LotroInfo, roles: tuple[str, ...], after: int, stand: Stand) -> bool:
    """:func:`nights_possible` from one ``stand`` after night ``after``, remembered."""
    key = (roles, after, stand)
    verdict = info.feasible.get(key)
    if verdict is None:
        verdict = _feasible_from(info, roles, after, stand)
        if len(info.feasible) < VERDICTS:
            info.feasible[key] = verdict
    return verdict


def _feasible_from(info: LotroInfo, roles: tuple[str, ...], after: int, stand: Stand) -> bool:
    night = next((n for n in info.seen if n.day > after), None)
    until = night.day if night is not None else info.horizon + 1
    passed, spent = stand
    if not checks_hold(info, roles, [c for c in info.checks if after < c.day <= until], spent):
        return False
    if night is None:
        return True
    assert night.dead is not None
    idle = frozenset((info.seat,) if night.held else ())
    ends = {stand}
    for seats in night.rooms:
        room_roles = tuple(roles[s] for s in seats)
        dead = night.dead.intersection(seats)
        if not dead and "wolf" not in room_roles and "apostle" not in room_roles:
            continue  # nothing can happen there
        alive = frozenset(seats)
        fresh = frozenset(s for s in seats if roles[s] == "wolf") - idle
        room = Room(seats, room_roles, tuple(1 if s in passed else 0 for s in seats), dead)
        room_ends_ = room_ends(room, RoomState(alive, fresh, frozenset(), spent & alive))
        ends = {(p | e_passed, u | e_used) for p, u in ends for e_passed, e_used in room_ends_}
        if not ends:
            return False
    return any(_feasible(info, roles, night.day, end) for end in ends)


def sides_agree(info: LotroInfo, roles: Sequence[str]) -> bool:
    """LOT-05, LOT-60, LOT-61: the winners of the end the seat saw are every seat of the
    winning side, dead or alive, and nobody else: they tell each seat's side."""
    end = info.end
    if end is None:
        return True
    winners = set(end.winners)
    return all((s in winners) == (ROLES[role].side == end.side) for s, role in enumerate(roles))


def checks_hold(info: LotroInfo, roles: Sequence[str], checks: Sequence[Check], spent: frozenset[int]) -> bool:
    """LOT-60 ... LOT-64, LOT-23: whether each of the win ``checks`` the seat saw gives
    what it gave (the game went on, or ended with the side and reason seen,
    ``checkmate.win_check``) with the deal's living wolves, village-side players and
    apostles (the dead are announced, LOT-71) and the water and leaves not ``spent``
    (where the nights before stand)."""
    seats = range(len(roles))
    used = [s in spent for s in seats]
    for check in checks:
        alive = [s not in check.dead for s in seats]
        position = count_position(roles, alive, used, check.day, check.evening, info.rangers_day)
        end = check.end
        if win_check(position, info.checkmate) != (None if end is None else (end.side, end.reason)):
            return False
    return True


def forced_passes(roles: Sequence[str], room: Sequence[int]) -> list[int]:
    """LOT-40 ... LOT-43: the wolves of a room where nobody died that night that
    certainly passed: each had a living non-wolf roommate, killed nobody, and no
    healer was there to show the leaf (the water kills the wolf, a death)."""
    if "healer" in (roles[s] for s in room) or all(roles[s] == "wolf" for s in room):
        return []
    return [s for s in room if roles[s] == "wolf"]


def later_forced_passes(info: LotroInfo, roles: Sequence[str], day: int, seat: int) -> int:
    """How many nights after ``day`` (their mornings seen) ``seat``, a wolf, certainly
    passed (:func:`forced_passes`): a pass tonight would make that one its second."""
    count = 0
    for night in info.nights.values():
        if night.day > day and night.dead is not None:
            for room in night.rooms:
                if seat in room and not any(s in night.dead for s in room) and seat in forced_passes(roles, room):
                    count += 1
    return count


# ----- one room's night, abstracted (LOT-40 ... LOT-45) -------------------------------------------------
class Room(NamedTuple):
    """A room for :func:`room_can_end`: its seats, their roles and passes so far
    (LOT-42), and the seats of it the morning announced dead."""

    seats: tuple[int, ...]
    roles: tuple[str, ...]
    passes: tuple[int, ...]
    dead: frozenset[int]


class RoomState(NamedTuple):
    """Where a room's night stands: the living seats, the wolves who have not
    presented yet (``fresh``), those who presented to a non-wolf (``hit``: no pass,
    LOT-40), the seats whose leaf or water is spent (LOT-41)."""

    alive: frozenset[int]
    fresh: frozenset[int]
    hit: frozenset[int]
    used: frozenset[int]


def _roles(room: Room) -> dict[int, str]:
    return dict(zip(room.seats, room.roles, strict=True))


def room_end(room: Room, state: RoomState) -> frozenset[int]:
    """LOT-42, LOT-43: the seats of ``room`` dead if its night ended now: those dead,
    and each wolf that passes now (:func:`passing`) and has passed before (a second pass)."""
    passes = dict(zip(room.seats, room.passes, strict=True))
    dead = set(room.seats) - state.alive
    dead.update(w for w in passing(room, state) if passes[w] >= 1)
    return frozenset(dead)


def passing(room: Room, state: RoomState) -> frozenset[int]:
    """LOT-40, LOT-42, LOT-43: the wolves of ``room`` that pass if its night ended now:
    living, presented to no non-wolf, with a living non-wolf roommate."""
    roles = _roles(room)
    return frozenset(
        w
        for w in state.alive
        if roles[w] == "wolf" and w not in state.hit and any(roles[m] != "wolf" for m in state.alive if m != w)
    )


def room_moves(room: Room, state: RoomState) -> list[RoomState]:
    """The states one act later (LOT-40, LOT-41, LOT-45): a fresh wolf presents to a
    living roommate (a wolf: nothing happens; a healer or friend with the item: shows
    it, or keeps it and dies; the water kills the wolf; anyone else dies); the
    apostle kills themself."""
    roles = _roles(room)
    out = []
    for u in sorted(state.fresh & state.alive):
        for t in sorted(state.alive - {u}):
            out.extend(present_outcomes(room, state, u, t))
    for a in sorted(state.alive):
        if roles[a] == "apostle":
            out.append(state._replace(alive=state.alive - {a}))
    return out


def present_outcomes(room: Room, state: RoomState, wolf: int, target: int) -> list[RoomState]:
    """LOT-40, LOT-41: the states after ``wolf`` presents the tooth to ``target``."""
    role = _roles(room)[target]
    fresh = state.fresh - {wolf}
    if role == "wolf":
        return [state._replace(fresh=fresh)]
    hit = state.hit | {wolf}
    dies = state._replace(alive=state.alive - {target}, fresh=fresh, hit=hit)
    if role in ("healer", "friend") and target not in state.used:
        return [answer_outcome(room, state._replace(fresh=fresh, hit=hit), wolf, target, True), dies]
    return [dies]


def answer_outcome(room: Room, state: RoomState, wolf: int, target: int, use: bool) -> RoomState:
    """LOT-40, LOT-41: the state after ``target`` answers ``wolf``'s tooth (already
    counted in ``state``): the item shown saves it (the water kills the wolf), kept it dies."""
    if not use:
        return state._replace(alive=state.alive - {target})
    alive = state.alive - {wolf} if _roles(room)[target] == "friend" else state.alive
    return state._replace(alive=alive, used=state.used | {target})


@lru_cache(maxsize=1 << 16)
def room_can_end(room: Room, state: RoomState) -> bool:
    """Whether the night of ``room`` can still end with exactly ``room.dead`` dead,
    from ``state`` by any acts in any order (the rounds unbounded, LOT-44)."""
    return bool(room_ends(room, state))


@lru_cache(maxsize=1 << 16)
def room_ends(room: Room, state: RoomState) -> frozenset[Stand]:
    """LOT-40 ... LOT-45: the ends the night of ``room`` can reach from ``state`` by any
    acts in any order (the rounds unbounded, LOT-44) with exactly ``room.dead`` dead:
    the wolves that pass at the end (:func:`passing`) and the items spent by then."""
    if not (set(room.seats) - state.alive) <= room.dead:
        return frozenset()  # a death is for good
    ends: set[Stand] = set()
    if room_end(room, state) == room.dead:
        ends.add((passing(room, state), state.used))
    for nxt in room_moves(room, state):
        ends |= room_ends(room, nxt)
    return frozenset(ends)


# ----- the model ----------------------------------------------------------------------------------------
class PlainLotroHidden(SeatRoles):
    """Each other seat's role and side (LOT-02), unconditioned: the deal at random,
    every night choice tried on a copy of the world (the sampler before conditioning;
    kept as the baseline of the benchmark and the tests)."""

    variant = "lotro"
    team_word = "side"

    def team_of(self, role: str) -> str:
        return ROLES[role].side

    def prepare(self, game: Any, seat: int) -> LotroInfo:
        return LotroInfo(game, seat)

    def _deal(self, ctx: Context, cards: list[str]) -> dict[str, Any]:
        setup = {k: v for k, v in ctx.setup.items() if k != "role_counts"}
        setup["roles"] = ctx.info.deal(cards)
        return setup

    def propose(self, ctx: Context, rng: random.Random) -> tuple[dict[str, Any], float] | None:
        cards = list(ctx.info.pool)
        rng.shuffle(cards)
        return self._deal(ctx, cards), 0.0

    def candidates(
        self, ctx: Context, world: Any, seat: int, legal: Sequence[Any], pos: int
    ) -> list[int] | str | Probe | None:
        """Ballots and pointing (LOT-31) are public: the seat's next one the viewer saw.
        Anything else is tried on a copy of the world (a night choice may show at
        once: a death)."""
        public = self._public(ctx, world, seat, legal, pos)
        if public is not False:
            return public
        return PROBE if len(world.to_act()) == 1 else None

    def _public(self, ctx: Context, world: Any, seat: int, legal: Sequence[Any], pos: int) -> Any:
        phase = world.phase
        if phase == "vote":
            return super().candidates(ctx, world, seat, legal, pos)
        if phase == "point":
            e = next((e for e in ctx.memory[pos:] if type(e) is ev.Pointed and e.seat == seat), None)
            return None if e is None else [i for i, a in enumerate(legal) if a.target == e.target]
        return False


class LotroHidden(PlainLotroHidden):
    """Each other seat's role and side (LOT-02), the deal and the night's choices
    conditioned on the nights the seat saw (see the module docstring)."""

    def propose(self, ctx: Context, rng: random.Random) -> tuple[dict[str, Any], float] | None:
        """A deal drawn at random among those that can explain the view
        (:func:`deal_can_explain`), all with the same weight; ``None`` after
        :data:`DEAL_TRIES` draws."""
        info: LotroInfo = ctx.info
        cards = list(info.pool)
        verdicts = info.verdicts
        for _ in range(DEAL_TRIES):
            shuffle(rng, cards)  # rng.shuffle's draws (core.fast), without its method calls
            key = tuple(cards)
            fits = verdicts.get(key)
            if fits is None:
                fits = deal_can_explain(info, info.deal(cards))
                if len(verdicts) < VERDICTS:
                    verdicts[key] = fits
            if fits:
                return self._deal(ctx, cards), 0.0
        return None

    def candidates(
        self, ctx: Context, world: Any, seat: int, legal: Sequence[Any], pos: int
    ) -> list[int] | str | Probe | None:
        """Ballots and pointing (LOT-31) are public. A night choice (LOT-40 ...
        LOT-45) of a night whose morning the viewer saw: the options after which the
        rooms can still end as announced (:func:`room_can_end`); of those, the ones
        the viewer would see at once (its own room, or a hold that may end the night)
        are tried on a copy of the world."""
        public = self._public(ctx, world, seat, legal, pos)
        if public is not False:
            return public
        if len(world.to_act()) != 1:
            return None
        info: LotroInfo = ctx.info
        night = info.nights.get(world.day)
        known = night is not None and night.dead is not None
        keep = list(range(len(legal)))
        ends = world.phase == "night" and _hold_may_end(ctx, world, seat, night if known else None)
        if known:
            assert night is not None
            keep = [i for i in keep if _agrees(info, world, night, seat, legal[i], ends)]
        if world.phase == "night":
            keep = [
                i
                for i in keep
                if (ends and legal[i].kind == "hold") or not _asks_viewer_early(ctx, world, seat, legal[i], pos)
            ]
        viewer_room = world.room_index.get(ctx.seat)
        if (viewer_room is not None and world.room_index.get(seat) == viewer_room) or ends:
            return Probe(tuple(keep))
        return keep


def _asks_viewer_early(ctx: Context, world: Any, seat: int, action: Any, pos: int) -> bool:
    """LOT-44, LOT-46: whether after ``seat``'s ``action`` in this round (one the viewer
    does not see: a hold, or an act in another room) the world asks the viewer, later in
    seat order, before the viewer sees another event, at a point of its memory where the
    game did not ask it (``core.hidden`` drops such a world, ``_in_time``): the viewer, a
    wolf that has not presented and has a living roommate, or an apostle, is asked in its
    turn, and no roommate between the two in seat order can act first."""
    viewer = ctx.seat
    if viewer <= seat or not world.alive[viewer]:
        return False
    own_done = sum(1 for s, _ in world.history if s == viewer)
    if own_done >= len(ctx.asked) or pos >= ctx.asked[own_done]:
        return False
    room = world.room_index.get(viewer)
    if world.room_index.get(seat) == room and action.kind != "hold":
        return False  # the viewer sees what follows
    roles, alive, presented = world.roles, world.alive, world.presented
    if roles[viewer] == "wolf":
        if viewer in presented or not world.mates(viewer):
            return False
    elif roles[viewer] != "apostle":
        return False
    return not any(
        seat < q < viewer
        and alive[q]
        and (roles[q] == "apostle" or (roles[q] == "wolf" and q not in presented and world.mates(q)))
        for q in world.rooms[room]
    )


def _state(world: Any, seats: Sequence[int]) -> RoomState:
    """The world's room of ``seats`` now, as a :class:`RoomState` (the GM's state of the world)."""
    roles, alive, presented = world.roles, world.alive, world.presented
    living = frozenset(s for s in seats if alive[s])
    return RoomState(
        alive=living,
        fresh=frozenset(s for s in living if roles[s] == "wolf" and s not in presented),
        hit=frozenset(w for w in seats if w in presented and roles[presented[w]] != "wolf"),
        used=frozenset(s for s in seats if world.used[s]),
    )


def _room(info: LotroInfo, world: Any, night: Night, seats: tuple[int, ...]) -> Room:
    """The world's room of ``seats`` tonight for :func:`room_can_end`; a wolf's passes
    count those it certainly makes on later nights the viewer saw (LOT-42)."""
    assert night.dead is not None
    roles = world.roles
    passes = tuple(
        world.passes[s] + (later_forced_passes(info, roles, night.day, s) if roles[s] == "wolf" else 0) for s in seats
    )
    return Room(seats, tuple(roles[s] for s in seats), passes, frozenset(s for s in seats if s in night.dead))


def _agrees(info: LotroInfo, world: Any, night: Night, seat: int, action: Any, ends: bool, ahead: bool = True) -> bool:
    """Whether the rooms can still end the night as the morning announced after
    ``seat`` takes ``action`` in ``world`` (``ends``: a hold now ends the night) and,
    with ``ahead``, the later nights and win checks seen can still go as seen
    (:func:`_later_possible`)."""
    seats = world.rooms[world.room_index[seat]]
    room = _room(info, world, night, seats)
    state = _state(world, seats)
    kind = action.kind
    if kind == "present":
        target = action.target
        if world.roles[target] == "wolf":  # nothing happens (LOT-40); a pass judged at the end
            return room_can_end(room, state._replace(fresh=state.fresh - {seat}))
        return any(
            room_can_end(room, after)
            and (
                not ahead
                or _later_possible(info, world, hit=seat, spent=target if target in after.used - state.used else -1)
            )
            for after in present_outcomes(room, state, seat, target)
        )
    if kind == "suicide":
        return room_can_end(room, state._replace(alive=state.alive - {seat}))
    if kind == "answer":
        wolf = next(w for w, t in world.presented.items() if t == seat)
        if not room_can_end(room, answer_outcome(room, state, wolf, seat, action.use)):
            return False
        return not action.use or _later_possible(info, world, spent=seat)
    if ends:  # the night ends after this hold: every room as announced (LOT-44, LOT-47)
        rooms = [_room(info, world, night, r) for r in world.rooms]
        if not all(room_end(r, _state(world, r.seats)) == r.dead for r in rooms):
            return False
        return _later_possible(info, world, ends=True)
    return room_can_end(room, state)


def _later_possible(info: LotroInfo, world: Any, hit: int = -1, spent: int = -1, ends: bool = False) -> bool:
    """LOT-41 ... LOT-43: whether the later nights the seat saw can still end as
    announced (:func:`nights_possible`) after tonight's choice in ``world``: ``hit``
    presents to a non-wolf (it passes no more tonight), the holder ``spent`` shows its
    item, or the night ends (``ends``: the passes judged now). The world's passes
    and spent items are certain; unless the night ends, a wolf that has not presented
    to a non-wolf tonight may still pass, or not, and a holder that a wolf may still
    present to may still show its item, or not."""
    day = world.day
    if info.horizon <= day:
        return True
    roles, alive, used_now, presented = world.roles, world.alive, world.used, world.presented
    passed: list[int] = []
    may: list[int] = []  # the wolves that may still pass tonight
    shows: list[int] = []  # the holders that may still show their item tonight
    for seats in world.rooms:
        living = [s for s in seats if alive[s]]
        wolves = [s for s in living if roles[s] == "wolf"]
        if not wolves:
            continue
        passed.extend(w for w in wolves if world.passes[w])
        if len(wolves) == len(living):
            continue  # no non-wolf: no pass, no item
        may.extend(w for w in wolves if w != hit and (w not in presented or roles[presented[w]] == "wolf"))
        if not ends and any(w != hit and w not in presented for w in wolves):
            shows.extend(h for h in living if roles[h] in ("healer", "friend") and not used_now[h] and h != spent)
    key = (tuple(roles), tuple(used_now), day, tuple(passed), tuple(may), tuple(shows), spent, ends)
    verdict = info.later.get(key)
    if verdict is None:
        used = frozenset(s for s in range(world.players) if used_now[s] or s == spent)
        if ends:  # LOT-42, LOT-43: the passes judged at the night's end
            starts = {(frozenset(passed + may), used)}
        else:  # LOT-40, LOT-41: passes still to judge, items a wolf may still be shown
            starts = {
                (
                    frozenset(passed + [w for k, w in enumerate(may) if mask >> k & 1]),
                    used.union(h for k, h in enumerate(shows) if m >> k & 1),
                )
                for mask in range(1 << len(may))
                for m in range(1 << len(shows))
            }
        verdict = nights_possible(info, roles, day, starts)
        if len(info.later) < VERDICTS:
            info.later[key] = verdict
    return verdict


def _hold_may_end(ctx: Context, world: Any, seat: int, night: Night | None) -> bool:
    """LOT-44: whether a hold by ``seat`` now may end the night: nobody acted in this
    round and nobody after ``seat`` in seat order can still act (asked and, on a night
    whose morning the viewer saw, with an act after which its room can end as
    announced; the viewer by its own next recorded action)."""
    if world.round_acted:
        return False
    roles, alive, presented = world.roles, world.alive, world.presented
    own_done = sum(1 for s, _ in world.history if s == ctx.seat)
    for q in range(seat + 1, world.players):
        if not alive[q]:
            continue
        if roles[q] == "wolf" and q not in presented and world.mates(q):
            acts = list(world.mates(q))
            kind = "present"
        elif roles[q] == "apostle":
            acts = [q]
            kind = "suicide"
        else:
            continue
        if q == ctx.seat:
            if own_done >= len(ctx.own) or ctx.own[own_done].kind != "hold":
                return False  # it acts, or the world stops at its decision
            continue
        if night is None:
            return False
        for t in acts:
            if _agrees(ctx.info, world, night, q, _Act(kind, t), False, ahead=False):  # may act: enough
                return False
    return True


class _Act(NamedTuple):
    kind: str
    target: int


HIDDEN = LotroHidden()
