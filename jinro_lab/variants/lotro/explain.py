"""Why a legal action of LotROで人狼 may be taken and what it does, in one line citing its rule.

:func:`explain_action` reads the seat's view only (LOT-46, LOT-70): its own role
and item, the wolves it knows, never a hidden role. The widgets show its line
beside each action button.

>>> import jinro_lab as jl
>>> game = jl.new_game("lotro", players=9, seed=1)
>>> seat = game.to_act()[0]
>>> "(LOT-" in explain_action(game.view(seat), game.legal_actions(seat)[0])
True
"""

from __future__ import annotations

from typing import Any, NamedTuple

from ...core.i18n import Labels, seat_label
from .render import item_name
from .view import LotroView

__all__ = ["LINES", "Line", "explain_action"]


class Line(NamedTuple):
    """An explanation: the rule ids it cites and its text in English and Japanese
    (``str.format`` templates)."""

    rules: str
    en: str
    ja: str

    def say(self, lang: str, note: str = "", **names: str) -> str:
        text = (self.ja if lang == "ja" else self.en).format(**names) + note
        return f"{text}（{self.rules.replace(', ', '、')}）" if lang == "ja" else f"{text} ({self.rules})"


#: action kind -> its line
LINES: dict[str, Line] = {
    "vote": Line(
        "LOT-20, LOT-21, LOT-22",
        "Vote to execute {target}: the most voted dies; on a tie the tied speak, the others vote again among "
        "them, and a second tie kills nobody",
        "{target}の処刑に投票：最多得票者が死亡する。同数なら同数の者が発言し、他の者が同数の者から再投票、"
        "再び同数なら誰も死なない",
    ),
    "point": Line(
        "LOT-31, LOT-32",
        "Point at {target}: {target} shares your room tonight",
        "{target}を指差す：{target}は今夜あなたと同室になる",
    ),
    "present": Line(
        "LOT-40, LOT-46",
        "Present the warg tooth to {target}: {target} dies unless a wolf or answering with the leaf or the "
        "water (the water kills you); {target} learns you are a wolf",
        "{target}にワーグの歯を提示：{target}は狼人か葉・水で応じない限り死亡する（水ならあなたが死ぬ）。"
        "{target}はあなたが狼人だと知る",
    ),
    "hold": Line(
        "LOT-42, LOT-44",
        "Hold this round: a wolf who has not presented by the night's end with a living non-wolf roommate "
        "passes, and a second pass kills it",
        "この回は何もしない：夜の終わりまでに提示しない狼人は、狼人以外の生存者が同室ならパスになり、"
        "二度目のパスで死亡する",
    ),
    "suicide": Line(
        "LOT-45",
        "Kill yourself: your roommates see you die, not why",
        "自殺する：同室者はあなたの死を見るが、理由は分からない",
    ),
    "answer": Line(
        "LOT-41",
        "{what} {item}",
        "{item}を{what}",
    ),
}

_words = Labels(
    {
        "you": ("yourself", "自分"),
        "wolf": (" — you know {} is a wolf", "。{}は狼人だと知っている"),
        "use": ("Present the", "提示する"),
        "keep": ("Keep the", "提示しない"),
        "use leaf": (": you survive (once per game)", "：あなたは生き延びる（1ゲーム1回）"),
        "use water": (
            ": you survive and the wolf dies (once per game)",
            "：あなたは生き延び、狼人が死亡する（1ゲーム1回）",
        ),
        "keep item": (": you die", "：あなたは死亡する"),
    }
)


def explain_action(view: LotroView, action: Any, lang: str = "en") -> str:
    """One line in ``lang`` saying what ``action`` does for ``view``'s seat and which
    rule allows it (LOT-xx), with what the seat knows of the seat it names."""
    kind = getattr(action, "kind", None)
    line = LINES.get(kind or "")
    if line is None:
        text = str(action)
        return f"{text}（LOT-10）" if lang == "ja" else f"{text}: a choice the rules give you now (LOT-10)"
    if kind == "answer":
        what = _words("use" if action.use else "keep", lang)
        effect = _words(
            ("use leaf" if action.item == "athelas_leaf" else "use water") if action.use else "keep item", lang
        )
        return line.say(lang, effect, what=what, item=item_name(action.item, lang))
    target = getattr(action, "target", None)
    if target is None:
        return line.say(lang)
    who = _words("you", lang) if target == view.seat else seat_label(target, lang)
    note = ""
    if target != view.seat and view.roles[target] == "wolf":
        note = _words("wolf", lang, seat_label(target, lang))
    return line.say(lang, note, target=who)
