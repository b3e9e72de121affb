"""The 16 cards of 人狼は眠らない (NEM-01): one frozen record per card type."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["ATTACKS", "CARDS", "DECK", "WEREWOLF", "Card", "card", "name"]


@dataclass(frozen=True, slots=True)
class Card:
    """A card type. ``order`` is the search order 1-8, ``None`` for X (cannot search)."""

    id: str
    ja: str
    order: int | None
    copies: int
    kind: str  # role | legacy | action | attack
    effect: str


CARDS: dict[str, Card] = {
    c.id: c
    for c in (
        Card(
            "villager",
            "村人",
            1,
            1,
            "role",
            "Play (face-down): return this card to your hand, then place one hand card "
            "face-down in any player's discard.",
        ),
        Card(
            "medium",
            "霊媒師",
            2,
            1,
            "role",
            "Play: look at a face-down card in another player's discard, or turn a face-up card there face-down.",
        ),
        Card(
            "madman",
            "狂人",
            3,
            1,
            "role",
            "In hand during the search phase: you win if the Werewolf wins; you cannot search.",
        ),
        Card("knight", "騎士", 4, 1, "role", "Trash: while face-up in your discard, you cannot be eliminated."),
        Card(
            "werewolf",
            "失われた遺産：人狼",
            5,
            1,
            "legacy",
            "Cannot be played. Cannot be placed in another player's discard.",
        ),
        Card("seer", "占い師", 6, 2, "role", "Play: look at another player's hand."),
        Card(
            "vote",
            "投票",
            7,
            3,
            "action",
            "Play: everyone votes; face-down discards add a vote each. After play: turn face-down.",
        ),
        Card(
            "sleep",
            "就寝",
            8,
            3,
            "action",
            "Play: the Werewolf may swap their hand with a face-down card of their discard. "
            "After play: turn face-down.",
        ),
        Card(
            "attack_1",
            "人狼の襲撃",
            None,
            1,
            "attack",
            "Must be played. Play: the player whose hand has order 1 is eliminated. "
            "After play: face-down into any player's discard.",
        ),
        Card(
            "attack_2",
            "人狼の襲撃",
            None,
            1,
            "attack",
            "Must be played. Play: the player whose hand has order 2 is eliminated. "
            "After play: face-down into any player's discard.",
        ),
        Card(
            "attack_3",
            "人狼の襲撃",
            None,
            1,
            "attack",
            "Must be played. Play: the player whose hand has order 3 is eliminated. "
            "After play: face-down into any player's discard.",
        ),
    )
}

WEREWOLF = "werewolf"
#: attack card id -> the search order it eliminates (NEM-27)
ATTACKS: dict[str, int] = {"attack_1": 1, "attack_2": 2, "attack_3": 3}

#: the full deck in table order, each copy listed (NEM-01)
DECK: tuple[str, ...] = tuple(c.id for c in CARDS.values() for _ in range(c.copies))


def card(card_id: str) -> Card:
    """The card record for ``card_id``."""
    return CARDS[card_id]


def name(card_id: str, lang: str = "en") -> str:
    """The card's display name: its id in English, the seed's name in Japanese."""
    if lang == "ja":
        c = CARDS[card_id]
        return c.ja + (f"（{ATTACKS[card_id]}）" if card_id in ATTACKS else "")
    return card_id
