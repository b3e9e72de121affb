"""LotROで人狼: the day, the rooms, the tooth, the items and the passes, rule by rule.

The rules are one flow (``_flow``)::

    day 1 noon (LOT-10, LOT-12) -> evening (no vote, LOT-13) -> night ->
    [morning (LOT-11) -> noon -> evening vote (LOT-20 ... LOT-23) -> night] ...

and the night (LOT-30 ... LOT-47) is the room assignment (``_assign_rooms``:
nominations, pointing and the ban of LOT-32, ``rooms.RoomPlanner``) followed by
the rooms' rounds in lockstep (``_in_rooms``). The game stops at these
decisions (private kinds; the public label in brackets): ``point`` (a player
points at a roommate, [night: room assignment]), ``night`` (a wolf presents or
holds, an apostle kills themself or holds, [night: in the rooms]), ``answer`` (a
healer or friend shown the tooth presents the item or keeps it, [night: in the
rooms]) and ``vote`` ([evening: vote], the core's ``run_vote`` with LOT-22's tie
rule). Win conditions (LOT-60 ... LOT-64) are checked at each morning and after
each evening vote; checkmate (``checkmate.py``) with them when the option is on.
Talk (LOT-06) is not modelled as actions: :meth:`LotroGame.channels` says who may
send on which channel at any moment, and :meth:`LotroGame.check_talk` refuses the
rest.

Where the rulebook leaves a choice, the kit decides (beside the spec's own
decisions): the morning names the dead in seat order, not in the order they died
(LOT-11: the order would tell who died first); a pointing with one allowed target
is made for the player (LOT-32); the GM's random nominee is drawn among the players
the ban allows (LOT-31, LOT-32); the rounds ask one seat at a time in seat order
across the rooms (LOT-44); a setup is refused as
checkmated only when checkmate is on (LOT-03); LOT-63 holds only where the wolves
cannot be avoided (``checkmate.py``); at the end of the evening of day N the
rangers decide, not a checkmate count with nothing left to play (LOT-23).
"""

from __future__ import annotations

from collections.abc import Generator, Mapping
from functools import partial
from typing import Any

from ...core.chance import draw
from ...core.engine import Decision, Flow, Game
from ...core.errors import IllegalAction, describe
from ...core.events import GM_ONLY, Chance, Eliminated, Knowledge, VoteResult, only
from ...core.viewers import PUBLIC, Viewer
from ...core.voting import TieRule, VoteSpec, run_vote, vote_id
from . import events as ev
from .actions import HOLD, SUICIDE, answer, point, present
from .checkmate import Position, count_position, win_check
from .options import OPTIONS, settle
from .phrases import CAUSE, CHANCE, SAY, answered, room_phrase
from .roles import ANSWER_ROLE, ROLES
from .rooms import planner_for, repeats, room_sizes
from .view import LotroView

__all__ = ["CHANNELS", "MOMENTS", "LotroGame"]

Steps = Generator[Decision, Any, None]
ROOM_LABEL = "night: room assignment"
NIGHT_LABEL = "night: in the rooms"
VOTE_LABEL = "evening: vote"
#: LOT-06: the talk channels, and the moments of a day they are asked about
CHANNELS = ("public", "room", "wolves")
MOMENTS = ("morning", "noon", "evening", "speech", "rooms", "night")
#: the decision kinds -> the moment of the day they belong to (LOT-06)
_MOMENT_OF = {"point": "rooms", "night": "night", "answer": "night", "vote": "evening"}
_event = tuple.__new__


class LotroGame(Game):
    """A game of LotROで人狼. Create with ``jinro_lab.new_game("lotro", ...)``.

    ``roles=[...]`` fixes each seat's role (a lesson's arrangement); ``role_counts={"wolf":
    2, ...}`` sets the role counts, dealt at random from the seed (LOT-03); neither:
    the kit's default setup for the player count. The options are declared in
    ``options.py`` (``Options``, with their defaults, checks and rules).

    ``position=Position(dead=(seats), day=d, phase="evening" | "night", used=(seats),
    passes=(seats), last_rooms=((seats), ...))`` (``options.Position``) or its mapping
    ``{"dead": [seats], "day": d, ...}`` (with ``roles``)
    starts at the evening vote of day ``d`` or at the night after it, with those
    seats dead, those healers' and friends' items spent, those wolves having passed
    once and last night's rooms for the ban; each seat knows its own item and passes,
    and the wolves know each other (nothing else of the past is told). Example, one
    wolf and the friend with water alone: Sauron is checkmated (LOT-62), so this
    lesson turns checkmate off to play the night out::

        new_game("lotro", roles=["wolf", "friend", *["villager"] * 7],
                 position={"dead": [2, 3, 4, 5, 6, 7, 8], "day": 3, "phase": "night"},
                 checkmate=False)
    """

    variant = "lotro"

    def __init__(self, players: int | None = None, seed: int | None = None, **options: Any):
        values, record = OPTIONS.resolve(options if players is None else {"players": players, **options})
        self.options = settle(values, players is not None)
        self._role_list = self.options.cards()
        record["players"] = self.options.players
        record["role_counts"] = None if self.options.role_counts is None else dict(self.options.role_counts)
        super().__init__(self.options.players, seed, record)

    __init__.__signature__ = OPTIONS.signature()  # type: ignore[attr-defined]

    # ----- the flow ------------------------------------------------------------------
    def _flow(self) -> Flow:
        """LOT-10: the game starts at noon of day 1 (or where a position says); each day
        morning -> noon -> evening -> night."""
        phase = self._deal()
        while True:
            if phase == "morning":
                self._morning()
                phase = "noon"
            if phase == "noon":
                self._noon()
                phase = "evening"
            if phase == "evening":
                yield from self._evening()
            yield from self._night()
            self.day += 1
            self._evening_done = False
            phase = "morning"

    def _deal(self) -> str:
        """LOT-03: roles dealt at random from the seed (or fixed); each seat learns its
        own; the wolves learn each other (LOT-02, LOT-70), not the apostle. Returns
        the phase the flow starts at (``noon``, or a position's)."""
        n = self.players
        roles = list(self._role_list)
        if self.options.roles is None:
            self.rng.shuffle(roles)
            self.emit(Chance(CHANCE("roles dealt"), tuple(roles), GM_ONLY))
        self.roles: tuple[str, ...] = tuple(roles)
        self.alive = [True] * n
        self.used = [False] * n  # LOT-41: the leaf or the water spent
        self.passes = [0] * n  # LOT-42
        self.rooms: tuple[tuple[int, ...], ...] = ()
        self._last_rooms: tuple[tuple[int, ...], ...] = ()
        self.room_index: dict[int, int] = {}  # tonight: seat -> its room's index in rooms (LOT-40)
        self._night_deaths: list[int] = []
        self._trading: int | None = None  # the target of the open trade (LOT-06)
        self.presented: dict[int, int] = {}  # tonight's trades, wolf -> target (LOT-40)
        self.round_acted = False  # someone acted in this round of the night (LOT-44)
        self._speakers: tuple[int, ...] = ()
        self._evening_done = False
        self.minutes = 0
        self.day = 1
        opts = self.options
        self.emit(ev.SetupAnnounced(n, opts.rangers_day, opts.nominate, opts.checkmate))
        private = self._private
        for seat, role in enumerate(roles):
            self.emit(_event(ev.RoleDealt, (seat, role, private[seat])))
        wolves = [s for s, r in enumerate(roles) if r == "wolf"]
        for w in wolves:
            for other in wolves:
                if other != w:
                    self.emit(Knowledge(w, other, SAY("is a", other, "wolf"), ("role", other, "wolf"), private[w]))
        start = opts.position
        if start is None:
            return "noon"
        self.day = start["day"]
        for s in start["dead"]:
            self.alive[s] = False
        for s in start["used"]:
            self.used[s] = True
        for s in start["passes"]:
            self.passes[s] = 1
        self._last_rooms = self.rooms = tuple(tuple(r) for r in start["last_rooms"])
        self._evening_done = start["phase"] == "night"
        self.emit(ev.PositionStarted(self.day, start["phase"], tuple(start["dead"]), self.rooms))
        for s in sorted({*start["used"], *start["passes"]}):  # LOT-41, LOT-42: each holder's own past
            self.emit(ev.PositionPrivate(s, self.used[s], self.passes[s], private[s]))
        return str(start["phase"])

    # ----- the day (LOT-10 ... LOT-13, LOT-20 ... LOT-23) --------------------------------
    def _morning(self) -> None:
        """LOT-11: the night's dead, names only (in seat order: not the order they died),
        then the win check (LOT-64)."""
        self.emit(ev.PhaseBegan(self.day, "morning"))
        for seat in sorted(self._night_deaths):
            self.emit(Eliminated(seat, CAUSE("night")))
        if not self._night_deaths:
            self.emit(ev.NobodyDied(self.day))
        self._night_deaths = []
        self._check_win()

    def _noon(self) -> None:
        """LOT-12: the discussion, 3 minutes on day 1, then 5 (data for the facilitation view)."""
        self.minutes = ev.NOON_MINUTES[self.day > 1]
        self.emit(ev.PhaseBegan(self.day, "noon", self.minutes))

    def _evening(self) -> Steps:
        """LOT-13: no vote on day 1; from day 2 the execution vote (LOT-20 ... LOT-22), the
        win check (LOT-64), then the rangers at the end of the evening of day N (LOT-23)."""
        self.emit(ev.PhaseBegan(self.day, "evening"))
        if self.day < 2:
            return
        chosen = yield from self._vote()
        if chosen is not None:
            self.alive[chosen] = False
            self.emit(Eliminated(chosen, CAUSE("execution")))
        self._evening_done = True
        self._check_win()  # after the evening of day N, the rangers (LOT-23)

    def _vote(self) -> Generator[Decision, Any, int | None]:
        """LOT-20 ... LOT-22: every living player points at another living player at once;
        the most voted dies; on a tie each tied player speaks a minute, then the untied
        vote again among the tied; a second tie, or nobody left to revote: nobody dies."""
        living = self._living()
        spec = VoteSpec(
            vote_id(self.day), living, living, TieRule.REVOTE_BY_UNTIED_THEN_NONE, label=VOTE_LABEL, rule="LOT-22"
        )
        return (yield from run_vote(self, spec, self._tied_speak)).chosen

    def _tied_speak(self, result: VoteResult) -> None:
        """LOT-22: before a revote, each tied player speaks for a minute."""
        if result.revote:
            self._speakers = result.revote
            for seat in result.revote:
                self.emit(ev.Speech(seat, ev.SPEECH_MINUTES, result.vote))

    # ----- the night: rooms (LOT-30 ... LOT-33) ---------------------------------------------
    def _night(self) -> Steps:
        """LOT-30 ... LOT-47: rooms, then the rooms' rounds, then the morning of the next day."""
        self.emit(ev.PhaseBegan(self.day, "night"))
        self._speakers = ()
        yield from self._assign_rooms()
        yield from self._in_rooms()
        self._last_rooms = self.rooms

    def _assign_rooms(self) -> Steps:
        """LOT-30 ... LOT-33: rooms of the table's sizes in order; for each, the GM names an
        unassigned player (at random or the lowest seat), who points at a roommate (for a
        room of 3, the one pointed at points at a third); the last room takes the rest.
        Only choices that keep the night's repeated pairs (last night's roommates) at the
        least still achievable are allowed (LOT-32); a choice with one option is made
        for the player."""
        living = self._living()
        sizes = room_sizes(len(living))
        planner = planner_for(tuple(self._banned()))
        budget = planner.least(living, sizes)
        left = 0
        for s in living:
            left |= 1 << s
        self.rooms = ()
        self.room_index = {}
        for index, size in enumerate(sizes):
            later = sizes[index + 1 :]
            last = index == len(sizes) - 1
            if last:
                room = [s for s in living if left >> s & 1]
            else:
                nominees = planner.allowed((), size, left, later, budget)
                if self.options.nominate == "seat":
                    nominee = nominees[0]
                    self.emit(ev.Nominated(index, nominee))
                else:  # LOT-31: a random nominee, announced
                    nominee = draw(self, nominees, partial(ev.Nominated, index))
                room = [nominee]
                left &= ~(1 << nominee)
                chooser = nominee
                while len(room) < size:
                    options = planner.allowed(tuple(room), size, left, later, budget)
                    if len(options) == 1:
                        target = options[0]
                    else:
                        choice = yield self.ask_one(
                            chooser, "point", tuple(point(t) for t in options), label=ROOM_LABEL
                        )
                        target = choice.target
                    self.emit(ev.Pointed(index, chooser, target, len(options) == 1))
                    room.append(target)
                    left &= ~(1 << target)
                    chooser = target
            for s in room:
                left &= ~(1 << s)
                self.room_index[s] = index
            seats = tuple(sorted(room))
            banned = planner.banned
            rep = tuple((a, b) for i, a in enumerate(seats) for b in seats[i + 1 :] if banned[a] >> b & 1)
            budget -= repeats(seats, banned)
            self.rooms = (*self.rooms, seats)
            self.emit(ev.RoomFormed(index, seats, rep, last))

    def _banned(self) -> list[int]:
        """LOT-32: each seat's roommates of last night as a bit mask (none on night 1)."""
        banned = [0] * self.players
        for room in self._last_rooms:
            for a in room:
                for b in room:
                    if a != b:
                        banned[a] |= 1 << b
        return banned

    # ----- the night: in the rooms (LOT-40 ... LOT-47) ------------------------------------------
    def _in_rooms(self) -> Steps:
        """LOT-44: rounds in lockstep across the rooms; each round, in seat order, each
        living wolf who has not presented presents to a living roommate or holds, each
        living apostle kills themself or holds; the night ends after a round in which
        nobody acted; then each room's passes are judged (LOT-42, LOT-43)."""
        roles, alive = self.roles, self.alive
        # the night's trades so far (wolf -> target) and whether anyone acted this round:
        # kept on the game (the GM's knowledge) for the world sampler (``hidden.py``)
        presented: dict[int, int] = {}
        self.presented = presented
        while True:
            acted = self.round_acted = False
            for seat in range(self.players):
                if not alive[seat]:
                    continue
                role = roles[seat]
                if role == "wolf" and seat not in presented:
                    mates = self.mates(seat)
                    if not mates:
                        continue
                    options = (*(present(t) for t in mates), HOLD)
                    choice = yield self.ask_one(seat, "night", options, label=NIGHT_LABEL)
                    if choice.kind == "present":
                        acted = self.round_acted = True
                        presented[seat] = choice.target
                        yield from self._trade(seat, choice.target)
                elif role == "apostle":
                    choice = yield self.ask_one(seat, "night", (SUICIDE, HOLD), label=NIGHT_LABEL)
                    if choice.kind == "suicide":  # LOT-45
                        acted = self.round_acted = True
                        self._die_at_night(seat, "suicide")
            if not acted:
                break
        self._judge_passes(presented)

    def mates(self, seat: int) -> tuple[int, ...]:
        """The living roommates of ``seat`` tonight (the night's state, as the game
        master knows it: the hidden model reads it of a sampled world, with
        ``room_index``, ``presented`` and ``round_acted``)."""
        room = self.rooms[self.room_index[seat]]
        alive = self.alive
        return tuple(s for s in room if s != seat and alive[s])

    def _trade(self, wolf: int, target: int) -> Steps:
        """LOT-40, LOT-41, LOT-46: the secure trade: a wolf target: nothing happens; a
        healer or friend with the unused item answers (present it, or keep it and die);
        anyone else dies. The two parties see it; the target learns the wolf."""
        role = self.roles[target]
        item = ROLES[role].item
        outcome = "death"
        if role == "wolf":
            outcome = "wolf"
        elif role in ("healer", "friend") and not self.used[target]:
            assert item is not None
            self._trading = target  # LOT-06: the target of an open trade may not speak
            choice = yield self.ask_one(target, "answer", (answer(item, True), answer(item, False)), label=NIGHT_LABEL)
            self._trading = None
            if choice.use:
                self.used[target] = True
                outcome = item
        self.emit(ev.Trade(wolf, target, outcome, frozenset((wolf, target))))
        self.emit(Knowledge(target, wolf, SAY("presented", wolf), ("role", wolf, "wolf"), only(target)))
        learned = ANSWER_ROLE.get(outcome)
        key = ("role", target, learned) if learned else ("answer", target, outcome)
        self.emit(Knowledge(wolf, target, answered(target, outcome), key, only(wolf)))
        if outcome == "death":
            self._die_at_night(target, "tooth")
        elif outcome == "celebrant_water":
            self._die_at_night(wolf, "water")

    def _die_at_night(self, seat: int, cause: str) -> None:
        """LOT-46, LOT-47: a death in a room, seen as it happens by the living roommates
        (one fact each for the information flow, LOT-72), its cause by the GM only."""
        room = self.room_index[seat]
        witnesses = self.mates(seat)
        self.alive[seat] = False
        self._night_deaths.append(seat)
        self.emit(ev.RoomDeath(seat, room, frozenset((seat, *witnesses))))
        for s in witnesses:
            fact = SAY("died in", seat, room_phrase(room))
            self.emit(Knowledge(s, seat, fact, ("death", seat, room), only(s)))
        self.emit(ev.NightDeath(seat, CAUSE(cause), GM_ONLY))

    def _judge_passes(self, presented: Mapping[int, int]) -> None:
        """LOT-40, LOT-42, LOT-43: at the room's night end a living wolf who presented to
        no non-wolf passed if a living non-wolf roommate remains; a second pass kills it."""
        roles = self.roles
        for wolf in range(self.players):
            if roles[wolf] != "wolf" or not self.alive[wolf]:
                continue
            target = presented.get(wolf)
            if target is not None and roles[target] != "wolf":
                continue
            counted = any(roles[m] != "wolf" for m in self.mates(wolf))
            if counted:
                self.passes[wolf] += 1
            self.emit(ev.PassJudged(wolf, counted, self.passes[wolf], self._private[wolf]))
            if counted and self.passes[wolf] >= 2:
                self._die_at_night(wolf, "second pass")

    # ----- wins (LOT-60 ... LOT-64) -------------------------------------------------------
    def _check_win(self) -> None:
        """LOT-60 ... LOT-64, LOT-23: the win check (``checkmate.win_check``): every seat of
        the winning side, dead or alive, wins (LOT-05)."""
        result = win_check(self.position(), self.options.checkmate)
        if result is not None:
            side, reason = result
            self.finish(self._side(side), side, reason)

    def _side(self, side: str) -> frozenset[int]:
        """LOT-05: every seat of ``side``, dead or alive."""
        return frozenset(s for s, r in enumerate(self.roles) if ROLES[r].side == side)

    def position(self) -> Position:
        """The position of the count of LOT-62/LOT-63 now (the GM's knowledge)."""
        return count_position(self.roles, self.alive, self.used, self.day, self._evening_done, self.options.rangers_day)

    # ----- talk (LOT-05, LOT-06, LOT-80) ------------------------------------------------------
    def moment(self) -> str:
        """The moment of the day now, for :meth:`channels` (one of :data:`MOMENTS`)."""
        d = self._decision
        return _MOMENT_OF.get(d.kind, "evening") if d is not None else "evening"

    def channels(self, seat: int, moment: str | None = None) -> tuple[str, ...]:
        """LOT-05, LOT-06: the channels ``seat`` may send on at ``moment`` (default: now):
        ``public`` at noon and, for a tied player, in the speeches before a revote
        (``speech``); ``room`` at night in the rooms, to the living roommates;
        ``wolves`` for a living wolf at every moment. The dead send nothing, nor does the
        target of an open trade (LOT-06)."""
        self._check_seat(seat)
        moment = self.moment() if moment is None else moment
        if moment not in MOMENTS:
            raise IllegalAction(
                seat, moment, "talk", (), f"no moment {describe(moment)}; moments: {', '.join(MOMENTS)}"
            )
        if not self.alive[seat] or seat == self._trading:
            return ()
        out = []
        if moment == "noon" or (moment == "speech" and seat in self._speakers):
            out.append("public")
        if moment == "night" and seat in self.room_index and self.mates(seat):
            out.append("room")
        if self.roles[seat] == "wolf":
            out.append("wolves")
        return tuple(out)

    def audience(self, seat: int, channel: str) -> frozenset[int]:
        """Who hears ``seat`` on ``channel`` (LOT-06): everyone (``public``), its living
        roommates (``room``), the other living wolves (``wolves``)."""
        self.check_talk(seat, channel, None)
        if channel == "public":
            return frozenset(range(self.players)) - {seat}
        if channel == "room":
            return frozenset(self.mates(seat))
        return frozenset(s for s in range(self.players) if self.roles[s] == "wolf" and self.alive[s] and s != seat)

    def check_talk(self, seat: int, channel: str, moment: str | None = None) -> None:
        """LOT-06, LOT-80: raise :class:`IllegalAction` unless ``seat`` may send on
        ``channel`` at ``moment`` (the engine refuses a forbidden act; no death follows)."""
        allowed = self.channels(seat, moment)
        if channel not in allowed:
            shown = moment or self.moment()
            raise IllegalAction(seat, shown, f"talk on {channel}", allowed, "LOT-06: not allowed to send on it now")

    # ----- views ------------------------------------------------------------------------------
    def _seat_side(self, seat: int) -> str:
        """LOT-05: the side of the seat's role (``village`` or ``sauron``); a side wins
        whole, dead or alive (LOT-60, LOT-61)."""
        return ROLES[self.roles[seat]].side

    def summary(self) -> dict[str, Any]:
        """Columns for simulation tables: the setup, the rangers' day, checkmate on/off, wolves."""
        counts = {r: self.roles.count(r) for r in ROLES if r in self.roles}
        return {
            "setup": " ".join(f"{r}x{n}" for r, n in counts.items()),
            "rangers_day": self.options.rangers_day,
            "checkmate": self.options.checkmate,
            "wolves": counts.get("wolf", 0),
        }

    def _living(self) -> tuple[int, ...]:
        return tuple(s for s, up in enumerate(self.alive) if up)

    def _view(self, seat: Viewer) -> LotroView:
        n = self.players
        if seat is None:
            return LotroView(
                None,
                self.phase,
                self.day,
                n,
                tuple(self.alive),
                None,
                self.roles,
                None,
                0,
                self.rooms,
                self.options.rangers_day,
                self.minutes,
                tuple(self._log),
                self._result,
            )
        # every field from the events the seat saw (LOT-46, LOT-70, LOT-71), or public state
        # announced by an event of everyone's (day, rooms, minutes, the result)
        events = tuple(self._memory(seat) if seat is not PUBLIC else self._public_memory())
        role = self.roles[seat] if seat is not PUBLIC else None
        item = ROLES[role].item if role is not None else None
        alive = [True] * n
        known: list[str | None] = [None] * n
        used, passes = False, 0
        for e in events:
            cls = e.__class__
            if cls is Eliminated or cls is ev.RoomDeath:
                alive[e.seat] = False
            elif cls is Knowledge and e.observer == seat and e.key[0] == "role":
                known[e.key[1]] = e.key[2]
            elif cls is ev.Trade and e.target == seat and e.answer == item:  # LOT-41: its item shown
                used = True
            elif cls is ev.PassJudged:  # LOT-42: seen by its wolf only
                passes = e.passes
            elif cls is ev.PositionStarted:  # LOT-71: a position's dead are public
                for s in e.dead:
                    alive[s] = False
            elif cls is ev.PositionPrivate:
                used, passes = e.used, e.passes
        if seat is not PUBLIC:
            known[seat] = role
        return LotroView(
            seat,
            self.label,
            self.day,
            n,
            tuple(alive),
            role,
            tuple(known),
            used if role in ("healer", "friend") else None,
            passes,
            self.rooms,
            self.options.rangers_day,
            self.minutes,
            events,
            self._result,
        )
