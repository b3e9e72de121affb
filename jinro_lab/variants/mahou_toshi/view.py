"""What one seat of 魔法都市の人狼 sees and remembers (MAH-50, MAH-51)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from ...core.engine import Result
from ...core.events import Knowledge
from ...core.viewers import PUBLIC, Viewer
from .events import ChimeraTurned, RoleRevealed, RolesRedealt

if TYPE_CHECKING:
    from .state import MahouState

__all__ = ["MahouView", "known_werewolves", "seat_view"]

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
        turned = [e.seat for e in self.events if type(e) is ChimeraTurned]
        cult: set[int] = set()
        if self.role == "madman":
            for e in self.events:
                if type(e) is Knowledge and e.key[0] == "cult":
                    cult.add(e.key[1])
                elif type(e) is RolesRedealt:  # stale after the soul vortex (MAH-E06)
                    cult.difference_update(e.seats)
        return known_werewolves(self.role, self.roles, turned, cult)


def known_werewolves(
    role: str | None, roles: Sequence[str | None], turned: Iterable[int], cult: Iterable[int]
) -> frozenset[int]:
    """The seats a seat of ``role`` knows to be werewolves (MAH-02) from the ``roles`` it
    knows (its own included), the chimeras it saw turn (``turned``: ``ChimeraTurned``'s
    seats) and, for a madman, the werewolves the evil cult showed it (``cult``, MAH-E23,
    the seats dealt again since left out): :meth:`MahouView.werewolves`, and the fast
    engine's observation of a seat (``fast.FastMahou.observation``)."""
    known = {s for s, r in enumerate(roles) if r in WEREWOLF_ROLES}
    if role == "chimera" or "chimera" in roles:
        # a turned chimera it still knows as one (not a seat the soul vortex dealt again, MAH-E06)
        known.update(s for s in turned if roles[s] == "chimera")
    if role == "madman":
        known.update(cult)
    return frozenset(known)


def seat_view(game: MahouState, seat: Viewer) -> MahouView:
    """What ``seat`` saw (MAH-50, MAH-51; ``None``: the game master, the truth). Each
    field of a seat's view follows the events it saw: the living as announced
    (``MahouState._eliminated``), the day from the public ``Dawn``, its role from the deal
    or redeal that told it (``RoleDealt``), the roles it learned, the result
    from the public ``GameEnded``; the phase is the public label."""
    if seat is None:
        return MahouView(
            seat=None,
            phase=game.phase,
            day=game.day,
            players=game.players,
            alive=game.alive,
            role=None,
            roles=tuple(game.roles),
            events=game.log,
            result=game.result,
        )
    events = game.events_seen_by(seat)
    known: list[str | None] = [None] * game.players
    for e in events:
        if e.__class__ is Knowledge and e.observer == seat and e.key[0] == "role":
            known[e.key[1]] = e.key[2]
        elif e.__class__ is RoleRevealed:  # the altar (MAH-E08)
            known[e.seat] = e.role
        elif e.__class__ is RolesRedealt:  # the soul vortex (MAH-E06): what was known is stale
            for s in e.seats:
                known[s] = None
    if seat is not PUBLIC:
        known[seat] = game.roles[seat]
    return MahouView(
        seat=seat,
        phase=game.label,
        day=game.day,
        players=game.players,
        alive=game.told_alive,
        role=game.roles[seat] if seat is not PUBLIC else None,
        roles=tuple(known),
        events=events,
        result=game.result,
    )
