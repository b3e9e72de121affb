"""Checkmate of LotROで人狼 (LOT-62, LOT-63): exact counting rules on any position.

A teacher builds a :class:`Position` (the living wolves, village-side players,
apostles, unused items, the day and whether its evening is over, the rangers'
day), or takes one from a game (:func:`position_of`), and asks
:func:`is_checkmated`: the :class:`Verdict` names the checkmated side, the rule,
the reason in words and the numbers behind it.

The count never declares lost a side that could still win (checked exhaustively
on small positions by the tests). LOT-62's count (``V > W·n + e``) is sound as the
spec gives it: each wolf kills at most one village-side player a night and each
evening executes at most one. LOT-63's count as the spec gives it (``W ≥ V``, no
water, ``V + L ≤ W·n``) is not: it assumes every wolf meets a village-side player
every night, but rooms are chosen by pointing and a village-side player the GM
nominates can point at another, so the village can keep away from the wolves
(two wolves and two villagers, one night left: the villagers share a room and the
rangers come). The kit keeps LOT-63 only where the wolves must meet their victims
(decision): every living player shares the one room (at most 3 alive) and the
wolves have the presentations (``V + L ≤ W·n``) and, when an evening vote comes
before the next night, more than half of its votes (``W > V + A``: the apostle does
not know the wolves and may vote one out, so one wolf, one apostle and one villager
before a vote is not checkmate); or the one village-side player lives among wolves
only (no apostle), whose room always holds a wolf, and the nights suffice at one
presentation a night (``1 + L ≤ n``).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any, NamedTuple

from ...core.errors import InvalidArgument, InvalidSetup, describe
from ...core.phrases import Phrase
from .phrases import SAY, checkmate_reason
from .roles import SAURON, VILLAGE

__all__ = ["Position", "Verdict", "count_position", "is_checkmated", "position_of", "win_check"]


class Position(NamedTuple):
    """What the count of LOT-62/LOT-63 reads: ``wolves`` (W), ``village`` (V: living
    village-side players), ``apostles`` (living), ``waters`` (living friends with unused
    water), ``leaves`` (L: living healers with an unused leaf), ``day`` and whether its
    evening is over (``evening_done``: the night of ``day`` comes next), and
    ``rangers_day`` (N, LOT-04)."""

    wolves: int
    village: int
    apostles: int = 0
    waters: int = 0
    leaves: int = 0
    day: int = 1
    evening_done: bool = False
    rangers_day: int = 6

    @property
    def nights_left(self) -> int:
        """n: the nights still to play before the rangers arrive (nights ``day`` ... N-1)."""
        return max(0, self.rangers_day - self.day)

    @property
    def evenings_left(self) -> int:
        """e: the evenings with a vote still to play up to day N (from day 2, LOT-13)."""
        first = self.day + 1 if self.evening_done else max(self.day, 2)
        return max(0, self.rangers_day - first + 1)

    @property
    def vote_next(self) -> bool:
        """Whether an evening vote comes before the next night (from day 2, LOT-13)."""
        return not self.evening_done and self.day >= 2


class Verdict(NamedTuple):
    """The answer of :func:`is_checkmated`: ``checkmated`` is the side that is (``sauron``
    or ``village``; ``None``: neither), ``winner`` the other side, ``rule`` the rule id,
    ``reason`` in words and ``numbers`` (W, V, L, n, e, K) behind it."""

    checkmated: str | None
    winner: str | None
    rule: str
    reason: str
    numbers: dict[str, int]

    def __bool__(self) -> bool:
        return self.checkmated is not None


def is_checkmated(position: Position) -> Verdict:
    """LOT-62, LOT-63: whether a side is checkmated in ``position``, with the numbers.

    >>> is_checkmated(Position(wolves=1, village=5, day=5, rangers_day=6)).checkmated
    'sauron'
    """
    p = _checked(position)
    w, v, n, e = p.wolves, p.village, p.nights_left, p.evenings_left
    k = w * n + e
    numbers = {"W": w, "V": v, "A": p.apostles, "L": p.leaves, "waters": p.waters, "n": n, "e": e, "K": k}
    if w == 0 or v == 0:
        return Verdict(None, None, "", "a side is already dead (LOT-60, LOT-61)", numbers)
    if v > k:
        return Verdict(
            "sauron",
            "village",
            "LOT-62",
            f"Sauron checkmated (LOT-62): V={v} > K=W·n+e={w}·{n}+{e}={k}: even if the wolves kill every night and "
            "the village loses every vote, someone of the village lives to see the rangers",
            numbers,
        )
    if w == 1 and v == 1 and p.waters == 1 and p.apostles == 0:
        return Verdict(
            "sauron",
            "village",
            "LOT-62",
            "Sauron checkmated (LOT-62): one wolf and one friend with unused water are the only living players",
            numbers,
        )
    alive = w + v + p.apostles
    if w >= v and p.waters == 0:
        if alive <= 3 and v + p.leaves <= w * n and (w > v + p.apostles or not p.vote_next):
            vote = f", and W={w} > V+A={v}+{p.apostles} in the vote before the night" if p.vote_next else ""
            return Verdict(
                "village",
                "sauron",
                "LOT-63",
                f"Village checkmated (LOT-63): W={w} ≥ V={v}, no unused water, everyone shares one room and "
                f"V+L={v}+{p.leaves} ≤ W·n={w}·{n}{vote}",
                numbers,
            )
        if v == 1 and p.apostles == 0 and 1 + p.leaves <= n:
            return Verdict(
                "village",
                "sauron",
                "LOT-63",
                f"Village checkmated (LOT-63): one village-side player among wolves only, no unused water, "
                f"1+L={1 + p.leaves} ≤ n={n}",
                numbers,
            )
    return Verdict(None, None, "", "no side is checkmated", numbers)


def count_position(
    roles: Sequence[str],
    alive: Sequence[bool],
    used: Sequence[bool],
    day: int,
    evening_done: bool,
    rangers_day: int,
) -> Position:
    """LOT-62, LOT-63: the :class:`Position` of a deal (the GM's knowledge): ``roles`` by
    seat, whether each seat is ``alive`` and has ``used`` its item; every role but the wolf
    and the apostle is village-side (LOT-05). What the rules, the fast engine and a seat's
    model of a win check it saw (``hidden.checks_hold``) all count."""
    wolves = village = apostles = waters = leaves = 0
    for role, living, spent in zip(roles, alive, used, strict=True):
        if not living:
            continue
        if role == "wolf":
            wolves += 1
        elif role == "apostle":
            apostles += 1
        else:
            village += 1
            if not spent:
                waters += role == "friend"
                leaves += role == "healer"
    return Position(wolves, village, apostles, waters, leaves, day, evening_done, rangers_day)


def win_check(position: Position, checkmate: bool) -> tuple[str, Phrase] | None:
    """LOT-60 ... LOT-64, LOT-23: what a win check gives at ``position`` (``None``: the
    game goes on; else the winning side and the reason): every wolf dead, the Village;
    every village-side player dead, Sauron (never both at once: the wolf that kills the
    last village-side player at night neither passed nor met the water); then checkmate
    (LOT-62, LOT-63, when the option is on) where play is left; after the evening of the
    rangers' day, the Village (LOT-23: the rangers decide, not a count with nothing left to
    play). InvalidSetup names what is wrong with a position that could not occur.

    >>> win_check(Position(wolves=0, village=3, day=2), checkmate=True)[0]
    'village'
    """
    if position.__class__ is not Position or checkmate.__class__ is not bool:
        _checked(position)
        raise InvalidSetup(f"checkmate is the option's value, true or false; got {checkmate!r}")
    return _win_check(position, checkmate)


@lru_cache(maxsize=4096)
def _win_check(position: Position, checkmate: bool) -> tuple[str, Phrase] | None:
    """:func:`win_check`, remembered by position (few recur): each position checked once."""
    _checked(position)
    if position.wolves == 0:
        return VILLAGE, SAY("every wolf dead")
    if position.village == 0:
        return SAURON, SAY("village dead")
    if checkmate and (position.nights_left or position.evenings_left):
        verdict = is_checkmated(position)
        if verdict.winner is not None:
            return verdict.winner, checkmate_reason(verdict.rule, verdict.numbers)
    if position.evening_done and position.day == position.rangers_day:
        return VILLAGE, SAY("rangers", position.day)
    return None


def _checked(position: Any) -> Position:
    """``position`` if it is a :class:`Position` that could occur; else InvalidSetup saying why."""
    if not isinstance(position, Position):
        raise InvalidSetup(f"is_checkmated takes a Position, got {type(position).__name__}")
    counts = position._asdict()
    counts.pop("evening_done")
    bad = {k: v for k, v in counts.items() if v.__class__ is not int or v < 0}
    if bad:
        raise InvalidSetup(f"a Position's counts and days are non-negative ints; got {bad}")
    if position.evening_done.__class__ is not bool:
        raise InvalidSetup(f"evening_done must be true or false, got {position.evening_done!r}")
    if position.waters + position.leaves > position.village:
        raise InvalidSetup(
            f"waters + leaves ({position.waters} + {position.leaves}) are village-side players: "
            f"at most village ({position.village})"
        )
    if position.rangers_day < 2 or not 1 <= position.day <= position.rangers_day:
        raise InvalidSetup(
            f"rangers_day must be 2 or more (LOT-04) and day from 1 to rangers_day; "
            f"got day {position.day}, rangers_day {position.rangers_day}"
        )
    return position


def position_of(game: object) -> Position:
    """The :class:`Position` of a LotRO game now (the GM's knowledge: roles and items)."""
    from .game import LotroGame

    if not isinstance(game, LotroGame):
        raise InvalidArgument(
            f"position_of takes a LotRO game (jinro_lab.new_game('lotro', ...)), got {describe(game)}"
        )
    return game.position()
