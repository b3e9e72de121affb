"""The four games, by name: ``new_game("nemuranai", ...)`` or by Japanese title.

Variants are imported only when first used, so ``import jinro_lab`` stays light.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

from ..core.engine import Game
from ..core.errors import InvalidSetup

__all__ = ["ALIASES", "VARIANTS", "game_class", "new_game"]

#: variant id -> "module:Class" of its game
VARIANTS: dict[str, str] = {
    "nemuranai": "jinro_lab.variants.nemuranai.game:NemuranaiGame",
}

#: other accepted names (the Japanese titles) -> variant id
ALIASES: dict[str, str] = {
    "人狼は眠らない": "nemuranai",
}


def game_class(variant: str) -> type[Game]:
    """The game class of ``variant`` (an id or a Japanese title)."""
    name = ALIASES.get(variant, variant)
    target = VARIANTS.get(name) if isinstance(name, str) else None
    if target is None:
        allowed = ", ".join(sorted(VARIANTS) + sorted(ALIASES))
        raise InvalidSetup(f"unknown variant {variant!r}; allowed: {allowed}")
    module, cls = target.split(":")
    return getattr(import_module(module), cls)


def new_game(variant: str, **setup: Any) -> Game:
    """Start a game of ``variant``: ``new_game("nemuranai", players=4, seed=7)``."""
    return game_class(variant)(**setup)
