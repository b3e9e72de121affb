"""Why a legal action of 政治家人狼 may be taken and what it does, in one line citing its rule.

:func:`explain_action` reads the seat's view only (SEI-60): its own role and
manifesto, the teammates it met and the results it learned, never a hidden role.
The widgets show its line beside each action button.
"""

from __future__ import annotations

from typing import Any

from .actions import Ability, Announce, CarryOut, Favourite
from .render import action_text, card_name
from .view import SeijikaView

__all__ = ["explain_action"]

_LINES = {
    "vote": (
        "SEI-22, SEI-24",
        "Vote to elect {t}: the most voted player is elected and leaves the race; ties go to two runoffs, then a lot",
        "{t}の当選に投票：最多得票者が当選し選挙から退場する。同数なら決選投票を2回まで、その後くじ",
    ),
    "wait": (
        "SEI-23",
        "Keep your hand down for now: vote later, after seeing more ballots",
        "まだ手を挙げない：他の票を見てから後で投票する",
    ),
    "favourite": (
        "SEI-12",
        "Pick {t} as your favourite among the wolves (recorded; no further effect)",
        "{t}をおおかみの党の党員の中から本命に選ぶ（記録のみ、効果なし）",
    ),
    "smear": (
        "SEI-31, SEI-33",
        "Propose to smear {t}: the most proposed player sits out tomorrow's campaign and vote unless protected",
        "{t}へのネガティブキャンペーンを提案：最も多く提案された者は護衛されなければ翌日の選挙活動と投票に参加できない",
    ),
    "protect": (
        "SEI-32",
        "Protect {t}: a smear on {t} tonight fails",
        "{t}を護衛：今夜{t}へのネガティブキャンペーンは失敗する",
    ),
    "investigate": (
        "SEI-32, SEI-02",
        "Investigate {t}: learn tonight whether {t} is a Wolf Party member (a spy or lover shows not)",
        "{t}を調査：{t}がおおかみの党の党員かどうかを今夜知る（スパイや愛人は党員ではないと出る）",
    ),
    "announce": (
        "SEI-51",
        "Announce the manifesto {c} (reading its Human Party effect)",
        "マニュフェスト「{c}」を発表する（にんげんの党の効果を読み上げる）",
    ),
    "carry_out": (
        "SEI-53",
        "Invoke this side and name the targets, then draw a promise card: "
        "success carries it out, failure the other side",
        "この側の効果を指定し対象を指名してから公約実行カードを引く：成功なら指定した効果、失敗なら逆の効果",
    ),
}


def explain_action(view: SeijikaView, action: Any, lang: str = "en") -> str:
    """One line in ``lang`` saying what ``action`` does for ``view``'s seat and the
    rule ids that allow it (from that view alone)."""
    ja = lang == "ja"
    if isinstance(action, Ability):
        key = action.ability
        t = "・".join(f"席{x}" for x in action.targets) if ja else " and ".join(f"seat {x}" for x in action.targets)
    elif isinstance(action, Favourite):
        key, t = "favourite", (f"席{action.target}" if ja else f"seat {action.target}")
    elif isinstance(action, Announce | CarryOut):
        key, t = action.kind, ""
    else:
        key = getattr(action, "kind", "")
        target = getattr(action, "target", None)
        t = "" if target is None else (f"席{target}" if ja else f"seat {target}")
    rules, en, jp = _LINES.get(
        key, ("SEI-20", "{a}: a choice the rules give you now", "{a}：今あなたに許されている選択")
    )
    c = card_name(getattr(action, "card", None), lang)
    text = (jp if ja else en).format(t=t, c=c, a=action_text(action, lang))
    if isinstance(action, CarryOut):
        text = f"{action_text(action, lang)}{'：' if ja else ': '}{text}"
    return f"{text}（{rules.replace(', ', '、')}）" if ja else f"{text} ({rules})"
