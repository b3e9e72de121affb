"""Team decisions: several seats choose one thing together (the werewolves' target).

A team decision is a simultaneous decision of the team's seats; each member's
choice is a *proposal*, shown to the whole team (a ``Proposal`` event seen by the
team only), and the rules settle disagreement with a function. The shared
settlement is :func:`most_proposed`: the most proposed choices win, ties broken
by lot (a ``Chance`` event seen by the team), as 魔法都市の人狼 decides (MAH-03)::

    targets = yield from team_choice(self, "attack", {w: options for w in wolves},
                                     label="night: eyes closed", picks=lambda a: a.targets, k=1)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Generator, Hashable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from .chance import arrange
from .events import Chance, Proposal
from .phrases import PhraseBook
from .texts import draws_seats, seat_numbers

if TYPE_CHECKING:
    from .authoring import Decision, RuleHost

__all__ = ["lot_what", "most_proposed", "ranked", "settle_proposals", "team_choice"]

#: the team's lot, as its ``Chance`` records it (MAH-03): the tied seats as the tuple
#: they are in English (``attack: lot among the tied proposals (3, 5)``), as seats in Japanese
SAY = PhraseBook(
    __name__,
    "SAY",
    {"lot": ("{}: lot among the tied proposals {}", "{}：同数の提案（{}）からくじ引き")},
)

_event = tuple.__new__  # every field in order: a night makes one proposal per werewolf


def most_proposed(
    proposals: Mapping[int, Iterable[Hashable]],
    k: int,
    rng: random.Random,
) -> tuple[tuple[Hashable, ...], tuple[Hashable, ...] | None]:
    """The ``k`` most proposed items (each proposal names one or more items).

    Returns ``(chosen, lot)``: ``chosen`` in order of proposals (then first
    proposed); ``lot`` the tied items the last places were drawn among, or ``None``
    if no lot was needed."""
    sure, tied = ranked(proposals, k)
    if tied is None:
        return sure, None
    return sure + tuple(rng.sample(tied, k - len(sure))), tuple(tied)


def ranked(proposals: Mapping[int, Iterable[Hashable]], k: int) -> tuple[tuple[Hashable, ...], list[Hashable] | None]:
    """The items surely among the ``k`` most proposed, and the tied items the rest
    must be drawn among (``None``: no lot is needed, the first are all chosen)."""
    counts: dict[Hashable, int] = {}
    for seat in sorted(proposals):
        for item in proposals[seat]:
            counts[item] = counts.get(item, 0) + 1
    if k == 1 and len(counts) == 1:  # the commonest case: they agree
        return tuple(counts), None
    ranked = sorted(counts, key=lambda item: -counts[item])  # stable: first proposed first among equals
    if len(ranked) <= k:
        return tuple(ranked), None
    cutoff = counts[ranked[k - 1]]
    sure = [item for item in ranked if counts[item] > cutoff]
    tied = [item for item in ranked if counts[item] == cutoff]
    if len(sure) + len(tied) == k:
        return tuple(sure + tied), None
    return tuple(sure), tied


def team_choice(
    game: RuleHost,
    kind: str,
    legal: dict[int, tuple[Any, ...]],
    label: str,
    picks: Callable[[Any], Iterable[Hashable]],
    k: int = 1,
    check: Callable[[dict[int, Any]], str | None] | None = None,
) -> Generator[Decision, Any, tuple[Hashable, ...]]:
    """Ask the team (the seats of ``legal``) at once; log each proposal for the
    team; return the ``k`` most proposed items (``picks(action)`` are the items an
    action proposes), ties by lot announced to the team."""
    choices = yield game.ask(kind, legal, label=label, check=check)
    return settle_proposals(game, kind, choices, picks, k)


def settle_proposals(
    game: RuleHost,
    kind: str,
    proposals: Mapping[int, Any],
    picks: Callable[[Any], Iterable[Hashable]],
    k: int = 1,
) -> tuple[Hashable, ...]:
    """Log the team's ``proposals`` (seat -> action) for the team and settle them
    with :func:`most_proposed`; for a team decision asked together with other
    seats' choices (a night where the seer chooses at the same time)."""
    team = frozenset(proposals)
    emit = game.emit
    for seat in sorted(proposals):
        emit(_event(Proposal, (seat, kind, proposals[seat], team)))
    if len(team) == 1:
        (only,) = proposals.values()
        return tuple(picks(only))[:k]
    sure, tied = ranked({s: tuple(picks(a)) for s, a in proposals.items()}, k)
    if tied is None:
        return sure
    what = lot_what(kind, tied)
    drawn = arrange(
        game,
        tied,
        k - len(sure),
        lambda lot: Chance(what, sure + lot, team),
        read=lambda seen: seen.outcome[len(sure) :],
    )
    return sure + drawn


def lot_what(kind: str, tied: Sequence[Hashable]) -> str:
    """What the team's lot among the ``tied`` items of decision ``kind`` is called in its
    ``Chance`` (seen by the team; :func:`settle_proposals`, and a fast engine telling it)."""
    seats = [i for i in tied if type(i) is int]
    return SAY("lot", kind, seat_numbers(seats, as_tuple=True) if len(seats) == len(tied) else tuple(tied))


draws_seats(SAY, "lot")
