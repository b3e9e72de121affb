"""The four games, by name: ``new_game("nemuranai", ...)`` or by Japanese title.

Variants are imported only when first used, so ``import jinro_lab`` stays light.
"""

from __future__ import annotations

from functools import cache
from importlib import import_module
from inspect import signature
from types import ModuleType
from typing import Any

from ..core.engine import Game
from ..core.errors import InvalidSetup

__all__ = ["ALIASES", "RENDERERS", "VARIANTS", "game_class", "new_game", "renderer"]

#: variant id -> "module:Class" of its game
VARIANTS: dict[str, str] = {
    "nemuranai": "jinro_lab.variants.nemuranai.game:NemuranaiGame",
}

#: variant id -> "module:Class" of its heuristic agent (constructed as ``Class(seed=...)``)
HEURISTICS: dict[str, str] = {
    "nemuranai": "jinro_lab.variants.nemuranai.agents:HeuristicAgent",
}

#: variant id -> module with ``view_text``, ``view_html`` and ``event_text`` (used by the widgets)
RENDERERS: dict[str, str] = {
    "nemuranai": "jinro_lab.variants.nemuranai.render",
}

#: other accepted names (the Japanese titles) -> variant id
ALIASES: dict[str, str] = {
    "人狼は眠らない": "nemuranai",
}


def variant_id(variant: str) -> str:
    """The id of ``variant`` given by id or Japanese title; InvalidSetup if unknown."""
    name = ALIASES.get(variant, variant) if isinstance(variant, str) else None
    if name not in VARIANTS:
        allowed = ", ".join(sorted(VARIANTS) + sorted(ALIASES))
        raise InvalidSetup(f"unknown variant {variant!r}; allowed: {allowed}")
    return name


def _load(target: str) -> Any:
    module, attr = target.split(":")
    return getattr(import_module(module), attr)


@cache
def game_class(variant: str) -> type[Game]:
    """The game class of ``variant`` (an id or a Japanese title)."""
    return _load(VARIANTS[variant_id(variant)])


def heuristic_agent(variant: str, seed: int | None = None) -> Any:
    """A new heuristic agent for ``variant``, with its own seeded RNG."""
    return _load(HEURISTICS[variant_id(variant)])(seed=seed)


def renderer(variant: str) -> ModuleType:
    """The module that draws ``variant``'s table and events: ``view_text(view, lang)``,
    ``view_html(view, lang)`` and ``event_text(event, lang)``."""
    return import_module(RENDERERS[variant_id(variant)])


@cache
def _options_of(cls: type[Game]) -> tuple[str, ...]:
    """The keyword options a game class accepts (cached: signature() is slow)."""
    return tuple(p for p in signature(cls).parameters if p != "self")


def new_game(variant: str, **setup: Any) -> Game:
    """Start a game of ``variant``: ``new_game("nemuranai", players=4, seed=7)``.

    Unknown option names raise :class:`InvalidSetup` naming the allowed ones.
    """
    cls = game_class(variant)
    allowed = _options_of(cls)
    unknown = sorted(set(setup) - set(allowed))
    if unknown:
        raise InvalidSetup(f"unknown option(s) {', '.join(unknown)} for {cls.variant}; allowed: {', '.join(allowed)}")
    return cls(**setup)
