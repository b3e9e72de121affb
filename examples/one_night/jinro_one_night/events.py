"""The events of ワンナイト人狼, beside the shared ones (``jinro_lab.core.events``:
ballots, the vote's result, executions as ``Eliminated``, what a seat learns as
``Knowledge``, chance, the end; ``jinro_lab.core.day_night``: a seat's card as
``RoleDealt``, the morning as ``Dawn``).

Who sees what (ONE-40): a dealt card by its seat; a swap by the seat that made it;
the night falling, the end of the vote and the cards turned face up by everyone.
"""

from __future__ import annotations

from typing import NamedTuple

from jinro_lab.core.day_night import Dawn, RoleDealt
from jinro_lab.core.events import EVERYONE, Visibility, audience_note, event_type, seat_name
from jinro_lab.core.phrases import PhraseBook

__all__ = ["SAY", "CardsRevealed", "Dawn", "NightFell", "RoleDealt", "Swapped"]

#: the texts the rules record (the shuffle, the vote's note, the reasons a game ends),
#: in English and in the rulebooks' Japanese
SAY = PhraseBook(
    __name__,
    "SAY",
    {
        "shuffle": ("the cards shuffled", "カードのシャッフル"),
        "one each": (
            "no player has more than one vote: nobody is executed (ONE-23)",
            "2票以上を得たプレイヤーがいないため、処刑なし（ONE-23）",
        ),
        "wolf executed": (
            "ONE-31: a werewolf was executed",
            "ONE-31：人狼が処刑された",
        ),
        "no wolf, nobody executed": (
            "ONE-32: no player holds a werewolf, and nobody was executed",
            "ONE-32：人狼のカードを持つプレイヤーがおらず、誰も処刑されなかった",
        ),
        "no wolf executed": (
            "ONE-33: no werewolf was executed",
            "ONE-33：人狼は処刑されなかった",
        ),
        "no wolf, someone executed": (
            "ONE-33: no player holds a werewolf, and someone was executed: nobody wins",
            "ONE-33：人狼のカードを持つプレイヤーがいないのに処刑が行われたため、勝者なし",
        ),
    },
)


@event_type
class NightFell(NamedTuple):
    """ONE-10: everyone closes their eyes; the roles wake in order."""

    visible_to: Visibility = EVERYONE

    def __str__(self) -> str:
        return "night: everyone closes their eyes (ONE-10)"


@event_type
class Swapped(NamedTuple):
    """ONE-13, ONE-14: ``by`` (the robber or the troublemaker) swapped the cards of seats
    ``a`` and ``b``; seen by the seat that swapped only."""

    by: str
    a: int
    b: int
    visible_to: Visibility

    def __str__(self) -> str:
        seats = f"{seat_name(self.a)} and {seat_name(self.b)}"
        return f"{self.by} swaps the cards of {seats}{audience_note(self.visible_to)}"


@event_type
class CardsRevealed(NamedTuple):
    """ONE-24: every card turned face up: each seat's card as it lies now, the centre's."""

    cards: tuple[str, ...]
    centre: tuple[str, ...]
    visible_to: Visibility = EVERYONE

    def __str__(self) -> str:
        seats = ", ".join(f"{seat_name(s)} {card}" for s, card in enumerate(self.cards))
        return f"cards revealed: {seats}; centre {', '.join(self.centre)} (ONE-24)"
