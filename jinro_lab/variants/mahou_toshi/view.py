"""What one seat of 魔法都市の人狼 sees and remembers (MAH-50, MAH-51)."""

from __future__ import annotations

from typing import Any, NamedTuple

from ...core.engine import Result
from ...core.events import Knowledge
from ...core.viewers import Viewer
from .events import ChimeraTurned, RolesRedealt

__all__ = ["MahouView"]

#: the roles that are werewolves from the deal (MAH-02); a chimera once turned
WEREWOLF_ROLES = ("werewolf", "evil_eye")


class MahouView(NamedTuple):
    """A snapshot of the table as ``seat`` sees it (``seat=None``: the game master).

    ``phase`` is the public label of the moment (the game master sees the private
    kind); ``alive`` who the seat was told is alive (the announced deaths: a night's
    dead only from the morning, MAH-26; the game master sees the truth at once);
    ``role`` the seat's own role; ``roles`` the roles this seat knows (its
    own, and teammates it met: werewolves, masons, knight and dragon, a turned
    chimera), ``None`` where unknown — the game master sees all; ``events`` the
    events this seat saw. Every field of a seat's view changes only with an event
    the seat saw (MAH-50, MAH-51).
    """

    seat: Viewer
    phase: str
    day: int
    players: int
    alive: tuple[bool, ...]
    role: str | None
    roles: tuple[str | None, ...]
    events: tuple[Any, ...]
    result: Result | None

    def _repr_svg_(self) -> str:
        """The table as this view shows it, as SVG, for Jupyter (``picture.table_svg``,
        imported when first drawn: ``import jinro_lab`` stays light)."""
        from .picture import table_svg

        return str(table_svg(self))

    def judged(self) -> dict[int, str]:
        """What this seat learned of others' judgement (``human`` / ``werewolf``):
        the seer's results and random white (MAH-R02, MAH-05), the medium's (MAH-R03);
        forgotten for the seats the soul vortex dealt again since (MAH-E06: stale)."""
        judged: dict[int, str] = {}
        for e in self.events:
            kind = type(e)
            if kind is Knowledge and e.observer == self.seat and e.key[0] in ("judged", "medium"):
                judged[e.key[1]] = e.key[2]
            elif kind is RolesRedealt:
                for seat in e.seats:
                    judged.pop(seat, None)
        return judged

    def living(self) -> tuple[int, ...]:
        return tuple(s for s, up in enumerate(self.alive) if up)

    def werewolves(self) -> frozenset[int]:
        """The seats this seat knows to be werewolves (MAH-02): the werewolves and the
        evil eye it met or is, a chimera it saw turn (itself included), those a madman
        was shown by the evil cult (MAH-E23)."""
        known = {s for s, r in enumerate(self.roles) if r in WEREWOLF_ROLES}
        if self.role == "chimera" or "chimera" in self.roles:
            # a turned chimera it still knows as one (not a seat the soul vortex dealt again, MAH-E06)
            known.update(e.seat for e in self.events if type(e) is ChimeraTurned and self.roles[e.seat] == "chimera")
        if self.role == "madman":
            cult: set[int] = set()
            for e in self.events:
                if type(e) is Knowledge and e.key[0] == "cult":
                    cult.add(e.key[1])
                elif type(e) is RolesRedealt:  # stale after the soul vortex (MAH-E06)
                    cult.difference_update(e.seats)
            known |= cult
        return frozenset(known)
