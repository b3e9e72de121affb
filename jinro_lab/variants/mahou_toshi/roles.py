"""The role cards of 魔法都市の人狼 (MAH-01, MAH-R01 ... MAH-R16), as data.

``judged`` is what the seer and the medium see (MAH-R02, MAH-R03); ``team`` who wins
with whom; ``counts_as_werewolf`` whether the role is a werewolf for attacks and
the head count from the start (MAH-02: the werewolf and the evil eye; a chimera
only once turned, which the game tracks). ``copies`` is how many cards of the role
the box holds (MAH-01). ``night`` is the ability the role uses in the night
decision (MAH-20 (3)), ``None`` for none: ``divine`` (seer), ``guard`` (knight,
dragon, spirit user: the *protectors* of MAH-04 and MAH-21), ``lend`` (the
moneylender's double vote), ``silence`` (the evil eye's, asked after its attack
proposal), ``predict`` (the chimera's guess of the attack target).
``immune`` roles are not killed by the attack (MAH-21: demon and fox).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.roles import RoleBook

__all__ = ["BOOK", "CITIZENS", "PROTECTORS", "ROLES", "THIRD", "WEREWOLVES", "Role"]

CITIZENS, WEREWOLVES, THIRD = "citizens", "werewolves", "third"


@dataclass(frozen=True, slots=True)
class Role:
    """A role card: ``ability`` / ``ability_ja`` its one-line rule in English /
    Japanese (the Japanese as the rulebook's role list words it, MAH-01)."""

    id: str
    ja: str
    judged: str  # "human" or "werewolf" (MAH-R02)
    team: str  # CITIZENS, WEREWOLVES or THIRD
    copies: int
    rule: str
    ability: str
    ability_ja: str
    counts_as_werewolf: bool = False
    night: str | None = None
    immune: bool = False


ROLES: dict[str, Role] = {
    r.id: r
    for r in (
        Role(
            "citizen",
            "市民",
            "human",
            CITIZENS,
            8,
            "MAH-R01",
            "no special ability: an investigator chosen to find the werewolves",
            "特別な力は持たない。人狼対策班に選ばれた調査員",
        ),
        Role(
            "seer",
            "予言者",
            "human",
            CITIZENS,
            1,
            "MAH-R02",
            "each night: is one other player a werewolf?",
            "毎晩、自分以外の一名を指定し、人狼かどうかを知る",
            night="divine",
        ),
        Role(
            "medium",
            "霊能者",
            "human",
            CITIZENS,
            1,
            "MAH-R03",
            "each night: was today's executed player a werewolf?",
            "毎晩、その日に処刑された者が人狼かどうかを知る",
        ),
        Role(
            "knight",
            "騎士",
            "human",
            CITIZENS,
            1,
            "MAH-R04",
            "each night protects one player from the attack; meets the dragon on night 0 if there is one; "
            "loses the ability when the dragon dies",
            "毎晩一名を人狼の襲撃から守る。竜がいる場合初日に顔合わせ。竜死亡で護衛能力を失う",
            night="guard",
        ),
        Role(
            "dragon",
            "竜",
            "human",
            CITIZENS,
            1,
            "MAH-R05",
            "wakes with the knight each night; protects one player other than the dragon and the knight; "
            "loses the ability when the knight dies",
            "毎晩騎士と共に目を開け、竜と騎士以外の一名を護衛。騎士が死ぬと護衛能力を失う",
            night="guard",
        ),
        Role(
            "mason",
            "共有者",
            "human",
            CITIZENS,
            2,
            "MAH-R06",
            "the two masons know each other from the start",
            "二名一組。初日から互いが共有者であることを知っている",
        ),
        Role(
            "spirit_user",
            "精霊使い",
            "human",
            CITIZENS,
            1,
            "MAH-R07",
            "each night protects one player from the attack; if the attack kills you, that player dies too",
            "毎晩一名を襲撃から守る。自身が襲撃されると指定対象も死亡する",
            night="guard",
        ),
        Role(
            "moneylender",
            "金貸し",
            "human",
            CITIZENS,
            1,
            "MAH-R08",
            "each night names one player, announced next morning, whose vote counts double that day; "
            "when you die, the next day's discussion lasts 1 minute",
            "毎晩一名を指定。対象は翌朝発表され、投票が二票分になる。金貸しが死亡すると翌日の議論時間が1分になる",
            night="lend",
        ),
        Role(
            "hunter",
            "狩人",
            "human",
            CITIZENS,
            1,
            "MAH-R09",
            "on death takes one living player along",
            "死亡した時、生存者の中から誰か一名を道連れにする",
        ),
        Role(
            "golem",
            "ゴーレム",
            "werewolf",
            CITIZENS,
            1,
            "MAH-R10",
            "judged a werewolf; while alive, cancels every golem-effective event",
            "人狼と判定される。生存中、人間側に不利なイベント（ゴーレム有効表記）を自動で無効化する",
        ),
        Role(
            "werewolf",
            "人狼",
            "werewolf",
            WEREWOLVES,
            4,
            "MAH-R11",
            "each night the werewolves attack one non-werewolf, who dies next morning",
            "毎晩、人狼以外の一名を襲撃。対象は翌朝死亡する",
            True,
        ),
        Role(
            "madman",
            "狂人",
            "human",
            WEREWOLVES,
            1,
            "MAH-R12",
            "a human on the werewolves' side: wins when the werewolves win",
            "人狼の味方をする人間。人狼勝利時に共に勝利する",
        ),
        Role(
            "evil_eye",
            "魔眼の人狼",
            "werewolf",
            WEREWOLVES,
            1,
            "MAH-R13",
            "a werewolf who also names one player each night, announced next morning, "
            "who may not speak for the first minute of the discussion",
            "人狼として襲撃に加わり、さらに毎晩一名を指定。対象は翌朝発表され、議論の最初の1分間発言できない",
            True,
            "silence",
        ),
        Role(
            "chimera",
            "キメラ",
            "werewolf",
            WEREWOLVES,
            1,
            "MAH-R14",
            "each night names one player; if it is the werewolves' attack target, "
            "you are a werewolf from the next night",
            "毎晩一名指定。人狼の襲撃先と一致すると翌夜から人狼となる",
            night="predict",
        ),
        Role(
            "demon",
            "魔人",
            "human",
            THIRD,
            1,
            "MAH-R15",
            "not killed by the attack; wins if executed after being the target of an ability or event "
            "other than the attack",
            "襲撃では死なない。襲撃以外の能力・イベントの対象になった後、処刑されると勝利",
            immune=True,
        ),
        Role(
            "fox",
            "狐人",
            "human",
            THIRD,
            1,
            "MAH-R16",
            "wins if alive at the end; dies the morning after being divined; not killed by the attack; "
            "not counted in the head count",
            "終了時生存で勝利。占われると翌朝死亡。襲撃では死なない。人数にカウントされない",
            immune=True,
        ),
    )
}

#: the roles that protect from the attack (MAH-21); ``knight_self``/``knight_repeat`` apply to each (MAH-04)
PROTECTORS = frozenset(r.id for r in ROLES.values() if r.night == "guard")


#: the registry's roles (``VariantInfo.roles``): the ids, the deal, the one-line rules (MAH-R01 ... MAH-R16)
BOOK = RoleBook(ROLES)
