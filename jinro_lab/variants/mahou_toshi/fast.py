"""The fast engine of 魔法都市の人狼 for simulation (issue 41): the readable flow's rules
(``game.py``, ``state.py``, ``night.py``, ``day_cards.py``, ``night_cards.py``) as
one flat loop over explicit state, with the same random draws in the same order.

One seed and the same agents give the same game as ``MahouToshiGame``: the deal's
and the deck's shuffles, the random white, each vote's order, the werewolves' lot,
the illusionist's die, the arena's victim and the soul vortex's redeal draw from
``random.Random(seed)`` as the readable flow draws them (``core.chance``), and each
seat is asked the same question with the same actions in the same order
(``core.fast.Choosers``). What only informs a seat (the seer's and the medium's
results, meetings, announcements, the speech cards' constraints, MAH-32) changes
nothing the rules judge; there is no log, no view and no ``Decision``. When the
heuristic agent plays a seat (issue 41, item 3), the game keeps what each seat saw
that the agent reads (:class:`Sight`: ballots, deaths as announced, results,
meetings, proposals) and asks it with that seat's ``agents.Observation``, the same
as its view in the readable game gives: the same choices, seed for seed. Random
agents' games keep none of it.

It covers (:func:`supports`, else the readable engine plays): the sixteen roles
(:data:`ROLES`), the 25 event cards (:data:`CARDS`), every option value but
``claims`` and ``position``.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from operator import is_
from typing import Any

from ...core.engine import Result
from ...core.errors import InvalidSetup
from ...core.fast import (
    Choosers,
    Engine,
    Readable,
    below,
    fast_vote,
    others,
    settle_most_proposed,
    shuffle,
    uniform_draw,
)
from ...core.memo import SETUPS, STATES
from ...core.phrases import Phrase
from ...core.voting import VoteStyle
from .actions import Word as _Word
from .actions import ability, card, event_target, pair, side
from .agents import Observation
from .cards import EVENT_CARDS, default_deck
from .day_cards import SAMPLE_WORDS
from .night_cards import CASINO_CARDS, NAMED_AT_NIGHT
from .options import OPTIONS, Options, deck_shuffled, settle
from .phrases import SAY
from .roles import ROLES as ROLE_CARDS
from .setup import default_roles
from .state import demon_win, judgement, meetings, role_side, summary_of, team_win, white_candidates
from .view import known_werewolves

__all__ = ["CARDS", "ENGINE", "ROLES", "FastMahou", "MahouFastSetup", "supports"]

#: the roles the fast engine plays: all sixteen (MAH-R01 ... MAH-R16)
ROLES = frozenset(ROLE_CARDS)
#: the event cards it plays: all 25 (MAH-E01 ... MAH-E25)
CARDS = frozenset(EVENT_CARDS)
#: MAH-31: the cards whose rule change ends at the dusk (next day) and at the dawn (same day; the prison's night)
_ENDS_AT_DUSK = frozenset(c for c, e in EVENT_CARDS.items() if e.timing == "next_day")
_ENDS_AT_DAWN = frozenset([*(c for c, e in EVENT_CARDS.items() if e.timing == "same_day"), "prison"])
#: MAH-20 (1): the cards read before the werewolves choose (namings, two targets or none)
_NIGHT_CARDS = frozenset((*NAMED_AT_NIGHT, "beast_forest", "casino"))
_SIDES = ("left", "right")
#: MAH-31: the cards' order (the airship's choices, MAH-E12)
_ORDER = {c: i for i, c in enumerate(EVENT_CARDS)}
_new = tuple.__new__  # an Observation with every field in order: one per decision


def _abilities(kind: str) -> Readable:
    return lambda seats: tuple(ability(kind, t) for t in seats)


def _named(card_id: str) -> Readable:
    return lambda seats: tuple(event_target(card_id, t) for t in seats)


def _words(card_id: str) -> Readable:
    return lambda words: tuple(_Word(card_id, w) for w in words)


_ATTACK, _DIVINE, _GUARD, _LEND, _SILENCE, _PREDICT, _SHOOT = map(
    _abilities, ("attack", "divine", "guard", "lend", "silence", "predict", "shoot")
)
_NAMED = {c: _named(c) for c in EVENT_CARDS}
#: MAH-02: whether each role's card counts as a werewolf (the chimera's once it turns, MAH-R14)
_COUNTS_AS_WEREWOLF = {r: card.counts_as_werewolf for r, card in ROLE_CARDS.items()}
#: MAH-20 (2), (3): what a seat does at night, by its role (a werewolf, MAH-02: attacks)
_WOLF = _ATTACK
_ACTS = {
    "seer": _DIVINE,
    "knight": _GUARD,
    "dragon": _GUARD,
    "spirit_user": _GUARD,
    "moneylender": _LEND,
    "chimera": _PREDICT,  # until it turns: then a werewolf (MAH-R14)
}


def _pairs(pairs: Sequence[tuple[int, int]]) -> tuple[Any, ...]:
    """MAH-E21, MAH-E24: a werewolf's proposals of two targets, as ``game._pairs`` lists them."""
    return tuple(pair("attack", p) for p in pairs)


_WORDS = {c: _words(c) for c in SAMPLE_WORDS}


def _cards(ids: Sequence[str]) -> tuple[Any, ...]:
    return tuple(card(c) for c in ids)


def _sides(sides: Sequence[str]) -> tuple[Any, ...]:
    return tuple(side(s) for s in sides)


def _checked(options: Mapping[str, Any]) -> Options:
    """The options as ``MahouToshiGame`` checks and keeps them (the same errors)."""
    values, _ = OPTIONS.resolve(options)
    return settle(values, "players" in options)


def _uncovered(opts: Options) -> str | None:
    """Why the fast engine does not play ``opts`` (``None``: it does)."""
    if opts.claims:
        return "the claims option (MAH-10)"
    if opts.position is not None:
        return "a described position (MAH-04)"
    roles = opts.roles if opts.roles is not None else default_roles(opts.players)
    missing = sorted(set(roles) - ROLES)
    if missing:
        return f"the roles {', '.join(missing)}"
    deck = default_deck(roles) if opts.events is None else opts.events
    cards = sorted(set(deck) - CARDS)
    if cards:
        return f"the event cards {', '.join(cards)}"
    return None


def supports(options: Mapping[str, Any]) -> str | None:
    """``None`` if the fast engine plays a game of ``options`` (``new_game``'s keywords,
    no seed) exactly as the readable engine does; else what it does not cover."""
    return _uncovered(_checked(options))


class MahouFastSetup:
    """The options of many games, checked once (``MahouToshiGame`` checks them per game)."""

    def __init__(self, options: Mapping[str, Any]):
        self.options = opts = _checked(options)
        self.players = opts.players
        why = _uncovered(opts)
        if why is not None:
            raise InvalidSetup(f"the fast engine of mahou_toshi does not cover {why}; play it with new_game")
        # MAH-35, MAH-37: the default deck depends on the roles only through the golem, which a
        # shuffled deal (MAH-06) keeps or not: one deck, before its shuffle, for every game
        roles = opts.roles if opts.roles is not None else default_roles(opts.players)
        self.deck = default_deck(roles) if opts.events is None else opts.events
        self.shuffle = deck_shuffled(opts.shuffle_events, opts.events)
        self.rng = random.Random()
        self._agents: list[Any] = []
        self._choosers: Choosers | None = None

    def play(self, seed: int, agents: Sequence[Any]) -> FastMahou:
        """Game ``seed`` played to its end by ``agents`` (one per seat, asked without a view)."""
        rng = self.rng
        rng.seed(seed)  # the state of random.Random(seed), the readable game's generator
        choosers = self._choosers
        if choosers is None or len(agents) != len(self._agents) or not all(map(is_, agents, self._agents)):
            self._agents = list(agents)  # a simulation's seats keep their agents from game to game
            choosers = self._choosers = Choosers(agents, [uniform_draw(a) for a in agents], observed=True)
        game = FastMahou(self, rng, choosers)
        game.run()
        return game


class Sight:
    """What each seat has seen so far (MAH-50, MAH-51), kept by a fast game only for an
    agent that reads its seat's :class:`~jinro_lab.variants.mahou_toshi.agents.Observation`
    (the heuristic): the events of the readable game that the observation reads, as each seat's view would hold them.

    ``votes`` per seat the voter of every public ballot against it (MAH-11; :meth:`ballot`);
    ``told`` the living as the table was told and ``night_dead`` the seats announced dead
    in a morning (MAH-26); per seat: ``known``
    the roles it learned (meetings, MAH-05, MAH-R14, MAH-E06; the altar, MAH-E08; its own
    is added when asked), ``judged`` its seer's, random white's and medium's results
    (MAH-R02, MAH-R03, MAH-05), ``turned`` the chimeras it saw turn, ``cult`` the
    werewolves the evil cult showed it (MAH-E23), ``proposals`` the werewolves' attack
    proposals it saw (MAH-03); ``read`` each seat's known roles with its own and the
    werewolves it knows (``view.known_werewolves``), as last read (``None``: changed since)."""

    __slots__ = ("cult", "judged", "known", "night_dead", "proposals", "read", "told", "turned", "votes")

    def __init__(self, players: int):
        seats = range(players)
        self.votes: list[list[int]] = [[] for _ in seats]
        self.told: tuple[bool, ...] = (True,) * players
        self.night_dead: set[int] = set()
        self.known: list[list[str | None]] = [[None] * players for _ in seats]
        self.judged: list[dict[int, str]] = [{} for _ in seats]
        self.turned: list[list[int]] = [[] for _ in seats]
        self.cult: list[set[int]] = [set() for _ in seats]
        self.proposals: list[list[tuple[int, ...]]] = [[] for _ in seats]
        self.read: list[tuple[tuple[str | None, ...], frozenset[int]] | None] = [None] * players

    def roles_and_wolves(self, seat: int, role: str) -> tuple[tuple[str | None, ...], frozenset[int]]:
        """The roles ``seat`` (holding ``role``) knows, its own included, and the werewolves it
        knows (``view.known_werewolves``), kept until what they are read from changes."""
        read = self.read[seat]
        if read is None:
            known = self.known[seat][:]
            known[seat] = role
            roles = tuple(known)
            turned, cult = self.turned[seat], self.cult[seat]
            wolves = known_werewolves(role, roles, turned, cult) if turned or cult else _roles_wolves(role, roles)
            read = self.read[seat] = (roles, wolves)
        return read

    def ballot(self, voter: int, target: int) -> None:
        """MAH-11: everyone sees ``voter``'s ballot for ``target``."""
        self.votes[target].append(voter)

    def learn(self, met: Iterable[tuple[int, int, str]]) -> None:
        """The roles told by the meetings ``met`` (``state.meetings``: MAH-05, MAH-E06)."""
        known, read = self.known, self.read
        for observer, seat, role in met:
            known[observer][seat] = role
            read[observer] = None

    def chimera_turns(self, chimera: int, wolves: Sequence[int], roles: Sequence[str]) -> None:
        """MAH-R14, MAH-50: the chimera and the living ``wolves`` see it turn (``ChimeraTurned``)."""
        for seat in (chimera, *wolves):
            self.turned[seat].append(chimera)
        self.chimera_meets(chimera, wolves, roles)

    def chimera_meets(self, chimera: int, wolves: Sequence[int], roles: Sequence[str]) -> None:
        """MAH-R14, MAH-50: the turned chimera and the living ``wolves`` learn each other."""
        known, read = self.known, self.read
        read[chimera] = None
        for wolf in wolves:
            known[chimera][wolf] = roles[wolf]
            known[wolf][chimera] = "chimera"
            read[wolf] = None

    def shown(self, madman: int, wolves: Iterable[int]) -> None:
        """MAH-E23: the evil cult shows the madman ``wolves``."""
        self.cult[madman].update(wolves)
        self.read[madman] = None

    def told_dead(self, seat: int, revealed: str | None) -> None:
        """MAH-26, MAH-E08: the table is told ``seat`` is out, with its role under the altar."""
        told = list(self.told)
        told[seat] = False
        self.told = tuple(told)
        if revealed is not None:
            for known in self.known:
                known[seat] = revealed
            self.read = [None] * len(told)

    def redealt(self, seats: Sequence[int]) -> None:
        """MAH-E06: what every seat knew of ``seats`` is stale (and the living hold new roles)."""
        for known, judged, cult in zip(self.known, self.judged, self.cult, strict=True):
            for seat in seats:
                known[seat] = None
                judged.pop(seat, None)
            cult.difference_update(seats)
        self.read = [None] * len(self.read)


@lru_cache(maxsize=STATES)
def _roles_wolves(role: str, roles: tuple[str | None, ...]) -> frozenset[int]:
    """``view.known_werewolves`` of a seat that saw no chimera turn and no evil cult (shared, read only)."""
    return known_werewolves(role, roles, (), ())


@lru_cache(maxsize=SETUPS)
def _role_index(
    roles: tuple[str, ...], turned: bool
) -> tuple[tuple[bool, ...], tuple[int, ...], tuple[int, ...], tuple[tuple[int, Readable], ...], dict[str, int]]:
    """``state._role_index`` (shared between games of one deal, read only): whether each
    seat counts as a werewolf (MAH-02: the chimera once ``turned``), the werewolves'
    seats, the humans' (not the fox, MAH-40), the seats with a night ability and what it
    is, in seat order (MAH-20 (2), (3)), where each single card sits."""
    wolf: list[bool] = []
    wolves: list[int] = []
    humans: list[int] = []
    actors: list[tuple[int, Readable]] = []
    for s, r in enumerate(roles):  # one pass, in seat order
        w = _COUNTS_AS_WEREWOLF[r] or (turned and r == "chimera")
        wolf.append(w)
        if w:
            wolves.append(s)
            actors.append((s, _WOLF))
        else:
            if r != "fox":
                humans.append(s)
            act = _ACTS.get(r)
            if act is not None:
                actors.append((s, act))
    return tuple(wolf), tuple(wolves), tuple(humans), tuple(actors), {r: s for s, r in enumerate(roles)}


@lru_cache(maxsize=STATES)
def _team_won(
    wolves: int, humans: int, fox: int | None, fox_steals: bool, roles: tuple[str, ...]
) -> tuple[frozenset[int], str, Phrase] | None:
    """``state.team_win`` for the seats' ``roles``: the winners, side and reason (shared
    between games, read only: a setup's games end in few ways)."""
    return team_win(wolves, humans, fox, fox_steals, lambda team: _members(roles, team))


def _members(roles: tuple[str, ...], team: str) -> frozenset[int]:
    """The seats of ``team`` (MAH-40)."""
    return frozenset(s for s, r in enumerate(roles) if ROLE_CARDS[r].team == team)


@lru_cache(maxsize=STATES)
def _prey(live: tuple[int, ...], wolf: tuple[bool, ...]) -> tuple[int, ...]:
    """MAH-03, MAH-20 (2): whom a werewolf may propose to attack, the living who do not
    count as werewolves (MAH-02; shared, read only)."""
    return tuple(s for s in live if not wolf[s])


#: a game's result (MAH-43, MAH-04), one object for the games that end alike (frozen, read only)
_ended = lru_cache(maxsize=STATES)(Result)


class _Over(Exception):
    """Raised when a side wins (MAH-43) or the day limit ends the game (MAH-04)."""


class FastMahou:
    """One game of 魔法都市の人狼 on the fast engine: its ``result``, ``deaths`` ((seat,
    day, cause): the cause the game master knows, ``NightDeath``'s by night), ``roles``
    (at the end), ``summary()`` and ``seat_side(seat)`` as the readable game gives them."""

    __slots__ = (
        "active",
        "actors",
        "alive",
        "chimera_turned",
        "chimera_turns",
        "choosers",
        "day",
        "dealt",
        "deaths",
        "deck",
        "demon",
        "demon_targeted",
        "double",
        "events",
        "executed",
        "humans_alive",
        "last_guard",
        "live",
        "lost",
        "meet_again",
        "night_deaths",
        "opts",
        "paired",
        "pick",
        "players",
        "result",
        "rng",
        "robbed",
        "roles",
        "seat_of",
        "sight",
        "waiting",
        "wolf",
        "wolf_seats",
        "wolves_alive",
    )

    def __init__(self, setup: MahouFastSetup, rng: random.Random, choosers: Choosers):
        opts = setup.options
        self.opts = opts
        self.rng = rng
        self.choosers = choosers
        self.pick = choosers.pick
        self.players = n = opts.players
        self.result: Result | None = None
        self.deaths: list[tuple[int, int, str]] = []
        self.day = 0
        self.alive = [True] * n
        self.live = tuple(range(n))  # the living seats, in seat order
        self.night_deaths: list[int] | None = None  # while the GM resolves a night (MAH-20 (4))
        self.last_guard: dict[int, int] = {}
        self.lost: set[int] = set()  # protectors who lost their ability (MAH-25)
        self.demon_targeted = False  # MAH-34: the demon has been the target of an ability or event
        self.chimera_turned = False  # MAH-R14: the chimera is a werewolf (MAH-02)
        self.chimera_turns = False  # its guess matched: it turns at the next dusk
        self.active: dict[str, Any] = {}  # the cards' rule changes in force (MAH-31), by card
        self.waiting: dict[str, Any] = {}  # the next-day cards', from the next dawn
        self.double: tuple[int, ...] = ()  # today's double votes (MAH-E16)
        self.robbed: tuple[int, ...] = ()  # today's voters without a vote (MAH-E22)
        self.executed: int | None = None  # the day's executed player (MAH-R03)
        #: what each seat saw, for the agents that read it (:class:`Sight`), else ``None``
        self.sight = Sight(n) if choosers.observing else None
        self.meet_again = False  # the soul vortex redealt: teammates meet at the next dusk (MAH-E06)
        # MAH-01, MAH-06: the deal (``_deal``), then the deck (``_event_deck``), drawn in that order
        if opts.roles is None:
            roles = default_roles(n)
            shuffle(rng, roles)
        else:
            roles = list(opts.roles)
        self._set_roles(roles)
        deck = list(setup.deck)
        if deck and setup.shuffle:
            shuffle(rng, deck)
        self.deck = deck
        self.events = bool(deck)

    # ----- the role index (MAH-02, MAH-40) -----------------------------------------------
    def _set_roles(self, roles: list[str]) -> None:
        """``state._role_index``: who counts as a werewolf, who is human (not the fox),
        where each single card sits; the living counted."""
        self.roles = roles
        self.dealt = dealt = tuple(roles)
        alive = self.alive
        self.wolf, self.wolf_seats, humans, self.actors, seat_of = _role_index(dealt, self.chimera_turned)
        self.seat_of, self.demon = seat_of, seat_of.get("demon")
        self.paired = "knight" in seat_of and "dragon" in seat_of  # MAH-25: each loses by the other's death
        if self.deaths:  # a redeal or the chimera's turn: the living counted
            self.wolves_alive = sum(map(alive.__getitem__, self.wolf_seats))
            self.humans_alive = sum(map(alive.__getitem__, humans))
        else:  # the deal: everyone lives
            self.wolves_alive, self.humans_alive = len(self.wolf_seats), len(humans)

    def holder(self, role: str) -> int | None:
        """The living seat holding ``role`` (a single card), or ``None`` (``state.holder``)."""
        seat = self.seat_of.get(role)
        return seat if seat is not None and self.alive[seat] else None

    # ----- the flow (MAH-05, MAH-10 ... MAH-13, MAH-20 ... MAH-26, MAH-43, MAH-04) -------------
    def run(self) -> None:
        """Night 0, then days and nights until a side wins or the day limit ends the game."""
        if self.sight is not None:
            self.choosers.observe = self.observation
        try:
            self._night_zero()
            limit = self.opts.day_limit
            while True:
                self._day()
                if limit is not None and self.day >= limit:
                    self._finish(frozenset(), "none", SAY("day limit", limit))
                self._night()
        except _Over:
            pass
        finally:
            self.choosers.observe = None

    def observation(self, seat: int) -> Observation:
        """What ``seat`` knows now
        (:class:`~jinro_lab.variants.mahou_toshi.agents.Observation`), from :attr:`sight`: the
        same as the readable game's view of the seat gives (``agents.observe``)."""
        sight = self.sight
        assert sight is not None, "a game keeps the seats' sight for observing agents"
        role = self.roles[seat]
        read = sight.read[seat]  # the seat's known roles and werewolves, unless changed since (one call less)
        roles, wolves = read if read is not None else sight.roles_and_wolves(seat, role)
        # the ballots, the night's dead and the proposals are the sight's own, read during the choice
        return _new(
            Observation,
            (
                seat,
                role,
                self.day,
                self.players,
                sight.told,
                roles,
                sight.judged[seat],
                wolves,
                sight.votes,
                sight.night_dead,
                sight.proposals[seat],
                (),
            ),
        )

    def _finish(self, winners: frozenset[int], side_id: str, reason: str) -> None:
        self.result = _ended(winners, side_id, reason, self.day)
        raise _Over

    def _night_zero(self) -> None:
        """MAH-05: the seer's random white (drawn among the humans but the fox and the
        seer) or free divination (an ordinary one: a fox divined dies on morning 1); no
        attack, nothing else that draws or asks."""
        sight = self.sight
        if sight is not None:  # the werewolves, the masons, the knight and the dragon meet
            sight.learn(meetings(self.roles))
        seer = self.holder("seer")
        mode = self.opts.first_day_seer
        divined = None
        if seer is not None and mode == "random_white":
            whites = white_candidates(self.dealt, seer)
            if whites:
                white = whites[below(self.rng, len(whites))]
                if sight is not None:
                    sight.judged[seer][white] = "human"
        elif seer is not None and mode == "free":
            divined = self.pick(seer, tuple(s for s in self.live if s != seer), _DIVINE)
            self._flag(divined)
            if sight is not None:
                sight.judged[seer][divined] = judgement(self.roles[divined], False)
        self._dawn((), {}, divined, None, {})

    def _day(self) -> None:
        """MAH-11, MAH-12: the day's vote (today's voters and double votes), the
        execution's death step (MAH-24, MAH-40), then its event card (MAH-13)."""
        chosen = self.executed = self._vote(self._style())
        if chosen is not None:
            self._death_step(chosen, "execution", executed=True)
            if self.events:
                self._draw_event(chosen)

    def _style(self) -> str:
        """MAH-11, MAH-E01, MAH-E17: the option's vote style; free after the magic school;
        the parliament flips free <-> simultaneous, in turn -> simultaneous."""
        style = self.opts.vote_style
        if "magic_school" in self.active:
            return "free"
        if "parliament" in self.active:
            return "free" if style == "simultaneous" else "simultaneous"
        return style

    def _vote(self, style: str) -> int | None:
        """MAH-11, MAH-12, MAH-R08, MAH-E16, MAH-E22: a vote among the living, by the living
        but the thieves' player, the bank's counting twice; a tie: one runoff."""
        living = self.live
        robbed = self.robbed
        voters = tuple(s for s in living if s not in robbed) if robbed else living
        weights = dict.fromkeys(self.double, 2) if self.double else None
        seen = None if self.sight is None else self.sight.ballot
        return fast_vote(self.rng, self.choosers, voters, living, style, weights, True, seen)

    def _death_step(self, seat: int, cause: str, executed: bool = False) -> None:
        """MAH-24, MAH-40: a death by day, its whole chain, then the win check (the
        demon's too if ``executed``, MAH-41)."""
        self._kill(seat, cause)
        self._chain((seat,))
        self._check_win(seat if executed else None)

    def _kill(self, seat: int, cause: str) -> None:
        self.alive[seat] = False
        live = self.live
        i = live.index(seat)
        self.live = live[:i] + live[i + 1 :]
        if self.wolf[seat]:
            self.wolves_alive -= 1
        elif self.roles[seat] != "fox":
            self.humans_alive -= 1
        self.deaths.append((seat, self.day, cause))
        if self.night_deaths is not None:
            self.night_deaths.append(seat)  # the morning tells the partner (MAH-25, MAH-26)
        else:
            if self.paired:
                self._partner_loses(seat)
            if self.sight is not None:
                self._told_dead(seat)

    def _told_dead(self, seat: int) -> None:
        """MAH-26, MAH-E08: the table is told of a death (by day at once, a night's in the
        morning), with the role under the altar (in force from the death after its draw)."""
        assert self.sight is not None
        self.sight.told_dead(seat, self.roles[seat] if "altar" in self.active else None)

    def _partner_loses(self, seat: int) -> None:
        """MAH-25: the knight's death takes the dragon's protection, and the other way round."""
        role = self.roles[seat]
        if role == "knight" or role == "dragon":
            partner = self.seat_of.get("dragon" if role == "knight" else "knight")
            if partner is not None:
                self.lost.add(partner)

    def _flag(self, target: int) -> None:
        """MAH-34: the demon named by an ability or an event is flagged for good (MAH-41)."""
        if target == self.demon:
            self.demon_targeted = True

    def _chain(self, deaths: Sequence[int]) -> None:
        """MAH-24, MAH-R09, MAH-E07: a lover's partner dies at once; then a dead hunter
        shoots one living player (not tonight's prisoner), whose death chains too."""
        dead = deaths
        lovers = self.active.get("legend_tree")
        if lovers is not None:
            dead = list(deaths)
            alive = self.alive
            for lover, partner in (lovers, lovers[::-1]):
                if lover in dead and alive[partner]:
                    self._kill(partner, "lovers")
                    dead.append(partner)
        hunter = self.seat_of.get("hunter")  # the box's one hunter card (MAH-01)
        if hunter is None or hunter not in dead:
            return
        jailed = self.active.get("prison")
        options = tuple(s for s in self.live if s != jailed)
        if not options:
            return
        target = self.pick(hunter, options, _SHOOT)
        self._kill(target, "hunter")
        self._chain((target,))

    def _check_win(self, executed: int | None = None) -> None:
        """MAH-40 ... MAH-42 (``state.team_win``, ``state.demon_win``): the citizens, the
        werewolves (or the fox), the demon executed after being targeted."""
        wolves, humans = self.wolves_alive, self.humans_alive
        team = None
        if not wolves or humans <= wolves:
            team = _team_won(wolves, humans, self.holder("fox"), self.opts.fox_steals_win, self.dealt)
        if executed is not None and self.demon_targeted and self.roles[executed] == "demon":
            self._finish(*demon_win(executed, team))
        if team is not None:
            self._finish(*team)

    # ----- the event cards (MAH-13, MAH-30, MAH-31, MAH-E01 ... MAH-E25) ------------------
    def _draw_event(self, executed: int) -> None:
        """MAH-13, MAH-30: the top card, or the executed player's pick of the top two."""
        deck = self.deck
        if not deck:
            return
        if self.opts.event_selection == "random" or len(deck) == 1:
            self._take_effect(executed, deck.pop(0))
            return
        offered = (deck.pop(0), deck.pop(0))
        self._take_effect(executed, self.pick(executed, offered, _cards))

    def _take_effect(self, executed: int, card_id: str) -> None:
        """MAH-31: the card's effect, none for a golem-effective card while the golem
        lives; a card with a later timing leaves its rule change, by card, for the rules
        that read it."""
        event = EVENT_CARDS[card_id]
        if event.golem and self.holder("golem") is not None:
            return
        timing = event.timing
        effect = _EFFECTS.get(card_id)
        value: Any = True
        if effect is not None:
            value = effect(self, executed)
        if timing == "next_day":
            self.waiting[card_id] = value
        elif timing != "immediate":
            self.active[card_id] = value

    def _name(self, executed: int, card_id: str, seats: tuple[int, ...]) -> int:
        """MAH-33, MAH-34: the executed player names one of ``seats`` for ``card_id``."""
        target: int = self.pick(executed, seats, _NAMED[card_id])
        self._flag(target)
        return target

    def _graveyard(self, executed: int) -> None:
        """MAH-E03: the seer dies at once (a death step)."""
        seer = self.holder("seer")
        if seer is not None:
            self._death_step(seer, "graveyard")

    def _mages_guild(self, executed: int) -> None:
        """MAH-E04: a living player named by the executed player dies too (a death step)."""
        self._death_step(self._name(executed, "mages_guild", self.live), "mages_guild")

    def _word(self, executed: int, card_id: str) -> str:
        """MAH-E05, MAH-E20: the executed player's word (among the listed samples)."""
        return self.pick(executed, SAMPLE_WORDS[card_id], _WORDS[card_id])

    def _legend_tree(self, executed: int) -> tuple[int, int]:
        """MAH-E07: two distinct living players named as lovers."""
        first = self._name(executed, "legend_tree", self.live)
        second = self._name(executed, "legend_tree", tuple(s for s in self.live if s != first))
        return first, second

    def _soul_vortex(self, executed: int) -> None:
        """MAH-E06: the living players' cards, sorted, shuffled and dealt again; role state
        moves with the card (``game.redeal``); then the win check."""
        seats = self.live
        roles = list(self.roles)
        cards = sorted(roles[s] for s in seats)
        shuffle(self.rng, cards)
        held = {roles[s]: s for s in seats}
        moved = {held[c]: s for s, c in zip(seats, cards, strict=True)}
        for s, c in zip(seats, cards, strict=True):
            roles[s] = c
        self.lost = {moved.get(s, s) for s in self.lost}
        self.last_guard = {moved.get(s, s): t for s, t in self.last_guard.items()}
        self._set_roles(roles)
        if self.sight is not None:  # told to all; each learns its own card; teammates meet at dusk
            self.sight.redealt(seats)
            self.meet_again = True
        self._check_win()

    def _airship(self, executed: int) -> None:
        """MAH-E12: any card still in the deck (in MAH-31's order) takes effect."""
        deck = self.deck
        if deck:
            chosen = self.pick(executed, tuple(sorted(deck, key=_ORDER.__getitem__)), _cards)
            deck.remove(chosen)
            self._take_effect(executed, chosen)

    def _courthouse(self, executed: int) -> None:
        """MAH-E15: another vote in the day's style; its most-voted player is executed too."""
        chosen = self._vote(self._style())
        if chosen is not None:
            self._death_step(chosen, "courthouse", executed=True)

    def _prison(self, executed: int) -> None:
        """MAH-E18: a simultaneous vote; its most-voted player is out of the game tonight."""
        chosen = self._vote(VoteStyle.SIMULTANEOUS.value)
        if chosen is not None:
            self._flag(chosen)
            self.active["prison"] = chosen

    def _illusionist_garden(self, executed: int) -> tuple[int, int]:
        """MAH-E02: the executed player's side, then a die (left: +roll seats)."""
        chosen = self.pick(executed, _SIDES, _sides)
        roll = below(self.rng, 6) + 1
        return roll if chosen == "left" else -roll, roll

    # ----- night (MAH-20 ... MAH-26) -------------------------------------------------------
    def _night(self) -> None:
        """MAH-20: the dusk (today's and the next-day cards' rule changes end); the
        executed player's night namings and the night cards' number of attacks (1);
        every ability at once, in seat order (2), (3); the werewolves' proposals
        settled (MAH-03); the evil eye's silence; then the dawn (:meth:`_dawn`)."""
        active = self.active
        if active:
            for c in _ENDS_AT_DUSK.intersection(active):
                del active[c]
        self.double = self.robbed = ()
        if self.chimera_turns:
            self._turn_chimera()
        sight = self.sight
        if self.meet_again:
            self._meet_again()
        named: dict[str, int] = {}
        attacks = 1
        if self.events and not (_NIGHT_CARDS.isdisjoint(active) and _NIGHT_CARDS.isdisjoint(self.waiting)):
            for c in NAMED_AT_NIGHT:
                namer = active.get(c)
                if namer is None:
                    namer = self.waiting.get(c)
                if namer is not None:
                    seats = tuple(range(self.players)) if c == "magic_mirror" else self.live
                    named[c] = self._name(namer, c, seats)
            if "beast_forest" in active:
                attacks = 2
            drew = active.get("casino")
            if drew is not None:
                attacks = 2 if drew == "werewolf" else 0
        wolf, pick, live, alive = self.wolf, self.pick, self.live, self.alive
        if sight is not None and "evil_cult" in active:  # MAH-E23: the madman is shown the werewolves
            madman = self.holder("madman")
            if madman is not None:
                sight.shown(madman, [s for s in self.wolf_seats if alive[s]])
        jailed = active.get("prison")
        single = _prey(live, wolf) if jailed is None else [s for s in live if not wolf[s] and s != jailed]
        attack: Sequence[Any] = single
        readable = _ATTACK
        if attacks == 0:
            attack = []
        elif attacks == 2 and len(single) >= 2:
            attack = [(a, b) for i, a in enumerate(single) for b in single[i + 1 :]]
            readable = _pairs
        proposals: dict[int, tuple[int, ...]] = {}
        guards: dict[int, int] = {}
        divined = lent = predicted = seer = None
        for seat, act in self.actors:
            if not alive[seat] or seat == jailed:
                continue
            if act is _WOLF:
                if attack:
                    chosen = pick(seat, attack, readable)
                    proposals[seat] = chosen if readable is _pairs else (chosen,)
            elif act is _DIVINE:
                seer = seat
                divined = pick(seat, self._living_but(seat, jailed), _DIVINE)
            elif act is _LEND:
                lent = pick(seat, [s for s in live if s != jailed], _LEND)
            elif act is _PREDICT:
                predicted = pick(seat, self._living_but(seat, jailed), _PREDICT)
            elif seat not in self.lost:
                options = self._guard_options(seat, jailed)
                if options:
                    guards[seat] = target = pick(seat, options, _GUARD)
                    self.last_guard[seat] = target
        if sight is not None and proposals:  # MAH-03: each werewolf sees the team's proposals
            team = [proposals[s] for s in sorted(proposals)]
            for s in proposals:
                sight.proposals[s].extend(team)
        targets = settle_most_proposed(self.rng, proposals, attacks) if proposals else ()
        eye = self.seat_of.get("evil_eye")
        silenced = None
        if eye is not None and alive[eye] and eye != jailed:
            silenced = pick(eye, self._living_but(eye, jailed), _SILENCE)
        if sight is not None:
            self._results(sight, seer, divined, named.get("magic_mirror"), jailed)
        if self.demon is not None:  # MAH-34: every ability's target
            for aimed in (divined, lent, predicted, silenced, *guards.values()):
                if aimed is not None:
                    self._flag(aimed)
        self._dawn(targets, guards, divined, lent, named, predicted)

    def _results(
        self, sight: Sight, seer: int | None, divined: int | None, mirrored: int | None, jailed: int | None
    ) -> None:
        """MAH-R02, MAH-R03, MAH-E09: the seer learns how tonight's divined seat is judged,
        the living medium (not in prison) how today's executed player is (the mirror's
        player reversed), after the evil eye's naming."""
        roles = self.roles
        if seer is not None and divined is not None:
            sight.judged[seer][divined] = judgement(roles[divined], divined == mirrored)
        medium, executed = self.holder("medium"), self.executed
        if medium is not None and executed is not None and medium != jailed:
            sight.judged[medium][executed] = judgement(roles[executed], executed == mirrored)

    def _turn_chimera(self) -> None:
        """MAH-R14, MAH-02, MAH-24: at the dusk after its match the living chimera is a
        werewolf (it counts as one, and attacks with them; it and the living werewolves
        see it turn and learn each other); then the win check."""
        self.chimera_turns = False
        chimera = self.seat_of["chimera"]
        alive = self.alive
        if alive[chimera]:
            wolves = [s for s in self.wolf_seats if alive[s]]
            self.chimera_turned = True
            self._set_roles(self.roles)
            sight = self.sight
            if sight is not None:
                sight.chimera_turns(chimera, wolves, self.roles)
            self._check_win()

    def _meet_again(self) -> None:
        """MAH-E06: at the dusk after a redeal the living werewolves (a turned chimera with
        them), masons and knight and dragon learn each other again (kept for the sight)."""
        assert self.sight is not None
        self.meet_again = False
        alive, roles = self.alive, self.roles
        self.sight.learn(meetings([r if alive[s] else "" for s, r in enumerate(roles)]))
        chimera = self.holder("chimera")
        if chimera is not None and self.chimera_turned:
            self.sight.chimera_meets(chimera, [s for s in self.wolf_seats if alive[s] and s != chimera], roles)

    def _dawn(
        self,
        targets: tuple[int, ...],
        guards: dict[int, int],
        divined: int | None,
        lent: int | None,
        named: dict[str, int],
        predicted: int | None = None,
    ) -> None:
        """MAH-20 (4): the GM's resolution (:meth:`_resolve`), then the chain of the
        night's deaths as one step (MAH-24), the chimera's check against the final
        target (MAH-R14: it turns at the next dusk); MAH-26: the morning (a new day: the deaths,
        the knight's or dragon's lost protection, the win check, the moneylender's double
        vote; tonight's rule changes end, the previous day's next-day cards start, the
        bank's double vote and the thieves' lost vote for today)."""
        deaths: list[int] = []
        self.night_deaths = deaths
        targets = self._resolve(targets, guards, divined)
        if deaths:
            self._chain(tuple(deaths))
        self.night_deaths = None
        if predicted is not None and predicted in targets and not self.chimera_turned:
            self.chimera_turns = True
        self.day += 1
        if deaths:
            if self.sight is not None:
                for seat in deaths:
                    self.sight.night_dead.add(seat)
                    self._told_dead(seat)
            if self.paired:
                for seat in deaths:
                    self._partner_loses(seat)
            self._check_win()
        double: tuple[int, ...] = () if lent is None else (lent,)
        active = self.active
        if active:
            for c in _ENDS_AT_DAWN.intersection(active):
                del active[c]
        if self.waiting:
            active.update(self.waiting)
            self.waiting = {}
            if "bank" in active and "bank" in named:
                double = (*double, named["bank"])
            if "thieves" in active and "thieves" in named:
                self.robbed = (named["thieves"],)
        self.double = double

    def _guard_options(self, seat: int, jailed: int | None) -> Sequence[int]:
        """MAH-27, MAH-04: the living but tonight's prisoner; self only with ``knight_self``
        (never the dragon, nor the dragon guarding the knight, MAH-R05); not last night's
        player unless ``knight_repeat``."""
        opts = self.opts
        if self.roles[seat] == "dragon":
            knight = self.seat_of.get("knight")
            exclude: tuple[int | None, ...] = (seat,) if knight is None else (seat, knight)
        else:
            exclude = () if opts.knight_self else (seat,)
        last = None if opts.knight_repeat else self.last_guard.get(seat)
        if exclude == (seat,) and last is None:
            return self._living_but(seat, jailed)
        return [s for s in self.live if s not in exclude and s != last and s != jailed]

    def _living_but(self, seat: int, jailed: int | None) -> Sequence[int]:
        """The living but ``seat`` and tonight's prisoner (MAH-E18): whom a seat may aim its
        ability at (shared tuples, read only, while nobody is jailed)."""
        if jailed is None:
            return others(self.live, seat)
        return [s for s in self.live if s != seat and s != jailed]

    def _resolve(self, targets: tuple[int, ...], guards: dict[int, int], divined: int | None) -> tuple[int, ...]:
        """MAH-20 (4) (``night.RESOLUTION``): the illusionist's shift, the protections (none
        under the slum), the arena, the attack (not the guarded, the guild's player, the
        demon or the fox), the spirit link (MAH-22), the fox curse (MAH-23); the final
        targets."""
        active, alive, roles = self.active, self.alive, self.roles
        shift = active.get("illusionist_garden")
        if shift is not None and targets:
            living = self.live
            step = shift[0]
            targets = tuple(dict.fromkeys(living[(living.index(t) + step) % len(living)] for t in targets))
        protected = () if "slum" in active else tuple(guards.values())
        if guards and targets and "arena" in active:
            hit = False
            for protector, guarded in sorted(guards.items()):
                if guarded in targets:
                    hit = True
                elif alive[protector]:
                    self._kill(protector, "arena")
            wolves = [s for s in self.wolf_seats if alive[s]]
            if hit and wolves:
                self._kill(wolves[below(self.rng, len(wolves))], "arena")
        guild = active.get("guild")
        attacked = []
        for target in targets:
            if alive[target] and target not in protected and target != guild and not ROLE_CARDS[roles[target]].immune:
                attacked.append(target)
                self._kill(target, "attack")
        spirit = self.seat_of.get("spirit_user")
        if spirit is not None and spirit in attacked:
            linked = guards.get(spirit)
            if linked is not None and alive[linked]:
                self._kill(linked, "spirit link")
        fox = self.seat_of.get("fox")
        if fox is not None and divined == fox and alive[fox]:
            self._kill(fox, "fox curse")
        return targets

    # ----- what a simulation table reads ------------------------------------------------
    def summary(self) -> dict[str, Any]:
        """``MahouToshiGame.summary`` (``state.summary_of``)."""
        return summary_of(self.roles, self.opts.vote_style)

    def seat_side(self, seat: int) -> str:
        """``MahouToshiGame.seat_side`` (``state.role_side``)."""
        return role_side(self.roles[seat])


#: MAH-31: each card's effect on the fast state; its return value is the card's rule change
_EFFECTS: dict[str, Any] = {
    "graveyard": FastMahou._graveyard,
    "mages_guild": FastMahou._mages_guild,
    "library": lambda game, executed: game._word(executed, "library"),
    "babel": lambda game, executed: game._word(executed, "babel"),
    "legend_tree": FastMahou._legend_tree,
    "soul_vortex": FastMahou._soul_vortex,
    "airship": FastMahou._airship,
    "courthouse": FastMahou._courthouse,
    "prison": FastMahou._prison,
    "illusionist_garden": FastMahou._illusionist_garden,
    "casino": lambda game, executed: CASINO_CARDS[below(game.rng, 2)],
    "guild": lambda game, executed: game._name(executed, "guild", game.live),
    "magic_mirror": lambda game, executed: executed,
    "bank": lambda game, executed: executed,
    "thieves": lambda game, executed: executed,
}


#: the game's fast engine; its games keep the seats' observations for the heuristic agent (:class:`Sight`)
ENGINE = Engine(supports, MahouFastSetup, observes=True)
