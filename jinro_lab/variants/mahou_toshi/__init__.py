"""魔法都市の人狼 (Mahou Toshi, "Werewolf of the Magic City"): rules in ``game.py``.

This file only registers the game (``jinro_lab.core.registry``); the game, its
renderer and its agent are imported when first used, and so are the event cards
and the deck linter exported here (``cards.py``, ``lint.py``; MAH-31, MAH-35 ... MAH-38).
"""

from ...core.lazy import lazy_exports
from ...core.registry import Marks, VariantInfo, register

#: the game's one registration
INFO = register(
    VariantInfo(
        id="mahou_toshi",
        title_ja="魔法都市の人狼",
        game="jinro_lab.variants.mahou_toshi.game:MahouToshiGame",
        options="jinro_lab.variants.mahou_toshi.options:Options",
        players=tuple(range(5, 17)),
        sides={
            "citizens": ("citizens", "市民陣営"),
            "werewolves": ("werewolves", "人狼陣営"),
            "third": ("third", "第三陣営"),
            "fox": ("fox", "狐人"),
            "demon": ("demon", "魔人"),
            "none": ("no winner", "勝者なし"),  # MAH-04: a game the day limit ended
        },
        spec="mahou_toshi.md",
        rules="jinro_lab.rules:mahou_toshi.toml",  # the rules in the kit's words (jinro_lab.rules)
        default_setups="jinro_lab.variants.mahou_toshi.setup:default_counts",  # MAH-06: players -> role counts
        renderer="jinro_lab.variants.mahou_toshi.render",
        conformance="jinro_lab.variants.mahou_toshi.conformance:CONFORMANCE",
        glossary="jinro_lab.variants.mahou_toshi.glossary:GLOSSARY",
        roles="jinro_lab.variants.mahou_toshi.roles:BOOK",
        hidden="jinro_lab.variants.mahou_toshi.hidden",
        catalogue="jinro_lab.variants.mahou_toshi.catalogue:action_catalogue",
        heuristic="jinro_lab.variants.mahou_toshi.agents:HeuristicAgent",
        explain="jinro_lab.variants.mahou_toshi.explain:explain_action",
        discussion="jinro_lab.variants.mahou_toshi.discussion:discussion",  # MAH-10: the live table's timer
        summary_columns=("setup", "vote_style", "werewolves"),
        fast="jinro_lab.variants.mahou_toshi.fast:ENGINE",  # issue 41: simulations with random and heuristic agents
        marks=Marks(purposes=("execution", "prison"), weights=True, stale=True),  # MAH-12, MAH-E18, MAH-R08, MAH-E06
    )
)

#: public name -> submodule that defines it (imported when the name is first used)
_WHERE = {"EVENT_CARDS": "cards", "default_deck": "cards", "DeckWarning": "lint", "lint_deck": "lint"}

__all__ = sorted([*_WHERE, "INFO"])

__getattr__, __dir__ = lazy_exports(__name__, _WHERE)
