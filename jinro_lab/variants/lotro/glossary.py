"""The glossary of LotROで人狼 (``core.glossary``): its Japanese terms as its rulebook,
LotROで人狼・ルール (2007-10-28, ``shared/seeds/002_*``), has them, and the words not to use.

The role, item and room names are the game's tables' (``roles.ROLES``,
``roles.ITEMS``, ``rooms.ROOM_NAMES``); the rest is the rulebook's: the four phases
of a day, the execution vote, the room allocation. Its werewolves are 狼人, its
roles 役割, its sides 村人側 and サウロン側.
"""

from __future__ import annotations

from ...core.glossary import Avoid, Glossary
from . import INFO
from .roles import ITEMS, ROLES
from .rooms import ROOM_NAMES

__all__ = ["GLOSSARY"]

GLOSSARY = Glossary(
    game="lotro",
    title="LotROで人狼",
    source="LotROで人狼・ルール 2007.10.28改訂 (shared/seeds/002_f50085c797d1877b.txt)",
    terms={
        "roles": tuple(role.ja for role in ROLES.values()),
        "items": tuple(item.ja for item in ITEMS.values()),
        "sides": tuple(ja for _, ja in INFO.sides.values()),
        # ９．ゲームの進行: 「朝フェイズ」「昼フェイズ」「夕フェイズ」「夜フェイズ」;
        # 夕: 「処刑投票」; 夜: 「部屋割り」と「夜の会話」
        "phases": (
            "朝フェイズ",
            "昼フェイズ",
            "夕フェイズ",
            "夜フェイズ",
            "会議",
            "処刑投票",
            "再投票",
            "部屋割り",
            "夜の会話",
        ),
        "rooms": tuple(ja for ja, _ in ROOM_NAMES),
        "words": ("役割", "配役", "同室", "死亡", "パス", "自殺", "詰み", "野伏の到着日", "提示"),
    },
    avoid=(
        Avoid(
            "人狼",
            "狼人",
            "６．役割: 「「狼人」の役割を割り振られたＰＬは、アイテム「ワーグの歯」を受け取ります」",
            unless=("LotROで人狼", "人狼ゲーム"),
        ),
        Avoid("役職", "役割", "６．役割: 「配役される役割は、以下の５種類で」"),
        Avoid("狂人", "サウロンの使徒", "６．役割: 「サウロン側に属する役割は「狼人」と「サウロンの使徒」の２つです」"),
        Avoid("村人陣営", "村人側", "２．ゲームの目的: 「「村人側」と「サウロン側」の二つの勢力」"),
        Avoid("人狼陣営", "サウロン側", "２．ゲームの目的: 「「村人側」と「サウロン側」の二つの勢力」"),
        Avoid("サウロン陣営", "サウロン側", "２．ゲームの目的: 「「村人側」と「サウロン側」の二つの勢力」"),
        Avoid(
            "襲撃",
            "ワーグの歯の提示",
            "６．役割: 「同室した人物に「ワーグの歯」を提示することでその人物を死亡させなければいけません」",
        ),
        Avoid("フェーズ", "フェイズ", "９．ゲームの進行: 「朝フェイズ」「昼フェイズ」「夕フェイズ」「夜フェイズ」"),
    ),
    role="役割",
)
