"""The conformance checks, as pytest modules: each test that takes ``spec`` runs once per
game chosen (``--jinro-game NAME``, repeatable; default every registered game), its
``spec`` the game's :class:`~jinro_lab.testing.Conformance` (the fixture and the option
come from :mod:`jinro_lab.testing.plugin`)::

    python -m pytest -p jinro_lab.testing.plugin --pyargs jinro_lab.testing.checks --jinro-game NAME

Tests marked ``slow`` are the long runs (``-m "not slow"`` leaves them out). No check
names a game: what one needs of a game it reads from the registry and the game's
``Conformance``.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from ...core.engine import Game
from .. import Conformance, MissingTwins

__all__ = ["twins_or_skip"]


def twins_or_skip(spec: Conformance) -> Callable[[Game, int], list[Game]]:
    """``spec``'s ``hidden_twins``; the test is skipped, saying what the game lacks, when
    it has none (no ``hidden_twins`` declared and no model of hidden information)."""
    if spec.hidden_twins is None:
        pytest.skip(str(MissingTwins(spec.variant)))
    return spec.hidden_twins
