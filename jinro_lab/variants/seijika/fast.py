"""The fast engine of 政治家人狼: the rules of ``game.py`` as a flat step loop over
explicit state, for simulation and search (issue 41).

The readable flow (``game.SeijikaGame``) is what lessons, records, replays and views
show; this engine plays the same games faster and copies a position in a time that
does not grow with the game. It keeps no event log and builds no ``Decision`` and no
view; roles are resolved once at the deal. The events one seat sees are made only while
that seat is watched (``FastGame.watch``, ``core.fast.Hearing``: a search's information
sets), the readable game's own events, told where its flow logs them (those of the
deal and of night 0 before the first decision are never told: a game is watched from a
decision on). Each rule below cites the
rule ID the readable flow cites, and the engine makes **the same random draws in the
same order** (the game's ``random.Random(seed)``: the deal, the reporter's hint, a
vote's first voter, a volunteer drawn among raised hands, a lot, the wolves' lot,
the promise deck), and offers **the same actions in the same order** at every
decision (the readable game's own cached action objects), so one seed and the same
agents give the same game in both engines (``tests/variants/seijika/test_fast_engine.py``
checks it game for game).

A decision is held as explicit state: the seats to choose (``to_act``), each one's
legal actions and the choices so far; a sequential decision (the lover's favourite,
the manifesto announcements, an in-turn vote, a lone volunteer) offers one seat at a
time, as the readable flow asks one at a time. :meth:`FastGame.play` runs a game to
its end with one chooser per seat (a :class:`~jinro_lab.agents.RandomAgent`
picks from its own generator without a call).

What it covers is :func:`supports` (``None``: covered; else what it does not cover):
every option but a described ``position`` (a
game from a position is the readable engine's; a game with a scripted chance, a
belief sampler's world, is followed: ``FastGame.from_game``, ``core.fast.Script``). The
campaign's length (``campaign_rounds``), the named targets and the lover's favourite,
on which no rule decision or draw depends, are told to a watched seat only; views are
not built (an agent that reads a view plays on the readable engine), but what the
heuristic agent reads of one is: each seat's :meth:`FastGame.observation` (day 1's
ballots, its own results, the parties announced, the roles it knows, issue 41, item 3),
for an agent's ``choose_observed`` (``core.fast.observed_choice``, ``Pending.play``).

Entry points: :func:`play_fast` (one game), :class:`FastGame` (``to_act``, ``legal``,
``act``, ``play``, ``over``, ``result``, ``deaths``, ``copy``; ``FastGame.from_game``
takes a readable game's position), :class:`FastSetup` (the options resolved once for
many games, ``play(seed, agents)``), and :data:`ENGINE` (``supports``, ``prepare``: what a
registration's ``fast`` names).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from typing import Any, NamedTuple

from ...core.engine import Result
from ...core.errors import InvalidArgument
from ...core.events import Ballot, Chance, GameEnded, HandsRaised, Proposal, only
from ...core.fast import (
    UNOBSERVED,
    Engine,
    Hearing,
    Script,
    announced,
    announced_order,
    copied_generator,
    given_options,
    learned_since,
    replayed,
    stepped_setup,
)
from ...core.modifiers import Modifier, rule_changed
from ...core.tally import leaders, tally
from ...core.team import lot_what, ranked
from ...core.voting import SAY as VOTES
from ...core.voting import WAIT, TieRule, Vote, round_events, vote, vote_id
from . import events as ev
from .actions import Ability, Announce, CarryOut, Favourite, aimed
from .agents import Observation
from .events import announcement, knowledge
from .execution import announce_any, carry_options, draw_promise, promise_events, resolve_recalls, rule_change
from .manifestos import Card
from .options import OPTIONS, Options, settle
from .roles import HUMAN, QUOTA, ROLES, SEATS, WOLF
from .setup import LAST_PLAIN_DAY, MAX_PLAYERS, default_roles, played_deck

__all__ = ["ENGINE", "FastGame", "FastResult", "FastSetup", "play_fast", "supports"]

#: the decisions (what :meth:`FastGame._resume` goes on with)
_FAVOURITE, _ANNOUNCE, _VOTE, _VOLUNTEERS, _VOLUNTEER, _CARRY, _NIGHT = range(7)
#: the vote styles (SEI-23)
_SIMULTANEOUS, _IN_TURN, _OPEN = range(3)
#: the party and seat eligibility of each role id (SEI-01)
_PARTY = {r.id: r.party for r in ROLES.values()}
_ELIGIBLE = {r.id: r.eligible for r in ROLES.values()}
#: SEI-02: what the reporter finds of each role id (a Wolf Party *member*)
_MEMBER = {r.id: r.member for r in ROLES.values()}
#: SEI-44: the roles that hold off an early end while in the race
_LAWYERS = frozenset(("lawyer", "corrupt_lawyer"))
#: a generator made without seeding it (a copy sets its state at once)
#: what the fast engine does not cover (:func:`supports`)
_POSITION = "a game from a described position (SEI-20)"
#: SEI-50: the promise deck
_PROMISES = ("success",) * 8 + ("failure",) * 2
#: the observer of a public fact (:meth:`FastGame.observation`)
_EVERYONE = -1
#: the facts the seats learned, newest first: ``(older, (observer, kind, subject, value))``
#: (``observer`` :data:`_EVERYONE` for a public one), ``None`` before the first; a copy shares it
_Facts = tuple[Any, tuple[int, str, int, Any]] | None


def supports(options: Mapping[str, Any] | None = None) -> str | None:
    """``None`` when the fast engine plays games with ``options`` (as ``new_game`` takes
    them, without ``seed``) exactly as the readable engine does: every valid setup but
    one from a described ``position``; else what it does not cover. Invalid options
    raise as the readable game raises them."""
    return None if FastSetup.resolve(options).position is None else _POSITION


class FastSetup:
    """The options of a game resolved once (checked as the readable game checks them,
    ``options.settle``) into what a fast game reads: the seats, the fixed roles or the
    default setup to shuffle (SEI-03), the deck (SEI-50, SEI-56), each day's vote style
    (SEI-23) and the guard's options (SEI-32)."""

    __slots__ = (
        "campaign_rounds",
        "cards",
        "deal",
        "fixed_manifestos",
        "fixed_promises",
        "fixed_roles",
        "guard_repeat",
        "guard_self",
        "listed",
        "manifesto_rules",
        "options",
        "pile",
        "players",
        "styles",
    )

    def __init__(self, options: Mapping[str, Any] | None = None):
        opts = self.resolve(options)
        if opts.position is not None:
            raise InvalidArgument(
                f"the fast engine does not cover {_POSITION}: it starts at the deal; play it on the readable "
                "engine (new_game('seijika', position=...)); allowed: any other options"
            )
        self.options = opts
        self.players = opts.players
        self.fixed_roles = opts.roles
        self.deal = tuple(default_roles(opts.players)) if opts.roles is None else opts.roles
        deck = played_deck(opts.manifesto_deck)
        self.cards: dict[str, Card] = deck.by_id()
        self.listed = deck.listed()
        self.pile = tuple(deck.dealt())
        self.manifesto_rules = opts.manifestos is not False
        self.fixed_manifestos = opts.manifestos if isinstance(opts.manifestos, tuple) else None
        self.fixed_promises = opts.promises
        assert opts.vote_styles is not None  # settle() gives the rules' default
        open_style = _OPEN if opts.open_vote_order == "volunteer" else _IN_TURN
        self.styles = tuple(_SIMULTANEOUS if s == "simultaneous" else open_style for s in opts.vote_styles)
        self.guard_self = opts.guard_self
        self.guard_repeat = opts.guard_repeat
        self.campaign_rounds = opts.campaign_rounds

    def play(self, seed: int, agents: Sequence[Any]) -> FastGame:
        """Game ``seed`` played to its end by ``agents`` (one per seat, :meth:`FastGame.play`):
        the seats' facts kept only if an agent reads an observation (:meth:`FastGame._observed`)."""
        return FastGame(seed, self, _observe=False).play(agents)

    @staticmethod
    def resolve(options: Mapping[str, Any] | None) -> Options:
        """``options`` checked and settled as ``SeijikaGame`` does (same errors)."""
        given = given_options(options)
        values, _ = OPTIONS.resolve(given)
        return settle(values, "players" in given)


class FastResult(NamedTuple):
    """How a fast game ended (:attr:`result`, as the readable game's ``Result``) and
    its summary columns (:meth:`FastGame.summary`)."""

    result: Result
    summary: dict[str, Any]


class FastGame(Hearing):
    """A game of 政治家人狼 on the fast engine: ``FastGame(seed, options)`` deals as
    ``new_game("seijika", seed=seed, **options)`` deals, and the same choices play the
    same game. ``to_act()``, ``legal(seat)``, ``act(seat, action)``, ``over`` and
    ``result`` read as the readable game's; :meth:`copy` is an independent copy in a
    time that does not grow with the game (no replay)."""

    __slots__ = (
        "_ballots",
        "_candidates",
        "_changes",
        "_day1",
        "_due",
        "_facts",
        "_named",
        "_night_counts",
        "_options",
        "_parties",
        "_reason",
        "_record",
        "_remaining",
        "_round",
        "_script",
        "_seen",
        "_side",
        "_start",
        "_style",
        "_told",
        "_track",
        "_voters",
        "_waits",
        "_weights",
        "announced",
        "cards",
        "day",
        "elected",
        "elected_today",
        "emit",
        "in_race",
        "last_protected",
        "manifesto",
        "mimic_as",
        "pending_recalls",
        "promises",
        "promises_drawn",
        "recalled",
        "recalled_tonight",
        "recalls",
        "rng",
        "roles",
        "seats",
        "seed",
        "setup",
        "sitting_out",
        "smeared",
    )

    cards: dict[str, Card]
    in_race: list[bool]
    elected: list[int]
    seats: list[int]
    recalled: list[int]
    recalls: int
    pending_recalls: list[int]
    recalled_tonight: list[int]
    rng: random.Random
    emit: Callable[[Any], None]
    promises: list[str]
    promises_drawn: list[str]

    def __init__(
        self,
        seed: int,
        options: FastSetup | Mapping[str, Any] | None = None,
        script: Script | None = None,
        *,
        _observe: bool = True,
    ):
        setup = stepped_setup(seed, options, FastSetup)
        self.seed = seed
        self.setup = setup
        self._script = script
        n = self.players = setup.players
        self.cards = setup.cards
        self.rng = rng = random.Random(seed)
        self.emit = _ignore
        self._record = _observe  # whether the seats' facts are kept (:meth:`observation`)
        self._facts: _Facts = None
        self._day1: tuple[tuple[int, int], ...] = ()
        self._parties: tuple[int, ...] = ()  # announced in the morning (SEI-56)
        self._named: tuple[tuple[int, str, tuple[int, ...]], ...] = ()  # told in the morning (SEI-54)
        #: SEI-54: the timed rule changes, each with whether it has started (``_boundary``)
        self._changes: tuple[tuple[Modifier, bool], ...] = ()
        self._due: frozenset[str | None] = frozenset()  # the boundaries where one ends or starts
        self._deaf()  # no seat watched (core.fast.Hearing)
        self._told = 0
        self._seen: dict[int, tuple[Observation, _Facts]] = {}
        self._deal(rng, n)
        self.day = 0
        self.in_race = [True] * n
        self.sitting_out: frozenset[int] = frozenset()
        self.smeared: set[int] = set()
        self.elected = []
        self.elected_today: int | None = None
        self.seats = []
        self.recalled = []
        self.recalls = 0
        self.pending_recalls = []
        self.recalled_tonight = []
        self.last_protected: tuple[int, ...] = ()
        self.announced: list[str | None] = [None] * n
        self.mimic_as: dict[int, str] = {}
        self._weights: dict[int, int] = {}
        self._night_counts: dict[str, int] = {}
        self._track: tuple[Any, ...] = ()
        self._side: str | None = None
        self._reason: tuple[Any, ...] = ()
        self._seats: tuple[int, ...] = ()
        self._legal: tuple[tuple[Any, ...], ...] = ()
        self._picks: list[Any] = []
        self._taken = 0
        self._one = False
        self._stage = -1
        self._voters: tuple[int, ...] = ()
        self._candidates: tuple[int, ...] = ()
        self._round = 0
        self._style = _SIMULTANEOUS
        self._start = 0
        self._ballots: dict[int, int] = {}
        self._options: dict[int, tuple[Vote, ...]] = {}
        self._waits: dict[int, tuple[Any, ...]] = {}
        self._remaining: list[int] = []
        self._role_check()

    @classmethod
    def from_game(cls, game: Any) -> FastGame:
        """The readable ``game`` (a ``SeijikaGame``) as a fast game at the same point
        (``core.fast.replayed``); a game from a described
        position is refused by :class:`FastSetup`."""
        return replayed(cls, game, "seijika")

    # ----- the deal and the role check (SEI-03, SEI-10 ... SEI-15, SEI-50) -------------------------------
    def _deal(self, rng: random.Random, n: int) -> None:
        """SEI-03: the fixed roles, or the default setup shuffled; SEI-50: with manifestos,
        one card per seat from the shuffled pile (or the fixed deal) and the promise deck
        shuffled (or fixed). The draws of ``SeijikaGame._deal``, in its order."""
        setup = self.setup
        if setup.fixed_roles is None:
            roles = list(setup.deal)
            rng.shuffle(roles)
            self.roles: tuple[str, ...] = tuple(roles)
        else:
            self.roles = setup.fixed_roles
        self.manifesto: list[str | None] = [None] * n
        self.promises = []
        self.promises_drawn = []
        if not setup.manifesto_rules:
            return
        if setup.fixed_manifestos is None:
            pile = list(setup.pile)
            rng.shuffle(pile)
            self.manifesto = list(pile[:n])
        else:
            self.manifesto = list(setup.fixed_manifestos)
        if setup.fixed_promises is None:
            self.promises = list(_PROMISES)
            rng.shuffle(self.promises)
        else:
            self.promises = list(setup.fixed_promises)

    def _role_check(self) -> None:
        """SEI-12: each lover picks a favourite among the wolves (one at a time); the
        rest of the role check (SEI-11, SEI-13 ... SEI-15) follows."""
        roles = self.roles
        lovers = tuple(s for s, r in enumerate(roles) if r == "lover")
        if lovers:
            options = _favourites(tuple(s for s, r in enumerate(roles) if r == "wolf"))
            self._ask(_FAVOURITE, lovers, (options,) * len(lovers), True)
        else:
            self._hints()

    def _hints(self) -> None:
        """SEI-13: each reporter is shown one player drawn from everyone but the wolves,
        the lover and themself (a fact of its own, :meth:`observation`); SEI-14: the spies
        meet (told only); then day 1 begins (SEI-20)."""
        roles = self.roles
        for reporter in (s for s, r in enumerate(roles) if r == "reporter"):
            pool = [s for s, r in enumerate(roles) if r not in ("wolf", "lover") and s != reporter]
            if pool:
                hint = pool[announced(self._script, self.rng, len(pool))]
                self._facts = (self._facts, (reporter, "hint", hint, True))
                if self._ear >= 0:
                    self._hear(Chance(ev.SAY("reporter's hint"), hint, only(reporter)))
                    self._hear(knowledge(reporter, ("hint", hint, True), only(reporter)))
        if self._ear >= 0:
            self._hear_spies()
        self._dawn()
        self._day()

    def _hear_spies(self) -> None:
        """SEI-14: the spies learn each other, the wolves the spies and, with
        ``spy_meets_wolves``, the spies the wolves (each fact told to its observer)."""
        roles = self.roles
        wolves = [s for s, r in enumerate(roles) if r == "wolf"]
        spies = [s for s, r in enumerate(roles) if r == "spy"]
        meetings = [(spies, spies), (wolves, spies)]
        if self.setup.options.spy_meets_wolves:
            meetings.append((spies, wolves))
        for observers, subjects in meetings:
            for o in observers:
                for seat in subjects:
                    if seat != o:
                        self._hear(knowledge(o, ("role", seat, roles[seat]), only(o)))

    # ----- the day (SEI-20 ... SEI-27, SEI-51) -----------------------------------------------------------------
    def _dawn(self) -> None:
        """A new day: tonight's manifesto counts end, the next day's begin (SEI-54)."""
        self.day += 1
        if self._ear >= 0:
            self._hear(ev.Dawn(self.day))
        if "dawn" in self._due:
            self._boundary("dawn")

    def _day(self) -> None:
        """SEI-20: day 1's policy speeches with the manifestos announced in seat order
        (SEI-51), then the election."""
        if self.day == 1 and self._ear >= 0:
            self._hear(announcement("policy speeches"))
        if self.day == 1 and self.setup.manifesto_rules:
            listed, cards, roles = self.setup.listed, self.cards, self.roles
            options = []
            for seat in range(self.players):
                held = self.manifesto[seat]
                assert held is not None
                if _PARTY[roles[seat]] == WOLF or cards[held].mimic:
                    options.append(announce_any(listed))
                else:
                    options.append((Announce(held),))
            self._ask(_ANNOUNCE, tuple(range(self.players)), tuple(options), True)
            return
        self._election()

    def _election(self) -> None:
        """SEI-21 ... SEI-23: the players in the race and not sitting out vote; one is
        elected unopposed, none means no election (decision); an open vote starts from a
        seat drawn at random (SEI-23); the campaign before it (SEI-20: its rounds, told only)."""
        if self._ear >= 0:
            self._hear(announcement("campaign", self._campaign_rounds()))
        self.elected_today = None
        out = self.sitting_out
        voters = tuple(s for s, up in enumerate(self.in_race) if up and s not in out)
        if len(voters) < 2:
            if voters:
                self._elected(voters[0], "unopposed")
            else:
                self._elected(None, "no election")
            return
        styles = self.setup.styles
        style = self._style = styles[min(self.day, len(styles)) - 1]
        if style != _SIMULTANEOUS:
            self._start = voters[announced(self._script, self.rng, len(voters))]
            if self._ear >= 0:
                self._hear(Chance(VOTES("first voter", vote_id(self.day)), self._start))
        self._voters = self._candidates = voters
        self._round = 0
        self._vote_round()

    def _vote_round(self) -> None:
        """SEI-23, SEI-24: one round of the vote in the day's style: all at once; in
        turn from the starting seat; or volunteers (every voter who has not voted may
        raise a hand or wait, one raised hand is drawn; with none up, the next voter in
        seat order from the starting seat votes)."""
        seats = self._voters
        options, waits = _ballots(self._candidates)
        self._options, self._waits = options, waits
        self._ballots = {}
        style = self._style
        if style == _SIMULTANEOUS:
            self._ask(_VOTE, seats, tuple([options[v] for v in seats]), False)
            return
        i = seats.index(self._start)
        order = seats[i:] + seats[:i]
        if style == _IN_TURN:
            self._ask(_VOTE, order, tuple([options[v] for v in order]), True)
        else:
            self._remaining = list(order)
            self._volunteers()

    def _volunteers(self) -> None:
        """SEI-23: the next step of a volunteer vote (the round ends when all have voted)."""
        remaining = self._remaining
        if len(remaining) > 1:
            seats = tuple(sorted(remaining))
            waits = self._waits
            self._ask(_VOLUNTEERS, seats, tuple([waits[v] for v in seats]), False)
        elif remaining:
            voter = remaining[0]
            self._ask(_VOLUNTEER, (voter,), (self._options[voter],), True)
        else:
            self._tally()

    def _hands(self, seats: tuple[int, ...], picks: list[Any]) -> None:
        """SEI-23: one raised hand is drawn among several; one hand up votes; none: the
        next voter from the starting seat must vote."""
        hands = [v for v, p in zip(seats, picks) if p is not WAIT]  # noqa: B905 (aligned)
        if not hands:
            voter = self._remaining[0]
            if self._ear >= 0:
                self._hear(HandsRaised(vote_id(self.day), self._round, (), voter))
            self._ask(_VOLUNTEER, (voter,), (self._options[voter],), True)
            return
        voter = hands[announced(self._script, self.rng, len(hands))] if len(hands) > 1 else hands[0]
        if self._ear >= 0:
            self._hear(HandsRaised(vote_id(self.day), self._round, tuple(hands), voter))
        self._cast(voter, picks[seats.index(voter)].target)

    def _volunteer_round(self, draws: Sequence[Callable[[], float]]) -> None:
        """SEI-23: the rest of a volunteer round when every seat is a random chooser
        (:meth:`play`): the steps of :meth:`_volunteers` and :meth:`_hands` in one loop,
        each seat drawing from its own generator as it would be asked (the same draws in
        the same order: the differential test plays games both ways)."""
        remaining, options, waits, ballots = self._remaining, self._options, self._waits, self._ballots
        script, rng, heard = self._script, self.rng, self._ear >= 0
        while len(remaining) > 1:
            hands = []
            for v in sorted(remaining):
                mine = waits[v]
                choice = mine[int(draws[v]() * len(mine))]
                if choice is not WAIT:
                    hands.append((v, choice.target))
            if len(hands) > 1:
                voter, target = hands[announced(script, rng, len(hands))]
            elif hands:
                voter, target = hands[0]
            else:  # nobody volunteered: the next voter from the starting seat
                voter = remaining[0]
                mine = options[voter]
                target = mine[int(draws[voter]() * len(mine))].target
            if heard:
                self._hear(HandsRaised(vote_id(self.day), self._round, tuple([v for v, _ in hands]), voter))
                self._hear(self._ballot(voter, target))
            remaining.remove(voter)
            ballots[voter] = target
        if remaining:
            voter = remaining.pop()
            mine = options[voter]
            ballots[voter] = target = mine[int(draws[voter]() * len(mine))].target
            if heard:
                self._hear(self._ballot(voter, target))
        self._tally()

    def _cast(self, voter: int, target: int) -> None:
        """SEI-23: a volunteer's ballot; on day 1's first round the public ballots so far
        (SEI-22) grow by it, one tuple that every seat's observation shares until the next."""
        self._remaining.remove(voter)
        self._ballots[voter] = target
        if self._ear >= 0:
            self._hear(self._ballot(voter, target))
        if self._record and self.day == 1 and not self._round:
            self._day1 = (*self._day1, (voter, target))
        self._volunteers()

    def _ballot(self, voter: int, target: int) -> Ballot:
        """SEI-22, SEI-23, SEI-54: ``voter``'s ballot in this round, as the readable vote logs it
        (public, with the voter's weight): a ballot in turn or a volunteer's, told as it is cast."""
        return Ballot(voter, target, self._weights.get(voter, 1), self.day, vote_id(self.day), self._round)

    def _tally(self) -> None:
        """SEI-24: the most votes (each counting its voter's weight, SEI-54) elect; a tie
        calls runoff 1, then runoff 2 among the tied, everyone who voted voting again;
        a third tie is drawn by lot."""
        if self._record and self.day == 1 and not self._round:  # day 1's first round, public (SEI-22)
            self._day1 = tuple(self._ballots.items())
        top = leaders(tally(self._ballots, self._weights or None))
        lot = top[announced(self._script, self.rng, len(top))] if len(top) > 1 and self._round >= 2 else None
        if self._ear >= 0:
            self._hear_round(lot)
        if lot is not None:
            self._elected(lot, "lot")
        elif len(top) == 1:
            self._elected(top[0], "vote")
        elif not top:
            self._elected(None, "no votes")  # no vote counted (SEI-22)
        else:
            self._candidates = top
            self._round += 1
            self._vote_round()

    def _hear_round(self, lot: int | None) -> None:
        """SEI-22 ... SEI-24: the round's ballots cast at once (the others were told as they
        were cast), the lot among the tied of a third tie (``lot``), the round's result, as
        ``core.voting.run_vote`` logs them."""
        heard, _ = round_events(
            self._ballots,
            self._candidates,
            self._voters,
            self.day,
            vote_id(self.day),
            self._round,
            TieRule.RUNOFF_RUNOFF_LOTTERY,
            "SEI-24",
            "election",
            self._weights or None,
            self._style == _SIMULTANEOUS,
            lot,
        )
        for event in heard:
            self._hear(event)

    def _elected(self, winner: int | None, how: str) -> None:
        """SEI-25, SEI-26: the winner leaves the race and fills a seat if eligible; the
        vote effects end with the election (SEI-54); the quota check (SEI-41, SEI-44)
        or, with manifestos, the two-wolves check (SEI-55) and the winner's manifesto
        (SEI-53); the winner's final speech (told only). ``how``: ``vote``, ``lot`` or
        ``unopposed``; with no winner, ``no election`` or ``no votes`` (SEI-22)."""
        if self._ear >= 0:
            self._hear(announcement(how) if winner is None else ev.Elected(winner, how))
        if "election" in self._due:
            self._boundary("election")
        if winner is not None:
            self.in_race[winner] = False
            self.elected.append(winner)
            self.elected_today = winner
            self._track = (self._track, (winner, self.day, "elected"))
            if _ELIGIBLE[self.roles[winner]]:
                self.seats.append(winner)
            manifestos = self.setup.manifesto_rules
            if manifestos and sum(self.roles[s] == "wolf" for s in self.seats) < 2:
                self._ask(_CARRY, (winner,), (self._carry_options(winner),), True)
                return
            if self._ear >= 0:
                self._hear(announcement("final speech", winner))
            if manifestos:
                self._finish(WOLF, ("two wolves",))
                return
            if self._quota_check():
                return
        self._end_of_day()

    def _quota_check(self) -> bool:
        """SEI-41, SEI-44: a party at its quota ends the game unless a lawyer or corrupt
        lawyer is in the race; four seats end it too, judged by SEI-40 (true: ended)."""
        counts = self._counts()
        reached = [p for p in (HUMAN, WOLF) if counts[p] >= QUOTA[p]]
        if reached and not any(self.in_race[s] and r in _LAWYERS for s, r in enumerate(self.roles)):
            self._finish(reached[0], (f"quota {reached[0]}",))
            return True
        if len(self.seats) >= SEATS:
            self._judge(("four seats",))
            return True
        return False

    def _carry_options(self, winner: int) -> tuple[CarryOut, ...]:
        """SEI-51, SEI-53: the cards the winner may play (the held one; a Human Party
        mimic holder the card announced; a Wolf Party one any listed) with their sides
        and targets (``execution.carry_options``)."""
        held = self.manifesto[winner]
        assert held is not None
        party = _PARTY[self.roles[winner]]
        if not self.cards[held].mimic:
            playable: tuple[str, ...] = (held,)
        elif party == HUMAN:
            playable = (self.mimic_as[winner],)
        else:
            playable = self.setup.listed
        return carry_options(self, winner, playable, party)

    def _carry_out(self, winner: int, choice: CarryOut) -> None:
        """SEI-53, SEI-54: the winner draws a promise card (success: the chosen side,
        failure: the other) and the effect takes hold: a vote weight until the next
        election, a night count tonight, the campaign's length the next day (timed rule
        changes, :meth:`_add_change`), a recall at night, a party announced in the morning;
        the targets named, told in the morning; the winner's final speech (told only)."""
        heard = self._ear >= 0
        if heard:
            self._hear(ev.SideChosen(winner, choice.card, choice.side, choice.targets, only(winner)))
        promise = draw_promise(self)
        fired = choice.side if promise == "success" else (WOLF if choice.side == HUMAN else HUMAN)
        card = self.cards[choice.card]
        if heard:
            for event in promise_events(winner, card, promise, fired):
                self._hear(event)
        effect = card.effect(fired)
        target = winner if effect.target == "winner" else choice.target(effect.target)
        if choice.targets:  # SEI-54: the targets named, told in the morning
            named = tuple([t for t in choice.targets if t is not None])
            if named:
                self._named = (*self._named, (winner, card.id, named))
        kind = effect.primitive
        change = rule_change(effect, target, card.id, winner)
        if change is not None:
            self._add_change(change)
        elif kind == "recall" and target is not None:
            self.pending_recalls.append(target)
        elif kind == "announce_party" and target is not None:
            self._parties = (*self._parties, target)  # SEI-56: announced in the morning
        if heard:
            self._hear(announcement("final speech", winner))
        self._end_of_day()

    # ----- the timed rule changes (SEI-54, ``core.modifiers``) ---------------------------------------------
    def _add_change(self, change: Modifier) -> None:
        """SEI-54: a manifesto's timed rule change (``execution.rule_change``) starts now or
        waits for its scope's start, as ``core.modifiers.Modifiers.add`` holds it."""
        started = change.scope.start is None
        if started and self._ear >= 0:
            self._hear(rule_changed(change, True))
        self._changes = (*self._changes, (change, started))
        self._in_force()

    def _boundary(self, name: str) -> None:
        """The game passes boundary ``name`` (``dawn``, ``election``, ``dusk``): the rule
        changes that end there end, then those waiting for it start, as
        ``core.modifiers.Modifiers.boundary`` logs them."""
        hear = self._hear if self._ear >= 0 else None
        kept: list[tuple[Modifier, bool]] = []
        for change, started in self._changes:  # first what ends here
            if started and change.scope.end == name:
                if hear is not None:
                    hear(rule_changed(change, False))
            else:
                kept.append((change, started))
        for i, (change, started) in enumerate(kept):  # then what starts here
            if not started and change.scope.start == name:
                if hear is not None:
                    hear(rule_changed(change, True))
                kept[i] = (change, True)
        self._changes = tuple(kept)
        self._in_force()

    def _in_force(self) -> None:
        """SEI-54: what the rule changes in force set: each seat's vote weight, tonight's
        counts (the latest change of each, as ``Modifiers.get`` reads them); and the
        boundaries where one ends or starts (:meth:`_boundary` is called at those only)."""
        weights: dict[int, int] = {}
        counts: dict[str, int] = {}
        due: set[str | None] = set()
        for change, started in self._changes:
            if started and change.name == "vote_weight":
                weights[change.subject] = change.value
            elif started and change.name != "campaign_rounds":
                counts[change.name] = change.value
            due.add(change.scope.end if started else change.scope.start)
        self._weights, self._night_counts, self._due = weights, counts, frozenset(due)

    def _campaign_rounds(self) -> int:
        """SEI-20, SEI-54: today's rounds of campaign: the option's, changed by a manifesto, one at least."""
        more = sum([c.value for c, started in self._changes if started and c.name == "campaign_rounds"])
        return max(1, self.setup.campaign_rounds + more)

    def _end_of_day(self) -> None:
        """SEI-42: plain rules end after day 4; SEI-27, SEI-34: the smeared return, but a
        lover, who stays out for good (public); then the night."""
        if not self.setup.manifesto_rules and self.day >= LAST_PLAIN_DAY:
            self._judge(("day over", self.day))
            return
        for seat in sorted(self.sitting_out):
            if self.roles[seat] == "lover":
                self.in_race[seat] = False
                self._track = (self._track, (seat, self.day, "lover out"))
                if self._record:
                    self._facts = (self._facts, (_EVERYONE, "role", seat, "lover"))  # SEI-34: public
                if self._ear >= 0:
                    self._hear(announcement("lover out", seat))
            elif self._ear >= 0:
                self._hear(announcement("returns", seat))
        self.sitting_out = frozenset()
        self._night()

    # ----- the night (SEI-30 ... SEI-35, SEI-54, SEI-55) ----------------------------------------------------
    def _night(self) -> None:
        """SEI-55: the recalls resolve first (``execution.resolve_recalls``); SEI-31,
        SEI-32, SEI-54: the wolves in the race propose a target in the race (two under a
        manifesto), the guard protects (``guard_self``, ``guard_repeat``; two or none),
        the reporter investigates anyone but themself (two or none), all at once. Tonight's
        rule changes begin at dusk and the next day's end (SEI-54)."""
        if "dusk" in self._due:
            self._boundary("dusk")
        if self._ear >= 0:
            self._hear(ev.Dusk(self.day))
        recalled = len(self.recalled)
        resolve_recalls(self)
        for seat in self.recalled[recalled:]:
            self._track = (self._track, (seat, self.day, "recalled"))
        counts = self._night_counts
        smear = counts.get("smear_targets", 1)
        protect = counts.get("guard_protects", 1)
        investigate = counts.get("reporter_checks", 1)
        race = tuple(s for s, up in enumerate(self.in_race) if up)
        seats: list[int] = []
        legal: list[tuple[Ability, ...]] = []
        setup = self.setup
        for seat in race:
            role = self.roles[seat]
            if role == "wolf":
                seats.append(seat)
                legal.append(aimed("smear", race, max(1, smear)))
            elif role == "guard" and protect:
                last = self.last_protected
                pool = tuple(
                    s for s in race if (setup.guard_self or s != seat) and (setup.guard_repeat or s not in last)
                )
                if pool:
                    seats.append(seat)
                    legal.append(aimed("protect", pool, protect))
            elif role == "reporter" and investigate:
                seats.append(seat)
                legal.append(aimed("investigate", _others(self.players, seat), investigate))
        if seats:
            self._ask(_NIGHT, tuple(seats), tuple(legal), False)
        else:
            self._dusk_to_dawn((), [])

    def _dusk_to_dawn(self, seats: tuple[int, ...], picks: list[Any]) -> None:
        """SEI-31: the most proposed target(s), ties by lot (``core.team``); SEI-32: a
        protected target is not smeared; a smear that fails (SEI-54) smears nobody;
        what the seats learn (:meth:`_night_facts`); the morning: its announcements (told
        only, :meth:`_hear_morning`), SEI-33: the smeared sit out the day; SEI-55: with
        manifestos the game may end then."""
        proposals = {s: p.targets for s, p in zip(seats, picks, strict=True) if p.ability == "smear"}
        smear = self._night_counts.get("smear_targets", 1)
        targets: tuple[Any, ...] = ()
        tied = None
        if proposals:  # the most proposed, ties by the wolves' lot (core.team.settle_proposals)
            k = max(1, smear)
            targets, tied = ranked(proposals, k)
            if tied is not None:
                targets += announced_order(self._script, self.rng, tied, k - len(targets))
        protected: set[int] = set()
        self.last_protected = ()
        for p in picks:
            if p.ability == "protect":
                protected.update(p.targets)
                self.last_protected = p.targets
        if smear:
            for t in targets:
                if t not in protected:
                    self.smeared.add(t)
                    self._track = (self._track, (t, self.day, "smeared"))
        if self._ear >= 0:
            self._hear_night(seats, picks, tied, targets)
        if self._record:
            self._night_facts(seats, picks)
        self._dawn()
        if self._ear >= 0:
            self._hear_morning()
        self.recalled_tonight = []  # SEI-33: who sits out today, the smeared still in the race
        self._named = self._parties = ()
        self.sitting_out = frozenset(s for s in self.smeared if self.in_race[s])
        self.smeared = set()
        if self._ear >= 0:
            self._hear_sitting_out()
        if self.setup.manifesto_rules and self._manifesto_end():
            return
        self._day()

    def _hear_night(self, seats: tuple[int, ...], picks: list[Any], tied: Any, targets: tuple[Any, ...]) -> None:
        """SEI-31, SEI-32: the wolves' proposals, seen by the wolves who proposed, and their
        lot among the ``tied`` (``core.team.settle_proposals``); the guard's choice, seen by
        the guard; the night's results (:meth:`_results`), as the readable night logs them."""
        hear = self._hear
        team = frozenset([s for s, p in zip(seats, picks, strict=True) if p.ability == "smear"])
        for seat, p in zip(seats, picks, strict=True):
            if p.ability == "smear":
                hear(Proposal(seat, "smear", p, team))
        if tied is not None:
            hear(Chance(lot_what("smear", tied), targets, team))
        for seat, p in zip(seats, picks, strict=True):
            if p.ability == "protect":
                hear(ev.Protected(seat, p.targets, only(seat)))
        for observer, key in self._results(seats, picks):
            hear(knowledge(observer, key, only(observer)))

    def _results(self, seats: tuple[int, ...], picks: list[Any]) -> list[tuple[int, tuple[str, int, Any]]]:
        """SEI-02, SEI-35: what the night tells its seats, ``(observer, key)`` in the readable
        night's order: each reporter's results (a Wolf Party member or not), then the
        prosecutor's (the party of the day's elected seat)."""
        roles = self.roles
        results: list[tuple[int, tuple[str, int, Any]]] = []
        for seat, p in zip(seats, picks, strict=True):  # seat order, as the readable night tells them
            if p.ability == "investigate":
                for t in p.targets:
                    results.append((seat, ("member", t, _MEMBER[roles[t]])))
        elected = self.elected_today
        if elected is not None:
            for seat, role in enumerate(roles):
                if role == "prosecutor" and self.in_race[seat]:
                    results.append((seat, ("party", elected, _PARTY[roles[elected]])))
        return results

    def _night_facts(self, seats: tuple[int, ...], picks: list[Any]) -> None:
        """What the seats learn from the night to the morning (:meth:`observation`): the
        night's results (:meth:`_results`); SEI-56: the parties announced in the morning,
        to everyone."""
        roles, facts = self.roles, self._facts
        for observer, (kind, subject, value) in self._results(seats, picks):
            facts = (facts, (observer, kind, subject, value))
        for seat in self._parties:
            facts = (facts, (_EVERYONE, "party", seat, _PARTY[roles[seat]]))
        self._facts = facts

    def _hear_sitting_out(self) -> None:
        """SEI-33: the morning's last announcements: who sits out today, or nobody."""
        for seat in sorted(self.sitting_out):
            self._hear(announcement("sits out", seat))
        if not self.sitting_out:
            self._hear(announcement("nobody sits out"))

    def _hear_morning(self) -> None:
        """SEI-54 ... SEI-56: the morning's announcements before who sits out, as
        ``SeijikaGame._morning`` makes them (a party announced: a fact of every seat's,
        seen by everyone)."""
        hear = self._hear
        for seat in self.recalled_tonight:
            hear(announcement("recalled", seat))
        for winner, card, named in self._named:
            hear(announcement("named", winner, card, *named))
        for seat in self._parties:
            key = ("party", seat, _PARTY[self.roles[seat]])
            for observer in range(self.players):
                hear(knowledge(observer, key, None))
        for change, started in self._changes:
            if started and change.name == "vote_weight":
                hear(announcement("vote weight", change.subject, change.value))

    def _manifesto_end(self) -> bool:
        """SEI-55: after the night, the game ends when four seats are filled net of
        recalls, when the day limit (4 plus the recalls) is over, or when fewer than
        two players are left in the race (true: ended)."""
        if len(self.seats) >= SEATS:
            self._judge(("four seats net",))
        elif self.day - 1 >= SEATS + self.recalls:
            self._judge(("last day", self.day - 1))
        elif sum(self.in_race) < 2:
            self._judge(("few left",))
        else:
            return False
        return True

    # ----- the end (SEI-40 ... SEI-43) ---------------------------------------------------------------------
    def _counts(self) -> dict[str, int]:
        counts = {HUMAN: 0, WOLF: 0}
        for s in self.seats:
            counts[_PARTY[self.roles[s]]] += 1
        return counts

    def _judge(self, why: tuple[Any, ...]) -> None:
        """SEI-40, SEI-42, SEI-55: a party at its quota wins, else the Wolf Party."""
        counts = self._counts()
        if counts[HUMAN] >= QUOTA[HUMAN]:
            self._finish(HUMAN, ("then", why, "holds human"))
        elif counts[WOLF] >= QUOTA[WOLF]:
            self._finish(WOLF, ("then", why, "holds wolf"))
        else:
            self._finish(WOLF, ("then", why, "no quota"))

    def _finish(self, party: str, reason: tuple[Any, ...]) -> None:
        """SEI-43: every member of ``party`` wins (the result is built when read); every
        role is revealed."""
        if self._ear >= 0:
            self._hear(ev.RolesRevealed(self.roles))
            winners = tuple([s for s, r in enumerate(self.roles) if _PARTY[r] == party])
            self._hear(GameEnded(winners, party, _reason_phrase(reason)))
        self._side = party
        self._reason = reason
        self._seats = ()

    # ----- decisions -----------------------------------------------------------------------------------------------
    def _resume(self) -> None:
        """Every seat of the decision has chosen: go on with the rules (the choices of a
        decision of seats one at a time not told yet told first, :meth:`_tell_picks`)."""
        if self._one and self._ear >= 0:
            self._tell_picks()
        self._told = 0
        stage, seats, picks = self._stage, self._seats, self._picks
        self._seats = ()
        if stage == _VOLUNTEERS:
            self._hands(seats, picks)
        elif stage == _VOLUNTEER:
            self._cast(seats[0], picks[0].target)
        elif stage == _VOTE:
            ballots = self._ballots
            for voter, choice in zip(seats, picks):  # noqa: B905 (aligned)
                ballots[voter] = choice.target
            self._tally()
        elif stage == _NIGHT:
            self._dusk_to_dawn(seats, picks)
        elif stage == _CARRY:
            self._carry_out(seats[0], picks[0])
        elif stage == _ANNOUNCE:
            for seat, choice in zip(seats, picks, strict=True):
                self.announced[seat] = choice.card
                held = self.manifesto[seat]
                if held is not None and self.cards[held].mimic:
                    self.mimic_as[seat] = choice.card  # SEI-51: fixed for a Human Party holder
            self._election()
        else:  # _FAVOURITE: recorded by the readable game only (SEI-12: no rule effect)
            self._hints()

    def act(self, seat: int, action: Any) -> None:
        """Take ``action`` for ``seat`` (``core.fast.Pending.act``); while a seat is watched, a
        choice in a decision of seats one at a time is told at once, as the readable flow
        logs it before the next seat chooses (:meth:`_tell_picks`)."""
        super().act(seat, action)
        if self._ear >= 0 and self._one and 0 < self._taken < len(self._seats):  # the decision goes on
            self._tell_picks()

    def watch(self, seat: object, expect: Sequence[Any] | None = None, start: int = 0) -> None:
        """``core.fast.Hearing.watch``; the choices already made in a decision of seats one
        at a time were seen before: not told."""
        super().watch(seat, expect, start)
        self._told = self._taken

    def _tell_picks(self) -> None:
        """The choices made in the pending decision of seats one at a time since the last
        told, each as the readable flow logs it after the seat's choice: a favourite
        (SEI-12, seen by the lover), a manifesto announced (SEI-51), a ballot in turn (SEI-23)."""
        stage, seats, picks, hear = self._stage, self._seats, self._picks, self._hear
        for i in range(self._told, self._taken):
            seat, pick = seats[i], picks[i]
            if stage == _FAVOURITE:
                hear(knowledge(seat, ("favourite", pick.target, True), only(seat)))
            elif stage == _ANNOUNCE:
                hear(ev.ManifestoAnnounced(seat, pick.card, pick.mimic))
            elif stage == _VOTE:
                hear(self._ballot(seat, pick.target))
        self._told = self._taken

    #: SEI-23: the random choosers' loop plays a round of raised hands in one go (:meth:`_shortcut`)
    _SHORTCUT = _VOLUNTEERS

    def _shortcut(self, draws: Sequence[Callable[[], float]]) -> None:
        """The commonest decision, a round of raised hands, for random choosers in one loop."""
        self._volunteer_round(draws)

    # ----- what a seat knows (SEI-60), for the heuristic --------------------------------------------------------
    #: the fast engine asks an agent that reads an observation with one (``core.fast.Pending.play``)
    OBSERVES = True

    def _observed(self, seat: int, choose: Callable[[Any, Sequence[Any]], Any]) -> Callable[[Any], Any]:
        """``Pending._observed``, the seats' facts kept from now: a game made without them
        (``_observe=False``, :meth:`FastSetup.play`) is asked here before its first
        decision, and its deal records the only fact learned before one (SEI-13)."""
        self._record = True
        return super()._observed(seat, choose)

    def observation(self, seat: int) -> Observation:
        """What ``seat`` knows now, as the heuristic reads it (``agents.Observation``): the
        same data ``agents.observe`` reads from the readable game's view of the seat at
        the same decision. Kept per seat as the game runs: the roles it met at night 0
        (SEI-11, SEI-12, SEI-14), then its facts since it was last asked (SEI-02, SEI-13,
        SEI-34, SEI-56); its ``roles`` and ``facts`` are tuples replaced when a fact is
        learned, so an agent tells them unchanged by identity."""
        if not self._record:
            raise InvalidArgument(UNOBSERVED)
        seen = self._seen.get(seat)
        if seen is None:
            obs = Observation(
                seat, self.players, self.day, self.roles[seat], self.manifesto[seat], self._met(seat), (), (), ()
            )
            read: _Facts = None
        else:
            obs, read = seen
        head = self._facts
        if head is not read:
            roles: list[str | None] | None = None
            facts: list[tuple[str, int, Any]] = []
            for observer, kind, subject, value in learned_since(head, read):
                if observer in (seat, _EVERYONE):
                    if kind == "role":
                        if roles is None:
                            roles = list(obs.roles)
                        roles[subject] = value
                    else:
                        facts.append((kind, subject, value))
            if roles is not None:
                obs.roles = tuple(roles)
            if facts:
                obs.facts += tuple(facts)
            self._seen[seat] = (obs, head)
        obs.day = self.day
        obs.in_race = self.in_race
        obs.day1 = self._day1  # day 1's first round: the volunteers' ballots so far (:meth:`_cast`)
        if self._one and self._stage == _VOTE and self.day == 1 and not self._round and self._seats:
            # an in-turn vote on day 1's first round: the ballots before this one (all are tallied at once)
            obs.day1 = tuple([(s, p.target) for s, p in zip(self._seats, self._picks, strict=True) if p is not None])
        return obs

    def _met(self, seat: int) -> tuple[str | None, ...]:
        """The roles ``seat`` knows after night 0: its own and those it met (SEI-11: the
        wolves each other; SEI-12: the lover and the wolves; SEI-14: the spies each other,
        the wolves the spies and, with ``spy_meets_wolves``, the spies the wolves)."""
        roles = self.roles
        role = roles[seat]
        if role == "wolf":
            met: tuple[str, ...] = ("wolf", "lover", "spy")
        elif role == "lover":
            met = ("wolf",)
        elif role == "spy":
            met = ("spy", "wolf") if self.setup.options.spy_meets_wolves else ("spy",)
        else:
            met = ()
        known: list[str | None] = [r if r in met else None for r in roles]
        known[seat] = role
        return tuple(known)

    # ----- public API ----------------------------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self._side is not None

    @property
    def result(self) -> Result | None:
        """How the game ended, as the readable game's ``Result`` (``None`` until then)."""
        side = self._side
        if side is None:
            return None
        winners = frozenset(s for s, r in enumerate(self.roles) if _PARTY[r] == side)
        return Result(winners, side, _reason_phrase(self._reason), self.day)

    def copy(self) -> FastGame:
        """An independent copy of this game as it stands: the explicit state copied
        (the lists and sets of a seat each, the generator's state), no replay, so its
        cost does not grow with the game."""
        other = FastGame.__new__(FastGame)  # blank: core.fast.Copied
        other.seed, other.setup, other.players, other.cards = self.seed, self.setup, self.players, self.cards
        other.roles, other.emit, other.day, other.recalls = self.roles, self.emit, self.day, self.recalls
        other.elected_today, other.last_protected = self.elected_today, self.last_protected
        other.sitting_out, other.smeared = self.sitting_out, self.smeared.copy()
        other.in_race, other.elected, other.seats = self.in_race[:], self.elected[:], self.seats[:]
        other.recalled, other.pending_recalls = self.recalled[:], self.pending_recalls[:]
        other.recalled_tonight, other.manifesto = self.recalled_tonight[:], self.manifesto[:]
        other.announced, other.mimic_as = self.announced[:], self.mimic_as.copy()
        other.promises, other.promises_drawn = self.promises[:], self.promises_drawn[:]
        other._weights, other._night_counts = self._weights.copy(), self._night_counts.copy()
        other._track, other._side, other._reason = self._track, self._side, self._reason
        other._facts, other._day1, other._parties, other._seen = self._facts, self._day1, self._parties, {}
        other._named, other._changes, other._due, other._told = self._named, self._changes, self._due, self._told
        other._record = self._record
        self._copy_pending(other)
        other._voters, other._candidates, other._round = self._voters, self._candidates, self._round
        other._style, other._start, other._ballots = self._style, self._start, self._ballots.copy()
        other._remaining, other._options, other._waits = self._remaining[:], self._options, self._waits
        other.rng = copied_generator(self.rng)
        other._script = None if self._script is None else self._script.copy()
        return other

    def seat_side(self, seat: int) -> str:
        """SEI-43: the party of the seat's role (the game master's knowledge)."""
        return _PARTY[self.roles[seat]]

    def summary(self) -> dict[str, Any]:
        """The readable game's summary columns: the setup, the rules, the seats per party."""
        counts = self._counts()
        return {
            "setup": " ".join(sorted(self.roles)),
            "manifestos": self.setup.manifesto_rules,
            "human_seats": counts[HUMAN],
            "wolf_seats": counts[WOLF],
        }

    @property
    def deaths(self) -> list[tuple[int, int, str]]:
        """Who left the race or sat out, and when, in order: ``(seat, day, cause)``, the
        cause ``elected`` (SEI-25), ``smeared`` (on the night after ``day``: the seat sits
        out the next day, SEI-33), ``lover out`` (SEI-34) or ``recalled`` (at the night
        after ``day``, SEI-55)."""
        items = []
        node = self._track
        while node:
            node, item = node
            items.append(item)
        return items[::-1]


#: the engine a registration names: ``fast="jinro_lab.variants.seijika.fast:ENGINE"``
ENGINE = Engine(supports, FastSetup, FastGame, observes=True)


def play_fast(seed: int, options: FastSetup | Mapping[str, Any] | None, agents: Sequence[Any]) -> FastResult:
    """Play one game of 政治家人狼 on the fast engine to its end: the game of
    ``new_game("seijika", seed=seed, **options)`` with ``agents`` (one per seat: a
    ``RandomAgent``, a ``random.Random`` or a ``chooser(legal)``; ``simulate`` seeds
    random agents with ``agent_seed(seed, seat)``)."""
    game = FastGame(seed, options)
    game.play(agents)
    result = game.result
    assert result is not None
    return FastResult(result, game.summary())


def _ignore(event: Any) -> None:
    """The fast engine's ``emit``: it keeps no log."""


def _reason_phrase(reason: tuple[Any, ...]) -> str:
    """The readable game's reason phrase from the fast engine's key (``ev.SAY``)."""
    if reason[0] != "then":
        return ev.SAY(*reason)
    _, why, holds = reason
    return ev.SAY("then", ev.SAY(*why), ev.SAY(holds))


@lru_cache(maxsize=64)
def _favourites(wolves: tuple[int, ...]) -> tuple[Favourite, ...]:
    """SEI-12: the lover's choices, a favourite among the wolves."""
    return tuple(Favourite(w) for w in wolves)


@lru_cache(maxsize=4096)  # by the candidates: the voters of a round, or the tied of a runoff
def _ballots(candidates: tuple[int, ...]) -> tuple[dict[int, tuple[Vote, ...]], dict[int, tuple[Any, ...]]]:
    """SEI-22: each seat's ballots, any candidate but themself, in seat order, and the
    same with ``wait`` (a volunteer vote, SEI-23). A round has two candidates or more,
    so every voter has a ballot (the readable vote asks no voter who has none)."""
    options = {v: tuple([vote(c) for c in candidates if c != v]) for v in range(MAX_PLAYERS)}
    return options, {v: (*o, WAIT) for v, o in options.items()}


@lru_cache(maxsize=32)
def _others(players: int, seat: int) -> tuple[int, ...]:
    """SEI-32: every seat but ``seat`` (the reporter's pool)."""
    return tuple(s for s in range(players) if s != seat)
