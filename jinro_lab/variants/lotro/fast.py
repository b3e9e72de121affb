"""The fast engine of LotROで人狼: the rules of ``game.py`` as a flat step loop over
explicit state, for simulation and search (issue 41).

The readable flow (``game.LotroGame``) is what lessons, records, replays and views
show; this engine plays the same games faster and copies a position in a time that
does not grow with the game. It keeps no event log and builds no ``Decision`` and no
view; roles are resolved once at the deal. The events one seat sees are made only while
that seat is watched (``FastGame.watch``, ``core.fast.Hearing``: a search's information
sets), the readable game's own events, told where its flow logs them. Each rule below cites the
rule ID the readable flow cites, and the engine makes **the same random draws in the
same order** (the game's ``random.Random(seed)``: the deal, LOT-03, and each room's
random nominee, LOT-31) and offers **the same actions in the same order** at every
decision (the readable game's own cached action objects: ``point``, ``present``,
``hold``, ``kill self``, the answers, the votes), so one seed and the same agents give
the same game in both engines (``tests/variants/lotro/test_fast_engine.py`` checks it
game for game). The rules shared with the readable flow are its own functions: the
room sizes and the ban's search (``rooms.py``, LOT-30 ... LOT-32) and the checkmate
count (``checkmate.py``, LOT-62, LOT-63).

A decision is held as explicit state (``core.fast.Pending``): the seats to choose
(``to_act``), each one's legal actions and the choices so far; a pointing, a wolf's or
an apostle's move in a round and an answer to the tooth ask one seat at a time, the
evening vote every voter at once, as the readable flow asks them. The night's
progress is explicit too: the room being formed (its seats, who points next, the
unassigned seats, the ban's budget) and the round in the rooms (the next seat to ask,
whether anyone acted, the trades so far).

What it covers is :func:`supports` (``None``: covered; else what it does not cover):
every option, a described ``position`` too. Not modelled, since no rule decision or draw depends on them: talk
(LOT-06: who may send on which channel), the noon minutes (LOT-12), the tied players'
speeches (LOT-22); views are not built (an agent that reads a view plays on the
readable engine), but what the heuristic agent reads of one is: each seat's
:meth:`FastGame.observation` (the ballots, the deaths it saw or was told with their
rooms, the roles it learned, who it knows alive: LOT-46, LOT-70, LOT-71; issue 41,
item 3), for an agent's ``choose_observed`` (``core.fast.observed_choice``, ``Pending.play``).

Entry points: :class:`FastGame` (``to_act``, ``legal``, ``act``, ``play``, ``over``,
``result``, ``deaths``, ``copy``; ``FastGame.from_game`` takes a readable game's
position), :class:`FastSetup` (the options resolved once for many games,
``play(seed, agents)``), and :data:`ENGINE` (``supports``, ``prepare``: what the
registration's ``fast`` names).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from typing import Any

from ...core.engine import Result
from ...core.errors import InvalidArgument
from ...core.events import Eliminated, GameEnded, Knowledge, only
from ...core.fast import (
    UNOBSERVED,
    Engine,
    Hearing,
    Script,
    announced,
    copied_generator,
    given_options,
    learned_since,
    replayed,
    shuffle,
    stepped_setup,
)
from ...core.phrases import Phrase
from ...core.tally import leaders, tally
from ...core.voting import TieRule, round_events, vote, vote_id
from . import events as ev
from .actions import HOLD, SUICIDE, answer, point, present
from .agents import Observation
from .checkmate import Position, count_position, win_check
from .options import OPTIONS, Options, settle
from .phrases import CAUSE, SAY, answered, room_phrase
from .roles import ANSWER_ROLE, ROLES
from .rooms import RoomPlanner, planner_for, repeats, room_sizes

__all__ = ["ENGINE", "FastGame", "FastSetup", "supports"]

#: the decisions (what :meth:`FastGame._resume` goes on with)
_POINT, _NIGHT, _ANSWER, _VOTE = range(4)
#: the side of each role id (LOT-02)
_SIDE = {r.id: r.side for r in ROLES.values()}
#: LOT-41: the item a healer or friend answers the tooth with
_ITEM = {"healer": "athelas_leaf", "friend": "celebrant_water"}
#: a generator made without seeding it (a copy sets its state at once)
#: what the seats learned, newest first: ``(older, (observers, kind, subject, value))``,
#: ``observers`` ``None`` for everyone, else the seats that saw it (:meth:`FastGame.observation`);
#: ``None`` before the first; a copy shares it
_Facts = tuple[Any, tuple[tuple[int, ...] | None, str, int, Any]] | None


def supports(options: Mapping[str, Any] | None = None) -> str | None:
    """``None`` when the fast engine plays games with ``options`` (as ``new_game`` takes
    them, without ``seed``) exactly as the readable engine does: every valid setup, a
    described ``position`` too (so this says ``None`` or raises). Invalid options raise
    as the readable game raises them."""
    FastSetup.resolve(options)
    return None


class FastSetup:
    """The options of a game resolved once (checked as the readable game checks them,
    ``options.settle``) into what a fast game reads: the roles to deal or the fixed
    arrangement (LOT-02, LOT-03), the rangers' day (LOT-04), how the GM nominates
    (LOT-31), whether checkmate is on (LOT-62, LOT-63) and a described position to
    start from (LOT-10, ``options.Position``)."""

    __slots__ = ("checkmate", "deal", "fixed", "nominate_seat", "options", "players", "rangers_day", "start")

    def __init__(self, options: Mapping[str, Any] | None = None):
        opts = self.resolve(options)
        self.options = opts
        self.start = opts.position
        self.players = opts.players
        self.deal = tuple(opts.cards())
        self.fixed = opts.roles is not None
        self.rangers_day = opts.rangers_day
        self.nominate_seat = opts.nominate == "seat"
        self.checkmate = opts.checkmate

    def play(self, seed: int, agents: Sequence[Any]) -> FastGame:
        """Game ``seed`` played to its end by ``agents`` (one per seat, :meth:`FastGame.play`):
        the seats' facts kept only if an agent reads an observation (:meth:`FastGame._observed`)."""
        return FastGame(seed, self, _observe=False).play(agents)

    @staticmethod
    def resolve(options: Mapping[str, Any] | None) -> Options:
        """``options`` checked and settled as ``LotroGame`` does (same errors)."""
        given = given_options(options)
        values, _ = OPTIONS.resolve(given)
        return settle(values, "players" in given)


class FastGame(Hearing):
    """A game of LotROで人狼 on the fast engine: ``FastGame(seed, options)`` deals as
    ``new_game("lotro", seed=seed, **options)`` deals, and the same choices play the
    same game. ``to_act()``, ``legal(seat)``, ``act(seat, action)``, ``over`` and
    ``result`` read as the readable game's; :meth:`copy` is an independent copy in a
    time that does not grow with the game (no replay)."""

    __slots__ = (
        "_acted",
        "_budget",
        "_candidates",
        "_chooser",
        "_facts",
        "_later",
        "_left",
        "_living",
        "_next",
        "_planner",
        "_presented",
        "_reason",
        "_record",
        "_revote",
        "_rng",
        "_rng_shared",
        "_room",
        "_room_no",
        "_script",
        "_seen",
        "_sizes",
        "_track",
        "_voters",
        "_winner",
        "_wolf",
        "alive",
        "day",
        "evening_done",
        "last_rooms",
        "night_deaths",
        "passes",
        "roles",
        "room_of",
        "rooms",
        "seed",
        "setup",
        "used",
    )

    roles: tuple[str, ...]
    alive: list[bool]
    used: list[bool]
    passes: list[int]
    room_of: list[tuple[int, ...]]
    rooms: tuple[tuple[int, ...], ...]
    last_rooms: tuple[tuple[int, ...], ...]
    night_deaths: list[int]
    _rng: random.Random

    def __init__(
        self,
        seed: int,
        options: FastSetup | Mapping[str, Any] | None = None,
        script: Script | None = None,
        *,
        _observe: bool = True,
    ):
        setup = stepped_setup(seed, options, FastSetup)
        self._script = script
        self.seed = seed
        self.setup = setup
        n = self.players = setup.players
        self._rng = rng = random.Random(seed)
        self._rng_shared = False
        roles = list(setup.deal)
        if not setup.fixed:  # LOT-03: dealt at random from the seed
            shuffle(rng, roles)
        self.roles = tuple(roles)
        self.alive = [True] * n
        self.used = [False] * n  # LOT-41: the leaf or the water spent
        self.passes = [0] * n  # LOT-42
        self.rooms = self.last_rooms = ()
        self.room_of = [()] * n
        self.night_deaths = []
        self.day = 1
        self.evening_done = False
        self._track: tuple[Any, ...] = ()
        self._record = _observe  # whether the seats' facts are kept (:meth:`observation`)
        self._facts: _Facts = None
        self._seen: dict[int, tuple[Observation, _Facts, set[int]]] = {}
        self._winner: str | None = None
        self._reason: Phrase | str = ""
        self._seats = ()
        self._legal = ()
        self._picks = []
        self._taken = 0
        self._one = False
        self._stage = -1
        self._voters: tuple[int, ...] = ()
        self._candidates: tuple[int, ...] = ()
        self._revote = False
        self._deaf()  # no seat watched (core.fast.Hearing)
        self._planner: RoomPlanner | None = None
        self._sizes: tuple[int, ...] = ()
        self._later: tuple[int, ...] = ()
        self._living: tuple[int, ...] = ()
        self._room: list[int] = []
        self._room_no = self._left = self._chooser = self._budget = self._next = 0
        self._acted = False
        self._wolf = -1  # the wolf of the trade awaiting an answer (LOT-40)
        self._presented: dict[int, int] = {}
        start = setup.start
        if start is None:
            self._evening()  # LOT-10: the game starts at noon of day 1 (LOT-12: no rule acts at noon)
        else:
            self._start(start)

    def _start(self, start: Mapping[str, Any]) -> None:
        """LOT-10: a described position: its day, dead, spent items (LOT-41), passes
        (LOT-42) and last night's rooms (LOT-32); play starts at that day's vote or at
        the night after it."""
        self.day = start["day"]
        for s in start["dead"]:
            self.alive[s] = False
        for s in start["used"]:
            self.used[s] = True
        for s in start["passes"]:
            self.passes[s] = 1
        self.last_rooms = self.rooms = tuple(tuple(r) for r in start["last_rooms"])
        if start["phase"] == "night":
            self.evening_done = True
            self._night()
        else:
            self._evening()

    @classmethod
    def from_game(cls, game: Any) -> FastGame:
        """The readable ``game`` (a ``LotroGame``) as a fast game at the same point
        (``core.fast.replayed``)."""
        return replayed(cls, game, "lotro")

    # ----- the day (LOT-10 ... LOT-13, LOT-20 ... LOT-23) ---------------------------------------------------
    def _morning(self) -> None:
        """LOT-11: the night's dead are announced (a public fact, :meth:`observation`), then
        the win check (LOT-64); then noon (LOT-12) and the evening."""
        if self._record:
            room_of, facts = self.room_of, self._facts
            for seat in sorted(self.night_deaths):  # LOT-11: public, in seat order, with the room (LOT-71)
                facts = (facts, (None, "night", seat, room_of[seat]))
            self._facts = facts
        if self._ear >= 0:
            day, hear = self.day, self._hear
            hear(ev.PhaseBegan(day, "morning"))
            for seat in sorted(self.night_deaths):
                hear(Eliminated(seat, CAUSE("night")))
            if not self.night_deaths:
                hear(ev.NobodyDied(day))
        self.night_deaths = []
        if self._check_win():
            return
        if self._ear >= 0:  # LOT-12: noon, its discussion
            self._hear(ev.PhaseBegan(self.day, "noon", ev.NOON_MINUTES[self.day > 1]))
        self._evening()

    def _evening(self) -> None:
        """LOT-13: no vote on day 1 (straight to the night); from day 2 the execution vote
        (LOT-20: every living player at once, for any other living player)."""
        if self._ear >= 0:
            self._hear(ev.PhaseBegan(self.day, "evening"))
        if self.day < 2:
            self._night()
            return
        living = self._living_now()
        self._revote = False
        self._vote(living, living)

    def _vote(self, voters: tuple[int, ...], candidates: tuple[int, ...]) -> None:
        """LOT-20, LOT-22: a round of the vote, every voter at once (seat order)."""
        self._voters, self._candidates = voters, candidates
        seats, legal = _ballots(voters, candidates)
        self._ask(_VOTE, seats, legal, False)

    def _counted(self, seats: tuple[int, ...], picks: list[Any]) -> None:
        """LOT-21, LOT-22: the most voted dies; on a tie the untied vote again among the
        tied (after the tied speak); a second tie, or nobody left to revote: nobody."""
        ballots = {s: p.target for s, p in zip(seats, picks, strict=True)}
        if self._record:
            self._facts = (self._facts, (None, "ballots", 0, ballots))  # LOT-20: public, in seat order
        if self._ear >= 0:
            self._hear_round(ballots)
        top = leaders(tally(ballots))
        if len(top) == 1:
            self._executed(top[0])
            return
        voters = self._voters
        untied = tuple(v for v in voters if v not in top)
        if top and untied and not self._revote:  # the first round (its candidates vote; a revote's do not)
            self._revote = True
            self._vote(untied, top)
        else:
            self._executed(None)

    def _hear_round(self, ballots: Mapping[int, int]) -> None:
        """LOT-20, LOT-22: a round's ballots and result as ``core.voting.run_vote`` logs them
        (its tie rule's note), then, before a revote, each tied player's minute to speak."""
        vid = vote_id(self.day)
        heard, outcome = round_events(
            ballots,
            self._candidates,
            self._voters,
            self.day,
            vid,
            int(self._revote),
            TieRule.REVOTE_BY_UNTIED_THEN_NONE,
            "LOT-22",
        )
        for event in heard:
            self._hear(event)
        for seat in outcome.revote or ():
            self._hear(ev.Speech(seat, ev.SPEECH_MINUTES, vid))

    def _executed(self, chosen: int | None) -> None:
        """LOT-21, LOT-23, LOT-64: the chosen dies; the win check; at the end of the evening
        of day N the rangers arrive; else the night."""
        if chosen is not None:
            self.alive[chosen] = False
            self._track = (self._track, (chosen, self.day, "execution"))
            if self._ear >= 0:
                self._hear(Eliminated(chosen, CAUSE("execution")))
        self.evening_done = True
        if self._check_win():  # after the evening of day N, the rangers (LOT-23)
            return
        self._night()

    # ----- the night: rooms (LOT-30 ... LOT-33) -------------------------------------------------------------
    def _night(self) -> None:
        """LOT-30 ... LOT-32: the rooms of the table's sizes (``rooms.room_sizes``), under
        the ban of last night's roommates, at the least repeats achievable
        (``rooms.RoomPlanner``), formed one by one."""
        if self._ear >= 0:
            self._hear(ev.PhaseBegan(self.day, "night"))
        living = self._living = self._living_now()
        sizes = self._sizes = room_sizes(len(living))
        banned = [0] * self.players
        for room in self.last_rooms:
            for a in room:
                for b in room:
                    if a != b:
                        banned[a] |= 1 << b
        planner = self._planner = planner_for(tuple(banned))
        self._budget = planner.least(living, sizes)
        left = 0
        for s in living:
            left |= 1 << s
        self._left = left
        self.rooms = ()
        self._room_no = 0
        self._next_room()

    def _next_room(self) -> None:
        """LOT-31: the GM names an unassigned player the ban allows (at random, the
        game's draw, or the lowest seat); the last room takes whoever is left."""
        planner = self._planner
        assert planner is not None
        sizes, index = self._sizes, self._room_no
        if index == len(sizes) - 1:
            left = self._left
            self._room = [s for s in self._living if left >> s & 1]
            self._room_formed()
            return
        size = sizes[index]
        later = self._later = sizes[index + 1 :]
        nominees = planner.allowed((), size, self._left, later, self._budget)
        nominee = (
            nominees[0]
            if self.setup.nominate_seat
            else nominees[announced(self._script, self._generator(), len(nominees))]
        )
        if self._ear >= 0:
            self._hear(ev.Nominated(index, nominee))
        self._room = [nominee]
        self._left &= ~(1 << nominee)
        self._chooser = nominee
        self._pointing()

    def _pointing(self) -> None:
        """LOT-31, LOT-32: the last one in the room points at the next among the seats the
        ban allows (one allowed: made for them), until the room is full."""
        planner, room = self._planner, self._room
        assert planner is not None
        size = self._sizes[self._room_no]
        while len(room) < size:
            options = planner.allowed(tuple(room), size, self._left, self._later, self._budget)
            if len(options) > 1:
                self._ask(_POINT, (self._chooser,), (_points(options),), True)
                return
            self._pointed(options[0], True)
        self._room_formed()

    def _pointed(self, target: int, forced: bool) -> None:
        """LOT-31: the chooser points at ``target`` (``forced``: the only one the ban allowed)."""
        if self._ear >= 0:
            self._hear(ev.Pointed(self._room_no, self._chooser, target, forced))
        self._room.append(target)
        self._left &= ~(1 << target)
        self._chooser = target

    def _room_formed(self) -> None:
        """LOT-32: the room's repeats spent from the night's budget; the next room, or the
        rounds in the rooms once every room is formed."""
        planner = self._planner
        assert planner is not None
        seats = tuple(sorted(self._room))
        room_of = self.room_of
        for s in seats:
            self._left &= ~(1 << s)
            room_of[s] = seats
        banned = planner.banned
        self._budget -= repeats(seats, banned)
        self.rooms = (*self.rooms, seats)
        if self._ear >= 0:  # LOT-32: the pairs who shared a room last night
            rep = tuple([(a, b) for i, a in enumerate(seats) for b in seats[i + 1 :] if banned[a] >> b & 1])
            self._hear(ev.RoomFormed(self._room_no, seats, rep, self._room_no == len(self._sizes) - 1))
        self._room_no += 1
        if self._room_no < len(self._sizes):
            self._next_room()
            return
        self._planner = None
        self._presented = {}
        self._acted = False
        self._next = 0
        self._round()

    # ----- the night: in the rooms (LOT-40 ... LOT-47) ------------------------------------------------------
    def _mates(self, seat: int) -> tuple[int, ...]:
        """The living roommates of ``seat`` tonight."""
        alive = self.alive
        return tuple([s for s in self.room_of[seat] if s != seat and alive[s]])

    def _round(self) -> None:
        """LOT-44: rounds in lockstep across the rooms; each round, in seat order, each
        living wolf who has not presented presents to a living roommate or holds, each
        living apostle kills themself or holds (LOT-45); the night ends after a round in
        which nobody acted; then the passes are judged (LOT-42, LOT-43)."""
        roles, alive, presented = self.roles, self.alive, self._presented
        n = self.players
        while True:
            for seat in range(self._next, n):
                if not alive[seat]:
                    continue
                role = roles[seat]
                if role == "wolf" and seat not in presented:
                    mates = self._mates(seat)
                    if mates:
                        self._next = seat + 1
                        self._ask(_NIGHT, (seat,), (_presents(mates),), True)
                        return
                elif role == "apostle":
                    self._next = seat + 1
                    self._ask(_NIGHT, (seat,), (_APOSTLE,), True)
                    return
            if not self._acted:
                break
            self._acted = False
            self._next = 0
        self._judge_passes()
        self.last_rooms = self.rooms
        self.day += 1  # LOT-47: the morning of the next day
        self.evening_done = False
        self._morning()

    def _moved(self, seat: int, choice: Any) -> None:
        """LOT-40, LOT-45: a wolf presents (the trade) or holds; an apostle kills themself or holds."""
        kind = choice.kind
        if kind == "present":
            self._acted = True
            self._presented[seat] = choice.target
            self._wolf = seat
            self._trade(seat, choice.target)
            return
        if kind == "suicide":
            self._acted = True
            self._die(seat, "suicide")
        self._round()

    def _trade(self, wolf: int, target: int) -> None:
        """LOT-40, LOT-41: the secure trade: a wolf target: nothing happens; a healer or
        friend with the unused item answers (present it, or keep it and die); anyone
        else dies. LOT-46: the target learns the wolf; the wolf learns a wolf, or the
        role of one who answered with the item (facts of theirs, :meth:`observation`)."""
        role = self.roles[target]
        if role == "wolf":  # each learns the other (LOT-46)
            if self._record:
                self._facts = ((self._facts, ((target,), "role", wolf, "wolf")), ((wolf,), "role", target, "wolf"))
            if self._ear >= 0:
                self._hear_trade(wolf, target, "wolf")
            self._round()
            return
        item = _ITEM.get(role)
        if item is not None and not self.used[target]:
            self._ask(_ANSWER, (target,), (_answers(item),), True)
            return
        if self._record:
            self._facts = (self._facts, ((target,), "role", wolf, "wolf"))  # the target learns the wolf (LOT-46)
        if self._ear >= 0:
            self._hear_trade(wolf, target, "death")
        self._die(target, "tooth")
        self._round()

    def _hear_trade(self, wolf: int, target: int, outcome: str) -> None:
        """LOT-46: the trade seen by its two parties; the target learns the wolf, the wolf
        the role the answer shows (``roles.ANSWER_ROLE``), or the answer itself."""
        hear = self._hear
        hear(ev.Trade(wolf, target, outcome, frozenset((wolf, target))))
        hear(Knowledge(target, wolf, SAY("presented", wolf), ("role", wolf, "wolf"), only(target)))
        learned = ANSWER_ROLE.get(outcome)
        key = ("role", target, learned) if learned else ("answer", target, outcome)
        hear(Knowledge(wolf, target, answered(target, outcome), key, only(wolf)))

    def _answered(self, target: int, choice: Any) -> None:
        """LOT-40, LOT-41: the leaf: the target lives; the water: the target lives and the
        wolf dies at once; kept: the target dies."""
        wolf = self._wolf
        if self._record:
            self._facts = (self._facts, ((target,), "role", wolf, "wolf"))
            if choice.use:
                self._facts = (self._facts, ((wolf,), "role", target, self.roles[target]))
        if self._ear >= 0:
            self._hear_trade(wolf, target, choice.item if choice.use else "death")
        if choice.use:
            self.used[target] = True
            if choice.item == "celebrant_water":
                self._die(self._wolf, "water")
        else:
            self._die(target, "tooth")
        self._round()

    def _die(self, seat: int, cause: str) -> None:
        """LOT-46, LOT-47: a death in a room, seen by its living roommates (a fact of theirs,
        :meth:`observation`), collected for the morning."""
        if self._record:
            self._facts = (self._facts, ((seat, *self._mates(seat)), "room", seat, self.room_of[seat]))
        if self._ear >= 0:  # the cause is the GM's alone (``NightDeath``: no seat hears it)
            room, witnesses = self.rooms.index(self.room_of[seat]), self._mates(seat)
            self._hear(ev.RoomDeath(seat, room, frozenset((seat, *witnesses))))
            for s in witnesses:
                self._hear(Knowledge(s, seat, SAY("died in", seat, room_phrase(room)), ("death", seat, room), only(s)))
        self.alive[seat] = False
        self.night_deaths.append(seat)
        self._track = (self._track, (seat, self.day, cause))

    def _judge_passes(self) -> None:
        """LOT-40, LOT-42, LOT-43: at the room's night end a living wolf who presented to
        no non-wolf passed if a living non-wolf roommate remains; a second pass kills it."""
        roles, alive, presented, passes = self.roles, self.alive, self._presented, self.passes
        for wolf in range(self.players):
            if roles[wolf] != "wolf" or not alive[wolf]:
                continue
            target = presented.get(wolf)
            if target is not None and roles[target] != "wolf":
                continue
            counted = any(roles[m] != "wolf" for m in self._mates(wolf))
            if counted:
                passes[wolf] += 1
            if self._ear >= 0:  # seen by the wolf, a pass or not
                self._hear(ev.PassJudged(wolf, counted, passes[wolf], only(wolf)))
            if counted and passes[wolf] >= 2:
                self._die(wolf, "second pass")

    # ----- wins (LOT-60 ... LOT-64) -----------------------------------------------------------------------
    def _check_win(self) -> bool:
        """LOT-60 ... LOT-64, LOT-23: the win check (``checkmate.win_check``); whether the
        game ended."""
        result = win_check(self.position(), self.setup.checkmate)
        if result is None:
            return False
        self._finish(*result)
        return True

    def position(self) -> Position:
        """The position of the count of LOT-62/LOT-63 now (the GM's knowledge)."""
        return count_position(self.roles, self.alive, self.used, self.day, self.evening_done, self.setup.rangers_day)

    def _finish(self, side: str, reason: Phrase | str) -> None:
        """LOT-60, LOT-61: every seat of ``side``, dead or alive, wins."""
        if self._ear >= 0:
            winners = tuple([s for s, r in enumerate(self.roles) if _SIDE[r] == side])
            self._hear(GameEnded(winners, side, reason))
        self._winner = side
        self._reason = reason
        self._seats = ()

    # ----- decisions ------------------------------------------------------------------------------------
    def _resume(self) -> None:
        """Every seat of the decision has chosen: go on with the rules."""
        stage, seats, picks = self._stage, self._seats, self._picks
        self._seats = ()
        if stage == _NIGHT:
            self._moved(seats[0], picks[0])
        elif stage == _VOTE:
            self._counted(seats, picks)
        elif stage == _ANSWER:
            self._answered(seats[0], picks[0])
        else:  # _POINT
            self._pointed(picks[0].target, False)
            self._pointing()

    # ----- what a seat knows (LOT-46, LOT-70, LOT-71), for the heuristic ---------------------------------
    #: the fast engine asks an agent that reads an observation with one (``core.fast.Pending.play``)
    OBSERVES = True

    def _observed(self, seat: int, choose: Callable[[Any, Sequence[Any]], Any]) -> Callable[[Any], Any]:
        """``Pending._observed``, the seats' facts kept from now: a game made without them
        (``_observe=False``, :meth:`FastSetup.play`) is asked here before its first
        decision, and no seat learns anything before one (every fact follows a choice)."""
        self._record = True
        return super()._observed(seat, choose)

    def observation(self, seat: int) -> Observation:
        """What ``seat`` knows now, as the heuristic reads it (``agents.Observation``): the
        same data ``agents.observe`` reads from the readable game's view of the seat at
        the same decision. Kept per seat as the game runs: the wolves it knows from the
        deal (LOT-02), then its facts since it was last asked (the ballots, the deaths it
        saw or was told, the roles it learned in a trade); alive: all but the dead it was
        told of or saw (tonight's dead it did not see are alive to it until the morning)."""
        if not self._record:
            raise InvalidArgument(UNOBSERVED)
        seen = self._seen.get(seat)
        if seen is None:
            roles = self.roles
            role = roles[seat]
            known: list[str | None] = (
                [r if r == "wolf" else None for r in roles] if role == "wolf" else [None] * len(roles)
            )
            known[seat] = role
            obs = Observation(seat, self.players, self.day, role, tuple(known), (), 0, (), [], [])
            read: _Facts = None
            saw: set[int] = set()
        else:
            obs, read, saw = seen
        head = self._facts
        if head is not read:
            for observers, kind, subject, value in learned_since(head, read):
                if observers is None:
                    if kind == "ballots":
                        obs.ballots.extend(value.items())
                    else:
                        obs.deaths.append((kind, subject, value))
                elif seat in observers:
                    if kind == "role":  # a tuple, replaced (rare): the heuristic reads it as it is
                        learned = obs.roles
                        obs.roles = (*learned[:subject], value, *learned[subject + 1 :])
                    else:
                        obs.deaths.append((kind, subject, value))
                        saw.add(subject)
            self._seen[seat] = (obs, head, saw)
        alive = self.alive[:]
        for dead in self.night_deaths:
            if dead not in saw:
                alive[dead] = True
        obs.alive = alive
        obs.day, obs.passes, obs.rooms = self.day, self.passes[seat], self.rooms
        return obs

    # ----- public API -----------------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self._winner is not None

    @property
    def result(self) -> Result | None:
        """How the game ended, as the readable game's ``Result`` (``None`` until then)."""
        side = self._winner
        if side is None:
            return None
        winners = frozenset(s for s, r in enumerate(self.roles) if _SIDE[r] == side)
        return Result(winners, side, self._reason, self.day)

    @property
    def deaths(self) -> list[tuple[int, int, str]]:
        """Who died, and when, in order: ``(seat, day, cause)``, the cause ``execution``
        (LOT-21), ``tooth``, ``water``, ``suicide`` or ``second pass`` (on the night of
        ``day``, LOT-40 ... LOT-45)."""
        items = []
        node = self._track
        while node:
            node, item = node
            items.append(item)
        return items[::-1]

    def copy(self) -> FastGame:
        """An independent copy of this game as it stands: the explicit state copied
        (a list of a seat each, the night's trades; the generator shared until one of the
        two draws, :meth:`_generator`), no replay, so its cost does not grow with the game."""
        other = FastGame.__new__(FastGame)  # blank: core.fast.Copied
        other.seed, other.setup, other.players, other.roles = self.seed, self.setup, self.players, self.roles
        other.alive, other.used, other.passes = self.alive[:], self.used[:], self.passes[:]
        other.rooms, other.last_rooms, other.room_of = self.rooms, self.last_rooms, self.room_of[:]
        other.night_deaths, other.day, other.evening_done = self.night_deaths[:], self.day, self.evening_done
        other._track, other._winner, other._reason = self._track, self._winner, self._reason
        other._facts, other._seen, other._record = self._facts, {}, self._record
        other._voters, other._planner, other._sizes = self._voters, self._planner, self._sizes
        other._candidates, other._revote = self._candidates, self._revote
        other._later, other._living, other._room = self._later, self._living, self._room[:]
        other._room_no, other._left, other._chooser = self._room_no, self._left, self._chooser
        other._budget, other._next, other._acted = self._budget, self._next, self._acted
        other._presented, other._wolf = self._presented.copy(), self._wolf
        self._copy_pending(other)
        other._rng = self._rng  # shared until one of them draws (:meth:`_generator`)
        other._rng_shared = self._rng_shared = True
        other._script = None if self._script is None else self._script.copy()
        return other

    def seat_side(self, seat: int) -> str:
        """LOT-05: the side of the seat's role (``village`` or ``sauron``)."""
        return _SIDE[self.roles[seat]]

    def summary(self) -> dict[str, Any]:
        """The readable game's summary columns: the setup, the rangers' day, checkmate on/off, wolves."""
        roles = self.roles
        counts = {r: roles.count(r) for r in ROLES if r in roles}
        return {
            "setup": " ".join(f"{r}x{n}" for r, n in counts.items()),
            "rangers_day": self.setup.rangers_day,
            "checkmate": self.setup.checkmate,
            "wolves": counts.get("wolf", 0),
        }

    def _generator(self) -> random.Random:
        """The game's generator, to draw from: a copy and its original share one until
        either draws, which then takes a generator of its own in the same state (copy on
        write: a copy costs no generator state, 625 words, unless it draws)."""
        if self._rng_shared:
            self._rng, self._rng_shared = copied_generator(self._rng), False
        return self._rng

    def _living_now(self) -> tuple[int, ...]:
        alive = self.alive
        return tuple([s for s in range(self.players) if alive[s]])


#: the engine the registration names: ``fast="jinro_lab.variants.lotro.fast:ENGINE"``
ENGINE = Engine(supports, FastSetup, FastGame, observes=True)

#: each asked seat's legal actions, aligned with the seats
_Legal = tuple[tuple[Any, ...], ...]
#: LOT-45: the apostle's choices each round
_APOSTLE = (SUICIDE, HOLD)


@lru_cache(maxsize=4096)
def _ballots(
    voters: tuple[int, ...], candidates: tuple[int, ...]
) -> tuple[tuple[int, ...], tuple[tuple[Any, ...], ...]]:
    """LOT-20: the voters (seat order) and each one's ballots, any candidate but themself
    (``core.voting``'s options: a voter with none is not asked)."""
    seats, legal = [], []
    for v in sorted(voters):
        mine = tuple([vote(c) for c in candidates if c != v])
        if mine:
            seats.append(v)
            legal.append(mine)
    return tuple(seats), tuple(legal)


@lru_cache(maxsize=4096)
def _points(options: tuple[int, ...]) -> tuple[Any, ...]:
    """LOT-31: point at one of ``options``."""
    return tuple([point(t) for t in options])


@lru_cache(maxsize=4096)
def _presents(mates: tuple[int, ...]) -> tuple[Any, ...]:
    """LOT-40, LOT-44: present the tooth to a living roommate, or hold."""
    return (*(present(t) for t in mates), HOLD)


@lru_cache(maxsize=8)
def _answers(item: str) -> tuple[Any, ...]:
    """LOT-41: present the item, or keep it."""
    return (answer(item, True), answer(item, False))
