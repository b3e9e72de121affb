"""A small, independent solver of LotROで人狼 positions, for checking checkmate (LOT-62, LOT-63).

``can_win(position, side)`` says whether ``side`` can still win from ``position``
when it plays its best against every reply of the other side, with the room
assignment in its favour: it picks the night's rooms itself among those the ban
allows (LOT-32), casts its ballots after seeing the other side's (LOT-20), and
every chance goes its way; the apostle's ballot is the tested side's too (it does
not know the wolves and may vote one out, LOT-63). That gives the side more power than the real game, so
"it cannot win here" is a safe verdict: a count that declares a side checkmated
must never find it able to win here.

The model follows the spec: rooms of LOT-30 with the least repeats of LOT-32;
the night as a sequence of Sauron's acts (a wolf's tooth, an apostle's suicide)
with the village's answers (leaf, water, or keep), then passes judged (LOT-40 ...
LOT-45); the evening vote with the untied revote (LOT-20 ... LOT-22); wins at the
morning and after the vote, then the rangers (LOT-23, LOT-60, LOT-61).
"""

from __future__ import annotations

import itertools
from functools import cache

from jinro_lab.variants.lotro.checkmate import Position
from jinro_lab.variants.lotro.rooms import ROOM_SIZES

VILLAGE_ROLES = ("friend", "healer", "villager")


def seats_of(position: Position, passes: int) -> tuple[tuple[str, bool, int], ...]:
    """Living seats (role, item used, passes) for ``position``; every wolf with ``passes``."""
    p = position
    plain = p.village - p.waters - p.leaves
    return (
        (("wolf", False, passes),) * p.wolves
        + (("apostle", False, 0),) * p.apostles
        + (("friend", False, 0),) * p.waters
        + (("healer", False, 0),) * p.leaves
        + (("villager", False, 0),) * plain
    )


def can_win(position: Position, side: str, passes: int = 0) -> bool:
    """Whether ``side`` (``village`` or ``sauron``) can still win from ``position``."""
    seats = seats_of(position, passes)
    alive = (1 << len(seats)) - 1
    stage = "night" if position.evening_done else "evening"
    return _value(seats, alive, frozenset(), position.day, stage, position.rangers_day, side)


def _winner(seats, alive) -> str | None:
    living = [seats[i][0] for i in range(len(seats)) if alive >> i & 1]
    if "wolf" not in living:
        return "village"
    if not any(r in VILLAGE_ROLES for r in living):
        return "sauron"
    return None


def _side_of(role: str) -> str:
    return "village" if role in VILLAGE_ROLES else "sauron"


@cache
def _value(seats, alive, banned, day, stage, n_day, side) -> bool:
    """Whether ``side`` can win from this state (``stage``: the evening or the night of ``day``)."""
    if stage == "evening":
        if day < 2:
            return _value(seats, alive, banned, day, "night", n_day, side)
        return _evening(seats, alive, banned, day, n_day, side)
    members = [i for i in range(len(seats)) if alive >> i & 1]
    for rooms in _partitions(tuple(members), banned):
        new_banned = frozenset(frozenset(p) for room in rooms for p in itertools.combinations(room, 2))
        room_of = {s: i for i, room in enumerate(rooms) for s in room}
        if _night(seats, alive, rooms, room_of, new_banned, day, n_day, side):
            return True
    return False


def _evening(seats, alive, banned, day, n_day, side) -> bool:
    """LOT-20 ... LOT-23: for every ballot of the other side, ``side`` has ballots that win."""
    voters = [i for i in range(len(seats)) if alive >> i & 1]

    @cache
    def after(chosen) -> bool:
        left = alive & ~(1 << chosen) if chosen is not None else alive
        won = _winner(seats, left)
        if won is None and day == n_day:
            won = "village"
        if won is not None:
            return won == side
        return _value(seats, left, banned, day, "night", n_day, side)

    def round_(voters, candidates, first) -> bool:
        mine = [v for v in voters if _side_of(seats[v][0]) == side or seats[v][0] == "apostle"]
        theirs = [v for v in voters if v not in mine]

        def options(v):
            return [c for c in candidates if c != v]

        for their in itertools.product(*(options(v) for v in theirs)):
            if not any(
                outcome(dict(zip(theirs + mine, their + ours, strict=True)), voters, first)
                for ours in itertools.product(*(options(v) for v in mine))
            ):
                return False
        return True

    def outcome(ballots, voters, first) -> bool:
        totals: dict[int, int] = {}
        for t in ballots.values():
            totals[t] = totals.get(t, 0) + 1
        top = max(totals.values())
        tied = tuple(sorted(c for c, n in totals.items() if n == top))
        if len(tied) == 1:
            return after(tied[0])
        untied = [v for v in voters if v not in tied]
        if not first or not untied:
            return after(None)
        return round_(untied, tied, False)

    return round_(voters, voters, True)


def _night(seats, alive, rooms, room_of, banned, day, n_day, side) -> bool:
    """The rooms' night as a game: Sauron acts in any order, or stops; the village answers."""

    def mates(s, alive):
        return [m for m in rooms[room_of[s]] if m != s and alive >> m & 1]

    @cache
    def go(seats, alive, presented, hit) -> bool:
        options = []
        for s in range(len(seats)):
            if not alive >> s & 1:
                continue
            role = seats[s][0]
            if role == "wolf" and not presented >> s & 1:
                for t in mates(s, alive):
                    options.append((trade, (seats, alive, presented | 1 << s, hit, s, t)))
            elif role == "apostle":
                options.append((go, (seats, alive & ~(1 << s), presented, hit)))
        options.append((end, (seats, alive, hit)))
        if side == "sauron":
            return any(f(*args) for f, args in options)
        return all(f(*args) for f, args in options)

    def trade(seats, alive, presented, hit, w, t) -> bool:
        role, used, passes = seats[t]
        if role == "wolf":
            return go(seats, alive, presented, hit)
        hit |= 1 << w
        if role in ("healer", "friend") and not used:
            spent = (*seats[:t], (role, True, passes), *seats[t + 1 :])
            use = go(spent, alive & ~(1 << w) if role == "friend" else alive, presented, hit)
            keep = go(seats, alive & ~(1 << t), presented, hit)
            return (use or keep) if side == "village" else (use and keep)
        return go(seats, alive & ~(1 << t), presented, hit)

    def end(seats, alive, hit) -> bool:
        new = list(seats)
        left = alive
        for s in range(len(seats)):
            role, used, passes = seats[s]
            if role != "wolf" or not alive >> s & 1 or hit >> s & 1:
                continue
            if any(seats[m][0] != "wolf" for m in mates(s, alive)):
                new[s] = (role, used, passes + 1)
                if passes + 1 >= 2:
                    left &= ~(1 << s)
        won = _winner(seats, left)
        if won is not None:
            return won == side
        return _value(tuple(new), left, banned, day + 1, "evening", n_day, side)

    return go(seats, alive, 0, 0)


def _partitions(members, banned):
    """Every split of ``members`` into the rooms of LOT-30 with the least repeated pairs
    (LOT-32), as tuples of rooms (the order of the rooms does not matter here)."""
    splits = list(_splits(members, tuple(sorted(ROOM_SIZES[len(members)]))))

    def reps(rooms):
        return sum(1 for room in rooms for p in itertools.combinations(room, 2) if frozenset(p) in banned)

    least = min(reps(r) for r in splits)
    return [r for r in splits if reps(r) == least]


def _splits(members, sizes):
    if not members:
        yield ()
        return
    first, rest = members[0], members[1:]
    for size in sorted(set(sizes)):
        left = list(sizes)
        left.remove(size)
        for others in itertools.combinations(rest, size - 1):
            room = (first, *others)
            remaining = tuple(m for m in rest if m not in others)
            for tail in _splits(remaining, tuple(left)):
                yield (room, *tail)
