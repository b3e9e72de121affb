"""The role cards of 政治家人狼 (SEI-01, SEI-02), as data.

``party`` is who wins with whom (SEI-40, SEI-43): ``human`` (にんげんの党) or
``wolf`` (おおかみの党). ``eligible`` says whether an elected holder fills a seat
(SEI-26). ``member`` is what the reporter's investigation finds (SEI-02: only a
``wolf`` is a Wolf Party *member*); the prosecutor finds the ``party``. ``night``
is the role's night ability (SEI-30): ``smear`` (the wolves together, SEI-31),
``protect`` (SEI-32), ``investigate`` (SEI-32) or ``None``; the prosecutor's
result needs no choice (SEI-30).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

__all__ = ["HUMAN", "PARTIES", "ROLES", "ROLE_IDS", "WOLF", "Role", "dealt_roles"]

HUMAN, WOLF = "human", "wolf"
#: the two parties: id -> (English, Japanese)
PARTIES = {HUMAN: ("Human Party", "にんげんの党"), WOLF: ("Wolf Party", "おおかみの党")}


@dataclass(frozen=True, slots=True)
class Role:
    id: str
    ja: str
    party: str
    eligible: bool
    ability: str
    night: str | None = None

    @property
    def member(self) -> bool:
        """SEI-02: a Wolf Party *member* for the reporter (the ``wolf`` only)."""
        return self.id == "wolf"


ROLES: dict[str, Role] = {
    r.id: r
    for r in (
        Role("human", "にんげんの党 党員", HUMAN, True, "none"),
        Role(
            "reporter",
            "番記者",
            HUMAN,
            False,
            "setup hint; each night: is one player a Wolf Party member?",
            "investigate",
        ),
        Role("prosecutor", "検察官", HUMAN, False, "each night: the party of that day's elected player"),
        Role("guard", "警備員", HUMAN, False, "each night: protects one player from the smear", "protect"),
        Role("lawyer", "弁護士", HUMAN, True, "holds off an early end while in the race (SEI-44, SEI-05)"),
        Role("wolf", "おおかみの党 党員", WOLF, True, "each night the wolves smear one player", "smear"),
        Role("spy", "スパイ", WOLF, True, "knows the spies (and the wolves, SEI-14)"),
        Role("lover", "政治家の愛人", WOLF, True, "knows the wolves, picks a favourite (SEI-12)"),
        Role("corrupt_lawyer", "悪徳弁護士", WOLF, True, "holds off an early end while in the race (SEI-44, SEI-05)"),
    )
}


#: every role id, in the rulebook's order (the registry's ``role_ids``)
ROLE_IDS: tuple[str, ...] = tuple(ROLES)


def dealt_roles(game: Any) -> tuple[str, ...]:
    """Each seat's role as dealt (the registry's ``dealt_roles``: the game master's truth)."""
    return tuple(game.roles)
