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
from typing import Any

__all__ = ["CITIZENS", "PROTECTORS", "ROLES", "ROLE_IDS", "THIRD", "WEREWOLVES", "Role", "dealt_roles"]

CITIZENS, WEREWOLVES, THIRD = "citizens", "werewolves", "third"


@dataclass(frozen=True, slots=True)
class Role:
    id: str
    ja: str
    judged: str  # "human" or "werewolf" (MAH-R02)
    team: str  # CITIZENS, WEREWOLVES or THIRD
    copies: int
    rule: str
    ability: str
    counts_as_werewolf: bool = False
    night: str | None = None
    immune: bool = False


ROLES: dict[str, Role] = {
    r.id: r
    for r in (
        Role("citizen", "市民", "human", CITIZENS, 8, "MAH-R01", "none"),
        Role(
            "seer",
            "予言者",
            "human",
            CITIZENS,
            1,
            "MAH-R02",
            "each night: is one other player a werewolf?",
            night="divine",
        ),
        Role(
            "medium", "霊能者", "human", CITIZENS, 1, "MAH-R03", "each night: was today's executed player a werewolf?"
        ),
        Role(
            "knight",
            "騎士",
            "human",
            CITIZENS,
            1,
            "MAH-R04",
            "each night protects one player from the attack",
            night="guard",
        ),
        Role(
            "dragon", "竜", "human", CITIZENS, 1, "MAH-R05", "wakes with the knight; protects one player", night="guard"
        ),
        Role("mason", "共有者", "human", CITIZENS, 2, "MAH-R06", "the two masons know each other"),
        Role(
            "spirit_user",
            "精霊使い",
            "human",
            CITIZENS,
            1,
            "MAH-R07",
            "protects one player; linked death",
            night="guard",
        ),
        Role(
            "moneylender",
            "金貸し",
            "human",
            CITIZENS,
            1,
            "MAH-R08",
            "names a double vote for the next day",
            night="lend",
        ),
        Role("hunter", "狩人", "human", CITIZENS, 1, "MAH-R09", "on death takes one living player along"),
        Role("golem", "ゴーレム", "werewolf", CITIZENS, 1, "MAH-R10", "cancels golem-effective events"),
        Role("werewolf", "人狼", "werewolf", WEREWOLVES, 4, "MAH-R11", "attacks each night", True),
        Role("madman", "狂人", "human", WEREWOLVES, 1, "MAH-R12", "wins with the werewolves"),
        Role(
            "evil_eye", "魔眼の人狼", "werewolf", WEREWOLVES, 1, "MAH-R13", "a werewolf who silences", True, "silence"
        ),
        Role(
            "chimera",
            "キメラ",
            "werewolf",
            WEREWOLVES,
            1,
            "MAH-R14",
            "turns werewolf when its guess matches",
            night="predict",
        ),
        Role("demon", "魔人", "human", THIRD, 1, "MAH-R15", "wins if executed after being targeted", immune=True),
        Role("fox", "狐人", "human", THIRD, 1, "MAH-R16", "survives attacks; dies when divined", immune=True),
    )
}

#: the roles that protect from the attack (MAH-21); ``knight_self``/``knight_repeat`` apply to each (MAH-04)
PROTECTORS = frozenset(r.id for r in ROLES.values() if r.night == "guard")


#: every role id, in the rulebook's order (the registry's ``role_ids``)
ROLE_IDS: tuple[str, ...] = tuple(ROLES)


def dealt_roles(game: Any) -> tuple[str, ...]:
    """Each seat's role as dealt (the registry's ``dealt_roles``: the game master's truth)."""
    return tuple(game.roles)
