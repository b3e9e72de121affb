"""What 魔法都市の人狼's rule modules call on their game: the engine's
``core.authoring.RuleHost`` and the game's own toolbox (``state.MahouState``,
the day's votes and death steps of ``game.MahouToshiGame``).

The event cards (``day_cards``, ``night_cards``, ``effects``) and the night's
resolution (``night``) are typed against :class:`MahouHost`, so a card reads what
it may call; ``MahouToshiGame`` implements it. What changes the game refuses
outside the flow (``state``'s module docstring).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any, Protocol

from ...core.authoring import RuleHost

if TYPE_CHECKING:
    from ...core.engine import Decision
    from ...core.modifiers import Modifiers
    from ...core.phrases import Phrase
    from ...core.voting import VoteStyle
    from .night import Night

__all__ = ["MahouHost"]

Steps = Generator["Decision", Any, None]


class MahouHost(RuleHost, Protocol):
    """A game of 魔法都市の人狼 as its rule modules see it."""

    #: the rule changes in force (MAH-30: each event card's is named after it)
    modifiers: Modifiers
    alive: tuple[bool, ...]
    roles: list[str]
    #: the event deck, top first (MAH-30)
    deck: list[str]
    #: the seats counted as werewolves (MAH-02) and each single card's seat
    wolf_seats: tuple[int, ...]
    seat_of: dict[str, int]

    def living(self) -> tuple[int, ...]:
        """The living seats, in seat order."""
        ...

    def holder(self, role: str) -> int | None:
        """The living seat holding ``role`` (a single card), or ``None``."""
        ...

    def judged(self, seat: int, night: Night) -> str:
        """How ``seat`` is judged tonight (MAH-R02, MAH-R03, MAH-E09)."""
        ...

    def announce_public(self, text: Phrase, args: tuple[object, ...] | None = None) -> None:
        """A public announcement (MAH-26, MAH-32)."""
        ...

    def kill(self, seat: int, cause: str) -> None:
        """A death (MAH-24 ... MAH-26); only in the flow."""
        ...

    def death_step(self, seat: int, cause: str, executed: bool = False) -> Steps:
        """A death by day, its chain, then the win check (MAH-24, MAH-40)."""
        ...

    def check_win(self, executed: int | None = None) -> None:
        """MAH-40 ... MAH-43: ends the game if a side has won."""
        ...

    def flag_demon(self, target: int, by: str) -> None:
        """MAH-34: the demon named by an ability is flagged for good."""
        ...

    def redeal(self, seats: tuple[int, ...], cards: list[str]) -> None:
        """MAH-E06: ``seats`` get ``cards``; only in the flow."""
        ...

    def vote(self, vote: str, style: VoteStyle, purpose: str = "execution") -> Generator[Decision, Any, int | None]:
        """A vote of the day among the living (MAH-11, MAH-12)."""
        ...

    def voting_today(self) -> tuple[tuple[int, ...], dict[int, int] | None]:
        """Who votes today and each ballot's weight (MAH-R08, MAH-E16, MAH-E22)."""
        ...

    def vote_style_today(self) -> VoteStyle:
        """MAH-11, MAH-E01, MAH-E17: today's vote style."""
        ...

    def take_effect(self, executed: int, card_id: str, how: str) -> Steps:
        """MAH-31: ``card_id`` resolves for the executed player."""
        ...
