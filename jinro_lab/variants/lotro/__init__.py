"""LotROで人狼 (LotRO werewolf): rooms, the warg tooth, items, passes, rangers, checkmate.

This file only registers the game (``jinro_lab.core.registry``); the game, its
renderer and its agent are imported when first used, and so are the checkmate
count and the room tables exported here (``checkmate.py``, ``rooms.py``).
"""

from ...core.lazy import lazy_exports
from ...core.registry import Marks, VariantInfo, register

#: the game's one registration
INFO = register(
    VariantInfo(
        id="lotro",
        title_ja="LotROで人狼",
        game="jinro_lab.variants.lotro.game:LotroGame",
        fast="jinro_lab.variants.lotro.fast:ENGINE",  # issue 41: simulate's engine for random and heuristic agents
        options="jinro_lab.variants.lotro.options:Options",
        players=tuple(range(9, 17)),
        sides={"village": ("the Village", "村人側"), "sauron": ("Sauron", "サウロン側")},
        spec="lotro.md",
        rules="jinro_lab.rules:lotro.toml",  # the rules in the kit's words (jinro_lab.rules)
        default_setups="jinro_lab.variants.lotro.setup:default_setup",  # LOT-03: players -> role counts
        renderer="jinro_lab.variants.lotro.render",
        conformance="jinro_lab.variants.lotro.conformance:CONFORMANCE",
        glossary="jinro_lab.variants.lotro.glossary:GLOSSARY",
        roles="jinro_lab.variants.lotro.roles:BOOK",
        hidden="jinro_lab.variants.lotro.hidden",
        catalogue="jinro_lab.variants.lotro.catalogue:action_catalogue",
        heuristic="jinro_lab.variants.lotro.agents:HeuristicAgent",
        explain="jinro_lab.variants.lotro.explain:explain_action",
        discussion="jinro_lab.variants.lotro.discussion:discussion",  # LOT-12, LOT-22: the live table's timer
        summary_columns=("setup", "rangers_day", "checkmate", "wolves"),
        marks=Marks(),  # LOT-20 ... LOT-22: the most voted dies; a tie, a revote
        graphs={"rooms": "jinro_lab.variants.lotro.graphs:room_graph"},  # LOT-31, LOT-71: the night's rooms
        drawings={"rooms": "jinro_lab.variants.lotro.tools.graphs:DRAWING"},  # and their picture
    )
)

#: public name -> submodule that defines it (imported when the name is first used)
_WHERE = {
    "Position": "checkmate",
    "Verdict": "checkmate",
    "is_checkmated": "checkmate",
    "position_of": "checkmate",
    "win_check": "checkmate",
    "ROOM_NAMES": "rooms",
    "ROOM_SIZES": "rooms",
    "ROLES": "roles",
    "default_setup": "setup",
    "room_graph": "graphs",
    "draw_rooms": "tools.graphs",
}

__all__ = sorted([*_WHERE, "INFO"])

__getattr__, __dir__ = lazy_exports(__name__, _WHERE)
