"""Events of 人狼は眠らない (beside the shared ones in ``jinro_lab.core.events``).

Who sees what follows NEM-05, NEM-22, NEM-23 and NEM-70: hands and draws are
private, played cards and placements public, the identity of a card placed
face-down from a hand private to the placer.
"""

from __future__ import annotations

from typing import NamedTuple

from ...core.events import EVERYONE, Visibility, audience_note, event_type
from ...core.phrases import PhraseBook
from ...core.texts import draws_seats

__all__ = [
    "SAY",
    "AttackResolved",
    "Dealt",
    "Discarded",
    "Drew",
    "MadmanRevealed",
    "PlacedFaceDown",
    "Played",
    "SearchBlocked",
    "SearchPhase",
    "Searched",
    "Swapped",
    "TurnBegan",
    "TurnedFaceDown",
]

#: the texts this game's rules record (chance draws, the knight's veto, a searched
#: card, the reasons a game ends), in English and in the rulebook's Japanese; a card
#: id argument is written by the renderer's card names
SAY = PhraseBook(
    __name__,
    "SAY",
    {
        # chance (NEM-03, NEM-04)
        "shuffle": ("shuffle", "山札のシャッフル"),
        "first player": ("first player", "最初のターンを行うプレイヤー"),
        # NEM-31: the knight stops a vote
        "knight veto": (
            "seat {} is protected by a face-up knight (NEM-31)",
            "席{}は捨て札のオモテ向きの騎士に守られ、脱落しない（NEM-31）",
        ),
        # NEM-25, NEM-24, NEM-23: what a seer, a medium or a placer learns (``Knowledge.fact``)
        "fact hand": ("seat {}'s hand is {}", "席{}の手札は{}"),
        "fact discard": ("card {} of seat {}'s discard is {}", "席{1}の捨て札{0}番は{2}"),
        "fact placed": ("card {} of seat {}'s discard is {} (placed it)", "席{1}の捨て札{0}番は{2}（自分で置いた）"),
        # NEM-52: what a search names
        "ruins": ("ruins", "遺跡"),
        "hand of": ("hand of seat {}", "席{}の手札"),
        "discard of": ("discard of seat {}, card {}", "席{}の捨て札{}番"),
        # the end (NEM-40, NEM-43, NEM-53, NEM-54, NEM-60 ... NEM-63)
        "wolf out": (
            "NEM-40/NEM-60: the Werewolf player was eliminated",
            "NEM-40/NEM-60：人狼プレイヤーが脱落した",
        ),
        "all others out": (
            "NEM-43/NEM-61: every other player was eliminated",
            "NEM-43/NEM-61：人狼プレイヤーを除く全プレイヤーが脱落した",
        ),
        "one villager left": (
            "NEM-43/NEM-63: only one villager player is left",
            "NEM-43/NEM-63：村人プレイヤーが1人だけ残った（全員が敗北）",
        ),
        "nobody found": (
            "NEM-54/NEM-63: nobody found the werewolf",
            "NEM-54/NEM-63：誰も《失われた遺産：人狼》を探索できなかった（全員が敗北）",
        ),
        "wolf found": (
            "NEM-53/NEM-61: the Werewolf player found the werewolf",
            "NEM-53/NEM-61：人狼プレイヤーが《失われた遺産：人狼》を探索した",
        ),
        "villager found": (
            "NEM-53/NEM-60: a villager player found the werewolf",
            "NEM-53/NEM-60：村人プレイヤーが《失われた遺産：人狼》を探索した",
        ),
    },
)
draws_seats(SAY, "first player")


@event_type
class Dealt(NamedTuple):
    """A seat's starting hand card (NEM-03), seen by that seat only."""

    seat: int
    card: str
    visible_to: Visibility

    def __str__(self) -> str:
        return f"seat {self.seat} is dealt {self.card}{audience_note(self.visible_to)}"


@event_type
class TurnBegan(NamedTuple):
    """Turn ``turn`` begins: ``seat`` draws the top card (NEM-10)."""

    seat: int
    turn: int
    deck_left: int
    visible_to: Visibility = EVERYONE

    def __str__(self) -> str:
        return f"turn {self.turn}: seat {self.seat} draws ({self.deck_left} left in the deck)"


@event_type
class Drew(NamedTuple):
    """Which card ``seat`` drew, seen by that seat only (NEM-05)."""

    seat: int
    card: str
    visible_to: Visibility

    def __str__(self) -> str:
        return f"seat {self.seat} draws {self.card}{audience_note(self.visible_to)}"


@event_type
class Played(NamedTuple):
    """``seat`` plays ``card`` (NEM-11), with its public target if any (NEM-70)."""

    seat: int
    card: str
    target: int | None = None
    index: int | None = None  # type: ignore[assignment]  # a field, shadowing tuple.index
    turn: bool = False
    visible_to: Visibility = EVERYONE

    def __str__(self) -> str:
        s = f"seat {self.seat} plays {self.card}"
        if self.card == "villager":
            return s + " (face-down)"
        if self.card == "medium" and self.target is not None:
            verb = "turns face-down" if self.turn else "looks at"
            return s + f" and {verb} card {self.index} of seat {self.target}'s discard"
        if self.target is not None:
            return s + f" and looks at seat {self.target}'s hand"
        return s


@event_type
class PlacedFaceDown(NamedTuple):
    """A card goes face-down into ``owner``'s discard at ``index`` (NEM-22, NEM-27).

    ``card`` is ``None`` when the watchers cannot know which card it was (a card
    placed from a hand by the villager); the placer's private ``Knowledge`` says it.
    """

    by: int
    owner: int
    index: int  # type: ignore[assignment]  # a field, shadowing tuple.index
    card: str | None
    visible_to: Visibility = EVERYONE

    def __str__(self) -> str:
        what = self.card if self.card is not None else "a card"
        return f"seat {self.by} places {what} face-down in seat {self.owner}'s discard (card {self.index})"


@event_type
class Discarded(NamedTuple):
    """The played card goes to its player's discard (NEM-15), face-up or, after
    ``vote`` and ``sleep``, turned face-down."""

    seat: int
    card: str
    index: int  # type: ignore[assignment]  # a field, shadowing tuple.index
    face_up: bool
    visible_to: Visibility = EVERYONE

    def __str__(self) -> str:
        how = "face-up" if self.face_up else "and turns it face-down"
        return f"seat {self.seat} discards {self.card} {how} (card {self.index})"


@event_type
class TurnedFaceDown(NamedTuple):
    """The medium turns a face-up card face-down (NEM-24); public."""

    by: int
    owner: int
    index: int  # type: ignore[assignment]  # a field, shadowing tuple.index
    card: str
    visible_to: Visibility = EVERYONE

    def __str__(self) -> str:
        return f"seat {self.by} turns {self.card} (card {self.index} of seat {self.owner}'s discard) face-down"


@event_type
class Swapped(NamedTuple):
    """The Werewolf swaps their hand with a face-down discard card (NEM-26); secret."""

    seat: int
    index: int  # type: ignore[assignment]  # a field, shadowing tuple.index
    took: str
    gave: str
    visible_to: Visibility

    def __str__(self) -> str:
        return (
            f"seat {self.seat} swaps hand {self.gave} with discard card {self.index} ({self.took})"
            f"{audience_note(self.visible_to)}"
        )


@event_type
class AttackResolved(NamedTuple):
    """An attack card's effect (NEM-27): who held the order, whether a knight saved them."""

    attacker: int
    card: str
    order: int
    victim: int | None
    protected: bool = False
    visible_to: Visibility = EVERYONE

    def __str__(self) -> str:
        if self.victim is None:
            return f"{self.card}: nobody holds order {self.order}"
        saved = " but a face-up knight protects them" if self.protected else ""
        return f"{self.card}: seat {self.victim} holds order {self.order}{saved}"


@event_type
class SearchPhase(NamedTuple):
    """The deck is empty at the end of a turn: the search phase begins (NEM-50)."""

    visible_to: Visibility = EVERYONE

    def __str__(self) -> str:
        return "the deck is empty: search phase"


@event_type
class MadmanRevealed(NamedTuple):
    """The Madman shows their card and does not search (NEM-51)."""

    seat: int
    visible_to: Visibility = EVERYONE

    def __str__(self) -> str:
        return f"seat {self.seat} reveals madman and cannot search"


@event_type
class SearchBlocked(NamedTuple):
    """Several survivors share search ``order``: none of them searches (NEM-51)."""

    seats: tuple[int, ...]
    order: int
    visible_to: Visibility = EVERYONE

    def __str__(self) -> str:
        who = ", ".join(f"seat {s}" for s in self.seats)
        return f"{who} share search order {self.order} and cannot search"


@event_type
class Searched(NamedTuple):
    """A search names one card and reveals it to all (NEM-52)."""

    seat: int
    order: int
    target: str
    card: str
    visible_to: Visibility = EVERYONE

    def __str__(self) -> str:
        return f"seat {self.seat} (order {self.order}) searches {self.target}: {self.card}"
