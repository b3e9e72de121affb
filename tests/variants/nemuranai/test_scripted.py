"""The rule-author API (core.authoring) on 人狼は眠らない: ``scripted``, the public
constructor of a chance script (the toy games' API: ``tests/core/test_authoring.py``)."""

from __future__ import annotations

from jinro_lab.core.engine import scripted_game
from jinro_lab.variants.nemuranai.game import NemuranaiGame


def test_scripted_is_the_public_constructor_of_a_chance_script() -> None:
    """NEM-04: the first player drawn by lot, set by the script given to the constructor."""
    for first in range(4):
        game = NemuranaiGame.scripted([first], seed=5, players=4)
        assert game.first_player == first and game.chance_script is not None
        assert game.record() == scripted_game(NemuranaiGame, 5, {"players": 4}, [first]).record()
