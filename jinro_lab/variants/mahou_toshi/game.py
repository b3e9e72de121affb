"""魔法都市の人狼 (Mahou Toshi): the sixteen roles and the 25 event cards, rule by rule.

The rules are one flow (``_flow``)::

    night 0 (MAH-05) -> [day (MAH-10 ... MAH-12, MAH-24) -> night (MAH-20 ... MAH-25) -> morning (MAH-26)] ...

until a side wins (MAH-40 ... MAH-43) or, with a ``day_limit``, the limit's day is
over (MAH-04: no winner). The game stops at these decisions: ``night`` (every seat
with a night ability at once, MAH-20 (2)+(3): the werewolves' proposals settle
their target, MAH-03, while the others choose without seeing them), ``silence``
(the evil eye, after its attack proposal), ``hunter`` (a dead hunter's shot,
MAH-24) and ``vote`` (in the option's vote style, MAH-11, through the core's
``run_vote``).
Every seat's view shows only the public label (``night: eyes closed``, ``day:
vote``, ``day: a dead player chooses``), never who holds an ability (MAH-50).

The game master's resolution of a night (MAH-20 (4)) is ``night.RESOLUTION``, a
pipeline of small steps over a ``Night`` record (``night.py``), followed here by
the chains (MAH-24) and the chimera's check; the event cards add their steps to it.
The golem (MAH-R10) is judged a werewolf and plays for the citizens; its power,
cancelling golem-effective event cards, belongs to the event cards.

The event cards (MAH-13, MAH-30, MAH-31): after an execution, its chain and the win
check, the executed player's card is drawn (``_draw_event``; ``event`` when the
executed player chooses one of two) and resolves (``_take_effect``: announced,
nullified while the golem lives if golem-effective, else its effect from
``effects.EFFECTS``, filled by ``day_cards.py`` and ``night_cards.py``). What a
card changes for later is a modifier named after it (``self.modifiers``), read
here: the day's vote style and voters (``_vote_style_today``, ``_voting_today``),
the discussion time, the lovers' chain, the altar's reveals, the prisoner's night
(``_jailed``) and the morning's announcements (``effects.MORNING``). With no deck
(``events=[]``) none of this runs.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, ClassVar

from ...core.chance import announce
from ...core.claims import Claimed, claim_options
from ...core.engine import Decision, Flow, Game
from ...core.errors import InvalidSetup, describe
from ...core.events import GM_ONLY, Chance, Eliminated, Knowledge, only
from ...core.memo import SETUPS, STATES, Memo
from ...core.modifiers import TODAY, Modifier, Modifiers
from ...core.phrases import Phrase
from ...core.team import settle_proposals
from ...core.viewers import PUBLIC, Viewer
from ...core.voting import TieRule, VoteSpec, VoteStyle, run_vote, vote_id
from . import day_cards  # noqa: F401  (registers the day-side event cards' effects)
from . import events as ev
from .actions import Ability, Pair, ability, card, pair
from .cards import EVENT_CARDS, check_deck, default_deck
from .effects import DEAD_CHOOSES_LABEL, EFFECTS, MORNING, MORNING_ORDER, NIGHT_LABEL
from .night import RESOLUTION, Night
from .night_cards import night_events
from .phrases import ANNOUNCE, CAUSE, CHANCE, FACT, SAY, seat_list
from .roles import CITIZENS, ROLES, WEREWOLVES
from .setup import check_day_limit, check_players, check_position, check_roles, default_roles
from .view import MahouView

__all__ = ["MahouToshiGame", "Options", "default_roles"]

Steps = Generator[Decision, Any, None]
FIRST_DAY_SEER = ("random_white", "free", "none")
EVENT_SELECTION = ("random", "choice_of_two")
VOTE_STYLES = tuple(style.value for style in VoteStyle if style is not VoteStyle.VOLUNTEER)  # MAH-11: three
DEFAULT_PLAYERS = 9
VOTE_LABEL = "day: vote"
CLAIM_LABEL = "day: claims"
#: the roles one may claim with a result (``claims`` option): those whose ability judges a seat
CLAIMABLE = ("seer", "medium")
#: the side of a game the day limit ended (MAH-04)
NO_WINNER = "none"
#: the public cause of every morning death (MAH-26: who died, not why, so that no cause names a role)
NIGHT_CAUSE = "night"
_TARGETS: Memo[tuple[Any, ...], tuple[Ability, ...]] = Memo(STATES)  # by ability, who is alive, who is excluded
_event = tuple.__new__  # events made every game are built positionally (every field, in order)


@dataclass(frozen=True, slots=True)
class Options:
    """The options of MAH-04 and the spec's option table, with their defaults.

    ``roles``: one role id per seat (``None``: :func:`default_roles` for the player
    count, dealt at random, MAH-06); ``first_day_seer``: ``random_white`` (the GM
    tells the seer one random human), ``free`` (a night-0 divination) or ``none``;
    ``knight_self``: whether the knight and the spirit user may guard themselves (the
    dragon never guards itself nor the knight, MAH-R05); ``knight_repeat``: whether
    every protector (knight, dragon, spirit user) may guard the same player two nights
    running; ``vote_style``: ``simultaneous``, ``in_turn`` or ``free`` (MAH-11);
    ``fox_steals_win`` (MAH-42): a living fox wins instead of the winning team
    (``False``: with it); ``day_limit``: ``None`` (no limit) or N, the game ends with
    no winner (side ``none``) if still undecided when day N is over
    (:meth:`MahouToshiGame._day_limit`);
    ``position``: start from a described position (see :class:`MahouToshiGame`);
    ``events``: the event deck (card ids; ``None``: ``cards.default_deck(roles)``,
    ``()``: no events, MAH-13); ``event_selection``: ``random`` or ``choice_of_two``
    (MAH-30); ``shuffle_events``: ``False`` uses the deck in the given order, top
    first (a lesson's or a test's fixed draws); ``claims``: each day's discussion
    opens with public claims (``core.claims``: "seer: seat 3 is werewolf"; MAH-10).
    """

    players: int = DEFAULT_PLAYERS
    roles: tuple[str, ...] | None = None
    first_day_seer: str = "random_white"
    knight_self: bool = False
    knight_repeat: bool = True
    vote_style: str = "simultaneous"
    fox_steals_win: bool = True
    day_limit: int | None = None
    position: Mapping[str, Any] | None = None
    events: tuple[str, ...] | None = None
    event_selection: str = "random"
    shuffle_events: bool = True
    claims: bool = False


class MahouToshiGame(Game):
    """A game of 魔法都市の人狼. Create with ``jinro_lab.new_game("mahou_toshi", ...)``.

    ``roles=[...]`` fixes the role of each seat (a lesson's arrangement);
    ``position={"dead": [seats], "day": d, "phase": "day" | "night"}`` starts at
    day ``d``'s vote or at the night after it, with those seats dead; teammates
    know each other as after night 0 (the seer's first-day result is not given; a
    knight or dragon whose partner is dead has lost its protection, MAH-25; no
    chimera has turned). Example, the position where the knight matters: two
    werewolves and four humans left at night 3, the knight alive::

        new_game("mahou_toshi", roles=["werewolf", "werewolf", "seer", "knight",
                 "citizen", "citizen", "citizen", "medium"],
                 position={"dead": [2, 7], "day": 3, "phase": "night"}, seed=1)
    """

    variant = "mahou_toshi"
    #: MAH-20 (4): the steps of the GM's resolution of a night (``night.RESOLUTION``)
    resolution: ClassVar[tuple[Callable[[MahouToshiGame, Night], None], ...]] = RESOLUTION
    # the role index (``_set_roles``): the werewolves (MAH-02) and humans (MAH-40) by seat,
    # each single card's seat, the knight and dragon pair; the living counted
    _wolf_seats: tuple[int, ...]
    _human_seats: tuple[int, ...]
    _seat_of: dict[str, int]
    _pair: frozenset[int]
    _night_kinds: tuple[str | None, ...]
    _wolves_alive: int
    _humans_alive: int

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
        day_limit: int | None = None,
        position: Mapping[str, Any] | None = None,
        events: Sequence[str] | None = None,
        event_selection: str = "random",
        shuffle_events: bool = True,
        claims: bool = False,
    ):
        roles_t = check_roles(roles, players)
        if players is None:
            players = len(roles_t) if roles_t is not None else DEFAULT_PLAYERS
        check_players(players)
        if first_day_seer not in FIRST_DAY_SEER:
            raise InvalidSetup(
                f"first_day_seer must be one of {', '.join(FIRST_DAY_SEER)} (MAH-04), got {describe(first_day_seer)}"
            )
        if vote_style not in VOTE_STYLES:
            raise InvalidSetup(
                f"vote_style must be one of {', '.join(VOTE_STYLES)} (MAH-11), got {describe(vote_style)}"
            )
        for name, value in (
            ("knight_self", knight_self),
            ("knight_repeat", knight_repeat),
            ("fox_steals_win", fox_steals_win),
            ("shuffle_events", shuffle_events),
            ("claims", claims),
        ):
            if value.__class__ is not bool:
                raise InvalidSetup(f"{name} must be true or false (MAH-04), got {describe(value)}")
        if event_selection not in EVENT_SELECTION:
            raise InvalidSetup(
                f"event_selection must be one of {', '.join(EVENT_SELECTION)} (MAH-30), got {describe(event_selection)}"
            )
        deck = None if events is None else check_deck(events)
        if position is not None and roles_t is None:
            raise InvalidSetup("a position needs roles=[one role id per seat]: who is who at that moment")
        start = check_position(position, players, roles_t)
        check_day_limit(day_limit, start)
        self.options = Options(
            players,
            roles_t,
            first_day_seer,
            knight_self,
            knight_repeat,
            vote_style,
            fox_steals_win,
            day_limit,
            start,
            deck,
            event_selection,
            shuffle_events,
            claims,
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
                "day_limit": day_limit,
                "position": None if position is None else dict(position),
                "events": None if deck is None else list(deck),
                "event_selection": event_selection,
                "shuffle_events": shuffle_events,
                "claims": claims,
            },
        )

    # ----- the flow ----------------------------------------------------------------
    def _flow(self) -> Flow:
        """Night 0, then days and nights until a side wins (MAH-43) or the day limit
        ends the game (MAH-04)."""
        start = self._deal()
        if start == "night 0":
            yield from self._night_zero()
        elif start == "night":
            yield from self._night()
        while True:
            yield from self._day()
            self._day_limit()
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
            self._emit(Chance(CHANCE("roles dealt"), tuple(roles), GM_ONLY))
        else:
            roles = list(fixed)
        dead = () if position is None else position["dead"]
        self.alive: tuple[bool, ...] = tuple(s not in dead for s in range(n))
        self._told_alive = self.alive  # the living as the table was told (the seats' views, MAH-26)
        self._set_roles(roles)
        self.modifiers = Modifiers(self._emit)
        self.last_guard: dict[int, int] = {}
        self.executed: int | None = None  # the day's executed player, set by each day's vote (MAH-R03)
        self.lost: set[int] = set()  # protectors who lost their ability (MAH-25)
        self.demon_targeted = False  # MAH-34: the demon has been the target of an ability
        self.chimera_turned = False  # MAH-R14: the chimera is a werewolf (MAH-02)
        self._chimera_turns = False  # its guess matched: it turns at the next dusk
        self._one_minute_day: int | None = None  # MAH-R08: the day after the moneylender's death
        self._tonight: Night | None = None  # the night being resolved (its deaths wait for the dawn)
        self.deck = self._event_deck(roles)
        self._emit(
            ev.SetupAnnounced(
                _card_counts(tuple(roles)),
                self.options.vote_style,
                self.options.first_day_seer,
                tuple(c for c in EVENT_CARDS if c in self.deck),
                self.options.event_selection,
            )
        )
        limit = self.options.day_limit
        if limit is not None:  # MAH-04, MAH-51: a choice of the GM's, told to everyone with the setup
            self._announce(ANNOUNCE("day limit", limit))
        private = self._private
        for seat, role in enumerate(roles):
            self._emit(_event(ev.RoleDealt, (seat, role, private[seat])))
        if position is None:
            return "night 0"
        self.day = position["day"]
        who = seat_list(tuple(dead), "comma") if dead else ANNOUNCE("nobody")
        self._announce(
            ANNOUNCE("position", self.day, ANNOUNCE(position["phase"]), who),
            (tuple(dead), self.day, position["phase"]),
        )
        self._meet()
        for seat in dead:
            self._partner_loses_ability(seat)
        return position["phase"]

    def _night_zero(self) -> Steps:
        """MAH-05: teammates meet (werewolves, masons, knight and dragon); the seer gets
        a random white, or divines freely (an ordinary divination: a fox divined dies
        on morning 1, MAH-23), or nothing (MAH-04); no attack and no other ability.
        The players judged werewolf and the fox are checked before the seer is
        served: every judgement is fixed from the deal, so the seer's is consistent."""
        self._emit(ev.Dusk(0))
        self._meet()
        seer = self._holder("seer")
        mode = self.options.first_day_seer
        night = Night()
        if seer is not None and mode == "random_white":
            self._random_white(seer)
        elif seer is not None and mode == "free":
            choice = yield self._ask_one(seer, "night", self._targets("divine", (seer,)), label=NIGHT_LABEL)
            night.divined = choice.target
            self._divine(seer, choice.target, night)
        yield from self._resolve(night)
        self._dawn()
        self._morning(night, first=True)

    def _random_white(self, seer: int) -> None:
        """MAH-05: the GM tells the seer one random player judged human, not the fox
        (not a target for MAH-34)."""
        roles = self.roles
        whites = [
            s for s in range(self.players) if s != seer and ROLES[roles[s]].judged == "human" and roles[s] != "fox"
        ]
        if whites:
            white = announce(self, CHANCE("random white"), whites, only(seer))
            self._emit(Knowledge(seer, white, FACT("random white", white), ("judged", white, "human"), only(seer)))

    def _meet(self) -> None:
        """MAH-03, MAH-R06, MAH-R04/R05: the werewolves (the evil eye with them) learn
        each other, the masons each other, the knight and the dragon each other."""
        for event in _meetings(tuple(self.roles)):
            self._emit(event)

    # ----- day (MAH-10, MAH-11, MAH-12, MAH-24) --------------------------------------------
    def _day(self) -> Steps:
        """Discussion, then the vote (today's double votes counting twice, runoff
        included, MAH-R08); the most-voted player is executed (MAH-12), then the
        chain of that death (MAH-24), then the win check (MAH-13, MAH-40, MAH-41)."""
        living = self._living()
        short = self._one_minute_day == self.day
        minutes = 1 if short else len(living) // 2 + 1
        if self._events and self.modifiers.has("clock_tower"):
            half = minutes / 2
            self._announce(ANNOUNCE("halved discussion", f"{half:g}"), (half,))
        elif short:
            self._announce(ANNOUNCE("short discussion", 1))
        else:
            self._announce(ANNOUNCE("discussion", minutes))
        if self.options.claims:
            yield from self._claims()
        chosen = yield from self._vote(vote_id(self.day), self._vote_style_today())
        self.executed = chosen
        if chosen is not None:
            yield from self._death_step(chosen, "execution", executed=True)
            if self._events:
                yield from self._draw_event(chosen)

    def _day_limit(self) -> None:
        """MAH-04 ``day_limit`` N: a game still undecided when day N is over ends with no
        winner (side ``none``, no winners). "After day N's vote" is read (decision) as
        after everything that vote sets off that day, in MAH-13's order: the execution,
        its chain (MAH-24), the win check (MAH-40, MAH-41), then the executed player's
        event card with its immediate effects (the courthouse's execution and the
        prison's vote included, MAH-E15, MAH-E18). The event is part of the execution,
        and a win it brings (a demon executed by the courthouse, a death by the
        mages' guild) comes first; the night after day N is not played, so a
        same-day or next-day card drawn on day N never acts."""
        limit = self.options.day_limit
        if limit is not None and self.day >= limit:
            self._finish(frozenset(), NO_WINNER, SAY("day limit", limit))

    def _claims(self) -> Steps:
        """MAH-10, option ``claims``: the discussion opens with claims, the living all at
        once (``core.claims``): nothing, or the seer's or the medium's role (those in
        play, MAH-51 tells which) with a verdict on another seat; each claim is told to
        everyone in seat order and never checked (a werewolf may claim the seer)."""
        roles = tuple(r for r in CLAIMABLE if r in self._seat_of)
        if not roles:
            return
        living, n = self._living(), self.players
        choices = yield self._ask("claim", {s: claim_options(s, n, roles) for s in living}, label=CLAIM_LABEL)
        for seat in living:
            if choices[seat].role is not None:
                self._emit(Claimed(seat, choices[seat]))

    def _vote(self, vote: str, style: VoteStyle, purpose: str = "execution") -> Generator[Decision, Any, int | None]:
        """A vote of the day among the living (MAH-11, MAH-12: a tie goes to a runoff,
        a second tie chooses nobody) with today's voters and weights; the chosen seat."""
        voters, weights = self._voting_today()
        living = self._living()
        spec = VoteSpec(
            vote, voters, living, TieRule.RUNOFF_THEN_NONE, style, purpose, weights, label=VOTE_LABEL, rule="MAH-12"
        )
        return (yield from run_vote(self, spec)).chosen

    def _voting_today(self) -> tuple[tuple[int, ...], dict[int, int] | None]:
        """Who votes today and the weight of each ballot, for every vote of the day (its
        runoff, the courthouse's and the prison's too, MAH-E15, MAH-E18): the living
        players but the thieves' (MAH-E22); a double vote counts 2 (the moneylender's,
        MAH-R08, the bank's, MAH-E16; both on one player: still 2)."""
        doubled = self.modifiers.values("double_vote")
        voters = self._living()
        if self._events:
            robbed = {m.subject for m in self.modifiers.values("no_vote")}
            voters = tuple(s for s in voters if s not in robbed) if robbed else voters
        return voters, ({m.subject: 2 for m in doubled} if doubled else None)

    def _vote_style_today(self) -> VoteStyle:
        """MAH-11: the option's style; free after the magic school (MAH-E01); flipped by
        the parliament, free <-> simultaneous, in turn -> simultaneous (MAH-E17)."""
        style = self._vote_style
        if not self._events:
            return style
        if self.modifiers.has("magic_school"):
            return VoteStyle.FREE
        if self.modifiers.has("parliament"):
            return VoteStyle.FREE if style is VoteStyle.SIMULTANEOUS else VoteStyle.SIMULTANEOUS
        return style

    def _death_step(self, seat: int, cause: str, executed: bool = False) -> Steps:
        """MAH-24, MAH-40: a death by day, its whole chain, then the win check (the
        demon's too if ``executed``, MAH-41)."""
        self._kill(seat, cause)
        yield from self._chain((seat,))
        self._check_win(executed=seat if executed else None)

    # ----- event cards (MAH-13, MAH-30, MAH-31, MAH-51) -----------------------------------------
    def _event_deck(self, roles: list[str]) -> list[str]:
        """MAH-30: the event deck, top first: the option's cards (``None``: the default
        deck, MAH-35, MAH-37), shuffled unless ``shuffle_events`` is off; the order is
        the game master's only (MAH-51: the list is public, not the order)."""
        events = self.options.events
        deck = list(default_deck(roles) if events is None else events)
        if deck and self.options.shuffle_events:
            self.rng.shuffle(deck)
            self._emit(Chance(CHANCE("event deck shuffled"), tuple(deck), GM_ONLY))
        self._events = bool(deck)  # no events: nothing of this section runs
        self._meet_next_dusk = False  # the soul vortex redealt the roles (MAH-E06)
        return deck

    def _draw_event(self, executed: int) -> Steps:
        """MAH-13, MAH-30: the executed player's event card (after the chain and the win
        check): none from an empty deck; ``random``: the top card; ``choice_of_two``: the
        top two, seen by the executed player only, who takes one (both leave the game;
        with one card left, that card)."""
        deck = self.deck
        if not deck:
            self._announce(ANNOUNCE("no event"))
            return
        if self.options.event_selection == "random" or len(deck) == 1:
            yield from self._take_effect(executed, deck.pop(0), "random")
            return
        offered = (deck.pop(0), deck.pop(0))
        self._emit(ev.EventOffered(executed, offered, self._private[executed]))
        options = (card(offered[0]), card(offered[1]))
        choice = yield self._ask_one(executed, "event", options, label=DEAD_CHOOSES_LABEL)
        yield from self._take_effect(executed, choice.card, "choice")

    def _take_effect(self, executed: int, card_id: str, how: str) -> Steps:
        """MAH-31: ``card_id`` resolves for the executed player: announced (MAH-51), then
        nullified if golem-effective while the golem lives (judged now: a golem executed
        today is dead), else its effect (``effects.EFFECTS``) with its own timing."""
        self._emit(ev.EventDrawn(executed, card_id, how))
        if EVENT_CARDS[card_id].golem and self._holder("golem") is not None:
            self._emit(ev.EventNullified(card_id))
            return
        effect = EFFECTS.get(card_id)
        if effect is not None:
            yield from effect(self, executed)

    def _announce(self, text: Phrase, args: tuple[object, ...] | None = None) -> None:
        """A public announcement (MAH-26, MAH-32): its phrase (``phrases.ANNOUNCE``), whose
        key it is, with ``args`` (default: the phrase's) for the rules and agents."""
        self._emit(ev.Announcement(text.key, text.args if args is None else args, text))

    # ----- night (MAH-20 ... MAH-25) ---------------------------------------------------------
    def _night(self) -> Steps:
        """MAH-20: a chimera whose guess matched turns; the night-type events (1)
        (``night_cards.night_events``); the werewolves propose their target(s) while
        the other roles choose (one decision: nobody sees the others' choices; nobody
        is asked if nobody acts, as under a casino citizen); the evil eye then names
        its silence; the medium learns of today's executed player; the GM resolves
        (:attr:`resolution`, chains, chimera); the morning."""
        self.modifiers.boundary("dusk")
        self._emit(ev.Dusk(self.day))
        self._turn_chimera()
        if self._events and self._meet_next_dusk:
            self._meet_again()
        night = Night()
        if self._events:
            yield from night_events(self, night)
        legal = self._night_options(night.attacks)
        choices = (yield self._ask("night", legal, label=NIGHT_LABEL)) if legal else {}
        self._take_choices(night, choices)
        eye = self._holder("evil_eye")
        if eye is not None and eye not in self._jailed():
            options = self._targets("silence", (eye, *self._jailed()))
            choice = yield self._ask_one(eye, "silence", options, label=NIGHT_LABEL)
            self._name(night, eye, choice)
        if night.divined is not None:
            self._divine(self._seat_of["seer"], night.divined, night)
        self._medium_result(night)
        yield from self._resolve(night)
        self._dawn()
        self._morning(night)

    def _night_options(self, attacks: int = 1) -> dict[int, tuple[Ability | Pair, ...]]:
        """MAH-20 (2), (3), MAH-27: each living seat with a night ability, in seat order:
        the werewolves attack ``attacks`` living non-werewolves (:meth:`_attack_options`:
        none under a casino citizen, then they are not asked); the seer divines another player;
        a protector with its ability guards; the moneylender lends to anyone living;
        the chimera, not yet turned, names another player. Tonight's prisoner neither
        acts nor is a target (MAH-E18)."""
        alive, wolf_seats = self.alive, self._wolf_seats
        jailed = self._jailed()
        wolves = tuple(s for s in wolf_seats if alive[s])
        attack = self._attack_options(wolves + jailed, attacks)
        legal: dict[int, tuple[Ability | Pair, ...]] = {}
        for seat, kind in enumerate(self._night_kinds):
            if not alive[seat] or seat in jailed:
                continue
            if seat in wolf_seats:
                if attack:
                    legal[seat] = attack
                continue
            if kind is None:
                continue
            if kind == "guard":
                if seat not in self.lost:
                    options = self._guard_options(seat, jailed)
                    if options:
                        legal[seat] = options
            elif kind == "lend":
                legal[seat] = self._targets("lend", jailed)
            else:  # divine, predict: not self
                legal[seat] = self._targets(kind, (seat, *jailed))
        return legal

    def _attack_options(self, exclude: tuple[int, ...], attacks: int) -> tuple[Ability | Pair, ...]:
        """MAH-03, MAH-20 (2), MAH-27: a werewolf's proposals: one living player not in
        ``exclude``; none (``attacks`` 0, MAH-E24); two distinct ones (``attacks`` 2,
        MAH-E21, MAH-E24), or one if only one is left."""
        single = self._targets("attack", exclude)
        if attacks == 1 or (attacks == 2 and len(single) < 2):
            return single
        if attacks == 0:
            return ()
        return _pairs(single)

    def _take_choices(self, night: Night, choices: Mapping[int, Ability | Pair]) -> None:
        """Settle the werewolves' proposals into their target(s) (MAH-03; the
        ``night.attacks`` most proposed under the two-target events); record the other
        choices (MAH-34 flags)."""
        proposals = {s: a for s, a in choices.items() if a.ability == "attack"}
        if proposals:
            picks = settle_proposals(self, "attack", proposals, _targets_of, night.attacks)
            night.targets = picks  # type: ignore[assignment]
        else:  # no werewolf asked: a casino citizen, every werewolf in prison (MAH-E24, MAH-E18)
            night.attacks = 0
        for seat in sorted(choices):
            action = choices[seat]
            if isinstance(action, Pair):
                continue
            if action.ability == "guard":
                self._guard(night, seat, action.target)
            elif action.ability == "divine":
                night.divined = action.target  # the result comes after the namings (MAH-R02)
            elif action.ability != "attack":
                self._name(night, seat, action)

    def _guard(self, night: Night, seat: int, target: int) -> None:
        """MAH-R04, MAH-R05, MAH-R07: a protector guards ``target`` tonight, which it
        (and its knight/dragon partner, MAH-20) sees; a target of MAH-34."""
        self.last_guard[seat] = target
        night.guards[seat] = target
        pair = self._pair
        self._emit(_event(ev.Guarded, (seat, target, pair if seat in pair else self._private[seat])))
        self._flag(target, self.roles[seat])

    def _name(self, night: Night, seat: int, action: Ability) -> None:
        """MAH-R08, MAH-R13, MAH-R14: the moneylender's, the evil eye's or the chimera's
        naming, known to the chooser; a target of MAH-34."""
        kind, target = action.ability, action.target
        if kind == "lend":
            night.lent = target
        elif kind == "silence":
            night.silenced = target
        else:
            night.predicted = target
        self._emit(_event(ev.Named, (seat, kind, target, self._private[seat])))
        self._flag(target, self.roles[seat])

    def _judged(self, seat: int, night: Night) -> str:
        """How ``seat`` is judged tonight (MAH-R02, MAH-R03): its role's judgement (the
        fox human, MAH-R16; the golem and the chimera werewolf), reversed for the
        mirror's player (MAH-E09: for the seer and the medium alike)."""
        judged = ROLES[self.roles[seat]].judged
        if night.named and night.named.get("magic_mirror") == seat:
            return "human" if judged == "werewolf" else "werewolf"
        return judged

    def _divine(self, seer: int, target: int, night: Night) -> None:
        """MAH-R02: the seer learns how ``target`` is judged tonight (:meth:`_judged`);
        a target of MAH-34."""
        judged = self._judged(target, night)
        self._emit(
            Knowledge(seer, target, FACT("judged", target, FACT(judged)), ("judged", target, judged), only(seer))
        )
        self._flag(target, "seer")

    def _medium_result(self, night: Night) -> None:
        """MAH-R03: the medium learns how today's executed player is judged tonight
        (:meth:`_judged`)."""
        medium, ex = self._holder("medium"), self.executed
        if medium is not None and ex is not None and medium not in self._jailed():  # no ability in prison (MAH-E18)
            judged = self._judged(ex, night)
            fact = FACT("medium", ex, FACT(judged))
            self._emit(Knowledge(medium, ex, fact, ("medium", ex, judged), only(medium)))

    def _flag(self, target: int, by: str) -> None:
        """MAH-34: the demon named by an ability is flagged for good (MAH-41)."""
        if not self.demon_targeted and target == self._seat_of.get("demon"):
            self.demon_targeted = True
            self._emit(ev.DemonTargeted(target, by, GM_ONLY))

    def _guard_options(self, seat: int, jailed: tuple[int, ...]) -> tuple[Ability, ...]:
        """MAH-27, MAH-04: living players but tonight's prisoner (MAH-E18); self only with
        ``knight_self`` (never the dragon, nor the dragon guarding the knight: MAH-R05);
        not last night's player unless ``knight_repeat``."""
        exclude: tuple[int, ...] = () if self.options.knight_self else (seat,)
        if self.roles[seat] == "dragon":
            knight = self._seat_of.get("knight")
            exclude = (seat,) if knight is None else (seat, knight)
        last = self.last_guard.get(seat)
        if last is not None and not self.options.knight_repeat:
            exclude = (*exclude, last)
        if jailed:
            exclude = (*exclude, *jailed)
        return self._targets("guard", exclude)

    def _targets(self, kind: str, exclude: tuple[int, ...]) -> tuple[Ability, ...]:
        """``kind`` aimed at each living player not in ``exclude`` (cached by who is alive)."""
        key = (kind, self.alive, exclude)
        options = _TARGETS.get(key)
        if options is None:
            options = _TARGETS.put(
                key, tuple(ability(kind, t) for t, up in enumerate(self.alive) if up and t not in exclude)
            )
        return options

    # ----- the GM's resolution (MAH-20 (4), MAH-21 ... MAH-24) ------------------------------
    def _resolve(self, night: Night) -> Steps:
        """MAH-20 (4): the steps of :attr:`resolution` in order, then the chain of
        tonight's deaths as one step (MAH-24: the lovers, then a dead hunter chooses,
        at dawn, among the living after all night deaths), then the chimera's check."""
        self._tonight = night
        for step in self.resolution:
            step(self, night)  # protections, attack deaths, spirit link, fox curse
        yield from self._chain(tuple(night.deaths))
        self._tonight = None
        self._check_chimera(night)

    def _check_chimera(self, night: Night) -> None:
        """MAH-R14: the chimera that named the werewolves' final target turns at the next dusk."""
        chimera = self._seat_of.get("chimera")
        if chimera is not None and not self.chimera_turned and night.predicted in night.targets:
            self._chimera_turns = True
            self._emit(ev.ChimeraMatched(chimera, night.predicted, GM_ONLY))

    def _turn_chimera(self) -> None:
        """MAH-R14, MAH-02, MAH-24: at the dusk after its match the living chimera is a
        werewolf: it meets the living werewolves, counts as one, and the win is checked."""
        if not self._chimera_turns:
            return
        self._chimera_turns = False
        chimera = self._seat_of["chimera"]
        if not self.alive[chimera]:
            return
        self.chimera_turned = True
        wolves = [s for s in self._wolf_seats if self.alive[s]]
        self._count_chimera()
        self._emit(ev.ChimeraTurned(chimera, frozenset((chimera, *wolves))))
        self._chimera_meets(chimera, wolves)
        self._check_win()

    def _count_chimera(self) -> None:
        """MAH-02, MAH-40: the turned chimera's seat counts as a werewolf, not a human."""
        chimera = self._seat_of["chimera"]
        self._wolf_seats = tuple(sorted((*self._wolf_seats, chimera)))
        self._human_seats = tuple(s for s in self._human_seats if s != chimera)
        if self.alive[chimera]:
            self._wolves_alive += 1
            self._humans_alive -= 1

    def _chimera_meets(self, chimera: int, wolves: list[int]) -> None:
        """MAH-R14, MAH-50: the turned chimera and the living werewolves learn each other."""
        for wolf in wolves:
            role = self.roles[wolf]
            self._emit(Knowledge(chimera, wolf, FACT("is a", wolf, role), ("role", wolf, role), only(chimera)))
            self._emit(
                Knowledge(wolf, chimera, FACT("is a", chimera, "chimera"), ("role", chimera, "chimera"), only(wolf))
            )

    def _redeal(self, seats: tuple[int, ...], cards: list[str]) -> None:
        """MAH-E06: ``seats`` (the living) get ``cards``; each learns only its own card.
        Role state moves with the card: a single card's lost protection (MAH-25) and
        last guard (MAH-04), the chimera's transformation (pending too: the flags
        follow the card), the demon's MAH-34 flag; lovers and announced targets stay
        with the seats. Teammates meet again at the next dusk (:meth:`_meet_again`)."""
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
        self._emit(ev.RolesRedealt(seats))
        private = self._private
        for seat in seats:
            self._emit(_event(ev.RoleDealt, (seat, roles[seat], private[seat])))
        self._meet_next_dusk = True

    def _meet_again(self) -> None:
        """MAH-E06: at the dusk after a redeal the living werewolves (a turned chimera
        with them), masons and knight and dragon learn each other again."""
        self._meet_next_dusk = False
        alive = self.alive
        for event in _meetings(tuple(r if alive[s] else "" for s, r in enumerate(self.roles))):
            self._emit(event)
        chimera = self._holder("chimera")
        if chimera is not None and self.chimera_turned:
            self._chimera_meets(chimera, [s for s in self._wolf_seats if alive[s] and s != chimera])

    # ----- deaths, the morning and wins (MAH-24 ... MAH-26, MAH-40 ... MAH-43) -----------
    def _kill(self, seat: int, cause: str) -> None:
        """A death: the seat leaves the game (its role stays secret, MAH-51). By day it is
        announced at once with its cause; at night only the GM learns the cause now and
        the morning announces the death (MAH-26)."""
        alive = list(self.alive)
        alive[seat] = False
        self.alive = tuple(alive)
        if seat in self._wolf_seats:
            self._wolves_alive -= 1
        elif seat in self._human_seats:
            self._humans_alive -= 1
        night = self._tonight
        if night is None:
            self._eliminated(seat, cause)
            self._partner_loses_ability(seat)
        else:  # the morning announces it, and only then tells the partner (MAH-25, MAH-26)
            night.deaths.append(seat)
            self._emit(ev.NightDeath(seat, CAUSE(cause), GM_ONLY))
        self.modifiers.boundary("death", seat)
        if self.roles[seat] == "moneylender":
            self._one_minute_day = self.day + 1  # MAH-R08, MAH-26: the discussion after this death

    def _eliminated(self, seat: int, cause: str) -> None:
        """MAH-26, MAH-51: the table is told that ``seat`` is out (``cause``: by day what
        killed it, in the morning only ``night``), with its role under the altar
        (MAH-E08). The seats' views show the living as told here, never a death not
        yet announced (a night's, while a dead hunter chooses at dawn)."""
        self._emit(Eliminated(seat, CAUSE(cause)))
        told = list(self._told_alive)
        told[seat] = False
        self._told_alive = tuple(told)
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
        choice = yield self._ask_one(hunter, "hunter", options, label=label)
        self._kill(choice.target, "hunter")
        yield from self._chain((choice.target,))

    def _lovers(self, deaths: Sequence[int]) -> list[int]:
        """MAH-E07: ``deaths`` and, if one of the lovers is among them, the other (who
        dies at once, 「即座に」, if still alive)."""
        dead = list(deaths)
        lovers = self.modifiers.get("legend_tree") if self._events else None
        if lovers is not None:
            for lover, partner in (lovers, lovers[::-1]):
                if lover in dead and self.alive[partner]:
                    self._kill(partner, "lovers")
                    dead.append(partner)
        return dead

    def _jailed(self) -> tuple[int, ...]:
        """MAH-E18: tonight's prisoner, out of the game until the dawn (not a target)."""
        if not self._events:
            return ()
        prisoner = self.modifiers.get("prison")
        return () if prisoner is None else (prisoner,)

    def _reveal(self, seat: int) -> None:
        """MAH-E08: under the altar a death shows the dead player's role to all."""
        if self.modifiers.has("altar"):
            self._emit(ev.RoleRevealed(seat, self.roles[seat]))

    def _partner_loses_ability(self, seat: int) -> None:
        """MAH-25: when the knight dies the dragon loses its protection, and the other
        way round, if both are in the game; the survivor is told."""
        role = self.roles[seat]
        if role in ("knight", "dragon"):
            partner = self._seat_of.get("dragon" if role == "knight" else "knight")
            if partner is not None and partner not in self.lost:
                self.lost.add(partner)
                if self.alive[partner]:
                    self._emit(ev.AbilityLost(partner, seat, self._private[partner]))

    def _dawn(self) -> None:
        """MAH-26: a new day begins (its rule changes start in :meth:`_morning`)."""
        self.day += 1
        self._emit(ev.Dawn(self.day))

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
            self._check_win()
        elif not first:
            self._announce(ANNOUNCE("no death"))
        if night.lent is not None:
            self.modifiers.add(Modifier("double_vote", 2, TODAY, "moneylender", night.lent))
        if night.silenced is not None:
            self._announce(ANNOUNCE("silenced", night.silenced))
        if self.over:
            return
        # MAH-26: tonight's rule changes end and the previous day's next-day card starts
        # only after the deaths and the two roles' targets are announced
        self.modifiers.boundary("dawn")
        if self._events:
            for key in MORNING_ORDER:  # MAH-26: what the previous day's next-day card requires
                value = self.modifiers.get(key)
                if value is not None:
                    MORNING[key](self, value, night)

    def _check_win(self, executed: int | None = None) -> None:
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
        demon = executed is not None and self.demon_targeted and self.roles[executed] == "demon"
        if not demon:
            if team is not None:
                self._finish(*team)
            return
        assert executed is not None
        winners, reason = frozenset((executed,)), SAY("demon")
        if team is not None:
            with_team, side, why = team
            if side != "fox":  # a fox that steals the team's win says so itself (MAH-42)
                why = SAY(f"{side} with demon", why)
            winners, reason = winners | with_team, SAY("demon and", why)
        self._finish(winners, "demon", reason)

    def _team_win(self) -> tuple[frozenset[int], str, Phrase] | None:
        """MAH-40, MAH-42: the team whose condition holds (citizens first: with no
        werewolf alive it is never a werewolf win), or the fox that steals it."""
        wolves, humans = self._wolves_alive, self._humans_alive
        if wolves == 0:
            side, reason = CITIZENS, SAY("every werewolf dead")
        elif humans <= wolves:
            side, reason = WEREWOLVES, SAY("fewer humans", humans, wolves)
        else:
            return None
        fox = self._holder("fox")
        if fox is None:
            return self._team(side), side, reason
        if self.options.fox_steals_win:
            return frozenset((fox,)), "fox", SAY("fox instead", reason)
        return self._team(side) | {fox}, side, SAY("fox too", reason)

    def _team(self, team: str) -> frozenset[int]:
        return frozenset(s for s in range(self.players) if ROLES[self.roles[s]].team == team)

    # ----- helpers and views ------------------------------------------------------------
    def _set_roles(self, roles: list[str]) -> None:
        """Deal ``roles`` to the seats and index them: who counts as a werewolf
        (MAH-02), who is human for the head count (not the fox, MAH-40), where each
        single-card role sits, the knight and dragon pair; the living ones are
        counted here and kept by ``_kill`` (win checks follow every death)."""
        self.roles: list[str] = roles
        self._wolf_seats, self._human_seats, self._seat_of, self._pair, self._night_kinds = _role_index(tuple(roles))
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
        number of werewolves (MAH-02, at the deal) and players."""
        return {
            "setup": " ".join(sorted(self.roles)),
            "vote_style": self.options.vote_style,
            "werewolves": sum(ROLES[r].counts_as_werewolf for r in self.roles),
        }

    def _view(self, seat: Viewer) -> MahouView:
        """What ``seat`` saw (MAH-50, MAH-51; ``None``: the game master, the truth). Each
        field of a seat's view follows the events it saw: the living as announced
        (:meth:`_eliminated`), the day from the public ``Dawn``, its role from the deal
        or redeal that told it (``RoleDealt``), the roles it learned, the result
        from the public ``GameEnded``; the phase is the public label."""
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
        events = tuple(self._memory(seat) if seat is not PUBLIC else self._public_memory())
        known: list[str | None] = [None] * self.players
        for e in events:
            if e.__class__ is Knowledge and e.observer == seat and e.key[0] == "role":
                known[e.key[1]] = e.key[2]
            elif e.__class__ is ev.RoleRevealed:  # the altar (MAH-E08)
                known[e.seat] = e.role
            elif e.__class__ is ev.RolesRedealt:  # the soul vortex (MAH-E06): what was known is stale
                for s in e.seats:
                    known[s] = None
        if seat is not PUBLIC:
            known[seat] = self.roles[seat]
        return MahouView(
            seat=seat,
            phase=self.label,
            day=self.day,
            players=self.players,
            alive=self._told_alive,
            role=self.roles[seat] if seat is not PUBLIC else None,
            roles=tuple(known),
            events=events,
            result=self._result,
        )


@lru_cache(maxsize=SETUPS)
def _card_counts(roles: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    """The role cards in use, by id (MAH-51): announced at the start."""
    return tuple(sorted((role, roles.count(role)) for role in set(roles)))


#: who meets whom on night 0 (MAH-05): the werewolves (MAH-02: the evil eye with
#: them, an untransformed chimera not), the masons, the knight and the dragon
_GROUPS = (("werewolf", "evil_eye"), ("mason",), ("knight", "dragon"))


@lru_cache(maxsize=SETUPS)
def _meetings(roles: tuple[str, ...]) -> tuple[Knowledge, ...]:
    """MAH-03, MAH-05, MAH-R06: each member of a group learns every other member's role
    (one ``Knowledge`` per pair; shared between games of one setup)."""
    events = []
    for group in _GROUPS:
        team = [s for s, r in enumerate(roles) if r in group]
        for observer in team:
            for other in team:
                if other != observer:
                    role = roles[other]
                    fact = FACT("is a", other, role)
                    events.append(Knowledge(observer, other, fact, ("role", other, role), only(observer)))
    return tuple(events)


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


@lru_cache(maxsize=STATES)
def _pairs(single: tuple[Ability, ...]) -> tuple[Pair, ...]:
    """Every two distinct targets of ``single`` (MAH-27: beast_forest and casino name two)."""
    seats = [a.target for a in single]
    return tuple(pair("attack", (a, b)) for i, a in enumerate(seats) for b in seats[i + 1 :])


def _targets_of(action: Ability | Pair) -> tuple[int, ...]:
    return action.targets
