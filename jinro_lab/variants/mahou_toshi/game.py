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
executed player chooses one of two) and resolves (``take_effect``: announced,
nullified while the golem lives if golem-effective, else its effect from
``effects.EFFECTS``, filled by ``day_cards.py`` and ``night_cards.py``). What a
card changes for later is a modifier named after it (``self.modifiers``), read
here: the day's vote style and voters (``vote_style_today``, ``voting_today``),
the discussion time, the lovers' chain, the altar's reveals, the prisoner's night
(``_jailed``) and the morning's announcements (``effects.MORNING``). With no deck
(``events=[]``) none of this runs.

The state and the toolbox the rules share (the role index, deaths and their chains,
the morning, judgements, win checks, the chimera, the redeal) are ``state.py``'s
``MahouState``, this class's base; the seats' views are ``view.seat_view``.
"""

from __future__ import annotations

from collections.abc import Generator, Mapping
from functools import lru_cache
from typing import Any, ClassVar

from ...core.chance import announce
from ...core.claims import Claimed, claim_options
from ...core.engine import Decision, Flow
from ...core.events import GM_ONLY, Chance, Knowledge, only
from ...core.memo import STATES
from ...core.modifiers import Modifiers
from ...core.roles import card_counts
from ...core.steps import Step, assemble
from ...core.team import settle_proposals
from ...core.viewers import Viewer
from ...core.voting import TieRule, VoteSpec, VoteStyle, run_vote, vote_id
from . import day_cards  # noqa: F401  (registers the day-side event cards' effects)
from . import events as ev
from .actions import Ability, Pair, card, pair
from .cards import EVENT_CARDS, default_deck
from .effects import DEAD_CHOOSES_LABEL, EFFECTS, NIGHT_LABEL
from .night import RESOLUTION, Night, Resolve
from .night_cards import night_events
from .options import OPTIONS, Options, deck_shuffled, settle
from .phrases import ANNOUNCE, CHANCE, FACT, SAY, seat_list
from .setup import default_roles
from .state import (
    MahouState,
    Steps,
    cards_in_play,
    dealt_events,
    night_zero_meetings,
    summary_of,
    white_candidates,
)
from .view import MahouView, seat_view

__all__ = ["MahouToshiGame", "Options", "default_roles"]

VOTE_LABEL = "day: vote"
CLAIM_LABEL = "day: claims"
#: the roles one may claim with a result (``claims`` option): those whose ability judges a seat
CLAIMABLE = ("seer", "medium")
#: the side of a game the day limit ended (MAH-04)
NO_WINNER = "none"


class MahouToshiGame(MahouState):
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
    #: MAH-20 (4): the steps of the GM's resolution of a night (``night.RESOLUTION``),
    #: of which a game runs those of its roles and cards (``_resolution``, at the deal)
    resolution: ClassVar[tuple[Step[Resolve], ...]] = RESOLUTION

    def __init__(self, players: int | None = None, seed: int | None = None, **options: Any):
        values, record = OPTIONS.resolve(options if players is None else {"players": players, **options})
        self.options = settle(values, players is not None)
        self._vote_style = VoteStyle(self.options.vote_style)
        record["players"] = self.options.players
        super().__init__(self.options.players, seed, record)

    __init__.__signature__ = OPTIONS.signature()  # type: ignore[attr-defined]

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
            self.emit(Chance(CHANCE("roles dealt"), tuple(roles), GM_ONLY))
        else:
            roles = list(fixed)
        dead = () if position is None else position["dead"]
        self.alive: tuple[bool, ...] = tuple(s not in dead for s in range(n)) if dead else (True,) * n
        self.told_alive = self.alive  # the living as the table was told (the seats' views, MAH-26)
        self._set_roles(roles)
        self.modifiers = Modifiers(self)
        self.last_guard: dict[int, int] = {}
        self.executed: int | None = None  # the day's executed player, set by each day's vote (MAH-R03)
        self.lost: set[int] = set()  # protectors who lost their ability (MAH-25)
        self.demon_targeted = False  # MAH-34: the demon has been the target of an ability
        self.chimera_turned = False  # MAH-R14: the chimera is a werewolf (MAH-02)
        self._chimera_turns = False  # its guess matched: it turns at the next dusk
        self._one_minute_day: int | None = None  # MAH-R08: the day after the moneylender's death
        self._tonight: Night | None = None  # the night being resolved (its deaths wait for the dawn)
        self.deck = self._event_deck(roles)
        self._resolution = assemble(self.resolution, roles, self.deck)  # the night's steps in this game
        self.emit(
            ev.SetupAnnounced(
                card_counts(tuple(roles)),
                self.options.vote_style,
                self.options.first_day_seer,
                cards_in_play(frozenset(self.deck)),
                self.options.event_selection,
            )
        )
        limit = self.options.day_limit
        if limit is not None:  # MAH-04, MAH-51: a choice of the GM's, told to everyone with the setup
            self.announce_public(ANNOUNCE("day limit", limit))
        for event in dealt_events(tuple(roles)):
            self.emit(event)
        if position is None:
            return "night 0"
        self.day = position["day"]
        who = seat_list(tuple(dead), "comma") if dead else ANNOUNCE("nobody")
        self.announce_public(
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
        self.emit(ev.Dusk(0))
        self._meet()
        seer = self.holder("seer")
        mode = self.options.first_day_seer
        night = Night()
        if seer is not None and mode == "random_white":
            self._random_white(seer)
        elif seer is not None and mode == "free":
            choice = yield self.ask_one(seer, "night", self._targets("divine", (seer,)), label=NIGHT_LABEL)
            night.divined = choice.target
            self._divine(seer, choice.target, night)
        yield from self._resolve(night)
        self._dawn()
        self._morning(night, first=True)

    def _random_white(self, seer: int) -> None:
        """MAH-05: the GM tells the seer one random player judged human, not the fox
        (not a target for MAH-34)."""
        whites = white_candidates(tuple(self.roles), seer)
        if whites:
            white = announce(self, CHANCE("random white"), whites, only(seer))
            self.emit(Knowledge(seer, white, FACT("random white", white), ("judged", white, "human"), only(seer)))

    def _meet(self) -> None:
        """MAH-03, MAH-R06, MAH-R04/R05: the werewolves (the evil eye with them) learn
        each other, the masons each other, the knight and the dragon each other."""
        for event in night_zero_meetings(tuple(self.roles)):
            self.emit(event)

    # ----- day (MAH-10, MAH-11, MAH-12, MAH-24) --------------------------------------------
    def _day(self) -> Steps:
        """Discussion, then the vote (today's double votes counting twice, runoff
        included, MAH-R08); the most-voted player is executed (MAH-12), then the
        chain of that death (MAH-24), then the win check (MAH-13, MAH-40, MAH-41)."""
        living = self.living()
        short = self._one_minute_day == self.day
        minutes = 1 if short else len(living) // 2 + 1
        if self._events and self.modifiers.has("clock_tower"):
            half = minutes / 2
            self.announce_public(ANNOUNCE("halved discussion", f"{half:g}"), (half,))
        elif short:
            self.announce_public(ANNOUNCE("short discussion", 1))
        else:
            self.announce_public(ANNOUNCE("discussion", minutes))
        if self.options.claims:
            yield from self._claims()
        chosen = yield from self.vote(vote_id(self.day), self.vote_style_today())
        self.executed = chosen
        if chosen is not None:
            yield from self.death_step(chosen, "execution", executed=True)
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
            self.finish(frozenset(), NO_WINNER, SAY("day limit", limit))

    def _claims(self) -> Steps:
        """MAH-10, option ``claims``: the discussion opens with claims, the living all at
        once (``core.claims``): nothing, or the seer's or the medium's role (those in
        play, MAH-51 tells which) with a verdict on another seat; each claim is told to
        everyone in seat order and never checked (a werewolf may claim the seer)."""
        roles = tuple(r for r in CLAIMABLE if r in self.seat_of)
        if not roles:
            return
        living, n = self.living(), self.players
        choices = yield self.ask("claim", {s: claim_options(s, n, roles) for s in living}, label=CLAIM_LABEL)
        for seat in living:
            if choices[seat].role is not None:
                self.emit(Claimed(seat, choices[seat]))

    def vote(self, vote: str, style: VoteStyle, purpose: str = "execution") -> Generator[Decision, Any, int | None]:
        """A vote of the day among the living (MAH-11, MAH-12: a tie goes to a runoff,
        a second tie chooses nobody) with today's voters and weights; the chosen seat."""
        voters, weights = self.voting_today()
        living = self.living()
        spec = VoteSpec(
            vote, voters, living, TieRule.RUNOFF_THEN_NONE, style, purpose, weights, label=VOTE_LABEL, rule="MAH-12"
        )
        return (yield from run_vote(self, spec)).chosen

    def voting_today(self) -> tuple[tuple[int, ...], dict[int, int] | None]:
        """Who votes today and the weight of each ballot, for every vote of the day (its
        runoff, the courthouse's and the prison's too, MAH-E15, MAH-E18): the living
        players but the thieves' (MAH-E22); a double vote counts 2 (the moneylender's,
        MAH-R08, the bank's, MAH-E16; both on one player: still 2)."""
        doubled = self.modifiers.values("double_vote")
        voters = self.living()
        if self._events:
            robbed = {m.subject for m in self.modifiers.values("no_vote")}
            voters = tuple(s for s in voters if s not in robbed) if robbed else voters
        return voters, ({m.subject: 2 for m in doubled} if doubled else None)

    def vote_style_today(self) -> VoteStyle:
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

    def death_step(self, seat: int, cause: str, executed: bool = False) -> Steps:
        """MAH-24, MAH-40: a death by day, its whole chain, then the win check (the
        demon's too if ``executed``, MAH-41)."""
        self.kill(seat, cause)
        yield from self._chain((seat,))
        self.check_win(executed=seat if executed else None)

    # ----- event cards (MAH-13, MAH-30, MAH-31, MAH-51) -----------------------------------------
    def _event_deck(self, roles: list[str]) -> list[str]:
        """MAH-30: the event deck, top first: the option's cards (``None``: the default
        deck, MAH-35, MAH-37, shuffled) or, as given, top first (``shuffle_events``
        shuffles it or not, whichever deck it is); the order is
        the game master's only (MAH-51: the list is public, not the order)."""
        events = self.options.events
        deck = list(default_deck(roles) if events is None else events)
        if deck and deck_shuffled(self.options.shuffle_events, events):
            self.rng.shuffle(deck)
            self.emit(Chance(CHANCE("event deck shuffled"), tuple(deck), GM_ONLY))
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
            self.announce_public(ANNOUNCE("no event"))
            return
        if self.options.event_selection == "random" or len(deck) == 1:
            yield from self.take_effect(executed, deck.pop(0), "random")
            return
        offered = (deck.pop(0), deck.pop(0))
        self.emit(ev.EventOffered(executed, offered, self._private[executed]))
        options = (card(offered[0]), card(offered[1]))
        choice = yield self.ask_one(executed, "event", options, label=DEAD_CHOOSES_LABEL)
        yield from self.take_effect(executed, choice.card, "choice")

    def take_effect(self, executed: int, card_id: str, how: str) -> Steps:
        """MAH-31: ``card_id`` resolves for the executed player: announced (MAH-51), then
        nullified if golem-effective while the golem lives (judged now: a golem executed
        today is dead), else its effect (``effects.EFFECTS``) with its own timing."""
        self.emit(ev.EventDrawn(executed, card_id, how))
        if EVENT_CARDS[card_id].golem and self.holder("golem") is not None:
            self.emit(ev.EventNullified(card_id))
            return
        effect = EFFECTS.get(card_id)
        if effect is not None:
            yield from effect(self, executed)

    # ----- night (MAH-20 ... MAH-25) ---------------------------------------------------------
    def _night(self) -> Steps:
        """MAH-20: a chimera whose guess matched turns; the night-type events (1)
        (``night_cards.night_events``); the werewolves propose their target(s) while
        the other roles choose (one decision: nobody sees the others' choices; nobody
        is asked if nobody acts, as under a casino citizen); the evil eye then names
        its silence; the medium learns of today's executed player; the GM resolves
        (:attr:`resolution`, chains, chimera); the morning."""
        self.modifiers.boundary("dusk")
        self.emit(ev.Dusk(self.day))
        self._turn_chimera()
        if self._events and self._meet_next_dusk:
            self._meet_again()
        night = Night()
        if self._events and self.modifiers.changed():  # every night-type event is a card's rule change
            yield from night_events(self, night)
        legal = self._night_options(night.attacks)
        choices = (yield self.ask("night", legal, label=NIGHT_LABEL)) if legal else {}
        self._take_choices(night, choices)
        eye = self.holder("evil_eye")
        if eye is not None and eye not in self._jailed():
            options = self._targets("silence", (eye, *self._jailed()))
            choice = yield self.ask_one(eye, "silence", options, label=NIGHT_LABEL)
            self._name(night, eye, choice)
        if night.divined is not None:
            self._divine(self.seat_of["seer"], night.divined, night)
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
        alive, wolf_seats = self.alive, self.wolf_seats
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
        self.emit(ev.Guarded(seat, target, pair if seat in pair else self._private[seat]))
        self.flag_demon(target, self.roles[seat])

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
        self.emit(ev.Named(seat, kind, target, self._private[seat]))
        self.flag_demon(target, self.roles[seat])

    def _guard_options(self, seat: int, jailed: tuple[int, ...]) -> tuple[Ability, ...]:
        """MAH-27, MAH-04: living players but tonight's prisoner (MAH-E18); self only with
        ``knight_self`` (never the dragon, nor the dragon guarding the knight: MAH-R05);
        not last night's player unless ``knight_repeat``."""
        exclude: tuple[int, ...] = () if self.options.knight_self else (seat,)
        if self.roles[seat] == "dragon":
            knight = self.seat_of.get("knight")
            exclude = (seat,) if knight is None else (seat, knight)
        last = self.last_guard.get(seat)
        if last is not None and not self.options.knight_repeat:
            exclude = (*exclude, last)
        if jailed:
            exclude = (*exclude, *jailed)
        return self._targets("guard", exclude)

    # ----- the GM's resolution (MAH-20 (4), MAH-21 ... MAH-24) ------------------------------
    def _resolve(self, night: Night) -> Steps:
        """MAH-20 (4): this game's steps of :attr:`resolution` in order, then the chain of
        tonight's deaths as one step (MAH-24: the lovers, then a dead hunter chooses,
        at dawn, among the living after all night deaths), then the chimera's check."""
        self._tonight = night
        for step in self._resolution:
            step(self, night)  # protections, attack deaths, spirit link, fox curse
        yield from self._chain(tuple(night.deaths))
        self._tonight = None
        self._check_chimera(night)

    # ----- deaths, the morning and wins (MAH-24 ... MAH-26, MAH-40 ... MAH-43) -----------
    def _dawn(self) -> None:
        """MAH-26: a new day begins (its rule changes start in :meth:`_morning`)."""
        self.day += 1
        self.emit(ev.Dawn(self.day))

    # ----- helpers and views ------------------------------------------------------------
    def summary(self) -> dict[str, Any]:
        """Columns for simulation tables (``state.summary_of``): the role setup, the vote
        style, and the number of werewolves (MAH-02, at the deal) and players."""
        return summary_of(self.roles, self.options.vote_style)

    def _view(self, seat: Viewer) -> MahouView:
        """What ``seat`` saw (MAH-50, MAH-51; ``None``: the game master): ``view.seat_view``."""
        return seat_view(self, seat)


@lru_cache(maxsize=STATES)
def _pairs(single: tuple[Ability, ...]) -> tuple[Pair, ...]:
    """Every two distinct targets of ``single`` (MAH-27: beast_forest and casino name two)."""
    seats = [a.target for a in single]
    return tuple(pair("attack", (a, b)) for i, a in enumerate(seats) for b in seats[i + 1 :])


def _targets_of(action: Ability | Pair) -> tuple[int, ...]:
    return action.targets
