"""What one seat of ワンナイト人狼 sees and remembers (ONE-05, ONE-40)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, NamedTuple

from jinro_lab.core.engine import Result
from jinro_lab.core.events import Knowledge
from jinro_lab.core.viewers import PUBLIC, Viewer

from .events import CardsRevealed, RoleDealt, Swapped
from .roles import CENTRE

if TYPE_CHECKING:
    from .game import OneNightGame

__all__ = ["OneNightView", "seat_view"]


class OneNightView(NamedTuple):
    """A snapshot of the table as ``seat`` sees it (``None``: the game master, who sees
    every card as it lies now; :data:`~jinro_lab.core.viewers.PUBLIC`: the table).

    ``dealt`` is the viewer's own card as dealt (the role it plays tonight, ONE-04).
    ``roles`` and ``centre`` are each seat's card and the two centre cards as the viewer
    knows them, ``None`` where it does not: for a seat, a *memory* (what it last saw
    or was told, moved by the swaps it made or saw, ONE-40), which may be out of date;
    every card once they are turned face up (``revealed``, ONE-24). ``executed``: the
    seats executed by the vote (ONE-22). ``events``: the events this viewer saw.
    """

    seat: Viewer
    phase: str
    day: int
    players: int
    dealt: str | None
    roles: tuple[str | None, ...]
    centre: tuple[str | None, ...]
    executed: tuple[bool, ...]
    revealed: bool
    events: tuple[Any, ...]
    result: Result | None

    def _repr_svg_(self) -> str:
        """The table as this view shows it, as SVG, for Jupyter (``picture.table_svg``,
        imported when first drawn)."""
        from .picture import table_svg

        return str(table_svg(self))

    def certain(self) -> bool:
        """Whether ``roles`` and ``centre`` are the truth (the game master's, or face up)
        rather than a seat's memory."""
        return self.seat is None or self.revealed


def memory(seat: int, players: int, events: Iterable[Any]) -> tuple[list[str | None], list[str | None], bool]:
    """Each seat's card and the centre cards as ``seat`` last knew them from ``events``
    (ONE-40), and whether every card was turned face up."""
    cards: list[str | None] = [None] * players
    centre: list[str | None] = [None] * CENTRE
    for e in events:
        t = type(e)
        if t is RoleDealt:
            cards[e.seat] = e.role
        elif t is Knowledge and e.observer == seat:
            kind, where, role = e.key
            if kind == "card":
                cards[where] = role
            elif kind == "centre":
                centre[where] = role
        elif t is Swapped:
            cards[e.a], cards[e.b] = cards[e.b], cards[e.a]
        elif t is CardsRevealed:
            return list(e.cards), list(e.centre), True
    return cards, centre, False


def seat_view(game: OneNightGame, seat: Viewer) -> OneNightView:
    """What ``seat`` saw (ONE-40; ``None``: the game master; ``PUBLIC``: the table)."""
    n = game.players
    executed = tuple(s in game.executed for s in range(n))
    if seat is None:
        return OneNightView(
            None, game.phase, game.day, n, None, tuple(game.cards), tuple(game.centre), executed,
            game.revealed, game.log, game.result,
        )  # fmt: skip
    events = game.events_seen_by(seat)
    cards, centre, revealed = memory(-1 if seat is PUBLIC else seat, n, events)
    dealt = None if seat is PUBLIC else game.dealt[seat]
    return OneNightView(
        seat, game.label, game.day, n, dealt, tuple(cards), tuple(centre), executed, revealed, events, game.result
    )
