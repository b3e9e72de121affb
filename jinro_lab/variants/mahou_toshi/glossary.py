"""The glossary of 魔法都市の人狼 (``core.glossary``): its Japanese terms as its rulebook,
魔法都市の人狼 公式ルールブック (``shared/seeds/004_*``), has them, and the words not to use.

The role and event card names are the game's tables' (``roles.ROLES``,
``cards.EVENT_CARDS``, the cards' timings ``cards.TIMING_JA``); the rest is the
rulebook's: its turns, votes and the choosing of an event card. The night before
day 1 (the rulebook's 初日, when the roles are checked) is the kit's 0日目の夜.
"""

from __future__ import annotations

from ...core.glossary import Avoid, Glossary
from . import INFO
from .cards import EVENT_CARDS, TIMING_JA
from .roles import ROLES

__all__ = ["GLOSSARY"]

#: the rulebook's role list (セット内容・役職一覧)
_ROLE_LIST = "セット内容・役職一覧"

GLOSSARY = Glossary(
    game="mahou_toshi",
    title="魔法都市の人狼",
    source="魔法都市の人狼 公式ルールブック (shared/seeds/004_bfd9b432553564a2.txt)",
    terms={
        "roles": tuple(role.ja for role in ROLES.values()),
        "event cards": tuple(card.ja for card in EVENT_CARDS.values()),
        "timings": tuple(TIMING_JA.values()),
        # 勝利判定: 人間陣営, 人狼陣営; the role list's 陣営 column: 市民, 人狼, 第三
        "sides": ("人間陣営", *(ja for _, ja in INFO.sides.values())),
        # 初日（ゲーム開始準備）; 昼のターン; イベントカードの選出; 夜のターン; 朝のターン
        "phases": (
            "初日",
            "役職確認",
            "0日目の夜",
            "昼のターン",
            "議論",
            "夜のターン",
            "朝のターン",
            "イベントカードの選出",
        ),
        "words": (
            *("処刑", "処刑者", "犠牲者", "判定", "襲撃", "護衛", "道連れ", "恋人", "呪殺", "初日占い", "初日白通知"),
            *("一斉投票", "順番投票", "自由投票", "決選投票", "二者択一方式", "ランダム方式", "ゴーレム有効"),
        ),
    },
    avoid=(
        Avoid(
            "占い師", "予言者", f"{_ROLE_LIST}: 「予言者 人間/市民 毎晩、自分以外の一名を指定し、人狼かどうかを知る」"
        ),
        Avoid("霊媒師", "霊能者", f"{_ROLE_LIST}: 「霊能者 人間/市民 毎晩、その日に処刑された者が人狼かどうかを知る」"),
        Avoid(
            "夜0",
            "0日目の夜",
            "初日（ゲーム開始準備）: the roles are checked with every eye closed; the kit's 0日目の夜",
        ),
        Avoid("村人", "市民", f"{_ROLE_LIST}: 「市民 人間/市民 特別な力は持たない。人狼対策班に選ばれた調査員」"),
        Avoid("妖狐", "狐人", f"{_ROLE_LIST}: 「狐人 人間/第三 終了時生存で勝利。占われると翌朝死亡」"),
        Avoid("ランダム白通知", "初日白通知", "初日: 「初日白通知(予言者にGMがランダムで人狼ではない者を知らせる)」"),
    ),
)
