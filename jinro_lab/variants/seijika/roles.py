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

from ...core.roles import RoleBook

__all__ = ["BOOK", "HUMAN", "PARTIES", "QUOTA", "ROLES", "SEATS", "WOLF", "Role"]

HUMAN, WOLF = "human", "wolf"
#: the two parties: id -> (English, Japanese)
PARTIES = {HUMAN: ("Human Party", "にんげんの党"), WOLF: ("Wolf Party", "おおかみの党")}
#: SEI-40: the seats each party needs to win
QUOTA = {HUMAN: 3, WOLF: 2}
#: SEI-20: four elections fill four seats
SEATS = 4


@dataclass(frozen=True, slots=True)
class Role:
    """A role card: ``ability`` / ``ability_ja`` its one-line rule in English /
    Japanese (the Japanese in the rulebook's words)."""

    id: str
    ja: str
    party: str
    eligible: bool
    ability: str
    ability_ja: str
    night: str | None = None

    @property
    def member(self) -> bool:
        """SEI-02: a Wolf Party *member* for the reporter (the ``wolf`` only)."""
        return self.id == "wolf"


_LAWYER = (
    "holds off an early end while in the race: the game goes on until the four seats are filled "
    "or day 4 ends (SEI-44, SEI-05)",
    "選挙に残っている間は、どちらかの党が必要議席数を満たしても、4つの議席が埋まるか4日目が終わるまでゲームが続く（SEI-44、SEI-05）",
)

ROLES: dict[str, Role] = {
    r.id: r
    for r in (
        Role(
            "human",
            "にんげんの党の党員",
            HUMAN,
            True,
            "no special ability: elect the players you trust (the Human Party needs 3 seats, SEI-40)",
            "特別な能力はない。信じられる人に投票して当選させる（にんげんの党は3人当選で勝利、SEI-40）",
        ),
        Role(
            "reporter",
            "番記者",
            HUMAN,
            False,
            "setup hint: shown one player who is neither a wolf nor the lover (SEI-13); "
            "each night: is one player a Wolf Party member? (SEI-02)",
            "役職確認で、おおかみの党の党員と政治家の愛人以外から選ばれた1名を教えられる（SEI-13）。"
            "毎晩1人を調査し、おおかみの党の党員かそうでないかを知る（SEI-02）",
            "investigate",
        ),
        Role(
            "prosecutor",
            "検察官",
            HUMAN,
            False,
            "each night: the party of that day's elected player (a spy or the lover shows Wolf Party, SEI-02)",
            "毎晩、その日の当選者を捜査し、おおかみの党の陣営かそうでないかを知る"
            "（スパイや政治家の愛人もおおかみの党と出る、SEI-02）",
        ),
        Role(
            "guard",
            "警備員",
            HUMAN,
            False,
            "each night: protects one player from the smear (SEI-32)",
            "毎晩1人を指定し、おおかみの党の党員のネガティブキャンペーンから守る（SEI-32）",
            "protect",
        ),
        Role("lawyer", "弁護士", HUMAN, True, *_LAWYER),
        Role(
            "wolf",
            "おおかみの党の党員",
            WOLF,
            True,
            "each night the wolves smear one player, who sits out the next day (SEI-31, SEI-33)",
            "毎晩、おおかみの党の党員で1人を指定してネガティブキャンペーン（襲撃）をかける。"
            "対象は翌日の選挙活動と投票に参加できない（SEI-31、SEI-33）",
            "smear",
        ),
        Role(
            "spy",
            "スパイ",
            WOLF,
            True,
            "knows the spies (and the wolves, SEI-14); wins with the Wolf Party",
            "ほかのスパイを知る（おおかみの党の党員とも顔を合わせる、SEI-14）。おおかみの党とともに勝利する",
        ),
        Role(
            "lover",
            "政治家の愛人",
            WOLF,
            True,
            "knows the wolves, picks a favourite (SEI-12); never returns after a smear (SEI-34)",
            "おおかみの党の党員を知り、その中から本命を1人決める（SEI-12）。"
            "ネガティブキャンペーンを受けると復帰できない（SEI-34）",
        ),
        Role("corrupt_lawyer", "悪徳弁護士", WOLF, True, *_LAWYER),
    )
}


#: the registry's roles (``VariantInfo.roles``): the ids, the deal, the one-line rules (SEI-01)
BOOK = RoleBook(ROLES)
