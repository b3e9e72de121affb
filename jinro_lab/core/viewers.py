"""Who looks at the table: a seat, the game master, or the public table.

Three kinds of viewer share one argument wherever a view is drawn (``game.view``,
the table pictures, the Stepper and PlayerSeat):

- a seat (``0 … players-1``): what that seat saw and holds;
- the game master (``None``): everything, the deck order and every secret choice;
- :data:`PUBLIC`, the table: what everyone sees (the public events only, no hand,
  no role, no pending secret choice), what a projector in a classroom may show.

>>> from jinro_lab.core.viewers import PUBLIC, viewer_name
>>> PUBLIC
PUBLIC
>>> viewer_name(PUBLIC, "ja"), viewer_name(None), viewer_name(2)
('テーブル（全員に見えるもの）', 'game master', 'seat 2')
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import Any, Final, Self

from .errors import InvalidArgument, describe
from .i18n import Labels, seat_label

__all__ = ["PUBLIC", "Public", "SeatReading", "Viewer", "check_viewer", "is_public", "seat_of", "viewer_name"]


class Public(Enum):
    """The type of :data:`PUBLIC`, the public table as a viewer: an enum of one member,
    so it is one value in every process (pickled by name) and ``viewer is PUBLIC``
    narrows a :data:`Viewer` for type checkers."""

    PUBLIC = "PUBLIC"

    def __repr__(self) -> str:
        return "PUBLIC"

    def __str__(self) -> str:
        return "the table"


#: the public table as a viewer: what everyone sees (``game.view(PUBLIC)``)
PUBLIC: Final = Public.PUBLIC

#: a viewer: a seat, the game master (``None``) or the public table (:data:`PUBLIC`)
Viewer = int | None | Public

_t = Labels({"public": ("the table: what everyone sees", "テーブル（全員に見えるもの）")})


def is_public(viewer: object) -> bool:
    """Whether ``viewer`` is the public table."""
    return viewer is PUBLIC


def seat_of(viewer: Viewer) -> int | None:
    """The seat a viewer is, ``None`` for the game master and the table."""
    return viewer if isinstance(viewer, int) else None


def viewer_name(viewer: Viewer, lang: str = "en") -> str:
    """A viewer's name: ``seat 2`` / ``席2``, ``game master``, ``the table: what everyone sees``."""
    return _t("public", lang) if viewer is PUBLIC else seat_label(viewer, lang)


def check_viewer(viewer: Any, players: int) -> None:
    """Refuse anything but :data:`~jinro_lab.core.viewers.PUBLIC`, ``None`` or a seat
    ``0 .. players-1`` (:class:`InvalidArgument`, saying what is allowed)."""
    if viewer is PUBLIC or viewer is None:
        return
    if viewer.__class__ is not int or not 0 <= viewer < players:
        raise InvalidArgument(
            f"no viewer {describe(viewer)}; choose PUBLIC (the table), None (the game master)"
            f" or a seat 0..{players - 1}"
        )


class SeatReading:
    """How far an agent has read one seat's views in one game, so that a later view is read
    from where the last one ended: a later view of the same seat in the same game extends
    the events of the last; another seat, another game (its first event another) or an
    earlier view is read from its start, by a new reader of the same class. A subclass
    keeps what it reads in :meth:`take`."""

    __slots__ = ("count", "first", "last", "seat")

    seat: Any
    first: Any
    last: Any
    count: int

    def __init__(self, seat: Any = None, first: Any = None):
        self.seat, self.first, self.last, self.count = seat, first, None, 0

    def take(self, events: Sequence[Any]) -> None:
        """Keep what ``events`` (the view's events not read before, in order) tell."""
        raise NotImplementedError

    def read(self, view: Any) -> Self:
        """This reader brought up to ``view`` (a fresh one if ``view`` does not extend what it read)."""
        events, count = view.events, self.count
        first = events[0] if events else None
        if (
            view.seat != self.seat
            or first is not self.first
            or len(events) < count
            or (count and events[count - 1] is not self.last)
        ):
            return type(self)(view.seat, first).read(view)
        self.take(events[count:])
        self.count = len(events)
        self.last = events[-1] if events else None
        return self
