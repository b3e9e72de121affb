"""魔法都市の人狼 (Mahou Toshi): the basic village, rule by rule.

This version plays the citizens, werewolves, seer, medium, knight and masons
(MAH-R01 ... MAH-R04, MAH-R06, MAH-R11) without event cards; the other roles and
the 25 event cards come next. The rules are one flow (``_flow``)::

    night 0 (MAH-05) -> [day (MAH-10 ... MAH-12) -> night (MAH-20, MAH-21) -> morning (MAH-26)] ...

and the game stops at two kinds of decision: ``night`` (every seat with a night
ability at once; the werewolves' proposals settle their one target, MAH-03)
and ``vote`` (in the option's vote style, MAH-11, through the core's
``run_vote``). Every seat's view shows only the public label (``night: eyes
closed``, ``day: vote``), never who holds an ability.
"""

from __future__ import annotations

from collections.abc import Generator, Mapping, Sequence
from dataclasses import dataclass, fields
from functools import cache
from typing import Any

from ...core.engine import Decision, Flow, Game
from ...core.errors import InvalidSetup
from ...core.events import GM_ONLY, Chance, Eliminated, Knowledge, only
from ...core.modifiers import Modifiers
from ...core.team import settle_proposals
from ...core.voting import TieRule, VoteSpec, VoteStyle, run_vote
from . import events as ev
from .actions import Ability, ability
from .roles import BASIC, CITIZENS, ROLES, WEREWOLVES
from .view import MahouView

__all__ = ["MahouToshiGame", "Options", "default_roles"]

Steps = Generator[Decision, Any, None]
FIRST_DAY_SEER = ("random_white", "free", "none")
VOTE_STYLES = tuple(style.value for style in VoteStyle)
PHASES = ("day", "night")
DEFAULT_PLAYERS = 9
_NIGHT_LABEL, _VOTE_LABEL = "night: eyes closed", "day: vote"
_TARGETS: dict[tuple[Any, ...], tuple[Ability, ...]] = {}
_event = (
    tuple.__new__
)  # events made every game are built positionally (every field, in order)  # by ability, who is alive, who is excluded


@dataclass(frozen=True, slots=True)
class Options:
    """The options of MAH-04 and the spec's option table, with their defaults.

    ``roles``: one role id per seat (``None``: :func:`default_roles` for the player
    count, dealt at random, MAH-06); ``first_day_seer``: ``random_white`` (the GM
    tells the seer one random human), ``free`` (a night-0 divination) or ``none``;
    ``knight_self`` / ``knight_repeat``: whether a protector may guard themself / the
    same player two nights running; ``vote_style``: ``simultaneous``, ``in_turn`` or
    ``free`` (MAH-11); ``fox_steals_win`` (MAH-42, for the fox of the next version);
    ``position``: start from a described position (see :class:`MahouToshiGame`).
    """

    players: int = DEFAULT_PLAYERS
    roles: tuple[str, ...] | None = None
    first_day_seer: str = "random_white"
    knight_self: bool = False
    knight_repeat: bool = True
    vote_style: str = "simultaneous"
    fox_steals_win: bool = True
    position: Mapping[str, Any] | None = None


OPTION_NAMES = tuple(f.name for f in fields(Options))


def default_roles(players: int) -> list[str]:
    """MAH-06: the kit's setup for ``players`` (5..16), werewolf side first.

    Werewolves: (players - 1) / 2 - 2 rounded down, at least 1 and at most the
    box's 4 cards (decision); citizens: that number + 2; the other seats get, in
    order, seer, knight, medium and the two masons, who come as a pair (MAH-R06:
    a lone mason would learn nothing), so a seat that would hold one mason and
    any seat left over is a citizen (decision)."""
    _check_players(players)
    formula = (players - 1) // 2 - 2
    wolves = min(4, max(1, formula))
    specials = ["seer", "knight", "medium", "mason", "mason"][: max(0, players - wolves - (formula + 2))]
    if specials.count("mason") == 1:
        specials.remove("mason")
    citizens = players - wolves - len(specials)
    return ["werewolf"] * wolves + specials + ["citizen"] * citizens


def _check_players(players: Any) -> None:
    if players.__class__ is not int or not 5 <= players <= 16:
        raise InvalidSetup(f"players must be an int from 5 to 16 (MAH-06), got {players!r}")


class MahouToshiGame(Game):
    """A game of 魔法都市の人狼. Create with ``jinro_lab.new_game("mahou_toshi", ...)``.

    ``roles=[...]`` fixes the role of each seat (a lesson's arrangement);
    ``position={"dead": [seats], "day": d, "phase": "day" | "night"}`` starts at
    day ``d``'s vote or at the night after it, with those seats dead; teammates
    know each other as after night 0 (the seer's first-day result is not given).
    Example, the position where the knight matters: two werewolves and four
    humans left at night 3, the knight alive::

        new_game("mahou_toshi", roles=["werewolf", "werewolf", "seer", "knight",
                 "citizen", "citizen", "citizen", "medium"],
                 position={"dead": [2, 7], "day": 3, "phase": "night"}, seed=1)
    """

    variant = "mahou_toshi"

    def __init__(
        self,
        players: int | None = None,
        seed: int | None = None,
        roles: Sequence[str] | None = None,
        first_day_seer: str = "random_white",
        knight_self: bool = False,
        knight_repeat: bool = True,
        vote_style: str = "simultaneous",
        fox_steals_win: bool = True,
        position: Mapping[str, Any] | None = None,
    ):
        roles_t = _check_roles(roles, players)
        if players is None:
            players = len(roles_t) if roles_t is not None else DEFAULT_PLAYERS
        _check_players(players)
        if first_day_seer not in FIRST_DAY_SEER:
            raise InvalidSetup(
                f"first_day_seer must be one of {', '.join(FIRST_DAY_SEER)} (MAH-04), got {first_day_seer!r}"
            )
        if vote_style not in VOTE_STYLES:
            raise InvalidSetup(f"vote_style must be one of {', '.join(VOTE_STYLES)} (MAH-11), got {vote_style!r}")
        for name, value in (
            ("knight_self", knight_self),
            ("knight_repeat", knight_repeat),
            ("fox_steals_win", fox_steals_win),
        ):
            if value.__class__ is not bool:
                raise InvalidSetup(f"{name} must be true or false (MAH-04), got {value!r}")
        if position is not None and roles_t is None:
            raise InvalidSetup("a position needs roles=[one role id per seat]: who is who at that moment")
        self.options = Options(
            players,
            roles_t,
            first_day_seer,
            knight_self,
            knight_repeat,
            vote_style,
            fox_steals_win,
            _check_position(position, players, roles_t),
        )
        self._vote_style = VoteStyle(vote_style)
        super().__init__(
            players,
            seed,
            {
                "players": players,
                "roles": None if roles_t is None else list(roles_t),
                "first_day_seer": first_day_seer,
                "knight_self": knight_self,
                "knight_repeat": knight_repeat,
                "vote_style": vote_style,
                "fox_steals_win": fox_steals_win,
                "position": None if position is None else dict(position),
            },
        )

    # ----- the flow ----------------------------------------------------------------
    def _flow(self) -> Flow:
        """Night 0, then days and nights until a side wins (MAH-43)."""
        start = self._deal()
        if start == "night 0":
            yield from self._night_zero()
        elif start == "night":
            yield from self._night()
        while True:
            yield from self._day()
            yield from self._night()

    # ----- setup and night 0 (MAH-01, MAH-04, MAH-05, MAH-06, MAH-51) -------------------
    def _deal(self) -> str:
        """Deal the role cards (the fixed ``roles`` or the default setup shuffled),
        announce the setup; returns where the flow starts."""
        n = self.players
        fixed, position = self.options.roles, self.options.position
        if fixed is None:
            roles = default_roles(n)
            self.rng.shuffle(roles)
            self._emit(Chance("roles dealt", tuple(roles), GM_ONLY))
        else:
            roles = list(fixed)
        dead = () if position is None else position["dead"]
        self.alive: tuple[bool, ...] = tuple(s not in dead for s in range(n))
        self._set_roles(roles)
        self.modifiers = Modifiers(self._emit)
        self.last_guard: dict[int, int] = {}
        self.executed: int | None = None  # the day's executed player, set by each day's vote (MAH-R03)
        self._emit(ev.SetupAnnounced(_card_counts(tuple(roles)), self.options.vote_style, self.options.first_day_seer))
        private = self._private
        for seat, role in enumerate(roles):
            self._emit(_event(ev.RoleDealt, (seat, role, private[seat])))
        if position is None:
            return "night 0"
        self.day = position["day"]
        self._emit(
            ev.Announcement(
                "position",
                (tuple(dead), self.day, position["phase"]),
                f"the game starts at day {self.day} ({position['phase']}); "
                f"dead: {', '.join(f'seat {s}' for s in dead) or 'nobody'}",
            )
        )
        self._meet()
        return position["phase"]

    def _night_zero(self) -> Steps:
        """MAH-05: teammates meet (werewolves, masons); the seer gets a random white,
        or divines freely, or nothing (MAH-04); no attack and no other ability."""
        self._emit(ev.Dusk(0))
        self._meet()
        seer = self._holder("seer")
        mode = self.options.first_day_seer
        if seer is not None and mode == "random_white":
            whites = [
                s
                for s in range(self.players)
                if s != seer and ROLES[self.roles[s]].judged == "human" and self.roles[s] != "fox"
            ]
            if whites:
                white = whites[self.rng.randrange(len(whites))]
                self._emit(Chance("random white", white, only(seer)))
                self._emit(
                    Knowledge(
                        seer,
                        white,
                        f"seat {white} is human (random white, MAH-05)",
                        ("judged", white, "human"),
                        only(seer),
                    )
                )
        elif seer is not None and mode == "free":
            choice = yield self._ask_one(seer, "night", self._targets("divine", (seer,)), label=_NIGHT_LABEL)
            self._divine(seer, choice.target)
        self._dawn()

    def _meet(self) -> None:
        """MAH-03, MAH-R06: the werewolves learn each other, the masons each other."""
        for event in _meetings(tuple(self.roles)):
            self._emit(event)

    # ----- day (MAH-10, MAH-11, MAH-12) -------------------------------------------------
    def _day(self) -> Steps:
        """Discussion, then the vote; the most-voted player is executed (MAH-12)."""
        living = self._living()
        minutes = len(living) // 2 + 1
        self._emit(ev.Announcement("discussion", (minutes,), f"discussion: {minutes} minutes (MAH-10)"))
        spec = VoteSpec(
            vote=f"day {self.day}",
            voters=living,
            candidates=living,
            tie_rule=TieRule.RUNOFF_THEN_NONE,
            style=self._vote_style,
            label=_VOTE_LABEL,
        )
        chosen = yield from run_vote(self, spec)
        self.executed = chosen
        if chosen is not None:
            self._kill(chosen, "execution")
            self._check_win()

    # ----- night (MAH-20, MAH-21, MAH-26) -------------------------------------------------
    def _night(self) -> Steps:
        """MAH-20: the werewolves propose a target while the seer and the knight
        choose (one decision: nobody sees the others' choices); the medium learns of
        today's executed player; then the GM resolves: guard, attack, results."""
        self.modifiers.boundary("dusk")
        self._emit(ev.Dusk(self.day))
        alive, roles = self.alive, self.roles
        wolves = tuple(s for s in self._wolf_seats if alive[s])
        seer, knight = self._holder("seer"), self._holder("knight")
        legal: dict[int, tuple[Ability, ...]] = {}
        for seat in range(self.players):  # in seat order
            if seat in wolves:
                legal[seat] = self._targets("attack", wolves)
            elif seat == seer:
                legal[seat] = self._targets("divine", (seat,))
            elif seat == knight:
                guards = self._guard_options(seat)
                if guards:
                    legal[seat] = guards
        choices = yield self._ask("night", legal, label=_NIGHT_LABEL)
        (target,) = settle_proposals(self, "attack", {w: choices[w] for w in wolves}, _target_of)
        assert isinstance(target, int)
        guarded = None
        if knight is not None and knight in choices:
            guarded = choices[knight].target
            self.last_guard[knight] = guarded
            self._emit(ev.Guarded(knight, guarded, self._private[knight]))
        if seer is not None:
            self._divine(seer, choices[seer].target)
        medium = self._holder("medium")
        if medium is not None and self.executed is not None:
            ex = self.executed
            judged = ROLES[roles[ex]].judged
            self._emit(Knowledge(medium, ex, f"executed seat {ex} was {judged}", ("medium", ex, judged), only(medium)))
        killed = None
        if guarded == target:  # MAH-21
            self._emit(ev.AttackResolved(target, "guarded", GM_ONLY))
        else:
            self._emit(ev.AttackResolved(target, "killed", GM_ONLY))
            killed = target
        self._dawn()
        if killed is None:
            self._emit(ev.Announcement("no death", (), "nobody died in the night (MAH-26)"))
        else:
            self._kill(killed, "attack")
            self._check_win()

    def _dawn(self) -> None:
        """MAH-26: a new day begins; rule changes waiting for the dawn start."""
        self.day += 1
        self._emit(ev.Dawn(self.day))
        self.modifiers.boundary("dawn")

    def _divine(self, seer: int, target: int) -> None:
        """MAH-R02: the seer learns whether ``target`` is judged a werewolf."""
        judged = ROLES[self.roles[target]].judged
        self._emit(Knowledge(seer, target, f"seat {target} is {judged}", ("judged", target, judged), only(seer)))

    def _guard_options(self, knight: int) -> tuple[Ability, ...]:
        """MAH-27, MAH-04: living players; self only with ``knight_self``; not last
        night's player unless ``knight_repeat``."""
        exclude: tuple[int, ...] = () if self.options.knight_self else (knight,)
        last = self.last_guard.get(knight)
        if last is not None and not self.options.knight_repeat:
            exclude = (*exclude, last)
        return self._targets("guard", exclude)

    def _targets(self, kind: str, exclude: tuple[int, ...]) -> tuple[Ability, ...]:
        """``kind`` aimed at each living player not in ``exclude`` (cached by who is alive)."""
        key = (kind, self.alive, exclude)
        options = _TARGETS.get(key)
        if options is None:
            options = tuple(ability(kind, t) for t, up in enumerate(self.alive) if up and t not in exclude)
            if len(_TARGETS) < 200_000:
                _TARGETS[key] = options
        return options

    # ----- deaths and wins (MAH-24, MAH-40, MAH-43) -------------------------------------
    def _kill(self, seat: int, cause: str) -> None:
        """A death: the seat leaves the game (its role stays secret, MAH-51)."""
        alive = list(self.alive)
        alive[seat] = False
        self.alive = tuple(alive)
        if seat in self._wolf_seats:
            self._wolves_alive -= 1
        elif seat in self._human_seats:
            self._humans_alive -= 1
        self._emit(Eliminated(seat, cause))
        self.modifiers.boundary("death", seat)

    def _check_win(self) -> None:
        """MAH-40, MAH-43: the citizens win when no werewolf lives; the werewolves when
        the living humans (not the fox) are no more than the living werewolves."""
        wolves, humans = self._wolves_alive, self._humans_alive
        if wolves == 0:
            self._finish(self._team(CITIZENS), CITIZENS, "MAH-40: every werewolf is dead")
        if humans <= wolves:
            self._finish(
                self._team(WEREWOLVES),
                WEREWOLVES,
                f"MAH-40: living humans ({humans}) are no more than living werewolves ({wolves})",
            )

    def _team(self, team: str) -> frozenset[int]:
        return frozenset(s for s in range(self.players) if ROLES[self.roles[s]].team == team)

    # ----- helpers and views ------------------------------------------------------------
    def _set_roles(self, roles: list[str]) -> None:
        """Deal ``roles`` to the seats and index them: who counts as a werewolf
        (MAH-02), who is human for the head count (not the fox, MAH-40), where each
        single-card role sits; the living ones are counted here and kept by
        ``_kill`` (win checks follow every death)."""
        self.roles: list[str] = roles
        self._wolf_seats, self._human_seats, self._seat_of = _role_index(tuple(roles))
        alive = self.alive
        self._wolves_alive = sum(alive[s] for s in self._wolf_seats)  # the head count of MAH-40
        self._humans_alive = sum(alive[s] for s in self._human_seats)

    def _living(self) -> tuple[int, ...]:
        return _living(self.alive)

    def _holder(self, role: str) -> int | None:
        """The living seat holding ``role`` (a single card), or ``None``."""
        seat = self._seat_of.get(role)
        return seat if seat is not None and self.alive[seat] else None

    def summary(self) -> dict[str, Any]:
        """Columns for simulation tables: the role setup, the vote style, and the
        number of werewolves and players."""
        return {
            "setup": " ".join(sorted(self.roles)),
            "vote_style": self.options.vote_style,
            "werewolves": len(self._wolf_seats),
        }

    def _view(self, seat: int | None) -> MahouView:
        if seat is None:
            return MahouView(
                seat=None,
                phase=self.phase,
                day=self.day,
                players=self.players,
                alive=self.alive,
                role=None,
                roles=tuple(self.roles),
                events=tuple(self._log),
                result=self._result,
            )
        events = tuple(self._memory(seat))
        known: list[str | None] = [None] * self.players
        for e in events:
            if e.__class__ is Knowledge and e.observer == seat and e.key[0] == "role":
                known[e.key[1]] = e.key[2]
        known[seat] = self.roles[seat]
        return MahouView(
            seat=seat,
            phase=self.label,
            day=self.day,
            players=self.players,
            alive=self.alive,
            role=self.roles[seat],
            roles=tuple(known),
            events=events,
            result=self._result,
        )


@cache
def _card_counts(roles: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    """The role cards in use, by id (MAH-51): announced at the start."""
    return tuple(sorted((role, roles.count(role)) for role in set(roles)))


@cache
def _meetings(roles: tuple[str, ...]) -> tuple[Knowledge, ...]:
    """MAH-03, MAH-R06: each werewolf learns every other werewolf, each mason the
    other mason (one ``Knowledge`` per pair; shared between games of one setup)."""
    events = []
    for role in ("werewolf", "mason"):
        team = [s for s, r in enumerate(roles) if r == role]
        for observer in team:
            for other in team:
                if other != observer:
                    fact = f"seat {other} is a {role}"
                    events.append(Knowledge(observer, other, fact, ("role", other, role), only(observer)))
    return tuple(events)


@cache
def _role_index(roles: tuple[str, ...]) -> tuple[tuple[int, ...], tuple[int, ...], dict[str, int]]:
    """Who counts as a werewolf (MAH-02), who is human for the head count (not the
    fox, MAH-40), and where each single-card role sits."""
    wolves = tuple(s for s, r in enumerate(roles) if ROLES[r].counts_as_werewolf)
    humans = tuple(s for s, r in enumerate(roles) if not ROLES[r].counts_as_werewolf and r != "fox")
    return wolves, humans, {r: s for s, r in enumerate(roles)}


@cache
def _living(alive: tuple[bool, ...]) -> tuple[int, ...]:
    """The living seats, in seat order (cached by who is alive)."""
    return tuple(s for s, up in enumerate(alive) if up)


def _target_of(action: Ability) -> tuple[int]:
    return (action.target,)


def _check_roles(roles: Sequence[str] | None, players: int | None) -> tuple[str, ...] | None:
    """MAH-01: known role ids, within the box's card counts, one per seat (a
    setup that passed once passes at once: simulations repeat one setup)."""
    if roles is None:
        return None
    if roles.__class__ is list or roles.__class__ is tuple:
        key = (tuple(roles), players)
        try:
            return _VALID_ROLES[key]
        except (KeyError, TypeError):
            pass
    roles_t = _validate_roles(roles, players)
    if len(_VALID_ROLES) < 10_000:
        _VALID_ROLES[(roles_t, players)] = roles_t
    return roles_t


_VALID_ROLES: dict[tuple[Any, ...], tuple[str, ...]] = {}


def _validate_roles(roles: Sequence[str], players: int | None) -> tuple[str, ...]:
    if isinstance(roles, str | bytes) or not isinstance(roles, Sequence):
        raise InvalidSetup(f"roles must be a list of role ids, one per seat, got {roles!r}")
    roles_t = tuple(roles)
    unknown = sorted({repr(r) for r in roles_t if not isinstance(r, str) or r not in ROLES})
    if unknown:
        raise InvalidSetup(f"unknown role ids {', '.join(unknown)}; allowed: {', '.join(ROLES)}")
    later = sorted({r for r in roles_t if r not in BASIC})
    if later:
        raise InvalidSetup(
            f"roles {', '.join(later)} are not playable in this version (the basic village); "
            f"allowed: {', '.join(sorted(BASIC))}"
        )
    if players is not None and players != len(roles_t):
        raise InvalidSetup(f"players={players!r} but roles names {len(roles_t)} seats; give one role per seat")
    _check_players(len(roles_t))
    for role in set(roles_t):
        if roles_t.count(role) > ROLES[role].copies:
            raise InvalidSetup(
                f"the box has {ROLES[role].copies} {role} card(s) (MAH-01), roles uses {roles_t.count(role)}"
            )
    if not any(ROLES[r].counts_as_werewolf for r in roles_t):
        raise InvalidSetup("roles must include at least one werewolf (MAH-R11)")
    wolves = sum(ROLES[r].counts_as_werewolf for r in roles_t)
    if len(roles_t) - wolves <= wolves:
        raise InvalidSetup(f"{wolves} werewolves among {len(roles_t)} players would win at once (MAH-40); use fewer")
    return roles_t


def _check_position(position: Any, players: int, roles: tuple[str, ...] | None) -> dict[str, Any] | None:
    """A described position: ``dead`` seats, ``day`` (1 or more) and ``phase``."""
    if position is None:
        return None
    if not isinstance(position, Mapping):
        raise InvalidSetup(f"position must be a mapping with keys dead, day, phase; got {position!r}")
    unknown = sorted(set(map(str, position)) - {"dead", "day", "phase"})
    if unknown:
        raise InvalidSetup(f"unknown position keys {', '.join(unknown)}; allowed: dead, day, phase")
    dead = position.get("dead", [])
    if (
        isinstance(dead, str | bytes)
        or not isinstance(dead, Sequence)
        or any(s.__class__ is not int or not 0 <= s < players for s in dead)
    ):
        raise InvalidSetup(f"position['dead'] must be a list of seats 0..{players - 1}, got {dead!r}")
    if len(set(dead)) != len(dead):
        raise InvalidSetup(f"position['dead'] names a seat twice: {dead!r}")
    day = position.get("day", 1)
    if day.__class__ is not int or day < 1:
        raise InvalidSetup(f"position['day'] must be an int of 1 or more, got {day!r}")
    phase = position.get("phase", "day")
    if phase not in PHASES:
        raise InvalidSetup(f"position['phase'] must be 'day' or 'night', got {phase!r}")
    assert roles is not None
    wolves = sum(1 for s, r in enumerate(roles) if s not in dead and ROLES[r].counts_as_werewolf)
    humans = sum(1 for s, r in enumerate(roles) if s not in dead and not ROLES[r].counts_as_werewolf and r != "fox")
    if wolves == 0 or humans <= wolves:
        raise InvalidSetup(
            f"that position is already decided (MAH-40): {wolves} living werewolves, {humans} living humans"
        )
    return {"dead": sorted(dead), "day": day, "phase": phase}
