"""A vote's count: the total per seat and the seats with the most (``core.voting``'s, shared
by the readable engine's votes and the fast engines', NEM-30, SEI-24, LOT-22, MAH-12).

Plain functions of plain data importing nothing of the kit, so that the optional compiled build
(``scripts/compile_fast.py``) compiles them with the fast engines that count votes.
"""

from __future__ import annotations

from collections.abc import Mapping

__all__ = ["leaders", "tally"]


def tally(
    ballots: Mapping[int, int],
    weights: Mapping[int, int] | None = None,
    extra: Mapping[int, int] | None = None,
) -> dict[int, int]:
    """Total votes per target: each ballot counts its voter's weight (default 1, a
    double vote is 2, a silenced voter 0), plus ``extra`` votes per seat (e.g.
    Nemuranai's face-down discards, NEM-30). Seats with zero total are left out."""
    totals: dict[int, int] = dict(extra) if extra else {}
    if weights is None and not extra:  # the common vote: one each, so every total is positive
        for target in ballots.values():
            totals[target] = totals.get(target, 0) + 1
        return totals
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
    tied = [seat for seat, n in totals.items() if n == top]
    return (tied[0],) if len(tied) == 1 else tuple(sorted(tied))
