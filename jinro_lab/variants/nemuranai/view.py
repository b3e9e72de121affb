"""What one seat of 人狼は眠らない sees and remembers (NEM-05, NEM-70)."""

from __future__ import annotations

from typing import Any, NamedTuple

from ...core.engine import Result
from ...core.events import Knowledge
from ...core.viewers import Viewer
from . import events as ev

__all__ = ["NemuranaiView"]


class NemuranaiView(NamedTuple):
    """A snapshot of the table as ``seat`` sees it (``seat=None``: the game master).

    ``discards[s]`` lists ``(card, face_up)`` per card of seat ``s``'s discard, with
    ``card`` ``None`` where the viewer cannot see it (face-down). ``hands`` shows
    only the viewer's own hand. ``werewolf`` is the viewer's own seat if the viewer
    is the Werewolf player (it holds or hid the card itself), else ``None``; the
    game master sees who it is. ``events`` are the events this seat saw.

    A named tuple: immutable and cheap to make, since agents get one per decision.
    """

    seat: Viewer
    phase: str
    day: int
    active: int
    players: int
    alive: tuple[bool, ...]
    hand: tuple[str, ...]
    hands: tuple[tuple[str, ...] | None, ...]
    discards: tuple[tuple[tuple[str | None, bool], ...], ...]
    deck_size: int
    deck: tuple[str, ...] | None
    ruins: str | None
    in_play: str | None
    werewolf: int | None
    events: tuple[Any, ...]
    result: Result | None

    def _repr_svg_(self) -> str:
        """The table as this view shows it, as SVG, for Jupyter (``picture.table_svg``,
        imported when first drawn: ``import jinro_lab`` stays light)."""
        from .picture import table_svg

        return str(table_svg(self))

    def face_down(self, seat: int) -> int:
        """How many face-down cards ``seat``'s discard holds (extra votes, NEM-30)."""
        return sum(1 for _, up in self.discards[seat] if not up)

    def last_seen(self) -> dict[tuple[int, int], str]:
        """What this seat last knew of each face-down discard card, from its events:
        cards it placed or looked at, and public placements (vote, sleep, attacks).

        A memory, not a fact: the Werewolf may have swapped a card since (NEM-26).
        """
        seen: dict[tuple[int, int], str] = {}
        for e in self.events:
            t = type(e)
            if t is ev.Discarded and not e.face_up:
                seen[(e.seat, e.index)] = e.card
            elif (t is ev.PlacedFaceDown and e.card is not None) or t is ev.TurnedFaceDown:
                seen[(e.owner, e.index)] = e.card
            elif t is Knowledge and e.key[0] == "discard":
                seen[(e.key[1], e.key[2])] = e.key[3]
            elif t is ev.Swapped:
                seen[(e.seat, e.index)] = e.gave
        return {
            pos: card
            for pos, card in seen.items()
            if pos[1] < len(self.discards[pos[0]]) and not self.discards[pos[0]][pos[1]][1]
        }

    def hands_seen(self) -> dict[int, str]:
        """The hand cards this seat saw with a seer, latest look per seat (they may
        have changed since: a played or swapped card)."""
        return {e.key[1]: e.key[2] for e in self.events if type(e) is Knowledge and e.key[0] == "hand"}
