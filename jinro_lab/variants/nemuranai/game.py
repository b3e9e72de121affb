"""人狼は眠らない (Nemuranai): the rules, phase by phase (NEM-01 ... NEM-71).

State is kept in immutable tuples, replaced when they change, so that a view is
a handful of references rather than a copy: ``hands[seat]`` (card ids),
``discards[seat]`` (``(card, face_up)`` pairs in pile order), ``alive``; plus
``deck`` (a list: the draw pile, top card last) and ``ruins``.

The rules are one flow (``_flow``): the deal (or a described position, see
``position.py``), turns until the deck is empty, then the search phase. It stops
at five kinds of decision: ``play`` (the active seat), ``vote`` (every survivor
at once, ``jinro_lab.core.voting.run_vote``),
``sleep`` (every survivor at once: a pause with eyes closed, in which only the
Werewolf player may have a real choice, NEM-26), ``place`` (where an attack card
goes) and ``search``.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from functools import lru_cache
from typing import Any

from ...core.chance import announce
from ...core.engine import Decision, Flow, Game
from ...core.events import EVERYONE, GM_ONLY, Chance, Eliminated, Knowledge, only
from ...core.memo import STATES, Memo
from ...core.viewers import PUBLIC, Viewer
from ...core.voting import TieRule, VoteSpec, run_vote, vote_id
from . import events as ev
from .actions import Place, Play, Search, place, play, search, sleep
from .cards import ATTACKS, CARDS, DECK, WEREWOLF, werewolf_start
from .options import DEFAULT_PLAYERS, OPTIONS, Position, settle
from .position import PositionSet
from .redeal import Redealing
from .view import NemuranaiView

__all__ = ["NemuranaiGame"]

ORDER: dict[str, int | None] = {cid: c.order for cid, c in CARDS.items()}
# The events made every turn are built with tuple.__new__ (every field, in order):
# three times cheaper than a named tuple's keyword constructor, and a game makes ~60.
_event = tuple.__new__
_PLAY_OPTIONS: Memo[tuple[Any, ...], tuple[Play, ...]] = Memo(STATES)  # by seat, hand and who is alive
VILLAGERS, WEREWOLF_SIDE = "villagers", "werewolf"
Steps = Generator[Decision, Any, None]  # a part of the flow


class NemuranaiGame(Redealing, Game):
    """A game of 人狼は眠らない. Create with ``jinro_lab.new_game("nemuranai", ...)``.
    Its options are declared in ``options.py`` (``players``, ``deck``,
    ``first_player``, ``position``), which checks them.

    ``deck`` fixes the arrangement: 16 card ids dealt in order, one hand per seat
    from seat 0, then the ruins, then the draw pile top first.

    ``position`` starts the game at the beginning of a chosen turn instead of at the
    deal, for lessons (a ``Position`` or its JSON object; the format and its checks
    are documented in ``jinro_lab.variants.nemuranai.position``). It gives each seat's hand, each
    seat's discard as ``[card, face_up]`` pairs, the ruins, the pile top first, who
    is eliminated, whose turn begins and, optionally, the number of turns played
    and the Werewolf player (both derived from the cards when left out). It cannot
    be combined with ``deck`` or ``first_player``; an empty pile starts the search
    phase at once. The position where the knight matters (NEM-31)::

        game = jinro_lab.new_game("nemuranai", players=4, seed=0, position={
            "hands": [["madman"], ["seer"], ["werewolf"], ["villager"]],
            "discards": [[["knight", True], ["sleep", False], ["attack_1", False]],
                         [["vote", False]], [["seer", True]], [["medium", True]]],
            "ruins": "attack_3",
            "pile": ["vote", "sleep", "attack_2", "vote", "sleep"],
            "turn": 1,
        })
        game.act(1, "play vote")   # seat 0 has two extra votes, and a face-up knight

    The setup stores the position with every key filled in, so records, replays and
    clones reproduce the game exactly; each seat is told its own hand only.
    """

    variant = "nemuranai"

    def __init__(self, players: int = DEFAULT_PLAYERS, seed: int | None = None, **options: Any):
        values, setup = OPTIONS.resolve({"players": players, **options})
        self.options = settle(values)
        deck, position = self.options.deck, self.options.position
        setup["deck"] = None if deck is None else list(deck)
        if position is None:
            del setup["position"]  # only when given: other records stay as they were
        else:
            setup["position"] = position.to_json()  # every key filled in
        super().__init__(self.options.players, seed, setup)

    __init__.__signature__ = OPTIONS.signature(DEFAULT_PLAYERS)  # type: ignore[attr-defined]

    # ----- the flow: deal, turns, search (NEM-03, NEM-10, NEM-16, NEM-50) ---------
    def _flow(self) -> Flow:
        """Deal; then turns in seat order (survivors only) until a turn ends with the
        deck empty (NEM-16); then the search phase."""
        position = self.options.position
        seat = self._deal() if position is None else self._set_position(position)
        if seat is not None:  # None: a position with an empty pile, the search phase begins at once
            while True:
                yield from self._turn(seat)
                if not self.deck:
                    break
                seat = self._next_alive(seat)
        yield from self._search_phase()

    def _init_state(self) -> None:
        """The empty table, before the deal or a position fills it."""
        n = self.players
        self.hands: list[tuple[str, ...]] = [()] * n
        self.discards: list[tuple[tuple[str, bool], ...]] = [()] * n
        self._public: list[tuple[tuple[str | None, bool], ...]] = [()] * n  # what others see
        self.alive: tuple[bool, ...] = (True,) * n
        self._nobody: tuple[None, ...] = (None,) * n
        self.wolf: int | None = None  # the Werewolf player (NEM-06)
        self.active = -1
        self.in_play: str | None = None
        self._table: tuple[Any, ...] | None = None  # cached public image of the discards
        self._madman: int | None = None
        self.first_player: int | None = None  # None: a position whose pile is empty (no turn)

    def _deal(self) -> int:
        """NEM-03, NEM-04: deal one card per seat and one to the ruins; the rest is
        the draw pile; draw the first player unless one is fixed. Returns the first player."""
        self._init_state()
        n = self.players
        fixed = self.options.deck
        order = list(fixed) if fixed is not None else self._shuffled_deck()
        for seat in range(n):
            card = order[seat]
            self.hands[seat] = (card,)
            if card == WEREWOLF:
                self.wolf = seat
            self.emit(ev.Dealt(seat, card, self._private[seat]))
        self.ruins = order[n]
        self.werewolf_start = werewolf_start(order, n)
        self.deck = order[:n:-1]  # top card last, so drawing is pop()
        first = self.options.first_player
        if first is None:
            first = announce(self, ev.SAY("first player"), range(n))
        self.first_player = first
        return first

    def _set_position(self, position: Position) -> int | None:
        """A described position (``position.py``) instead of the deal: the table is
        public (one ``PositionSet``), each seat in the game is told its own hand
        (a private ``Dealt``, NEM-05). Returns the seat whose turn begins (``None``:
        the pile is empty and the search phase begins)."""
        self._init_state()
        n = self.players
        self.alive = position.alive
        self.hands = list(position.hands)
        for seat in range(n):
            self._set_pile(seat, position.discards[seat])
        self.ruins = position.ruins
        self.deck = list(reversed(position.pile))  # top card last, so drawing is pop()
        self.wolf = position.werewolf
        assert position.day is not None  # checked positions have it derived (check_position)
        self.day = position.day
        self.first_player = position.turn
        self.werewolf_start = (
            f"seat {self.wolf}" if self.wolf is not None else ("ruins" if self.ruins == WEREWOLF else "deck")
        )
        self.emit(PositionSet(self.day, position.turn, self.alive, self._public_table(), len(self.deck)))
        for seat in range(n):
            if self.alive[seat]:
                self.emit(ev.Dealt(seat, self.hands[seat][0], self._private[seat]))
        return position.turn

    def _shuffled_deck(self) -> list[str]:
        order = list(DECK)
        self.rng.shuffle(order)
        self.emit(Chance(ev.SAY("shuffle"), tuple(order), GM_ONLY))
        return order

    # ----- a turn (NEM-10 ... NEM-16) ---------------------------------------------
    def _turn(self, seat: int) -> Steps:
        """NEM-10, NEM-11, NEM-14: draw, play one card, resolve its effect."""
        self.day += 1
        self.active = seat
        card = self.deck.pop()
        self.hands[seat] += (card,)
        if card == WEREWOLF:
            self.wolf = seat
        self.emit(_event(ev.TurnBegan, (seat, self.day, len(self.deck), EVERYONE)))
        self.emit(_event(ev.Drew, (seat, card, self._private[seat])))
        action: Play = yield self.ask_one(seat, "play", self._play_options(seat))
        card = action.card
        self.hands[seat] = _without(self.hands[seat], card)
        self.in_play = card
        self.emit(_event(ev.Played, (seat, card, action.target, action.index, action.turn, EVERYONE)))
        yield from _EFFECTS[card](self, seat, action)

    def _play_options(self, seat: int) -> tuple[Play, ...]:
        """NEM-11/12/13: werewolf is never played; an attack in hand must be.

        Without a medium in hand the options depend only on the seat, the hand and
        who is alive, so they are cached and shared between games."""
        hand = self.hands[seat]
        if "medium" in hand:
            return self._list_play_options(seat, hand)
        key = (seat, hand, self.alive)
        options = _PLAY_OPTIONS.get(key)
        if options is None:
            options = _PLAY_OPTIONS.put(key, self._list_play_options(seat, hand))
        return options

    def _list_play_options(self, seat: int, hand: tuple[str, ...]) -> tuple[Play, ...]:
        attacks = [c for c in hand if c in ATTACKS]
        playable = attacks or [c for c in hand if c != WEREWOLF]
        options: list[Play] = []
        for i, card in enumerate(playable):
            if card in playable[:i]:
                continue  # two copies of one card: one choice
            other = hand[1] if hand[0] == card else hand[0]
            options.extend(self._targets(seat, card, other))
        return tuple(options)

    def _targets(self, seat: int, card: str, other: str) -> list[Play]:
        n = self.players
        if card == "seer":  # NEM-25: another surviving player
            return [play(card, t) for t in range(n) if t != seat and self.alive[t]]
        if card == "villager":  # NEM-23, NEM-21: any discard; werewolf only to your own
            return [
                play(card, t, None, placed)
                for placed in ("villager", other)
                for t in range(n)
                if placed != WEREWOLF or t == seat
            ]
        if card == "medium":  # NEM-24: another player's discard
            options = [
                play(card, t, i, None, up) for t in range(n) if t != seat for i, (_, up) in enumerate(self.discards[t])
            ]
            return options or [play(card)]
        return [play(card)]

    def _next_alive(self, seat: int) -> int:
        n = self.players
        nxt = (seat + 1) % n
        while not self.alive[nxt]:
            nxt = (nxt + 1) % n
        return nxt

    def _discard(self, seat: int, card: str, face_up: bool) -> None:
        """NEM-15: the played card goes to its player's discard (the turn then ends)."""
        index = self._add_to_pile(seat, card, face_up)
        self.in_play = None
        self.emit(_event(ev.Discarded, (seat, card, index, face_up, EVERYONE)))

    # ----- card effects (NEM-23 ... NEM-27) -------------------------------------
    def _no_effect(self, seat: int, action: Play) -> Steps:
        """knight, madman: no play effect; face-up to the discard (NEM-15)."""
        self._discard(seat, action.card, True)
        yield from ()

    def _seer(self, seat: int, action: Play) -> Steps:
        """NEM-25: the seer privately learns another survivor's hand card."""
        target = action.target
        assert target is not None  # every legal seer play names another survivor (NEM-25)
        seen = self.hands[target][0]
        self.emit(Knowledge(seat, target, ev.SAY("fact hand", target, seen), ("hand", target, seen), only(seat)))
        self._discard(seat, "seer", True)
        yield from ()

    def _vote(self, seat: int, action: Play) -> Steps:
        """NEM-30, NEM-31, NEM-33: every survivor votes at once for another survivor;
        each face-down card in a discard is one extra vote against its owner (the
        vote card itself is not there yet); a unique top total is eliminated unless
        a face-up knight protects them; a tie eliminates nobody."""
        survivors = tuple(s for s, up in enumerate(self.alive) if up)
        spec = VoteSpec(
            vote=vote_id(self.day, "turn"),
            voters=survivors,
            candidates=survivors,
            tie_rule=TieRule.UNIQUE_OR_NONE,
            extra={s: self.face_down_count(s) for s in survivors},
            veto=self._knight_veto,
            label="vote",
            rule="NEM-30",
        )
        chosen = (yield from run_vote(self, spec)).chosen
        if chosen is not None:
            self._eliminate(chosen, "vote")
            if chosen == seat:  # NEM-41: the vote card stays face-up, turn over
                return
        self._discard(seat, "vote", False)

    def _knight_veto(self, seat: int) -> str | None:
        if self._protected(seat):
            return ev.SAY("knight veto", seat)
        return None

    def _villager(self, seat: int, action: Play) -> Steps:
        """NEM-23: the villager returns to hand; one hand card goes face-down."""
        target, placed = action.target, action.placed
        assert target is not None and placed is not None  # every legal villager play names both (NEM-23)
        self.hands[seat] = _without(self.hands[seat] + ("villager",), placed)
        index = self._add_to_pile(target, placed, False)
        self.in_play = None
        self.emit(ev.PlacedFaceDown(seat, target, index, None))
        self.emit(
            Knowledge(
                seat,
                target,
                ev.SAY("fact placed", index, target, placed),
                ("discard", target, index, placed),
                only(seat),
            )
        )
        yield from ()

    def _medium(self, seat: int, action: Play) -> Steps:
        """NEM-24: look at a face-down card, or turn a face-up one face-down."""
        target, index = action.target, action.index
        if target is not None:
            assert index is not None  # a legal medium play with a target names a card of that discard (NEM-24)
            seen = self.discards[target][index][0]
            if action.turn:
                self._set_card(target, index, seen, False)
                self.emit(ev.TurnedFaceDown(seat, target, index, seen))
            else:
                self.emit(
                    Knowledge(
                        seat,
                        target,
                        ev.SAY("fact discard", index, target, seen),
                        ("discard", target, index, seen),
                        only(seat),
                    )
                )
        self._discard(seat, "medium", True)
        yield from ()

    def _sleep(self, seat: int, action: Play) -> Steps:
        """NEM-26: every survivor closes their eyes (one simultaneous pause, the same
        for all whether or not anyone can swap); the surviving Werewolf player may
        swap their hand card with a face-down card of their own discard."""
        wolf = self.wolf
        down = () if wolf is None or not self.alive[wolf] else self._face_down_indices(wolf)
        if down:
            legal = dict(_sleep_options(self.alive))
            legal[wolf] = (sleep(None), *(sleep(i) for i in down))  # type: ignore[index]
        else:
            legal = _sleep_options(self.alive)
        choices = yield self.ask("sleep", legal, label="sleep: eyes closed")
        if down:
            assert wolf is not None
            swap = choices[wolf].swap
            if swap is not None:
                took, gave = self.discards[wolf][swap][0], self.hands[wolf][0]
                self._set_card(wolf, swap, gave, False)
                self.hands[wolf] = (took,)
                self.emit(ev.Swapped(wolf, swap, took, gave, only(wolf)))
        self._discard(seat, "sleep", False)

    def _face_down_indices(self, seat: int) -> tuple[int, ...]:
        return tuple(i for i, (_, up) in enumerate(self.discards[seat]) if not up)

    def _attack(self, seat: int, action: Play) -> Steps:
        """NEM-27: the survivor whose hand card has the attack's order is eliminated."""
        card = action.card
        order = ATTACKS[card]
        victim = next((s for s in range(self.players) if self.alive[s] and ORDER[self.hands[s][0]] == order), None)
        protected = victim is not None and self._protected(victim)
        self.emit(ev.AttackResolved(seat, card, order, victim, protected))
        if victim is not None and not protected:
            self._eliminate(victim, card)
            if victim == seat:  # NEM-41: the turn ends at once, no after-play
                return
        placed: Place = yield self.ask_one(seat, "place", _place_options(card, self.players))
        index = self._add_to_pile(placed.target, placed.card, False)
        self.in_play = None
        self.emit(ev.PlacedFaceDown(seat, placed.target, index, placed.card))

    # ----- voting and protection (NEM-30, NEM-31, NEM-20) --------------------------
    def face_down_count(self, seat: int) -> int:
        """Face-down cards in ``seat``'s discard: one extra vote each (NEM-30)."""
        return sum(1 for _, up in self.discards[seat] if not up)

    def _protected(self, seat: int) -> bool:
        """NEM-31 and NEM-20: a face-up knight in the discard protects; face-down does not."""
        return any(up and card == "knight" for card, up in self.discards[seat])

    # ----- elimination (NEM-40 ... NEM-43) ----------------------------------------
    def _eliminate(self, seat: int, cause: str) -> None:
        """NEM-40: hand to discard, all face-down cards turned face-up; a revealed
        Werewolf ends the game; NEM-43: a lone survivor decides the game."""
        alive = list(self.alive)
        alive[seat] = False
        self.alive = tuple(alive)
        pile = self.discards[seat]
        revealed = [card for card, up in pile if not up]
        cards = [card for card, _ in pile]
        if seat == self.active and self.in_play is not None:  # NEM-41: stays face-up
            cards.append(self.in_play)
            self.in_play = None
        revealed.extend(self.hands[seat])
        cards.extend(self.hands[seat])
        self.hands[seat] = ()
        self._set_pile(seat, tuple((card, True) for card in cards))
        self.emit(Eliminated(seat, cause, tuple(revealed)))
        n = self.players
        if seat == self.wolf:
            self.finish(
                frozenset(s for s in range(n) if s != seat),
                VILLAGERS,
                ev.SAY("wolf out"),
            )
        survivors = [s for s in range(n) if self.alive[s]]
        if len(survivors) == 1:
            last = survivors[0]
            if last == self.wolf:
                self.finish(frozenset((last,)), WEREWOLF_SIDE, ev.SAY("all others out"))
            else:
                self.finish(frozenset(), None, ev.SAY("one villager left"))

    # ----- search phase (NEM-50 ... NEM-55) ------------------------------------------
    def _search_phase(self) -> Steps:
        """NEM-50/51: survivors search in ascending order of their hand card's order;
        a shared order blocks those players, X does not search, the Madman reveals
        themself instead. Nobody finding the werewolf: nobody wins (NEM-54)."""
        self.in_play = None
        self.emit(ev.SearchPhase())
        by_order: dict[int, list[int]] = {}
        for s in range(self.players):
            if self.alive[s]:
                card = self.hands[s][0]
                if card == "madman":
                    self._madman = s
                order = ORDER[card]
                if order is not None:
                    by_order.setdefault(order, []).append(s)
        for order in sorted(by_order):
            seats = by_order[order]
            if len(seats) > 1:
                self.emit(ev.SearchBlocked(tuple(seats), order))
            elif seats[0] == self._madman:
                self.emit(ev.MadmanRevealed(seats[0]))
            else:
                action = yield self.ask_one(seats[0], "search", self._search_options())
                self._search(seats[0], order, action)
        self.finish(frozenset(), None, ev.SAY("nobody found"))

    def _search_options(self) -> tuple[Search, ...]:
        """NEM-52: any hand, the ruins, or any one card of any discard."""
        n = self.players
        options = [search("hand", s) for s in range(n) if self.alive[s]]
        options.append(search("ruins"))
        options.extend(search("discard", s, i) for s in range(n) for i in range(len(self.discards[s])))
        return tuple(options)

    def _search(self, seat: int, order: int, action: Search) -> None:
        """NEM-52, NEM-53: reveal the named card; finding the werewolf ends the game."""
        where, owner, index = action.where, action.seat, action.index
        if where == "ruins":
            found, named = self.ruins, ev.SAY("ruins")
        else:
            assert owner is not None  # a legal hand or discard search names its seat (NEM-52)
            if where == "hand":
                found, named = self.hands[owner][0], ev.SAY("hand of", owner)
            else:
                assert index is not None  # and a legal discard search one card of that discard
                found, named = self.discards[owner][index][0], ev.SAY("discard of", owner, index)
        self.emit(ev.Searched(seat, order, named, found))
        if found != WEREWOLF:
            return
        n, wolf, madman = self.players, self.wolf, self._madman
        if seat == wolf:  # NEM-53, NEM-61, NEM-62
            winners = {seat} | ({madman} if madman is not None else set())
            self.finish(frozenset(winners), WEREWOLF_SIDE, ev.SAY("wolf found"))
        else:  # NEM-53, NEM-60, NEM-55: the Madman is not a villager player now
            self.finish(
                frozenset(s for s in range(n) if s not in (wolf, madman)),
                VILLAGERS,
                ev.SAY("villager found"),
            )

    def _seat_side(self, seat: int) -> str:
        """NEM-06, NEM-55, NEM-60 ... NEM-62: the Werewolf player (whoever holds the
        werewolf card now: the card can change hands during play) and the Madman who
        revealed themself in the search phase are on the werewolf's side; everybody else
        is a villager player."""
        return WEREWOLF_SIDE if seat in (self.wolf, self._madman) else VILLAGERS

    def summary(self) -> dict[str, Any]:
        """Columns for simulation tables: the first player (NEM-04), where the
        werewolf card started (a seat's hand, the ruins or the deck) and who became
        the Werewolf player (NEM-06)."""
        return {"first_player": self.first_player, "werewolf_start": self.werewolf_start, "werewolf_seat": self.wolf}

    # ----- views (NEM-05, NEM-70) ---------------------------------------------------
    def _set_pile(self, seat: int, pile: tuple[tuple[str, bool], ...]) -> None:
        self.discards[seat] = pile
        self._public[seat] = tuple((card if up else None, up) for card, up in pile)
        self._table = None

    def _add_to_pile(self, seat: int, card: str, face_up: bool) -> int:
        """Put ``card`` on top of ``seat``'s discard; returns its index there."""
        pile = self.discards[seat] = (*self.discards[seat], (card, face_up))
        self._public[seat] = (*self._public[seat], (card if face_up else None, face_up))
        self._table = None
        return len(pile) - 1

    def _set_card(self, seat: int, index: int, card: str, face_up: bool) -> None:
        pile = self.discards[seat]
        self._set_pile(seat, (*pile[:index], (card, face_up), *pile[index + 1 :]))

    def _public_table(self) -> tuple[Any, ...]:
        table = self._table
        if table is None:
            table = self._table = tuple(self._public)
        return table

    def _view(self, seat: Viewer) -> NemuranaiView:
        if seat is PUBLIC:  # what everyone sees: no hand, the discards as laid out (NEM-05)
            return NemuranaiView(
                seat=PUBLIC,
                phase=self.label,
                day=self.day,
                active=self.active,
                players=self.players,
                alive=self.alive,
                hand=(),
                hands=self._nobody,
                discards=self._public_table(),
                deck_size=len(self.deck),
                deck=None,
                ruins=None,
                in_play=self.in_play,
                werewolf=None,
                events=tuple(self._public_memory()),
                result=self._result,
            )
        if seat is None:
            return NemuranaiView(
                seat=None,
                phase=self.phase,
                day=self.day,
                active=self.active,
                players=self.players,
                alive=self.alive,
                hand=(),
                hands=tuple(self.hands),
                discards=tuple(self.discards),
                deck_size=len(self.deck),
                deck=tuple(reversed(self.deck)),
                ruins=self.ruins,
                in_play=self.in_play,
                werewolf=self.wolf,
                events=tuple(self._log),
                result=self._result,
            )
        hand = self.hands[seat]
        nobody = self._nobody
        return NemuranaiView(
            seat=seat,
            phase=self.label,  # the public label: never which secret choice is pending
            day=self.day,
            active=self.active,
            players=self.players,
            alive=self.alive,
            hand=hand,
            hands=(*nobody[:seat], hand, *nobody[seat + 1 :]),
            discards=self._public_table(),
            deck_size=len(self.deck),
            deck=None,
            ruins=None,
            in_play=self.in_play,
            werewolf=seat if seat == self.wolf else None,
            events=tuple(self._memory(seat)),
            result=self._result,
        )


#: the Play effect of each card (NEM-23 ... NEM-27); attacks share one
_EFFECTS: dict[str, Callable[[NemuranaiGame, int, Play], Steps]] = {
    "villager": NemuranaiGame._villager,
    "medium": NemuranaiGame._medium,
    "madman": NemuranaiGame._no_effect,
    "knight": NemuranaiGame._no_effect,
    "seer": NemuranaiGame._seer,
    "vote": NemuranaiGame._vote,
    "sleep": NemuranaiGame._sleep,
    **dict.fromkeys(ATTACKS, NemuranaiGame._attack),
}


@lru_cache(maxsize=64)  # by card and player count
def _place_options(card: str, players: int) -> tuple[Place, ...]:
    """NEM-27: the attack card goes face-down into any player's discard (NEM-21)."""
    return tuple(place(card, t) for t in range(players))


@lru_cache(maxsize=64)  # by who is alive: 2^3 + 2^4 keys
def _sleep_options(alive: tuple[bool, ...]) -> dict[int, tuple[Any, ...]]:
    """NEM-26: the pause of every survivor (cached by who is alive: shared between games)."""
    return {s: (sleep(None),) for s, up in enumerate(alive) if up}


def _without(hand: tuple[str, ...], card: str) -> tuple[str, ...]:
    """``hand`` less one copy of ``card``."""
    i = hand.index(card)
    return hand[:i] + hand[i + 1 :]
