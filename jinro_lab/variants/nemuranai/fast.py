"""The fast engine of 人狼は眠らない: the rules of ``game.py`` as a flat step loop over
explicit state, for simulation and search (issue 41).

The readable flow (``game.NemuranaiGame``) is what lessons, records, replays and views
show; this engine plays the same games faster and copies a position in a time that
does not grow with the game. It keeps no event log and builds no ``Decision`` and no
view; the events one seat sees are made only while that seat is watched
(``FastGame.watch``, ``core.fast.Hearing``: a search's information sets, the belief
sampler's probes), the readable game's own events, told where its flow logs them (those
of the deal, before the first decision, never: a game is watched from a decision on).
What the heuristic agent reads of a view it keeps, when asked to
(issue 41, item 3): each seat's :meth:`FastGame.observation` (``agents.Observation``:
the facts of the events the seat saw, NEM-05, NEM-70, and its hand and the table as
shown), for the agent's ``choose_observed`` (``core.fast.observed_choice``); a game
that no such agent plays keeps none (``FastSetup.play``), so random games pay nothing
for it. Cards are small ints (:data:`CODES`): a hand is one int per seat
(``-1``: none), a discard a list of ints, each ``card * 2 + face_up`` (NEM-20), so a
face-up knight is one membership test (NEM-31) and a copy is a few short lists.

Each rule below cites the rule ID the readable flow cites, and the engine makes **the
same random draws in the same order** (the game's ``random.Random(seed)``: the shuffled
deck, NEM-03, and the first player, NEM-04) and offers **the same actions in the same
order** at every decision (the readable game's own cached action objects), so one seed
and the same agents give the same game in both engines
(``tests/variants/nemuranai/test_fast_engine.py`` checks it game for game). The
``sleep`` pause (NEM-26) is asked of every survivor, as the readable flow asks it: a
survivor with the lone option of keeping their hand takes it without a draw, as
``RandomAgent.choose`` takes a pause.

What it covers is :func:`supports` (``None``: covered): every option but a described
``position`` (the readable engine plays a game from a position).

Entry points: :class:`FastGame` (``to_act``, ``legal``, ``act``, ``play``, ``over``,
``result``, ``deaths``, ``copy``, ``observation``, ``watch``, ``heard``;
``FastGame.from_game`` takes a readable game's position), :class:`FastSetup` (the options resolved once for many games,
``play(seed, agents)``), and :data:`ENGINE` (``supports``, ``prepare``: what the
registration's ``fast`` names).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from typing import Any

from ...core.engine import Result
from ...core.errors import InvalidArgument
from ...core.events import Eliminated, GameEnded, Knowledge, only
from ...core.fast import (
    UNOBSERVED,
    Engine,
    Facts,
    Hearing,
    Script,
    announced,
    copied_generator,
    given_options,
    learned_since,
    observed_choice,
    replayed,
    shuffle,
    stepped_setup,
)
from ...core.voting import TieRule, Vote, round_events, vote, vote_id
from . import events as ev
from .actions import Place, Play, Search, Sleep, place, play, search, sleep
from .agents import Observation
from .cards import ATTACKS, CARDS, DECK, WEREWOLF
from .options import OPTIONS, Options, settle

__all__ = ["CODES", "ENGINE", "FastGame", "FastSetup", "supports"]

#: the card ids by code (a card is its index here)
CODES: tuple[str, ...] = tuple(CARDS)
_CODE = {cid: i for i, cid in enumerate(CODES)}
#: NEM-01: each card's search order (``None``: X, cannot search) and the attacks' targets
_ORDER: tuple[int | None, ...] = tuple(CARDS[cid].order for cid in CODES)
_ATTACK: tuple[int | None, ...] = tuple(ATTACKS.get(cid) for cid in CODES)
_WOLF, _MADMAN, _VILLAGER, _MEDIUM = (_CODE[c] for c in (WEREWOLF, "madman", "villager", "medium"))
_SEER, _VOTE_CARD, _SLEEP_CARD = (_CODE[c] for c in ("seer", "vote", "sleep"))
#: NEM-20, NEM-31: a face-up knight in a discard (``card * 2 + face_up``)
_KNIGHT_UP = _CODE["knight"] * 2 + 1
#: NEM-20, NEM-05: a discard entry as the table shows it (``NemuranaiView.discards``): a
#: face-down card's id is hidden
_SHOWN: tuple[tuple[str | None, bool], ...] = tuple(
    (CODES[e >> 1] if e & 1 else None, bool(e & 1)) for e in range(2 * len(CODES))
)
_DECK_CODES = tuple(_CODE[c] for c in DECK)
VILLAGERS, WEREWOLF_SIDE = "villagers", "werewolf"
#: the decisions (what :meth:`FastGame._resume` goes on with)
_PLAY, _VOTE, _SLEEP, _PLACE, _SEARCH = range(5)
#: NEM-26: a survivor's lone option in a sleep is a pause (``Sleep.pause``): a random
#: chooser takes it without a draw, as ``RandomAgent.choose`` does
_SLEEP_PAUSE: bool = Sleep.pause  # type: ignore[attr-defined]
#: what the fast engine does not cover (:func:`supports`)
_POSITION = "a game from a described position (NEM-03)"
#: a chooser: ``chooser(legal) -> one of legal`` (an agent's ``choose`` without a view)
Chooser = Callable[[tuple[Any, ...]], Any]


def supports(options: Mapping[str, Any] | None = None) -> str | None:
    """``None`` when the fast engine plays games with ``options`` (as ``new_game`` takes
    them, without ``seed``) exactly as the readable engine does: every valid setup but
    one from a described ``position``; else what it does not cover. Invalid options
    raise as the readable game raises them."""
    return None if FastSetup.resolve(options).position is None else _POSITION


class FastSetup:
    """The options of a game resolved once (checked as the readable game checks them,
    ``options.settle``): the seats, the fixed deck (NEM-03) and first player (NEM-04)."""

    __slots__ = ("deck", "first_player", "options", "players")

    def __init__(self, options: Mapping[str, Any] | None = None):
        opts = self.resolve(options)
        if opts.position is not None:
            raise InvalidArgument(
                f"the fast engine does not cover {_POSITION}: it starts at the deal; play it on the readable "
                "engine (new_game('nemuranai', position=...)); allowed: any other options"
            )
        self.options = opts
        self.players = opts.players
        self.deck = None if opts.deck is None else tuple(_CODE[c] for c in opts.deck)
        self.first_player = opts.first_player

    def play(self, seed: int, agents: Sequence[Any]) -> FastGame:
        """Game ``seed`` played to its end by ``agents`` (one per seat, :meth:`FastGame.play`):
        the seats' facts kept only if an agent reads an observation (:meth:`FastGame.observation`)."""
        return FastGame(seed, self, _observe=any(observed_choice(a) is not None for a in agents)).play(agents)

    @staticmethod
    def resolve(options: Mapping[str, Any] | None) -> Options:
        """``options`` checked and settled as ``NemuranaiGame`` does (same errors)."""
        given = given_options(options)
        values, _ = OPTIONS.resolve(given)
        return settle(values)


class FastGame(Hearing):
    """A game of 人狼は眠らない on the fast engine: ``FastGame(seed, options)`` deals as
    ``new_game("nemuranai", seed=seed, **options)`` deals, and the same choices play the
    same game. ``to_act()``, ``legal(seat)``, ``act(seat, action)``, ``play``, ``over`` and
    ``result`` read as the readable game's (``core.fast.Pending``); :meth:`copy` is an
    independent copy in a time that does not grow with the game (no replay). A watched
    seat (``watch``, ``heard``: ``core.fast.Hearing``) is told the events the readable game
    logs that it sees (NEM-05, NEM-22, NEM-70), from the decision it is watched at on."""

    __slots__ = (
        "_facts",
        "_reason",
        "_record",
        "_script",
        "_searchers",
        "_seen",
        "_side",
        "_winners",
        "active",
        "alive",
        "day",
        "deaths",
        "deck",
        "discards",
        "drawn",
        "first_player",
        "hands",
        "in_play",
        "madman",
        "rng",
        "ruins",
        "seed",
        "setup",
        "survivors",
        "werewolf_start",
        "wolf",
    )

    hands: list[int]
    discards: list[list[int]]
    alive: tuple[bool, ...]
    survivors: tuple[int, ...]
    deck: list[int]
    deaths: list[tuple[int, int, str]]

    def __init__(
        self,
        seed: int,
        options: FastSetup | Mapping[str, Any] | None = None,
        script: Script | None = None,
        *,
        _observe: bool = True,
    ):
        setup = stepped_setup(seed, options, FastSetup)
        self._script = script
        self.seed = seed
        self.setup = setup
        self.players = setup.players
        self.rng = random.Random(seed)
        self.day = 0
        self.deaths = []
        self.active = -1
        self.drawn = -1
        self.in_play = -1
        self.madman: int | None = None
        self._side: str | None = None
        self._winners: frozenset[int] = frozenset()
        self._reason = ""
        self._searchers: list[tuple[int, tuple[int, ...]]] = []
        self._stage = -1
        self._seats = ()
        self._legal = ()
        self._picks = []
        self._taken = 0
        self._one = False
        self._deaf()  # no seat watched (core.fast.Hearing)
        self._record = _observe  # whether the seats' facts are kept (:meth:`observation`)
        self._facts: Facts = None
        self._seen: dict[int, tuple[Observation, Facts]] = {}
        self._turn(self._deal())

    @classmethod
    def from_game(cls, game: Any) -> FastGame:
        """The readable ``game`` (a ``NemuranaiGame``) as a fast game at the same point
        (``core.fast.replayed``)."""
        return replayed(cls, game, "nemuranai")

    # ----- the deal (NEM-03, NEM-04, NEM-06) ----------------------------------------------------
    def _deal(self) -> int:
        """NEM-03: the fixed deck or the 16 cards shuffled; one card per seat, one to the
        ruins, the rest the draw pile (top card last); NEM-04: the first player fixed or
        drawn. The draws of ``NemuranaiGame._deal``, in its order. Returns the first player."""
        n, setup = self.players, self.setup
        if setup.deck is None:
            order = list(_DECK_CODES)
            shuffle(self.rng, order)  # the draws of NemuranaiGame._shuffled_deck (rng.shuffle)
        else:
            order = list(setup.deck)
        self.hands = order[:n]
        if self._record:  # NEM-05: each seat sees its own card
            for seat in range(n):
                self._learn(seat, ("card", seat, CODES[order[seat]]))
        self.discards = [[] for _ in range(n)]
        self.alive = (True,) * n
        self.survivors = tuple(range(n))
        self.wolf = order.index(_WOLF) if _WOLF in self.hands else None  # NEM-06
        self.ruins = order[n]
        self.werewolf_start = (
            f"seat {self.wolf}" if self.wolf is not None else ("ruins" if self.ruins == _WOLF else "deck")
        )
        self.deck = order[:n:-1]
        first = setup.first_player
        if first is None:
            first = announced(self._script, self.rng, n)
        self.first_player = first
        return first

    # ----- a turn (NEM-10 ... NEM-16) ------------------------------------------------------------
    def _turn(self, seat: int) -> None:
        """NEM-10: draw; NEM-11 ... NEM-13: ask which card to play (``NemuranaiGame._play_options``:
        the plays of a hand without the medium are shared between games, :func:`_plays`)."""
        self.day += 1
        self.active = seat
        card = self.drawn = self.deck.pop()
        if card == _WOLF:
            self.wolf = seat
        if self._record:  # NEM-10: the turn is public, the card drawn private (NEM-05)
            self._learn(None, ("turn", seat))
            self._learn(seat, ("card", seat, CODES[card]))
        if self._ear >= 0:
            self._hear(ev.TurnBegan(seat, self.day, len(self.deck)))
            self._hear(ev.Drew(seat, CODES[card], only(seat)))
        hand = self.hands[seat]
        if hand != _MEDIUM and card != _MEDIUM:
            options = _plays(self.players, seat, (hand, card), self.alive)
        else:
            options = _list_plays(self.players, seat, (hand, card), self.alive, self._medium_options(seat))
        self._ask(_PLAY, (seat,), (options,), False)

    def _medium_options(self, seat: int) -> list[Play]:
        """NEM-24: look at a face-down card or turn a face-up one, of another player's discard."""
        options = [
            play("medium", t, i, None, bool(e & 1))
            for t in range(self.players)
            if t != seat
            for i, e in enumerate(self.discards[t])
        ]
        return options or [play("medium")]

    def _played(self, seat: int, action: Play) -> None:
        """NEM-11, NEM-14: the chosen card leaves the hand; its effect resolves."""
        code = _CODE[action.card]
        hand = self.hands[seat]
        self.hands[seat] = self.drawn if hand == code else hand
        self.drawn = -1
        self.in_play = code
        record, heard = self._record, self._ear >= 0
        if record:  # NEM-70: the play and its target are public
            self._learn(None, ("played", seat, action.card, action.target, action.index, action.turn))
        if heard:
            self._hear(ev.Played(seat, action.card, action.target, action.index, action.turn))
        if code == _VILLAGER:  # NEM-23: back to hand, one hand card face-down in a discard
            placed, target = _CODE[action.placed], action.target  # type: ignore[index]
            assert target is not None
            if placed != _VILLAGER:
                self.hands[seat] = _VILLAGER
            pile = self.discards[target]
            pile.append(placed * 2)
            self.in_play = -1
            at = len(pile) - 1
            if record:  # NEM-22: which card, the placer alone knows
                self._learn(None, ("placed", seat, target, at, None))
                self._learn(seat, ("knows", ("discard", target, at, action.placed)))
            if heard:
                self._hear(ev.PlacedFaceDown(seat, target, at, None))
                fact = ev.SAY("fact placed", at, target, action.placed)
                self._hear(Knowledge(seat, target, fact, ("discard", target, at, action.placed), only(seat)))
        elif code == _MEDIUM:  # NEM-24
            target, index = action.target, action.index
            if target is not None:
                assert index is not None
                pile = self.discards[target]
                if action.turn:
                    pile[index] &= ~1
                card = CODES[pile[index] >> 1]
                if record:  # a turned card is public, a look the medium's own
                    if action.turn:
                        self._learn(None, ("turned", seat, target, index, card))
                    else:
                        self._learn(seat, ("knows", ("discard", target, index, card)))
                if heard and action.turn:
                    self._hear(ev.TurnedFaceDown(seat, target, index, card))
                elif heard:
                    fact = ev.SAY("fact discard", index, target, card)
                    self._hear(Knowledge(seat, target, fact, ("discard", target, index, card), only(seat)))
            self._discard(seat, code, True)
        elif code == _VOTE_CARD:  # NEM-30: every survivor names another survivor
            self._ask(_VOTE, self.survivors, _ballots(self.survivors), False)
            return
        elif code == _SLEEP_CARD:  # NEM-26: every survivor's pause; the Werewolf may swap
            survivors = self.survivors
            wolf = self.wolf
            keep: tuple[Sleep, ...] = (sleep(None),)
            legal = [keep] * len(survivors)
            if wolf is not None and self.alive[wolf]:
                down = [i for i, e in enumerate(self.discards[wolf]) if not e & 1]
                if down:
                    legal[survivors.index(wolf)] = (keep[0], *(sleep(i) for i in down))
            self._ask(_SLEEP, survivors, tuple(legal), False)
            return
        elif _ATTACK[code] is not None:  # NEM-27
            self._attack(seat, code)
            return
        else:  # knight, madman, seer: no effect on the table (NEM-15)
            if code == _SEER and (record or heard):  # NEM-25: the seer alone sees the hand
                target = action.target
                assert target is not None
                seen = CODES[self.hands[target]]
                if record:
                    self._learn(seat, ("knows", ("hand", target, seen)))
                if heard:
                    self._hear(
                        Knowledge(seat, target, ev.SAY("fact hand", target, seen), ("hand", target, seen), only(seat))
                    )
            self._discard(seat, code, True)
        self._end_turn()

    def _discard(self, seat: int, code: int, face_up: bool) -> None:
        """NEM-15: the played card goes to its player's discard."""
        pile = self.discards[seat]
        pile.append(code * 2 + face_up)
        self.in_play = -1
        if self._record:
            self._learn(None, ("discarded", seat, CODES[code], len(pile) - 1, face_up))
        if self._ear >= 0:
            self._hear(ev.Discarded(seat, CODES[code], len(pile) - 1, face_up))

    def _end_turn(self) -> None:
        """NEM-16: the search phase if the deck is empty, else the next survivor's turn."""
        if self._side is not None:
            return
        if not self.deck:
            self._search_phase()
            return
        n, seat = self.players, self.active
        nxt = (seat + 1) % n
        while not self.alive[nxt]:
            nxt = (nxt + 1) % n
        self._turn(nxt)

    def _voted(self, seats: tuple[int, ...], picks: list[Vote]) -> None:
        """NEM-30, NEM-31, NEM-33: names received plus one per face-down card (the vote
        card not yet among them); a unique top total is eliminated unless a face-up
        knight protects them; a tie eliminates nobody."""
        totals = {s: sum(1 for e in self.discards[s] if not e & 1) for s in seats}
        for choice in picks:
            totals[choice.target] += 1
        if self._record:  # the ballots, public, in seat order
            for voter, choice in zip(seats, picks, strict=True):
                self._learn(None, ("ballot", voter, choice.target))
        if self._ear >= 0:
            self._hear_vote(seats, picks)
        top = max(totals.values())
        seat = self.active
        if top > 0:
            tied = [s for s, k in totals.items() if k == top]
            if len(tied) == 1 and _KNIGHT_UP not in self.discards[tied[0]]:
                chosen = tied[0]
                self._eliminate(chosen, "vote")
                if chosen == seat or self._side is not None:  # NEM-41: the vote card stays face-up
                    self._end_turn()
                    return
        self._discard(seat, _VOTE_CARD, False)
        self._end_turn()

    def _hear_vote(self, seats: tuple[int, ...], picks: list[Vote]) -> None:
        """NEM-30, NEM-31, NEM-33: the ballots in seat order and the vote's result, one extra
        vote per face-down card, the knight's veto, as ``core.voting.run_vote`` logs them."""
        discards = self.discards

        def veto(seat: int) -> str | None:
            return ev.SAY("knight veto", seat) if _KNIGHT_UP in discards[seat] else None

        heard, _ = round_events(
            {voter: choice.target for voter, choice in zip(seats, picks, strict=True)},
            seats,
            seats,
            self.day,
            vote_id(self.day, "turn"),
            0,
            TieRule.UNIQUE_OR_NONE,
            "NEM-30",
            extra={s: sum(1 for e in discards[s] if not e & 1) for s in seats},
            veto=veto,
        )
        for event in heard:
            self._hear(event)

    def _slept(self, seats: tuple[int, ...], picks: list[Sleep]) -> None:
        """NEM-26: the Werewolf's swap, if chosen; the sleep card goes face-down."""
        wolf = self.wolf
        if wolf is not None and wolf in seats:
            swap = picks[seats.index(wolf)].swap
            if swap is not None:
                pile = self.discards[wolf]
                took = pile[swap] >> 1
                gave = self.hands[wolf]
                pile[swap] = gave * 2
                self.hands[wolf] = took
                if self._record:  # a secret of the Werewolf's
                    self._learn(wolf, ("swapped", wolf, swap, CODES[took], CODES[gave]))
                if self._ear >= 0:
                    self._hear(ev.Swapped(wolf, swap, CODES[took], CODES[gave], only(wolf)))
        self._discard(self.active, _SLEEP_CARD, False)
        self._end_turn()

    def _attack(self, seat: int, code: int) -> None:
        """NEM-27: the survivor whose hand card has the attack's order is eliminated
        (unless protected, NEM-31); then the attacker places the card face-down."""
        order = _ATTACK[code]
        assert order is not None  # an attack card (NEM-01)
        for victim in range(self.players):
            if self.alive[victim] and _ORDER[self.hands[victim]] == order:
                protected = _KNIGHT_UP in self.discards[victim]
                if self._record:  # public: who held the order, whether a knight saved them
                    self._learn(None, ("attack", CODES[code], order, victim, protected))
                if self._ear >= 0:
                    self._hear(ev.AttackResolved(seat, CODES[code], order, victim, protected))
                if not protected:
                    self._eliminate(victim, CODES[code])
                    if victim == seat or self._side is not None:  # NEM-41: no after-play
                        self._end_turn()
                        return
                break
        else:
            if self._record:  # public: nobody held the order
                self._learn(None, ("attack", CODES[code], order, None, False))
            if self._ear >= 0:
                self._hear(ev.AttackResolved(seat, CODES[code], order, None, False))
        self._ask(_PLACE, (seat,), (_places(CODES[code], self.players),), False)

    def _placed(self, seat: int, action: Place) -> None:
        """NEM-27, NEM-21: the attack card face-down in the chosen discard."""
        pile = self.discards[action.target]
        pile.append(self.in_play * 2)
        self.in_play = -1
        if self._record:
            self._learn(None, ("placed", seat, action.target, len(pile) - 1, action.card))
        if self._ear >= 0:
            self._hear(ev.PlacedFaceDown(seat, action.target, len(pile) - 1, action.card))
        self._end_turn()

    # ----- elimination (NEM-40 ... NEM-43) -------------------------------------------------------
    def _eliminate(self, seat: int, cause: str) -> None:
        """NEM-40: hand to discard, every card face-up (the card in play too, if it is the
        active seat's, NEM-41); a revealed Werewolf ends the game; NEM-43: a lone
        survivor decides it."""
        self.alive = alive = (*self.alive[:seat], False, *self.alive[seat + 1 :])
        self.survivors = survivors = tuple(s for s, up in enumerate(alive) if up)
        if self._ear >= 0:  # NEM-40: the face-down cards and the hand, revealed to all
            revealed = [CODES[e >> 1] for e in self.discards[seat] if not e & 1]
            revealed.append(CODES[self.hands[seat]])
            self._hear(Eliminated(seat, cause, tuple(revealed)))
        pile = [e | 1 for e in self.discards[seat]]
        if seat == self.active and self.in_play >= 0:
            pile.append(self.in_play * 2 + 1)
            self.in_play = -1
        pile.append(self.hands[seat] * 2 + 1)
        self.hands[seat] = -1
        self.discards[seat] = pile
        self.deaths.append((seat, self.day, cause))
        if self._record:  # NEM-40: public
            self._learn(None, ("out", seat))
        n = self.players
        if seat == self.wolf:
            self._finish(frozenset(s for s in range(n) if s != seat), VILLAGERS, "wolf out")
            return
        if len(survivors) == 1:
            last = survivors[0]
            if last == self.wolf:
                self._finish(frozenset((last,)), WEREWOLF_SIDE, "all others out")
            else:
                self._finish(frozenset(), None, "one villager left")

    # ----- search phase (NEM-50 ... NEM-55) ------------------------------------------------------
    def _search_phase(self) -> None:
        """NEM-50/51: survivors search in ascending order of their hand card's order; a
        shared order blocks them, X does not search, the Madman reveals themself."""
        self.in_play = -1
        if self._ear >= 0:
            self._hear(ev.SearchPhase())
        by_order: dict[int, list[int]] = {}
        for s in range(self.players):
            if self.alive[s]:
                card = self.hands[s]
                if card == _MADMAN:
                    self.madman = s
                order = _ORDER[card]
                if order is not None:
                    by_order.setdefault(order, []).append(s)
        # the orders, the last first (popped in ascending order): a searcher, the blocked or the Madman
        self._searchers = [(order, tuple(seats)) for order, seats in sorted(by_order.items(), reverse=True)]
        self._next_search()

    def _next_search(self) -> None:
        """NEM-51: the orders in turn, the blocked and the Madman told (public) in their
        order's place; the next searcher names a card (NEM-52); nobody left: nobody found
        it (NEM-54)."""
        searchers = self._searchers
        while searchers:
            order, seats = searchers[-1]
            if len(seats) == 1 and seats[0] != self.madman:
                sizes = tuple([len(pile) for pile in self.discards])
                self._ask(_SEARCH, seats, (_searches(self.survivors, sizes),), False)
                return
            searchers.pop()
            blocked = len(seats) > 1
            if self._record:
                self._learn(None, ("blocked", seats) if blocked else ("madman", seats[0]))
            if self._ear >= 0:
                self._hear(ev.SearchBlocked(seats, order) if blocked else ev.MadmanRevealed(seats[0]))
        self._finish(frozenset(), None, "nobody found")

    def _searched(self, seat: int, action: Search) -> None:
        """NEM-52, NEM-53, NEM-60 ... NEM-62: the named card revealed; the werewolf found
        ends the game for the searcher's side."""
        order, _ = self._searchers.pop()
        where, owner, index = action.where, action.seat, action.index
        if where == "ruins":
            found = self.ruins
        elif where == "hand":
            found = self.hands[owner]  # type: ignore[index]
        else:
            found = self.discards[owner][index] >> 1  # type: ignore[index]
        if self._record:  # NEM-52: the named card, revealed to all
            self._learn(None, ("searched", seat, action))
        if self._ear >= 0:
            if where == "ruins":
                named = ev.SAY("ruins")
            else:
                named = ev.SAY("hand of", owner) if where == "hand" else ev.SAY("discard of", owner, index)
            self._hear(ev.Searched(seat, order, named, CODES[found]))
        if found != _WOLF:
            self._next_search()
            return
        wolf, madman = self.wolf, self.madman
        if seat == wolf:
            self._finish(frozenset({seat} | ({madman} if madman is not None else set())), WEREWOLF_SIDE, "wolf found")
        else:  # NEM-55: the Madman is not a villager player now
            others = frozenset(s for s in range(self.players) if s not in (wolf, madman))
            self._finish(others, VILLAGERS, "villager found")

    def _finish(self, winners: frozenset[int], side: str | None, reason: str) -> None:
        """The game ends (the result is built when read), told to all (``GameEnded``)."""
        if self._ear >= 0:
            self._hear(GameEnded(tuple(sorted(winners)), side, ev.SAY(reason)))
        self._winners, self._side, self._reason = winners, side, reason
        self._seats = ()
        if side is None:
            self._side = ""  # everybody loses: over, with no side

    # ----- what a seat knows (NEM-05, NEM-70), for the heuristic ----------------------------------
    def _learn(self, observer: int | None, fact: tuple[Any, ...]) -> None:
        """``fact`` (``agents.fact_of``'s form) seen by ``observer`` (``None``: everyone),
        the event the readable game logs at this point (kept while :attr:`_record`)."""
        self._facts = (self._facts, (observer, fact))

    def observation(self, seat: int) -> Observation:
        """What ``seat`` knows now, as the heuristic reads it (``agents.Observation``): the
        same data ``agents.observe`` reads from the readable game's view of the seat at
        the same decision. Its facts are kept per seat as the game runs (those since it
        was last asked, of the chain its copies share); the rest is the table now: its
        hand (the card drawn too on its turn, NEM-10), the discards as shown (NEM-20),
        who is alive, the deck's size, whose turn it is, and whether it is the Werewolf
        player (NEM-06). :class:`InvalidArgument` for a game that keeps no facts."""
        if not self._record:
            raise InvalidArgument(UNOBSERVED)
        seen = self._seen.get(seat)
        if seen is None:
            obs = Observation(seat, self.players, -1, (), (), (), 0, None, [])
            read: Facts = None
        else:
            obs, read = seen
        head = self._facts
        if head is not read:
            facts = obs.facts
            for observer, fact in learned_since(head, read):
                if observer is None or observer == seat:
                    facts.append(fact)
            self._seen[seat] = (obs, head)
        hand, drawn = self.hands[seat], self.drawn
        if hand < 0:
            obs.hand = ()
        elif seat == self.active and drawn >= 0:
            obs.hand = (CODES[hand], CODES[drawn])
        else:
            obs.hand = (CODES[hand],)
        obs.active, obs.alive, obs.deck_size = self.active, self.alive, len(self.deck)
        obs.discards = tuple([tuple([_SHOWN[e] for e in pile]) for pile in self.discards])
        obs.werewolf = seat if seat == self.wolf else None
        return obs

    def _observed(self, seat: int, choose: Callable[[Any, Sequence[Any]], Any]) -> Chooser:
        """``seat``'s chooser that asks ``choose`` with the seat's :meth:`observation`."""
        if not self._record:
            raise InvalidArgument(UNOBSERVED)
        observation = self.observation
        return lambda legal: choose(observation(seat), legal)

    # ----- decisions (core.fast.Pending) ------------------------------------------------------
    #: whether its games keep what each seat knows (:meth:`observation`)
    OBSERVES = True
    #: NEM-26: the sleep, which ``Pending.play``'s loop for random choosers hands to :meth:`_shortcut`
    _SHORTCUT = _SLEEP

    def _resume(self) -> None:
        """Every seat of the decision has chosen: go on with the rules."""
        stage, seats, picks = self._stage, self._seats, self._picks
        self._seats = ()
        if stage == _PLAY:
            self._played(seats[0], picks[0])
        elif stage == _VOTE:
            self._voted(seats, picks)
        elif stage == _SLEEP:
            self._slept(seats, picks)
        elif stage == _PLACE:
            self._placed(seats[0], picks[0])
        else:
            self._searched(seats[0], picks[0])

    def _shortcut(self, draws: Sequence[Callable[[], float]]) -> None:
        """NEM-26: the sleep, every survivor's choice for random choosers: a lone pause taken
        without a draw, as ``RandomAgent.choose`` takes it (``core.fast.Pending._SHORTCUT``)."""
        seats = self.survivors
        picks = [
            options[0] if _SLEEP_PAUSE and len(options) == 1 else options[int(draws[s]() * len(options))]
            for s, options in zip(seats, self._legal, strict=True)
        ]
        self._slept(seats, picks)

    # ----- public API ----------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self._side is not None

    @property
    def result(self) -> Result | None:
        """How the game ended, as the readable game's ``Result`` (``None`` until then)."""
        side = self._side
        if side is None:
            return None
        return Result(self._winners, side or None, ev.SAY(self._reason), self.day)

    def copy(self) -> FastGame:
        """An independent copy of this game as it stands: the explicit state copied (a
        few short lists, the generator's state), no replay, so its cost does not grow
        with the game."""
        other = FastGame.__new__(FastGame)  # blank: core.fast.Copied
        other.seed, other.setup, other.players, other.day = self.seed, self.setup, self.players, self.day
        other.hands, other.alive, other.deck = self.hands[:], self.alive, self.deck[:]
        other.survivors = self.survivors
        other.discards = [pile[:] for pile in self.discards]
        other.deaths, other.ruins, other.wolf, other.madman = self.deaths[:], self.ruins, self.wolf, self.madman
        other.active, other.drawn, other.in_play = self.active, self.drawn, self.in_play
        other.first_player, other.werewolf_start = self.first_player, self.werewolf_start
        other._side, other._winners, other._reason = self._side, self._winners, self._reason
        other._searchers = self._searchers[:]
        self._copy_pending(other)
        other.rng = copied_generator(self.rng)
        other._script = None if self._script is None else self._script.copy()
        other._facts, other._record, other._seen = self._facts, self._record, {}
        return other

    def seat_side(self, seat: int) -> str:
        """NEM-06, NEM-55, NEM-60 ... NEM-62: the Werewolf player and the Madman who
        revealed themself in the search phase are on the werewolf's side."""
        return WEREWOLF_SIDE if seat in (self.wolf, self.madman) else VILLAGERS

    def summary(self) -> dict[str, Any]:
        """The readable game's summary columns: the first player (NEM-04), where the
        werewolf card started and who became the Werewolf player (NEM-06)."""
        return {"first_player": self.first_player, "werewolf_start": self.werewolf_start, "werewolf_seat": self.wolf}


#: the engine a registration names: ``fast="jinro_lab.variants.nemuranai.fast:ENGINE"``
ENGINE = Engine(supports, FastSetup, FastGame, observes=True)


def _targets(n: int, seat: int, card: int, other: int, alive: tuple[bool, ...]) -> list[Play]:
    """The plays of ``card`` with ``other`` left in hand (``NemuranaiGame._targets``; the
    medium's are :meth:`FastGame._medium_options`): NEM-25 the seer names another
    survivor; NEM-23 the villager places itself or the other card (werewolf only in
    the player's own discard, NEM-21) in any discard."""
    cid = CODES[card]
    if card == _SEER:
        return [play(cid, t) for t in range(n) if t != seat and alive[t]]
    if card == _VILLAGER:
        return [
            play(cid, t, None, placed)
            for placed in ("villager", CODES[other])
            for t in range(n)
            if placed != WEREWOLF or t == seat
        ]
    return [play(cid)]


def _list_plays(
    n: int, seat: int, hand: tuple[int, int], alive: tuple[bool, ...], medium: list[Play] | None
) -> tuple[Play, ...]:
    """NEM-11/12/13 (``NemuranaiGame._list_play_options``): werewolf is never played; an
    attack in hand must be (of two, either); two copies of one card are one choice;
    ``medium``: the medium's plays, when it is in hand."""
    attacks = [c for c in hand if _ATTACK[c] is not None]
    playable = attacks or [c for c in hand if c != _WOLF]
    options: list[Play] = []
    for i, card in enumerate(playable):
        if card in playable[:i]:
            continue
        if card == _MEDIUM:
            assert medium is not None
            options.extend(medium)
            continue
        other = hand[1] if hand[0] == card else hand[0]
        options.extend(_targets(n, seat, card, other, alive))
    return tuple(options)


@lru_cache(maxsize=4096)  # by seat, hand and who is alive, with no medium in hand: shared between games
def _plays(n: int, seat: int, hand: tuple[int, int], alive: tuple[bool, ...]) -> tuple[Play, ...]:
    """:func:`_list_plays` of a hand without the medium."""
    return _list_plays(n, seat, hand, alive, None)


@lru_cache(maxsize=8192)  # by who survives and the discards' sizes: shared between games
def _searches(survivors: tuple[int, ...], sizes: tuple[int, ...]) -> tuple[Search, ...]:
    """NEM-52 (``NemuranaiGame._search_options``): any survivor's hand, the ruins, or any
    one card of any discard."""
    options = [search("hand", s) for s in survivors]
    options.append(search("ruins"))
    options.extend(search("discard", s, i) for s, size in enumerate(sizes) for i in range(size))
    return tuple(options)


@lru_cache(maxsize=64)  # by card and player count
def _places(card: str, players: int) -> tuple[Place, ...]:
    """NEM-27, NEM-21: the attack card face-down into any player's discard."""
    return tuple(place(card, t) for t in range(players))


@lru_cache(maxsize=64)  # by who survives
def _ballots(survivors: tuple[int, ...]) -> tuple[tuple[Vote, ...], ...]:
    """NEM-30: each survivor's ballots (aligned with ``survivors``): another survivor, in seat order."""
    return tuple(tuple(vote(c) for c in survivors if c != v) for v in survivors)
