"""The kit's games in the game-AI ecosystem: OpenSpiel games and PettingZoo environments (issue 11 item 6).

>>> from jinro_lab.interop import openspiel_game, pettingzoo_env   # doctest: +SKIP
>>> game = openspiel_game("nemuranai", players=4)                   # pyspiel game "python_jinro_nemuranai"
>>> env = pettingzoo_env("nemuranai", players=4)                    # a PettingZoo AEC environment

Both need the ``interop`` extra (``pip install 'jinro_lab[interop]'``); they are
imported only when called, so ``import jinro_lab.interop`` stays light. What the
two share (turns, action ids, observations) is :mod:`jinro_lab.interop.encoding`.
"""

from __future__ import annotations

from importlib import import_module
from types import ModuleType
from typing import Any

from ..core.errors import JinroError

__all__ = ["EXTRA", "openspiel_game", "pettingzoo_env"]

#: how to install what this package needs
EXTRA = "pip install 'jinro_lab[interop]'"


def _load(module: str, needs: str) -> ModuleType:
    """Import ``jinro_lab.interop.<module>``, saying which extra to install if ``needs`` is missing."""
    try:
        import_module(needs)
    except ImportError as exc:
        raise JinroError(f"{needs} is not installed ({exc}); install the interop extra: {EXTRA}") from None
    return import_module(f"{__name__}.{module}")


def openspiel_game(variant: str, **options: Any) -> Any:
    """``variant`` (an id or a Japanese title) as a ``pyspiel.Game`` registered as
    ``python_jinro_<variant>``: ``players`` and the variant's other ``new_game``
    options but ``seed``, plus ``seeds``, ``overflow``, ``features``,
    ``max_game_length``, ``resample_worlds`` (see :mod:`jinro_lab.interop.openspiel`)."""
    return _load("openspiel", "pyspiel").load(variant, **options)


def pettingzoo_env(variant: str, **options: Any) -> Any:
    """``variant`` as a PettingZoo AEC environment: ``players`` and the variant's
    other ``new_game`` options but ``seed``, plus ``overflow``, ``features``,
    ``max_game_length``, ``render_mode`` (see :mod:`jinro_lab.interop.pettingzoo`)."""
    return _load("pettingzoo", "pettingzoo").JinroEnv(variant, **options)
