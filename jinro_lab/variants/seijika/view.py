"""What one seat of 政治家人狼 sees and remembers (SEI-60)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...core.engine import Result
from ...core.events import Knowledge
from ...core.viewers import PUBLIC, Viewer
from .events import Announcement, RolesRevealed

if TYPE_CHECKING:
    from .game import SeijikaGame

__all__ = ["SeijikaView", "seat_view"]


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


def seat_view(game: SeijikaGame, seat: Viewer, known_by_seat: dict[int, tuple[int, list[str | None]]]) -> SeijikaView:
    """What ``seat`` saw (SEI-60; ``None``: the game master, the truth; :data:`PUBLIC`: the
    roles revealed to all). A seat's known roles are its own, those it was shown
    (``Knowledge``), a lover out and the roles revealed at the end; ``known_by_seat``
    (the game's own) keeps, per seat, how much of its memory was read and what it knew."""
    n = game.players
    out = game.sitting_out
    public = dict(
        day=game.day,
        players=n,
        elected=tuple(game.elected),
        recalled=tuple(game.recalled_public),
        in_race=tuple(game.in_race),
        sitting_out=tuple(s in out for s in range(n)),
        announced=tuple(game.announced),
        result=game.result,
    )
    if seat is None:
        return SeijikaView(
            seat=None,
            phase=game.phase,
            role=None,
            manifesto=None,
            roles=game.roles,
            events=game.log,
            **public,  # type: ignore[arg-type]
        )
    if seat is PUBLIC:  # what everyone sees: the roles revealed to all, no own role
        events = game.events_seen_by(PUBLIC)
        shown: list[str | None] = [None] * n
        for e in events:
            if e.__class__ is Announcement and e.key == "lover out":
                shown[int(e.args[0])] = "lover"  # type: ignore[call-overload]
            elif e.__class__ is RolesRevealed:
                shown = list(e.roles)
        return SeijikaView(
            seat=PUBLIC,
            phase=game.label,
            role=None,
            manifesto=None,
            roles=tuple(shown),
            events=events,
            **public,  # type: ignore[arg-type]
        )
    memory = game.memory(seat)
    events = tuple(memory)
    read, known = known_by_seat.get(seat, (0, [None] * n))
    for e in memory[read:]:  # only what this seat saw since its last view
        if e.__class__ is Knowledge and e.observer == seat and e.key[0] == "role":
            known[e.key[1]] = e.key[2]
        elif e.__class__ is Announcement and e.key == "lover out":
            known[int(e.args[0])] = "lover"  # type: ignore[call-overload]
        elif e.__class__ is RolesRevealed:
            known = list(e.roles)
    known[seat] = game.roles[seat]
    known_by_seat[seat] = (len(memory), known)
    return SeijikaView(
        seat=seat,
        phase=game.label,
        role=game.roles[seat],
        manifesto=game.manifesto[seat],
        roles=tuple(known),
        events=events,
        **public,  # type: ignore[arg-type]
    )
