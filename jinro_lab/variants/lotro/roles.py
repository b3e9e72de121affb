"""The roles and items of LotROで人狼 (LOT-02), as data.

``side`` is who wins with whom (LOT-60, LOT-61): ``village`` or ``sauron``;
``item`` the item the role is dealt (``None``: none). Only the wolves have a
private channel (LOT-06, LOT-80); only the friend's water and the healer's leaf
answer the tooth (LOT-41).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.roles import RoleBook

__all__ = ["ANSWER_ROLE", "BOOK", "ITEMS", "ROLES", "SAURON", "VILLAGE", "Item", "Role"]

VILLAGE, SAURON = "village", "sauron"

#: LOT-41, LOT-46: the role a wolf learns from the answer to the tooth (the item presented, or
#: ``wolf``: the target is a wolf); a death tells it none
ANSWER_ROLE = {"celebrant_water": "friend", "athelas_leaf": "healer", "wolf": "wolf"}


@dataclass(frozen=True, slots=True)
class Role:
    """One role of LOT-02: its id, Japanese name, side, item and one-line rule in
    English (``ability``) and Japanese (``ability_ja``, in the rulebook's words)."""

    id: str
    ja: str
    side: str
    item: str | None
    ability: str
    ability_ja: str


@dataclass(frozen=True, slots=True)
class Item:
    """An item of LOT-02 with its names in English and Japanese."""

    id: str
    en: str
    ja: str


ROLES: dict[str, Role] = {
    r.id: r
    for r in (
        Role(
            "wolf",
            "狼人",
            SAURON,
            "warg_tooth",
            "knows the other wolves and talks with them privately; each night must present the tooth to a roommate, "
            "with one pass per game (LOT-40, LOT-42)",
            "ほかの狼人を知り、狼人同士で密談できる。夜フェイズごとに、同室した人物にワーグの歯を提示しなければならない。"
            "パスは1ゲーム中1回だけ（LOT-40、LOT-42）",
        ),
        Role(
            "apostle",
            "サウロンの使徒",
            SAURON,
            None,
            "does not know the wolves; may kill themself at night (LOT-45)",
            "狼人が誰かは知らない。夜フェイズに自分の意志で死亡できる（LOT-45）",
        ),
        Role(
            "friend",
            "シンダールの友",
            VILLAGE,
            "celebrant_water",
            "once per game, shown the tooth, may present the water: survives and the wolf dies (LOT-41)",
            "ワーグの歯を提示された時、1ゲーム中1回だけケレブラント水を提示して死亡を免れ、狼人を死亡させる（LOT-41）",
        ),
        Role(
            "healer",
            "癒しの手",
            VILLAGE,
            "athelas_leaf",
            "once per game, shown the tooth, may present the leaf: survives (LOT-41)",
            "ワーグの歯を提示された時、1ゲーム中1回だけアセラスの葉を提示して死亡を免れる（LOT-41）",
        ),
        Role(
            "villager",
            "村人",
            VILLAGE,
            None,
            "no special ability: shown the tooth at night, dies (LOT-40)",
            "特殊な能力は何もない。夜フェイズにワーグの歯を提示されると死亡する（LOT-40）",
        ),
    )
}

ITEMS: dict[str, Item] = {
    i.id: i
    for i in (
        Item("warg_tooth", "warg tooth", "ワーグの歯"),
        Item("celebrant_water", "Celebrant water", "ケレブラント水"),
        Item("athelas_leaf", "athelas leaf", "アセラスの葉"),
    )
}


#: the registry's roles (``VariantInfo.roles``): the ids, the deal, the one-line rules (LOT-02)
BOOK = RoleBook(ROLES)
