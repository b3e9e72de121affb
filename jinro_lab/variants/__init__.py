"""The games, by name: ``new_game("nemuranai", ...)`` or by Japanese title.

Each game registers once, in its package's ``__init__.py`` (a
:class:`~jinro_lab.core.registry.VariantInfo`); importing this package imports
those packages so that they register. They stay light: a game's modules are
imported only when first used, so ``import jinro_lab`` stays light.

The functions here are the registry's (``jinro_lab.core.registry``); the
mappings are live, read-only views of it, kept for older code.
"""

from __future__ import annotations

from ..core.registry import (
    VARIANTS,
    LiveMapping,
    VariantInfo,
    explain_action,
    game_class,
    glossary,
    heuristic_agent,
    lookup,
    new_game,
    renderer,
    variant_id,
    variants,
)
from . import lotro, mahou_toshi, nemuranai, seijika

__all__ = [
    "ALIASES",
    "HEURISTICS",
    "RENDERERS",
    "VARIANTS",
    "VariantInfo",
    "explain_action",
    "game_class",
    "glossary",
    "heuristic_agent",
    "lookup",
    "lotro",
    "mahou_toshi",
    "nemuranai",
    "new_game",
    "renderer",
    "seijika",
    "variant_id",
    "variants",
]

#: other accepted names (the Japanese titles) -> variant id
ALIASES = LiveMapping(lambda: {v.title_ja: v.id for v in variants()}, "Japanese title -> variant id")

#: variant id -> module with ``view_text``, ``view_html`` and ``event_text`` (used by the widgets)
RENDERERS = LiveMapping(
    lambda: {v.id: v.renderer for v in variants() if v.renderer is not None}, "variant id -> renderer module"
)

#: variant id -> "module:Class" of its heuristic agent (constructed as ``Class(seed=...)``)
HEURISTICS = LiveMapping(
    lambda: {v.id: v.heuristic for v in variants() if v.heuristic is not None}, "variant id -> heuristic agent"
)
