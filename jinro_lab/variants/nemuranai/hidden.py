"""What is hidden from a seat of 人狼は眠らない, for ``jinro_lab.core.hidden`` (NEM-05).

A dealt game is fixed by its deal order (``deck=``: one hand per seat from seat 0,
the ruins, then the draw pile top first) and its first player, which every seat
saw (the worlds keep the game's ``first_player`` option; a drawn first player is
matched by the seeds tried). A seat knows its own dealt card and its own draws;
every other position is hidden, and every arrangement of the unseen cards is
equally likely a priori. A game started from a ``position`` hides the other
hands, the ruins, the pile and every face-down card.

The other seats' choices that the viewer sees are public: which card is played
and at what (``Played``), where an attack card goes (``PlacedFaceDown``), what a
search names (``Searched``), the ballots. Hidden: the card a villager places
(NEM-23) and the Werewolf's swap during ``sleep`` (NEM-26).

Sampling conditions, at the play that begins each turn, the cards nothing has depended
on yet (the pool: the undrawn pile the viewer has not drawn, the ruins and the untouched
hands, :func:`_untouched_hands`) on what the viewer sees this turn: the card played (a
first turn's dealt card and draw together, later the draw), every observation of the card
kept until it may change (:func:`_kept`), and what the turn shows of the untouched hands
(an attack's outcome, the viewer's seer look, an elimination's reveal:
:func:`_turn_facts`). The pool's arrangements are counted under the attacks' bans
(:class:`_Pool`), so each world's weight is multiplied by its own chance of what was
conditioned on: the worlds follow the posterior exactly (the argument:
:meth:`NemuranaiHidden.condition`). A dealt world given a new arrangement is re-dealt in
place, exactly the game replayed from it (:meth:`NemuranaiHidden.redeal`). The Werewolf's
choice in a ``sleep`` is drawn towards a hand that agrees with what the viewer sees of it
next, with the importance weight correcting (:meth:`NemuranaiHidden.proposal`).
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from functools import lru_cache
from itertools import accumulate
from typing import Any

from ...core.events import Ballot, Eliminated, Knowledge
from ...core.fast import shuffle
from ...core.hidden import FACTS, Context, Hidden, Particle, Probe, seat_fact
from . import events as ev
from .cards import ATTACKS, DECK, WEREWOLF

#: every card id once (what a card kept may be)
CARD_IDS = tuple(sorted(set(DECK)))

#: search order -> the one card an attack of that order hits (NEM-27)
HIT_BY = {1: "villager", 2: "medium", 3: "madman"}

__all__ = ["HIDDEN", "NemuranaiHidden"]


class _Info:
    """The seat's knowledge: for a dealt game, the known positions of the deal order;
    for a position, the position with its hidden slots."""

    def __init__(self, game: Any, seat: int):
        setup = game.setup
        self.players = game.players
        self.position: dict[str, Any] | None = setup.get("position")
        memory = game.events_seen_by(seat)
        #: the events the seat saw (``Context.memory``) and, by kind, the next one from each position on
        self.memory: tuple[Any, ...] = memory
        self._ahead: dict[type, list[Any]] = {}
        #: what a seat may keep after a play, as the viewer sees it (:func:`_keeps`)
        self.keeps: dict[tuple[Any, ...], frozenset[str] | None] = {}
        #: what the conditioning reads of a turn's play, by position, seat, turn and untouched hands (:class:`_Turn`)
        self.turns: dict[tuple[Any, ...], Any] = {}
        #: the seats never the Werewolf player in a world that agrees with the seat's view
        self.never_wolf = _never_wolf(game, seat, memory)
        if self.position is None:
            known: dict[int, str] = {}
            n = self.players
            day = 0
            for e in memory:
                t = type(e)
                if t is ev.Dealt and e.seat == seat:
                    known[seat] = e.card
                elif t is ev.TurnBegan:
                    day = e.turn
                elif t is ev.Drew and e.seat == seat:
                    known[n + day] = e.card
            self.known = known
            self.unseen = _minus(DECK, known.values())
            self.slots = [i for i in range(len(DECK)) if i not in known]
            self.down = [False] * n  # who has a face-down card at the start
        else:
            pos = self.position
            hidden: list[tuple[str, int, int]] = []  # (where, seat or index, index)
            unseen: list[str] = []
            for s, hand in enumerate(pos["hands"]):
                if s != seat and hand:
                    hidden.append(("hand", s, 0))
                    unseen.append(hand[0])
            for s, pile in enumerate(pos["discards"]):
                for i, (card, up) in enumerate(pile):
                    if not up:
                        hidden.append(("discard", s, i))
                        unseen.append(card)
            hidden.append(("ruins", 0, 0))
            unseen.append(pos["ruins"])
            drawn: dict[int, str] = {}  # the viewer's own draws: pile index -> card
            for e in memory:
                if type(e) is ev.TurnBegan:
                    index = e.turn - pos["day"] - 1
                elif type(e) is ev.Drew and e.seat == seat:
                    drawn[index] = e.card
            for i, card in enumerate(pos["pile"]):
                if i not in drawn:
                    hidden.append(("pile", i, 0))
                    unseen.append(card)
            self.known = drawn  # pile index -> card
            self.hidden = hidden
            self.unseen = sorted(unseen)
            self.index = {where: i for i, where in enumerate(hidden)}
            self.down = [any(not up for _, up in pile) for pile in pos["discards"]]

    def next_event(self, kind: type, pos: int) -> Any:
        """The first event of ``kind`` the seat saw from its ``pos``-th on (``None``: none):
        looked up in a table made once per kind, rather than by a scan at every decision of
        every world."""
        ahead = self._ahead.get(kind)
        if ahead is None:
            ahead = self._ahead[kind] = [None] * (len(self.memory) + 1)
            found = None
            for i in range(len(self.memory) - 1, -1, -1):
                if type(self.memory[i]) is kind:
                    found = self.memory[i]
                ahead[i] = found
        return ahead[pos]

    # ----- the hidden cards as one vector (a dealt game: the deal order; a position: ``hidden``)
    def cards(self, setup: dict[str, Any]) -> list[str]:
        """The hidden cards of a world's ``setup``, by slot."""
        if self.position is None:
            return list(setup["deck"])
        pos = setup["position"]
        at = {"hand": lambda a, b: pos["hands"][a][0], "discard": lambda a, b: pos["discards"][a][b][0]}
        at |= {"ruins": lambda a, b: pos["ruins"], "pile": lambda a, b: pos["pile"][a]}
        return [at[where](a, b) for where, a, b in self.hidden]

    def hand(self, seat: int) -> int | None:
        """The slot of ``seat``'s hand at the start (``None``: not hidden)."""
        return seat if self.position is None else self.index.get(("hand", seat, 0))

    def draws(self, day: int) -> tuple[int | None, list[int]]:
        """The slot turn ``day`` draws (``None``: the viewer's own draw, known) and the
        slots of the pile from it on that the viewer has not drawn, and the ruins."""
        if self.position is None:
            n = self.players
            first = n + day  # NEM-10: turn k draws deal position players + k
            rest = [i for i in range(first, len(DECK)) if i not in self.known]
            return (None if first in self.known else first), [*rest, n]
        first = day - self.position["day"] - 1
        index = self.index
        rest = [index[("pile", i, 0)] for i in range(first, len(self.position["pile"])) if ("pile", i, 0) in index]
        return index.get(("pile", first, 0)), [*rest, index[("ruins", 0, 0)]]


def _minus(cards: Sequence[str], remove: Any) -> list[str]:
    left = list(cards)
    for c in remove:
        left.remove(c)
    return left


def _arrangements(cards: Sequence[str]) -> Iterator[list[str]]:
    """Every distinct order of a multiset of cards."""
    counts = Counter(cards)
    keys = sorted(counts)
    out: list[str] = []
    n = len(cards)

    def rec() -> Iterator[list[str]]:
        if len(out) == n:
            yield list(out)
            return
        for k in keys:
            if counts[k]:
                counts[k] -= 1
                out.append(k)
                yield from rec()
                out.pop()
                counts[k] += 1

    yield from rec()


def _distinct(cards: Sequence[str]) -> int:
    total = math.factorial(len(cards))
    for c in Counter(cards).values():
        total //= math.factorial(c)
    return total


def _untouched_hands(
    particle: Particle, viewer: int, ballots_touch: bool, down: Sequence[bool]
) -> dict[int, frozenset[str]]:
    """The seats (not ``viewer``, alive) whose first card (dealt, or held at the
    position's start) is still in hand and whose
    position nothing has depended on but the attacks' outcomes, each with the cards
    those outcomes say it does not hold (NEM-27: every attack so far read it and
    missed it, since it is alive and never had a face-up knight).

    A hand is touched (its card is no longer exchangeable with the unseen cards) once
    its seat played (NEM-11: its choice read it), once anyone's seer looked at it
    (NEM-25: what the seer saw may steer it), once a ``sleep`` was played while the
    seat had a face-down card (NEM-26: had it held the werewolf, it could have chosen a
    swap; without a face-down card nobody can, and everyone's pause is the same), and,
    when the model of the others is an agent (``ballots_touch``), once it voted (its
    ballot may depend on its hand; a random ballot does not, NEM-30). ``down``: who had
    a face-down card at the start.

    The particle's world's log is read on from where the last call on that world stopped
    (:class:`_Touched`, kept as the particle's ``notes``): its events only add touched
    seats, face-down cards and attacks, so reading it in parts is reading it whole; the
    answer is kept with them until the log grows (who is alive changes only with an event).
    Read it only."""
    world: Any = particle.world
    notes = particle.notes
    if not isinstance(notes, _Touched) or notes.world is not world:
        notes = particle.notes = _Touched(world, down)
    if notes.read_on(ballots_touch) or notes.found is None:
        banned = frozenset(notes.hit)
        touched, alive = notes.touched, world.alive
        notes.found = {s: banned for s in range(world.players) if not (touched[s] or s == viewer or not alive[s])}
    return notes.found


class _Touched:
    """What a world's log showed in its first ``read`` events of which hands are touched
    (:func:`_untouched_hands`): the seats its events touched (``touched``), who has a
    face-down card (``down``) and the cards the attacks read (``hit``); and the untouched
    hands they give (``found``, ``None`` until asked)."""

    __slots__ = ("down", "found", "hit", "read", "touched", "world")

    def __init__(self, world: Any, down: Sequence[bool]):
        self.world, self.read = world, 0
        self.touched = [False] * world.players
        self.down = list(down)
        self.hit: set[str] = set()
        self.found: dict[int, frozenset[str]] | None = None

    def read_on(self, ballots_touch: bool) -> bool:
        """Read the events logged since the last call; whether there were any."""
        log = self.world.log
        if len(log) == self.read:
            return False
        touched, down, hit = self.touched, self.down, self.hit
        for e in log[self.read :]:
            t = type(e)
            if t is ev.Played:
                touched[e.seat] = True
                if e.card == "sleep":
                    for s, has in enumerate(down):
                        if has:
                            touched[s] = True
            elif t is ev.PlacedFaceDown:
                down[e.owner] = True  # an untouched seat's discard holds only cards placed there (NEM-22)
            elif t is Knowledge:
                if e.key[0] == "hand":
                    touched[e.key[1]] = True
            elif t is ev.AttackResolved:
                hit.add(HIT_BY[e.order])
            elif ballots_touch and t is Ballot:
                touched[e.voter] = True
        self.read = len(log)
        return True


def _other(hand: tuple[str, str], played: str) -> str:
    """The card kept from a two-card hand after playing ``played``."""
    return hand[1] if hand[0] == played else hand[0]


@lru_cache(maxsize=1024)
def _playable(hand: tuple[str, str], card: str) -> bool:
    """NEM-11/12/13: ``card`` may be played from ``hand`` (memoised: a handful of hands and cards)."""
    attacks = [c for c in hand if c in ATTACKS]
    return card in (attacks or [c for c in hand if c != WEREWOLF])


def _never_wolf(game: Any, seat: int, memory: Sequence[Any]) -> frozenset[int]:
    """The seats that were never the Werewolf player in any world that agrees with what
    ``seat`` saw (NEM-06: the werewolf card never leaves whoever holds it, NEM-01,
    NEM-23, NEM-26): all others when ``seat`` is the Werewolf player, and a seat whose
    elimination revealed its cards without the werewolf (NEM-40)."""
    if game.view(seat).werewolf == seat:
        return frozenset(s for s in range(game.players) if s != seat)
    return frozenset(e.seat for e in memory if type(e) is Eliminated and WEREWOLF not in e.revealed)


def _keeps(ctx: Context, pos: int, world: Any, seat: int, played: str) -> frozenset[str] | None:
    """The cards ``seat`` may keep after playing ``played`` in ``world`` as far as the viewer
    sees (:func:`_kept`; ``None``: any), memoised for the call of the sampler (``ctx.info``)
    on all that :func:`_kept` reads: the position in the viewer's memory, the seat, the card,
    and whether the werewolf card and any card lie face down in the seat's discard."""
    discard = world.discards[seat]
    key = (pos, seat, played, (WEREWOLF, False) in discard, any(not up for _, up in discard))
    memo = ctx.info.keeps
    found = memo.get(key, memo)
    if found is memo:
        kept = _kept(ctx, *key)
        found = memo[key] = None if kept is None else frozenset(filter(kept, CARD_IDS))
    return found


def _kept(ctx: Context, pos: int, seat: int, played: str, wolf: bool, down: bool) -> Any:
    """What the viewer sees of the card ``seat`` keeps after playing ``played`` (NEM-05),
    as long as it is that seat's hand: a predicate on that card (every observation
    until then at once), or ``None``. Observations: a look of the viewer's seer (NEM-25)
    and the seat's elimination (NEM-40) show the card; an attack (NEM-27) says whether
    the card has its order. A villager play leaves it open: the card kept is a choice
    still to be drawn (NEM-23).

    The card stays the hand until the seat plays again, unless a ``sleep`` (its own
    included) lets it swap (NEM-26): only a Werewolf player with a face-down card in its
    discard can, never a seat known never to be one (:func:`_never_wolf`). The card
    never leaves its holder (NEM-01, NEM-23, NEM-26), and nothing the seat does not play
    puts it in its discard, so within these turns the seat is the Werewolf player exactly
    when the werewolf card is face-down in its discard now (then nothing after such a
    sleep is the kept card's) or is the kept card itself: the observations after such a
    sleep hold for the kept card unless it is the werewolf. ``wolf``: the werewolf card is
    face down in the seat's discard (the Werewolf player already, whatever it keeps);
    ``down``: a card is."""
    if played == "villager":
        return None
    swaps = seat not in ctx.info.never_wolf
    before: list[Any] = []
    after: list[Any] = []  # once a sleep may have swapped it: only if it is not the werewolf card
    tests = after if played == "sleep" and down and swaps else before
    started = False
    for e in ctx.memory[pos:]:
        t = type(e)
        if t is ev.Played:
            if not started:
                started = True  # the play being conditioned
                continue
            if e.seat == seat:
                break
            if e.card == "sleep" and down and swaps:
                tests = after
        elif not started:
            continue
        elif t is Knowledge or t is Eliminated or t is ev.AttackResolved:
            if _seen_of_hand(e, seat, tests):
                break
        elif t is ev.PlacedFaceDown or t is ev.TurnedFaceDown:
            down = down or e.owner == seat
        elif t is ev.Discarded:
            down = down or (e.seat == seat and not e.face_up)
    if wolf:
        after = []
    if not (before or after):
        return None
    return lambda card: all(test(card) for test in before) and (card == WEREWOLF or all(test(card) for test in after))


def _seen_of_hand(e: Any, seat: int, tests: list[Any]) -> bool:
    """Add to ``tests`` what event ``e`` (a ``Knowledge``, an ``Eliminated`` or an
    ``AttackResolved``) shows of ``seat``'s hand, as a predicate on the card: a look of the
    viewer's seer (NEM-25) and the seat's elimination (NEM-40, the hand revealed last) show
    it, an attack (NEM-27) says whether it has the attack's order. True: the seat was
    eliminated (nothing later is its hand's)."""
    kind = type(e)
    if kind is Knowledge:
        if e.key[0] == "hand" and e.key[1] == seat:
            tests.append(e.key[2].__eq__)
    elif kind is Eliminated:
        if e.seat == seat:
            tests.append(e.revealed[-1].__eq__)  # the hand card is revealed last
            return True
    else:
        hit = HIT_BY[e.order]
        tests.append(hit.__eq__ if e.victim == seat else hit.__ne__)
    return False


def _hand_seen(ctx: Context, pos: int, world: Any, seat: int) -> Any:
    """What the viewer sees next of ``seat``'s hand right after a ``sleep`` (NEM-26), for
    the Werewolf player's choice there: a predicate on that hand, or ``None``. Until the
    seat's next play or the next ``sleep``: a look of the viewer's seer, the seat's
    elimination, an attack (as :func:`_kept` reads them); and at its next play (NEM-11,
    NEM-13), an attack card held must be the one played, and a card it did not hold is
    drawn, so it is in the pile now (or a hand or the ruins nobody has seen, which a later
    conditioning may exchange: a guess that only steers the proposal)."""
    tests: list[Any] = []
    for e in ctx.memory[pos:]:
        t = type(e)
        if t is ev.Played:
            if e.card == "sleep" and e.seat != seat:
                break
            if e.seat == seat:
                card, later = e.card, e.card in world.deck
                tests.append(
                    lambda hand, c=card, drawn=later: hand == c or (drawn and (hand not in ATTACKS or c in ATTACKS))
                )
                break
        elif (t is Knowledge or t is Eliminated or t is ev.AttackResolved) and _seen_of_hand(e, seat, tests):
            break
    if not tests:
        return None
    return lambda hand: all(test(hand) for test in tests)


#: the share of its chance a Werewolf's choice in a sleep keeps in the proposal when the
#: hand it leaves disagrees with what the viewer sees next (:meth:`NemuranaiHidden.proposal`)
UNLIKELY = 1e-3


def _turn_facts(ctx: Context, pos: int, hands: Mapping[int, int]) -> tuple[dict[int, frozenset[str]], dict[int, str]]:
    """What the viewer sees of the untouched ``hands`` (seat -> slot) during the turn
    whose play is its next ``Played`` (up to the next turn or the search phase), by
    slot: the cards an attack shows they do not hold (NEM-27), and the card of a hand
    that an attack hits, that the viewer's seer looks at (NEM-25) or that an
    elimination reveals (NEM-40, a vote on a seat's first turn). Nothing in the turn
    can change those hands before that: only the active seat plays (NEM-11), and a
    ``sleep`` reveals nothing (NEM-26)."""
    bans: dict[int, frozenset[str]] = {}
    fixed: dict[int, str] = {}
    started = False
    for e in ctx.memory[pos:]:
        t = type(e)
        if t is ev.Played or t is ev.TurnBegan or t is ev.SearchPhase:
            if started:
                break
            started = t is ev.Played
        elif not started:
            continue
        elif t is ev.AttackResolved:
            hit = HIT_BY[e.order]
            for s, slot in hands.items():
                if e.victim == s:
                    fixed[slot] = hit
                else:
                    bans[slot] = bans.get(slot, frozenset()) | {hit}
        elif t is Knowledge:
            if e.key[0] == "hand" and e.key[1] in hands:
                fixed[hands[e.key[1]]] = e.key[2]
        elif t is Eliminated and e.seat in hands:
            fixed[hands[e.seat]] = e.revealed[-1]
    return bans, fixed


#: factorials up to the deck's size, for counting arrangements
_FACTORIAL = [math.factorial(k) for k in range(len(DECK) + 1)]


@lru_cache(maxsize=8192)
def _placements(cards: tuple[str, ...], bans: tuple[frozenset[str], ...], plain: int) -> int:
    """The ways to put the distinct ``cards`` on distinct slots: the ``bans`` slots
    (each may not hold the cards of its set) or the ``plain`` ones (no ban)."""
    if not cards:
        return 1
    card, rest = cards[0], cards[1:]
    total = plain * _placements(rest, bans, plain - 1) if plain else 0
    for j, banned in enumerate(bans):
        if card not in banned:
            total += _placements(rest, bans[:j] + bans[j + 1 :], plain)
    return total


@lru_cache(maxsize=1 << 14)
def _ways(
    pool: tuple[int, tuple[tuple[str, int], ...]],
    bans: tuple[tuple[int, frozenset[str]], ...],
    fixed: tuple[tuple[int, str], ...],
) -> int:
    """:meth:`_Pool.ways` of a pool of ``pool[0]`` slots holding the cards ``pool[1]`` (card,
    copies): the arrangements with each of ``fixed`` (slot, card) holding its card and every
    other slot keeping its ``bans`` (slot, cards it may not hold)."""
    size, cards = pool
    counts = dict(cards)
    banned = dict(bans)
    for slot, card in fixed:
        if not counts.get(card) or card in banned.get(slot, ()):
            return 0
        counts[card] -= 1
    held = {slot for slot, _ in fixed}
    left = tuple(b for s, b in bans if s not in held)
    singles = tuple(sorted(c for c in frozenset().union(*left) if counts.get(c))) if left else ()
    free = size - len(fixed)
    ways = _FACTORIAL[free - len(singles)]
    for card, k in counts.items():
        if k > 1 and card not in singles:
            ways //= _FACTORIAL[k]
    return ways * _placements(singles, left, free - len(left)) if left else ways


#: a pool as :func:`_ways` takes it: its number of slots and its cards (card, copies), sorted
PoolKey = tuple[int, tuple[tuple[str, int], ...]]
Slots = tuple[tuple[int, Any], ...]  # (slot, a card or the cards banned there), as dict items


@lru_cache(maxsize=1 << 12)
def _options(
    pool: PoolKey,
    now: Slots,
    fixed: Slots,
    focus: tuple[int, ...],
    card: str,
    held: str | None,
    keeps: frozenset[str] | None,
) -> tuple[tuple[Slots, ...], tuple[int, ...]]:
    """What :meth:`NemuranaiHidden.condition` draws the conditioned cards from: each way
    the ``pool`` (:class:`_Pool` ``key``) can agree with what the viewer sees this turn (the
    ``fixed`` slots and their cards and, for the ``focus`` slots the play reads, each pair
    of cards that holds the ``card`` played, NEM-11, and keeps a card in ``keeps``, NEM-05;
    ``held``: the first card when it is not in the pool) as the slots' cards, with its
    number of arrangements under the bans ``now`` (:func:`_ways`); every way with none left
    out. A pure function of what it is given, memoised: the worlds at one position meet the
    same pools, bans and plays again and again, and each gets the very options and weights
    it would count itself, so its draw (``rng.choices``) is the same."""
    if not focus:
        return (fixed,), (_ways(pool, now, fixed),)
    cards = [c for c, _ in pool[1]]
    if len(focus) == 2:  # its first turn: its first card and the draw together
        pairs = {(card, y) for y in cards} | {(x, card) for x in cards}
    else:
        assert held is not None, "a later turn: the card held is given"
        pairs = {(held, y) for y in cards}
    options: list[Slots] = []
    weights: list[int] = []
    for pair in sorted(pairs):
        if _playable(pair, card) and (keeps is None or _other(pair, card) in keeps):
            choice = tuple({**dict(fixed), **dict(zip(focus, pair[-len(focus) :], strict=True))}.items())
            ways = _ways(pool, now, choice)
            if ways:
                options.append(choice)
                weights.append(ways)
    return tuple(options), tuple(weights)


class _Pool:
    """Deal positions (``slots``) whose cards are in uniformly random order among the
    arrangements of their cards (``counts``) that keep each slot's bans: what is
    exchanged and counted when a seat's play is conditioned (``condition``). A ban
    names only cards of one copy (the orders an attack reads, NEM-01, NEM-27), so an
    arrangement is a placement of the banned cards on distinct allowed slots times an
    order of the other cards on the rest."""

    def __init__(self, cards: Sequence[str], slots: Sequence[int]):
        self.slots = list(slots)
        self.counts = Counter(map(cards.__getitem__, self.slots))
        #: what :meth:`ways` depends on besides its arguments: the number of slots and the cards
        self.key = (len(self.slots), tuple(sorted(self.counts.items())))
        #: :meth:`fill`'s plans, by bans and fixed cards (:meth:`_plan`)
        self.plans: dict[tuple[Slots, Slots], Any] = {}

    def ways(self, bans: Mapping[int, frozenset[str]], fixed: Mapping[int, str]) -> int:
        """The arrangements with each of ``fixed`` holding its card and every other slot
        keeping its ``bans`` (:func:`_ways`, memoised on all it reads: the pool's size and
        cards, the bans and the fixed cards; worlds at one position count the same pools
        again and again)."""
        return _ways(self.key, tuple(bans.items()), tuple(fixed.items()))

    def fill(self, bans: Slots, fixed: Slots, rng: random.Random) -> dict[int, str]:
        """One of the arrangements :meth:`ways` counts for the ``bans`` and ``fixed`` cards
        (as items), each as likely: every slot's card (``rng``'s shuffles made by
        ``core.fast.shuffle``: the same draws). What does not depend on the draws (the
        cards left to place, the slots with and without bans, the banned cards to place
        first) is worked out once per bans and fixed cards (:meth:`_plan`)."""
        asked = (bans, fixed)
        plan = self.plans.get(asked)
        if plan is None:
            plan = self.plans[asked] = self._plan(dict(bans), dict(fixed))
        placed, banned, free_slots, singles, rest_cards = plan
        out = dict(placed)
        left = dict(banned)
        plain = list(free_slots)
        aside: list[str] = []  # the singles that go to plain slots
        for i, card in enumerate(singles):
            rest = singles[i + 1 :]
            where: list[int | None] = [s for s, b in left.items() if card not in b]
            weights = [
                _placements(rest, tuple(b for x, b in left.items() if x != s), len(plain) - len(aside)) for s in where
            ]
            free = len(plain) - len(aside)
            if free:
                where.append(None)
                weights.append(free * _placements(rest, tuple(left.values()), free - 1))
            slot = rng.choices(where, weights)[0]
            if slot is None:
                aside.append(card)
            else:
                out[slot] = card
                del left[slot]
        shuffle(rng, plain)
        for card in aside:
            out[plain.pop()] = card
        others = list(rest_cards)
        shuffle(rng, others)
        for slot, card in zip(plain + list(left), others, strict=True):
            out[slot] = card
        return out

    def _plan(
        self, bans: dict[int, frozenset[str]], fixed: dict[int, str]
    ) -> tuple[dict[int, str], dict[int, frozenset[str]], tuple[int, ...], tuple[str, ...], tuple[str, ...]]:
        """What :meth:`fill` places before any draw: the ``fixed`` cards, the slots with a
        ban left (in ``bans``' order), the slots without (in the pool's order), the banned
        cards still to place (sorted) and the other cards (sorted, each copy)."""
        counts = dict(self.counts)
        for card in fixed.values():
            counts[card] = counts.get(card, 0) - 1
        left = {s: b for s, b in bans.items() if s not in fixed}
        plain = tuple(s for s in self.slots if s not in fixed and s not in left)
        singles = tuple(c for c in sorted(frozenset().union(*left.values())) if counts.get(c))
        others = tuple(c for c in sorted(counts) if c not in singles for _ in range(counts[c]))
        return dict(fixed), left, plain, singles, others


class _Turn:
    """What :meth:`NemuranaiHidden.condition` reads of a turn's play besides the world's
    cards, for one position of the viewer's memory, active seat, turn and set of untouched
    hands with their bans (memoised for the call of the sampler, ``_Info.turns``: the
    worlds at a position meet the same few): the pool's ``slots`` (the pile this turn draws
    on that the viewer has not drawn, the ruins, the untouched hands, in that order), the
    bans of earlier attacks (``bans``), every ban (``now``) and fixed card (``fixed``) of
    what the turn shows, as items, the slots the play reads (``focus``), and, for each of
    the pool's cards (sorted), card held and cards the seat may keep, the pool, its options,
    their cumulative weights and the log factor of the weight (``counted``)."""

    __slots__ = ("bans", "counted", "fixed", "focus", "now", "slots")

    def __init__(
        self,
        slots: tuple[int, ...],
        bans: dict[int, frozenset[str]],
        now: Slots,
        fixed: Slots,
        focus: tuple[int, ...],
    ):
        self.slots, self.bans, self.now, self.fixed, self.focus = slots, bans, now, fixed, focus
        self.counted: dict[tuple[Any, ...], tuple[_Pool, tuple[Slots, ...], list[int], float]] = {}

    @classmethod
    def read(cls, ctx: Context, pos: int, seat: int, day: int, seats: dict[int, frozenset[str]]) -> _Turn | None:
        """The turn ``day`` whose play by ``seat`` is the viewer's next ``Played`` from its
        ``pos``-th event, with the untouched hands ``seats`` (:func:`_untouched_hands`);
        ``None``: nothing to condition (the viewer's own play, or a draw it knows, and the
        turn shows nothing of the untouched hands)."""
        info: _Info = ctx.info
        draw, slots = info.draws(day)
        owner = {slot: s for s in seats if (slot := info.hand(s)) is not None}
        hands = {slot: seats[s] for slot, s in owner.items()}
        slots += hands
        bans = {slot: b for slot, b in hands.items() if b}
        more, fixed = _turn_facts(ctx, pos, {s: slot for slot, s in owner.items() if s != seat})
        now = {x: bans.get(x, frozenset()) | more.get(x, frozenset()) for x in bans.keys() | more.keys()}
        # the slots the play reads (NEM-11): none for the viewer, whose cards are known
        mine = info.hand(seat)
        if draw is None or seat == ctx.seat:
            focus: tuple[int, ...] = ()
            if not (fixed or more):
                return None  # nothing to condition on
        elif mine in hands:
            focus = (mine, draw)  # its first turn: its first card and the draw together
        else:
            focus = (draw,)
        return cls(tuple(slots), bans, tuple(now.items()), tuple(fixed.items()), focus)


class NemuranaiHidden(Hidden):
    variant = "nemuranai"

    def prepare(self, game: Any, seat: int) -> _Info:
        return _Info(game, seat)

    # ----- setups ----------------------------------------------------------------------------------
    def _setup(self, ctx: Context, cards: Sequence[str]) -> dict[str, Any]:
        """The world's setup with ``cards`` in the hidden slots, in order."""
        info: _Info = ctx.info
        setup = dict(ctx.setup)
        if info.position is None:
            order = [""] * len(DECK)
            for i, c in info.known.items():
                order[i] = c
            for i, c in zip(info.slots, cards, strict=True):
                order[i] = c
            setup["deck"] = order
            return setup
        pos = {k: v for k, v in info.position.items() if k != "werewolf"}  # derived from the cards
        hands = [list(h) for h in pos["hands"]]
        discards = [[list(x) for x in pile] for pile in pos["discards"]]
        pile = list(pos["pile"])
        ruins = pos["ruins"]
        for (where, a, b), c in zip(info.hidden, cards, strict=True):
            if where == "hand":
                hands[a] = [c]
            elif where == "discard":
                discards[a][b] = [c, False]
            elif where == "ruins":
                ruins = c
            else:
                pile[a] = c
        pos.update(hands=hands, discards=discards, pile=pile, ruins=ruins)
        setup["position"] = pos
        return setup

    def propose(self, ctx: Context, rng: random.Random) -> tuple[dict[str, Any], float]:
        cards = list(ctx.info.unseen)
        shuffle(rng, cards)  # every distinct arrangement equally likely (NEM-03: a shuffled deck)
        return self._setup(ctx, cards), 0.0

    def enumerate(self, ctx: Context, limit: int) -> list[tuple[dict[str, Any], float]] | None:
        cards = ctx.info.unseen
        if _distinct(cards) > limit:
            return None
        return [(self._setup(ctx, order), 0.0) for order in _arrangements(cards)]

    def exact_ok(self, ctx: Context) -> bool:
        return True  # the only chance after the deal is the first player, seen by all with probability 1/n

    # ----- the other seats' choices ---------------------------------------------------------------------
    def candidates(
        self, ctx: Context, world: Any, seat: int, legal: Sequence[Any], pos: int
    ) -> list[int] | str | Probe | None:
        kind = world.phase
        if kind == "sleep":
            return None  # NEM-26: eyes closed; the swap is the Werewolf's secret
        if kind == "vote":
            return super().candidates(ctx, world, seat, legal, pos)
        want = {"play": ev.Played, "place": ev.PlacedFaceDown, "search": ev.Searched}.get(kind)
        e: Any = None if want is None else ctx.info.next_event(want, pos)
        if e is None:
            return None  # not seen yet: the world is about to stand where the game stands
        if kind == "play":
            return [
                i
                for i, a in enumerate(legal)
                if a.card == e.card and a.target == e.target and a.index == e.index and a.turn == e.turn
            ]
        if kind == "place":
            return [i for i, a in enumerate(legal) if a.target == e.owner]
        return [i for i, a in enumerate(legal) if str(a)[len("search ") :] == e.target]

    def proposal(
        self, ctx: Context, world: Any, seat: int, options: Sequence[Any], probs: Sequence[float], pos: int
    ) -> list[float] | None:
        """Sampling only: the Werewolf player's choice in a ``sleep`` (NEM-26: keep its hand
        or swap it with a face-down card of its discard) drawn towards the hands that agree
        with what the viewer sees of that hand next (:func:`_hand_seen`); every other choice
        keeps :data:`UNLIKELY` of its chance, so every choice can still be drawn and the
        importance weight (the model's chance over this one's) keeps the worlds exact."""
        if world.phase != "sleep" or seat == ctx.seat:
            return None
        seen = _hand_seen(ctx, pos, world, seat)
        if seen is None:
            return None
        hand, discard = world.hands[seat][0], world.discards[seat]
        after = [hand if a.swap is None else discard[a.swap][0] for a in options]
        weights = [p * (1.0 if seen(h) else UNLIKELY) for h, p in zip(after, probs, strict=True)]
        return None if all(w == p for w, p in zip(weights, probs, strict=True)) else weights

    def condition(
        self, ctx: Context, particle: Particle, seat: int, legal: Sequence[Any], rng: random.Random
    ) -> tuple[dict[str, Any], float] | None:
        """At the play that begins a turn (the viewer's next ``Played``, by ``seat``),
        condition the cards nobody has seen on what the viewer sees this turn: the card
        played (NEM-11, NEM-13: on a seat's first turn its dealt card and its draw
        together, later its draw), what it keeps (:func:`_kept`), and what the turn
        shows of the untouched hands (:func:`_turn_facts`).

        Why the worlds stay exact. The pool (:class:`_Pool`) is the undrawn pile the
        viewer has not drawn, the ruins (nobody sees it before the search phase) and the
        untouched hands (:func:`_untouched_hands`). Nothing the world did so far
        depended on which of its slots holds which card, except the attacks' outcomes,
        which banned cards from the untouched hands, and the world was kept consistent
        with them: given its past, the particle's pool is uniform over the arrangements
        of its cards that keep those bans (``C``), and its weight does not depend on the
        arrangement. (A slot leaves the pool for good once something depends on it; the
        others stay uniform given its card, since a ban concerns one slot.) What the
        turn shows adds fixed cards, bans and a condition on the played pair (``E``); a
        world that breaks ``E`` disagrees with the viewer. So the particle keeps its
        arrangement if it keeps ``E``, else takes one drawn uniformly from ``C`` and
        ``E``, and its weight is multiplied by its own chance of ``E``, ``|C and E| /
        |C|`` (counted for its cards): the arrangement is then uniform over ``C and E``,
        each with the weight it had, which is the posterior restricted to ``E``. The
        same holds at the next turn, whose bans are this turn's (the attacks are in the
        log, a fixed hand was eliminated or is touched)."""
        world: Any = particle.world
        if world.phase != "play":
            return None
        info: _Info = ctx.info
        pos = particle.pos
        e = info.next_event(ev.Played, pos)
        if e is None or e.seat != seat:
            return None
        seats = _untouched_hands(particle, ctx.seat, not isinstance(ctx.model, str), info.down)
        key = (pos, seat, world.day, tuple(seats.items()))
        turn = info.turns.get(key, info.turns)
        if turn is info.turns:
            turn = info.turns[key] = _Turn.read(ctx, pos, seat, world.day, seats)
        if turn is None:
            return None  # nothing to condition on
        setup = particle.setup
        cards = info.cards(setup)
        slots, focus = turn.slots, turn.focus
        pool_key = tuple(sorted(map(cards.__getitem__, slots)))
        card = e.card
        keeps = _keeps(ctx, pos, world, seat, card) if focus else None
        held = world.hands[seat][0] if focus else None
        asked = (pool_key, held, keeps)
        counted = turn.counted.get(asked)
        if counted is None:
            pool = _Pool(cards, slots)
            options, weights = _options(pool.key, turn.now, turn.fixed, focus, card, held, keeps)
            total = sum(weights)
            factor = math.log(total / pool.ways(turn.bans, {})) if total else -math.inf
            counted = turn.counted[asked] = (pool, options, list(accumulate(weights)), factor)
        pool, options, cumulative, factor = counted
        if factor == -math.inf:
            return {}, factor
        if all(cards[x] == c for x, c in turn.fixed) and all(cards[x] not in b for x, b in turn.now):
            if not focus:
                return setup, factor  # it keeps E already (the same arrangements, each as likely)
            hand = (cards[focus[0]] if len(focus) == 2 else world.hands[seat][0], cards[focus[-1]])
            if _playable(hand, card) and (keeps is None or _other(hand, card) in keeps):
                return setup, factor
        chosen = rng.choices(options, cum_weights=cumulative)[0]
        for slot, c in pool.fill(turn.now, chosen, rng).items():
            cards[slot] = c
        if info.position is None:
            return {**setup, "deck": cards}, factor
        return self._setup(ctx, cards), factor

    def redeal(self, ctx: Context, particle: Particle, setup: dict[str, Any]) -> bool:
        """The world of a dealt game re-dealt in place (``NemuranaiGame._redeal``) for the
        setup :meth:`condition` gave at a turn's play, where the deal orders differ only in
        the pool's cards no rule has read: the dealt cards of untouched hands (alive, never
        played, seen or able to swap, NEM-11, NEM-25, NEM-26) that no attack's order matches
        before or after (NEM-27), the ruins and the pile from this turn's draw on (NEM-10).
        Anything else (a game from a position) is replayed."""
        world: Any = particle.world
        if ctx.info.position is not None or world.phase != "play":
            return False
        old, new = particle.setup["deck"], setup["deck"]
        first = world.players + world.day  # the position this turn drew (NEM-10)
        untouched = _untouched_hands(particle, ctx.seat, not isinstance(ctx.model, str), ctx.info.down)
        seats = []
        for i in range(world.players):  # the ruins (position players) and the pile from ``first`` on may differ
            a, b = old[i], new[i]
            if a != b:
                banned = untouched.get(i)
                if banned is None or a in banned or b in banned:
                    return False  # not an untouched hand
                seats.append(i)
        if old[world.players + 1 : first] != new[world.players + 1 : first]:
            return False  # a card drawn before this turn
        world._redeal(new, seats)
        return True

    # ----- facts ----------------------------------------------------------------------------------------------
    def facts(self, world: Any, seat: int) -> dict[str, str]:
        """Who the Werewolf player is (``nobody yet``: the card is in the ruins or the
        pile), where the werewolf card is, each other surviving seat's hand, the ruins."""
        facts: dict[str, str] = {"werewolf player": "nobody yet" if world.wolf is None else FACTS("seat", world.wolf)}
        place = "pile"
        if world.ruins == WEREWOLF:
            place = "ruins"
        for s in range(world.players):
            if WEREWOLF in world.hands[s]:
                place = FACTS("seat place", s, "hand")
            elif any(c == WEREWOLF for c, _ in world.discards[s]):
                place = FACTS("seat place", s, "discard")
        facts["werewolf card"] = place
        for s in range(world.players):
            if s != seat and world.alive[s]:
                facts[seat_fact("hand", s)] = "+".join(sorted(world.hands[s]))
        facts["ruins"] = world.ruins
        return facts

    def domain(self, ctx: Context, fact: str) -> tuple[str, ...]:
        if fact == "werewolf player":
            view = ctx.view
            if view.werewolf == ctx.seat:
                return (FACTS("seat", ctx.seat),)
            seats = tuple(FACTS("seat", s) for s in range(view.players) if s != ctx.seat and view.alive[s])
            return (*seats, "nobody yet")
        return ()


HIDDEN = NemuranaiHidden()
