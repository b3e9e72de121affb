"""The actions of 人狼は眠らない, each with a ``str()`` that reads like the rules.

Actions are named tuples: immutable, compared by value in C (so validating one
against the legal options is a cheap membership test), and tagged with their
``kind`` so that actions of different kinds never compare equal.
``Play("seer", target=2)`` built by a script equals the one in
``game.legal_actions(seat)``. The game hands out shared instances (the cached
constructors below), so simulations do not allocate them. Vote ballots use the
shared :class:`jinro_lab.core.voting.Vote`.
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from ...core.memo import ACTIONS
from ...core.voting import Vote

__all__ = ["Place", "Play", "Search", "Sleep", "Vote", "place", "play", "search", "sleep", "vote"]


class Play(NamedTuple):
    """Play ``card`` from hand (NEM-11).

    ``target`` is a seat (seer: whose hand; medium: whose discard; villager: which
    discard receives the placed card); ``index`` the medium's card in that discard;
    ``placed`` the card the villager puts face-down; ``turn`` the medium's choice to
    turn a face-up card face-down rather than look at a face-down one.
    """

    card: str
    target: int | None = None
    index: int | None = None  # type: ignore[assignment]  # a field, shadowing tuple.index
    placed: str | None = None
    turn: bool = False
    kind: str = "play"

    def __str__(self) -> str:
        if self.card == "villager":
            return f"play villager, place {self.placed} face-down in discard of seat {self.target}"
        if self.card == "medium":
            if self.target is None:
                return "play medium (no target)"
            verb = "turn face-down" if self.turn else "look at"
            return f"play medium, {verb} discard of seat {self.target}, card {self.index}"
        if self.target is not None:
            return f"play {self.card} -> seat {self.target}"
        return f"play {self.card}"


class Sleep(NamedTuple):
    """The Werewolf's choice during ``sleep`` (NEM-26): keep the hand, or swap it
    with face-down card ``swap`` of their own discard."""

    swap: int | None = None
    kind: str = "sleep"

    def __str__(self) -> str:
        return "sleep: keep hand" if self.swap is None else f"sleep: swap hand with own discard card {self.swap}"


#: keeping the hand is the pause every survivor takes with eyes closed (NEM-26): a
#: random agent with it as its only option draws nothing (``RandomAgent.choose``)
Sleep.pause = True  # type: ignore[attr-defined]


class Place(NamedTuple):
    """After an attack: put ``card`` face-down in ``target``'s discard (NEM-27)."""

    card: str
    target: int
    kind: str = "place"

    def __str__(self) -> str:
        return f"place {self.card} face-down in discard of seat {self.target}"


class Search(NamedTuple):
    """Name one card in the search phase (NEM-52): ``where`` is ``hand``, ``ruins``
    or ``discard``; ``seat`` and ``index`` say which."""

    where: str
    seat: int | None = None
    index: int | None = None  # type: ignore[assignment]  # a field, shadowing tuple.index
    kind: str = "search"

    def __str__(self) -> str:
        if self.where == "ruins":
            return "search ruins"
        if self.where == "hand":
            return f"search hand of seat {self.seat}"
        return f"search discard of seat {self.seat}, card {self.index}"


play = lru_cache(maxsize=ACTIONS)(Play)
sleep = lru_cache(maxsize=ACTIONS)(Sleep)
place = lru_cache(maxsize=ACTIONS)(Place)
search = lru_cache(maxsize=ACTIONS)(Search)
vote = lru_cache(maxsize=ACTIONS)(Vote)
