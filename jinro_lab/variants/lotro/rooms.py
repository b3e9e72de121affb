"""Room assignment of LotROで人狼 (LOT-30 ... LOT-33): sizes, names and the ban.

:data:`ROOM_SIZES` is the spec's table (sizes in the order the rooms are formed);
:data:`ROOM_NAMES` the inn's rooms in that order. :class:`RoomPlanner` answers the
ban of LOT-32: given last night's roommates, the least number of repeated pairs
the night can still achieve, and which players the GM may nominate or a player
may point at so that number stays the least (a search over the remaining players,
memoised on who is left; at most 16 players).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache

from ...core.errors import InvalidSetup

__all__ = ["ROOM_NAMES", "ROOM_SIZES", "RoomPlanner", "room_name", "room_sizes"]

#: LOT-30: the sizes of the rooms by the number alive, in the order they are formed
ROOM_SIZES: dict[int, tuple[int, ...]] = {
    2: (2,),
    3: (3,),
    4: (2, 2),
    5: (2, 3),
    6: (2, 2, 2),
    7: (2, 2, 3),
    8: (2, 2, 2, 2),
    9: (2, 2, 2, 3),
    10: (3, 3, 2, 2),
    11: (3, 3, 3, 2),
    12: (3, 3, 3, 3),
    13: (3, 3, 3, 2, 2),
    14: (3, 3, 3, 3, 2),
    15: (3, 3, 3, 3, 3),
    16: (3, 3, 3, 3, 2, 2),
}

#: LOT-33: the inn's rooms in the order they are formed, (Japanese, English); the sixth is the kit's
ROOM_NAMES: tuple[tuple[str, str], ...] = (
    ("2階", "upstairs"),
    ("1階", "ground floor"),
    ("地階", "basement"),
    ("トレーニング館", "training hall"),
    ("馬屋", "stable"),
    ("離れ", "annex"),
)


def room_sizes(alive: int) -> tuple[int, ...]:
    """LOT-30: the room sizes for ``alive`` living players (2 ... 16)."""
    sizes = ROOM_SIZES.get(alive)
    if sizes is None:
        raise InvalidSetup(f"rooms are formed for 2 to 16 living players (LOT-30), not {alive!r}")
    return sizes


def room_name(index: int, lang: str = "en") -> str:
    """LOT-33: the name of the ``index``-th room formed (0: 2階 / upstairs)."""
    ja, en = ROOM_NAMES[index]
    return ja if lang == "ja" else en


def repeats(room: Iterable[int], banned: Sequence[int]) -> int:
    """The repeated pairs in ``room``: pairs who shared a room last night (``banned[s]``
    is the bit mask of seat ``s``'s last roommates)."""
    seats = sorted(room)
    if len(seats) <= 3:  # the rooms of LOT-30: spelled out (the ban's search asks at every step)
        if len(seats) < 2:
            return 0
        a, b, *c = seats
        mask = banned[a]
        return mask >> b & 1 if not c else (mask >> b & 1) + (mask >> c[0] & 1) + (banned[b] >> c[0] & 1)
    return sum(1 for i, a in enumerate(seats) for b in seats[i + 1 :] if banned[a] >> b & 1)


class RoomPlanner:
    """LOT-32 for one night: ``banned[s]`` is the bit mask of seat ``s``'s roommates of
    last night (all zero on night 1: no ban).

    :meth:`least` is the fewest repeated pairs any split of ``players`` into rooms of
    ``sizes`` (LOT-30) can have; :meth:`completion` the fewest for the rest of the
    night once some rooms are formed and the current one is begun; the GM and the
    pointing players must keep to that least number (:meth:`allowed`). The search
    puts the lowest remaining seat in a room first (the order of the rooms does not
    change the count), skips branches that cannot beat the best found, stops at 0,
    and remembers each (players left, rooms left) it solved.
    """

    def __init__(self, banned: Sequence[int]):
        self.banned = tuple(banned)
        self.free = not any(self.banned)  # night 1: anything goes
        self._memo: dict[tuple[int, int, int], int] = {}
        self._allowed: dict[tuple[tuple[int, ...], int, int, tuple[int, ...], int], tuple[int, ...]] = {}

    def least(self, players: Iterable[int], sizes: Sequence[int]) -> int:
        """The fewest repeated pairs of any split of ``players`` into rooms of ``sizes``."""
        if self.free:
            return 0
        mask = 0
        for s in players:
            mask |= 1 << s
        return self._rest(mask, sizes.count(2), sizes.count(3))

    def completion(self, room: Sequence[int], size: int, left: int, later: Sequence[int]) -> int:
        """The fewest repeats of the night from here: the begun ``room`` (to reach
        ``size``) completed from the unassigned mask ``left`` (``room`` not in it),
        then the rooms of ``later`` sizes from the rest."""
        if self.free:
            return 0
        banned, rest = self.banned, self._rest
        twos, threes = later.count(2), later.count(3)
        here = repeats(room, banned)
        need = size - len(room)
        if need == 0:
            return here + rest(left, twos, threes)
        mask = 0
        for s in room:
            mask |= 1 << s
        seats = _seats(left)
        best = _BIG
        for i, a in enumerate(seats):
            ca = here + (banned[a] & mask).bit_count()
            if ca >= best:
                continue
            if need == 1:
                cost = ca + rest(left & ~(1 << a), twos, threes)
                if cost < best:
                    best = cost
            else:
                for b in seats[i + 1 :]:
                    cb = ca + (banned[b] & (mask | 1 << a)).bit_count()
                    if cb >= best:
                        continue
                    cost = cb + rest(left & ~(1 << a) & ~(1 << b), twos, threes)
                    if cost < best:
                        best = cost
                        if best == here:
                            break
            if best == here:
                break
        return best

    def allowed(self, room: Sequence[int], size: int, left: int, later: Sequence[int], budget: int) -> tuple[int, ...]:
        """The seats of ``left`` that may join the begun ``room`` (the GM's nominee when
        ``room`` is empty, else the one pointed at) so that the night's repeats from
        here can still be ``budget`` (the least achievable)."""
        if self.free:
            return _seats(left)
        key = (tuple(room), size, left, tuple(later), budget)
        found = self._allowed.get(key)
        if found is None:
            found = self._allowed[key] = self._search(key[0], size, left, later, budget)
        return found

    def _search(
        self, room: tuple[int, ...], size: int, left: int, later: Sequence[int], budget: int
    ) -> tuple[int, ...]:
        """:meth:`allowed` searched (once per question: a replayed night asks it again)."""
        banned, completion = self.banned, self.completion
        mask = 0
        for s in room:
            mask |= 1 << s
        over = budget - repeats(room, banned)  # a seat repeating more with the room is out at once
        return tuple(
            s
            for s in _seats(left)
            if (banned[s] & mask).bit_count() <= over
            and completion((*room, s), size, left & ~(1 << s), later) <= budget
        )

    def _rest(self, mask: int, twos: int, threes: int) -> int:
        """The fewest repeats splitting ``mask`` into ``twos`` rooms of 2 and ``threes`` of 3
        (the lowest seat's room first)."""
        if mask == 0:
            return 0
        key = (mask, twos, threes)
        memo = self._memo.get(key)
        if memo is not None:
            return memo
        low_bit = mask & -mask
        low = low_bit.bit_length() - 1
        others = mask ^ low_bit
        banned = self.banned
        mine = banned[low]
        seats = _seats(others)
        best = _BIG
        if twos:
            for b in seats:
                cost = mine >> b & 1
                if cost >= best:
                    continue
                cost += self._rest(others & ~(1 << b), twos - 1, threes)
                if cost < best:
                    best = cost
                    if best == 0:
                        break
        if threes and best:
            for i, b in enumerate(seats):
                cb = mine >> b & 1
                if cb >= best:
                    continue
                theirs = banned[b]
                for c in seats[i + 1 :]:
                    cost = cb + (mine >> c & 1) + (theirs >> c & 1)
                    if cost >= best:
                        continue
                    cost += self._rest(others & ~(1 << b) & ~(1 << c), twos, threes - 1)
                    if cost < best:
                        best = cost
                        if best == 0:
                            break
                if best == 0:
                    break
        self._memo[key] = best
        return best


_BIG = 10**6


@lru_cache(maxsize=512)
def planner_for(banned: tuple[int, ...]) -> RoomPlanner:
    """The :class:`RoomPlanner` of a night whose ban is ``banned``, shared by every game that
    reaches that ban, with what it has solved: a copy of a game replays its nights (the
    readable engine's clone, a belief sampler's world), a search reaches the same night
    in many copies."""
    return RoomPlanner(banned)


#: the seats of each byte of a mask: ``_BYTES[k][b]`` for byte ``b`` at ``k`` (seats ``8k`` ... ``8k + 7``)
_BYTES = tuple(tuple(tuple(8 * k + s for s in range(8) if b >> s & 1) for b in range(256)) for k in range(2))


def _seats(mask: int) -> tuple[int, ...]:
    """The seats of ``mask`` (bit ``s``: seat ``s``), in seat order: a table look-up per
    byte for the 16 seats of LOT-01 (the ban's search asks it at every step)."""
    if mask < 1 << 16:
        low, high = _BYTES
        return low[mask & 255] + high[mask >> 8]
    return tuple(s for s in range(mask.bit_length()) if mask >> s & 1)
