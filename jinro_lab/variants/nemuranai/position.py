"""Positions for lessons: start a game of 人狼は眠らない at a moment you describe.

A teacher who wants to show one moment of the game (a vote that a face-up knight
decides, a search phase with two blocked seats) need not script eleven turns to
reach it: describe the table and start there::

    >>> import jinro_lab as jl
    >>> game = jl.new_game("nemuranai", players=4, seed=0, position=KNIGHT_LESSON)
    >>> game.to_act(), game.view(None).hands[1]  # seat 1's turn: it drew the vote
    ((1,), ('seer', 'vote'))

A position is **the start of a seat's turn**: every seat still in the game holds
one card, and the seat whose turn begins (``turn``) draws the top card of the
pile as usual (NEM-10). It is a :class:`Position` (``Position(hands=..., ...)``)
or its JSON form, a JSON object (a ``dict`` of lists, strings, ints and booleans:
``Position.to_json()``, read back by ``Position.from_json``); it is stored in the
game's setup as a JSON object with every key filled in (lists, not tuples; ``day``
and ``werewolf`` derived), so ``game.record()``,
``jinro_lab.replay(record.to_json())`` and ``game.clone()`` give the same game.

The keys
--------
``hands`` (required)
    One list of card ids per seat, seat 0 first: ``["seer"]`` for a seat in the
    game (exactly one card), ``[]`` for an eliminated seat (NEM-42).
``discards`` (required)
    One list per seat of ``[card, face_up]`` pairs in pile order (index 0 first:
    the index a medium or a search names, NEM-24, NEM-52). A seat in the game can
    have face-up only the cards that are played face-up and stay so: ``medium``,
    ``madman``, ``knight``, ``seer`` (NEM-15; ``vote`` and ``sleep`` are turned
    face-down after play, ``villager``, attacks and ``werewolf`` are placed
    face-down). An eliminated seat's discard holds at least its last hand card
    (NEM-40). Elimination turned its cards face-up, but face-down cards may have
    come since: a villager's placement or an attack card (any player's discard,
    eliminated ones included, NEM-21) or a medium turning a card (NEM-24); so it
    may hold face-down cards, but never the ``werewolf`` (the game would be over).
``ruins`` (required)
    The ruins card (遺跡, NEM-03).
``pile`` (required)
    The draw pile, top card first. It may be empty: then no turn is taken and the
    search phase begins at once (NEM-50: the last turn has just ended); leave out
    ``turn`` (or make it ``null``).
``eliminated`` (default ``[]``)
    The seats already out of the game.
``turn`` (required unless the pile is empty)
    The seat whose turn begins: a seat still in the game.
``day`` (default, or ``null``: derived)
    The number of turns already played; the next turn is ``day + 1``. Every turn
    draws one card (NEM-10), so it follows from the pile: ``15 - players - len(pile)``.
    If given, it must be that number.
``werewolf`` (default, or ``null``: derived)
    The Werewolf player (NEM-06): the seat with the ``werewolf`` card in hand or in
    its own discard (where only it can have put it, NEM-01/NEM-21), nobody
    (``null`` in the setup) when the card is in the ruins or the pile. If a seat is
    given, it must agree with the cards.

The 16 cards of NEM-01 must each be somewhere, exactly once per copy; at least
two seats must still be in the game, and the game must not be over already (the
Werewolf player eliminated, NEM-40; a single survivor, NEM-43). ``position``
cannot be combined with ``deck=`` or ``first_player=``. Anything else is refused
with an :class:`~jinro_lab.InvalidSetup` that says what is wrong and what is
allowed. The position is checked against the rules' invariants, not for a history
that leads to it. The seed is kept (and recorded) but draws nothing: a position
fixes every card and whose turn it is.

What each seat knows
--------------------
The position starts the game's log with a public :class:`PositionSet` event: the
table as everybody sees it (the face-up cards, how many face-down cards and
where, who is out, the size of the pile, whose turn it is), then one private
:class:`~jinro_lab.variants.nemuranai.events.Dealt` event per seat in the game,
seen by that seat only: its own hand card. Nobody knows anything else: not the
face-down cards (the owner's included), not the ruins, not the pile, not another
hand. The Werewolf player's view says that it is the Werewolf player (as in any
game, ``view.werewolf``).

A lesson: the position where the knight matters
------------------------------------------------
:data:`KNIGHT_LESSON` is a 4-player position after six turns. Seat 0 has two
face-down cards in its discard, two extra votes against it (NEM-30), but a
face-up ``knight`` there too; seat 1 is about to draw a ``vote``::

    >>> game.act(1, "play vote")
    >>> for seat, target in {0: 1, 1: 0, 2: 0, 3: 0}.items():
    ...     game.act(seat, f"vote seat {target}")
    >>> [str(e) for e in game.log if type(e).__name__ == "VoteResult"]  # doctest: +ELLIPSIS
    ['vote totals seat 0: 5, seat 1: 2, seat 2: 0, seat 3: 0 -> nobody (seat 0 is protected ... (NEM-31))']

Seat 0 has the most votes, five, and is still in the game: the knight protects it
(NEM-31). Turn the knight face-down (as a medium could, NEM-24) and the same votes
eliminate seat 0::

    >>> lesson = copy.deepcopy(KNIGHT_LESSON)
    >>> lesson["discards"][0][0] = ["knight", False]
    >>> game = jl.new_game("nemuranai", players=4, seed=0, position=lesson)
    >>> game.act(1, "play vote")
    >>> game.act_together({0: "vote seat 1", 1: "vote seat 0", 2: "vote seat 0", 3: "vote seat 0"})
    >>> game.view(None).alive
    (False, True, True, True)

:func:`position_of` goes the other way: it writes down the position of a game
that waits for a seat's play (the start of that turn), to start a lesson from a
moment reached in play.
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any, NamedTuple

from ...core import options as opt
from ...core.errors import InvalidSetup, JinroError, describe
from ...core.events import EVERYONE, Visibility, event_type
from . import events as ev
from .cards import CARDS, DECK, WEREWOLF

if TYPE_CHECKING:
    from .game import NemuranaiGame

__all__ = ["KEYS", "KNIGHT_LESSON", "Position", "PositionSet", "check_position", "position_of"]

#: the keys of a position: the required ones, then the optional ones
REQUIRED = ("hands", "discards", "ruins", "pile")
OPTIONAL = ("eliminated", "turn", "day", "werewolf")
KEYS = REQUIRED + OPTIONAL
#: the cards a seat still in the game may have face-up in its discard (NEM-15):
#: the role cards played face-up (villager is played face-down)
FACE_UP_IN_PLAY = ("medium", "madman", "knight", "seer")

Pile = tuple[tuple[str, bool], ...]

#: a lesson (see the module docstring): seat 0's face-up knight turns away a vote
KNIGHT_LESSON: dict[str, Any] = {
    "hands": [["madman"], ["seer"], ["werewolf"], ["villager"]],
    "discards": [
        [["knight", True], ["sleep", False], ["attack_1", False]],
        [["vote", False]],
        [["seer", True]],
        [["medium", True]],
    ],
    "ruins": "attack_3",
    "pile": ["vote", "sleep", "attack_2", "vote", "sleep"],
    "eliminated": [],
    "turn": 1,
    "day": 6,
}


@event_type
class PositionSet(NamedTuple):
    """The game starts from a described position (public): the table as every seat
    sees it (``table[s]``: ``(card, face_up)`` per card of seat ``s``'s discard,
    ``card`` ``None`` when face-down), who is still in the game, the pile's size and
    whose turn begins (``None``: the pile is empty, the search phase begins)."""

    day: int
    turn: int | None
    alive: tuple[bool, ...]
    table: tuple[tuple[tuple[str | None, bool], ...], ...]
    deck_left: int
    visible_to: Visibility = EVERYONE

    def __str__(self) -> str:
        seats = []
        for seat, pile in enumerate(self.table):
            cards = ", ".join(card if up and card is not None else "face-down" for card, up in pile) or "empty"
            out = " (out)" if not self.alive[seat] else ""
            seats.append(f"seat {seat}{out}: {cards}")
        head = f"position after turn {self.day} ({self.deck_left} cards in the deck)"
        nxt = "the search phase begins" if self.turn is None else f"next: seat {self.turn}'s turn"
        return f"{head}; discards: {'; '.join(seats)}; {nxt}"


@dataclass(frozen=True, slots=True)
class Position(opt.Position):
    """A position (see the module docstring) as a typed value: ``position=`` takes it
    or its JSON form (``to_json()``, a mapping of lists; ``Position.from_json`` reads
    it back). Lists given are kept as tuples. The game checks it
    (:func:`check_position`), which gives it back with ``eliminated`` in seat order
    and ``day`` and ``werewolf`` derived: the form a record's setup holds."""

    hands: tuple[tuple[str, ...], ...]
    discards: tuple[Pile, ...]
    ruins: str
    pile: tuple[str, ...]  # top card first
    eliminated: tuple[int, ...] = ()
    turn: int | None = None
    day: int | None = None
    werewolf: int | None = None

    def __post_init__(self) -> None:
        for f in fields(self):
            object.__setattr__(self, f.name, _frozen(getattr(self, f.name)))

    @property
    def alive(self) -> tuple[bool, ...]:
        """Whether each seat is still in the game."""
        out = self.eliminated
        return tuple(seat not in out for seat in range(len(self.hands)))

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Position:
        """The position a JSON object describes (its keys checked; the game checks the values)."""
        _check_keys(data)
        return cls(**data)


def _frozen(value: Any) -> Any:
    """``value`` with its lists (at any depth) as tuples."""
    if isinstance(value, list | tuple):
        return tuple(_frozen(v) for v in value)
    return value


def _fail(message: str) -> InvalidSetup:
    return InvalidSetup(f"position: {message}")


def _is_list(value: Any) -> bool:
    return isinstance(value, Sequence) and not isinstance(value, str | bytes)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _card_id(value: Any, where: str) -> str:
    if not isinstance(value, str) or value not in CARDS:
        raise _fail(f"{where} is {describe(value)}, not a card id; allowed: {', '.join(CARDS)}")
    return value


def _seat(value: Any, where: str, players: int) -> int:
    if not _is_int(value) or not 0 <= value < players:
        raise _fail(f"{where} must be a seat 0..{players - 1}, got {describe(value)}")
    return int(value)


def _parse_hands(value: Any, players: int) -> tuple[tuple[str, ...], ...]:
    if not _is_list(value) or len(value) != players:
        raise _fail(
            f"'hands' must be a list of {players} hands for players={players} "
            f"(one list of card ids per seat, seat 0 first), got {describe(value)}"
        )
    hands = []
    for seat, hand in enumerate(value):
        if not _is_list(hand):
            raise _fail(f'the hand of seat {seat} must be a list of card ids (e.g. ["seer"]), got {describe(hand)}')
        hands.append(tuple(_card_id(c, f"a card in the hand of seat {seat}") for c in hand))
    return tuple(hands)


def _parse_discards(value: Any, players: int) -> tuple[Pile, ...]:
    if not _is_list(value) or len(value) != players:
        raise _fail(
            f"'discards' must be a list of {players} discards for players={players} "
            f"(one list of [card, face_up] pairs per seat, seat 0 first), got {describe(value)}"
        )
    discards = []
    for seat, pile in enumerate(value):
        if not _is_list(pile):
            raise _fail(f"the discard of seat {seat} must be a list of [card, face_up] pairs, got {describe(pile)}")
        cards = []
        for index, pair in enumerate(pile):
            if not _is_list(pair) or len(pair) != 2 or not isinstance(pair[1], bool):
                raise _fail(
                    f"card {index} of seat {seat}'s discard must be a [card, face_up] pair with face_up "
                    f'true or false (e.g. ["knight", true]), got {describe(pair)}'
                )
            cards.append((_card_id(pair[0], f"card {index} of seat {seat}'s discard"), pair[1]))
        discards.append(tuple(cards))
    return tuple(discards)


def _parse_pile(value: Any) -> tuple[str, ...]:
    if not _is_list(value):
        raise _fail(f"'pile' must be a list of card ids, top card first (it may be empty), got {describe(value)}")
    return tuple(_card_id(c, f"card {i} of the pile") for i, c in enumerate(value))


def _parse_eliminated(value: Any, players: int) -> tuple[int, ...]:
    if not _is_list(value):
        raise _fail(f"'eliminated' must be a list of seats 0..{players - 1} (e.g. [2], or []), got {describe(value)}")
    out = [_seat(s, "every seat in 'eliminated'", players) for s in value]
    if len(set(out)) != len(out):
        raise _fail(f"'eliminated' names a seat twice: {describe(list(value))}")
    return tuple(sorted(out))


def _check_cards(hands: Sequence[Sequence[str]], discards: Sequence[Pile], ruins: str, pile: Sequence[str]) -> None:
    """NEM-01: every card of the deck exactly once per copy."""
    counts = Counter([c for hand in hands for c in hand] + [c for d in discards for c, _ in d] + [ruins, *pile])
    if counts != Counter(DECK):
        wrong = [f"{cid} x{counts[cid]} (needs {c.copies})" for cid, c in CARDS.items() if counts[cid] != c.copies]
        raise _fail(
            f"hands, discards, ruins and pile together must hold exactly the 16 cards of NEM-01 "
            f"(got {sum(counts.values())}); wrong counts: {'; '.join(wrong)}"
        )


def _check_seats(hands: Sequence[Sequence[str]], discards: Sequence[Pile], alive: Sequence[bool]) -> None:
    """Hands of one card (NEM-10); eliminated seats empty-handed with their last hand
    card in their discard (NEM-40, NEM-42); a seat in the game has face-up only the
    cards that stay face-up after play (NEM-15). An eliminated seat's discard may
    hold face-down cards put there after its elimination (NEM-21, NEM-24)."""
    for seat, (hand, pile) in enumerate(zip(hands, discards, strict=True)):
        if alive[seat]:
            if len(hand) != 1:
                raise _fail(
                    f"seat {seat} is in the game and must hold exactly 1 card (a position is the start of a "
                    f"turn: the seat whose turn begins draws its second card, NEM-10), got {describe(list(hand))}"
                )
            for index, (card, up) in enumerate(pile):
                if up and card not in FACE_UP_IN_PLAY:
                    raise _fail(
                        f"card {index} of seat {seat}'s discard is a face-up {card}, but a seat in the game can "
                        f"have face-up only {', '.join(FACE_UP_IN_PLAY)} (NEM-15: vote and sleep are turned "
                        f"face-down after play; villager, attacks and werewolf are placed face-down)"
                    )
        else:
            if hand:
                raise _fail(
                    f"seat {seat} is eliminated and holds no hand (NEM-40, NEM-42: its last hand card went to "
                    f"its discard, face-up), got {describe(list(hand))}"
                )
            if not pile:
                raise _fail(f"seat {seat} is eliminated, so its discard holds at least its last hand card (NEM-40)")


def _werewolf_place(hands: Sequence[Sequence[str]], discards: Sequence[Pile], ruins: str) -> tuple[int | None, str]:
    """NEM-06: the seat with the werewolf card in hand or discard (NEM-21: only its
    own), and where the card is, in words."""
    for seat, hand in enumerate(hands):
        if WEREWOLF in hand:
            return seat, f"in seat {seat}'s hand"
    for seat, pile in enumerate(discards):
        for index, (card, _) in enumerate(pile):
            if card == WEREWOLF:
                return seat, f"card {index} of seat {seat}'s discard"
    return None, "in the ruins" if ruins == WEREWOLF else "in the pile"


def _check_keys(position: Any) -> None:
    """A position is a mapping of the :data:`KEYS`, with the :data:`REQUIRED` ones."""
    if not isinstance(position, Mapping):
        raise _fail(f"must be a JSON object (a dict) with the keys {', '.join(KEYS)}; got {describe(position)}")
    unknown = sorted(describe(k) for k in position if k not in KEYS)
    if unknown:
        raise _fail(
            f"unknown key(s) {', '.join(unknown)}; allowed: {', '.join(REQUIRED)} (required), "
            f"{', '.join(OPTIONAL)} (optional)"
        )
    missing = [k for k in REQUIRED if k not in position]
    if missing:
        raise _fail(f"missing key(s) {', '.join(missing)}; required: {', '.join(REQUIRED)}")


def check_position(position: Any, players: int) -> Position:
    """Check ``position`` (a mapping, see the module docstring) for a game of
    ``players`` seats; returns it parsed, with ``day`` and ``werewolf`` derived.
    Raises :class:`~jinro_lab.InvalidSetup` naming what is wrong and what is allowed."""
    _check_keys(position)
    hands = _parse_hands(position["hands"], players)
    discards = _parse_discards(position["discards"], players)
    ruins = _card_id(position["ruins"], "'ruins'")
    pile = _parse_pile(position["pile"])
    eliminated = _parse_eliminated(position.get("eliminated", []), players)
    alive = tuple(seat not in eliminated for seat in range(players))
    turn = position.get("turn")
    if turn is not None:
        turn = _seat(turn, "'turn'", players)
    day = position.get("day")
    if day is not None and (not _is_int(day) or day < 0):
        raise _fail(f"'day' must be the number of turns already played (an integer >= 0), got {describe(day)}")
    given_wolf = position.get("werewolf")
    if given_wolf is not None:
        given_wolf = _seat(given_wolf, "'werewolf'", players)

    _check_cards(hands, discards, ruins, pile)
    _check_seats(hands, discards, alive)

    survivors = [s for s in range(players) if alive[s]]
    if len(survivors) < 2:
        raise _fail(
            f"at least 2 seats must still be in the game; only {len(survivors)} is: the game is already over (NEM-43)"
        )
    wolf, place = _werewolf_place(hands, discards, ruins)
    if wolf is not None and not alive[wolf]:
        raise _fail(
            f"the werewolf card is {place}, so seat {wolf} is the Werewolf player (NEM-06), and seat {wolf} is "
            f"eliminated: the game is already over (NEM-40, NEM-60)"
        )
    if given_wolf is not None and given_wolf != wolf:
        who = "nobody" if wolf is None else f"seat {wolf}"
        raise _fail(
            f"'werewolf' says seat {given_wolf}, but the werewolf card is {place}, so the Werewolf player is "
            f"{who} (NEM-06: whoever has the card in hand or in their own discard); leave out 'werewolf' "
            f"(or make it null) to derive it"
        )

    expected_day = 16 - players - 1 - len(pile)
    if day is not None and day != expected_day:
        raise _fail(
            f"'day' must be {expected_day}: each turn draws one card (NEM-10), and {len(pile)} of the "
            f"{16 - players - 1} cards dealt to the pile of a {players}-player game are left (NEM-03); "
            f"got {describe(day)}; "
            f"leave out 'day' to derive it"
        )
    if pile:
        if turn is None:
            raise _fail(f"'turn' must name the seat whose turn begins, one of the seats in the game: {survivors}")
        if not alive[turn]:
            raise _fail(
                f"'turn' is seat {turn}, which is eliminated (NEM-42); allowed: the seats in the game {survivors}"
            )
    elif turn is not None:
        raise _fail(
            f"'turn' is seat {turn}, but the pile is empty: no turn is taken, the search phase begins at once "
            f"(NEM-16, NEM-50); leave out 'turn' (or make it null)"
        )
    return Position(hands, discards, ruins, pile, eliminated, turn, expected_day, wolf)


def position_of(game: NemuranaiGame) -> dict[str, Any]:
    """The position of ``game`` at the start of the turn now being played: the game
    must be waiting for the active seat's play (the drawn card goes back on top of
    the pile). Starting a new game from it gives the same table and the same
    choices (the seats' memories aside: a position gives each seat its hand only)."""
    if game.over or game.phase != "play":
        raise JinroError(
            "a position is the start of a turn: take it while the game waits for a play, "
            f"not in phase {describe(game.phase)}"
        )
    gm = game.view(None)
    drew = next(e for e in reversed(gm.events) if type(e) is ev.Drew)
    hands = [list(hand) for hand in gm.hands]
    hands[gm.active].remove(drew.card)
    position = {
        "hands": hands,
        "discards": [[[card, up] for card, up in pile] for pile in gm.discards],
        "ruins": gm.ruins,
        "pile": [drew.card, *(gm.deck or ())],
        "eliminated": [s for s in range(game.players) if not gm.alive[s]],
        "turn": gm.active,
    }
    return check_position(copy.deepcopy(position), game.players).to_json()
