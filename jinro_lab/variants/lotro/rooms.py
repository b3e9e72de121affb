"""Room assignment of LotROで人狼 (LOT-30 ... LOT-33): sizes, names and the ban.

:data:`ROOM_SIZES` is the spec's table (sizes in the order the rooms are formed);
:data:`ROOM_NAMES` the inn's rooms in that order. :class:`RoomPlanner` answers the
ban of LOT-32: given last night's roommates, the least number of repeated pairs
the night can still achieve, and which players the GM may nominate or a player
may point at so that number stays the least (a search over how many of each of last
night's rooms are left, its answers shared by every game in bounded caches; at most 16
players).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache

from ...core.errors import InvalidArgument, InvalidSetup
from ...core.memo import STATES, Memo

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
    if len(seats) <= 3:  # the rooms of LOT-30: spelled out
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
    ``sizes`` (LOT-30) can have; the GM and the pointing players must keep the night to
    that least number (:meth:`allowed`).

    The ban is last night's rooms (LOT-32: 同室 is the whole group), so a pair repeats
    exactly when both were in the same room last night: what a split costs depends only
    on how many of each of last night's rooms go into each new room, not on who. The
    search therefore runs over counts (how many are left of each of last night's rooms,
    and how many of each the begun room holds), not over seats, and what it solves is
    shared by every night of every game (bounded caches, ``core.memo.STATES``). A ban
    that is not a set of rooms (a seat banned with someone not banned with its other
    roommates) is refused.
    """

    __slots__ = ("_asked", "banned", "free", "groups")

    def __init__(self, banned: Sequence[int]):
        self.banned = tuple(banned)
        self.free = not any(self.banned)  # night 1: anything goes
        rooms: dict[int, None] = {}
        for s, mask in enumerate(self.banned):
            room = mask | 1 << s  # the seat and its last roommates: its room of last night
            if room not in rooms:  # a room first seen: each of its seats must have it as theirs
                for t in _seats(mask):
                    if self.banned[t] | 1 << t != room:
                        raise InvalidArgument(
                            f"LOT-32: a ban is last night's rooms; seat {s}'s roommates {_seats(mask)} are not"
                        )
                rooms[room] = None
        #: last night's rooms, each as the mask of its seats
        self.groups = tuple(rooms)
        #: the questions of :meth:`allowed` answered (a replayed night, a search's copies, asks them again)
        self._asked: Memo[tuple[tuple[int, ...], int, int, tuple[int, ...], int], tuple[int, ...]] = Memo(QUESTIONS)

    def least(self, players: Iterable[int], sizes: Sequence[int]) -> int:
        """The fewest repeated pairs of any split of ``players`` into rooms of ``sizes``."""
        if self.free:
            return 0
        mask = 0
        for s in players:
            mask |= 1 << s
        counts = sorted([c for c in [(mask & g).bit_count() for g in self.groups] if c], reverse=True)
        return _rest(tuple(counts), sizes.count(2), sizes.count(3))

    def allowed(self, room: Sequence[int], size: int, left: int, later: Sequence[int], budget: int) -> tuple[int, ...]:
        """The seats of ``left`` that may join the begun ``room`` (the GM's nominee when
        ``room`` is empty, else the one pointed at) so that the night's repeats from
        here, the room filled to ``size`` from ``left`` then the rooms of ``later`` sizes
        from the rest, can still be ``budget`` (the least achievable): those of last
        night's rooms whose counts (:func:`_allowed_kinds`) allow it."""
        if self.free:
            return _seats(left)
        key = (tuple(room), size, left, tuple(later), budget)
        found = self._asked.get(key)
        if found is None:
            found = self._asked.put(key, self._allowed(room, size, left, later, budget))
        return found

    def _allowed(self, room: Sequence[int], size: int, left: int, later: Sequence[int], budget: int) -> tuple[int, ...]:
        """:meth:`allowed` (LOT-32) answered from the counts: each of last night's rooms as its kind
        (seats of it in ``room``, seats of it left), the repeats ``room`` holds already
        (each pair of a last room in it), the kinds :func:`_allowed_kinds` allows, their
        seats left (plain loops over masks: a night asks this for every pick)."""
        groups = self.groups
        taken = 0
        for s in room:
            taken |= 1 << s
        here = 0
        kinds = []
        some = []
        for g in groups:
            held = (taken & g).bit_count()
            kind = (held, (left & g).bit_count())
            kinds.append(kind)
            if kind[1]:
                some.append(kind)
            if held > 1:
                here += held * (held - 1) // 2
        some.sort()
        ok = _allowed_kinds(tuple(some), size - len(room), later.count(2), later.count(3), budget - here)
        mask = 0
        for kind, g in zip(kinds, groups, strict=True):
            if kind in ok:
                mask |= g
        return _seats(left & mask)


_BIG = 10**6
#: questions a planner keeps answered (:meth:`RoomPlanner.allowed`): more than a night asks in any
#: one game, a search's copies of it asking the same
QUESTIONS = 256

#: a kind of last night's room as the search sees it: (seats of it in the begun room, seats of it left)
_Kinds = tuple[tuple[int, int], ...]


@lru_cache(maxsize=STATES)
def _allowed_kinds(kinds: _Kinds, need: int, twos: int, threes: int, slack: int) -> frozenset[tuple[int, int]]:
    """LOT-32: the ``kinds`` (sorted, each with a seat left) whose next seat may join the
    begun room, ``need`` seats short of its size, so that the rest of the night (the room
    filled, then ``twos`` rooms of 2 and ``threes`` of 3) repeats at most ``slack`` pairs
    more: the seat repeats with those of its last room already in the begun room."""
    ok = []
    for i, kind in enumerate(kinds):
        if (i and kind == kinds[i - 1]) or kind[0] > slack:
            continue
        if kind[0] + _fill(_joined(kinds, i), need - 1, twos, threes) <= slack:
            ok.append(kind)
    return frozenset(ok)


@lru_cache(maxsize=STATES)
def _fill(kinds: _Kinds, need: int, twos: int, threes: int) -> int:
    """LOT-32: the fewest repeats from here: the begun room (``kinds``, :func:`_allowed_kinds`)
    filled with ``need`` more seats, then the rest split (:func:`_rest`)."""
    if need == 0:
        return _rest(tuple(sorted([k[1] for k in kinds], reverse=True)), twos, threes)
    best = _BIG
    for i, kind in enumerate(kinds):
        if i and kind == kinds[i - 1]:
            continue
        cost = kind[0] + _fill(_joined(kinds, i), need - 1, twos, threes)
        if cost < best:
            best = cost
    return best


def _joined(kinds: _Kinds, i: int) -> _Kinds:
    """``kinds`` once a seat of ``kinds[i]`` joined the begun room."""
    held, left = kinds[i]
    rest = [*kinds[:i], *kinds[i + 1 :]]
    if left > 1:
        rest.append((held + 1, left - 1))
    return tuple(sorted(rest))


@lru_cache(maxsize=STATES)
def _rest(counts: tuple[int, ...], twos: int, threes: int) -> int:
    """LOT-32: the fewest repeats splitting the seats left into ``twos`` rooms of 2 and
    ``threes`` of 3, ``counts`` the seats left of each of last night's rooms (sorted,
    largest first; none empty): a seat of the first goes into a room with seats of its
    own last room (a repeat per pair) or of others (the order of the rooms does not
    change the count); other rooms with as many left are alike, so one of them is tried."""
    if not counts:
        return 0
    first = counts[0]
    others = [j for j in range(1, len(counts)) if j == 1 or counts[j] != counts[j - 1]]
    best = _BIG
    if twos:
        if first >= 2:
            best = min(best, 1 + _rest(_taken(counts, 0, 0), twos - 1, threes))
        for j in others:
            best = min(best, _rest(_taken(counts, 0, j), twos - 1, threes))
    if threes:
        if first >= 3:
            best = min(best, 3 + _rest(_taken(counts, 0, 0, 0), twos, threes - 1))
        for j in others:
            if first >= 2:
                best = min(best, 1 + _rest(_taken(counts, 0, 0, j), twos, threes - 1))
            if counts[j] >= 2:
                best = min(best, 1 + _rest(_taken(counts, 0, j, j), twos, threes - 1))
            for k in range(j + 1, len(counts)):
                if k == j + 1 or counts[k] != counts[k - 1]:
                    best = min(best, _rest(_taken(counts, 0, j, k), twos, threes - 1))
    return best


def _taken(counts: tuple[int, ...], *rooms: int) -> tuple[int, ...]:
    """``counts`` after a seat was taken from each of ``rooms`` (indexes, repeated for two)."""
    rest = list(counts)
    for r in rooms:
        rest[r] -= 1
    return tuple(sorted([c for c in rest if c], reverse=True))


@lru_cache(maxsize=512)
def planner_for(banned: tuple[int, ...]) -> RoomPlanner:
    """The :class:`RoomPlanner` of a night whose ban is ``banned`` (LOT-32), shared by every
    game that reaches that ban: a copy of a game replays its nights (the readable engine's
    clone, a belief sampler's world), a search reaches the same night in many copies."""
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
