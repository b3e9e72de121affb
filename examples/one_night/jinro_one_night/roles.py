"""The role cards of ワンナイト人狼 (ONE-01), the default setups (ONE-03) and the
registry's role book.

``side`` is the side a card plays for (ONE-30): the side of the card a seat holds at
the end, not of the card it was dealt. ``night`` is its place in the night's order
(ONE-10), ``None`` for a card that does not wake.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from jinro_lab.core.roles import RoleBook

__all__ = [
    "BOOK",
    "BOX",
    "CENTRE",
    "ROLES",
    "VILLAGE",
    "WEREWOLF",
    "WOLF_SIDE",
    "Role",
    "dealt_roles",
    "default_cards",
    "default_counts",
]

VILLAGE, WOLF_SIDE = "village", "werewolf"
WEREWOLF = "werewolf"
#: ONE-04: the cards dealt to the centre of the table
CENTRE = 2


@dataclass(frozen=True, slots=True)
class Role:
    """A role card: its Japanese name, side, night order and one-line rule in English
    and Japanese (``ability`` / ``ability_ja``)."""

    id: str
    ja: str
    side: str
    night: int | None
    ability: str
    ability_ja: str


ROLES: dict[str, Role] = {
    r.id: r
    for r in (
        Role(
            "werewolf",
            "人狼",
            WOLF_SIDE,
            1,
            "at night, sees the other werewolf; a lone werewolf may look at one centre card (ONE-11)",
            "夜、ほかの人狼を確認する。人狼が1人だけなら、中央のカードを1枚見てもよい（ONE-11）",
        ),
        Role(
            "seer",
            "占い師",
            VILLAGE,
            2,
            "at night, may look at another player's card or at both centre cards (ONE-12)",
            "夜、ほかのプレイヤー1人のカードか、中央のカード2枚を見てもよい（ONE-12）",
        ),
        Role(
            "robber",
            "怪盗",
            VILLAGE,
            3,
            "at night, may swap cards with another player and look at the new card (ONE-13)",
            "夜、ほかのプレイヤー1人と自分のカードを交換し、新しいカードを見てもよい（ONE-13）",
        ),
        Role(
            "troublemaker",
            "ならず者",
            VILLAGE,
            4,
            "at night, may swap the cards of two other players without looking (ONE-14)",
            "夜、自分以外のプレイヤー2人のカードを、見ずに交換してもよい（ONE-14）",
        ),
        Role(
            "villager",
            "村人",
            VILLAGE,
            None,
            "no ability: find a werewolf in the day's talk and vote (ONE-22)",
            "特別な能力はない。昼の話し合いで人狼を見つけて投票する（ONE-22）",
        ),
    )
}

#: ONE-01: the box, card id -> copies
BOX = Counter({"werewolf": 2, "seer": 1, "robber": 1, "troublemaker": 1, "villager": 3})


def default_counts(players: int) -> dict[str, int]:
    """ONE-03: the default setup for ``players`` (3 to 6): both werewolves, the seer, the
    robber, the troublemaker and ``players - 3`` villagers, ``players + 2`` cards in all."""
    counts = {"werewolf": 2, "seer": 1, "robber": 1, "troublemaker": 1, "villager": players - 3}
    return {role: n for role, n in counts.items() if n}


def default_cards(players: int) -> list[str]:
    """ONE-03: the default setup's cards, in the box's order (to be shuffled, ONE-04)."""
    return [role for role, n in default_counts(players).items() for _ in range(n)]


def dealt_roles(game: object) -> tuple[str, ...]:
    """Each seat's card as dealt (ONE-04): the role it plays tonight."""
    dealt: tuple[str, ...] = game.dealt  # type: ignore[attr-defined]
    return dealt


#: the registry's roles (``VariantInfo.roles``): the ids, the deal, the one-line rules (ONE-01)
BOOK = RoleBook(ROLES, dealt=dealt_roles)
