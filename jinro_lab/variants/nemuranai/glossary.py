"""The glossary of 人狼は眠らない (``core.glossary``): its Japanese terms as its rulebook,
人狼は眠らない ルールマニュアル (``shared/seeds/000_*``), has them, and the words not to use.

The card names are the card table's (``cards.CARDS``, with the three attacks told
apart by their search order: 人狼の襲撃①); the rest is the manual's: a turn's four
steps, the search phase, the table's piles, the players' sides.
"""

from __future__ import annotations

from ...core.glossary import Avoid, Glossary
from . import INFO
from .cards import CARDS, name

__all__ = ["GLOSSARY"]

GLOSSARY = Glossary(
    game="nemuranai",
    title="人狼は眠らない",
    source="人狼は眠らない ルールマニュアル (shared/seeds/000_38b0019ae2eaf3da.txt)",
    terms={
        "cards": tuple(name(card, "ja") for card in CARDS),
        # 「ゲームは、プレイヤーが順番に「ターン」と…」; ①ドロー ②プレイ ③エフェクト ④エンド; ■探索フェイズ■
        "phases": ("ターン", "ドロー", "プレイ", "エフェクト", "エンド", "探索フェイズ", "探索", "探索順"),
        # 《ゲームの準備》: 山札, 手札, 遺跡; 捨て札; 「トラッシュ」とあるものは捨て札に置かれた時に発揮します
        "table": ("山札", "手札", "捨て札", "遺跡", "トラッシュ", "ウラ向き", "オモテ向き", "脱落", "失われた遺産"),
        # 《勝利条件》: 「村人プレイヤー」「人狼プレイヤー」「狂人プレイヤー」; the sides as registered
        "players": ("村人プレイヤー", "人狼プレイヤー", "狂人プレイヤー", *(ja for _, ja in INFO.sides.values())),
    },
    avoid=(
        Avoid("予言者", "占い師", "card list: 「占い師 2枚 プレイ：他の誰か１人の手札を見る。」"),
        Avoid("霊能者", "霊媒師", "card list: 「霊媒師 １枚 プレイ：他の誰かの捨て札のウラ向きカード１枚を見るか…」"),
        Avoid("狩人", "騎士", "card list: 「騎士 １枚 トラッシュ：あなたはゲームから脱落しない。」"),
        Avoid("処刑", "脱落", "《投票》: 「単独で最多得票のプレイヤーはゲームから脱落する。」"),
        Avoid(
            "フェーズ", "フェイズ", "■探索フェイズ■: 「ターンを終了した時点で山札が無い場合、探索フェイズになります」"
        ),
        Avoid("廃墟", "遺跡", "《ゲームの準備》: 「１枚を「遺跡」として山札のそばにウラ向きで配置します」"),
        Avoid("デッキ", "山札", "《ゲームの準備》: 「それを「山札」として各プレイヤーの中央に配置します」"),
        Avoid("伏せ札", "ウラ向きのカード", "《投票》: 「捨て札のウラ向きのカード１枚につき１票が入る」"),
    ),
)
