"""The fast engine of 魔法都市の人狼 for simulation and search (issue 41): the readable
flow's rules (``game.py``, ``state.py``, ``night.py``, ``day_cards.py``,
``night_cards.py``) as a flat step loop over explicit state, with the same random draws
in the same order, which can be stepped and copied (``core.fast.Pending``).

One seed and the same choices give the same game as ``MahouToshiGame``: the deal's and
the deck's shuffles and the soul vortex's redeal draw from ``random.Random(seed)`` as the
readable flow draws them, and so do its announced draws (``core.chance``: the random
white, each vote's first voter or order, the werewolves' lot, the arena's victim, the
illusionist's die, the casino's card), which follow a chance script where the game has
one (``core.fast.Script``: a belief sampler's world, :meth:`FastMahou.from_game`); each
seat is asked the same question with the same actions in the same order, the seats of
one decision together as the readable game asks them (``to_act``: the night's abilities
at once, a simultaneous vote's voters at once, every other question one seat at a time).
What only informs a seat (the seer's and the medium's results, meetings, announcements,
the speech cards' constraints, MAH-32) changes nothing the rules judge; there is no log,
no view and no ``Decision``, but a watched seat (``FastMahou.watch``, ``core.fast.Hearing``:
a search's information sets) is told the readable game's own events that it sees, where
the readable flow logs them, made only while it is watched (MAH-50, MAH-51: the events of
the deal and of night 0 before the first decision are never told: a game is watched from a
decision on). When the heuristic agent plays a seat (issue 41, item 3),
the game keeps what each seat saw that the agent reads (:class:`Sight`: ballots, deaths
as announced, results, meetings, proposals) and asks it with that seat's
``agents.Observation``, the same as its view in the readable game gives: the same
choices, seed for seed. Random agents' games keep none of it.

Entry points: :class:`FastMahou` (``to_act``, ``legal``, ``act``, ``play``, ``over``,
``result``, ``deaths``, ``copy``; ``FastMahou.from_game`` takes a readable game's
position: what ISMCTS rolls out on), :class:`MahouFastSetup` (the options checked once for
many games, ``play(seed, agents)``: what ``simulate`` and the event explorer run), and
:data:`ENGINE`. It covers (:func:`supports`, else the readable engine plays): the sixteen
roles (:data:`ROLES`), the 25 event cards (:data:`CARDS`), every option value but
``claims`` and ``position``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import lru_cache
from operator import is_
from typing import Any, Final

from ...core.engine import Result
from ...core.errors import IllegalAction, InvalidArgument, InvalidSetup, describe
from ...core.events import Ballot, Chance, Eliminated, GameEnded, Proposal, only
from ...core.fast import (
    UNOBSERVED,
    Copied,
    Engine,
    Hearing,
    Readable,
    Script,
    announced,
    announced_order,
    as_chooser,
    copied_generator,
    given_options,
    observed_choice,
    others,
    replayed,
    settle_most_proposed,
    shuffle,
    stepped_setup,
    uniform_draw,
)
from ...core.memo import SETUPS, STATES
from ...core.modifiers import TODAY, TONIGHT, Modifier, rule_changed
from ...core.phrases import Phrase
from ...core.policy import reseed
from ...core.tally import leaders, tally
from ...core.team import lot_what, ranked
from ...core.voting import SAY as VOTES
from ...core.voting import TieRule, VoteStyle, round_events, vote, vote_id
from . import events as ev
from .actions import Word as _Word
from .actions import ability, card, event_target, pair, side
from .agents import Observation
from .cards import EVENT_CARDS, default_deck
from .day_cards import SAMPLE_WORDS
from .effects import MORNING_ORDER, modifier
from .night_cards import CASINO_CARDS, NAMED_AT_NIGHT, casino_told, cult_told
from .options import OPTIONS, Options, deck_shuffled, settle
from .phrases import ANNOUNCE, CAUSE, CHANCE, SAY, seat_list, shift
from .roles import ROLES as ROLE_CARDS
from .setup import default_roles
from .state import (
    announcement,
    chimera_meetings,
    demon_win,
    judgement,
    meetings,
    night_zero_meetings,
    result,
    role_side,
    summary_of,
    team_win,
    white_candidates,
)
from .view import known_werewolves

__all__ = ["CARDS", "ENGINE", "ROLES", "FastMahou", "MahouFastSetup", "supports"]

#: the roles the fast engine plays: all sixteen (MAH-R01 ... MAH-R16)
ROLES: Final = frozenset(ROLE_CARDS)
#: the event cards it plays: all 25 (MAH-E01 ... MAH-E25)
CARDS: Final = frozenset(EVENT_CARDS)
# (the module's constants are ``Final``: compiled, they are read without a look-up by name)
#: MAH-31: the cards whose rule change ends at the dusk (next day) and at the dawn (same day; the prison's night)
_ENDS_AT_DUSK: Final = frozenset(c for c, e in EVENT_CARDS.items() if e.timing == "next_day")
_ENDS_AT_DAWN: Final = frozenset([*(c for c, e in EVENT_CARDS.items() if e.timing == "same_day"), "prison"])
#: MAH-20 (1): the cards read before the werewolves choose (namings, two targets or none)
_NIGHT_CARDS: Final = frozenset((*NAMED_AT_NIGHT, "beast_forest", "casino"))
_SIDES: Final = ("left", "right")
#: MAH-31: the cards' order (the airship's choices, MAH-E12)
_ORDER: Final = {c: i for i, c in enumerate(EVENT_CARDS)}
_new: Final = tuple.__new__  # an Observation with every field in order: one per decision


def _abilities(kind: str) -> Readable:
    return lambda seats: tuple(ability(kind, t) for t in seats)


def _named(card_id: str) -> Readable:
    return lambda seats: tuple(event_target(card_id, t) for t in seats)


def _words(card_id: str) -> Readable:
    return lambda words: tuple(_Word(card_id, w) for w in words)


_ATTACK: Final = _abilities("attack")
_DIVINE: Final = _abilities("divine")
_GUARD: Final = _abilities("guard")
_LEND: Final = _abilities("lend")
_SILENCE: Final = _abilities("silence")
_PREDICT: Final = _abilities("predict")
_SHOOT: Final = _abilities("shoot")
_NAMED: Final = {c: _named(c) for c in EVENT_CARDS}
#: MAH-02: whether each role's card counts as a werewolf (the chimera's once it turns, MAH-R14)
_COUNTS_AS_WEREWOLF: Final = {r: card.counts_as_werewolf for r, card in ROLE_CARDS.items()}
#: MAH-20 (2), (3): what a seat does at night, by its role (a werewolf, MAH-02: attacks)
_WOLF: Final = _ATTACK
_ACTS: Final = {
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


@lru_cache(maxsize=STATES)
def _two_of(single: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """MAH-E21, MAH-E24: every two distinct targets of ``single``, in ``game._pairs``'s order
    (shared, read only)."""
    return tuple([(a, b) for i, a in enumerate(single) for b in single[i + 1 :]])


def _votes(seats: Sequence[int]) -> tuple[Any, ...]:
    """MAH-11: a ballot for each of ``seats`` (``core.voting.vote``)."""
    return tuple([vote(c) for c in seats])


@lru_cache(maxsize=STATES)
def _ballot_options(voters: tuple[int, ...], candidates: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """MAH-11: each voter's candidates but itself (no self-votes; shared, read only)."""
    return tuple([others(candidates, v) for v in voters])


_WORDS: Final = {c: _words(c) for c in SAMPLE_WORDS}


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

    def __init__(self, options: Mapping[str, Any] | None = None):
        given = given_options(options)
        self.options = opts = _checked(given)
        self.players = opts.players
        why = _uncovered(opts)
        if why is not None:
            raise InvalidSetup(f"the fast engine of mahou_toshi does not cover {why}; play it with new_game")
        # MAH-35, MAH-37: the default deck depends on the roles only through the golem, which a
        # shuffled deal (MAH-06) keeps or not: one deck, before its shuffle, for every game
        roles = opts.roles if opts.roles is not None else default_roles(opts.players)
        #: the role cards before the deal (MAH-06: the default setup's, shuffled at each deal)
        self.roles = tuple(roles)
        self.deck = default_deck(roles) if opts.events is None else opts.events
        self.shuffle = deck_shuffled(opts.shuffle_events, opts.events)
        self._agents: list[Any] = []
        self._observing = False
        self._ways: _Inline | None = None
        self._rng = random.Random()  # the generator of the games played at once, reseeded per game

    def play(self, seed: int, agents: Sequence[Any]) -> FastMahou:
        """Game ``seed`` played to its end by ``agents`` (one per seat, asked without a view,
        :meth:`FastMahou.play`): the seats' sight kept only if an agent reads an observation."""
        if len(agents) != len(self._agents) or not all(map(is_, agents, self._agents)):
            self._agents = list(agents)  # a simulation's seats keep their agents from game to game
            self._ways = _inline(agents)
            self._observing = self._ways is None or any(m is not None for m in self._ways[1])
        if self._ways is None:  # an agent asked with the readable actions
            return FastMahou(seed, self, _observe=self._observing).play(agents)
        return FastMahou(seed, self, None, self._observing, self._ways, self._rng)  # no keywords: none to pack


class Sight(Copied):
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
    werewolves it knows (``view.known_werewolves``), as last read (``None``: changed since).
    A seat's entry is replaced, never changed in place (tuples, frozensets, and the dicts of
    results, which an observation hands out as they are), so that a new sight shares one
    empty entry between its seats and :meth:`copy` copies a list of a seat each (a stepped
    game's copy)."""

    __slots__ = ("cult", "judged", "known", "night_dead", "proposals", "read", "told", "turned", "votes")

    def __init__(self, players: int):
        self.votes: list[tuple[int, ...]] = [()] * players
        self.told: tuple[bool, ...] = (True,) * players
        self.night_dead: set[int] = set()
        self.known: list[tuple[str | None, ...]] = [(None,) * players] * players
        self.judged: list[dict[int, str]] = [{}] * players
        self.turned: list[tuple[int, ...]] = [()] * players
        self.cult: list[frozenset[int]] = [frozenset()] * players
        self.proposals: list[tuple[tuple[int, ...], ...]] = [()] * players
        self.read: list[tuple[tuple[str | None, ...], frozenset[int]] | None] = [None] * players

    def roles_and_wolves(self, seat: int, role: str) -> tuple[tuple[str | None, ...], frozenset[int]]:
        """The roles ``seat`` (holding ``role``) knows, its own included, and the werewolves it
        knows (``view.known_werewolves``), kept until what they are read from changes."""
        read = self.read[seat]
        if read is None:
            row = self.known[seat]
            turned, cult = self.turned[seat], self.cult[seat]
            if turned or cult:
                roles = _with(row, seat, role)
                read = (roles, known_werewolves(role, roles, turned, cult))
            elif row.count(None) == len(row):  # it knows no seat: as every such seat holding its role
                read = _alone(len(row), seat, role)
            else:
                roles = _with(row, seat, role)
                read = (roles, _roles_wolves(role, roles))
            self.read[seat] = read
        return read

    def copy(self) -> Sight:
        """An independent copy (a stepped game's, :meth:`FastMahou.copy`): the tuples shared."""
        other = Sight.__new__(Sight)
        other.votes, other.told, other.night_dead = self.votes[:], self.told, self.night_dead.copy()
        other.known, other.judged = self.known[:], self.judged[:]
        other.turned, other.cult = self.turned[:], self.cult[:]
        other.proposals, other.read = self.proposals[:], self.read[:]
        return other

    def ballot(self, voter: int, target: int) -> None:
        """MAH-11: everyone sees ``voter``'s ballot for ``target``."""
        self.votes[target] += (voter,)

    def proposed(self, werewolf: int, team: tuple[tuple[int, ...], ...]) -> None:
        """MAH-03: ``werewolf`` sees the team's proposals of tonight (``team``, in seat order)."""
        self.proposals[werewolf] += team

    def learn(self, met: Iterable[tuple[int, int, str]]) -> None:
        """The roles told by the meetings ``met`` (``state.meetings``: MAH-05, MAH-E06)."""
        known, read = self.known, self.read
        for observer, seat, role in met:
            known[observer] = _with(known[observer], seat, role)
            read[observer] = None

    def judge(self, observer: int, seat: int, judged: str) -> None:
        """MAH-R02, MAH-R03, MAH-05: ``observer`` learns how ``seat`` is judged (``judged``)."""
        results = self.judged[observer] = self.judged[observer].copy()
        results[seat] = judged

    def chimera_turns(self, chimera: int, wolves: Sequence[int], roles: Sequence[str]) -> None:
        """MAH-R14, MAH-50: the chimera and the living ``wolves`` see it turn (``ChimeraTurned``)."""
        for seat in (chimera, *wolves):
            self.turned[seat] += (chimera,)
        self.chimera_meets(chimera, wolves, roles)

    def chimera_meets(self, chimera: int, wolves: Sequence[int], roles: Sequence[str]) -> None:
        """MAH-R14, MAH-50: the turned chimera and the living ``wolves`` learn each other."""
        known, read = self.known, self.read
        read[chimera] = None
        for wolf in wolves:
            known[chimera] = _with(known[chimera], wolf, roles[wolf])
            known[wolf] = _with(known[wolf], chimera, "chimera")
            read[wolf] = None

    def shown(self, madman: int, wolves: Iterable[int]) -> None:
        """MAH-E23: the evil cult shows the madman ``wolves``."""
        self.cult[madman] = self.cult[madman].union(wolves)
        self.read[madman] = None

    def told_dead(self, seat: int, revealed: str | None) -> None:
        """MAH-26, MAH-E08: the table is told ``seat`` is out, with its role under the altar."""
        told = list(self.told)
        told[seat] = False
        self.told = tuple(told)
        if revealed is not None:
            self.known = [_with(known, seat, revealed) for known in self.known]
            self.read = [None] * len(told)

    def redealt(self, seats: Sequence[int]) -> None:
        """MAH-E06: what every seat knew of ``seats`` is stale (and the living hold new roles)."""
        self.known = [tuple(None if s in seats else r for s, r in enumerate(known)) for known in self.known]
        self.judged = [{s: j for s, j in judged.items() if s not in seats} for judged in self.judged]
        self.cult = [cult.difference(seats) for cult in self.cult]
        self.read = [None] * len(self.read)


def _with(row: tuple[str | None, ...], seat: int, role: str) -> tuple[str | None, ...]:
    """``row`` (the roles a seat knows, by seat) with ``seat``'s role ``role``."""
    known = list(row)
    known[seat] = role
    return tuple(known)


@lru_cache(maxsize=STATES)
def _alone(players: int, seat: int, role: str) -> tuple[tuple[str | None, ...], frozenset[int]]:
    """:meth:`Sight.roles_and_wolves` of a seat that knows no seat but its own (shared, read only)."""
    roles = _with((None,) * players, seat, role)
    return roles, _roles_wolves(role, roles)


@lru_cache(maxsize=STATES)
def _roles_wolves(role: str, roles: tuple[str | None, ...]) -> frozenset[int]:
    """``view.known_werewolves`` of a seat that saw no chimera turn and no evil cult (shared, read only)."""
    return known_werewolves(role, roles, (), ())


@lru_cache(maxsize=STATES)
def _met(dealt: tuple[str, ...]) -> tuple[tuple[int, int, str], ...]:
    """MAH-05: ``state.meetings`` of the deal ``dealt`` (shared between the games of one deal,
    read only: a simulation's seeds deal alike across its setups, the event explorer's decks)."""
    return tuple(meetings(dealt))


#: MAH-05: ``state.white_candidates`` of a deal and its seer, kept for as many deals as :func:`_met`
_whites: Final = lru_cache(maxsize=STATES)(white_candidates)
#: MAH-R02, MAH-R03, MAH-E09: ``state.judgement`` of each role, mirrored or not
_JUDGED: Final = {(r, mirrored): judgement(r, mirrored) for r in ROLE_CARDS for mirrored in (False, True)}


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
_ended: Final = lru_cache(maxsize=STATES)(Result)


#: the decisions (what :meth:`FastMahou._resume` goes on with): night 0's free divination
#: (MAH-05), a round of a simultaneous vote and one ballot of a vote in turn or free (MAH-11),
#: the hunter's shot (MAH-24), the executed player's choice of two cards (MAH-13) and the
#: airship's (MAH-E12), a day card's naming (MAH-33), a word (MAH-E05, MAH-E20), the
#: illusionist's side (MAH-E02), the executed player's night naming (MAH-33), the night's
#: abilities (MAH-20 (2), (3)) and the evil eye's silence (MAH-R13)
_FIRST_DIVINE: Final = 0
_VOTE: Final = 1
_BALLOT: Final = 2
_SHOT: Final = 3
_EVENT: Final = 4
_AIRSHIP: Final = 5
_NAME: Final = 6
_WORD: Final = 7
_SIDE: Final = 8
_NIGHT_NAME: Final = 9
_NIGHT: Final = 10
_SILENCING: Final = 11
#: the day's votes (``FastMahou._ballot_of``): the day's own (MAH-11), the courthouse's
#: (MAH-E15) and the prison's (MAH-E18), and the names the second votes' ids give them
_DAY_VOTE: Final = 0
_COURTHOUSE_VOTE: Final = 1
_PRISON_VOTE: Final = 2
_VOTE_NAMES: Final = ("", "courthouse", "prison")
#: MAH-31: the rule changes the game master alone sees (the lovers, MAH-E07; the casino's card, MAH-E24)
_UNSEEN_CHANGES: Final = frozenset(("legend_tree", "casino"))
#: a frame of the rules still to run once the pending decision is answered: a function of
#: the game and its arguments (immutable, so that a copy shares them)
_Frame = tuple[Callable[..., None], tuple[Any, ...]]
#: a generator made without seeding it (a copy sets its state at once)


class FastMahou(Hearing):
    """A game of 魔法都市の人狼 on the fast engine: ``FastMahou(seed, options)`` deals as
    ``new_game("mahou_toshi", seed=seed, **options)`` deals, and the same choices play
    the same game. ``to_act()``, ``legal(seat)``, ``act(seat, action)``, ``play(choosers)``,
    ``over`` and ``result`` read as the readable game's (``core.fast.Pending``); its
    ``deaths`` ((seat, day, cause): the cause the game master knows, ``NightDeath``'s by
    night), ``roles`` (as they stand), ``summary()`` and ``seat_side(seat)`` as the readable
    game gives them; :meth:`copy` is an independent copy in a time that does not grow with
    the game (no replay). ``script``: the outcomes of its announced draws
    (``core.fast.Script``: a belief sampler's world, :meth:`from_game`).

    A decision's options are kept cheap (seats, pairs of seats, card ids, words, sides),
    each seat's with the reader that makes them the readable actions (``_readers``):
    :meth:`legal` and :meth:`act` speak the readable actions, a random chooser picks an
    option without them, the heuristic is asked with the options and their reader
    (``HeuristicAgent.choose_observed``). The rules still to run after the pending decision
    are a stack of frames (``_stack``), so that the flow's nested steps (a death's chain
    inside an event card's effect inside the day) wait for an answer without a generator.
    ``watch(seat)`` and ``heard()`` (``core.fast.Hearing``): the events the readable game
    shows ``seat`` from then on, equal and in its order (``tests/variants/mahou_toshi/test_fast_heard.py``)."""

    __slots__ = (
        "_attacks",
        "_ballot_of",
        "_ballots",
        "_candidates",
        "_card",
        "_chosen",
        "_lover",
        "_named",
        "_namings",
        "_order",
        "_random",
        "_readers",
        "_rng_shared",
        "_round",
        "_script",
        "_stack",
        "_style",
        "_tonight",
        "_voters",
        "_ways",
        "_weights",
        "active",
        "actors",
        "alive",
        "chimera_turned",
        "chimera_turns",
        "day",
        "dealt",
        "deaths",
        "deck",
        "demon",
        "demon_targeted",
        "double",
        "executed",
        "humans_alive",
        "last_guard",
        "live",
        "lost",
        "meet_again",
        "night_deaths",
        "opts",
        "paired",
        "result",
        "rng",
        "robbed",
        "roles",
        "seat_of",
        "seed",
        "setup",
        "sight",
        "waiting",
        "wolf",
        "wolf_seats",
        "wolves_alive",
    )

    roles: list[str]
    _readers: tuple[Readable, ...]
    _stack: list[_Frame]

    def __init__(
        self,
        seed: int,
        options: MahouFastSetup | Mapping[str, Any] | None = None,
        script: Script | None = None,
        _observe: bool = True,
        _ways: _Inline | None = None,
        _rng: random.Random | None = None,
    ):
        setup = stepped_setup(seed, options, MahouFastSetup)
        opts = setup.options
        self.seed, self.setup, self.opts = seed, setup, opts
        self._script = script
        if _rng is None:
            self.rng = rng = random.Random(seed)
        else:  # a game played to its end at once (MahouFastSetup.play): no draw after its end
            self.rng = rng = _rng
            reseed(rng, seed)  # the state of random.Random(seed)
        self._rng_shared = False
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
        self.sight = Sight(n) if _observe else None
        self.meet_again = False  # the soul vortex redealt: teammates meet at the next dusk (MAH-E06)
        # the decision pending and the steps in progress (a vote, a naming, the night)
        self._seats, self._legal, self._readers, self._picks = (), (), (), []
        self._taken, self._one, self._stage = 0, False, -1
        self._stack = []
        #: while :meth:`_play_inline` plays: how each seat is asked (:func:`_inline`), and
        #: each seat's draw when all are random choosers (else ``None``)
        self._ways: _Inline | None = None
        self._random: list[Callable[[], float]] | None = None
        self._voters: tuple[int, ...] = ()
        self._candidates: tuple[int, ...] = ()
        self._order: tuple[int, ...] = ()
        self._style = opts.vote_style
        self._weights: dict[int, int] | None = None
        self._round = 0
        self._ballots: dict[int, int] = {}
        self._ballot_of = _DAY_VOTE  # which of the day's votes is held (MAH-12, MAH-E15, MAH-E18)
        self._chosen: int | None = None  # the seat the last vote chose (MAH-12)
        self._card = ""  # the card whose naming or word is asked
        self._lover = -1  # MAH-E07: the first lover named
        self._named: dict[str, int] = {}  # tonight's namings by the executed player, by card (MAH-33)
        self._namings: tuple[tuple[str, int, tuple[int, ...]], ...] = ()  # those still to ask
        self._attacks = 1
        self._tonight: tuple[Any, ...] = ()  # the night's choices while the evil eye names
        # MAH-01, MAH-06: the deal (``_deal``), then the deck (``_event_deck``), drawn in that order
        roles = list(setup.roles)
        if opts.roles is None:
            shuffle(rng, roles)
        self._set_roles(roles)
        deck = list(setup.deck)
        if deck and setup.shuffle:
            shuffle(rng, deck)
        self.deck = deck
        self._deaf()  # no seat watched (core.fast.Hearing)
        if _ways is None:
            self._run(FastMahou._night_zero, ())
        else:  # played to its end at once (MahouFastSetup.play)
            self._play_inline(*_ways, start=True)

    @classmethod
    def from_game(cls, game: Any) -> FastMahou:
        """The readable ``game`` (a ``MahouToshiGame``) as a fast game at the same point
        (``core.fast.replayed``)."""
        return replayed(cls, game, "mahou_toshi")

    def copy(self) -> FastMahou:
        """An independent copy of this game as it stands: the explicit state copied (lists,
        dicts and sets of a seat each or fewer; the role index, the options and the frames
        shared, being immutable; the generator shared until one of the two draws,
        :meth:`_generator`), no replay, so its cost does not grow with the game."""
        other = FastMahou.__new__(FastMahou)  # blank: core.fast.Copied
        other.seed, other.setup, other.opts, other.players = self.seed, self.setup, self.opts, self.players
        other.result, other.deaths, other.day = self.result, self.deaths[:], self.day
        other.alive, other.live = self.alive[:], self.live
        other.night_deaths = None if self.night_deaths is None else self.night_deaths[:]
        other.last_guard, other.lost = self.last_guard.copy(), self.lost.copy()
        other.demon_targeted, other.chimera_turned = self.demon_targeted, self.chimera_turned
        other.chimera_turns, other.meet_again = self.chimera_turns, self.meet_again
        other.active, other.waiting = self.active.copy(), self.waiting.copy()
        other.double, other.robbed, other.executed = self.double, self.robbed, self.executed
        other.sight = None if self.sight is None else self.sight.copy()
        other.deck = self.deck[:]
        # the role index: replaced, never changed in place (``_set_roles``)
        other.roles, other.dealt, other.wolf, other.wolf_seats = self.roles, self.dealt, self.wolf, self.wolf_seats
        other.actors, other.seat_of, other.demon, other.paired = self.actors, self.seat_of, self.demon, self.paired
        other.wolves_alive, other.humans_alive = self.wolves_alive, self.humans_alive
        self._copy_pending(other)
        other._readers, other._stack = self._readers, self._stack[:]
        other._ways = None
        other._random = None
        other._voters, other._candidates, other._order = self._voters, self._candidates, self._order
        other._style, other._weights, other._round = self._style, self._weights, self._round
        other._ballot_of = self._ballot_of
        other._ballots, other._chosen = self._ballots.copy(), self._chosen
        other._card, other._lover, other._named = self._card, self._lover, self._named.copy()
        other._namings, other._attacks, other._tonight = self._namings, self._attacks, self._tonight
        other.rng = self.rng  # shared until one of them draws (:meth:`_generator`)
        other._rng_shared = self._rng_shared = True
        other._script = None if self._script is None else self._script.copy()
        return other

    def _generator(self) -> random.Random:
        """The game's generator, to draw from: a copy and its original share one until
        either draws, which then takes a generator of its own in the same state (copy on
        write: a copy costs no generator state, 625 words, unless it draws)."""
        if self._rng_shared:
            self.rng, self._rng_shared = copied_generator(self.rng), False
        return self.rng

    def _announced(self, n: int) -> int:
        """An announced draw of one of ``n`` outcomes (``core.chance.announce``), the
        script's while it lasts (``core.fast.announced``)."""
        return announced(self._script, self._generator(), n)

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

    # ----- decisions and the frames that wait for them -------------------------------------
    def _pose(
        self, stage: int, seats: tuple[int, ...], legal: tuple[Sequence[Any], ...], readers: tuple[Readable, ...]
    ) -> None:
        """Ask ``seats`` at once (each its options and their reader, aligned)."""
        self._readers = readers
        if self._ways is not None:
            self._answer(stage, seats, legal)
        else:
            self._ask(stage, seats, legal, False)  # type: ignore[arg-type]

    def _ask_one(self, stage: int, seat: int, options: Sequence[Any], reader: Readable) -> None:
        """Ask ``seat`` alone, among ``options`` (made readable by ``reader``)."""
        if self._ways is not None:
            _ANSWERS[stage](self, (seat,), [self._chosen_now(seat, options, reader)])
        else:
            self._readers = (reader,)
            self._ask(stage, (seat,), (options,), True)  # type: ignore[arg-type]

    def _answer(self, stage: int, seats: tuple[int, ...], legal: Sequence[Sequence[Any]]) -> None:
        """While :meth:`_play_inline` plays: the seats choose at once, in order
        (:meth:`_chosen_now`), and the rules go on."""
        draws = self._random
        if draws is not None:
            picks = [o[int(draws[s]() * len(o))] for s, o in zip(seats, legal, strict=True)]
        else:
            chosen = self._chosen_now
            picks = [
                chosen(seat, options, reader) for seat, options, reader in zip(seats, legal, self._readers, strict=True)
            ]
        _ANSWERS[stage](self, seats, picks)

    def _chosen_now(self, seat: int, options: Sequence[Any], reader: Readable) -> Any:
        """While :meth:`_play_inline` plays: ``seat``'s choice among ``options``, a random
        chooser's by its draw, the heuristic's from its seat's observation, the options and
        their reader."""
        draws, minds, _ = self._ways  # type: ignore[misc]
        draw = draws[seat]
        if draw is not None:
            return options[int(draw() * len(options))]
        return minds[seat](self.observation(seat), options, reader)  # type: ignore[misc]

    def _play_inline(
        self,
        draws: list[Callable[[], float] | None],
        minds: list[Callable[..., Any] | None],
        alone: bool,
        start: bool = False,
    ) -> None:
        """Play on to the end, each seat by its random draw or its heuristic's observed
        choice (:func:`_inline`; ``alone``: random draws only), each decision answered
        where it is asked (:meth:`_answer`): the loop of simulations and rollouts, which
        makes the same choices as :meth:`Pending.play` would one decision at a time."""
        if self.sight is None and not alone:
            raise InvalidArgument(UNOBSERVED)
        self._ways = (draws, minds, alone)
        self._random = draws if alone else None  # type: ignore[assignment]
        try:
            seats = self._seats
            if start:  # from the deal (``start``: a game being made)
                self._run(FastMahou._night_zero, ())
            elif seats:
                self._seats = ()
                self._run(FastMahou._answer, (self._stage, seats, self._legal))
        finally:
            self._ways = self._random = None

    def _then(self, step: Callable[..., None], *args: Any) -> None:
        """Run ``step(self, *args)`` once the steps started after it (and their decisions) are done."""
        self._stack.append((step, args))

    def _run(self, step: Callable[..., None], args: tuple[Any, ...]) -> None:
        """``step``, then the frames waiting, until a decision is pending or the game is over;
        the day is every chain's last step, so with no frame left the day is done and its dusk
        comes (:meth:`_dusk`: the day limit, the night, the next day)."""
        stack = self._stack
        step(self, *args)
        while not self._seats and self.result is None:
            if stack:
                step, args = stack.pop()
                step(self, *args)
            else:
                self._dusk()
        if self.result is not None:  # the frames still waiting are dropped
            stack.clear()

    def _resume(self) -> None:
        """Every seat of the decision has chosen: go on with the rules."""
        seats = self._seats
        self._seats = ()
        self._run(_ANSWERS[self._stage], (seats, self._picks))

    def legal(self, seat: int | None = None) -> tuple[Any, ...]:
        """The actions ``seat`` may take now (default: the first seat to act), in the
        readable game's order (its ``legal_actions(seat)``); empty if it has none."""
        i = self._index(seat)
        return () if i is None else self._readers[i](self._legal[i])

    def act(self, seat: int, action: Any) -> None:
        """Take ``action`` (one of :meth:`legal`, or its string) for ``seat``; raises
        :class:`IllegalAction` and changes nothing if it is not legal now."""
        i = self._index(seat)
        if i is None:
            why = "the game is over" if not self._seats else f"seat {describe(seat)} is not to act now"
            raise IllegalAction(seat, "fast", action, (), why)
        options = self._legal[i]
        readable = self._readers[i](options)
        j = _found(readable, action)
        if j is None:
            raise IllegalAction(seat, "fast", action, readable, "not among the legal actions")
        self._picks[i] = options[j]
        self._taken += 1
        if self._taken == len(self._seats):
            self._resume()

    def play(self, choosers: Sequence[Any]) -> FastMahou:
        """``core.fast.Pending.play``: a random chooser picks an option without its readable
        action, the heuristic chooses from its seat's observation (:meth:`observation`)
        among the options and their reader, any other chooser among the readable actions
        (:meth:`legal`)."""
        inline = _inline(choosers) if len(choosers) == self.players else None
        if inline is None or (self._seats and self._taken):  # readable actions, or a decision begun by hand
            return super().play([self._reading(seat, c) for seat, c in enumerate(choosers)])
        self._play_inline(*inline)
        return self

    def _reading(self, seat: int, chooser: Any) -> Any:
        """``chooser`` as :meth:`Pending.play` asks it with this game's cheap options: as it is
        when it picks by its draw or reads an observation, else a chooser of the options
        that asks it among their readable actions (:class:`InvalidArgument` for an agent
        that reads a view, ``core.fast.as_chooser``)."""
        if uniform_draw(chooser) is not None or isinstance(chooser, random.Random) or observed_choice(chooser):
            return chooser
        ask = as_chooser(chooser)

        def chosen(options: Sequence[Any]) -> Any:
            i = self._index(seat)
            assert i is not None, "a seat is asked while it is to act"
            readable = self._readers[i](options)
            action = ask(readable)
            j = _found(readable, action)
            if j is None:
                raise IllegalAction(seat, "fast", action, readable, "not among the legal actions")
            return options[j]

        return chosen

    # ----- what a seat knows (MAH-50, MAH-51), for the heuristic ---------------------------------
    #: the fast engine asks an agent that reads an observation with one (``core.fast.Pending.play``)
    OBSERVES = True

    def _observed(self, seat: int, choose: Callable[..., Any]) -> Callable[[Any], Any]:
        """``seat``'s chooser that asks ``choose`` (``HeuristicAgent.choose_observed``) with
        the seat's :meth:`observation`, the options and their reader."""
        if self.sight is None:
            raise InvalidArgument(UNOBSERVED)
        observation = self.observation

        def chosen(options: Sequence[Any]) -> Any:
            i = self._index(seat)
            assert i is not None, "a seat is asked while it is to act"
            return choose(observation(seat), options, self._readers[i])

        return chosen

    def observation(self, seat: int) -> Observation:
        """What ``seat`` knows now
        (:class:`~jinro_lab.variants.mahou_toshi.agents.Observation`), from :attr:`sight`: the
        same as the readable game's view of the seat gives (``agents.observe``)."""
        sight = self.sight
        if sight is None:
            raise InvalidArgument(UNOBSERVED)
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

    # ----- the flow (MAH-05, MAH-10 ... MAH-13, MAH-20 ... MAH-26, MAH-43, MAH-04) -------------
    @property
    def over(self) -> bool:
        """Whether a side won (MAH-43) or the day limit ended the game (MAH-04)."""
        return self.result is not None

    def _finish(self, winners: frozenset[int], side_id: str, reason: str) -> None:
        """MAH-43, MAH-04: the game ends: a step that may end it returns at once, and the
        frames still waiting are dropped (:meth:`_run`), no exception unwinding the steps."""
        self.result = _ended(winners, side_id, reason, self.day)
        if self._ear >= 0:
            self._hear(GameEnded(tuple(sorted(winners)), side_id, reason))

    def _night_zero(self) -> None:
        """MAH-05: the seer's random white (drawn among the humans but the fox and the
        seer) or free divination (an ordinary one: a fox divined dies on morning 1); no
        attack, nothing else that draws or asks."""
        sight = self.sight
        if sight is not None:  # the werewolves, the masons, the knight and the dragon meet
            sight.learn(_met(self.dealt))
        seer = self.holder("seer")
        mode = self.opts.first_day_seer
        if seer is not None and mode == "random_white":
            whites = _whites(self.dealt, seer)
            if whites:
                white = whites[self._announced(len(whites))]
                if sight is not None:
                    sight.judge(seer, white, "human")
        elif seer is not None and mode == "free":
            self._ask_one(_FIRST_DIVINE, seer, others(self.live, seer), _DIVINE)
            return
        self._dawn((), {}, None, None, None)

    def _first_divined(self, seats: tuple[int, ...], picks: list[Any]) -> None:
        """MAH-05: the seer's free divination on night 0 (MAH-34: a target, flagged at the dawn)."""
        seer, divined = seats[0], picks[0]
        if self.sight is not None:
            self.sight.judge(seer, divined, _JUDGED[self.roles[divined], False])
        if self._ear >= 0:
            self._hear(result(seer, "judged", divined, _JUDGED[self.roles[divined], False]))
        self._dawn((), {}, divined, None, None)

    def _day(self) -> None:
        """MAH-11, MAH-12: the day's vote (today's voters and double votes), the
        execution's death step (MAH-24, MAH-40), then its event card (MAH-13); then, once
        no frame is left, the day limit (:meth:`_dusk`, from :meth:`_run`)."""
        if self._ear >= 0:
            self._hear_discussion()
        self._vote(self._day_style(), _DAY_VOTE)
        if self._seats:  # a ballot is asked (a vote leaves no frame of its own): the execution waits
            self._stack.append(_EXECUTED_TODAY)
        else:
            self._executed_today()

    def _executed_today(self) -> None:
        """MAH-12, MAH-13: the vote's most-voted player is executed, then its event card."""
        chosen = self.executed = self._chosen
        if chosen is not None:
            self._death_step(chosen, "execution", executed=True)
            if not self.setup.deck or self.result is not None:  # no event cards, or the game is over
                return
            if self._seats:  # the hunter's shot is asked: the card waits under the death step's win check
                stack = self._stack
                stack.insert(len(stack) - 1, (FastMahou._draw_event, (chosen,)))
            else:
                self._draw_event(chosen)

    def _hear_discussion(self) -> None:
        """MAH-10, MAH-R08, MAH-E14: the day's discussion time, told to all (a watched seat): a
        minute for every two living players and one more; one minute the day after the
        moneylender's death (the day after the night or the day it died on, as the deaths
        record it); halved by the clock tower."""
        day, roles = self.day, self.roles
        short = any(d == day - 1 and roles[s] == "moneylender" for s, d, _ in self.deaths)
        minutes = 1 if short else len(self.live) // 2 + 1
        if "clock_tower" in self.active:
            half = minutes / 2
            self._hear(announcement(ANNOUNCE("halved discussion", f"{half:g}"), (half,)))
        elif short:
            self._hear(announcement(ANNOUNCE("short discussion", 1)))
        else:
            self._hear(announcement(ANNOUNCE("discussion", minutes)))

    def _dusk(self) -> None:
        """MAH-04: a game still undecided when the limit's day is over ends with no winner;
        else the night."""
        limit = self.opts.day_limit
        if limit is not None and self.day >= limit:
            self._finish(frozenset(), "none", SAY("day limit", limit))
            return
        self._night()

    def _day_style(self) -> str:
        """MAH-11, MAH-E01, MAH-E17: the option's vote style; free after the magic school;
        the parliament flips free <-> simultaneous, in turn -> simultaneous."""
        style = self.opts.vote_style
        if "magic_school" in self.active:
            return "free"
        if "parliament" in self.active:
            return "free" if style == "simultaneous" else "simultaneous"
        return style

    # ----- votes (MAH-11, MAH-12, MAH-R08, MAH-E16, MAH-E22) -------------------------------------
    def _vote(self, style: str, of: int) -> None:
        """MAH-11, MAH-12, MAH-R08, MAH-E16, MAH-E22: a vote among the living, by the living
        but the thieves' player, the bank's counting twice; a tie: one runoff among the
        tied; the seat chosen (or ``None``) left in ``_chosen`` for the frame after it.
        ``of``: the day's vote, the courthouse's or the prison's (MAH-E15, MAH-E18)."""
        self._ballot_of = of
        living = self.live
        robbed = self.robbed
        self._voters = tuple(s for s in living if s not in robbed) if robbed else living
        self._weights = dict.fromkeys(self.double, 2) if self.double else None
        self._style = style
        self._round = 0
        if style == "simultaneous" and self._random is not None and self.sight is None and self._ear < 0:
            self._cast_at_once(self._voters, living)  # the first round: every voter, two candidates or more
        else:
            self._vote_round(living)

    def _vote_round(self, candidates: tuple[int, ...]) -> None:
        """A round (``core.voting.run_vote``): each voter with a candidate other than itself
        votes, all at once in seat order (simultaneous), or one at a time from a first
        voter drawn (in turn) or in a drawn order (free), both announced (``core.chance``)."""
        voters = self._voters
        asked = voters if len(candidates) > 1 else tuple(v for v in voters if v != candidates[0])
        style = self._style
        if style == "simultaneous":
            order = asked
        elif style == "in_turn":
            first = self._announced(len(asked))
            order = asked[first:] + asked[:first]
            if self._ear >= 0:
                self._hear(Chance(VOTES("first voter", self._vote_id()), asked[first]))
        else:
            order = announced_order(self._script, self._generator(), asked, len(asked))
            if self._ear >= 0:
                self._hear(Chance(VOTES("open order", self._vote_id()), order))
        if order and self._random is not None and self.sight is None and self._ear < 0:  # random voters, unseen
            self._cast_at_once(order, candidates)
            return
        self._candidates = candidates
        self._ballots = {}
        if style != "simultaneous":
            self._order = order
            self._next_ballot()
        elif asked:
            self._pose(_VOTE, asked, _ballot_options(asked, candidates), (_votes,) * len(asked))
        else:
            self._count()

    def _next_ballot(self) -> None:
        """The next voter of a round in turn or free, or the count."""
        order = self._order
        if order:
            voter = order[0]
            self._ask_one(_BALLOT, voter, others(self._candidates, voter), _votes)
        else:
            self._count()

    def _cast(self, seats: tuple[int, ...], picks: list[Any]) -> None:
        """A ballot in turn or free, seen by everyone at once (MAH-11)."""
        voter, target = seats[0], picks[0]
        self._ballots[voter] = target
        if self.sight is not None:
            self.sight.ballot(voter, target)
        if self._ear >= 0:
            self._hear_ballot(voter, target)
        self._order = self._order[1:]
        self._next_ballot()

    def _cast_all(self, seats: tuple[int, ...], picks: list[Any]) -> None:
        """A simultaneous round's ballots, seen by everyone in seat order once all chose."""
        ballots = self._ballots
        sight = self.sight
        heard = self._ear >= 0
        for voter, target in zip(seats, picks, strict=True):
            ballots[voter] = target
            if sight is not None:
                sight.ballot(voter, target)
            if heard:
                self._hear_ballot(voter, target)
        self._count()

    def _vote_id(self) -> Phrase:
        """The id of the vote held (``core.voting.vote_id``: the day's, MAH-E15's, MAH-E18's)."""
        of = self._ballot_of
        return vote_id(self.day) if of == _DAY_VOTE else vote_id(self.day, rest=_VOTE_NAMES[of])

    def _hear_ballot(self, voter: int, target: int) -> None:
        """MAH-11: a ballot, seen by everyone (a ``core.events.Ballot``, its weight: MAH-R08, MAH-E16)."""
        weights = self._weights
        weight = 1 if weights is None else weights.get(voter, 1)
        self._hear(Ballot(voter, target, weight, self.day, self._vote_id(), self._round, None))

    def _cast_at_once(self, voters: tuple[int, ...], candidates: tuple[int, ...]) -> None:
        """A round (MAH-11) of unseen ballots whose ``voters`` (in the order they vote) all
        pick as ``RandomAgent`` picks (:meth:`_play_inline`), counted as they pick: each
        voter's pick among the candidates but itself (``legal[int(draw() * len(legal))]``,
        the same draws in the same order as one seat at a time), then the count
        (:meth:`_settle`)."""
        weights, draws = self._weights, self._random
        assert draws is not None
        m = len(candidates)
        counts = [0] * m
        if voters is candidates and weights is None:  # the day's first round: every living seat votes
            m -= 1
            for p, voter in enumerate(voters):
                i = int(draws[voter]() * m)
                counts[i + (i >= p)] += 1
        else:  # a round in turn or free, a runoff's few candidates, some voters not among them, weights
            for voter in voters:  # its pick among the candidates but itself, by place
                p = candidates.index(voter) if voter in candidates else m
                i = int(draws[voter]() * (m - (p < m)))
                counts[i + (i >= p)] += 1 if weights is None else weights.get(voter, 1)
        most = max(counts)
        if most and counts.count(most) == 1:  # a unique top total: the commonest case
            self._chosen = candidates[counts.index(most)]
            return
        self._settle(tuple([c for c, k in zip(candidates, counts, strict=True) if k == most]) if most else ())

    def _count(self) -> None:
        """MAH-12: the round's ballots counted (:meth:`_settle`), the round's result told to all
        (``core.voting.round_events``)."""
        if self._ear >= 0:
            purpose = "prison" if self._ballot_of == _PRISON_VOTE else "execution"
            told, _ = round_events(
                self._ballots,
                self._candidates,
                self._voters,
                self.day,
                self._vote_id(),
                self._round,
                TieRule.RUNOFF_THEN_NONE,
                "MAH-12",
                purpose,
                self._weights,
                cast=False,
            )
            for event in told:
                self._hear(event)
        self._settle(leaders(tally(self._ballots, self._weights)))

    def _settle(self, top: tuple[int, ...]) -> None:
        """MAH-12: a unique top total is chosen; a first tie goes to a runoff among the
        tied (every voter again), a second chooses nobody."""
        if len(top) == 1:
            self._chosen = top[0]
        elif not top or self._round:
            self._chosen = None
        else:
            self._round = 1
            self._vote_round(top)

    # ----- deaths and wins (MAH-24, MAH-25, MAH-40 ... MAH-42) -----------------------------------
    def _death_step(self, seat: int, cause: str, executed: bool = False) -> None:
        """MAH-24, MAH-40: a death by day, its whole chain, then the win check (the
        demon's too if ``executed``, MAH-41)."""
        self._kill(seat, cause)
        self._chain((seat,))  # it pushes no frame: the check waits for its shot, if asked
        if self._seats:
            self._stack.append((FastMahou._check_win, (seat if executed else None,)))
        else:
            self._check_win(seat if executed else None)

    def _kill(self, seat: int, cause: str) -> None:
        """MAH-24, MAH-25, MAH-26: ``seat`` dies of ``cause``; by day the table is told at once
        and a protector's partner loses its protection, by night in the morning."""
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
            if self._ear >= 0:
                self._hear_death(seat, cause)
            if self.paired:
                if self._ear >= 0:
                    self._hear_lost(seat)
                self._partner_loses(seat)
            if self.sight is not None:
                self._told_dead(seat)

    def _hear_death(self, seat: int, cause: str) -> None:
        """MAH-26, MAH-E08: the table told of a death and its cause (by day; a night's in the
        morning, as ``night``), and the dead player's role under the altar."""
        self._hear(Eliminated(seat, CAUSE(cause)))
        if "altar" in self.active:
            self._hear(ev.RoleRevealed(seat, self.roles[seat]))

    def _hear_lost(self, seat: int) -> None:
        """MAH-25: the living partner of a dead knight (dragon) is told it lost its protection,
        once (before :meth:`_partner_loses` notes it)."""
        role = self.roles[seat]
        if role == "knight" or role == "dragon":
            partner = self.seat_of.get("dragon" if role == "knight" else "knight")
            if partner is not None and partner not in self.lost and self.alive[partner]:
                self._hear(ev.AbilityLost(partner, seat, only(partner)))

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
        if options:
            self._ask_one(_SHOT, hunter, options, _SHOOT)

    def _shot(self, seats: tuple[int, ...], picks: list[Any]) -> None:
        """MAH-24, MAH-R09: the hunter's target dies, and its death chains too."""
        target = picks[0]
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
        elif team is not None:
            self._finish(*team)

    # ----- the event cards (MAH-13, MAH-30, MAH-31, MAH-E01 ... MAH-E25) ------------------
    def _draw_event(self, executed: int) -> None:
        """MAH-13, MAH-30: the top card, or the executed player's pick of the top two."""
        deck = self.deck
        if not deck:
            if self._ear >= 0:
                self._hear(announcement(ANNOUNCE("no event")))
            return
        if self.opts.event_selection == "random" or len(deck) == 1:
            drawn = deck.pop(0)
            if self._ear >= 0:
                self._hear(ev.EventDrawn(executed, drawn, "random"))
            self._take_effect(executed, drawn)
            return
        offered = (deck.pop(0), deck.pop(0))
        if self._ear >= 0:
            self._hear(ev.EventOffered(executed, offered, only(executed)))
        self._ask_one(_EVENT, executed, offered, _cards)

    def _event_chosen(self, seats: tuple[int, ...], picks: list[Any]) -> None:
        """MAH-13: the executed player's card of the two takes effect."""
        if self._ear >= 0:
            self._hear(ev.EventDrawn(seats[0], picks[0], "choice"))
        self._take_effect(seats[0], picks[0])

    def _take_effect(self, executed: int, card_id: str) -> None:
        """MAH-31: the card's effect, none for a golem-effective card while the golem
        lives; a card with a later timing leaves its rule change, by card, for the rules
        that read it (:meth:`_keep`: the effects that ask keep theirs once answered)."""
        event = EVENT_CARDS[card_id]
        if event.golem and self.holder("golem") is not None:
            if self._ear >= 0:
                self._hear(ev.EventNullified(card_id))
            return
        effect = _EFFECTS.get(card_id)
        if effect is None:
            self._keep(card_id, True)
        else:
            effect(self, executed)

    def _keep(self, card_id: str, value: Any) -> None:
        """MAH-31: the rule change of ``card_id``, from the next dawn or from now on."""
        timing = EVENT_CARDS[card_id].timing
        if timing == "next_day":
            self.waiting[card_id] = value
        elif timing != "immediate":
            self.active[card_id] = value
            if self._ear >= 0:
                self._hear_change(card_id, value, True)

    def _hear_change(self, card_id: str, value: Any, started: bool) -> None:
        """MAH-31: the rule change of ``card_id`` (its value as the fast state keeps it) begins
        or ends, as the readable game's modifier logs it (``core.modifiers.rule_changed``),
        told to all but the game master's own (:data:`_UNSEEN_CHANGES`)."""
        if card_id in _UNSEEN_CHANGES:
            return
        if card_id == "guild":  # MAH-E11: for the named player
            change = modifier(card_id, True, subject=value)
        elif card_id == "illusionist_garden":  # MAH-E02: the side and the roll
            step, roll = value
            change = modifier(card_id, shift("left" if step > 0 else "right", roll))
        elif card_id == "prison":  # MAH-E18: an immediate card's night
            change = modifier(card_id, value, scope=TONIGHT)
        else:
            change = modifier(card_id, value)
        self._hear(rule_changed(change, started))

    def _hear_vote_change(self, name: str, source: str, seat: int, started: bool) -> None:
        """MAH-R08, MAH-E16, MAH-E22: today's double vote (``double_vote``, from the moneylender
        or the bank) or lost vote (``no_vote``, the thieves') of ``seat`` begins or ends."""
        value = 2 if name == "double_vote" else True
        self._hear(rule_changed(Modifier(name, value, TODAY, source, seat), started))

    def _naming(self, executed: int, card_id: str, seats: tuple[int, ...]) -> None:
        """MAH-33: the executed player names one of ``seats`` for ``card_id`` (:meth:`_named_by`)."""
        self._card = card_id
        self._ask_one(_NAME, executed, seats, _NAMED[card_id])

    def _named_by(self, seats: tuple[int, ...], picks: list[Any]) -> None:
        """MAH-33, MAH-34 (a target): the mages' guild's victim dies (MAH-E04, a death
        step); the guild's player is spared tonight (MAH-E11); the legend tree's first
        lover, then the second, another living player (MAH-E07)."""
        card_id, target = self._card, picks[0]
        self._flag(target)
        if card_id == "mages_guild":
            self._death_step(target, "mages_guild")
        elif card_id == "guild":
            self._keep(card_id, target)
        elif self._lover < 0:
            self._lover = target
            self._naming(seats[0], card_id, tuple(s for s in self.live if s != target))
        else:
            self._keep(card_id, (self._lover, target))
            self._lover = -1

    def _graveyard(self, executed: int) -> None:
        """MAH-E03: the seer dies at once (a death step)."""
        seer = self.holder("seer")
        if seer is not None:
            self._death_step(seer, "graveyard")
        elif self._ear >= 0:
            self._hear(announcement(ANNOUNCE("graveyard: nobody")))

    def _word(self, executed: int, card_id: str) -> None:
        """MAH-E05, MAH-E20: the executed player's word (among the listed samples)."""
        self._card = card_id
        self._ask_one(_WORD, executed, SAMPLE_WORDS[card_id], _WORDS[card_id])

    def _said(self, seats: tuple[int, ...], picks: list[Any]) -> None:
        """MAH-E05, MAH-E20: the word said, told to all, is the card's rule change (MAH-31)."""
        if self._ear >= 0:
            self._hear(ev.EventChoice(self._card, (picks[0],)))
        self._keep(self._card, picks[0])

    def _soul_vortex(self, executed: int) -> None:
        """MAH-E06: the living players' cards, sorted, shuffled and dealt again; role state
        moves with the card (``game.redeal``); then the win check."""
        seats = self.live
        roles = list(self.roles)
        cards = sorted(roles[s] for s in seats)
        shuffle(self._generator(), cards)
        held = {roles[s]: s for s in seats}
        moved = {held[c]: s for s, c in zip(seats, cards, strict=True)}
        for s, c in zip(seats, cards, strict=True):
            roles[s] = c
        self.lost = {moved.get(s, s) for s in self.lost}
        self.last_guard = {moved.get(s, s): t for s, t in self.last_guard.items()}
        self._set_roles(roles)
        if self.sight is not None:  # told to all; each learns its own card
            self.sight.redealt(seats)
        if self._ear >= 0:
            self._hear(ev.RolesRedealt(seats))
            for s in seats:
                self._hear(ev.RoleDealt(s, roles[s], only(s)))
        self.meet_again = True  # teammates meet at the next dusk
        self._check_win()

    def _airship(self, executed: int) -> None:
        """MAH-E12: any card still in the deck (in MAH-31's order) takes effect."""
        deck = self.deck
        if deck:
            self._ask_one(_AIRSHIP, executed, tuple(sorted(deck, key=_ORDER.__getitem__)), _cards)
        elif self._ear >= 0:
            self._hear(announcement(ANNOUNCE("airship: empty")))

    def _boarded(self, seats: tuple[int, ...], picks: list[Any]) -> None:
        """MAH-E12: the card chosen leaves the deck and takes effect (MAH-31)."""
        chosen = picks[0]
        self.deck.remove(chosen)
        if self._ear >= 0:
            self._hear(ev.EventDrawn(seats[0], chosen, "airship"))
        self._take_effect(seats[0], chosen)

    def _courthouse(self, executed: int) -> None:
        """MAH-E15: another vote in the day's style; its most-voted player is executed too."""
        self._then(FastMahou._courthouse_chose)
        self._vote(self._day_style(), _COURTHOUSE_VOTE)

    def _courthouse_chose(self) -> None:
        """MAH-E15: the second vote's most-voted player is executed too (a death step, MAH-41)."""
        chosen = self._chosen
        if chosen is not None:
            self._death_step(chosen, "courthouse", executed=True)
        elif self._ear >= 0:
            self._hear(announcement(ANNOUNCE("courthouse: nobody")))

    def _prison(self, executed: int) -> None:
        """MAH-E18: a simultaneous vote; its most-voted player is out of the game tonight."""
        self._then(FastMahou._prison_chose)
        self._vote(VoteStyle.SIMULTANEOUS.value, _PRISON_VOTE)

    def _prison_chose(self) -> None:
        """MAH-E18, MAH-34: the prison's player is out of the game tonight (a target)."""
        chosen = self._chosen
        if chosen is not None:
            self._flag(chosen)
            self.active["prison"] = chosen
            if self._ear >= 0:
                self._hear_change("prison", chosen, True)
                self._hear(announcement(ANNOUNCE("prison", chosen)))
        elif self._ear >= 0:
            self._hear(announcement(ANNOUNCE("prison: nobody")))

    def _illusionist_garden(self, executed: int) -> None:
        """MAH-E02: the executed player's side, then a die (:meth:`_rolled`)."""
        self._ask_one(_SIDE, executed, _SIDES, _sides)

    def _rolled(self, seats: tuple[int, ...], picks: list[Any]) -> None:
        """MAH-E02: the die, announced (left: +roll seats)."""
        roll = self._announced(6) + 1
        if self._ear >= 0:
            self._hear(Chance(CHANCE("illusionist_garden die"), roll))
        self._keep("illusionist_garden", (roll if picks[0] == "left" else -roll, roll))

    def _casino(self, executed: int) -> None:
        """MAH-E24: the executed player draws one of the casino's two cards, face down (seen by
        it alone); tonight's rule change is the card."""
        drawn = CASINO_CARDS[self._announced(2)]
        if self._ear >= 0:
            self._hear(Chance(CHANCE("casino card"), drawn, only(executed)))
        self._keep("casino", drawn)

    # ----- night (MAH-20 ... MAH-26) -------------------------------------------------------
    def _night(self) -> None:
        """MAH-20: the dusk (today's and the next-day cards' rule changes end, a matched
        chimera turns, a redeal's teammates meet); the executed player's night namings
        and the night cards' number of attacks (1); then every ability at once
        (:meth:`_abilities`)."""
        if self._ear >= 0:
            self._hear_dusk()
        active = self.active
        if active:
            for c in _ENDS_AT_DUSK.intersection(active):
                del active[c]
        self.double = self.robbed = ()
        if self.chimera_turns:
            self._turn_chimera()
            if self.result is not None:
                return
        if self.meet_again:
            self._meet_again()
        self._named = {}
        attacks = 1
        namings = []
        if self.setup.deck and not (_NIGHT_CARDS.isdisjoint(active) and _NIGHT_CARDS.isdisjoint(self.waiting)):
            for c in NAMED_AT_NIGHT:
                namer = active.get(c)
                if namer is None:
                    namer = self.waiting.get(c)
                if namer is not None:
                    namings.append((c, namer, tuple(range(self.players)) if c == "magic_mirror" else self.live))
            if "beast_forest" in active:
                attacks = 2
            drew = active.get("casino")
            if drew is not None:
                attacks = 2 if drew == "werewolf" else 0
        self._attacks = attacks
        if namings:
            self._namings = tuple(namings)
            self._next_naming()
        else:
            self._abilities()

    def _hear_dusk(self) -> None:
        """MAH-31, MAH-20: at the dusk today's rule changes end, in the order the readable game
        keeps them (``core.modifiers.Modifiers``: by name as each first began, the moneylender's
        double vote from before the dawn, the next-day cards from the dawn, the bank's double
        vote and the thieves' lost vote after them), then night falls (``Dusk``)."""
        active, double, named = self.active, self.double, self._named
        bank = named.get("bank") if "bank" in active else None
        lent = double[0] if double and (bank is None or len(double) == 2) else None
        given = ((lent, "moneylender"), (bank, EVENT_CARDS["bank"].rule))
        doubles = [(seat, source) for seat, source in given if seat is not None]
        if lent is not None:
            for seat, source in doubles:
                self._hear_vote_change("double_vote", source, seat, False)
        for c, value in active.items():
            if c in _ENDS_AT_DUSK:
                self._hear_change(c, value, False)
        if lent is None:
            for seat, source in doubles:
                self._hear_vote_change("double_vote", source, seat, False)
        if self.robbed:
            self._hear_vote_change("no_vote", EVENT_CARDS["thieves"].rule, self.robbed[0], False)
        self._hear(ev.Dusk(self.day))

    def _next_naming(self) -> None:
        """MAH-33: the executed player's next night naming, or the abilities."""
        if self._namings:
            card_id, namer, seats = self._namings[0]
            self._ask_one(_NIGHT_NAME, namer, seats, _NAMED[card_id])
        else:
            self._abilities()

    def _night_named(self, seats: tuple[int, ...], picks: list[Any]) -> None:
        """MAH-33, MAH-34: a night naming (a target)."""
        target = picks[0]
        self._flag(target)
        self._named[self._namings[0][0]] = target
        if self._ear >= 0:
            self._hear(ev.Named(seats[0], self._namings[0][0], target, only(seats[0])))
        self._namings = self._namings[1:]
        self._next_naming()

    def _chosen_at_night(self, seats: tuple[int, ...], picks: list[Any]) -> None:
        """MAH-20 (2), (3): the night's abilities answered (the seats' picks in the order asked)."""
        self._abilities(picks)

    def _abilities(self, picks: list[Any] | None = None) -> None:
        """MAH-20 (2), (3): each living seat with a night ability (tonight's prisoner neither
        acts nor is a target, MAH-E18), in seat order, and what it may aim at: the werewolves
        propose ``_attacks`` targets (none asked under a casino citizen), the others their
        ability's target, after the evil cult shows the madman the werewolves (MAH-E23).
        One pass both asks and reads the choices: while :meth:`_play_inline` plays, each
        seat chooses as it is listed (:meth:`_chosen_now`: the same draws and observations,
        in seat order, as asked at once, since nothing a seat sees changes before the
        proposals are settled); else the seats are asked at once (``picks`` ``None``) and
        the answer (``picks``, in the order asked) runs the pass again, on the same state,
        to read them. Then MAH-03: the
        werewolves' proposals settled (the most proposed, ties by a lot announced to them),
        each werewolf seeing the team's; the protectors' guards (MAH-27: remembered for the
        next night); then the evil eye's silence, asked after (:meth:`_silenced`)."""
        active, alive, live, wolf = self.active, self.alive, self.live, self.wolf
        sight = self.sight
        if picks is None and self._ear >= 0:
            self._hear_told_tonight()
        if sight is not None and picks is None and "evil_cult" in active:
            madman = self.holder("madman")
            if madman is not None:
                sight.shown(madman, [s for s in self.wolf_seats if alive[s]])
        jailed = active.get("prison")
        single = _prey(live, wolf) if jailed is None else tuple([s for s in live if not wolf[s] and s != jailed])
        attack: Sequence[Any] = single
        attacking = _ATTACK
        attacks = self._attacks
        if attacks == 0:
            attack = ()
        elif attacks == 2 and len(single) >= 2:
            attack = _two_of(single)
            attacking = _pairs
        inline = picks is None and self._ways is not None  # each seat chooses as it is listed
        draws = self._random if inline else None  # random choosers only: drawn here
        asked: list[tuple[int, Sequence[Any], Readable]] | None = None if inline or picks is not None else []
        proposals: dict[int, tuple[int, ...]] = {}
        guards: dict[int, int] = {}
        divined = lent = predicted = seer = None
        answered = 0
        for seat, act in self.actors:
            if not alive[seat] or seat == jailed:
                continue
            if act is _WOLF:
                if not attack:
                    continue
                options, act = attack, attacking
            elif act is _LEND:
                options = live if jailed is None else tuple([s for s in live if s != jailed])
            elif act is _GUARD:
                if seat in self.lost:
                    continue
                options = self._guard_options(seat, jailed)
                if not options:
                    continue
            else:  # divine, predict: not self
                options = self._living_but(seat, jailed)
            if draws is not None:
                chosen = options[int(draws[seat]() * len(options))]
            elif inline:
                chosen = self._chosen_now(seat, options, act)
            elif picks is not None:
                chosen = picks[answered]
                answered += 1
            else:
                asked.append((seat, options, act))  # type: ignore[union-attr]
                continue
            if act is _ATTACK:
                proposals[seat] = (chosen,)
            elif act is _pairs:
                proposals[seat] = chosen
            elif act is _DIVINE:
                seer, divined = seat, chosen
            elif act is _LEND:
                lent = chosen
            elif act is _PREDICT:
                predicted = chosen
            else:
                guards[seat] = self.last_guard[seat] = chosen
        if asked:
            seats, legal, readers = zip(*asked, strict=True)
            self._pose(_NIGHT, seats, legal, readers)
            return
        if sight is not None and proposals:  # MAH-03: each werewolf sees the team's proposals
            team = tuple([proposals[s] for s in sorted(proposals)])
            for s in proposals:
                sight.proposed(s, team)
        targets: tuple[int, ...] = ()
        if proposals:
            rng = self._generator() if self._rng_shared and len(proposals) > 1 else self.rng
            targets = settle_most_proposed(rng, proposals, attacks, self._script)
        if self._ear >= 0:
            self._hear_choices(proposals, attacking is _pairs, targets, guards, lent, predicted)
        eye = self.seat_of.get("evil_eye")
        if eye is not None and alive[eye] and eye != jailed:
            self._tonight = (targets, guards, divined, lent, predicted, seer)
            self._ask_one(_SILENCING, eye, self._living_but(eye, jailed), _SILENCE)
        else:
            self._dawn(targets, guards, divined, lent, predicted, seer)

    def _hear_told_tonight(self) -> None:
        """MAH-20 (1), before the werewolves choose: each living werewolf learns the casino's
        card (MAH-E24, drawn by the day's executed player), the evil cult shows the madman the
        living werewolves (MAH-E23)."""
        alive, active = self.alive, self.active
        wolves = [s for s in self.wolf_seats if alive[s]]
        drawn = active.get("casino")
        if drawn is not None:
            for wolf in wolves:
                self._hear(casino_told(wolf, self.executed, drawn, self._attacks))  # type: ignore[arg-type]
        madman = self.holder("madman")
        if madman is not None and "evil_cult" in active:
            for wolf in wolves:
                self._hear(cult_told(madman, wolf))

    def _hear_choices(
        self,
        proposals: Mapping[int, tuple[Any, ...]],
        pairs: bool,
        targets: tuple[int, ...],
        guards: Mapping[int, int],
        lent: int | None,
        predicted: int | None,
    ) -> None:
        """MAH-03: each werewolf's proposal (``pairs``: of two targets, MAH-E21, MAH-E24) and the
        lot among the tied, seen by the werewolves who proposed (``core.team.settle_proposals``);
        then in seat order each guard (MAH-R04, MAH-R05, MAH-R07: the knight and the dragon see
        each other's), the moneylender's loan (MAH-R08) and the chimera's guess (MAH-R14), seen
        by the chooser."""
        hear = self._hear
        if proposals:
            team = frozenset(proposals)
            for s in sorted(proposals):
                proposed = pair("attack", proposals[s]) if pairs else ability("attack", proposals[s][0])
                hear(Proposal(s, "attack", proposed, team))
            if len(proposals) > 1:
                tied = ranked(proposals, self._attacks)[1]
                if tied is not None:
                    hear(Chance(lot_what("attack", tied), targets, team))
        told: list[tuple[int, Any]] = []
        seat_of = self.seat_of
        both = frozenset((seat_of["knight"], seat_of["dragon"])) if self.paired else frozenset()
        for s, guarded in guards.items():
            told.append((s, ev.Guarded(s, guarded, both if s in both else only(s))))
        for kind, aimed in (("lend", lent), ("predict", predicted)):
            if aimed is not None:
                s = seat_of["moneylender" if kind == "lend" else "chimera"]
                told.append((s, ev.Named(s, kind, aimed, only(s))))
        for _, event in sorted(told, key=lambda t: t[0]):
            hear(event)

    def _silenced(self, seats: tuple[int, ...], picks: list[Any]) -> None:
        """MAH-R13: the evil eye's silence (a target, MAH-34)."""
        if self._ear >= 0:
            self._hear(ev.Named(seats[0], "silence", picks[0], only(seats[0])))
        targets, guards, divined, lent, predicted, seer = self._tonight
        self._tonight = ()
        self._dawn(targets, guards, divined, lent, predicted, seer, picks[0])

    def _results(
        self, sight: Sight, seer: int | None, divined: int | None, mirrored: int | None, jailed: int | None
    ) -> None:
        """MAH-R02, MAH-R03, MAH-E09: the seer learns how tonight's divined seat is judged,
        the living medium (not in prison) how today's executed player is (the mirror's
        player reversed), after the evil eye's naming (:meth:`_judgements`)."""
        for observer, _, seat, judged in self._judgements(seer, divined, mirrored, jailed):
            sight.judge(observer, seat, judged)

    def _judgements(
        self, seer: int | None, divined: int | None, mirrored: int | None, jailed: int | None
    ) -> list[tuple[int, str, int, str]]:
        """MAH-R02, MAH-R03, MAH-E09: tonight's results, ``(observer, kind, seat, judgement)``:
        the seer's of the divined seat (``judged``), the living medium's (not in prison) of
        today's executed player (``medium``), the mirror's player reversed."""
        roles, told = self.roles, []
        if seer is not None and divined is not None:
            told.append((seer, "judged", divined, _JUDGED[roles[divined], divined == mirrored]))
        medium, executed = self.holder("medium"), self.executed
        if medium is not None and executed is not None and medium != jailed:
            told.append((medium, "medium", executed, _JUDGED[roles[executed], executed == mirrored]))
        return told

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
            if self._ear >= 0:
                self._hear(ev.ChimeraTurned(chimera, frozenset((chimera, *wolves))))
                for event in chimera_meetings(chimera, wolves, self.roles):
                    self._hear(event)
            self._check_win()

    def _meet_again(self) -> None:
        """MAH-E06: at the dusk after a redeal the living werewolves (a turned chimera with
        them), masons and knight and dragon learn each other again (kept for the sight, told
        to a watched seat)."""
        self.meet_again = False
        sight = self.sight
        if sight is None and self._ear < 0:
            return
        alive, roles = self.alive, self.roles
        living = tuple([r if alive[s] else "" for s, r in enumerate(roles)])
        chimera = self.holder("chimera")
        turned = chimera is not None and self.chimera_turned
        wolves = [s for s in self.wolf_seats if alive[s] and s != chimera] if turned else []
        if self._ear >= 0:
            for event in night_zero_meetings(living):
                self._hear(event)
            if turned:
                for event in chimera_meetings(chimera, wolves, roles):  # type: ignore[arg-type]
                    self._hear(event)
        if sight is not None:
            sight.learn(meetings(living))
            if turned:
                sight.chimera_meets(chimera, wolves, roles)  # type: ignore[arg-type]

    def _dawn(
        self,
        targets: tuple[int, ...],
        guards: dict[int, int],
        divined: int | None,
        lent: int | None,
        predicted: int | None,
        seer: int | None = None,
        silenced: int | None = None,
    ) -> None:
        """MAH-R02, MAH-R03: the seer's and the medium's results; MAH-34: every ability's
        target flagged; MAH-20 (4): the GM's resolution (:meth:`_resolve`), then the chain
        of the night's deaths as one step (MAH-24), the chimera's check against the final
        target (MAH-R14: it turns at the next dusk); then the morning (:meth:`_morning`)."""
        if self.sight is not None:
            self._results(self.sight, seer, divined, self._named.get("magic_mirror"), self.active.get("prison"))
        if self._ear >= 0:
            for told in self._judgements(seer, divined, self._named.get("magic_mirror"), self.active.get("prison")):
                self._hear(result(*told))
        if self.demon is not None:  # MAH-34: every ability's target
            for aimed in (divined, lent, predicted, silenced, *guards.values()):
                if aimed is not None:
                    self._flag(aimed)
        deaths: list[int] = []
        self.night_deaths = deaths
        targets = self._resolve(targets, guards, divined)
        turns = predicted is not None and predicted in targets and not self.chimera_turned
        if deaths:
            self._chain(tuple(deaths))  # it pushes no frame: the morning waits for its shot, if asked
            if self._seats:
                self._stack.append((FastMahou._morning, (turns, lent, silenced)))
                return
        self._morning(turns, lent, silenced)

    def _morning(self, turns: bool, lent: int | None, silenced: int | None = None) -> None:
        """MAH-26: the morning (a new day: the deaths, the knight's or dragon's lost
        protection, the win check, the moneylender's double vote; tonight's rule changes
        end, the previous day's next-day cards start, the bank's double vote and the
        thieves' lost vote for today); then the day."""
        deaths = self.night_deaths
        self.night_deaths = None
        if turns:
            self.chimera_turns = True
        self.day += 1
        heard = self._ear >= 0
        if heard:
            self._hear(ev.Dawn(self.day))
        if deaths:
            if self.sight is not None:
                for seat in deaths:
                    self.sight.night_dead.add(seat)
                    self._told_dead(seat)
            if heard:
                for seat in deaths:
                    self._hear_death(seat, "night")
            if self.paired:
                for seat in deaths:
                    if heard:
                        self._hear_lost(seat)
                    self._partner_loses(seat)
            self._check_win()
            if self.result is not None:
                return
        elif heard and self.day > 1:  # MAH-26: not on morning 1 (MAH-05: no attack on night 0)
            self._hear(announcement(ANNOUNCE("no death")))
        if heard:
            if lent is not None:
                self._hear_vote_change("double_vote", "moneylender", lent, True)
            if silenced is not None:
                self._hear(announcement(ANNOUNCE("silenced", silenced)))
        double: tuple[int, ...] = () if lent is None else (lent,)
        active = self.active
        if active:
            if heard:
                for c, value in active.items():
                    if c in _ENDS_AT_DAWN:
                        self._hear_change(c, value, False)
            for c in _ENDS_AT_DAWN.intersection(active):
                del active[c]
        if self.waiting:
            named = self._named
            if heard:
                for c, value in self.waiting.items():
                    self._hear_change(c, value, True)
            active.update(self.waiting)
            self.waiting = {}
            if "bank" in active and "bank" in named:
                double = (*double, named["bank"])
            if "thieves" in active and "thieves" in named:
                self.robbed = (named["thieves"],)
            if heard:
                self._hear_morning()
        self.double = double
        self._day()

    def _hear_morning(self) -> None:
        """MAH-26, MAH-32: what the next-day cards starting this morning require, announced in
        ``effects.MORNING_ORDER``: the bank's double vote and the thieves' lost vote for today
        (MAH-E16, MAH-E22), the speech cards' words and rules (MAH-E05, MAH-E20, MAH-E10,
        MAH-E14), the vote style (MAH-E01, MAH-E17), who joins the discussion (MAH-E13: the
        executed player and the attack's victims of the night)."""
        active, named = self.active, self._named
        for key in MORNING_ORDER:
            if key not in active:
                continue
            if key == "bank" or key == "thieves":
                target = named.get(key)
                if target is not None:
                    name = "double_vote" if key == "bank" else "no_vote"
                    self._hear_vote_change(name, EVENT_CARDS[key].rule, target, True)
            elif key == "library" or key == "babel":
                self._hear(announcement(ANNOUNCE(key, active[key])))
            elif key == "parliament":
                style = self._day_style()
                self._hear(announcement(ANNOUNCE("parliament", ANNOUNCE(style)), (style,)))
            elif key == "church":
                night = self.day - 1
                seats = (active[key], *[s for s, d, cause in self.deaths if d == night and cause == "attack"])
                self._hear(announcement(ANNOUNCE("church", seat_list(seats)), (seats,)))
            else:  # bath, clock_tower, magic_school
                self._hear(announcement(ANNOUNCE(key)))

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
        return tuple([s for s in self.live if s not in exclude and s != last and s != jailed])

    def _living_but(self, seat: int, jailed: int | None) -> Sequence[int]:
        """The living but ``seat`` and tonight's prisoner (MAH-E18): whom a seat may aim its
        ability at (shared tuples, read only, while nobody is jailed)."""
        if jailed is None:
            return others(self.live, seat)
        return tuple([s for s in self.live if s != seat and s != jailed])

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
                self._kill(wolves[self._announced(len(wolves))], "arena")
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


#: how :meth:`FastMahou._play_inline` asks the seats: each one's random draw, or else its
#: heuristic's observed choice, and whether all are random draws
_Inline = tuple[list[Callable[[], float] | None], list[Callable[..., Any] | None], bool]


def _inline(choosers: Sequence[Any]) -> _Inline | None:
    """How :meth:`FastMahou._play_inline` asks ``choosers`` (``core.fast.Pending.play``'s
    reading: a ``RandomAgent`` or a ``random.Random`` by its draw, an agent that reads an
    observation by its ``choose_observed``), or ``None`` when one must be asked with the
    readable actions."""
    draws: list[Callable[[], float] | None] = []
    minds: list[Callable[..., Any] | None] = []
    for chooser in choosers:
        draw = uniform_draw(chooser)
        if draw is None and isinstance(chooser, random.Random):
            draw = chooser.random
        mind = observed_choice(chooser) if draw is None else None
        if draw is None and mind is None:
            return None
        draws.append(draw)
        minds.append(mind)
    return draws, minds, not any(minds)


def _found(readable: Sequence[Any], action: Any) -> int | None:
    """The place of ``action`` (itself, an equal action or its string) among ``readable``."""
    for j, option in enumerate(readable):
        if option is action or option == action or (type(action) is str and str(option) == action):
            return j
    return None


#: MAH-31: each card's effect on the fast state; an effect that asks keeps its rule change once answered
_EFFECTS: Final[dict[str, Callable[[FastMahou, int], None]]] = {
    "graveyard": FastMahou._graveyard,
    "mages_guild": lambda game, executed: game._naming(executed, "mages_guild", game.live),
    "library": lambda game, executed: game._word(executed, "library"),
    "babel": lambda game, executed: game._word(executed, "babel"),
    "legend_tree": lambda game, executed: game._naming(executed, "legend_tree", game.live),
    "soul_vortex": FastMahou._soul_vortex,
    "airship": FastMahou._airship,
    "courthouse": FastMahou._courthouse,
    "prison": FastMahou._prison,
    "illusionist_garden": FastMahou._illusionist_garden,
    "casino": FastMahou._casino,
    "church": lambda game, executed: game._keep("church", executed),
    "guild": lambda game, executed: game._naming(executed, "guild", game.live),
    "magic_mirror": lambda game, executed: game._keep("magic_mirror", executed),
    "bank": lambda game, executed: game._keep("bank", executed),
    "thieves": lambda game, executed: game._keep("thieves", executed),
}

#: MAH-12: the day's frame after a vote that asks: the execution
_EXECUTED_TODAY: Final[_Frame] = (FastMahou._executed_today, ())

#: what each decision's answer goes on with (:meth:`FastMahou._resume`), by stage
_ANSWERS: Final[tuple[Callable[[FastMahou, tuple[int, ...], list[Any]], None], ...]] = (
    FastMahou._first_divined,
    FastMahou._cast_all,
    FastMahou._cast,
    FastMahou._shot,
    FastMahou._event_chosen,
    FastMahou._boarded,
    FastMahou._named_by,
    FastMahou._said,
    FastMahou._rolled,
    FastMahou._night_named,
    FastMahou._chosen_at_night,
    FastMahou._silenced,
)


#: the game's fast engine, stepped (:class:`FastMahou`); its games keep the seats' observations
#: for the heuristic agent (:class:`Sight`)
ENGINE = Engine(supports, MahouFastSetup, FastMahou, observes=True)
