"""A heuristic agent for 人狼は眠らない that plays from its own view only.

The agent keeps a :class:`Memory` of what its seat saw (the events of
``view.events``, read incrementally) and scores every legal action. It never
touches the game: its only inputs are ``view`` and ``legal`` (NEM-05, NEM-70).

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
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from itertools import product
from typing import Any

from ...core.events import Ballot, Eliminated, Knowledge
from ...core.policy import softmax_policy
from . import events as ev
from .actions import Play, Search, Sleep
from .cards import ATTACKS, CARDS, WEREWOLF
from .view import NemuranaiView

__all__ = ["HeuristicAgent", "Memory"]

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


class Memory:
    """What one seat has learned from the events it saw, updated incrementally.

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
        self.first: Any = None  # the first event of the game being followed
        self.count = 0  # events read so far
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

    def update(self, events: Sequence[Any]) -> None:
        """Read the events not read yet (``events`` is the seat's whole log so far)."""
        for event in events[self.count :]:
            handler = _HANDLERS.get(type(event))
            if handler is not None:
                handler(self, event)
        self.count = len(events)

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

    # ----- event handlers ---------------------------------------------------------
    def _own_card(self, e: Any) -> None:
        if e.seat == self.seat and e.card == WEREWOLF:
            self.wolf_loc = "hand"

    def _turn(self, e: Any) -> None:
        x = e.seat
        if x != self.seat and self.known_wolf is None:
            self.mass[x]["hand"] = self.mass[x].get("hand", 0.0) + 1.0

    def _played(self, e: Any) -> None:
        x, card = e.seat, e.card
        if x == self.seat:
            return
        if card == "seer" and e.target is not None:
            self.looked[x].add(e.target)
            if e.target == self.seat and self.wolf_loc == "hand":
                self._expose(x)
        elif card == "medium" and e.target == self.seat and not e.turn and e.index == self.wolf_loc:
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

    def _placed(self, e: Any) -> None:
        x = e.by
        self.down[e.owner].add(e.index)
        if e.card is None and x == e.owner and x != self.seat:
            self._scale(x, HIDE_SUSPICION)
            places = self.mass[x]
            hand = places.get("hand", 0.0)
            places["hand"], places[e.index] = hand * (1.0 - HIDE_SHARE), hand * HIDE_SHARE
        elif e.owner == self.seat and x != self.seat:
            self.threat[x] += 0.1

    def _turned(self, e: Any) -> None:
        self.down[e.owner].add(e.index)
        if e.owner == self.seat:
            self.threat[e.by] += 0.1

    def _discarded(self, e: Any) -> None:
        if e.face_up:
            return
        if e.card == "sleep":
            self._after_sleep()
        self.down[e.seat].add(e.index)

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

    def _swapped(self, e: Any) -> None:
        if e.took == WEREWOLF:
            self.wolf_loc = "hand"
        elif e.gave == WEREWOLF:
            self.wolf_loc = e.index

    def _knowledge(self, e: Any) -> None:
        key = e.key
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

    def _attack(self, e: Any) -> None:
        self.attacks_played.add(e.card)
        if e.victim is not None and e.protected and e.victim != self.seat:
            self.hand_card[e.victim], self.hand_clear[e.victim] = HIT_BY[e.order], True
            self.mass[e.victim].pop("hand", None)

    def _ballot(self, e: Any) -> None:
        voter, target = e.voter, e.target
        if voter == self.seat:
            return
        if target == self.seat:
            self.threat[voter] += 0.2
            self._scale(voter, VOTED_ME_SUSPICION)
        elif target in self.looked[voter]:
            self._scale(target, SEER_VOTE_SUSPICION)

    def _eliminated(self, e: Any) -> None:
        """NEM-40: everything of an eliminated seat is face-up, and it was no Werewolf."""
        self.down[e.seat].clear()
        self.mass[e.seat] = {}

    def _searched(self, e: Any) -> None:
        """NEM-52: the searched card was not the werewolf (else the game is over)."""
        self.mass[e.seat].pop("hand", None)
        if e.target == str(RUINS).removeprefix("search "):
            self.ruins = 0.0
        for x, places in enumerate(self.mass):
            for place in list(places):
                if str(_place_search(x, place)).removeprefix("search ") == e.target:
                    del places[place]

    def _blocked(self, e: Any) -> None:
        """NEM-51: hands sharing a search order (never the werewolf's 5, a single card)."""
        for x in e.seats:
            self.mass[x].pop("hand", None)

    def _madman(self, e: Any) -> None:
        """NEM-51: the Madman shows its hand."""
        self.mass[e.seat].pop("hand", None)


_HANDLERS = {
    ev.Dealt: Memory._own_card,
    ev.Drew: Memory._own_card,
    ev.TurnBegan: Memory._turn,
    ev.Played: Memory._played,
    ev.PlacedFaceDown: Memory._placed,
    ev.TurnedFaceDown: Memory._turned,
    ev.Discarded: Memory._discarded,
    ev.Swapped: Memory._swapped,
    ev.AttackResolved: Memory._attack,
    ev.Searched: Memory._searched,
    ev.SearchBlocked: Memory._blocked,
    ev.MadmanRevealed: Memory._madman,
    Knowledge: Memory._knowledge,
    Ballot: Memory._ballot,
    Eliminated: Memory._eliminated,
}


def _place_search(x: int, place: int | str) -> Search:
    """The search (NEM-52) that names place ``place`` of ``x`` (a :attr:`Memory.mass` key:
    ``"hand"`` or a discard index)."""
    return Search("discard", x, place) if isinstance(place, int) else Search("hand", x)


def _kept(hand: tuple[str, ...], action: Play) -> str:
    """The card left in hand after ``action`` (NEM-11; villager: NEM-23)."""
    if action.card == "villager":
        other = hand[1] if hand[0] == "villager" else hand[0]
        return other if action.placed == "villager" else "villager"
    return hand[1] if hand[0] == action.card else hand[0]


def _protected(view: NemuranaiView, seat: int) -> bool:
    """NEM-31: a face-up knight in the discard."""
    return any(up and card == "knight" for card, up in view.discards[seat])


class HeuristicAgent:
    """Plays 人狼は眠らない from its seat's view with the heuristics of the module
    docstring. ``seed`` seeds the RNG that breaks ties; ``reset(seat, seed)`` starts
    a new game (a new game is also noticed on its own)."""

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)
        self.memory: Memory | None = None

    def reset(self, seat: int, seed: int) -> None:
        self.rng.seed(seed)
        self.memory = None

    def choose(self, view: NemuranaiView, legal: Sequence[Any]) -> Any:
        """One of ``legal``, chosen from ``view`` alone."""
        memory = self._remember(view)
        if len(legal) == 1:
            return legal[0]
        decision = _Decision(view, memory)
        kind = legal[0].kind
        if kind == "vote":
            open_ballots = [a for a in legal if not _protected(view, a.target)]  # NEM-31: wasted otherwise
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
        memory = self._remember(view)
        decision = _Decision(view, memory)
        kind = legal[0].kind
        if kind == "search" and decision.wolf:
            best = decision.own_search(legal)
            scores = [1.0 if a == best else 0.0 for a in legal]
        elif kind == "vote":  # NEM-31: a ballot against a face-up knight is wasted
            scores = [decision.ballot(a) - (1.0 if _protected(view, a.target) else 0.0) for a in legal]
        else:
            scorers: dict[str, Callable[[Any], float]] = {
                "play": decision.play,
                "sleep": decision.sleep,
                "place": decision.place,
            }
            score = scorers.get(kind, decision.search)
            scores = [score(a) for a in legal]
        return softmax_policy(scores, TEMPERATURE)

    def _remember(self, view: NemuranaiView) -> Memory:
        """The memory of this game, brought up to date (a new one for a new game)."""
        memory, events = self.memory, view.events
        if memory is None or memory.seat != view.seat or not events or events[0] is not memory.first:
            memory = self.memory = Memory(view.seat, view.players)  # type: ignore[arg-type]
            memory.first = events[0] if events else None
        memory.update(events)
        return memory

    def _best(self, legal: Sequence[Any], score: Callable[[Any], float]) -> Any:
        """The best-scoring action; ties (within 1e-9) broken by the agent's RNG."""
        scored = [(score(a), a) for a in legal]
        top = max(s for s, _ in scored)
        best = [a for s, a in scored if s >= top - 1e-9]
        return best[0] if len(best) == 1 else best[self.rng.randrange(len(best))]


class _Decision:
    """One decision of one seat: its beliefs of the moment and the scoring of actions."""

    def __init__(self, view: NemuranaiView, memory: Memory):
        self.view, self.memory = view, memory
        self.me: int = view.seat  # type: ignore[assignment]
        self.wolf = view.werewolf is not None and view.werewolf == view.seat
        self.final = view.deck_size < sum(view.alive)  # no draw left for me after the others' turns
        self.weights = memory.weights(view.deck_size)
        self.total = sum(self.weights.values()) or 1.0
        self.odds = [0.0] * view.players  # P(seat is the Werewolf player)
        for place, w in self.weights.items():
            if place is not DECK and place.seat is not None:
                self.odds[place.seat] += w / self.total
        self.values = self._elimination_values()
        #: a card of mine face-down in my discard: a vote more against me (NEM-30)
        self.face_down_cost = WOLF_FACE_DOWN_COST if self.wolf else FACE_DOWN_COST

    def chance(self, place: Any) -> float:
        """P(the werewolf card is at ``place``), as this seat believes."""
        return self.weights.get(place, 0.0) / self.total

    # ----- votes and eliminations (NEM-30, NEM-31, NEM-40) --------------------------------
    def _elimination_values(self) -> list[float]:
        """What eliminating each seat is worth to me."""
        view, me = self.view, self.me
        alive = sum(view.alive)
        if self.wolf:  # NEM-43: the last villager out wins the game for me
            threat = self.memory.threat
            return [-1.0 if x == me else (1.0 if alive == 2 else 0.1 + 0.4 * threat[x]) for x in range(view.players)]
        innocent = VILLAGER_OUT * (2 if alive == 3 else 1)  # two villagers out of three: NEM-43 looms
        return [-SELF_OUT if x == me else p * WOLF_OUT - (1.0 - p) * innocent for x, p in enumerate(self.odds)]

    def vote_outcomes(self, mine: int) -> dict[int | None, float]:
        """Who a vote eliminates if I vote for ``mine`` and the others vote uniformly
        at random (NEM-30: face-down cards add votes; a tie or a knight saves all)."""
        view = self.view
        alive = [x for x in range(view.players) if view.alive[x]]
        extra = {x: view.face_down(x) for x in alive}
        others = [[t for t in alive if t != v] for v in alive if v != self.me]
        weight = 1.0
        for choices in others:
            weight /= len(choices)
        outcome: dict[int | None, float] = {}
        for ballots in product(*others):
            totals = dict(extra)
            totals[mine] += 1
            for t in ballots:
                totals[t] += 1
            top = max(totals.values())
            leaders = [x for x, n in totals.items() if n == top]
            chosen = leaders[0] if len(leaders) == 1 and not _protected(view, leaders[0]) else None
            outcome[chosen] = outcome.get(chosen, 0.0) + weight
        return outcome

    def expected(self, mine: int) -> float:
        return sum(p * self.values[x] for x, p in self.vote_outcomes(mine).items() if x is not None)

    def ballot(self, action: Any) -> float:
        """The expected value of my ballot; among equals, the seat worth most to eliminate."""
        return self.expected(action.target) + 1e-3 * self.values[action.target]

    # ----- play (NEM-10 ... NEM-27) -----------------------------------------------------------
    def play(self, action: Play) -> float:
        """The value of the card kept in hand plus the value of the played card's effect."""
        kept = _kept(self.view.hand, action)
        if self.wolf:
            hides = action.card == "villager" and action.placed == WEREWOLF
            keep = self.wolf_keep(kept, hides or self.memory.wolf_loc != "hand")
        else:
            keep = self.villager_keep(kept)
        return keep + self.effect(action, kept)

    def effect(self, action: Play, kept: str) -> float:
        """The value of ``action``'s effect (NEM-23 ... NEM-27)."""
        view, memory, card = self.view, self.memory, action.card
        if card in ATTACKS:
            return self.attack(ATTACKS[card], kept)
        if card == "vote":  # NEM-30; then it lies face-down in my discard: a vote against me later
            best = max(self.expected(t) for t in range(view.players) if t != self.me and view.alive[t])
            return best - self.face_down_cost
        if card == "knight":  # NEM-31: protection, worth most to a Werewolf someone saw
            return 0.35 + 0.3 * len(memory.exposed) if self.wolf else 0.04 + 0.03 * view.face_down(self.me)
        if card == "sleep":  # NEM-26: only the Werewolf gains (the seed's advice to villagers)
            if self.wolf:
                return (0.12 if memory.wolf_loc == "hand" and view.face_down(self.me) else 0.0) - self.face_down_cost
            return -self.face_down_cost - 0.3 * sum(self.odds[x] for x in range(view.players) if view.face_down(x))
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
                return 0.15 + 0.3 * len(memory.exposed) - 0.04 * view.face_down(self.me)
            return self.place(action)
        return 0.0  # madman: no effect

    def medium(self, action: Play) -> float:
        """NEM-24: look where the card may be, or turn a suspect's face-up card face-down
        (a vote more against them; a turned knight stops protecting)."""
        target, index = action.target, action.index
        if target is None or not self.view.alive[target]:
            return 0.0
        if action.turn:
            knight = self.view.discards[target][index][0] == "knight"  # type: ignore[index]
            return 0.12 * self.values[target] * (5.0 if knight else 1.0)
        return 0.01 if self.wolf else 0.02 + 0.6 * self.chance(Search("discard", target, index))

    def place(self, action: Any) -> float:
        """A face-down card in the target's discard: a vote more against them (NEM-30)."""
        target = action.target
        if not self.view.alive[target]:
            return 0.0
        if target == self.me:
            return -0.05
        return 0.1 * self.values[target] - 0.01

    def attack(self, order: int, kept: str) -> float:
        """NEM-27: the value of eliminating whoever holds ``order`` (if I know who) once
        I keep ``kept``."""
        view = self.view
        if ORDER.get(kept) == order:
            victim: int | None = self.me
        else:
            held = self.memory.hand_card
            victim = next((x for x, c in enumerate(held) if c and ORDER[c] == order and view.alive[x]), None)
        if victim is None or _protected(view, victim):
            return 0.0
        return self.values[victim]

    # ----- what holding a card is worth ----------------------------------------------------
    def attack_risk(self, card: str) -> float:
        """Chance that an attack eliminates me for holding ``card`` (NEM-27) before my
        next turn (on my last turn: before the search phase)."""
        view, memory = self.view, self.memory
        attack = ATTACK_FOR.get(ORDER[card])  # type: ignore[arg-type]
        if attack is None or attack in memory.attacks_played or _protected(view, self.me):
            return 0.0
        others = [x for x in range(view.players) if x != self.me and view.alive[x]]
        if any(memory.hand_card[x] == attack for x in others):
            return 1.0
        hands = sum(1 for x in others if memory.hand_card[x] is None)
        soon = view.deck_size if self.final else min(view.deck_size, len(others))
        return (soon + hands) / (1 + view.deck_size + hands)  # it is in the ruins, the deck or a hand

    def alone(self, card: str) -> float:
        """Chance that no other survivor holds a card of the same search order (NEM-51)."""
        copies = CARDS[card].copies
        if copies == 1:
            return 1.0
        view = self.view
        seen = sum(1 for pile in view.discards for c, up in pile if up and c == card)
        seen += sum(1 for c in view.last_seen().values() if c == card)
        seen += view.hand.count(card) - 1
        return 0.8 ** max(0, copies - 1 - seen)

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
        if self.view.active == self.me:
            self.final = False  # my own sleep: the hand I get now is played from later
        hidden_at = self.memory.wolf_loc
        if action.swap is None:
            return self.wolf_keep(self.view.hand[0], hidden_at != "hand")
        if action.swap == hidden_at:  # take it back into hand
            return self.wolf_keep(WEREWOLF, False)
        took = self.view.last_seen().get((self.me, action.swap))
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
        if action.where == "hand" and ORDER[self.view.hand[0]] > ORDER[WEREWOLF]:  # type: ignore[operator]
            return 0.0
        return self.chance(action)
