"""Event records shared by every variant, and who may see an event.

Every state change of a game is an event in ``game.log``. Events are immutable
named tuples (cheap to make, which matters in simulations) with a readable
``str()``: the shared events' defined here read as their English line of the log,
which :mod:`jinro_lab.core.texts` writes (it imports this module, so it sets their
``str()`` itself; ``import jinro_lab`` imports it). Each carries ``visible_to``:

* ``EVERYONE`` (``None``): everyone at the table saw it;
* a frozenset of seats: only those seats saw it;
* ``GM_ONLY`` (the empty frozenset): nobody but the game master (e.g. the order of
  a shuffled deck).

The vote graph and the information-flow graph are derived from these events
(``jinro_lab.analysis.graphs``); nothing is tracked twice.

Events of two types are never equal, even with equal fields (:func:`event_type`
gives every event class a typed ``==`` and hash).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from typing import Any, NamedTuple, TypeVar

from .i18n import seat_label

__all__ = [
    "EVERYONE",
    "GM_ONLY",
    "LATER_FIELDS",
    "Ballot",
    "Chance",
    "Eliminated",
    "GameEnded",
    "HandsRaised",
    "Knowledge",
    "Proposal",
    "RuleChanged",
    "Visibility",
    "VoteResult",
    "audience_note",
    "event_type",
    "is_visible",
    "later_fields",
    "only",
    "quiet_repr",
    "seat_name",
    "shown_fields",
]

T = TypeVar("T")
Visibility = frozenset[int] | None
EVERYONE: Visibility = None
GM_ONLY: Visibility = frozenset()


@lru_cache(maxsize=64)  # by seat
def only(seat: int) -> frozenset[int]:
    """The visibility of an event that only ``seat`` saw (shared frozensets, no allocation)."""
    return frozenset((seat,))


def is_visible(event: Any, seat: int | None) -> bool:
    """True if ``seat`` saw ``event``; the omniscient viewer (``None``) sees everything."""
    vis = event.visible_to
    return seat is None or vis is None or seat in vis


def seat_name(seat: int | str | None, lang: str = "en") -> str:
    """How a seat is written in logs and action strings (``seat 2``, ``席2``); a
    subject that is not a seat (a pile) as it is."""
    return seat_label(seat, lang) if isinstance(seat, int) else str(seat)


def audience_note(vis: Visibility) -> str:
    """The suffix that says who saw an event ("" for a public one)."""
    if vis is None:
        return ""
    if not vis:
        return "  [GM only]"
    return "  [seen by " + ", ".join(seat_name(s) for s in sorted(vis)) + "]"


def _typed_eq(self: tuple[Any, ...], other: object) -> bool:
    return self.__class__ is other.__class__ and tuple.__eq__(self, other)


def _typed_ne(self: tuple[Any, ...], other: object) -> bool:
    return not (self.__class__ is other.__class__ and tuple.__eq__(self, other))


def _typed_hash(self: tuple[Any, ...]) -> int:
    return hash((self.__class__.__name__, tuple.__hash__(self)))


def event_type(cls: type[T]) -> type[T]:
    """Make a named-tuple event class compare by type as well as by fields: a
    ``Ballot`` never equals a plain tuple or another event type with the same fields."""
    cls.__eq__ = _typed_eq  # type: ignore[assignment,method-assign]
    cls.__ne__ = _typed_ne  # type: ignore[assignment,method-assign]
    cls.__hash__ = _typed_hash  # type: ignore[assignment,method-assign]
    return cls


@event_type
class Chance(NamedTuple):
    """A random outcome drawn from the game's own RNG (a shuffle, a die, a lottery)."""

    what: str
    outcome: Any
    visible_to: Visibility = EVERYONE


@event_type
class Knowledge(NamedTuple):
    """A private fact: ``observer`` learned ``fact`` about ``subject``.

    One of these is one edge ``subject -> observer`` of the information-flow graph.
    ``key`` is the same fact in machine-readable form for agents, e.g.
    ``("hand", 2, "werewolf")`` or ``("discard", 1, 0, "vote")``.
    """

    observer: int
    subject: int | str
    fact: str
    key: tuple[Any, ...]
    visible_to: Visibility


@event_type
class Ballot(NamedTuple):
    """One vote cast by ``voter`` for ``target`` (an edge of the vote graph), in
    vote ``vote`` (an id unique in the game, e.g. ``"day 2"``) and its ``round``
    (0 = the first vote, 1 = the first runoff...)."""

    voter: int
    target: int
    weight: int
    day: int
    vote: str
    round: int
    visible_to: Visibility = EVERYONE


@event_type
class HandsRaised(NamedTuple):
    """A step of an open show-of-hands vote (SEI-23) in vote ``vote`` and its ``round``:
    the seats whose hands were up at once (``hands``, in seat order; ``()``: none) and
    ``voter``, who casts the next ballot: the hand drawn by lot among several (a draw of
    the game's announced chance, ``core.chance``), the only hand, or, with no hand up,
    the next voter in seat order (then asked alone)."""

    vote: str
    round: int
    hands: tuple[int, ...]
    voter: int
    visible_to: Visibility = EVERYONE


#: event type -> its fields added after records were first saved (its last fields),
#: each at its empty default left out of the event's repr (which a record's digest
#: hashes), its JSON and its observation tokens (:func:`shown_fields`), so the events
#: of every earlier game read as they did; declared with :func:`later_fields`
LATER_FIELDS: dict[type, frozenset[str]] = {}
#: event type -> the repr template of its fields before the later ones, and their count
_EARLIER: dict[type, tuple[str, int]] = {}


def later_fields(cls: type, *names: str) -> None:
    """Declare ``names``, the last fields of the named-tuple event type ``cls``, as added
    later (:data:`LATER_FIELDS`); its ``__repr__`` is then :func:`quiet_repr`."""
    fields: tuple[str, ...] = cls._fields  # type: ignore[attr-defined]
    n = len(fields) - len(names)
    if not names or fields[n:] != names:
        raise ValueError(f"the later fields of {cls.__name__} are its last ones {fields[n:]}, not {names}")
    LATER_FIELDS[cls] = frozenset(names)
    _EARLIER[cls] = (cls.__name__ + "(" + ", ".join(f"{f}=%r" for f in fields[:n]), n)


def shown_fields(event: Any) -> Iterator[tuple[str, Any]]:
    """The (name, value) of each field of a named-tuple ``event``, in order, but a field
    of :data:`LATER_FIELDS` left at its empty default."""
    later = LATER_FIELDS.get(event.__class__)
    if later is None:
        yield from zip(event._fields, event, strict=True)
        return
    defaults = event._field_defaults
    for name, value in zip(event._fields, event, strict=True):
        if name not in later or value != defaults[name]:
            yield name, value


def quiet_repr(event: Any) -> str:
    """The repr of an event of :func:`later_fields`: the named tuple's own, without
    its later fields at their defaults (as fast as the named tuple's own when they are)."""
    template, n = _EARLIER[event.__class__]
    head = template % event[:n]
    if len(event) == n or not any(event[n:]):  # the later fields' defaults are empty
        return head + ")"
    names, defaults = event._fields, event._field_defaults
    rest = "".join(f", {names[i]}={event[i]!r}" for i in range(n, len(event)) if event[i] != defaults[names[i]])
    return head + rest + ")"


@event_type
class VoteResult(NamedTuple):
    """The totals of one round of vote ``vote`` (ballots plus any extra votes) and
    who it chose, if anyone; ``revote`` lists the candidates of the next round
    when the tie rule calls one (``()``: none); ``purpose`` is what the vote is
    for (``execution``, ``election``...). When a tie rule chose several seats at
    once (``core.voting.TieRule.ALL_TIED``), ``chosen`` is ``None`` and
    ``chosen_several`` lists them in seat order (``()`` otherwise, and then left out
    of the repr: :data:`LATER_FIELDS`); :attr:`chosen_all` is every seat chosen."""

    totals: tuple[tuple[int, int], ...]
    chosen: int | None
    day: int
    vote: str
    round: int
    note: str = ""
    revote: tuple[int, ...] = ()
    purpose: str = "execution"
    visible_to: Visibility = EVERYONE
    chosen_several: tuple[int, ...] = ()

    @property
    def chosen_all(self) -> tuple[int, ...]:
        """Every seat the round chose: ``(chosen,)``, the several seats a tie rule chose
        together (``chosen_several``, in seat order), or ``()`` for nobody."""
        return self.chosen_several or (() if self.chosen is None else (self.chosen,))

    def __repr__(self) -> str:
        return quiet_repr(self)


later_fields(VoteResult, "chosen_several")


@event_type
class Eliminated(NamedTuple):
    """A seat leaves the game; ``revealed`` lists what the elimination made public."""

    seat: int
    cause: str
    revealed: tuple[str, ...] = ()
    visible_to: Visibility = EVERYONE


@event_type
class GameEnded(NamedTuple):
    """The game is over: who won, for which side, and the rule that decided it."""

    winners: tuple[int, ...]
    side: str | None
    reason: str
    visible_to: Visibility = EVERYONE


@event_type
class Proposal(NamedTuple):
    """A team member's proposal in a team decision (e.g. a werewolf's attack
    target), seen by the team (``jinro_lab.core.team``)."""

    seat: int
    kind: str
    choice: Any
    visible_to: Visibility


@event_type
class RuleChanged(NamedTuple):
    """A timed rule change began (``active=True``) or ended (``jinro_lab.core.modifiers``)."""

    name: str
    subject: Any
    value: Any
    scope: str
    source: str
    active: bool
    visible_to: Visibility = EVERYONE
