"""The example game's tests: seeded games of ワンナイト人狼 with fixed deals (``roles=``,
``one_night_play.py``).

The game registers when its package is imported; the kit itself finds it through
the entry point once the distribution is installed (``test_kit.py`` checks that)."""

from __future__ import annotations

import jinro_lab as jl
import pytest
from one_night_play import LONE, one_night


@pytest.fixture
def lone() -> jl.Game:
    """5 players, seat 0 the lone werewolf (``one_night_play.LONE``)."""
    return one_night(LONE)
