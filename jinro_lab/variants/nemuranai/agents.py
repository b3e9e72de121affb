"""A heuristic agent for 人狼は眠らない that plays from its own view only.

The agent keeps a :class:`Memory` of what its seat saw (the facts of its
:class:`Observation`, read incrementally) and scores every legal action. It never
touches the game: its only inputs are ``view`` (or the fast engine's observation of
the seat, the same data) and ``legal`` (NEM-05, NEM-70).

What it believes, as a villager player
--------------------------------------
Where the ``werewolf`` card can be: the ruins, the deck, another survivor's hand,
or a face-down card of the Werewolf's *own* discard (NEM-01: it cannot be placed
elsewhere), put there with ``villager`` (NEM-23) or by a ``sleep`` swap (NEM-26).
Every unknown card weighs 1; a drawn card's weight moves to the drawer's hand and
stays there through public plays (the werewolf cannot be played, NEM-12), so a
seat that has drawn more is more suspect. A card hidden in one's own discard and
a ``sleep`` move weight from a hand into that seat's face-down cards. Its own
seer and medium looks (NEM-24, NEM-25), reveals and eliminations clear places or
make the Werewolf certain; hiding cards in one's own discard, playing ``sleep``,
and being voted for by a seat that looked at one's hand raise suspicion.

How it plays
------------
Each legal action gets a score: the value of its effect plus the value of the
card kept in hand. Villagers vote and play ``vote`` by the expected value of who
is eliminated (NEM-30, NEM-31), avoid ``sleep`` (the seed's advice), look with
seer and medium where the card most likely is, place attack cards on suspects,
and in the search phase name the most likely place (NEM-51, NEM-52). The
Werewolf hides the card (``villager`` into its own discard, ``sleep`` swaps),
values a face-up ``knight``, votes and attacks away the seats that saw it, and
searches where it knows the card is. A Madman holder on its last turn keeps
``madman`` when the Werewolf looks likely to win the search (NEM-07, NEM-62).
Ties are broken by the agent's own seeded RNG.

What it reads
-------------
An :class:`Observation` of its seat: the view's fields it scores with (its hand, the
discards as the table shows them, who is alive, the deck's size, whose turn it is,
whether it is the Werewolf player) and its **facts**, one plain tuple per event of its
view that it reads (:func:`fact_of`, :data:`FACTS`), in the view's order.
:func:`observe` reads one from a view; the fast engine keeps one per seat as its game
runs (``fast.FastGame.observation``, issue 41 item 3); both give the same data at the
same decision (``tests/variants/nemuranai/test_fast_heuristic.py``), and
:meth:`HeuristicAgent.choose` and :meth:`HeuristicAgent.choose_observed` score with the
same code from it, with the same draws.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import product
from typing import Any

from ...core.events import Ballot, Eliminated, Knowledge
from ...core.memo import STATES
from ...core.policy import reseed, softmax_policy
from ...core.viewers import SeatReading
from . import events as ev
from .actions import Play, Search, Sleep, search
from .cards import ATTACKS, CARDS, WEREWOLF
from .view import NemuranaiView

__all__ = ["FACTS", "HeuristicAgent", "Memory", "Observation", "Reader", "fact_of", "last_seen", "observe"]

#: the softmax temperature of :meth:`HeuristicAgent.policy` (scores are chances to win)
TEMPERATURE = 0.05

ORDER: dict[str, int | None] = {cid: c.order for cid, c in CARDS.items()}
#: search order -> the role card an attack of that order hits (NEM-27)
HIT_BY: dict[int, str] = {1: "villager", 2: "medium", 3: "madman"}
ATTACK_FOR: dict[int, str] = {order: card for card, order in ATTACKS.items()}

RUINS = Search("ruins")
DECK = "deck"  # belief key: the card is still in the draw pile

# Belief weights (relative to one unknown card: 1.0)
HIDE_SHARE = 0.67  # share of a seat's hand weight that moves to a card it hid in its own discard
SWAP_HIDE = 0.6  # share of hand weight a sleep moves into the sleeper's face-down cards
SWAP_BACK = 0.2  # share of a face-down card's weight a sleep moves back into the hand
HIDE_SUSPICION = 1.5  # factor on a seat that placed a card in its own discard
SLEEP_SUSPICION = 1.25  # factor on a seat that played sleep
SEER_VOTE_SUSPICION = 1.6  # factor on a seat voted for by a seat that looked at its hand
VOTED_ME_SUSPICION = 1.1  # factor on a seat that voted for me (a villager)

# Values on a rough "chance to win" scale
WOLF_OUT = 0.7  # villager: the Werewolf is eliminated (NEM-40)
VILLAGER_OUT = 0.08  # villager: an innocent is eliminated
SELF_OUT = 0.12  # villager: I am eliminated (I still win with my side, NEM-42)
FACE_DOWN_COST = 0.036  # villager: one more face-down card in my own discard (a vote, NEM-30)
WOLF_FACE_DOWN_COST = 0.03  # the same for the Werewolf
#: final hand: how well each search order does (NEM-51); madman and X cannot search
SEARCH_RANK: dict[int | None, float] = {1: 1.0, 2: 0.9, 3: 0.0, 4: 0.75, 6: 0.45, 7: 0.35, 8: 0.3, None: 0.0}
#: mid-game: how useful a card is to hold for later
HOLD_VALUE: dict[str, float] = {
    "villager": 0.12,
    "medium": 0.1,
    "seer": 0.09,
    "knight": 0.08,
    "vote": 0.05,
    "madman": 0.04,
    "sleep": 0.02,
    "werewolf": 0.0,
}


# ----- what a seat reads: facts and the observation ------------------------------------------
#: the kinds of fact (the events of a view the agent reads, NEM-05, NEM-70) and their fields:
#: ``card`` (seat, card): a dealt or drawn card (``Dealt``, ``Drew``, private);
#: ``turn`` (seat,): a turn begins (``TurnBegan``); ``played`` (seat, card, target, index,
#: turn) (``Played``); ``placed`` (by, owner, index, card or ``None``) (``PlacedFaceDown``);
#: ``turned`` (by, owner, index, card) (``TurnedFaceDown``); ``discarded`` (seat, card,
#: index, face_up) (``Discarded``); ``swapped`` (seat, index, took, gave) (``Swapped``,
#: private); ``knows`` (key,) (``Knowledge``: a seer's, medium's or placer's own look);
#: ``attack`` (card, order, victim, protected) (``AttackResolved``); ``ballot`` (voter,
#: target) (``Ballot``); ``out`` (seat,) (``Eliminated``); ``searched`` (seat, the
#: :class:`Search` named) (``Searched``); ``blocked`` (seats,) (``SearchBlocked``);
#: ``madman`` (seat,) (``MadmanRevealed``)
FACTS: dict[type, str] = {
    ev.Dealt: "card",
    ev.Drew: "card",
    ev.TurnBegan: "turn",
    ev.Played: "played",
    ev.PlacedFaceDown: "placed",
    ev.TurnedFaceDown: "turned",
    ev.Discarded: "discarded",
    ev.Swapped: "swapped",
    Knowledge: "knows",
    ev.AttackResolved: "attack",
    Ballot: "ballot",
    Eliminated: "out",
    ev.Searched: "searched",
    ev.SearchBlocked: "blocked",
    ev.MadmanRevealed: "madman",
}
#: NEM-52: what a ``Searched`` event's phrase names, back as the search (by the phrase's key)
_NAMED: dict[str, Callable[..., Search]] = {
    "ruins": lambda: search("ruins"),
    "hand of": lambda seat: search("hand", seat),
    "discard of": lambda seat, index: search("discard", seat, index),
}


def fact_of(event: Any) -> tuple[Any, ...] | None:
    """The fact the agent reads of ``event`` (:data:`FACTS`), or ``None`` for an event it
    does not read (chance draws, vote results, the search phase's start)."""
    kind = FACTS.get(type(event))
    if kind is None:
        return None
    e = event
    if kind == "card":
        return (kind, e.seat, e.card)
    if kind == "turn" or kind == "out" or kind == "madman":
        return (kind, e.seat)
    if kind == "played":
        return (kind, e.seat, e.card, e.target, e.index, e.turn)
    if kind == "placed" or kind == "turned":
        return (kind, e.by, e.owner, e.index, e.card)
    if kind == "discarded":
        return (kind, e.seat, e.card, e.index, e.face_up)
    if kind == "swapped":
        return (kind, e.seat, e.index, e.took, e.gave)
    if kind == "knows":
        return (kind, e.key)
    if kind == "attack":
        return (kind, e.card, e.order, e.victim, e.protected)
    if kind == "ballot":
        return (kind, e.voter, e.target)
    if kind == "searched":
        return (kind, e.seat, _NAMED[e.target.key](*e.target.args))
    return (kind, e.seats)  # blocked


@dataclass(slots=True)
class Observation:
    """What the heuristic reads of a seat's view (NEM-05, NEM-70), as plain data: ``seat``,
    ``players``, whose turn it is (``active``), who is ``alive``, its own ``hand``, the
    ``discards`` as the table shows them (``(card, face_up)``, ``card`` ``None`` face-down:
    ``NemuranaiView.discards``), ``deck_size``, ``werewolf`` (its own seat if it is the
    Werewolf player, else ``None``) and ``facts``: its view's events it reads, in order
    (:func:`fact_of`).

    :func:`observe` reads one from a view; the fast engine keeps one per seat as its game
    runs (``fast.FastGame.observation``); both give the same data at the same decision
    (``tests/variants/nemuranai/test_fast_heuristic.py``)."""

    seat: int | None
    players: int
    active: int
    alive: tuple[bool, ...]
    hand: tuple[str, ...]
    discards: tuple[tuple[tuple[str | None, bool], ...], ...]
    deck_size: int
    werewolf: int | None
    facts: list[tuple[Any, ...]]

    def face_down(self, seat: int) -> int:
        """How many face-down cards ``seat``'s discard holds (extra votes, NEM-30)."""
        return sum(1 for _, up in self.discards[seat] if not up)

    def last_seen(self) -> dict[tuple[int, int], str]:
        """``NemuranaiView.last_seen`` from the facts: what this seat last knew of each
        face-down discard card (cards it placed or looked at, public placements; NEM-26:
        the Werewolf may have swapped one since)."""
        return last_seen(self.facts, self.discards)


def last_seen(
    facts: Sequence[tuple[Any, ...]], discards: Sequence[Sequence[tuple[str | None, bool]]]
) -> dict[tuple[int, int], str]:
    """What ``facts`` last showed of each card still face-down in ``discards``, by
    ``(owner, index)``: what ``NemuranaiView.last_seen`` reads of the events."""
    seen: dict[tuple[int, int], str] = {}
    for f in facts:
        kind = f[0]
        if kind == "discarded":
            if not f[4]:
                seen[(f[1], f[3])] = f[2]
        elif kind == "placed" or kind == "turned":
            if f[4] is not None:
                seen[(f[2], f[3])] = f[4]
        elif kind == "knows":
            key = f[1]
            if key[0] == "discard":
                seen[(key[1], key[2])] = key[3]
        elif kind == "swapped":
            seen[(f[1], f[2])] = f[4]
    return {
        pos: card for pos, card in seen.items() if pos[1] < len(discards[pos[0]]) and not discards[pos[0]][pos[1]][1]
    }


class Reader(SeatReading):
    """The facts of one seat's views read so far, for :func:`observe`: a later view of the
    same seat in the same game extends the events of the last (read from there on);
    another seat, another game (its first event another) or an earlier view is read from
    its start, into a new list."""

    __slots__ = ("facts",)

    def __init__(self, seat: Any = None, first: Any = None):
        super().__init__(seat, first)
        self.facts: list[tuple[Any, ...]] = []

    def take(self, events: Sequence[Any]) -> None:
        """Keep the facts of ``events`` that the heuristic reads (:func:`fact_of`)."""
        facts = self.facts
        for e in events:
            fact = fact_of(e)
            if fact is not None:
                facts.append(fact)


def observe(view: NemuranaiView, reader: Reader | None = None) -> Observation:
    """The heuristic's :class:`Observation` of ``view``; ``reader``: what an agent read of
    this seat's earlier views (:class:`Reader`; the observation then shares its list)."""
    facts = (reader or Reader()).read(view).facts
    return Observation(
        view.seat,  # type: ignore[arg-type]
        view.players,
        view.active,
        view.alive,
        view.hand,
        view.discards,
        view.deck_size,
        view.werewolf,
        facts,
    )


class Memory:
    """What one seat has learned from the facts it saw (:class:`Observation`), updated incrementally.

    ``mass[x]`` maps each place of seat ``x`` (``"hand"`` or a discard index) to the
    weight of the werewolf card being there. Every unknown card weighs 1: a card
    drawn by ``x`` moves its weight from the deck to ``x``'s hand, and since the
    werewolf cannot be played (NEM-12) a public play takes none away; only ``x``
    itself can move the card into its own discard (villager, NEM-23; sleep swap,
    NEM-26). Looks, reveals and eliminations set weights to zero; suspicious
    behaviour multiplies a seat's weights (a likelihood ratio).
    """

    def __init__(self, seat: int, players: int):
        n = players
        self.seat = seat
        self.facts: list[tuple[Any, ...]] | None = None  # the facts of the game being followed
        self.count = 0  # facts read so far
        self.mass: list[dict[int | str, float]] = [{} if x == seat else {"hand": 1.0} for x in range(n)]
        self.ruins = 1.0
        self.hand_card: list[str | None] = [None] * n  # another seat's hand as last known
        self.hand_clear = [False] * n  # that hand is known not to be the werewolf
        self.down: list[set[int]] = [set() for _ in range(n)]  # face-down indices per discard
        self.looked: list[set[int]] = [set() for _ in range(n)]  # seer: whose hands each seat looked at
        self.known_wolf: int | None = None  # the Werewolf, if a look of ours showed the card
        self.attacks_played: set[str] = set()
        self.wolf_loc: int | str | None = None  # own werewolf card: "hand" or own discard index
        self.exposed: set[int] = set()  # seats that saw our werewolf card
        self.threat = [0.0] * n  # as the Werewolf: how dangerous each seat is

    def update(self, facts: Sequence[tuple[Any, ...]]) -> None:
        """Read the facts not read yet (``facts``: the seat's whole list so far, :func:`fact_of`)."""
        for fact in facts[self.count :]:
            _HANDLERS[fact[0]](self, fact)
        self.count = len(facts)

    def weights(self, deck_size: int) -> dict[Any, float]:
        """Weight of each place (a :class:`Search` target, or ``DECK``) the werewolf
        card may be, as far as this seat knows (not meaningful for its holder)."""
        weights: dict[Any, float] = {}
        if self.known_wolf is None:
            if self.ruins:
                weights[RUINS] = self.ruins
            if deck_size:
                weights[DECK] = float(deck_size)
        for x, places in enumerate(self.mass):
            for place, m in places.items():
                if m > 0.0:
                    weights[_place_search(x, place)] = m
        return weights

    def _scale(self, x: int, factor: float) -> None:
        places = self.mass[x]
        for place in places:
            places[place] *= factor

    def _only(self, x: int, place: int | str) -> None:
        """The werewolf is certainly ``x``'s (a look of ours saw it there)."""
        self.known_wolf = x
        self.ruins = 0.0
        for y in range(len(self.mass)):
            self.mass[y] = {}
        self.mass[x][place] = 1.0

    # ----- fact handlers (one per kind of :data:`FACTS`) ----------------------------
    def _own_card(self, f: tuple[Any, ...]) -> None:
        if f[1] == self.seat and f[2] == WEREWOLF:
            self.wolf_loc = "hand"

    def _turn(self, f: tuple[Any, ...]) -> None:
        x = f[1]
        if x != self.seat and self.known_wolf is None:
            self.mass[x]["hand"] = self.mass[x].get("hand", 0.0) + 1.0

    def _played(self, f: tuple[Any, ...]) -> None:
        _, x, card, target, index, turn = f
        if x == self.seat:
            return
        if card == "seer" and target is not None:
            self.looked[x].add(target)
            if target == self.seat and self.wolf_loc == "hand":
                self._expose(x)
        elif card == "medium" and target == self.seat and not turn and index == self.wolf_loc:
            self._expose(x)
        elif card == "sleep":
            self._scale(x, SLEEP_SUSPICION)
        seen = self.hand_card[x]
        if seen is not None:
            if card == "villager":
                # x held ``seen`` and drew the villager: its hand is one of the two, unless it
                # held the werewolf, which it may just have hidden (NEM-23)
                self.hand_card[x] = None
                self.hand_clear[x] = seen != WEREWOLF
            elif card == seen:
                self.hand_card[x], self.hand_clear[x] = None, False
        if self.hand_clear[x]:
            self.mass[x].pop("hand", None)

    def _expose(self, x: int) -> None:
        self.exposed.add(x)
        self.threat[x] += 1.0

    def _placed(self, f: tuple[Any, ...]) -> None:
        _, x, owner, index, card = f
        self.down[owner].add(index)
        if card is None and x == owner and x != self.seat:
            self._scale(x, HIDE_SUSPICION)
            places = self.mass[x]
            hand = places.get("hand", 0.0)
            places["hand"], places[index] = hand * (1.0 - HIDE_SHARE), hand * HIDE_SHARE
        elif owner == self.seat and x != self.seat:
            self.threat[x] += 0.1

    def _turned(self, f: tuple[Any, ...]) -> None:
        _, by, owner, index, _ = f
        self.down[owner].add(index)
        if owner == self.seat:
            self.threat[by] += 0.1

    def _discarded(self, f: tuple[Any, ...]) -> None:
        _, seat, card, index, face_up = f
        if face_up:
            return
        if card == "sleep":
            self._after_sleep()
        self.down[seat].add(index)

    def _after_sleep(self) -> None:
        """NEM-26: the Werewolf may have swapped its hand with a face-down card: part
        of each seat's hand weight moves into its face-down cards, and back."""
        for x, down in enumerate(self.down):
            places = self.mass[x]
            if x == self.seat or not down or not places:
                continue
            hand = places.get("hand", 0.0)
            back = sum(places.get(i, 0.0) for i in down) * SWAP_BACK
            for i in down:
                places[i] = places.get(i, 0.0) * (1.0 - SWAP_BACK) + hand * SWAP_HIDE / len(down)
            places["hand"] = hand * (1.0 - SWAP_HIDE) + back
            self.hand_card[x], self.hand_clear[x] = None, False

    def _swapped(self, f: tuple[Any, ...]) -> None:
        _, _, index, took, gave = f
        if took == WEREWOLF:
            self.wolf_loc = "hand"
        elif gave == WEREWOLF:
            self.wolf_loc = index

    def _knowledge(self, f: tuple[Any, ...]) -> None:
        key = f[1]
        if key[0] == "hand":
            _, x, card = key
            self.hand_card[x], self.hand_clear[x] = card, card != WEREWOLF
            if card == WEREWOLF:
                self._only(x, "hand")
            else:
                self.mass[x].pop("hand", None)
        elif key[0] == "discard":
            _, x, index, card = key
            if card != WEREWOLF:
                self.mass[x].pop(index, None)
            elif x == self.seat:
                self.wolf_loc = index
            else:
                self._only(x, index)

    def _attack(self, f: tuple[Any, ...]) -> None:
        _, card, order, victim, protected = f
        self.attacks_played.add(card)
        if victim is not None and protected and victim != self.seat:
            self.hand_card[victim], self.hand_clear[victim] = HIT_BY[order], True
            self.mass[victim].pop("hand", None)

    def _ballot(self, f: tuple[Any, ...]) -> None:
        _, voter, target = f
        if voter == self.seat:
            return
        if target == self.seat:
            self.threat[voter] += 0.2
            self._scale(voter, VOTED_ME_SUSPICION)
        elif target in self.looked[voter]:
            self._scale(target, SEER_VOTE_SUSPICION)

    def _eliminated(self, f: tuple[Any, ...]) -> None:
        """NEM-40: everything of an eliminated seat is face-up, and it was no Werewolf."""
        seat = f[1]
        self.down[seat].clear()
        self.mass[seat] = {}

    def _searched(self, f: tuple[Any, ...]) -> None:
        """NEM-52: the searched card was not the werewolf (else the game is over)."""
        _, seat, target = f
        self.mass[seat].pop("hand", None)
        if target == RUINS:
            self.ruins = 0.0
        for x, places in enumerate(self.mass):
            for place in list(places):
                if _place_search(x, place) == target:
                    del places[place]

    def _blocked(self, f: tuple[Any, ...]) -> None:
        """NEM-51: hands sharing a search order (never the werewolf's 5, a single card)."""
        for x in f[1]:
            self.mass[x].pop("hand", None)

    def _madman(self, f: tuple[Any, ...]) -> None:
        """NEM-51: the Madman shows its hand."""
        self.mass[f[1]].pop("hand", None)


_HANDLERS: dict[str, Callable[[Memory, tuple[Any, ...]], None]] = {
    "card": Memory._own_card,
    "turn": Memory._turn,
    "played": Memory._played,
    "placed": Memory._placed,
    "turned": Memory._turned,
    "discarded": Memory._discarded,
    "swapped": Memory._swapped,
    "attack": Memory._attack,
    "searched": Memory._searched,
    "blocked": Memory._blocked,
    "madman": Memory._madman,
    "knows": Memory._knowledge,
    "ballot": Memory._ballot,
    "out": Memory._eliminated,
}


def _place_search(x: int, place: int | str) -> Search:
    """The search (NEM-52) that names place ``place`` of ``x`` (a :attr:`Memory.mass` key:
    ``"hand"`` or a discard index)."""
    return Search("discard", x, place) if isinstance(place, int) else Search("hand", x)


@lru_cache(maxsize=STATES)  # by the survivors, their face-down cards and knights, me and my ballot
def _vote_outcomes(
    alive: tuple[int, ...], extras: tuple[int, ...], protected: tuple[bool, ...], me: int, mine: int
) -> dict[int | None, float]:
    """Who a vote among ``alive`` eliminates (``None``: nobody) and how likely, if ``me``
    votes for ``mine`` and the others vote uniformly at random for another survivor:
    NEM-30, each face-down card (``extras``, aligned with ``alive``) one vote more; a unique
    top total is eliminated unless a face-up knight protects them (``protected``, NEM-31); a
    tie eliminates nobody. A pure function of the table, so kept (read only) for the next
    decision that sees the same one."""
    where = {x: i for i, x in enumerate(alive)}  # the survivors by their place in ``alive``
    others = [[where[t] for t in alive if t != v] for v in alive if v != me]
    weight = 1.0
    for choices in others:
        weight /= len(choices)
    start = list(extras)
    start[where[mine]] += 1
    outcome: dict[int | None, float] = {}
    for ballots in product(*others):
        totals = start[:]
        for i in ballots:
            totals[i] += 1
        top = max(totals)
        i = totals.index(top)
        chosen = alive[i] if not protected[i] and totals.count(top) == 1 else None
        outcome[chosen] = outcome.get(chosen, 0.0) + weight
    return outcome


def _kept(hand: tuple[str, ...], action: Play) -> str:
    """The card left in hand after ``action`` (NEM-11; villager: NEM-23)."""
    if action.card == "villager":
        other = hand[1] if hand[0] == "villager" else hand[0]
        return other if action.placed == "villager" else "villager"
    return hand[1] if hand[0] == action.card else hand[0]


def _protected(seen: Observation, seat: int) -> bool:
    """NEM-31: a face-up knight in the discard."""
    return any(up and card == "knight" for card, up in seen.discards[seat])


class HeuristicAgent:
    """Plays 人狼は眠らない from its seat's view with the heuristics of the module
    docstring. ``seed`` seeds the RNG that breaks ties; ``reset(seat, seed)`` starts
    a new game (a new game is also noticed on its own). It reads a view through its
    :class:`Observation` (:meth:`choose`), and the fast engine asks it with one
    directly (:meth:`choose_observed`)."""

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)
        self.memory: Memory | None = None
        self._reader = Reader()  # what it read of its seat's views (:func:`observe`)

    def reset(self, seat: int, seed: int) -> None:
        reseed(self.rng, seed)  # a new agent's state (core.policy.reseed)
        self.memory = None
        self._reader = Reader()

    def _observation(self, view: NemuranaiView) -> Observation:
        """``view``'s :class:`Observation`, read on from this agent's last view of its seat."""
        self._reader = self._reader.read(view)
        return observe(view, self._reader)

    def choose(self, view: NemuranaiView, legal: Sequence[Any]) -> Any:
        """One of ``legal``, chosen from ``view`` alone (its :class:`Observation`)."""
        if len(legal) == 1:
            return legal[0]
        return self.choose_observed(self._observation(view), legal)

    def choose_observed(self, seen: Observation, legal: Sequence[Any]) -> Any:
        """One of ``legal``, chosen from ``seen`` (what the seat's view shows): the choice
        :meth:`choose` makes, with the same draws of the agent's generator."""
        if len(legal) == 1:
            return legal[0]
        decision = _Decision(seen, self._remember(seen))
        kind = legal[0].kind
        if kind == "vote":
            open_ballots = [a for a in legal if not _protected(seen, a.target)]  # NEM-31: wasted otherwise
            return self._best(open_ballots or legal, decision.ballot)
        if kind == "search" and decision.wolf:
            return decision.own_search(legal)
        scores: dict[str, Callable[[Any], float]] = {
            "play": decision.play,
            "sleep": decision.sleep,
            "place": decision.place,
        }
        return self._best(legal, scores.get(kind, decision.search))

    def policy(self, view: NemuranaiView, legal: Sequence[Any]) -> list[float]:
        """How likely each of ``legal`` is: a softmax of the scores :meth:`choose`
        maximises (at :data:`TEMPERATURE`, on their chance-to-win scale), mixed with
        a little of the uniform (``core.policy.EXPLORE``); a Werewolf's search, which
        is not scored, puts that weight on its choice. For ``jinro_lab.core.hidden``."""
        if len(legal) == 1:
            return [1.0]
        seen = self._observation(view)
        decision = _Decision(seen, self._remember(seen))
        kind = legal[0].kind
        if kind == "search" and decision.wolf:
            best = decision.own_search(legal)
            scores = [1.0 if a == best else 0.0 for a in legal]
        elif kind == "vote":  # NEM-31: a ballot against a face-up knight is wasted
            scores = [decision.ballot(a) - (1.0 if _protected(seen, a.target) else 0.0) for a in legal]
        else:
            scorers: dict[str, Callable[[Any], float]] = {
                "play": decision.play,
                "sleep": decision.sleep,
                "place": decision.place,
            }
            score = scorers.get(kind, decision.search)
            scores = [score(a) for a in legal]
        return softmax_policy(scores, TEMPERATURE)

    def _remember(self, seen: Observation) -> Memory:
        """The memory of this game, brought up to ``seen`` (a new one for another list of
        facts: another game or seat, or a view not read on from the last)."""
        memory, facts = self.memory, seen.facts
        if memory is None or memory.facts is not facts or memory.seat != seen.seat:
            memory = self.memory = Memory(seen.seat, seen.players)  # type: ignore[arg-type]
            memory.facts = facts
        memory.update(facts)
        return memory

    def _best(self, legal: Sequence[Any], score: Callable[[Any], float]) -> Any:
        """The best-scoring action; ties (within 1e-9) broken by the agent's RNG."""
        scored = [(score(a), a) for a in legal]
        top = max(s for s, _ in scored)
        best = [a for s, a in scored if s >= top - 1e-9]
        return best[0] if len(best) == 1 else best[self.rng.randrange(len(best))]


class _Decision:
    """One decision of one seat: its beliefs of the moment and the scoring of actions."""

    def __init__(self, seen: Observation, memory: Memory):
        self.seen, self.memory = seen, memory
        self.me: int = seen.seat  # type: ignore[assignment]
        self.wolf = seen.werewolf is not None and seen.werewolf == seen.seat
        self.final = seen.deck_size < sum(seen.alive)  # no draw left for me after the others' turns
        self.weights = memory.weights(seen.deck_size)
        self.total = sum(self.weights.values()) or 1.0
        self.odds = [0.0] * seen.players  # P(seat is the Werewolf player)
        for place, w in self.weights.items():
            if place is not DECK and place.seat is not None:
                self.odds[place.seat] += w / self.total
        self.values = self._elimination_values()
        #: a card of mine face-down in my discard: a vote more against me (NEM-30)
        self.face_down_cost = WOLF_FACE_DOWN_COST if self.wolf else FACE_DOWN_COST
        #: the survivors, their face-down cards and knights, and me (:meth:`vote_outcomes`)
        self._table: tuple[tuple[int, ...], tuple[int, ...], tuple[bool, ...], int] | None = None

    def chance(self, place: Any) -> float:
        """P(the werewolf card is at ``place``), as this seat believes."""
        return self.weights.get(place, 0.0) / self.total

    # ----- votes and eliminations (NEM-30, NEM-31, NEM-40) --------------------------------
    def _elimination_values(self) -> list[float]:
        """What eliminating each seat is worth to me."""
        seen, me = self.seen, self.me
        alive = sum(seen.alive)
        if self.wolf:  # NEM-43: the last villager out wins the game for me
            threat = self.memory.threat
            return [-1.0 if x == me else (1.0 if alive == 2 else 0.1 + 0.4 * threat[x]) for x in range(seen.players)]
        innocent = VILLAGER_OUT * (2 if alive == 3 else 1)  # two villagers out of three: NEM-43 looms
        return [-SELF_OUT if x == me else p * WOLF_OUT - (1.0 - p) * innocent for x, p in enumerate(self.odds)]

    def vote_outcomes(self, mine: int) -> dict[int | None, float]:
        """Who a vote eliminates if I vote for ``mine`` and the others vote uniformly
        at random (NEM-30: face-down cards add votes; a tie or a knight saves all):
        :func:`_vote_outcomes` of the table as I see it (shared, read only)."""
        table = self._table
        if table is None:
            seen = self.seen
            alive = tuple([x for x in range(seen.players) if seen.alive[x]])
            extras = tuple([seen.face_down(x) for x in alive])
            table = self._table = (alive, extras, tuple([_protected(seen, x) for x in alive]), self.me)
        return _vote_outcomes(*table, mine)

    def expected(self, mine: int) -> float:
        return sum(p * self.values[x] for x, p in self.vote_outcomes(mine).items() if x is not None)

    def ballot(self, action: Any) -> float:
        """The expected value of my ballot; among equals, the seat worth most to eliminate."""
        return self.expected(action.target) + 1e-3 * self.values[action.target]

    # ----- play (NEM-10 ... NEM-27) -----------------------------------------------------------
    def play(self, action: Play) -> float:
        """The value of the card kept in hand plus the value of the played card's effect."""
        kept = _kept(self.seen.hand, action)
        if self.wolf:
            hides = action.card == "villager" and action.placed == WEREWOLF
            keep = self.wolf_keep(kept, hides or self.memory.wolf_loc != "hand")
        else:
            keep = self.villager_keep(kept)
        return keep + self.effect(action, kept)

    def effect(self, action: Play, kept: str) -> float:
        """The value of ``action``'s effect (NEM-23 ... NEM-27)."""
        seen, memory, card = self.seen, self.memory, action.card
        if card in ATTACKS:
            return self.attack(ATTACKS[card], kept)
        if card == "vote":  # NEM-30; then it lies face-down in my discard: a vote against me later
            best = max(self.expected(t) for t in range(seen.players) if t != self.me and seen.alive[t])
            return best - self.face_down_cost
        if card == "knight":  # NEM-31: protection, worth most to a Werewolf someone saw
            return 0.35 + 0.3 * len(memory.exposed) if self.wolf else 0.04 + 0.03 * seen.face_down(self.me)
        if card == "sleep":  # NEM-26: only the Werewolf gains (the seed's advice to villagers)
            if self.wolf:
                return (0.12 if memory.wolf_loc == "hand" and seen.face_down(self.me) else 0.0) - self.face_down_cost
            return -self.face_down_cost - 0.3 * sum(self.odds[x] for x in range(seen.players) if seen.face_down(x))
        if card == "seer":  # NEM-25
            target: int = action.target  # type: ignore[assignment]
            if self.wolf:
                return 0.03 + 0.05 * memory.threat[target]
            known = 0.04 if memory.hand_card[target] is not None else 0.0
            return 0.03 + 0.6 * self.chance(Search("hand", target)) - known
        if card == "medium":
            return self.medium(action)
        if card == "villager":  # NEM-23
            if action.placed == WEREWOLF:
                return 0.15 + 0.3 * len(memory.exposed) - 0.04 * seen.face_down(self.me)
            return self.place(action)
        return 0.0  # madman: no effect

    def medium(self, action: Play) -> float:
        """NEM-24: look where the card may be, or turn a suspect's face-up card face-down
        (a vote more against them; a turned knight stops protecting)."""
        target, index = action.target, action.index
        if target is None or not self.seen.alive[target]:
            return 0.0
        if action.turn:
            knight = self.seen.discards[target][index][0] == "knight"  # type: ignore[index]
            return 0.12 * self.values[target] * (5.0 if knight else 1.0)
        return 0.01 if self.wolf else 0.02 + 0.6 * self.chance(Search("discard", target, index))

    def place(self, action: Any) -> float:
        """A face-down card in the target's discard: a vote more against them (NEM-30)."""
        target = action.target
        if not self.seen.alive[target]:
            return 0.0
        if target == self.me:
            return -0.05
        return 0.1 * self.values[target] - 0.01

    def attack(self, order: int, kept: str) -> float:
        """NEM-27: the value of eliminating whoever holds ``order`` (if I know who) once
        I keep ``kept``."""
        seen = self.seen
        if ORDER.get(kept) == order:
            victim: int | None = self.me
        else:
            held = self.memory.hand_card
            victim = next((x for x, c in enumerate(held) if c and ORDER[c] == order and seen.alive[x]), None)
        if victim is None or _protected(seen, victim):
            return 0.0
        return self.values[victim]

    # ----- what holding a card is worth ----------------------------------------------------
    def attack_risk(self, card: str) -> float:
        """Chance that an attack eliminates me for holding ``card`` (NEM-27) before my
        next turn (on my last turn: before the search phase)."""
        seen, memory = self.seen, self.memory
        attack = ATTACK_FOR.get(ORDER[card])  # type: ignore[arg-type]
        if attack is None or attack in memory.attacks_played or _protected(seen, self.me):
            return 0.0
        others = [x for x in range(seen.players) if x != self.me and seen.alive[x]]
        if any(memory.hand_card[x] == attack for x in others):
            return 1.0
        hands = sum(1 for x in others if memory.hand_card[x] is None)
        soon = seen.deck_size if self.final else min(seen.deck_size, len(others))
        return (soon + hands) / (1 + seen.deck_size + hands)  # it is in the ruins, the deck or a hand

    def alone(self, card: str) -> float:
        """Chance that no other survivor holds a card of the same search order (NEM-51)."""
        copies = CARDS[card].copies
        if copies == 1:
            return 1.0
        seen = self.seen
        shown = sum(1 for pile in seen.discards for c, up in pile if up and c == card)
        shown += sum(1 for c in seen.last_seen().values() if c == card)
        shown += seen.hand.count(card) - 1
        return 0.8 ** max(0, copies - 1 - shown)

    def villager_keep(self, card: str) -> float:
        risk = self.attack_risk(card) * SELF_OUT
        if not self.final:
            return HOLD_VALUE.get(card, 0.0) - risk
        if card == "madman":  # NEM-62: then I win only if the Werewolf wins the search
            return 0.5 * (1.0 - self.chance(RUINS)) - 0.3
        sure = max((w for place, w in self.weights.items() if place is not DECK), default=0.0) / self.total
        return SEARCH_RANK[ORDER[card]] * self.alone(card) * (0.1 + 0.5 * sure) - risk

    def wolf_keep(self, card: str, hidden: bool) -> float:
        """The Werewolf's hand: the card in hand is its search order, and an attack
        on it ends the game for the villagers (NEM-27, NEM-40)."""
        if card == WEREWOLF:
            exposure = min(1.0, 0.5 * len(self.memory.exposed))
            return (0.55 if self.final else 0.3) - 0.4 * exposure
        risk = self.attack_risk(card)
        if not hidden:
            return HOLD_VALUE.get(card, 0.0) - risk
        if self.final:
            return 0.2 + 0.6 * SEARCH_RANK[ORDER[card]] * self.alone(card) - risk
        return 0.35 + HOLD_VALUE.get(card, 0.0) - risk

    # ----- sleep (NEM-26) -------------------------------------------------------------------
    def sleep(self, action: Sleep) -> float:
        """As the Werewolf: the hand and hiding place after keeping or swapping."""
        if self.seen.active == self.me:
            self.final = False  # my own sleep: the hand I get now is played from later
        hidden_at = self.memory.wolf_loc
        if action.swap is None:
            return self.wolf_keep(self.seen.hand[0], hidden_at != "hand")
        if action.swap == hidden_at:  # take it back into hand
            return self.wolf_keep(WEREWOLF, False)
        took = self.seen.last_seen().get((self.me, action.swap))
        value = self.wolf_keep(took, True) if took else 0.25  # a card someone placed: unknown
        if hidden_at == "hand":  # hide it
            return value + 0.2 + 0.3 * len(self.memory.exposed)
        return value - 0.01

    # ----- search (NEM-51 ... NEM-53) ----------------------------------------------------------
    def own_search(self, legal: Sequence[Any]) -> Any:
        """The Werewolf names where it knows the card is: its hand, or where it hid it."""
        where = self.memory.wolf_loc
        target = Search("hand", self.me) if where == "hand" else Search("discard", self.me, where)  # type: ignore[arg-type]
        return target if target in legal else legal[0]

    def search(self, action: Search) -> float:
        """A villager names the likeliest place. Searching after order 5, no hand can hold
        the werewolf: a Werewolf holding it would have searched and won (NEM-51, NEM-53)."""
        if action.where == "hand" and ORDER[self.seen.hand[0]] > ORDER[WEREWOLF]:  # type: ignore[operator]
            return 0.0
        return self.chance(action)
