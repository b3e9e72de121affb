"""What one seat of LotROで人狼 sees and remembers (LOT-46, LOT-70, LOT-71)."""

from __future__ import annotations

from typing import Any, NamedTuple

from ...core.engine import Result
from ...core.viewers import Viewer

__all__ = ["LotroView"]


class LotroView(NamedTuple):
    """A snapshot of the table as ``seat`` sees it (``seat=None``: the game master).

    ``phase`` is the public label of the moment; ``alive`` who the seat knows to be
    alive (the deaths announced, a described position's dead, and those it saw in its
    room tonight; the GM: the truth); ``role`` the seat's own role; ``roles`` the roles
    it knows (its own, the other wolves for a wolf, a wolf that presented the tooth to
    it), ``None`` where unknown; ``item_used`` whether its leaf or water is spent
    (``None``: no such item; its trades and the position's ``PositionPrivate``, LOT-41);
    ``passes`` its passes so far (a wolf, LOT-42); ``rooms`` tonight's (or last
    night's) rooms, public (LOT-71); ``rangers_day`` LOT-04; ``minutes`` the noon
    discussion time of the day (LOT-12); ``events`` what it saw.
    """

    seat: Viewer
    phase: str
    day: int
    players: int
    alive: tuple[bool, ...]
    role: str | None
    roles: tuple[str | None, ...]
    item_used: bool | None
    passes: int
    rooms: tuple[tuple[int, ...], ...]
    rangers_day: int
    minutes: int
    events: tuple[Any, ...]
    result: Result | None

    def _repr_svg_(self) -> str:
        """The table as this view shows it, as SVG, for Jupyter (``picture.table_svg``,
        imported when first drawn: ``import jinro_lab`` stays light)."""
        from .picture import table_svg

        return str(table_svg(self))

    def living(self) -> tuple[int, ...]:
        return tuple(s for s, up in enumerate(self.alive) if up)

    def wolves(self) -> frozenset[int]:
        """The seats this seat knows to be wolves (itself included if it is one)."""
        return frozenset(s for s, r in enumerate(self.roles) if r == "wolf")

    def room_of(self, seat: int) -> int | None:
        """The index of the room ``seat`` is in tonight (``None``: none yet)."""
        for i, room in enumerate(self.rooms):
            if seat in room:
                return i
        return None
