"""What one seat of 政治家人狼 sees and remembers (SEI-60)."""

from __future__ import annotations

from typing import Any, NamedTuple

from ...core.engine import Result
from ...core.events import Knowledge
from ...core.viewers import Viewer

__all__ = ["SeijikaView"]


class SeijikaView(NamedTuple):
    """A snapshot of the table as ``seat`` sees it (``seat=None``: the game master).

    Public state: ``elected`` (in order), ``recalled``, ``in_race`` (not elected,
    not recalled, not a lover out for good), ``sitting_out`` (smeared, today),
    ``announced`` (each seat's announced manifesto, SEI-51). Private: ``role`` and
    ``manifesto`` (the seat's own cards), ``roles`` (known roles: the seat's own,
    the night-0 meetings, a lover who stayed out, all at the end; the game master
    sees all), ``events`` (the events this seat saw).
    """

    seat: Viewer
    phase: str
    day: int
    players: int
    role: str | None
    manifesto: str | None
    roles: tuple[str | None, ...]
    elected: tuple[int, ...]
    recalled: tuple[int, ...]
    in_race: tuple[bool, ...]
    sitting_out: tuple[bool, ...]
    announced: tuple[str | None, ...]
    events: tuple[Any, ...]
    result: Result | None

    def _repr_svg_(self) -> str:
        """The table as this view shows it, as SVG, for Jupyter (``picture.table_svg``,
        imported when first drawn: ``import jinro_lab`` stays light)."""
        from .picture import table_svg

        return str(table_svg(self))

    def facts(self, kind: str) -> dict[int, Any]:
        """What this seat learned, by subject: ``member`` (the reporter's results,
        SEI-02: ``True`` for a Wolf Party member), ``party`` (the prosecutor's and
        announced parties), ``hint`` (the reporter's setup hint, SEI-13),
        ``favourite`` (the lover's, SEI-12)."""
        found: dict[int, Any] = {}
        for e in self.events:
            if e.__class__ is Knowledge and (self.seat is None or e.observer == self.seat) and e.key[0] == kind:
                found[e.key[1]] = e.key[2]
        return found

    def parties(self) -> dict[int, str]:
        """The parties this seat knows: of its known roles, the prosecutor's results and
        the parties announced by a manifesto (SEI-56)."""
        from .roles import ROLES

        known = {s: ROLES[r].party for s, r in enumerate(self.roles) if r is not None}
        for e in self.events:
            if e.__class__ is Knowledge and e.key[0] == "party" and (e.visible_to is None or e.observer == self.seat):
                known.setdefault(e.key[1], e.key[2])
        return known

    def race(self) -> tuple[int, ...]:
        """The seats in the race (SEI-21)."""
        return tuple(s for s, up in enumerate(self.in_race) if up)

    def voters(self) -> tuple[int, ...]:
        """The seats in the race and not sitting out today (SEI-22)."""
        return tuple(s for s, up in enumerate(self.in_race) if up and not self.sitting_out[s])
