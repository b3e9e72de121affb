"""魔法都市の人狼's state and toolbox: the role index, deaths and their chains, the
morning, the win checks, the chimera and the soul vortex's redeal (MAH-02,
MAH-24 ... MAH-26, MAH-40 ... MAH-43, MAH-R14, MAH-E06 ... MAH-E08).

:class:`MahouState` is the base of ``game.MahouToshiGame``, which keeps the flow
(the deal, the days, the nights and their choices) and the options; the card
modules (``day_cards``, ``night_cards``, ``effects``) and the night's resolution
(``night``) call this toolbox: ``kill`` and ``_chain`` (a death and what follows
it), ``holder`` and ``living`` (who holds a card, who lives), ``judged``,
``announce_public``, ``flag_demon``, ``check_win``, ``redeal``. The role index is
kept by ``_set_roles`` and ``kill`` (a win check follows every death) and rebuilt
by state surgery (``redeal``).

The toolbox is public for the rule modules of the game (with the engine's
``core.authoring.RuleHost``), and safe for anyone else: what changes the game
(``kill``, ``redeal``, and whatever emits: ``announce_public``, ``flag_demon``,
``check_win``) raises ``JinroError`` outside the game's flow, before it changes
anything; the rest only reads.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any, cast

from ...core.engine import Decision, Game
from ...core.events import GM_ONLY, Eliminated, Knowledge, only
from ...core.memo import SETUPS, STATES, Memo
from ...core.modifiers import TODAY, Modifier, Modifiers
from ...core.phrases import Phrase
from . import events as ev
from .actions import Ability, ability
from .cards import EVENT_CARDS
from .effects import DEAD_CHOOSES_LABEL, MORNING, MORNING_ORDER, NIGHT_LABEL
from .night import Night
from .phrases import ANNOUNCE, CAUSE, FACT, SAY
from .roles import CITIZENS, ROLES, THIRD, WEREWOLVES

if TYPE_CHECKING:
    from .game import MahouToshiGame
    from .options import Options

__all__ = ["MahouState"]

Steps = Generator[Decision, Any, None]
#: the public cause of every morning death (MAH-26: who died, not why, so that no cause names a role)
NIGHT_CAUSE = "night"
_TARGETS: Memo[tuple[Any, ...], tuple[Ability, ...]] = Memo(STATES)  # by ability, who is alive, who is excluded


class MahouState(Game):
    """The state of a game of 魔法都市の人狼 and the rules' toolbox over it (the flow
    and the options are ``game.MahouToshiGame``'s)."""

    options: Options
    modifiers: Modifiers
    roles: list[str]
    alive: tuple[bool, ...]
    told_alive: tuple[bool, ...]  # the living as the table was told (the seats' views, MAH-26)
    lost: set[int]  # protectors who lost their ability (MAH-25)
    last_guard: dict[int, int]
    demon_targeted: bool
    executed: int | None  # the day's executed player (MAH-R03)
    chimera_turned: bool
    _chimera_turns: bool
    _one_minute_day: int | None
    _tonight: Night | None
    _events: bool  # the game has an event deck (MAH-30)
    _meet_next_dusk: bool
    # the role index (``_set_roles``): the werewolves (MAH-02) and humans (MAH-40) by seat,
    # each single card's seat, the knight and dragon pair; the living counted
    wolf_seats: tuple[int, ...]
    _human_seats: tuple[int, ...]
    seat_of: dict[str, int]
    _pair: frozenset[int]
    _night_kinds: tuple[str | None, ...]
    _wolves_alive: int
    _humans_alive: int

    # ----- the role index and the toolbox (MAH-02, MAH-26, MAH-40) -------------------------
    def _set_roles(self, roles: list[str]) -> None:
        """Deal ``roles`` to the seats and index them: who counts as a werewolf
        (MAH-02), who is human for the head count (not the fox, MAH-40), where each
        single-card role sits, the knight and dragon pair; the living ones are
        counted here and kept by ``kill`` (win checks follow every death)."""
        self.roles: list[str] = roles
        self.wolf_seats, self._human_seats, self.seat_of, self._pair, self._night_kinds = _role_index(tuple(roles))
        alive = self.alive
        self._wolves_alive = sum(alive[s] for s in self.wolf_seats)  # the head count of MAH-40
        self._humans_alive = sum(alive[s] for s in self._human_seats)

    def living(self) -> tuple[int, ...]:
        return _living(self.alive)

    def holder(self, role: str) -> int | None:
        """The living seat holding ``role`` (a single card), or ``None``."""
        seat = self.seat_of.get(role)
        return seat if seat is not None and self.alive[seat] else None

    def announce_public(self, text: Phrase, args: tuple[object, ...] | None = None) -> None:
        """A public announcement (MAH-26, MAH-32): its phrase (``phrases.ANNOUNCE``), whose
        key it is, with ``args`` (default: the phrase's) for the rules and agents."""
        self.emit(announcement(text, args))

    def _targets(self, kind: str, exclude: tuple[int, ...]) -> tuple[Ability, ...]:
        """``kind`` aimed at each living player not in ``exclude`` (cached by who is alive)."""
        key = (kind, self.alive, exclude)
        options = _TARGETS.get(key)
        if options is None:
            options = _TARGETS.put(
                key, tuple(ability(kind, t) for t, up in enumerate(self.alive) if up and t not in exclude)
            )
        return options

    def _jailed(self) -> tuple[int, ...]:
        """MAH-E18: tonight's prisoner, out of the game until the dawn (not a target)."""
        if not self._events:
            return ()
        prisoner = self.modifiers.get("prison")
        return () if prisoner is None else (prisoner,)

    # ----- deaths and the morning (MAH-24 ... MAH-26, MAH-E07, MAH-E08) --------------------
    def kill(self, seat: int, cause: str) -> None:
        """A death: the seat leaves the game (its role stays secret, MAH-51). By day it is
        announced at once with its cause; at night only the GM learns the cause now and
        the morning announces the death (MAH-26)."""
        self._require_flow("kill")
        alive = list(self.alive)
        alive[seat] = False
        self.alive = tuple(alive)
        if seat in self.wolf_seats:
            self._wolves_alive -= 1
        elif seat in self._human_seats:
            self._humans_alive -= 1
        night = self._tonight
        if night is None:
            self._eliminated(seat, cause)
            self._partner_loses_ability(seat)
        else:  # the morning announces it, and only then tells the partner (MAH-25, MAH-26)
            night.deaths.append(seat)
            self.emit(ev.NightDeath(seat, CAUSE(cause), GM_ONLY))
        self.modifiers.boundary("death", seat)
        if self.roles[seat] == "moneylender":
            self._one_minute_day = self.day + 1  # MAH-R08, MAH-26: the discussion after this death

    def _eliminated(self, seat: int, cause: str) -> None:
        """MAH-26, MAH-51: the table is told that ``seat`` is out (``cause``: by day what
        killed it, in the morning only ``night``), with its role under the altar
        (MAH-E08). The seats' views show the living as told here, never a death not
        yet announced (a night's, while a dead hunter chooses at dawn)."""
        self.emit(Eliminated(seat, CAUSE(cause)))
        told = list(self.told_alive)
        told[seat] = False
        self.told_alive = tuple(told)
        if self._events:
            self._reveal(seat)

    def _chain(self, deaths: Sequence[int]) -> Steps:
        """MAH-24, MAH-R09, MAH-E07: the chain of a death step whose deaths so far are
        ``deaths`` (by day one death; at night every death of the GM's resolution,
        MAH-20 (4)). First what needs no choice: a lover's partner dies at once
        (「即座に」). Then a hunter among the dead chooses one living player to die
        with them (a decision of the dead hunter; not tonight's prisoner, MAH-E18):
        at night that is at dawn, after every death of the night and its chains,
        so what the hunter is offered does not depend on the order of the deaths
        or the seats. The shot is a death of the step with its own chain.

        The box has one hunter card (MAH-01; the soul vortex only moves it,
        MAH-E06), so at most one hunter chooses in a step: two hunters never die
        in one night, and a shot never hits a hunter who has yet to shoot (a dead
        hunter is not living, so no option)."""
        dead = self._lovers(deaths)
        hunter = next((s for s in dead if self.roles[s] == "hunter"), None)
        if hunter is None:
            return
        options = self._targets("shoot", self._jailed())
        if not options:
            return
        label = NIGHT_LABEL if self._tonight is not None else DEAD_CHOOSES_LABEL
        choice = yield self.ask_one(hunter, "hunter", options, label=label)
        self.kill(choice.target, "hunter")
        yield from self._chain((choice.target,))

    def _lovers(self, deaths: Sequence[int]) -> list[int]:
        """MAH-E07: ``deaths`` and, if one of the lovers is among them, the other (who
        dies at once, 「即座に」, if still alive)."""
        dead = list(deaths)
        lovers = self.modifiers.get("legend_tree") if self._events else None
        if lovers is not None:
            for lover, partner in (lovers, lovers[::-1]):
                if lover in dead and self.alive[partner]:
                    self.kill(partner, "lovers")
                    dead.append(partner)
        return dead

    def _reveal(self, seat: int) -> None:
        """MAH-E08: under the altar a death shows the dead player's role to all."""
        if self.modifiers.has("altar"):
            self.emit(ev.RoleRevealed(seat, self.roles[seat]))

    def _partner_loses_ability(self, seat: int) -> None:
        """MAH-25: when the knight dies the dragon loses its protection, and the other
        way round, if both are in the game; the survivor is told."""
        role = self.roles[seat]
        if role in ("knight", "dragon"):
            partner = self.seat_of.get("dragon" if role == "knight" else "knight")
            if partner is not None and partner not in self.lost:
                self.lost.add(partner)
                if self.alive[partner]:
                    self.emit(ev.AbilityLost(partner, seat, self._private[partner]))

    def _morning(self, night: Night, first: bool = False) -> None:
        """MAH-26: the night's deaths (who, not why; on morning 1 only if a fox was
        divined; a knight or dragon told then of its lost protection, MAH-25), then
        the win check (MAH-24), then the moneylender's double vote and
        the evil eye's silence for today (MAH-32), then the night's rule changes end
        and the previous day's next-day card starts, with what it requires."""
        for seat in night.deaths:
            self._eliminated(seat, NIGHT_CAUSE)
        for seat in night.deaths:
            self._partner_loses_ability(seat)
        if night.deaths:
            self.check_win()
        elif not first:
            self.announce_public(ANNOUNCE("no death"))
        if night.lent is not None:
            self.modifiers.add(Modifier("double_vote", 2, TODAY, "moneylender", night.lent))
        if night.silenced is not None:
            self.announce_public(ANNOUNCE("silenced", night.silenced))
        if self.over:
            return
        # MAH-26: tonight's rule changes end and the previous day's next-day card starts
        # only after the deaths and the two roles' targets are announced
        self.modifiers.boundary("dawn")
        if self._events:  # MAH-26: what the previous day's next-day card requires
            for key in self.modifiers.in_force(MORNING_ORDER):
                value = self.modifiers.get(key)
                if value is not None:
                    MORNING[key](cast("MahouToshiGame", self), value, night)

    # ----- judgements and the demon's flag (MAH-R02, MAH-R03, MAH-34, MAH-E09) ---------
    def judged(self, seat: int, night: Night) -> str:
        """How ``seat`` is judged tonight (MAH-R02, MAH-R03): its role's judgement (the
        fox human, MAH-R16; the golem and the chimera werewolf), reversed for the
        mirror's player (MAH-E09: for the seer and the medium alike)."""
        return judgement(self.roles[seat], bool(night.named) and night.named.get("magic_mirror") == seat)

    def _divine(self, seer: int, target: int, night: Night) -> None:
        """MAH-R02: the seer learns how ``target`` is judged tonight (:meth:`judged`);
        a target of MAH-34."""
        self.emit(result(seer, "judged", target, self.judged(target, night)))
        self.flag_demon(target, "seer")

    def _medium_result(self, night: Night) -> None:
        """MAH-R03: the medium learns how today's executed player is judged tonight
        (:meth:`judged`)."""
        medium, ex = self.holder("medium"), self.executed
        if medium is not None and ex is not None and medium not in self._jailed():  # no ability in prison (MAH-E18)
            self.emit(result(medium, "medium", ex, self.judged(ex, night)))

    def flag_demon(self, target: int, by: str) -> None:
        """MAH-34: the demon named by an ability is flagged for good (MAH-41)."""
        if not self.demon_targeted and target == self.seat_of.get("demon"):
            self.emit(ev.DemonTargeted(target, by, GM_ONLY))  # first: outside the flow it refuses
            self.demon_targeted = True

    # ----- wins (MAH-40 ... MAH-43) --------------------------------------------------------
    def check_win(self, executed: int | None = None) -> None:
        """MAH-40 ... MAH-43: the citizens win when no werewolf lives; the werewolves when
        the living humans (not the fox) are no more than the living werewolves; a living
        fox wins instead (or with them, MAH-42); the demon executed after being targeted
        wins (MAH-41). If that execution also meets a team's condition, the result is
        the demon's (side ``demon``) and its winners the demon and that team, or the
        fox that takes the team's place (MAH-42); the reason names the demon's rule,
        MAH-42 and the team's rule. (MAH-42 speaks of humans <= werewolves; the
        citizens' condition met by the same execution, through a chain such as the
        demon's lover being the last werewolf, is read the same way: decision.)"""
        team = self._team_win()
        if executed is not None and self.demon_targeted and self.roles[executed] == "demon":
            self.finish(*demon_win(executed, team))
        if team is not None:
            self.finish(*team)

    def _team_win(self) -> tuple[frozenset[int], str, Phrase] | None:
        """MAH-40, MAH-42: the team whose condition holds (:func:`team_win`)."""
        return team_win(
            self._wolves_alive, self._humans_alive, self.holder("fox"), self.options.fox_steals_win, self._team
        )

    def _seat_side(self, seat: int) -> str:
        """MAH-40 ... MAH-43: the side of the seat's role now (:func:`role_side`; after a
        soul vortex's redeal, MAH-E06: the new one)."""
        return role_side(self.roles[seat])

    def _team(self, team: str) -> frozenset[int]:
        return frozenset(s for s in range(self.players) if ROLES[self.roles[s]].team == team)

    # ----- the chimera and the redeal (MAH-R14, MAH-E06) -----------------------------------
    def _check_chimera(self, night: Night) -> None:
        """MAH-R14: the chimera that named the werewolves' final target turns at the next dusk."""
        chimera = self.seat_of.get("chimera")
        if chimera is not None and not self.chimera_turned and night.predicted in night.targets:
            self._chimera_turns = True
            self.emit(ev.ChimeraMatched(chimera, night.predicted, GM_ONLY))

    def _turn_chimera(self) -> None:
        """MAH-R14, MAH-02, MAH-24: at the dusk after its match the living chimera is a
        werewolf: it meets the living werewolves, counts as one, and the win is checked."""
        if not self._chimera_turns:
            return
        self._chimera_turns = False
        chimera = self.seat_of["chimera"]
        if not self.alive[chimera]:
            return
        self.chimera_turned = True
        wolves = [s for s in self.wolf_seats if self.alive[s]]
        self._count_chimera()
        self.emit(ev.ChimeraTurned(chimera, frozenset((chimera, *wolves))))
        self._chimera_meets(chimera, wolves)
        self.check_win()

    def _count_chimera(self) -> None:
        """MAH-02, MAH-40: the turned chimera's seat counts as a werewolf, not a human."""
        chimera = self.seat_of["chimera"]
        self.wolf_seats = tuple(sorted((*self.wolf_seats, chimera)))
        self._human_seats = tuple(s for s in self._human_seats if s != chimera)
        if self.alive[chimera]:
            self._wolves_alive += 1
            self._humans_alive -= 1

    def _chimera_meets(self, chimera: int, wolves: list[int]) -> None:
        """MAH-R14, MAH-50: the turned chimera and the living werewolves learn each other."""
        for event in chimera_meetings(chimera, wolves, self.roles):
            self.emit(event)

    def redeal(self, seats: tuple[int, ...], cards: list[str]) -> None:
        """MAH-E06: ``seats`` (the living) get ``cards``; each learns only its own card.
        Role state moves with the card: a single card's lost protection (MAH-25) and
        last guard (MAH-04), the chimera's transformation (pending too: the flags
        follow the card), the demon's MAH-34 flag; lovers and announced targets stay
        with the seats. Teammates meet again at the next dusk (:meth:`_meet_again`)."""
        self._require_flow("redeal")
        held = {self.roles[seat]: seat for seat in seats}  # where each card was (a single card's seat is exact)
        moved = {held[c]: seat for seat, c in zip(seats, cards, strict=True)}
        roles = list(self.roles)
        for seat, c in zip(seats, cards, strict=True):
            roles[seat] = c
        self.lost = {moved.get(s, s) for s in self.lost}
        self.last_guard = {moved.get(s, s): t for s, t in self.last_guard.items()}
        self._set_roles(roles)
        if self.chimera_turned:
            self._count_chimera()
        self.emit(ev.RolesRedealt(seats))
        for seat in seats:
            self.emit(ev.RoleDealt(seat, roles[seat], self._private[seat]))
        self._meet_next_dusk = True

    def _meet_again(self) -> None:
        """MAH-E06: at the dusk after a redeal the living werewolves (a turned chimera
        with them), masons and knight and dragon learn each other again."""
        self._meet_next_dusk = False
        alive = self.alive
        for event in night_zero_meetings(tuple(r if alive[s] else "" for s, r in enumerate(self.roles))):
            self.emit(event)
        chimera = self.holder("chimera")
        if chimera is not None and self.chimera_turned:
            self._chimera_meets(chimera, [s for s in self.wolf_seats if alive[s] and s != chimera])


def announcement(text: Phrase, args: tuple[object, ...] | None = None) -> ev.Announcement:
    """A public announcement (MAH-26, MAH-32): its phrase (``phrases.ANNOUNCE``), whose key it
    is, with ``args`` (default: the phrase's); what ``announce_public`` logs and the fast
    engine tells a watched seat."""
    return ev.Announcement(text.key, text.args if args is None else args, text)


def result(observer: int, kind: str, seat: int, judged: str) -> Knowledge:
    """MAH-R02 (``kind`` ``judged``: the seer's), MAH-R03 (``medium``): ``observer`` learns
    that ``seat`` is judged ``judged`` (``human`` or ``werewolf``), seen by it alone."""
    return Knowledge(observer, seat, FACT(kind, seat, FACT(judged)), (kind, seat, judged), only(observer))


def chimera_meetings(chimera: int, wolves: Sequence[int], roles: Sequence[str]) -> list[Knowledge]:
    """MAH-R14, MAH-50: the turned ``chimera`` and the living ``wolves`` learn each other
    (each pair: the chimera learns the werewolf's role, then the werewolf the chimera's)."""
    events = []
    for wolf in wolves:
        role = roles[wolf]
        events.append(Knowledge(chimera, wolf, FACT("is a", wolf, role), ("role", wolf, role), only(chimera)))
        events.append(
            Knowledge(wolf, chimera, FACT("is a", chimera, "chimera"), ("role", chimera, "chimera"), only(wolf))
        )
    return events


def team_win(
    wolves: int, humans: int, fox: int | None, fox_steals: bool, team: Callable[[str], frozenset[int]]
) -> tuple[frozenset[int], str, Phrase] | None:
    """MAH-40, MAH-42: the team whose condition holds with ``wolves`` living werewolves
    (MAH-02) and ``humans`` living humans (not the fox): its winners (``team(side)``:
    the seats of that team), side and reason; citizens first (with no werewolf alive
    it is never a werewolf win); a living ``fox`` steals it (``fox_steals``, the
    option ``fox_steals_win``) or wins beside it. ``None``: no team has won."""
    if wolves == 0:
        side, reason = CITIZENS, SAY("every werewolf dead")
    elif humans <= wolves:
        side, reason = WEREWOLVES, SAY("fewer humans", humans, wolves)
    else:
        return None
    if fox is None:
        return team(side), side, reason
    if fox_steals:
        return frozenset((fox,)), "fox", SAY("fox instead", reason)
    return team(side) | {fox}, side, SAY("fox too", reason)


def judgement(role: str, mirrored: bool) -> str:
    """How a seat holding ``role`` is judged (MAH-R02, MAH-R03: its role's judgement, the
    fox human, MAH-R16, the golem and the chimera werewolf), reversed when ``mirrored``
    (the magic mirror's player tonight, MAH-E09)."""
    judged = ROLES[role].judged
    if mirrored:
        return "human" if judged == "werewolf" else "werewolf"
    return judged


def demon_win(demon: int, team: tuple[frozenset[int], str, Phrase] | None) -> tuple[frozenset[int], str, Phrase]:
    """MAH-41, MAH-42: the result of the targeted ``demon``'s execution: the demon wins,
    with ``team`` if that execution also met its condition (:func:`team_win`: the side
    is still ``demon``, the reason names both rules; a fox that takes the team's place
    says so itself)."""
    winners, reason = frozenset((demon,)), SAY("demon")
    if team is not None:
        with_team, side, why = team
        if side != "fox":
            why = SAY(f"{side} with demon", why)
        winners, reason = winners | with_team, SAY("demon and", why)
    return winners, "demon", reason


def role_side(role: str) -> str:
    """MAH-40 ... MAH-43: the side a seat holding ``role`` plays: ``citizens`` or
    ``werewolves`` (the madman too); the fox and the demon play for themselves (``fox``,
    ``demon``), and another role of the third team (the chimera, MAH-R14) is ``third``.
    A fox can win beside a team (MAH-42) and the demon with one (MAH-41): their seats
    win with a side that is not theirs."""
    team = ROLES[role].team
    if team != THIRD:
        return team
    return role if role in ("fox", "demon") else THIRD


def summary_of(roles: Sequence[str], vote_style: str) -> dict[str, Any]:
    """A game's columns of a simulation table: the role setup, the vote style, and the
    number of werewolves (MAH-02, at the deal) and players."""
    return {
        "setup": " ".join(sorted(roles)),
        "vote_style": vote_style,
        "werewolves": sum(ROLES[r].counts_as_werewolf for r in roles),
    }


#: who meets whom on night 0 (MAH-05): the werewolves (MAH-02: the evil eye with
#: them, an untransformed chimera not), the masons, the knight and the dragon
_GROUPS = (("werewolf", "evil_eye"), ("mason",), ("knight", "dragon"))


def meetings(roles: Sequence[str]) -> list[tuple[int, int, str]]:
    """MAH-03, MAH-05, MAH-R06: who learns whose role on night 0, as ``(observer, other,
    other's role)``: each member of a group and every other member, in order (the
    fast engine's sight reads them so, :func:`night_zero_meetings` tells them)."""
    pairs = []
    for group in _GROUPS:
        team = [s for s, r in enumerate(roles) if r in group]
        if len(team) > 1:
            for observer in team:
                for other in team:
                    if other != observer:
                        pairs.append((observer, other, roles[other]))
    return pairs


@lru_cache(maxsize=SETUPS)
def night_zero_meetings(roles: tuple[str, ...]) -> tuple[Knowledge, ...]:
    """MAH-03, MAH-05, MAH-R06: each member of a group learns every other member's role
    (one ``Knowledge`` per pair of :func:`meetings`; shared between games of one setup)."""
    return tuple(
        Knowledge(observer, other, FACT("is a", other, role), ("role", other, role), only(observer))
        for observer, other, role in meetings(roles)
    )


@lru_cache(maxsize=SETUPS)
def cards_in_play(deck: frozenset[str]) -> tuple[str, ...]:
    """The event cards of ``deck`` in the box's order (MAH-51: announced with the setup)."""
    return tuple(c for c in EVENT_CARDS if c in deck)


@lru_cache(maxsize=SETUPS)
def white_candidates(roles: tuple[str, ...], seer: int) -> list[int]:
    """MAH-05: the players the seer's random white is drawn from: judged human, not the
    fox, not the seer (the draw's outcomes, in seat order; read only)."""
    return [s for s, r in enumerate(roles) if s != seer and ROLES[r].judged == "human" and r != "fox"]


@lru_cache(maxsize=SETUPS)
def dealt_events(roles: tuple[str, ...]) -> tuple[ev.RoleDealt, ...]:
    """MAH-06: each seat learns its own role card (shared between games of one setup)."""
    return tuple(ev.RoleDealt(seat, role, only(seat)) for seat, role in enumerate(roles))


@lru_cache(maxsize=SETUPS)
def _role_index(
    roles: tuple[str, ...],
) -> tuple[tuple[int, ...], tuple[int, ...], dict[str, int], frozenset[int], tuple[str | None, ...]]:
    """Who counts as a werewolf (MAH-02), who is human for the head count (not the
    fox, MAH-40), where each single-card role sits, the knight and dragon if both
    are in the game (who see each other's guard, MAH-20), and each seat's night
    ability (MAH-20 (3))."""
    wolves = tuple(s for s, r in enumerate(roles) if ROLES[r].counts_as_werewolf)
    humans = tuple(s for s, r in enumerate(roles) if not ROLES[r].counts_as_werewolf and r != "fox")
    seat_of = {r: s for s, r in enumerate(roles)}
    both = "knight" in seat_of and "dragon" in seat_of
    pair = frozenset((seat_of["knight"], seat_of["dragon"])) if both else frozenset()
    return wolves, humans, seat_of, pair, tuple(ROLES[r].night for r in roles)


@lru_cache(maxsize=STATES)
def _living(alive: tuple[bool, ...]) -> tuple[int, ...]:
    """The living seats, in seat order (cached by who is alive)."""
    return tuple(s for s, up in enumerate(alive) if up)
