"""Ballots, weights, tallies and the tie rules of the four games.

The mechanism is shared and names no game; each variant picks a generic
:class:`TieRule` and cites the rule it comes from (``VoteSpec.rule``, the notes of
its results say it):

* ``UNIQUE_OR_NONE``: a unique top total is chosen, a tie chooses nobody
  (人狼は眠らない, NEM-30).
* ``RUNOFF_RUNOFF_LOTTERY``: a tie triggers a runoff among the tied (all voters vote
  again); a second tie another runoff; a third tie is settled by lot (政治家人狼, SEI-24).
* ``REVOTE_BY_UNTIED_THEN_NONE``: on a tie the players who are *not* tied vote again
  among the tied only; a second tie, or nobody left to revote, chooses nobody
  (LotRO, LOT-22).
* ``RUNOFF_THEN_NONE``: a tie triggers a runoff among the tied (everyone votes); a
  second consecutive tie chooses nobody (魔法都市の人狼, MAH-12).
* ``ALL_TIED``: a tie chooses every seat tied at the top, all at once (a one-night
  game where all the tied die); a vote choosing several seats is the only case where
  ``VoteRecord.chosen`` is ``None`` while ``VoteRecord.chosen_all`` is not empty.

A game runs a vote with :func:`run_vote` (styles, weights, extra votes, rounds, vote
ids, a hook after each round); each round it collects ballots, calls :func:`tally`,
then :func:`decide`, which either names the chosen seat (or several seats), says
nobody, or asks for another round with given candidates and voters. It returns a
:class:`VoteRecord`: the seat chosen (``chosen_all``: every seat chosen), whether by
lot, and every round's result. A tie rule may also be any
function with :func:`decide`'s signature less ``rule``.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable, Mapping, Sequence
from enum import Enum
from functools import lru_cache, partial
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

from .chance import announce, arrange, draw
from .errors import InvalidArgument, describe
from .events import EVERYONE, Ballot, Chance, HandsRaised, VoteResult
from .memo import ACTIONS, STATES
from .phrases import Phrase, PhraseBook
from .tally import leaders, tally
from .texts import draws_seats

if TYPE_CHECKING:
    from .authoring import Decision, RuleHost

__all__ = [
    "WAIT",
    "Outcome",
    "TieRule",
    "Vote",
    "VoteRecord",
    "VoteSpec",
    "VoteStyle",
    "Wait",
    "cite",
    "decide",
    "leaders",
    "round_events",
    "run_vote",
    "tally",
    "vote",
    "vote_id",
]

#: the texts the core's votes record (tie notes, chance draws, vote ids), English and
#: Japanese side by side; a vote id argument is itself a phrase (or a variant's word)
SAY = PhraseBook(
    __name__,
    "SAY",
    {
        # vote ids (MAH-11, SEI-22, LOT-20: days; NEM-30: turns)
        "day": ("day {}", "{}日目"),
        "turn": ("turn {}", "{}ターン目"),
        "day and": ("day {} {}", "{}日目・{}"),
        # the tie rules' notes; the last argument cites the game's rule (:func:`cite`)
        "no votes": ("no votes", "票なし"),
        "tie at the top": ("tie at the top{}", "単独で最多得票のプレイヤーがいないため、脱落なし{}"),
        "runoff": ("tie: runoff among the tied{}", "同数：同数の者で決選投票{}"),
        "second tie": ("second tie: no execution{}", "再び同数：処刑なし{}"),
        "third tie": ("third tie: chosen by lot{}", "三度目の同数：くじで決定{}"),
        "revote": ("tie: the untied vote again among the tied{}", "同数：同数でない者が同数の者から選び直す{}"),
        "nobody": ("tie: nobody is chosen{}", "同数：誰も選ばれない{}"),
        "all tied": ("tie: every tied seat is chosen{}", "同数：同数の者が全員選ばれる{}"),
        "cite": (" ({})", "（{}）"),
        # the chance draws of a vote (MAH-11, SEI-24; SEI-23's raised hands: ``HandsRaised``)
        "first voter": ("{}: first voter", "{}：最初の投票者"),
        "open order": ("{}: order of the open vote", "{}：自由投票の順番"),
        "lot": ("{}: lot among the tied", "{}：同数の者からくじ引き"),
    },
)


@lru_cache(maxsize=256)
def vote_id(number: int, unit: str = "day", rest: str | None = None) -> Phrase:
    """A vote's id (:attr:`VoteSpec.vote`) as a phrase: ``day 2`` / ``2日目``, ``turn 3``
    / ``3ターン目`` (``unit="turn"``, NEM-30); ``rest`` names a second vote of the day
    (``day 2 prison`` / ``2日目・<the variant's word for prison>``)."""
    if rest is not None:
        return SAY("day and", number, rest)
    return SAY(unit, number)


class Vote(NamedTuple):
    """The action of voting for ``target`` (``str()`` reads ``vote seat 3``).

    Actions are named tuples tagged with their ``kind``: cheap to compare, and
    never equal to an action of another kind.
    """

    target: int
    kind: str = "vote"

    def __str__(self) -> str:
        return f"vote seat {self.target}"


#: the shared instance of each Vote (votes are compared, not allocated, in simulations)
vote = lru_cache(maxsize=ACTIONS)(Vote)


class Wait(NamedTuple):
    """In a volunteer vote (:attr:`VoteStyle.VOLUNTEER`): keep one's hand down for now
    (``str()`` reads ``wait``)."""

    kind: str = "wait"

    def __str__(self) -> str:
        return "wait"


#: the one instance of :class:`Wait`
WAIT = Wait()


class TieRule(Enum):
    """The shared tie rules (the module's docstring says which game uses which); a
    game cites its own rule for it (:attr:`VoteSpec.rule`)."""

    UNIQUE_OR_NONE = "a unique top total, or nobody"
    RUNOFF_RUNOFF_LOTTERY = "a runoff, a second runoff, then a lot"
    REVOTE_BY_UNTIED_THEN_NONE = "the untied revote among the tied, then nobody"
    RUNOFF_THEN_NONE = "a runoff, then nobody"
    ALL_TIED = "every seat tied at the top"


class VoteStyle(Enum):
    """How ballots are cast (MAH-11): all at once and hidden until all are in; in
    seat order from a starting seat, each voter seeing the earlier ballots; or
    openly in an order drawn at random for each vote. ``VOLUNTEER`` (SEI-23): an
    open vote where voters choose when to vote: at each step every voter who has not
    voted may raise a hand (a vote) or :data:`WAIT`; one raised hand is drawn and
    that ballot is cast; if no hand is up, the next voter in seat order from the
    starting seat who has not voted must vote."""

    SIMULTANEOUS = "simultaneous"
    IN_TURN = "in_turn"
    FREE = "free"
    VOLUNTEER = "volunteer"


class Outcome(NamedTuple):
    """What a round of voting decided (a named tuple: a game makes one per vote).

    Exactly one of these holds: ``chosen`` is a seat; ``chosen_several`` lists two or
    more seats chosen together, in seat order (:attr:`TieRule.ALL_TIED`); ``revote`` is
    set (hold another round: ``revote`` are the candidates, ``voters`` who may vote);
    or none of them (nobody is chosen). ``by_lot`` says the chosen seat was drawn at
    random; ``note`` says in words what the tie rule did.
    """

    chosen: int | None = None
    revote: tuple[int, ...] | None = None
    voters: tuple[int, ...] | None = None
    by_lot: bool = False
    note: str = ""
    chosen_several: tuple[int, ...] = ()


class Lottery(Protocol):
    """What :func:`decide` draws a lot with: ``choice(tied)`` (``random.Random`` is one)."""

    def choice(self, seq: Sequence[int], /) -> int: ...


def cite(rule_id: str | None) -> Phrase | str:
    """The citation closing a tie rule's note: `` (MAH-12)`` / ``（MAH-12）``; nothing
    for ``None`` or ``""``."""
    return SAY("cite", rule_id) if rule_id else ""


def decide(
    totals: Mapping[int, int],
    rule: TieRule | Callable[..., Outcome],
    round_no: int,
    voters: Iterable[int],
    rng: Lottery | None = None,
    rule_id: str | None = None,
) -> Outcome:
    """Apply ``rule`` to the totals of round ``round_no`` (0 = first vote).

    ``voters`` are the seats that voted in the first round; ``rng`` draws the
    lottery of :attr:`TieRule.RUNOFF_RUNOFF_LOTTERY` (``rng.choice(tied)``: a
    ``random.Random``, or in a game the announced lot of :func:`run_vote`);
    ``rule_id`` is the game's rule that the note cites (``"SEI-24"``; a callable rule
    writes its own notes).
    """
    if not isinstance(rule, TieRule):
        if not callable(rule):
            raise InvalidArgument(
                f"unknown tie rule {describe(rule)}; allowed: {[r.name for r in TieRule]} or a callable rule"
            )
        return rule(totals, round_no, voters, rng)
    top = leaders(totals)
    if len(top) == 1:
        return _chosen(top[0])
    if not top:
        return Outcome(note=SAY("no votes"))
    voters = tuple(voters)
    source = cite(rule_id)
    if rule is TieRule.UNIQUE_OR_NONE:
        return Outcome(note=SAY("tie at the top", source))
    if rule is TieRule.ALL_TIED:
        return Outcome(chosen_several=top, note=SAY("all tied", source))
    if rule is TieRule.RUNOFF_THEN_NONE:
        if round_no == 0:
            return Outcome(revote=top, voters=voters, note=SAY("runoff", source))
        return Outcome(note=SAY("second tie", source))
    if rule is TieRule.RUNOFF_RUNOFF_LOTTERY:
        if round_no < 2:
            return Outcome(revote=top, voters=voters, note=SAY("runoff", source))
        if rng is None:
            raise InvalidArgument("a third tie is settled by lot: pass rng=game.rng (a random.Random)")
        return Outcome(chosen=rng.choice(top), by_lot=True, note=SAY("third tie", source))
    if rule is TieRule.REVOTE_BY_UNTIED_THEN_NONE:
        untied = tuple(v for v in voters if v not in top)
        if round_no == 0 and untied:
            return Outcome(revote=top, voters=untied, note=SAY("revote", source))
        return Outcome(note=SAY("nobody", source))
    raise InvalidArgument(f"unknown tie rule {describe(rule)}; allowed: {[r.name for r in TieRule]}")


class VoteSpec(NamedTuple):
    """One vote: who votes for whom, how, and what settles a tie.

    ``vote`` is the vote's id, unique in the game (``"day 2"``, ``"day 2 prison"``),
    carried by every ballot and result; ``weights`` per voter (2: a double vote,
    0: a voter who may not vote); ``extra`` votes per candidate; ``self_vote``
    whether a voter may name themself; ``start`` the first voter of an in-turn
    vote (``None``: drawn for each round); ``veto(seat)`` may stop the chosen seat
    (a protection): it returns why, or ``None``; ``label`` is what the table sees;
    ``rule`` is the game's rule ID for its tie rule, cited in the results' notes
    (``"MAH-12"``). A callable ``tie_rule(totals, round_no, voters, lot)`` is given the
    vote's :class:`Lottery`, whose draws are announced chance (``core.chance``).
    A named tuple: a game makes one per vote.
    """

    vote: str
    voters: tuple[int, ...]
    candidates: tuple[int, ...]
    tie_rule: TieRule | Callable[..., Outcome]
    style: VoteStyle = VoteStyle.SIMULTANEOUS
    purpose: str = "execution"
    weights: Mapping[int, int] | None = None
    extra: Mapping[int, int] | None = None
    self_vote: bool = False
    start: int | None = None
    veto: Callable[[int], str | None] | None = None
    label: str = "day: vote"
    rule: str | None = None


class VoteRecord(NamedTuple):
    """What :func:`run_vote` returns: the seat ``chosen`` (``None``: nobody, or several
    seats), whether it was drawn by lot (``by_lot``: a tie rule's lottery, SEI-24), and
    each round's logged :class:`~jinro_lab.core.events.VoteResult`, in order
    (``rounds``). :attr:`chosen_all` is every seat chosen (the several seats of
    :attr:`TieRule.ALL_TIED`)."""

    chosen: int | None
    by_lot: bool
    rounds: tuple[VoteResult, ...]

    @property
    def chosen_all(self) -> tuple[int, ...]:
        """Every seat the vote chose, in seat order: ``(chosen,)``, the seats chosen
        together by the last round (``VoteResult.chosen_several``), or ``()``."""
        if self.chosen is not None:
            return (self.chosen,)
        return self.rounds[-1].chosen_several if self.rounds else ()


#: what :func:`run_vote` calls after each round's result is logged: the rules that
#: follow a round before the next (LOT-22: the tied players speak before the revote)
RoundHook = Callable[[VoteResult], None]


@lru_cache(maxsize=STATES)
def _options(voters: tuple[int, ...], candidates: tuple[int, ...], self_vote: bool) -> dict[int, tuple[Vote, ...]]:
    """Each voter's ballots (cached: the same voters and candidates recur within a game and across games)."""
    options = {}
    for v in sorted(voters):  # ballots are logged in seat order
        mine = tuple(vote(c) for c in candidates if self_vote or c != v)
        if mine:
            options[v] = mine
    return options


_event = tuple.__new__  # every field in order: ballots are the commonest event, a result follows every round


@lru_cache(maxsize=ACTIONS)
def _chosen(seat: int) -> Outcome:
    """The outcome choosing ``seat`` (shared: most rounds end so)."""
    return Outcome(chosen=seat)


def run_vote(
    game: RuleHost, spec: VoteSpec, after_round: RoundHook | None = None
) -> Generator[Decision, Any, VoteRecord]:
    """Hold ``spec``'s vote in ``game``'s flow (``record = yield from run_vote(...)``):
    collect ballots in its style, log each ``Ballot`` and each round's ``VoteResult``
    with the vote id and round, call ``after_round(result)`` (if given) after each
    round's result is logged, apply the tie rule until it chooses a seat, several seats
    or nobody, and return the :class:`VoteRecord` (``record.chosen``: the seat, ``None``
    for nobody or several; ``record.chosen_all``: every seat chosen). ``spec.veto``
    may stop each chosen seat; of several seats, those it lets through stay chosen
    (one left is chosen alone), and the note says why the last stopped one was."""
    voters, candidates = spec.voters, spec.candidates
    weights, emit, day, vid = spec.weights, game.emit, game.day, spec.vote
    round_no = 0
    rounds: list[VoteResult] = []
    lot = _Lot(game, vid)  # one per vote, its flag reset each round
    while True:
        options = _options(voters, candidates, spec.self_vote)
        ballots: dict[int, int] = {}
        if spec.style is VoteStyle.SIMULTANEOUS:
            chosen = yield game.ask("vote", options, label=spec.label)
            for voter in options:  # in seat order, whatever order the seats chose in
                w = 1 if weights is None else weights.get(voter, 1)
                target = ballots[voter] = chosen[voter].target
                emit(_event(Ballot, (voter, target, w, day, vid, round_no, EVERYONE)))
        elif spec.style is VoteStyle.VOLUNTEER:
            yield from _volunteer(game, spec, options, ballots, round_no)
        else:
            for voter in _order(game, spec, tuple(options), round_no):
                choice = yield game.ask_one(voter, "vote", options[voter], label=spec.label)
                w = 1 if weights is None else weights.get(voter, 1)
                target = ballots[voter] = choice.target
                emit(_event(Ballot, (voter, target, w, day, vid, round_no, EVERYONE)))
        extra = spec.extra
        if extra and round_no:
            extra = {c: n for c, n in extra.items() if c in candidates}
        totals = tally(ballots, weights, extra)
        lot.drawn = False
        outcome = decide(totals, spec.tie_rule, round_no, voters, lot, spec.rule)
        winner, note, several = outcome.chosen, outcome.note, outcome.chosen_several
        if several:
            several, note = _let_through(spec.veto, _several(outcome), note)
            if len(several) == 1:
                winner, several = several[0], ()
        elif winner is not None and spec.veto is not None:
            why = spec.veto(winner)
            if why is not None:
                winner, note = None, why
        if outcome.by_lot and not lot.drawn:  # a tie rule of the caller's that drew its own way
            emit(Chance(lot.what, outcome.chosen))
        shown = tuple([(c, totals.get(c, 0)) for c in candidates])
        result = _event(
            VoteResult,
            (shown, winner, day, vid, round_no, note, outcome.revote or (), spec.purpose, EVERYONE, several),
        )
        emit(result)
        rounds.append(result)
        if after_round is not None:
            after_round(result)
        if outcome.revote is None:
            return VoteRecord(winner, outcome.by_lot and winner is not None, tuple(rounds))
        candidates = outcome.revote
        voters = outcome.voters if outcome.voters is not None else voters
        round_no += 1


def round_events(
    ballots: Mapping[int, int],
    candidates: Sequence[int],
    voters: Iterable[int],
    day: int,
    vid: str,
    round_no: int,
    rule: TieRule,
    rule_id: str,
    purpose: str = "execution",
    weights: Mapping[int, int] | None = None,
    cast: bool = True,
    lot: int | None = None,
    extra: Mapping[int, int] | None = None,
    veto: Callable[[int], str | None] | None = None,
) -> tuple[list[Any], Outcome]:
    """The events :func:`run_vote` logs for round ``round_no`` of a vote settled by
    ``rule`` (``ballots``: voter -> target; ``weights``: voter -> weight, 1 if absent;
    ``extra`` and ``veto`` as :class:`VoteSpec` has them: the extra votes per candidate,
    NEM-30's face-down cards, and what may stop the chosen seat, NEM-31's knight): each
    ``Ballot`` in seat order (``cast=False``: none, a vote in turn or by volunteers, whose
    ballots are told as they are cast), the lot's ``Chance`` if ``rule`` drew ``lot`` (the
    seat a fast engine drew among the tied: SEI-24's third tie), then the round's
    ``VoteResult``; and the round's :class:`Outcome` before the veto (``voters``: the
    round's voters, as :func:`decide` takes them). What a fast engine tells a seat that
    hears the vote (``core.fast.Hearing``)."""
    events: list[Any] = []
    if cast:
        for v in sorted(ballots):
            w = 1 if weights is None else weights.get(v, 1)
            events.append(_event(Ballot, (v, ballots[v], w, day, vid, round_no, EVERYONE)))
    if extra and round_no:
        extra = {c: n for c, n in extra.items() if c in candidates}
    totals = tally(ballots, weights, extra)
    outcome = decide(totals, rule, round_no, voters, None if lot is None else _Drawn(lot), rule_id)
    if outcome.chosen_several or outcome.by_lot != (lot is not None):
        raise InvalidArgument(
            f"round_events() logs a round settled with one seat at most, drawn by lot if and only if lot is given: "
            f"{rule} gave {describe(outcome)} with lot={describe(lot)}"
        )
    if lot is not None:
        events.append(Chance(SAY("lot", vid), lot))
    winner, note = outcome.chosen, outcome.note
    if winner is not None and veto is not None:
        why = veto(winner)
        if why is not None:
            winner, note = None, why
    shown = tuple([(c, totals.get(c, 0)) for c in candidates])
    fields = (shown, winner, day, vid, round_no, note, outcome.revote or (), purpose, EVERYONE, ())
    events.append(_event(VoteResult, fields))
    return events, outcome


class _Drawn:
    """The :class:`Lottery` that draws ``seat``, already drawn (by a fast engine), among the
    tied (:func:`round_events`)."""

    def __init__(self, seat: int):
        self.seat = seat

    def choice(self, tied: Sequence[int]) -> int:
        if self.seat not in tied:
            raise InvalidArgument(f"the lot drew seat {describe(self.seat)}, not one of the tied {describe(tied)}")
        return self.seat


def _several(outcome: Outcome) -> tuple[int, ...]:
    """The seats ``outcome`` chose together, in seat order; :class:`InvalidArgument` if
    it also chose one seat or called a revote (a callable tie rule's mistake)."""
    if outcome.chosen is not None or outcome.revote is not None:
        raise InvalidArgument(
            "a tie rule's outcome chooses one seat (chosen), several seats (chosen_several) or calls a revote"
            f" (revote), only one of them; got {describe(outcome)}"
        )
    return tuple(sorted(set(outcome.chosen_several)))


def _let_through(
    veto: Callable[[int], str | None] | None, seats: tuple[int, ...], note: str
) -> tuple[tuple[int, ...], str]:
    """The seats of several chosen together that ``veto`` lets through, and the round's
    note: the tie rule's, or why the last seat stopped was stopped."""
    if veto is None:
        return seats, note
    kept = []
    for seat in seats:
        why = veto(seat)
        if why is None:
            kept.append(seat)
        else:
            note = why
    return tuple(kept), note


def _volunteer(
    game: RuleHost, spec: VoteSpec, options: dict[int, tuple[Vote, ...]], ballots: dict[int, int], round_no: int
) -> Generator[Decision, Any, None]:
    """SEI-23: an open vote where voters choose when to vote (see :attr:`VoteStyle.VOLUNTEER`).
    The raised hands and the hand drawn are public (a ``HandsRaised``); a hand not drawn
    casts nothing, so its voter may choose again after seeing the new ballot."""
    weights, emit, vid = spec.weights, game.emit, spec.vote
    voters = tuple(options)
    first = spec.start if spec.start in voters else announce(game, SAY("first voter", vid), voters)
    i = voters.index(first)
    remaining = list(voters[i:] + voters[:i])  # seat order from the starting seat
    or_wait = {v: (*options[v], WAIT) for v in voters}  # a voter's choices while several may vote
    while remaining:
        if len(remaining) == 1:
            voter = remaining[0]
            choice = yield game.ask_one(voter, "vote", options[voter], label=spec.label)
        else:
            legal = {v: or_wait[v] for v in sorted(remaining)}
            chosen = yield game.ask("vote", legal, label=spec.label)
            hands = tuple(v for v in legal if chosen[v] is not WAIT and chosen[v].kind == "vote")  # in seat order
            if len(hands) > 1:
                voter = draw(game, hands, partial(HandsRaised, vid, round_no, hands))
            else:
                voter = hands[0] if hands else remaining[0]
                emit(HandsRaised(vid, round_no, hands, voter))
            if hands:
                choice = chosen[voter]
            else:
                choice = yield game.ask_one(voter, "vote", options[voter], label=spec.label)
        remaining.remove(voter)
        w = 1 if weights is None else weights.get(voter, 1)
        target = ballots[voter] = choice.target
        emit(_event(Ballot, (voter, target, w, game.day, vid, round_no, EVERYONE)))


class _Lot:
    """The lottery of SEI-24 for :func:`decide` in vote ``vid``, drawn as announced
    chance (``core.chance``): the seat drawn is logged at once, even if it is then
    vetoed. Every round has one; few draw, so its words are written when one does."""

    def __init__(self, game: RuleHost, vid: str):
        self.game, self.vid, self.drawn = game, vid, False

    @property
    def what(self) -> str:
        return SAY("lot", self.vid)

    def choice(self, tied: Sequence[int]) -> int:
        self.drawn = True
        return announce(self.game, self.what, tied)


def _order(game: RuleHost, spec: VoteSpec, voters: tuple[int, ...], round_no: int) -> list[int]:
    """The order of an in-turn vote (seat order from a starting seat) or a free vote
    (a random order), drawn from the game's RNG and announced (MAH-11)."""
    if spec.style is VoteStyle.FREE:
        what = SAY("open order", spec.vote)
        return list(arrange(game, voters, len(voters), lambda order: Chance(what, order)))
    first = spec.start
    if first is None or first not in voters:
        first = announce(game, SAY("first voter", spec.vote), voters)
    i = voters.index(first)
    return list(voters[i:] + voters[:i])


draws_seats(SAY, "first voter", "open order", "lot")
