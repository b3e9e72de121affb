"""The games, by name: ``new_game("nemuranai", ...)`` or by Japanese title.

Each game registers once, in its package's ``__init__.py`` (a
:class:`~jinro_lab.core.registry.VariantInfo`); importing this package imports
every package in this folder, found by looking (no list names them: a new game is
a new folder), so that they register. They stay light: a game's modules are
imported only when first used, so ``import jinro_lab`` stays light. Games of other
installed distributions come through the entry-point group ``jinro_lab.games``
(:data:`~jinro_lab.core.registry.ENTRY_POINTS`).

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


def _register_packages() -> None:
    """Import each game package of this folder, in name order (each registers)."""
    from importlib import import_module
    from pkgutil import iter_modules

    for found in iter_modules(__path__):
        if found.ispkg:
            import_module(f"{__name__}.{found.name}")


_register_packages()

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
    "new_game",
    "renderer",
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
