"""魔法都市の人狼 (Mahou Toshi, "Werewolf of the Magic City"): rules in ``game.py``.

This file only registers the game (``jinro_lab.core.registry``); the game, its
renderer and its agent are imported when first used.
"""

from ...core.registry import VariantInfo, register
from .cards import EVENT_CARDS, default_deck
from .lint import DeckWarning, lint_deck

#: the game's one registration
INFO = register(
    VariantInfo(
        id="mahou_toshi",
        title_ja="魔法都市の人狼",
        game="jinro_lab.variants.mahou_toshi.game:MahouToshiGame",
        options="jinro_lab.variants.mahou_toshi.game:Options",
        keywords=(
            "players",
            "seed",
            "roles",
            "first_day_seer",
            "knight_self",
            "knight_repeat",
            "vote_style",
            "fox_steals_win",
            "position",
        ),
        players=tuple(range(5, 17)),
        sides={
            "citizens": ("citizens", "市民陣営"),
            "werewolves": ("werewolves", "人狼陣営"),
            "third": ("third", "第三陣営"),
            "fox": ("fox", "狐人"),
            "demon": ("demon", "魔人"),
        },
        spec="mahou_toshi.md",
        default_setups="jinro_lab.variants.mahou_toshi.game:default_roles",  # MAH-06: players -> roles
        renderer="jinro_lab.variants.mahou_toshi.render",
        heuristic="jinro_lab.variants.mahou_toshi.agents:HeuristicAgent",
        summary_columns=("setup", "vote_style", "werewolves"),
    )
)

__all__ = ["EVENT_CARDS", "INFO", "DeckWarning", "default_deck", "lint_deck"]
