"""人狼は眠らない (Nemuranai, "The Werewolf Never Sleeps"): rules in ``game.py``.

This file only registers the game (``jinro_lab.core.registry``); the game, its
renderer and its agent are imported when first used.
"""

from ...core.registry import Marks, VariantInfo, register

#: the game's one registration
INFO = register(
    VariantInfo(
        id="nemuranai",
        title_ja="人狼は眠らない",
        game="jinro_lab.variants.nemuranai.game:NemuranaiGame",
        fast="jinro_lab.variants.nemuranai.fast:ENGINE",  # issue 41: what simulate plays random agents on
        options="jinro_lab.variants.nemuranai.options:Options",
        players=(3, 4),
        sides={"villagers": ("villagers", "村人陣営"), "werewolf": ("werewolf", "人狼陣営")},
        spec="nemuranai.md",
        rules="jinro_lab.rules:nemuranai.toml",  # the rules in the kit's words (jinro_lab.rules)
        default_setups="jinro_lab.variants.nemuranai.cards:default_counts",  # NEM-01: the 16 cards, any count
        renderer="jinro_lab.variants.nemuranai.render",
        conformance="jinro_lab.variants.nemuranai.conformance:CONFORMANCE",
        glossary="jinro_lab.variants.nemuranai.glossary:GLOSSARY",
        roles="jinro_lab.variants.nemuranai.cards:BOOK",
        hidden="jinro_lab.variants.nemuranai.hidden",
        catalogue="jinro_lab.variants.nemuranai.catalogue:action_catalogue",
        heuristic="jinro_lab.variants.nemuranai.agents:HeuristicAgent",
        explain="jinro_lab.variants.nemuranai.explain:explain_action",
        summary_columns=("first_player", "werewolf_start", "werewolf_seat"),
        marks=Marks(  # NEM-30, NEM-33; the vote eliminates (脱落, NEM-31, NEM-40): nobody is executed
            extra=("face-down cards", "ウラ向きのカード"),
            runoffs=False,
            chosen={"execution": ("eliminated", "脱落", "脱落した")},
        ),
    )
)

__all__ = ["INFO"]
