"""The glossary of 政治家人狼 (``core.glossary``): its Japanese terms as its rulebook,
政治家人狼 ルールブック (``shared/seeds/001_*``), has them, and the words not to use.

The rulebook's 用語 section renames the usual werewolf words (「通常の人狼で使用している
用語を、以下のように言い換えます」; the table itself is on the publisher's plain-rule
page, restated in ``shared/rules/seijika.md``, Terms): a player is *elected*
(当選), not executed; the parties are にんげんの党 and おおかみの党; the seer is the
番記者 … The role names are the role table's (``roles.ROLES``); a party member is
written as the rulebook's running text writes it, 「おおかみの党の党員」 (「当選者が
おおかみの党の党員の場合は」), never with a space.
"""

from __future__ import annotations

from ...core.glossary import Avoid, Glossary
from .roles import PARTIES, ROLES

__all__ = ["GLOSSARY"]

#: 用語 (the spec's Terms table) and the rulebook's own words for them
_TERMS = "用語 (shared/rules/seijika.md, Terms)"

GLOSSARY = Glossary(
    game="seijika",
    title="政治家人狼",
    source="政治家人狼 ルールブック (shared/seeds/001_a2c1b8c602392810.txt)",
    terms={
        "roles": tuple(role.ja for role in ROLES.values()),
        "parties": tuple(ja for _, ja in PARTIES.values()),
        # ゲームの流れ: 役職確認; [1日目] 所信表明 → 選挙活動 → 投票 → 裏工作タイム; [勝利判定] 政党の発表
        "phases": (
            "役職確認",
            "立候補",
            "所信表明",
            "選挙活動",
            "投票",
            "決選投票",
            "裏工作タイム",
            "勝利判定",
            "政党の発表",
        ),
        # 裏工作タイム: おおかみの党 党員(ネガティブキャンペーン)→警備員(護衛)→番記者(調査)→検察官(捜査)
        "night": ("ネガティブキャンペーン", "護衛", "調査", "捜査"),
        "words": (
            *("当選", "当選者", "議席", "リコール", "本命", "挙手制", "一斉投票", "くじ引き", "プレーンルール"),
            *("マニュフェスト", "マニュフェストカード", "真似フェスト", "公約実行カード", "成功カード", "失敗カード"),
        ),
    },
    avoid=(
        Avoid("処刑", "当選", f"{_TERMS}: execution → 当選; 「「信じられる人に投票して当選させる」ことを目的とした」"),
        Avoid("村人", "にんげんの党の党員", f"{_TERMS}: villager, human → にんげんの党 党員"),
        Avoid(
            "人狼",
            "おおかみの党の党員",
            f"{_TERMS}: werewolf → おおかみの党 党員; 「「にんげんの党」と「おおかみの党」に分かれて議論を行います」",
            unless=("政治家人狼", "人狼ゲーム", "人狼系"),
        ),
        Avoid("占い師", "番記者", f"{_TERMS}: seer → 番記者"),
        Avoid("占い", "調査", "裏工作タイム: 「番記者(調査)」"),
        Avoid("霊媒師", "検察官", f"{_TERMS}: medium → 検察官"),
        Avoid("霊能者", "検察官", f"{_TERMS}: medium → 検察官"),
        Avoid("狂人", "スパイ", f"{_TERMS}: madman → スパイ"),
        Avoid("狩人", "警備員", f"{_TERMS}: bodyguard → 警備員"),
        Avoid("騎士", "警備員", f"{_TERMS}: bodyguard → 警備員"),
        Avoid(
            "マニフェスト",
            "マニュフェスト",
            "「【マニュフェストカード有りのルール】」: the rulebook's spelling throughout",
        ),
        Avoid(
            "0日目の夜", "役職確認", "ゲームの流れ: 「役職確認」 comes before 「[1日目]」; the rulebook has no night 0"
        ),
        Avoid("夜0", "役職確認", "ゲームの流れ: 「役職確認」 comes before 「[1日目]」; the rulebook has no night 0"),
    ),
)
