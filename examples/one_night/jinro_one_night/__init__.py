"""ワンナイト人狼 (one-night werewolf with two centre cards), a game of jinro_lab in a
distribution of its own: the example of ``docs/new_game.md``. Rules: ``rules.md``
(ONE-01 …), in ``game.py``.

This file only registers the game. The kit imports it through the entry point
``one_night = "jinro_one_night"`` of the group ``jinro_lab.games`` (``pyproject.toml``)
the first time its registry is asked for a game; everything else is named by a
``"module:attr"`` string and imported when first used, so importing this stays light.
"""

from jinro_lab.core.registry import Marks, VariantInfo, register

#: the game's one registration
INFO = register(
    VariantInfo(
        id="one_night",
        title_ja="ワンナイト人狼",
        game="jinro_one_night.game:OneNightGame",
        options="jinro_one_night.options:Options",
        players=(3, 4, 5, 6),  # ONE-02
        sides={"village": ("village", "村人陣営"), "werewolf": ("werewolves", "人狼陣営")},  # ONE-30
        spec="rules.md",  # its spec, beside its pyproject.toml
        rules="jinro_one_night:rules.toml",  # the rules in the kit's words, English and Japanese
        default_setups="jinro_one_night.roles:default_counts",  # ONE-03
        centre_cards=2,  # ONE-04: two cards beyond one per seat
        renderer="jinro_one_night.render",
        roles="jinro_one_night.roles:BOOK",
        glossary="jinro_one_night.glossary:GLOSSARY",
        heuristic="jinro_one_night.agents:HeuristicAgent",
        summary_columns=("werewolf_players", "executed", "werewolf_executed"),
        marks=Marks(runoffs=False),  # ONE-22: one vote, no runoff
        conformance="jinro_one_night.conformance:CONFORMANCE",  # what the kit's conformance checks need
    )
)

__all__ = ["INFO"]
