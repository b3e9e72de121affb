"""Ballots, weights, tallies and the tie rules of the four games.

The mechanism is shared; each variant picks its :class:`TieRule`:

* ``UNIQUE_OR_NONE`` (NEM-30): a unique top total is chosen, a tie chooses nobody.
* ``RUNOFF_RUNOFF_LOTTERY`` (SEI-24): a tie triggers a runoff among the tied (all
  voters vote again); a second tie another runoff; a third tie is settled by lot.
* ``REVOTE_BY_UNTIED_THEN_NONE`` (LOT-22): on a tie the players who are *not* tied
  vote again among the tied only; a second tie, or nobody left to revote, chooses
  nobody.
* ``RUNOFF_THEN_NONE`` (MAH-12): a tie triggers a runoff among the tied (everyone
  votes); a second consecutive tie chooses nobody.

A game runs a vote as rounds: it collects ballots, calls :func:`tally`, then
:func:`decide`, which either names the chosen seat, says nobody, or asks for another
round with given candidates and voters.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from enum import Enum
from typing import NamedTuple

__all__ = ["Outcome", "TieRule", "Vote", "decide", "leaders", "tally"]


class Vote(NamedTuple):
    """The action of voting for ``target`` (``str()`` reads ``vote seat 3``).

    Actions are named tuples tagged with their ``kind``: cheap to compare, and
    never equal to an action of another kind.
    """

    target: int
    kind: str = "vote"

    def __str__(self) -> str:
        return f"vote seat {self.target}"


class TieRule(Enum):
    UNIQUE_OR_NONE = "unique top or nobody (NEM-30)"
    RUNOFF_RUNOFF_LOTTERY = "runoff, runoff, then lottery (SEI-24)"
    REVOTE_BY_UNTIED_THEN_NONE = "revote by the untied, then nobody (LOT-22)"
    RUNOFF_THEN_NONE = "runoff, then nobody (MAH-12)"


class Outcome(NamedTuple):
    """What a round of voting decided (a named tuple: a game makes one per vote).

    Exactly one of these holds: ``chosen`` is a seat; ``revote`` is set (hold another
    round: ``revote`` are the candidates, ``voters`` who may vote); or neither
    (nobody is chosen). ``by_lot`` says the chosen seat was drawn at random.
    """

    chosen: int | None = None
    revote: tuple[int, ...] | None = None
    voters: tuple[int, ...] | None = None
    by_lot: bool = False


def tally(
    ballots: Mapping[int, int],
    weights: Mapping[int, int] | None = None,
    extra: Mapping[int, int] | None = None,
) -> dict[int, int]:
    """Total votes per target: each ballot counts its voter's weight (default 1, a
    double vote is 2, a silenced voter 0), plus ``extra`` votes per seat (e.g.
    Nemuranai's face-down discards, NEM-30). Seats with zero total are left out."""
    totals: dict[int, int] = dict(extra) if extra else {}
    for voter, target in ballots.items():
        w = 1 if weights is None else weights.get(voter, 1)
        if w:
            totals[target] = totals.get(target, 0) + w
    return {seat: n for seat, n in totals.items() if n > 0}


def leaders(totals: Mapping[int, int]) -> tuple[int, ...]:
    """The seats with the highest total, in seat order (empty if nobody has a vote)."""
    if not totals:
        return ()
    top = max(totals.values())
    return tuple(sorted(seat for seat, n in totals.items() if n == top))


def decide(
    totals: Mapping[int, int],
    rule: TieRule,
    round_no: int,
    voters: Iterable[int],
    rng: random.Random | None = None,
) -> Outcome:
    """Apply ``rule`` to the totals of round ``round_no`` (0 = first vote).

    ``voters`` are the seats that voted in the first round; ``rng`` is the game's
    own RNG, needed only by the lottery of SEI-24.
    """
    top = leaders(totals)
    if len(top) == 1:
        return Outcome(chosen=top[0])
    if not top:
        return Outcome()
    voters = tuple(voters)
    if rule is TieRule.UNIQUE_OR_NONE:
        return Outcome()
    if rule is TieRule.RUNOFF_THEN_NONE:
        return Outcome(revote=top, voters=voters) if round_no == 0 else Outcome()
    if rule is TieRule.RUNOFF_RUNOFF_LOTTERY:
        if round_no < 2:
            return Outcome(revote=top, voters=voters)
        if rng is None:
            raise ValueError("the lottery of SEI-24 needs the game's rng")
        return Outcome(chosen=rng.choice(top), by_lot=True)
    if rule is TieRule.REVOTE_BY_UNTIED_THEN_NONE:
        untied = tuple(v for v in voters if v not in top)
        if round_no == 0 and untied:
            return Outcome(revote=top, voters=untied)
        return Outcome()
    raise ValueError(f"unknown tie rule {rule!r}; allowed: {[r.name for r in TieRule]}")
